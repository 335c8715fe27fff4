package makerbreaker

import (
	"errors"
	"strings"
	"testing"

	"plylab/engine/inputerr"
)

var roundTrip = []struct {
	d    Dialect
	text string
}{
	{Dialect21, "6 14 4:100 5:101\n7 05 6:001 6:405\n"},
	{Dialect21, "6 14 4:100 5:101\n7 05 6:001 6:405"},                    // no final newline
	{Dialect21, "6  14\t4:100 5:101  \n\n7 05 (14 4:100 5:101) 6:405\n"}, // odd spacing, blank line, inline
	{Dialect21, "6 14 4:100 5:101\n7 05 6:001 6:405\n8 88 ( 05 6:001 6:405 ) (14 4 5:101) 7\n"},
	{Dialect25, "193233\n165272\n"},
	{Dialect25, "\n# 6\n193233\n\n# 7\n165272\n"},
	{Dialect25, "[6] 193 233\n[7] 165 272\n"},
	{Dialect25, "#  6\n193233\n[7]  165 272 \n"},
	{Dialect25, "#6\n193233\n"},
	{Dialect35, "6 0a03\n7 4a34 6a54\n"},
	{Dialect35, "6 0a03\n\n7  4a34\t6a54 \n"},
}

func TestRoundTripBytes(t *testing.T) {
	for _, tc := range roundTrip {
		c, _, err := Load(tc.d, "rt", []byte(tc.text), Snaky())
		if err != nil {
			t.Errorf("%d %q: %v", tc.d, tc.text, err)
			continue
		}
		b, err := c.Bytes()
		if err != nil {
			t.Errorf("%d %q: write: %v", tc.d, tc.text, err)
			continue
		}
		if string(b) != tc.text {
			t.Errorf("%d: round trip\n got %q\nwant %q", tc.d, b, tc.text)
		}
	}
}

func TestInlineEqualsNumbered(t *testing.T) {
	// An inline combination is "simply an additional, unnumbered application
	// of the same rule", in the line's frame.
	_, a := mustLoad(t, Dialect21, "6 14 4:100 5:101\n7 05 6:001 6:405\n8 15 6:001 6:405\n")
	_, b := mustLoad(t, Dialect21, "6 14 4:100 5:101\n7 05 (14 4:100 5:101) 6:405\n8 15 (15 4:101 5:102) 6:405\n")
	// 7 of b has the inline child placed at identity: equals 6:000 instead
	// of 6:001, so compare with a direct recomputation.
	c6 := a.Cards[6]
	want7, _ := Combine(Point{0, 5}, []Card{c6, c6.Place(Placement{R: Sym21(4), T: Point{0, 5}})})
	if !b.Cards[7].Equal(want7) {
		t.Errorf("inline card 7 = %v, want %v", b.Cards[7], want7)
	}
	if !b.Cards[8].Equal(a.Cards[8]) {
		t.Errorf("inline card 8 = %v, numbered %v", b.Cards[8], a.Cards[8])
	}
	if b.InlineNodes != 2 || len(b.Nodes) != 5 || b.References != 8 {
		t.Errorf("counts: inline %d nodes %d refs %d", b.InlineNodes, len(b.Nodes), b.References)
	}
}

var malformed = []struct {
	d         Dialect
	text      string
	line, col int
	reason    string
}{
	// 21 dialect
	{Dialect21, "6 14 4:100 5:101\n7 05\n", 2, 5, "empty child list"},
	{Dialect21, "6 14 4:100 7:101\n", 1, 12, "forward reference to card 7"},
	{Dialect21, "6 14 6:100\n", 1, 6, "forward reference to card 6"},
	{Dialect21, "7 14 4:100\n", 1, 1, "card number 7, expected 6"},
	{Dialect21, "6 1H 4:100\n", 1, 3, "bad pivot"},
	{Dialect21, "6 14 4:800\n", 1, 8, "bad orientation"},
	{Dialect21, "6 14 4:10\n", 1, 8, "bad placement"},
	{Dialect21, "6 14 4:1HH\n", 1, 9, "bad translation"},
	{Dialect21, "6 14 x4\n", 1, 6, "bad reference"},
	{Dialect21, "6 14 04:100\n", 1, 6, "leading zero"},
	{Dialect21, "6 14 (15 4:100\n", 1, 6, "unclosed '('"},
	{Dialect21, "6 14 (15) 4:100\n", 1, 6, "empty child list in inline"},
	{Dialect21, "6 14 4:100)\n", 1, 11, "unexpected ')'"},
	{Dialect21, "6 14 4:100(15 4)\n", 1, 11, "expected whitespace"},
	{Dialect21, "6 14 ( 4:100 )\n", 1, 8, "bad pivot"},
	// 25 dialect
	{Dialect25, "193233\n16527\n", 2, 4, "truncated block"},
	{Dialect25, "193233\n165927\n", 2, 4, "truncated extended block"},
	{Dialect25, "193233\n16592\n", 2, 4, "truncated block"},
	{Dialect25, "193233\n165 272\n", 2, 4, "unexpected ' '"},
	{Dialect25, "193740700\n", 1, 4, "forward reference to card 7"},
	{Dialect25, "285\n", 1, 1, "anchor index 5 out of range"},
	{Dialect25, "193233\n165272\n193280\n", 3, 4, "anchor index 5 out of range"},
	{Dialect25, "# 7\n193233\n", 1, 3, "wrong marker number"},
	{Dialect25, "193233\n# 6\n165272\n", 2, 3, "wrong marker number"},
	{Dialect25, "#x\n", 1, 2, "marker: bad character"},
	{Dialect25, "#  \n", 1, 4, "marker: want '# n'"},
	{Dialect25, "[7] 193 233\n", 1, 2, "display row number 7, expected 6"},
	{Dialect25, "[6] 193 23\n", 1, 9, "want exactly three digits"},
	{Dialect25, "19x233\n", 1, 3, "unexpected 'x'"},
	// 35 dialect
	{Dialect35, "6\n", 1, 2, "empty child list"},
	{Dialect35, "6 0a03\n7 4a34 7a54\n", 2, 8, "forward reference to row 7"},
	{Dialect35, "6 0i03\n", 1, 3, "bad letter"},
	{Dialect35, "6 0a0x\n", 1, 3, "bad offset"},
	{Dialect35, "6 0a034\n", 1, 3, "want row number"},
	{Dialect35, "6 a03\n", 1, 3, "missing row number"},
	{Dialect35, "8 0a03\n", 1, 1, "row number 8, expected 6"},
	{Dialect35, "6 0a03 (1)\n", 1, 8, "unexpected"},
}

func TestMalformedRejected(t *testing.T) {
	for _, tc := range malformed {
		c, r, err := Load(tc.d, "bad.txt", []byte(tc.text), Snaky())
		if err == nil {
			t.Errorf("%d %q: accepted", tc.d, tc.text)
			continue
		}
		if c != nil || r != nil {
			t.Errorf("%d %q: half-loaded result returned with the error", tc.d, tc.text)
		}
		var pe *inputerr.Error
		if !errors.As(err, &pe) {
			t.Errorf("%d %q: error %T %v is not an *inputerr.Error", tc.d, tc.text, err, err)
			continue
		}
		if pe.File != "bad.txt" || pe.Line != tc.line || pe.Column != tc.col || !strings.Contains(pe.Reason, tc.reason) {
			t.Errorf("%d %q:\n got %v\nwant bad.txt:%d:%d: …%s…", tc.d, tc.text, err, tc.line, tc.col, tc.reason)
		}
	}
}

func TestMalformedSmallShape(t *testing.T) {
	dom, _ := ParseShape("domino")
	// At card 2 of the domino, block 640 refers to card 2 − 1 − 4 = −3.
	_, _, err := Load(Dialect25, "d.txt", []byte("640\n"), dom)
	var pe *inputerr.Error
	if !errors.As(err, &pe) || pe.Line != 1 || pe.Column != 1 || !strings.Contains(pe.Reason, "out of range") {
		t.Errorf("got %v", err)
	}
	// Block 120 is card 3 in case 1: a forward reference at card 2.
	_, _, err = Load(Dialect25, "d.txt", []byte("120\n"), dom)
	if !errors.As(err, &pe) || !strings.Contains(pe.Reason, "forward reference to card 3") {
		t.Errorf("got %v", err)
	}
}
