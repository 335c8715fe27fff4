package plots

import (
	"bytes"
	"testing"

	"plylab/data/pairing"
)

func TestHexFigures(t *testing.T) {
	var figs []Figure
	f1, err := HexCountsFigure(pairing.CensusFrame(2, 5))
	if err != nil {
		t.Fatal(err)
	}
	figs = append(figs, f1)
	for _, mk := range []func(int) ([]pairing.BoardView, error){pairing.CensusViews, pairing.RuleViews, pairing.CornerViews} {
		v, err := mk(4)
		if err != nil {
			t.Fatal(err)
		}
		figs = append(figs, HexBoards{Views: v})
	}
	p5, err := HexSharedPlot(pairing.SharedFrame(3, 5))
	if err != nil {
		t.Fatal(err)
	}
	f6, err := HexSlackFigure(pairing.SlackFrame(3, 4))
	if err != nil {
		t.Fatal(err)
	}
	rows, err := pairing.RuleChecks(2, 6, 5, nil)
	if err != nil {
		t.Fatal(err)
	}
	p7, err := HexChecksPlot(pairing.ChecksFrame(rows))
	if err != nil {
		t.Fatal(err)
	}
	figs = append(figs, p5, f6, p7)
	for i, f := range figs {
		b, err := PNG(f)
		if err != nil || !bytes.HasPrefix(b, []byte("\x89PNG")) {
			t.Errorf("figure %d: %v", i, err)
		}
	}
	if _, err := HexSharedPlot(pairing.SlackFrame(3, 3)); err == nil {
		t.Error("a frame without the columns should be an error")
	}
}
