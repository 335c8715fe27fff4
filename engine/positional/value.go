package positional

import (
	"fmt"
	"math/bits"
)

// The value search (Options.Search = SearchValue; SearchAuto's choice for
// Solve and Moves under strong misère and Avoider–Enforcer, see doc.go)
// answers Solve with one alpha-beta search over the game's value instead
// of boolean queries "a wins within b plies" asked bound after bound and
// attacker after attacker. Under the misère rules the loser's longest
// defence is what those queries re-search at every bound; one value,
// found by null-window searches (MTD(f)) that share one table of bounds
// and best moves, does not.
//
// # The value
//
// A position's value is from the side to move's point of view. A game
// that ends with a set owned at ply t — t is the number of the claim that
// owned it, counted over the whole board: the cells claimed before it
// plus one, so a position's ply is a function of the position — is worth
// vWin−t to its winner and −(vWin−t) to its loser: sooner wins and later
// losses are better, as the optimal length of Solve asks (the winner
// minimises it, the loser maximises it). A game that ends without one
// (a full board, or no set left that can decide anything) is worth 0 to
// both under the strong rules (a draw), and 1 to Breaker or Avoider,
// whose wins have no length, −1 to the other side. As vWin exceeds
// every ply, every win is worth more than 1, every loss less than −1,
// and the order of values is the order of Solve's outcomes and lengths:
// the value of the start position gives Solve's answer exactly.
//
// # Rules that cut the tree
//
// Each holds for the value, so for outcome and length together. With m
// to move at ply t, o the other side:
//
//   - Decided: when no player whose owned set decides the game has a live
//     set (one free of the other's cells), no set will ever be owned: the
//     value is the no-completion value.
//   - Bounds: a set of p's that misses u cells can be owned no earlier
//     than p's u-th turn from now, so the game ends with a completion by
//     m no earlier than ply t+2(u_m−1) and by o no earlier than
//     t+1+2(u_o−1), u_p the least missing count of p's live sets; or it
//     ends with none. The value therefore lies between the least and the
//     largest of those outcomes' values, and a node whose range is outside
//     the window is cut (the "mate distance" bound). Under the misère kinds
//     a move completing one of m's sets at ply t is searched only if every
//     move does (below, where the value is then returned at once); the
//     lower bound is of the best value over the other moves, m's own loss
//     coming no earlier than t+2 after any of them, and that best value is
//     the position's value when such a move exists.
//   - Strong and Maker–Breaker (owning a set wins): a live set of m's
//     missing one cell is owned now: vWin−t, the best value of any
//     position at ply t. Two cells that each complete a live set of o's:
//     m blocks one, o owns the other at ply t+1, −(vWin−(t+1)), the worst
//     value m can get at ply t without owning a set now. One such cell
//     must be claimed: every other move loses at t+1. Cells in no live set
//     are not searched: in these games an extra cell never hurts, for the
//     outcome and both lengths (prune.go proves it), so a pass is never
//     better than a live cell.
//   - Strong misère and Avoider–Enforcer (owning a set loses): a move that
//     completes a live set of m's (a suicide) ends the game at ply t with
//     m's loss, −(vWin−t), the worst value at ply t; it is searched only
//     when every move is one.
//   - Dead cells (the misère kinds): a free cell d in no live set of a
//     player whose sets count is an optimal move, so it is searched alone.
//
// Lemma (dead cells). Under strong misère and Avoider–Enforcer, one cell
// a turn, let d be a free cell in no live set of any player whose sets
// count, and x any other free cell. For the side to move m, the value of
// claiming d is at least that of claiming x.
//
// Proof. Let A be the position after m claims d, B after m claims x (the
// same ply, o to move in both), and S an optimal strategy of m's from B.
// From A, m plays S on an imagined game in B, translating o's moves: a
// claim of x in A is played as a claim of d in B (d is free in B while x is
// free in A), every other claim as itself. When S asks m for d, m claims x
// in A; the two games then own the same cells and m follows S exactly. Until
// then A and B differ only in that m owns d (A) where it owns x (B), and
// o may own x (A) where it owns d (B). Every set through d meets a cell of
// the other side for each counting player, so no set through d is ever
// owned by anyone. So a set m owns in A (never through d) is owned by m in
// B no later, and a set o owns in B (never through d) is owned by o in A no
// later, the cells of A's o being those of B's with d exchanged for x. In
// these games owning a set loses: m loses in A no sooner than in B, and
// o, whose sets count under strong misère (under Avoider–Enforcer m is
// Avoider or o is, and only Avoider's completions count), loses in A no
// later than in B. The board fills at the same ply in both. Every line of
// the translated play ends in A with a value for m at least that of its
// line in B, so claiming d is worth at least S's value, the value of
// claiming x. □
//
// Measured in one run, one worker (BenchmarkBaselineRandom): the rule
// took the 100 random strong-misère games from 22.3 M nodes to 18.9 M and
// the Avoider–Enforcer ones from 16.5 M to 10.7 M. TestDeadCellDominance
// checks the lemma with the plain search alone on random positions.
//
// Moves are tried best first: the table's best move, then by the weights
// of prune.go (heaviest first where owning a set wins, lightest first
// where it loses). Several workers share the table (lazy SMP): each
// null-window search runs on every worker, helpers starting from rotated
// move orders near the root, and the first to finish answers it. Every
// worker's search is exact, so the answer does not depend on the workers.
//
// The search applies to one cell a turn only (a bias has turns of several
// claims, whose plies the values would have to count apart).

const (
	vWin = 1024     // a win at ply t is worth vWin−t; plies never reach vWin
	vInf = vWin + 1 // beyond every value
)

// fullValue is the value for mover m of a game ending without a set owned:
// 0 for a draw, 1 for Breaker or Avoider, −1 for its opponent.
func (s *solver) fullValue(m int) int {
	switch w := s.fullWinner(); {
	case w < 0:
		return 0
	case w == m:
		return 1
	}
	return -1
}

// ply is the number of the claim the side to move makes next, counted
// over the whole board.
func (s *solver) ply(st *state) int { return s.n - st.nfree + 1 }

// vanalyse applies the rules above to the current position, t its ply. It
// returns either over and the position's value, or the moves to search,
// best first, and bounds lo ≤ value ≤ hi.
func (w *worker) vanalyse(depth, t int) (moves []int, over bool, v, lo, hi int) {
	s := w.s
	st := &w.st
	m := st.mover
	o := 1 - m
	r := &s.r
	nw := s.nw
	var live cellSet
	var threat [2]cellSet
	minMiss := [2]int{noSet, noSet}
	cw := w.cw
	clear(cw[:s.n])
	if nw == 1 {
		// One word: the common case, kept lean.
		free := st.free[0]
		own0, own1 := st.own[0][0], st.own[1][0]
		for i, sw := range s.sets1 {
			live0 := r.counts[0] && sw&own1 == 0
			live1 := r.counts[1] && sw&own0 == 0
			if !live0 && !live1 {
				continue
			}
			f := sw & free
			miss := bits.OnesCount64(f)
			live[0] |= f
			k := int64(0)
			if live0 {
				minMiss[0] = min(minMiss[0], miss)
				if miss == 1 {
					threat[0][0] |= f
				}
				k++
			}
			if live1 {
				minMiss[1] = min(minMiss[1], miss)
				if miss == 1 {
					threat[1][0] |= f
				}
				k++
			}
			wt := k << uint(min(2*(s.setSize[i]-miss), 40))
			for x := f; x != 0; x &= x - 1 {
				cw[bits.TrailingZeros64(x)] += wt
			}
		}
	} else {
		for i := range s.sets {
			set := &s.sets[i]
			for p := 0; p < 2; p++ {
				if !r.counts[p] || set.meets(&st.own[1-p]) {
					continue
				}
				miss := set.andCount(&st.free)
				minMiss[p] = min(minMiss[p], miss)
				for wd := 0; wd < nw; wd++ {
					live[wd] |= set[wd] & st.free[wd]
				}
				if miss == 1 {
					for wd := 0; wd < nw; wd++ {
						threat[p][wd] |= set[wd] & st.free[wd]
					}
				}
				wt := int64(1) << uint(min(2*(s.setSize[i]-miss), 40))
				for wd := 0; wd < nw; wd++ {
					for x := set[wd] & st.free[wd]; x != 0; x &= x - 1 {
						cw[wd<<6|bits.TrailingZeros64(x)] += wt
					}
				}
			}
		}
	}
	full := s.fullValue(m)
	if minMiss[0] == noSet && minMiss[1] == noSet {
		return nil, true, full, 0, 0 // decided
	}
	moves = w.moves[depth][:0]
	lo, hi = full, full
	if r.completer {
		if r.counts[m] && minMiss[m] == 1 {
			return nil, true, vWin - t, 0, 0 // m owns a set now
		}
		forced := -1
		if r.counts[o] {
			switch threat[o].count() {
			case 0:
			case 1:
				forced = threat[o].first()
			default:
				return nil, true, -(vWin - (t + 1)), 0, 0
			}
		}
		if minMiss[m] != noSet {
			hi = max(hi, vWin-(t+2*(minMiss[m]-1)))
		}
		if minMiss[o] != noSet {
			lo = min(lo, -(vWin - (t + 1 + 2*(minMiss[o]-1))))
		}
		if forced >= 0 {
			return append(moves, forced), false, 0, lo, hi
		}
		moves = live.cells(moves)
	} else {
		suicide := threat[m] // empty unless m's sets count
		for wd := 0; wd < nw; wd++ {
			live[wd] &^= suicide[wd]
		}
		if minMiss[o] != noSet {
			hi = max(hi, vWin-(t+1+2*(minMiss[o]-1)))
		}
		if minMiss[m] != noSet {
			lo = min(lo, -(vWin - (t + 2*max(minMiss[m]-1, 1))))
		}
		var dead cellSet
		for wd := 0; wd < nw; wd++ {
			dead[wd] = st.free[wd] &^ live[wd] &^ suicide[wd]
		}
		if d := dead.first(); d >= 0 {
			// A dead cell is an optimal move (the lemma above): search
			// it alone.
			return append(moves, d), false, 0, lo, hi
		}
		// Fewest winning sets first, then lightest first (the weights of
		// prune.go: live sets through the cell, heavier for sets nearer
		// to being owned). Measured in one run, one worker: the static
		// order alone searched 293k nodes against 488k for the weights
		// alone on the 4 × 5 three-in-a-row misère, 356k against 652k on
		// 2 × 10, 132k against 166k on 3 × 6; both together 262k, 301k,
		// 119k there, and on the n = 5 transversal game under
		// Avoider–Enforcer (every cell in the same number of sets, so
		// the static order is no order) 1.9 M nodes and 9 s against
		// 25.3 M and 249 s for the static order alone.
		for _, c := range s.vorder {
			if live.has(c) {
				moves = append(moves, c)
			}
		}
		for i := 1; i < len(moves); i++ {
			c := moves[i]
			j := i
			for j > 0 && s.vdeg[moves[j-1]] == s.vdeg[c] && cw[moves[j-1]] > cw[c] {
				moves[j] = moves[j-1]
				j--
			}
			moves[j] = c
		}
		if len(moves) == 0 {
			return nil, true, -(vWin - t), 0, 0 // every move is a suicide
		}
		return moves, false, 0, lo, hi
	}
	heaviestFirst(moves, cw)
	return moves, false, 0, lo, hi
}

// vsearch returns the value of the current position for the side to move
// by fail-soft alpha-beta in the window (alpha, beta): a result r ≤ alpha
// is an upper bound on the value, r ≥ beta a lower bound, anything
// between the value itself.
func (w *worker) vsearch(alpha, beta, depth int) int {
	w.nodes++
	if w.nodes >= w.nextTick {
		w.tick()
	}
	if w.aborted {
		return 0
	}
	s := w.s
	st := &w.st
	m := st.mover
	t := s.ply(st)
	moves, over, v, lo, hi := w.vanalyse(depth, t)
	if over {
		return v
	}
	if hi <= alpha {
		return hi
	}
	if lo >= beta {
		return lo
	}
	h, tag, pos, bk := w.keyPerm(0)
	tlo, thi, tmove := s.vt.probe(h, tag, &pos)
	if tlo >= beta || tlo == thi {
		return tlo
	}
	if thi <= alpha {
		return thi
	}
	if tmove >= 0 {
		// The table's best move first (in this position's frame).
		c := s.inv[bk][tmove]
		for i, x := range moves {
			if x == c {
				copy(moves[1:i+1], moves[:i])
				moves[0] = c
				break
			}
		}
	}
	if depth < 2 && w.id > 0 && len(moves) > 1 {
		r := w.id % len(moves)
		rotate(moves[:r], moves[r:], moves)
	}
	start := w.nodes
	left := st.left
	best, bestMove := -vInf, -1
	for _, c := range moves {
		w.claim(c)
		var cv int
		switch {
		case w.completes(m, c):
			cv = vWin - t
			if s.r.winner[m] != m {
				cv = -cv
			}
		case st.nfree == 0:
			cv = s.fullValue(m)
		default:
			st.mover, st.left = 1-m, 1
			cv = -w.vsearch(-beta, -max(alpha, best), depth+1)
		}
		w.unclaim(c, m, left)
		if w.aborted {
			return 0
		}
		if cv > best {
			best, bestMove = cv, c
			if best >= beta {
				break
			}
		}
	}
	slo, shi := -vInf, vInf
	switch {
	case best <= alpha:
		shi = best
	case best >= beta:
		slo = best
	default:
		slo, shi = best, best
	}
	s.vt.store(h, tag, &pos, slo, shi, s.perms[bk][bestMove], w.nodes-start)
	return best
}

// vquery runs the null-window search (gamma−1, gamma) from st on every
// worker; the first to finish answers. ok is false when a budget stopped
// the search.
func (s *solver) vquery(st *state, gamma int) (v int, ok bool) {
	r, ok := s.race(st, func(w *worker) [2]int { return [2]int{w.vsearch(gamma-1, gamma, 0)} })
	return r[0], ok
}

// mtdf closes in on the value of st (side to move's view), known to lie
// in [lo, hi], by null-window searches (MTD(f), first guess g). ok is
// false when a budget stopped it.
func (s *solver) mtdf(st *state, lo, hi, g int) (v int, ok bool) {
	s.vply.Store(int64(s.ply(st)))
	s.vwindow.Store(uint64(uint32(int32(lo)))<<32 | uint64(uint32(int32(hi))))
	for lo < hi {
		beta := g
		if g <= lo {
			beta = lo + 1
		}
		r, ok := s.vquery(st, beta)
		if !ok {
			return 0, false
		}
		if r < beta {
			hi = r
		} else {
			lo = r
		}
		g = r
		s.vwindow.Store(uint64(uint32(int32(lo)))<<32 | uint64(uint32(int32(hi))))
	}
	return lo, true
}

// outcomeOfValue turns the value v of st (side to move's view) into the
// winner's mover index (−1: draw) and the optimal length in plies from st
// (−1: none).
func (s *solver) outcomeOfValue(st *state, v int) (winner, plies int) {
	m := st.mover
	t0 := s.ply(st)
	switch {
	case v > 1:
		return m, vWin - v - t0 + 1
	case v < -1:
		return 1 - m, vWin + v - t0 + 1
	case v == 1:
		return m, -1
	case v == -1:
		return 1 - m, -1
	}
	return -1, -1
}

// solveValue is solveState by the value search.
func (s *solver) solveValue(st *state) (winner, plies int) {
	v, ok := s.mtdf(st, -vInf, vInf, 0)
	if !ok {
		return -1, -1
	}
	return s.outcomeOfValue(st, v)
}

// winsByValue answers WinsBy's question by the value search: does mover a
// force a win within plies plies of st? One null-window search decides it;
// on a win, the value is then found exactly, and with it the optimal
// length. a is a side whose wins have a length (never Breaker or
// Avoider), so its wins are worth at least 2 and γ is clamped there.
func (s *solver) winsByValue(st *state, a, plies int) (win bool, length int) {
	gamma := vWin - (s.ply(st) - 1 + plies) // a's value ≥ gamma: a wins by the bound
	if gamma <= 1 {
		gamma = 2 // beyond the board: any win of a's
	}
	m := st.mover
	var r int
	var ok bool
	if m == a {
		r, ok = s.vquery(st, gamma)
		win = ok && r >= gamma
	} else {
		// a's value ≥ gamma ⇔ m's value ≤ −gamma ⇔ not (m's ≥ −gamma+1).
		r, ok = s.vquery(st, -gamma+1)
		win = ok && r < -gamma+1
	}
	if !win {
		return false, 0
	}
	lo, hi := r, vInf
	if m != a {
		lo, hi = -vInf, r
	}
	v, ok := s.mtdf(st, lo, hi, r)
	if !ok {
		return false, 0
	}
	_, length = s.outcomeOfValue(st, v)
	return true, length
}

// valueSearchable reports why the value search cannot take g under opt,
// or nil.
func valueSearchable(g *Game, opt Options) error {
	if b := g.MoverBias(); b != [2]int{1, 1} {
		return fmt.Errorf("value search: bias %d:%d, only one cell a turn is supported", b[0], b[1])
	}
	if opt.TableFile != "" {
		return fmt.Errorf("value search: it keeps no table file (%s); use the dfs or pn search for a search that resumes", opt.TableFile)
	}
	return nil
}

// valueString describes a value for a progress line, from the side to
// move at ply t0: "win in 7" (plies from t0), "loss in 6", "draw", "win"
// or "loss" (no length: Breaker's or Avoider's), "-inf", "+inf".
func valueString(v, t0 int) string {
	switch {
	case v <= -vInf:
		return "-inf"
	case v >= vInf:
		return "+inf"
	case v > 1:
		return fmt.Sprintf("win in %d", vWin-v-t0+1)
	case v < -1:
		return fmt.Sprintf("loss in %d", vWin+v-t0+1)
	case v == 1:
		return "win"
	case v == -1:
		return "loss"
	}
	return "draw"
}
