package plots

import (
	"fmt"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"plylab/data/transv"
	"plylab/engine/transversal"
)

// Figures of the exact solver (issue 7). They draw the results and rows of
// data/transv (transversal_exact.go) and run nothing.

// exactLogPlot draws one line per series on a log y axis against n.
func exactLogPlot(title, ylabel string, names []string, xs [][]float64, ys [][]float64) (*plot.Plot, error) {
	p := New(title, "board size n", ylabel)
	logAxis(&p.Y)
	p.X.Tick.Marker = integerTicks{}
	for i := range names {
		pts := make(plotter.XYs, 0, len(xs[i]))
		for k := range xs[i] {
			if ys[i][k] > 0 {
				pts = append(pts, plotter.XY{X: xs[i][k], Y: ys[i][k]})
			}
		}
		if len(pts) == 0 {
			continue
		}
		l, s, err := plotter.NewLinePoints(pts)
		if err != nil {
			return nil, err
		}
		l.Color = Color(i)
		l.Width = vg.Points(1.3)
		if i%2 == 1 {
			l.Dashes = []vg.Length{vg.Points(4), vg.Points(2)}
		}
		s.Color = Color(i)
		s.Shape = draw.CircleGlyph{}
		s.Radius = vg.Points(2.5)
		p.Add(l, s)
		p.Legend.Add(names[i], l, s)
	}
	p.Add(plotter.NewGrid())
	legendAbove(p)
	headroom(p)
	return p, nil
}

// integerTicks puts a tick at every integer of the range.
type integerTicks struct{}

func (integerTicks) Ticks(min, max float64) []plot.Tick {
	var t []plot.Tick
	for v := math.Ceil(min); v <= max; v++ {
		t = append(t, plot.Tick{Value: v, Label: strconv.Itoa(int(v))})
	}
	return t
}

// ExactEffortPlot draws the solver's effort against n from its solves
// (transv.Answers, ExactSolve): nodes and canonical positions for
// P = 2n+1 (no forced win: an O strategy is proved) and, when present,
// P = 2n+3 (a forced win: an X strategy).
func ExactEffortPlot(rs []*transversal.SolveResult) (*plot.Plot, error) {
	var names []string
	var xs, ys [][]float64
	for _, off := range []int{1, 3} {
		for _, what := range []string{"nodes", "positions"} {
			var x, y []float64
			for _, r := range rs {
				if r.ByPly != 2*r.N+off {
					continue
				}
				x = append(x, float64(r.N))
				if what == "nodes" {
					y = append(y, float64(r.Nodes))
				} else {
					y = append(y, float64(r.Positions))
				}
			}
			if len(x) == 0 {
				continue
			}
			names = append(names, fmt.Sprintf("%s, P = 2n+%d", what, off))
			xs, ys = append(xs, x), append(ys, y)
		}
	}
	return exactLogPlot("Exact solver: search effort against n", "count (log scale)", names, xs, ys)
}

// ODefenceEffortPlot draws the size of the brute-force check of the O
// defence rule from its checks (transv.ODefences): positions and X moves
// tried against n, canonical and with every choice.
func ODefenceEffortPlot(rs []*transversal.ODefenceResult) (*plot.Plot, error) {
	var names []string
	var xs, ys [][]float64
	for _, m := range []string{"canonical", "all-choices"} {
		for _, what := range []string{"X moves tried", "positions"} {
			var x, y []float64
			for _, r := range rs {
				if r.Mode != m {
					continue
				}
				x = append(x, float64(r.N))
				if what == "positions" {
					y = append(y, float64(r.Positions))
				} else {
					y = append(y, float64(r.XMoves))
				}
			}
			if len(x) > 0 {
				names = append(names, what+" ("+m+")")
				xs, ys = append(xs, x), append(ys, y)
			}
		}
	}
	return exactLogPlot("O defence rule against every X play to ply 2n+1", "count (log scale)", names, xs, ys)
}

// CertificateSizePlot draws certificate sizes (entries against n) from
// transv.Certificates, one line per source and claim.
func CertificateSizePlot(rows []transv.CertificateRow) (*plot.Plot, error) {
	var names []string
	var xs, ys [][]float64
	index := map[string]int{}
	for _, r := range rows {
		name := r.Source + ", " + r.Claim
		k, ok := index[name]
		if !ok {
			k = len(names)
			index[name] = k
			names = append(names, name)
			xs, ys = append(xs, nil), append(ys, nil)
		}
		xs[k], ys[k] = append(xs[k], float64(r.N)), append(ys[k], float64(r.Entries))
	}
	return exactLogPlot("Certificate sizes", "entries (log scale)", names, xs, ys)
}

// NumberedBoard draws a whole game on one board: every stone with the ply
// it was played on, X as filled discs, O as rings, X's completed
// transversal (when X won) shaded and outlined cell by cell, and a key.
type NumberedBoard struct{ Moves transv.MoveNumbers }

// Size of a numbered board.
func (b NumberedBoard) Size() (vg.Length, vg.Length) { return 9 * vg.Centimeter, 9.8 * vg.Centimeter }

// Draw implements Figure.
func (b NumberedBoard) Draw(c draw.Canvas) {
	m := b.Moves
	n := m.N
	title := TextStyle(LabelSize)
	g := newGridLayout(c, n, title.Height(m.Title)*1.8, keyHeightAt(captionSize)*1.4)
	for _, s := range m.Won {
		c.FillPolygon(Shade, g.square(s.R, s.C))
	}
	g.drawGrid(c)
	for _, s := range m.Won {
		sq := g.square(s.R, s.C)
		c.StrokeLines(winLine, append(sq, sq[0]))
	}
	rad := g.cell * 0.36
	num := TextStyle(vg.Length(math.Min(float64(TickSize), float64(g.cell)*0.38)))
	num.XAlign, num.YAlign = draw.XCenter, draw.YCenter
	for i, s := range m.Cells {
		pt := g.centre(s.R, s.C)
		if m.XMove[i] {
			c.DrawGlyph(draw.GlyphStyle{Color: firstColor, Radius: rad, Shape: draw.CircleGlyph{}}, pt)
			wt := num
			wt.Color = Paper
			c.FillText(wt, pt, strconv.Itoa(m.Plies[i]))
		} else {
			c.DrawGlyph(draw.GlyphStyle{Color: secondColor, Radius: rad * 0.92, Shape: thickRing{vg.Points(2)}}, pt)
			c.FillText(num, pt, strconv.Itoa(m.Plies[i]))
		}
	}
	g.drawTitle(c, m.Title)
	items := []keyItem{{firstStone, "X"}, {secondStone, "O"}}
	if len(m.Won) > 0 {
		items = append(items, keyItem{winMark, "X's transversal"})
	}
	items = append(items, keyItem{func(draw.Canvas, vg.Point, vg.Length) {}, "number: ply played"})
	drawKeyAt(c, g.x0+g.boardW/2, g.y1-g.boardW-keyHeightAt(captionSize)*0.8, items, captionSize)
}

// DefenceFigure draws a game against the O defence: the numbered whole game
// and the boards of the chosen plies (data.DefenceViews).
func DefenceFigure(moves transv.MoveNumbers, views []transv.BoardView, cols int) Figure {
	return defenceFigure{moves, Boards{Views: views, Cols: cols}}
}

type defenceFigure struct {
	moves  transv.MoveNumbers
	boards Boards
}

func (f defenceFigure) Size() (vg.Length, vg.Length) {
	bw, bh := f.boards.Size()
	nw, nh := NumberedBoard{f.moves}.Size()
	return nw + bw, vg.Length(math.Max(float64(bh), float64(nh)))
}

func (f defenceFigure) Draw(c draw.Canvas) {
	nw, _ := NumberedBoard{f.moves}.Size()
	left := c
	left.Max.X = c.Min.X + nw
	right := c
	right.Min.X = c.Min.X + nw
	NumberedBoard{f.moves}.Draw(left)
	f.boards.Draw(right)
}
