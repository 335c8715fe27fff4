package plots

import (
	"bytes"
	"image/png"

	"sort"
	"testing"

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
