package graphgames

import "math/rand/v2"

// Pairs lists the unordered pairs {i, j}, i < j, of 0..n-1 in the order
// (0,1), (0,2), (1,2), (0,3), ...: bit k of a labelled-graph code says
// whether pair k is an edge. The order puts the pairs of 0..n-2 first, so a
// code for n-1 vertices is also a code for n vertices (with n-1 isolated).
func Pairs(n int) [][2]int {
	var p [][2]int
	for j := 1; j < n; j++ {
		for i := 0; i < j; i++ {
			p = append(p, [2]int{i, j})
		}
	}
	return p
}

// LabelledGraph returns the simple graph on n vertices whose edges are the
// pairs (in Pairs order) selected by the bits of code.
func LabelledGraph(n int, code uint64) *Graph {
	var edges [][2]int
	for k, p := range Pairs(n) {
		if code>>uint(k)&1 != 0 {
			edges = append(edges, p)
		}
	}
	return MustGraph(n, edges)
}

// Arcs lists the ordered pairs (i, j), i ≠ j, of 0..n-1 in the order used
// by LabelledDigraph codes.
func Arcs(n int) [][2]int {
	var p [][2]int
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if i != j {
				p = append(p, [2]int{i, j})
			}
		}
	}
	return p
}

// LabelledDigraph returns the loopless digraph on n vertices whose arcs are
// the ordered pairs (in Arcs order) selected by the bits of code.
func LabelledDigraph(n int, code uint64) *Digraph {
	var arcs [][2]int
	for k, p := range Arcs(n) {
		if code>>uint(k)&1 != 0 {
			arcs = append(arcs, p)
		}
	}
	return MustDigraph(n, arcs)
}

// LabelledDAG returns the DAG on n vertices whose arcs i → j (i < j) are the
// pairs selected by code (Pairs order). Every DAG is one of these after
// renumbering its vertices in a topological order.
func LabelledDAG(n int, code uint64) *Digraph {
	var arcs [][2]int
	for k, p := range Pairs(n) {
		if code>>uint(k)&1 != 0 {
			arcs = append(arcs, p)
		}
	}
	return MustDigraph(n, arcs)
}

// RandomGraph returns a G(n, p) simple graph drawn with rng.
func RandomGraph(rng *rand.Rand, n int, p float64) *Graph {
	var edges [][2]int
	for j := 1; j < n; j++ {
		for i := 0; i < j; i++ {
			if rng.Float64() < p {
				edges = append(edges, [2]int{i, j})
			}
		}
	}
	return MustGraph(n, edges)
}

// RandomMultigraph returns a graph with n vertices and m edges whose ends
// are drawn uniformly (parallel edges possible, loops not).
func RandomMultigraph(rng *rand.Rand, n, m int) *Graph {
	edges := make([][2]int, 0, m)
	for len(edges) < m && n > 1 {
		a, b := rng.IntN(n), rng.IntN(n)
		if a != b {
			edges = append(edges, [2]int{a, b})
		}
	}
	return MustGraph(n, edges)
}

// RandomSparseGraph returns a simple graph with n vertices and (about) m
// distinct edges drawn uniformly; duplicates are dropped, so the count may
// fall short of m by the number of collisions.
func RandomSparseGraph(rng *rand.Rand, n, m int) *Graph {
	seen := make(map[[2]int]bool, m)
	edges := make([][2]int, 0, m)
	for tries := 0; len(edges) < m && tries < 4*m+16 && n > 1; tries++ {
		a, b := rng.IntN(n), rng.IntN(n)
		if a == b {
			continue
		}
		if a > b {
			a, b = b, a
		}
		if !seen[[2]int{a, b}] {
			seen[[2]int{a, b}] = true
			edges = append(edges, [2]int{a, b})
		}
	}
	return MustGraph(n, edges)
}

// RandomDigraph returns a loopless digraph on n vertices with each ordered
// pair an arc with probability p.
func RandomDigraph(rng *rand.Rand, n int, p float64) *Digraph {
	var arcs [][2]int
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if i != j && rng.Float64() < p {
				arcs = append(arcs, [2]int{i, j})
			}
		}
	}
	return MustDigraph(n, arcs)
}

// RandomDAG returns a DAG on n vertices: a random vertex order, and each
// forward pair an arc with probability p.
func RandomDAG(rng *rand.Rand, n int, p float64) *Digraph {
	perm := rng.Perm(n)
	var arcs [][2]int
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if rng.Float64() < p {
				arcs = append(arcs, [2]int{perm[i], perm[j]})
			}
		}
	}
	return MustDigraph(n, arcs)
}

// RandomDismantlable returns a connected dismantlable (cop-win) graph on n
// vertices: vertex k > 0 is joined to a random earlier vertex w and to each
// earlier neighbour of w with probability p, so it is a corner dominated by
// w when the later vertices are gone; the vertices are then renumbered at
// random so that the order is hidden.
func RandomDismantlable(rng *rand.Rand, n int, p float64) *Graph {
	adj := make([]Bitset, n)
	for i := range adj {
		adj[i] = NewBitset(n)
	}
	var edges [][2]int
	perm := rng.Perm(n)
	for k := 1; k < n; k++ {
		w := rng.IntN(k)
		adj[k].Add(w)
		adj[w].Add(k)
		for x := 0; x < k; x++ {
			if x != w && adj[w].Has(x) && rng.Float64() < p {
				adj[k].Add(x)
				adj[x].Add(k)
			}
		}
	}
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			if adj[a].Has(b) {
				edges = append(edges, [2]int{perm[a], perm[b]})
			}
		}
	}
	return MustGraph(n, edges)
}

// RandomSparseDAG returns a DAG with n vertices and m arcs: a random vertex
// order, and m arcs between random pairs, each pointing forward in that
// order (parallel arcs possible).
func RandomSparseDAG(rng *rand.Rand, n, m int) *Digraph {
	perm := rng.Perm(n)
	arcs := make([][2]int, 0, m)
	for len(arcs) < m && n > 1 {
		a, b := rng.IntN(n), rng.IntN(n)
		if a == b {
			continue
		}
		if a > b {
			a, b = b, a
		}
		arcs = append(arcs, [2]int{perm[a], perm[b]})
	}
	return MustDigraph(n, arcs)
}

// RandomSparseDigraph returns a digraph with n vertices and m arcs between
// uniformly random ordered pairs (loops and parallel arcs possible).
func RandomSparseDigraph(rng *rand.Rand, n, m int) *Digraph {
	arcs := make([][2]int, m)
	for i := range arcs {
		arcs[i] = [2]int{rng.IntN(n), rng.IntN(n)}
	}
	return MustDigraph(n, arcs)
}

// RandomConnectedGraph returns a connected G(n, p) graph, drawing until the
// graph is connected (p is raised slowly if that takes long).
func RandomConnectedGraph(rng *rand.Rand, n int, p float64) *Graph {
	for tries := 0; ; tries++ {
		g := RandomGraph(rng, n, p)
		if Connected(g) {
			return g
		}
		if tries%16 == 15 {
			p = min(1, p+0.05)
		}
	}
}

// Connected reports whether g has at most one component (n ≤ 1 counts).
func Connected(g *Graph) bool {
	if g.N() <= 1 {
		return true
	}
	uf := newDSU(g.N())
	c := g.N()
	for _, e := range g.edges {
		if uf.union(e[0], e[1]) {
			c--
		}
	}
	return c == 1
}
