// Package oracle is a deliberately simple exhaustive solver of positional
// games, written from the rules alone, that the tests hold the fast solver,
// the QBF encoding and the generators' games against. It has no pruning and
// no symmetry: it tries every cell for every claim of every turn and
// memoizes positions in a plain map. Games of at most 64 cells; in practice
// at most about 16 free cells.
//
// Conventions (those of engine/positional):
//
//   - A ply is one turn: with a bias p:q the player to move claims p (or q)
//     cells one after another, and the ply ends when they are claimed or the
//     board is full. Plies are counted from the start position: the turn in
//     progress there (perhaps partly played under a bias) is ply 1.
//   - Strong: the first player to own a whole winning set wins at that ply;
//     a full board with no owned set is a draw. Strong misère: the first to
//     own a whole set loses. Maker–Breaker: Maker wins at the ply on which
//     Maker owns a set; Breaker wins if the board fills first.
//     Avoider–Enforcer: Enforcer wins at the ply on which Avoider owns a
//     set; Avoider wins if the board fills first.
//   - The optimal length is the ply of the win when the winner minimises it
//     and the loser maximises it; it is -1 for draws and for Breaker and
//     Avoider wins (which have no ply).
package oracle

import (
	"fmt"

	"plylab/engine/positional"
)

// Result is the oracle's answer from the start position.
type Result struct {
	Outcome positional.Outcome
	Plies   int // optimal length from the start position, or -1
}

// big exceeds every ply count; a win at ply t scores big − t for the side
// that wins (from mover 0's point of view, positive when mover 0 wins).
const big = 1 << 20

type solver struct {
	g     *positional.Game
	sets  []uint64
	bias  [2]int // cells per turn by mover
	n     int
	full  uint64
	memo  map[[2]uint64]int
	tgt   int // WinsBy: the mover who must win
	bound int
	memoB map[[2]uint64]bool
	base  int // plies played before the start position's turn
}

func newSolver(g *positional.Game) (*solver, error) {
	if g.Cells > 64 {
		return nil, fmt.Errorf("oracle: %d cells, at most 64", g.Cells)
	}
	s := &solver{g: g, n: g.Cells, bias: g.MoverBias(), memo: map[[2]uint64]int{}}
	s.full = ^uint64(0) >> (64 - uint(g.Cells))
	for _, set := range g.Sets {
		var b uint64
		for _, c := range set {
			b |= 1 << uint(c)
		}
		s.sets = append(s.sets, b)
	}
	return s, nil
}

func (s *solver) start() (own [2]uint64, err error) {
	for m := 0; m < 2; m++ {
		for _, c := range s.g.Claimed[m] {
			own[m] |= 1 << uint(c)
		}
	}
	if _, _, err := s.g.ToMove(); err != nil {
		return own, err
	}
	if s.owns(own[0]) || s.owns(own[1]) {
		return own, fmt.Errorf("oracle: the start position already has a whole winning set")
	}
	_, _, ply := s.turn(own)
	s.base = ply - 1
	return own, nil
}

func (s *solver) owns(b uint64) bool {
	for _, w := range s.sets {
		if w&b == w {
			return true
		}
	}
	return false
}

// turn derives from the claimed counts who is to move, how many cells are
// still to claim in this turn and the number of the current ply (1-based,
// from the empty board; Solve and WinsBy shift it to the start position).
// It mirrors Game.ToMove for any position reached by legal play.
func (s *solver) turn(own [2]uint64) (mover, left, ply int) {
	a, b := popcount(own[0]), popcount(own[1])
	p, q := s.bias[0], s.bias[1]
	t := a / p
	if a%p != 0 {
		return 0, p - a%p, 2*t + 1
	}
	if b == t*q {
		return 0, p, 2*t + 1
	}
	return 1, t*q - b, 2 * t
}

func popcount(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// roles: which mover's completion ends the game and in whose favour.
// completes(m) is the score (mover 0's view) when mover m has just
// completed a set at ply t; 0 when completion by m does not end the game.
func (s *solver) completionWinner(m int) int {
	fi := s.g.FirstIndex()
	role := m
	if fi == 1 {
		role = 1 - m // role index of mover m
	}
	switch s.g.Rule {
	case positional.Strong:
		return m
	case positional.StrongMisere:
		return 1 - m
	case positional.MakerBreaker:
		if role == 0 { // Maker completed
			return m
		}
		return -1
	default: // AvoiderEnforcer
		if role == 0 { // Avoider completed: Enforcer (the other mover) wins
			return 1 - m
		}
		return -1
	}
}

// fullWinner is the mover who wins when the board fills with no deciding
// completion, or -1 for a draw.
func (s *solver) fullWinner() int {
	fi := s.g.FirstIndex()
	switch s.g.Rule {
	case positional.MakerBreaker: // Breaker, role 1
		if fi == 1 {
			return 0
		}
		return 1
	case positional.AvoiderEnforcer: // Avoider, role 0
		if fi == 0 {
			return 0
		}
		return 1
	}
	return -1
}

// score of a finished game from mover 0's view: winner w at ply t (t < 0:
// a win without a ply, scored as the weakest win, since the loser only
// delays and the winner does not care).
func score(w, t int) int {
	v := big - t
	if t < 0 {
		v = 1
	}
	if w == 0 {
		return v
	}
	return -v
}

// value is the minimax score of the position (mover 0 maximises).
func (s *solver) value(own [2]uint64) int {
	key := own
	if v, ok := s.memo[key]; ok {
		return v
	}
	mover, _, ply := s.turn(own)
	free := s.full &^ (own[0] | own[1])
	var best int
	first := true
	for c := 0; c < s.n; c++ {
		if free>>uint(c)&1 == 0 {
			continue
		}
		next := own
		next[mover] |= 1 << uint(c)
		var v int
		if s.owns(next[mover]) && s.completionWinner(mover) >= 0 {
			v = score(s.completionWinner(mover), ply)
		} else if next[0]|next[1] == s.full {
			if w := s.fullWinner(); w >= 0 {
				v = score(w, -1)
			} else {
				v = 0
			}
		} else {
			v = s.value(next)
		}
		if first || (mover == 0 && v > best) || (mover == 1 && v < best) {
			best, first = v, false
		}
	}
	s.memo[key] = best
	return best
}

// Solve returns the outcome and optimal length of g from its start
// position.
func Solve(g *positional.Game) (Result, error) {
	s, err := newSolver(g)
	if err != nil {
		return Result{}, err
	}
	own, err := s.start()
	if err != nil {
		return Result{}, err
	}
	var v int
	if own[0]|own[1] == s.full {
		v = 0
		if w := s.fullWinner(); w >= 0 {
			v = score(w, -1)
		}
	} else {
		v = s.value(own)
	}
	return s.result(v), nil
}

func (s *solver) result(v int) Result {
	if v == 0 {
		return Result{Outcome: positional.Draw, Plies: -1}
	}
	w := 0
	if v < 0 {
		w, v = 1, -v
	}
	plies := -1
	if v > 1 {
		plies = big - v - s.base
	}
	role := w
	if s.g.FirstIndex() == 1 {
		role = 1 - w
	}
	var name positional.Outcome
	switch s.g.Rule {
	case positional.Strong, positional.StrongMisere:
		name = [2]positional.Outcome{positional.First, positional.Second}[w]
	default:
		name = positional.Outcome(s.g.Rule.Roles()[role])
	}
	return Result{Outcome: name, Plies: plies}
}

// Target is the side whose forced win WinsBy asks about: the first player
// in the strong rules, Maker, or Enforcer, as a mover index (0 = the
// player who moves first).
func Target(g *positional.Game) int {
	switch g.Rule {
	case positional.MakerBreaker:
		return g.FirstIndex() // Maker is role 0
	case positional.AvoiderEnforcer:
		return 1 - g.FirstIndex() // Enforcer is role 1
	}
	return 0
}

// WinsBy reports whether the target side (Target) can force a win within
// P plies of g's start position. It is a separate search from Solve: a
// plain AND/OR tree bounded by the ply.
func WinsBy(g *positional.Game, P int) (bool, error) {
	s, err := newSolver(g)
	if err != nil {
		return false, err
	}
	own, err := s.start()
	if err != nil {
		return false, err
	}
	s.tgt, s.bound, s.memoB = Target(g), P+s.base, map[[2]uint64]bool{}
	if own[0]|own[1] == s.full {
		return false, nil
	}
	return s.winsBy(own), nil
}

func (s *solver) winsBy(own [2]uint64) bool {
	mover, _, ply := s.turn(own)
	if ply > s.bound {
		return false
	}
	if v, ok := s.memoB[own]; ok {
		return v
	}
	free := s.full &^ (own[0] | own[1])
	res := mover != s.tgt // the target needs one good move; the other side one refutation
	for c := 0; c < s.n; c++ {
		if free>>uint(c)&1 == 0 {
			continue
		}
		next := own
		next[mover] |= 1 << uint(c)
		var ok bool
		if s.owns(next[mover]) && s.completionWinner(mover) >= 0 {
			ok = s.completionWinner(mover) == s.tgt
		} else if next[0]|next[1] == s.full {
			ok = false // a full board is never a win with a ply
		} else {
			ok = s.winsBy(next)
		}
		if mover == s.tgt && ok {
			res = true
			break
		}
		if mover != s.tgt && !ok {
			res = false
			break
		}
	}
	s.memoB[own] = res
	return res
}
