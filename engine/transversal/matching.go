package transversal

import "math/bits"

// Matching is a matching of cells: RowMate[r] is the column matched to row r
// (−1 if r is exposed), ColMate[c] the row matched to column c.
type Matching struct {
	RowMate, ColMate [MaxN]int8
	Size             int
}

// Cells lists the matched cells.
func (m *Matching) Cells(n int) []Cell {
	var out []Cell
	for r := 0; r < n; r++ {
		if m.RowMate[r] >= 0 {
			out = append(out, Cell{r, int(m.RowMate[r])})
		}
	}
	return out
}

// kuhn holds the state of one augmenting-path search; it lives on the stack
// of MaxMatching so that matching allocates nothing.
type kuhn struct {
	s       *Set
	m       *Matching
	visited uint16
}

func (k *kuhn) augment(r int) bool {
	cand := k.s.Rows[r] &^ k.visited
	for cand != 0 {
		c := bits.TrailingZeros16(cand)
		cand &= cand - 1
		k.visited |= 1 << uint(c)
		if k.m.ColMate[c] < 0 || k.augment(int(k.m.ColMate[c])) {
			k.m.RowMate[r] = int8(c)
			k.m.ColMate[c] = int8(r)
			return true
		}
		cand &^= k.visited
	}
	return false
}

// MaxMatching returns a maximum matching of s on the n×n board by augmenting
// paths (Kuhn's algorithm on row bitmasks): ν(s) = result.Size.
func MaxMatching(s *Set, n int) Matching {
	var m Matching
	for i := 0; i < MaxN; i++ {
		m.RowMate[i], m.ColMate[i] = -1, -1
	}
	// Greedy start: each row takes its first free column; augmenting paths
	// then fix the rows left over.
	var used uint16
	for r := 0; r < n; r++ {
		if f := s.Rows[r] &^ used; f != 0 {
			c := bits.TrailingZeros16(f)
			used |= 1 << uint(c)
			m.RowMate[r], m.ColMate[c] = int8(c), int8(r)
			m.Size++
		}
	}
	k := kuhn{s: s, m: &m}
	for r := 0; r < n; r++ {
		if s.Rows[r] == 0 || m.RowMate[r] >= 0 {
			continue
		}
		k.visited = 0
		if k.augment(r) {
			m.Size++
		}
	}
	return m
}

// Nu is ν(s), the size of a maximum matching inside s.
func Nu(s *Set, n int) int { m := MaxMatching(s, n); return m.Size }

// Rectangle is a combinatorial rectangle D_R × D_C given by a row mask and a
// column mask.
type Rectangle struct {
	Rows, Cols uint16
}

// Empty reports whether the rectangle has no cell.
func (q Rectangle) Empty() bool { return q.Rows == 0 || q.Cols == 0 }

// Size is |D_R|·|D_C|.
func (q Rectangle) Size() int { return bits.OnesCount16(q.Rows) * bits.OnesCount16(q.Cols) }

// Has reports whether cell c lies in the rectangle.
func (q Rectangle) Has(c Cell) bool { return q.Rows>>uint(c.R)&1 == 1 && q.Cols>>uint(c.C)&1 == 1 }

// Set returns the rectangle's cells.
func (q Rectangle) Set() Set {
	var s Set
	for r := q.Rows; r != 0; r &= r - 1 {
		s.Rows[bits.TrailingZeros16(r)] = q.Cols
	}
	return s
}

// FreeCount counts the rectangle's cells that lie in neither a nor b.
func (q Rectangle) FreeCount(a, b *Set) int {
	t := 0
	for r := q.Rows; r != 0; r &= r - 1 {
		i := bits.TrailingZeros16(r)
		t += bits.OnesCount16(q.Cols &^ (a.Rows[i] | b.Rows[i]))
	}
	return t
}

// CompletingRectangle returns the cells that complete s (Lemma 1): when
// ν(s) = n−1 they are D_R × D_C, where D_R (D_C) is the set of rows (columns)
// exposed by some maximum matching. Both sets are read off one maximum
// matching M: a row is exposed by some maximum matching iff it is reached
// from M's exposed row by an alternating path (a cell of s, then an edge of
// M), and symmetrically for columns. When ν(s) < n−1 the rectangle is empty;
// when ν(s) = n (s has won) it is the whole board. nu reports ν(s).
func CompletingRectangle(s *Set, n int) (q Rectangle, nu int) {
	m := MaxMatching(s, n)
	if m.Size == n {
		// s has won already: every cell completes it.
		return Rectangle{FullMask(n), FullMask(n)}, n
	}
	if m.Size != n-1 {
		return Rectangle{}, m.Size
	}
	var b0, d0 int
	for i := 0; i < n; i++ {
		if m.RowMate[i] < 0 {
			b0 = i
		}
		if m.ColMate[i] < 0 {
			d0 = i
		}
	}
	// D_R: rows reachable from b0 by row –(cell of s)→ column –(M)→ row.
	rows := uint16(1) << uint(b0)
	frontier := rows
	for frontier != 0 {
		r := bits.TrailingZeros16(frontier)
		frontier &= frontier - 1
		for cs := s.Rows[r]; cs != 0; cs &= cs - 1 {
			c := bits.TrailingZeros16(cs)
			y := m.ColMate[c] // never −1: an exposed column would give an augmenting path
			if y >= 0 && rows>>uint(y)&1 == 0 {
				rows |= 1 << uint(y)
				frontier |= 1 << uint(y)
			}
		}
	}
	// D_C: columns reachable from d0 by column –(cell of s)→ row –(M)→ column.
	cols := uint16(1) << uint(d0)
	frontier = cols
	for frontier != 0 {
		c := bits.TrailingZeros16(frontier)
		frontier &= frontier - 1
		for r := 0; r < n; r++ {
			if s.Rows[r]>>uint(c)&1 == 1 {
				z := m.RowMate[r]
				if z >= 0 && cols>>uint(z)&1 == 0 {
					cols |= 1 << uint(z)
					frontier |= 1 << uint(z)
				}
			}
		}
	}
	return Rectangle{rows, cols}, m.Size
}

// CompletingCells lists the cells f ∉ s with ν(s ∪ {f}) = n, by Lemma 1.
func CompletingCells(s *Set, n int) []Cell {
	q, _ := CompletingRectangle(s, n)
	qs := q.Set()
	for r := 0; r < n; r++ {
		qs.Rows[r] &^= s.Rows[r]
	}
	return qs.Cells()
}

// CompletingCellsDirect lists the cells f ∉ s with ν(s ∪ {f}) = n by testing
// every cell of the board: the independent check of Lemma 1.
func CompletingCellsDirect(s *Set, n int) []Cell {
	var out []Cell
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			f := Cell{r, c}
			if s.Has(f) {
				continue
			}
			t := *s
			t.Add(f)
			if Nu(&t, n) == n {
				out = append(out, f)
			}
		}
	}
	return out
}

// Threats lists the free cells (in neither own nor opp) that complete own.
func Threats(own, opp *Set, n int) []Cell {
	var out []Cell
	for _, c := range CompletingCells(own, n) {
		if !opp.Has(c) {
			out = append(out, c)
		}
	}
	return out
}
