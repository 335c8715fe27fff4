package plots

import (
	"fmt"
	"image/color"
	"math"
	"sort"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"plylab/data/transv"
	"plylab/engine/transversal"
)

// Board is a drawing of one transversal position (a data.BoardView): X's
// stones as filled discs, O's as rings, the newly added cells ringed, the
// open block H tinted and the completing rectangle D_R × D_C shaded with a
// dashed border, as in the paper's Figure 2, with a key of these marks
// under the board.
type Board struct {
	View transv.BoardView
	// sharedKey leaves the key out: a grid of boards (Boards) draws one
	// key for all of them.
	sharedKey bool
}

var hTint = color.RGBA{222, 235, 247, 255}

// dashedRect is the border of the completing rectangle's cells.
var dashedRect = draw.LineStyle{Color: Ink, Width: vg.Points(0.9), Dashes: []vg.Length{vg.Points(3), vg.Points(2)}}

// keyItems are the marks a board view shows, in the key's order.
func (b Board) keyItems() []keyItem {
	v := b.View
	items := []keyItem{{firstStone, "X"}}
	if len(v.O) > 0 {
		items = append(items, keyItem{secondStone, "O"})
	}
	if len(v.New) > 0 {
		items = append(items, keyItem{lastMark, "new"})
	}
	if len(v.HRows) > 0 && len(v.HCols) > 0 {
		items = append(items, keyItem{boxMark(hTint), "open block H"})
	}
	if len(v.RectRows) > 0 && len(v.RectCols) > 0 {
		items = append(items, keyItem{func(c draw.Canvas, p vg.Point, r vg.Length) {
			sq := box(p, r)
			c.FillPolygon(Shade, sq)
			c.StrokeLines(dashedRect, append(sq, sq[0]))
		}, "completing rectangle"})
	}
	return items
}

// captionSize is the size of a board's caption and of a grid's shared key.
var captionSize = vg.Points(10)

// Draw implements Figure.
func (b Board) Draw(c draw.Canvas) {
	v := b.View
	n := v.N
	title := TextStyle(LabelSize)
	small := TextStyle(TickSize)
	caption := TextStyle(captionSize)
	var keys [][]keyItem
	if !b.sharedKey {
		// a key too wide for a small panel goes on two rows rather than
		// over its right edge
		keys = keyRows(b.keyItems(), c.Max.X-c.Min.X)
	}
	bottom := small.Height("x")*1.2 + keyHeight()*vg.Length(len(keys))
	if v.Caption != "" {
		bottom += caption.Height("x") * 1.6
	}
	g := newGridLayout(c, n, title.Height(v.Title)*1.6, bottom)
	for _, r := range v.HRows {
		for _, col := range v.HCols {
			c.FillPolygon(hTint, g.square(r, col))
		}
	}
	for _, r := range v.RectRows {
		for _, col := range v.RectCols {
			sq := g.square(r, col)
			c.FillPolygon(Shade, sq)
			c.StrokeLines(dashedRect, append(sq, sq[0]))
		}
	}
	g.drawGrid(c)
	rad := g.cell * 0.3
	for _, s := range v.X {
		c.DrawGlyph(draw.GlyphStyle{Color: firstColor, Radius: rad, Shape: draw.CircleGlyph{}}, g.centre(s.R, s.C))
	}
	for _, s := range v.O {
		c.DrawGlyph(draw.GlyphStyle{Color: secondColor, Radius: rad * 0.85, Shape: thickRing{vg.Points(2.2)}}, g.centre(s.R, s.C))
	}
	for _, s := range v.New {
		c.DrawGlyph(draw.GlyphStyle{Color: Ink, Radius: rad * 1.35, Shape: thickRing{vg.Points(1)}}, g.centre(s.R, s.C))
	}
	g.drawTitle(c, v.Title)
	ky := g.y1 - g.boardW - small.Height("x")*1.2
	for i, row := range keys {
		drawKey(c, g.x0+g.boardW/2, ky-keyHeight()*vg.Length(i), row)
	}
	if v.Caption != "" {
		x := g.x0 + g.boardW/2
		y := ky - keyHeight()*vg.Length(len(keys)) - caption.Height("x")*0.6
		drawSubscripted(c, caption, x, y, v.Caption)
	}
}

// drawSubscripted draws txt centred on x with its text centre at y, each
// "_" and the character after it set as a subscript (D_R as D with a
// lowered, smaller R: the house fonts have no subscript capitals), made
// smaller when it is wider than the canvas (fitText).
func drawSubscripted(c draw.Canvas, sty draw.TextStyle, x, y vg.Length, txt string) {
	type part struct {
		s   string
		sub bool
	}
	var parts []part
	rs := []rune(txt)
	start := 0
	for i := 0; i < len(rs); i++ {
		if rs[i] == '_' && i+1 < len(rs) {
			if i > start {
				parts = append(parts, part{string(rs[start:i]), false})
			}
			parts = append(parts, part{string(rs[i+1]), true})
			i++
			start = i + 1
		}
	}
	if start < len(rs) {
		parts = append(parts, part{string(rs[start:]), false})
	}
	plain := ""
	for _, p := range parts {
		plain += p.s
	}
	sty = fitText(sty, plain, c, x) // the subscripts are narrower: a bound
	sty.XAlign, sty.YAlign = draw.XLeft, draw.YCenter
	sub := sty
	sub.Font.Size = sty.Font.Size * 0.72
	width := vg.Length(0)
	for _, p := range parts {
		if p.sub {
			width += sub.Width(p.s)
		} else {
			width += sty.Width(p.s)
		}
	}
	px := x - width/2
	for _, p := range parts {
		if p.sub {
			c.FillText(sub, vg.Point{X: px, Y: y - sty.Font.Size*0.28}, p.s)
			px += sub.Width(p.s)
			continue
		}
		c.FillText(sty, vg.Point{X: px, Y: y}, p.s)
		px += sty.Width(p.s)
	}
}

// gridLayout places an n×n board, with its row and column numbers, in a
// canvas: top and bottom are the room kept for a title and a caption.
type gridLayout struct {
	n                    int
	cell, boardW, x0, y1 vg.Length // x0, y1: the board's left and top edges
}

func newGridLayout(c draw.Canvas, n int, top, bottom vg.Length) gridLayout {
	w := c.Max.X - c.Min.X
	h := c.Max.Y - c.Min.Y
	cell := vg.Length(math.Min(float64(w)/float64(n+1), float64(h-top-bottom)/float64(n+1)))
	boardW := cell * vg.Length(n)
	return gridLayout{
		n: n, cell: cell, boardW: boardW,
		x0: c.Min.X + (w-boardW-cell)/2 + cell, // room for row numbers on the left
		y1: c.Max.Y - top - cell,               // room for column numbers above
	}
}

// centre of cell (r, col), both from 0.
func (g gridLayout) centre(r, col int) vg.Point {
	return vg.Point{X: g.x0 + g.cell*vg.Length(col) + g.cell/2, Y: g.y1 - g.cell*vg.Length(r) - g.cell/2}
}

// square is the outline of cell (r, col).
func (g gridLayout) square(r, col int) []vg.Point {
	xa, ya := g.x0+g.cell*vg.Length(col), g.y1-g.cell*vg.Length(r)
	return []vg.Point{{X: xa, Y: ya}, {X: xa + g.cell, Y: ya}, {X: xa + g.cell, Y: ya - g.cell}, {X: xa, Y: ya - g.cell}}
}

// drawGrid strokes the grid lines and numbers rows and columns from 1.
func (g gridLayout) drawGrid(c draw.Canvas) {
	grid := draw.LineStyle{Color: Grid, Width: vg.Points(0.6)}
	for i := 0; i <= g.n; i++ {
		x := g.x0 + g.cell*vg.Length(i)
		y := g.y1 - g.cell*vg.Length(i)
		c.StrokeLine2(grid, x, g.y1, x, g.y1-g.boardW)
		c.StrokeLine2(grid, g.x0, y, g.x0+g.boardW, y)
	}
	lab := TextStyle(TickSize)
	lab.XAlign, lab.YAlign = draw.XCenter, draw.YCenter
	for i := 0; i < g.n; i++ {
		c.FillText(lab, vg.Point{X: g.x0 + g.cell*vg.Length(i) + g.cell/2, Y: g.y1 + g.cell/2}, strconv.Itoa(i+1))
		c.FillText(lab, vg.Point{X: g.x0 - g.cell/2, Y: g.y1 - g.cell*vg.Length(i) - g.cell/2}, strconv.Itoa(i+1))
	}
}

// drawTitle centres the title above the board, at the top of the canvas.
func (g gridLayout) drawTitle(c draw.Canvas, title string) {
	tt := TextStyle(LabelSize)
	tt.XAlign = draw.XCenter
	c.FillText(fitText(tt, title, c, g.x0+g.boardW/2), vg.Point{X: g.x0 + g.boardW/2, Y: c.Max.Y - tt.Height(title)}, title)
}

// thickRing is a ring glyph with a chosen line width.
type thickRing struct{ width vg.Length }

func (t thickRing) DrawGlyph(c *draw.Canvas, sty draw.GlyphStyle, pt vg.Point) {
	c.SetLineStyle(draw.LineStyle{Color: sty.Color, Width: t.width})
	var p vg.Path
	p.Move(vg.Point{X: pt.X + sty.Radius, Y: pt.Y})
	p.Arc(pt, sty.Radius, 0, 2*math.Pi)
	p.Close()
	c.Stroke(p)
}

// Boards lays out several board drawings in a grid of cols columns.
type Boards struct {
	Views []transv.BoardView
	Cols  int
}

// key is the shared key of a grid of boards: every mark any board shows,
// once, in a board's key order (X, O, new, open block H, completing
// rectangle).
func (bs Boards) key() []keyItem {
	all := Board{View: transv.BoardView{O: []transversal.Cell{{}}, New: []transversal.Cell{{}}, HRows: []int{0}, HCols: []int{0}, RectRows: []int{0}, RectCols: []int{0}}}.keyItems()
	shown := map[string]bool{}
	for _, v := range bs.Views {
		for _, it := range (Board{View: v}).keyItems() {
			shown[it.text] = true
		}
	}
	var items []keyItem
	for _, it := range all {
		if shown[it.text] {
			items = append(items, it)
		}
	}
	return items
}

// keyBand is the height of the shared key's rows under the grid, at width w.
func (bs Boards) keyBand(w vg.Length) (vg.Length, [][]keyItem) {
	rows := keyRowsAt(bs.key(), w-2*vg.Millimeter, captionSize)
	return keyHeightAt(captionSize)*vg.Length(len(rows)) + 2*vg.Millimeter, rows
}

// Draw implements Figure: the boards in a grid and one key, at the
// caption size, under all of them.
func (bs Boards) Draw(c draw.Canvas) {
	cols := bs.Cols
	if cols <= 0 {
		cols = len(bs.Views)
	}
	rows := (len(bs.Views) + cols - 1) / cols
	band, keys := bs.keyBand(c.Max.X - c.Min.X)
	grid := c
	grid.Min.Y += band
	t := draw.Tiles{Rows: rows, Cols: cols, PadX: vg.Millimeter * 2, PadY: vg.Millimeter * 2,
		PadTop: vg.Millimeter, PadBottom: vg.Millimeter, PadLeft: vg.Millimeter, PadRight: vg.Millimeter}
	for i, v := range bs.Views {
		Board{View: v, sharedKey: true}.Draw(t.At(grid, i%cols, i/cols))
	}
	kh := keyHeightAt(captionSize)
	for i, row := range keys {
		drawKeyAt(c, (c.Min.X+c.Max.X)/2, c.Min.Y+band-kh*(vg.Length(i)+0.5)-vg.Millimeter, row, captionSize)
	}
}

// Size gives each board about 5.5 × 6 cm, and the shared key its rows.
func (bs Boards) Size() (vg.Length, vg.Length) {
	cols := bs.Cols
	if cols <= 0 || cols > len(bs.Views) {
		cols = len(bs.Views)
	}
	rows := (len(bs.Views) + cols - 1) / cols
	w := vg.Length(cols) * 5.5 * vg.Centimeter
	band, _ := bs.keyBand(w)
	return w, vg.Length(rows)*6*vg.Centimeter + band
}

// Size of a single board drawing.
func (b Board) Size() (vg.Length, vg.Length) { return 7 * vg.Centimeter, 7.5 * vg.Centimeter }

// Figure2 draws the paper's Figure 2: the four configurations of Lemma 3.
func Figure2() Boards { return Boards{Views: transv.Figure2Views(), Cols: 4} }

// groupedLogBars draws values[series][group] as grouped bars on a log axis,
// each bar rising from the axis minimum.
type groupedLogBars struct {
	values [][]float64
	floor  float64
	width  float64 // of one bar, in group units
}

func (g groupedLogBars) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	ns := len(g.values)
	for s, row := range g.values {
		for grp, v := range row {
			if v <= 0 {
				continue
			}
			x := float64(grp) + (float64(s)-float64(ns-1)/2)*g.width
			xa, xb := trX(x-g.width/2*0.92), trX(x+g.width/2*0.92)
			ya, yb := trY(g.floor), trY(v)
			c.FillPolygon(Color(s), []vg.Point{{X: xa, Y: ya}, {X: xb, Y: ya}, {X: xb, Y: yb}, {X: xa, Y: yb}})
		}
	}
}

func (g groupedLogBars) DataRange() (xmin, xmax, ymin, ymax float64) {
	ymax = g.floor
	for _, row := range g.values {
		for _, v := range row {
			ymax = math.Max(ymax, v)
		}
	}
	return -0.5, float64(len(g.values[0])) - 0.5, g.floor, ymax * 2
}

type swatch struct{ c color.Color }

func (s swatch) Thumbnail(c *draw.Canvas) {
	c.FillPolygon(s.c, []vg.Point{c.Min, {X: c.Max.X, Y: c.Min.Y}, c.Max, {X: c.Min.X, Y: c.Max.Y}})
}

func groupedLog(title, xlabel, ylabel string, groups, series []string, values [][]float64) *plot.Plot {
	p := New(title, xlabel, ylabel)
	minV := math.Inf(1)
	for _, row := range values {
		for _, v := range row {
			if v > 0 {
				minV = math.Min(minV, v)
			}
		}
	}
	floor := logFloor(minV)
	p.Add(groupedLogBars{values: values, floor: floor, width: 0.8 / float64(len(series))})
	logAxis(&p.Y)
	var ticks []plot.Tick
	for i, g := range groups {
		ticks = append(ticks, plot.Tick{Value: float64(i), Label: g})
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticks)
	for i, s := range series {
		p.Legend.Add(s, swatch{Color(i)})
	}
	legendAbove(p)
	headroom(p)
	return p
}

// WinPlyPlot draws a win-ply distribution (transv.WinPlies, enumerated or
// from the closed form): for each n, the share of the strategy's terminal
// lines that end at ply 2n−1, 2n+1 and 2n+3, as grouped bars on a linear
// axis (shares are comparable across n, where the counts span eight orders
// of magnitude; the rows' Frame beside the figure gives the counts).
func WinPlyPlot(rows []transv.WinPlyRow) (*plot.Plot, error) {
	nset := map[int]bool{}
	for _, r := range rows {
		nset[r.N] = true
	}
	var nlist []int
	for n := range nset {
		nlist = append(nlist, n)
	}
	sort.Ints(nlist)
	p := New("Where the 2n+3 strategy wins, against every defence", "X wins at ply", "share of terminal lines")
	w := vg.Points(14)
	for i, n := range nlist {
		vals := make(plotter.Values, 3)
		for _, r := range rows {
			if r.N != n {
				continue
			}
			g := (r.Ply - (2*n - 1)) / 2
			if g < 0 || g > 2 || (r.Ply-(2*n-1))%2 != 0 {
				return nil, fmt.Errorf("n = %d: a line ends at ply %d, not one of 2n−1, 2n+1, 2n+3", n, r.Ply)
			}
			vals[g] += 100 * r.Fraction
		}
		bars, err := plotter.NewBarChart(vals, w)
		if err != nil {
			return nil, err
		}
		bars.Color = Color(i)
		bars.LineStyle.Width = 0
		bars.Offset = w * vg.Length(float64(i)-float64(len(nlist)-1)/2)
		p.Add(bars)
		p.Legend.Add(fmt.Sprintf("n = %d", n), bars)
	}
	p.X.Tick.Marker = plot.ConstantTicks([]plot.Tick{{Value: 0, Label: "2n−1"}, {Value: 1, Label: "2n+1"}, {Value: 2, Label: "2n+3"}})
	p.X.Min, p.X.Max = -0.6, 2.6
	p.Y.Min, p.Y.Max = 0, 60
	p.Y.Tick.Marker = plot.ConstantTicks([]plot.Tick{{Value: 0, Label: "0"}, {Value: 10, Label: "10 %"}, {Value: 20, Label: "20 %"},
		{Value: 30, Label: "30 %"}, {Value: 40, Label: "40 %"}, {Value: 50, Label: "50 %"}})
	legendAbove(p)
	return p, nil
}

// CasePlot draws the proof-case distribution of verification runs (the
// lines of transv.CaseFrame): grouped bars per n over the four cases, log
// axis.
func CasePlot(rs []*transversal.VerifyResult) (*plot.Plot, error) {
	groups := []string{"C-i", "C-ii", "C-iii-a", "C-iii-b"}
	idx := map[string]int{}
	for i, g := range groups {
		idx[g] = i
	}
	var nlist []int
	seen := map[int]int{}
	for _, r := range rs {
		if _, ok := seen[r.N]; !ok {
			seen[r.N] = -1
			nlist = append(nlist, r.N)
		}
	}
	sort.Ints(nlist)
	for i, n := range nlist {
		seen[n] = i
	}
	values := make([][]float64, len(nlist))
	var series []string
	for i, n := range nlist {
		values[i] = make([]float64, len(groups))
		series = append(series, fmt.Sprintf("n = %d", n))
	}
	for _, r := range rs {
		for c, v := range r.Cases {
			g, ok := idx[transversal.CaseNames[c]]
			if !ok {
				return nil, fmt.Errorf("unknown case %q", transversal.CaseNames[c])
			}
			values[seen[r.N]][g] += float64(v)
		}
	}
	return groupedLog("Proof case of each terminal line (§5)", "case", "terminal lines", groups, series, values), nil
}
