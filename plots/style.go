package plots

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// House style. Every figure uses these sizes and colours so that a notebook
// or a paper built from plylab looks like one piece of work.
var (
	// Width and Height of a standard figure.
	Width  = 16 * vg.Centimeter
	Height = 10 * vg.Centimeter
	// TitleSize, LabelSize and TickSize are font sizes.
	TitleSize = vg.Points(12)
	LabelSize = vg.Points(10)
	TickSize  = vg.Points(8)
	// DPI of PNG output.
	DPI = 144
	// Palette is a colour-blind-safe qualitative palette (Okabe–Ito order).
	Palette = []color.Color{
		color.RGBA{0, 114, 178, 255},   // blue
		color.RGBA{230, 159, 0, 255},   // orange
		color.RGBA{0, 158, 115, 255},   // bluish green
		color.RGBA{204, 121, 167, 255}, // reddish purple
		color.RGBA{86, 180, 233, 255},  // sky blue
		color.RGBA{213, 94, 0, 255},    // vermillion
		color.RGBA{240, 228, 66, 255},  // yellow
		color.RGBA{0, 0, 0, 255},       // black
	}
	// Ink is the colour of text and axes, and of the marks of the last move
	// and of a winning set on a board.
	Ink = color.RGBA{30, 30, 30, 255}
	// Paper is the background.
	Paper = color.White
	// Grid is the colour of board lines and grid lines.
	Grid = color.RGBA{200, 200, 200, 255}
	// Shade fills highlighted regions (completing rectangles, corner cells).
	Shade = color.RGBA{255, 220, 150, 255}
)

// Color returns the i-th palette colour (cycling).
func Color(i int) color.Color { return Palette[((i%len(Palette))+len(Palette))%len(Palette)] }

// New returns a plot in the house style with the given title and axis labels.
func New(title, xlabel, ylabel string) *plot.Plot {
	p := plot.New()
	p.Title.Text = title
	p.Title.TextStyle.Font.Size = TitleSize
	p.X.Label.Text = xlabel
	p.Y.Label.Text = ylabel
	for _, ax := range []*plot.Axis{&p.X, &p.Y} {
		ax.Label.TextStyle.Font.Size = LabelSize
		ax.Tick.Label.Font.Size = TickSize
		ax.Color = Ink
		ax.Tick.Color = Ink
	}
	p.Legend.TextStyle.Font.Size = TickSize
	p.Legend.Top = true
	p.BackgroundColor = Paper
	return p
}

// Figure is anything that can draw itself on a canvas: a *plot.Plot, or a
// board drawing.
type Figure interface {
	Draw(c draw.Canvas)
}

// Render writes the figure in the given format ("png", "svg" or "pdf").
// SVG and PDF embed the glyphs of their fonts that their text uses, so that
// they look the same on any machine, and a PDF's text, any Unicode,
// extracts as written (svg.go, pdf.go).
func Render(f Figure, format string, w, h vg.Length) ([]byte, error) {
	var buf bytes.Buffer
	switch strings.ToLower(format) {
	case "png":
		img := vgimg.NewWith(vgimg.UseWH(w, h), vgimg.UseDPI(DPI), vgimg.UseBackgroundColor(Paper))
		f.Draw(draw.New(img))
		if _, err := (vgimg.PngCanvas{Canvas: img}).WriteTo(&buf); err != nil {
			return nil, err
		}
	case "svg":
		s := newSVG(w, h)
		f.Draw(draw.New(s))
		if _, err := s.WriteTo(&buf); err != nil {
			return nil, err
		}
	case "pdf":
		p := newPDF(w, h)
		f.Draw(draw.New(p))
		if _, err := p.WriteTo(&buf); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("plots: unknown format %q (want png, svg or pdf)", format)
	}
	return buf.Bytes(), nil
}

// sized is a figure with a natural size of its own (a grid of boards, say);
// PNG and SaveAuto use it instead of the house size. (Unexported: the
// notebook kernel cannot build an interface proxy for a method returning
// vg.Length.)
type sized interface {
	Size() (w, h vg.Length)
}

// SizeOf returns the figure's natural size, or the house size.
func SizeOf(f Figure) (vg.Length, vg.Length) {
	if s, ok := f.(sized); ok {
		return s.Size()
	}
	return Width, Height
}

// PNG renders the figure at its size (the house size unless it has a Size method) as
// PNG bytes, ready for display.PNG in a notebook.
func PNG(f Figure) ([]byte, error) {
	w, h := SizeOf(f)
	return Render(f, "png", w, h)
}

// SaveAuto writes the figure at its own size; the format is the extension's.
func SaveAuto(f Figure, path string) error {
	w, h := SizeOf(f)
	return Save(f, path, w, h)
}

// PNGSize renders the figure as PNG bytes at a given size in centimetres.
func PNGSize(f Figure, widthCm, heightCm float64) ([]byte, error) {
	return Render(f, "png", vg.Length(widthCm)*vg.Centimeter, vg.Length(heightCm)*vg.Centimeter)
}

// Save writes the figure to path; the format is taken from the extension
// (.png, .svg, .pdf). Directories are created as needed.
func Save(f Figure, path string, w, h vg.Length) error {
	ext := strings.TrimPrefix(filepath.Ext(path), ".")
	b, err := Render(f, ext, w, h)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}

// TextStyle returns a house text style of the given size.
func TextStyle(size vg.Length) draw.TextStyle {
	return draw.TextStyle{Color: Ink, Font: font.From(plot.DefaultFont, size), Handler: plot.DefaultTextHandler}
}

// IntTicks labels whole numbers on an axis: major ticks every Step (a step
// of 0 picks 1, 2, 5, 10, 20, 25, 50, … so that at most about ten labels
// show), with unlabelled minor ticks at the whole numbers in between when
// there are few enough. It suits counts, plies and board sizes, whose
// default ticks (0.00, 25.00) read as if they were fractions.
type IntTicks struct{ Step float64 }

// Ticks implements plot.Ticker.
func (t IntTicks) Ticks(min, max float64) []plot.Tick {
	step := t.Step
	if step <= 0 {
		span := math.Max(max-min, 1)
		for _, s := range []float64{1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000} {
			step = s
			if span/s <= 10 {
				break
			}
		}
	}
	var out []plot.Tick
	lo, hi := math.Ceil(min), math.Floor(max)
	if step > 1 && step <= 5 && hi-lo <= 30 {
		for v := lo; v <= hi; v++ {
			if math.Mod(v, step) == 0 {
				out = append(out, plot.Tick{Value: v, Label: thousands(int(v))})
			} else {
				out = append(out, plot.Tick{Value: v})
			}
		}
		return out
	}
	for v := math.Ceil(lo/step) * step; v <= hi; v += step {
		out = append(out, plot.Tick{Value: v, Label: thousands(int(v))})
	}
	return out
}

// logAxis puts an axis on a log scale with the house ticks (logTicks).
// Every log axis of plots goes through it.
func logAxis(ax *plot.Axis) {
	ax.Scale = plot.LogScale{}
	ax.Tick.Marker = logTicks{}
	ax.Tick.Label.Handler = powerText{text.Plain{Fonts: font.DefaultCache}}
	ax.Label.TextStyle.Handler = logLabelText{text.Plain{Fonts: font.DefaultCache}}
}

// logLabelText draws a log axis's label as plain text but reports no
// extent along the axis. gonum places the label's glyph box at the
// arithmetic middle of the axis range, which on a log axis lies near its
// end, and pads the plot area by the label's length there (a band of
// white between title and plot); the label itself is drawn centred and
// needs no room along the axis.
type logLabelText struct{ text.Plain }

// Box implements text.Handler.
func (h logLabelText) Box(txt string, fnt font.Font) (width, height, depth vg.Length) {
	_, height, depth = h.Plain.Box(txt, fnt)
	return 0, height, depth
}

// powerText sets a tick label "b^e" as b with the exponent e raised and
// small (a minus as −), and any other label as plain text. The house
// fonts have no superscript digits beyond ¹²³, so 10⁻⁴ is drawn, not typed.
type powerText struct{ text.Plain }

// parts splits a label at its '^' into base and exponent (ok false if none).
func (powerText) parts(txt string) (base, exp string, ok bool) {
	i := strings.IndexByte(txt, '^')
	if i < 0 {
		return txt, "", false
	}
	return txt[:i], strings.ReplaceAll(txt[i+1:], "-", "−"), true
}

// small is the exponent's font and how far its baseline is raised.
func (h powerText) small(fnt font.Font) (font.Font, vg.Length) {
	s := fnt
	s.Size = fnt.Size * 0.7
	f := h.Fonts.Lookup(fnt, fnt.Size)
	return s, f.Extents().Ascent * 0.45
}

// Box implements text.Handler.
func (h powerText) Box(txt string, fnt font.Font) (width, height, depth vg.Length) {
	base, exp, ok := h.parts(txt)
	width, height, depth = h.Plain.Box(base, fnt)
	if !ok {
		return width, height, depth
	}
	s, raise := h.small(fnt)
	ew, eh, _ := h.Plain.Box(exp, s)
	if raise+eh > height {
		height = raise + eh
	}
	return width + ew, height, depth
}

// Draw implements text.Handler (tick labels: one line, not rotated).
func (h powerText) Draw(c vg.Canvas, txt string, sty text.Style, pt vg.Point) {
	base, exp, ok := h.parts(txt)
	if !ok || sty.Rotation != 0 {
		h.Plain.Draw(c, txt, sty, pt)
		return
	}
	full := h.Fonts.Lookup(sty.Font, sty.Font.Size)
	s, raise := h.small(sty.Font)
	sf := h.Fonts.Lookup(s, s.Size)
	w, _, _ := h.Box(txt, sty.Font)
	x := pt.X + vg.Length(sty.XAlign)*w
	ext := full.Extents()
	y := pt.Y + sty.Height(txt)*vg.Length(sty.YAlign) - ext.Ascent + sty.Font.Size
	c.SetColor(sty.Color)
	c.FillString(full, vg.Point{X: x, Y: y}, base)
	c.FillString(sf, vg.Point{X: x + full.Width(base), Y: y + raise}, exp)
}

// logTicks labels the powers of ten of a log axis as 10ᵏ, always in that
// form (10⁰, 10³, 10⁻⁴; powerText draws them), with unlabelled minor ticks at 2–9 × 10ᵏ. Over
// many decades only every second (fifth, …) power is labelled; over less
// than two decades the minor ticks 2 × 10ᵏ and 5 × 10ᵏ are labelled too,
// so that every log axis carries at least two labels.
type logTicks struct{}

// Ticks implements plot.Ticker.
func (logTicks) Ticks(min, max float64) []plot.Tick {
	if !(min > 0) || !(max >= min) {
		return nil
	}
	lo, hi := int(math.Floor(math.Log10(min))), int(math.Ceil(math.Log10(max)))
	in := func(v float64) bool { return v >= min*(1-1e-9) && v <= max*(1+1e-9) }
	powers := 0
	for k := lo; k <= hi; k++ {
		if in(math.Pow(10, float64(k))) {
			powers++
		}
	}
	step := 1
	for _, s := range []int{1, 2, 3, 5, 10, 20, 50} {
		step = s
		if powers/s <= 8 {
			break
		}
	}
	var out []plot.Tick
	for k := lo; k <= hi; k++ {
		v := math.Pow(10, float64(k))
		if in(v) {
			t := plot.Tick{Value: v}
			if k%step == 0 {
				t.Label = fmt.Sprintf("10^%d", k)
			}
			out = append(out, t)
		}
		if hi-lo > 8 {
			continue
		}
		for d := 2; d <= 9; d++ {
			m := float64(d) * v
			if !in(m) {
				continue
			}
			t := plot.Tick{Value: m}
			if powers < 2 && (d == 2 || d == 5) {
				t.Label = fmt.Sprintf("%d×10^%d", d, k)
			}
			out = append(out, t)
		}
	}
	return out
}

// logFloor is where bars on a log axis start: the power of ten at or below
// half the smallest positive value, so that the smallest bar (a count of
// 1, 10 or 12 among thousands) still shows as a bar.
func logFloor(min float64) float64 {
	if !(min > 0) || math.IsInf(min, 0) {
		return 1
	}
	return math.Pow(10, math.Floor(math.Log10(min/2)))
}

// legendAbove moves a plot's legend out of the data: its entries stand in
// a column between the title and the plot area, which shrinks to make room.
// Call it when the plot's legend is complete.
func legendAbove(p *plot.Plot) {
	p.Legend.Padding = vg.Points(2)
	h := p.Legend.Rectangle(draw.Canvas{}).Size().Y
	if h <= 0 {
		return
	}
	if p.Title.Text == "" {
		p.Title.Text = " "
	}
	gap := vg.Points(6)
	p.Legend.Top = true
	p.Legend.Left = true
	p.Legend.XOffs = 0
	p.Legend.YOffs = h + gap
	p.Title.Padding += h + 2*gap
}

// headroom lifts the top of the y axis a little above the highest data, so
// that the top point and its label do not sit on the frame.
func headroom(p *plot.Plot) {
	if _, ok := p.Y.Scale.(plot.LogScale); ok && p.Y.Min > 0 && p.Y.Max > p.Y.Min {
		p.Y.Max *= math.Pow(p.Y.Max/p.Y.Min, 0.08)
		return
	}
	if p.Y.Max > p.Y.Min {
		p.Y.Max += 0.08 * (p.Y.Max - p.Y.Min)
	}
}

// fitText returns the style with its font made smaller, to no less than
// half its size, so that txt centred at x fits inside the canvas: a long
// title on a narrow figure is otherwise cut at both ends.
func fitText(sty draw.TextStyle, txt string, c draw.Canvas, x vg.Length) draw.TextStyle {
	room := 2*vg.Length(math.Min(float64(x-c.Min.X), float64(c.Max.X-x))) - vg.Points(4)
	w := sty.Width(txt)
	if w <= room || w <= 0 {
		return sty
	}
	sty.Font.Size = vg.Length(math.Max(float64(sty.Font.Size)*float64(room/w), float64(sty.Font.Size)/2))
	return sty
}

// drawFitted draws a plot with its title made small enough to fit the
// canvas (fitText); the plot itself is left as it was.
func drawFitted(p *plot.Plot, c draw.Canvas) {
	q := *p
	q.Title.TextStyle = fitText(q.Title.TextStyle, q.Title.Text, c, c.Center().X)
	q.Draw(c)
}
