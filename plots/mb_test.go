package plots

import (
	"testing"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/mb"
	"plylab/engine/makerbreaker"
)

func TestMBFigures(t *testing.T) {
	c21, _, _, err := mb.Examples()
	if err != nil {
		t.Fatal(err)
	}
	fork := MBFork(mb.ForkView(c21))
	hist, err := MBHistogramsFigure(mb.HistogramFrame(c21), "example")
	if err != nil {
		t.Fatal(err)
	}
	st, err := mb.Play(c21, "random", "infinite", 20, 1)
	if err != nil {
		t.Fatal(err)
	}
	play, err := MBPlayPlot(mb.PlayFrame([]makerbreaker.PlayStats{st}, nil), "example")
	if err != nil {
		t.Fatal(err)
	}
	search := dataframe.New(series.New([]string{"l4", "o4"}, series.String, "shape"), series.New([]string{"winner", "loser"}, series.String, "literature"),
		series.New([]int{4, 0}, series.Int, "published_board"), series.New([]int{4, 0}, series.Int, "published_moves"),
		series.New([]bool{true, false}, series.Bool, "found"), series.New([]int{4, 0}, series.Int, "height"))
	sp, err := MBSearchPlot(search)
	if err != nil {
		t.Fatal(err)
	}
	fr, err := MBFourRowPlot(dataframe.New(series.New([]int{3, 0}, series.Int, "height"), series.New([]int{87, 0}, series.Int, "placements")))
	if err != nil {
		t.Fatal(err)
	}
	for name, f := range map[string]Figure{"fork": fork, "hist": hist, "play": play, "search": sp, "fourrow": fr} {
		for _, format := range []string{"png", "svg"} {
			b, err := Render(f, format, Width, Height)
			if err != nil || len(b) < 1000 {
				t.Errorf("%s %s: %d bytes, %v", name, format, len(b), err)
			}
		}
	}
	if _, err := MBHistogramPlot(mb.HistogramFrame(c21), "width", "x"); err == nil {
		t.Error("unknown quantity accepted")
	}
}
