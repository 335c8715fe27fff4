package makerbreaker

import (
	"fmt"
	"math/bits"
)

// MaxSolverCells is the largest board the exhaustive solver accepts.
const MaxSolverCells = 128

type bits128 [2]uint64

func (b bits128) has(i int) bool        { return b[i>>6]>>(uint(i)&63)&1 == 1 }
func (b bits128) with(i int) bits128    { b[i>>6] |= 1 << (uint(i) & 63); return b }
func (b bits128) and(c bits128) bits128 { return bits128{b[0] & c[0], b[1] & c[1]} }
func (b bits128) zero() bool            { return b[0] == 0 && b[1] == 0 }
func (b bits128) count() int            { return bits.OnesCount64(b[0]) + bits.OnesCount64(b[1]) }
func (b bits128) eq(c bits128) bool     { return b == c }

// Solver decides Maker–Breaker positions on a finite board exhaustively,
// without the claims calculus: Maker to move wins within h moves if some
// move completes a target, or if for every Breaker reply (any free board
// cell, or a move off the board) Maker wins within h − 1 from there. It is
// the independent method that cross-checks cards and search results.
//
// Two exact reductions keep it small. With h Maker moves left, a cell that
// lies in no Breaker-free copy missing at most h cells can take part in no
// win within h: for Maker claiming it is no better than passing (and extra
// Maker cells never hurt, so any other move is at least as good), for
// Breaker it is a pass. And when Maker threatens to complete a copy at one
// cell, every other Breaker reply loses at once.
type Solver struct {
	shape  Shape
	board  Set
	copies []bits128 // target copies inside the board
	byCell [][]int   // copies containing each cell
	memo   map[[4]uint64]int8
	Nodes  uint64 // positions expanded
}

// NewSolver prepares a solver for the shape on the finite board (at most
// MaxSolverCells cells).
func NewSolver(sh Shape, board Set) (*Solver, error) {
	if board.Len() > MaxSolverCells {
		return nil, fmt.Errorf("board of %d cells exceeds the solver's %d", board.Len(), MaxSolverCells)
	}
	s := &Solver{shape: sh, board: board, byCell: make([][]int, board.Len()), memo: map[[4]uint64]int8{}}
	for _, cp := range sh.CopiesWithin(board) {
		var b bits128
		for _, p := range cp {
			b = b.with(board.Index(p))
		}
		id := len(s.copies)
		s.copies = append(s.copies, b)
		for _, p := range cp {
			i := board.Index(p)
			s.byCell[i] = append(s.byCell[i], id)
		}
	}
	return s, nil
}

func (s *Solver) encode(set Set) (bits128, error) {
	var b bits128
	for _, p := range set {
		i := s.board.Index(p)
		if i < 0 {
			continue // cells off the board play no role on it
		}
		b = b.with(i)
	}
	return b, nil
}

// MakerWins reports whether Maker, to move with cells M against Breaker
// cells B, completes a target inside the board within h moves.
func (s *Solver) MakerWins(M, B Set, h int) bool {
	m, _ := s.encode(M)
	b, _ := s.encode(B)
	if m.and(b) != (bits128{}) {
		panic("makerbreaker: Maker and Breaker share a cell")
	}
	for _, cp := range s.copies {
		if cp.and(m).eq(cp) {
			return true
		}
	}
	return s.win(m, b, h)
}

// MakerWins is a convenience wrapper: a fresh solver on the board.
func MakerWins(sh Shape, board, M, B Set, h int) (bool, error) {
	s, err := NewSolver(sh, board)
	if err != nil {
		return false, err
	}
	return s.MakerWins(M, B, h), nil
}

// win: Maker to move, no copy complete yet.
func (s *Solver) win(m, b bits128, h int) bool {
	if h <= 0 {
		return false
	}
	key := [4]uint64{m[0], m[1], b[0], b[1]}
	if v, ok := s.memo[key]; ok {
		// v > 0: wins within v; v < 0: loses within −v.
		if v > 0 && int(v) <= h {
			return true
		}
		if v < 0 && int(-v) >= h {
			return false
		}
	}
	s.Nodes++
	// Candidate Maker cells: free cells of live copies; an immediate
	// completion wins.
	var cand bits128
	for i, cp := range s.copies {
		_ = i
		if !cp.and(b).zero() {
			continue
		}
		miss := bits128{cp[0] &^ m[0], cp[1] &^ m[1]}
		k := miss.count()
		if k == 1 {
			s.memo[key] = 1
			return true
		}
		// A cell only in copies missing more than h cells cannot help a win
		// within h: claiming it is no better than passing.
		if k <= h {
			cand[0] |= miss[0]
			cand[1] |= miss[1]
		}
	}
	res := false
	if h >= 2 {
	outer:
		for w := 0; w < 2; w++ {
			for x := cand[w]; x != 0; x &= x - 1 {
				c := w*64 + bits.TrailingZeros64(x)
				m2 := m.with(c)
				if s.replies(m2, b, h-1) {
					res = true
					break outer
				}
			}
		}
	}
	if res {
		s.memo[key] = int8(h)
	} else {
		s.memo[key] = int8(-h)
	}
	return res
}

// replies: Breaker to move after Maker's move; true if Maker wins within h
// against every reply.
func (s *Solver) replies(m, b bits128, h int) bool {
	// Threat cells (copies missing one cell) and the live cells.
	var threat, live bits128
	nthreat := 0
	for _, cp := range s.copies {
		if !cp.and(b).zero() {
			continue
		}
		miss := bits128{cp[0] &^ m[0], cp[1] &^ m[1]}
		k := miss.count()
		if k == 1 {
			if miss.and(threat).zero() {
				nthreat++
			}
			threat[0] |= miss[0]
			threat[1] |= miss[1]
		}
		// A Breaker cell only in copies Maker cannot finish in h moves is
		// a pass.
		if k <= h {
			live[0] |= miss[0]
			live[1] |= miss[1]
		}
	}
	if nthreat >= 2 {
		return true // Breaker cannot block two completions at once
	}
	if nthreat == 1 {
		for w := 0; w < 2; w++ {
			if threat[w] != 0 {
				c := w*64 + bits.TrailingZeros64(threat[w])
				return s.win(m, b.with(c), h)
			}
		}
	}
	// A pass (a reply off the board or on a dead cell).
	if !s.win(m, b, h) {
		return false
	}
	for w := 0; w < 2; w++ {
		for x := live[w]; x != 0; x &= x - 1 {
			c := w*64 + bits.TrailingZeros64(x)
			if !s.win(m, b.with(c), h) {
				return false
			}
		}
	}
	return true
}

// ValidOnBoard checks a card semantically by exhaustive play: at the worst
// admissible position — Maker owns exactly A, Breaker owns every cell
// outside T — Maker to move wins within H using only cells of T (Maker-turn
// reading), and with Maker owning A ∪ {pivot} Maker wins within H − 1 after
// every Breaker reply (Breaker-turn reading).
func ValidOnBoard(sh Shape, c Card) (makerTurn, breakerTurn bool, err error) {
	s, err := NewSolver(sh, c.T)
	if err != nil {
		return false, false, err
	}
	makerTurn = s.MakerWins(c.A, nil, c.H)
	m, _ := s.encode(c.A.With(c.Pivot))
	for _, cp := range s.copies {
		if cp.and(m).eq(cp) {
			return makerTurn, true, nil
		}
	}
	breakerTurn = c.H >= 2 && s.replies(m, bits128{}, c.H-1)
	return makerTurn, breakerTurn, nil
}
