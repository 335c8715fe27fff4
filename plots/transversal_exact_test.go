package plots

import (
	"bytes"
	"image/png"
	"testing"

	"github.com/go-gota/gota/dataframe"

	"plylab/data/transv"
)

// Each figure of notebook 05 renders from its frame (the recorded runs
// included, which is what the notebook shows), and a wrong frame is an
// error naming the missing column rather than a blank plot.
func TestTransversalExactFigures(t *testing.T) {
	ans, err := transv.RecordedSolvesFrame()
	if err != nil {
		t.Fatal(err)
	}
	effort, err := ExactEffortPlot(ans)
	if err != nil {
		t.Fatal(err)
	}
	od, err := transv.ODefenceFrame([]int{3, 4, 5}, false)
	if err != nil {
		t.Fatal(err)
	}
	odPlot, err := ODefenceEffortPlot(od)
	if err != nil {
		t.Fatal(err)
	}
	certs, err := transv.CertificateFrame([]int{3, 4}, true)
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
	wrong := dataframe.LoadRecords([][]string{{"n", "lines"}, {"4", "7"}})
	if _, err := ExactEffortPlot(wrong); err == nil {
		t.Error("ExactEffortPlot accepted a frame without by_ply")
	}
	if _, err := CertificateSizePlot(wrong); err == nil {
		t.Error("CertificateSizePlot accepted a frame without entries")
	}
}
