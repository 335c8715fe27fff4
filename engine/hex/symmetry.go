package hex

// Maps of the board used to study the rules ("Still open"; issue: the
// symmetry study). A map sends cell (r, c) of b to a cell of the image
// board; Image names that board.
//
// On an R × C board of either convention the half-turn is a symmetry: it
// keeps the adjacency, swaps the left and right edges and so carries
// Across's chains to Across's chains. The left-right and top-bottom
// reflections also carry the board onto itself and Across's chains onto
// Across's chains, but they swap the adjacency conventions: the image of an
// AntiDiagonal board is a MainDiagonal board. The transpose (r, c) ↦ (c, r)
// keeps the convention but turns an R × C board into C × R and Across's
// chains into Down's.

// Map is a map of cells between two boards.
type Map struct {
	Name  string
	From  *Board
	Image *Board
	cell  func(r, c int) (int, int)
}

// Apply returns the image of cell i.
func (m Map) Apply(i int) int {
	r, c := m.From.RC(i)
	rr, cc := m.cell(r, c)
	return m.Image.Cell(rr, cc)
}

// Pairing returns the image of p (which must be on m.From) on m.Image.
func (m Map) Pairing(p *Pairing) *Pairing {
	q := NewPairing(m.Image)
	for i, j := range p.Partner {
		if j >= 0 {
			q.Partner[m.Apply(i)] = m.Apply(j)
		}
	}
	return q
}

// Set returns the image of a set of cells.
func (m Map) Set(s Set) Set {
	t := m.Image.NewSet()
	for _, i := range s.Cells() {
		t.Add(m.Apply(i))
	}
	return t
}

func other(a Adjacency) Adjacency {
	if a == AntiDiagonal {
		return MainDiagonal
	}
	return AntiDiagonal
}

// HalfTurn is (r, c) ↦ (R−1−r, C−1−c) on b itself.
func HalfTurn(b *Board) Map {
	return Map{"half-turn", b, b, func(r, c int) (int, int) { return b.Rows - 1 - r, b.Cols - 1 - c }}
}

// MirrorLR is (r, c) ↦ (r, C−1−c), onto the board of the other convention.
func MirrorLR(b *Board) Map {
	img, _ := NewBoardAdj(b.Rows, b.Cols, other(b.Adj))
	return Map{"left-right reflection", b, img, func(r, c int) (int, int) { return r, b.Cols - 1 - c }}
}

// MirrorTB is (r, c) ↦ (R−1−r, c), onto the board of the other convention.
func MirrorTB(b *Board) Map {
	img, _ := NewBoardAdj(b.Rows, b.Cols, other(b.Adj))
	return Map{"top-bottom reflection", b, img, func(r, c int) (int, int) { return b.Rows - 1 - r, c }}
}

// Transpose is (r, c) ↦ (c, r), onto the C × R board of the same convention.
func Transpose(b *Board) Map {
	img, _ := NewBoardAdj(b.Cols, b.Rows, b.Adj)
	return Map{"transpose", b, img, func(r, c int) (int, int) { return c, r }}
}

// IsAutomorphism reports whether m carries adjacent cells to adjacent cells
// and non-adjacent to non-adjacent (an isomorphism of the two boards).
func (m Map) IsAutomorphism() bool {
	b := m.From
	for i := 0; i < b.Cells; i++ {
		for j := 0; j < b.Cells; j++ {
			if i != j && b.Adjacent(i, j) != m.Image.Adjacent(m.Apply(i), m.Apply(j)) {
				return false
			}
		}
	}
	return true
}

// KeepsAcrossEdges reports whether m carries the set of Across's two edges
// (the left and right columns) onto the image's left and right columns.
func (m Map) KeepsAcrossEdges() bool {
	b := m.From
	for i := 0; i < b.Cells; i++ {
		j := m.Apply(i)
		if (b.Left(i) || b.Right(i)) != (m.Image.Left(j) || m.Image.Right(j)) {
			return false
		}
	}
	return true
}
