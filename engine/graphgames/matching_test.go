package graphgames

import (
	"math/rand/v2"
	"testing"
)

// checkDecomposition compares MaximumMatching and GallaiEdmonds on g with
// the subset dynamic programme, and checks the structure theorem's A = N(D)\D.
func checkDecomposition(t *testing.T, g *Graph) {
	t.Helper()
	m := MaximumMatching(g)
	if !m.Valid(g) {
		t.Fatalf("invalid matching %v on %v", m.Mate, g.Edges())
	}
	if nu := MatchingNumberBrute(g); m.Size != nu {
		t.Fatalf("matching size %d, brute force %d, graph n=%d %v", m.Size, nu, g.N(), g.Edges())
	}
	dec := GallaiEdmonds(g)
	if dec.Matching.Size != m.Size {
		t.Fatalf("decomposition matching size %d, want %d", dec.Matching.Size, m.Size)
	}
	want := DBrute(g)
	for v := 0; v < g.N(); v++ {
		if dec.InD(v) != want[v] {
			t.Fatalf("vertex %d: in D = %v, brute force %v; graph n=%d %v", v, dec.InD(v), want[v], g.N(), g.Edges())
		}
		nearD := false
		for _, w := range g.Neighbors(v) {
			if w != v && want[w] {
				nearD = true
			}
		}
		if wantA := !want[v] && nearD; (dec.Class[v] == ClassA) != wantA {
			t.Fatalf("vertex %d: class %c, but A = N(D)\\D says %v; graph %v", v, dec.Class[v], wantA, g.Edges())
		}
	}
}

func TestMatchingSmallGraphs(t *testing.T) {
	cases := []struct {
		name  string
		n     int
		edges [][2]int
		nu    int
	}{
		{"empty", 3, nil, 0},
		{"edge", 2, [][2]int{{0, 1}}, 1},
		{"triangle", 3, [][2]int{{0, 1}, {1, 2}, {0, 2}}, 1},
		{"path4", 4, [][2]int{{0, 1}, {1, 2}, {2, 3}}, 2},
		{"pentagon", 5, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0}}, 2},
		// A blossom hanging off a stem: the augmenting path from 6 must go
		// round the pentagon 1..5.
		{"stem+blossom", 7, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 1}, {3, 6}}, 3},
		{"petersen", 10, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0}, {0, 5}, {1, 6}, {2, 7}, {3, 8}, {4, 9}, {5, 7}, {7, 9}, {9, 6}, {6, 8}, {8, 5}}, 5},
		{"loops and parallels", 3, [][2]int{{0, 0}, {0, 1}, {0, 1}, {2, 2}}, 1},
	}
	for _, c := range cases {
		g := MustGraph(c.n, c.edges)
		if got := MaximumMatching(g).Size; got != c.nu {
			t.Errorf("%s: ν = %d, want %d", c.name, got, c.nu)
		}
		checkDecomposition(t, g)
	}
}

func TestMatchingAllLabelledGraphs(t *testing.T) {
	for n := 1; n <= 6; n++ {
		codes := uint64(1) << uint(n*(n-1)/2)
		for code := uint64(0); code < codes; code++ {
			checkDecomposition(t, LabelledGraph(n, code))
		}
	}
}

func TestMatchingRandomGraphs(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 3000; i++ {
		n := 2 + rng.IntN(15)
		p := rng.Float64()
		checkDecomposition(t, RandomGraph(rng, n, p*p))
	}
}

// emaxxMatching is the textbook O(V³) blossom algorithm (one search per
// exposed vertex, bases relabelled by a scan of all vertices, no
// union–find, no deletion of Hungarian trees): a second implementation for
// the tests and the baseline of BenchmarkMatchingVsTextbook.
func emaxxMatching(g *Graph) int {
	n := g.N()
	match := make([]int, n)
	p := make([]int, n)
	base := make([]int, n)
	used := make([]bool, n)
	blossom := make([]bool, n)
	q := make([]int, 0, n)
	for i := range match {
		match[i] = -1
	}
	lca := func(a, b int) int {
		seen := make([]bool, n)
		for {
			a = base[a]
			seen[a] = true
			if match[a] == -1 {
				break
			}
			a = p[match[a]]
		}
		for {
			b = base[b]
			if seen[b] {
				return b
			}
			b = p[match[b]]
		}
	}
	markPath := func(v, b, child int) {
		for base[v] != b {
			blossom[base[v]], blossom[base[match[v]]] = true, true
			p[v] = child
			child = match[v]
			v = p[match[v]]
		}
	}
	findPath := func(root int) int {
		for i := 0; i < n; i++ {
			used[i], p[i], base[i] = false, -1, i
		}
		used[root] = true
		q = append(q[:0], root)
		for qh := 0; qh < len(q); qh++ {
			v := q[qh]
			for _, to := range g.Neighbors(v) {
				if to == v || base[v] == base[to] || match[v] == to {
					continue
				}
				if to == root || match[to] != -1 && p[match[to]] != -1 {
					cur := lca(v, to)
					for i := range blossom {
						blossom[i] = false
					}
					markPath(v, cur, to)
					markPath(to, cur, v)
					for i := 0; i < n; i++ {
						if blossom[base[i]] {
							base[i] = cur
							if !used[i] {
								used[i] = true
								q = append(q, i)
							}
						}
					}
				} else if p[to] == -1 {
					p[to] = v
					if match[to] == -1 {
						return to
					}
					used[match[to]] = true
					q = append(q, match[to])
				}
			}
		}
		return -1
	}
	size := 0
	for r := 0; r < n; r++ {
		if match[r] != -1 {
			continue
		}
		v := findPath(r)
		if v >= 0 {
			size++
		}
		for v != -1 {
			pv := p[v]
			ppv := match[pv]
			match[v], match[pv] = pv, v
			v = ppv
		}
	}
	return size
}

func TestMatchingAgainstTextbook(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for i := 0; i < 300; i++ {
		n := 2 + rng.IntN(200)
		g := RandomSparseGraph(rng, n, rng.IntN(3*n))
		if a, b := MaximumMatching(g).Size, emaxxMatching(g); a != b {
			t.Fatalf("blossom %d, textbook %d on n=%d %v", a, b, n, g.Edges())
		}
	}
}

// The benchmark's hard families at brute-force sizes: LEDA's worst case
// (one or two chains and cliques of 2, 4 or 6 vertices) and rows of odd
// cycles, in many random numberings; ν and the classes against the subset
// dynamic programme.
func TestMatchingHardFamiliesBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 1))
	for i := 0; i < 40; i++ {
		for _, c := range []struct{ n, m int }{{8, 2}, {8, 8}, {8, 18}, {16, 2}, {16, 8}} {
			g := LEDAWorstCase(rng, c.n, c.m)
			if g.N() > 20 {
				t.Fatalf("leda n=%d m=%d has %d vertices", c.n, c.m, g.N())
			}
			checkDecomposition(t, g)
		}
		for _, c := range []struct{ n, l int }{{3, 3}, {6, 3}, {9, 3}, {18, 3}, {5, 5}, {10, 5}, {15, 5}, {20, 5}, {14, 7}, {18, 9}} {
			checkDecomposition(t, OddCycleChain(rng, c.n, c.l))
		}
	}
}

// At sizes beyond brute force the textbook blossom (emaxxMatching) gives ν,
// and ν(G − v) = ν(G) decides v ∈ D for sampled vertices v; the families'
// own structure gives ν too (a perfect matching for LEDA's graph and for
// an even number of odd cycles).
func TestMatchingHardFamiliesTextbook(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 2))
	type gcase struct {
		name string
		g    *Graph
		nu   int // -1: not known in closed form
	}
	var cases []gcase
	for _, n := range []int{40, 200, 1000, 3000} {
		g := LEDAWorstCase(rng, n, 3*n)
		cases = append(cases, gcase{"leda", g, g.N() / 2})
		for _, l := range []int{3, 5, 9} {
			g := OddCycleChain(rng, n, l)
			nu := -1
			if cycles := g.N() / (2*(l/2) + 1); cycles%2 == 0 {
				nu = g.N() / 2
			} else {
				nu = (g.N() - 1) / 2
			}
			cases = append(cases, gcase{"odd-cycles", g, nu})
		}
		cases = append(cases, gcase{"gnm", RandomSparseGraph(rng, n, 2*n), -1})
	}
	for _, c := range cases {
		dec := GallaiEdmonds(c.g)
		m := MaximumMatching(c.g)
		if !m.Valid(c.g) || !dec.Matching.Valid(c.g) {
			t.Fatalf("%s n=%d: invalid matching", c.name, c.g.N())
		}
		nu := emaxxMatching(c.g)
		if m.Size != nu || dec.Matching.Size != nu || c.nu >= 0 && nu != c.nu {
			t.Fatalf("%s n=%d: ν blossom %d, decomposition %d, textbook %d, structure %d", c.name, c.g.N(), m.Size, dec.Matching.Size, nu, c.nu)
		}
		for k := 0; k < 12; k++ {
			v := rng.IntN(c.g.N())
			inD := emaxxMatching(c.g.Without(v)) == nu
			if dec.InD(v) != inD {
				t.Fatalf("%s n=%d: vertex %d in D = %v, but ν(G−v) = ν(G) is %v", c.name, c.g.N(), v, dec.InD(v), inD)
			}
		}
		checkStructure(t, c.g, dec)
	}
}

// checkStructure checks the Gallai–Edmonds structure theorem on a
// decomposition: A = N(D) \ D, no edge joins D and C, every maximum
// matching matches A into distinct components of D and covers C (so
// ν = (n − c(D) + |A|)/2 with c(D) the number of components of G[D]),
// and each component of G[D] is factor-critical (odd).
func checkStructure(t *testing.T, g *Graph, dec *Decomposition) {
	t.Helper()
	n := g.N()
	comp := make([]int, n)
	for v := range comp {
		comp[v] = -1
	}
	var sizes []int
	for s := 0; s < n; s++ {
		if !dec.InD(s) || comp[s] >= 0 {
			continue
		}
		id := len(sizes)
		sizes = append(sizes, 0)
		stack := []int{s}
		comp[s] = id
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			sizes[id]++
			for _, w := range g.Neighbors(v) {
				if dec.InD(w) && comp[w] < 0 {
					comp[w] = id
					stack = append(stack, w)
				}
			}
		}
	}
	for id, sz := range sizes {
		if sz%2 == 0 {
			t.Fatalf("component %d of G[D] has %d vertices: not factor-critical", id, sz)
		}
	}
	_, na, _ := dec.Count()
	for v := 0; v < n; v++ {
		nearD := false
		for _, w := range g.Neighbors(v) {
			nearD = nearD || w != v && dec.InD(w)
		}
		if want := !dec.InD(v) && nearD; (dec.Class[v] == ClassA) != want {
			t.Fatalf("vertex %d: class %c but A = N(D)\\D says %v", v, dec.Class[v], want)
		}
	}
	if want := (n - len(sizes) + na) / 2; dec.Matching.Size != want || (n-len(sizes)+na)%2 != 0 {
		t.Fatalf("ν = %d, but (n − c(D) + |A|)/2 = (%d − %d + %d)/2", dec.Matching.Size, n, len(sizes), na)
	}
}
