package hex

import (
	"fmt"
	"sort"
)

// Pairing is a set of disjoint pairs of cells: Partner[i] is the cell paired
// with i, or -1 when i is left unpaired. Down's strategy is to answer every
// Across move in a pair with the other cell of the pair.
type Pairing struct {
	Board   *Board
	Partner []int
}

// NewPairing returns the empty pairing of b.
func NewPairing(b *Board) *Pairing {
	p := &Pairing{Board: b, Partner: make([]int, b.Cells)}
	for i := range p.Partner {
		p.Partner[i] = -1
	}
	return p
}

// PairingOf builds a pairing from a list of pairs; it fails if a cell is off
// the board, is paired with itself or appears in two pairs.
func PairingOf(b *Board, pairs [][2]int) (*Pairing, error) {
	p := NewPairing(b)
	for _, q := range pairs {
		if err := p.Pair(q[0], q[1]); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// Pair adds the pair {i, j}.
func (p *Pairing) Pair(i, j int) error {
	b := p.Board
	if i < 0 || j < 0 || i >= b.Cells || j >= b.Cells {
		return fmt.Errorf("hex: pair {%d, %d} is off the %v board", i, j, b)
	}
	if i == j {
		r, c := b.RC(i)
		return fmt.Errorf("hex: cell (%d, %d) paired with itself", r, c)
	}
	for _, k := range []int{i, j} {
		if p.Partner[k] >= 0 {
			r, c := b.RC(k)
			return fmt.Errorf("hex: cell (%d, %d) is in two pairs", r, c)
		}
	}
	p.Partner[i], p.Partner[j] = j, i
	return nil
}

// Pairs lists the pairs {i, j} with i < j, ordered by i.
func (p *Pairing) Pairs() [][2]int {
	var out [][2]int
	for i, j := range p.Partner {
		if j > i {
			out = append(out, [2]int{i, j})
		}
	}
	return out
}

// NumPairs is the number of pairs.
func (p *Pairing) NumPairs() int { return len(p.Pairs()) }

// Unpaired lists the cells in no pair.
func (p *Pairing) Unpaired() []int {
	var out []int
	for i, j := range p.Partner {
		if j < 0 {
			out = append(out, i)
		}
	}
	return out
}

// Complete reports whether every cell is paired.
func (p *Pairing) Complete() bool { return len(p.Unpaired()) == 0 }

// Equal reports whether p and q pair the same cells of the same board shape.
func (p *Pairing) Equal(q *Pairing) bool {
	if p.Board.Rows != q.Board.Rows || p.Board.Cols != q.Board.Cols {
		return false
	}
	for i := range p.Partner {
		if p.Partner[i] != q.Partner[i] {
			return false
		}
	}
	return true
}

// Map returns the image of p under a map of cells (a symmetry of the board).
func (p *Pairing) Map(f func(int) int) *Pairing {
	q := NewPairing(p.Board)
	for i, j := range p.Partner {
		if j >= 0 {
			q.Partner[f(i)] = f(j)
		}
	}
	return q
}

// SubsetOf reports whether every pair of p is a pair of q.
func (p *Pairing) SubsetOf(q *Pairing) bool {
	for i, j := range p.Partner {
		if j >= 0 && q.Partner[i] != j {
			return false
		}
	}
	return true
}

// Shared counts the pairs p and q have in common.
func (p *Pairing) Shared(q *Pairing) int {
	n := 0
	for i, j := range p.Partner {
		if j > i && q.Partner[i] == j {
			n++
		}
	}
	return n
}

// Meets reports whether the set s holds both cells of some pair.
func (p *Pairing) Meets(s Set) bool {
	for i, j := range p.Partner {
		if j > i && s.Has(i) && s.Has(j) {
			return true
		}
	}
	return false
}

// WholePairs counts the pairs with both cells in s.
func (p *Pairing) WholePairs(s Set) int {
	n := 0
	for i, j := range p.Partner {
		if j > i && s.Has(i) && s.Has(j) {
			n++
		}
	}
	return n
}

// Key is a canonical text form of the pairing, "r,c-r,c r,c-r,c ...", pairs
// sorted; equal pairings have equal keys.
func (p *Pairing) Key() string {
	b := p.Board
	var s []string
	for _, q := range p.Pairs() {
		r1, c1 := b.RC(q[0])
		r2, c2 := b.RC(q[1])
		s = append(s, fmt.Sprintf("%d,%d-%d,%d", r1, c1, r2, c2))
	}
	sort.Strings(s)
	out := ""
	for k, x := range s {
		if k > 0 {
			out += " "
		}
		out += x
	}
	return out
}
