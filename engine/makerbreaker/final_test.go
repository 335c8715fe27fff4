package makerbreaker

import (
	"errors"
	"strings"
	"testing"

	"plylab/engine/inputerr"
)

// cardPrefixes returns every prefix of a certificate file that ends at a card
// boundary and has lost at least its last card: the prefix with k rows for
// k = 0 … rows−1 (k = 0 is the empty file).
func cardPrefixes(t *testing.T, d Dialect, raw []byte, sh Shape) [][]byte {
	t.Helper()
	c, _, err := Load(d, "full", raw, sh)
	if err != nil {
		t.Fatalf("full certificate: %v", err)
	}
	lines := strings.SplitAfter(string(raw), "\n")
	out := [][]byte{{}}
	for i := 0; i+1 < len(c.Rows); i++ {
		out = append(out, []byte(strings.Join(lines[:c.Rows[i].Line], "")))
	}
	return out
}

// keptIn returns a kept certificate in dialect d (converted from its 21
// form) and the Maker cells of the position it proves.
func keptIn(t *testing.T, name string, d Dialect) ([]byte, Set) {
	t.Helper()
	raw, err := KeptCertificate(name)
	if err != nil {
		t.Fatal(err)
	}
	maker := map[string]Set{"snaky-domino": NewSet(Point{0, 0}, Point{1, 0}), "snaky-handicap1": NewSet(Point{0, 0})}[name]
	if d == Dialect21 {
		return raw, maker
	}
	c, r, err := Load(Dialect21, name, raw, Snaky())
	if err != nil {
		t.Fatal(err)
	}
	out, _, _, err := Convert(c, r, d)
	if err != nil {
		t.Fatalf("convert %s to %d: %v", name, d, err)
	}
	b, err := out.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	return b, maker
}

// A certificate must end in the claim it certifies: the whole kept
// certificate does, in every dialect; the empty file and every prefix that
// lost its last card(s) do not, and are refused with the file and line.
func TestCheckFinalRefusesTruncated(t *testing.T) {
	for _, d := range []Dialect{Dialect21, Dialect25, Dialect35} {
		raw, maker := keptIn(t, "snaky-domino", d)
		c, r, err := Load(d, "dom.txt", raw, Snaky())
		if err != nil {
			t.Fatal(err)
		}
		fc, err := CheckFinal("dom.txt", c, r, raw, maker)
		if err != nil {
			t.Fatalf("dialect %d: the whole certificate is refused: %v", d, err)
		}
		want := "Maker completes snaky from Maker owning {(0,0),(1,0)}, Maker to move, within 7 moves (final card 45"
		if fc.Card != 45 || fc.Moves != 7 || !strings.Contains(fc.String(), want) || !strings.Contains(fc.String(), "envelope 59 cells, height 7)") {
			t.Errorf("dialect %d: claim %q (card %d)", d, fc, fc.Card)
		}
		// Without --maker the certificate states another claim than the
		// empty-board one.
		if _, err := CheckFinal("dom.txt", c, r, raw, nil); err == nil || !strings.Contains(err.Error(), "dom.txt:") || !strings.Contains(err.Error(), "A = ∅") {
			t.Errorf("dialect %d: empty-board reading: %v", d, err)
		}
		prefixes := cardPrefixes(t, d, raw, Snaky())
		if len(prefixes) != 40 {
			t.Fatalf("dialect %d: %d prefixes, want 40 (the empty file and 39 truncations)", d, len(prefixes))
		}
		for k, p := range prefixes {
			c, r, err := Load(d, "cut.txt", p, Snaky())
			if err != nil {
				t.Fatalf("dialect %d prefix %d: %v", d, k, err)
			}
			fc, err := CheckFinal("cut.txt", c, r, p, maker)
			var pe *inputerr.Error
			if err == nil || !errors.As(err, &pe) || pe.File != "cut.txt" || pe.Line < 1 {
				t.Errorf("dialect %d, prefix of %d rows: accepted as %v (err %v)", d, k, fc, err)
				continue
			}
			if k == 0 && !strings.Contains(pe.Reason, "empty certificate") {
				t.Errorf("dialect %d, empty file: %v", d, err)
			}
			if k > 0 && (pe.Line != c.Rows[k-1].Line || !strings.Contains(pe.Reason, "final card")) {
				t.Errorf("dialect %d, prefix of %d rows: %v (want line %d)", d, k, err, c.Rows[k-1].Line)
			}
		}
	}
}

// The search's empty-board certificates (l4 in every dialect) certify
// A = ∅; the monomino's certificate has no numbered card, its base being
// the claim, while an empty file for any larger target is refused.
func TestCheckFinalEmptyBoard(t *testing.T) {
	for _, tc := range []struct {
		shape string
		h     int
	}{{"l4", 4}, {"monomino", 1}, {"domino", 2}} {
		sh, _ := ParseShape(tc.shape)
		s, err := NewSearcher(sh, SearchOptions{MaxHeight: tc.h})
		if err != nil {
			t.Fatal(err)
		}
		res := s.Run()
		for _, d := range []Dialect{Dialect21, Dialect25, Dialect35} {
			c, r, _, err := res.Certificate(sh, d)
			if err != nil {
				t.Fatal(err)
			}
			raw, _ := c.Bytes()
			c, r, err = Load(d, "e.txt", raw, sh)
			if err != nil {
				t.Fatal(err)
			}
			fc, err := CheckFinal("e.txt", c, r, raw, nil)
			if err != nil || fc.Moves != tc.h || !strings.Contains(fc.String(), "from the empty board, Maker to move, within") {
				t.Errorf("%s dialect %d: %v %v", tc.shape, d, fc, err)
			}
			if tc.shape == "monomino" && (len(raw) != 0 || !fc.Base) {
				t.Errorf("monomino: %q base %v", raw, fc.Base)
			}
		}
	}
	c, r, err := Load(Dialect21, "e.txt", nil, Snaky())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := CheckFinal("e.txt", c, r, nil, nil); err == nil || err.Error() != "e.txt:1: no numbered card after the 6 base cards of snaky: an empty certificate certifies nothing (a certificate must end in the claim it certifies)" {
		t.Errorf("empty snaky file: %v", err)
	}
}

func TestPlaceInto(t *testing.T) {
	dom := NewSet(Point{0, 0}, Point{1, 0})
	for _, tc := range []struct {
		a, m Set
		ok   bool
	}{
		{nil, nil, true},
		{NewSet(Point{4, 3}, Point{4, 4}), dom, true}, // a vertical domino goes onto a horizontal one
		{NewSet(Point{6, 4}), NewSet(Point{0, 0}), true},
		{NewSet(Point{0, 0}, Point{2, 0}), dom, false},
		{NewSet(Point{0, 0}), nil, false},
		{NewSet(Point{0, 0}, Point{1, 1}), NewSet(Point{5, 5}, Point{4, 6}, Point{9, 9}), true},
	} {
		f, ok := PlaceInto(tc.a, tc.m)
		if ok != tc.ok || (ok && !f.Map(tc.a).SubsetOf(tc.m)) {
			t.Errorf("PlaceInto(%v, %v) = %v, %v", tc.a, tc.m, f, ok)
		}
	}
}

// Found by FuzzCertificate: a final card whose required set already holds
// a whole target ("6 GG 0 1 2 3 4 5": A = S) made the policy claim the
// pivot and then fail on a base whose target was complete. The game is won
// before any move.
func TestPlayTargetCompleteAtStart(t *testing.T) {
	c, r, err := Load(Dialect21, "s.txt", []byte("6 GG 0 1 2 3 4 5\n"), Snaky())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := CheckFinal("s.txt", c, r, nil, nil); err == nil {
		t.Error("an A = S card accepted as an empty-board claim")
	}
	if _, err := CheckFinal("s.txt", c, r, nil, Snaky().Set()); err != nil {
		t.Errorf("the claim from a completed target: %v", err)
	}
	res, err := NewPolicy(c, r).Play(GreedyBreaker{})
	if err != nil || res.WinMove != 0 || len(res.History) != 0 {
		t.Errorf("play: %+v %v", res, err)
	}
}
