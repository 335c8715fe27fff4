package plots

import (
	"fmt"
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
