package makerbreaker

import (
	"strings"
	"testing"
)

// The kept certificate snaky-domino is a certificate our search found
// (plylab mb search --shape snaky --maker "0,0 1,0"): Maker owns two adjacent
// cells, Maker to move, and wins Snaky within 7 moves (46 cards). It
// exercises every dialect on real data.
func TestSnakyPairCertificate(t *testing.T) {
	raw, err := KeptCertificate("snaky-domino")
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
	if len(s.NormalizationMismatches) != 0 {
		t.Errorf("normalization: %+v", s.NormalizationMismatches)
	}
	// Every card but the final one (59 cells, height 7) is valid by
	// exhaustive play on its envelope, in both turn readings — independent
	// of the combination rule.
	// The 294 cards with envelopes of at most 24 cells and heights at most 5
	// are confirmed by exhaustive play (all 348 up to 30 cells and height 6
	// take 20 s: plylab mb verify --all does the rest it can).
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

// The kept certificate snaky-handicap1: Maker owns one cell, Maker to move — the
// handicap-one game, whose first Maker move is the second handicap stone —
// and wins Snaky within 12 Maker moves (435 cards). Found by
// plylab mb search --shape snaky --maker 0,0 --beam 5 --max-height 13.
func TestSnakyHandicapCertificate(t *testing.T) {
	c, r, raw := keptSnaky(t, "snaky-handicap1")
	fin := r.Final()
	if fin.H != 12 || fin.A.Len() != 1 || len(r.Cards) != 435 || fin.T.Len() != 116 {
		t.Fatalf("final card %v, %d cards", fin, len(r.Cards))
	}
	s := Summarize(c, r, raw)
	if len(s.NormalizationMismatches) != 0 || s.ReplyClasses != 5378 {
		t.Errorf("%d reply classes, normalization mismatches %v", s.ReplyClasses, s.NormalizationMismatches)
	}
	// The 294 cards with envelopes of at most 24 cells and heights at most 5
	// are confirmed by exhaustive play (all 348 up to 30 cells and height 6
	// take 20 s: plylab mb verify --all does the rest it can).
	checkHandicapPlay(t, c, r, 294, 12)
	if _, or, err := ConvertInline21(c, r); err != nil || or.Final().H != 12 {
		t.Errorf("inline 21: %v", err)
	}
	// The other dialects cannot hold this proof, and the converter says
	// why: the 35 dialect's offsets reach only [-4,5]² (a child here is
	// translated by (-6,-1)), and the 25 dialect places every child by a
	// required cell on the pivot (a child here does not use the pivot).
	if _, _, _, err := Convert(c, r, Dialect35); err == nil || !strings.Contains(err.Error(), "outside [-4,5]²") {
		t.Errorf("to 35: %v", err)
	}
	if _, _, _, err := Convert(c, r, Dialect25); err == nil || !strings.Contains(err.Error(), "required cell on the pivot") {
		t.Errorf("to 25: %v", err)
	}
}

// keptSnaky loads the kept Snaky certificate name (21 dialect).
func keptSnaky(t *testing.T, name string) (*Certificate, *Recon, []byte) {
	t.Helper()
	raw, err := KeptCertificate(name)
	if err != nil {
		t.Fatal(err)
	}
	c, r, err := Load(Dialect21, name+"-21.txt", raw, Snaky())
	if err != nil {
		t.Fatal(err)
	}
	return c, r, raw
}

// checkHandicapPlay confirms by exhaustive play, in both turn readings,
// every card of r with an envelope of at most 24 cells and a height of at
// most 5 (at least min of them), and plays the certificate's policy
// against the searching Breaker, which must lose within h Maker moves. It
// returns the number of cards checked.
func checkHandicapPlay(t *testing.T, c *Certificate, r *Recon, min, h int) int {
	t.Helper()
	checked := 0
	for j, card := range r.Cards {
		if card.T.Len() > 24 || card.H > 5 {
			continue
		}
		if mt, bt, err := ValidOnBoard(Snaky(), card); err != nil || !mt || !bt {
			t.Errorf("card %d: maker-turn %v breaker-turn %v %v", j, mt, bt, err)
		}
		checked++
	}
	if checked < min {
		t.Errorf("only %d cards checked exhaustively", checked)
	}
	p := NewPolicy(c, r)
	if res, err := p.Play(SearchBreaker{Budget: 2000}); err != nil || res.WinMove > h {
		t.Errorf("search Breaker: %v %v", res, err)
	}
	return checked
}
