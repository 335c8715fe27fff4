package plots

import (
	"bytes"
	"testing"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/graph"
)

func TestGraphFigures(t *testing.T) {
	scaling := dataframe.New(
		series.New([]string{"a", "a", "a", "b", "b"}, series.String, "game"),
		series.New([]int{100, 200, 400, 100, 200}, series.Int, "n"),
		series.New([]float64{0.001, 0.003, 0.01, 0.002, 0.004}, series.Float, "seconds"),
		series.New([]string{"O(V³)", "O(V³)", "O(V³)", "O(V+E)", "O(V+E)"}, series.String, "stated"),
		series.New([]float64{0.001, 0.008, 0.064, 0.002, 0.004}, series.Float, "reference"))
	p, err := GraphScalingPlot(scaling)
	if err != nil {
		t.Fatal(err)
	}
	if b, err := PNG(p); err != nil || !bytes.HasPrefix(b, []byte("\x89PNG")) {
		t.Fatalf("scaling PNG: %v", err)
	}
	if _, err := GraphScalingPlot(scaling.Drop("reference")); err == nil {
		t.Error("a frame without the reference column was accepted")
	}
	bench := dataframe.New(
		series.New([]string{"a", "a", "b", "b"}, series.String, "graph"),
		series.New([]int{100, 1000, 100, 1000}, series.Int, "n"),
		series.New([]float64{1, 10, 2, 30}, series.Float, "plylab_matching_ms"),
		series.New([]float64{5, 500, 4, 100}, series.Float, "boost_matching_ms"))
	mb, err := MatchingBenchPlot(bench)
	if err != nil {
		t.Fatal(err)
	}
	if b, err := PNG(mb); err != nil || !bytes.HasPrefix(b, []byte("\x89PNG")) {
		t.Fatalf("matching bench PNG: %v", err)
	}
	if _, err := MatchingBenchPlot(bench.Drop("boost_matching_ms")); err == nil {
		t.Error("a frame without Boost's column was accepted")
	}
	check := dataframe.New(
		series.New([]string{"x", "x", "y", "y"}, series.String, "check"),
		series.New([]string{"exhaustive", "exhaustive", "exhaustive", "random"}, series.String, "mode"),
		series.New([]int{1, 2, 1, 2}, series.Int, "n"),
		series.New([]int{1, 4, 2, 9}, series.Int, "instances"))
	c, err := GraphCheckPlot(check)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Render(c, "svg", Width, Height); err != nil {
		t.Fatal(err)
	}
	view, err := graph.GeographyExample()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"png", "svg", "pdf"} {
		if b, err := Render(GraphGeographyDrawing(view), f, Width, Width); err != nil || len(b) < 1000 {
			t.Fatalf("%s drawing: %v", f, err)
		}
	}
}
