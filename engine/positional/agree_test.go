package positional

import (
	"fmt"
	"math/rand"
	"testing"

	"plylab/internal/gametest"
)

// randomGame draws a small hypergraph (4 … 10 cells, 1 … 7 sets of 1 … 4
// cells) with a rule, a first mover, a bias (Maker–Breaker only) and, in a
// third of the games, a random legal start position: the module's shared
// generator, internal/gametest. (These in-package tests cannot import
// internal/oracle, which imports this package, so the few lines turning a
// draw into a Game are oracle.Random's.)
func randomGame(rng *rand.Rand, rule Rule) *Game {
	d := gametest.Draw(rng.Intn, gametest.Spec{
		Cells: [2]int{4, 10}, Sets: [2]int{1, 7}, Size: [2]int{1, 4},
		EitherFirst: rule == MakerBreaker || rule == AvoiderEnforcer,
		MaxBias:     map[bool][2]int{true: {2, 3}}[rule == MakerBreaker],
		StartOneIn:  3,
	})
	g := &Game{Cells: d.Cells, Sets: d.Sets, Rule: rule, First: rule.Roles()[d.First], Bias: d.Bias, Claimed: d.Claimed}
	if err := g.Normalize(); err != nil {
		panic(err)
	}
	return g
}

// TestFastAgreesWithPlain: on 400 random small hypergraphs (4 … 10 cells) in every rule, both
// first movers, biases and start positions, the fast solver (all pruning,
// symmetry, two workers) gives the plain search's outcome, optimal length,
// move values and WinsBy answers.
func TestFastAgreesWithPlain(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(11))
	for it := 0; it < 400; it++ {
		rule := Rule(it % 4)
		g := randomGame(rng, rule)
		name := fmt.Sprintf("#%d %s first=%s bias=%v sets=%v claimed=%v", it, g.Rule, g.First, g.Bias, g.Sets, g.Claimed)
		plain, err := Solve(g, Options{Plain: true, Workers: 1})
		if err != nil { // the generator draws only legal, undecided games
			t.Fatalf("%s: %v", name, err)
		}
		for _, opt := range []Options{{Workers: 1}, {Workers: 2}, {Workers: 1, NoSymmetry: true}} {
			fast, err := Solve(g, opt)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if fast.Outcome != plain.Outcome || fast.Plies != plain.Plies {
				t.Fatalf("%s opt %+v: fast %s/%d, plain %s/%d", name, opt, fast.Outcome, fast.Plies, plain.Outcome, plain.Plies)
			}
		}
		pm, perr := Moves(g, Options{Plain: true, Workers: 1})
		fm, ferr := Moves(g, Options{Workers: 2})
		if (perr != nil) != (ferr != nil) {
			t.Fatalf("%s: moves errors %v, %v", name, perr, ferr)
		}
		if fmt.Sprint(pm) != fmt.Sprint(fm) {
			t.Fatalf("%s: moves plain %v fast %v", name, pm, fm)
		}
		// Each move value equals the solve of the game started after the
		// move (built as a start position, the turn bookkeeping done by
		// ToMove), plus one ply when the move ended the turn.
		for _, mv := range fm {
			h := *g
			mover, left, _ := g.ToMove()
			h.Claimed = [2][]int{append([]int(nil), g.Claimed[0]...), append([]int(nil), g.Claimed[1]...)}
			h.Claimed[mover] = append(h.Claimed[mover], mv.Cell)
			if err := h.Normalize(); err != nil {
				t.Fatalf("%s: child %d: %v", name, mv.Cell, err)
			}
			r, err := Solve(&h, Options{Workers: 1})
			if err != nil {
				t.Fatalf("%s: child %d: %v", name, mv.Cell, err)
			}
			want := r.Plies
			if want > 0 && left == 1 {
				want++ // the move ended the turn: the child's ply 1 is the next
			}
			if want == 0 {
				want = 1 // the move itself decided the game
			}
			if r.Outcome != mv.Outcome || want != mv.Plies {
				t.Fatalf("%s: move %d valued %+v, the child solves to %+v", name, mv.Cell, mv, r)
			}
		}
		for _, p := range []int{1, 2, 3, 4, 5, 7} {
			pw, pr, _ := WinsBy(g, p, Options{Plain: true, Workers: 1})
			fw, fr, _ := WinsBy(g, p, Options{Workers: 2})
			if pw != fw || pr.Plies != fr.Plies || pr.Outcome != fr.Outcome {
				t.Fatalf("%s: WinsBy(%d) plain %v %+v fast %v %+v", name, p, pw, pr, fw, fr)
			}
		}
	}
}
