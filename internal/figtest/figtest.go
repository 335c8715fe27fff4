// Package figtest checks exported figures as a reader meets them: the text
// a PDF viewer extracts (pdftotext) and the fonts the PDF embeds (pdffonts),
// both from Debian's poppler-utils, which `make test` installs; and the
// strings a figure draws, with the font of each, so that a test can ask that
// every one of them reads back unchanged.
package figtest

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"
	"unicode"

	"golang.org/x/image/font/sfnt"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Check checks one figure as a reader meets it at size w×h, given render,
// which returns the figure in a format ("pdf", "svg"; plots.Render):
// every character has a glyph in its font (none drawn as a box); the PDF
// passes CheckPDF and its text holds each string the figure draws,
// character for character; the SVG embeds a font with an outline for
// every character (SVGFonts). It returns the number of strings the figure
// draws with characters beyond ASCII.
func Check(f interface{ Draw(draw.Canvas) }, w, h vg.Length, render func(format string) ([]byte, error)) (int, error) {
	texts := Texts(f, w, h)
	n := 0
	for _, tx := range texts {
		if strings.IndexFunc(tx.Str, func(r rune) bool { return r > unicode.MaxASCII }) >= 0 {
			n++
		}
	}
	if miss := MissingGlyphs(texts); len(miss) > 0 {
		return n, fmt.Errorf("no glyph for %q", string(miss))
	}
	pdf, err := render("pdf")
	if err != nil {
		return n, err
	}
	got, err := CheckPDF(pdf)
	if err != nil {
		return n, err
	}
	if len(texts) > 0 && strings.TrimSpace(got) == "" {
		return n, fmt.Errorf("%d strings drawn but no text in the PDF", len(texts))
	}
	for _, tx := range texts {
		if !strings.Contains(noSpace(got), noSpace(tx.Str)) {
			return n, fmt.Errorf("the PDF's text lacks the drawn string %q:\n%s", tx.Str, got)
		}
	}
	svg, err := render("svg")
	if err != nil {
		return n, err
	}
	return n, SVGFonts(svg, texts)
}

// noSpace drops every space and line break: pdftotext may break a line or
// join two strings with a space, but keeps each string's characters.
func noSpace(s string) string { return strings.Join(strings.Fields(s), "") }

// CheckPDF checks a PDF without knowing what it draws: the text a viewer
// extracts has no mojibake (Mojibake), and every font is embedded with a
// ToUnicode map; text without any font is refused. It returns the text.
func CheckPDF(pdf []byte) (string, error) {
	got, err := PDFText(pdf)
	if err != nil {
		return "", err
	}
	if m := Mojibake(got); m != "" {
		return got, fmt.Errorf("mojibake %q in the PDF's text:\n%s", m, got)
	}
	fonts, err := PDFFonts(pdf)
	if err != nil {
		return got, err
	}
	if strings.TrimSpace(got) != "" && len(fonts) == 0 {
		return got, fmt.Errorf("text but no font in the PDF")
	}
	for _, fo := range fonts {
		if !fo.Embedded || !fo.ToUnicode {
			return got, fmt.Errorf("PDF font %+v: want it embedded, with a ToUnicode map", fo)
		}
	}
	return got, nil
}

// CheckPDFFiles runs CheckPDF on every file NAME.pdf directly in dir that
// was modified at or after since (the figures one run wrote), in name
// order. It returns the files checked and one error for each that fails.
func CheckPDFFiles(dir string, since time.Time) (checked []string, errs []error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, []error{err}
	}
	var names []string
	for _, e := range ents {
		if e.Type().IsRegular() && strings.HasSuffix(e.Name(), ".pdf") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	for _, name := range names {
		path := filepath.Join(dir, name)
		fi, err := os.Stat(path)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if fi.ModTime().Before(since) {
			continue
		}
		checked = append(checked, path)
		b, err := os.ReadFile(path)
		if err == nil {
			_, err = CheckPDF(b)
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", path, err))
		}
	}
	return checked, errs
}

// Text is one string a figure draws, with its font.
type Text struct {
	Face font.Face
	Str  string
}

// Texts returns the strings the figure draws at size w×h, in drawing order.
func Texts(f interface{ Draw(draw.Canvas) }, w, h vg.Length) []Text {
	r := &recorder{w: w, h: h}
	f.Draw(draw.New(r))
	return r.texts
}

// MissingGlyphs returns the characters of the texts that their font has no
// glyph for (drawn as an empty box in every format), each once, in order.
func MissingGlyphs(texts []Text) []rune {
	var out []rune
	seen := map[rune]bool{}
	var buf sfnt.Buffer
	for _, t := range texts {
		for _, r := range t.Str {
			if unicode.IsSpace(r) || seen[r] {
				continue
			}
			if g, err := t.Face.Face.GlyphIndex(&buf, r); err != nil || g == 0 {
				seen[r] = true
				out = append(out, r)
			}
		}
	}
	return out
}

// SVGFonts checks that an SVG embeds, for the family of each text, a font
// (an @font-face rule with TrueType data) that has an outline for every
// character of the text.
func SVGFonts(svg []byte, texts []Text) error {
	embedded := map[string]*sfnt.Font{}
	for _, m := range fontFace.FindAllSubmatch(svg, -1) {
		data, err := base64.StdEncoding.DecodeString(string(m[2]))
		if err != nil {
			return fmt.Errorf("@font-face %q: %w", m[1], err)
		}
		f, err := sfnt.Parse(data)
		if err != nil {
			return fmt.Errorf("@font-face %q: %w", m[1], err)
		}
		embedded[string(m[1])] = f
	}
	var buf sfnt.Buffer
	for _, t := range texts {
		family, err := t.Face.Face.Name(&buf, sfnt.NameIDFamily)
		if err != nil {
			return err
		}
		f := embedded[family]
		if f == nil {
			return fmt.Errorf("%q: no embedded font of family %q", t.Str, family)
		}
		if !bytes.Contains(svg, []byte("font-family:"+family+";")) {
			return fmt.Errorf("no text element asks for the family %q", family)
		}
		for _, r := range t.Str {
			if unicode.IsSpace(r) {
				continue
			}
			g, err := f.GlyphIndex(&buf, r)
			if err != nil || g == 0 {
				return fmt.Errorf("%q: the embedded %s has no glyph for %q", t.Str, family, r)
			}
			segs, err := f.LoadGlyph(&buf, g, 1000, nil)
			if err != nil || len(segs) == 0 {
				return fmt.Errorf("%q: the embedded %s has no outline for %q", t.Str, family, r)
			}
		}
	}
	return nil
}

var fontFace = regexp.MustCompile(`@font-face\{\s*font-family:"([^"]+)";[^}]*src: url\(data:font/ttf;base64,([A-Za-z0-9+/=]+)\)`)

// Mojibake returns the first sequence of s that is UTF-8 read as Latin-1
// or Windows-1252 ("Ã—" for "×", "âˆ’" for "−", "Ïƒ" for "σ") or the
// replacement character U+FFFD, or "" when there is none.
func Mojibake(s string) string {
	rs := []rune(s)
	for i, r := range rs {
		if r == '\uFFFD' {
			return string(r)
		}
		// The lead byte of a two- or three-byte UTF-8 sequence (0xC2–0xEF)
		// read as one character, followed by a continuation byte (0x80–0xBF)
		// read in Latin-1 or Windows-1252.
		if r < 0xC2 || r > 0xEF || i+1 == len(rs) {
			continue
		}
		if next := rs[i+1]; (next >= 0x80 && next <= 0xBF) || strings.ContainsRune(cp1252High, next) {
			return string(rs[i : i+2])
		}
	}
	return ""
}

// cp1252High is what Windows-1252 shows for the bytes 0x80–0x9F.
const cp1252High = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"

// PDFText returns the text of a PDF as pdftotext extracts it, in the order
// of its content (-raw), as UTF-8.
func PDFText(pdf []byte) (string, error) {
	return poppler("pdftotext", pdf, "-enc", "UTF-8", "-raw")
}

// Font is one font a PDF uses, as pdffonts lists it.
type Font struct {
	Name, Type          string
	Embedded, ToUnicode bool
}

// PDFFonts returns the fonts of a PDF as pdffonts lists them.
func PDFFonts(pdf []byte) ([]Font, error) {
	out, err := poppler("pdffonts", pdf)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 2 || !strings.HasPrefix(lines[1], "---") {
		return nil, fmt.Errorf("pdffonts: unexpected output %q", out)
	}
	var fonts []Font
	for _, l := range lines[2:] {
		// name type... encoding emb sub uni object-number generation
		f := strings.Fields(l)
		if len(f) < 8 {
			return nil, fmt.Errorf("pdffonts: unexpected line %q", l)
		}
		n := len(f)
		fonts = append(fonts, Font{Name: f[0], Type: strings.Join(f[1:n-6], " "),
			Embedded: f[n-5] == "yes", ToUnicode: f[n-3] == "yes"})
	}
	return fonts, nil
}

// poppler runs one of poppler-utils' programs on pdf (through a temporary
// file) and returns what it writes.
func poppler(prog string, pdf []byte, args ...string) (string, error) {
	if _, err := exec.LookPath(prog); err != nil {
		return "", fmt.Errorf("%s is missing (Debian's poppler-utils; make test installs it): %w", prog, err)
	}
	dir, err := os.MkdirTemp("", "figtest-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "figure.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		return "", err
	}
	args = append(args, path)
	if prog == "pdftotext" {
		args = append(args, "-")
	}
	cmd := exec.Command(prog, args...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%s: %w: %s", prog, err, stderr.String())
	}
	return string(out), nil
}

// recorder is a canvas that keeps the strings drawn on it and nothing else.
type recorder struct {
	w, h  vg.Length
	texts []Text
}

func (r *recorder) Size() (vg.Length, vg.Length)        { return r.w, r.h }
func (r *recorder) SetLineWidth(vg.Length)              {}
func (r *recorder) SetLineDash([]vg.Length, vg.Length)  {}
func (r *recorder) SetColor(color.Color)                {}
func (r *recorder) Rotate(float64)                      {}
func (r *recorder) Translate(vg.Point)                  {}
func (r *recorder) Scale(float64, float64)              {}
func (r *recorder) Push()                               {}
func (r *recorder) Pop()                                {}
func (r *recorder) Stroke(vg.Path)                      {}
func (r *recorder) Fill(vg.Path)                        {}
func (r *recorder) DrawImage(vg.Rectangle, image.Image) {}
func (r *recorder) FillString(f font.Face, _ vg.Point, s string) {
	r.texts = append(r.texts, Text{f, s})
}
