package plots

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"plylab/data/game"
)

// PositionalBoard draws a position of any positional game (a
// data.PositionalView): the first mover's cells as blue discs, the other's
// as vermillion rings (the house convention of every board), the last
// claimed cell ringed, the set that decided the game shaded and outlined,
// each cell's number or label small in its corner, and a key under the
// board. A move map also fills every free cell by the value of claiming it
// for the side to move — green for a win, yellow for a draw, reddish purple
// for a loss, deeper for a quicker end — and prints the ply on which the
// game then ends.
type PositionalBoard struct{ View game.View }

var (
	winFill  = color.RGBA{0, 158, 115, 255}
	drawFill = color.RGBA{240, 228, 66, 255}
	lossFill = color.RGBA{204, 121, 167, 255} // not the second player's vermillion
)

// tint mixes c with white: strength 0 is white, 1 is c.
func tint(c color.RGBA, strength float64) color.RGBA {
	mix := func(v uint8) uint8 { return uint8(math.Round(255 - (255-float64(v))*strength)) }
	return color.RGBA{mix(c.R), mix(c.G), mix(c.B), 255}
}

// verdictFill is the fill of a move-map cell: the quickest win (and the
// quickest loss) is the deepest shade, the slowest the palest.
func verdictFill(v game.View, c int) (color.Color, bool) {
	var base color.RGBA
	switch v.Verdict[c] {
	case "win":
		base = winFill
	case "draw":
		return tint(drawFill, 0.45), true
	case "loss":
		base = lossFill
	default:
		return nil, false
	}
	lo, hi := math.MaxInt, -1
	for i, p := range v.EndPly {
		if v.Verdict[i] == v.Verdict[c] && p >= 0 {
			lo, hi = min(lo, p), max(hi, p)
		}
	}
	s := 0.75
	if p := v.EndPly[c]; p >= 0 && hi > lo {
		s = 0.75 - 0.5*float64(p-lo)/float64(hi-lo)
	}
	return tint(base, s), true
}

// Draw implements Figure.
func (b PositionalBoard) Draw(c draw.Canvas) {
	v := b.View
	title := TextStyle(LabelSize)
	small := TextStyle(TickSize)
	top := title.Height(v.Title) * 1.6
	// The legend and a caption line (kept even when empty, so that the
	// boards of a line come out the same size).
	bottom := small.Height("x") * 3.8
	w, h := c.Max.X-c.Min.X, c.Max.Y-c.Min.Y
	pad := 2 * vg.Millimeter
	cell := vg.Length(math.Min(float64(w-2*pad)/float64(v.Cols), float64(h-top-bottom)/float64(v.Rows)))
	cell = min(cell, 2*vg.Centimeter)
	bw, bh := cell*vg.Length(v.Cols), cell*vg.Length(v.Rows)
	x0 := c.Min.X + (w-bw)/2
	y1 := c.Max.Y - top - (h-top-bottom-bh)/2
	square := func(c int) []vg.Point {
		r, col := v.Pos[c]/v.Cols, v.Pos[c]%v.Cols
		xa, ya := x0+cell*vg.Length(col), y1-cell*vg.Length(r)
		return []vg.Point{{X: xa, Y: ya}, {X: xa + cell, Y: ya}, {X: xa + cell, Y: ya - cell}, {X: xa, Y: ya - cell}}
	}
	centre := func(c int) vg.Point {
		sq := square(c)
		return vg.Point{X: sq[0].X + cell/2, Y: sq[0].Y - cell/2}
	}
	grid := draw.LineStyle{Color: Grid, Width: vg.Points(0.6)}
	corner := TextStyle(min(TickSize, cell*0.26))
	corner.XAlign, corner.YAlign = draw.XLeft, draw.YTop
	plyText := TextStyle(min(LabelSize, cell*0.4))
	plyText.XAlign, plyText.YAlign = draw.XCenter, draw.YCenter
	rad := cell * 0.3
	var won [][]vg.Point
	for _, i := range v.Highlight {
		c.FillPolygon(Shade, square(i))
		won = append(won, square(i))
	}
	for i := range v.Pos {
		sq := square(i)
		if v.Verdict != nil {
			if f, ok := verdictFill(v, i); ok {
				c.FillPolygon(f, sq)
			}
		}
		c.StrokeLines(grid, append(sq, sq[0]))
		if v.Labels != nil {
			c.FillText(corner, vg.Point{X: sq[0].X + cell*0.06, Y: sq[0].Y - cell*0.04}, v.Labels[i])
		}
		switch v.Owner[i] {
		case 0:
			c.DrawGlyph(draw.GlyphStyle{Color: firstColor, Radius: rad, Shape: draw.CircleGlyph{}}, centre(i))
		case 1:
			c.DrawGlyph(draw.GlyphStyle{Color: secondColor, Radius: rad * 0.85, Shape: thickRing{vg.Points(2.2)}}, centre(i))
		}
		if v.Verdict != nil && v.Verdict[i] != "" {
			s := "=" // a draw; a win of no length (Breaker, Avoider) stays blank
			if v.Verdict[i] != "draw" {
				s = ""
				if v.EndPly[i] >= 0 {
					s = strconv.Itoa(v.EndPly[i])
				}
			}
			c.FillText(plyText, centre(i), s)
		}
	}
	outlineCells(c, won)
	if v.Last >= 0 {
		c.DrawGlyph(draw.GlyphStyle{Color: Ink, Radius: rad * 1.35, Shape: thickRing{vg.Points(1)}}, centre(v.Last))
	}
	tt := title
	tt.XAlign = draw.XCenter
	c.FillText(fitText(tt, v.Title, c, x0+bw/2), vg.Point{X: x0 + bw/2, Y: c.Max.Y - title.Height(v.Title)}, v.Title)
	// The legend and the caption, centred under the board.
	y := y1 - bh - small.Height("x")*1.3
	b.legend(c, x0+bw/2, y)
	if v.Caption != "" {
		cs := small
		cs.XAlign = draw.XCenter
		c.FillText(cs, vg.Point{X: x0 + bw/2, Y: y - small.Height("x")*1.7}, v.Caption)
	}
}

// legend draws, centred on x, the key of the stones, of the last move and
// the winning set when shown, and of the move-map colours.
func (b PositionalBoard) legend(c draw.Canvas, x, y vg.Length) {
	v := b.View
	items := []keyItem{{firstStone, v.Roles[0]}, {secondStone, v.Roles[1]}}
	if v.Last >= 0 {
		items = append(items, keyItem{lastMark, "last move"})
	}
	if len(v.Highlight) > 0 {
		items = append(items, keyItem{winMark, "deciding set"})
	}
	if v.Verdict != nil {
		// Only the verdicts the map shows; "(ply)" where a number is
		// printed (a Breaker or Avoider win, and a draw, have no length).
		present, timed := map[string]bool{}, map[string]bool{}
		for i, vd := range v.Verdict {
			present[vd] = true
			if v.EndPly[i] >= 0 {
				timed[vd] = true
			}
		}
		name := func(vd, text string) string {
			if timed[vd] {
				return text + " (ply)"
			}
			return text
		}
		if present["win"] {
			items = append(items, keyItem{boxMark(tint(winFill, 0.75)), name("win", v.Mover+" wins")})
		}
		if present["draw"] {
			items = append(items, keyItem{boxMark(tint(drawFill, 0.45)), "draw"})
		}
		if present["loss"] {
			items = append(items, keyItem{boxMark(tint(lossFill, 0.75)), name("loss", v.Mover+" loses")})
		}
	}
	drawKey(c, x, y, items)
}

// Size of a board drawing: about 1.3 cm a cell, and room for the title,
// the legend and the caption.
func (b PositionalBoard) Size() (vg.Length, vg.Length) {
	v := b.View
	cell := 1.3 * vg.Centimeter
	w := max(vg.Length(v.Cols)*cell+vg.Centimeter, 10*vg.Centimeter)
	if v.Verdict == nil {
		w = max(vg.Length(v.Cols)*cell+vg.Centimeter, 6*vg.Centimeter)
	}
	h := vg.Length(v.Rows)*cell + 2.2*vg.Centimeter
	return w, h
}

// PositionalBoards lays out several board drawings (a replayed line, say)
// in a grid of Cols columns.
type PositionalBoards struct {
	Views []game.View
	Cols  int
}

func (bs PositionalBoards) cols() int {
	if bs.Cols <= 0 || bs.Cols > len(bs.Views) {
		return len(bs.Views)
	}
	return bs.Cols
}

// Draw implements Figure.
func (bs PositionalBoards) Draw(c draw.Canvas) {
	if len(bs.Views) == 0 {
		return
	}
	cols := bs.cols()
	rows := (len(bs.Views) + cols - 1) / cols
	t := draw.Tiles{Rows: rows, Cols: cols, PadX: vg.Millimeter * 2, PadY: vg.Millimeter * 3,
		PadTop: vg.Millimeter, PadBottom: vg.Millimeter, PadLeft: vg.Millimeter, PadRight: vg.Millimeter}
	for i, v := range bs.Views {
		PositionalBoard{v}.Draw(t.At(c, i%cols, i/cols))
	}
}

// Size gives each board its own size.
func (bs PositionalBoards) Size() (vg.Length, vg.Length) {
	if len(bs.Views) == 0 {
		return Width, Height
	}
	cols := bs.cols()
	rows := (len(bs.Views) + cols - 1) / cols
	var w, h vg.Length
	for _, v := range bs.Views {
		bw, bh := PositionalBoard{v}.Size()
		w, h = max(w, bw), max(h, bh)
	}
	return vg.Length(cols) * w, vg.Length(rows) * h
}

// PositionalWinPlyPlot draws the win-ply distribution of a certificate
// (game.WinPlies): one bar per ply, the number of winning lines that end on
// it against every defence, each bar labelled with its count and share; on
// a log axis when the counts differ by a factor of 50 or more.
func PositionalWinPlyPlot(ws []game.WinPly, title string) (*plot.Plot, error) {
	var plies []int
	var lines []int64
	for _, w := range ws {
		plies, lines = append(plies, w.Ply), append(lines, w.Lines)
	}
	if len(plies) == 0 {
		return nil, fmt.Errorf("plots: no winning lines to draw (a draw's certificate has none)")
	}
	if title == "" {
		title = "Win ply of the certificate's strategy against every defence"
	}
	p := New(title, "ply on which the line is won", "lines")
	var total float64
	vals := make(plotter.Values, len(lines))
	for i, l := range lines {
		vals[i] = float64(l)
		total += float64(l)
	}
	// Counts that span orders of magnitude go on a log axis (a line won
	// early by a weak defence is as real as the common ones).
	lo, hi := math.Inf(1), 0.0
	for _, v := range vals {
		if v > 0 {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	onLog := hi >= 50*lo
	if onLog {
		p.Add(groupedLogBars{values: [][]float64{vals}, floor: logFloor(lo), width: 0.6})
		logAxis(&p.Y)
		p.Y.Label.Text = "lines (log scale)"
	} else {
		bars, err := plotter.NewBarChart(vals, vg.Points(math.Max(8, math.Min(36, 300/float64(len(vals))))))
		if err != nil {
			return nil, err
		}
		bars.Color = Color(0)
		bars.LineStyle.Width = 0
		p.Add(bars)
		p.Y.Tick.Marker = countTicks{}
	}
	var ticks []plot.Tick
	labels := make([]string, len(plies))
	xys := make(plotter.XYs, len(plies))
	for i, ply := range plies {
		ticks = append(ticks, plot.Tick{Value: float64(i), Label: strconv.Itoa(ply)})
		labels[i] = fmt.Sprintf("%s (%.1f%%)", thousands(int(lines[i])), 100*vals[i]/total)
		xys[i] = plotter.XY{X: float64(i), Y: vals[i]}
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticks)
	lab, err := barLabels(xys, labels)
	if err != nil {
		return nil, err
	}
	p.Add(lab)
	if onLog {
		p.Y.Max = hi * 3 // room for the labels
	} else {
		p.Y.Min = 0
		p.Y.Max = math.Max(p.Y.Max*1.12, 1)
	}
	p.X.Min, p.X.Max = -0.6, float64(len(plies))-0.4
	return p, nil
}

// countTicks are the default ticks of a count axis without the fractional
// ones, labelled as whole numbers.
type countTicks struct{}

func (countTicks) Ticks(min, max float64) []plot.Tick {
	var out []plot.Tick
	for _, t := range (plot.DefaultTicks{}).Ticks(min, max) {
		if t.Value != math.Trunc(t.Value) {
			continue
		}
		if t.Label != "" {
			t.Label = thousands(int(t.Value))
		}
		out = append(out, t)
	}
	return out
}

// barLabels writes each label centred 3 pt above its point, at the tick
// label size: the value over a bar.
func barLabels(xys plotter.XYs, labels []string) (*plotter.Labels, error) {
	lab, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: labels})
	if err != nil {
		return nil, err
	}
	for i := range lab.TextStyle {
		lab.TextStyle[i] = TextStyle(TickSize)
		lab.TextStyle[i].XAlign = draw.XCenter
	}
	lab.Offset = vg.Point{Y: vg.Points(3)}
	return lab, nil
}
