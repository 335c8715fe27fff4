package plots

import (
	"strings"

	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"gonum.org/v1/plot"

	"plylab/data/variants"
	"plylab/engine/positional"
	"plylab/internal/figtest"
)

// Each table's figure draws from the table's typed rows (small sizes) and
// decodes as a PNG; a table with nothing to draw is refused.
func TestPositionalTableFigures(t *testing.T) {
	animals := variants.Animals
	mb, err := variants.TransversalMakerBreaker(4, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	made := map[string]interface{}{"mb": TransversalMakerBreakerPlot, "misere": TransversalMiserePlot, "bias": TransversalBiasPlot, "animal": AnimalTablePlot}
	figs := map[string]func() (*plot.Plot, error){
		"mb": func() (*plot.Plot, error) { return TransversalMakerBreakerPlot(mb) },
		"misere": func() (*plot.Plot, error) {
			rows, err := variants.TransversalMisere(3, positional.Options{})
			if err != nil {
				return nil, err
			}
			return TransversalMiserePlot(rows)
		},
		"bias": func() (*plot.Plot, error) {
			solves, err := variants.TransversalBias(4, positional.Options{})
			if err != nil {
				return nil, err
			}
			return TransversalBiasPlot(variants.BiasThresholds(solves))
		},
		"animal": func() (*plot.Plot, error) {
			plain, err := variants.AnimalTable(animals, 4, 16, false, positional.Options{})
			if err != nil {
				return nil, err
			}
			handicap, err := variants.AnimalTable(animals, 3, 9, true, positional.Options{})
			if err != nil {
				return nil, err
			}
			return AnimalTablePlot(plain, handicap)
		},
	}
	dir := os.Getenv("PLYLAB_FIG_DIR")
	for name, f := range figs {
		p, err := f()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		checkExport(t, made[name], p)
		b, err := PNG(p)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := png.Decode(bytes.NewReader(b)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if dir != "" {
			os.WriteFile(filepath.Join(dir, name+".png"), b, 0o644)
		}
	}
	if _, err := TransversalBiasPlot(nil); err == nil {
		t.Fatal("the bias figure drew no rows")
	}
	var breakerOnly []variants.MakerBreakerRow
	for _, r := range mb {
		if r.MakerMoves < 0 {
			breakerOnly = append(breakerOnly, r)
		}
	}
	if _, err := TransversalMakerBreakerPlot(breakerOnly); err == nil {
		t.Fatal("the Maker–Breaker figure drew rows where Maker wins none")
	}
	// The x axis spans the table's boards.
	p, err := TransversalMakerBreakerPlot(mb)
	if err != nil {
		t.Fatal(err)
	}
	if lo, hi := float64(mb[0].N), float64(mb[len(mb)-1].N); p.X.Min > lo || p.X.Max < hi {
		t.Errorf("x axis %g … %g, boards %g … %g", p.X.Min, p.X.Max, lo, hi)
	}
}

// textBoxes is a canvas that keeps the box of every string drawn on it
// (FillString's point is the baseline's left end).
type textBoxes struct {
	nullCanvas
	boxes []vg.Rectangle
	strs  []string
}

func (r *textBoxes) FillString(f font.Face, p vg.Point, s string) {
	e := f.Extents()
	r.boxes = append(r.boxes, vg.Rectangle{Min: vg.Point{X: p.X, Y: p.Y - e.Descent}, Max: vg.Point{X: p.X + f.Width(s), Y: p.Y + e.Ascent}})
	r.strs = append(r.strs, s)
}

func overlaps(a, b vg.Rectangle) bool {
	return a.Min.X < b.Max.X && b.Min.X < a.Max.X && a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y
}

// The animal figure's labels stand clear of each other and of every
// marker: no two label boxes overlap, and no box covers a point.
func TestAnimalLabelsApart(t *testing.T) {
	plain, err := variants.AnimalTable(variants.Animals, 4, 16, false, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	handicap, err := variants.AnimalTable(variants.Animals, 3, 9, true, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p, err := AnimalTablePlot(plain, handicap)
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]vg.Length{{Width, Height}, {18 * vg.Centimeter, 15 * vg.Centimeter}} {
		r := &textBoxes{nullCanvas: nullCanvas{size[0], size[1]}}
		c := draw.New(r)
		p.Draw(c)
		// the labels are the strings drawn inside the data area
		dc := p.DataCanvas(c)
		var idx []int
		for i, b := range r.boxes {
			if b.Min.X > dc.Min.X && b.Max.Y < dc.Max.Y && b.Min.Y > dc.Min.Y {
				idx = append(idx, i)
			}
		}
		if len(idx) < len(variants.Animals) {
			t.Fatalf("%v: %d labels in the data area, want at least %d", size, len(idx), len(variants.Animals))
		}
		for a, i := range idx {
			if r.boxes[i].Max.X > dc.Max.X {
				t.Errorf("%v: label %q runs past the axis", size, r.strs[i])
			}
			for _, j := range idx[a+1:] {
				if overlaps(r.boxes[i], r.boxes[j]) {
					t.Errorf("%v: labels %q and %q overlap", size, r.strs[i], r.strs[j])
				}
			}
		}
		trX, trY := p.Transforms(&dc)
		for k, table := range [][]variants.AnimalRow{plain, handicap} {
			for _, row := range table {
				area := float64(row.SearchedArea)
				if row.FirstMoves() >= 0 && row.Rows > 0 {
					area = float64(row.Rows * row.Cols)
				}
				y := -1.0
				for n, a := range variants.Animals {
					if a == row.Animal {
						y = float64(len(variants.Animals) - 1 - n)
					}
				}
				// without a handicap just left of the area, with one just right
				dx := []float64{-0.3, 0.3}[k]
				{
					pt := vg.Point{X: trX(area + dx), Y: trY(y)}
					mark := vg.Rectangle{Min: vg.Point{X: pt.X - 3.5, Y: pt.Y - 3.5}, Max: vg.Point{X: pt.X + 3.5, Y: pt.Y + 3.5}}
					for _, i := range idx {
						if overlaps(mark, r.boxes[i]) {
							t.Errorf("%v: label %q covers the %s marker at area %g", size, r.strs[i], row.Animal, area+dx)
						}
					}
				}
			}
		}
	}
}

// The bias figure's labels read whole and in words: no raw q_max, and the
// n / ln n curve says it is an order without its constant.
func TestBiasPlotLabels(t *testing.T) {
	p, err := TransversalBiasPlot([]variants.BiasRow{{N: 2, QMax: 0}, {N: 3, QMax: 0}, {N: 4, QMax: 1}})
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, tx := range figtest.Texts(p, Width, Height) {
		all = append(all, tx.Str)
		if strings.Contains(tx.Str, "_") {
			t.Errorf("drawn %q", tx.Str)
		}
	}
	s := strings.Join(all, "|")
	for _, want := range []string{"largest q with a Maker win (1:q)", "constant omitted"} {
		if !strings.Contains(s, want) {
			t.Errorf("no %q in %s", want, s)
		}
	}
}

// glyphCentres is a canvas that keeps the centre of every small path
// filled (a circle marker) and every small path stroked (a square marker).
type glyphCentres struct {
	textBoxes
	filled, stroked []vg.Point
}

func pathBox(p vg.Path) (vg.Point, vg.Length) {
	lo, hi := vg.Point{X: 1e9, Y: 1e9}, vg.Point{X: -1e9, Y: -1e9}
	for _, c := range p {
		switch c.Type {
		case vg.MoveComp, vg.LineComp:
			lo.X, lo.Y = min(lo.X, c.Pos.X), min(lo.Y, c.Pos.Y)
			hi.X, hi.Y = max(hi.X, c.Pos.X), max(hi.Y, c.Pos.Y)
		case vg.ArcComp:
			lo.X, lo.Y = min(lo.X, c.Pos.X-c.Radius), min(lo.Y, c.Pos.Y-c.Radius)
			hi.X, hi.Y = max(hi.X, c.Pos.X+c.Radius), max(hi.Y, c.Pos.Y+c.Radius)
		}
	}
	return vg.Point{X: (lo.X + hi.X) / 2, Y: (lo.Y + hi.Y) / 2}, max(hi.X-lo.X, hi.Y-lo.Y)
}

func (r *glyphCentres) Fill(p vg.Path) {
	if c, size := pathBox(p); size > 0 && size < vg.Points(10) {
		r.filled = append(r.filled, c)
	}
}

func (r *glyphCentres) Stroke(p vg.Path) {
	if c, size := pathBox(p); len(p) >= 4 && size > vg.Points(4) && size < vg.Points(10) {
		r.stroked = append(r.stroked, c)
	}
}

// Where Maker's fewest moves are the same moving first and second, both
// markers show: no square (second) sits on a disc (first).
func TestMakerBreakerMarkersApart(t *testing.T) {
	rows := []variants.MakerBreakerRow{
		{N: 4, First: "maker", MakerMoves: 6}, {N: 4, First: "breaker", MakerMoves: 6},
		{N: 5, First: "maker", MakerMoves: 6}, {N: 5, First: "breaker", MakerMoves: 7},
	}
	p, err := TransversalMakerBreakerPlot(rows)
	if err != nil {
		t.Fatal(err)
	}
	r := &glyphCentres{textBoxes: textBoxes{nullCanvas: nullCanvas{Width, Height}}}
	p.Draw(draw.New(r))
	if len(r.filled) < 2 || len(r.stroked) < 2 {
		t.Fatalf("%d discs, %d squares drawn", len(r.filled), len(r.stroked))
	}
	for _, d := range r.filled {
		for _, s := range r.stroked {
			if dx, dy := d.X-s.X, d.Y-s.Y; dx*dx+dy*dy < vg.Points(4)*vg.Points(4) {
				t.Errorf("square at %v on the disc at %v", s, d)
			}
		}
	}
}
