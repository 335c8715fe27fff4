package oracle

import (
	"math/rand"
	"testing"

	"plylab/engine/positional"
	"plylab/internal/gametest"
)

func game(t *testing.T, cells int, rule positional.Rule, first string, bias [2]int, sets [][]int, claimed [2][]int) *positional.Game {
	t.Helper()
	g := &positional.Game{Cells: cells, Rule: rule, First: first, Bias: bias, Sets: sets, Claimed: claimed}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	return g
}

// Games solved by hand; each comment gives the line of play.
func TestHandSolved(t *testing.T) {
	ttt := [][]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}
	S, M, MB, AE := positional.Strong, positional.StrongMisere, positional.MakerBreaker, positional.AvoiderEnforcer
	cases := []struct {
		name    string
		cells   int
		rule    positional.Rule
		first   string
		bias    [2]int
		sets    [][]int
		claimed [2][]int
		want    Result
	}{
		// One cell, one set: the first player takes it.
		{"single", 1, S, "", [2]int{}, [][]int{{0}}, [2][]int{}, Result{"first", 1}},
		// {0,1}: each player gets one cell.
		{"pair", 2, S, "", [2]int{}, [][]int{{0, 1}}, [2][]int{}, Result{"draw", -1}},
		// Tic-tac-toe is a draw (classical).
		{"tictactoe", 9, S, "", [2]int{}, ttt, [2][]int{}, Result{"draw", -1}},
		// X 0,1; O 3,4; X to move completes the top row at once (ply 5
		// of the game, ply 1 from the start position).
		{"ttt-start", 9, S, "", [2]int{}, ttt, [2][]int{{0, 1}, {3, 4}}, Result{"first", 1}},
		// X 4; O 1; X to move: 0 threatens 8, O blocks, X's 6 makes two
		// threats (0-3-6 and 2-4-6) and X completes one at ply 5.
		{"ttt-fork", 9, S, "", [2]int{}, ttt, [2][]int{{4}, {1}}, Result{"first", 5}},
		// X 0,4; O 2,8; X to move must block 5 (O's 2-5-8), O must
		// block 3 (X's 3-4-5); X's 1 forces O's 7, O's 6-7-8 forces X's 6:
		// a full board with no line.
		{"ttt-block", 9, S, "", [2]int{}, ttt, [2][]int{{0, 4}, {2, 8}}, Result{"draw", -1}},
		// Maker first on {0,1},{0,2}: 0, then the free one of 1, 2 at ply 3.
		{"fork-maker", 3, MB, "maker", [2]int{}, [][]int{{0, 1}, {0, 2}}, [2][]int{}, Result{"maker", 3}},
		// Breaker first takes 0 and kills both sets.
		{"fork-breaker", 3, MB, "breaker", [2]int{}, [][]int{{0, 1}, {0, 2}}, [2][]int{}, Result{"breaker", -1}},
		// Maker 2:1 takes both cells of {0,1} in ply 1.
		{"biased", 2, MB, "maker", [2]int{2, 1}, [][]int{{0, 1}}, [2][]int{}, Result{"maker", 1}},
		// Breaker 1:2 moving second on {0,1},{2,3},{4,5}: after Maker's 0
		// Breaker takes 1 and one more, Maker then takes a fresh pair's cell
		// and Breaker its partner: no set.
		{"biased-breaker", 6, MB, "maker", [2]int{1, 2}, [][]int{{0, 1}, {2, 3}, {4, 5}}, [2][]int{}, Result{"breaker", -1}},
		// Misère, sets {0},{1} on 3 cells: the first player takes 2 and the
		// second must complete a set at ply 2.
		{"misere", 3, M, "", [2]int{}, [][]int{{0}, {1}}, [2][]int{}, Result{"first", 2}},
		// Misère with 2 cells {0},{1}: the first player completes at once.
		{"misere-forced", 2, M, "", [2]int{}, [][]int{{0}, {1}}, [2][]int{}, Result{"second", 1}},
		// Avoider first, sets {0},{1},{2} on 5 cells: A takes 3, E takes 4,
		// A must take a set at ply 3.
		{"avoider", 5, AE, "avoider", [2]int{}, [][]int{{0}, {1}, {2}}, [2][]int{}, Result{"enforcer", 3}},
		// Enforcer first on 4 cells, sets {0},{1}: E takes 2 or 3, A takes
		// the other, E must leave A a set: E takes 0, A takes 1 at ply 4.
		// (E cannot do better: A's first free move avoids the sets.)
		{"enforcer", 4, AE, "enforcer", [2]int{}, [][]int{{0}, {1}}, [2][]int{}, Result{"enforcer", 4}},
		// One set {0,1} on 2 cells: each takes one cell, Avoider never
		// owns the set.
		{"avoider-wins", 2, AE, "avoider", [2]int{}, [][]int{{0, 1}}, [2][]int{}, Result{"avoider", -1}},
	}
	for _, c := range cases {
		g := game(t, c.cells, c.rule, c.first, c.bias, c.sets, c.claimed)
		got, err := Solve(g)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got != c.want {
			t.Errorf("%s: got %+v, want %+v", c.name, got, c.want)
		}
	}
}

// small is the spec of the random games of these tests.
var small = gametest.Spec{Cells: [2]int{3, 9}, Sets: [2]int{1, 5}, Size: [2]int{1, 4}, MaxBias: [2]int{2, 2}, StartOneIn: 3}

// The oracle's two searches agree: WinsBy(P) holds exactly when the target
// side's optimal win comes by ply P.
func TestWinsByMatchesSolve(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for i := 0; i < 400; i++ {
		g := Random(rng.Intn, positional.Rule(i%4), small)
		r, err := Solve(g)
		if err != nil {
			t.Fatal(err)
		}
		var tname positional.Outcome
		switch g.Rule {
		case positional.Strong, positional.StrongMisere:
			tname = positional.First
		case positional.MakerBreaker:
			tname = positional.Maker
		default:
			tname = positional.Enforcer
		}
		for P := 0; P <= g.Cells+1; P++ {
			w, err := WinsBy(g, P)
			if err != nil {
				t.Fatal(err)
			}
			want := r.Outcome == tname && r.Plies <= P
			if w != want {
				t.Fatalf("%+v: Solve %+v, WinsBy(%d) = %v", g, r, P, w)
			}
		}
	}
}

// Theorems as second methods: strategy stealing (the second player never
// wins a strong game from the empty board, unbiased), and monotonicity of
// Maker–Breaker (moving first never hurts Maker; a first-player win in the
// strong game is a Maker win moving first).
func TestTheorems(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for i := 0; i < 300; i++ {
		g := Random(rng.Intn, positional.Strong, small)
		g.Claimed = [2][]int{} // the theorems speak of the empty board
		r, _ := Solve(g)
		if r.Outcome == positional.Second {
			t.Fatalf("second player wins the strong game %v", g.Sets)
		}
		mb := *g
		mb.Rule, mb.First = positional.MakerBreaker, "maker"
		rm, _ := Solve(&mb)
		if r.Outcome == positional.First && (rm.Outcome != positional.Maker || rm.Plies > r.Plies) {
			t.Fatalf("%v: strong %+v but Maker first %+v", g.Sets, r, rm)
		}
		mb.First = "breaker"
		rb, _ := Solve(&mb)
		if rb.Outcome == positional.Maker && rm.Outcome != positional.Maker {
			t.Fatalf("%v: Maker wins second but not first", g.Sets)
		}
	}
}
