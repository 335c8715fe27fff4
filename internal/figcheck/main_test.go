package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgpdf"
)

// gonumPDF writes a PDF with gonum's own PDF backend, which draws s in a
// single-byte encoding: "2×3" extracts as "2Ã—3". Without text the PDF
// has no font and reads back fine.
func gonumPDF(t *testing.T, path, s string) {
	t.Helper()
	c := vgpdf.New(4*vg.Centimeter, 2*vg.Centimeter)
	c.Stroke(vg.Path{{Type: vg.MoveComp, Pos: vg.Point{}}, {Type: vg.LineComp, Pos: vg.Point{X: 20, Y: 20}}})
	if s != "" {
		c.FillString(font.DefaultCache.Lookup(plot.DefaultFont, 12), vg.Point{X: 10, Y: 20}, s)
	}
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// figcheck checks the PDFs written since the stamp, skips older ones,
// fails on mojibake and on a folder where the run wrote no PDF.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "old.pdf")
	gonumPDF(t, old, "2×3")
	past := time.Now().Add(-time.Hour)
	if err := os.Chtimes(old, past, past); err != nil {
		t.Fatal(err)
	}
	stamp := filepath.Join(t.TempDir(), "stamp")
	if err := os.WriteFile(stamp, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	call := func(args ...string) (int, string) {
		var out, errb strings.Builder
		code := run(args, &out, &errb)
		return code, out.String() + errb.String()
	}
	if code, out := call("-since", stamp, dir); code != 1 || !strings.Contains(out, "no PDF figure") {
		t.Errorf("only an old PDF: exit %d, %q; want 1, no PDF figure", code, out)
	}
	gonumPDF(t, filepath.Join(dir, "lines.pdf"), "")
	if err := os.WriteFile(filepath.Join(dir, "notes.svg"), []byte("<svg/>"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out := call("-since", stamp, dir); code != 0 || !strings.Contains(out, "1 PDF figures") {
		t.Errorf("a new PDF without text beside an old broken one: exit %d, %q; want 0, 1 checked", code, out)
	}
	gonumPDF(t, filepath.Join(dir, "times.pdf"), "board 2×3")
	if code, out := call("-since", stamp, dir); code != 1 || !strings.Contains(out, "times.pdf") || !strings.Contains(out, "mojibake") || strings.Contains(out, "old.pdf") {
		t.Errorf("a new PDF with mojibake: exit %d, %q; want 1, naming times.pdf only", code, out)
	}
	for _, args := range [][]string{{dir}, {"-since", stamp}, {"-since", filepath.Join(dir, "none"), dir}, {"-x"}} {
		if code, _ := call(args...); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
}
