package gen

import (
	"fmt"

	"plylab/engine/makerbreaker"
	"plylab/engine/positional"
)

// Polyomino is the polyomino game of shape sh on a rows × cols board: the
// winning sets are every copy t + R(S) of the shape lying inside the board,
// for every translation t and every one of the eight rotations and
// reflections R (engine/makerbreaker's allowed copies,
// Shape.CopiesWithin). Point (x, y) of makerbreaker is cell (row y, column
// x). The rule is Maker–Breaker with Maker first, as in the Snaky paper;
// WithRule gives the strong game.
func Polyomino(rows, cols int, sh makerbreaker.Shape) (*positional.Game, error) {
	if rows < 1 || cols < 1 {
		return nil, fmt.Errorf("polyomino board %d×%d: want at least one row and one column", rows, cols)
	}
	if err := checkCells(fmt.Sprintf("the %d×%d board", rows, cols), rows*cols); err != nil {
		return nil, err
	}
	if err := sh.Validate(); err != nil {
		return nil, err
	}
	board := makerbreaker.Rect(0, cols-1, 0, rows-1)
	g := &positional.Game{Cells: rows * cols, Rule: positional.MakerBreaker, First: "maker",
		Shape: []int{rows, cols}, Labels: gridLabels(rows, cols)}
	for _, cp := range sh.CopiesWithin(board) {
		s := make([]int, len(cp))
		for i, p := range cp {
			s[i] = p.Y*cols + p.X
		}
		g.Sets = append(g.Sets, s)
	}
	return finish(g)
}

// PolyominoBoard is the makerbreaker board (a Set of points) of a rows ×
// cols polyomino game and the cell of each point, for comparing answers
// with the makerbreaker engine.
func PolyominoBoard(rows, cols int) makerbreaker.Set {
	return makerbreaker.Rect(0, cols-1, 0, rows-1)
}
