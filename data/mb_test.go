package data

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"plylab/engine/makerbreaker"
)

func mbClaimsByID(t *testing.T) map[string]Claim {
	t.Helper()
	cs, err := PaperClaims()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]Claim{}
	for _, c := range cs {
		if c.Family == "mb" {
			out[c.ID] = c
		}
	}
	return out
}

// The example claims are computed from the printed lines and equal the
// published values; every id the producer emits is in data/paper/mb.csv.
func TestMBExampleClaimsMatch(t *testing.T) {
	claims := mbClaimsByID(t)
	ms, err := mbExampleClaims()
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 29 {
		t.Errorf("%d example claims", len(ms))
	}
	for _, m := range ms {
		c, ok := claims[m.ID]
		if !ok {
			t.Errorf("%s is not in data/paper/mb.csv", m.ID)
			continue
		}
		if !SameValue(c.Value, m.Value) {
			t.Errorf("%s: paper %q, ours %q", m.ID, c.Value, m.Value)
		}
	}
}

// Without a copy of a published file the published facts are skipped with
// a note; a file that is not the published one is named as such.
func TestMBPublishedClaimsSkipped(t *testing.T) {
	claims := mbClaimsByID(t)
	os.Unsetenv("PLYLAB_MB_CERT21")
	os.Unsetenv("PLYLAB_MB_CERT25")
	os.Unsetenv("PLYLAB_MB_CERT35")
	fake := filepath.Join(t.TempDir(), "c.txt")
	os.WriteFile(fake, []byte(MBExample21), 0o644)
	t.Setenv("PLYLAB_MB_CERT21", fake)
	ms := mbPublishedClaims(ReproduceOptions{})
	n := 0
	for _, c := range claims {
		if strings.HasPrefix(c.ID, "mb.cert") {
			n++
		}
	}
	if len(ms) != n || n != 70 {
		t.Errorf("%d published-file claims, %d rows in the table", len(ms), n)
	}
	for _, m := range ms {
		if _, ok := claims[m.ID]; !ok {
			t.Errorf("%s is not in data/paper/mb.csv", m.ID)
		}
		if m.ID == "mb.cert21.sha256" {
			if m.Value != makerbreaker.SHA256([]byte(MBExample21)) {
				t.Errorf("%s = %q: the SHA-256 of the file given", m.ID, m.Value)
			}
			continue
		}
		if m.Value != "" {
			t.Errorf("%s has a value %q without the published file", m.ID, m.Value)
		}
		if strings.HasPrefix(m.ID, "mb.cert21") && !strings.Contains(m.Note, "is not the published file") {
			t.Errorf("%s: note %q", m.ID, m.Note)
		}
	}
}

// Every published fact the engine checks on a published file is a row of
// data/paper/mb.csv with the same value, and every row about a published
// file is one of them.
func TestMBPublishedChecksAreClaims(t *testing.T) {
	claims := mbClaimsByID(t)
	seen := map[string]bool{}
	for _, d := range []string{"21", "25", "35"} {
		want, err := MBPublishedChecks(d)
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
			if !SameValue(c.Value, v) || !c.MustMatch {
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

// The literature claims on the small shapes: winners get their certificate
// height, losers a checked pairing.
func TestMBLiteratureClaims(t *testing.T) {
	claims := mbClaimsByID(t)
	// Exhaustive play up to height 5 only here (the producer also plays
	// out y5 at height 6, about 20 s).
	ms, err := mbLiteratureClaimsExhaust(MBLoserHeight, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, m := range ms {
		if _, ok := claims[m.ID]; !ok {
			t.Errorf("%s is not in data/paper/mb.csv", m.ID)
		}
		got[m.ID] = m.Value
		if m.ID == "mb.lit.l4" && !strings.Contains(m.Note, "Maker wins within 4") {
			t.Errorf("%s: note %q", m.ID, m.Note)
		}
	}
	for id, want := range map[string]string{"mb.lit.monomino": "1", "mb.lit.domino": "2", "mb.lit.l4": "4", "mb.lit.t4": "4",
		"mb.lit.z4": "4", "mb.lit.o4": "loser", "mb.lit.x5": "loser", "mb.lit.i5": "loser", "mb.lit.l5": "7", "mb.lit.i4": "7"} {
		if got[id] != want {
			t.Errorf("%s = %q, want %q", id, got[id], want)
		}
	}
}

func TestMBFrames(t *testing.T) {
	c21, c25, c35, err := MBExamples()
	if err != nil {
		t.Fatal(err)
	}
	if df := MBCardsFrame(c21); df.Nrow() != 8 || df.Ncol() != 7 {
		t.Errorf("cards frame %dx%d", df.Nrow(), df.Ncol())
	}
	if df := MBNodesFrame(c25); df.Nrow() != 2 {
		t.Errorf("nodes frame %d rows", df.Nrow())
	}
	h := MBHistogramFrame(c35)
	if h.Err != nil || h.Nrow() == 0 {
		t.Errorf("histogram frame %v", h.Err)
	}
	if df := MBSummaryFrame([]*MBCert{c21, c25, c35}); df.Nrow() != 3 {
		t.Errorf("summary frame %d rows", df.Nrow())
	}
	st, err := MBPlay(c21, "search", "infinite", 1, 1)
	if err != nil || st.MaxWinMove > 3 {
		t.Errorf("play %v %v", st, err)
	}
	if df := MBPlayFrame(nil, nil); df.Nrow() != 0 {
		t.Error("empty play frame")
	}
	if v, err := MBForkView(); err != nil || len(v.Marks) != 2 || v.Pivot.X != 1 || v.Pivot.Y != 4 {
		t.Errorf("fork view %+v %v", v, err)
	}
	conv, err := MBConvert(c21, "35")
	if err != nil || conv.Summary.Final.H != 3 {
		t.Errorf("convert %v", err)
	}
	if MBLoadError("6 14 4:100 7:101\n", "21") != "input.txt:1:12: forward reference to card 7 in card 6" {
		t.Errorf("load error %q", MBLoadError("6 14 4:100 7:101\n", "21"))
	}
}

// The tables written by reproduce label every row and print counts as
// integers.
func TestMBTablesLabelled(t *testing.T) {
	fr, res, err := MBFourRowFrame(1)
	if err != nil {
		t.Fatal(err)
	}
	n := fr.Nrow()
	if fr.Col("proof").Elem(n-1).String() != "none" || fr.Col("height").Elem(n-1).String() != "0" ||
		fr.Col("placements").Elem(n-1).String() != fmt.Sprint(res.Placements-res.WonPlacements) || fr.Col("proof").Elem(0).String() != "height "+fr.Col("height").Elem(0).String() {
		t.Errorf("four-row table:\n%v", fr)
	}
	st, _, err := MBSearchTable([]string{"domino"}, 3, 0)
	if err != nil {
		t.Fatal(err)
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
func TestMBClaimHistogramFrame(t *testing.T) {
	df := MBClaimHistogramFrame("mb.cert25.required_histogram", "required")
	if df.Err != nil {
		t.Fatal(df.Err)
	}
	claims, err := PaperClaims()
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
	vals, _ := df.Col("value").Int()
	counts, _ := df.Col("cards").Int()
	total := 0
	for i := range vals {
		if vals[i] != i {
			t.Errorf("row %d has value %d", i, vals[i])
		}
		total += counts[i]
	}
	// "cards with |P_i| = 0..10": eleven sizes.
	if len(vals) != 11 || total != cards || cards != 2016 {
		t.Errorf("%d sizes, %d cards; the paper states 11 sizes and %d cards", len(vals), total, cards)
	}
	if q := df.Col("quantity").Records(); q[0] != "required" {
		t.Errorf("quantity %q", q[0])
	}
	for _, bad := range []string{"mb.no.such.claim", "mb.cert25.final_required"} {
		if MBClaimHistogramFrame(bad, "required").Err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}
