package transversal

import "math/bits"

// Canonical forms of positions under the symmetry group of the game: row
// canonPerms × column canonPerms × transpose (|G| = 2·n!² for n ≥ 2).
// Every rule of the game is invariant under G — a transversal is a perfect
// matching of K_{n,n}, and G acts on K_{n,n} by graph automorphisms — so two
// positions in one orbit have the same value, and a search needs to visit
// only one of them.
//
// A position is a bipartite graph, rows against columns, whose edges are the
// stones, coloured X or O. Its canonical form is built in three steps:
//
//  1. Connected components. The isomorphism type of the graph is the multiset
//     of the types of its components (empty rows and columns carry nothing),
//     so each component is put in canonical form on its own and the
//     components are sorted. This is what keeps symmetric positions cheap: a
//     matching of k stones is k identical one-stone components, not k!
//     orderings of rows.
//  2. Inside a component, individualisation–refinement: colour refinement of
//     rows and columns (split every cell by the number of X and O neighbours
//     each vertex has in every other cell, in an order fixed by those
//     counts, until the partition is equitable); while some cell of rows is
//     not a set of twins, branch on each of its rows (skipping twins of rows
//     already tried: swapping twins is an automorphism), and keep the least
//     matrix over all leaves. At a leaf the rows are ordered up to twins, and
//     columns in one cell have the same column vector, so the matrix is
//     determined.
//  3. Transpose: the same for the transposed position, and the smaller of the
//     two sorted component lists wins.
//
// The canonical board places the sorted components block-diagonally from
// the top-left corner. Canon also returns the Symmetry that carries the
// input onto the canonical board, so that anything computed on the canonical
// board (a reply, a certificate entry) can be mapped back, and so that a
// checker can confirm by applying it that the two boards are in one orbit.

// Symmetry is an element of the game's symmetry group: optionally transpose
// the board, then send row r to Row[r] and column c to Col[c].
type Symmetry struct {
	Transpose bool
	Row, Col  [MaxN]int8
}

// Identity returns the identity symmetry.
func Identity() Symmetry {
	var g Symmetry
	for i := 0; i < MaxN; i++ {
		g.Row[i], g.Col[i] = int8(i), int8(i)
	}
	return g
}

// Cell maps one cell.
func (g *Symmetry) Cell(c Cell) Cell {
	if g.Transpose {
		c.R, c.C = c.C, c.R
	}
	return Cell{int(g.Row[c.R]), int(g.Col[c.C])}
}

// Set maps a set of cells of the n×n board.
func (g *Symmetry) Set(s *Set, n int) Set {
	var out Set
	for r := 0; r < n; r++ {
		for m := s.Rows[r]; m != 0; m &= m - 1 {
			out.Add(g.Cell(Cell{r, bits.TrailingZeros16(m)}))
		}
	}
	return out
}

// Inverse returns the symmetry h with h(g(c)) = c on the n×n board.
func (g *Symmetry) Inverse(n int) Symmetry {
	var ri, ci [MaxN]int8
	for i := 0; i < n; i++ {
		ri[g.Row[i]] = int8(i)
		ci[g.Col[i]] = int8(i)
	}
	if g.Transpose {
		// g = π∘T: (r,c) ↦ (Row[c], Col[r]); its inverse (R,C) ↦ (Col⁻¹[C], Row⁻¹[R])
		// is T followed by rows ↦ Col⁻¹, columns ↦ Row⁻¹.
		return Symmetry{Transpose: true, Row: ci, Col: ri}
	}
	return Symmetry{Row: ri, Col: ci}
}

// Valid reports whether Row and Col are canonPerms of 0..n−1.
func (g *Symmetry) Valid(n int) bool {
	var rs, cs uint32
	for i := 0; i < n; i++ {
		if g.Row[i] < 0 || int(g.Row[i]) >= n || g.Col[i] < 0 || int(g.Col[i]) >= n {
			return false
		}
		rs |= 1 << uint(g.Row[i])
		cs |= 1 << uint(g.Col[i])
	}
	return rs == 1<<uint(n)-1 && cs == 1<<uint(n)-1
}

// Position is a board: X's and O's stones. Whose move it is follows from the
// stone counts (X moves when |X| = |O|).
type Position struct {
	X, O Set
}

// Map applies a symmetry to both colours.
func (p *Position) Map(g *Symmetry, n int) Position {
	return Position{g.Set(&p.X, n), g.Set(&p.O, n)}
}

// Ply is the number of stones on the board.
func (p *Position) Ply() int { return p.X.Len() + p.O.Len() }

// Free reports whether cell c holds no stone.
func (p *Position) Free(c Cell) bool { return !p.X.Has(c) && !p.O.Has(c) }

// Key packs a position into 512 bits: cell (r, c) is bit r·n+c of the X
// half (words 0–3) and of the O half (words 4–7).
type Key [8]uint64

// KeyMaxN is the largest n whose positions fit a Key (n² ≤ 256).
const KeyMaxN = MaxN

// KeyOf packs a position.
func KeyOf(p *Position, n int) Key {
	var k Key
	for r := 0; r < n; r++ {
		for h, s := range [2]*Set{&p.X, &p.O} {
			row := uint64(s.Rows[r])
			if row == 0 {
				continue
			}
			b := uint(r * n)
			k[4*h+int(b/64)] |= row << (b % 64)
			if b%64+uint(n) > 64 {
				k[4*h+int(b/64)+1] |= row >> (64 - b%64)
			}
		}
	}
	return k
}

// Position unpacks a key.
func (k Key) Position(n int) Position {
	var p Position
	mask := uint64(FullMask(n))
	for r := 0; r < n; r++ {
		for h, s := range [2]*Set{&p.X, &p.O} {
			b := uint(r * n)
			v := k[4*h+int(b/64)] >> (b % 64)
			if b%64+uint(n) > 64 {
				v |= k[4*h+int(b/64)+1] << (64 - b%64)
			}
			s.Rows[r] = uint16(v & mask)
		}
	}
	return p
}

// Hash mixes the key into 64 bits (for table indexing only; equality is
// always decided on the whole key).
func (k Key) Hash() uint64 {
	h := uint64(0x243F6A8885A308D3)
	for _, w := range k {
		h = (h ^ w) * 0x9E3779B97F4A7C15
		h ^= h >> 31
	}
	h = (h ^ h>>29) * 0xBF58476D1CE4E5B9
	return h ^ h>>32
}

// Canon returns the canonical form of p on the n×n board and a symmetry g
// with g(p) = the canonical form.
func Canon(p *Position, n int) (Position, Symmetry) {
	var a, b canonWork
	a.load(p, n, false)
	a.run()
	b.load(p, n, true)
	b.run()
	w := &a
	if canonCompareLists(&b, &a) < 0 {
		w = &b
	}
	return w.assemble()
}

// CanonKey is the Key of the canonical form.
func CanonKey(p *Position, n int) Key {
	c, _ := Canon(p, n)
	return KeyOf(&c, n)
}

// --- implementation ---------------------------------------------------------

// A vertex is a row (0..n−1) or a column (16..16+n−1) of one orientation;
// vertex sets are uint32 masks.
const canonColBase = 16

// canonCode is a component's canonical matrix: r rows × c columns, row i in
// Rows[i] with 2 bits per column (0 empty, 1 X, 2 O), column 0 in the low bits.
type canonCode struct {
	r, c int
	Rows [MaxN]uint32
}

func (a *canonCode) cmp(b *canonCode) int {
	if a.r != b.r {
		return canonSign(a.r - b.r)
	}
	if a.c != b.c {
		return canonSign(a.c - b.c)
	}
	for i := 0; i < a.r; i++ {
		if a.Rows[i] != b.Rows[i] {
			if a.Rows[i] < b.Rows[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

func canonSign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// canonComp is one component with its best code and the row and column
// order that produce it (vertex numbers in code order).
type canonComp struct {
	code       canonCode
	rowOrder   [MaxN]int8
	colOrder   [MaxN]int8
	rows, cols uint32 // vertex masks (columns at canonColBase)
}

type canonWork struct {
	n         int
	transpose bool
	nbrX      [2 * canonColBase]uint32
	nbrO      [2 * canonColBase]uint32
	comps     [MaxN]canonComp
	ncomp     int
	order     [MaxN]int8 // components sorted by code
	// IR scratch
	best    canonCode
	bestRow [MaxN]int8
	bestCol [MaxN]int8
	have    bool
}

func (w *canonWork) load(p *Position, n int, transpose bool) {
	w.n, w.transpose, w.ncomp, w.have = n, transpose, 0, false
	w.nbrX = [2 * canonColBase]uint32{}
	w.nbrO = [2 * canonColBase]uint32{}
	for r := 0; r < n; r++ {
		for h, s := range [2]*Set{&p.X, &p.O} {
			for m := s.Rows[r]; m != 0; m &= m - 1 {
				c := bits.TrailingZeros16(m)
				rr, cc := r, c
				if transpose {
					rr, cc = c, r
				}
				if h == 0 {
					w.nbrX[rr] |= 1 << uint(canonColBase+cc)
					w.nbrX[canonColBase+cc] |= 1 << uint(rr)
				} else {
					w.nbrO[rr] |= 1 << uint(canonColBase+cc)
					w.nbrO[canonColBase+cc] |= 1 << uint(rr)
				}
			}
		}
	}
}

func (w *canonWork) nbr(v int) uint32 { return w.nbrX[v] | w.nbrO[v] }

func (w *canonWork) run() {
	var seen uint32
	for r := 0; r < w.n; r++ {
		if seen>>uint(r)&1 == 1 || w.nbr(r) == 0 {
			continue
		}
		// Breadth-first: the component of row r.
		comp := uint32(1) << uint(r)
		frontier := comp
		for frontier != 0 {
			v := bits.TrailingZeros32(frontier)
			frontier &= frontier - 1
			nb := w.nbr(v) &^ comp
			comp |= nb
			frontier |= nb
		}
		seen |= comp
		c := &w.comps[w.ncomp]
		w.ncomp++
		c.rows = comp & (1<<canonColBase - 1)
		c.cols = comp &^ (1<<canonColBase - 1)
		w.canonComponent(c)
	}
	// Sort components by code (insertion sort: few components).
	for i := 0; i < w.ncomp; i++ {
		w.order[i] = int8(i)
	}
	for i := 1; i < w.ncomp; i++ {
		for j := i; j > 0 && w.comps[w.order[j]].code.cmp(&w.comps[w.order[j-1]].code) < 0; j-- {
			w.order[j], w.order[j-1] = w.order[j-1], w.order[j]
		}
	}
}

// canonCompareLists compares two orientations by their sorted component codes.
func canonCompareLists(a, b *canonWork) int {
	for i := 0; i < a.ncomp && i < b.ncomp; i++ {
		if c := a.comps[a.order[i]].code.cmp(&b.comps[b.order[i]].code); c != 0 {
			return c
		}
	}
	return canonSign(a.ncomp - b.ncomp)
}

// canonPartition is an ordered partition of a component's vertices.
type canonPartition struct {
	cells [2 * MaxN]uint32
	k     int
}

func (w *canonWork) canonComponent(c *canonComp) {
	if c.rows&(c.rows-1) == 0 && c.cols&(c.cols-1) == 0 {
		// One stone: the code is its colour.
		v := bits.TrailingZeros32(c.rows)
		col := bits.TrailingZeros32(c.cols) - canonColBase
		c.code = canonCode{r: 1, c: 1}
		c.code.Rows[0] = 2
		if w.nbrX[v] != 0 {
			c.code.Rows[0] = 1
		}
		c.rowOrder[0], c.colOrder[0] = int8(v), int8(col)
		return
	}
	var p canonPartition
	p.cells[0], p.cells[1], p.k = c.rows, c.cols, 2
	w.have = false
	w.ir(&p)
	c.code, c.rowOrder, c.colOrder = w.best, w.bestRow, w.bestCol
}

// refine makes the partition equitable by colour refinement in rounds: in
// each round every vertex gets the signature "numbers of X and O neighbours
// in each cell", and every cell is split by signature, the parts ordered by
// signature (an isomorphism-invariant order), until a round splits nothing.
func (w *canonWork) refine(p *canonPartition) {
	for {
		var sig [2 * canonColBase][2 * MaxN]uint16
		for i := 0; i < p.k; i++ {
			cell := p.cells[i]
			if cell&(cell-1) == 0 {
				continue
			}
			for m := cell; m != 0; m &= m - 1 {
				v := bits.TrailingZeros32(m)
				nx, no := w.nbrX[v], w.nbrO[v]
				for j := 0; j < p.k; j++ {
					sig[v][j] = uint16(bits.OnesCount32(nx&p.cells[j]))<<8 | uint16(bits.OnesCount32(no&p.cells[j]))
				}
			}
		}
		k := p.k
		less := func(a, b int) bool {
			for j := 0; j < k; j++ {
				if sig[a][j] != sig[b][j] {
					return sig[a][j] < sig[b][j]
				}
			}
			return false
		}
		var out canonPartition
		for i := 0; i < p.k; i++ {
			cell := p.cells[i]
			if cell&(cell-1) == 0 {
				out.cells[out.k] = cell
				out.k++
				continue
			}
			// Sort the cell's vertices by signature, then cut between distinct ones.
			var vs [2 * canonColBase]int8
			nv := 0
			for m := cell; m != 0; m &= m - 1 {
				v := bits.TrailingZeros32(m)
				j := nv
				for j > 0 && less(v, int(vs[j-1])) {
					vs[j] = vs[j-1]
					j--
				}
				vs[j] = int8(v)
				nv++
			}
			part := uint32(1) << uint(vs[0])
			for j := 1; j < nv; j++ {
				if less(int(vs[j-1]), int(vs[j])) {
					out.cells[out.k] = part
					out.k++
					part = 0
				}
				part |= 1 << uint(vs[j])
			}
			out.cells[out.k] = part
			out.k++
		}
		if out.k == p.k {
			return
		}
		*p = out
	}
}

func (w *canonWork) twins(u, v int) bool {
	return w.nbrX[u] == w.nbrX[v] && w.nbrO[u] == w.nbrO[v]
}

// allTwins reports whether every vertex of cell is a twin of the first.
func (w *canonWork) allTwins(cell uint32) bool {
	u := bits.TrailingZeros32(cell)
	for m := cell & (cell - 1); m != 0; m &= m - 1 {
		if !w.twins(u, bits.TrailingZeros32(m)) {
			return false
		}
	}
	return true
}

// ir is the individualisation–refinement search of one component.
func (w *canonWork) ir(p *canonPartition) {
	w.refine(p)
	target := -1
	for i := 0; i < p.k; i++ {
		cell := p.cells[i]
		if cell&(cell-1) != 0 && cell&(1<<canonColBase-1) != 0 && !w.allTwins(cell) {
			target = i
			break
		}
	}
	if target < 0 {
		w.leaf(p)
		return
	}
	cell := p.cells[target]
	var tried uint32
	for m := cell; m != 0; m &= m - 1 {
		v := bits.TrailingZeros32(m)
		twin := false
		for t := tried; t != 0; t &= t - 1 {
			if w.twins(v, bits.TrailingZeros32(t)) {
				twin = true
				break
			}
		}
		if twin {
			continue
		}
		tried |= 1 << uint(v)
		q := *p
		copy(q.cells[target+2:q.k+1], p.cells[target+1:p.k])
		q.cells[target] = 1 << uint(v)
		q.cells[target+1] = cell &^ (1 << uint(v))
		q.k++
		w.ir(&q)
	}
}

// leaf computes the matrix of a discrete (up to twins) partition and keeps
// it if it is the least so far.
func (w *canonWork) leaf(p *canonPartition) {
	var code canonCode
	var rowOrder, colOrder [MaxN]int8
	var colPos [canonColBase]int8
	for i := 0; i < p.k; i++ {
		for m := p.cells[i]; m != 0; m &= m - 1 {
			v := bits.TrailingZeros32(m)
			if v < canonColBase {
				rowOrder[code.r] = int8(v)
				code.r++
			} else {
				colPos[v-canonColBase] = int8(code.c)
				colOrder[code.c] = int8(v - canonColBase)
				code.c++
			}
		}
	}
	for i := 0; i < code.r; i++ {
		v := int(rowOrder[i])
		var row uint32
		for m := w.nbrX[v] >> canonColBase; m != 0; m &= m - 1 {
			row |= 1 << uint(2*colPos[bits.TrailingZeros32(m)])
		}
		for m := w.nbrO[v] >> canonColBase; m != 0; m &= m - 1 {
			row |= 2 << uint(2*colPos[bits.TrailingZeros32(m)])
		}
		code.Rows[i] = row
	}
	if !w.have || code.cmp(&w.best) < 0 {
		w.best, w.bestRow, w.bestCol, w.have = code, rowOrder, colOrder, true
	}
}

// assemble lays the sorted components out block-diagonally and returns the
// canonical position and the symmetry from the input to it.
func (w *canonWork) assemble() (Position, Symmetry) {
	n := w.n
	g := Symmetry{Transpose: w.transpose}
	var usedR, usedC uint32
	r0, c0 := 0, 0
	var out Position
	for i := 0; i < w.ncomp; i++ {
		c := &w.comps[w.order[i]]
		for j := 0; j < c.code.r; j++ {
			g.Row[c.rowOrder[j]] = int8(r0 + j)
			usedR |= 1 << uint(c.rowOrder[j])
			row := c.code.Rows[j]
			for k := 0; k < c.code.c; k++ {
				switch row >> uint(2*k) & 3 {
				case 1:
					out.X.Rows[r0+j] |= 1 << uint(c0+k)
				case 2:
					out.O.Rows[r0+j] |= 1 << uint(c0+k)
				}
			}
		}
		for k := 0; k < c.code.c; k++ {
			g.Col[c.colOrder[k]] = int8(c0 + k)
			usedC |= 1 << uint(c.colOrder[k])
		}
		r0 += c.code.r
		c0 += c.code.c
	}
	for r := 0; r < n; r++ {
		if usedR>>uint(r)&1 == 0 {
			g.Row[r] = int8(r0)
			r0++
		}
		if usedC>>uint(r)&1 == 0 {
			g.Col[r] = int8(c0)
			c0++
		}
	}
	for i := n; i < MaxN; i++ {
		g.Row[i], g.Col[i] = int8(i), int8(i)
	}
	return out, g
}
