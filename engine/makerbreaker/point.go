package makerbreaker

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Point is an integer point of Z², a cell of the infinite board. A cell is
// indexed by the coordinates of its lower left corner (Figure "target").
type Point struct{ X, Y int }

// Origin is o = (0,0), the attack cell of every 25- and 35-move row.
var Origin = Point{}

// Add returns p + q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns p − q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Less orders points lexicographically, by the first coordinate and then the
// second: the order route25 uses for its anchors.
func (p Point) Less(q Point) bool { return p.X < q.X || (p.X == q.X && p.Y < q.Y) }

func comparePoints(a, b Point) int {
	switch {
	case a.X != b.X:
		return a.X - b.X
	default:
		return a.Y - b.Y
	}
}

// String prints "(x,y)".
func (p Point) String() string { return fmt.Sprintf("(%d,%d)", p.X, p.Y) }

// Chebyshev returns max(|x|, |y|), the ring of the paper's fixed enumeration.
func (p Point) Chebyshev() int { return max(abs(p.X), abs(p.Y)) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Set is a finite set of points, kept sorted in Point.Less order without
// repetitions. Every operation returns a new Set and leaves its operands
// alone; the zero value is the empty set.
type Set []Point

// NewSet builds a set from points in any order, dropping repetitions.
func NewSet(pts ...Point) Set {
	s := make(Set, len(pts))
	copy(s, pts)
	return s.normalize()
}

func (s Set) normalize() Set {
	slices.SortFunc(s, comparePoints)
	out := s[:0]
	for i, p := range s {
		if i > 0 && p == s[i-1] {
			continue
		}
		out = append(out, p)
	}
	return out
}

// Rect returns the set [x0,x1] × [y0,y1] ∩ Z².
func Rect(x0, x1, y0, y1 int) Set {
	var s Set
	for x := x0; x <= x1; x++ {
		for y := y0; y <= y1; y++ {
			s = append(s, Point{x, y})
		}
	}
	return s
}

// Len is the number of points.
func (s Set) Len() int { return len(s) }

// Contains reports whether p ∈ s (binary search).
func (s Set) Contains(p Point) bool {
	i := sort.Search(len(s), func(i int) bool { return !s[i].Less(p) })
	return i < len(s) && s[i] == p
}

// Index returns the position of p in the lexicographic order of s, or −1.
func (s Set) Index(p Point) int {
	i := sort.Search(len(s), func(i int) bool { return !s[i].Less(p) })
	if i < len(s) && s[i] == p {
		return i
	}
	return -1
}

// Union returns s ∪ t.
func (s Set) Union(t Set) Set {
	out := make(Set, 0, len(s)+len(t))
	i, j := 0, 0
	for i < len(s) && j < len(t) {
		switch {
		case s[i] == t[j]:
			out = append(out, s[i])
			i++
			j++
		case s[i].Less(t[j]):
			out = append(out, s[i])
			i++
		default:
			out = append(out, t[j])
			j++
		}
	}
	out = append(out, s[i:]...)
	return append(out, t[j:]...)
}

// Intersect returns s ∩ t.
func (s Set) Intersect(t Set) Set {
	var out Set
	i, j := 0, 0
	for i < len(s) && j < len(t) {
		switch {
		case s[i] == t[j]:
			out = append(out, s[i])
			i++
			j++
		case s[i].Less(t[j]):
			i++
		default:
			j++
		}
	}
	return out
}

// Minus returns s \ t.
func (s Set) Minus(t Set) Set {
	var out Set
	j := 0
	for _, p := range s {
		for j < len(t) && t[j].Less(p) {
			j++
		}
		if j < len(t) && t[j] == p {
			continue
		}
		out = append(out, p)
	}
	return out
}

// With returns s ∪ {p}.
func (s Set) With(p Point) Set { return s.Union(Set{p}) }

// Without returns s \ {p}.
func (s Set) Without(p Point) Set { return s.Minus(Set{p}) }

// SubsetOf reports whether s ⊆ t.
func (s Set) SubsetOf(t Set) bool {
	j := 0
	for _, p := range s {
		for j < len(t) && t[j].Less(p) {
			j++
		}
		if j == len(t) || t[j] != p {
			return false
		}
		j++
	}
	return true
}

// Disjoint reports whether s ∩ t = ∅.
func (s Set) Disjoint(t Set) bool {
	i, j := 0, 0
	for i < len(s) && j < len(t) {
		switch {
		case s[i] == t[j]:
			return false
		case s[i].Less(t[j]):
			i++
		default:
			j++
		}
	}
	return true
}

// Equal reports whether s and t hold the same points.
func (s Set) Equal(t Set) bool {
	if len(s) != len(t) {
		return false
	}
	for i := range s {
		if s[i] != t[i] {
			return false
		}
	}
	return true
}

// Translate returns s + v.
func (s Set) Translate(v Point) Set {
	out := make(Set, len(s))
	for i, p := range s {
		out[i] = p.Add(v) // translation keeps the order
	}
	return out
}

// Bounds returns the smallest box [x0,x1] × [y0,y1] holding s; ok is false
// for the empty set.
func (s Set) Bounds() (x0, x1, y0, y1 int, ok bool) {
	if len(s) == 0 {
		return 0, 0, 0, 0, false
	}
	x0, x1 = s[0].X, s[len(s)-1].X
	y0, y1 = s[0].Y, s[0].Y
	for _, p := range s {
		y0, y1 = min(y0, p.Y), max(y1, p.Y)
	}
	return x0, x1, y0, y1, true
}

// Pairs returns the points as [[x,y], …], the JSON form of a set.
func (s Set) Pairs() [][2]int {
	out := make([][2]int, len(s))
	for i, p := range s {
		out[i] = [2]int{p.X, p.Y}
	}
	return out
}

// String prints "{(x,y),(x,y)}".
func (s Set) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for i, p := range s {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(p.String())
	}
	b.WriteByte('}')
	return b.String()
}

// UnionAll returns the union of the given sets.
func UnionAll(sets ...Set) Set {
	n := 0
	for _, s := range sets {
		n += len(s)
	}
	out := make(Set, 0, n)
	for _, s := range sets {
		out = append(out, s...)
	}
	return out.normalize()
}

// IntersectAll returns the intersection of the given sets; it panics on an
// empty list, whose intersection is not a finite set.
func IntersectAll(sets ...Set) Set {
	if len(sets) == 0 {
		panic("makerbreaker: intersection of no sets")
	}
	out := sets[0]
	for _, s := range sets[1:] {
		out = out.Intersect(s)
	}
	return out
}
