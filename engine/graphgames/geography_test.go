package graphgames

import (
	"math/rand/v2"
	"testing"
)

func TestGeographyExamples(t *testing.T) {
	cases := []struct {
		name  string
		n     int
		edges [][2]int
		start int
		first bool
	}{
		{"single vertex", 1, nil, 0, false},
		{"edge", 2, [][2]int{{0, 1}}, 0, true},
		{"path3 from end", 3, [][2]int{{0, 1}, {1, 2}}, 0, false},
		{"path3 from middle", 3, [][2]int{{0, 1}, {1, 2}}, 1, true},
		{"triangle", 3, [][2]int{{0, 1}, {1, 2}, {0, 2}}, 0, false},
		{"square", 4, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 0}}, 0, true},
	}
	for _, c := range cases {
		g := MustGraph(c.n, c.edges)
		x, err := SolveVertexGeography(g, c.start)
		if err != nil {
			t.Fatal(err)
		}
		if x.FirstWins != c.first {
			t.Errorf("%s: first wins %v, want %v", c.name, x.FirstWins, c.first)
		}
		b, _ := VertexGeographyBrute(g, c.start)
		if b != c.first {
			t.Errorf("%s: brute force says %v, want %v", c.name, b, c.first)
		}
	}
}

func checkGeography(t *testing.T, g *Graph) {
	t.Helper()
	want, err := VertexGeographyBruteAll(g)
	if err != nil {
		t.Fatal(err)
	}
	got := VertexGeographyFirstWins(g)
	d := Symmetric(g)
	for s := range want {
		if got[s] != want[s] {
			t.Fatalf("start %d: Gallai–Edmonds says first wins %v, search %v; graph n=%d %v", s, got[s], want[s], g.N(), g.Edges())
		}
		if r, _ := DirectedVertexGeographyRetro(d, s); r != want[s] {
			t.Fatalf("start %d: retrograde on the symmetric digraph says %v, search %v", s, r, want[s])
		}
		if _, err := VerifyGeographyStrategy(g, s); err != nil {
			t.Fatalf("start %d on %v: %v", s, g.Edges(), err)
		}
		// The winner's matching is maximum (subset DP) and covers the
		// start iff the first player wins; the class is the decomposition's.
		x, err := SolveVertexGeography(g, s)
		if err != nil {
			t.Fatal(err)
		}
		m := Matching{Mate: x.Mate}
		for v, w := range x.Mate {
			if w > v {
				m.Size++
			}
		}
		if !m.Valid(g) || m.Size != MatchingNumberBrute(g) || m.Covers(s) != x.FirstWins {
			t.Fatalf("start %d: winner's matching %v (size %d, first wins %v) on %v", s, x.Mate, m.Size, x.FirstWins, g.Edges())
		}
		if c := GallaiEdmonds(g).Class[s]; x.Class != c {
			t.Fatalf("start %d: class %c, decomposition %c", s, x.Class, c)
		}
	}
}

func TestGeographyAllLabelledGraphs(t *testing.T) {
	for n := 1; n <= 5; n++ {
		for code := uint64(0); code < 1<<uint(n*(n-1)/2); code++ {
			checkGeography(t, LabelledGraph(n, code))
		}
	}
}

func TestGeographyRandomGraphs(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 400; i++ {
		n := 2 + rng.IntN(10)
		checkGeography(t, RandomGraph(rng, n, 0.1+0.6*rng.Float64()))
	}
	// The matching benchmark's hard families at search sizes.
	for i := 0; i < 10; i++ {
		checkGeography(t, LEDAWorstCase(rng, 8, 2))
		checkGeography(t, OddCycleChain(rng, 9, 3))
		checkGeography(t, OddCycleChain(rng, 10, 5))
	}
}

func TestDirectedGeographyTwoSearches(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 500; i++ {
		n := 1 + rng.IntN(9)
		d := RandomDigraph(rng, n, 0.1+0.5*rng.Float64())
		all, err := DirectedVertexGeographyBruteAll(d)
		if err != nil {
			t.Fatal(err)
		}
		for s := 0; s < n; s++ {
			r, err := DirectedVertexGeographyRetro(d, s)
			if err != nil {
				t.Fatal(err)
			}
			if r != all[s] {
				t.Fatalf("start %d: retrograde %v, search %v; arcs %v", s, r, all[s], d.Arcs())
			}
		}
	}
}

func TestEdgeGeographyTwoSearches(t *testing.T) {
	// Hand-checked: on a path the first player walks to the far end; on a
	// triangle the token goes round and the first player makes the last move.
	if w, _ := EdgeGeographyBrute(MustGraph(3, [][2]int{{0, 1}, {1, 2}, {0, 2}}), 0); !w {
		t.Error("triangle: first player should win (three moves)")
	}
	if w, _ := EdgeGeographyBrute(MustGraph(2, [][2]int{{0, 1}, {0, 1}}), 0); w {
		t.Error("double edge: second player should win (two moves)")
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 400; i++ {
		n := 1 + rng.IntN(7)
		g := RandomMultigraph(rng, n, rng.IntN(11))
		for s := 0; s < n; s++ {
			a, err := EdgeGeographyBrute(g, s)
			if err != nil {
				t.Fatal(err)
			}
			b, err := EdgeGeographyRetro(g, s)
			if err != nil {
				t.Fatal(err)
			}
			if a != b {
				t.Fatalf("start %d: memoised search %v, retrograde %v; edges %v", s, a, b, g.Edges())
			}
		}
	}
}
