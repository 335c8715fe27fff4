package plots

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"golang.org/x/image/font/sfnt"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgpdf"

	"plylab/internal/figtest"
)

// unicodeFigure is a plot whose title, labels and legend hold characters
// outside ASCII, in and beyond Windows-1252.
func unicodeFigure(t testing.TB) *plot.Plot {
	p := New("Maker–Breaker on 2×3: σ(r), 2n−1 ≤ ν → x₁ (§4, n², …)", "n (board n × n)", "time (log–log, O(V³))")
	l, err := plotter.NewLine(plotter.XYs{{X: 1, Y: 1}, {X: 2, Y: 4}})
	if err != nil {
		t.Fatal(err)
	}
	p.Add(l)
	p.Legend.Add("Avoider–Enforcer, µ ± σ", l)
	return p
}

// noSpace drops every space, tab and line break: pdftotext may break a
// line or join two strings with a space, but keeps each string's characters.
func noSpace(s string) string { return strings.Join(strings.Fields(s), "") }

// A PDF draws every character of every string in an embedded font, and
// the text a PDF viewer extracts reads as the strings drawn.
func TestPDFUnicode(t *testing.T) {
	p := unicodeFigure(t)
	checkExport(t, New, p)
	b, err := Render(p, "pdf", Width, Height)
	if err != nil {
		t.Fatal(err)
	}
	texts := figtest.Texts(p, Width, Height)
	if miss := figtest.MissingGlyphs(texts); len(miss) > 0 {
		t.Errorf("no glyph for %q", string(miss))
	}
	got, err := figtest.PDFText(b)
	if err != nil {
		t.Fatal(err)
	}
	if m := figtest.Mojibake(got); m != "" {
		t.Errorf("mojibake %q in the PDF's text:\n%s", m, got)
	}
	for _, want := range []string{"2×3", "σ(r)", "2n−1", "≤", "ν", "→", "x₁", "§4", "n²", "…", "log–log", "O(V³)", "µ ± σ"} {
		if !strings.Contains(got, want) {
			t.Errorf("PDF text lacks %q:\n%s", want, got)
		}
	}
	for _, tx := range texts {
		if !strings.Contains(noSpace(got), noSpace(tx.Str)) {
			t.Errorf("PDF text lacks the drawn string %q:\n%s", tx.Str, got)
		}
	}
	fonts, err := figtest.PDFFonts(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(fonts) != 1 {
		t.Errorf("fonts %+v, want one (Liberation Serif)", fonts)
	}
	for _, f := range fonts {
		if !f.Embedded || !f.ToUnicode || !strings.Contains(strings.ToLower(f.Name), "liberationserif") {
			t.Errorf("font %+v: want Liberation Serif, embedded, with a ToUnicode map", f)
		}
	}
	// The same figure gives the same bytes (no clock, no map order).
	for i := 0; i < 3; i++ {
		again, err := Render(p, "pdf", Width, Height)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(again, b) {
			t.Fatalf("render %d of the same PDF differs", i+2)
		}
	}
}

// An SVG carries the subset of Liberation Serif that draws its text, under
// the family name its text elements ask for; the subset's glyphs are the
// font's own.
func TestSVGEmbedsFont(t *testing.T) {
	p := unicodeFigure(t)
	b, err := Render(p, "svg", Width, Height)
	if err != nil {
		t.Fatal(err)
	}
	if err := figtest.SVGFonts(b, figtest.Texts(p, Width, Height)); err != nil {
		t.Error(err)
	}
	svg := string(b)
	m := regexp.MustCompile(`@font-face\{\s*font-family:"([^"]+)";[^}]*src: url\(data:font/ttf;base64,([A-Za-z0-9+/=]+)\)`).FindAllStringSubmatch(svg, -1)
	if len(m) != 1 {
		t.Fatalf("%d @font-face rules with data, want 1", len(m))
	}
	if m[0][1] != "Liberation Serif" || !strings.Contains(svg, "font-family:Liberation Serif;") {
		t.Errorf("@font-face family %q; the text elements must ask for it", m[0][1])
	}
	if i := strings.Index(svg, "<svg"); i < 0 || !strings.HasPrefix(svg[i+strings.Index(svg[i:], ">\n")+2:], "<defs>") {
		t.Errorf("the <defs> do not follow the <svg> element:\n%.400s", svg)
	}
	sub, err := base64.StdEncoding.DecodeString(m[0][2])
	if err != nil {
		t.Fatal(err)
	}
	full := font.DefaultCache.Lookup(plot.DefaultFont, 10)
	var raw bytes.Buffer
	if _, err := full.Face.WriteSourceTo(nil, &raw); err != nil {
		t.Fatal(err)
	}
	if len(sub) > raw.Len()/4 {
		t.Errorf("subset of %d bytes from a font of %d", len(sub), raw.Len())
	}
	used := map[rune]bool{}
	for _, tx := range figtest.Texts(p, Width, Height) {
		for _, r := range tx.Str {
			used[r] = true
		}
	}
	for _, r := range "2×3σ−≤ν→₁§²…–µ±³" {
		if !used[r] {
			t.Fatalf("the figure does not draw %q", r)
		}
	}
	checkSubset(t, raw.Bytes(), sub, used)
}

// checkSubset: every character in used has the same glyph, outline and
// advance in sub as in the font full, and some other character has lost
// its outline.
func checkSubset(t *testing.T, full, sub []byte, used map[rune]bool) {
	t.Helper()
	ff, err := sfnt.Parse(full)
	if err != nil {
		t.Fatal(err)
	}
	sf, err := sfnt.Parse(sub)
	if err != nil {
		t.Fatalf("the subset does not parse: %v", err)
	}
	if ff.NumGlyphs() != sf.NumGlyphs() {
		t.Fatalf("subset has %d glyphs, font %d", sf.NumGlyphs(), ff.NumGlyphs())
	}
	var fb, sb sfnt.Buffer
	outline := func(f *sfnt.Font, b *sfnt.Buffer, r rune) (sfnt.GlyphIndex, string, int) {
		g, err := f.GlyphIndex(b, r)
		if err != nil {
			t.Fatal(err)
		}
		segs, err := f.LoadGlyph(b, g, 2048, nil)
		if err != nil {
			t.Fatalf("%q: %v", r, err)
		}
		adv, err := f.GlyphAdvance(b, g, 2048, 0)
		if err != nil {
			t.Fatal(err)
		}
		return g, fmt.Sprint(segs), int(adv)
	}
	for r := range used {
		g1, o1, a1 := outline(ff, &fb, r)
		g2, o2, a2 := outline(sf, &sb, r)
		if g1 != g2 || o1 != o2 || a1 != a2 {
			t.Errorf("%q: glyph %d, advance %d in the font; %d, %d in the subset; outlines equal %v", r, g1, a1, g2, a2, o1 == o2)
		}
		if r != ' ' && o1 == "[]" {
			t.Errorf("%q has no outline", r)
		}
	}
	if _, o, _ := outline(sf, &sb, 'Q'); used['Q'] || o != "[]" {
		t.Errorf("Q: outline %q kept in the subset", o)
	}
}

// The check make test-notebooks runs on the PDFs the notebooks save
// (figtest.CheckPDFFiles) passes a figure saved by Save and fails one
// written by gonum's own PDF backend, whose "2×3" extracts as "2Ã—3".
func TestSavedPDFsReadBack(t *testing.T) {
	dir := t.TempDir()
	p := unicodeFigure(t)
	if err := Save(p, filepath.Join(dir, "ours.pdf"), Width, Height); err != nil {
		t.Fatal(err)
	}
	c := vgpdf.New(Width, Height)
	p.Draw(draw.New(c))
	f, err := os.Create(filepath.Join(dir, "gonum.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.WriteTo(f); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	checked, errs := figtest.CheckPDFFiles(dir, time.Time{})
	if len(checked) != 2 {
		t.Fatalf("checked %v, want both PDFs", checked)
	}
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), "gonum.pdf") || !strings.Contains(errs[0].Error(), "mojibake") {
		t.Errorf("errors %v: want one, the mojibake of gonum.pdf", errs)
	}
}

// Writing a figure as PDF with our canvas (UTF-8 font subset) against
// gonum's vgpdf (cp1252 font, whole): report the ratio of the two.
func BenchmarkPDF(b *testing.B) {
	p := unicodeFigure(b)
	b.Run("plylab", func(b *testing.B) {
		for b.Loop() {
			if _, err := Render(p, "pdf", Width, Height); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("vgpdf", func(b *testing.B) {
		for b.Loop() {
			c := vgpdf.New(Width, Height)
			p.Draw(draw.New(c))
			if _, err := c.WriteTo(io.Discard); err != nil {
				b.Fatal(err)
			}
		}
	})
}
