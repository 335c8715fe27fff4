package positional

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"strings"

	"plylab/engine/inputerr"
)

// Compact certificates ("plylab positional certificate 2"): a strategy as
// a tree written depth first, one node per line, whose leaves may be the
// rules that end a search early — a pairing, the Erdős–Selfridge potential,
// no live set, too few plies — each re-proved by the checker from its
// definition, or a reference "t K" to a position (up to the family's
// symmetries) proved earlier in the claim's section, which makes the tree
// a DAG (compact_refs.go). The writer streams the strategy as it is
// extracted (memory: the solver's tables, one path and the positions it
// may refer to), and the checker reads it in one pass (memory: one path
// and one entry per position proved by more than one line).
//
//	plylab positional certificate 2
//	game {JSON instance of the normalized game, id ""}
//	claim ROLE wins within P          (ROLE forces a win within P plies)
//	claim ROLE no-win within P|all    (ROLE's opponent keeps ROLE from a
//	                                   win within P plies, or ever)
//	NODE
//	end
//	(further claim … end sections)
//
// ROLE is a side whose wins have a length (the first or second player
// under the strong rules, Maker, Enforcer). The owner of the strategy is
// ROLE for "wins", its opponent for "no-win". Plies are counted as
// everywhere in the package: the start position's turn is ply 1. A NODE is
// one of
//
//	m C         the owner, to move, claims cell C; then the child's NODE
//	r N         the opponent is to move: N replies follow, each a line "C"
//	            and the child's NODE; they are every free cell, increasing
//	f T         (wins) the opponent is to move, one cell left in its turn,
//	            and every reply but T loses at once: ROLE holds a set whose
//	            only free cell is T, and no other free cell completes a set
//	            deciding for the opponent; the child's NODE after reply T
//	            follows (each other reply is answered by T, winning)
//	z           (wins; Maker–Breaker, one cell per turn) the opponent is
//	            to move: the NODE of a default strategy from the position
//	            after an opponent's pass follows, then "r K" and the K
//	            replies that are free cells of the default's zone (its
//	            cells, below), each a line "C" and the child's NODE; every
//	            other reply is answered by the default
//
// The zone of a subtree of a win claim is the cells its validity depends
// on: every cell it claims or lists as a reply, T and the cells of the
// first set of ROLE's whose only free cell is T at an "f T", and the cells
// of the first set through the cell that a deciding claim completes (the
// checker takes the first; the lemma below holds for any such set).
// Lemma: a subtree that wins when played by its nodes' meaning at a
// position still wins when the opponent also owns any cells outside its
// zone (by induction on the subtree: the cells it claims are free, the
// sets its forced replies and deciding claims rely on keep their cells,
// the replies it lists include every one still possible; a "z" default
// wins after any reply outside its zone by the induction hypothesis, the
// reply being one more such cell; and the board cannot fill first: at
// every opponent node a zone cell is free — the replies of an "r", the T
// of an "f", the first claim of a "z" default — so after any reply ROLE's
// next claim is a free cell outside the extra ones). Under the Maker–Breaker rule the opponent's cells only block, so
// the lemma is all a "z" node needs; TestCompactPlay plays certificates by
// the nodes' meaning against every Breaker line.
//	over        the last claim decided the game (a counting set owned or
//	            the board full): for "wins" ROLE won, on a ply ≤ P; for
//	            "no-win" ROLE did not win
//	dead        (no-win) ROLE can never win here: no set that decides in
//	            its favour is free of the other side's cells
//	late        (no-win within P) the current ply is past P
//	bound       (no-win within P) every such set misses more free cells
//	            than its completer can claim by ply P
//	pair a b …  (no-win; strong or Maker–Breaker, one cell per turn)
//	            disjoint pairs {a,b}, … of free cells, each inside every
//	            live set of ROLE it is named for: every live set of ROLE
//	            contains a pair. The owner answers a claim of one cell of
//	            a pair by the other; ROLE never owns a pair, so no set.
//	es          (no-win; strong or Maker–Breaker, one cell per turn) the
//	            Erdős–Selfridge potential of ROLE's live sets, exactly (with
//	            rationals): Φ < 1 with the owner to move, Φ + max_x w(x) < 1
//	            with ROLE to move (see prune.go)
//	t K         the subtree that starts on line K (of the file, from 1)
//	            proved this position or one an automorphism of the family
//	            maps it to, earlier in this claim's section (compact_refs.go)
//
// Under the misère rules ROLE wins when the other side owns a set, so the
// sets of "dead" and "bound" are the other side's; pair and es are refused.

// CompactMagic is the first line of a compact certificate.
const CompactMagic = "plylab positional certificate 2"

const compactMagic = CompactMagic

// ParseCompactClaim reads a claim as written after "claim ": "ROLE wins
// within P" or "ROLE no-win within P|all".
func ParseCompactClaim(s string) (CompactClaim, error) { return parseClaim("claim " + s) }

// CompactClaim is one statement a compact certificate proves.
type CompactClaim struct {
	Role Outcome // the side whose win the claim is about
	Wins bool    // true: Role wins within Plies; false: Role does not
	// Plies bounds the claim; -1 with Wins false means the whole game.
	Plies int
}

func (c CompactClaim) String() string {
	if c.Wins {
		return fmt.Sprintf("%s wins within %d", c.Role, c.Plies)
	}
	if c.Plies < 0 {
		return fmt.Sprintf("%s no-win within all", c.Role)
	}
	return fmt.Sprintf("%s no-win within %d", c.Role, c.Plies)
}

// CompactStats describes a written or checked compact certificate.
type CompactStats struct {
	Claims []CompactClaim
	Nodes  int64            // node lines of all sections
	Leaves map[string]int64 // leaves by kind: over, dead, late, bound, pair, es; and the f (forced) and z (zone) nodes
}

// SolveClaims are the claims that certify a game's solution: the winner's
// win within its optimal length, or for a Breaker or Avoider win that
// Maker or Enforcer does not win, or for a draw that neither player wins.
func SolveClaims(g *Game, opt Options) ([]CompactClaim, Result, error) {
	res, err := Solve(g, opt)
	if err != nil {
		return nil, res, err
	}
	s, err := newSolver(g, Options{Plain: true, Workers: 1, MemoryMB: 1})
	if err != nil {
		return nil, res, err
	}
	if res.Plies >= 0 {
		return []CompactClaim{{Role: res.Outcome, Wins: true, Plies: res.Plies}}, res, nil
	}
	var out []CompactClaim
	for _, a := range s.r.attackers {
		out = append(out, CompactClaim{Role: s.r.roleName[a], Plies: -1})
	}
	return out, res, nil
}

// WriteCompactCertificate proves each claim with the solver and writes the
// strategies as a compact certificate. A claim that is false is an error.
func WriteCompactCertificate(w io.Writer, g *Game, claims []CompactClaim, opt Options) (CompactStats, error) {
	// Which search answers the writer's queries changes nothing in the
	// certificate (it takes the first move, in the rules' order, that the
	// exact answer keeps), only its speed: under SearchAuto and the phased
	// rules the no-win claims (refutations, where df-pn is fast) use
	// df-pn and the win claims (short wins, where deepening is) the
	// depth-first search.
	pnNoWinOnly := false
	if opt.Search == SearchAuto && !opt.Plain && autoPhased[g.Rule] {
		opt.Search, pnNoWinOnly = SearchPN, true
	}
	s, err := newSolver(g, opt)
	if err != nil {
		return CompactStats{}, err
	}
	if over, _, err := s.startDecided(); err != nil {
		return CompactStats{}, err
	} else if over {
		return CompactStats{}, errDecided
	}
	gl, err := gameLine(s.g)
	if err != nil {
		return CompactStats{}, err
	}
	var sym *refSym
	if compactRefs {
		if sym, err = newRefSym(s); err != nil {
			return CompactStats{}, err
		}
	}
	bw := bufio.NewWriterSize(w, 1<<20)
	fmt.Fprintf(bw, "%s\ngame %s\n", compactMagic, gl)
	ln := int64(2)
	stats := CompactStats{Leaves: map[string]int64{}}
	for _, cl := range claims {
		a, err := s.claimRole(cl)
		if err != nil {
			return stats, err
		}
		budget := cl.Plies
		if budget < 0 {
			budget = inf - 1
		}
		s.stop.Store(false)
		cw := &compactWriter{s: s, w: bw, a: a, wins: cl.Wins, limit: cl.Plies, stats: &stats, ln: &ln, sym: sym}
		if sym != nil {
			cw.refs = map[posKey]refEntry{}
		}
		cw.pn = s.pn && !(pnNoWinOnly && cl.Wins)
		cw.wk = s.newWorker(&s.root, 0)
		// The claim must hold at the root before the walk relies on it.
		win := cw.query(budget)
		if win != cl.Wins {
			return stats, fmt.Errorf("the claim %q is false", cl)
		}
		fmt.Fprintf(bw, "claim %s\n", cl)
		ln++
		cw.node(budget, 1)
		s.nodes.Add(cw.wk.nodes - cw.wk.flushed)
		fmt.Fprintf(bw, "end\n")
		ln++
		stats.Claims = append(stats.Claims, cl)
	}
	return stats, bw.Flush()
}

// claimRole is the mover index of the claim's role, which must be a side
// whose wins have a length.
func (s *solver) claimRole(cl CompactClaim) (int, error) {
	for _, a := range s.r.attackers {
		if s.r.roleName[a] == cl.Role {
			if cl.Wins && cl.Plies < 1 {
				return 0, fmt.Errorf("claim %q: a win needs a bound of at least 1 ply", cl)
			}
			return a, nil
		}
	}
	return 0, fmt.Errorf("claim %q: %q is not a side whose wins have a length under %s", cl, cl.Role, s.g.Rule)
}

type compactWriter struct {
	s     *solver
	w     *bufio.Writer
	wk    *worker
	a     int  // the claim's role (mover index)
	wins  bool // "wins" claim (owner a) or "no-win" (owner 1-a)
	limit int  // the claim's plies, -1: all
	pn    bool // queries by df-pn (else the depth-first search)
	stats *CompactStats
	buf   []byte
	ln    *int64 // lines written so far, the header's included
	sym   *refSym
	refs  map[posKey]refEntry // proved subtrees of the claim (nil: no references)
}

// query reports whether the claim's role a wins within budget plies from
// the worker's position.
func (cw *compactWriter) query(budget int) bool {
	if cw.pn {
		win, _ := cw.wk.pnRoot(cw.a, budget)
		return win
	}
	win, _ := cw.wk.search(cw.a, budget, 0)
	return win
}

func (cw *compactWriter) line(b []byte) {
	cw.stats.Nodes++
	*cw.ln++
	cw.w.Write(b)
	cw.w.WriteByte('\n')
}

func (cw *compactWriter) leaf(kind string) {
	cw.stats.Leaves[kind]++
	cw.line([]byte(kind))
}

// node writes the strategy from the worker's position (not decided),
// budget plies left (the current turn is ply 1 of them), ply the
// current ply counted from the start: a reference to a subtree written
// earlier (compact_refs.go) when one covers the position, else the
// subtree, which is kept for later references when it has more than one
// line.
func (cw *compactWriter) node(budget, ply int) cellSet {
	if cw.refs == nil {
		return cw.subtree(budget, ply)
	}
	key, k := cw.sym.canon(&cw.wk.st)
	if e, ok := cw.refs[key]; ok && refFits(e.ply, ply, cw.wins, cw.limit) {
		cw.stats.Leaves["ref"]++
		cw.line(strconv.AppendInt(append(cw.buf[:0], "t "...), e.line, 10))
		return mapSet(&e.zone, cw.sym.inv[k])
	}
	start := *cw.ln + 1
	zone := cw.subtree(budget, ply)
	if *cw.ln > start {
		cw.refs[key] = refEntry{line: start, ply: int32(ply), zone: mapSet(&zone, cw.sym.perms[k])}
	}
	return zone
}

// subtree writes the subtree at the worker's position (see node).
func (cw *compactWriter) subtree(budget, ply int) (zone cellSet) {
	s := cw.s
	wk := cw.wk
	st := &wk.st
	a := cw.a
	if !cw.wins {
		switch kind, pairs := cw.noWinLeaf(ply); kind {
		case "":
		case "pair":
			b := append(cw.buf[:0], "pair"...)
			for _, c := range pairs {
				b = append(b, ' ')
				b = strconv.AppendInt(b, int64(c), 10)
			}
			cw.buf = b
			cw.stats.Leaves["pair"]++
			cw.line(b)
			return
		default:
			cw.leaf(kind)
			return
		}
	}
	m, left := st.mover, st.left
	owner := a
	if !cw.wins {
		owner = 1 - a
	}
	if m == owner {
		// The owner's move: one that decides the game in the claim's
		// favour, else one into a position already proved (written as a
		// reference), else in a defence one after which a leaf rule
		// holds (knownMove; these need no query), else the first, in the
		// search's order, that keeps the claim.
		cands := st.free.cells(nil)
		known := false
		if c := cw.knownMove(cands, budget, ply); c >= 0 {
			cands, known = []int{c}, true
		} else {
			// The search's order, from the rules without the threat
			// prover (which would decide the node instead of ordering it).
			wk.basic = true
			moves, ok, _, _ := wk.analyse(a, budget, 0, nil)
			wk.basic = false
			if !ok && len(moves) > 0 {
				cands = append(moves, cands...)
			}
		}
		for _, c := range cands {
			if !st.free.has(c) {
				continue
			}
			over, winner, nb := cw.claim(c, budget)
			keep := false
			switch {
			case over:
				keep = cw.wins == (winner == a)
			case known:
				keep = true // proved: the reference covers it
			case cw.wins:
				keep = cw.query(nb)
			default:
				keep = !cw.query(nb)
			}
			if keep {
				cw.line(strconv.AppendInt(append(cw.buf[:0], "m "...), int64(c), 10))
				zone = cw.child(over, nb, ply, m, c)
				wk.unclaim(c, m, left)
				return zone
			}
			wk.unclaim(c, m, left)
		}
		panic("positional: compact certificate: no move keeps a claim the search proved")
	}
	if cw.wins && cw.limit-ply >= 1 {
		if t := compactForced(s, st, a); t >= 0 {
			// Every reply but t loses at once: one child.
			cw.stats.Leaves["forced"]++
			cw.line(strconv.AppendInt(append(cw.buf[:0], "f "...), int64(t), 10))
			zone = forcedZone(s, st, a, t)
			over, _, nb := cw.claim(t, budget)
			zone = union(zone, cw.child(over, nb, ply, m, t))
			wk.unclaim(t, m, left)
			return zone
		}
	}
	replies := st.free.cells(nil)
	if cw.wins && compactZonesOK(s) && budget >= 2 && cw.limit-ply >= 1 {
		// The null move: when Maker wins after a Breaker pass, that
		// strategy is the default for every reply outside its zone.
		st.mover, st.left = a, s.bias[a]
		if cw.query(budget - 1) {
			cw.stats.Leaves["zone"]++
			cw.line([]byte("z"))
			zone = cw.node(budget-1, ply+1)
			st.mover, st.left = m, left
			var in []int
			for _, c := range replies {
				if zone.has(c) {
					in = append(in, c)
				}
			}
			replies = in
		} else {
			st.mover, st.left = m, left
		}
	}
	cw.line(strconv.AppendInt(append(cw.buf[:0], "r "...), int64(len(replies)), 10))
	for _, c := range replies {
		cw.line(strconv.AppendInt(cw.buf[:0], int64(c), 10))
		zone.add(c)
		over, _, nb := cw.claim(c, budget)
		zone = union(zone, cw.child(over, nb, ply, m, c))
		wk.unclaim(c, m, left)
	}
	return zone
}

// noWinLeaf returns the leaf that ends a defence (a no-win claim) at the
// worker's position, as the checker reads it, or "": late, dead, bound,
// pair (with the pairs) or es.
func (cw *compactWriter) noWinLeaf(ply int) (string, []int) {
	s, st, a := cw.s, &cw.wk.st, cw.a
	switch {
	case cw.limit >= 0 && ply > cw.limit:
		return "late", nil
	case compactDead(s, st, a):
		return "dead", nil
	case cw.limit >= 0 && compactBound(s, st, a, cw.limit-ply+1):
		return "bound", nil
	}
	if s.r.completer && s.unbiased {
		if pairs := cw.pairs(); pairs != nil {
			return "pair", pairs
		}
		if compactES(s, st, a) {
			return "es", nil
		}
	}
	return "", nil
}

// knownMove returns the first free cell of cands whose claim decides the
// game in the claim's favour, else the first whose claim leads to a
// position the references cover, else (a defence) the first after which
// a leaf rule holds, else -1 (the owner is to move). Each is proved by
// itself: the caller writes it without a query.
func (cw *compactWriter) knownMove(cands []int, budget, ply int) int {
	if cw.refs == nil {
		return -1
	}
	wk := cw.wk
	st := &wk.st
	m, left := st.mover, st.left
	known := -1
	for _, c := range cands {
		over, winner, _ := cw.claim(c, budget)
		switch {
		case over:
			if cw.wins == (winner == cw.a) {
				wk.unclaim(c, m, left)
				return c
			}
		case known < 0:
			nply := ply
			if st.mover != m {
				nply++
			}
			key, _ := cw.sym.canon(st)
			if e, ok := cw.refs[key]; ok && refFits(e.ply, nply, cw.wins, cw.limit) {
				known = c
			}
		}
		wk.unclaim(c, m, left)
	}
	if known >= 0 || cw.wins {
		return known
	}
	// A defence: a move after which a leaf rule ends the line.
	for _, c := range cands {
		over, _, _ := cw.claim(c, budget)
		leaf := false
		if !over {
			nply := ply
			if st.mover != m {
				nply++
			}
			kind, _ := cw.noWinLeaf(nply)
			leaf = kind != ""
		}
		wk.unclaim(c, m, left)
		if leaf {
			return c
		}
	}
	return -1
}

// claim plays c for the side to move, passing the turn when it is over;
// it returns whether the game is decided and the budget after the claim.
func (cw *compactWriter) claim(c, budget int) (over bool, winner, nb int) {
	s := cw.s
	wk := cw.wk
	st := &wk.st
	m := st.mover
	wk.claim(c)
	if wk.completes(m, c) {
		return true, s.r.winner[m], budget
	}
	if st.nfree == 0 {
		return true, s.fullWinner(), budget
	}
	if st.left == 0 {
		st.mover, st.left = 1-m, s.bias[1-m]
		return false, 0, budget - 1
	}
	return false, 0, budget
}

// child writes the subtree after mover m claimed c, and returns its zone
// with c.
func (cw *compactWriter) child(over bool, nb, ply, m, c int) cellSet {
	if over {
		cw.leaf("over")
		return overZone(cw.s, &cw.wk.st, m, c)
	}
	nply := ply
	if cw.wk.st.mover != m {
		nply++
	}
	z := cw.node(nb, nply)
	z.add(c)
	return z
}

func union(x, y cellSet) cellSet {
	for w := range x {
		x[w] |= y[w]
	}
	return x
}

// The zones of win claims (the cells a subtree's validity depends on; see
// the "z" node): a claim that decides the game contributes its cell and
// the cells of the first set (in the set order through it) the mover now
// owns; an "f T" node T and the cells of the first Maker set whose only
// free cell is T; every other node its cell or its replies.

// overZone is the zone of mover m's deciding claim of c (state after it).
func overZone(s *solver, st *state, m, c int) cellSet {
	var z cellSet
	z.add(c)
	if s.r.counts[m] {
		for _, i := range s.cellSets[c] {
			if s.sets[i].subsetOf(&st.own[m]) {
				return union(z, s.sets[i])
			}
		}
	}
	return z
}

// forcedZone is the zone of an "f t" node at st.
func forcedZone(s *solver, st *state, a, t int) cellSet {
	var z cellSet
	z.add(t)
	for i := range s.sets {
		set := &s.sets[i]
		if !set.meets(&st.own[1-a]) && set.has(t) && set.andCount(&st.free) == 1 {
			return union(z, *set)
		}
	}
	return z
}

// compactZonesOK: "z" nodes are sound under the Maker–Breaker rule, one
// cell per turn (the zone lemma at the top of this file).
func compactZonesOK(s *solver) bool { return s.g.Rule == MakerBreaker && s.unbiased }

// pairs returns a pairing of a's live sets as a flat list of cells (pairs
// in order), or nil.
func (cw *compactWriter) pairs() []int {
	wk := cw.wk
	if !wk.pairing(cw.a) {
		return nil
	}
	var out []int
	for _, p := range wk.match.pairs {
		out = append(out, p[0], p[1])
	}
	return out
}

// The leaf rules, from their definitions; the writer and the checker both
// use these, and the checker's tests hold them against brute force.

// completerOf is the side whose owned set gives a the win: a itself when
// owning a set wins, the other side under the misère rules.
func completerOf(s *solver, a int) int {
	if s.r.completer {
		return a
	}
	return 1 - a
}

// compactDead: no set that would give a the win is free of the other
// side's cells (the completer's sets, free of the completer's opponent).
func compactDead(s *solver, st *state, a int) bool {
	c := completerOf(s, a)
	for i := range s.sets {
		if !s.sets[i].meets(&st.own[1-c]) {
			return false
		}
	}
	return true
}

// compactBound: within the remaining plies R (the current turn is ply 1),
// the completer claims fewer cells than any of its live sets misses.
func compactBound(s *solver, st *state, a, R int) bool {
	c := completerOf(s, a)
	if R <= 0 {
		return true
	}
	capa := R / 2 * s.bias[c]
	if st.mover == c {
		capa = st.left + (R-1)/2*s.bias[c]
	}
	for i := range s.sets {
		if !s.sets[i].meets(&st.own[1-c]) && s.sets[i].andCount(&st.free) <= capa {
			return false
		}
	}
	return true
}

// compactES: the Erdős–Selfridge condition for a's live sets, in exact
// rational arithmetic.
func compactES(s *solver, st *state, a int) bool {
	return !compactESFar(s, st, a) && compactESExact(s, st, a)
}

func compactESExact(s *solver, st *state, a int) bool {
	phi := new(big.Rat)
	w := make(map[int]*big.Rat)
	for i := range s.sets {
		set := &s.sets[i]
		if set.meets(&st.own[1-a]) {
			continue
		}
		u := set.andCount(&st.free)
		t := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), uint(u)))
		phi.Add(phi, t)
		for _, c := range set.cells(nil) {
			if st.free.has(c) {
				if w[c] == nil {
					w[c] = new(big.Rat)
				}
				w[c].Add(w[c], t)
			}
		}
	}
	if st.mover == a {
		mx := new(big.Rat)
		for _, x := range w {
			if x.Cmp(mx) > 0 {
				mx = x
			}
		}
		phi.Add(phi, mx)
	}
	return phi.Cmp(big.NewRat(1, 1)) < 0
}

// compactESFar reports that the Erdős–Selfridge bound of compactES is
// plainly at least 1, in floating point with a margin far above its
// rounding error, so the exact test can be skipped; near 1 the exact test
// decides. Each term is an exact power of two and the sums are of
// positive terms, so N terms err by at most (N−1)·2⁻⁵³ relative to the
// sum: under 1.2·10⁻¹⁰ for Φ and as much for the largest weight at
// MaxSets = 2²⁰ sets, well under the margin 10⁻⁹. The pre-test only ever
// makes the leaf rarer, and it is the same function in writer and checker.
func compactESFar(s *solver, st *state, a int) bool {
	var w [MaxCells]float64
	phi := 0.0
	for i := range s.sets {
		set := &s.sets[i]
		if set.meets(&st.own[1-a]) {
			continue
		}
		t := math.Ldexp(1, -set.andCount(&st.free))
		phi += t
		for wd := 0; wd < s.nw; wd++ {
			x := set[wd] & st.free[wd]
			for x != 0 {
				w[wd<<6|bits.TrailingZeros64(x)] += t
				x &= x - 1
			}
		}
	}
	if st.mover == a {
		mx := 0.0
		for _, x := range w[:s.n] {
			mx = math.Max(mx, x)
		}
		phi += mx
	}
	return phi > 1+1e-9
}

// CheckCompactCertificate verifies a compact certificate against the game
// with the rules alone and the leaf rules' definitions; it reads the file
// once and holds one path. A rejected certificate gives an
// *inputerr.Error naming the line.
func CheckCompactCertificate(r io.Reader, g *Game) (CompactStats, error) {
	s, err := newSolver(g, Options{Plain: true, Workers: 1, MemoryMB: 1})
	if err != nil {
		return CompactStats{}, err
	}
	gl, err := gameLine(s.g)
	if err != nil {
		return CompactStats{}, err
	}
	sym, err := newRefSym(s)
	if err != nil {
		return CompactStats{}, err
	}
	ck := &compactChecker{s: s, sc: bufio.NewScanner(r), stats: CompactStats{Leaves: map[string]int64{}}, sym: sym}
	ck.sc.Buffer(make([]byte, 1<<16), 1<<20)
	if l, ok := ck.next(); !ok || l != compactMagic {
		return ck.stats, certErr(1, "not a compact positional certificate (want %q)", compactMagic)
	}
	if l, ok := ck.next(); !ok || l != "game "+gl && !sameGameLine(l, gl) {
		return ck.stats, certErr(2, "the certificate is for another game")
	}
	if over, _, err := s.startDecided(); err != nil || over {
		return ck.stats, certErr(2, "the start position is already decided: nothing to certify")
	}
	for {
		l, ok := ck.next()
		if !ok {
			if len(ck.stats.Claims) == 0 {
				return ck.stats, certErr(ck.ln+1, "no claim: an empty certificate certifies nothing")
			}
			return ck.stats, nil
		}
		cl, err := parseClaim(l)
		if err != nil {
			return ck.stats, inputerr.Wrap("", ck.ln, err)
		}
		a, err := s.claimRole(cl)
		if err != nil {
			return ck.stats, inputerr.Wrap("", ck.ln, err)
		}
		ck.a, ck.wins, ck.limit = a, cl.Wins, cl.Plies
		ck.refs = map[posKey]refEntry{}
		st := s.root
		if _, err := ck.node(&st, 1); err != nil {
			return ck.stats, err
		}
		if l, ok := ck.next(); !ok || l != "end" {
			return ck.stats, certErr(ck.ln, "want \"end\" after the claim's tree")
		}
		ck.stats.Claims = append(ck.stats.Claims, cl)
	}
}

func parseClaim(l string) (CompactClaim, error) {
	f := strings.Fields(l)
	if len(f) != 5 || f[0] != "claim" || f[3] != "within" || f[2] != "wins" && f[2] != "no-win" {
		return CompactClaim{}, fmt.Errorf("want \"claim ROLE wins|no-win within P|all\"")
	}
	cl := CompactClaim{Role: Outcome(f[1]), Wins: f[2] == "wins"}
	if f[4] == "all" && !cl.Wins {
		cl.Plies = -1
		return cl, nil
	}
	p, err := strconv.Atoi(f[4])
	if err != nil || p < 0 || p > inf-2 {
		return cl, fmt.Errorf("bound %q: want plies ≥ 0 (or all, for no-win)", f[4])
	}
	cl.Plies = p
	return cl, nil
}

type compactChecker struct {
	s     *solver
	sc    *bufio.Scanner
	ln    int
	a     int
	wins  bool
	limit int
	stats CompactStats
	sym   *refSym
	refs  map[posKey]refEntry // the claim's checked subtrees of more than one line
}

func (ck *compactChecker) next() (string, bool) {
	if !ck.sc.Scan() {
		return "", false
	}
	ck.ln++
	return ck.sc.Text(), true
}

// node checks the subtree at st (not decided), ply the current ply, and
// keeps it for references (compact_refs.go) when it spans more than one
// line.
func (ck *compactChecker) node(st *state, ply int) (cellSet, error) {
	start := int64(ck.ln) + 1
	zone, err := ck.subtree(st, ply)
	if err == nil && int64(ck.ln) > start {
		key, k := ck.sym.canon(st)
		ck.refs[key] = refEntry{line: start, ply: int32(ply), zone: mapSet(&zone, ck.sym.perms[k])}
	}
	return zone, err
}

// subtree checks the subtree at st (see node).
func (ck *compactChecker) subtree(st *state, ply int) (cellSet, error) {
	var zone cellSet
	s := ck.s
	l, ok := ck.next()
	if !ok {
		return zone, certErr(ck.ln+1, "the certificate ends inside a strategy")
	}
	ck.stats.Nodes++
	f := strings.Fields(l)
	if len(f) == 0 {
		return zone, certErr(ck.ln, "empty line")
	}
	a := ck.a
	owner := a
	if !ck.wins {
		owner = 1 - a
	}
	leaf := func(ok bool, why string) (cellSet, error) {
		if !ok {
			return zone, certErr(ck.ln, "%s", why)
		}
		ck.stats.Leaves[f[0]]++
		return zone, nil
	}
	switch f[0] {
	case "late", "dead", "bound", "es", "over":
		if len(f) != 1 {
			return zone, certErr(ck.ln, "%s takes no argument", f[0])
		}
	}
	unbiasedCompletion := s.r.completer && s.unbiased
	switch f[0] {
	case "over":
		return zone, certErr(ck.ln, "\"over\": the game is not decided here")
	case "late":
		return leaf(!ck.wins && ck.limit >= 0 && ply > ck.limit, fmt.Sprintf("\"late\": ply %d is not past the claim's bound", ply))
	case "dead":
		return leaf(!ck.wins && compactDead(s, st, a), "\"dead\": a set that would decide for "+string(s.r.roleName[a])+" is still free of the other side")
	case "bound":
		return leaf(!ck.wins && ck.limit >= 0 && compactBound(s, st, a, ck.limit-ply+1), "\"bound\": a set can still be completed within the claim's plies")
	case "es":
		return leaf(!ck.wins && unbiasedCompletion && compactES(s, st, a), "\"es\": the Erdős–Selfridge condition does not hold here (or not under this rule)")
	case "pair":
		if ck.wins || !unbiasedCompletion {
			return zone, certErr(ck.ln, "\"pair\" is a leaf of no-win claims under the strong or Maker–Breaker rules, one cell per turn")
		}
		if err := checkPairs(s, st, a, f[1:]); err != nil {
			return zone, &inputerr.Error{Line: ck.ln, Reason: `"pair"`, Err: err}
		}
		ck.stats.Leaves["pair"]++
		return zone, nil
	case "t":
		k, err := strconv.ParseInt(strings.Join(f[1:], " "), 10, 64)
		if err != nil || len(f) != 2 {
			return zone, certErr(ck.ln, "want \"t LINE\"")
		}
		key, p := ck.sym.canon(st)
		e, ok := ck.refs[key]
		switch {
		case !ok:
			return zone, certErr(ck.ln, "\"t %d\": no subtree of this claim proved this position (or a symmetric one) before", k)
		case e.line != k:
			return zone, certErr(ck.ln, "\"t %d\": this position was proved by the subtree at line %d", k, e.line)
		case !refFits(e.ply, ply, ck.wins, ck.limit):
			return zone, certErr(ck.ln, "\"t %d\": that subtree was checked at ply %d, which does not cover the claim at ply %d", k, e.ply, ply)
		}
		ck.stats.Leaves["ref"]++
		return mapSet(&e.zone, ck.sym.inv[p]), nil
	case "m":
		if st.mover != owner {
			return zone, certErr(ck.ln, "\"m\": it is not the owner's move")
		}
		if len(f) != 2 {
			return zone, certErr(ck.ln, "want \"m CELL\"")
		}
		c, err := strconv.Atoi(f[1])
		if err != nil || c < 0 || c >= s.n || !st.free.has(c) {
			return zone, certErr(ck.ln, "\"m %s\": not a free cell", f[1])
		}
		return ck.claimed(st, c, ply)
	case "f":
		if !ck.wins || st.mover == owner || len(f) != 2 {
			return zone, certErr(ck.ln, "\"f T\" is a node of win claims where the opponent is to move")
		}
		t, err := strconv.Atoi(f[1])
		if err != nil || t < 0 || t >= s.n || !st.free.has(t) {
			return zone, certErr(ck.ln, "\"f %s\": not a free cell", f[1])
		}
		if ck.limit-ply < 1 || compactForced(s, st, a) != t {
			return zone, certErr(ck.ln, "\"f %d\": not every other reply loses at once (the owner must hold a set missing only %d, the opponent end its turn without a win, and a ply must be left)", t, t)
		}
		ck.stats.Leaves["forced"]++
		cz, err := ck.claimed(st, t, ply)
		return union(forcedZone(s, st, a, t), cz), err
	case "z":
		// The null move (the zone lemma above): the default strategy, from
		// the position after an opponent's pass, answers every reply
		// outside its zone; the replies in the zone follow as an "r".
		if !ck.wins || st.mover == owner || len(f) != 1 || !compactZonesOK(s) || ck.limit-ply < 1 {
			return zone, certErr(ck.ln, "\"z\" is a node of win claims under the Maker–Breaker rule, one cell per turn, where the opponent is to move and a ply is left")
		}
		pass := *st
		pass.mover, pass.left = owner, s.bias[owner]
		dz, err := ck.node(&pass, ply+1)
		if err != nil {
			return zone, err
		}
		ck.stats.Leaves["zone"]++
		zone = dz
		var in cellSet
		for w := range in {
			in[w] = dz[w] & st.free[w]
		}
		want := in.count()
		l, ok := ck.next()
		rf := strings.Fields(l)
		if !ok || len(rf) != 2 || rf[0] != "r" || rf[1] != strconv.Itoa(want) {
			return zone, certErr(ck.ln, "after a \"z\" default, want \"r %d\": the free cells of its zone", want)
		}
		ck.stats.Nodes++
		rz, err := ck.replies(st, ply, in)
		return union(zone, rz), err
	case "r":
		if st.mover == owner {
			return zone, certErr(ck.ln, "\"r\": it is the owner's move")
		}
		n, err := strconv.Atoi(strings.Join(f[1:], " "))
		if err != nil || n != st.nfree {
			return zone, certErr(ck.ln, "\"r %s\": the opponent has %d replies, every free cell", strings.Join(f[1:], " "), st.nfree)
		}
		return ck.replies(st, ply, st.free)
	}
	return zone, certErr(ck.ln, "unknown node %q", f[0])
}

// claimed plays c at st (on a copy), checks the "over" leaf when the claim
// decides the game, else the child's subtree.
func (ck *compactChecker) claimed(st *state, c, ply int) (cellSet, error) {
	var zone cellSet
	s := ck.s
	child := *st
	m := child.mover
	child.own[m].add(c)
	child.free.del(c)
	child.nfree--
	child.left--
	over, winner := false, 0
	if s.r.counts[m] {
		for _, i := range s.cellSets[c] {
			if s.sets[i].subsetOf(&child.own[m]) {
				over, winner = true, s.r.winner[m]
				break
			}
		}
	}
	if !over && child.nfree == 0 {
		over, winner = true, s.fullWinner()
	}
	if over {
		l, ok := ck.next()
		if !ok || l != "over" {
			return zone, certErr(ck.ln, "the claim of %d decides the game: want \"over\"", c)
		}
		ck.stats.Nodes++
		if ck.wins && (winner != ck.a || ply > ck.limit) {
			return zone, certErr(ck.ln, "the line ends on ply %d without a win of %s within %d", ply, s.r.roleName[ck.a], ck.limit)
		}
		if !ck.wins && winner == ck.a {
			return zone, certErr(ck.ln, "the line ends in a win of %s on ply %d", s.r.roleName[ck.a], ply)
		}
		ck.stats.Leaves["over"]++
		return overZone(s, &child, m, c), nil
	}
	if child.left == 0 {
		child.mover, child.left = 1-m, s.bias[1-m]
		ply++
	}
	if ck.wins && ply > ck.limit {
		return zone, certErr(ck.ln+1, "the line passes ply %d without a win of %s", ck.limit, s.r.roleName[ck.a])
	}
	zone, err := ck.node(&child, ply)
	zone.add(c)
	return zone, err
}

// replies checks the opponent's replies at st, exactly the cells of want
// in increasing order, each followed by its subtree; it returns their zone.
func (ck *compactChecker) replies(st *state, ply int, want cellSet) (cellSet, error) {
	var zone cellSet
	for _, c := range want.cells(nil) {
		l, ok := ck.next()
		if !ok {
			return zone, certErr(ck.ln+1, "the certificate ends inside a strategy")
		}
		ck.stats.Nodes++
		if l != strconv.Itoa(c) {
			return zone, certErr(ck.ln, "reply %q: want %d, the next of the replies, increasing", l, c)
		}
		cz, err := ck.claimed(st, c, ply)
		if err != nil {
			return zone, err
		}
		zone = union(zone, cz)
		zone.add(c)
	}
	return zone, nil
}

// checkPairs verifies a pairing leaf from its definition: disjoint pairs
// of free cells, and every live set of a (free of the other side) holds
// both cells of some pair.
func checkPairs(s *solver, st *state, a int, args []string) error {
	if len(args) == 0 || len(args)%2 != 0 {
		return fmt.Errorf("want an even, non-zero number of cells")
	}
	var used cellSet
	var pairs [][2]int
	for i := 0; i < len(args); i += 2 {
		var p [2]int
		for j := 0; j < 2; j++ {
			c, err := strconv.Atoi(args[i+j])
			if err != nil || c < 0 || c >= s.n || !st.free.has(c) {
				return fmt.Errorf("%q is not a free cell", args[i+j])
			}
			if used.has(c) {
				return fmt.Errorf("cell %d is in two pairs", c)
			}
			used.add(c)
			p[j] = c
		}
		pairs = append(pairs, p)
	}
	for i := range s.sets {
		set := &s.sets[i]
		if set.meets(&st.own[1-a]) {
			continue
		}
		ok := false
		for _, p := range pairs {
			if set.has(p[0]) && set.has(p[1]) {
				ok = true
				break
			}
		}
		if !ok {
			return fmt.Errorf("the live set %v holds no pair", set.cells(nil))
		}
	}
	return nil
}

// compactForced returns the cell t of a forced reply, or -1: the opponent
// of a (the owner of a win claim) is to move with one cell left in its
// turn, a (whose owned set wins) holds a set free of the opponent's cells
// whose only free cell is t, and no free cell other than t completes a set
// of the opponent's that decides the game. Then every reply y ≠ t loses at
// once: y ends the opponent's turn without deciding the game (y is in no
// set whose completion decides for the opponent, and the board is not
// full: t is still free), and a claims t on the next ply, owning the set.
// The least such t is taken, so writer and checker agree.
func compactForced(s *solver, st *state, a int) int {
	o := 1 - a
	if !s.r.completer || !s.r.counts[a] || st.mover != o || st.left != 1 {
		return -1
	}
	t := -1
	for i := range s.sets {
		set := &s.sets[i]
		if set.meets(&st.own[o]) || set.andCount(&st.free) != 1 {
			continue
		}
		var x cellSet
		for wd := 0; wd < s.nw; wd++ {
			x[wd] = set[wd] & st.free[wd]
		}
		if c := x.first(); t < 0 || c < t {
			t = c
		}
	}
	if t < 0 {
		return -1
	}
	if s.r.counts[o] {
		for i := range s.sets {
			set := &s.sets[i]
			if set.meets(&st.own[a]) || set.andCount(&st.free) != 1 {
				continue
			}
			for wd := 0; wd < s.nw; wd++ {
				if x := set[wd] & st.free[wd]; x != 0 && wd<<6|bits.TrailingZeros64(x) != t {
					return -1 // the opponent could complete its own set
				}
			}
		}
	}
	return t
}
