package variants

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
	"testing"

	"plylab/data/game"
	"plylab/engine/positional"
)

// The kept certificate checks of the Harary rows: every line parses, no
// certificate was rejected, each agrees with the kept exact solves where
// one is kept, and every certificate small enough (< 20 MB, < 20 s to write
// and check in the kept run) is written again, compared byte for byte
// with the kept SHA-256, and checked again by the rules alone.
// reproduce's positional producer ties the others to the claims' values.
func TestKeptCerts(t *testing.T) {
	certs, err := KeptCerts()
	if err != nil {
		t.Fatal(err)
	}
	if len(certs) == 0 {
		t.Fatal("no kept certificate checks")
	}
	solves, err := KeptSolves()
	if err != nil {
		t.Fatal(err)
	}
	regenerated := 0
	// Same command, same bytes: two runs of one instance wrote the same
	// certificate.
	sha := map[string]string{}
	for _, c := range certs {
		if c.Bytes == 0 {
			continue
		}
		if prev, ok := sha[c.ID]; ok && prev != c.SHA256 {
			t.Errorf("%s: two runs wrote different certificates (%s, %s)", c.ID, prev, c.SHA256)
		}
		sha[c.ID] = c.SHA256
	}
	for _, c := range certs {
		if c.Verdict == "rejected" {
			t.Errorf("%s: the checker rejected the certificate", c.ID)
			continue
		}
		if c.Verdict != "valid" {
			continue
		}
		if s, ok := solves[HararyKeptID(c.Shape, c.N, c.Strong())]; ok {
			if s.Win != c.Win() || s.Plies != c.PliesOr() {
				t.Errorf("%s: certificate %s in %d plies, the kept solve win %v in %d", c.ID, c.Outcome, c.PliesOr(), s.Win, s.Plies)
			}
		}
		if c.Bytes >= 20e6 || c.CertSeconds+c.CheckSeconds >= 20 {
			continue
		}
		regenerated++
		g, err := HararyGame(c.Shape, c.N, c.Strong())
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "c.cert")
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		h := sha256.New()
		// The kept command: one worker, a 1 GB table.
		st, err := positional.WriteCertificate(io.MultiWriter(f, h), g, positional.Options{Workers: 1, MemoryMB: 1024})
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			t.Fatalf("%s: %v", c.ID, err)
		}
		if sum := hex.EncodeToString(h.Sum(nil)); sum != c.SHA256 || st.Lines != c.Lines {
			t.Errorf("%s: written again: %d lines, SHA-256 %s; kept %d lines, %s", c.ID, st.Lines, sum, c.Lines, c.SHA256)
		}
		rep, err := game.CheckCertificate(g, path)
		if err != nil {
			t.Errorf("%s: the checker rejects the certificate written again: %v", c.ID, err)
			continue
		}
		if rep.Outcome != c.Outcome || rep.Plies != c.PliesOr() || rep.Lines != c.Lines {
			t.Errorf("%s: checked again: %s in %d plies, %d lines; kept %s in %d, %d lines", c.ID, rep.Outcome, rep.Plies, rep.Lines, c.Outcome, c.PliesOr(), c.Lines)
		}
	}
	t.Logf("%d kept certificate checks, %d written and checked again", len(certs), regenerated)
}
