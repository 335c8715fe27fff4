package plots

import (
	"image/color"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// The board drawings share one convention (package doc): the first player
// (X, Across, Maker, the first mover) is a filled disc in firstColor, the
// second (O, Down, Breaker) a ring in secondColor; a set that won the game
// is outlined in Ink with a heavy line; and each drawing carries a key of
// what it shows, a row of small marks with their meanings under the board.
var (
	firstColor  = Color(0) // blue
	secondColor = Color(5) // vermillion
)

// keyItem is one entry of a board's key: a mark drawn in a box of
// half-width r about p, and its meaning.
type keyItem struct {
	mark func(c draw.Canvas, p vg.Point, r vg.Length)
	text string
}

// keyHeight is the height of a key line at the house size.
func keyHeight() vg.Length { return keyHeightAt(TickSize) }

// keyHeightAt is the height of a key line with text of the given size.
func keyHeightAt(size vg.Length) vg.Length { return TextStyle(size).Height("x") * 1.6 }

// drawKey draws the items in one row at the house size (drawKeyAt).
func drawKey(c draw.Canvas, x, y vg.Length, items []keyItem) { drawKeyAt(c, x, y, items, TickSize) }

// keyMetrics are a key's mark half-width r, the space between a mark and
// its text, the gap between items and the row's total width.
func keyMetrics(st draw.TextStyle, items []keyItem) (r, sp, gap, total vg.Length) {
	r = st.Height("x") * 0.45
	sp = st.Width(" ") + r*0.4
	gap = st.Width("   ")
	for _, it := range items {
		total += 2*r + sp + st.Width(it.text) + gap
	}
	return r, sp, gap, total - gap
}

// drawKeyAt draws the items in one row centred on x at height y (text
// centre), with text of the given size, shrinking the text when the row
// is wider than the canvas and shifting it left when it would cross the
// canvas's right edge. A whole space separates each mark from its text,
// so that a mark with a border (the dashed completing rectangle) does not
// touch it.
func drawKeyAt(c draw.Canvas, x, y vg.Length, items []keyItem, size vg.Length) {
	st := TextStyle(size)
	r, sp, gap, total := keyMetrics(st, items)
	if avail := c.Max.X - c.Min.X; total > avail && total > 0 {
		st.Font.Size = max(vg.Points(5), st.Font.Size*avail/total)
		r, sp, gap, total = keyMetrics(st, items)
	}
	st.YAlign = draw.YCenter
	// centred on x, but kept inside the canvas: a board drawn right of its
	// canvas's centre (row numbers on the left) would push a long key over
	// the right edge
	px := min(x-total/2, c.Max.X-total)
	if px < c.Min.X {
		px = c.Min.X
	}
	for _, it := range items {
		it.mark(c, vg.Point{X: px + r, Y: y}, r)
		c.FillText(st, vg.Point{X: px + 2*r + sp, Y: y}, it.text)
		px += 2*r + sp + st.Width(it.text) + gap
	}
}

// The marks of the keys.
func firstStone(c draw.Canvas, p vg.Point, r vg.Length) {
	c.DrawGlyph(draw.GlyphStyle{Color: firstColor, Radius: r, Shape: draw.CircleGlyph{}}, p)
}

func secondStone(c draw.Canvas, p vg.Point, r vg.Length) {
	c.DrawGlyph(draw.GlyphStyle{Color: secondColor, Radius: r * 0.85, Shape: thickRing{vg.Points(1.4)}}, p)
}

func lastMark(c draw.Canvas, p vg.Point, r vg.Length) {
	c.DrawGlyph(draw.GlyphStyle{Color: Ink, Radius: r, Shape: thickRing{vg.Points(0.8)}}, p)
}

func boxMark(col color.Color) func(c draw.Canvas, p vg.Point, r vg.Length) {
	return func(c draw.Canvas, p vg.Point, r vg.Length) {
		c.FillPolygon(col, box(p, r))
	}
}

// winMark is the key's mark of the winning set: a shaded box with its
// heavy outline.
func winMark(c draw.Canvas, p vg.Point, r vg.Length) {
	sq := box(p, r)
	c.FillPolygon(Shade, sq)
	c.StrokeLines(winLine, append(sq, sq[0]))
}

// edgeMark is a short thick line in a colour (a Hex player's edge).
func edgeMark(col color.Color) func(c draw.Canvas, p vg.Point, r vg.Length) {
	return func(c draw.Canvas, p vg.Point, r vg.Length) {
		c.StrokeLine2(draw.LineStyle{Color: col, Width: vg.Points(2.4)}, p.X-r, p.Y, p.X+r, p.Y)
	}
}

func box(p vg.Point, r vg.Length) []vg.Point {
	return []vg.Point{{X: p.X - r, Y: p.Y - r}, {X: p.X + r, Y: p.Y - r}, {X: p.X + r, Y: p.Y + r}, {X: p.X - r, Y: p.Y + r}}
}

// winLine outlines the cells of a winning set.
var winLine = draw.LineStyle{Color: Ink, Width: vg.Points(2.2)}

// outlineCells strokes the outer border of a set of grid cells (each given
// by its four corners, in order), leaving out the sides two cells share, so
// that the set reads as one region.
func outlineCells(c draw.Canvas, squares [][]vg.Point) {
	type seg struct{ a, b vg.Point }
	key := func(p, q vg.Point) seg {
		if p.X > q.X || (p.X == q.X && p.Y > q.Y) {
			p, q = q, p
		}
		return seg{round(p), round(q)}
	}
	count := map[seg]int{}
	var order []seg
	for _, sq := range squares {
		for i := range sq {
			k := key(sq[i], sq[(i+1)%len(sq)])
			if count[k] == 0 {
				order = append(order, k)
			}
			count[k]++
		}
	}
	for _, k := range order {
		if count[k] == 1 {
			c.StrokeLine2(winLine, k.a.X, k.a.Y, k.b.X, k.b.Y)
		}
	}
}

// round snaps a point to a hundredth of a point, so that the corners two
// cells share compare equal.
func round(p vg.Point) vg.Point {
	r := func(v vg.Length) vg.Length { return vg.Length(float64(int64(float64(v)*100+0.5)) / 100) }
	return vg.Point{X: r(p.X), Y: r(p.Y)}
}

// keyWidth is the width of the items in one key row at the house size.
func keyWidth(items []keyItem) vg.Length { return keyWidthAt(items, TickSize) }

// keyWidthAt is the width of the items in one key row at a text size.
func keyWidthAt(items []keyItem, size vg.Length) vg.Length {
	_, _, _, total := keyMetrics(TextStyle(size), items)
	return total
}

// keyRows splits a key into rows that fit a width at the house size
// (keyRowsAt).
func keyRows(items []keyItem, width vg.Length) [][]keyItem { return keyRowsAt(items, width, TickSize) }

// keyRowsAt splits a key into rows that fit a width: one row when it fits
// at nine tenths of the size or more (drawKeyAt shrinks it that little),
// otherwise as few rows as fit, filled in order.
func keyRowsAt(items []keyItem, width, size vg.Length) [][]keyItem {
	if len(items) == 0 || keyWidthAt(items, size)*0.9 <= width {
		return [][]keyItem{items}
	}
	var rows [][]keyItem
	var row []keyItem
	for _, it := range items {
		if len(row) > 0 && keyWidthAt(append(append([]keyItem(nil), row...), it), size) > width {
			rows = append(rows, row)
			row = nil
		}
		row = append(row, it)
	}
	return append(rows, row)
}
