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
	return HexProgress(rows, cols, first, nil)
}

// HexProgress is Hex calling progress (when not nil) every 2^16 chains
// listed, with the count so far. A board with more than MaxSets minimal
// chains is refused as soon as the walk passes MaxSets (the error gives an
// estimate of the count, hex.EstimateChains), before the rest is listed.
func HexProgress(rows, cols int, first string, progress func(chains int)) (*positional.Game, error) {
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
	g := &positional.Game{Cells: rows * cols, Rule: positional.MakerBreaker, First: first,
		Shape: []int{rows, cols}, Labels: gridLabels(rows, cols)}
	// One walk lists the chains and stops once there are too many: a
	// family too large is refused after MaxSets chains, not after all.
	over := false
	hex.WalkChains(b, func(path []int) bool {
		if len(g.Sets) == positional.MaxSets {
			over = true
			return false
		}
		set := append([]int(nil), path...)
		g.Sets = append(g.Sets, set)
		if progress != nil && len(g.Sets)&(1<<16-1) == 0 {
			progress(len(g.Sets))
		}
		return true
	})
	if over {
		est, _ := hex.EstimateChains(b, 1<<16)
		if est <= uint64(positional.MaxSets) {
			est = uint64(positional.MaxSets) + 1
		}
		return nil, fmt.Errorf("Hex %d×%d has more than %d minimal chains (about %.3g): the most a game may have", rows, cols, positional.MaxSets, float64(est))
	}
	return finish(g)
}
