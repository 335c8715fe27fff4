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

	"plylab/data/pairing"
)

// Hex figures (seeds/002): boards with pairs drawn as segments between cell
// centres (Figs. 2–4) and the essay's charts (Figs. 1, 5, 6, 7).

var (
	hexAcross             = firstColor  // Across's edges (left, right)
	hexDown               = secondColor // Down's edges (top, bottom)
	hexPair   color.Color = Ink
	hexChain              = color.RGBA{86, 180, 233, 255}
)

// HexBoard draws one board: cells as hexagons (rows from the top, each row
// half a cell to the right of the one above, so (0, 0) is an acute corner),
// Across's edges and Down's edges in the first and second players'
// colours, shaded cells, a chain of Across (filled, and outlined as a
// winning set), each pair as a segment between its cells' centres, and a
// key under the board.
type HexBoard struct {
	View pairing.BoardView
	// sharedKey leaves the key out: a grid of boards (HexBoards) draws
	// one key for all of them.
	sharedKey bool
}

// hexKeySize is the text size of a hex board's key at board width w: it
// grows with the board (a twenty-second of its width, from the label size
// up to 16 pt) like the title, so that a row of wide boards shrunk to a
// page keeps a readable key.
func hexKeySize(w vg.Length) vg.Length {
	return vg.Length(math.Max(float64(LabelSize), math.Min(float64(w)/22, float64(vg.Points(16)))))
}

const hexH = 0.8660254037844386 // √3/2: row spacing for unit-width cells

// centre of cell (r, c) in board units (x right, y down).
func (b HexBoard) centre(r, c int) (float64, float64) {
	v := b.View
	shift := float64(r) / 2
	if v.Mirror {
		shift = float64(v.Rows-1-r) / 2
	}
	return float64(c) + shift, float64(r) * hexH
}

// angle of the neighbour direction (dr, dc) in degrees, y up.
func (b HexBoard) angle(dr, dc int) float64 {
	x0, y0 := b.centre(0, 0)
	x1, y1 := b.centre(dr, dc)
	if b.View.Mirror {
		x0, y0 = b.centre(1, 0)
		x1, y1 = b.centre(1+dr, dc)
	}
	return math.Atan2(-(y1-y0), x1-x0) * 180 / math.Pi
}

// Draw implements Figure.
func (b HexBoard) Draw(c draw.Canvas) {
	v := b.View
	if v.Rows < 1 || v.Cols < 1 {
		return
	}
	// The title grows with the board (a fifteenth of its width, from the
	// label size up to 22 pt), so that it stays readable when a row of wide
	// boards is shrunk to a notebook's width.
	title := TextStyle(vg.Length(math.Max(float64(LabelSize), math.Min(float64(c.Max.X-c.Min.X)/15, float64(vg.Points(22))))))
	top := vg.Length(0)
	if v.Title != "" {
		top = title.Height(v.Title) * 1.8
	}
	rho := 1 / math.Sqrt(3) // circumradius of a unit-width hexagon
	// bounding box in board units
	minX, maxX := math.Inf(1), math.Inf(-1)
	for r := 0; r < v.Rows; r++ {
		for _, col := range []int{0, v.Cols - 1} {
			x, _ := b.centre(r, col)
			minX, maxX = math.Min(minX, x-0.5), math.Max(maxX, x+0.5)
		}
	}
	minY, maxY := -rho, float64(v.Rows-1)*hexH+rho
	pad := 0.35 // room for the coloured edges
	wU, hU := maxX-minX+2*pad, maxY-minY+2*pad
	w := float64(c.Max.X - c.Min.X)
	ks := hexKeySize(c.Max.X - c.Min.X)
	bottom := keyHeightAt(ks) * 1.3
	if b.sharedKey {
		bottom = vg.Millimeter
	}
	h := float64(c.Max.Y - c.Min.Y - top - bottom)
	s := math.Min(w/wU, h/hU)
	ox := float64(c.Min.X) + (w-s*wU)/2 - s*(minX-pad)
	oy := float64(c.Max.Y-top) - (h-s*hU)/2 + s*(minY-pad)
	keyY := vg.Length(float64(c.Max.Y-top)-(h-s*hU)/2-s*hU) - keyHeightAt(ks)*0.5
	pt := func(x, y float64) vg.Point { return vg.Point{X: vg.Length(ox + s*x), Y: vg.Length(oy - s*y)} }
	hexagon := func(r, col int) []vg.Point {
		x, y := b.centre(r, col)
		var ps []vg.Point
		for k := 0; k < 6; k++ {
			a := (30 + 60*float64(k)) * math.Pi / 180
			ps = append(ps, pt(x+rho*math.Cos(a), y-rho*math.Sin(a)))
		}
		return ps
	}
	shaded := map[[2]int]bool{}
	for _, rc := range v.Shade {
		shaded[rc] = true
	}
	onChain := map[[2]int]bool{}
	for _, rc := range v.Chain {
		onChain[rc] = true
	}
	grid := draw.LineStyle{Color: Grid, Width: vg.Points(0.6)}
	var chain [][]vg.Point
	for r := 0; r < v.Rows; r++ {
		for col := 0; col < v.Cols; col++ {
			hx := hexagon(r, col)
			switch {
			case onChain[[2]int{r, col}]:
				c.FillPolygon(hexChain, hx)
				chain = append(chain, hx)
			case shaded[[2]int{r, col}]:
				c.FillPolygon(Shade, hx)
			default:
				c.FillPolygon(Paper, hx)
			}
			c.StrokeLines(grid, append(hx, hx[0]))
		}
	}
	outlineCells(c, chain)
	// The players' edges: every hexagon side facing a neighbour off the board.
	dirs := [][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {-1, 1}, {1, -1}}
	if v.Mirror {
		dirs = [][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {-1, -1}, {1, 1}}
	}
	edge := vg.Points(2.4)
	for r := 0; r < v.Rows; r++ {
		for col := 0; col < v.Cols; col++ {
			x, y := b.centre(r, col)
			for _, d := range dirs {
				rr, cc := r+d[0], col+d[1]
				if rr >= 0 && rr < v.Rows && cc >= 0 && cc < v.Cols {
					continue
				}
				colr := hexDown
				if cc < 0 || cc >= v.Cols {
					colr = hexAcross
				}
				a := b.angle(d[0], d[1])
				a0, a1 := (a-30)*math.Pi/180, (a+30)*math.Pi/180
				c.StrokeLine2(draw.LineStyle{Color: colr, Width: edge},
					pt(x+rho*math.Cos(a0), y-rho*math.Sin(a0)).X, pt(x+rho*math.Cos(a0), y-rho*math.Sin(a0)).Y,
					pt(x+rho*math.Cos(a1), y-rho*math.Sin(a1)).X, pt(x+rho*math.Cos(a1), y-rho*math.Sin(a1)).Y)
			}
		}
	}
	// Pairs.
	lw := vg.Length(math.Max(0.8, math.Min(1.6, s*0.06)))
	dot := vg.Length(s * 0.09)
	for i, q := range v.Pairs {
		col := hexPair
		if i < len(v.PairColors) {
			col = Color(v.PairColors[i])
		}
		x1, y1 := b.centre(q[0][0], q[0][1])
		x2, y2 := b.centre(q[1][0], q[1][1])
		p1, p2 := pt(x1, y1), pt(x2, y2)
		c.StrokeLine2(draw.LineStyle{Color: col, Width: lw}, p1.X, p1.Y, p2.X, p2.Y)
		for _, p := range []vg.Point{p1, p2} {
			c.DrawGlyph(draw.GlyphStyle{Color: col, Radius: dot, Shape: draw.CircleGlyph{}}, p)
		}
	}
	if !b.sharedKey {
		drawKeyAt(c, (c.Min.X+c.Max.X)/2, keyY, b.keyItems(), ks)
	}
	if v.Title != "" {
		tt := title
		tt.XAlign = draw.XCenter
		x := (c.Min.X + c.Max.X) / 2
		c.FillText(fitText(tt, v.Title, c, x), vg.Point{X: x, Y: c.Max.Y - title.Height(v.Title)}, v.Title)
	}
}

// keyItems are the marks a hex board view shows, in the key's order.
func (b HexBoard) keyItems() []keyItem {
	v := b.View
	items := []keyItem{{edgeMark(hexAcross), "Across's edges"}, {edgeMark(hexDown), "Down's edges"}}
	if len(v.Pairs) > 0 {
		items = append(items, keyItem{func(c draw.Canvas, p vg.Point, r vg.Length) {
			c.StrokeLine2(draw.LineStyle{Color: hexPair, Width: vg.Points(1)}, p.X-r, p.Y, p.X+r, p.Y)
			for _, x := range []vg.Length{p.X - r, p.X + r} {
				c.DrawGlyph(draw.GlyphStyle{Color: hexPair, Radius: r * 0.3, Shape: draw.CircleGlyph{}}, vg.Point{X: x, Y: p.Y})
			}
		}, "pair"})
	}
	if len(v.Chain) > 0 {
		items = append(items, keyItem{func(c draw.Canvas, p vg.Point, r vg.Length) {
			sq := box(p, r)
			c.FillPolygon(hexChain, sq)
			c.StrokeLines(winLine, append(sq, sq[0]))
		}, "Across's chain"})
	}
	if len(v.Shade) > 0 {
		items = append(items, keyItem{boxMark(Shade), "corner cells (the rules part here)"})
	}
	return items
}

// Size of a single board: about 1.1 cm per column.
func (b HexBoard) Size() (vg.Length, vg.Length) {
	v := b.View
	wU := float64(v.Cols) + float64(v.Rows-1)/2 + 0.7
	hU := float64(v.Rows-1)*hexH + 1.85
	unit := 1.1 * float64(vg.Centimeter)
	if wU*unit > float64(16*vg.Centimeter) {
		unit = float64(16*vg.Centimeter) / wU
	}
	w := vg.Length(wU * unit)
	if b.sharedKey {
		return w, vg.Length(hU*unit) + 0.8*vg.Centimeter + vg.Millimeter
	}
	return w, vg.Length(hU*unit) + 0.8*vg.Centimeter + keyHeightAt(hexKeySize(w))*1.3
}

// HexBoards lays several boards out in a grid of Cols columns (0: one row).
type HexBoards struct {
	Views []pairing.BoardView
	Cols  int
}

// key is the shared key of a grid of hex boards: every mark any board
// shows, once, in a board's key order, at the size of the widest board's
// key, split into rows that fit width w; and the height of its band.
func (hb HexBoards) key(w vg.Length) ([][]keyItem, vg.Length, vg.Length) {
	all := HexBoard{View: pairing.BoardView{Pairs: make([][2][2]int, 1), Chain: make([][2]int, 1), Shade: make([][2]int, 1)}}.keyItems()
	shown := map[string]bool{}
	var bw vg.Length
	for _, v := range hb.Views {
		b := HexBoard{View: v}
		for _, it := range b.keyItems() {
			shown[it.text] = true
		}
		x, _ := b.Size()
		bw = max(bw, x)
	}
	var items []keyItem
	for _, it := range all {
		if shown[it.text] {
			items = append(items, it)
		}
	}
	ks := hexKeySize(bw)
	rows := keyRowsAt(items, w-2*vg.Millimeter, ks)
	return rows, ks, keyHeightAt(ks)*(vg.Length(len(rows))+0.4) + 2*vg.Millimeter
}

// Draw implements Figure: the boards in a grid and one key under them.
func (hb HexBoards) Draw(c draw.Canvas) {
	cols := hb.Cols
	if cols <= 0 || cols > len(hb.Views) {
		cols = len(hb.Views)
	}
	if cols == 0 {
		return
	}
	rows := (len(hb.Views) + cols - 1) / cols
	keys, ks, band := hb.key(c.Max.X - c.Min.X)
	grid := c
	grid.Min.Y += band
	t := draw.Tiles{Rows: rows, Cols: cols, PadX: vg.Millimeter * 3, PadY: vg.Millimeter * 3,
		PadTop: vg.Millimeter, PadBottom: vg.Millimeter, PadLeft: vg.Millimeter, PadRight: vg.Millimeter}
	for i, v := range hb.Views {
		HexBoard{View: v, sharedKey: true}.Draw(t.At(grid, i%cols, i/cols))
	}
	kh := keyHeightAt(ks)
	for i, row := range keys {
		drawKeyAt(c, (c.Min.X+c.Max.X)/2, c.Min.Y+band-kh*(vg.Length(i)+0.7)-vg.Millimeter, row, ks)
	}
}

// Size gives each board its own size, and the shared key its rows.
func (hb HexBoards) Size() (vg.Length, vg.Length) {
	cols := hb.Cols
	if cols <= 0 || cols > len(hb.Views) {
		cols = len(hb.Views)
	}
	if cols == 0 {
		return Width, Height
	}
	rows := (len(hb.Views) + cols - 1) / cols
	var w, h vg.Length
	for _, v := range hb.Views {
		bw, bh := HexBoard{View: v, sharedKey: true}.Size()
		w, h = max(w, bw), max(h, bh)
	}
	W := vg.Length(cols)*w + vg.Length(cols+1)*3*vg.Millimeter
	_, _, band := hb.key(W)
	return W, vg.Length(rows)*h + vg.Length(rows+1)*3*vg.Millimeter + band
}

// HexPlots lays plots side by side, their axes aligned.
type HexPlots struct{ Plots []*plot.Plot }

// Draw implements Figure.
func (hp HexPlots) Draw(c draw.Canvas) {
	t := draw.Tiles{Rows: 1, Cols: len(hp.Plots), PadX: vg.Millimeter * 6, PadTop: vg.Millimeter, PadBottom: vg.Millimeter,
		PadLeft: vg.Millimeter, PadRight: vg.Millimeter * 2}
	cs := plot.Align([][]*plot.Plot{hp.Plots}, t, c)
	for i, p := range hp.Plots {
		drawFitted(p, cs[0][i])
	}
}

// Size of the row of plots.
func (hp HexPlots) Size() (vg.Length, vg.Length) {
	return vg.Length(len(hp.Plots)) * 9 * vg.Centimeter, 8 * vg.Centimeter
}

// boardTicks labels integer x positions with board names.
type boardTicks struct {
	at    []float64
	label []string
}

func (t boardTicks) Ticks(min, max float64) []plot.Tick {
	var out []plot.Tick
	for i, x := range t.at {
		out = append(out, plot.Tick{Value: x, Label: t.label[i]})
	}
	return out
}

// HexCountsFigure is Fig. 1 from pairing.Censuses (2×3 … 5×6 in the
// essay): minimal chains per board (log scale) and the pairings meeting all
// of them.
func HexCountsFigure(runs []pairing.CensusRun) (HexPlots, error) {
	var boards []string
	var chains, pairings []float64
	for _, r := range runs {
		boards = append(boards, pairing.BoardName(r.N, r.N+1))
		chains = append(chains, float64(r.Chains))
		pairings = append(pairings, float64(len(r.Result.Pairings)))
	}
	ticks := boardTicks{}
	var cpts, ppts plotter.XYs
	for i := range boards {
		ticks.at = append(ticks.at, float64(i))
		ticks.label = append(ticks.label, boards[i])
		cpts = append(cpts, plotter.XY{X: float64(i), Y: chains[i]})
		ppts = append(ppts, plotter.XY{X: float64(i), Y: pairings[i]})
	}
	left := New("Across's minimal chains", "board", "chains (log scale)")
	logAxis(&left.Y)
	left.X.Tick.Marker = ticks
	l, p, err := plotter.NewLinePoints(cpts)
	if err != nil {
		return HexPlots{}, err
	}
	l.Color, p.Color = Color(0), Color(0)
	left.Add(l, p)
	labels, err := plotter.NewLabels(plotter.XYLabels{XYs: cpts, Labels: fmtCounts(chains)})
	if err == nil {
		for i := range labels.TextStyle {
			labels.TextStyle[i] = TextStyle(TickSize)
			labels.TextStyle[i].XAlign = draw.XRight
		}
		left.Add(labels)
	}
	left.X.Min, left.X.Max = -0.5, float64(len(boards))-0.5
	right := New("pairings meeting every chain", "board", "pairings")
	right.X.Tick.Marker = ticks
	bars, err := plotter.NewBarChart(plotter.Values(pairings), vg.Points(18))
	if err != nil {
		return HexPlots{}, err
	}
	bars.Color = Color(1)
	bars.LineStyle.Width = 0
	right.Add(bars)
	right.Y.Min, right.Y.Max = 0, 4
	right.X.Min, right.X.Max = -0.5, float64(len(boards))-0.5
	return HexPlots{Plots: []*plot.Plot{left, right}}, nil
}

func fmtCounts(xs []float64) []string {
	var out []string
	for _, x := range xs {
		out = append(out, fmt.Sprintf("%.0f ", x))
	}
	return out
}

// HexSharedPlot is Fig. 5 from pairing.Shared: the pairs each two rules
// share, per board, with the pairs of one pairing for scale.
func HexSharedPlot(rows []pairing.SharedRow) (*plot.Plot, error) {
	var boards, first, second []string
	var shared, pairs []float64
	for _, r := range rows {
		boards = append(boards, pairing.BoardName(r.N, r.N+1))
		first, second = append(first, r.First), append(second, r.Second)
		shared, pairs = append(shared, float64(r.Shared)), append(pairs, float64(r.Pairs))
	}
	p := New("pairs shared by two winning pairings", "board", "pairs")
	idx := map[string]int{}
	ticks := boardTicks{}
	for _, b := range boards {
		if _, ok := idx[b]; !ok {
			idx[b] = len(idx)
			ticks.at = append(ticks.at, float64(idx[b]))
			ticks.label = append(ticks.label, b)
		}
	}
	series := map[string]plotter.XYs{}
	var order []string
	total := plotter.XYs{}
	seen := map[string]bool{}
	for i := range boards {
		key := first[i] + " & " + second[i]
		if _, ok := series[key]; !ok {
			order = append(order, key)
		}
		series[key] = append(series[key], plotter.XY{X: float64(idx[boards[i]]), Y: shared[i]})
		if !seen[boards[i]] {
			seen[boards[i]] = true
			total = append(total, plotter.XY{X: float64(idx[boards[i]]), Y: pairs[i]})
		}
	}
	tl, err := plotter.NewLine(total)
	if err != nil {
		return nil, err
	}
	tl.Color = Grid
	tl.Width = vg.Points(4)
	p.Add(tl)
	p.Legend.Add("pairs in a pairing", tl)
	for k, key := range order {
		l, pts, err := plotter.NewLinePoints(series[key])
		if err != nil {
			return nil, err
		}
		l.Color, pts.Color = Color(k+1), Color(k+1)
		pts.Shape = draw.CircleGlyph{}
		p.Add(l, pts)
		p.Legend.Add(key, l, pts)
	}
	legendAbove(p)
	p.X.Tick.Marker = ticks
	p.X.Min, p.X.Max = -0.3, float64(len(idx))-0.7
	p.Y.Min = 0
	headroom(p)
	p.Y.Tick.Marker = IntTicks{} // pairs are whole numbers
	return p, nil
}

// HexSlackFigure is Fig. 6 from pairing.Slacks (3×4 … 5×6 in the essay):
// whole pairs per chain and the share of chains held by a single pair, per
// board and rule.
func HexSlackFigure(rows []pairing.SlackRow) (HexPlots, error) {
	var boards, rules []string
	var mean, share []float64
	for _, r := range rows {
		boards, rules = append(boards, pairing.BoardName(r.N, r.N+1)), append(rules, r.Rule)
		mean, share = append(mean, r.MeanPerChain), append(share, r.SingleShare)
	}
	idx := map[string]int{}
	ticks := boardTicks{}
	for _, b := range boards {
		if _, ok := idx[b]; !ok {
			idx[b] = len(idx)
			ticks.at = append(ticks.at, float64(idx[b]))
			ticks.label = append(ticks.label, b)
		}
	}
	var ruleOrder []string
	rk := map[string]int{}
	for _, r := range rules {
		if _, ok := rk[r]; !ok {
			rk[r] = len(rk)
			ruleOrder = append(ruleOrder, r)
		}
	}
	mk := func(title, ylabel string, ys []float64, ymax float64) (*plot.Plot, error) {
		p := New(title, "board", ylabel)
		w := vg.Points(12)
		for k, r := range ruleOrder {
			vals := make(plotter.Values, len(idx))
			for i := range boards {
				if rules[i] == r {
					vals[idx[boards[i]]] = ys[i]
				}
			}
			bars, err := plotter.NewBarChart(vals, w)
			if err != nil {
				return nil, err
			}
			bars.Color = Color(k)
			bars.LineStyle.Width = 0
			bars.Offset = w * vg.Length(k-len(ruleOrder)/2)
			p.Add(bars)
			p.Legend.Add(r, bars)
		}
		p.X.Tick.Marker = ticks
		p.X.Min, p.X.Max = -0.7, float64(len(idx))-0.3 // room for the outer bars of each group
		p.Y.Min, p.Y.Max = 0, ymax
		legendAbove(p)
		return p, nil
	}
	// The y ranges end a little above the tallest possible bar (at most 2
	// whole pairs per chain on average, 100 %).
	a, err := mk("whole pairs per minimal chain", "mean whole pairs", mean, 2.15)
	if err != nil {
		return HexPlots{}, err
	}
	var halves []plot.Tick
	for v := 0.0; v <= 2.5; v += 0.5 {
		halves = append(halves, plot.Tick{Value: v, Label: strconv.FormatFloat(v, 'f', -1, 64)})
	}
	a.Y.Tick.Marker = plot.ConstantTicks(halves)
	pct := make([]float64, len(share))
	for i, s := range share {
		pct[i] = 100 * s
	}
	b, err := mk("chains held by exactly one pair", "per cent of chains", pct, 108)
	if err != nil {
		return HexPlots{}, err
	}
	b.Y.Tick.Marker = plot.ConstantTicks([]plot.Tick{{Value: 0, Label: "0"}, {Value: 25, Label: "25"},
		{Value: 50, Label: "50"}, {Value: 75, Label: "75"}, {Value: 100, Label: "100"}})
	return HexPlots{Plots: []*plot.Plot{a, b}}, nil
}

// HexChecksPlot is Fig. 7 from pairing.RuleChecks: the work each rule
// check did per board (partial paths of the walk, or frontier states), one
// line per rule and method; a filled marker where the rule holds, a cross
// where it fails.
func HexChecksPlot(rows []pairing.CheckRow) (*plot.Plot, error) {
	p := New("each rule checked on n×(n+1): no chain without a whole pair", "n (board n×(n+1))", "work (log scale)")
	logAxis(&p.Y)
	type key struct{ rule, method string }
	var order []key
	pts := map[key]plotter.XYs{}
	var failed plotter.XYs
	for _, r := range rows {
		k := key{r.Rule, r.Method}
		if _, ok := pts[k]; !ok {
			order = append(order, k)
		}
		w, _ := r.Work()
		y := math.Max(float64(w), 1)
		pts[k] = append(pts[k], plotter.XY{X: float64(r.N), Y: y})
		if !r.Holds {
			failed = append(failed, plotter.XY{X: float64(r.N), Y: y})
		}
	}
	ruleIdx := map[string]int{"diagonal": 0, "cross": 1, "corners": 2}
	for _, k := range order {
		l, sc, err := plotter.NewLinePoints(pts[k])
		if err != nil {
			return nil, err
		}
		col := Color(ruleIdx[k.rule])
		l.Color, sc.Color = col, col
		if k.method == "dp" {
			l.Dashes = []vg.Length{vg.Points(4), vg.Points(2)}
			sc.Shape = draw.BoxGlyph{}
		} else {
			sc.Shape = draw.CircleGlyph{}
		}
		p.Add(l, sc)
		unit := "partial paths"
		if k.method == "dp" {
			unit = "frontier states"
		}
		p.Legend.Add(fmt.Sprintf("%s: %s (%s)", k.rule, unit, k.method), l, sc)
	}
	if len(failed) > 0 {
		sc, err := plotter.NewScatter(failed)
		if err != nil {
			return nil, err
		}
		sc.Shape = draw.CrossGlyph{}
		sc.Color = Ink
		sc.Radius = vg.Points(6)
		p.Add(sc)
		p.Legend.Add("rule fails", sc)
	}
	legendAbove(p)
	headroom(p)
	return p, nil
}
