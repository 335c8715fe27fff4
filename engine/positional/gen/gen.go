package gen

import (
	"fmt"
	"strconv"

	"plylab/engine/positional"
)

// WithRule casts g in rule r with the given first mover ("" picks the
// rule's default: "first" for the strong rules, "maker" and "avoider" for
// the others) and checks the result. Bias and start position are kept
// (a bias other than 1:1 is refused outside Maker–Breaker by Validate).
func WithRule(g *positional.Game, r positional.Rule, first string) error {
	if first == "" {
		first = r.Roles()[0]
	}
	g.Rule, g.First = r, first
	if err := g.Normalize(); err != nil {
		return err
	}
	return nil
}

// finish normalizes a freshly built game and checks the family's size
// against the limits of the model.
func finish(g *positional.Game) (*positional.Game, error) {
	if len(g.Sets) > positional.MaxSets {
		return nil, fmt.Errorf("%d winning sets: at most %d", len(g.Sets), positional.MaxSets)
	}
	if err := g.Normalize(); err != nil {
		return nil, err
	}
	return g, nil
}

// gridLabels names the cells of a rows × cols grid "a1", "b1", …: the
// column as letters (a … z, then aa, ab, …) and the row from the top,
// 1-based.
func gridLabels(rows, cols int) []string {
	out := make([]string, rows*cols)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			out[r*cols+c] = colName(c) + strconv.Itoa(r+1)
		}
	}
	return out
}

func colName(c int) string {
	s := ""
	for {
		s = string(rune('a'+c%26)) + s
		c = c/26 - 1
		if c < 0 {
			return s
		}
	}
}

// checkCells refuses boards the model cannot hold.
func checkCells(what string, cells int) error {
	if cells < 1 || cells > positional.MaxCells {
		return fmt.Errorf("%s has %d cells: want 1 … %d", what, cells, positional.MaxCells)
	}
	return nil
}
