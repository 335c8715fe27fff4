package positional

import "math/bits"

// worker is one goroutine's search: its own copy of the position, the
// symmetric hashes of it (one per group element, updated move by move) and
// per-depth scratch, so that the inner loop never allocates.
type worker struct {
	s        *solver
	id       int
	st       state
	hash     []uint64 // hash[k]: Zobrist hash of perms[k] applied to the position
	nodes    int64
	flushed  int64
	nextTick int64 // nodes at which tick runs next
	zNodes   int64 // nodes of the current null-move proof search
	aborted  bool
	moves    [][]int   // per-depth move lists
	weight   [][]int64 // per-depth move weights
	noPair   []bool    // per depth: the pairing test ran there and found none within its step budget
	cw       []int64   // scratch: weight by cell
	match    matcher
	tSteps   int    // a's turns of the current threat search (threats.go)
	basic    bool   // only the basic rules (no threat prover, no budget relevance): the envelope's search, the certificate writer's move order
	bcut     []bool // per depth: budget relevance left out a live cell there (relevance.go)
	// Proof-number search: per-depth children's numbers and proof lengths.
	cpn, cdn [][]uint32
	clen     [][]int
}

func (s *solver) newWorker(st *state, id int) *worker {
	w := &worker{s: s, id: id, st: *st, hash: make([]uint64, len(s.perms))}
	for k, p := range s.perms {
		var h uint64
		for m := 0; m < 2; m++ {
			for _, c := range st.own[m].cells(nil) {
				h ^= s.zob[m][p[c]]
			}
		}
		w.hash[k] = h
	}
	depth := st.nfree + 2
	w.moves = make([][]int, depth)
	w.weight = make([][]int64, depth)
	w.noPair = make([]bool, depth+1)
	w.bcut = make([]bool, depth+1)
	for i := range w.moves {
		w.moves[i] = make([]int, 0, s.n)
		w.weight[i] = make([]int64, s.n)
	}
	w.cw = make([]int64, s.n)
	if s.pt != nil {
		w.cpn = make([][]uint32, depth)
		w.cdn = make([][]uint32, depth)
		w.clen = make([][]int, depth)
		for i := range w.cpn {
			w.cpn[i] = make([]uint32, s.n)
			w.cdn[i] = make([]uint32, s.n)
			w.clen[i] = make([]int, s.n)
		}
	}
	return w
}

func (w *worker) claim(c int) {
	st := &w.st
	m := st.mover
	st.own[m].add(c)
	st.free.del(c)
	st.nfree--
	st.left--
	w.xorHash(m, c)
}

// xorHash toggles cell c of mover m in every symmetric hash.
func (w *worker) xorHash(m, c int) {
	G := len(w.hash)
	row := w.s.zperm[m][c*G : c*G+G]
	h := w.hash[:G]
	for k := range h {
		h[k] ^= row[k]
	}
}

func (w *worker) unclaim(c int, m, left int) {
	st := &w.st
	st.own[m].del(c)
	st.free.add(c)
	st.nfree++
	st.mover, st.left = m, left
	w.xorHash(m, c)
}

// completes reports whether mover m owns a whole set through cell c.
func (w *worker) completes(m, c int) bool {
	s := w.s
	if !s.r.counts[m] {
		return false
	}
	own := &w.st.own[m]
	for _, i := range s.cellSets[c] {
		if s.sets[i].subsetOf(own) {
			return true
		}
	}
	return false
}

// key returns the canonical hash and position of the current state: the
// least symmetric hash and the position mapped by its group element.
func (w *worker) key(a int) (uint64, uint64, [2]cellSet) {
	h, tag, pos, _ := w.keyPerm(a)
	return h, tag, pos
}

// keyPerm is key with the index of the group element that maps the
// position to its canonical form.
func (w *worker) keyPerm(a int) (uint64, uint64, [2]cellSet, int) {
	best, bk := w.hash[0], 0
	for k := 1; k < len(w.hash); k++ {
		if w.hash[k] < best {
			best, bk = w.hash[k], k
		}
	}
	st := &w.st
	tag := uint64(a) | uint64(st.mover)<<1 | uint64(st.left)<<2
	h := best ^ w.s.zobMeta[tag]
	var pos [2]cellSet
	if w.s.anyLoose {
		// Loose cells: a cell in no winning set is in no set of any
		// position, so who owns it never decides anything — no set is
		// completed, blocked or kept live by it. Two positions with the
		// same cells of the sets owned alike, the same side to move and
		// cells left in the turn, and the same number k of loose cells
		// still free have the same future under every rule: map the
		// i-th free loose cell of one to the i-th of the other; moves
		// correspond one to one (a loose move to a loose move), and so do
		// completions, full boards (the free counts agree) and turn
		// lengths, so the games are isomorphic and have the same outcome
		// and the same length (in strong and Maker–Breaker games a loose
		// move is a pass; in the misère kinds a safe tempo move, whose
		// parity matters — hence k is part of the key, not dropped).
		// So the key holds k (in the tag and by zobLoose[k]) instead of
		// the loose cells' owners: their Zobrist keys are 0 (solver.go),
		// and they are masked out of the stored position below. Group
		// elements map loose cells to loose cells, so masking after
		// mapping is the same as before.
		var k int
		for wd := 0; wd < words; wd++ {
			k += bits.OnesCount64(st.free[wd] & w.s.loose[wd])
		}
		tag |= uint64(k) << 11
		h ^= w.s.zobLoose[k]
	}
	if bk == 0 {
		pos = [2]cellSet{st.own[0], st.own[1]}
	} else {
		p := w.s.perms[bk]
		for m := 0; m < 2; m++ {
			for wd := 0; wd < words; wd++ {
				x := st.own[m][wd]
				for x != 0 {
					c := wd<<6 | bits.TrailingZeros64(x)
					x &= x - 1
					pos[m].add(p[c])
				}
			}
		}
	}
	if w.s.anyLoose {
		for m := 0; m < 2; m++ {
			for wd := 0; wd < words; wd++ {
				pos[m][wd] &^= w.s.loose[wd]
			}
		}
	}
	return h, tag, pos, bk
}

// capacity is how many cells mover p can claim within budget plies of the
// current state (the current turn is ply 1).
func (w *worker) capacity(p, budget int) int {
	st := &w.st
	b := w.s.bias[p]
	if st.mover == p {
		return st.left + (budget-1)/2*b
	}
	return budget / 2 * b
}

// search reports whether mover a forces a win within budget plies (the
// current turn is ply 1) and the length of the strategy it found; when it
// does not, the second result is the largest bound L ≥ budget for which
// the "no" was proved (inf-1: a never wins from here), so that a deeper
// iteration reuses proofs that did not depend on the bound.
func (w *worker) search(a, budget, depth int) (bool, int) {
	w.nodes++
	if w.nodes >= w.nextTick {
		w.tick()
	}
	if w.aborted || budget <= 0 {
		return false, 0
	}
	s := w.s
	st := &w.st
	m := st.mover
	plain := s.opt.Plain

	moves := w.moves[depth][:0]
	if plain {
		moves = st.free.cells(moves)
	} else {
		var ok, win bool
		var dist int
		moves, ok, win, dist = w.analyse(a, budget, depth, moves)
		if ok {
			return win, dist
		}
	}

	h, tag, pos := w.key(a)
	winAt, noWin := s.tt.probe(h, tag, &pos)
	if winAt <= budget {
		return true, winAt
	}
	if noWin >= budget {
		return false, noWin
	}
	if !plain && depth < 2 && w.id > 0 && len(moves) > 1 {
		// Lazy SMP: helpers start at another move, sharing the table.
		r := w.id % len(moves)
		rotate(moves[:r], moves[r:], moves)
	}
	start := w.nodes
	left := st.left
	resWin := m != a // an AND node wins unless a reply refutes it
	resDist := 0
	if m != a && budget >= 2 && len(moves) > 1 && s.envelopeOn() {
		// The null-move envelope (envelope.go): Breaker passes; a Maker
		// win then proves every Breaker move outside its zone, and no
		// win refutes every Breaker move.
		var keep cellSet
		if s.r.counts[m] {
			// The strong game: the defender's own sets it could
			// complete within the bound stay searched (envelope.go).
			keep = w.completable(m, budget-1)
		}
		st.mover, st.left = a, s.bias[a]
		w.zNodes = 0
		w.basic = true
		zwin, zlen, zone := w.zsearch(a, budget-1, depth+1)
		w.basic = false
		st.mover, st.left = m, left
		if w.aborted {
			return false, 0
		}
		switch {
		case zwin:
			for wd := range zone {
				zone[wd] |= keep[wd]
			}
			kept := moves[:0]
			for _, c := range moves {
				if zone.has(c) {
					kept = append(kept, c)
				}
			}
			s.envCuts.Add(int64(len(moves) - len(kept)))
			moves = kept
			resDist = zlen + 1
			if len(moves) == 0 {
				s.tt.store(h, tag, &pos, resDist, -1, w.nodes-start)
				return true, resDist
			}
		case w.zNodes <= zoneCap:
			s.envRefutes.Add(1)
			s.tt.store(h, tag, &pos, inf, budget, w.nodes-start)
			return false, budget
		}
	}
	resL := inf - 1 // an OR node's "no" holds up to the least of its children's
	for _, c := range moves {
		w.claim(c)
		var cw bool
		var cd int
		switch {
		case w.completes(m, c):
			cw, cd = s.r.winner[m] == a, 1
			if !cw {
				cd = inf - 1
			}
		case st.nfree == 0:
			cw, cd = s.fullWinner() == a, 1
			if !cw {
				cd = inf - 1
			}
		case st.left == 0:
			st.mover, st.left = 1-m, s.bias[1-m]
			cw, cd = w.search(a, budget-1, depth+1)
			if cd < inf-1 {
				cd++
			}
		default:
			cw, cd = w.search(a, budget, depth+1)
		}
		w.unclaim(c, m, left)
		if w.aborted {
			return false, 0
		}
		if m == a {
			if cw {
				resWin, resDist = true, cd
				break
			}
			if cd < resL {
				resL = cd
			}
		} else {
			if !cw {
				resWin, resL = false, cd
				break
			}
			if cd > resDist {
				resDist = cd
			}
		}
	}
	if len(moves) == 0 {
		resWin, resL = false, budget
	}
	if resWin {
		s.tt.store(h, tag, &pos, resDist, -1, w.nodes-start)
		return true, resDist
	}
	if resL < budget {
		panic("positional: a refutation below the bound")
	}
	if resL > budget && w.bcut[depth] {
		// Budget relevance left out cells here: the "no" holds for
		// this bound only (relevance.go).
		resL = budget
	}
	s.tt.store(h, tag, &pos, inf, resL, w.nodes-start)
	return false, resL
}

// tick runs every 4,096 nodes: it adds the worker's nodes to the total,
// stops the worker when another has answered or a budget is spent (node
// count, deadline, cancellation), and lets the tables grow.
func (w *worker) tick() {
	s := w.s
	w.nextTick = w.nodes + 4096
	total := s.nodes.Add(w.nodes - w.flushed)
	w.flushed = w.nodes
	s.budgetSpent(total)
	if s.stop.Load() || s.halt.Load() {
		w.aborted = true
	}
	s.tt.maybeGrow()
	if s.pt != nil {
		s.pt.maybeGrow()
	}
	if s.vt != nil {
		s.vt.maybeGrow()
	}
	w.maybeSaveTable()
}

// rotate puts moves[r:] before moves[:r] in place (a, b are the halves).
func rotate(a, b, all []int) {
	n := len(all)
	r := len(a)
	tmp := make([]int, r)
	copy(tmp, a)
	copy(all, b)
	copy(all[n-r:], tmp)
}
