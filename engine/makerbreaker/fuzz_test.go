package makerbreaker

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"plylab/engine/inputerr"
)

// fuzzDialect checks the parser's contract on arbitrary input: it never
// panics; it either rejects with a positioned *inputerr.Error and returns
// nothing, or accepts, and then writing back gives the same bytes, and
// loading those bytes gives the same cards.
func fuzzDialect(t *testing.T, d Dialect, data []byte) {
	c, r, err := Load(d, "fuzz", data, Snaky())
	if err != nil {
		if c != nil || r != nil {
			t.Fatalf("half-loaded result with error %v", err)
		}
		var pe *inputerr.Error
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
	fuzzFinal(t, c, r, data)
}

// fuzzFinal checks CheckFinal's contract on an accepted certificate: it
// never panics; it refuses with a positioned *inputerr.Error or names the final
// card; read against its own final card's required set it always accepts,
// and read as an empty-board certificate it accepts exactly when that set
// is empty (the published 35-move file aside, which is no fuzz input).
func fuzzFinal(t *testing.T, c *Certificate, r *Recon, data []byte) {
	t.Helper()
	fin := r.Final()
	for _, maker := range []Set{nil, fin.A} {
		fc, err := CheckFinal("fuzz", c, r, data, maker)
		if err != nil {
			var pe *inputerr.Error
			if fc != nil || !errors.As(err, &pe) || pe.File != "fuzz" || pe.Line < 1 || pe.Reason == "" {
				t.Fatalf("CheckFinal(%v): claim %v with error %v", maker, fc, err)
			}
			if maker.Len() == fin.A.Len() {
				t.Fatalf("CheckFinal refuses the certificate read against its own final card %v: %v", fin, err)
			}
			continue
		}
		if maker.Len() == 0 && fin.A.Len() != 0 {
			t.Fatalf("empty-board reading accepts a final card requiring %v", fin.A)
		}
		wantCard := c.NumCards() - 1
		if fc.Card != wantCard || !fc.Final.Equal(fin) || fc.Moves != fin.H || !fc.Place.Map(fin.A).SubsetOf(maker) {
			t.Fatalf("claim %v (card %d), want card %d = %v", fc, fc.Card, wantCard, fin)
		}
		if len(c.Rows) == 0 && c.NumBases() > 1 && maker.Len() == 0 {
			t.Fatalf("an empty certificate of %s accepted: %v", c.Shape.Name, fc)
		}
		if s := fc.String(); !strings.Contains(s, fmt.Sprintf("final card %d", wantCard)) {
			t.Fatalf("claim text %q does not name card %d", s, wantCard)
		}
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

// fuzzShapes are the targets FuzzCertificate reads certificates for.
var fuzzShapes = []string{"snaky", "domino", "l4", "monomino", "t4"}

var fuzzDialects = []Dialect{Dialect21, Dialect25, Dialect35}

// fuzzPipeline runs everything plylab mb does with a user's certificate
// file (reconstruct, verify's claim check, convert, play) on arbitrary
// bytes in any dialect and for several targets: nothing panics or hangs,
// errors come back as errors, and what is accepted is consistent.
func fuzzPipeline(t *testing.T, data []byte, dialect, shape uint8) {
	d := fuzzDialects[int(dialect)%len(fuzzDialects)]
	sh, err := ParseShape(fuzzShapes[int(shape)%len(fuzzShapes)])
	if err != nil {
		t.Fatal(err)
	}
	c, r, err := Load(d, "fuzz", data, sh)
	if err != nil {
		var pe *inputerr.Error
		if c != nil || r != nil || !errors.As(err, &pe) || pe.Line < 1 || pe.Reason == "" {
			t.Fatalf("error without position or with a half-loaded result: %v", err)
		}
		return
	}
	if b, err := c.Bytes(); err != nil || !bytes.Equal(b, data) {
		t.Fatalf("round trip: %v\n in %q\nout %q", err, data, b)
	}
	fuzzFinal(t, c, r, data)
	s := Summarize(c, r, data)
	if s.Cards != c.NumCards() || len(s.NormalizationMismatches) != 0 {
		t.Fatalf("summary %d cards (want %d), mismatches %v", s.Cards, c.NumCards(), s.NormalizationMismatches)
	}
	_ = EndpointChecks(c, r) // reconstruct --endpoint runs them on any file
	for j := c.NumBases(); j < c.NumCards(); j++ {
		_ = RowGroups(c, r, j)
	}
	for _, to := range fuzzDialects {
		out, or, _, err := Convert(c, r, to)
		if err != nil {
			continue // not every certificate fits every dialect
		}
		b, err := out.Bytes()
		if err != nil {
			t.Fatalf("converted to %d but not writable: %v", to, err)
		}
		_, r2, err := Load(to, "converted", b, sh)
		if err != nil {
			t.Fatalf("converted to %d does not load: %v\n%s", to, err, b)
		}
		// The final claim is the same up to the frame: same height and sizes.
		a, z := r.Final(), r2.Final()
		if !z.SameClaim(or.Final()) || a.H != z.H || a.A.Len() != z.A.Len() || a.T.Len() != z.T.Len() {
			t.Fatalf("converted to %d: final %v, was %v", to, z, a)
		}
	}
	if c.NumCards() <= 80 && r.Final().T.Len() <= 200 {
		p := NewPolicy(c, r)
		for _, br := range []Breaker{GreedyBreaker{}, SearchBreaker{Budget: 50}} {
			res, err := p.Play(br)
			if err == nil && res.WinMove > p.Height() {
				t.Fatalf("%s: won on move %d beyond the height %d", br.Name(), res.WinMove, p.Height())
			}
			if err != nil {
				t.Fatalf("%s Breaker beats the policy of a reconstructed certificate: %v (history %v)", br.Name(), err, res.History)
			}
		}
	}
}

func FuzzCertificate(f *testing.F) {
	for i, s := range seeds21 {
		f.Add([]byte(s), uint8(0), uint8(i))
	}
	for i, s := range seeds25 {
		f.Add([]byte(s), uint8(1), uint8(i))
	}
	for i, s := range seeds35 {
		f.Add([]byte(s), uint8(2), uint8(i))
	}
	f.Add([]byte{}, uint8(0), uint8(3))
	f.Add([]byte{}, uint8(1), uint8(2))
	f.Fuzz(fuzzPipeline)
}
