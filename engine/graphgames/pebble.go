package graphgames

import "fmt"

// ShannonPebble decides the Shannon switching game a second way, with the
// (2,2) pebble game of Lee and Streinu instead of matroid partition. Every
// vertex holds two pebbles; an edge is accepted when three pebbles can be
// gathered on its ends (pebbles move by reversing directed paths) and is
// then covered by one of them. The accepted edges form a largest union of
// two forests (a (2,2)-sparse graph, Nash-Williams), and an edge is
// rejected iff its ends lie in a tight part: a vertex set S whose accepted
// edges number 2(|S| − 1), i.e. which carries two edge-disjoint spanning
// trees. So Short moving second wins iff a further u–v edge would be
// rejected, and Short moving first wins iff one u–v edge is accepted and a
// second one rejected. It returns the two answers and the number of
// accepted edges of G.
func ShannonPebble(g *Graph, u, v int) (second, first bool, rank int, err error) {
	n := g.N()
	if u < 0 || u >= n || v < 0 || v >= n || u == v {
		return false, false, 0, fmt.Errorf("graphgames: bad terminals %d, %d", u, v)
	}
	p := &pebbler{peb: make([]int, n), out: make([][]int, n), seen: make([]int, n)}
	for i := range p.peb {
		p.peb[i] = 2
	}
	for _, e := range g.edges {
		if p.add(e[0], e[1]) {
			rank++
		}
	}
	if !p.add(u, v) {
		return true, true, rank, nil
	}
	return false, !p.add(u, v), rank, nil
}

type pebbler struct {
	peb   []int   // free pebbles per vertex
	out   [][]int // out[x]: heads of the edges covered by a pebble of x
	seen  []int
	stamp int
}

// add inserts edge a–b if three pebbles can be gathered on a and b.
func (p *pebbler) add(a, b int) bool {
	if a == b {
		return false
	}
	for p.peb[a]+p.peb[b] < 3 {
		if p.peb[a] < 2 && p.fetch(a, b) {
			continue
		}
		if p.peb[b] < 2 && p.fetch(b, a) {
			continue
		}
		return false
	}
	p.peb[a]--
	p.out[a] = append(p.out[a], b)
	return true
}

// fetch brings one free pebble to x along a directed path that avoids
// keep, reversing the path's edges; false if no pebble is reachable.
func (p *pebbler) fetch(x, keep int) bool {
	p.stamp++
	p.seen[x], p.seen[keep] = p.stamp, p.stamp
	var dfs func(y int) bool
	dfs = func(y int) bool {
		for i, z := range p.out[y] {
			if p.seen[z] == p.stamp {
				continue
			}
			p.seen[z] = p.stamp
			if p.peb[z] > 0 || dfs(z) {
				// reverse y→z into z→y: z's pebble (or the one that
				// arrived at z) now covers the edge, y's is freed.
				if p.peb[z] > 0 {
					p.peb[z]--
				}
				p.out[y] = append(p.out[y][:i], p.out[y][i+1:]...)
				p.out[z] = append(p.out[z], y)
				p.peb[y]++
				return true
			}
		}
		return false
	}
	if !dfs(x) {
		return false
	}
	return true
}
