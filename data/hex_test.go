package data

import (
	"strings"
	"testing"
)

func TestHexFrames(t *testing.T) {
	c := HexCensusFrame(2, 5)
	if c.Err != nil || c.Nrow() != 4 {
		t.Fatalf("census frame: %v, %d rows", c.Err, c.Nrow())
	}
	if got := c.Col("pairings").Records(); strings.Join(got, ",") != "2,3,3,3" {
		t.Errorf("pairings %v", got)
	}
	if got := c.Col("rules").Records()[0]; got != "diagonal=corners cross" {
		t.Errorf("2×3 rules %q", got)
	}
	s := HexSharedFrame(3, 6)
	if s.Err != nil || s.Nrow() != 12 {
		t.Fatalf("shared frame: %v", s.Err)
	}
	sl := HexSlackFrame(5, 5)
	if got := sl.Col("whole_pairs").Records(); strings.Join(got, ",") != "2336,1859,2226" {
		t.Errorf("slack 5×6 whole pairs %v", got)
	}
	cc := HexChainCountsFrame(20)
	if cc.Err != nil || cc.Nrow() < 8 {
		t.Fatalf("chain counts: %v", cc.Err)
	}
	rows, err := HexRuleChecks(2, 6, 5, nil)
	if err != nil {
		t.Fatal(err)
	}
	ch := HexChecksFrame(rows)
	for _, h := range ch.Col("holds").Records() {
		if h != "yes" {
			t.Fatalf("a rule fails: %v", ch)
		}
	}
	sym := HexSymmetryFrame(4, 4)
	if sym.Err != nil || sym.Nrow() != 9 {
		t.Fatalf("symmetry: %v", sym.Err)
	}
	cr := HexCrossingFrame(4, 6)
	if cr.Err != nil {
		t.Fatal(cr.Err)
	}
	// The cross rule's crossings either hold a pair or land next to it.
	for i, r := range cr.Col("rule").Records() {
		if r == "cross" && cr.Col("partner_farther").Records()[i] != "0" {
			t.Errorf("cross crossing farther than a neighbour: %v", cr)
		}
	}
	views, err := HexCornerViews(3)
	if err != nil || len(views) != 2 || len(views[0].Pairs) != 3 || len(views[1].Pairs) != 3 {
		t.Errorf("corner views: %v %+v", err, views)
	}
}
