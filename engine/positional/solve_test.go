package positional

import "testing"

// TestHandChecked: games whose values are known by hand or by a theorem.
func TestHandChecked(t *testing.T) {
	mk := func(g *Game) *Game {
		if err := g.Normalize(); err != nil {
			t.Fatal(err)
		}
		return g
	}
	// Erdős–Selfridge: three disjoint 3-sets and a 4-set, Σ 2^-|A| =
	// 7/16 < 1/2, so Breaker wins even when Maker moves first (the
	// classical statement).
	es := [][]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {9, 10, 11, 12}}
	// A Maker win the pairing and ES rules must not hide: a 2-set and a
	// shared cell (Maker takes 1, threatening {0,1} and {1,2}).
	simCells, sim := cliqueTriangles(6)
	cases := []struct {
		name    string
		g       *Game
		outcome Outcome
		plies   int
	}{
		{"tic-tac-toe", mk(&Game{Cells: 9, Sets: lines(3, 3, 3), Rule: Strong}), "draw", -1},
		// Maker needs 4 of its turns: plies 1, 3, 5, 7.
		{"3x3 Maker-Breaker", mk(&Game{Cells: 9, Sets: lines(3, 3, 3), Rule: MakerBreaker, First: "maker"}), "maker", 7},
		{"Erdős–Selfridge", mk(&Game{Cells: 13, Sets: es, Rule: MakerBreaker, First: "maker"}), "breaker", -1},
		{"fork", mk(&Game{Cells: 3, Sets: [][]int{{0, 1}, {1, 2}}, Rule: MakerBreaker, First: "maker"}), "maker", 3},
		{"fork, Breaker first", mk(&Game{Cells: 3, Sets: [][]int{{0, 1}, {1, 2}}, Rule: MakerBreaker, First: "breaker"}), "breaker", -1},
		// Maker with bias 2 completes a 2-set in the first turn.
		{"biased", mk(&Game{Cells: 5, Sets: [][]int{{0, 1}}, Rule: MakerBreaker, First: "maker", Bias: [2]int{2, 1}}), "maker", 1},
		// Avoider alone on a 1-set it cannot avoid on 1 cell.
		// Sim: triangles of K6 under the strong misère rule; the second
		// player wins (known since the 1970s by computer search), here
		// in 15 plies — the last possible, the board's 15 edges.
		{"Sim", mk(&Game{Cells: simCells, Sets: sim, Rule: StrongMisere}), "second", 15},
		{"forced Avoider", mk(&Game{Cells: 1, Sets: [][]int{{0}}, Rule: AvoiderEnforcer, First: "avoider"}), "enforcer", 1},
	}
	for _, c := range cases {
		for _, plain := range []bool{true, false} {
			r, err := Solve(c.g, Options{Plain: plain})
			if err != nil {
				t.Fatal(err)
			}
			if r.Outcome != c.outcome || r.Plies != c.plies {
				t.Errorf("%s (plain %v): %s in %d, want %s in %d", c.name, plain, r.Outcome, r.Plies, c.outcome, c.plies)
			}
		}
	}
}

// TestTransversalWinsBy: the first player wins the 4 × 4 transversal game
// in 11 plies and not in 9 (the dedicated engine's and the paper's value).
func TestTransversalWinsBy(t *testing.T) {
	g := &Game{Cells: 16, Sets: transversalSets(4), Rule: Strong}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		p   int
		win bool
	}{{9, false}, {10, false}, {11, true}, {13, true}} {
		win, res, err := WinsBy(g, c.p, Options{})
		if err != nil || win != c.win {
			t.Fatalf("WinsBy(%d) = %v %+v %v, want %v", c.p, win, res, err, c.win)
		}
	}
	r, err := Solve(g, Options{})
	if err != nil || r.Outcome != First || r.Plies != 11 {
		t.Fatalf("transversal 4: %+v %v", r, err)
	}
}

// TestStartPositions: a decided start position, and the move values of a
// position (every reply to a corner opening of tic-tac-toe but the centre
// loses for the second player).
func TestStartPositions(t *testing.T) {
	g := &Game{Cells: 9, Sets: lines(3, 3, 3), Rule: Strong, Claimed: [2][]int{{0, 1, 2}, {3, 4}}}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	r, err := Solve(g, Options{})
	if err != nil || r.Outcome != First || r.Plies != 0 {
		t.Fatalf("decided start: %+v %v", r, err)
	}
	if _, err := Moves(g, Options{}); err == nil {
		t.Fatal("moves of a decided position")
	}
	g = &Game{Cells: 9, Sets: lines(3, 3, 3), Rule: Strong, Claimed: [2][]int{{0}, nil}}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	mv, err := Moves(g, Options{})
	if err != nil || len(mv) != 8 {
		t.Fatalf("moves: %v %v", mv, err)
	}
	for _, m := range mv {
		want := First
		if m.Cell == 4 {
			want = Draw
		}
		if m.Outcome != want {
			t.Errorf("reply %d: %+v, want %s", m.Cell, m, want)
		}
	}
}

// TestMisereWinsOnTheOpponentsTurn is a regression: under the misère rules
// the attacker wins on the opponent's turn (the opponent is made to
// complete a set), so the deepening must try those plies. Here the first
// player, to move, takes cell 2; every cell left to the second completes
// one of its sets: a win in 2 plies. (Found by the brute-force oracle of
// internal/oracle.)
func TestMisereWinsOnTheOpponentsTurn(t *testing.T) {
	g := &Game{Cells: 6, Sets: [][]int{{0, 1}, {0, 3}, {3, 4}, {3, 5}}, Rule: StrongMisere, Claimed: [2][]int{{1}, {3}}}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	for _, plain := range []bool{true, false} {
		opt := Options{Plain: plain}
		for _, c := range []struct {
			p   int
			win bool
		}{{1, false}, {2, true}, {3, true}} {
			win, res, err := WinsBy(g, c.p, opt)
			if err != nil || win != c.win || (win && res.Plies != 2) {
				t.Errorf("plain %v: WinsBy(%d) = %v %+v %v, want %v in 2", plain, c.p, win, res, err, c.win)
			}
		}
		r, err := Solve(g, opt)
		if err != nil || r.Outcome != First || r.Plies != 2 {
			t.Errorf("plain %v: Solve = %+v %v, want first in 2", plain, r, err)
		}
	}
	// The same shape under Avoider–Enforcer: Enforcer (second, here to
	// move) wins on Avoider's turn.
	ae := &Game{Cells: 3, Sets: [][]int{{0}, {1}}, Rule: AvoiderEnforcer, First: "avoider", Claimed: [2][]int{{2}, nil}}
	if err := ae.Normalize(); err != nil {
		t.Fatal(err)
	}
	for _, plain := range []bool{true, false} {
		win, res, err := WinsBy(ae, 2, Options{Plain: plain})
		if err != nil || !win || res.Plies != 2 {
			t.Errorf("avoider-enforcer plain %v: WinsBy(2) = %v %+v %v", plain, win, res, err)
		}
	}
}
