package positional_test

import (
	"math/rand/v2"
	"testing"

	"plylab/engine/positional"
	"plylab/internal/oracle"
)

// The probe's misère game: 8 cells in sets and 248 loose ones. Its value is
// a draw whatever the number of loose cells (checked against the oracle for
// 8 … 14 cells and the fast solver for 30); 256 cells must answer the same,
// by counting the loose cells instead of telling their owners apart.
func TestLooseCellsCounted(t *testing.T) {
	t.Parallel()
	sets := [][]int{{4, 6, 1, 3}, {6, 4, 0}, {4, 7, 5, 3}, {5, 1, 4, 3}}
	game := func(n int) *positional.Game {
		g := &positional.Game{Cells: n, Rule: positional.StrongMisere, First: "first"}
		for _, s := range sets {
			g.Sets = append(g.Sets, append([]int(nil), s...))
		}
		if err := g.Normalize(); err != nil {
			t.Fatal(err)
		}
		return g
	}
	for n := 8; n <= 14; n++ {
		want, err := oracle.Solve(game(n))
		if err != nil {
			t.Fatal(err)
		}
		if want.Outcome != positional.Draw || want.Plies != -1 {
			t.Fatalf("%d cells: oracle %s in %d, want a draw", n, want.Outcome, want.Plies)
		}
	}
	opt := positional.Options{Workers: 1, MemoryMB: 16}
	for _, n := range []int{30, 256} {
		got, err := positional.Solve(game(n), opt)
		if err != nil {
			t.Fatal(err)
		}
		if got.Outcome != positional.Draw || got.Plies != -1 {
			t.Fatalf("%d cells: %s in %d, want a draw", n, got.Outcome, got.Plies)
		}
	}
}

// Random small families plus 0 … 6 loose cells, every rule: the fast
// solver (which counts loose cells) against the oracle and the plain
// search (which tells them apart), for the outcome, the optimal length and
// the value of every first move.
func TestLooseCellsAgree(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(7, 2027))
	fast := positional.Options{Workers: 1, MemoryMB: 2}
	plain := positional.Options{Plain: true, Workers: 1, MemoryMB: 2}
	for i := 0; i < 120; i++ {
		rule := positional.Rule(i % 4)
		base := randomAgreeGame(rng, rule, 3, 7)
		loose := rng.IntN(7)
		g := *base
		g.Cells += loose
		g.Sets = append([][]int(nil), base.Sets...)
		g.Claimed = [2][]int{append([]int(nil), base.Claimed[0]...), append([]int(nil), base.Claimed[1]...)}
		// Some loose cells already claimed, keeping the turn order: a
		// claimed cell of the first mover is swapped for a loose one.
		if loose > 0 && len(g.Claimed[0]) > 0 && rng.IntN(2) == 0 {
			g.Claimed[0][0] = base.Cells
		}
		if g.Bias[0] > g.Cells || g.Bias[1] > g.Cells {
			continue
		}
		if err := g.Normalize(); err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		want, err := oracle.Solve(&g)
		if err != nil {
			continue // the swap made a start position that is already over
		}
		for _, opt := range []positional.Options{fast, plain} {
			got, err := positional.Solve(&g, opt)
			if err != nil {
				t.Fatalf("game %d %+v: %v", i, g, err)
			}
			if got.Outcome != want.Outcome || got.Plies != want.Plies {
				t.Fatalf("game %d %+v (plain %v, %d loose): solver %s in %d, oracle %s in %d",
					i, g, opt.Plain, loose, got.Outcome, got.Plies, want.Outcome, want.Plies)
			}
		}
		mf, errF := positional.Moves(&g, fast)
		mp, errP := positional.Moves(&g, plain)
		if (errF == nil) != (errP == nil) || len(mf) != len(mp) {
			t.Fatalf("game %d: moves %v %v / %v %v", i, mf, errF, mp, errP)
		}
		for k := range mf {
			if mf[k] != mp[k] {
				t.Fatalf("game %d %+v: move %d fast %+v, plain %+v", i, g, k, mf[k], mp[k])
			}
		}
	}
}
