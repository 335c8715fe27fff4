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
