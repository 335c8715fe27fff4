package makerbreaker_test

import (
	"fmt"
	"testing"

	"plylab/engine/makerbreaker"
	"plylab/engine/positional"
	"plylab/engine/positional/gen"
)

// Harary's animal games on small boards (the claims rows
// positional.harary.*) solved by engine/positional on gen.Polyomino's
// sets, checked by this package's exhaustive Maker–Breaker solver (its own
// copies, bitsets and memo; no pruning shared with engine/positional): on
// each board the solver's win and its length in Maker moves m must be
// "wins within m, not within m − 1", and its "no win" must be "no win
// within the whole game".
var hararyBruteCases = []struct {
	shape string
	b     int
	// lowerOnly: only check the length's lower side (m − 1 does not
	// suffice), the full search being too slow for a unit test.
	lowerOnly bool
}{
	{"monomino", 1, false}, {"domino", 1, false}, {"domino", 2, false},
	{"i3", 3, false}, {"i3", 4, false}, {"v3", 2, false}, {"v3", 3, false},
	{"l4", 3, false}, {"l4", 4, false}, {"z4", 2, false}, {"z4", 3, false},
	{"t4", 5, false}, {"o4", 3, false}, {"n5", 4, false}, {"n5", 5, false},
	{"i4", 6, true}, {"y5", 6, true}, {"l5", 6, true},
}

// The cases are independent single-threaded searches (the l5 6 × 6 lower
// side alone takes most of the time), so they run in parallel, and beside
// the package's other parallel tests.
func TestHararyAgainstExhaustive(t *testing.T) {
	t.Parallel()
	for _, c := range hararyBruteCases {
		t.Run(fmt.Sprintf("%s %dx%d", c.shape, c.b, c.b), func(t *testing.T) {
			t.Parallel()
			sh, err := makerbreaker.ParseShape(c.shape)
			if err != nil {
				t.Fatal(err)
			}
			g, err := gen.Polyomino(c.b, c.b, sh)
			if err != nil {
				t.Fatal(err)
			}
			win, plies := false, -1
			if len(g.Sets) > 0 { // else no copy fits: no win without a search
				res, err := positional.Solve(g, positional.Options{Workers: 1})
				if err != nil {
					t.Fatal(err)
				}
				win, plies = res.Outcome == positional.Maker, res.Plies
			}
			s, err := makerbreaker.NewSolver(sh, makerbreaker.Rect(0, c.b-1, 0, c.b-1))
			if err != nil {
				t.Fatal(err)
			}
			if !win {
				if c.lowerOnly {
					t.Fatal("a lower-only case must be a win")
				}
				if s.MakerWins(nil, nil, (c.b*c.b+1)/2) {
					t.Error("positional: no win, the exhaustive solver finds one")
				}
				return
			}
			m := (plies + 1) / 2 // Maker moves first: ply 2i − 1 is its i-th move
			if !c.lowerOnly && !s.MakerWins(nil, nil, m) {
				t.Errorf("positional: a win in %d Maker moves, the exhaustive solver finds none", m)
			}
			if m > 1 && s.MakerWins(nil, nil, m-1) {
				t.Errorf("positional: %d Maker moves, the exhaustive solver wins in %d", m, m-1)
			}
		})
	}
}

// The O-tetromino's pairing covers every copy inside a board, so Breaker
// blocks it on every board.
func TestO4PairingOnEveryBoard(t *testing.T) {
	sh, _ := makerbreaker.ParseShape("o4")
	pr, ok := makerbreaker.FindPairing(sh, 8, 200000)
	if !ok {
		t.Fatal("no pairing for the O-tetromino")
	}
	for b := 2; b <= 8; b++ {
		board := makerbreaker.Rect(0, b-1, 0, b-1)
		for _, cp := range sh.CopiesWithin(board) {
			in := map[makerbreaker.Point]bool{}
			for _, p := range cp {
				in[p] = true
			}
			covered := false
			for _, p := range cp {
				if q, ok := pr.Partner(p); ok && in[q] {
					covered = true
				}
			}
			if !covered {
				t.Fatalf("%d×%d: copy %v holds no pair", b, b, cp)
			}
		}
	}
}
