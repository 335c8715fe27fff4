package transversal

import (
	"fmt"
	"math/bits"
	"sort"
	"strconv"
	"strings"
)

// MaxN is the largest board side supported: a row is one uint16 bitmask.
const MaxN = 16

// Cell is a board cell, 0-based (row R, column C).
type Cell struct{ R, C int }

// String prints the cell 1-based, as the paper writes it: "(r,c)".
func (c Cell) String() string { return fmt.Sprintf("(%d,%d)", c.R+1, c.C+1) }

// Set is a set of cells of an n×n board: bit c of Rows[r] is cell (r, c).
// The zero value is the empty set. Set is a value type: copying is cheap.
type Set struct {
	Rows [MaxN]uint16
}

// Has reports whether the set holds cell c.
func (s *Set) Has(c Cell) bool { return s.Rows[c.R]>>uint(c.C)&1 == 1 }

// Add inserts cell c.
func (s *Set) Add(c Cell) { s.Rows[c.R] |= 1 << uint(c.C) }

// Remove deletes cell c.
func (s *Set) Remove(c Cell) { s.Rows[c.R] &^= 1 << uint(c.C) }

// Len is the number of cells.
func (s *Set) Len() int {
	t := 0
	for _, r := range s.Rows {
		t += bits.OnesCount16(r)
	}
	return t
}

// Union returns s ∪ t.
func (s Set) Union(t Set) Set {
	for i := range s.Rows {
		s.Rows[i] |= t.Rows[i]
	}
	return s
}

// Cells lists the cells in row-major order.
func (s *Set) Cells() []Cell {
	var out []Cell
	for r, m := range s.Rows {
		for m != 0 {
			c := bits.TrailingZeros16(m)
			out = append(out, Cell{r, c})
			m &= m - 1
		}
	}
	return out
}

// ColMask returns the set of columns (as a bitmask) holding a cell of s.
func (s *Set) ColMask() uint16 {
	var m uint16
	for _, r := range s.Rows {
		m |= r
	}
	return m
}

// RowMask returns the set of rows (as a bitmask) holding a cell of s.
func (s *Set) RowMask() uint16 {
	var m uint16
	for r, row := range s.Rows {
		if row != 0 {
			m |= 1 << uint(r)
		}
	}
	return m
}

// CountInLines counts the cells of s in row b or column d (the paper's
// w = |F ∩ (row b ∪ col d)|).
func (s *Set) CountInLines(b, d int) int {
	t := bits.OnesCount16(s.Rows[b])
	for r, row := range s.Rows {
		if r != b && row>>uint(d)&1 == 1 {
			t++
		}
	}
	return t
}

// SetOf builds a set from cells.
func SetOf(cells ...Cell) Set {
	var s Set
	for _, c := range cells {
		s.Add(c)
	}
	return s
}

// FullMask is the bitmask of the n columns 0..n−1.
func FullMask(n int) uint16 { return uint16(1<<uint(n) - 1) }

// ParseCells reads cells written 1-based as in the paper: "r,c r,c ..." or
// "(r,c) (r,c)" (spaces, semicolons or parentheses separate them). Every cell
// must lie on the n×n board.
func ParseCells(n int, text string) ([]Cell, error) {
	f := func(r rune) bool { return r == ' ' || r == ';' || r == '(' || r == ')' || r == '\t' || r == '\n' }
	var out []Cell
	for i, tok := range strings.FieldsFunc(text, f) {
		a, b, ok := strings.Cut(tok, ",")
		if !ok {
			return nil, fmt.Errorf("cell %d %q: want r,c", i+1, tok)
		}
		r, err1 := strconv.Atoi(strings.TrimSpace(a))
		c, err2 := strconv.Atoi(strings.TrimSpace(b))
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("cell %d %q: want integers r,c", i+1, tok)
		}
		if r < 1 || r > n || c < 1 || c > n {
			return nil, fmt.Errorf("cell %d (%d,%d): off the %d×%d board (rows and columns are 1..%d)", i+1, r, c, n, n, n)
		}
		out = append(out, Cell{r - 1, c - 1})
	}
	return out, nil
}

// FormatCells prints cells 1-based, sorted, as "(r,c) (r,c) ...".
func FormatCells(cells []Cell) string {
	cs := append([]Cell(nil), cells...)
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].R != cs[j].R {
			return cs[i].R < cs[j].R
		}
		return cs[i].C < cs[j].C
	})
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}
