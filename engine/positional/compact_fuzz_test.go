package positional

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// FuzzCompactCertificate: the compact checker never panics or hangs on
// any input; it accepts or returns an error. Seeds: a Breaker win with
// pairing and Erdős–Selfridge leaves and a Maker win with forced and zone
// nodes, written by the writer.
func FuzzCompactCertificate(f *testing.F) {
	games := []*Game{benchGame(9, straightLines(3, 3), MakerBreaker), benchGame(12, lines(3, 4, 3), MakerBreaker)}
	for _, g := range games {
		claims, _, err := SolveClaims(g, Options{Workers: 1})
		if err != nil {
			f.Fatal(err)
		}
		var buf bytes.Buffer
		if _, err := WriteCompactCertificate(&buf, g, claims, Options{Workers: 1}); err != nil {
			f.Fatal(err)
		}
		f.Add(buf.Bytes(), len(games) > 1 && g == games[1])
	}
	f.Fuzz(func(t *testing.T, data []byte, second bool) {
		g := games[0]
		if second {
			g = games[1]
		}
		st, err := CheckCompactCertificate(bytes.NewReader(data), g)
		if err == nil && len(st.Claims) == 0 {
			t.Fatal("accepted a certificate with no claim")
		}
	})
}

// FuzzTableFile: loading a table file never panics; an accepted file
// leaves a solver that still answers tic-tac-toe correctly (the facts it
// loads are checksummed, so an accepted file is one the solver wrote).
func FuzzTableFile(f *testing.F) {
	g := benchGame(9, lines(3, 3, 3), Strong)
	dir := f.TempDir()
	seed := filepath.Join(dir, "seed.table")
	if _, err := Solve(g, Options{Workers: 1, TableFile: seed}); err != nil {
		f.Fatal(err)
	}
	b, err := os.ReadFile(seed)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	f.Add([]byte(tableMagic + " 00 4 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "t.table")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		r, err := Solve(g, Options{Workers: 1, TableFile: path})
		if err == nil && (r.Outcome != Draw || r.Plies != -1) {
			t.Fatalf("tic-tac-toe from an accepted table: %+v", r)
		}
	})
}
