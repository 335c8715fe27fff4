package plots

import (
	"testing"

	"plylab/data/mb"
	"plylab/engine/makerbreaker"
)

func TestMBFigures(t *testing.T) {
	c21, _, _, err := mb.Examples()
	if err != nil {
		t.Fatal(err)
	}
	fork := MBFork(mb.ForkView(c21))
	hist, err := MBHistogramsFigure(c21.Histogram(), "example")
	if err != nil {
		t.Fatal(err)
	}
	st, err := mb.Play(c21, "random", "infinite", 20, 1)
	if err != nil {
		t.Fatal(err)
	}
	rows := mb.PlayRowsOf([]makerbreaker.PlayStats{st}, nil)
	play, err := MBPlayPlot(rows, "example")
	if err != nil {
		t.Fatal(err)
	}
	sp, err := MBSearchPlot([]*mb.SearchRun{{Shape: "l4", Found: true, Height: 4}, {Shape: "o4"}})
	if err != nil {
		t.Fatal(err)
	}
	fr, err := MBFourRowPlot(makerbreaker.FourRowResult{Placements: 87, WonPlacements: 87, Heights: map[int]int{3: 87}})
	if err != nil {
		t.Fatal(err)
	}
	checkExport(t, MBFork, fork)
	checkExport(t, MBHistogramsFigure, hist)
	checkExport(t, MBPlayPlot, play)
	checkExport(t, MBSearchPlot, sp)
	checkExport(t, MBFourRowPlot, fr)
	hp, err := MBHistogramPlot(c21.Histogram(), "height", "example")
	if err != nil {
		t.Fatal(err)
	}
	checkExport(t, MBHistogramPlot, hp)
	for name, f := range map[string]Figure{"fork": fork, "hist": hist, "play": play, "search": sp, "fourrow": fr} {
		for _, format := range []string{"png", "svg"} {
			b, err := Render(f, format, Width, Height)
			if err != nil || len(b) < 1000 {
				t.Errorf("%s %s: %d bytes, %v", name, format, len(b), err)
			}
		}
	}
	if _, err := MBHistogramPlot(c21.Histogram(), "width", "x"); err == nil {
		t.Error("unknown quantity accepted")
	}
	late := append(mb.PlayRows{}, rows...)
	late[0].WinMove = late[0].Height + 1
	if _, err := MBPlayPlot(late, "late"); err == nil {
		t.Error("a game won past the certificate's height accepted")
	}
}
