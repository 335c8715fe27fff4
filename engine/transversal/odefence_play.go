package transversal

import (
	"fmt"
	"math/bits"
)

// ODefenceStep is one ply of a game in which O follows the defence rule.
type ODefenceStep struct {
	Ply    int
	Player string // "X" or "O"
	Cell   Cell
	Note   string // X: who chose the move and why; O: the rule's step
	X, O   Set    // the stones after the ply
	// HRows, HCols: O's open block after the ply (rows and columns without O).
	HRows, HCols uint16
	// XThreats, OThreats: the free completing cells of each side after the ply.
	XThreats, OThreats []Cell
}

// ODefenceGame is a whole game: X's play against the O defence rule.
type ODefenceGame struct {
	N      int
	XPlay  string
	Steps  []ODefenceStep
	Winner string // "X", "O" or "" (a draw)
	WinPly int
}

// ODefenceXPlays names the X players PlayODefence knows: "paper", the
// strategy of §4 (canonical choices, XMove); "solver", a fastest forced win
// found by the exact solver from the current position (small boards).
var ODefenceXPlays = []string{"paper", "solver"}

// PlayODefence plays X against O's defence rule (ODefenceMove) on the n×n
// board until someone completes a transversal or the board is full. X plays
// the cells of opening first (X's moves only, 0-based), then xPlay's moves.
// With xPlay "paper" the opening must be empty (the §4 strategy chooses
// every X move itself). By the rule's theorem the first X completion comes
// no earlier than ply 2n+3, and both X players reach it exactly then.
func PlayODefence(n int, xPlay string, opening []Cell) (*ODefenceGame, error) {
	if n < 2 || n > MaxN {
		return nil, fmt.Errorf("board size n = %d: need 2 ≤ n ≤ %d", n, MaxN)
	}
	switch xPlay {
	case "paper":
		if n < 4 {
			return nil, fmt.Errorf("the strategy of §4 is for n ≥ 4")
		}
		if len(opening) > 0 {
			return nil, fmt.Errorf("the §4 strategy plays its own opening: use X play \"solver\" with an opening")
		}
	case "solver":
		if n > 8 {
			return nil, fmt.Errorf("X play \"solver\" searches every X move: use n ≤ 8")
		}
	default:
		return nil, fmt.Errorf("unknown X play %q (known: paper, solver)", xPlay)
	}
	g, _ := NewGame(n)
	out := &ODefenceGame{N: n, XPlay: xPlay}
	record := func(who string, c Cell, note string) {
		p := Position{g.X, g.O}
		st := ODefenceStep{Ply: g.Ply, Player: who, Cell: c, Note: note, X: g.X, O: g.O}
		for r := 0; r < n; r++ {
			if g.O.Rows[r] == 0 {
				st.HRows |= 1 << uint(r)
			}
		}
		st.HCols = FullMask(n) &^ g.O.ColMask()
		if Nu(&g.X, n) < n && Nu(&g.O, n) < n {
			x := solveReadSide(&p.X, &p.O, n)
			o := solveReadSide(&p.O, &p.X, n)
			st.XThreats, st.OThreats = x.free.Cells(), o.free.Cells()
		}
		out.Steps = append(out.Steps, st)
	}
	xi := 0
	for g.Ply < n*n {
		var c Cell
		var note string
		if g.XToMove() {
			switch {
			case xi < len(opening):
				c, note = opening[xi], "the chosen opening"
				if !g.Legal(c) {
					return out, fmt.Errorf("opening move %d %v is not a free cell", xi+1, c)
				}
				xi++
				g.Play(c)
			case xPlay == "paper":
				var err error
				c, note, err = XMove(g, Faithful)
				if err != nil {
					return out, err
				}
				if err := PlayX(g, c); err != nil {
					return out, err
				}
			default:
				p := Position{g.X, g.O}
				var err error
				c, note, err = fastestXMove(&p, n)
				if err != nil {
					return out, err
				}
				g.Play(c)
			}
			record("X", c, note)
			if Nu(&g.X, n) == n {
				out.Winner, out.WinPly = "X", g.Ply
				return out, nil
			}
			continue
		}
		p := Position{g.X, g.O}
		c, step := ODefenceMove(&p, n)
		g.Play(c)
		record("O", c, odStepNote(step))
		if Nu(&g.O, n) == n {
			out.Winner, out.WinPly = "O", g.Ply
			return out, nil
		}
	}
	return out, nil
}

func odStepNote(step int) string {
	return [...]string{"", "D1: O completes a transversal", "D2: O blocks X's completing cell",
		"D3: O extends its matching inside its open block H_O", "D4: O threatens, one tempo ahead (not on a double-threat cell of X)",
		"D5: any free cell"}[step]
}

// fastestXMove returns a move that forces a transversal as early as
// possible from p (X to move), by solving P = ply, ply+2, … .
func fastestXMove(p *Position, n int) (Cell, string, error) {
	q := p.Ply() + 1
	for P := q; P <= n*n; P += 2 {
		win, _, err := SolvePosition(p, n, P, 16)
		if err != nil {
			return Cell{}, "", err
		}
		if !win {
			continue
		}
		for r := 0; r < n; r++ {
			for m := FullMask(n) &^ (p.X.Rows[r] | p.O.Rows[r]); m != 0; m &= m - 1 {
				c := Cell{r, bits.TrailingZeros16(m)}
				t := *p
				t.X.Add(c)
				if Nu(&t.X, n) == n {
					return c, "solver: X completes", nil
				}
				if ok, _, _ := SolvePosition(&t, n, P, 16); ok {
					return c, fmt.Sprintf("solver: forces a transversal by ply %d", P), nil
				}
			}
		}
		return Cell{}, "", fmt.Errorf("solver: no move realises the forced win by ply %d", P)
	}
	// No forced win: block O's completing cell if there is one, else play
	// the first free cell.
	if o := solveReadSide(&p.O, &p.X, n); o.nfree > 0 {
		return solveFirst(&o.free), "solver: no forced win; blocks O", nil
	}
	for r := 0; r < n; r++ {
		if m := FullMask(n) &^ (p.X.Rows[r] | p.O.Rows[r]); m != 0 {
			return Cell{r, bits.TrailingZeros16(m)}, "solver: no forced win, first free cell", nil
		}
	}
	return Cell{}, "", fmt.Errorf("the board is full")
}
