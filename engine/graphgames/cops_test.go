package graphgames

import (
	"math/rand/v2"
	"testing"
)

func checkCops(t *testing.T, g *Graph) {
	t.Helper()
	want := CopWinBrute(g)
	if got := CopWin(g); got != want {
		t.Fatalf("dismantling says cop-win %v, retrograde %v; n=%d %v", got, want, g.N(), g.Edges())
	}
	for _, rev := range []bool{false, true} {
		if got := DismantleNaive(g, rev); got != want {
			t.Fatalf("naive dismantling (reverse %v) says %v, retrograde %v; %v", rev, got, want, g.Edges())
		}
	}
	d := Dismantle(g)
	if want {
		// The order really is a dismantling: each vertex is dominated by a
		// later one when it is deleted.
		pos := make([]int, g.N())
		for i, v := range d.Order {
			pos[v] = i
		}
		s := g.Simple()
		for i, r := range d.Order[:len(d.Order)-1] {
			w := d.Dominator[r]
			if w < 0 || pos[w] <= i {
				t.Fatalf("vertex %d has dominator %d, not deleted later", r, w)
			}
			for _, x := range append([]int{r}, s.Neighbors(r)...) {
				if pos[x] >= i && x != w && !s.Adjacent(x, w) {
					t.Fatalf("N[%d] ⊄ N[%d] at step %d", r, w, i)
				}
			}
		}
		moves, err := VerifyCopStrategy(g)
		if err != nil {
			t.Fatalf("cop strategy on %v: %v", g.Edges(), err)
		}
		if moves > 2*g.N() {
			t.Fatalf("cop strategy needs %d moves on %d vertices", moves, g.N())
		}
	}
}

func TestCopsExamples(t *testing.T) {
	cases := []struct {
		name  string
		n     int
		edges [][2]int
		win   bool
	}{
		{"single", 1, nil, true},
		{"two isolated", 2, nil, false},
		{"path", 4, [][2]int{{0, 1}, {1, 2}, {2, 3}}, true},
		{"C4", 4, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 0}}, false},
		{"C4 + chord", 4, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 0}, {0, 2}}, true},
		{"C5", 5, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0}}, false},
		{"wheel W5", 6, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0}, {5, 0}, {5, 1}, {5, 2}, {5, 3}, {5, 4}}, true},
	}
	for _, c := range cases {
		g := MustGraph(c.n, c.edges)
		if got := CopWin(g); got != c.win {
			t.Errorf("%s: cop-win %v, want %v", c.name, got, c.win)
		}
		checkCops(t, g)
	}
}

func TestCopsAllLabelledGraphs(t *testing.T) {
	for n := 1; n <= 6; n++ {
		for code := uint64(0); code < 1<<uint(n*(n-1)/2); code++ {
			checkCops(t, LabelledGraph(n, code))
		}
	}
}

func TestCopsRandomGraphs(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for i := 0; i < 300; i++ {
		n := 2 + rng.IntN(12)
		checkCops(t, RandomGraph(rng, n, 0.2+0.7*rng.Float64()))
		checkCops(t, RandomDismantlable(rng, n, rng.Float64()))
	}
}
