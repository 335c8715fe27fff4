package plots

import (
	"fmt"
	"image/color"
	"math"
	"sort"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"plylab/data/mb"
	"plylab/engine/makerbreaker"
	"plylab/internal/digits"
)

// MBCard draws a Maker–Breaker card (a data.MBCardView) as the paper draws
// Figure "fork": the required Maker cells as discs in the first player's
// colour (Maker moves first), the other envelope cells tinted (they must be
// free of Breaker, and may be Maker's), the pivot as a grey square and the
// marked cells (completions, or the pivots of the children) as black rings,
// the target copy of the card's first line (mb.CardView.Target) outlined
// like the winning set of the other boards, with a key under the card. Coordinates are the paper's (x, y) on the
// infinite board, growing to the right and upwards.
type MBCard struct{ View mb.CardView }

var (
	mbEnvelopeTint = color.RGBA{222, 235, 247, 255}
	mbPivotFill    = color.RGBA{170, 170, 170, 255}
)

// mbCardLayout places a card's cells on the canvas: the cell side, the
// board's lower left corner and size, and the bounds in cells (one cell of
// margin around every cell the view shows).
type mbCardLayout struct {
	x0, x1, y0, y1 int
	cell           vg.Length
	left, base     vg.Length // lower left corner of cell (x0, y0)
	bw, bh         vg.Length
}

func (b MBCard) layout(c draw.Canvas) mbCardLayout {
	v := b.View
	all := makerbreaker.NewSet(append(append(append(append([]makerbreaker.Point{v.Pivot}, v.Required...), v.Envelope...), v.Marks...), v.Target...)...)
	x0, x1, y0, y1, _ := all.Bounds()
	x0, x1, y0, y1 = x0-1, x1+1, y0-1, y1+1
	title := TextStyle(LabelSize)
	small := TextStyle(TickSize)
	labelRoom := vg.Length(0)
	if len(v.Labels) > 0 {
		for _, s := range v.Labels {
			labelRoom = max(labelRoom, small.Width(s))
		}
		labelRoom += small.Width("  ")
	}
	w := c.Max.X - c.Min.X - labelRoom
	h := c.Max.Y - c.Min.Y
	top := title.Height(v.Title) * 1.8
	bottom := small.Height("x")*2 + keyHeight()*1.3
	nx, ny := x1-x0+1, y1-y0+1
	cell := vg.Length(math.Min(float64(w)/float64(nx+1), float64(h-top-bottom)/float64(ny)))
	bw, bh := cell*vg.Length(nx), cell*vg.Length(ny)
	return mbCardLayout{x0: x0, x1: x1, y0: y0, y1: y1, cell: cell,
		left: c.Min.X + (w-bw)/2 + cell/2, base: c.Min.Y + bottom + (h-top-bottom-bh)/2, bw: bw, bh: bh}
}

// square is cell p's square, inset by inset on every side.
func (l mbCardLayout) square(p makerbreaker.Point, inset vg.Length) []vg.Point {
	q := vg.Point{X: l.left + l.cell*vg.Length(p.X-l.x0), Y: l.base + l.cell*vg.Length(p.Y-l.y0)}
	return []vg.Point{{X: q.X + inset, Y: q.Y + inset}, {X: q.X + l.cell - inset, Y: q.Y + inset},
		{X: q.X + l.cell - inset, Y: q.Y + l.cell - inset}, {X: q.X + inset, Y: q.Y + l.cell - inset}}
}

// Draw implements Figure.
func (b MBCard) Draw(c draw.Canvas) {
	v := b.View
	l := b.layout(c)
	x0, x1, y0, y1 := l.x0, l.x1, l.y0, l.y1
	title := TextStyle(LabelSize)
	small := TextStyle(TickSize)
	hasLabels := len(v.Labels) > 0
	nx, ny := x1-x0+1, y1-y0+1
	cell, bw, bh, left, base := l.cell, l.bw, l.bh, l.left, l.base
	square := l.square
	centre := func(p makerbreaker.Point) vg.Point {
		q := square(p, 0)[0]
		return vg.Point{X: q.X + cell/2, Y: q.Y + cell/2}
	}
	for _, p := range v.Envelope {
		c.FillPolygon(mbEnvelopeTint, square(p, 0))
	}
	grid := draw.LineStyle{Color: Grid, Width: vg.Points(0.6)}
	for i := 0; i <= nx; i++ {
		x := left + cell*vg.Length(i)
		c.StrokeLine2(grid, x, base, x, base+bh)
	}
	for j := 0; j <= ny; j++ {
		y := base + cell*vg.Length(j)
		c.StrokeLine2(grid, left, y, left+bw, y)
	}
	var target [][]vg.Point
	for _, p := range v.Target {
		target = append(target, square(p, 0))
	}
	outlineCells(c, target)
	lab := small
	lab.XAlign, lab.YAlign = draw.XCenter, draw.YTop
	for x := x0; x <= x1; x++ {
		c.FillText(lab, vg.Point{X: centre(makerbreaker.Point{X: x, Y: y0}).X, Y: base - small.Height("x")*0.3}, fmt.Sprint(x))
	}
	lab.XAlign, lab.YAlign = draw.XRight, draw.YCenter
	for y := y0; y <= y1; y++ {
		c.FillText(lab, vg.Point{X: left - small.Width(" "), Y: centre(makerbreaker.Point{X: x0, Y: y}).Y}, fmt.Sprint(y))
	}
	piv := square(v.Pivot, cell*0.26)
	c.FillPolygon(mbPivotFill, piv)
	c.StrokeLines(draw.LineStyle{Color: Ink, Width: vg.Points(1)}, append(piv, piv[0]))
	rad := cell * 0.2
	for _, p := range v.Required {
		c.DrawGlyph(draw.GlyphStyle{Color: firstColor, Radius: rad, Shape: draw.CircleGlyph{}}, centre(p))
	}
	for _, p := range v.Marks {
		c.DrawGlyph(draw.GlyphStyle{Color: Ink, Radius: rad * 1.2, Shape: thickRing{vg.Points(1.6)}}, centre(p))
	}
	if hasLabels {
		ls := small
		ls.YAlign = draw.YCenter
		keys := make([]makerbreaker.Point, 0, len(v.Labels))
		for p := range v.Labels {
			keys = append(keys, p)
		}
		sort.Slice(keys, func(i, j int) bool { return keys[i].Less(keys[j]) })
		for _, p := range keys {
			c.FillText(ls, vg.Point{X: left + bw + small.Width(" "), Y: centre(makerbreaker.Point{X: x1, Y: p.Y}).Y}, v.Labels[p])
		}
	}
	tt := title
	tt.XAlign = draw.XCenter
	c.FillText(fitText(tt, v.Title, c, left+bw/2), vg.Point{X: left + bw/2, Y: c.Max.Y - title.Height(v.Title)}, v.Title)
	var items []keyItem
	if len(v.Required) > 0 {
		items = append(items, keyItem{firstStone, "Maker (required)"})
	}
	items = append(items, keyItem{boxMark(mbEnvelopeTint), "free of Breaker"},
		keyItem{func(c draw.Canvas, p vg.Point, r vg.Length) {
			sq := box(p, r*0.8)
			c.FillPolygon(mbPivotFill, sq)
			c.StrokeLines(draw.LineStyle{Color: Ink, Width: vg.Points(0.8)}, append(sq, sq[0]))
		}, "pivot"})
	if len(v.Marks) > 0 {
		items = append(items, keyItem{lastMark, "marked"})
	}
	if len(v.Target) > 0 {
		items = append(items, keyItem{outlineMark, "copy won if Breaker stays out"})
	}
	drawKey(c, left+bw/2, base-small.Height("x")*2-keyHeight()*0.6, items)
}

// outlineMark is the key's mark of an outlined set of cells drawn without
// shading: a box with the heavy outline.
func outlineMark(c draw.Canvas, p vg.Point, r vg.Length) {
	sq := box(p, r)
	c.StrokeLines(winLine, append(sq, sq[0]))
}

// Size of a card drawing.
func (b MBCard) Size() (vg.Length, vg.Length) { return 12 * vg.Centimeter, 10 * vg.Centimeter }

// MBFork draws Figure "fork", the view data.MBForkView makes of the 21-move
// certificate: card 6, its pivot and the completions of its placed bases.
func MBFork(v mb.CardView) MBCard { return MBCard{v} }

// MBHistogramPlot draws one certificate histogram (mb.Cert.Histogram or
// mb.ClaimHistogram): the rows of quantity "required", "envelope" or
// "height".
func MBHistogramPlot(rows []mb.HistogramRow, quantity, title string) (*plot.Plot, error) {
	xlabel := map[string]string{"required": "|A| (required cells)", "envelope": "|T| (envelope cells)", "height": "h (height)"}[quantity]
	if xlabel == "" {
		return nil, fmt.Errorf("quantity %q: want required, envelope or height", quantity)
	}
	p := New(subscripts(title), xlabel, "cards")
	var xy plotter.XYs
	for _, r := range rows {
		if r.Quantity == quantity {
			xy = append(xy, plotter.XY{X: float64(r.Value), Y: float64(r.Cards)})
		}
	}
	if len(xy) == 0 {
		return nil, fmt.Errorf("no rows for %q", quantity)
	}
	width := 1.0
	if quantity == "envelope" {
		lo, hi := xy[0].X, xy[0].X
		for _, v := range xy {
			lo, hi = math.Min(lo, v.X), math.Max(hi, v.X)
		}
		width = math.Max(1, (hi-lo)/60)
	}
	h := &mbBars{xy: xy, width: width, color: Color(0)}
	p.Add(h)
	p.Y.Min = 0
	p.X.Tick.Marker = IntTicks{} // each bar sits on its whole-number value
	p.Y.Tick.Marker = IntTicks{}
	return p, nil
}

// mbBars draws vertical bars at arbitrary x positions.
type mbBars struct {
	xy    plotter.XYs
	width float64
	color color.Color
	floor float64 // where the bars start (0, or a power of ten on a log axis)
}

func (b *mbBars) Plot(c draw.Canvas, p *plot.Plot) {
	tx, ty := p.Transforms(&c)
	for _, v := range b.xy {
		xa, xb := tx(v.X-b.width*0.4), tx(v.X+b.width*0.4)
		ya, yb := ty(b.floor), ty(v.Y)
		c.FillPolygon(b.color, c.ClipPolygonXY([]vg.Point{{X: xa, Y: ya}, {X: xb, Y: ya}, {X: xb, Y: yb}, {X: xa, Y: yb}}))
	}
}

func (b *mbBars) DataRange() (xmin, xmax, ymin, ymax float64) {
	xmin, xmax = math.Inf(1), math.Inf(-1)
	for _, v := range b.xy {
		// half a bar's slot either side: a bar at 0 starts the axis at
		// −0.5, which carries no tick, not at −1
		xmin, xmax = math.Min(xmin, v.X-b.width/2), math.Max(xmax, v.X+b.width/2)
		ymax = math.Max(ymax, v.Y)
	}
	return xmin, xmax, b.floor, ymax * 1.05
}

// MBHistograms stacks the three certificate histograms, one above the
// other at the house width, so that a notebook shows them whole.
type MBHistograms struct {
	Plots []*plot.Plot
}

// MBHistogramsFigure builds the three panels of a certificate from its
// histograms (mb.Cert.Histogram).
func MBHistogramsFigure(rows []mb.HistogramRow, name string) (MBHistograms, error) {
	var out MBHistograms
	for _, q := range []string{"required", "envelope", "height"} {
		p, err := MBHistogramPlot(rows, q, fmt.Sprintf("%s: %s", name, q))
		if err != nil {
			return out, err
		}
		out.Plots = append(out.Plots, p)
	}
	return out, nil
}

// Draw implements Figure.
func (h MBHistograms) Draw(c draw.Canvas) {
	t := draw.Tiles{Rows: len(h.Plots), Cols: 1, PadY: vg.Millimeter * 4, PadTop: vg.Millimeter, PadBottom: vg.Millimeter,
		PadLeft: vg.Millimeter, PadRight: vg.Millimeter * 3}
	grid := make([][]*plot.Plot, len(h.Plots))
	for i, p := range h.Plots {
		grid[i] = []*plot.Plot{p}
	}
	canvases := plot.Align(grid, t, c)
	for i, p := range h.Plots {
		drawFitted(p, canvases[i][0])
	}
}

// Size of the histogram row.
func (h MBHistograms) Size() (vg.Length, vg.Length) {
	return Width, vg.Length(len(h.Plots)) * 6 * vg.Centimeter
}

// MBPlayPlot draws play statistics (mb.PlayRowsOf): one horizontal bar
// per Breaker (and board), split by the move on which Maker won, as shares
// of that Breaker's games, each segment labelled with its move when it is
// wide enough. The certificate's height h bounds every win (no game lasts
// past move h); the title names it, and the plot refuses rows in which a
// game is won later.
func MBPlayPlot(rows []mb.PlayRow, title string) (*plot.Plot, error) {
	type key struct{ br, bd string }
	var order []key
	totals := map[key]int{}
	moves := map[int]bool{}
	for _, r := range rows {
		k := key{r.Breaker, r.Board}
		if _, ok := totals[k]; !ok {
			order = append(order, k)
		}
		totals[k] += r.Games
		moves[r.WinMove] = true
		if r.WinMove > r.Height {
			return nil, fmt.Errorf("%s: a game won on move %d, past the certificate's height %d", r.Breaker, r.WinMove, r.Height)
		}
	}
	var ms []int
	for m := range moves {
		ms = append(ms, m)
	}
	sort.Ints(ms)
	p := New(title, "share of games", "")
	// One stacked bar chart per winning move, bars from the top in the
	// rows' order.
	rowOf := map[key]int{} // a horizontal bar chart counts rows from the bottom
	for j, k := range order {
		rowOf[k] = len(order) - 1 - j
	}
	var below *plotter.BarChart
	for mi, m := range ms {
		vals := make(plotter.Values, len(order))
		for _, r := range rows {
			if r.WinMove == m {
				k := key{r.Breaker, r.Board}
				vals[rowOf[k]] += float64(r.Games) / float64(totals[k])
			}
		}
		bars, err := plotter.NewBarChart(vals, vg.Points(18))
		if err != nil {
			return nil, err
		}
		bars.Horizontal = true
		bars.Color = Color(mi)
		bars.LineStyle.Width = 0
		if below != nil {
			bars.StackOn(below)
		}
		below = bars
		p.Add(bars)
		p.Legend.Add(fmt.Sprintf("won on move %d", m), mbSwatch{Color(mi)})
	}
	var ticks []plot.Tick
	for j, k := range order {
		name := k.br
		if k.bd != "infinite" {
			name += " (" + k.bd + ")"
		}
		games := "games"
		if totals[k] == 1 {
			games = "game"
		}
		// The leading spaces keep the longest label clear of the image's
		// left edge, which gonum's width estimate of this font misses.
		ticks = append(ticks, plot.Tick{Value: float64(len(order) - 1 - j), Label: fmt.Sprintf("  %s, %d %s", name, totals[k], games)})
	}
	// Each segment of a fifth of a bar or more carries its share.
	var lxy []plotter.XY
	var ltext []string
	for j, k := range order {
		at := 0.0
		for _, m := range ms {
			share := 0.0
			for _, r := range rows {
				if r.WinMove == m && (key{r.Breaker, r.Board}) == k {
					share += float64(r.Games) / float64(totals[k])
				}
			}
			if share >= 0.2 {
				lxy = append(lxy, plotter.XY{X: at + share/2, Y: float64(len(order) - 1 - j)})
				ltext = append(ltext, fmt.Sprintf("move %d: %.1f %%", m, 100*share))
			}
			at += share
		}
	}
	if len(lxy) > 0 {
		labels, err := plotter.NewLabels(plotter.XYLabels{XYs: lxy, Labels: ltext})
		if err != nil {
			return nil, err
		}
		for i := range labels.TextStyle {
			labels.TextStyle[i] = TextStyle(TickSize)
			labels.TextStyle[i].Color = Paper
			labels.TextStyle[i].XAlign = draw.XCenter
			labels.TextStyle[i].YAlign = draw.YCenter
		}
		p.Add(labels)
	}
	p.Y.Tick.Marker = plot.ConstantTicks(ticks)
	p.Y.Min, p.Y.Max = -0.6, float64(len(order))-0.4
	p.X.Min, p.X.Max = 0, 1
	p.X.Tick.Marker = plot.ConstantTicks([]plot.Tick{{Value: 0, Label: "0"}, {Value: 0.25, Label: "25 %"},
		{Value: 0.5, Label: "50 %"}, {Value: 0.75, Label: "75 %"}, {Value: 1, Label: "100 %"}})
	legendAbove(p)
	return p, nil
}

// MBSearchPlot draws the runs of mb.SearchTable: for every winner (in the
// literature or by our search) the height our search proves on the
// infinite board (Maker–Breaker game) next to the published move count of
// Harary's game on the smallest winning square board.
func MBSearchPlot(runs []*mb.SearchRun) (*plot.Plot, error) {
	var groups []string
	var ours, pub plotter.XYs
	for _, r := range runs {
		lit := r.Literature()
		if !lit.Winner && !r.Found {
			continue
		}
		x := float64(len(groups))
		groups = append(groups, fmt.Sprintf("%s\nb=%d", r.Shape, lit.Board))
		ours = append(ours, plotter.XY{X: x - 0.2, Y: float64(r.Height)})
		pub = append(pub, plotter.XY{X: x + 0.2, Y: float64(lit.Moves)})
	}
	p := New("Maker moves: our certificates (infinite board) vs. Harary's table (b×b board)", "", "Maker moves")
	p.Add(&mbBars{xy: ours, width: 0.45, color: Color(0)}, &mbBars{xy: pub, width: 0.45, color: Color(1)})
	p.Legend.Add("ours: certificate height, infinite board", mbSwatch{Color(0)})
	p.Legend.Add("published: Harary's game (both players build), smallest winning b×b board", mbSwatch{Color(1)})
	p.NominalX(groups...)
	p.X.Tick.Label.Font.Size = LabelSize
	p.Y.Min = 0
	legendAbove(p)
	headroom(p)
	// a tick at every whole number of moves up to the top bar
	top := 0.0
	for _, v := range append(append(plotter.XYs{}, ours...), pub...) {
		top = math.Max(top, v.Y)
	}
	step := 1.0
	if top > 15 {
		step = 0 // IntTicks picks one
	}
	p.Y.Tick.Marker = IntTicks{Step: step}
	p.Y.Tick.Label.Font.Size = LabelSize
	return p, nil
}

// MBFourRowPlot draws the four-in-a-row check (mb.FourRowFrame's result):
// placements of Breaker cells in Q by the height of the proof found
// (height 0: no proof), in the frame's order. The counts span orders of
// magnitude (tens next to a hundred thousand), so the axis is logarithmic
// and every bar carries its count. A log axis has no place for a count of
// 0: a height with no placement has no bar, and the title says so.
func MBFourRowPlot(res makerbreaker.FourRowResult) (*plot.Plot, error) {
	counts := map[int]int{0: res.Placements - res.WonPlacements}
	for h, n := range res.Heights {
		counts[h] += n
	}
	var hs, empty []int
	for h, n := range counts {
		if n > 0 {
			hs = append(hs, h)
		} else {
			empty = append(empty, h)
		}
	}
	if len(hs) == 0 {
		return nil, fmt.Errorf("plots: no placements")
	}
	sort.Ints(hs)
	sort.Ints(empty)
	title := "Four in a row: proofs over every Breaker placement in Q"
	var notes []string
	for _, h := range empty {
		if h == 0 {
			notes = append(notes, "every placement has a proof")
		} else {
			notes = append(notes, "no placement needs height "+strconv.Itoa(h))
		}
	}
	if len(notes) > 0 {
		title += "\n(" + strings.Join(notes, "; ") + ")"
	}
	xlabel := "proof height (Maker moves)"
	if counts[0] > 0 {
		xlabel = "proof height (Maker moves; 0 = no proof)"
	}
	p := New(title, xlabel, "placements (log scale)")
	var xy plotter.XYs
	var labels []string
	var ticks []plot.Tick
	lo, hi := math.Inf(1), 1.0
	for _, h := range hs {
		n := float64(counts[h])
		xy = append(xy, plotter.XY{X: float64(h), Y: n})
		lo, hi = math.Min(lo, n), math.Max(hi, n)
		ticks = append(ticks, plot.Tick{Value: float64(h), Label: strconv.Itoa(h)})
		labels = append(labels, thousands(counts[h]))
	}
	floor := logFloor(lo)
	p.Add(&mbBars{xy: xy, width: 1, color: Color(2), floor: floor})
	lab, err := barLabels(xy, labels)
	if err != nil {
		return nil, err
	}
	p.Add(lab)
	logAxis(&p.Y)
	p.Y.Min, p.Y.Max = floor, hi*3 // room for the top bar's count
	p.X.Tick.Marker = plot.ConstantTicks(ticks)
	p.X.Min, p.X.Max = float64(hs[0])-0.7, float64(hs[len(hs)-1])+0.7
	return p, nil
}

// thousands writes n with a comma between groups of three digits
// (105,965), as the project's prose and tables do. Every number label of
// a figure goes through it.
func thousands(n int) string { return digits.Int(int64(n)) }

// subscripts writes the index of a set named in plain text (P_i, A_i)
// as the subscript letter the house fonts have (Pᵢ).
func subscripts(s string) string {
	return strings.NewReplacer("_i", "ᵢ", "_r", "ᵣ").Replace(s)
}

// mbSwatch is a legend thumbnail filled with one colour.
type mbSwatch struct{ c color.Color }

func (s mbSwatch) Thumbnail(c *draw.Canvas) {
	c.FillPolygon(s.c, []vg.Point{{X: c.Min.X, Y: c.Min.Y}, {X: c.Max.X, Y: c.Min.Y}, {X: c.Max.X, Y: c.Max.Y}, {X: c.Min.X, Y: c.Max.Y}})
}
