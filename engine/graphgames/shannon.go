package graphgames

import "fmt"

// Shannon is the solution of the Shannon switching game on the edges of a
// multigraph: Short claims edges and wants a u–v path of claimed edges;
// Cut deletes edges and wants to separate u from v; they alternate.
//
// Lehman (1964): Short, moving second, wins iff some subgraph containing u
// and v has two edge-disjoint spanning trees. Short moving first wins iff
// the same holds in G + uv (an extra u–v edge): Short's first move uses
// the extra edge as if Cut had just deleted it, and in the other direction
// Short's first claimed edge plays the role of the extra edge.
type Shannon struct {
	U, V            int
	ShortWinsSecond bool
	ShortWinsFirst  bool
	// Second holds two edge-disjoint trees (edge indices) spanning one
	// vertex set that contains U and V, when ShortWinsSecond.
	Second [2][]int
	// First holds the trees for Short moving first: two edge-disjoint trees
	// of G + uv spanning one vertex set containing U and V, where the index
	// M() stands for the extra edge uv. Set when ShortWinsFirst.
	First [2][]int
	// Rank is the size of a largest union of two edge-disjoint forests of G.
	Rank int
	g    *Graph
}

// SolveShannon decides the game for both movers by matroid partition (two
// copies of the graphic matroid): it grows two edge-disjoint forests of
// maximum total size by Edmonds' augmenting paths, then asks whether an
// extra u–v edge could be added. If not, the search's labelled edges are
// closed: in each forest they connect every vertex they touch, so they
// contain two edge-disjoint trees spanning a set with u and v (Lehman's
// subgraph). For Short moving first the extra edge is added and a second
// extra u–v edge is tried the same way.
func SolveShannon(g *Graph, u, v int) (*Shannon, error) {
	n := g.N()
	if u < 0 || u >= n || v < 0 || v >= n {
		return nil, fmt.Errorf("graphgames: terminals %d, %d outside 0..%d", u, v, n-1)
	}
	if u == v {
		return nil, fmt.Errorf("graphgames: terminals must differ (u = v = %d)", u)
	}
	m := g.M()
	ends := make([][2]int, m, m+2)
	copy(ends, g.edges)
	ends = append(ends, [2]int{u, v}, [2]int{u, v}) // extra edges m and m+1
	fp := newForestPair(n, ends)
	fp.grow(m)
	r := &Shannon{U: u, V: v, Rank: fp.size, g: g}
	if !fp.search(m) {
		r.ShortWinsSecond, r.ShortWinsFirst = true, true
		r.Second = fp.trees()
		r.First = r.Second
		return r, nil
	}
	if !fp.search(m + 1) {
		r.ShortWinsFirst = true
		r.First = fp.trees()
	}
	return r, nil
}

// forestPair holds two edge-disjoint forests F0, F1 of a multigraph and
// the state of Edmonds' matroid-partition search (Knuth 1973 spells it out
// for graphic matroids).
//
// Tight parts found by failed searches are contracted ("clumps"): in a
// vertex set S with |(F0 ∪ F1) ∩ E(S)| = 2(|S| − 1), both forests restrict
// to spanning trees of S, so contracting S keeps them forests, an
// augmenting path of the contracted graph lifts to one of G, and a failed
// search of the contracted graph lifts to a tight set of G. Later searches
// then cross a clump in one step instead of relabelling all of it, which
// takes the cost of the failed searches from quadratic in the size of the
// growing tight part to linear.
type forestPair struct {
	n    int
	ends [][2]int
	in   []int8     // forest of each edge, -1 if none
	adj  [2][][]int // per forest, per clump representative: edge ids leaving the clump
	comp [2]*dsu    // components of each forest; augmentations only merge them
	// clump: vertex sets known to be tight; an edge with both ends in one
	// clump is dependent.
	clump *dsu
	size  int
	// reps lists the clump representatives; repPos[v] is v's index in it.
	reps   []int
	repPos []int
	// rooted forests over clump representatives, rebuilt when dirty
	dirty  bool
	parent [2][]int // edge to the parent, -1 at a root
	depth  [2][]int
	root   [2][]int
	// search state
	pred  []int
	lab   []int
	stamp int
	queue []int
	// jump[f] is a union–find over the vertices of forest f in which each
	// set is a subtree of labelled edges, represented by its top vertex, so
	// that a path walk skips edges labelled earlier in the same search
	// (Roskind and Tarjan's trick); reset lazily by jstamp.
	jump   [2][]int
	jstamp [2][]int
}

func newForestPair(n int, ends [][2]int) *forestPair {
	fp := &forestPair{n: n, ends: ends, in: make([]int8, len(ends)), clump: newDSU(n), dirty: true,
		pred: make([]int, len(ends)), lab: make([]int, len(ends))}
	for i := range fp.in {
		fp.in[i] = -1
	}
	fp.reps, fp.repPos = make([]int, n), make([]int, n)
	for v := range fp.reps {
		fp.reps[v], fp.repPos[v] = v, v
	}
	for f := 0; f < 2; f++ {
		fp.adj[f] = make([][]int, n)
		fp.comp[f] = newDSU(n)
		fp.parent[f] = make([]int, n)
		fp.depth[f] = make([]int, n)
		fp.root[f] = make([]int, n)
		fp.jump[f] = make([]int, n)
		fp.jstamp[f] = make([]int, n)
	}
	return fp
}

// cend returns the clump representatives of the ends of edge e.
func (fp *forestPair) cend(e int) (int, int) {
	return fp.clump.find(fp.ends[e][0]), fp.clump.find(fp.ends[e][1])
}

// grow builds a maximum union of two forests from the first m edges.
func (fp *forestPair) grow(m int) {
	for e := 0; e < m; e++ {
		a, b := fp.ends[e][0], fp.ends[e][1]
		if a == b || fp.clump.find(a) == fp.clump.find(b) {
			continue // a loop, or an edge inside a tight set: dependent
		}
		if fp.comp[0].find(a) != fp.comp[0].find(b) {
			fp.insert(e, 0)
			fp.comp[0].union(a, b)
			continue
		}
		if fp.comp[1].find(a) != fp.comp[1].find(b) {
			fp.insert(e, 1)
			fp.comp[1].union(a, b)
			continue
		}
		if !fp.search(e) {
			// The labelled edges, e and the clumps they touch form one
			// tight set (see trees): contract it.
			fp.merge(e)
			for _, x := range fp.queue {
				fp.merge(x)
			}
			fp.dirty = true
		}
	}
}

// merge contracts the clumps of the ends of edge e into one: the smaller
// adjacency lists are appended to the larger (edges that became internal
// stay in the lists until reroot drops them).
func (fp *forestPair) merge(e int) {
	a, b := fp.cend(e)
	if a == b {
		return
	}
	fp.clump.union(a, b)
	r := fp.clump.find(a)
	o := a ^ b ^ r
	for f := 0; f < 2; f++ {
		if len(fp.adj[f][o]) > len(fp.adj[f][r]) {
			fp.adj[f][o], fp.adj[f][r] = fp.adj[f][r], fp.adj[f][o]
		}
		fp.adj[f][r] = append(fp.adj[f][r], fp.adj[f][o]...)
		fp.adj[f][o] = nil
	}
	// drop o from reps
	i, last := fp.repPos[o], fp.reps[len(fp.reps)-1]
	fp.reps[i], fp.repPos[last] = last, i
	fp.reps = fp.reps[:len(fp.reps)-1]
}

func (fp *forestPair) insert(e int, f int8) {
	fp.in[e] = f
	fp.size++
	fp.dirty = true
	a, b := fp.cend(e)
	if a != b {
		fp.adj[f][a] = append(fp.adj[f][a], e)
		fp.adj[f][b] = append(fp.adj[f][b], e)
	}
}

func (fp *forestPair) remove(e int) {
	f := fp.in[e]
	fp.in[e] = -1
	fp.size--
	fp.dirty = true
	a, b := fp.cend(e)
	if a == b {
		return
	}
	for _, x := range [2]int{a, b} {
		l := fp.adj[f][x]
		for i, y := range l {
			if y == e {
				l[i] = l[len(l)-1]
				fp.adj[f][x] = l[:len(l)-1]
				break
			}
		}
	}
}

// reroot recomputes parent, depth and root of both forests over the clump
// representatives, dropping from the adjacency lists the edges that merges
// made internal.
func (fp *forestPair) reroot() {
	if !fp.dirty {
		return
	}
	fp.dirty = false
	for f := 0; f < 2; f++ {
		par, dep, root := fp.parent[f], fp.depth[f], fp.root[f]
		for _, v := range fp.reps {
			root[v] = -1
		}
		stack := fp.queue[:0]
		for _, r := range fp.reps {
			if root[r] >= 0 {
				continue
			}
			root[r], par[r], dep[r] = r, -1, 0
			stack = append(stack[:0], r)
			for len(stack) > 0 {
				x := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				l := fp.adj[f][x]
				k := 0
				for _, e := range l {
					a, b := fp.cend(e)
					if a == b {
						continue // internal to a clump now
					}
					l[k] = e
					k++
					y := a ^ b ^ x
					if root[y] < 0 {
						root[y], par[y], dep[y] = r, e, dep[x]+1
						stack = append(stack, y)
					}
				}
				fp.adj[f][x] = l[:k]
			}
		}
		fp.queue = stack[:0]
	}
}

// top returns the top vertex of the labelled subtree of forest f holding x.
func (fp *forestPair) top(f int, x int) int {
	j, js := fp.jump[f], fp.jstamp[f]
	r := x
	for {
		if js[r] != fp.stamp {
			js[r], j[r] = fp.stamp, r
		}
		if j[r] == r {
			break
		}
		r = j[r]
	}
	for x != r { // path compression
		next := j[x]
		j[x] = r
		x = next
	}
	return r
}

// search tries to add edge x (in no forest) by an augmenting path, found
// breadth first so that the exchanges along it keep both forests acyclic.
// It returns true after augmenting. On failure fp.queue holds the labelled
// edges (x first).
func (fp *forestPair) search(x int) bool {
	fp.reroot()
	fp.stamp++
	fp.queue = append(fp.queue[:0], x)
	fp.lab[x], fp.pred[x] = fp.stamp, -1
	for qi := 0; qi < len(fp.queue); qi++ {
		y := fp.queue[qi]
		a, b := fp.cend(y)
		if a == b {
			continue // inside a clump: spanned by both trees there
		}
		for f := int8(0); f < 2; f++ {
			if fp.in[y] == f {
				continue
			}
			if fp.root[f][a] != fp.root[f][b] {
				fp.augment(y, f)
				return true
			}
			// Label the unlabelled edges of the cycle y closes in forest
			// f. Labelled edges form subtrees; if a and b lie in one, the
			// whole path is labelled. Otherwise the deeper of the two tops
			// lies strictly below the meeting point of the path, so its
			// parent edge is on the path and unlabelled.
			par, dep := fp.parent[f], fp.depth[f]
			p, q := fp.top(int(f), a), fp.top(int(f), b)
			for p != q {
				if dep[p] < dep[q] {
					p, q = q, p
				}
				e := par[p]
				fp.lab[e], fp.pred[e] = fp.stamp, y
				fp.queue = append(fp.queue, e)
				c, d := fp.cend(e)
				up := c ^ d ^ p
				fp.jump[f][p] = up
				p = fp.top(int(f), up)
			}
		}
	}
	return false
}

// augment puts y into forest f (joining two of its trees), and moves each
// predecessor into the forest its successor left.
func (fp *forestPair) augment(y int, f int8) {
	fp.comp[f].union(fp.ends[y][0], fp.ends[y][1])
	for y >= 0 {
		old := fp.in[y]
		if old >= 0 {
			fp.remove(y)
		}
		fp.insert(y, f)
		y, f = fp.pred[y], old
	}
}

// trees returns, after a failed search, two edge-disjoint trees spanning
// the union S of the clumps touched by the labelled edges: the edges of F0
// and of F1 with both ends in S. Every labelled edge outside a forest
// closes a cycle of labelled edges in it (that is why the search failed),
// so each forest's labelled edges connect the clumps they touch, and each
// forest restricts to a spanning tree inside every clump; so each forest
// contains a spanning tree of S, and being a forest it is one.
func (fp *forestPair) trees() [2][]int {
	inS := map[int]bool{}
	for _, e := range fp.queue {
		a, b := fp.cend(e)
		inS[a], inS[b] = true, true
	}
	var t [2][]int
	for e, f := range fp.in {
		if f < 0 {
			continue
		}
		if a, b := fp.cend(e); inS[a] && inS[b] {
			t[f] = append(t[f], e)
		}
	}
	return t
}

// dsu is a union–find with path halving and union by size.
type dsu struct{ p, s []int }

func newDSU(n int) *dsu {
	d := &dsu{p: make([]int, n), s: make([]int, n)}
	for i := range d.p {
		d.p[i], d.s[i] = i, 1
	}
	return d
}

func (d *dsu) find(x int) int {
	for d.p[x] != x {
		d.p[x] = d.p[d.p[x]]
		x = d.p[x]
	}
	return x
}

func (d *dsu) union(a, b int) bool {
	a, b = d.find(a), d.find(b)
	if a == b {
		return false
	}
	if d.s[a] < d.s[b] {
		a, b = b, a
	}
	d.p[b] = a
	d.s[a] += d.s[b]
	return true
}
