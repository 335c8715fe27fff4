package graphgames

import (
	"fmt"
	"math"
)

// Graph is an undirected multigraph on the vertices 0..N()-1. Edges may
// repeat (parallel edges) and may be loops; every edge keeps its index in
// the list it was built from, which is how games on edges (edge geography,
// Shannon switching) name their moves.
type Graph struct {
	n     int
	edges [][2]int
	// Compressed adjacency: the incidences of v are off[v]..off[v+1]-1;
	// nbr holds the other end and eid the edge index. A loop appears once.
	off []int
	nbr []int
	eid []int
	// The same adjacency in int32 (adj[aoff[v]:aoff[v+1]] = nbr[off[v]:
	// off[v+1]]), for the matching's scans: at 10⁵ vertices they run out
	// of cache, and half the bytes is half the memory traffic.
	aoff []int32
	adj  []int32
}

// NewGraph builds a multigraph with n vertices and the given edges.
func NewGraph(n int, edges [][2]int) (*Graph, error) {
	if n < 0 {
		return nil, fmt.Errorf("graphgames: negative vertex count %d", n)
	}
	for i, e := range edges {
		if e[0] < 0 || e[0] >= n || e[1] < 0 || e[1] >= n {
			return nil, fmt.Errorf("graphgames: edge %d [%d,%d] has an end outside 0..%d", i, e[0], e[1], n-1)
		}
	}
	if incidences := 2 * len(edges); incidences > math.MaxInt32 {
		return nil, fmt.Errorf("graphgames: %d edges, more than the adjacency's int32 offsets hold", len(edges))
	}
	g := &Graph{n: n, edges: append([][2]int(nil), edges...)}
	g.off = make([]int, n+1)
	for _, e := range edges {
		g.off[e[0]+1]++
		if e[0] != e[1] {
			g.off[e[1]+1]++
		}
	}
	for v := 0; v < n; v++ {
		g.off[v+1] += g.off[v]
	}
	g.nbr = make([]int, g.off[n])
	g.eid = make([]int, g.off[n])
	pos := append([]int(nil), g.off[:n]...)
	for i, e := range edges {
		a, b := e[0], e[1]
		g.nbr[pos[a]], g.eid[pos[a]] = b, i
		pos[a]++
		if a != b {
			g.nbr[pos[b]], g.eid[pos[b]] = a, i
			pos[b]++
		}
	}
	g.aoff = make([]int32, n+1)
	for i, o := range g.off {
		g.aoff[i] = int32(o)
	}
	g.adj = make([]int32, len(g.nbr))
	for i, w := range g.nbr {
		g.adj[i] = int32(w)
	}
	return g, nil
}

// MustGraph is NewGraph for edges known to be valid; it panics otherwise.
func MustGraph(n int, edges [][2]int) *Graph {
	g, err := NewGraph(n, edges)
	if err != nil {
		panic(err)
	}
	return g
}

// N is the number of vertices.
func (g *Graph) N() int { return g.n }

// M is the number of edges, counting parallel edges and loops.
func (g *Graph) M() int { return len(g.edges) }

// Edge returns the ends of edge i.
func (g *Graph) Edge(i int) (int, int) { return g.edges[i][0], g.edges[i][1] }

// Edges returns a copy of the edge list.
func (g *Graph) Edges() [][2]int { return append([][2]int(nil), g.edges...) }

// Neighbors returns the other ends of the edges at v, with multiplicity
// (a loop lists v once). The slice belongs to the graph.
func (g *Graph) Neighbors(v int) []int { return g.nbr[g.off[v]:g.off[v+1]] }

// Incident returns the indices of the edges at v, aligned with Neighbors(v).
func (g *Graph) Incident(v int) []int { return g.eid[g.off[v]:g.off[v+1]] }

// Degree is the number of incidences at v (a loop counts once).
func (g *Graph) Degree(v int) int { return g.off[v+1] - g.off[v] }

// Adjacent reports whether some edge joins distinct vertices a and b.
func (g *Graph) Adjacent(a, b int) bool {
	if g.Degree(a) > g.Degree(b) {
		a, b = b, a
	}
	for _, w := range g.Neighbors(a) {
		if w == b {
			return true
		}
	}
	return false
}

// Simple returns the underlying simple graph: loops dropped and parallel
// edges merged, edges listed as [a,b] with a < b in increasing order.
func (g *Graph) Simple() *Graph {
	seen := NewBitset(g.n)
	var edges [][2]int
	for a := 0; a < g.n; a++ {
		seen.Clear()
		for _, b := range g.Neighbors(a) {
			if b > a && !seen.Has(b) {
				seen.Add(b)
				edges = append(edges, [2]int{a, b})
			}
		}
	}
	// Neighbors lists are in edge order, not sorted; sort the pairs.
	sortPairs(edges)
	return MustGraph(g.n, edges)
}

// Without returns G − v (the vertices keep their numbers; v becomes isolated).
func (g *Graph) Without(v int) *Graph {
	var edges [][2]int
	for _, e := range g.edges {
		if e[0] != v && e[1] != v {
			edges = append(edges, e)
		}
	}
	return MustGraph(g.n, edges)
}

// Digraph is a directed multigraph on the vertices 0..N()-1: arc [a,b]
// goes from a to b. Loops and parallel arcs are allowed.
type Digraph struct {
	n    int
	arcs [][2]int
	off  []int // out-arcs of v: out[off[v]:off[v+1]]
	out  []int
	ioff []int // in-arcs of v: in[ioff[v]:ioff[v+1]]
	in   []int
}

// NewDigraph builds a digraph with n vertices and the given arcs.
func NewDigraph(n int, arcs [][2]int) (*Digraph, error) {
	if n < 0 {
		return nil, fmt.Errorf("graphgames: negative vertex count %d", n)
	}
	for i, e := range arcs {
		if e[0] < 0 || e[0] >= n || e[1] < 0 || e[1] >= n {
			return nil, fmt.Errorf("graphgames: arc %d [%d,%d] has an end outside 0..%d", i, e[0], e[1], n-1)
		}
	}
	d := &Digraph{n: n, arcs: append([][2]int(nil), arcs...)}
	d.off, d.out = csr(n, arcs, 0)
	d.ioff, d.in = csr(n, arcs, 1)
	return d, nil
}

// MustDigraph is NewDigraph for arcs known to be valid; it panics otherwise.
func MustDigraph(n int, arcs [][2]int) *Digraph {
	d, err := NewDigraph(n, arcs)
	if err != nil {
		panic(err)
	}
	return d
}

func csr(n int, arcs [][2]int, from int) (off, to []int) {
	off = make([]int, n+1)
	for _, a := range arcs {
		off[a[from]+1]++
	}
	for v := 0; v < n; v++ {
		off[v+1] += off[v]
	}
	to = make([]int, len(arcs))
	pos := append([]int(nil), off[:n]...)
	for _, a := range arcs {
		to[pos[a[from]]] = a[1-from]
		pos[a[from]]++
	}
	return off, to
}

// N is the number of vertices.
func (d *Digraph) N() int { return d.n }

// M is the number of arcs.
func (d *Digraph) M() int { return len(d.arcs) }

// Arcs returns a copy of the arc list.
func (d *Digraph) Arcs() [][2]int { return append([][2]int(nil), d.arcs...) }

// Out returns the heads of the arcs leaving v (with multiplicity).
func (d *Digraph) Out(v int) []int { return d.out[d.off[v]:d.off[v+1]] }

// In returns the tails of the arcs entering v (with multiplicity).
func (d *Digraph) In(v int) []int { return d.in[d.ioff[v]:d.ioff[v+1]] }

// Symmetric returns the digraph with both arcs a→b and b→a for every edge
// of g (one arc for a loop): directed geography on it is undirected geography.
func Symmetric(g *Graph) *Digraph {
	arcs := make([][2]int, 0, 2*g.M())
	for _, e := range g.edges {
		arcs = append(arcs, e)
		if e[0] != e[1] {
			arcs = append(arcs, [2]int{e[1], e[0]})
		}
	}
	return MustDigraph(g.n, arcs)
}

func sortPairs(p [][2]int) {
	// Insertion sort is enough for the small lists this sees; use the
	// standard library for long ones.
	if len(p) > 64 {
		sortPairsLong(p)
		return
	}
	for i := 1; i < len(p); i++ {
		for j := i; j > 0 && less(p[j], p[j-1]); j-- {
			p[j], p[j-1] = p[j-1], p[j]
		}
	}
}

func less(a, b [2]int) bool { return a[0] < b[0] || a[0] == b[0] && a[1] < b[1] }
