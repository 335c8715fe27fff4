package makerbreaker

import (
	"os"
	"testing"
)

// testdata/snaky-pair-21.txt is a certificate our search found
// (plylab mb search --shape snaky --maker "0,0 1,0"): Maker owns two adjacent
// cells, Maker to move, and wins Snaky within 7 moves (46 cards). It
// exercises every dialect on real data.
func TestSnakyPairCertificate(t *testing.T) {
	raw, err := os.ReadFile("testdata/snaky-pair-21.txt")
	if err != nil {
		t.Fatal(err)
	}
	c, r, err := Load(Dialect21, "snaky-pair-21.txt", raw, Snaky())
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := c.Bytes(); string(b) != string(raw) {
		t.Error("round trip changed the bytes")
	}
	fin := r.Final()
	if fin.H != 7 || fin.A.Len() != 2 || len(r.Cards) != 46 {
		t.Fatalf("final card %v, %d cards", fin, len(r.Cards))
	}
	s := Summarize(c, r, raw)
	if s.UncoveredClasses != 0 || len(s.BadCards) != 0 {
		t.Errorf("invariants: %+v", s.BadCards)
	}
	// Every card but the final one (59 cells, height 7) is valid by
	// exhaustive play on its envelope, in both turn readings — independent
	// of the combination rule.
	checked := 0
	for j, card := range r.Cards {
		if card.T.Len() > 30 || card.H > 6 {
			continue
		}
		mt, bt, err := ValidOnBoard(Snaky(), card)
		if err != nil || !mt || !bt {
			t.Errorf("card %d %v: maker-turn %v breaker-turn %v %v", j, card, mt, bt, err)
		}
		checked++
	}
	if checked < 44 {
		t.Errorf("only %d cards checked exhaustively", checked)
	}
	for _, d := range []Dialect{Dialect25, Dialect35, Dialect21} {
		out, or, _, err := Convert(c, r, d)
		if err != nil {
			t.Fatalf("to %d: %v", d, err)
		}
		b, _ := out.Bytes()
		if _, r2, err := Load(d, "conv", b, Snaky()); err != nil || r2.Final().H != 7 || r2.Final().T.Len() != fin.T.Len() {
			t.Fatalf("to %d: reload %v", d, err)
		}
		p := NewPolicy(out, or)
		if st, err := p.PlayMany(GreedyBreaker{}, 1, nil); err != nil || st.MaxWinMove > 7 {
			t.Errorf("to %d: greedy play %v %v", d, st, err)
		}
	}
	p := NewPolicy(c, r)
	if res, err := p.Play(SearchBreaker{Budget: 3000}); err != nil || res.WinMove > 7 {
		t.Errorf("search Breaker: %v %v", res, err)
	}
}
