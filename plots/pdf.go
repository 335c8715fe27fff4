package plots

// PDF output. pdfCanvas is plylab's own vg.Canvas on the fpdf library.
//
// Coordinates. A vg canvas has its origin at the bottom left with y up,
// which is also the default user space of a PDF page; fpdf, on the other
// hand, takes coordinates from the top left with y down and flips them
// itself when it writes a content stream. The page is set up in points, so
// a vg point (x, y) is handed to fpdf as (x, h−y) and lands on the page at
// (x, y).
//
// Transforms. Rotate, Translate and Scale do not go to the PDF as they
// come: the canvas keeps the current transform as an affine matrix in Go,
// and wraps each drawing operation (a path, a string, an image) in a
// graphics state of its own (q … Q) that sets that matrix with cm. A
// rotated axis label is therefore drawn by the PDF viewer in rotated user
// space, glyphs and all.
//
// Style. Line width, dash pattern and colour are written just before the
// operation that uses them, outside that q … Q, and only when they differ
// from what the page has: the page's state then always equals the last
// values written (applied), and Push/Pop only save and restore the canvas's
// own record (a stack of pdfState).
//
// Text. Each font face is registered with fpdf as a UTF-8 TrueType font
// from its own bytes, so fpdf embeds the subset of glyphs the figure uses
// with a ToUnicode map: any Unicode character is drawn, and text extracted
// from the PDF reads as written.

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
)

// pdfEpoch is the creation and modification date of every PDF, so that the
// same figure always gives the same bytes.
var pdfEpoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// affine is the PDF matrix [a b c d e f]: it maps (x, y) to
// (a·x + c·y + e, b·x + d·y + f).
type affine struct{ a, b, c, d, e, f float64 }

var identityAffine = affine{a: 1, d: 1}

// then returns the map "first n, then m": the transform of a user space
// that n maps into m's.
func (m affine) then(n affine) affine {
	return affine{
		a: m.a*n.a + m.c*n.b,
		b: m.b*n.a + m.d*n.b,
		c: m.a*n.c + m.c*n.d,
		d: m.b*n.c + m.d*n.d,
		e: m.a*n.e + m.c*n.f + m.e,
		f: m.b*n.e + m.d*n.f + m.f,
	}
}

// pdfState is what Push saves and Pop restores.
type pdfState struct {
	width  vg.Length
	dashes []vg.Length
	offset vg.Length
	color  color.NRGBA
	ctm    affine
}

// pdfInk is the style last written to the page.
type pdfInk struct {
	width              float64
	dash               string // the pattern and offset as written, "" for solid
	stroke, fill, text color.NRGBA
	alpha              uint8
}

type pdfCanvas struct {
	doc     *fpdf.Fpdf
	w, h    vg.Length
	stack   []pdfState // the last entry is the current state
	applied pdfInk
	fonts   map[string]string // font.Face name → fpdf family
	images  int               // images registered so far (names img0, img1, …)
}

// newPDF returns a blank one-page canvas of the given size.
func newPDF(w, h vg.Length) *pdfCanvas {
	doc := fpdf.NewCustom(&fpdf.InitType{
		UnitStr: "pt",
		Size:    fpdf.SizeType{Wd: w.Points(), Ht: h.Points()},
	})
	doc.SetCreationDate(pdfEpoch)
	doc.SetModificationDate(pdfEpoch)
	doc.SetCatalogSort(true)
	doc.SetMargins(0, 0, 0)
	doc.SetAutoPageBreak(false, 0)
	doc.SetCellMargin(0)
	doc.AddPageFormat("P", fpdf.SizeType{Wd: w.Points(), Ht: h.Points()})
	c := &pdfCanvas{
		doc:   doc,
		w:     w,
		h:     h,
		stack: []pdfState{{width: 1, color: color.NRGBA{A: 255}, ctm: identityAffine}},
		fonts: map[string]string{},
	}
	// fpdf starts a page with a line width of its own (0.2 mm); write
	// the canvas's initial style at once, so that applied is the page's.
	black := color.NRGBA{A: 255}
	doc.SetLineWidth(1)
	doc.SetDrawColor(0, 0, 0)
	doc.SetFillColor(0, 0, 0)
	doc.SetTextColor(0, 0, 0)
	c.applied = pdfInk{width: 1, stroke: black, fill: black, text: black, alpha: 255}
	return c
}

// Size implements vg.CanvasSizer.
func (c *pdfCanvas) Size() (w, h vg.Length) { return c.w, c.h }

func (c *pdfCanvas) top() *pdfState { return &c.stack[len(c.stack)-1] }

// SetLineWidth implements vg.Canvas.
func (c *pdfCanvas) SetLineWidth(w vg.Length) { c.top().width = w }

// SetLineDash implements vg.Canvas.
func (c *pdfCanvas) SetLineDash(dashes []vg.Length, offset vg.Length) {
	s := c.top()
	s.dashes = append([]vg.Length(nil), dashes...)
	s.offset = offset
}

// SetColor implements vg.Canvas; nil is black.
func (c *pdfCanvas) SetColor(clr color.Color) {
	if clr == nil {
		clr = color.Black
	}
	c.top().color = color.NRGBAModel.Convert(clr).(color.NRGBA)
}

// Rotate implements vg.Canvas (radians, counter-clockwise).
func (c *pdfCanvas) Rotate(rad float64) {
	sin, cos := math.Sincos(rad)
	c.transform(affine{a: cos, b: sin, c: -sin, d: cos})
}

// Translate implements vg.Canvas.
func (c *pdfCanvas) Translate(pt vg.Point) {
	c.transform(affine{a: 1, d: 1, e: pt.X.Points(), f: pt.Y.Points()})
}

// Scale implements vg.Canvas.
func (c *pdfCanvas) Scale(x, y float64) { c.transform(affine{a: x, d: y}) }

func (c *pdfCanvas) transform(n affine) {
	s := c.top()
	s.ctm = s.ctm.then(n)
}

// Push implements vg.Canvas.
func (c *pdfCanvas) Push() {
	s := *c.top()
	s.dashes = append([]vg.Length(nil), s.dashes...)
	c.stack = append(c.stack, s)
}

// Pop implements vg.Canvas. A Pop without its Push is ignored.
func (c *pdfCanvas) Pop() {
	if len(c.stack) > 1 {
		c.stack = c.stack[:len(c.stack)-1]
	}
}

// Stroke implements vg.Canvas: nothing is drawn at a width of zero or less.
func (c *pdfCanvas) Stroke(p vg.Path) {
	if c.top().width <= 0 || len(p) == 0 {
		return
	}
	c.inkStroke()
	c.begin()
	c.trace(p)
	c.doc.DrawPath("D")
	c.end()
}

// Fill implements vg.Canvas (non-zero winding rule).
func (c *pdfCanvas) Fill(p vg.Path) {
	if len(p) == 0 {
		return
	}
	c.inkFill()
	c.begin()
	c.trace(p)
	c.doc.DrawPath("F")
	c.end()
}

// FillString implements vg.Canvas: str's baseline starts at pt.
func (c *pdfCanvas) FillString(f font.Face, pt vg.Point, str string) {
	if f.Font.Size <= 0 || str == "" {
		return
	}
	family, err := c.font(f)
	if err != nil {
		c.doc.SetError(err)
		return
	}
	c.inkText()
	c.doc.SetFont(family, "", f.Font.Size.Points())
	c.begin()
	c.doc.Text(pt.X.Points(), c.flip(pt.Y), str)
	c.end()
}

// DrawImage implements vg.Canvas: img is stretched over rect.
func (c *pdfCanvas) DrawImage(rect vg.Rectangle, img image.Image) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		c.doc.SetError(err)
		return
	}
	name := fmt.Sprintf("img%d", c.images)
	c.images++
	opt := fpdf.ImageOptions{ImageType: "png"}
	c.doc.RegisterImageOptionsReader(name, opt, &buf)
	c.inkAlpha(255)
	c.begin()
	size := rect.Size()
	c.doc.ImageOptions(name, rect.Min.X.Points(), c.flip(rect.Max.Y),
		size.X.Points(), size.Y.Points(), false, opt, 0, "")
	c.end()
}

// WriteTo implements vg.CanvasWriterTo.
func (c *pdfCanvas) WriteTo(w io.Writer) (int64, error) {
	if err := c.doc.Error(); err != nil {
		return 0, err
	}
	cw := &countingWriter{w: w}
	err := c.doc.Output(cw)
	return cw.n, err
}

type countingWriter struct {
	w io.Writer
	n int64
}

func (cw *countingWriter) Write(p []byte) (int, error) {
	n, err := cw.w.Write(p)
	cw.n += int64(n)
	return n, err
}

// flip turns a vg height into fpdf's distance from the top of the page.
func (c *pdfCanvas) flip(y vg.Length) float64 { return (c.h - y).Points() }

// begin opens a graphics state with the current transform; end closes it.
func (c *pdfCanvas) begin() {
	c.doc.TransformBegin()
	if m := c.top().ctm; m != identityAffine {
		c.doc.Transform(fpdf.TransformMatrix{A: m.a, B: m.b, C: m.c, D: m.d, E: m.e, F: m.f})
	}
}

func (c *pdfCanvas) end() { c.doc.TransformEnd() }

// trace hands the path to fpdf as the current path.
func (c *pdfCanvas) trace(p vg.Path) {
	var cur, start vg.Point // the current point and its subpath's start
	open := false           // whether there is a current point
	to := func(q vg.Point) {
		if open {
			c.doc.LineTo(q.X.Points(), c.flip(q.Y))
		} else {
			c.doc.MoveTo(q.X.Points(), c.flip(q.Y))
			start = q
		}
		cur, open = q, true
	}
	for _, comp := range p {
		switch comp.Type {
		case vg.MoveComp:
			c.doc.MoveTo(comp.Pos.X.Points(), c.flip(comp.Pos.Y))
			cur, start, open = comp.Pos, comp.Pos, true
		case vg.LineComp:
			to(comp.Pos)
		case vg.CurveComp:
			if !open {
				to(cur)
			}
			c1, c2 := cur, comp.Pos
			switch len(comp.Control) {
			case 1: // quadratic: raise to a cubic with the same curve
				q := comp.Control[0]
				c1 = lerp(cur, q, 2.0/3)
				c2 = lerp(comp.Pos, q, 2.0/3)
			case 2:
				c1, c2 = comp.Control[0], comp.Control[1]
			}
			c.cubic(c1, c2, comp.Pos)
			cur = comp.Pos
		case vg.ArcComp:
			cur = c.arc(comp, to)
		case vg.CloseComp:
			c.doc.ClosePath() // back at the subpath's start
			cur = start
		default:
			c.doc.SetError(fmt.Errorf("plots: unknown path component %d", comp.Type))
		}
	}
}

func (c *pdfCanvas) cubic(c1, c2, end vg.Point) {
	c.doc.CurveBezierCubicTo(c1.X.Points(), c.flip(c1.Y), c2.X.Points(), c.flip(c2.Y), end.X.Points(), c.flip(end.Y))
}

// arc draws an arc component as cubic Bézier pieces of at most a quarter
// turn each, joined to the path by a line from the current point (or
// starting the path) at the arc's start, and returns its end point. The
// arc runs from angle Start through Angle radians, counter-clockwise when
// Angle is positive.
func (c *pdfCanvas) arc(comp vg.PathComp, to func(vg.Point)) vg.Point {
	r := comp.Radius.Points()
	at := func(t float64) (x, y, dx, dy float64) {
		sin, cos := math.Sincos(t)
		return comp.Pos.X.Points() + r*cos, comp.Pos.Y.Points() + r*sin, -r * sin, r * cos
	}
	pt := func(x, y float64) vg.Point { return vg.Point{X: vg.Length(x), Y: vg.Length(y)} }
	x0, y0, dx0, dy0 := at(comp.Start)
	to(pt(x0, y0))
	n := int(math.Ceil(math.Abs(comp.Angle) / (math.Pi / 2)))
	if n == 0 {
		return pt(x0, y0)
	}
	step := comp.Angle / float64(n)
	k := 4.0 / 3 * math.Tan(step/4) // control distance per unit tangent
	for i := 1; i <= n; i++ {
		x1, y1, dx1, dy1 := at(comp.Start + float64(i)*step)
		c.cubic(pt(x0+k*dx0, y0+k*dy0), pt(x1-k*dx1, y1-k*dy1), pt(x1, y1))
		x0, y0, dx0, dy0 = x1, y1, dx1, dy1
	}
	return pt(x0, y0)
}

func lerp(p, q vg.Point, t float64) vg.Point {
	return vg.Point{X: p.X + vg.Length(t)*(q.X-p.X), Y: p.Y + vg.Length(t)*(q.Y-p.Y)}
}

// inkStroke writes the current line width, dashes and colour as the
// stroking style where they differ from the page's.
func (c *pdfCanvas) inkStroke() {
	s, a := c.top(), &c.applied
	if w := s.width.Points(); w != a.width {
		c.doc.SetLineWidth(w)
		a.width = w
	}
	dash := make([]float64, len(s.dashes))
	for i, d := range s.dashes {
		dash[i] = d.Points()
	}
	key := ""
	if len(dash) > 0 {
		key = fmt.Sprint(dash, s.offset.Points())
	}
	if key != a.dash {
		if key == "" {
			c.doc.SetDashPattern(nil, 0)
		} else {
			c.doc.SetDashPattern(dash, s.offset.Points())
		}
		a.dash = key
	}
	if rgb := opaque(s.color); rgb != a.stroke {
		c.doc.SetDrawColor(int(rgb.R), int(rgb.G), int(rgb.B))
		a.stroke = rgb
	}
	c.inkAlpha(s.color.A)
}

// inkFill writes the current colour as the filling one.
func (c *pdfCanvas) inkFill() {
	s, a := c.top(), &c.applied
	if rgb := opaque(s.color); rgb != a.fill {
		c.doc.SetFillColor(int(rgb.R), int(rgb.G), int(rgb.B))
		a.fill = rgb
	}
	c.inkAlpha(s.color.A)
}

// inkText writes the current colour as the text one (fpdf draws text in
// its text colour, set on the page only when it differs from the fill).
func (c *pdfCanvas) inkText() {
	c.inkFill()
	s, a := c.top(), &c.applied
	if rgb := opaque(s.color); rgb != a.text {
		c.doc.SetTextColor(int(rgb.R), int(rgb.G), int(rgb.B))
		a.text = rgb
	}
}

// inkAlpha sets the opacity of what follows (strokes, fills, text and
// images alike).
func (c *pdfCanvas) inkAlpha(alpha uint8) {
	if alpha != c.applied.alpha {
		c.doc.SetAlpha(float64(alpha)/255, "Normal")
		c.applied.alpha = alpha
	}
}

func opaque(clr color.NRGBA) color.NRGBA { clr.A = 255; return clr }

// font returns the fpdf family under which the face's font is registered,
// registering it on first use. The family is the font's name in letters
// and digits only (fpdf names the embedded font after it: "Liberation
// Serif" becomes utf8liberationserif…).
func (c *pdfCanvas) font(f font.Face) (string, error) {
	key := f.Name()
	if fam, ok := c.fonts[key]; ok {
		return fam, nil
	}
	if f.Face == nil {
		return "", fmt.Errorf("plots: font %q has no face", key)
	}
	var raw bytes.Buffer
	if _, err := f.Face.WriteSourceTo(nil, &raw); err != nil {
		return "", fmt.Errorf("plots: font %q: %w", key, err)
	}
	fam := strings.Map(func(r rune) rune {
		if r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return r
		}
		return -1
	}, key)
	if fam == "" {
		fam = "font"
	}
	for _, taken := range c.fonts {
		if strings.EqualFold(taken, fam) { // fpdf lower-cases families
			fam = fmt.Sprintf("%s%d", fam, len(c.fonts))
			break
		}
	}
	c.doc.AddUTF8FontFromBytes(fam, "", raw.Bytes())
	if err := c.doc.Error(); err != nil {
		return "", err
	}
	c.fonts[key] = fam
	return fam, nil
}
