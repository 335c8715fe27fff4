package mb

import (
	"fmt"
	"path/filepath"
	"testing"

	"plylab/engine/makerbreaker"
)

// The sub-claims of data/runs/snaky-empty, checked a second way: every
// card of each certificate with an envelope of at most 24 cells and a
// height of at most 5 by exhaustive play on its envelope (independent of
// the combination rule the reconstruction uses), the certificate's policy
// against the searching Breaker within its height, and its reply outside
// the envelopes of its final card's images about Maker's cell.
func TestSnakyEmptyReplies(t *testing.T) {
	files, err := filepath.Glob("../runs/snaky-empty/reply-*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no sub-claim certificates: %v", err)
	}
	for _, f := range files {
		var b makerbreaker.Point
		if _, err := fmt.Sscanf(filepath.Base(f), "reply-%d_%d.txt", &b.X, &b.Y); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		c, err := Load(f, "21", "snaky")
		if err != nil {
			t.Fatal(err)
		}
		fin := c.Recon.Final()
		if fin.A.Len() != 1 || fin.H > 20 {
			t.Fatalf("%s: final card %v", f, fin)
		}
		checked := 0
		for j, card := range c.Recon.Cards {
			if card.T.Len() > 24 || card.H > 5 {
				continue
			}
			if mt, bt, err := makerbreaker.ValidOnBoard(makerbreaker.Snaky(), card); err != nil || !mt || !bt {
				t.Errorf("%s card %d: maker-turn %v breaker-turn %v %v", f, j, mt, bt, err)
			}
			checked++
		}
		if checked < 100 {
			t.Errorf("%s: only %d cards checked exhaustively", f, checked)
		}
		st, err := Play(c, "search", "infinite", 1, 1)
		if err != nil || st.MaxWinMove > fin.H {
			t.Errorf("%s: against the searching Breaker %+v %v", f, st, err)
		}
		// Some image of the final card about its Maker cell misses the reply.
		a := fin.A[0]
		answered := false
		for _, r := range makerbreaker.Syms {
			g := makerbreaker.Placement{R: r}.Compose(makerbreaker.Translation(makerbreaker.Point{X: -a.X, Y: -a.Y}))
			answered = answered || !g.Map(fin.T).Contains(b)
		}
		if !answered {
			t.Errorf("%s: the final card's envelope holds its reply %v in every image", f, b)
		}
		t.Logf("%s: h=%d, %d cards, %d checked exhaustively", filepath.Base(f), fin.H, len(c.Recon.Cards), checked)
	}
}
