package positional_test

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"plylab/engine/graphgames"
	"plylab/engine/hex"
	"plylab/engine/makerbreaker"
	"plylab/engine/positional"
	"plylab/engine/positional/gen"
	"plylab/engine/transversal"
	"plylab/internal/gametest"
	"plylab/internal/oracle"
)

// randomAgreeGame draws a game of lo … hi cells with lo + hi sets at most
// of 2 … 5 cells, a random rule, first mover, bias (Maker–Breaker only)
// and, in a third of the games, a start position of legal play that owns
// no whole set (the shared generator, internal/gametest).
func randomAgreeGame(rng *rand.Rand, rule positional.Rule, lo, hi int) *positional.Game {
	return oracle.Random(rng.IntN, rule, gametest.Spec{
		Cells: [2]int{lo, hi}, Sets: [2]int{1, lo + hi}, Size: [2]int{2, 5},
		MaxBias: [2]int{3, 3}, StartOneIn: 3,
	})
}

func targetName(r positional.Rule) positional.Outcome {
	switch r {
	case positional.MakerBreaker:
		return positional.Maker
	case positional.AvoiderEnforcer:
		return positional.Enforcer
	}
	return positional.First
}

// The fast solver (and the plain one) against the oracle on random
// hypergraphs: outcome, optimal length and WinsBy for every bound.
func TestAgreeWithOracle(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(2026, 11))
	games := 160
	if testing.Short() {
		games = 40
	}
	// Small tables: allocating the default table dominates solves this
	// small, and evictions then get exercised too.
	fast := positional.Options{Workers: 1, MemoryMB: 2}
	for i := 0; i < games; i++ {
		lo, hi := 3, 10
		if i%20 == 19 {
			lo, hi = 12, 14 // a few of the largest size the oracle handles quickly
		}
		g := randomAgreeGame(rng, positional.Rule(i%4), lo, hi)
		want, err := oracle.Solve(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, opt := range []positional.Options{fast, {Plain: true, Workers: 1, MemoryMB: 2}, {Workers: 2, MemoryMB: 2}} {
			got, err := positional.Solve(g, opt)
			if err != nil {
				t.Fatalf("game %d %+v: %v", i, g, err)
			}
			if got.Outcome != want.Outcome || got.Plies != want.Plies {
				t.Fatalf("game %d %+v (plain %v): solver %s in %d, oracle %s in %d",
					i, g, opt.Plain, got.Outcome, got.Plies, want.Outcome, want.Plies)
			}
		}
		free := g.Cells - len(g.Claimed[0]) - len(g.Claimed[1])
		for P := 0; P <= free+1; P++ {
			w, err := oracle.WinsBy(g, P)
			if err != nil {
				t.Fatal(err)
			}
			if w != (want.Outcome == targetName(g.Rule) && want.Plies <= P) {
				t.Fatalf("game %d: oracle WinsBy(%d) = %v against its Solve %+v", i, P, w, want)
			}
			got, _, err := positional.WinsBy(g, P, fast)
			if err != nil {
				t.Fatal(err)
			}
			if got != w {
				t.Fatalf("game %d %+v: WinsBy(%d) solver %v, oracle %v", i, g, P, got, w)
			}
		}
	}
}

// Games on which a version of the solver disagreed with the oracle, each
// with its hand analysis.
func TestAgreeRegressions(t *testing.T) {
	for _, c := range []struct {
		name string
		g    positional.Game
		by   int
		want bool
	}{
		// Misère; the first player owns 1, the second 3, the first to
		// move. The first player avoids 0 (which completes {0,1}) and takes
		// 2; every free cell (0, 4, 5) then completes a set for the second
		// player at ply 2: the first player wins within 2 plies.
		{"misere-forced-second", positional.Game{Cells: 6, Sets: [][]int{{0, 1}, {0, 3}, {3, 4}, {3, 5}},
			Rule: positional.StrongMisere, Claimed: [2][]int{{1}, {3}}}, 2, true},
	} {
		g := c.g
		if err := g.Normalize(); err != nil {
			t.Fatal(err)
		}
		if w, err := oracle.WinsBy(&g, c.by); err != nil || w != c.want {
			t.Fatalf("%s: oracle WinsBy(%d) = %v (%v), hand analysis %v", c.name, c.by, w, err, c.want)
		}
		for _, opt := range []positional.Options{{}, {Plain: true}} {
			got, _, err := positional.WinsBy(&g, c.by, opt)
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Errorf("%s (plain %v): WinsBy(%d) = %v, hand analysis %v", c.name, opt.Plain, c.by, got, c.want)
			}
		}
	}
}

// The transversal game against engine/transversal's dedicated solver:
// n = 2, 3 draws; n = 4 a first-player win in 11 plies.
func TestAgreeTransversal(t *testing.T) {
	for n := 2; n <= 4; n++ {
		g, err := gen.Transversal(n)
		if err != nil {
			t.Fatal(err)
		}
		got, err := positional.Solve(g, positional.Options{})
		if err != nil {
			t.Fatal(err)
		}
		v, err := transversal.Value(n, transversal.SolveOptions{Workers: 2, TableMiB: 32})
		if err != nil {
			t.Fatal(err)
		}
		want := positional.Draw
		plies := -1
		if v.XWins {
			want, plies = positional.First, v.OptimalLength
		}
		if got.Outcome != want || got.Plies != plies {
			t.Errorf("transversal n = %d: positional %s in %d, dedicated %s in %d", n, got.Outcome, got.Plies, want, plies)
		}
		if n <= 3 && want != positional.Draw || n == 4 && plies != 11 {
			t.Errorf("transversal n = %d: the paper's value is a draw for n ≤ 3 and a win in 11 for n = 4; got %s in %d", n, want, plies)
		}
	}
}

// Hex against engine/hex: on n × (n+1) Down (Breaker), joining the nearer
// edges, wins even moving second, as the diagonal pairing proves (it meets
// every minimal chain: hex.CheckWalk); on n × n the first player wins.
func TestAgreeHex(t *testing.T) {
	for n := 1; n <= 3; n++ {
		p, err := hex.Rule("diagonal", n)
		if err != nil {
			t.Fatal(err)
		}
		if chk := hex.CheckWalk(p); !chk.Holds {
			t.Fatalf("hex %d×%d: the diagonal pairing misses a chain", n, n+1)
		}
		for _, first := range []string{"maker", "breaker"} {
			g, err := gen.Hex(n, n+1, first)
			if err != nil {
				t.Fatal(err)
			}
			r, err := positional.Solve(g, positional.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if r.Outcome != positional.Breaker {
				t.Errorf("Hex %d×%d, %s first: %s wins, want breaker (Down)", n, n+1, first, r.Outcome)
			}
		}
	}
	for n := 1; n <= 4; n++ {
		for _, first := range []string{"maker", "breaker"} {
			g, err := gen.Hex(n, n, first)
			if err != nil {
				t.Fatal(err)
			}
			r, err := positional.Solve(g, positional.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if r.Outcome != positional.Outcome(first) {
				t.Errorf("Hex %d×%d, %s first: %s wins, want the first player", n, n, first, r.Outcome)
			}
		}
	}
}

// Shannon switching against engine/graphgames (Lehman's theorem by matroid
// partition) on random small multigraphs, Short (Maker) first and second.
func TestAgreeShannon(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 1))
	for i := 0; i < 80; i++ {
		n := 3 + rng.IntN(4)
		gr := graphgames.RandomMultigraph(rng, n, 3+rng.IntN(9))
		sol, err := graphgames.SolveShannon(gr, 0, n-1)
		if err != nil {
			t.Fatal(err)
		}
		for _, first := range []string{"maker", "breaker"} {
			g, err := gen.Shannon(n, gr.Edges(), 0, n-1, first)
			if err != nil {
				t.Fatal(err)
			}
			r, err := positional.Solve(g, positional.Options{})
			if err != nil {
				t.Fatal(err)
			}
			want := sol.ShortWinsSecond
			if first == "maker" {
				want = sol.ShortWinsFirst
			}
			if (r.Outcome == positional.Maker) != want {
				t.Fatalf("%v, Short %s first: positional %s, graphgames Short wins %v", gr.Edges(), first, r.Outcome, want)
			}
		}
	}
}

// Polyomino games against engine/makerbreaker's exhaustive Solver on
// finite boards: Maker, to move on the empty board, completes a copy within
// h of its moves iff Maker forces a win within 2h − 1 plies.
func TestAgreePolyomino(t *testing.T) {
	for _, c := range []struct {
		shape      string
		rows, cols int
	}{{"domino", 2, 2}, {"i3", 3, 3}, {"v3", 3, 3}, {"l4", 3, 4}, {"t4", 3, 4}, {"o4", 3, 4}, {"z4", 4, 4}, {"i4", 3, 4}} {
		sh, err := makerbreaker.ParseShape(c.shape)
		if err != nil {
			t.Fatal(err)
		}
		g, err := gen.Polyomino(c.rows, c.cols, sh)
		if err != nil {
			t.Fatal(err)
		}
		s, err := makerbreaker.NewSolver(sh, gen.PolyominoBoard(c.rows, c.cols))
		if err != nil {
			t.Fatal(err)
		}
		for h := 1; 2*h-1 <= g.Cells; h++ {
			want := s.MakerWins(nil, nil, h)
			got, _, err := positional.WinsBy(g, 2*h-1, positional.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("%s on %d×%d within %d Maker moves: positional %v, makerbreaker %v", c.shape, c.rows, c.cols, h, got, want)
			}
		}
	}
}

// BenchmarkTransversalDedicated solves the transversal game n = 4, 5 with
// positional.Solve (on gen.Transversal) and with engine/transversal's
// dedicated solver (transversal.Value) in one run, checks that they agree
// (n = 5: a first-player win in 13 plies, too slow for a unit test) and
// reports both times and the ratio positional/dedicated.
//
//	go test -run '^$' -bench TransversalDedicated -benchtime=1x ./engine/positional
func BenchmarkTransversalDedicated(b *testing.B) {
	for _, n := range []int{4, 5} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			g, err := gen.Transversal(n)
			if err != nil {
				b.Fatal(err)
			}
			var posSec, dedSec float64
			for b.Loop() {
				t0 := time.Now()
				r, err := positional.Solve(g, positional.Options{})
				if err != nil {
					b.Fatal(err)
				}
				posSec += time.Since(t0).Seconds()
				t1 := time.Now()
				v, err := transversal.Value(n, transversal.SolveOptions{})
				if err != nil {
					b.Fatal(err)
				}
				dedSec += time.Since(t1).Seconds()
				if !v.XWins || r.Outcome != positional.First || r.Plies != v.OptimalLength {
					b.Fatalf("n = %d: positional %s in %d, dedicated X wins %v in %d", n, r.Outcome, r.Plies, v.XWins, v.OptimalLength)
				}
			}
			b.ReportMetric(posSec/float64(b.N), "positional-s")
			b.ReportMetric(dedSec/float64(b.N), "dedicated-s")
			b.ReportMetric(posSec/dedSec, "positional/dedicated")
		})
	}
}

func ExampleTransversal() {
	g, _ := gen.Transversal(3)
	r, _ := positional.Solve(g, positional.Options{})
	fmt.Println(r.Outcome, r.Plies)
	// Output: draw -1
}
