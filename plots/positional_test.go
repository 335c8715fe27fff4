package plots

import (
	"bytes"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"gonum.org/v1/plot"

	"plylab/data/game"
	"plylab/engine/positional"
)

// ticTacToe returns 3 × 3 three in a row, with X in the centre and O on an
// edge when started.
func ticTacToe(t *testing.T, started bool) *positional.Game {
	g := &positional.Game{Cells: 9, Rule: positional.Strong, Shape: []int{3, 3}, Sets: [][]int{
		{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}}
	if started {
		g.Claimed = [2][]int{{4}, {1}}
	}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	return g
}

func TestPositionalFigures(t *testing.T) {
	g := ticTacToe(t, true)
	mv, err := game.Moves(g, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	mapView, err := game.MoveMapView(g, mv, "X to move")
	if err != nil {
		t.Fatal(err)
	}
	line, err := game.Replay(g, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The figure draws whatever distribution it is given (plots never
	// solve): one with three plies.
	wp, err := PositionalWinPlyPlot([]game.WinPly{{Ply: 5, Lines: 12}, {Ply: 7, Lines: 340}, {Ply: 9, Lines: 9}}, "")
	if err != nil {
		t.Fatal(err)
	}
	wpLog, err := PositionalWinPlyPlot([]game.WinPly{{Ply: 5, Lines: 17}, {Ply: 7, Lines: 13354}}, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := wpLog.Y.Scale.(plot.LogScale); !ok {
		t.Error("counts 17 and 13354 not on a log axis")
	}
	if _, ok := wp.Y.Scale.(plot.LogScale); ok {
		t.Error("counts 2 … 340 on a log axis")
	}
	// A game without a shape is drawn as a block of numbered cells, a cube
	// as its layers side by side.
	plain := &positional.Game{Cells: 7, Rule: positional.MakerBreaker, First: "maker", Sets: [][]int{{0, 1, 2}, {2, 3, 4}, {4, 5, 6}}, Claimed: [2][]int{{2}, {}}}
	cube := &positional.Game{Cells: 8, Rule: positional.Strong, Shape: []int{2, 2, 2}, Sets: [][]int{{0, 7}}}
	for _, h := range []*positional.Game{plain, cube} {
		if err := h.Normalize(); err != nil {
			t.Fatal(err)
		}
	}
	figs := map[string]Figure{
		"movemap": PositionalBoard{mapView},
		"line":    PositionalBoards{Views: game.PlayLineViews(line), Cols: 4},
		"winply":  wp,
		"winlog":  wpLog,
		"plain":   PositionalBoard{game.PositionView(plain, "no shape")},
		"cube":    PositionalBoard{game.PositionView(cube, "2 × 2 × 2")},
	}
	checkExport(t, PositionalWinPlyPlot, wp)
	checkExport(t, PositionalWinPlyPlot, wpLog)
	for _, name := range []string{"movemap", "line", "plain", "cube"} {
		checkExport(t, nil, figs[name])
	}
	out := os.Getenv("PLYLAB_FIG_DIR")
	for name, f := range figs {
		for _, format := range []string{"png", "svg", "pdf"} {
			w, h := SizeOf(f)
			b, err := Render(f, format, w, h)
			if err != nil || len(b) < 500 {
				t.Fatalf("%s.%s: %d bytes, %v", name, format, len(b), err)
			}
			if format == "png" {
				img, err := png.Decode(bytes.NewReader(b))
				if err != nil || img.Bounds().Dx() < 300 {
					t.Fatalf("%s: not a PNG of figure size: %v", name, err)
				}
			}
			if out != "" {
				os.WriteFile(filepath.Join(out, "positional-"+name+"."+format), b, 0o644)
			}
		}
	}
	if _, err := PositionalWinPlyPlot(nil, ""); err == nil {
		t.Error("a distribution without lines (a draw's) must be rejected")
	}
}

// TestVerdictFill checks the move-map shades: the quickest win is the
// deepest green, the slowest the palest, draws are yellow, losses
// vermilion, claimed cells unfilled.
func TestVerdictFill(t *testing.T) {
	v := game.View{Verdict: []string{"win", "win", "draw", "loss", ""}, EndPly: []int{5, 9, -1, 6, -1}}
	depth := func(c color.Color) int { r, g, b, _ := c.RGBA(); return 3*0xffff - int(r+g+b) }
	quick, _ := verdictFill(v, 0)
	slow, _ := verdictFill(v, 1)
	if depth(quick) <= depth(slow) {
		t.Errorf("the win at ply 5 (%v) is no deeper than the win at ply 9 (%v)", quick, slow)
	}
	if _, g, _, _ := quick.RGBA(); g <= 0x8000 {
		t.Errorf("a win is not green: %v", quick)
	}
	if d, _ := verdictFill(v, 2); d == nil {
		t.Error("a draw is not filled")
	}
	if l, _ := verdictFill(v, 3); l == nil {
		t.Error("a loss is not filled")
	} else if r, _, b, _ := l.RGBA(); r <= b {
		t.Errorf("a loss is not vermilion: %v", l)
	}
	if _, ok := verdictFill(v, 4); ok {
		t.Error("a claimed cell is filled")
	}
}
