package gen

import (
	"fmt"

	"plylab/engine/hex"
	"plylab/engine/positional"
)

// Hex is Hex on the rows × cols rhombus of engine/hex as a Maker–Breaker
// game: Maker is Across (joining the left edge, column 0, to the right
// edge, column cols−1) and the winning sets are Across's minimal chains
// (hex.MinimalChains). Breaker is Down (top to bottom). Hex has no draws:
// Across owns a chain iff Down does not (the Hex theorem), so Breaker wins
// the Maker–Breaker game exactly when Down wins Hex.
//
// first is who moves first: "maker" (Across) or "breaker" (Down). On
// n × (n+1) boards Down's edges are the nearer pair (n rows apart against
// n+1 columns), and Down wins even moving second (the essay's pairing
// strategies); on n × n the first player wins (strategy stealing).
// Cell numbering and adjacency are engine/hex's: (r, c) is r·cols + c,
// touching (r, c±1), (r±1, c), (r−1, c+1) and (r+1, c−1).
func Hex(rows, cols int, first string) (*positional.Game, error) {
	if rows < 1 || cols < 1 || rows > hex.MaxSide || cols > hex.MaxSide {
		return nil, fmt.Errorf("Hex %d×%d: want 1 … %d rows and columns", rows, cols, hex.MaxSide)
	}
	if err := checkCells(fmt.Sprintf("the %d×%d Hex board", rows, cols), rows*cols); err != nil {
		return nil, err
	}
	if first == "" {
		first = "maker"
	}
	if first != "maker" && first != "breaker" {
		return nil, fmt.Errorf("Hex: first = %q, want maker (Across) or breaker (Down)", first)
	}
	b, err := hex.NewBoard(rows, cols)
	if err != nil {
		return nil, err
	}
	// Refuse a family too large before listing it.
	if n := hex.CountChains(b); n > positional.MaxSets {
		return nil, fmt.Errorf("Hex %d×%d has %d minimal chains: more than %d", rows, cols, n, positional.MaxSets)
	}
	cs := hex.MinimalChains(b)
	g := &positional.Game{Cells: rows * cols, Rule: positional.MakerBreaker, First: first,
		Shape: []int{rows, cols}, Labels: gridLabels(rows, cols)}
	for k := 0; k < cs.Len(); k++ {
		g.Sets = append(g.Sets, cs.Set(k).Cells())
	}
	return finish(g)
}
