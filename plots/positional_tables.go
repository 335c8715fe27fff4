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
	lo, hi := math.MaxInt, 0
	for _, r := range rows {
		lo, hi = min(lo, r.N), max(hi, r.N)
		if r.MakerMoves < 0 {
			continue
		}
		if r.First == "maker" {
			mf = append(mf, plotter.XY{X: float64(r.N), Y: float64(r.MakerMoves)})
		} else {
			ms = append(ms, plotter.XY{X: float64(r.N), Y: float64(r.MakerMoves)})
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

// TransversalMiserePlot draws Table 2 (variants.TransversalMisere): the
// optimal length in plies of each Enforcer win (Avoider forced to own a
// transversal), Avoider first and Enforcer first, beside n² (the full
// board). Avoider wins and strong-misère draws have no length and no
// point.
func TransversalMiserePlot(rows []variants.MisereRow) (*plot.Plot, error) {
	p := New("Avoider–Enforcer transversal game: length of Enforcer's win", "n (board n × n)", "plies")
	series := map[string]plotter.XYs{}
	lo, hi := math.MaxInt, 0
	for _, r := range rows {
		lo, hi = min(lo, r.N), max(hi, r.N)
		if r.Plies >= 0 {
			k := r.Rule + " / " + r.First + " first"
			series[k] = append(series[k], plotter.XY{X: float64(r.N), Y: float64(r.Plies)})
		}
	}
	var full plotter.XYs
	for n := lo; n <= hi; n++ {
		full = append(full, plotter.XY{X: float64(n), Y: float64(n * n)})
	}
	if err := addLine(p, full, 7, draw.CrossGlyph{}, "n² (the full board)"); err != nil {
		return nil, err
	}
	for i, k := range []string{"avoider-enforcer / avoider first", "avoider-enforcer / enforcer first", "strong-misere / first first"} {
		if err := addLine(p, series[k], i, []draw.GlyphDrawer{draw.CircleGlyph{}, draw.SquareGlyph{}, draw.TriangleGlyph{}}[i], k); err != nil {
			return nil, err
		}
	}
	legendAbove(p)
	p.X.Tick.Marker = IntTicks{}
	p.X.Min, p.X.Max = float64(lo)-0.3, float64(hi)+0.3
	p.Y.Min = 0
	headroom(p)
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
	p := New("Biased Maker–Breaker transversal game 1:q", "n (board n × n)", "largest q Maker wins against")
	var pts, ref plotter.XYs
	for _, r := range rows {
		n := r.N
		pts = append(pts, plotter.XY{X: float64(n), Y: float64(r.QMax)})
		if n >= 2 {
			ref = append(ref, plotter.XY{X: float64(n), Y: float64(n) / math.Log(float64(n))})
		}
	}
	if err := addLine(p, pts, 0, draw.CircleGlyph{}, "q_max (solved)"); err != nil {
		return nil, err
	}
	if err := addLine(p, ref, 7, draw.CrossGlyph{}, "n / ln n (asymptotic order)"); err != nil {
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
// and one with a handicap stone): each animal's minimal winning rectangles
// as points (columns across, rows up), labelled with the animal and the
// first player's moves, plain as circles and with a handicap as
// triangles. Animals the scan found no win for are listed in the title's
// note.
func AnimalTablePlot(plain, handicap []variants.AnimalRow) (*plot.Plot, error) {
	p := New("Harary's animal game: minimal winning rectangles", "columns", "rows")
	var none []string
	maxC, maxR := 1, 1
	for k, table := range [][]variants.AnimalRow{plain, handicap} {
		// One point per board, its label every animal that wins there
		// first (with the first player's moves), so that labels never
		// overlap.
		var xys plotter.XYs
		var labels []string
		at := map[[2]int]int{}
		for _, r := range table {
			if r.FirstMoves() < 0 || r.Rows == 0 {
				if k == 0 {
					none = append(none, r.Animal)
				}
				continue
			}
			key := [2]int{r.Cols, r.Rows}
			lab := r.Animal + " " + strconv.Itoa(r.FirstMoves())
			if j, seen := at[key]; seen {
				labels[j] += ", " + lab
				continue
			}
			dy := 0.0
			if k == 1 {
				dy = -0.3 // the handicap points sit under the plain ones
			}
			at[key] = len(xys)
			xys = append(xys, plotter.XY{X: float64(r.Cols), Y: float64(r.Rows) + dy})
			labels = append(labels, lab)
			maxC, maxR = max(maxC, r.Cols), max(maxR, r.Rows)
		}
		if len(xys) == 0 {
			continue
		}
		sc, err := plotter.NewScatter(xys)
		if err != nil {
			return nil, err
		}
		sc.Color = Color(k)
		sc.Shape = []draw.GlyphDrawer{draw.CircleGlyph{}, draw.TriangleGlyph{}}[k]
		sc.Radius = vg.Points(3)
		p.Add(sc)
		p.Legend.Add([]string{"no handicap (animal, first player's moves)", "one handicap stone"}[k], sc)
		lab, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: labels})
		if err != nil {
			return nil, err
		}
		for i := range lab.TextStyle {
			lab.TextStyle[i] = TextStyle(vg.Points(8))
			lab.TextStyle[i].Color = Color(k)
		}
		lab.Offset = vg.Point{X: vg.Points(5), Y: vg.Points(-3)}
		p.Add(lab)
	}
	if len(none) > 0 {
		p.Title.Text += fmt.Sprintf("\n(no win found: %v)", none)
	}
	p.X.Tick.Marker, p.Y.Tick.Marker = IntTicks{}, IntTicks{}
	p.X.Min, p.X.Max = 0.5, float64(maxC)+1.5
	p.Y.Min, p.Y.Max = 0.5, float64(maxR)+1
	legendAbove(p)
	return p, nil
}
