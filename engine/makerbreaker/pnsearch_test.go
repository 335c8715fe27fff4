package makerbreaker

import (
	"fmt"
	"testing"
)

// smallWinners are the polyominoes of up to five cells that Maker wins
// (the winners of PolyominoLiterature in data/mb), with the smallest height
// the depth-first Searcher finds under the move rule.
var smallWinners = []struct {
	shape string
	h     int
}{{"monomino", 1}, {"domino", 2}, {"i3", 3}, {"v3", 3}, {"i4", 7}, {"l4", 4},
	{"t4", 4}, {"z4", 4}, {"l5", 7}, {"n5", 6}, {"y5", 6}}

// checkSearchCert writes the proof in the 21 dialect, reloads and
// reconstructs it, and checks the final card (height ≤ h, A within the
// start's Maker cells), the cards small enough for exhaustive play on
// their envelopes, and play against the searching Breaker.
func checkSearchCert(t *testing.T, name string, sh Shape, res SearchResult, h, maker int) {
	t.Helper()
	c, r, _, err := res.Certificate(sh, Dialect21)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	raw, _ := c.Bytes()
	c2, r2, err := Load(Dialect21, name, raw, sh)
	if err != nil {
		t.Fatalf("%s: reload: %v", name, err)
	}
	fin := r2.Final()
	if fin.H > h || fin.A.Len() != maker || !fin.SameClaim(r.Final()) {
		t.Fatalf("%s: final card %v (want height ≤ %d, |A| = %d)", name, fin, h, maker)
	}
	for j, card := range r2.Cards {
		if card.T.Len() > 24 || card.H > 5 {
			continue
		}
		if mt, bt, err := ValidOnBoard(sh, card); err != nil || !mt || !bt {
			t.Errorf("%s card %d %v: maker-turn %v breaker-turn %v %v", name, j, card, mt, bt, err)
		}
	}
	if maker == 0 {
		p := NewPolicy(c2, r2)
		if st, err := p.PlayMany(SearchBreaker{Budget: 2000}, 1, nil); err != nil || st.MaxWinMove > h {
			t.Errorf("%s: play %v %v", name, st, err)
		}
	}
}

// The proof-number search proves every small winner at the smallest
// height of the deepening search, and its certificates reconstruct and
// check.
func TestPNSearchSmallWinners(t *testing.T) {
	for _, tc := range smallWinners {
		sh, _ := ParseShape(tc.shape)
		s, err := NewPNSearcher(sh, SearchOptions{})
		if err != nil {
			t.Fatal(err)
		}
		res := s.Run(tc.h)
		if !res.Found || res.Card.H > tc.h || res.Card.A.Len() != 0 || s.Stats.RootPN != 0 {
			t.Errorf("%s: found %v card %v root %d/%d", tc.shape, res.Found, res.Card, s.Stats.RootPN, s.Stats.RootDN)
			continue
		}
		checkSearchCert(t, tc.shape, sh, res, tc.h, 0)
		d, _ := NewSearcher(sh, SearchOptions{MaxHeight: tc.h})
		dres := d.Run()
		if !dres.Found || dres.Card.H != tc.h {
			t.Errorf("%s: deepening search found %v %v", tc.shape, dres.Found, dres.Card)
		}
		t.Logf("%s h=%d: pn %d positions |T|=%d, deepening %d positions |T|=%d", tc.shape, tc.h, s.Stats.Nodes, res.Card.T.Len(), d.Stats.Nodes, dres.Card.T.Len())
	}
}

// Below the smallest height the proof-number search refutes the root
// (disproof number 0), as the depth-first search does at that height.
func TestPNSearchRefutes(t *testing.T) {
	for _, tc := range []struct {
		shape string
		h     int
	}{{"domino", 1}, {"i3", 2}, {"l4", 3}, {"t4", 3}, {"z4", 3}, {"n5", 5}, {"y5", 5}, {"i4", 6}} {
		sh, _ := ParseShape(tc.shape)
		s, _ := NewPNSearcher(sh, SearchOptions{})
		res := s.Run(tc.h)
		if res.Found || s.Stats.Aborted || s.Stats.RootDN != 0 {
			t.Errorf("%s at %d: found %v aborted %v root %d/%d", tc.shape, tc.h, res.Found, s.Stats.Aborted, s.Stats.RootPN, s.Stats.RootDN)
		}
		d, _ := NewSearcher(sh, SearchOptions{MinHeight: tc.h, MaxHeight: tc.h})
		if d.Run().Found {
			t.Errorf("%s at %d: the depth-first search finds a proof", tc.shape, tc.h)
		}
	}
}

// A table far too small for the search is swept (least work first) and
// the search still proves the root; a node budget stops it with the root's
// numbers unsolved.
func TestPNSearchTableCap(t *testing.T) {
	sh, _ := ParseShape("i4")
	s, _ := NewPNSearcher(sh, SearchOptions{MaxMemo: 100})
	res := s.Run(7)
	if !res.Found || s.Stats.MemoClears == 0 || len(s.tab) > 100 {
		t.Fatalf("found %v, %d sweeps, %d entries", res.Found, s.Stats.MemoClears, len(s.tab))
	}
	checkSearchCert(t, "i4-capped", sh, res, 7, 0)
	s, _ = NewPNSearcher(sh, SearchOptions{MaxNodes: 300})
	if res := s.Run(7); res.Found || !s.Stats.Aborted || s.Stats.RootPN == 0 || s.Stats.RootDN == 0 {
		t.Errorf("budget: found %v aborted %v root %d/%d", res.Found, s.Stats.Aborted, s.Stats.RootPN, s.Stats.RootDN)
	}
}

// The kept certificate snaky-handicap1-pn is the proof-number search's
// proof of the handicap-one game (plylab mb search --shape snaky --maker
// 0,0 --beam 5 --method pn --height 12): Maker owns (0,0), Maker to move,
// and wins within 12 moves — the height the deepening search's kept
// certificate snaky-handicap1 has.
func TestPNSearchHandicapOneCertificate(t *testing.T) {
	c, r, _ := keptSnaky(t, "snaky-handicap1-pn")
	fin := r.Final()
	if fin.H > 12 || fin.A.Len() != 1 {
		t.Fatalf("final card %v", fin)
	}
	checked := checkHandicapPlay(t, c, r, 100, 12)
	t.Logf("final card h=%d |T|=%d, %d cards, %d checked exhaustively", fin.H, fin.T.Len(), len(r.Cards), checked)
}

// The proof-number search against the deepening search (from height 1,
// as plylab mb search runs it, and at the proof's height alone) on the
// small winners that take more than a few positions: time and positions.
func BenchmarkPNVersusDFS(b *testing.B) {
	for _, tc := range smallWinners {
		if tc.h < 6 {
			continue
		}
		sh, _ := ParseShape(tc.shape)
		for _, m := range []string{"deepening", "fixed", "pn"} {
			b.Run(tc.shape+"/"+m, func(b *testing.B) {
				var nodes uint64
				for b.Loop() {
					var found bool
					switch m {
					case "pn":
						s, _ := NewPNSearcher(sh, SearchOptions{})
						found, nodes = s.Run(tc.h).Found, s.Stats.Nodes
					default:
						lo := 1
						if m == "fixed" {
							lo = tc.h
						}
						s, _ := NewSearcher(sh, SearchOptions{MinHeight: lo, MaxHeight: tc.h})
						found, nodes = s.Run().Found, s.Stats.Nodes
					}
					if !found {
						b.Fatal("no proof")
					}
				}
				b.ReportMetric(float64(nodes), "positions")
			})
		}
	}
}

// The initial-numbers rules of the proof-number search (pnInitNums) on the
// small winners of height 6 and 7: positions to the proof (capped at
// 2,000,000; a capped run reports the cap).
func BenchmarkPNInit(b *testing.B) {
	for _, tc := range smallWinners {
		if tc.h < 6 {
			continue
		}
		sh, _ := ParseShape(tc.shape)
		for init := 0; init <= 3; init++ {
			b.Run(fmt.Sprintf("%s/init%d", tc.shape, init), func(b *testing.B) {
				var nodes uint64
				for b.Loop() {
					s, _ := NewPNSearcher(sh, SearchOptions{MaxNodes: 2_000_000})
					s.Init = init
					s.Run(tc.h)
					nodes = s.Stats.Nodes
				}
				b.ReportMetric(float64(nodes), "positions")
			})
		}
	}
}

// Snaky with a domino for Maker (the kept certificate snaky-domino's game):
// the proof-number search proves it at height 7, the deepening search's
// height, in fewer positions than the deepening search (590,878).
func TestPNSearchSnakyDomino(t *testing.T) {
	s, _ := NewPNSearcher(Snaky(), SearchOptions{Maker: []Point{{0, 0}, {1, 0}}})
	res := s.Run(7)
	if !res.Found || res.Card.H > 7 || res.Card.A.Len() != 2 {
		t.Fatalf("found %v card %v", res.Found, res.Card)
	}
	checkSearchCert(t, "snaky-domino-pn", Snaky(), res, 7, 2)
	t.Logf("%d positions, |T|=%d", s.Stats.Nodes, res.Card.T.Len())
}
