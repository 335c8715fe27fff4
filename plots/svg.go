package plots

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"sort"

	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// svgCanvas is vgsvg's canvas with the fonts of its text embedded: it
// records the characters drawn in each font, and WriteTo puts one
// @font-face rule per font at the head of the SVG, whose data is the subset
// of the font that draws those characters (subsetTTF). A viewer then draws
// the figure in the font it was made with even where that font is not
// installed. (vgsvg.EmbedFonts would embed each whole font, about 0.5 MB
// of base64 in every file.)
type svgCanvas struct {
	*vgsvg.Canvas
	fonts map[string]*svgFont // by the font's name (font.Font.Name)
}

type svgFont struct {
	face   font.Face
	glyphs map[uint16]bool
}

func newSVG(w, h vg.Length) *svgCanvas {
	return &svgCanvas{Canvas: vgsvg.New(w, h), fonts: map[string]*svgFont{}}
}

// FillString implements vg.Canvas.
func (c *svgCanvas) FillString(f font.Face, pt vg.Point, str string) {
	c.Canvas.FillString(f, pt, str)
	name := f.Font.Name()
	u := c.fonts[name]
	if u == nil {
		u = &svgFont{face: f, glyphs: map[uint16]bool{}}
		c.fonts[name] = u
	}
	var buf sfnt.Buffer
	for _, r := range str {
		if g, err := f.Face.GlyphIndex(&buf, r); err == nil {
			u.glyphs[uint16(g)] = true
		}
	}
}

// WriteTo implements io.WriterTo.
func (c *svgCanvas) WriteTo(w io.Writer) (int64, error) {
	var doc bytes.Buffer
	if _, err := c.Canvas.WriteTo(&doc); err != nil {
		return 0, err
	}
	var defs bytes.Buffer
	if len(c.fonts) > 0 {
		names := make([]string, 0, len(c.fonts))
		for n := range c.fonts {
			names = append(names, n)
		}
		sort.Strings(names)
		defs.WriteString("<defs>\n\t<style>\n")
		for _, n := range names {
			if err := writeFontFace(&defs, c.fonts[n]); err != nil {
				return 0, err
			}
		}
		defs.WriteString("\t</style>\n</defs>\n")
	}
	// The defs go right after the opening <svg ...> element.
	b := doc.Bytes()
	i := bytes.Index(b, []byte("<svg"))
	j := bytes.Index(b[max(i, 0):], []byte(">\n"))
	if i < 0 || j < 0 {
		return 0, fmt.Errorf("plots: SVG without its <svg> element")
	}
	at := i + j + 2
	var n int64
	for _, part := range [][]byte{b[:at], defs.Bytes(), b[at:]} {
		m, err := w.Write(part)
		n += int64(m)
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// writeFontFace writes the @font-face rule of one font: the family, weight
// and style that vgsvg writes on each text element, and the subset font as
// base64 data.
func writeFontFace(w io.Writer, u *svgFont) error {
	var raw bytes.Buffer
	if _, err := u.face.Face.WriteSourceTo(nil, &raw); err != nil {
		return fmt.Errorf("plots: font %s for SVG: %w", u.face.Name(), err)
	}
	sub, err := subsetTTF(raw.Bytes(), u.glyphs)
	if err != nil {
		return fmt.Errorf("plots: font %s for SVG: %w", u.face.Name(), err)
	}
	var buf sfnt.Buffer
	family, err := u.face.Face.Name(&buf, sfnt.NameIDFamily)
	if err != nil {
		return fmt.Errorf("plots: font %s for SVG: %w", u.face.Name(), err)
	}
	weight := "normal"
	if u.face.Font.Weight != xfont.WeightNormal {
		weight = fmt.Sprint(int(u.face.Font.Weight)*100 + 400)
	}
	style := "normal"
	switch u.face.Font.Style {
	case xfont.StyleItalic:
		style = "italic"
	case xfont.StyleOblique:
		style = "oblique"
	}
	_, err = fmt.Fprintf(w, "\t\t@font-face{\n\t\t\tfont-family:%q;\n\t\t\tfont-weight:%s;font-style:%s;\n"+
		"\t\t\tsrc: url(data:font/ttf;base64,%s) format(\"truetype\");\n\t\t}\n",
		family, weight, style, base64.StdEncoding.EncodeToString(sub))
	return err
}
