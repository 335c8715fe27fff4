package transversal

import "math/bits"

// Move ordering of the solver. Ordering never changes an answer, only how
// soon a proof is found: a side to move tries first the cells that extend
// its own matching inside its open block (rows and columns holding none of
// its stones), then, among those, the cells in the line of an opposing stone
// that lies in that block (the reply of the paper's Phase 1, §4, which keeps
// the block free of the opponent), and, once it holds n−2 stones or more, the
// cells that give it free completing cells (threats). Ties are broken by cell
// index, so the order is deterministic. Only one cell of each class of twin
// rows × twin columns is listed (solveMoveReps).

func solveColMask(s *Set, n int) uint16 { return s.ColMask() & FullMask(n) }

// solveOrder scores every free cell for the side owning own.
func solveOrder(own, opp *Set, n int, f *solveSide, ml *solveMoves, allCells bool) {
	ml.k = 0
	full := FullMask(n)
	ownCols := solveColMask(own, n)
	freeCols := full &^ ownCols
	var freeRows uint16
	for r := 0; r < n; r++ {
		if own.Rows[r] == 0 {
			freeRows |= 1 << uint(r)
		}
	}
	// Opposing stones inside the open block: their rows and columns are hot.
	var hotRows, hotCols uint16
	for r := 0; r < n; r++ {
		if freeRows>>uint(r)&1 == 1 && opp.Rows[r]&freeCols != 0 {
			hotRows |= 1 << uint(r)
			hotCols |= opp.Rows[r] & freeCols
		}
	}
	threats := f.stone+1 >= n-1
	// One move per class of twin rows × twin columns (solveMoveReps): the
	// others lead to symmetric positions.
	moves := solveMoveReps(&Position{*own, *opp}, n)
	if allCells {
		moves = solveFreeCells(&Position{*own, *opp}, n)
	}
	for _, mv := range moves {
		r, c := mv.R, mv.C
		score := 0
		rf := freeRows>>uint(r)&1 == 1
		cf := freeCols>>uint(c)&1 == 1
		if rf {
			score += 4
		}
		if cf {
			score += 4
		}
		if rf && cf && hotRows>>uint(r)&1 == 1 {
			score += 2
		}
		if rf && cf && hotCols>>uint(c)&1 == 1 {
			score++
		}
		if threats {
			t := *own
			t.Add(Cell{r, c})
			s := solveReadSide(&t, opp, n)
			if s.nfree > 0 {
				score += 16 * min(s.nfree, 4)
			}
		}
		ml.add(Cell{r, c}, score)
	}
	ml.sort()
}

func solveOrderX(p *Position, n int, x *solveSide, ml *solveMoves, allCells bool) {
	solveOrder(&p.X, &p.O, n, x, ml, allCells)
}
func solveOrderO(p *Position, n int, o *solveSide, ml *solveMoves, allCells bool) {
	solveOrder(&p.O, &p.X, n, o, ml, allCells)
}

func solveTrailing(m uint16) int { return bits.TrailingZeros16(m) }
