package mb

import (
	"testing"

	"plylab/engine/makerbreaker"
)

// PNTable's numbers, recomputed by the engine's searchers directly: the
// deepening Searcher from height 1, the Searcher at the height it found
// alone and the PNSearcher at that height, with their certificates built
// and reconstructed here.
func TestPNTableAgainstEngine(t *testing.T) {
	shapes := []string{"l4", "t4", "z4", "n5", "y5", "i4", "snaky"}
	makers := []string{"", "", "", "", "", "", "0,0 1,0"}
	df, runs, err := PNTable(shapes, makers, 8)
	if err != nil {
		t.Fatal(err)
	}
	if df.Nrow() != len(shapes) || len(runs) != 3*len(shapes) {
		t.Fatalf("%d rows, %d runs for %d shapes", df.Nrow(), len(runs), len(shapes))
	}
	col := func(name string) []int {
		v, err := df.Col(name).Int()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	h, idPos, fixPos, pnPos, idCards, pnCards, idEnv, pnEnv, pnH := col("height"), col("id_positions"), col("fixed_positions"), col("pn_positions"),
		col("id_cards"), col("pn_cards"), col("id_envelope"), col("pn_envelope"), col("pn_height")
	for i, s := range shapes {
		sh, _ := makerbreaker.ParseShape(s)
		mk, _ := ParseCells(makers[i])
		ids, _ := makerbreaker.NewSearcher(sh, makerbreaker.SearchOptions{MaxHeight: 8, Maker: mk})
		idRes := ids.Run()
		fixs, _ := makerbreaker.NewSearcher(sh, makerbreaker.SearchOptions{MinHeight: idRes.Card.H, MaxHeight: idRes.Card.H, Maker: mk})
		if !fixs.Run().Found || fixPos[i] != int(fixs.Stats.Nodes) {
			t.Errorf("%s: fixed height %d positions in the table, %d by the engine", s, fixPos[i], fixs.Stats.Nodes)
		}
		pns, _ := makerbreaker.NewPNSearcher(sh, makerbreaker.SearchOptions{Maker: mk})
		pnRes := pns.Run(idRes.Card.H)
		if !idRes.Found || !pnRes.Found {
			t.Fatalf("%s: engine found %v (deepening) %v (pn)", s, idRes.Found, pnRes.Found)
		}
		_, idR, _, err := idRes.Certificate(sh, makerbreaker.Dialect21)
		if err != nil {
			t.Fatal(err)
		}
		_, pnR, _, err := pnRes.Certificate(sh, makerbreaker.Dialect21)
		if err != nil {
			t.Fatal(err)
		}
		if h[i] != idR.Final().H || idPos[i] != int(ids.Stats.Nodes) || pnPos[i] != int(pns.Stats.Nodes) ||
			idCards[i] != len(idR.Cards) || pnCards[i] != len(pnR.Cards) ||
			idEnv[i] != idR.Final().T.Len() || pnEnv[i] != pnR.Final().T.Len() || pnH[i] != pnR.Final().H {
			t.Errorf("%s: table h %d positions %d/%d cards %d/%d envelope %d/%d pn h %d; engine h %d positions %d/%d cards %d/%d envelope %d/%d pn h %d",
				s, h[i], idPos[i], pnPos[i], idCards[i], pnCards[i], idEnv[i], pnEnv[i], pnH[i],
				idR.Final().H, ids.Stats.Nodes, pns.Stats.Nodes, len(idR.Cards), len(pnR.Cards), idR.Final().T.Len(), pnR.Final().T.Len(), pnR.Final().H)
		}
		if pnH[i] > h[i] {
			t.Errorf("%s: pn certificate of height %d above the deepening search's %d", s, pnH[i], h[i])
		}
		// the runs carry the reconstructed certificates of the rows
		id, fix, pn := runs[3*i], runs[3*i+1], runs[3*i+2]
		if id.Method != "id" || fix.Method != "id" || pn.Method != "pn" || id.Cert == nil || fix.Cert == nil || pn.Cert == nil ||
			id.Cert.Cert.NumCards() != idCards[i] || pn.Cert.Cert.NumCards() != pnCards[i] {
			t.Errorf("%s: runs %s/%s, certificates %v/%v", s, id.Method, pn.Method, id.Cert != nil, pn.Cert != nil)
		}
	}
	// the measured numbers of BenchmarkPNVersusDFS and the CLI (deepening,
	// pn; the fixed height: plylab mb search --min-height H --max-height H)
	want := map[string][2]int{"l4": {13, 35}, "t4": {21, 35}, "z4": {14, 13}, "n5": {514, 71}, "y5": {710, 557},
		"i4": {11190, 980}, "snaky": {590878, 165933}}
	wantFixed := map[string]int{"i4": 484, "snaky": 68600}
	for i, s := range shapes {
		if w := want[s]; idPos[i] != w[0] || pnPos[i] != w[1] {
			t.Errorf("%s: %d and %d positions, measured %d and %d", s, idPos[i], pnPos[i], w[0], w[1])
		}
		if w, ok := wantFixed[s]; ok && fixPos[i] != w {
			t.Errorf("%s: %d positions at the fixed height, measured %d", s, fixPos[i], w)
		}
	}
	if _, _, err := PNTable([]string{"l4"}, []string{"", ""}, 8); err == nil {
		t.Error("two Maker starts for one shape: no error")
	}
	if _, _, err := PNTable([]string{"t4"}, nil, 3); err == nil {
		t.Error("t4 up to height 3: no error (no proof)")
	}
}

// The kept proof-number certificate of the handicap-one game loads through
// Kept; its counts are those of the file read by the engine directly.
func TestKeptHandicapOnePN(t *testing.T) {
	c, err := Kept("snaky-handicap1-pn")
	if err != nil {
		t.Fatal(err)
	}
	fin := c.Recon.Final()
	if c.Cert.NumCards() != 566 || fin.H != 12 || fin.T.Len() != 128 || fin.A.Len() != 1 {
		t.Errorf("%d cards, final h %d |T| %d |A| %d; want 566, 12, 128, 1", c.Cert.NumCards(), fin.H, fin.T.Len(), fin.A.Len())
	}
	raw, _ := makerbreaker.KeptCertificate("snaky-handicap1-pn")
	ec, er, err := makerbreaker.Load(makerbreaker.Dialect21, "pn", raw, makerbreaker.Snaky())
	if err != nil {
		t.Fatal(err)
	}
	if ec.NumCards() != c.Cert.NumCards() || er.Final().H != fin.H || er.Final().T.Len() != fin.T.Len() {
		t.Errorf("engine: %d cards h %d |T| %d", ec.NumCards(), er.Final().H, er.Final().T.Len())
	}
}
