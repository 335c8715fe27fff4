package graphgames

import (
	"errors"
	"fmt"
)

// BruteStateLimit bounds the number of positions a brute-force solver may
// store; beyond it the solver returns ErrTooLarge instead of running for
// ever on an instance that is too big for exhaustive search.
var BruteStateLimit = 1 << 23

// ErrTooLarge is returned by a brute-force solver whose instance exceeds
// its size limit or BruteStateLimit.
var ErrTooLarge = errors.New("graphgames: instance too large for brute force")

// vertexGeo is the exhaustive search of vertex geography, directed or not:
// a position is (visited set, token); the player to move wins iff some
// unvisited out-neighbour is a lost position for the opponent.
type vertexGeo struct {
	n     int
	adj   []uint32 // out-neighbour masks
	small []int8   // memo for n ≤ 16: index visited<<4 | token; 0 unknown, 1 win, 2 loss
	big   map[uint64]bool
}

func newVertexGeo(n int, arcs func(yield func(a, b int))) (*vertexGeo, error) {
	if n > 32 {
		return nil, fmt.Errorf("%w: vertex geography brute force needs n ≤ 32, got %d", ErrTooLarge, n)
	}
	x := &vertexGeo{n: n, adj: make([]uint32, n)}
	arcs(func(a, b int) {
		if a != b {
			x.adj[a] |= 1 << uint(b)
		}
	})
	if n <= 16 {
		x.small = make([]int8, (1<<uint(n))<<4)
	} else {
		x.big = make(map[uint64]bool)
	}
	return x, nil
}

func (x *vertexGeo) win(visited uint32, tok int) (bool, error) {
	key := uint64(visited)<<5 | uint64(tok)
	if x.small != nil {
		if v := x.small[uint64(visited)<<4|uint64(tok)]; v != 0 {
			return v == 1, nil
		}
	} else if v, ok := x.big[key]; ok {
		return v, nil
	} else if len(x.big) >= BruteStateLimit {
		return false, ErrTooLarge
	}
	res := false
	for c := x.adj[tok] &^ visited; c != 0; c &= c - 1 {
		w := lowBit(c)
		opp, err := x.win(visited|1<<uint(w), w)
		if err != nil {
			return false, err
		}
		if !opp {
			res = true
			break
		}
	}
	if x.small != nil {
		v := int8(2)
		if res {
			v = 1
		}
		x.small[uint64(visited)<<4|uint64(tok)] = v
	} else {
		x.big[key] = res
	}
	return res, nil
}

func undirectedArcs(g *Graph) func(yield func(a, b int)) {
	return func(yield func(a, b int)) {
		for _, e := range g.edges {
			yield(e[0], e[1])
			yield(e[1], e[0])
		}
	}
}

func directedArcs(d *Digraph) func(yield func(a, b int)) {
	return func(yield func(a, b int)) {
		for _, e := range d.arcs {
			yield(e[0], e[1])
		}
	}
}

// VertexGeographyBrute decides undirected vertex geography from s by
// exhaustive search over (visited set, token) positions.
func VertexGeographyBrute(g *Graph, s int) (bool, error) {
	w, err := VertexGeographyBruteAll(g)
	if err != nil {
		return false, err
	}
	return w[s], nil
}

// VertexGeographyBruteAll decides undirected vertex geography from every
// start, sharing one table of positions.
func VertexGeographyBruteAll(g *Graph) ([]bool, error) {
	x, err := newVertexGeo(g.N(), undirectedArcs(g))
	if err != nil {
		return nil, err
	}
	return x.all()
}

// DirectedVertexGeographyBrute decides directed vertex geography
// (PSPACE-complete, Schaefer 1978) from s by exhaustive search.
func DirectedVertexGeographyBrute(d *Digraph, s int) (bool, error) {
	if s < 0 || s >= d.N() {
		return false, fmt.Errorf("graphgames: start %d outside 0..%d", s, d.N()-1)
	}
	x, err := newVertexGeo(d.N(), directedArcs(d))
	if err != nil {
		return false, err
	}
	return x.win(1<<uint(s), s)
}

// DirectedVertexGeographyBruteAll decides directed vertex geography from
// every start.
func DirectedVertexGeographyBruteAll(d *Digraph) ([]bool, error) {
	x, err := newVertexGeo(d.N(), directedArcs(d))
	if err != nil {
		return nil, err
	}
	return x.all()
}

func (x *vertexGeo) all() ([]bool, error) {
	out := make([]bool, x.n)
	for s := 0; s < x.n; s++ {
		w, err := x.win(1<<uint(s), s)
		if err != nil {
			return nil, err
		}
		out[s] = w
	}
	return out, nil
}

// DirectedVertexGeographyRetro decides directed vertex geography from s a
// second way: it lists every position reachable from the start explicitly
// and runs Retrograde on that game graph. It shares no code with the
// memoised search, so the two check each other where no theorem helps.
func DirectedVertexGeographyRetro(d *Digraph, s int) (bool, error) {
	if d.N() > 64 {
		return false, fmt.Errorf("%w: n ≤ 64", ErrTooLarge)
	}
	type pos struct {
		visited uint64
		tok     int
	}
	id := map[pos]int{{1 << uint(s), s}: 0}
	list := []pos{{1 << uint(s), s}}
	var succ [][]int
	for i := 0; i < len(list); i++ {
		p := list[i]
		var ss []int
		for _, w := range d.Out(p.tok) {
			if p.visited>>uint(w)&1 != 0 {
				continue
			}
			q := pos{p.visited | 1<<uint(w), w}
			j, ok := id[q]
			if !ok {
				if len(list) >= BruteStateLimit {
					return false, ErrTooLarge
				}
				j = len(list)
				id[q] = j
				list = append(list, q)
			}
			ss = append(ss, j)
		}
		succ = append(succ, ss)
	}
	return Retrograde(succ)[0] == Win, nil
}

// EdgeGeographyBrute decides undirected edge geography from s
// (PSPACE-complete, Fraenkel, Scheinerman and Ullman 1993): the token moves
// along an unused edge, which is then used up (a loop moves the token to
// where it is); who cannot move loses. Exhaustive search over (used edges,
// token) positions; every parallel edge is a separate move.
func EdgeGeographyBrute(g *Graph, s int) (bool, error) {
	if s < 0 || s >= g.N() {
		return false, fmt.Errorf("graphgames: start %d outside 0..%d", s, g.N()-1)
	}
	w, err := EdgeGeographyBruteAll(g)
	if err != nil {
		return false, err
	}
	return w[s], nil
}

// EdgeGeographyBruteAll decides undirected edge geography from every start,
// sharing one table of positions.
func EdgeGeographyBruteAll(g *Graph) ([]bool, error) {
	if g.M() > 57 || g.N() > 64 {
		return nil, fmt.Errorf("%w: edge geography brute force needs m ≤ 57 and n ≤ 64", ErrTooLarge)
	}
	memo := newHashTab(64)
	var win func(used uint64, tok int) (bool, error)
	win = func(used uint64, tok int) (bool, error) {
		key := used<<6 | uint64(tok)
		if v, ok := memo.get(key); ok {
			return v == 1, nil
		}
		if memo.n >= BruteStateLimit {
			return false, ErrTooLarge
		}
		res := false
		nb, ids := g.Neighbors(tok), g.Incident(tok)
		for k, e := range ids {
			if used>>uint(e)&1 != 0 {
				continue
			}
			opp, err := win(used|1<<uint(e), nb[k])
			if err != nil {
				return false, err
			}
			if !opp {
				res = true
				break
			}
		}
		v := int32(0)
		if res {
			v = 1
		}
		memo.put(key, v)
		return res, nil
	}
	out := make([]bool, g.N())
	for s := range out {
		w, err := win(0, s)
		if err != nil {
			return nil, err
		}
		out[s] = w
	}
	return out, nil
}

// EdgeGeographyRetro decides undirected edge geography from s the second
// way: explicit positions and Retrograde.
func EdgeGeographyRetro(g *Graph, s int) (bool, error) {
	if s < 0 || s >= g.N() {
		return false, fmt.Errorf("graphgames: start %d outside 0..%d", s, g.N()-1)
	}
	w, err := EdgeGeographyRetroAll(g)
	if err != nil {
		return false, err
	}
	return w[s], nil
}

// EdgeGeographyRetroAll lists every position reachable from any start
// (breadth first, numbered through a hash table), stores the moves in
// compressed arrays and runs retrograde analysis on them: no recursion and
// no memoised search, so it checks EdgeGeographyBruteAll independently.
func EdgeGeographyRetroAll(g *Graph) ([]bool, error) {
	if g.M() > 57 || g.N() > 64 {
		return nil, fmt.Errorf("%w: m ≤ 57 and n ≤ 64", ErrTooLarge)
	}
	ids := newHashTab(64)
	var keys []uint64
	add := func(k uint64) int32 {
		if id, ok := ids.get(k); ok {
			return id
		}
		id := int32(len(keys))
		ids.put(k, id)
		keys = append(keys, k)
		return id
	}
	for s := 0; s < g.N(); s++ {
		add(uint64(s))
	}
	off := []int32{0}
	var to []int32
	for i := 0; i < len(keys); i++ {
		if len(keys) > BruteStateLimit {
			return nil, ErrTooLarge
		}
		used, tok := keys[i]>>6, int(keys[i]&63)
		for _, e := range g.Incident(tok) {
			if used>>uint(e)&1 != 0 {
				continue
			}
			a, b := g.Edge(e)
			w := a ^ b ^ tok
			to = append(to, add((used|1<<uint(e))<<6|uint64(w)))
		}
		off = append(off, int32(len(to)))
	}
	out := retrogradeFlat(off, to)
	res := make([]bool, g.N())
	for s := range res {
		res[s] = out[s] == Win
	}
	return res, nil
}
