package reproduce

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"unicode"

	"gonum.org/v1/plot/vg"

	"plylab/internal/figtest"
	"plylab/plots"
)

// Every figure plylab reproduce writes (every family at the fast defaults
// of make reproduce) reads back as drawn: its PDF has every font embedded
// with a ToUnicode map, and the text a viewer extracts holds each string
// the figure draws, character for character, with no UTF-8 read as
// Windows-1252 ("2Ã—3" for "2×3"); its SVG embeds a font with an outline
// for every character; and its fonts have a glyph for every character
// (none drawn as a box). Computing the families takes minutes.
func TestFiguresReadBack(t *testing.T) {
	var (
		mu              sync.Mutex
		total, nonASCII int
	)
	for _, fam := range Families() {
		t.Run(fam, func(t *testing.T) {
			t.Parallel()
			res, err := Run(fam, Options{})
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, f := range res.Figures {
				w, h := f.W, f.H
				if w == 0 || h == 0 {
					w, h = plots.SizeOf(f.Plot)
				}
				k, err := checkFigure(f.Plot, w, h)
				if err != nil {
					t.Errorf("%s: %v", f.Name, err)
				}
				n += k
			}
			mu.Lock()
			total += len(res.Figures)
			nonASCII += n
			mu.Unlock()
		})
	}
	t.Cleanup(func() {
		if total < 20 || nonASCII < 20 {
			t.Errorf("only %d figures checked, with %d strings beyond ASCII", total, nonASCII)
		}
	})
}

// checkFigure checks one figure, and returns the number of strings it
// draws with characters beyond ASCII.
func checkFigure(f plots.Figure, w, h vg.Length) (int, error) {
	texts := figtest.Texts(f, w, h)
	n := 0
	for _, tx := range texts {
		if strings.IndexFunc(tx.Str, func(r rune) bool { return r > unicode.MaxASCII }) >= 0 {
			n++
		}
	}
	if miss := figtest.MissingGlyphs(texts); len(miss) > 0 {
		return n, fmt.Errorf("no glyph for %q", string(miss))
	}
	pdf, err := plots.Render(f, "pdf", w, h)
	if err != nil {
		return n, err
	}
	got, err := figtest.PDFText(pdf)
	if err != nil {
		return n, err
	}
	if m := figtest.Mojibake(got); m != "" {
		return n, fmt.Errorf("mojibake %q in the PDF's text:\n%s", m, got)
	}
	for _, tx := range texts {
		if !strings.Contains(noSpace(got), noSpace(tx.Str)) {
			return n, fmt.Errorf("the PDF's text lacks the drawn string %q:\n%s", tx.Str, got)
		}
	}
	fonts, err := figtest.PDFFonts(pdf)
	if err != nil {
		return n, err
	}
	if len(texts) > 0 && len(fonts) == 0 {
		return n, fmt.Errorf("%d strings but no font in the PDF", len(texts))
	}
	for _, fo := range fonts {
		if !fo.Embedded || !fo.ToUnicode {
			return n, fmt.Errorf("PDF font %+v: want it embedded, with a ToUnicode map", fo)
		}
	}
	svg, err := plots.Render(f, "svg", w, h)
	if err != nil {
		return n, err
	}
	return n, figtest.SVGFonts(svg, texts)
}

// noSpace drops every space and line break: pdftotext may break a line or
// join two strings with a space, but keeps each string's characters.
func noSpace(s string) string { return strings.Join(strings.Fields(s), "") }
