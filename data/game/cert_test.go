package game

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/engine/inputerr"
	"plylab/engine/positional"
)

// FuzzCertReader: the certificate file reader of Check (plain or gzip)
// never panics, and with the checker behind it reports bad bytes as
// errors.
func FuzzCertReader(f *testing.F) {
	_, g, err := positional.ParseInstance([]byte(`{"id":"g","cells":5,"sets":[[0,1],[1,2],[3,4]],"rule":"maker-breaker","first":"maker"}`))
	if err != nil {
		f.Fatal(err)
	}
	var cert bytes.Buffer
	if _, err := positional.WriteCertificate(&cert, g, positional.Options{Workers: 1, MemoryMB: 1}); err != nil {
		f.Fatal(err)
	}
	z, _ := gzipFor("x.gz", cert.Bytes())
	f.Add(cert.Bytes())
	f.Add(z)
	f.Add(z[:len(z)/2])
	f.Add([]byte{0x1f, 0x8b})
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := certReader(bytes.NewReader(data))
		if err != nil {
			return
		}
		_, _ = positional.CheckCertificate(r, g)
	})
}

// The gzip helpers round-trip: what Certify writes to X.gz, the reader
// gives back.
func TestCertGzipRoundTrip(t *testing.T) {
	data := []byte("plylab positional certificate 1\n")
	z, err := gzipFor("c.gz", data)
	if err != nil || bytes.Equal(z, data) {
		t.Fatalf("not gzipped: %v", err)
	}
	if _, err := gzip.NewReader(bytes.NewReader(z)); err != nil {
		t.Fatal(err)
	}
	r, err := certReader(bytes.NewReader(z))
	if err != nil {
		t.Fatal(err)
	}
	back, _ := io.ReadAll(r)
	if !bytes.Equal(back, data) {
		t.Fatalf("got %q", back)
	}
	if same, _ := gzipFor("c.cert", data); !bytes.Equal(same, data) {
		t.Fatal("a plain name was gzipped")
	}
}

// Certify and Check agree in both formats, plain and gzipped; a tampered
// certificate is rejected with its line, an unreadable one is bad input.
func TestCertifyCheck(t *testing.T) {
	dir := t.TempDir()
	g := mnkGame(t, 3, 3, 3)
	opt := positional.Options{Workers: 1, MemoryMB: 8}
	for _, c := range []struct {
		name    string
		compact bool
	}{{"t.cert", false}, {"t.cert.gz", false}, {"c.cert", true}, {"c.cert.gz", true}} {
		out := filepath.Join(dir, c.name)
		w, err := Certify(g, out, opt, c.compact, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		r, err := Check(g, out)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !r.Valid || r.Compact != c.compact || r.Outcome != w.Outcome || r.Plies != w.Plies || r.Lines != w.Lines ||
			len(r.WinPlies) != len(w.WinPlies) || strings.Join(r.Claims, ";") != strings.Join(w.Claims, ";") || r.Nodes != w.Nodes {
			t.Errorf("%s: wrote %+v, checked %+v", c.name, w, r)
		}
		if w.Bytes == 0 || r.Bytes != 0 {
			t.Errorf("%s: bytes %d written, %d checked", c.name, w.Bytes, r.Bytes)
		}
		if !c.compact && (w.Outcome != positional.Draw || w.WinPlies != nil) {
			t.Errorf("%s: tic-tac-toe gave %s, win plies %v", c.name, w.Outcome, w.WinPlies)
		}
		if c.compact && len(w.Claims) == 0 {
			t.Errorf("%s: no claims", c.name)
		}
	}
	left, _ := filepath.Glob(filepath.Join(dir, "*tmp*"))
	if len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
	// A wins-within claim that is false: X wins within 3 plies of an
	// empty board is refused by the writer.
	claim, err := positional.ParseCompactClaim("first wins within 3")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Certify(g, filepath.Join(dir, "x.cert"), opt, true, []positional.CompactClaim{claim}); err == nil {
		t.Error("a false claim was certified")
	}
	// Tampered: drop the last line.
	raw, _ := os.ReadFile(filepath.Join(dir, "t.cert"))
	lines := strings.Split(strings.TrimSpace(string(raw)), "\n")
	bad := filepath.Join(dir, "bad.cert")
	os.WriteFile(bad, []byte(strings.Join(lines[:len(lines)-1], "\n")+"\n"), 0o644)
	r, err := Check(g, bad)
	if err != nil || r.Valid || r.Reason == "" {
		t.Errorf("tampered: %+v, %v", r, err)
	}
	var ie *inputerr.Error
	if _, err := Check(g, filepath.Join(dir, "none.cert")); !errors.As(err, &ie) || ie.File == "" {
		t.Errorf("missing file: %v", err)
	}
	if _, err := Certify(g, filepath.Join(dir, "no", "dir.cert"), opt, false, nil); err == nil || errors.As(err, &ie) {
		t.Errorf("unwritable out: %v", err)
	}
}

// Pick finds an instance by its line; a wrong line is bad input naming it.
func TestPick(t *testing.T) {
	in, err := Read("g.jsonl", strings.NewReader("\n"+`{"id":"t","cells":9,"sets":`+lines(3, 3, 3)+`,"rule":"strong"}`+"\nnot json\n"))
	if err != nil {
		t.Fatal(err)
	}
	for k, want := range map[int]int{0: 9, 2: 9} {
		if g, err := in.Pick(k); err != nil || g.Cells != want {
			t.Errorf("line %d: %v", k, err)
		}
	}
	for k, line := range map[int]int{3: 3, 7: 7, -1: 0} {
		var ie *inputerr.Error
		if _, err := in.Pick(k); !errors.As(err, &ie) || ie.File != "g.jsonl" || ie.Line != line {
			t.Errorf("line %d: %v", k, err)
		}
	}
}
