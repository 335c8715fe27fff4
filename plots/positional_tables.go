package plots

import (
	"fmt"
	"math"
	"plylab/data/variants"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Figures of notebook 07's tables (data/variants/positional_tables.go): the
// transversal game under Maker–Breaker, misère rules and a bias, and
// Harary's animal game on rectangles.

// addLine adds a line with point markers in palette colour i.
func addLine(p *plot.Plot, xys plotter.XYs, i int, shape draw.GlyphDrawer, name string) error {
	if len(xys) == 0 {
		return nil
	}
	l, pts, err := plotter.NewLinePoints(xys)
	if err != nil {
		return err
	}
	l.Color, pts.Color = Color(i), Color(i)
	l.Width = vg.Points(1.5)
	pts.Shape, pts.Radius = shape, vg.Points(3.5)
	p.Add(l, pts)
	p.Legend.Add(name, l, pts)
	return nil
}

// TransversalMakerBreakerPlot draws Table 1 (variants.TransversalMakerBreaker):
// Maker's fewest moves to own a transversal of the n × n board against
// every Breaker, moving first and moving second, beside the trivial lower
// bound n (a transversal has n cells). n where Breaker wins have no point.
func TransversalMakerBreakerPlot(rows []variants.MakerBreakerRow) (*plot.Plot, error) {
	p := New("Maker–Breaker transversal game: Maker's fewest moves", "n (board n × n)", "Maker's moves")
	var mf, ms, lb plotter.XYs
	const dodge = 0.12
	lo, hi := math.MaxInt, 0
	for _, r := range rows {
		lo, hi = min(lo, r.N), max(hi, r.N)
		if r.MakerMoves < 0 {
			continue
		}
		// moving first a little left of n and second a little right,
		// so that neither hides the other where the counts agree
		if r.First == "maker" {
			mf = append(mf, plotter.XY{X: float64(r.N) - dodge, Y: float64(r.MakerMoves)})
		} else {
			ms = append(ms, plotter.XY{X: float64(r.N) + dodge, Y: float64(r.MakerMoves)})
		}
	}
	if len(mf)+len(ms) == 0 {
		return nil, fmt.Errorf("plots: Maker wins no row of the table")
	}
	for n := lo; n <= hi; n++ {
		lb = append(lb, plotter.XY{X: float64(n), Y: float64(n)})
	}
	if err := addLine(p, lb, 7, draw.CrossGlyph{}, "n (cells of a transversal)"); err != nil {
		return nil, err
	}
	if err := addLine(p, mf, 0, draw.CircleGlyph{}, "Maker moves first"); err != nil {
		return nil, err
	}
	if err := addLine(p, ms, 1, draw.SquareGlyph{}, "Maker moves second"); err != nil {
		return nil, err
	}
	legendAbove(p)
	p.X.Tick.Marker = IntTicks{}
	p.Y.Tick.Marker = IntTicks{}
	p.X.Min, p.X.Max = float64(lo)-0.3, float64(hi)+0.3
	p.Y.Min = 0
	headroom(p)
	return p, nil
}

// TransversalMiserePlot draws Table 2 (variants.TransversalMisere) as a
// chart of outcomes: one row per game (Avoider–Enforcer with Avoider
// first, with Enforcer first, strong misère), one column per n, and at
// each board a marker for the winner labelled with the outcome and, for a
// win, the ply on which the loser is forced to own a transversal.
func TransversalMiserePlot(rows []variants.MisereRow) (*plot.Plot, error) {
	if len(rows) == 0 {
		return nil, fmt.Errorf("plots: no rows")
	}
	p := New("Avoider–Enforcer and strong misère transversal games", "n (board n × n)", "")
	games := []struct{ rule, first, name string }{
		{"avoider-enforcer", "avoider", "Avoider–Enforcer,\nAvoider first"},
		{"avoider-enforcer", "enforcer", "Avoider–Enforcer,\nEnforcer first"},
		{"strong-misere", "first", "strong misère"},
	}
	// one marker series per outcome, so that the legend names each once
	kinds := []struct {
		outcome string
		name    string
		short   string
		shape   draw.GlyphDrawer
		colour  int
	}{
		{"enforcer", "Enforcer wins (forces a transversal)", "Enforcer wins", draw.CircleGlyph{}, 0},
		{"avoider", "Avoider wins (owns none)", "Avoider wins", draw.SquareGlyph{}, 1},
		{"draw", "draw (nobody owns one)", "draw", draw.TriangleGlyph{}, 7},
		{"first", "first player wins", "first player wins", draw.PyramidGlyph{}, 2},
		{"second", "second player wins", "second player wins", draw.PyramidGlyph{}, 3},
	}
	pts := make([]plotter.XYs, len(kinds)+1)
	labels := make([][]string, len(kinds)+1)
	lo, hi := math.MaxInt, 0
	for _, r := range rows {
		g := -1
		for i, gm := range games {
			if r.Rule == gm.rule && (r.First == gm.first || gm.rule == "strong-misere") {
				g = i
			}
		}
		if g < 0 {
			continue
		}
		lo, hi = min(lo, r.N), max(hi, r.N)
		k := len(kinds) // unknown
		for i, kd := range kinds {
			if string(r.Outcome) == kd.outcome {
				k = i
			}
		}
		lab := "unknown"
		if k < len(kinds) {
			lab = kinds[k].short
		}
		if r.Plies >= 0 && k < len(kinds) && r.Outcome != "draw" {
			lab += ", ply " + strconv.Itoa(r.Plies) + " of " + strconv.Itoa(r.N*r.N)
		}
		pts[k] = append(pts[k], plotter.XY{X: float64(r.N), Y: float64(len(games) - 1 - g)})
		labels[k] = append(labels[k], lab)
	}
	if hi == 0 {
		return nil, fmt.Errorf("plots: no row of a known game")
	}
	for k, xys := range pts {
		if len(xys) == 0 {
			continue
		}
		sc, err := plotter.NewScatter(xys)
		if err != nil {
			return nil, err
		}
		name, shape, colour := "unknown (not solved)", draw.GlyphDrawer(draw.CrossGlyph{}), 7
		if k < len(kinds) {
			name, shape, colour = kinds[k].name, kinds[k].shape, kinds[k].colour
		}
		sc.Shape, sc.Color, sc.Radius = shape, Color(colour), vg.Points(4)
		p.Add(sc)
		p.Legend.Add(name, sc)
		lab, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: labels[k]})
		if err != nil {
			return nil, err
		}
		for i := range lab.TextStyle {
			lab.TextStyle[i] = TextStyle(vg.Points(8))
		}
		lab.Offset = vg.Point{X: vg.Points(7), Y: vg.Points(-3)}
		p.Add(lab)
	}
	var ticks []plot.Tick
	for i, gm := range games {
		ticks = append(ticks, plot.Tick{Value: float64(len(games) - 1 - i), Label: gm.name})
	}
	p.Y.Tick.Marker = plot.ConstantTicks(ticks)
	p.X.Tick.Marker = IntTicks{}
	p.X.Min, p.X.Max = float64(lo)-0.3, float64(hi)+0.85
	p.Y.Min, p.Y.Max = -0.5, float64(len(games))-0.5
	legendAbove(p)
	return p, nil
}

// TransversalBiasPlot draws Table 3 (variants.BiasThresholds): per n, the
// largest Breaker bias q at which Maker still owns a transversal (bars),
// with n / ln n, the order of the threshold bias of the perfect-matching
// game on K_{n,n} for large n (the transversals are its perfect matchings),
// for scale only.
func TransversalBiasPlot(rows []variants.BiasRow) (*plot.Plot, error) {
	if len(rows) == 0 {
		return nil, fmt.Errorf("plots: no rows")
	}
	p := New("Biased Maker–Breaker transversal game 1:q", "n (board n × n)", "largest q with a Maker win (1:q)")
	var pts, ref plotter.XYs
	for _, r := range rows {
		n := r.N
		pts = append(pts, plotter.XY{X: float64(n), Y: float64(r.QMax)})
		if n >= 2 {
			ref = append(ref, plotter.XY{X: float64(n), Y: float64(n) / math.Log(float64(n))})
		}
	}
	if err := addLine(p, pts, 0, draw.CircleGlyph{}, "largest q (solved)"); err != nil {
		return nil, err
	}
	if err := addLine(p, ref, 7, draw.CrossGlyph{}, "n / ln n (order only, constant omitted)"); err != nil {
		return nil, err
	}
	legendAbove(p)
	p.X.Tick.Marker = IntTicks{}
	p.Y.Tick.Marker = IntTicks{}
	p.X.Min, p.X.Max = float64(rows[0].N)-0.3, float64(rows[len(rows)-1].N)+0.3
	p.Y.Min, p.Y.Max = 0, math.Max(p.Y.Max*1.08, 2)
	return p, nil
}

// AnimalTablePlot draws Table 4 (variants.AnimalTable, one table without
// and one with a handicap stone): one row per animal, and in it the area
// of each minimal winning rectangle, without a handicap as a circle just
// left of the area and with one as a triangle just right of it. Each
// table's rectangles of an animal and the first player's moves on them
// stand in one label right of the row's rightmost marker (plain above the
// row, handicap below it), so that no label covers a marker or another
// label. An animal with no win is marked by a cross at the largest area
// searched.
func AnimalTablePlot(plain, handicap []variants.AnimalRow) (*plot.Plot, error) {
	p := New("Harary's animal game: minimal winning rectangles", "cells of the rectangle (rows × columns)", "")
	var order []string
	index := map[string]int{}
	for _, table := range [][]variants.AnimalRow{plain, handicap} {
		for _, r := range table {
			if _, ok := index[r.Animal]; !ok {
				index[r.Animal] = len(order)
				order = append(order, r.Animal)
			}
		}
	}
	if len(order) == 0 {
		return nil, fmt.Errorf("plots: no rows")
	}
	y := func(a string) float64 { return float64(len(order) - 1 - index[a]) }
	names := []string{"no handicap", "one handicap stone"}
	dxs := []float64{-0.3, 0.3}
	// the rightmost marker of each row, over both tables
	right := make([]float64, len(order))
	for k, table := range [][]variants.AnimalRow{plain, handicap} {
		for _, r := range table {
			a := r.SearchedArea
			if r.FirstMoves() >= 0 && r.Rows > 0 {
				a = r.Rows * r.Cols
			}
			i := index[r.Animal]
			right[i] = math.Max(right[i], float64(a)+dxs[k])
		}
	}
	const labGap = 7 // points between a row's rightmost marker and its labels
	labStyle := TextStyle(vg.Points(8))
	var noWin *plotter.Scatter
	widest := make([]vg.Length, len(order))
	for k, table := range [][]variants.AnimalRow{plain, handicap} {
		dx := dxs[k]
		var wins, none plotter.XYs
		labs := make([]string, len(order))
		seen := map[string]bool{}
		for _, r := range table {
			i := index[r.Animal]
			lab := "none up to " + strconv.Itoa(r.SearchedArea) + " cells"
			if r.FirstMoves() < 0 || r.Rows == 0 {
				none = append(none, plotter.XY{X: float64(r.SearchedArea) + dx, Y: y(r.Animal)})
			} else {
				area := r.Rows * r.Cols
				lab = strconv.Itoa(r.Rows) + "×" + strconv.Itoa(r.Cols) + ": " + strconv.Itoa(r.FirstMoves())
				if key := r.Animal + " " + strconv.Itoa(area); !seen[key] {
					seen[key] = true
					wins = append(wins, plotter.XY{X: float64(area) + dx, Y: y(r.Animal)})
				}
			}
			if labs[i] != "" {
				labs[i] += ", "
			}
			labs[i] += lab
		}
		for j, set := range []plotter.XYs{wins, none} {
			if len(set) == 0 {
				continue
			}
			sc, err := plotter.NewScatter(set)
			if err != nil {
				return nil, err
			}
			sc.Color = Color(k)
			sc.Shape = []draw.GlyphDrawer{draw.CircleGlyph{}, draw.TriangleGlyph{}, draw.CrossGlyph{}}[max(k, 2*j)]
			sc.Radius = vg.Points(3.5)
			p.Add(sc)
			if j == 0 {
				p.Legend.Add(names[k]+" (rectangle: first player's moves)", sc)
			} else if k == 0 || noWin == nil {
				grey := *sc
				grey.Color = Color(7)
				noWin = &grey
			}
		}
		var at plotter.XYs
		var text []string
		for i, a := range order {
			if labs[i] == "" {
				continue
			}
			at = append(at, plotter.XY{X: right[i], Y: y(a)})
			text = append(text, labs[i])
			widest[i] = max(widest[i], labStyle.Width(labs[i]))
		}
		if len(at) == 0 {
			continue
		}
		lab, err := plotter.NewLabels(plotter.XYLabels{XYs: at, Labels: text})
		if err != nil {
			return nil, err
		}
		for i := range lab.TextStyle {
			lab.TextStyle[i] = labStyle
			lab.TextStyle[i].Color = Color(k)
			if k == 1 {
				lab.TextStyle[i].YAlign = draw.YTop
			}
		}
		lab.Offset = vg.Point{X: vg.Points(labGap), Y: []vg.Length{vg.Points(1), vg.Points(-1)}[k]}
		p.Add(lab)
	}
	if noWin != nil {
		p.Legend.Add("no win found (largest area searched)", noWin)
	}
	var ticks []plot.Tick
	for _, a := range order {
		ticks = append(ticks, plot.Tick{Value: y(a), Label: a})
	}
	p.Y.Tick.Marker = plot.ConstantTicks(ticks)
	p.X.Tick.Marker = IntTicks{}
	// room right of every row for its labels: the plot area is about the
	// figure's width less the row names and margins
	area := Width - vg.Points(70)
	xMax := 1.0
	for i := range order {
		need := right[i] / (1 - float64((vg.Points(labGap)+widest[i]+vg.Points(4))/area))
		xMax = math.Max(xMax, math.Ceil(need))
	}
	p.X.Min, p.X.Max = 0, xMax
	p.Y.Min, p.Y.Max = -0.6, float64(len(order))-0.4
	legendAbove(p)
	return p, nil
}
