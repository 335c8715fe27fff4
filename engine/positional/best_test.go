package positional

import (
	"fmt"
	"math/rand"
	"testing"
)

func TestBestMoveOrder(t *testing.T) {
	for _, c := range []struct {
		win    Outcome
		values []MoveValue
		want   int // cell
	}{
		{"first", []MoveValue{{0, "second", 4}, {1, "draw", -1}, {2, "second", 6}}, 1},
		{"first", []MoveValue{{0, "second", 4}, {1, "first", 7}, {2, "first", 5}, {3, "first", 5}}, 2},
		{"second", []MoveValue{{0, "first", 4}, {1, "first", 8}, {2, "first", 6}}, 1},
		{"maker", []MoveValue{{0, "breaker", -1}, {1, "maker", 9}, {2, "breaker", -1}}, 1},
		{"breaker", []MoveValue{{0, "maker", 5}, {1, "maker", 9}, {2, "maker", 7}}, 1},
		{"breaker", []MoveValue{{0, "maker", 5}, {1, "breaker", -1}, {2, "breaker", -1}}, 1},
		{"avoider", []MoveValue{{3, "enforcer", 3}, {5, "avoider", -1}}, 5},
		{"enforcer", []MoveValue{{3, "enforcer", 6}, {5, "enforcer", 4}, {7, "avoider", -1}}, 5},
	} {
		got, ok := BestMove(c.win, c.values)
		if !ok || got.Cell != c.want {
			t.Errorf("BestMove(%s, %v) = %+v, want cell %d", c.win, c.values, got, c.want)
		}
	}
	if _, ok := BestMove(First, nil); ok {
		t.Error("BestMove of no moves: ok")
	}
}

// The best of the root moves' values is Solve's answer, on random games of
// every rule (with biases and start positions) and on tic-tac-toe and 4 × 4
// three-in-a-row under each rule.
func TestBestMoveIsSolve(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	var games []*Game
	for it := 0; it < 200; it++ {
		games = append(games, randomGame(rng, Rule(it%4)))
	}
	games = append(games, lineGame(3, 3, 3, Strong, ""), lineGame(3, 3, 3, MakerBreaker, "breaker"),
		lineGame(4, 4, 3, Strong, ""), lineGame(3, 3, 3, AvoiderEnforcer, "avoider"), lineGame(3, 3, 3, StrongMisere, ""))
	count := 0
	for i, g := range games {
		name := fmt.Sprintf("#%d %s first=%s bias=%v sets=%v claimed=%v", i, g.Rule, g.First, g.Bias, g.Sets, g.Claimed)
		r, err := Solve(g, Options{Workers: 1})
		if err != nil {
			continue
		}
		mv, err := Moves(g, Options{Workers: 1})
		if err != nil {
			continue // decided at the start: no moves
		}
		win, err := g.MoverOutcome()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		// Shuffled: the choice does not depend on the order (but for ties).
		rng.Shuffle(len(mv), func(a, b int) { mv[a], mv[b] = mv[b], mv[a] })
		best, ok := BestMove(win, mv)
		if !ok || best.Outcome != r.Outcome || best.Plies != r.Plies {
			t.Fatalf("%s: best of %v is %+v, Solve gives %s/%d", name, mv, best, r.Outcome, r.Plies)
		}
		count++
	}
	if count < 150 {
		t.Fatalf("only %d games compared", count)
	}
}
