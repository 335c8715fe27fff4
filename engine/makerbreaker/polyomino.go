package makerbreaker

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Shape is a polyomino target given by its cells in a fixed order
// s_0, …, s_{n−1}. The order matters: base card j misses s_j. An allowed copy
// of the target is t + R(S) with t ∈ Z² and R ∈ G.
type Shape struct {
	Name  string
	Cells []Point // s_0, …, s_{n−1}, distinct
}

// Snaky is S = {(0,0),(1,0),(2,0),(3,0),(3,1),(4,1)} in the order of
// equation "target", the hexomino of the paper.
func Snaky() Shape {
	return Shape{Name: "snaky", Cells: []Point{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}, {4, 1}}}
}

// namedShapes holds the polyominoes of up to five cells by their usual
// letters (and Harary's names where he gave one), and Snaky. Cells are listed
// in lexicographic order, which is the base order s_0, s_1, ….
var namedShapes = []struct {
	names []string
	cells string
}{
	{[]string{"monomino", "tic", "o1"}, "0,0"},
	{[]string{"domino", "i2"}, "0,0 1,0"},
	{[]string{"i3", "straight-tromino", "i-tromino"}, "0,0 1,0 2,0"},
	{[]string{"v3", "l3", "el", "l-tromino", "v-tromino"}, "0,0 0,1 1,0"},
	{[]string{"i4", "skinny", "i-tetromino"}, "0,0 1,0 2,0 3,0"},
	{[]string{"l4", "elly", "l-tetromino"}, "0,0 0,1 1,0 2,0"},
	{[]string{"t4", "knobby", "t-tetromino"}, "0,0 1,0 1,1 2,0"},
	{[]string{"z4", "s4", "tippy", "z-tetromino", "s-tetromino"}, "0,0 1,0 1,1 2,1"},
	{[]string{"o4", "fatty", "o-tetromino", "square-tetromino"}, "0,0 0,1 1,0 1,1"},
	{[]string{"f5", "f-pentomino"}, "0,1 1,0 1,1 1,2 2,2"},
	{[]string{"i5", "i-pentomino"}, "0,0 1,0 2,0 3,0 4,0"},
	{[]string{"l5", "l-pentomino"}, "0,0 0,1 1,0 2,0 3,0"},
	{[]string{"n5", "n-pentomino"}, "0,0 1,0 2,0 2,1 3,1"},
	{[]string{"p5", "p-pentomino"}, "0,0 0,1 1,0 1,1 2,0"},
	{[]string{"t5", "t-pentomino"}, "0,2 1,0 1,1 1,2 2,2"},
	{[]string{"u5", "u-pentomino"}, "0,0 0,1 1,0 2,0 2,1"},
	{[]string{"v5", "v-pentomino"}, "0,0 0,1 0,2 1,0 2,0"},
	{[]string{"w5", "w-pentomino"}, "0,0 1,0 1,1 2,1 2,2"},
	{[]string{"x5", "x-pentomino"}, "0,1 1,0 1,1 1,2 2,1"},
	{[]string{"y5", "y-pentomino"}, "0,0 1,0 1,1 2,0 3,0"},
	{[]string{"z5", "z-pentomino"}, "0,2 1,0 1,1 1,2 2,0"},
}

// ShapeNames lists the primary name of every built-in shape, smallest first,
// then "snaky".
func ShapeNames() []string {
	var out []string
	for _, s := range namedShapes {
		out = append(out, s.names[0])
	}
	return append(out, "snaky")
}

// ParseShape accepts a built-in name (case-insensitive: "snaky", "domino",
// "l4", "skinny", "n5", …) or a list of cells "x,y x,y …", whose order
// becomes the base order. The cells must be distinct and edge-connected.
func ParseShape(s string) (Shape, error) {
	key := strings.ToLower(strings.TrimSpace(s))
	if key == "snaky" || key == "n6" {
		return Snaky(), nil
	}
	for _, ns := range namedShapes {
		for _, n := range ns.names {
			if n == key {
				sh, err := parseCells(ns.cells)
				if err != nil {
					panic(err)
				}
				sh.Name = ns.names[0]
				return sh, nil
			}
		}
	}
	if !strings.Contains(key, ",") {
		return Shape{}, fmt.Errorf("unknown shape %q (known: %s; or give cells as \"x,y x,y ...\")", s, strings.Join(ShapeNames(), ", "))
	}
	sh, err := parseCells(s)
	if err != nil {
		return Shape{}, err
	}
	if n := sh.CanonicalName(); n != "" {
		sh.Name = n
	} else {
		sh.Name = sh.CellString()
	}
	return sh, nil
}

func parseCells(s string) (Shape, error) {
	var cells []Point
	seen := map[Point]bool{}
	for _, f := range strings.Fields(s) {
		xy := strings.Split(f, ",")
		if len(xy) != 2 {
			return Shape{}, fmt.Errorf("bad cell %q: want x,y", f)
		}
		x, err1 := strconv.Atoi(xy[0])
		y, err2 := strconv.Atoi(xy[1])
		if err1 != nil || err2 != nil {
			return Shape{}, fmt.Errorf("bad cell %q: coordinates must be integers", f)
		}
		p := Point{x, y}
		if seen[p] {
			return Shape{}, fmt.Errorf("cell %v listed twice", p)
		}
		seen[p] = true
		cells = append(cells, p)
	}
	sh := Shape{Cells: cells}
	if err := sh.Validate(); err != nil {
		return Shape{}, err
	}
	return sh, nil
}

// Validate checks that the shape is a polyomino: nonempty, distinct cells,
// edge-connected.
func (sh Shape) Validate() error {
	if len(sh.Cells) == 0 {
		return fmt.Errorf("empty shape")
	}
	set := sh.Set()
	if set.Len() != len(sh.Cells) {
		return fmt.Errorf("shape lists a cell twice")
	}
	seen := map[Point]bool{sh.Cells[0]: true}
	stack := []Point{sh.Cells[0]}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range []Point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			q := p.Add(d)
			if set.Contains(q) && !seen[q] {
				seen[q] = true
				stack = append(stack, q)
			}
		}
	}
	if len(seen) != len(sh.Cells) {
		return fmt.Errorf("shape %s is not edge-connected", sh.CellString())
	}
	return nil
}

// Size is the number of cells.
func (sh Shape) Size() int { return len(sh.Cells) }

// Set returns the cells as a Set.
func (sh Shape) Set() Set { return NewSet(sh.Cells...) }

// CellString prints the cells as "x,y x,y …" in base order.
func (sh Shape) CellString() string {
	parts := make([]string, len(sh.Cells))
	for i, p := range sh.Cells {
		parts[i] = fmt.Sprintf("%d,%d", p.X, p.Y)
	}
	return strings.Join(parts, " ")
}

// normalizeCells translates a set so that its lexicographically smallest
// point is the origin.
func normalizeCells(s Set) Set {
	if len(s) == 0 {
		return s
	}
	return s.Translate(Point{-s[0].X, -s[0].Y})
}

// Orientations returns the distinct sets R(S) for R ∈ G, each translated so
// that its smallest point is the origin, in the order of Syms (first
// occurrence kept). Snaky has 8, the domino 2, the O-tetromino 1.
func (sh Shape) Orientations() []Set {
	var out []Set
	for _, r := range Syms {
		o := normalizeCells(Placement{R: r}.Map(sh.Set()))
		dup := false
		for _, e := range out {
			if e.Equal(o) {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, o)
		}
	}
	return out
}

// Canonical returns the free polyomino's canonical cell set: the smallest
// normalized orientation in the order of Set strings.
func (sh Shape) Canonical() Set {
	var best Set
	for _, o := range sh.Orientations() {
		if best == nil || lessSet(o, best) {
			best = o
		}
	}
	return best
}

func lessSet(a, b Set) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return a[i].Less(b[i])
		}
	}
	return len(a) < len(b)
}

// CanonicalName returns the built-in name of the same free polyomino, or "".
func (sh Shape) CanonicalName() string {
	c := sh.Canonical()
	if c.Equal(Snaky().Canonical()) {
		return "snaky"
	}
	for _, ns := range namedShapes {
		o, _ := parseCells(ns.cells)
		if o.Canonical().Equal(c) {
			return ns.names[0]
		}
	}
	return ""
}

// CopiesContaining returns every allowed copy t + R(S) that contains p,
// without repetitions, sorted.
func (sh Shape) CopiesContaining(p Point) []Set {
	var out []Set
	seen := map[string]bool{}
	for _, o := range sh.Orientations() {
		for _, c := range o {
			cp := o.Translate(p.Sub(c))
			k := cp.String()
			if !seen[k] {
				seen[k] = true
				out = append(out, cp)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return lessSet(out[i], out[j]) })
	return out
}

// CopiesWithin returns every allowed copy contained in the finite board.
func (sh Shape) CopiesWithin(board Set) []Set {
	var out []Set
	for _, o := range sh.Orientations() {
		for _, p := range board {
			cp := o.Translate(p) // o's smallest point is the origin
			if cp.SubsetOf(board) {
				out = append(out, cp)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return lessSet(out[i], out[j]) })
	return out
}

// IsCopy reports whether s is an allowed copy of the shape.
func (sh Shape) IsCopy(s Set) bool {
	if s.Len() != sh.Size() {
		return false
	}
	n := normalizeCells(s)
	for _, o := range sh.Orientations() {
		if o.Equal(n) {
			return true
		}
	}
	return false
}

// CompletedBy reports whether the Maker set M contains an allowed copy that
// uses the cell p (the test after Maker claims p).
func (sh Shape) CompletedBy(M Set, p Point) bool {
	for _, o := range sh.Orientations() {
		for _, c := range o {
			t := p.Sub(c)
			ok := true
			for _, q := range o {
				if !M.Contains(q.Add(t)) {
					ok = false
					break
				}
			}
			if ok {
				return true
			}
		}
	}
	return false
}

// Contains reports whether M contains any allowed copy.
func (sh Shape) ContainedIn(M Set) bool {
	for _, p := range M {
		if sh.CompletedBy(M, p) {
			return true
		}
	}
	return false
}
