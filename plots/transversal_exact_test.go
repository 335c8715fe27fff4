package plots

import (
	"bytes"
	"fmt"
	"image/png"
	"sort"
	"strings"
	"testing"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"plylab/data/transv"
	"plylab/engine/transversal"
)

// Each figure of notebook 05 renders from its results or rows, the
// effort figure from the recorded long solves (n up to 16) as well.
func TestTransversalExactFigures(t *testing.T) {
	rec, _, err := transv.Recorded()
	if err != nil {
		t.Fatal(err)
	}
	var ans []*transversal.SolveResult
	for _, r := range rec {
		ans = append(ans, &transversal.SolveResult{N: r.N, ByPly: r.ByPly, XForcesWin: r.XForcesWin, Nodes: r.Nodes, Positions: r.Positions})
	}
	sort.Slice(ans, func(i, j int) bool { return ans[i].N < ans[j].N || ans[i].N == ans[j].N && ans[i].ByPly < ans[j].ByPly })
	effort, err := ExactEffortPlot(ans)
	if err != nil {
		t.Fatal(err)
	}
	od, err := transv.ODefences([]int{3, 4, 5}, false)
	if err != nil {
		t.Fatal(err)
	}
	odPlot, err := ODefenceEffortPlot(od)
	if err != nil {
		t.Fatal(err)
	}
	certs, err := transv.Certificates([]int{3, 4}, true)
	if err != nil {
		t.Fatal(err)
	}
	certPlot, err := CertificateSizePlot(certs)
	if err != nil {
		t.Fatal(err)
	}
	g, err := transv.DefenceGame(5, "paper", "")
	if err != nil {
		t.Fatal(err)
	}
	game := DefenceFigure(transv.DefenceNumbers(g, "n = 5"), transv.DefenceViews(g, []int{8, 11}), 2)
	checkExport(t, ExactEffortPlot, effort)
	checkExport(t, ODefenceEffortPlot, odPlot)
	checkExport(t, CertificateSizePlot, certPlot)
	checkExport(t, DefenceFigure, game)
	for name, f := range map[string]Figure{"effort": effort, "odefence": odPlot, "certificates": certPlot, "game": game} {
		w, h := SizeOf(f)
		b, err := Render(f, "png", w, h)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%s: not a PNG: %v", name, err)
		}
		if img.Bounds().Dx() < 200 || img.Bounds().Dy() < 200 {
			t.Errorf("%s: %v is too small", name, img.Bounds())
		}
	}
}

// textBounds is a canvas that records every string drawn whose extent
// leaves the page [0, w]: a key or caption cut at the figure's edge.
type textBounds struct {
	nullCanvas
	out []string
}

func (r *textBounds) FillString(f font.Face, p vg.Point, s string) {
	if p.X < 0 || p.X+f.Width(s) > r.w {
		r.out = append(r.out, fmt.Sprintf("%q at x = %.1f…%.1f pt", s, p.X.Points(), (p.X+f.Width(s)).Points()))
	}
}

// The defence figures of notebook 05 and reproduce keep every key and
// caption inside the figure: the boards' keys ("completing rectangle")
// go on two rows rather than over the right edge, and a caption is the
// rule step of the move's note, whole.
func TestDefenceFigureTextInside(t *testing.T) {
	for _, c := range []struct {
		n              int
		xPlay, opening string
		plies          []int
	}{
		{6, "paper", "", []int{8, 9, 10, 11, 12, 15}},
		{5, "solver", "1,1 2,2 3,3 4,3", []int{6, 7, 8, 9, 10, 13}},
	} {
		g, err := transv.DefenceGame(c.n, c.xPlay, c.opening)
		if err != nil {
			t.Fatal(err)
		}
		views := transv.DefenceViews(g, c.plies)
		for _, v := range views {
			if strings.Contains(v.Caption, "…") {
				t.Errorf("n = %d, %s: caption %q is cut", c.n, v.Title, v.Caption)
			}
		}
		f := DefenceFigure(transv.DefenceNumbers(g, "n"), views, 3)
		w, h := SizeOf(f)
		r := &textBounds{nullCanvas: nullCanvas{w, h}}
		f.Draw(draw.New(r))
		for _, s := range r.out {
			t.Errorf("n = %d: text beyond the figure's %.1f pt: %s", c.n, w.Points(), s)
		}
	}
}
