package positional

import (
	"errors"
	"fmt"
	"math/rand"
	"testing"
)

// TestPhasedAuto: SearchAuto's two phases (depth-first within a node
// budget, then df-pn) give the plain search's answers on random games in
// both phased rules, with the budget set so low that the second phase
// runs; the caller's MaxNodes bounds both phases together; and the nodes
// of both are counted.
func TestPhasedAuto(t *testing.T) {
	defer func(v int64) { autoDFSNodes = v }(autoDFSNodes)
	autoDFSNodes = 3
	rng := rand.New(rand.NewSource(26))
	second := 0
	for it := 0; it < 400; it++ {
		rule := []Rule{Strong, MakerBreaker}[it%2]
		g := randomGame(rng, rule)
		name := fmt.Sprintf("#%d %s first=%s bias=%v sets=%v claimed=%v", it, g.Rule, g.First, g.Bias, g.Sets, g.Claimed)
		plain, err := Solve(g, Options{Plain: true, Workers: 1})
		if err != nil {
			continue
		}
		r, err := Solve(g, Options{Workers: 1})
		if err != nil || r.Outcome != plain.Outcome || r.Plies != plain.Plies {
			t.Fatalf("%s: auto %+v %v, plain %+v", name, r, err, plain)
		}
		if r.Nodes > autoDFSNodes {
			second++
		}
		for _, p := range []int{1, 3, 5} {
			pw, pr, _ := WinsBy(g, p, Options{Plain: true, Workers: 1})
			fw, fr, err := WinsBy(g, p, Options{Workers: 1})
			if err != nil || pw != fw || pr.Plies != fr.Plies || pr.Outcome != fr.Outcome {
				t.Fatalf("%s: WinsBy(%d) plain %v %+v, auto %v %+v %v", name, p, pw, pr, fw, fr, err)
			}
		}
	}
	if second < 50 {
		t.Fatalf("the df-pn phase ran on only %d games", second)
	}
	// A caller's budget below the first phase's stops there; one above it
	// bounds both phases.
	g := benchGame(36, polyominoSets(6, shapeI4), Strong)
	autoDFSNodes = 1000
	for _, max := range []int64{500, 5000} {
		r, err := Solve(g, Options{Workers: 1, MaxNodes: max})
		t.Logf("MaxNodes %d: %d nodes", max, r.Nodes)
		if !errors.Is(err, ErrStopped) || r.Outcome != Unknown || r.Nodes < max || r.Nodes > 2*max+4096 {
			t.Fatalf("MaxNodes %d: %+v %v", max, r, err)
		}
	}
}

// TestStrongPolyominoTwoSearches: the strong I-tetromino and L-pentomino
// games on 6 × 6 are draws (the first player cannot force a copy) by the
// depth-first search and by df-pn alike; the I-tetromino on 7 × 7 is a
// first-player win in 13 plies by the depth-first search here and by
// df-pn in BenchmarkSearchPNvsDFS. These are the claims rows
// positional.harary.{i4,l5}.strong.board.
func TestStrongPolyominoTwoSearches(t *testing.T) {
	for _, c := range []struct {
		name     string
		g        *Game
		want     string
		searches []Search
	}{
		{"i4 6x6", benchGame(36, polyominoSets(6, shapeI4), Strong), "draw/-1", []Search{SearchDFS, SearchPN}},
		{"l5 6x6", benchGame(36, polyominoSets(6, shapeL5), Strong), "draw/-1", []Search{SearchDFS, SearchPN}},
		// df-pn proves this win in about 2.7 million nodes against the
		// depth-first search's 0.1 million (over 10 s on two cores): its
		// solve, with the same expected answer, is in
		// BenchmarkSearchPNvsDFS (strong-polyomino-i4-7x7). df-pn's
		// first-player wins with a length are checked here by
		// TestStrongHararySmall (y5 6 × 6, n5 5 × 5, …).
		{"i4 7x7", benchGame(49, polyominoSets(7, shapeI4), Strong), "first/13", []Search{SearchDFS}},
	} {
		for _, search := range c.searches {
			t.Run(fmt.Sprintf("%s %s", c.name, search), func(t *testing.T) {
				t.Parallel()
				r, err := Solve(c.g, Options{Workers: 1, Search: search, MemoryMB: 512})
				if err != nil {
					t.Fatal(err)
				}
				if got := fmt.Sprintf("%s/%d", r.Outcome, r.Plies); got != c.want {
					t.Errorf("%s, want %s", got, c.want)
				}
			})
		}
	}
}

// TestStrongHararySmall: Harary's animal game read as the strong game on
// the boards of the claims rows positional.harary.*.strong.board: the
// board below the smallest winning one is not a first-player win, and the
// smallest is a win in the stated plies. Boards of at most 16 cells by
// the plain search (no pruning, no symmetry), the larger by the
// depth-first search and df-pn alike. The shapes are written out here,
// apart from engine/makerbreaker's.
func TestStrongHararySmall(t *testing.T) {
	t.Parallel()
	shapes := map[string][][2]int{
		"domino": {{0, 0}, {0, 1}},
		"i3":     {{0, 0}, {0, 1}, {0, 2}},
		"v3":     {{0, 0}, {1, 0}, {1, 1}},
		"l4":     {{0, 0}, {1, 0}, {2, 0}, {2, 1}},
		"t4":     {{0, 0}, {0, 1}, {0, 2}, {1, 1}},
		"z4":     {{0, 0}, {0, 1}, {1, 1}, {1, 2}},
		"n5":     {{0, 0}, {0, 1}, {1, 1}, {1, 2}, {1, 3}},
		"y5":     {{0, 1}, {1, 0}, {1, 1}, {2, 1}, {3, 1}},
		"i4":     shapeI4,
		"l5":     shapeL5,
	}
	for _, c := range []struct {
		shape string
		b     int
		want  string
	}{
		{"domino", 2, "first/3"}, {"i3", 3, "draw/-1"}, {"i3", 4, "first/5"},
		{"v3", 2, "draw/-1"}, {"v3", 3, "first/5"}, {"l4", 3, "draw/-1"}, {"l4", 4, "first/7"},
		{"t4", 4, "draw/-1"}, {"t4", 5, "first/7"}, {"z4", 3, "first/9"},
		{"n5", 4, "draw/-1"}, {"n5", 5, "first/11"}, {"y5", 5, "draw/-1"}, {"y5", 6, "first/11"},
		{"i4", 5, "draw/-1"}, {"l5", 5, "draw/-1"},
	} {
		g := benchGame(c.b*c.b, polyominoSets(c.b, shapes[c.shape]), Strong)
		opts := []Options{{Workers: 1, Search: SearchDFS}, {Workers: 1, Search: SearchPN}}
		if c.b*c.b <= 16 {
			opts = []Options{{Workers: 1, Plain: true}}
		}
		for _, o := range opts {
			r, err := Solve(g, o)
			if err != nil {
				t.Fatal(err)
			}
			if got := fmt.Sprintf("%s/%d", r.Outcome, r.Plies); got != c.want {
				t.Errorf("%s %d×%d (plain %v, %s): %s, want %s", c.shape, c.b, c.b, o.Plain, o.Search, got, c.want)
			}
		}
	}
}
