package transversal

import "math/bits"

// The pruning rules of the exact solver. Each is a statement about the game
// "does X complete a transversal at or before ply P, against every O play,
// where O wins (and X fails) by completing one first?", and each names its
// proof. The search (solve_search.go) applies them in the order below and
// nothing else; the plain minimax of the tests applies none of them.
//
// Throughout, a side's free completing cells are the empty cells f with
// ν(S ∪ {f}) = n, S the side's stones; by Lemma 1 they are the empty cells
// of the rectangle D_R × D_C when ν(S) = n−1, and there are none otherwise.
//
// R0 (Corollary 2). A side with fewer than n−1 stones has ν ≤ n−2 and no
// completing cell; a side with fewer than n stones has not won. The rules
// below skip ν computations on that ground only.
//
// R1 (win now). If the side to move has a free completing cell it completes
// a transversal on this ply: X to move → X wins at this ply; O to move → O
// wins first, so X fails.
//
// R2 (forced block). If the side to move cannot win now (R1) and the
// opponent has exactly one free completing cell f, every move other than f
// lets the opponent complete on the next ply, so only f is searched; with
// two or more, the mover loses on the next ply whatever it plays (it can
// occupy one cell). For O to move: X then wins at the next ply, which counts
// only if that ply is ≤ P. For X to move: O completes first.
//
// R3 (horizon). X plays no stone after ply P: X to move at ply P wins iff R1
// applies; O to move at ply P−1 or later cannot be beaten unless R2 says X
// completes at a ply ≤ P. And the game ends when the board is full: with no
// free cell left (ply n²+1 to play) neither side completes any more.
//
// R4 (tempo bound). Let X be to move at ply q with no free completing cell,
// holding k stones with ν(X) = v. Then X cannot win before ply
// q + 2·max(1, n−1−v, n−k), so if that exceeds P, X fails. Proof: let O
// block whenever X has exactly one free completing cell (and play anything
// otherwise). Against that O, X can complete at a ply t only if after its
// move at t−2 it had two or more free completing cells (one is not enough:
// O occupies it at t−1; none is not enough: O's move cannot create one). Two
// completing cells need ν = n−1 and at least n stones (Corollary 2: an
// (n−1)-matching with nothing else has exactly one completing cell). Each
// X move adds one stone and raises ν by at most one, so reaching the
// double threat takes at least max(n−1−v, n−k) moves, and at least one since
// X has no completing cell now (a double threat needs a new one); the win
// comes one X move later.
//
// R5 (last set-up move). X to move at ply P−2 with no free completing cell
// wins by P only by a move after which X has two or more free completing
// cells and O has none (R2 and R1 at ply P−1, R3 at P). Such a move must
// (a) when ν(X) = n−1: lie in a row of D_R or a column of D_C — adding a
// cell (p, q) with p ∉ D_R and q ∉ D_C keeps a maximum matching M of X
// maximum and adds no alternating path from M's exposed row or column, so
// the rectangle, all of whose cells are occupied, is unchanged (the remark
// after Lemma 3, in general form); (b) when ν(X) = n−2: raise ν, so lie in
// (rows exposed by some maximum matching) × (columns exposed by some maximum
// matching); (c) when ν(X) ≤ n−3: there is none. R5 only narrows the moves
// tried; each candidate is still checked by computing both rectangles.

// solveSide is what the rules read off one side's stones.
type solveSide struct {
	nu    int
	stone int
	free  Set // free completing cells
	nfree int
	rect  Rectangle
}

// solveReadSide computes ν, the completing rectangle and the free completing
// cells of own (opp holding the other stones).
func solveReadSide(own, opp *Set, n int) solveSide {
	f := solveSide{stone: own.Len()}
	if f.stone < n-1 {
		// R0: no completing cell; ν is still needed by R4.
		f.nu = Nu(own, n)
		return f
	}
	q, nu := CompletingRectangle(own, n)
	f.nu, f.rect = nu, q
	if nu != n-1 {
		return f
	}
	for rs := q.Rows; rs != 0; rs &= rs - 1 {
		r := bits.TrailingZeros16(rs)
		m := q.Cols &^ (own.Rows[r] | opp.Rows[r])
		f.free.Rows[r] = m
		f.nfree += bits.OnesCount16(m)
	}
	return f
}

// solveEarliestWin is R4: the earliest ply at which X, to move at ply q with no
// free completing cell, ν(X) = nu and k stones, can complete against an O
// that blocks every single threat.
func solveEarliestWin(q, n, nu, k int) int {
	a := 1
	if n-1-nu > a {
		a = n - 1 - nu
	}
	if n-k > a {
		a = n - k
	}
	return q + 2*a
}

// solveExposable returns the rows and the columns left exposed by some maximum
// matching of s (Gallai–Edmonds: the vertices reached by an even alternating
// path from an exposed vertex), and ν(s).
func solveExposable(s *Set, n int) (rows, cols uint16, nu int) {
	m := MaxMatching(s, n)
	full := FullMask(n)
	for i := 0; i < n; i++ {
		if m.RowMate[i] < 0 {
			rows |= 1 << uint(i)
		}
		if m.ColMate[i] < 0 {
			cols |= 1 << uint(i)
		}
	}
	// rows: row –(cell of s)→ column –(M)→ row
	frontier := rows
	for frontier != 0 {
		r := bits.TrailingZeros16(frontier)
		frontier &= frontier - 1
		for cs := s.Rows[r]; cs != 0; cs &= cs - 1 {
			y := m.ColMate[bits.TrailingZeros16(cs)]
			if y >= 0 && rows>>uint(y)&1 == 0 {
				rows |= 1 << uint(y)
				frontier |= 1 << uint(y)
			}
		}
	}
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
	return rows & full, cols & full, m.Size
}

// solveSetupCandidates is R5's move filter: the free cells that can give X two
// free completing cells at once, given ν(X) = nu and X's rectangle.
func solveSetupCandidates(p *Position, n int, x *solveSide) Set {
	var cand Set
	full := FullMask(n)
	if x.stone+1 < n {
		return cand // two completing cells need n stones (Corollary 2)
	}
	switch {
	case x.nu == n-1:
		for r := 0; r < n; r++ {
			m := full
			if x.rect.Rows>>uint(r)&1 == 0 {
				m = x.rect.Cols
			}
			cand.Rows[r] = m &^ (p.X.Rows[r] | p.O.Rows[r])
		}
	case x.nu == n-2:
		rows, cols, _ := solveExposable(&p.X, n)
		for rs := rows; rs != 0; rs &= rs - 1 {
			r := bits.TrailingZeros16(rs)
			cand.Rows[r] = cols &^ (p.X.Rows[r] | p.O.Rows[r])
		}
	}
	return cand
}

// solveMoveReps lists the free cells of p up to twin symmetry: two rows
// with the same stones (twins) can be swapped by a symmetry of the position,
// and so can two twin columns, so (r, c) and (r', c') with r, r' twins and
// c, c' twins lead to positions in one orbit. One cell of each class is
// returned (the first in row-major order). This only saves the
// canonicalisation of children that the table would merge anyway.
func solveMoveReps(p *Position, n int) []Cell {
	var rowRep, colRep [MaxN]int8
	for r := 0; r < n; r++ {
		rowRep[r] = int8(r)
		for s := 0; s < r; s++ {
			if p.X.Rows[s] == p.X.Rows[r] && p.O.Rows[s] == p.O.Rows[r] {
				rowRep[r] = rowRep[s]
				break
			}
		}
	}
	var colX, colO [MaxN]uint16
	for r := 0; r < n; r++ {
		for m := p.X.Rows[r]; m != 0; m &= m - 1 {
			colX[solveTrailing(m)] |= 1 << uint(r)
		}
		for m := p.O.Rows[r]; m != 0; m &= m - 1 {
			colO[solveTrailing(m)] |= 1 << uint(r)
		}
	}
	for c := 0; c < n; c++ {
		colRep[c] = int8(c)
		for d := 0; d < c; d++ {
			if colX[d] == colX[c] && colO[d] == colO[c] {
				colRep[c] = colRep[d]
				break
			}
		}
	}
	var out []Cell
	for r := 0; r < n; r++ {
		if int(rowRep[r]) != r {
			continue
		}
		for m := FullMask(n) &^ (p.X.Rows[r] | p.O.Rows[r]); m != 0; m &= m - 1 {
			c := solveTrailing(m)
			if int(colRep[c]) == c {
				out = append(out, Cell{r, c})
			}
		}
	}
	return out
}
