package transversal

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"plylab/engine/inputerr"
)

// certSeed is the certificate the solver writes for n = 4 by ply 9 (an O
// strategy), as text.
func certSeed(tb testing.TB, n, P int) []byte {
	tb.Helper()
	res, err := Solve(n, SolveOptions{ByPly: P, Workers: 1, TableMiB: 1, Certificate: true})
	if err != nil || res.Certificate == nil {
		tb.Fatalf("solve n=%d P=%d: %v", n, P, err)
	}
	var b bytes.Buffer
	if err := res.Certificate.Write(&b); err != nil {
		tb.Fatal(err)
	}
	return b.Bytes()
}

// FuzzReadCertificate: the reader of certificate files never panics; what
// it refuses is an *inputerr.Error naming a line; what it accepts writes back to
// a file it reads to the same certificate, and the checker decides it
// (accepts or rejects) without panicking.
func FuzzReadCertificate(f *testing.F) {
	f.Add(certSeed(f, 4, 9))  // o-survives
	f.Add(certSeed(f, 4, 11)) // x-forces
	f.Add(certSeed(f, 3, 7))
	f.Add([]byte(certMagic + "\nn 2\nby_ply 3\nclaim o-survives\nentries 0\nend\n"))
	f.Add([]byte(certMagic + "\nn 16\nby_ply 99999\nclaim x-forces\nentries 1\n0 0 1,1\nend\n"))
	f.Add([]byte(certMagic + "\nn 4\nby_ply 9\nclaim o-survives\nentries 1\nffff 0 1,1\nend\n"))
	f.Add([]byte(certMagic + "\nn 4\nby_ply 9\nclaim o-survives\nentries 1\n1 0 9,9\nend\nmore\n"))
	f.Add([]byte(strings.Repeat("x", 2<<20)))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ReadCertificate(bytes.NewReader(data))
		if err != nil {
			var ce *inputerr.Error
			if !errors.As(err, &ce) || ce.Line < 0 || ce.Message() == "" {
				t.Fatalf("error %v (%T): want an *inputerr.Error with a line and a reason", err, err)
			}
			return
		}
		var b bytes.Buffer
		if err := c.Write(&b); err != nil {
			t.Fatal(err)
		}
		c2, err := ReadCertificate(&b)
		if err != nil {
			t.Fatalf("a certificate read back after Write: %v", err)
		}
		if c2.N != c.N || c2.ByPly != c.ByPly || c2.Claim != c.Claim || len(c2.Entries) != len(c.Entries) {
			t.Fatalf("round trip: %+v vs %+v", c2, c)
		}
		for k, m := range c.Entries {
			if c2.Entries[k] != m {
				t.Fatalf("round trip: entry changed")
			}
		}
		if len(c.Entries) <= 5000 {
			rep, err := Check(c)
			if err == nil && (rep.N != c.N || rep.Entries != len(c.Entries)) {
				t.Fatalf("check report %+v for %d entries at n = %d", rep, len(c.Entries), c.N)
			}
		}
	})
}
