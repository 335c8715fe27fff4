package graphgames

import (
	"math/rand/v2"
	"testing"
)

func TestShannonExamples(t *testing.T) {
	cases := []struct {
		name          string
		n             int
		edges         [][2]int
		second, first bool
	}{
		{"single edge", 2, [][2]int{{0, 1}}, false, true},
		{"double edge", 2, [][2]int{{0, 1}, {0, 1}}, true, true},
		{"path", 3, [][2]int{{0, 2}, {2, 1}}, false, false},
		{"triangle", 3, [][2]int{{0, 1}, {1, 2}, {0, 2}}, false, true},
		{"K4", 4, [][2]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}, true, true},
		{"C4 opposite", 4, [][2]int{{0, 2}, {2, 1}, {1, 3}, {3, 0}}, false, false},
		{"loop only", 2, [][2]int{{0, 0}, {0, 1}}, false, true},
	}
	for _, c := range cases {
		g := MustGraph(c.n, c.edges)
		r, err := SolveShannon(g, 0, 1)
		if err != nil {
			t.Fatal(err)
		}
		if r.ShortWinsSecond != c.second || r.ShortWinsFirst != c.first {
			t.Errorf("%s: second %v first %v, want %v %v", c.name, r.ShortWinsSecond, r.ShortWinsFirst, c.second, c.first)
		}
		checkShannon(t, g, 0, 1, true)
	}
}

func checkShannon(t *testing.T, g *Graph, u, v int, verifyStrategy bool) {
	t.Helper()
	r, err := SolveShannon(g, u, v)
	if err != nil {
		t.Fatal(err)
	}
	s2, s1, err := ShannonBrute(g, u, v, true)
	if err != nil {
		t.Fatal(err)
	}
	if r.ShortWinsSecond != s2 || r.ShortWinsFirst != s1 {
		t.Fatalf("u=%d v=%d: matroid partition says second %v first %v, game search %v %v; n=%d %v",
			u, v, r.ShortWinsSecond, r.ShortWinsFirst, s2, s1, g.N(), g.Edges())
	}
	p2, p1, rank, err := ShannonPebble(g, u, v)
	if err != nil {
		t.Fatal(err)
	}
	if p2 != s2 || p1 != s1 || rank != r.Rank {
		t.Fatalf("pebble game says %v %v rank %d, want %v %v rank %d; %v", p2, p1, rank, s2, s1, r.Rank, g.Edges())
	}
	if g.M() <= 12 {
		q2, q1, err := ShannonBrute(g, u, v, false)
		if err != nil {
			t.Fatal(err)
		}
		if q2 != s2 || q1 != s1 {
			t.Fatalf("unpruned search %v %v, pruned %v %v; %v", q2, q1, s2, s1, g.Edges())
		}
	}
	if r.ShortWinsSecond {
		checkTrees(t, g, r.Second, u, v, g.M())
	}
	if r.ShortWinsFirst {
		checkTrees(t, g, r.First, u, v, g.M()+1)
	}
	if verifyStrategy {
		for _, first := range []bool{false, true} {
			if (first && !s1) || (!first && !s2) {
				continue
			}
			if _, err := VerifyShortStrategy(g, u, v, first); err != nil {
				t.Fatalf("Short's strategy (first %v) on u=%d v=%d %v: %v", first, u, v, g.Edges(), err)
			}
		}
	}
}

// checkTrees: two edge-disjoint trees on the same vertex set containing u, v.
func checkTrees(t *testing.T, g *Graph, trees [2][]int, u, v, m int) {
	t.Helper()
	ends := func(e int) (int, int) {
		if e == g.M() {
			return u, v
		}
		return g.Edge(e)
	}
	var sets [2]map[int]bool
	used := map[int]bool{}
	for f := 0; f < 2; f++ {
		sets[f] = map[int]bool{u: true, v: true}
		uf := newDSU(g.N())
		for _, e := range trees[f] {
			if e >= m || used[e] {
				t.Fatalf("tree edge %d reused or out of range", e)
			}
			used[e] = true
			a, b := ends(e)
			if !uf.union(a, b) {
				t.Fatalf("tree %d has a cycle", f)
			}
			sets[f][a], sets[f][b] = true, true
		}
		if len(trees[f]) != len(sets[f])-1 {
			t.Fatalf("tree %d: %d edges on %d vertices", f, len(trees[f]), len(sets[f]))
		}
	}
	if len(sets[0]) != len(sets[1]) {
		t.Fatalf("trees span %d and %d vertices", len(sets[0]), len(sets[1]))
	}
	for x := range sets[0] {
		if !sets[1][x] {
			t.Fatalf("vertex %d in one tree only", x)
		}
	}
}

func TestShannonAllSmallGraphs(t *testing.T) {
	for n := 2; n <= 5; n++ {
		for code := uint64(0); code < 1<<uint(n*(n-1)/2); code++ {
			g := LabelledGraph(n, code)
			for v := 1; v < n; v++ {
				checkShannon(t, g, 0, v, n <= 4)
			}
		}
	}
}

func TestShannonRandomMultigraphs(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	for i := 0; i < 300; i++ {
		n := 2 + rng.IntN(6)
		g := RandomMultigraph(rng, n, rng.IntN(11))
		checkShannon(t, g, 0, 1+rng.IntN(n-1), g.M() <= 8)
	}
}
