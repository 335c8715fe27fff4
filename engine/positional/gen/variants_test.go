package gen

import (
	"fmt"
	"testing"

	"plylab/engine/makerbreaker"
	"plylab/engine/positional"
	"plylab/internal/oracle"
)

// agreeOracle solves g with the fast solver and with the brute-force
// oracle and fails unless outcome and optimal length agree.
func agreeOracle(t *testing.T, name string, g *positional.Game) positional.Result {
	t.Helper()
	got, err := positional.Solve(g, positional.Options{Workers: 1, MemoryMB: 16})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	want, err := oracle.Solve(g)
	if err != nil {
		t.Fatalf("%s: oracle: %v", name, err)
	}
	if got.Outcome != want.Outcome || got.Plies != want.Plies {
		t.Fatalf("%s: solver %s in %d, oracle %s in %d", name, got.Outcome, got.Plies, want.Outcome, want.Plies)
	}
	return got
}

// The transversal variants of notebook 07 (data/positional_tables.go) on
// the boards the oracle can search: n = 2, 3 under every rule and first
// mover, and Maker–Breaker 1:q for q = 1 … 4.
func TestTransversalVariantsOracle(t *testing.T) {
	type c struct {
		rule  positional.Rule
		first string
		q     int
	}
	cases := []c{{positional.MakerBreaker, "maker", 1}, {positional.MakerBreaker, "breaker", 1},
		{positional.AvoiderEnforcer, "avoider", 1}, {positional.AvoiderEnforcer, "enforcer", 1},
		{positional.StrongMisere, "first", 1}, {positional.Strong, "first", 1}}
	for q := 2; q <= 4; q++ {
		cases = append(cases, c{positional.MakerBreaker, "maker", q})
	}
	for n := 2; n <= 3; n++ {
		for _, k := range cases {
			g, err := Transversal(n)
			if err != nil {
				t.Fatal(err)
			}
			if k.q > 1 {
				g.Bias = [2]int{1, k.q}
			}
			if err := WithRule(g, k.rule, k.first); err != nil {
				t.Fatal(err)
			}
			agreeOracle(t, fmt.Sprintf("transversal n=%d %s %s first 1:%d", n, k.rule, k.first, k.q), g)
		}
	}
}

// Harary's animal game (strong rule) on every rectangle of at most 12
// cells, without and with one handicap stone on each cell: the solver
// against the oracle, and the handicap game's start position is the
// stone's owner to move.
func TestAnimalHandicapOracle(t *testing.T) {
	if testing.Short() {
		t.Skip("the oracle on 12-cell boards takes seconds")
	}
	for _, name := range []string{"monomino", "domino", "v3", "i3", "l4", "t4", "z4", "o4", "i4"} {
		sh, err := makerbreaker.ParseShape(name)
		if err != nil {
			t.Fatal(err)
		}
		for r := 1; r <= 3; r++ {
			for cols := r; r*cols <= 12; cols++ {
				if r*cols > 9 && name != "v3" && name != "l4" {
					continue // keep the test short: the shapes that win there
				}
				build := func(h int) *positional.Game {
					g, err := Polyomino(r, cols, sh)
					if err != nil {
						t.Fatal(err)
					}
					if err := WithRule(g, positional.Strong, ""); err != nil {
						t.Fatal(err)
					}
					if h >= 0 {
						if err := WithHandicap(g, h); err != nil {
							t.Fatal(err)
						}
						if m, _, err := g.ToMove(); err != nil || m != 0 {
							t.Fatalf("%s %dx%d handicap %d: mover %d (%v)", name, r, cols, h, m, err)
						}
					}
					return g
				}
				if len(build(-1).Sets) == 0 {
					continue
				}
				agreeOracle(t, fmt.Sprintf("%s %dx%d", name, r, cols), build(-1))
				if r*cols > 9 || name == "monomino" { // a monomino stone is a finished game
					continue
				}
				for h := 0; h < r*cols; h++ {
					agreeOracle(t, fmt.Sprintf("%s %dx%d handicap %d", name, r, cols, h), build(h))
				}
			}
		}
	}
}

// The task's check of the handicap: the V-tromino (El) is a first-player
// win on 2×2 with one handicap stone, in 3 plies (the stone, then two more
// cells of three), and a draw without.
func TestWithHandicapElOn2x2(t *testing.T) {
	sh, _ := makerbreaker.ParseShape("v3")
	for h := 0; h < 4; h++ {
		g, err := Polyomino(2, 2, sh)
		if err != nil {
			t.Fatal(err)
		}
		if err := WithRule(g, positional.Strong, ""); err != nil {
			t.Fatal(err)
		}
		plain := agreeOracle(t, "v3 2x2", g)
		if plain.Outcome != positional.Draw {
			t.Fatalf("v3 on 2x2 without a handicap: %s", plain.Outcome)
		}
		if err := WithHandicap(g, h); err != nil {
			t.Fatal(err)
		}
		r := agreeOracle(t, fmt.Sprintf("v3 2x2 handicap %d", h), g)
		if r.Outcome != positional.First || r.Plies != 3 {
			t.Fatalf("v3 on 2x2 with stone %d: %s in %d, want first in 3", h, r.Outcome, r.Plies)
		}
	}
}

func TestWithHandicapRefuses(t *testing.T) {
	g, _ := Transversal(3)
	for _, bad := range [][]int{{-1}, {9}, {2, 2}} {
		h := *g
		if err := WithHandicap(&h, bad...); err == nil {
			t.Errorf("handicap %v accepted", bad)
		}
	}
	b, _ := Transversal(3)
	b.Bias = [2]int{1, 2}
	if err := WithRule(b, positional.MakerBreaker, "maker"); err != nil {
		t.Fatal(err)
	}
	if err := WithHandicap(b, 0); err == nil {
		t.Error("handicap on a biased game accepted")
	}
}
