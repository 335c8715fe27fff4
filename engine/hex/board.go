package hex

import "fmt"

// MaxSide bounds the rows and columns a Board accepts. Nothing in the
// package depends on it beyond memory; it guards against typing mistakes.
const MaxSide = 64

// Board is an R × C Hex rhombus. Cells are numbered row by row from the top
// left: cell i is (i / C, i % C), row r counted from the top and column c from
// the left, as in the essay ("Number the cells of an n × (n + 1) board by row r
// from the top and column c from the left").
//
// Adjacency: each cell (r, c) touches (r, c±1), (r±1, c), (r−1, c+1) and
// (r+1, c−1). Drawn with every row shifted half a cell to the right of the row
// above, this makes (0, 0) and (R−1, C−1) the acute corners, the two cells
// furthest apart (the essay's cross pair joins them), and the main diagonal
// r = c the rhombus' long diagonal. The convention is fixed by the essay's
// numbers: under it the diagonal rule (r, c) ↔ (c, r+1) meets every chain and
// the slack of the rules on 5 × 6 is 2,336 and 1,859 whole pairs (see the
// tests); under the mirror convention the chain counts are the same but the
// rules fail.
//
// Across joins the left edge (column 0) to the right edge (column C−1); Down
// joins the top edge (row 0) to the bottom edge (row R−1). On n × (n+1) Down's
// edges are the nearer pair and Down wins moving second.
type Board struct {
	Rows, Cols int
	// Adj is the adjacency convention (AntiDiagonal unless asked otherwise).
	Adj Adjacency
	// Cells is Rows*Cols; Words is the number of 64-bit words of a Set.
	Cells, Words int
	nbr          [][]int // neighbours of each cell, in the fixed order of dirs
}

// Adjacency is the convention for the two diagonal neighbours of a cell.
type Adjacency int

const (
	// AntiDiagonal: (r, c) touches (r−1, c+1) and (r+1, c−1). The essay's
	// convention: (0, 0) and (R−1, C−1) are the acute corners.
	AntiDiagonal Adjacency = iota
	// MainDiagonal: (r, c) touches (r−1, c−1) and (r+1, c+1), the mirror
	// image (a left-right reflection of the board carries one convention to
	// the other). Used to study the rules under reflections.
	MainDiagonal
)

func (a Adjacency) String() string {
	if a == MainDiagonal {
		return "main-diagonal"
	}
	return "anti-diagonal"
}

// dirs is the neighbour order used by every walk in the package:
// right, down-left, down, left, up-right, up. The order fixes the order in
// which chains are listed, and through it the census' tie-breaks. mirrorDirs
// is the same order for the MainDiagonal convention (diagonals mirrored).
var (
	dirs       = [6][2]int{{0, 1}, {1, -1}, {1, 0}, {0, -1}, {-1, 1}, {-1, 0}}
	mirrorDirs = [6][2]int{{0, 1}, {1, 1}, {1, 0}, {0, -1}, {-1, -1}, {-1, 0}}
)

// NewBoard returns the R × C board with the essay's adjacency. Both sides
// must be at least 1 and at most MaxSide.
func NewBoard(rows, cols int) (*Board, error) { return NewBoardAdj(rows, cols, AntiDiagonal) }

// NewBoardAdj returns the R × C board with the given adjacency convention.
func NewBoardAdj(rows, cols int, adj Adjacency) (*Board, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("hex: board %d × %d: rows and columns must be between 1 and %d", rows, cols, MaxSide)
	}
	b := &Board{Rows: rows, Cols: cols, Cells: rows * cols, Adj: adj}
	ds := dirs
	if adj == MainDiagonal {
		ds = mirrorDirs
	}
	b.Words = (b.Cells + 63) / 64
	b.nbr = make([][]int, b.Cells)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			i := r*cols + c
			for _, d := range ds {
				rr, cc := r+d[0], c+d[1]
				if rr >= 0 && rr < rows && cc >= 0 && cc < cols {
					b.nbr[i] = append(b.nbr[i], rr*cols+cc)
				}
			}
		}
	}
	return b, nil
}

// MustBoard is NewBoard for sizes known to be valid; it panics otherwise.
func MustBoard(rows, cols int) *Board {
	b, err := NewBoard(rows, cols)
	if err != nil {
		panic(err)
	}
	return b
}

// String prints the board's shape, "5 × 6" (with the convention if it is
// not the essay's).
func (b *Board) String() string {
	if b.Adj != AntiDiagonal {
		return fmt.Sprintf("%d × %d (%v)", b.Rows, b.Cols, b.Adj)
	}
	return fmt.Sprintf("%d × %d", b.Rows, b.Cols)
}

// Cell returns the index of cell (r, c).
func (b *Board) Cell(r, c int) int { return r*b.Cols + c }

// RC returns the row and column of cell i.
func (b *Board) RC(i int) (r, c int) { return i / b.Cols, i % b.Cols }

// In reports whether (r, c) lies on the board.
func (b *Board) In(r, c int) bool { return r >= 0 && r < b.Rows && c >= 0 && c < b.Cols }

// Neighbors returns the cells adjacent to cell i (do not modify).
func (b *Board) Neighbors(i int) []int { return b.nbr[i] }

// Adjacent reports whether cells i and j touch.
func (b *Board) Adjacent(i, j int) bool {
	for _, k := range b.nbr[i] {
		if k == j {
			return true
		}
	}
	return false
}

// Left and Right report whether cell i lies on Across's left or right edge.
func (b *Board) Left(i int) bool  { return i%b.Cols == 0 }
func (b *Board) Right(i int) bool { return i%b.Cols == b.Cols-1 }

// Top and Bottom report whether cell i lies on Down's top or bottom edge.
func (b *Board) Top(i int) bool    { return i < b.Cols }
func (b *Board) Bottom(i int) bool { return i >= b.Cells-b.Cols }

// NewSet returns an empty set of cells sized for the board.
func (b *Board) NewSet() Set { return make(Set, b.Words) }
