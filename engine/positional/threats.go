package positional

import "math/bits"

// Threat sequences: a win prover for the attacker's turn under the strong
// and Maker–Breaker rules with one cell per turn (Options.NoThreats
// switches it off). A threat is a live set of a's (no cell of the
// opponent o) missing one free cell. A threat move is a claim of a cell x
// in a live set of a's missing two cells, after which that set is a
// threat. The prover looks for a line of threat moves, each answered by
// o's forced block, that ends in a double threat — Allis's "victory by
// continuous fours" for any hypergraph.
//
// The prover runs at a position P with a to move where a has no immediate
// win (every live set of a's misses at least two cells) and o has at most
// one threat cell f (the cell completing o's threats; with two, a loses
// and the caller has already said so). Invariant of the line: at each of
// a's turns it holds again (below).
//
// Lemma. Let x be a free cell (x = f when o has a threat cell f), and let
// T be the set of the last free cells of the live sets of a's (no cell of
// o's) that x turns into threats. (i) If |T| ≥ 2, a wins within 3 plies. (ii) If T = {t}, the only
// reply of o that does not lose within 3 plies is t; let U be o's threat
// cells after it. If |U| ≥ 2 the line fails; otherwise, if a wins from the
// position after x and t within b − 2 plies by a line of threat moves
// whose first is the cell of U when U is not empty, a wins from P within
// b plies.
//
// Proof. After x, o has no threat: its only threat cell was f = x, now a's
// (a set through f touched by a is dead), and a's move creates none of
// o's. So o cannot complete a set on its turn (it owns a set only by
// claiming that set's last free cell, which would be a threat cell). (i) o
// claims one cell; some cell of T stays free, and a claims it on ply 3 and
// owns a live set: a win within 3 plies whatever o does, in both rules (in
// the strong game o has not won before). (ii) Any reply of o other than t
// leaves t free, and a completes its threat on ply 3. After t, o owns no
// set (t was no threat cell of o's). a's threats were the sets through x
// that missed two cells, all of which missed t and are dead now; the sets
// of a's not through x are as before, missing at least two cells, and
// those through x that missed three or more still miss at least two: a
// has no immediate win. o's threat cells are U, made by t (a set of o's
// missing one cell after t but not through t would have been a threat of
// o's after x, and there is none). With |U| ≥ 2,
// a blocks at most one and o completes another. With |U| ≤ 1 the
// invariant holds after x and t, and the line from there (beginning with
// a's forced block u ∈ U when there is one, as the lemma asks) wins
// within b − 2 plies; with the two plies of x and t, within b. □
//
// A line ends in (i), so a line that is found is a win whose length the
// prover returns (3 for (i), two plies more for each step of (ii)); a reply
// of o's that leaves the line loses within 3 plies of that point, no later
// than the line itself (each remaining step takes at least 3), so the
// length bounds every play, and it is at most the budget (each step
// needs two plies of it, the end three). It is an upper bound on the
// shortest win, as every length the search reports.
// The prover is a sufficient test: it looks at threat moves only and
// stops after threatSteps of a's turns, so failing proves nothing and the
// position is then searched as usual. It is not used in the misère rules
// (their aim is the opposite), with a bias (a turn of several cells), nor
// inside the null-move envelope's search (whose zones know the leaves of
// prune.go only, envelope.go).

// threatSteps bounds a's turns one threat search looks at.
var threatSteps = 64

// threatsOn reports whether the search proves wins by threat sequences.
func (s *solver) threatsOn() bool {
	return !s.opt.Plain && !s.opt.NoThreats && s.r.completer && s.unbiased
}

// threatWin looks for a threat sequence of a's from the worker's state (a
// to move, no immediate win; f is o's only threat cell or -1) that wins
// within budget plies, and returns its length, or 0. The state is left as
// it was found.
func (w *worker) threatWin(a, f, budget int) int {
	w.tSteps = 0
	return w.threatLine(a, f, budget)
}

func (w *worker) threatLine(a, f, budget int) int {
	if budget < 3 || w.tSteps >= threatSteps {
		return 0
	}
	w.tSteps++
	s := w.s
	st := &w.st
	o := 1 - a
	// Candidates: the free cells of a's live sets missing two cells (the
	// forced block f alone when o has a threat).
	var cand cellSet
	if f >= 0 {
		cand.add(f)
	} else {
		for i := range s.sets {
			set := &s.sets[i]
			if set.meets(&st.own[o]) || set.andCount(&st.free) != 2 {
				continue
			}
			for wd := range cand {
				cand[wd] |= set[wd] & st.free[wd]
			}
		}
	}
	// First a double threat anywhere (case (i)), then the lines (ii).
	nsingle := 0
	var order [MaxCells]int
	for wd := range cand {
		x := cand[wd]
		for x != 0 {
			c := wd<<6 | bits.TrailingZeros64(x)
			x &= x - 1
			t, n := w.threatCells(a, c)
			if n >= 2 {
				return 3
			}
			if n == 1 {
				order[nsingle] = c<<9 | t
				nsingle++
			}
		}
	}
	for k := 0; k < nsingle; k++ {
		x, t := order[k]>>9, order[k]&511
		st.own[a].add(x)
		st.free.del(x)
		st.own[o].add(t)
		st.free.del(t)
		u, nu := -1, 0
		if s.r.counts[o] {
			u, nu = w.threatCellsOf(o, t)
		}
		got := 0
		if nu <= 1 {
			if l := w.threatLine(a, u, budget-2); l > 0 {
				got = l + 2
			}
		}
		st.own[o].del(t)
		st.free.add(t)
		st.own[a].del(x)
		st.free.add(x)
		if got > 0 {
			return got
		}
		if w.tSteps >= threatSteps {
			return 0
		}
	}
	return 0
}

// threatCells returns, for a free cell x, the last free cells of the live
// sets of a's through x that miss two cells (x one of them), as threats
// after a claims x: one of them and how many distinct (at most 2 counted).
func (w *worker) threatCells(a, x int) (int, int) { return w.lastCells(a, x, 2) }

// threatCellsOf returns o's threat cells made by its claim of t: the last
// free cells of o's live sets through t missing one cell, one of them and
// how many (at most 2 counted).
func (w *worker) threatCellsOf(o, t int) (int, int) { return w.lastCells(o, t, 1) }

// lastCells returns the free cells other than x of p's live sets through x
// with k free cells: one of them (-1 when none) and how many, at most 2.
func (w *worker) lastCells(p, x, k int) (int, int) {
	s := w.s
	st := &w.st
	var u cellSet
	for _, i := range s.cellSets[x] {
		set := &s.sets[i]
		if set.meets(&st.own[1-p]) || set.andCount(&st.free) != k {
			continue
		}
		for wd := range u {
			u[wd] |= set[wd] & st.free[wd]
		}
	}
	u.del(x)
	n := u.count()
	if n > 2 {
		n = 2
	}
	return u.first(), n
}
