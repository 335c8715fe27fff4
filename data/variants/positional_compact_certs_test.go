package variants

import (
	"fmt"
	"strings"
	"testing"

	"plylab/data/runs"
)

// TestCompactCerts reads the kept compact certificates: every
// line is an acceptance whose checker report matches the writer's, and
// the frame has a row per line with the nodes and references read.
func TestCompactCerts(t *testing.T) {
	rs, err := CompactCerts()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range []string{CompactCertsFile, LandmarkCertsFile} {
		lines, err := runs.Lines(f)
		if err != nil {
			t.Fatal(err)
		}
		n += len(lines)
	}
	fr := CompactCertFrame(rs)
	if len(rs) != n || fr.Nrow() != n || fr.Err != nil {
		t.Fatalf("%d rs, %d lines, %d rows (%v)", len(rs), n, fr.Nrow(), fr.Err)
	}
	for i, r := range rs {
		if got, _ := fr.Elem(i, 2).Int(); int64(got) != r.Write.Nodes {
			t.Fatalf("row %d: nodes %d, want %d", i, got, r.Write.Nodes)
		}
		if got, _ := fr.Elem(i, 3).Int(); int64(got) != r.Write.Leaves["ref"] {
			t.Fatalf("row %d: references %d, want %d", i, got, r.Write.Leaves["ref"])
		}
	}
}

// TestCompactCertsRefused: a line whose checker report differs from the
// writer's, or that is not an acceptance, is refused with its line.
func TestCompactCertsRefused(t *testing.T) {
	lines, err := runs.Lines(CompactCertsFile)
	if err != nil {
		t.Fatal(err)
	}
	good := lines[1]
	runs, err := parseCompactCerts("f.jsonl", []string{good})
	if err != nil {
		t.Fatal(err)
	}
	n := runs[0].Write.Nodes
	for _, edit := range [][2]string{
		{`"valid":true`, `"valid":false`},
		{fmt.Sprintf(`"nodes":%d,"leaves"`, n), fmt.Sprintf(`"nodes":%d,"leaves"`, n+1)},
		{`"claims":["maker no-win within all"]`, `"claims":["maker no-win within 9"]`},
		{`"check_seconds_kb":"`, `"check_seconds_kb":"x`},
	} {
		bad := strings.Replace(good, edit[0], edit[1], 1)
		if bad == good {
			t.Fatalf("edit %q does not apply to %s", edit[0], good)
		}
		if _, err := parseCompactCerts("f.jsonl", []string{good, bad}); err == nil || !strings.Contains(err.Error(), "line 2") {
			t.Fatalf("edit %q: %v", edit[0], err)
		}
	}
}

// FuzzCompactCerts: the reader never panics.
func FuzzCompactCerts(f *testing.F) {
	lines, _ := runs.Lines(CompactCertsFile)
	for _, l := range lines {
		f.Add(l)
	}
	f.Fuzz(func(t *testing.T, l string) {
		runs, err := parseCompactCerts("f.jsonl", []string{l})
		if err == nil {
			CompactCertFrame(runs)
		}
	})
}
