package plots

import (
	"image"
	"image/color"
	"testing"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"plylab/data/mb"
	"plylab/engine/makerbreaker"
	"plylab/internal/figtest"
)

// nullCanvas is a vg.Canvas of size w × h that draws nothing; the test
// canvases of this package embed it and keep what they look at.
type nullCanvas struct{ w, h vg.Length }

func (r *nullCanvas) Size() (vg.Length, vg.Length)           { return r.w, r.h }
func (r *nullCanvas) SetLineWidth(vg.Length)                 {}
func (r *nullCanvas) SetLineDash([]vg.Length, vg.Length)     {}
func (r *nullCanvas) SetColor(color.Color)                   {}
func (r *nullCanvas) Rotate(float64)                         {}
func (r *nullCanvas) Translate(vg.Point)                     {}
func (r *nullCanvas) Scale(float64, float64)                 {}
func (r *nullCanvas) Push()                                  {}
func (r *nullCanvas) Pop()                                   {}
func (r *nullCanvas) Stroke(vg.Path)                         {}
func (r *nullCanvas) Fill(vg.Path)                           {}
func (r *nullCanvas) FillString(font.Face, vg.Point, string) {}
func (r *nullCanvas) DrawImage(vg.Rectangle, image.Image)    {}

// strokeRecorder is a vg.Canvas that keeps the straight segments stroked
// at each line width.
type strokeRecorder struct {
	nullCanvas
	width vg.Length
	segs  map[vg.Length][][2]vg.Point
}

func (r *strokeRecorder) SetLineWidth(w vg.Length) { r.width = w }
func (r *strokeRecorder) Stroke(p vg.Path) {
	var prev vg.Point
	for _, c := range p {
		switch c.Type {
		case vg.MoveComp:
			prev = c.Pos
		case vg.LineComp:
			r.segs[r.width] = append(r.segs[r.width], [2]vg.Point{prev, c.Pos})
			prev = c.Pos
		}
	}
}

// The card drawing outlines the view's target copy: the heavy segments
// drawn on the board are exactly the outer border of the target's cells,
// and the key names the outline.
func TestMBCardOutlinesTarget(t *testing.T) {
	c21, _, _, err := mb.Examples()
	if err != nil {
		t.Fatal(err)
	}
	views := map[string]mb.CardView{"fork": mb.ForkView(c21)}
	if v, err := mb.CardViewOf(c21, len(c21.Recon.Cards)-1); err != nil {
		t.Fatal(err)
	} else {
		views["final"] = v
	}
	for name, v := range views {
		if len(v.Target) == 0 {
			t.Fatalf("%s: the view has no target", name)
		}
		card := MBCard{View: v}
		w, h := card.Size()
		rec := &strokeRecorder{nullCanvas: nullCanvas{w, h}, segs: map[vg.Length][][2]vg.Point{}}
		c := draw.New(rec)
		card.Draw(c)
		l := card.layout(c)
		key := func(a, b vg.Point) [2]vg.Point {
			a, b = round(a), round(b)
			if a.X > b.X || (a.X == b.X && a.Y > b.Y) {
				a, b = b, a
			}
			return [2]vg.Point{a, b}
		}
		// The border: the sides of the target's squares that no two of
		// them share.
		count := map[[2]vg.Point]int{}
		for _, p := range v.Target {
			sq := l.square(p, 0)
			for i := range sq {
				count[key(sq[i], sq[(i+1)%4])]++
			}
		}
		want := map[[2]vg.Point]bool{}
		for k, n := range count {
			if n == 1 {
				want[k] = true
			}
		}
		onBoard := func(p vg.Point) bool {
			return p.X >= l.left-0.01 && p.X <= l.left+l.bw+0.01 && p.Y >= l.base-0.01 && p.Y <= l.base+l.bh+0.01
		}
		got := map[[2]vg.Point]bool{}
		for _, s := range rec.segs[winLine.Width] {
			if onBoard(s[0]) && onBoard(s[1]) {
				got[key(s[0], s[1])] = true
			}
		}
		if len(got) != len(want) {
			t.Errorf("%s: %d heavy segments on the board, the target's border has %d", name, len(got), len(want))
		}
		for k := range want {
			if !got[k] {
				t.Errorf("%s: border segment %v not drawn", name, k)
			}
		}
		for k := range got {
			if !want[k] {
				t.Errorf("%s: heavy segment %v is not on the target's border", name, k)
			}
		}
		// Every target cell lies on the board drawn, one of them outside
		// the required set (the cell Maker completes).
		required := makerbreaker.NewSet(v.Required...)
		if makerbreaker.NewSet(v.Target...).SubsetOf(required) {
			t.Errorf("%s: the target %v is all required cells", name, v.Target)
		}
		found := false
		for _, tx := range figtest.Texts(card, w, h) {
			if tx.Str == "copy won if Breaker stays out" {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: the key does not name the outline", name)
		}
	}
	// Without a target nothing heavy is drawn on the board.
	v := views["fork"]
	v.Target = nil
	card := MBCard{View: v}
	w, h := card.Size()
	rec := &strokeRecorder{nullCanvas: nullCanvas{w, h}, segs: map[vg.Length][][2]vg.Point{}}
	card.Draw(draw.New(rec))
	if n := len(rec.segs[winLine.Width]); n != 0 {
		t.Errorf("no target, yet %d heavy segments", n)
	}
}
