package transversal

import "fmt"

// solvePlain is the reference the solver is tested against, and what
// `plylab transversal solve --plain` runs: plain minimax over the rules of
// the game only — every legal move, ν = n is a win, the first completion
// ends the game, a full board is a draw — memoised on the exact position
// (no symmetry, no pruning rule, no move ordering beyond row-major order).
type solvePlain struct {
	n, P int
	memo map[Position]bool
	cap  int
	over bool
}

func newSolvePlain(n, P int) *solvePlain { return &solvePlain{n: n, P: P, memo: map[Position]bool{}} }

// solve reports whether X completes a transversal by ply P from p.
func (s *solvePlain) solve(p Position) bool {
	q := p.Ply() + 1
	if q > s.P || s.over {
		return false
	}
	if v, ok := s.memo[p]; ok {
		return v
	}
	xTurn := q%2 == 1
	any := false
	v := !xTurn // O to move: true unless some reply saves O
	for r := 0; r < s.n && v != xTurn; r++ {
		for c := 0; c < s.n && v != xTurn; c++ {
			m := Cell{r, c}
			if !p.Free(m) {
				continue
			}
			any = true
			t := p
			if xTurn {
				t.X.Add(m)
				if Nu(&t.X, s.n) == s.n || s.solve(t) {
					v = true
				}
			} else {
				t.O.Add(m)
				if Nu(&t.O, s.n) == s.n || !s.solve(t) {
					v = false
				}
			}
		}
	}
	if !any {
		v = false // full board: a draw
	}
	s.memo[p] = v
	if s.cap > 0 && len(s.memo) > s.cap {
		s.over = true
	}
	return v
}

// SolvePlain decides the same question as SolvePosition by plain minimax
// (see solvePlain): the independent reference, for small boards only. It
// stops with an error once it has stored maxPositions positions (0: no
// limit), and returns the positions stored.
func SolvePlain(p *Position, n, P, maxPositions int) (bool, int, error) {
	if err := solveCheckPosition(p, n, P); err != nil {
		return false, 0, err
	}
	s := newSolvePlain(n, P)
	s.cap = maxPositions
	v := s.solve(*p)
	if s.over {
		return false, len(s.memo), fmt.Errorf("plain minimax stopped after %d positions (the limit)", maxPositions)
	}
	return v, len(s.memo), nil
}
