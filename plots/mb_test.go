package plots

import (
	"strings"
	"testing"

	"plylab/data/mb"
	"plylab/engine/makerbreaker"
	"plylab/internal/figtest"
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

// The four-in-a-row chart draws no bar or label for a height without a
// placement (a log axis has no 0), says so in its title, and groups its
// counts with commas as the prose does.
func TestMBFourRowNoZeroBars(t *testing.T) {
	if got := thousands(105965); got != "105,965" {
		t.Errorf("thousands(105965) = %q", got)
	}
	if got := thousands(-1234567); got != "-1,234,567" {
		t.Errorf("thousands(-1234567) = %q", got)
	}
	res := makerbreaker.FourRowResult{Placements: 106082, WonPlacements: 106082, Heights: map[int]int{3: 105965, 4: 117, 5: 0}}
	p, err := MBFourRowPlot(res)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"every placement has a proof", "no placement needs height 5"} {
		if !strings.Contains(p.Title.Text, want) {
			t.Errorf("title %q lacks %q", p.Title.Text, want)
		}
	}
	var drawn []string
	for _, tx := range figtest.Texts(p, Width, Height) {
		drawn = append(drawn, tx.Str)
	}
	all := strings.Join(drawn, "|") + "|"
	if !strings.Contains(all, "|105,965|") || !strings.Contains(all, "|117|") {
		t.Errorf("counts not drawn with commas: %s", all)
	}
	for _, tick := range p.X.Tick.Marker.Ticks(p.X.Min, p.X.Max) {
		if tick.Value == 0 || tick.Value == 5 {
			t.Errorf("a tick %v for a height without placements", tick)
		}
	}
	if strings.Contains(all, "|0|") {
		t.Errorf("a count 0 drawn: %s", all)
	}
	if fr := p.X.Min; fr < 2 {
		t.Errorf("x axis starts at %g, before the first height with placements", fr)
	}
}

// A histogram with a bar at 0 has no negative tick; a set's index is a
// subscript; the search chart labels every whole number of moves.
func TestMBAxes(t *testing.T) {
	rows := mb.HistogramRows{{Quantity: "required", Value: 0, Cards: 2}, {Quantity: "required", Value: 3, Cards: 5}}
	p, err := MBHistogramPlot(rows, "required", "cards by |P_i|")
	if err != nil {
		t.Fatal(err)
	}
	if p.Title.Text != "cards by |Pᵢ|" {
		t.Errorf("title %q", p.Title.Text)
	}
	for _, tick := range p.X.Tick.Marker.Ticks(p.X.Min, p.X.Max) {
		if tick.Value < 0 {
			t.Errorf("negative tick %v on the x axis %g … %g", tick, p.X.Min, p.X.Max)
		}
	}
	sp, err := MBSearchPlot([]*mb.SearchRun{{Shape: "l4", Found: true, Height: 7}, {Shape: "i3", Found: true, Height: 3}})
	if err != nil {
		t.Fatal(err)
	}
	labelled := 0
	for _, tick := range sp.Y.Tick.Marker.Ticks(sp.Y.Min, sp.Y.Max) {
		if tick.Label != "" {
			labelled++
		}
	}
	if labelled < 8 {
		t.Errorf("%d labelled y ticks on 0 … %g, want one per whole move", labelled, sp.Y.Max)
	}
}
