package positional

import "math/bits"

// The pruning rules of the fast search. Each returns facts that are true of
// the position under optimal play, proved beside its code; Options.Plain
// switches all of them off. A query is "does mover a force a win within b
// plies"; a is never a Breaker or an Avoider (their wins have no length and
// are the negation of the other side's query).

const noSet = 1 << 30

// esOne is 1 in the fixed-point arithmetic of the Erdős–Selfridge sums:
// 2^-k is 1<<(60-k), rounded up to one unit below that, so a computed sum
// is never below the true one.
const esOne = uint64(1) << 60

func esTerm(miss int) uint64 {
	if miss > 59 {
		return 1
	}
	return esOne >> uint(miss)
}

func satAdd(x, y uint64) uint64 {
	if z := x + y; z >= x && z < 1<<63 {
		return z
	}
	return 1 << 63
}

// analyse applies the pruning rules to the current state. When they decide
// the query it returns ok with the answer: a win and its length, or no win
// and the largest bound it holds for (inf-1: a never wins from here);
// otherwise it returns the moves to search, best first.
func (w *worker) analyse(a, budget, depth int, moves []int) (out []int, ok, win bool, dist int) {
	s := w.s
	st := &w.st
	m := st.mover
	o := 1 - m
	r := &s.r
	nw := s.nw

	w.noPair[depth] = false
	w.bcut[depth] = false
	relOn := r.completer && !w.basic && s.relevanceOn()
	var capa [2]int
	var rel cellSet // the free cells of the sets completable within the bound
	if relOn {
		capa = [2]int{w.capacity(0, budget), w.capacity(1, budget)}
	}
	cw := w.cw
	for c := range cw {
		cw[c] = 0
	}
	esw := w.weight[depth] // Erdős–Selfridge weight of each cell in a's live sets
	for c := range esw[:s.n] {
		esw[c] = 0
	}
	var live cellSet
	var threat [2]cellSet
	minMiss := [2]int{noSet, noSet}
	var phi uint64 // Σ over a's live sets of 2^-(missing cells)
	nliveA := 0
	for i := range s.sets {
		set := &s.sets[i]
		for p := 0; p < 2; p++ {
			if !r.counts[p] || set.meets(&st.own[1-p]) {
				continue
			}
			// Dead sets: a set touched by the other player can never be
			// owned by p, so only sets free of the other player are live.
			miss := set.andCount(&st.free)
			if miss < minMiss[p] {
				minMiss[p] = miss
			}
			for wd := 0; wd < nw; wd++ {
				live[wd] |= set[wd] & st.free[wd]
			}
			if relOn && miss <= capa[p] {
				for wd := 0; wd < nw; wd++ {
					rel[wd] |= set[wd] & st.free[wd]
				}
			}
			if miss == 1 {
				for wd := 0; wd < nw; wd++ {
					threat[p][wd] |= set[wd] & st.free[wd]
				}
			}
			sh := 2 * (s.setSize[i] - miss)
			if sh > 40 {
				sh = 40
			}
			wt := int64(1) << uint(sh)
			var t uint64
			if p == a {
				nliveA++
				t = esTerm(miss)
				phi = satAdd(phi, t)
			}
			for wd := 0; wd < nw; wd++ {
				x := set[wd] & st.free[wd]
				for x != 0 {
					c := wd<<6 | bits.TrailingZeros64(x)
					x &= x - 1
					cw[c] += wt
					if p == a {
						esw[c] = int64(satAdd(uint64(esw[c]), t))
					}
				}
			}
		}
	}

	if r.completer {
		// a wins by owning a set of its own.
		if minMiss[a] == noSet {
			// Dead sets: every set meets the opponent, a can never win.
			return nil, true, false, inf - 1
		}
		if minMiss[a] > w.capacity(a, budget) {
			// Ply bound: a claims at most capacity cells within the
			// bound, fewer than any of its live sets still misses.
			return nil, true, false, budget
		}
		if m == a && minMiss[a] <= st.left {
			// Immediate win: a claims the missing cells of a live set in
			// this turn (they are free); no line is shorter than 1 ply.
			return nil, true, true, 1
		}
		if m != a && r.counts[m] && minMiss[m] <= st.left {
			// The opponent completes a set in this turn and wins first.
			return nil, true, false, inf - 1
		}
		// Threat sequences (threats.go) need a to move with a live set
		// missing two cells (and no immediate win, checked above).
		tryThreats := m == a && minMiss[a] == 2 && !w.basic && s.threatsOn()
		if s.unbiased {
			// Forced replies (one cell per turn). The mover has no
			// immediate win (above). If the other player o has two
			// cells that each complete a live set, the mover blocks at
			// most one and o completes the other next ply: o wins in
			// exactly 2 plies (not in 1: it is not o's turn). If o has
			// one such cell t, every other move loses in 2 plies, the
			// least any loss can take, so t is at least as good as any
			// move for both outcome and length: search t alone.
			if r.counts[o] {
				switch threat[o].count() {
				case 0:
				case 1:
					t := threat[o].first()
					if tryThreats {
						// Threat sequences (threats.go), from the block.
						if l := w.threatWin(a, t, budget); l > 0 {
							return nil, true, true, l
						}
					}
					return append(moves, t), false, false, 0
				default:
					if o == a {
						if budget >= 2 {
							return nil, true, true, 2
						}
						return nil, true, false, budget
					}
					return nil, true, false, inf - 1
				}
			}
		}
		if s.unbiased || s.oneCell(a) {
			// Erdős–Selfridge, as a Breaker proof against a: let
			// Φ = Σ 2^-u(A) over a's live sets A, u = free cells of A.
			// With the opponent (the blocker) to move and Φ < 1, the
			// blocker claims the cell x of largest weight
			// w(x) = Σ_{A∋x} 2^-u(A) (Φ drops by w(x)); a's reply y
			// adds w'(y) ≤ w(y) ≤ w(x), where w' counts the sets still
			// live after x. So Φ never grows over a round, while a set
			// owned by a would contribute 2^0 = 1 > Φ: a never owns a
			// set. With a to move, a's move adds at most max_y w(y),
			// after which the blocker moves: Φ + max w < 1 suffices.
			// Sums are rounded up, so a computed Φ < 1 is a true one.
			// A cell's weight is a capped (saturating) uint64 kept as
			// int64, so a weight of 2^63 or more reads negative and drops
			// out of the maximum below; that is safe because Φ ≥ every
			// cell's weight and saturates too, so then Φ ≥ 1 already.
			// In a strong game the blocker may win instead; either way
			// a does not. Under a Maker–Breaker bias 1:q (a claims one
			// cell a turn, the blocker q ≥ 1) the same holds: with the
			// weights taken at the blocker's first claim of its turn,
			// that claim is the heaviest x; its other claims only lower
			// Φ and the weights; a's one claim y ≠ x then adds
			// w''(y) ≤ w(y) ≤ w(x), w'' after the blocker's whole turn.
			// A blocker part way through its turn still has a claim
			// left, so it is as one to move.
			bound := phi
			if m == a {
				var mx int64
				for c := 0; c < s.n; c++ {
					if esw[c] > mx {
						mx = esw[c]
					}
				}
				bound = satAdd(bound, uint64(mx))
			}
			if bound < esOne {
				return nil, true, false, inf - 1
			}
			// Threat sequences (threats.go): o has no threat here and a
			// no immediate win; a threat move needs a live set of a's
			// missing two cells.
			if tryThreats {
				if l := w.threatWin(a, -1, budget); l > 0 {
					return nil, true, true, l
				}
			}
			// Pairing strategy: disjoint pairs of free cells, one inside
			// each of a's live sets. The blocker answers a's claim of
			// one cell of a pair by the other (any move otherwise), so
			// a never owns a whole live set.
			// The test is skipped with the blocker to move when it ran
			// one ply up and found none: a's move there changed which
			// of a's sets are live in no way but took a free cell, so a
			// pairing now (free cells now, a's same live sets) was one
			// then. The search
			// there is bounded by pairSteps, so a pairing the smaller
			// search here would find can be missed: skipping costs at
			// most a prune, never soundness. Under a bias 1:q the
			// blocker answers a's one claim in a pair by its partner and
			// claims the rest of its turn anywhere (an extra cell never
			// hurts it); the skip needs a's claim one ply up, so only the
			// blocker's first claim of a turn skips.
			if nliveA <= pairingSets && (m == a || depth == 0 || !w.noPair[depth-1] || st.left != s.bias[m]) {
				if w.pairing(a) {
					return nil, true, false, inf - 1
				}
				w.noPair[depth] = true
			}
		}
		// Cells in no live set: claiming one is a pass, and in strong and
		// Maker–Breaker games claiming a cell is never worse than passing
		// (an extra cell never hurts: play the strategy as if the cell
		// were not owned, claiming an arbitrary cell when it asks for an
		// owned one; own cells only grow, the other's only shrink, so
		// every set is owned no later and the other's no earlier — wins
		// are no longer, losses no shorter). The other side's replies
		// map too: compare the game where the mover took the dead cell d
		// with the one where it took a live cell x. A reply of the other
		// on d in the second game is played as a reply on x in the first
		// (x is free there); the other then owns, in the first game, x
		// where it owns d in the second, and d is in no live set, so the
		// cells that can still matter to the other are no more in the
		// second game than in the first. So only live cells are searched;
		// a has a live set, so there is one.
		if relOn && rel != live {
			// Budget relevance (relevance.go): only the cells of sets
			// completable within the bound; a has one (the ply bound
			// above), so there is a cell.
			w.bcut[depth] = true
			live = rel
		}
		out = live.cells(moves)
	} else {
		// Misère kinds: the loser l = 1-a is the one whose owned set
		// decides, and a wins when l owns a live set of its own.
		l := 1 - a
		if minMiss[l] == noSet {
			// Dead sets: every set of l meets a, l can never own one.
			return nil, true, false, inf - 1
		}
		if minMiss[l] > w.capacity(l, budget) {
			return nil, true, false, budget
		}
		out = moves
		for wd := 0; wd < nw; wd++ {
			live[wd] &^= threat[m][wd]
		}
		// Suicides: a cell completing one of the mover's own live sets
		// loses at once, in 1 ply, the worst value of any move; it is
		// searched only if every move is one.
		out = live.cells(out)
		// Cells in no live set are interchangeable (every set through
		// them is dead for good, so who owns them never matters); one
		// stands for all.
		var dead cellSet
		for wd := 0; wd < nw; wd++ {
			dead[wd] = st.free[wd] &^ live[wd] &^ threat[m][wd]
		}
		if d := dead.first(); d >= 0 {
			out = append(out, d)
		}
		if len(out) == 0 {
			// Every move completes a set of the mover's.
			if r.winner[m] == a {
				return nil, true, true, 1
			}
			return nil, true, false, inf - 1
		}
	}
	// Order: most promising first (weights of the live sets through each
	// cell, heavier for sets nearer completion).
	if !r.completer && misereOrder == 1 {
		// Misère: a cell in many live sets nearly owned is the worst
		// move for either side (it brings the mover nearer to owning
		// one, or frees the other from one of its own), so the
		// lightest come first.
		for c := range out {
			cw[out[c]] = -cw[out[c]]
		}
	}
	heaviestFirst(out, cw)
	return out, false, false, 0
}

// heaviestFirst sorts moves by weight cw, heaviest first, stably (an
// insertion sort: the lists are short and often nearly in order).
func heaviestFirst(moves []int, cw []int64) {
	for i := 1; i < len(moves); i++ {
		c := moves[i]
		j := i
		for j > 0 && cw[moves[j-1]] < cw[c] {
			moves[j] = moves[j-1]
			j--
		}
		moves[j] = c
	}
}

// oneCell reports whether Erdős–Selfridge and pairings hold against a
// under a bias: Maker–Breaker with a (Maker) claiming one cell a turn.
func (s *solver) oneCell(a int) bool {
	return s.g.Rule == MakerBreaker && s.bias[a] == 1
}

// maxPairingSets bounds the live sets for which a pairing is looked for
// at a node.
const maxPairingSets = 256

// pairingSets is the live-set bound in use (at most maxPairingSets).
var pairingSets = 256

// pairSteps bounds the backtracking of the shared-pair search per node
// (chosen by measurement, BenchmarkPairing and the table in doc.go). The
// search is a sufficient test: running out of steps reports no pairing,
// which only means the node is searched.
var pairSteps = 48

// matcher is the scratch of the pairing test.
type matcher struct {
	sets    []int // a's live sets, by index
	owner   [MaxCells]int
	seen    [MaxCells]int
	stamp   int
	fs      [maxPairingSets]cellSet // free cells of each live set
	setsOf  [MaxCells]cellSet       // the live sets (by position in sets) through each free cell
	open    cellSet                 // the live sets without a pair inside yet
	partner [MaxCells]int           // the other cell of c's pair, or -1
	paired  cellSet
	pairs   [][2]int // the pairing of the last call, valid only when it returned true
	steps   int
}

// pairing reports whether a's live sets admit a pairing: disjoint pairs of
// free cells such that every live set holds both cells of some pair. The
// blocker answers a's claim of one cell of a pair by the other (any move
// otherwise), so a owns at most one cell of each pair, hence no live set
// whole; sets already dead stay dead. This holds under the strong and
// Maker–Breaker rules with a claiming one cell per turn (the blocker one
// or more) whoever moves next (a blocker's free move is any cell: an extra
// cell never hurts the blocker's aim, and a pair it breaks itself it owns
// a cell of). Two searches:
// first the strict form (each set its own pair, a bipartite matching of
// two slots per set to distinct free cells, Kuhn's augmenting paths),
// then, when that fails, pairs shared between sets by a bounded
// backtracking search. The pairs found are left in w.match.pairs.
func (w *worker) pairing(a int) bool {
	s := w.s
	st := &w.st
	mt := &w.match
	mt.sets = mt.sets[:0]
	mt.pairs = mt.pairs[:0]
	for i := range s.sets {
		if s.sets[i].meets(&st.own[1-a]) {
			continue
		}
		if s.sets[i].andCount(&st.free) < 2 {
			return false
		}
		mt.sets = append(mt.sets, i)
	}
	if len(mt.sets) > pairingSets {
		return false
	}
	if 2*len(mt.sets) <= st.nfree && w.strictPairing() {
		return true
	}
	if pairSteps <= 0 {
		return false
	}
	for c := 0; c < s.n; c++ {
		mt.setsOf[c] = cellSet{}
	}
	mt.open = cellSet{}
	for k, i := range mt.sets {
		for wd := range mt.fs[k] {
			mt.fs[k][wd] = s.sets[i][wd] & st.free[wd]
		}
		mt.open.add(k)
		for wd := 0; wd < s.nw; wd++ {
			x := mt.fs[k][wd]
			for x != 0 {
				mt.setsOf[wd<<6|bits.TrailingZeros64(x)].add(k)
				x &= x - 1
			}
		}
	}
	mt.paired = cellSet{}
	mt.steps = 0
	if !w.sharedPairs() {
		return false
	}
	for c := 0; c < s.n; c++ {
		if d := mt.partner[c]; mt.paired.has(c) && c < d {
			mt.pairs = append(mt.pairs, [2]int{c, d})
		}
	}
	return true
}

// strictPairing is the matching form of pairing: two distinct free cells
// for each live set, no cell used twice.
func (w *worker) strictPairing() bool {
	mt := &w.match
	for c := 0; c < w.s.n; c++ {
		mt.owner[c] = -1
	}
	for slot := 0; slot < 2*len(mt.sets); slot++ {
		mt.stamp++
		if !w.augment(slot) {
			return false
		}
	}
	var slot [2 * maxPairingSets]int
	for c := 0; c < w.s.n; c++ {
		if o := mt.owner[c]; o >= 0 {
			slot[o] = c
		}
	}
	for k := 0; k < len(mt.sets); k++ {
		mt.pairs = append(mt.pairs, [2]int{slot[2*k], slot[2*k+1]})
	}
	return true
}

// sharedPairs extends the pairs in mt.partner (cells in mt.paired) until
// every live set holds one (mt.open: the live sets, by position in mt.sets,
// without a pair yet): it takes the open set with the fewest unpaired free
// cells and tries each pair of them, those inside the most open sets
// first. With an unbounded step budget the search is complete: a pairing
// that extends the pairs so far has a pair inside the chosen set, made of
// cells unpaired so far.
func (w *worker) sharedPairs() bool {
	mt := &w.match
	best, bestK := -1, MaxCells
	for wd := range mt.open {
		x := mt.open[wd]
		for x != 0 {
			k := wd<<6 | bits.TrailingZeros64(x)
			x &= x - 1
			f := &mt.fs[k]
			c := bits.OnesCount64(f[0]&^mt.paired[0]) + bits.OnesCount64(f[1]&^mt.paired[1]) +
				bits.OnesCount64(f[2]&^mt.paired[2]) + bits.OnesCount64(f[3]&^mt.paired[3])
			if c < bestK {
				best, bestK = k, c
			}
		}
	}
	if best < 0 {
		return true
	}
	if bestK < 2 || mt.steps >= pairSteps {
		return false
	}
	mt.steps++
	var un cellSet
	for wd := range un {
		un[wd] = mt.fs[best][wd] &^ mt.paired[wd]
	}
	var cs [MaxCells]int
	cells := un.cells(cs[:0])
	type cand struct{ c, d, gain int }
	var buf [64]cand // a set of more than 11 unpaired free cells spills to the heap
	cands := buf[:0]
	for i := 0; i < len(cells); i++ {
		for j := i + 1; j < len(cells); j++ {
			c, e := cells[i], cells[j]
			x, y := &mt.setsOf[c], &mt.setsOf[e]
			g := bits.OnesCount64(x[0]&y[0]&mt.open[0]) + bits.OnesCount64(x[1]&y[1]&mt.open[1]) +
				bits.OnesCount64(x[2]&y[2]&mt.open[2]) + bits.OnesCount64(x[3]&y[3]&mt.open[3])
			cands = append(cands, cand{c, e, g})
		}
	}
	for i := 1; i < len(cands); i++ {
		for j := i; j > 0 && cands[j-1].gain < cands[j].gain; j-- {
			cands[j-1], cands[j] = cands[j], cands[j-1]
		}
	}
	for _, p := range cands {
		var now cellSet // the open sets this pair closes
		x, y := &mt.setsOf[p.c], &mt.setsOf[p.d]
		for wd := range now {
			now[wd] = x[wd] & y[wd] & mt.open[wd]
			mt.open[wd] &^= now[wd]
		}
		mt.paired.add(p.c)
		mt.paired.add(p.d)
		mt.partner[p.c], mt.partner[p.d] = p.d, p.c
		if w.sharedPairs() {
			return true
		}
		for wd := range now {
			mt.open[wd] |= now[wd]
		}
		mt.paired.del(p.c)
		mt.paired.del(p.d)
		if mt.steps >= pairSteps {
			return false
		}
	}
	return false
}

func (w *worker) augment(slot int) bool {
	mt := &w.match
	set := &w.s.sets[mt.sets[slot/2]]
	free := &w.st.free
	for wd := 0; wd < w.s.nw; wd++ {
		x := set[wd] & free[wd]
		for x != 0 {
			c := wd<<6 | bits.TrailingZeros64(x)
			x &= x - 1
			if mt.seen[c] == mt.stamp {
				continue
			}
			mt.seen[c] = mt.stamp
			if mt.owner[c] < 0 || w.augment(mt.owner[c]) {
				mt.owner[c] = slot
				return true
			}
		}
	}
	return false
}

// misereOrder selects the move order under the misère rules: 0 heaviest
// first (as under the other rules), 1 lightest first.
var misereOrder = 1
