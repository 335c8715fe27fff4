package positional

// The null-move envelope (relevance zone) of the Maker–Breaker and strong
// games, one cell per turn. At a position P with Breaker to move in a query of Maker
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
// a cell in no live set of either player whose sets count (adding y to
// Breaker's cells leaves Breaker's live sets as they were and only
// shrinks Maker's, so a cell dead in S's position stays dead in the real
// one; claiming it is no better for Breaker than claiming any other free
// cell, in particular one of the replies S lists, which are free: the
// dominance of prune.go, which keeps lengths). Every leaf of S stays a
// win: the sets it completes keep their free cells (in Z) free of Breaker,
// and Maker's own cells are never Breaker's. The board cannot fill before
// S wins: every cell S asks Maker to claim is in Z, and every Breaker node
// of S has a searched reply (a forced block or a listed reply), a cell of
// Z, free in the real position, so whenever a turn of S's line comes there
// is a free cell of Z to play. So Maker wins every line within
// 1 + length(S) plies, the ply of y included. □
//
// The converse, used as a refutation: if Maker does not win from P° within
// b − 1 plies (the capped search completed), Maker does not win from P
// within b: after any Breaker move y the position is P° plus a Breaker
// cell, and an extra Breaker cell never helps Maker (the monotonicity of
// prune.go, which holds in the strong game too). The "no" of the capped
// search is exact: it uses the table only for "no" answers, and every
// rule it keeps (those of analyse without the threat prover and budget
// relevance) answers a "no" exactly; only the node cap makes it give up,
// and then nothing is concluded. A bias is not covered (the pass would
// change the turn lengths).
//
// The strong game (a the attacker, d the defender, whose own sets count;
// read "defender" for Breaker above). A move y of d's outside Z may build
// d's own threat, which the zone does not see; so the zone is widened by
// K, the free cells of d's live sets that d could complete within b − 1
// plies of P (d to move: at most ⌊b/2⌋ cells claimed, its move at P
// included), and the lemma holds for every defender move y ∉ Z ∪ K.
//
// Proof. The argument above, with one more case: d's cells are those of a
// line of S plus y, so d completes a set earlier than in S, or makes a
// threat that S's next move does not block, only through a set A ∋ y.
// After y, A misses u − 1 cells, u its free cells at P. S ends with a's
// claim on a ply of its own, at most b − 1 plies after y (a to move
// first), so to matter d must complete A on one of its turns before that,
// within the first b − 2 plies after y: ⌊(b−2)/2⌋ turns, so u − 1 ≤
// ⌊(b−2)/2⌋, that is u ≤ ⌊b/2⌋, and then y ∈ K. A threat of d's on A (A
// missing one cell at a's turn, ply p) that S did not block is completed
// by d at ply p + 1, which matters only when S's line goes on past p; so
// it too needs d to complete A within those plies, and y ∈ K; on S's last
// ply a completes its set and the game is over. Sets through y of a's are
// dead, but S completes sets whose free cells lie in Z, so none of them.
// □ (An independent referee found the game of 8 cells where K is needed:
// strong, sets {2,5} {4,5} {0,1,3} {0,1,6} {1,4,6,7}, the first player
// owning 0, the second to move, b = 4: after a pass the first player wins
// through Z = {1,3,6}, but the second player's 5 threatens 2 and 4 and
// wins; K = {2,4,5} keeps it. TestEnvelopeStrongAgrees holds the rule to
// the plain search.)

// Measured (BenchmarkEnvelope, one worker, the depth-first search, one
// run on two cores shared with another job; nodes include the null-move
// searches'), without and with the envelope:
//
//	game                       without            with
//	I4 5 × 5, Maker–Breaker    0.008 s, 2.2k      0.11 s, 68.5k
//	I4 6 × 6, Maker–Breaker    0.009 s, 3.4k      0.029 s, 22.0k
//	5 × 5 four, Maker–Breaker  0.0014 s, 378      0.0014 s, 591
//	strong I4 6 × 6 (draw)     2.2 s, 1.35 M      43 s, 49.7 M
//	strong I4 7 × 7 (first)    0.22 s, 115k       2.6 s, 2.0 M
//	strong 5 × 5 four (draw)   0.038 s, 37k       0.94 s, 1.34 M
//
// The null-move searches rarely prove a win within their cap, so their
// cost is paid at nearly every defender node: the envelope stays off by
// default (Options.Envelope switches it on).

// zoneCap bounds the nodes of one null-move proof search; past it the
// envelope is not used at that position (a win found is still a proof).
var zoneCap int64 = 100

// envelopeOn reports whether the search uses the null-move envelope.
func (s *solver) envelopeOn() bool {
	return !s.opt.Plain && s.opt.Envelope && (s.g.Rule == MakerBreaker || s.g.Rule == Strong) && s.unbiased
}

// completable returns the free cells of the live sets of mover d (to
// move) that d could complete within budget plies; with budget b − 1 at
// a defender's node of bound b, K of the strong-game lemma.
func (w *worker) completable(d, budget int) cellSet {
	s := w.s
	st := &w.st
	capa := w.capacity(d, budget)
	var k cellSet
	for i := range s.sets {
		set := &s.sets[i]
		if set.meets(&st.own[1-d]) || set.andCount(&st.free) > capa {
			continue
		}
		for wd := 0; wd < s.nw; wd++ {
			k[wd] |= set[wd] & st.free[wd]
		}
	}
	return k
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
