package game

import (
	"fmt"
	"math"

	"plylab/engine/positional"
)

// View is a position of a positional game ready to draw (by
// plots.PositionalBoard): where each cell sits in a drawing grid, who owns
// it, and optionally the value of claiming it (a move map).
type View struct {
	// Rows × Cols is the drawing grid; Pos[c] = row*Cols + col is where
	// cell c sits in it. A 2-D game (Shape {r, c}) is its own grid; a 3-D
	// one (Shape {a, b, c}) is drawn as its a layers of b × c side by side,
	// one blank column apart; a game without a shape as a near-square
	// block of numbered cells.
	Rows, Cols int
	Pos        []int
	// Owner[c] is −1 for a free cell, 0 for the first mover's, 1 for the
	// other's; Roles names the two (Rule.Roles in move order).
	Owner []int
	Roles [2]string
	// Verdict[c] is "win", "draw" or "loss" for the side to move if it
	// claims c, "" when the view is no move map or c is claimed; EndPly[c]
	// is the ply on which the game then ends (−1 when none).
	Verdict []string
	EndPly  []int
	// Mover names the side the move map is for.
	Mover string
	// Last is the cell claimed last (outlined), −1 when none.
	Last int
	// Highlight lists cells to shade: the set that decided a replayed
	// line.
	Highlight []int
	// Numbers prints each cell's label (Labels, or its number) in free
	// cells; the drawing turns it on for games without a shape.
	Numbers bool
	Labels  []string
	Title   string
	Caption string
}

// layout places g's cells in a drawing grid (see PositionalView).
func layout(g *positional.Game) (rows, cols int, pos []int) {
	pos = make([]int, g.Cells)
	switch len(g.Shape) {
	case 1:
		rows, cols = 1, g.Shape[0]
		for c := range pos {
			pos[c] = c
		}
	case 2:
		rows, cols = g.Shape[0], g.Shape[1]
		for c := range pos {
			pos[c] = c
		}
	case 3:
		a, b, d := g.Shape[0], g.Shape[1], g.Shape[2]
		rows, cols = b, a*d+a-1
		for c := range pos {
			i, j, k := c/(b*d), c/d%b, c%d
			pos[c] = j*cols + i*(d+1) + k
		}
	default:
		cols = int(math.Ceil(math.Sqrt(float64(g.Cells))))
		rows = (g.Cells + cols - 1) / cols
		for c := range pos {
			pos[c] = c
		}
	}
	return rows, cols, pos
}

// newView is the start position of g with owners given.
func newView(g *positional.Game, owner []int, title string) View {
	rows, cols, pos := layout(g)
	labels := make([]string, g.Cells)
	for c := range labels {
		labels[c] = cellLabel(g, c)
	}
	v := View{Rows: rows, Cols: cols, Pos: pos, Owner: append([]int(nil), owner...),
		Roles: [2]string{roleOf(g, 0), roleOf(g, 1)}, Last: -1, Labels: labels, Title: title,
		Numbers: len(g.Shape) != 2 && len(g.Shape) != 3}
	return v
}

// PositionView draws g's start position.
func PositionView(g *positional.Game, title string) View {
	return newView(g, startOwner(g), title)
}

// MoveMapView is a move map: g's start position with every free
// cell marked by the value of claiming it (mv from PositionalMoves) for the
// side to move.
func MoveMapView(g *positional.Game, mv []positional.MoveValue, title string) (View, error) {
	mover, err := moverRole(g)
	if err != nil {
		return View{}, err
	}
	v := newView(g, startOwner(g), title)
	v.Mover = mover
	v.Verdict = make([]string, g.Cells)
	v.EndPly = make([]int, g.Cells)
	for c := range v.EndPly {
		v.EndPly[c] = -1
	}
	for _, m := range mv {
		if m.Cell < 0 || m.Cell >= g.Cells || v.Owner[m.Cell] >= 0 {
			return v, fmt.Errorf("move value for cell %d, which is not a free cell", m.Cell)
		}
		v.Verdict[m.Cell] = MoveVerdict(mover, m.Outcome)
		v.EndPly[m.Cell] = gameEndPly(g, m.Plies)
	}
	v.Caption = fmt.Sprintf("%s to move; the number is the ply on which the game then ends", mover)
	timed := false
	for _, p := range v.EndPly {
		timed = timed || p >= 0
	}
	if !timed {
		v.Caption = fmt.Sprintf("%s to move; no outcome here has a length", mover)
	}
	return v, nil
}

// PlayLineViews returns one view per ply of a replayed line, the
// claimed cell outlined, titled "ply P: ROLE LABEL".
func PlayLineViews(l *PlayLine) []View {
	g := l.Game
	owner := startOwner(g)
	var out []View
	for _, s := range l.Steps {
		m := 0
		if s.Player != roleOf(g, 0) {
			m = 1
		}
		owner[s.Cell] = m
		v := newView(g, owner, fmt.Sprintf("ply %d: %s %s", s.Ply, s.Player, s.Label))
		v.Last = s.Cell
		if s.Over != positional.NoWin {
			v.Highlight = ownedSet(g, owner)
			if s.Over == positional.Draw {
				v.Caption = "a draw"
			} else {
				v.Caption = string(s.Over) + " wins"
			}
		}
		out = append(out, v)
	}
	return out
}

// ownedSet returns a winning set that one player owns whole, or nil.
func ownedSet(g *positional.Game, owner []int) []int {
	for _, s := range g.Sets {
		o := owner[s[0]]
		all := o >= 0
		for _, c := range s[1:] {
			all = all && owner[c] == o
		}
		if all {
			return s
		}
	}
	return nil
}
