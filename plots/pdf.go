package plots

// The PDF canvas is adapted from gonum.org/v1/plot/vg/vgpdf (Copyright ©2015
// The Gonum Authors, BSD-3-Clause). vgpdf converts each font to the cp1252
// code page and hands fpdf the UTF-8 bytes of every string, so that any
// character outside ASCII came out as two or three wrong ones ("2Ã—3" for
// "2×3") and σ, −, ≤ could not be shown at all. This canvas registers the
// TrueType font itself as a UTF-8 font instead: fpdf then embeds the subset
// of glyphs the figure uses, with a ToUnicode map, so every character is
// drawn and text extracted from the PDF reads as it was written.

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"time"

	pdf "codeberg.org/go-pdf/fpdf"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
)

// pdfDate is the creation and modification date written into every PDF,
// so that the same figure gives the same bytes.
var pdfDate = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// pdfCanvas implements vg.CanvasWriterTo, drawing to a one-page PDF.
type pdfCanvas struct {
	doc   *pdf.Fpdf
	w, h  vg.Length
	nimg  int
	stack []pdfContext
	fonts map[string]bool // font names registered with doc
	err   error
}

type pdfContext struct {
	width vg.Length
}

// newPDF returns a PDF canvas of the given size.
func newPDF(w, h vg.Length) *pdfCanvas {
	doc := pdf.NewCustom(&pdf.InitType{
		UnitStr: "pt",
		Size:    pdf.SizeType{Wd: w.Points(), Ht: h.Points()},
	})
	doc.SetCreationDate(pdfDate)
	doc.SetModificationDate(pdfDate)
	doc.SetCatalogSort(true)
	c := &pdfCanvas{doc: doc, w: w, h: h, stack: make([]pdfContext, 1), fonts: map[string]bool{}}
	doc.SetMargins(0, 0, 0)
	doc.AddPage()
	c.Push()
	c.Translate(vg.Point{X: 0, Y: h})
	c.Scale(1, -1)
	vg.Initialize(c)
	return c
}

func (c *pdfCanvas) context() *pdfContext { return &c.stack[len(c.stack)-1] }

// Size implements vg.Canvas.
func (c *pdfCanvas) Size() (w, h vg.Length) { return c.w, c.h }

// SetLineWidth implements vg.Canvas.
func (c *pdfCanvas) SetLineWidth(w vg.Length) {
	c.context().width = w
	c.doc.SetLineWidth(w.Points())
}

// SetLineDash implements vg.Canvas.
func (c *pdfCanvas) SetLineDash(dashes []vg.Length, offs vg.Length) {
	ds := make([]float64, len(dashes))
	for i, d := range dashes {
		ds[i] = d.Points()
	}
	c.doc.SetDashPattern(ds, offs.Points())
}

// SetColor implements vg.Canvas.
func (c *pdfCanvas) SetColor(clr color.Color) {
	if clr == nil {
		clr = color.Black
	}
	r, g, b, a := clr.RGBA()
	ri, gi, bi := int(r>>8), int(g>>8), int(b>>8)
	c.doc.SetFillColor(ri, gi, bi)
	c.doc.SetDrawColor(ri, gi, bi)
	c.doc.SetTextColor(ri, gi, bi)
	c.doc.SetAlpha(float64(a)/math.MaxUint16, "Normal")
}

// Rotate implements vg.Canvas.
func (c *pdfCanvas) Rotate(r float64) { c.doc.TransformRotate(-r*180/math.Pi, 0, 0) }

// Translate implements vg.Canvas.
func (c *pdfCanvas) Translate(pt vg.Point) { c.doc.TransformTranslate(pt.X.Points(), pt.Y.Points()) }

// Scale implements vg.Canvas.
func (c *pdfCanvas) Scale(x, y float64) { c.doc.TransformScale(x*100, y*100, 0, 0) }

// Push implements vg.Canvas.
func (c *pdfCanvas) Push() {
	c.stack = append(c.stack, *c.context())
	c.doc.TransformBegin()
}

// Pop implements vg.Canvas.
func (c *pdfCanvas) Pop() {
	c.doc.TransformEnd()
	c.stack = c.stack[:len(c.stack)-1]
}

// Stroke implements vg.Canvas.
func (c *pdfCanvas) Stroke(p vg.Path) {
	if c.context().width > 0 {
		c.path(p, "D")
	}
}

// Fill implements vg.Canvas.
func (c *pdfCanvas) Fill(p vg.Path) { c.path(p, "F") }

// FillString implements vg.Canvas: str in the face's TrueType font,
// registered with the document as a UTF-8 font on first use.
func (c *pdfCanvas) FillString(fnt font.Face, pt vg.Point, str string) {
	if fnt.Font.Size == 0 || c.err != nil {
		return
	}
	name := fnt.Name()
	if !c.fonts[name] {
		var raw bytes.Buffer
		if _, err := fnt.Face.WriteSourceTo(nil, &raw); err != nil {
			c.err = fmt.Errorf("plots: font %s for PDF: %w", name, err)
			return
		}
		c.doc.AddUTF8FontFromBytes(name, "", raw.Bytes())
		c.fonts[name] = true
	}
	c.doc.SetFont(name, "", fnt.Font.Size.Points())

	c.Push()
	defer c.Pop()
	c.Translate(pt)
	c.Scale(1, -1) // fpdf's origin is the top left corner
	_, size := c.doc.GetFontSize()
	top := 0.81 * size // a standard font's ascent, when the font has none
	if d := c.doc.GetFontDesc(name, ""); d.Ascent != 0 {
		top = -float64(d.Ascent) * size / float64(d.Ascent-d.Descent)
	}
	margin := c.doc.GetCellMargin()
	c.doc.MoveTo(-margin, top)
	c.doc.CellFormat(c.doc.GetStringWidth(str), size, str, "", 0, "BL", false, 0, "")
}

// DrawImage implements vg.Canvas.
func (c *pdfCanvas) DrawImage(rect vg.Rectangle, img image.Image) {
	if c.err != nil {
		return
	}
	opts := pdf.ImageOptions{ImageType: "png", ReadDpi: true}
	c.nimg++
	name := fmt.Sprintf("image_%03d.png", c.nimg)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		c.err = fmt.Errorf("plots: image for PDF: %w", err)
		return
	}
	c.doc.RegisterImageOptionsReader(name, opts, &buf)
	sz := rect.Size()
	c.doc.ImageOptions(name, rect.Min.X.Points(), rect.Min.Y.Points(), sz.X.Points(), sz.Y.Points(), false, opts, 0, "")
}

func (c *pdfCanvas) path(path vg.Path, style string) {
	var x0, y0 float64
	for _, comp := range path {
		switch comp.Type {
		case vg.MoveComp:
			x0, y0 = comp.Pos.X.Points(), comp.Pos.Y.Points()
			c.doc.MoveTo(x0, y0)
		case vg.LineComp:
			c.doc.LineTo(comp.Pos.X.Points(), comp.Pos.Y.Points())
		case vg.ArcComp:
			c.arc(comp)
		case vg.CurveComp:
			px, py := comp.Pos.X.Points(), comp.Pos.Y.Points()
			switch len(comp.Control) {
			case 1:
				c.doc.CurveTo(comp.Control[0].X.Points(), comp.Control[0].Y.Points(), px, py)
			case 2:
				c.doc.CurveBezierCubicTo(comp.Control[0].X.Points(), comp.Control[0].Y.Points(),
					comp.Control[1].X.Points(), comp.Control[1].Y.Points(), px, py)
			default:
				panic("plots: PDF path: invalid number of control points")
			}
		case vg.CloseComp:
			c.doc.LineTo(x0, y0)
			c.doc.ClosePath()
		default:
			panic(fmt.Sprintf("plots: PDF path: unknown component type %d", comp.Type))
		}
	}
	c.doc.DrawPath(style)
}

// arc continues the path along an arc of a circle (vg's angles are in
// radians, counter-clockwise; fpdf's in degrees).
func (c *pdfCanvas) arc(comp vg.PathComp) {
	const deg = 180 / math.Pi
	r := comp.Radius.Points()
	beg := comp.Start * deg
	c.doc.ArcTo(comp.Pos.X.Points(), comp.Pos.Y.Points(), r, r, 0, beg, beg+comp.Angle*deg)
}

// WriteTo implements io.WriterTo; the canvas is closed afterwards.
func (c *pdfCanvas) WriteTo(w io.Writer) (int64, error) {
	if c.err != nil {
		return 0, c.err
	}
	c.Pop()
	c.doc.Close()
	var buf bytes.Buffer
	if err := c.doc.Output(&buf); err != nil {
		return 0, err
	}
	return buf.WriteTo(w)
}
