package plots

import (
	"bytes"
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

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

// graphExamples are drawings with every layout and highlight: a DAG in
// layers, a digraph with a loop and a 2-cycle, the cube as two squares,
// K₄ with a doubled path and two marked trees, and the Petersen graph as
// two rings.
func graphExamples() map[string]*GraphDrawing {
	dag := NewGraphDrawing(5, [][2]int{{0, 1}, {1, 2}, {0, 2}, {3, 2}, {4, 0}, {4, 3}, {4, 1}})
	dag.Layout, dag.Directed, dag.Title = "layered", true, "DAG, Grundy values"
	dag.Notes = []string{"2", "1", "0", "1", "0"}
	dag.Ringed, dag.RingedLabel = []int{2, 4}, "value 0"
	loopy := NewGraphDrawing(5, [][2]int{{0, 1}, {1, 0}, {1, 2}, {3, 3}, {3, 2}, {4, 0}, {4, 3}})
	loopy.Layout, loopy.Directed = "layered", true // has a cycle: the circle
	loopy.Notes = []string{"∞(0)", "0", "0", "1", "∞(1)"}
	cube := NewGraphDrawing(8, [][2]int{{0, 1}, {1, 3}, {3, 2}, {2, 0}, {4, 5}, {5, 7}, {7, 6}, {6, 4}, {0, 4}, {1, 5}, {2, 6}, {3, 7}})
	cube.Layout, cube.Ringed, cube.RingedLabel = "cube", []int{0, 7}, "u and v"
	k4 := NewGraphDrawing(6, [][2]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}, {3, 4}, {3, 4}, {4, 5}, {4, 5}})
	k4.Marked = [][][2]int{{{0, 1}, {0, 2}, {0, 3}, {3, 4}, {4, 5}}, {{1, 2}, {1, 3}, {2, 3}, {3, 4}, {4, 5}}}
	k4.MarkedLabels = []string{"tree 1", "tree 2"}
	petersen := NewGraphDrawing(10, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0}, {0, 5}, {1, 6}, {2, 7}, {3, 8}, {4, 9}, {5, 7}, {7, 9}, {9, 6}, {6, 8}, {8, 5}})
	petersen.Layout = "rings"
	return map[string]*GraphDrawing{"dag": dag, "loopy": loopy, "cube": cube, "k4": k4, "petersen": petersen}
}

func TestGraphDrawingOptions(t *testing.T) {
	for name, d := range graphExamples() {
		w, h := 10*vg.Centimeter, 10*vg.Centimeter
		c := draw.New(vgimg.New(w, h))
		pos, vr, legendH := d.graphLayout(c)
		again, _, _ := d.graphLayout(c)
		if !reflect.DeepEqual(pos, again) {
			t.Errorf("%s: layout differs between two calls", name)
		}
		if len(pos) != d.N {
			t.Fatalf("%s: %d places for %d vertices", name, len(pos), d.N)
		}
		for v, p := range pos {
			if p.X-vr < c.Min.X || p.X+vr > c.Max.X || p.Y-vr < c.Min.Y+legendH || p.Y+vr > c.Max.Y {
				t.Errorf("%s: vertex %d at %v is not inside the canvas above the legend", name, v, p)
			}
			for u := 0; u < v; u++ {
				if math.Hypot(float64(p.X-pos[u].X), float64(p.Y-pos[u].Y)) < float64(2*vr) {
					t.Errorf("%s: vertices %d and %d overlap", name, u, v)
				}
			}
		}
		if name == "dag" {
			for _, e := range d.Edges {
				if pos[e[0]].Y <= pos[e[1]].Y {
					t.Errorf("dag: arc %v does not point down", e)
				}
			}
		}
		// Each marked edge is one thick stroke of its set's colour.
		svg, err := Render(d, "svg", w, h)
		if err != nil {
			t.Fatal(err)
		}
		for k, set := range d.Marked {
			r, g, b, _ := graphMarkColor(k).RGBA()
			stroke := fmt.Sprintf("stroke:#%02X%02X%02X;stroke-width:3.5", r>>8, g>>8, b>>8)
			if n := strings.Count(string(svg), stroke); n != len(set) {
				t.Errorf("%s: %d strokes %s, want the %d edges of marked set %d", name, n, stroke, len(set), k)
			}
		}
		checkExport(t, NewGraphDrawing, d)
	}
	// The matching of the geography example: one thick stroke per edge.
	view, err := graph.GeographyExample()
	if err != nil {
		t.Fatal(err)
	}
	svg, err := Render(GraphGeographyDrawing(view), "svg", Width, Width)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(svg), "stroke:#0072B2;stroke-width:4\""); n != len(view.Matching) || n == 0 {
		t.Errorf("geography: %d matching strokes, want %d", n, len(view.Matching))
	}
	// A digraph with a cycle is not layered.
	if graphLayers(2, [][2]int{{0, 1}, {1, 0}}) != nil {
		t.Error("graphLayers accepted a 2-cycle")
	}
}
