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

	"plylab/data/graph"
	"plylab/engine/graphgames"
)

// GraphScalingPlot draws graph.Scaling: time against the number of
// vertices on log–log axes, one colour per game, with the stated complexity
// as a dashed line through the smallest measurement. Where the solid line
// is flatter than the dashed one the solver beats the stated bound on these
// instances.
func GraphScalingPlot(rs []graph.ScalingRow) (*plot.Plot, error) {
	var games, stated []string
	var ns, sec, ref []float64
	for _, r := range rs {
		games, stated = append(games, r.Game), append(stated, r.Stated)
		ns, sec, ref = append(ns, float64(r.N)), append(sec, r.Seconds), append(ref, r.Reference)
	}
	p := New("Solver time against size (log–log)", "vertices (edges grow in proportion)", "seconds")
	logAxis(&p.X)
	logAxis(&p.Y)
	var order []string
	rows := map[string][]int{}
	for i, g := range games {
		if _, ok := rows[g]; !ok {
			order = append(order, g)
		}
		rows[g] = append(rows[g], i)
	}
	for k, g := range order {
		var meas, refs plotter.XYs
		for _, i := range rows[g] {
			if sec[i] > 0 {
				meas = append(meas, plotter.XY{X: ns[i], Y: sec[i]})
			}
			if ref[i] > 0 {
				refs = append(refs, plotter.XY{X: ns[i], Y: ref[i]})
			}
		}
		l, pts, err := plotter.NewLinePoints(meas)
		if err != nil {
			return nil, err
		}
		l.Color, pts.Color = Color(k), Color(k)
		l.Width = vg.Points(1.5)
		pts.Shape = draw.CircleGlyph{}
		r, err := plotter.NewLine(refs)
		if err != nil {
			return nil, err
		}
		r.Color = Color(k)
		r.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
		p.Add(l, pts, r)
		p.Legend.Add(fmt.Sprintf("%s (stated %s, dashed)", g, stated[rows[g][0]]), l, pts)
	}
	legendAbove(p)
	headroom(p)
	return p, nil
}

// GraphCheckPlot draws the exhaustive tallies of a ground-truth sweep
// (graph.Check, or graph.ReadCheck of a saved table): the number of
// instances checked against brute force for each n, one line per check,
// log y axis.
func GraphCheckPlot(ts []graphgames.Tally) (*plot.Plot, error) {
	p := New("Instances checked against brute force, every labelled graph", "vertices n", "instances")
	logAxis(&p.Y)
	var order []string
	pts := map[string]plotter.XYs{}
	for _, t := range ts {
		if t.Mode != "exhaustive" || t.Instances == 0 {
			continue
		}
		c := t.Check
		if _, ok := pts[c]; !ok {
			order = append(order, c)
		}
		pts[c] = append(pts[c], plotter.XY{X: float64(t.N), Y: float64(t.Instances)})
	}
	// Checks with equal counts (one instance per graph, or per start)
	// overlap: distinct glyphs and dashes keep each visible.
	shapes := []draw.GlyphDrawer{draw.CircleGlyph{}, draw.BoxGlyph{}, draw.TriangleGlyph{}, draw.CrossGlyph{},
		draw.RingGlyph{}, draw.PlusGlyph{}, draw.PyramidGlyph{}, draw.SquareGlyph{}}
	for k, c := range order {
		l, sc, err := plotter.NewLinePoints(pts[c])
		if err != nil {
			return nil, err
		}
		l.Color, sc.Color = Color(k), Color(k)
		sc.Shape = shapes[k%len(shapes)]
		sc.Radius = vg.Points(3.5)
		if k%2 == 1 {
			l.Dashes = []vg.Length{vg.Points(5), vg.Points(3)}
		}
		p.Add(l, sc)
		p.Legend.Add(c, l, sc)
	}
	legendAbove(p)
	headroom(p)
	var ticks []plot.Tick
	for n := 1; n <= 7; n++ {
		ticks = append(ticks, plot.Tick{Value: float64(n), Label: strconv.Itoa(n)})
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticks)
	return p, nil
}

// GraphDrawing draws a small graph with its vertices on a circle, for the
// games of the graph family: Gallai–Edmonds classes as vertex colours, a
// matching as thick edges, and the path of a geography game with the
// token's vertex ringed.
type GraphDrawing struct {
	N     int
	Edges [][2]int
	// Classes, if not empty, holds one of 'D', 'A', 'C' per vertex.
	Classes string
	// Matching edges are drawn thick and coloured.
	Matching [][2]int
	// Path is the sequence of visited vertices (start first); its edges are
	// drawn in ink, and its last vertex is the token.
	Path  []int
	Title string
}

// NewGraphDrawing returns a drawing of the graph with n vertices and the
// given edges.
func NewGraphDrawing(n int, edges [][2]int) *GraphDrawing {
	return &GraphDrawing{N: n, Edges: edges}
}

// Class colours of the drawing: D, A, C.
var (
	GraphColorD = Palette[1] // orange: missed by some maximum matching
	GraphColorA = Palette[4] // sky blue: neighbours of D
	GraphColorC = Palette[2] // green: the rest
)

// Draw implements Figure.
func (d *GraphDrawing) Draw(c draw.Canvas) {
	c.FillPolygon(Paper, []vg.Point{c.Min, {X: c.Max.X, Y: c.Min.Y}, c.Max, {X: c.Min.X, Y: c.Max.Y}})
	top := c.Max.Y
	if d.Title != "" {
		ts := TextStyle(TitleSize)
		ts.XAlign, ts.YAlign = draw.XCenter, draw.YTop
		x := (c.Min.X + c.Max.X) / 2
		c.FillText(fitText(ts, d.Title, c, x), vg.Point{X: x, Y: top - vg.Points(4)}, d.Title)
		top -= TitleSize + vg.Points(8)
	}
	legendH := vg.Points(14)
	cx := (c.Min.X + c.Max.X) / 2
	cy := (c.Min.Y + legendH + top) / 2
	rad := vg.Length(math.Min(float64(c.Max.X-c.Min.X), float64(top-c.Min.Y-legendH))) / 2 * 0.78
	vr := vg.Points(9)
	pos := make([]vg.Point, d.N)
	for v := range pos {
		a := math.Pi/2 - 2*math.Pi*float64(v)/float64(max(1, d.N))
		pos[v] = vg.Point{X: cx + rad*vg.Length(math.Cos(a)), Y: cy + rad*vg.Length(math.Sin(a))}
	}
	line := func(a, b int, col color.Color, w vg.Length) {
		if a == b {
			return
		}
		c.StrokeLine2(draw.LineStyle{Color: col, Width: w}, pos[a].X, pos[a].Y, pos[b].X, pos[b].Y)
	}
	for _, e := range d.Edges {
		line(e[0], e[1], Grid, vg.Points(1.2))
	}
	for _, e := range d.Matching {
		line(e[0], e[1], Palette[0], vg.Points(4))
	}
	for i := 1; i < len(d.Path); i++ {
		line(d.Path[i-1], d.Path[i], Ink, vg.Points(2))
	}
	visited := map[int]bool{}
	for _, v := range d.Path {
		visited[v] = true
	}
	label := TextStyle(TickSize)
	label.XAlign, label.YAlign = draw.XCenter, draw.YCenter
	for v, p := range pos {
		fill := color.Color(Paper)
		if v < len(d.Classes) {
			switch d.Classes[v] {
			case 'D':
				fill = GraphColorD
			case 'A':
				fill = GraphColorA
			case 'C':
				fill = GraphColorC
			}
		}
		c.FillPolygon(fill, graphCircle(p, vr))
		w := vg.Points(1)
		if visited[v] {
			w = vg.Points(2.5)
		}
		c.StrokeLines(draw.LineStyle{Color: Ink, Width: w}, graphCircle(p, vr))
		if len(d.Path) > 0 && v == d.Path[len(d.Path)-1] {
			c.StrokeLines(draw.LineStyle{Color: Palette[5], Width: vg.Points(2)}, graphCircle(p, vr+vg.Points(4)))
		}
		c.FillText(label, p, strconv.Itoa(v))
	}
	// Legend.
	lg := TextStyle(TickSize)
	lg.YAlign = draw.YCenter
	x := c.Min.X + vg.Points(6)
	y := c.Min.Y + legendH/2
	item := func(col color.Color, text string, swatch bool) {
		if swatch {
			c.FillPolygon(col, graphCircle(vg.Point{X: x + vg.Points(4), Y: y}, vg.Points(4)))
		} else {
			c.StrokeLine2(draw.LineStyle{Color: col, Width: vg.Points(3)}, x, y, x+vg.Points(10), y)
		}
		c.FillText(lg, vg.Point{X: x + vg.Points(13), Y: y}, text)
		x += vg.Points(13) + lg.Width(text) + vg.Points(10)
	}
	if d.Classes != "" {
		item(GraphColorD, "D", true)
		item(GraphColorA, "A", true)
		item(GraphColorC, "C", true)
	}
	if len(d.Matching) > 0 {
		item(Palette[0], "matching", false)
	}
	if len(d.Path) > 1 {
		item(Ink, "path played", false)
	}
}

func graphCircle(p vg.Point, r vg.Length) []vg.Point {
	const k = 28
	pts := make([]vg.Point, k+1)
	for i := 0; i <= k; i++ {
		a := 2 * math.Pi * float64(i) / k
		pts[i] = vg.Point{X: p.X + r*vg.Length(math.Cos(a)), Y: p.Y + r*vg.Length(math.Sin(a))}
	}
	return pts
}

// GraphGeographyDrawing draws a data.GeographyView.
func GraphGeographyDrawing(v graph.GeographyView) *GraphDrawing {
	return &GraphDrawing{N: v.N, Edges: v.Edges, Classes: v.Classes, Matching: v.Matching, Path: v.Path, Title: v.Title}
}

// MatchingBenchPlot draws graph.MatchingBenchRows: CPU milliseconds of
// the maximum matching (to 0.1 ms, as MatchingBenchFrame gives them)
// against vertices on log–log axes, one colour per graph family, plylab
// solid and Boost dashed. Parallel lines mean the same growth; a steeper
// Boost line means plylab grows more slowly.
func MatchingBenchPlot(bench []graph.MatchingBenchRow) (*plot.Plot, error) {
	var graphs []string
	var ns, ply, boost []float64
	for _, r := range bench {
		t := r.Rounded()
		graphs, ns = append(graphs, r.Graph), append(ns, float64(r.N))
		ply, boost = append(ply, t.PlyMatch), append(boost, t.BoostMatch)
	}
	p := New("Maximum matching: plylab (solid) and Boost (dashed)", "vertices", "CPU milliseconds")
	logAxis(&p.X)
	logAxis(&p.Y)
	var order []string
	rows := map[string][]int{}
	for i, g := range graphs {
		if _, ok := rows[g]; !ok {
			order = append(order, g)
		}
		rows[g] = append(rows[g], i)
	}
	top := 0.0
	for k, g := range order {
		var a, b plotter.XYs
		for _, i := range rows[g] {
			if ply[i] > 0 && boost[i] > 0 {
				a = append(a, plotter.XY{X: ns[i], Y: ply[i]})
				b = append(b, plotter.XY{X: ns[i], Y: boost[i]})
				top = max(top, ply[i], boost[i])
			}
		}
		la, pa, err := plotter.NewLinePoints(a)
		if err != nil {
			return nil, err
		}
		lb, pb, err := plotter.NewLinePoints(b)
		if err != nil {
			return nil, err
		}
		la.Color, pa.Color, lb.Color, pb.Color = Color(k), Color(k), Color(k), Color(k)
		la.Width, lb.Width = vg.Points(1.5), vg.Points(1.5)
		pa.Shape, pb.Shape = draw.CircleGlyph{}, draw.BoxGlyph{}
		lb.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
		p.Add(la, pa, lb, pb)
		p.Legend.Add(g, la, pa)
	}
	legendAbove(p)
	headroom(p)
	return p, nil
}
