package mb

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"

	"plylab/data/paper"
	"plylab/engine/makerbreaker"
)

func mbClaimsByID(t *testing.T) map[string]paper.Claim {
	t.Helper()
	claims, err := paper.FamilyClaims("mb")
	if err != nil {
		t.Fatal(err)
	}
	return claims
}

// Every published fact the engine checks on a published file is a row of
// data/paper/mb.csv with the same value, and every row about a published
// file is one of them.
func TestPublishedChecksAreClaims(t *testing.T) {
	claims := mbClaimsByID(t)
	seen := map[string]bool{}
	for _, d := range []string{"21", "25", "35"} {
		want, err := PublishedChecks(d)
		if err != nil {
			t.Fatal(err)
		}
		for id, v := range want {
			seen[id] = true
			c, ok := claims[id]
			if !ok {
				t.Errorf("%s (%s) is not in data/paper/mb.csv", id, v)
				continue
			}
			if !paper.SameValue(c.Value, v) || !c.MustMatch {
				t.Errorf("%s: table %q (must match %v), engine %q", id, c.Value, c.MustMatch, v)
			}
		}
	}
	for id := range claims {
		if strings.HasPrefix(id, "mb.cert") && !seen[id] {
			t.Errorf("%s is in the table but not computed from a published file", id)
		}
	}
}

func TestFrames(t *testing.T) {
	c21, c25, c35, err := Examples()
	if err != nil {
		t.Fatal(err)
	}
	if df := CardsFrame(c21); df.Nrow() != 8 || df.Ncol() != 7 {
		t.Errorf("cards frame %dx%d", df.Nrow(), df.Ncol())
	}
	if df := NodesFrame(c25); df.Nrow() != 2 {
		t.Errorf("nodes frame %d rows", df.Nrow())
	}
	// Each histogram counts every card once, and the frame is the rows.
	h := c35.Histogram()
	total := map[string]int{}
	for _, r := range h {
		total[r.Quantity] += r.Cards
	}
	for _, q := range []string{"required", "envelope", "height"} {
		if total[q] != len(c35.Recon.Cards) {
			t.Errorf("%s histogram counts %d cards, the certificate has %d", q, total[q], len(c35.Recon.Cards))
		}
	}
	hf := h.Frame()
	hv, _ := hf.Col("value").Int()
	hc, _ := hf.Col("cards").Int()
	hq := hf.Col("quantity").Records()
	for i, r := range h {
		if (HistogramRow{hq[i], hv[i], hc[i]}) != r {
			t.Errorf("histogram frame row %d: %s %d %d, the row %+v", i, hq[i], hv[i], hc[i], r)
		}
	}
	if df := SummaryFrame([]*Cert{c21, c25, c35}); df.Nrow() != 3 {
		t.Errorf("summary frame %d rows", df.Nrow())
	}
	st, err := Play(c21, "search", "infinite", 1, 1)
	if err != nil || st.MaxWinMove > 3 {
		t.Errorf("play %v %v", st, err)
	}
	if df := PlayRowsOf(nil, nil).Frame(); df.Nrow() != 0 {
		t.Error("empty play frame")
	}
	// One row per winning move, the board named, the games all counted,
	// and the frame is the rows.
	st2, err := Play(c21, "random", "envelope", 30, 1)
	if err != nil {
		t.Fatal(err)
	}
	pr := PlayRowsOf([]makerbreaker.PlayStats{st, st2}, []string{"", "envelope"})
	games := map[string]int{}
	for i, r := range pr {
		games[r.Breaker+"/"+r.Board] += r.Games
		if i > 0 && r.Board == pr[i-1].Board && r.WinMove <= pr[i-1].WinMove {
			t.Errorf("play rows %d, %d: winning moves not increasing", i-1, i)
		}
	}
	if len(games) != 2 || games["search/infinite"] != st.Games || games["random/envelope"] != st2.Games || st2.Games != 30 {
		t.Errorf("play rows %+v", pr)
	}
	pf := pr.Frame()
	wm, _ := pf.Col("win_move").Int()
	gs, _ := pf.Col("games").Int()
	for i, r := range pr {
		if wm[i] != r.WinMove || gs[i] != r.Games || pf.Col("breaker").Records()[i] != r.Breaker || pf.Col("board").Records()[i] != r.Board {
			t.Errorf("play frame row %d differs from %+v", i, r)
		}
	}
	if v := ForkView(c21); len(v.Marks) != 2 || v.Pivot.X != 1 || v.Pivot.Y != 4 {
		t.Errorf("fork view %+v", v)
	}
	conv, err := Convert(c21, "35")
	if err != nil || conv.Summary.Final.H != 3 {
		t.Errorf("convert %v", err)
	}
	if LoadError("6 14 4:100 7:101\n", "21") != "input.txt:1:12: forward reference to card 7 in card 6" {
		t.Errorf("load error %q", LoadError("6 14 4:100 7:101\n", "21"))
	}
}

// The tables written by reproduce label every row and print counts as
// integers.
func TestTablesLabelled(t *testing.T) {
	fr, res, err := FourRowFrame(1)
	if err != nil {
		t.Fatal(err)
	}
	n := fr.Nrow()
	if fr.Col("proof").Elem(n-1).String() != "none" || fr.Col("height").Elem(n-1).String() != "0" ||
		fr.Col("placements").Elem(n-1).String() != fmt.Sprint(res.Placements-res.WonPlacements) || fr.Col("proof").Elem(0).String() != "height "+fr.Col("height").Elem(0).String() {
		t.Errorf("four-row table:\n%v", fr)
	}
	st, runs, err := SearchTable([]string{"domino"}, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	if l := runs[0].Literature(); l.Shape != "domino" || !l.Winner || st.Col("literature").Records()[0] != "winner" {
		t.Errorf("domino: literature %+v, table %v", l, st.Col("literature").Records())
	}
	if l := (&SearchRun{Shape: "snaky"}).Literature(); l != (Literature{}) {
		t.Errorf("snaky is not in the table of polyominoes of up to five cells: %+v", l)
	}
	var b strings.Builder
	if err := st.WriteCSV(&b); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), ".000000") || st.Col("nodes").Type() != "int" {
		t.Errorf("search table:\n%s", b.String())
	}
}

// The published histogram of the 25-move certificate's required-set sizes,
// read from its claims row, counts every card once: its total is the card
// count the paper states separately (mb.cert25.cards, 2016).
func TestClaimHistogram(t *testing.T) {
	rows, err := ClaimHistogram("mb.cert25.required_histogram", "required")
	if err != nil {
		t.Fatal(err)
	}
	claims, err := paper.Claims()
	if err != nil {
		t.Fatal(err)
	}
	var cards int
	for _, c := range claims {
		if c.ID == "mb.cert25.cards" {
			cards, err = strconv.Atoi(c.Value)
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	total := 0
	for i, r := range rows {
		if r.Value != i || r.Quantity != "required" {
			t.Errorf("row %d: %+v", i, r)
		}
		total += r.Cards
	}
	// "cards with |P_i| = 0..10": eleven sizes.
	if len(rows) != 11 || total != cards || cards != 2016 {
		t.Errorf("%d sizes, %d cards; the paper states 11 sizes and %d cards", len(rows), total, cards)
	}
	for _, bad := range []string{"mb.no.such.claim", "mb.cert25.final_required"} {
		if _, err := ClaimHistogram(bad, "required"); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

// FourRowFrameWith is FourRowFrame with progress: the same table, and the
// classes reported up to all of them.
func TestFourRowFrameWith(t *testing.T) {
	want, wantRes, err := FourRowFrame(1)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var last uint64
	var lastFrac float64
	calls := 0
	got, res, err := FourRowFrameWith(1, Run{Workers: 2, Progress: func(done uint64, fraction float64) {
		mu.Lock()
		defer mu.Unlock()
		calls++
		if done > last {
			last, lastFrac = done, fraction
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got.Records()) != fmt.Sprint(want.Records()) || res.Placements != wantRes.Placements || res.Classes != wantRes.Classes {
		t.Errorf("with progress:\n%v\nwithout:\n%v", got, want)
	}
	if calls == 0 || last != uint64(res.Classes) || lastFrac != 1 {
		t.Errorf("progress: %d calls, last %d classes (fraction %v), want %d classes (1)", calls, last, lastFrac, res.Classes)
	}
}
