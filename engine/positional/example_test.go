package positional_test

import (
	"fmt"

	"plylab/engine/positional"
)

// Tic-tac-toe: a draw; as Maker–Breaker on the same lines Maker wins on
// its fourth turn (ply 7).
func Example() {
	lines := [][]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}
	g := &positional.Game{Cells: 9, Sets: lines, Rule: positional.Strong}
	if err := g.Normalize(); err != nil {
		panic(err)
	}
	r, _ := positional.Solve(g, positional.Options{})
	fmt.Println("strong:", r.Outcome, r.Plies)

	mb := &positional.Game{Cells: 9, Sets: lines, Rule: positional.MakerBreaker, First: "maker"}
	mb.Normalize()
	r, _ = positional.Solve(mb, positional.Options{})
	fmt.Println("maker-breaker:", r.Outcome, r.Plies)
	win, _, _ := positional.WinsBy(mb, 5, positional.Options{})
	fmt.Println("Maker wins within 5 plies:", win)
	fmt.Println("automorphisms:", len(positional.Automorphisms(g)))
	// Output:
	// strong: draw -1
	// maker-breaker: maker 7
	// Maker wins within 5 plies: false
	// automorphisms: 8
}

// The values of the root moves, found apart (as the shards of
// 'plylab game moves --shard' find them), give the game's value: the side
// to move picks the best. On 4 × 4 three-in-a-row the first player wins in
// 5 plies from a central cell.
func ExampleBestMove() {
	var sets [][]int
	for r := 0; r < 4; r++ {
		for c := 0; c < 4; c++ {
			for _, d := range [][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
				if r+2*d[0] < 4 && c+2*d[1] >= 0 && c+2*d[1] < 4 {
					sets = append(sets, []int{r*4 + c, (r+d[0])*4 + c + d[1], (r+2*d[0])*4 + c + 2*d[1]})
				}
			}
		}
	}
	g := &positional.Game{Cells: 16, Sets: sets, Rule: positional.Strong}
	if err := g.Normalize(); err != nil {
		panic(err)
	}
	var values []positional.MoveValue
	for _, part := range [][]int{{0, 2, 4, 6, 8, 10, 12, 14}, {1, 3, 5, 7, 9, 11, 13, 15}} {
		v, _ := positional.MoveValues(g, part, positional.Options{}, nil)
		values = append(values, v...)
	}
	win, _ := g.MoverOutcome()
	best, _ := positional.BestMove(win, values)
	r, _ := positional.Solve(g, positional.Options{})
	fmt.Println("best move:", best.Cell, best.Outcome, best.Plies)
	fmt.Println("solve:", r.Outcome, r.Plies)
	// Output:
	// best move: 6 first 5
	// solve: first 5
}
