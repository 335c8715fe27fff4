package transversal

import (
	"fmt"
	"math/bits"
)

// MaxPly bounds the plies a strategy game can last: X wins by ply 2n+3.
const MaxPly = 2*MaxN + 3

// Game is a position of the transversal game together with the bookkeeping
// X's strategy keeps: the open block H = U_R × U_C of §4 and, from the
// tie-break on, the context of Phase 2. It is a value type; copying a Game
// is how the verifier branches.
type Game struct {
	N     int
	X, O  Set
	Ply   int           // plies played so far; X plays the odd plies
	moves [MaxPly]uint8 // move i (ply i+1) as r*MaxN + c

	// U_R and U_C: rows and columns holding no X stone (§4, Phase 1).
	UR, UC uint16

	// Set by the tie-break (X's move n−1, ply 2n−3); valid when HasCtx.
	Ctx    Context
	HasCtx bool
	// R and S: the pair X committed to in Phase 2 (−1 until chosen).
	R, S int
}

// NewGame returns the empty n×n board.
func NewGame(n int) (*Game, error) {
	if n < 1 || n > MaxN {
		return nil, fmt.Errorf("board size n = %d: need 1 ≤ n ≤ %d", n, MaxN)
	}
	full := FullMask(n)
	return &Game{N: n, UR: full, UC: full, R: -1, S: -1}, nil
}

// XToMove reports whether X plays the next ply.
func (g *Game) XToMove() bool { return g.Ply%2 == 0 }

// Occupied reports whether cell c holds a stone.
func (g *Game) Occupied(c Cell) bool { return g.X.Has(c) || g.O.Has(c) }

// FreeMask returns the free cells of row r as a bitmask.
func (g *Game) FreeMask(r int) uint16 {
	return FullMask(g.N) &^ (g.X.Rows[r] | g.O.Rows[r])
}

// FreeCount is the number of free cells.
func (g *Game) FreeCount() int { return g.N*g.N - g.Ply }

// Play places the next stone (X on odd plies, O on even ones). It does not
// check legality; Legal does.
func (g *Game) Play(c Cell) {
	g.moves[g.Ply] = uint8(c.R*MaxN + c.C)
	if g.XToMove() {
		g.X.Add(c)
		g.UR &^= 1 << uint(c.R)
		g.UC &^= 1 << uint(c.C)
	} else {
		g.O.Add(c)
	}
	g.Ply++
}

// undo removes the stone of the last ply, restoring U_R and U_C to ur, uc.
func (g *Game) undo(ur, uc uint16) {
	g.Ply--
	c := g.Move(g.Ply + 1)
	if g.XToMove() {
		g.X.Remove(c)
	} else {
		g.O.Remove(c)
	}
	g.UR, g.UC = ur, uc
}

// Legal reports whether c is a free cell of the board.
func (g *Game) Legal(c Cell) bool {
	return c.R >= 0 && c.R < g.N && c.C >= 0 && c.C < g.N && !g.Occupied(c)
}

// Move returns the stone placed at ply p (1-based).
func (g *Game) Move(p int) Cell {
	m := g.moves[p-1]
	return Cell{int(m) / MaxN, int(m) % MaxN}
}

// Moves lists all moves played, ply 1 first.
func (g *Game) Moves() []Cell {
	out := make([]Cell, g.Ply)
	for i := range out {
		out[i] = g.Move(i + 1)
	}
	return out
}

// LastO returns O's most recent stone (ok=false before O has moved).
func (g *Game) LastO() (Cell, bool) {
	p := g.Ply
	if p%2 == 1 {
		p-- // X moved last
	}
	if p < 2 {
		return Cell{}, false
	}
	return g.Move(p), true
}

// InH reports whether c lies in the open block H = U_R × U_C.
func (g *Game) InH(c Cell) bool { return g.UR>>uint(c.R)&1 == 1 && g.UC>>uint(c.C)&1 == 1 }

// OInH reports whether some O stone lies in H (Invariant 1 says none after
// each of X's Phase-1 moves).
func (g *Game) OInH() bool {
	for r := g.UR; r != 0; r &= r - 1 {
		if g.O.Rows[bits.TrailingZeros16(r)]&g.UC != 0 {
			return true
		}
	}
	return false
}

// Line prints the moves as the paper writes lines: "X(1,1) O(4,4) ...".
func (g *Game) Line() string {
	s := ""
	for p := 1; p <= g.Ply; p++ {
		who := "X"
		if p%2 == 0 {
			who = "O"
		}
		if p > 1 {
			s += " "
		}
		s += who + g.Move(p).String()
	}
	return s
}

// Board prints the position as a grid, rows from the top, 1-based labels.
func (g *Game) Board() string {
	s := "   "
	for c := 0; c < g.N; c++ {
		s += fmt.Sprintf("%2d", (c+1)%100)
	}
	s += "\n"
	for r := 0; r < g.N; r++ {
		s += fmt.Sprintf("%2d ", r+1)
		for c := 0; c < g.N; c++ {
			ch := " ."
			switch {
			case g.X.Has(Cell{r, c}):
				ch = " X"
			case g.O.Has(Cell{r, c}):
				ch = " O"
			}
			s += ch
		}
		s += "\n"
	}
	return s
}
