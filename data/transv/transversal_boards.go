package transv

import (
	"strings"

	"fmt"
	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"
	"math/bits"

	"plylab/engine/transversal"
)

// BoardView is a transversal position ready to draw: stones, highlighted
// cells and the regions the paper's figures shade. Rows and columns are
// 0-based; drawings label them 1-based.
type BoardView struct {
	N     int
	X, O  []transversal.Cell
	New   []transversal.Cell // outlined: newly added cells or the last move
	HRows []int              // the open block H = U_R × U_C (empty when none)
	HCols []int
	// RectRows × RectCols is the completing rectangle D_R × D_C of X's
	// stones (empty when X has no completing cell).
	RectRows, RectCols []int
	Title              string
	Caption            string
}

func maskList(m uint16) []int {
	var out []int
	for ; m != 0; m &= m - 1 {
		out = append(out, bits.TrailingZeros16(m))
	}
	return out
}

// Figure2Views returns the four panels of the paper's Figure 2 (Lemma 3):
// M = {(i,i): 1 ≤ i ≤ 4} on the 5×5 board, b = d = 5, σ = id, r = 1, s = 2,
// with the cells each configuration adds and the completing rectangle
// D_R × D_C computed from the stones (Lemma 1).
func Figure2Views() []BoardView {
	n := 5
	var m []transversal.Cell
	for i := 0; i < 4; i++ {
		m = append(m, transversal.Cell{R: i, C: i})
	}
	b, d, r, s := 4, 4, 0, 1
	panels := []struct {
		title string
		add   []transversal.Cell
	}{
		{"(a) add (b, σ(r))", []transversal.Cell{{R: b, C: r}}},
		{"(b) add (r, d)", []transversal.Cell{{R: r, C: d}}},
		{"(c) add (b, σ(r)), (s, d)", []transversal.Cell{{R: b, C: r}, {R: s, C: d}}},
		{"(d) add (r, d), (b, σ(s))", []transversal.Cell{{R: r, C: d}, {R: b, C: s}}},
	}
	var out []BoardView
	for _, p := range panels {
		set := transversal.SetOf(append(append([]transversal.Cell(nil), m...), p.add...)...)
		q, _ := transversal.CompletingRectangle(&set, n)
		rows, cols := maskList(q.Rows), maskList(q.Cols)
		out = append(out, BoardView{N: n, X: m, New: p.add, RectRows: rows, RectCols: cols,
			Title: p.title, Caption: "D_R × D_C = " + oneBased(rows) + " × " + oneBased(cols)})
	}
	return out
}

func oneBased(xs []int) string {
	s := "{"
	for i, x := range xs {
		if i > 0 {
			s += ","
		}
		s += fmt.Sprint(x + 1)
	}
	return s + "}"
}

// ViewOfGame draws a position: stones, the open block H while X is still in
// Phase 1, X's completing rectangle, and last as the outlined move.
func ViewOfGame(g *transversal.Game, title string) BoardView {
	v := BoardView{N: g.N, X: g.X.Cells(), O: g.O.Cells(), Title: title}
	if g.Ply > 0 {
		v.New = []transversal.Cell{g.Move(g.Ply)}
	}
	if g.UR != 0 && g.Ply > 0 && g.Ply <= 2*g.N-3 {
		v.HRows, v.HCols = maskList(g.UR), maskList(g.UC)
	}
	q, nu := transversal.CompletingRectangle(&g.X, g.N)
	if nu == g.N-1 {
		v.RectRows, v.RectCols = maskList(q.Rows), maskList(q.Cols)
	}
	return v
}

// LineViews returns one view per ply of a replayed line (the strategy's
// notes are in the steps themselves; see LineFrame).
func LineViews(res *transversal.LineResult) []BoardView {
	var out []BoardView
	for _, st := range res.Steps {
		g := st.Game
		out = append(out, ViewOfGame(&g, fmt.Sprintf("ply %d: %s%s", st.Ply, st.Player, st.Move)))
	}
	return out
}

// PlayLine replays the strategy against O's moves written as in
// the paper, "r,c r,c ..." (1-based).
func PlayLine(n int, oMoves string) (*transversal.LineResult, error) {
	cells, err := transversal.ParseCells(n, oMoves)
	if err != nil {
		return nil, err
	}
	return transversal.PlayLine(n, cells, transversal.Faithful)
}

// LineFrame tabulates a replayed line: ply, player, move, note, and the
// free cells completing each side after the ply.
func LineFrame(res *transversal.LineResult) dataframe.DataFrame {
	var ply []int
	var who, mv, note, xt, ot []string
	for _, st := range res.Steps {
		ply = append(ply, st.Ply)
		who = append(who, st.Player)
		mv = append(mv, st.Move)
		note = append(note, st.Note)
		xt = append(xt, strings.Join(st.XThreats, " "))
		ot = append(ot, strings.Join(st.OThreats, " "))
	}
	return dataframe.New(series.New(ply, series.Int, "ply"), series.New(who, series.String, "player"),
		series.New(mv, series.String, "move"), series.New(note, series.String, "note"),
		series.New(xt, series.String, "x_threats"), series.New(ot, series.String, "o_threats"))
}
