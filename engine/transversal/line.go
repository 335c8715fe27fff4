package transversal

import (
	"fmt"
	"math/bits"
)

// Step is one ply of a replayed line.
type Step struct {
	Ply    int    `json:"ply"`
	Player string `json:"player"` // "X" or "O"
	Cell   Cell   `json:"-"`
	Move   string `json:"move"` // 1-based "(r,c)"
	Note   string `json:"note"` // what the strategy did and why
	Board  string `json:"board"`
	// XThreats and OThreats are the free cells completing each side after the ply.
	XThreats []string `json:"x_threats"`
	OThreats []string `json:"o_threats"`
	Game     Game     `json:"-"` // the position after the ply
}

// LineResult is a whole replayed line.
type LineResult struct {
	N      int    `json:"n"`
	Steps  []Step `json:"steps"`
	Winner string `json:"winner"` // "X", "O" or "" (the line stopped first)
	WinPly int    `json:"win_ply"`
	Case   string `json:"case"` // proof case once the tie-break is played
	Plan   string `json:"plan"`
	Pair   []int  `json:"pair"` // [r, s] 1-based once X committed
	Line   string `json:"line"`
}

// Summary says how the line ended: the winner, the ply and (for X) the
// proof case and plan, or, when the given O moves ran out before anyone
// completed a transversal, that the line stops there with no winner.
func (r *LineResult) Summary() string {
	if r.Winner == "" {
		return fmt.Sprintf("no winner yet after ply %d; give more O moves to continue", len(r.Steps))
	}
	s := fmt.Sprintf("%s wins at ply %d", r.Winner, r.WinPly)
	if r.Case != "" {
		s += fmt.Sprintf(" (case %s, plan (%s)", r.Case, r.Plan)
		if r.Pair != nil {
			s += fmt.Sprintf(", pair (r,s) = (%d,%d)", r.Pair[0], r.Pair[1])
		}
		s += ")"
	}
	return s
}

// XMove returns the move X's strategy of §4 plays in position g (X to move),
// with the canonical choice wherever the strategy allows several, and a note
// saying which rule chose it. The position must have arisen from the
// strategy (X's earlier moves are the strategy's); g's context and pair are
// updated when the move fixes them.
//
// Canonical choices: first move (1,1); in Phase 1 the smallest free cell of
// H in O's row (or of H, row-major); at the tie-break the first admissible
// cell of the 2×2 block in row-major order within the preferred tier; in
// Phase 2 the smallest r, then the smallest s; a winning move is the first
// free completing cell in row-major order.
func XMove(g *Game, mut Mutant) (Cell, string, error) {
	n := g.N
	if !g.XToMove() {
		return Cell{}, "", fmt.Errorf("ply %d is O's", g.Ply+1)
	}
	k := g.Ply/2 + 1
	if g.Ply == 0 {
		return Cell{0, 0}, "move 1: any cell; the representative (1,1)", nil
	}
	if k >= n {
		q, _ := CompletingRectangle(&g.X, n)
		var free Set
		for rs := q.Rows; rs != 0; rs &= rs - 1 {
			r := bits.TrailingZeros16(rs)
			free.Rows[r] = q.Cols &^ (g.X.Rows[r] | g.O.Rows[r])
		}
		if c, ok := firstCell(&free); ok {
			return c, "X completes a transversal", nil
		}
		if k > n+1 {
			return Cell{}, "", fmt.Errorf("X has no completing cell at ply %d (Theorem A fails)", g.Ply+1)
		}
	}
	switch {
	case k <= n-2:
		cand := phase1Candidates(g, mut)
		c, ok := firstCell(&cand)
		if !ok {
			return Cell{}, "", fmt.Errorf("no cell for X's Phase-1 move %d (Lemma 5)", k)
		}
		x, _ := g.LastO()
		if g.InH(x) && mut != MutantPhase1AnyCell {
			return c, fmt.Sprintf("Phase 1, move %d: O's stone %v lies in H, so X plays in its row", k, x), nil
		}
		return c, fmt.Sprintf("Phase 1, move %d: O's stone lies outside H, any free cell of H", k), nil
	case k == n-1:
		cand, ok := tieBreakCandidates(g, mut)
		c, ok2 := firstCell(&cand)
		if !ok || !ok2 {
			return Cell{}, "", fmt.Errorf("no admissible tie-break outcome with w ≤ n−3 (Lemma 6)")
		}
		h := *g
		h.Play(c)
		if err := buildContext(&h, &h.Ctx); err != nil {
			return c, "", fmt.Errorf("tie-break %v: %w", c, err)
		}
		ctx := h.Ctx
		return c, fmt.Sprintf("tie-break (move n−1): outcome (b,d) = %v with w = %d; case %v, plan (%v)",
			Cell{ctx.B, ctx.D}, ctx.W, ctx.Case, ctx.Plan), nil
	case k == n:
		if !g.HasCtx {
			return Cell{}, "", fmt.Errorf("no Phase-2 context: the tie-break was not played by the strategy")
		}
		rows := g.Ctx.firstRows()
		if rows == 0 {
			return Cell{}, "", fmt.Errorf("no admissible pair (Lemma 9)")
		}
		r := bits.TrailingZeros16(rows)
		s := bits.TrailingZeros16(g.Ctx.Pairs[r])
		c := g.Ctx.FirstMove(r)
		return c, fmt.Sprintf("plan (%v) with pair (r,s) = (%d,%d): threat on %v (Lemma 3%s)", g.Ctx.Plan, r+1, s+1,
			freeOf(g, g.Ctx.FirstThreat(r), c), map[Plan]string{PlanI: "(a)", PlanII: "(b)"}[g.Ctx.Plan]), nil
	default:
		r := g.R
		if r < 0 {
			return Cell{}, "", fmt.Errorf("no pair committed at ply 2n−1")
		}
		s := bits.TrailingZeros16(g.Ctx.Pairs[r])
		c := g.Ctx.SecondMove(s)
		return c, fmt.Sprintf("plan (%v), second move: double threat on %s (Lemma 3%s)", g.Ctx.Plan,
			FormatCells(freeCells(g, g.Ctx.SecondThreat(r, s), c)), map[Plan]string{PlanI: "(c)", PlanII: "(d)"}[g.Ctx.Plan]), nil
	}
}

// PlayX plays X's move c chosen by XMove and records the strategy's state
// (the Phase-2 context after the tie-break, the pair once committed).
func PlayX(g *Game, c Cell) error {
	n := g.N
	k := g.Ply/2 + 1
	g.Play(c)
	switch {
	case k == n-1:
		if err := buildContext(g, &g.Ctx); err != nil {
			return err
		}
		g.HasCtx = true
	case k == n && g.HasCtx && g.R < 0:
		for r := 0; r < n; r++ {
			if g.Ctx.Pairs[r] != 0 && g.Ctx.FirstMove(r) == c {
				g.R = r
				break
			}
		}
	case k == n+1 && g.R >= 0 && g.S < 0:
		for ss := g.Ctx.Pairs[g.R]; ss != 0; ss &= ss - 1 {
			s := bits.TrailingZeros16(ss)
			if g.Ctx.SecondMove(s) == c {
				g.S = s
				break
			}
		}
	}
	return nil
}

func freeCells(g *Game, q Rectangle, also Cell) []Cell {
	var out []Cell
	s := q.Set()
	for _, c := range s.Cells() {
		if !g.Occupied(c) && c != also {
			out = append(out, c)
		}
	}
	return out
}

func freeOf(g *Game, q Rectangle, also Cell) string { return FormatCells(freeCells(g, q, also)) }

// PlayLine replays X's strategy (canonical choices) against the given O
// moves, ply by ply, until X wins, O wins or O's moves run out. It is an
// error if an O move is not a free cell or if O's moves continue after the
// game is over.
func PlayLine(n int, oMoves []Cell, mut Mutant) (*LineResult, error) {
	if n < 4 || n > MaxN {
		return nil, fmt.Errorf("n = %d: the strategy of §4 is for 4 ≤ n ≤ %d", n, MaxN)
	}
	g, _ := NewGame(n)
	res := &LineResult{N: n}
	record := func(note string) {
		c := g.Move(g.Ply)
		st := Step{Ply: g.Ply, Player: "X", Cell: c, Move: c.String(), Note: note, Board: g.Board(), Game: *g}
		if g.Ply%2 == 0 {
			st.Player = "O"
		}
		if Nu(&g.X, n) < n && Nu(&g.O, n) < n { // once someone has won, threats mean nothing
			for _, t := range Threats(&g.X, &g.O, n) {
				st.XThreats = append(st.XThreats, t.String())
			}
			for _, t := range Threats(&g.O, &g.X, n) {
				st.OThreats = append(st.OThreats, t.String())
			}
		}
		res.Steps = append(res.Steps, st)
	}
	oi := 0
	for {
		// X's ply.
		c, note, err := XMove(g, mut)
		if err != nil {
			return res, err
		}
		if err := PlayX(g, c); err != nil {
			return res, fmt.Errorf("ply %d: %w", g.Ply, err)
		}
		record(note)
		if g.HasCtx && res.Case == "" {
			res.Case, res.Plan = g.Ctx.Case.String(), g.Ctx.Plan.String()
		}
		if g.R >= 0 && g.S >= 0 && res.Pair == nil {
			res.Pair = []int{g.R + 1, g.S + 1}
		}
		if Nu(&g.X, n) == n {
			res.Winner, res.WinPly = "X", g.Ply
			break
		}
		if oi == len(oMoves) {
			break
		}
		m := oMoves[oi]
		if !g.Legal(m) {
			return res, fmt.Errorf("O's move %d %v at ply %d is not a free cell", oi+1, m, g.Ply+1)
		}
		oi++
		before := len(Threats(&g.X, &g.O, n))
		g.Play(m)
		oNote := ""
		switch t := Threats(&g.X, &g.O, n); {
		case before >= 2:
			oNote = "O can take only one of X's threats; X still threatens " + FormatCells(t)
		case before == 1 && len(t) > 0:
			oNote = "O does not block; X threatens " + FormatCells(t)
		case before == 1:
			oNote = "O blocks the threat"
		}
		record(oNote)
		if Nu(&g.O, n) == n {
			res.Winner, res.WinPly = "O", g.Ply
			break
		}
	}
	if oi < len(oMoves) {
		return res, fmt.Errorf("the game ended at ply %d but %d more O moves were given", res.WinPly, len(oMoves)-oi)
	}
	res.Line = g.Line()
	return res, nil
}
