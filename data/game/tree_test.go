package game

import (
	"testing"

	"plylab/engine/positional"
	"plylab/engine/positional/gen"
	"plylab/internal/oracle"
)

// TestValueTree checks every move value of two value trees two ways: as
// the engine's Solve of the position after the move, and as the plain
// minimax of internal/oracle (the rules alone) of the same position.
func TestValueTree(t *testing.T) {
	ae, err := gen.Transversal(3)
	if err != nil {
		t.Fatal(err)
	}
	if err := gen.WithRule(ae, positional.AvoiderEnforcer, "avoider"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		g         *positional.Game
		positions int
		root      oracle.Result // the start position's value
	}{
		// 5,478: the legal positions of tic-tac-toe.
		{"tic-tac-toe", gen.TicTacToe(), 5478, oracle.Result{Outcome: positional.Draw, Plies: -1}},
		// Avoider first on 3 × 3: Enforcer forces a transversal on the last ply.
		{"avoider-enforcer 3x3", ae, 5611, oracle.Result{Outcome: positional.Enforcer, Plies: 9}},
	} {
		tr, err := NewValueTree(c.g, 10000, positional.Options{})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if len(tr.Nodes) != c.positions {
			t.Errorf("%s: %d positions, want %d", c.name, len(tr.Nodes), c.positions)
		}
		at := func(key string) *positional.Game {
			g := *c.g
			g.Claimed = [2][]int{}
			for i := range key {
				if key[i] != '.' {
					g.Claimed[key[i]-'0'] = append(g.Claimed[key[i]-'0'], i)
				}
			}
			return &g
		}
		if r, err := oracle.Solve(at(tr.Start)); err != nil || r != c.root {
			t.Errorf("%s: the start position is %+v (%v), want %+v", c.name, r, err, c.root)
		}
		moves, mini := 0, 0
		for key, n := range tr.Nodes {
			if (n.Over == positional.NoWin) != (n.Moves != nil) {
				t.Fatalf("%s %s: over %q with %d moves", c.name, key, n.Over, len(n.Moves))
			}
			for _, m := range n.Moves {
				child := tr.Child(key, m.Cell)
				if _, ok := tr.Nodes[child]; !ok || child == key {
					t.Fatalf("%s %s: the move %d leads to %s, not in the tree", c.name, key, m.Cell, child)
				}
				if over := tr.Nodes[child].Over; over != positional.NoWin {
					// The move decides the game (the oracle and Solve take
					// open positions only): a win of the player who completes
					// a set has a length, the move's ply.
					want := -1
					if over == positional.First || over == positional.Second || over == positional.Maker || over == positional.Enforcer {
						want = 1
					}
					if m.Outcome != over || m.Plies != want {
						t.Fatalf("%s %s, cell %d: tree %s in %d, the rules %s in %d", c.name, key, m.Cell, m.Outcome, m.Plies, over, want)
					}
					moves++
					continue
				}
				eng, err := positional.Solve(at(child), positional.Options{})
				if err != nil {
					t.Fatal(err)
				}
				orc, err := oracle.Solve(at(child))
				if err != nil {
					// The oracle takes no position where a set is owned, as
					// Enforcer may own one under Avoider–Enforcer: the
					// minimax over the tree's own positions instead.
					orc = minimax(tr, child)
					mini++
				}
				want := -1
				if orc.Plies >= 0 {
					want = orc.Plies + 1
				}
				if m.Outcome != orc.Outcome || m.Plies != want || eng.Outcome != orc.Outcome || eng.Plies != orc.Plies {
					t.Fatalf("%s %s, cell %d: tree %s in %d, Solve after %s in %d, oracle after %s in %d",
						c.name, key, m.Cell, m.Outcome, m.Plies, eng.Outcome, eng.Plies, orc.Outcome, orc.Plies)
				}
				moves++
			}
		}
		t.Logf("%s: %d positions, %d move values checked (%d by the tree's minimax)", c.name, len(tr.Nodes), moves, mini)
	}
	if _, err := NewValueTree(gen.TicTacToe(), 100, positional.Options{}); err == nil {
		t.Error("a tree past its position cap was built")
	}
}

// minimax values the position key of t from the rules' verdicts on the
// tree's positions alone (Judge): the winner takes the quickest win, the
// loser the longest loss; a win of Breaker or Avoider, and a draw, have no
// length.
func minimax(t *ValueTree, key string) oracle.Result {
	n := t.Nodes[key]
	if n.Over != positional.NoWin {
		switch n.Over {
		case positional.First, positional.Second, positional.Maker, positional.Enforcer:
			return oracle.Result{Outcome: n.Over, Plies: 0}
		}
		return oracle.Result{Outcome: n.Over, Plies: -1}
	}
	win := positional.Outcome(roleOf(t.Game, n.Mover))
	rank := func(r oracle.Result) int { // higher is better for the mover
		switch {
		case r.Outcome == win:
			return 3000 - r.Plies
		case r.Outcome == positional.Draw:
			return 1000
		}
		return r.Plies
	}
	var best oracle.Result
	for c := 0; c < len(key); c++ {
		if key[c] != '.' {
			continue
		}
		r := minimax(t, t.Child(key, c))
		if r.Plies >= 0 {
			r.Plies++
		}
		if best.Outcome == "" || rank(r) > rank(best) {
			best = r
		}
	}
	return best
}
