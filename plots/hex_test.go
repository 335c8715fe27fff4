package plots

import (
	"bytes"
	"strings"
	"testing"

	"plylab/data/pairing"
	"plylab/internal/figtest"
)

func TestHexFigures(t *testing.T) {
	var figs []Figure
	runs, err := pairing.Censuses(2, 5)
	if err != nil {
		t.Fatal(err)
	}
	f1, err := HexCountsFigure(runs)
	if err != nil {
		t.Fatal(err)
	}
	figs = append(figs, f1, HexBoards{Views: pairing.CensusViewsOf(4, runs[2].Result)})
	for _, mk := range []func(int) ([]pairing.BoardView, error){pairing.RuleViews, pairing.CornerViews} {
		v, err := mk(4)
		if err != nil {
			t.Fatal(err)
		}
		figs = append(figs, HexBoards{Views: v})
	}
	shared, err := pairing.Shared(3, 5)
	if err != nil {
		t.Fatal(err)
	}
	p5, err := HexSharedPlot(shared)
	if err != nil {
		t.Fatal(err)
	}
	slack, err := pairing.Slacks(3, 4)
	if err != nil {
		t.Fatal(err)
	}
	f6, err := HexSlackFigure(slack)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := pairing.RuleChecks(2, 6, 5, nil)
	if err != nil {
		t.Fatal(err)
	}
	p7, err := HexChecksPlot(rows)
	if err != nil {
		t.Fatal(err)
	}
	svg := func(f Figure) string {
		b, err := Render(f, "svg", Width, Height)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	// One line per rule and method; no rule fails, so no crosses.
	if s := svg(p7); !strings.Contains(s, "cross: frontier states (dp)") || strings.Contains(s, "rule fails") {
		t.Error("checks figure: want a dp line for cross and no failure")
	}
	figs = append(figs, p5, f6, p7)
	for i, made := range []interface{}{HexCountsFigure, nil, nil, nil, HexSharedPlot, HexSlackFigure, HexChecksPlot} {
		checkExport(t, made, figs[i])
	}
	for i, f := range figs {
		b, err := PNG(f)
		if err != nil || !bytes.HasPrefix(b, []byte("\x89PNG")) {
			t.Errorf("figure %d: %v", i, err)
		}
	}
	// A failing check is marked: the legend gains "rule fails".
	bad := append([]pairing.CheckRow(nil), rows...)
	bad[0].Holds = false
	p7b, err := HexChecksPlot(bad)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(svg(p7b), "rule fails") {
		t.Error("a failing check is not marked")
	}
}

// A row of hex boards draws one key under all of them, each entry once,
// at a size that grows with the boards (at least the label size).
func TestHexBoardsSharedKey(t *testing.T) {
	views, err := pairing.RuleViews(6)
	if err != nil {
		t.Fatal(err)
	}
	f := HexBoards{Views: views}
	w, h := SizeOf(f)
	count := map[string]int{}
	for _, tx := range figtest.Texts(f, w, h) {
		count[tx.Str]++
		if tx.Str == "Across's edges" && tx.Face.Font.Size < LabelSize {
			t.Errorf("key text at %.1f pt, want at least %.1f pt", tx.Face.Font.Size.Points(), LabelSize.Points())
		}
	}
	for _, s := range []string{"Across's edges", "Down's edges", "pair"} {
		if count[s] != 1 {
			t.Errorf("key entry %q drawn %d times over %d boards, want once", s, count[s], len(views))
		}
	}
}
