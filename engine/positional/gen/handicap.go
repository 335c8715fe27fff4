package gen

import (
	"fmt"

	"plylab/engine/positional"
)

// WithHandicap gives the first player the stones cells before the game
// starts and still lets it move first: a handicap, as in Go. The model's
// start positions alternate turns, so the second player is given as many
// claims of fresh "pass" cells, which lie in no winning set and so decide
// nothing (claiming one is exactly a skipped turn). The game gains
// len(cells) cells labelled "pass1", "pass2", …; its grid shape is dropped
// (the cells no longer fill a grid), its labels kept. Unbiased games only,
// with an empty start position.
func WithHandicap(g *positional.Game, cells ...int) error {
	if g.MoverBias() != [2]int{1, 1} {
		return fmt.Errorf("handicap: the game is biased %d:%d; handicaps are for 1:1 games", g.Bias[0], g.Bias[1])
	}
	if len(g.Claimed[0])+len(g.Claimed[1]) > 0 {
		return fmt.Errorf("handicap: the game already has a start position")
	}
	seen := map[int]bool{}
	for _, c := range cells {
		if c < 0 || c >= g.Cells {
			return fmt.Errorf("handicap stone %d: want a cell 0 … %d", c, g.Cells-1)
		}
		if seen[c] {
			return fmt.Errorf("handicap stone %d listed twice", c)
		}
		seen[c] = true
	}
	if err := checkCells("the board with its pass cells", g.Cells+len(cells)); err != nil {
		return err
	}
	n := g.Cells
	g.Cells += len(cells)
	g.Shape = nil
	if g.Labels != nil {
		for i := range cells {
			g.Labels = append(g.Labels, fmt.Sprintf("pass%d", i+1))
		}
	}
	g.Claimed[0] = append([]int(nil), cells...)
	g.Claimed[1] = nil
	for i := range cells {
		g.Claimed[1] = append(g.Claimed[1], n+i)
	}
	if !positionalFirstMoves(g) {
		return fmt.Errorf("handicap: the first player is not to move")
	}
	return g.Normalize()
}

// positionalFirstMoves reports whether the player who moves first is to
// move in g's start position.
func positionalFirstMoves(g *positional.Game) bool {
	m, _, err := g.ToMove()
	return err == nil && m == 0
}
