package plots

import (
	"bytes"
	"image/png"
	"testing"

	"plylab/data"

	"github.com/go-gota/gota/dataframe"
)

// Each figure of notebook 05 renders from its frame (the recorded runs
// included, which is what the notebook shows), and a wrong frame is an
// error naming the missing column rather than a blank plot.
func TestTransversalExactFigures(t *testing.T) {
	ans, err := data.TransversalRecordedSolvesFrame()
	if err != nil {
		t.Fatal(err)
	}
	effort, err := ExactEffortPlot(ans)
	if err != nil {
		t.Fatal(err)
	}
	od, err := data.TransversalODefenceFrame([]int{3, 4, 5}, false)
	if err != nil {
		t.Fatal(err)
	}
	odPlot, err := ODefenceEffortPlot(od)
	if err != nil {
		t.Fatal(err)
	}
	certs, err := data.TransversalCertificateFrame([]int{3, 4}, true)
	if err != nil {
		t.Fatal(err)
	}
	certPlot, err := CertificateSizePlot(certs)
	if err != nil {
		t.Fatal(err)
	}
	g, err := data.TransversalDefenceGame(5, "paper", "")
	if err != nil {
		t.Fatal(err)
	}
	game := DefenceFigure(data.DefenceNumbers(g, "n = 5"), data.DefenceViews(g, []int{8, 11}), 2)
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
