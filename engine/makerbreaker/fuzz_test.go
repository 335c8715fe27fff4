package makerbreaker

import (
	"bytes"
	"errors"
	"testing"
)

// fuzzDialect checks the parser's contract on arbitrary input: it never
// panics; it either rejects with a positioned ParseError and returns
// nothing, or accepts, and then writing back gives the same bytes, and
// loading those bytes gives the same cards.
func fuzzDialect(t *testing.T, d Dialect, data []byte) {
	c, r, err := Load(d, "fuzz", data, Snaky())
	if err != nil {
		if c != nil || r != nil {
			t.Fatalf("half-loaded result with error %v", err)
		}
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Line < 1 || pe.Reason == "" {
			t.Fatalf("error without position: %v", err)
		}
		return
	}
	b, err := c.Bytes()
	if err != nil {
		t.Fatalf("accepted input cannot be written: %v", err)
	}
	if !bytes.Equal(b, data) {
		t.Fatalf("round trip changed the bytes:\n in %q\nout %q", data, b)
	}
	_, r2, err := Load(d, "fuzz", b, Snaky())
	if err != nil {
		t.Fatalf("written bytes do not load: %v", err)
	}
	for j := range r.Cards {
		if !r.Cards[j].Equal(r2.Cards[j]) {
			t.Fatalf("card %d differs after the round trip", j)
		}
	}
	// The 25 dialect computes every card twice (reduced and full);
	// Proposition "r25:composition" says the two agree.
	if s := Summarize(c, r, data); len(s.NormalizationMismatches) != 0 {
		t.Fatalf("normalization disagrees with the full composition at %v", s.NormalizationMismatches)
	}
}

var seeds21 = []string{
	"6 14 4:100 5:101\n7 05 6:001 6:405\n",
	"6 14 4:100 5:101\n7 05 (14 4:100 5:101) 6:405\n8 88 (05 6:001 6:405) 7\n",
	"6  14\t4:100 5:101  \n\n",
	"6 14 (15 4:100\n", "6 14 4:800\n", "6 GG 0 1 2 3 4 5\n",
}

var seeds25 = []string{
	"193233\n165272\n", "\n# 6\n193233\n\n# 7\n165272\n", "[6] 193 233\n[7] 165 272\n",
	"193233\n165927\n", "# 7\n", "285\n", "193740700\n",
}

var seeds35 = []string{
	"6 0a03\n7 4a34 6a54\n", "6 0a03\n\n7  4a34\t6a54 \n", "6\n", "6 0i03\n", "6 0a03 1h99 5g00\n",
}

func FuzzParse21(f *testing.F) {
	for _, s := range seeds21 {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) { fuzzDialect(t, Dialect21, data) })
}

func FuzzParse25(f *testing.F) {
	for _, s := range seeds25 {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) { fuzzDialect(t, Dialect25, data) })
}

func FuzzParse35(f *testing.F) {
	for _, s := range seeds35 {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) { fuzzDialect(t, Dialect35, data) })
}
