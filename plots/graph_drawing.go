package plots

import (
	"image/color"
	"math"
	"sort"
	"strconv"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"plylab/data/graph"
)

// GraphDrawing draws a small graph (up to about 20 vertices), for the
// games of the graph family: Gallai–Edmonds classes as vertex colours, a
// matching as thick edges, the path of a geography game with the token's
// vertex ringed, and further highlighted edge sets and vertices, each named
// in the legend. The layout is deterministic: the same graph is drawn the
// same way every time.
type GraphDrawing struct {
	N     int
	Edges [][2]int
	// Classes, if not empty, holds one of 'D', 'A', 'C' per vertex.
	Classes string
	// Matching edges are drawn thick and coloured.
	Matching [][2]int
	// Path is the sequence of visited vertices (start first); its edges are
	// drawn in ink, and its last vertex is the token.
	Path  []int
	Title string

	// Layout places the vertices: "" (or "circle") on a circle, vertex 0
	// at the top and the rest clockwise; "layered" in rows by the longest
	// path to a sink, sinks at the bottom, so that every arc of a DAG
	// points down (a graph with a directed cycle falls back to the
	// circle; for a tree, list each edge parent first); "rings" the first
	// half of the vertices on a circle and the second half on a circle
	// inside it, vertex i+N/2 below vertex i (the Petersen graph as
	// pentagon and pentagram); "cube" the 3-cube on vertices 0–7 as two
	// squares, bit 0 of a vertex to the right, bit 1 up, bit 2 the inner
	// square.
	Layout string
	// Directed draws each edge {a, b} as an arrow from a to b, and an edge
	// {v, v} as a loop beside v.
	Directed bool
	// Marked are further edge sets drawn thick, each in a colour of its
	// own and named in the legend by MarkedLabels (same index). Parallel
	// edges are drawn side by side; a marked edge takes the first copy not
	// yet marked.
	Marked       [][][2]int
	MarkedLabels []string
	// Ringed vertices get a coloured ring, named RingedLabel in the legend.
	Ringed      []int
	RingedLabel string
	// Notes, if not empty, holds a short text per vertex, written beside
	// it (a value, a rank).
	Notes []string
}

// NewGraphDrawing returns a drawing of the graph with n vertices and the
// given edges.
func NewGraphDrawing(n int, edges [][2]int) *GraphDrawing {
	return &GraphDrawing{N: n, Edges: edges}
}

// Class colours of the drawing: D, A, C.
var (
	GraphColorD = Palette[1] // orange: missed by some maximum matching
	GraphColorA = Palette[4] // sky blue: neighbours of D
	GraphColorC = Palette[2] // green: the rest
)

// graphMarkColors are the colours of the Marked edge sets, in order; the
// matching is Palette[0] and the ring of Ringed vertices Palette[3].
var graphMarkColors = []color.Color{Palette[5], Palette[0], Palette[3], Palette[1]}

// graphMarkColor is the colour of Marked[k].
func graphMarkColor(k int) color.Color { return graphMarkColors[k%len(graphMarkColors)] }

type graphLegendItem struct {
	col    color.Color
	text   string
	swatch bool
	ring   bool
}

func (d *GraphDrawing) legendItems() []graphLegendItem {
	var items []graphLegendItem
	if d.Classes != "" {
		items = append(items, graphLegendItem{col: GraphColorD, text: "D", swatch: true},
			graphLegendItem{col: GraphColorA, text: "A", swatch: true},
			graphLegendItem{col: GraphColorC, text: "C", swatch: true})
	}
	if len(d.Matching) > 0 {
		items = append(items, graphLegendItem{col: Palette[0], text: "matching"})
	}
	if len(d.Path) > 1 {
		items = append(items, graphLegendItem{col: Ink, text: "path played"})
	}
	for k := range d.Marked {
		text := "marked"
		if k < len(d.MarkedLabels) {
			text = d.MarkedLabels[k]
		}
		items = append(items, graphLegendItem{col: graphMarkColor(k), text: text})
	}
	if len(d.Ringed) > 0 && d.RingedLabel != "" {
		items = append(items, graphLegendItem{col: Palette[3], text: d.RingedLabel, ring: true})
	}
	return items
}

// legendRows splits the legend items into rows that fit the width w.
func graphLegendRows(items []graphLegendItem, w vg.Length) [][]graphLegendItem {
	lg := TextStyle(TickSize)
	var rows [][]graphLegendItem
	x := vg.Points(6)
	for _, it := range items {
		iw := vg.Points(13) + lg.Width(it.text) + vg.Points(10)
		if len(rows) == 0 || (x+iw > w && len(rows[len(rows)-1]) > 0) {
			rows = append(rows, nil)
			x = vg.Points(6)
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], it)
		x += iw
	}
	return rows
}

// graphUnitLayout returns the vertices' places in [-1, 1]² for the
// layouts other than the circle, or nil for the circle.
func (d *GraphDrawing) graphUnitLayout() [][2]float64 {
	switch d.Layout {
	case "cube":
		if d.N != 8 {
			return nil
		}
		pos := make([][2]float64, 8)
		for v := range pos {
			s := 1.0
			if v&4 != 0 {
				s = 0.45
			}
			pos[v] = [2]float64{s * float64(2*(v&1)-1), s * float64(2*(v>>1&1)-1)}
		}
		return pos
	case "layered":
		return graphLayers(d.N, d.Edges)
	case "rings":
		if d.N%2 != 0 {
			return nil
		}
		h := d.N / 2
		pos := make([][2]float64, d.N)
		for v := range pos {
			a := math.Pi/2 - 2*math.Pi*float64(v%h)/float64(h)
			r := 1.0
			if v >= h {
				r = 0.5
			}
			pos[v] = [2]float64{r * math.Cos(a), r * math.Sin(a)}
		}
		return pos
	}
	return nil
}

// graphLayers places the vertices of a DAG in rows by the longest path to
// a sink (sinks in the bottom row), each row ordered by the mean place of
// the vertices above it that point to it, ties by vertex number. It
// returns nil if the arcs have a directed cycle (a loop counts).
func graphLayers(n int, arcs [][2]int) [][2]float64 {
	out := make([][]int, n)
	indeg := make([]int, n)
	for _, a := range arcs {
		out[a[0]] = append(out[a[0]], a[1])
		indeg[a[1]]++
	}
	// Kahn's order, then levels in reverse.
	var order, queue []int
	for v := 0; v < n; v++ {
		if indeg[v] == 0 {
			queue = append(queue, v)
		}
	}
	for len(queue) > 0 {
		v := queue[0]
		queue = queue[1:]
		order = append(order, v)
		for _, w := range out[v] {
			if indeg[w]--; indeg[w] == 0 {
				queue = append(queue, w)
			}
		}
	}
	if len(order) < n {
		return nil
	}
	level := make([]int, n)
	top := 0
	for i := n - 1; i >= 0; i-- {
		v := order[i]
		for _, w := range out[v] {
			level[v] = max(level[v], level[w]+1)
		}
		top = max(top, level[v])
	}
	rows := make([][]int, top+1)
	for v := 0; v < n; v++ {
		rows[level[v]] = append(rows[level[v]], v)
	}
	x := make([]float64, n)
	place := func(row []int) {
		for i, v := range row {
			x[v] = 0
			if len(row) > 1 {
				x[v] = -1 + 2*float64(i)/float64(len(row)-1)
			}
		}
	}
	place(rows[top])
	for l := top - 1; l >= 0; l-- {
		key := map[int]float64{}
		for _, v := range rows[l] {
			sum, k := 0.0, 0
			for u := 0; u < n; u++ {
				if level[u] > l {
					for _, w := range out[u] {
						if w == v {
							sum, k = sum+x[u], k+1
						}
					}
				}
			}
			key[v] = 0
			if k > 0 {
				key[v] = sum / float64(k)
			}
		}
		row := rows[l]
		sort.SliceStable(row, func(i, j int) bool { return key[row[i]] < key[row[j]] })
		place(row)
	}
	pos := make([][2]float64, n)
	for v := range pos {
		y := 0.0
		if top > 0 {
			y = -1 + 2*float64(level[v])/float64(top)
		}
		pos[v] = [2]float64{x[v], y}
	}
	return pos
}

// graphLayout returns the places of the vertices on the canvas, the
// radius of a vertex and the height of the legend.
func (d *GraphDrawing) graphLayout(c draw.Canvas) ([]vg.Point, vg.Length, vg.Length) {
	top := c.Max.Y
	if d.Title != "" {
		top -= TitleSize + vg.Points(8)
	}
	legendH := vg.Points(14)
	if rows := len(graphLegendRows(d.legendItems(), c.Max.X-c.Min.X)); rows > 1 {
		legendH = vg.Points(14) * vg.Length(rows)
	}
	cx := (c.Min.X + c.Max.X) / 2
	cy := (c.Min.Y + legendH + top) / 2
	rad := vg.Length(math.Min(float64(c.Max.X-c.Min.X), float64(top-c.Min.Y-legendH))) / 2 * 0.78
	vr := vg.Points(9)
	pos := make([]vg.Point, d.N)
	if unit := d.graphUnitLayout(); unit != nil {
		for v, u := range unit {
			pos[v] = vg.Point{X: cx + rad*vg.Length(u[0]), Y: cy + rad*vg.Length(u[1])}
		}
		return pos, vr, legendH
	}
	for v := range pos {
		a := math.Pi/2 - 2*math.Pi*float64(v)/float64(max(1, d.N))
		pos[v] = vg.Point{X: cx + rad*vg.Length(math.Cos(a)), Y: cy + rad*vg.Length(math.Sin(a))}
	}
	return pos, vr, legendH
}

// Draw implements Figure.
func (d *GraphDrawing) Draw(c draw.Canvas) {
	c.FillPolygon(Paper, []vg.Point{c.Min, {X: c.Max.X, Y: c.Min.Y}, c.Max, {X: c.Min.X, Y: c.Max.Y}})
	if d.Title != "" {
		ts := TextStyle(TitleSize)
		ts.XAlign, ts.YAlign = draw.XCenter, draw.YTop
		x := (c.Min.X + c.Max.X) / 2
		c.FillText(fitText(ts, d.Title, c, x), vg.Point{X: x, Y: c.Max.Y - vg.Points(4)}, d.Title)
	}
	pos, vr, legendH := d.graphLayout(c)
	// Parallel edges (either direction) are drawn side by side: copy i of
	// k copies of a pair is shifted by (i - (k-1)/2)·gap across the line.
	key := func(a, b int) [2]int { return [2]int{min(a, b), max(a, b)} }
	copies := map[[2]int]int{}
	for _, e := range d.Edges {
		copies[key(e[0], e[1])]++
	}
	const gap = 7.0
	shift := func(a, b, i int) (vg.Point, vg.Point) {
		k := copies[key(a, b)]
		pa, pb := pos[a], pos[b]
		if k <= 1 {
			return pa, pb
		}
		lo, hi := pos[min(a, b)], pos[max(a, b)]
		dx, dy := float64(hi.X-lo.X), float64(hi.Y-lo.Y)
		l := math.Hypot(dx, dy)
		off := (float64(i%k) - float64(k-1)/2) * gap
		nx, ny := vg.Length(-dy/l*off), vg.Length(dx/l*off)
		return vg.Point{X: pa.X + nx, Y: pa.Y + ny}, vg.Point{X: pb.X + nx, Y: pb.Y + ny}
	}
	ringed := map[int]bool{}
	for _, v := range d.Ringed {
		ringed[v] = true
	}
	// arrow ends at the distance end from b's centre: outside its ring.
	arrow := func(a, b vg.Point, end vg.Length, col color.Color, w vg.Length) {
		dx, dy := float64(b.X-a.X), float64(b.Y-a.Y)
		l := math.Hypot(dx, dy)
		if l <= float64(vr+end) {
			return
		}
		ux, uy := dx/l, dy/l
		head := vg.Points(7) + w
		tip := vg.Point{X: b.X - end*vg.Length(ux), Y: b.Y - end*vg.Length(uy)}
		base := vg.Point{X: tip.X - head*vg.Length(ux), Y: tip.Y - head*vg.Length(uy)}
		start := vg.Point{X: a.X + vr*vg.Length(ux), Y: a.Y + vr*vg.Length(uy)}
		c.StrokeLine2(draw.LineStyle{Color: col, Width: w}, start.X, start.Y, base.X+vg.Length(ux), base.Y+vg.Length(uy))
		half := head * 0.45
		c.FillPolygon(col, []vg.Point{tip,
			{X: base.X - half*vg.Length(uy), Y: base.Y + half*vg.Length(ux)},
			{X: base.X + half*vg.Length(uy), Y: base.Y - half*vg.Length(ux)}})
	}
	// loop draws the edge {v, v}: a circle outside v, away from the centre
	// of the drawing.
	loop := func(v int, col color.Color, w vg.Length) {
		cx, cy := (c.Min.X+c.Max.X)/2, (c.Min.Y+legendH+c.Max.Y)/2
		dx, dy := float64(pos[v].X-cx), float64(pos[v].Y-cy)
		l := math.Hypot(dx, dy)
		if l == 0 {
			dx, dy, l = 0, 1, 1
		}
		r := vr * 0.8
		at := vg.Point{X: pos[v].X + (vr+r*0.6)*vg.Length(dx/l), Y: pos[v].Y + (vr+r*0.6)*vg.Length(dy/l)}
		c.StrokeLines(draw.LineStyle{Color: col, Width: w}, graphCircle(at, r))
		if d.Directed {
			// an arrowhead where the loop meets v's circle, along the loop
			ux, uy := dx/l, dy/l
			dd := float64(vr + r*0.6)
			along := (dd*dd + float64(vr*vr) - float64(r*r)) / (2 * dd)
			h := math.Sqrt(math.Max(0, float64(vr*vr)-along*along))
			tip := vg.Point{X: pos[v].X + vg.Length(along*ux-h*uy), Y: pos[v].Y + vg.Length(along*uy+h*ux)}
			tx, ty := -float64(tip.Y-at.Y), float64(tip.X-at.X)
			if tx*float64(pos[v].X-tip.X)+ty*float64(pos[v].Y-tip.Y) < 0 {
				tx, ty = -tx, -ty
			}
			tl := math.Hypot(tx, ty)
			tx, ty = tx/tl, ty/tl
			head := vg.Points(6) + w
			base := vg.Point{X: tip.X - head*vg.Length(tx), Y: tip.Y - head*vg.Length(ty)}
			half := head * 0.45
			c.FillPolygon(col, []vg.Point{tip,
				{X: base.X - half*vg.Length(ty), Y: base.Y + half*vg.Length(tx)},
				{X: base.X + half*vg.Length(ty), Y: base.Y - half*vg.Length(tx)}})
		}
	}
	seen := map[[2]int]int{}
	edge := func(a, b, i int, col color.Color, w vg.Length) {
		if a == b {
			if d.Directed {
				loop(a, col, w)
			}
			return
		}
		pa, pb := shift(a, b, i)
		if d.Directed {
			end := vr
			if ringed[b] || (len(d.Path) > 0 && b == d.Path[len(d.Path)-1]) {
				end += vg.Points(5)
			}
			arrow(pa, pb, end, col, w)
			return
		}
		c.StrokeLine2(draw.LineStyle{Color: col, Width: w}, pa.X, pa.Y, pb.X, pb.Y)
	}
	edgeW := vg.Points(1.2)
	base := Grid
	if d.Directed {
		base, edgeW = color.RGBA{120, 120, 120, 255}, vg.Points(1.2)
	}
	for _, e := range d.Edges {
		k := key(e[0], e[1])
		edge(e[0], e[1], seen[k], base, edgeW)
		seen[k]++
	}
	for _, e := range d.Matching {
		edge(e[0], e[1], 0, Palette[0], vg.Points(4))
	}
	for i := 1; i < len(d.Path); i++ {
		edge(d.Path[i-1], d.Path[i], 0, Ink, vg.Points(2))
	}
	marked := map[[2]int]int{}
	for k, set := range d.Marked {
		for _, e := range set {
			p := key(e[0], e[1])
			edge(e[0], e[1], marked[p], graphMarkColor(k), vg.Points(3.5))
			marked[p]++
		}
	}
	visited := map[int]bool{}
	for _, v := range d.Path {
		visited[v] = true
	}
	label := TextStyle(TickSize)
	label.XAlign, label.YAlign = draw.XCenter, draw.YCenter
	note := TextStyle(TickSize)
	var centre vg.Point
	looped := map[int]bool{}
	for _, e := range d.Edges {
		if e[0] == e[1] && d.Directed {
			looped[e[0]] = true
		}
	}
	for _, p := range pos {
		centre.X, centre.Y = centre.X+p.X/vg.Length(len(pos)), centre.Y+p.Y/vg.Length(len(pos))
	}
	for v, p := range pos {
		fill := color.Color(Paper)
		if v < len(d.Classes) {
			switch d.Classes[v] {
			case 'D':
				fill = GraphColorD
			case 'A':
				fill = GraphColorA
			case 'C':
				fill = GraphColorC
			}
		}
		c.FillPolygon(fill, graphCircle(p, vr))
		w := vg.Points(1)
		if visited[v] {
			w = vg.Points(2.5)
		}
		c.StrokeLines(draw.LineStyle{Color: Ink, Width: w}, graphCircle(p, vr))
		if len(d.Path) > 0 && v == d.Path[len(d.Path)-1] {
			c.StrokeLines(draw.LineStyle{Color: Palette[5], Width: vg.Points(2)}, graphCircle(p, vr+vg.Points(4)))
		}
		if ringed[v] {
			c.StrokeLines(draw.LineStyle{Color: Palette[3], Width: vg.Points(2.5)}, graphCircle(p, vr+vg.Points(4)))
		}
		c.FillText(label, p, strconv.Itoa(v))
		if v < len(d.Notes) && d.Notes[v] != "" {
			// outward from the centre of the drawing (to the right in layers)
			ux, uy := 1.0, 0.0
			if d.Layout != "layered" || d.graphUnitLayout() == nil {
				dx, dy := float64(p.X-centre.X), float64(p.Y-centre.Y)
				if l := math.Hypot(dx, dy); l > 0 {
					ux, uy = dx/l, dy/l
				}
			}
			if looped[v] { // the loop is outward: the note turns aside
				ux, uy = ux*math.Cos(1.2)-uy*math.Sin(1.2), ux*math.Sin(1.2)+uy*math.Cos(1.2)
			}
			off := vr + vg.Points(3)
			if ringed[v] || (len(d.Path) > 0 && v == d.Path[len(d.Path)-1]) {
				off += vg.Points(5) // clear of the ring
			}
			at := vg.Point{X: p.X + off*vg.Length(ux), Y: p.Y + off*vg.Length(uy)}
			note.XAlign, note.YAlign = draw.XCenter, draw.YCenter
			if ux > 0.3 {
				note.XAlign = draw.XLeft
			} else if ux < -0.3 {
				note.XAlign = draw.XRight
			}
			if uy > 0.3 {
				note.YAlign = draw.YBottom
			} else if uy < -0.3 {
				note.YAlign = draw.YTop
			}
			c.FillText(note, at, d.Notes[v])
		}
	}
	// Legend, in rows from the top of its band.
	lg := TextStyle(TickSize)
	lg.YAlign = draw.YCenter
	rows := graphLegendRows(d.legendItems(), c.Max.X-c.Min.X)
	for r, row := range rows {
		x := c.Min.X + vg.Points(6)
		y := c.Min.Y + legendH - vg.Points(14)*vg.Length(r) - vg.Points(7)
		for _, it := range row {
			switch {
			case it.ring:
				c.StrokeLines(draw.LineStyle{Color: it.col, Width: vg.Points(2)}, graphCircle(vg.Point{X: x + vg.Points(4), Y: y}, vg.Points(4)))
			case it.swatch:
				c.FillPolygon(it.col, graphCircle(vg.Point{X: x + vg.Points(4), Y: y}, vg.Points(4)))
			default:
				c.StrokeLine2(draw.LineStyle{Color: it.col, Width: vg.Points(3)}, x, y, x+vg.Points(10), y)
			}
			c.FillText(lg, vg.Point{X: x + vg.Points(13), Y: y}, it.text)
			x += vg.Points(13) + lg.Width(it.text) + vg.Points(10)
		}
	}
}

func graphCircle(p vg.Point, r vg.Length) []vg.Point {
	const k = 28
	pts := make([]vg.Point, k+1)
	for i := 0; i <= k; i++ {
		a := 2 * math.Pi * float64(i) / k
		pts[i] = vg.Point{X: p.X + r*vg.Length(math.Cos(a)), Y: p.Y + r*vg.Length(math.Sin(a))}
	}
	return pts
}

// GraphGeographyDrawing draws a data.GeographyView.
func GraphGeographyDrawing(v graph.GeographyView) *GraphDrawing {
	return &GraphDrawing{N: v.N, Edges: v.Edges, Classes: v.Classes, Matching: v.Matching, Path: v.Path, Title: v.Title}
}
