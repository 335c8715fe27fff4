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
