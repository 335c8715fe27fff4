package plots

import (
	"bytes"
	"strings"
	"testing"

	"plylab/data/graph"
	"plylab/engine/graphgames"
)

func TestGraphFigures(t *testing.T) {
	scaling := []graph.ScalingRow{
		{Game: "a", N: 100, Seconds: 0.001, Stated: "O(V³)", Reference: 0.001},
		{Game: "a", N: 200, Seconds: 0.003, Stated: "O(V³)", Reference: 0.008},
		{Game: "a", N: 400, Seconds: 0.01, Stated: "O(V³)", Reference: 0.064},
		{Game: "b", N: 100, Seconds: 0.002, Stated: "O(V+E)", Reference: 0.002},
		{Game: "b", N: 200, Seconds: 0.004, Stated: "O(V+E)", Reference: 0.004}}
	p, err := GraphScalingPlot(scaling)
	if err != nil {
		t.Fatal(err)
	}
	if b, err := PNG(p); err != nil || !bytes.HasPrefix(b, []byte("\x89PNG")) {
		t.Fatalf("scaling PNG: %v", err)
	}
	checkExport(t, GraphScalingPlot, p)
	if b, err := Render(p, "svg", Width, Height); err != nil || !strings.Contains(string(b), "b (stated O(V+E), dashed)") {
		t.Errorf("scaling SVG without game b's legend: %v", err)
	}
	bench := []graph.MatchingBenchRow{
		{Graph: "a", N: 100, PlyMatch: 1, BoostMatch: 5}, {Graph: "a", N: 1000, PlyMatch: 10, BoostMatch: 500},
		{Graph: "b", N: 100, PlyMatch: 2, BoostMatch: 4}, {Graph: "b", N: 1000, PlyMatch: 30, BoostMatch: 100}}
	mb, err := MatchingBenchPlot(bench)
	if err != nil {
		t.Fatal(err)
	}
	if b, err := PNG(mb); err != nil || !bytes.HasPrefix(b, []byte("\x89PNG")) {
		t.Fatalf("matching bench PNG: %v", err)
	}
	checkExport(t, MatchingBenchPlot, mb)
	check := []graphgames.Tally{
		{Check: "x", Mode: "exhaustive", N: 1, Instances: 1}, {Check: "x", Mode: "exhaustive", N: 2, Instances: 4},
		{Check: "y", Mode: "exhaustive", N: 1, Instances: 2}, {Check: "z", Mode: "random", N: 2, Instances: 9}}
	c, err := GraphCheckPlot(check)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Render(c, "svg", Width, Height)
	if err != nil {
		t.Fatal(err)
	}
	if svg := string(b); !strings.Contains(svg, ">y<") || strings.Contains(svg, ">z<") {
		t.Error("the check figure should draw the exhaustive checks x, y and not the random z")
	}
	checkExport(t, GraphCheckPlot, c)
	view, err := graph.GeographyExample()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"png", "svg", "pdf"} {
		if b, err := Render(GraphGeographyDrawing(view), f, Width, Width); err != nil || len(b) < 1000 {
			t.Fatalf("%s drawing: %v", f, err)
		}
	}
	checkExport(t, GraphGeographyDrawing, GraphGeographyDrawing(view))
	d := NewGraphDrawing(4, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 0}, {0, 2}})
	d.Title = "C₄ + chord, token at 2"
	d.Path = []int{0, 1, 2}
	checkExport(t, NewGraphDrawing, d)
}
