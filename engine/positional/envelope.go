package positional

// The null-move envelope (relevance zone) of the Maker–Breaker game, one
// cell per turn. At a position P with Breaker to move in a query of Maker
// a within b plies, the search first lets Breaker pass: from P°, P with
// Maker to move, it looks for a Maker win within b − 1 plies with a small
// node cap (zoneCap), recording the zone Z of the proof found:
//
//   - every cell the proof's Maker moves claim,
//   - every Breaker reply the proof considered at its Breaker nodes,
//   - the free cells of the sets its leaves complete: a Maker set missing
//     no more than the cells left in Maker's turn (an immediate win), and
//     both threats of a double threat (Maker has two sets each missing
//     one cell, Breaker to move).
//
// Lemma. If Maker wins from P° within b − 1 plies by a proof of zone Z,
// then every Breaker move y ∉ Z from P loses within b plies, in at most
// 1 + (the proof's length) plies.
//
// Proof. After y Maker is to move in P° plus a Breaker cell y outside Z;
// Maker plays the proof's strategy S. Along any play, Breaker's cells are
// those of a line of S plus y, so every cell S asks Maker to claim (in Z)
// is free, and every Breaker reply S considered is answered as in S. A
// Breaker reply S did not consider was left out of S's Breaker node by a
// rule of prune.go that holds in the real position too: a forced block
// (Maker's threat's last cell is in Z, so the threat stands and a
// non-blocking reply loses on the next ply, sooner than any line of S), or
// a cell in no live set of Maker's (it stays in none with y added, and
// claiming it is no better for Breaker than claiming any other free cell,
// in particular one of the replies S lists, which are free: the dominance
// of prune.go, which keeps lengths). Every leaf of S stays a
// win: the sets it completes keep their free cells (in Z) free of Breaker,
// and Maker's own cells are never Breaker's. The board cannot fill before
// S wins: the real position has one free cell fewer (y), and S never needs
// it. So Maker wins every line within 1 + length(S) plies, the ply of y
// included. □
//
// The converse, used as a refutation: if Maker does not win from P° within
// b − 1 plies (the capped search completed), Maker does not win from P
// within b: after any Breaker move y the position is P° plus a Breaker
// cell, and an extra Breaker cell never helps Maker in the Maker–Breaker
// game (the monotonicity of prune.go). The strong game is not covered: a
// Breaker move outside Z there may build the opponent's own threat, which
// the zone does not see; nor a bias (the pass would change the turn
// lengths).

// zoneCap bounds the nodes of one null-move proof search; past it the
// envelope is not used at that position (a win found is still a proof).
var zoneCap int64 = 100

// envelopeOn reports whether the search uses the null-move envelope.
func (s *solver) envelopeOn() bool {
	return !s.opt.Plain && s.opt.Envelope && s.g.Rule == MakerBreaker && s.unbiased
}

// zsearch is the null-move proof search: does Maker a win within budget
// plies from the worker's state, and if so with which length and zone.
// Its "no" is exact unless the node cap was passed (w.zNodes > zoneCap);
// its "yes" is always a proof.
func (w *worker) zsearch(a, budget, depth int) (bool, int, cellSet) {
	var zone cellSet
	w.nodes++
	w.zNodes++
	if w.nodes >= w.nextTick {
		w.tick()
	}
	if w.aborted || w.zNodes > zoneCap || budget <= 0 {
		return false, 0, zone
	}
	s := w.s
	st := &w.st
	m := st.mover
	moves, ok, win, dist := w.analyse(a, budget, depth, w.moves[depth][:0])
	if ok {
		if win {
			zone = w.winZone(a, dist)
		}
		return win, dist, zone
	}
	h, tag, pos := w.key(a)
	if _, noWin := s.tt.probe(h, tag, &pos); noWin >= budget {
		return false, noWin, zone
	}
	left := st.left
	maxd := 0
	for _, c := range moves {
		w.claim(c)
		var cw bool
		var cd int
		var cz cellSet
		switch {
		case w.completes(m, c):
			cw, cd = s.r.winner[m] == a, 1
		case st.nfree == 0:
			cw, cd = s.fullWinner() == a, 1
		case st.left == 0:
			st.mover, st.left = 1-m, s.bias[1-m]
			cw, cd, cz = w.zsearch(a, budget-1, depth+1)
			cd++
		default:
			cw, cd, cz = w.zsearch(a, budget, depth+1)
		}
		w.unclaim(c, m, left)
		if w.aborted {
			return false, 0, zone
		}
		if m == a {
			if cw {
				cz.add(c)
				return true, cd, cz
			}
			continue
		}
		if !cw {
			return false, 0, zone
		}
		for wd := range zone {
			zone[wd] |= cz[wd]
		}
		zone.add(c)
		if cd > maxd {
			maxd = cd
		}
	}
	if m == a || len(moves) == 0 {
		return false, budget, zone
	}
	return true, maxd, zone
}

// winZone is the zone of a win the pruning rules decided: the free cells
// of a Maker set the mover completes this turn (dist 1), or of Maker's
// threats when Breaker faces two (dist 2).
func (w *worker) winZone(a, dist int) cellSet {
	s := w.s
	st := &w.st
	var zone cellSet
	for i := range s.sets {
		set := &s.sets[i]
		if set.meets(&st.own[1-a]) {
			continue
		}
		miss := set.andCount(&st.free)
		if dist == 1 && miss <= st.left || dist == 2 && miss == 1 {
			for wd := 0; wd < s.nw; wd++ {
				zone[wd] |= set[wd] & st.free[wd]
			}
			if dist == 1 {
				break
			}
		}
	}
	return zone
}
