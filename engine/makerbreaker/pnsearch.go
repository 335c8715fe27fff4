package makerbreaker

import (
	"fmt"
	"math/bits"
	"plylab/engine/pnum"
	"sort"
)

// Proof-number search over the calculus at a fixed height bound.
//
// The AND/OR structure is the one the depth-first Searcher walks:
//
//   - an OR node is a position (M, B), Maker to move, with a height h: it is
//     proved when some Maker cell p (the move rule's candidates) leads to a
//     proved AND node;
//   - the AND node after p (Breaker to move, height h) has as children the
//     position with Breaker passing, then every free cell b of the running
//     intersection of the proved children's envelopes as a Breaker reply,
//     each an OR node of height h − 1. Its children are not known in
//     advance: the reply set appears when the pass child is proved, and
//     shrinks as every proved reply intersects it further; the node is
//     proved when the intersection holds no free cell, and then the
//     combination at p gives its card (Lemma "combination").
//
// Depth-first proof-number search (df-pn, Nagai 2002) with the 1+ε trick
// (Pawlewicz and Lew 2007; the same thresholds as the positional engine's
// df-pn) searches the most-proving node under thresholds and keeps the
// numbers of interior nodes in a transposition table keyed by the
// canonical form of the position under G × Z² (see canonical). An AND
// node's numbers are the sum of its open children's proof numbers (plus
// the replies not looked at yet, pnRestDiv) and the least of their
// disproof numbers; before its pass child is proved, its reply set is
// unknown and is estimated (replyEstimate).
//
// Soundness is the depth-first search's: a node is proved only by a proved
// child (OR) or by the combination of proved children that leaves no free
// cell in the intersection (AND), both checked again by Combine and, for a
// certificate, by reconstruction. Disproofs are relative to the move rule,
// as the Searcher's failures are: an OR node is disproved when every
// candidate's AND node is, an AND node when a child it needs is. Proof and
// disproof numbers, thresholds and the table's replacement only order the
// work. Stones are only added, so the graph has no cycles.
//
// The search looks for a proof of height ≤ H, not the smallest height; the
// height of a node is fixed by the number of Maker cells played from the
// root, so the table needs no height in its key, but keeps the height with
// every estimate and the proved height and the largest refuted height with
// every solved entry (exact facts, valid for every larger, resp. smaller,
// height).
//
// Macro cards. Every OR proof also goes into a library of cards keyed by
// their required set, which proves any position the card holds at, not
// only the one it was proved at (pnlib.go); AddLibrary seeds it from
// certificates.
//
// Memory. The table holds at most MaxMemo positions (opt.MaxMemo, 0:
// 4,000,000); when full, the half of least work is dropped (solved entries
// count 64 doublings more than estimates, as in the positional table), so
// a long run keeps going with the entries that cost most to compute.
// Proofs in use stay alive through the nodes above them.

// pnEntry is what the table knows of a canonical position.
type pnEntry struct {
	or, and pnNums
	orProof *proof
	andKids []proofKid // AND proof: the children, in the canonical frame
	andH    int8       // AND proved for heights ≥ andH (0: not proved)
	orFail  int8       // OR refuted for heights ≤ orFail
	andFail int8
	work    uint32 // positions examined below the entry (saturating)
}

type pnNums struct {
	h      int8
	pn, dn uint32
}

// PNSearcher is the proof-number search (see the comment above): build it
// with NewPNSearcher and run it with Run(H).
type PNSearcher struct {
	*Searcher
	tab   map[string]*pnEntry
	limit int
	// The numbers of the root's pivots other than the one searched.
	rootOtherPN, rootOtherDN uint32
	depth                    int
	// Init selects the initial numbers of a new node (see pnInitNums);
	// chosen by measurement (BenchmarkPNInit).
	Init int
	// ckH is the height bound of the checkpoint (Run or LoadCheckpoint);
	// prevNodes the positions examined by the runs it resumes.
	ckH       int
	prevNodes uint64
	// lib is the macro-card library (see pnlib.go); nil on a finite board
	// or with PlainMemo, where cards do not move.
	lib *pnLibrary
	// libSrc has the SHA-256 of every certificate put in the library
	// (AddLibrary), for the checkpoint's identity.
	libSrc []string
	// libSubsetsOf's buffers, reused: pair terms, row sums, the subset.
	libMix, libRow []uint64
	libSub         []Point
}

// PNInitDefault is the initial-numbers rule used unless Init is set.
const PNInitDefault = 3

// NewPNSearcher prepares a proof-number search for the shape; opt's
// Maker, Breaker, Board, MaxNodes, MaxMemo, Stop and Progress apply
// (Progress also reports the root's numbers in Stats.RootPN/RootDN).
func NewPNSearcher(sh Shape, opt SearchOptions) (*PNSearcher, error) {
	s, err := NewSearcher(sh, opt)
	if err != nil {
		return nil, err
	}
	lim := opt.MaxMemo
	if lim <= 0 {
		lim = 4_000_000
	}
	ps := &PNSearcher{Searcher: s, tab: map[string]*pnEntry{}, limit: lim, Init: PNInitDefault}
	if pnUseLib && s.board == nil && !opt.PlainMemo {
		ps.lib = newPNLibrary(max(lim/4, 1024))
	}
	return ps, nil
}

// Run searches a proof of height ≤ h from the start position. It returns
// Found false when the position is refuted at this height under the move
// rule (Stats.Aborted false) or when the search was stopped.
func (s *PNSearcher) Run(h int) SearchResult {
	s.Stats.Height, s.ckH = h, h
	s.Stats.RootPN, s.Stats.RootDN = 1, 1
	pn, dn, pl := s.or(h, pnInf, pnInf, true)
	s.Stats.TTEntries = len(s.tab)
	if s.Stats.Aborted {
		return SearchResult{}
	}
	s.Stats.RootPN, s.Stats.RootDN = pn, dn
	if pn != 0 {
		if dn != 0 {
			panic("makerbreaker: df-pn returned an unsolved root")
		}
		return SearchResult{}
	}
	return SearchResult{Found: true, Card: pl.card(), root: pl}
}

// pnInf is an infinite proof or disproof number; unsolved numbers stay
// below it.
const pnInf = pnum.Inf

// ε of the 1+ε trick, as pnEpsNum/pnEpsDen.
// ε = 1 measured best on the small winners (BenchmarkPNInit); the
// positional engine's 1/4 switches too often here, where an AND node's
// proof number jumps when its pass child is proved.
var (
	pnEpsNum uint64 = 4
	pnEpsDen uint64 = 4
)

func (s *PNSearcher) entry(key string, create bool) *pnEntry {
	e := s.tab[key]
	if e == nil && create {
		if len(s.tab) >= s.limit {
			s.sweep()
		}
		e = &pnEntry{}
		s.tab[key] = e
	}
	return e
}

// sweep drops the half of the table of least work.
func (s *PNSearcher) sweep() {
	var hist [130]int
	score := func(e *pnEntry) int {
		sc := bits.Len32(e.work)
		if e.orProof != nil || e.andH > 0 || e.orFail > 0 || e.andFail > 0 {
			sc += 64
		}
		return sc
	}
	for _, e := range s.tab {
		hist[score(e)]++
	}
	drop, cut := len(s.tab)/2, 0
	for n := 0; cut < len(hist) && n+hist[cut] <= drop; cut++ {
		n += hist[cut]
	}
	// Entries scoring below cut go, and of those at cut the share that
	// brings the total to half, chosen by a hash of the key (not by the
	// map's order, so that runs are repeatable).
	extra := drop
	for i := 0; i < cut; i++ {
		extra -= hist[i]
	}
	var frac uint64
	if cut < len(hist) && hist[cut] > 0 {
		frac = uint64(extra) << 32 / uint64(hist[cut])
	}
	for k, e := range s.tab {
		sc := score(e)
		if sc < cut || sc == cut && uint64(keyHash(k)) < frac {
			delete(s.tab, k)
		}
	}
	s.Stats.MemoClears++
}

// spine records the numbers of a node searched with unbounded thresholds:
// the nodes from the root down to the first with a sibling to switch to,
// whose numbers the root's follow (df-pn returns to the root only when it
// is solved, so the root's own numbers change rarely).
func (s *PNSearcher) spine(thpn, thdn, pn, dn uint32) {
	if thpn == pnInf && thdn == pnInf {
		s.Stats.SpineDepth, s.Stats.SpinePN, s.Stats.SpineDN = s.depth, pn, dn
	}
}

// keyHash is FNV-1a of a table key.
func keyHash(k string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(k); i++ {
		h = (h ^ uint32(k[i])) * 16777619
	}
	return h
}

func (s *PNSearcher) tick() bool { return s.count(len(s.tab)) }

// pnInitNums gives the numbers of a new OR node of height h whose live
// copies meeting Maker's cells miss at least need ≥ 2 cells:
//
//	0: (1, 1);
//	1: pn = need − 1 (moves to a threat), dn = h − need + 1 (the slack);
//	2: as 1, with pn halved for every further copy missing need cells
//	   (more near-threats, easier to prove), at least 1;
//	3: pn = pnBranch^(need−2) (a proof that needs k more Maker cells
//	   branches over Breaker's replies at each of them), dn = h − need + 1.
func (s *PNSearcher) pnInitNums(h, need int) (uint32, uint32) {
	switch s.Init {
	case 3:
		pn := uint32(1)
		for i := 2; i < need; i++ {
			pn *= pnBranch
		}
		return pn, uint32(h - need + 1)
	case 1, 2:
		pn, dn := uint32(need-1), uint32(h-need+1)
		if s.Init == 2 && need < len(s.st.missing) {
			n := s.st.missing[need]
			for n > 1 && pn > 1 {
				n /= 2
				pn--
			}
		}
		return max(pn, 1), max(dn, 1)
	}
	return 1, 1
}

// orAtOnce settles an OR node of height h without the table when it can:
// the node budget is spent (1, 1: unknown), Maker completes a copy now (a
// proof), or no copy can be completed within h (a disproof). Otherwise
// settled is false and need is the fewest cells a live copy misses.
func (s *PNSearcher) orAtOnce(h int) (pn, dn uint32, pl placed, need int, settled bool) {
	if !s.tick() {
		return 1, 1, placed{}, 0, true
	}
	pl, ok, need := s.immediate(h)
	if ok {
		return 0, pnInf, pl, need, true
	}
	if h <= 1 || need > h {
		return pnInf, 0, placed{}, need, true
	}
	return 0, 0, placed{}, need, false
}

// orLeaf evaluates an OR node of height h at the current position without
// expanding it: decided at once, known from the table, or estimated.
func (s *PNSearcher) orLeaf(h int) (pn, dn uint32, pl placed) {
	pn, dn, pl, need, settled := s.orAtOnce(h)
	if settled {
		return pn, dn, pl
	}
	key, F, _ := s.canon()
	if e := s.entry(key, false); e != nil {
		if e.orProof != nil && e.orProof.card.H <= h {
			s.Stats.TTHits++
			return 0, pnInf, placed{e.orProof, F.Inverse()}
		}
		if int(e.orFail) >= h {
			s.Stats.TTHits++
			return pnInf, 0, placed{}
		}
		if int(e.or.h) == h {
			return e.or.pn, e.or.dn, placed{}
		}
	}
	if pl, ok := s.libFind(h); ok {
		return 0, pnInf, pl
	}
	pn, dn = s.pnInitNums(h, need)
	return pn, dn, placed{}
}

// or runs df-pn at an OR node of height h (the current position, Maker to
// move) until its numbers reach the thresholds or it is solved; on a proof
// it returns the proof placed in the absolute frame.
func (s *PNSearcher) or(h int, thpn, thdn uint32, root bool) (uint32, uint32, placed) {
	s.depth++
	defer func() { s.depth-- }()
	if pn, dn, pl, _, settled := s.orAtOnce(h); settled {
		return pn, dn, pl
	}
	key, F, stab := s.canon()
	if e := s.entry(key, false); e != nil {
		if e.orProof != nil && e.orProof.card.H <= h {
			return 0, pnInf, placed{e.orProof, F.Inverse()}
		}
		if int(e.orFail) >= h {
			return pnInf, 0, placed{}
		}
	}
	if pl, ok := s.libFind(h); ok {
		return 0, pnInf, pl
	}
	start := s.Stats.Nodes
	cands := s.candidates(h, stab)
	cpn := make([]uint32, len(cands))
	cdn := make([]uint32, len(cands))
	done := func(pn, dn uint32, pr *proof) (uint32, uint32, placed) {
		e := s.entry(key, true)
		e.work = satWork(e.work, s.Stats.Nodes-start)
		switch {
		case pn == 0:
			e.orProof = pr
			if s.lib != nil {
				s.lib.add(placed{pr, F.Inverse()})
			}
			return 0, pnInf, placed{pr, F.Inverse()}
		case dn == 0:
			e.orFail = int8(max(int(e.orFail), h))
		default:
			e.or = pnNums{int8(h), pn, dn}
		}
		return pn, dn, placed{}
	}
	prove := func(p Point, kids []placed) (uint32, uint32, placed) {
		cards := make([]Card, len(kids))
		for i, k := range kids {
			cards[i] = k.card()
		}
		card, err := Combine(p, cards)
		if err != nil {
			panic(err)
		}
		s.Stats.Proofs++
		pr := &proof{card: card.Place(F), base: -1}
		for _, k := range kids {
			pr.kids = append(pr.kids, proofKid{p: k.p, place: F.Compose(k.f)})
		}
		return done(0, pnInf, pr)
	}
	// Pivots are looked at lazily, best threat score first (as the
	// depth-first search tries them): the ones not looked at yet stand as
	// one virtual child with the proof number est (the least initial proof
	// number seen among those looked at) and disproof number their count;
	// when the virtual child is the most proving, the next pivot is looked
	// at.
	k, est := 0, pnInf
	lazy, force := pnLazyPivots, true
	for {
		if k < len(cands) && (force || !lazy || est < thpn && s.pickVirtual(cpn[:k], est)) {
			force = false
			p := cands[k]
			s.st.play(p, cellMaker)
			var kids []placed
			cpn[k], cdn[k], kids = s.andLeaf(h)
			s.st.undo(p)
			if s.Stats.Aborted {
				return 1, 1, placed{}
			}
			if cpn[k] == 0 {
				return prove(p, kids)
			}
			if cpn[k] < pnInf {
				est = min(est, cpn[k])
			}
			k++
			continue
		}
		pn, dn := pnInf, uint32(0)
		best, second := -1, pnInf
		for i := range cpn[:k] {
			dn = pnum.SatAdd(dn, cdn[i])
			if cpn[i] < pn {
				if best >= 0 {
					second = pn
				}
				pn, best = cpn[i], i
			} else if cpn[i] < second {
				second = cpn[i]
			}
		}
		if k < len(cands) {
			// The virtual child of the pivots not looked at yet.
			dn = pnum.SatAdd(dn, uint32(len(cands)-k))
			second = min(second, est)
			if est < pn {
				pn = est
			}
		}
		if best < 0 || pn >= pnInf {
			if k < len(cands) {
				// Every pivot looked at so far is refuted: look at the next.
				force = true
				continue
			}
			return done(pnInf, 0, nil)
		}
		if root {
			s.Stats.RootPN, s.Stats.RootDN = pn, dn
		}
		s.spine(thpn, thdn, pn, dn)
		if pn >= thpn || dn >= thdn {
			return done(pn, dn, nil)
		}
		tp := pnum.EpsThreshold(second, thpn, pnEpsNum, pnEpsDen)
		td := thdn
		if td < pnInf {
			td = td - dn + cdn[best]
		}
		if root {
			// While the pivot is searched, the root's numbers are its
			// numbers combined with the other pivots' (see and).
			s.rootOtherPN, s.rootOtherDN = second, dn-cdn[best]
		}
		p := cands[best]
		s.st.play(p, cellMaker)
		cp, cd, kids := s.and(h, tp, td, root)
		s.st.undo(p)
		if s.Stats.Aborted {
			return 1, 1, placed{}
		}
		if cp == 0 {
			return prove(p, kids)
		}
		cpn[best], cdn[best] = cp, cd
	}
}

// pnLazyPivots makes OR nodes look at their pivots lazily (see or).
var pnLazyPivots = true

// pnUseLib turns the macro-card library on (see pnlib.go).
var pnUseLib = true

// pickVirtual reports whether the virtual child (proof number est) is the
// most proving: every pivot looked at has a larger proof number.
func (s *PNSearcher) pickVirtual(cpn []uint32, est uint32) bool {
	for _, x := range cpn {
		if x <= est {
			return false
		}
	}
	return true
}

func satWork(w uint32, n uint64) uint32 {
	if t := uint64(w) + n; t < 1<<32 {
		return uint32(t)
	}
	return 1<<32 - 1
}

// pnReplyWidth is the number of replies of an AND node looked at (and
// searched) at once, best threat score first; the others count
// 1/pnRestDiv each in its proof number. The replies still needed depend on the envelopes of
// the children proved, so looking at few at a time, as the depth-first
// search does, wastes least.
var pnReplyWidth = 1

// pnRestDiv divides the count of the replies not looked at yet in an AND
// node's proof number: most replies are proved at once (a threat, the
// table, an image under symmetry) or fall out of the intersection, so
// counting each as a full leaf makes the search switch pivots too early.
// 16 measured best (positions: i4 68 k, l5 124 k, n5 527, y5 1007, Snaky
// with a domino 118 k; with 1: 36 k, 632 k, 518, 8236, > 3 M).
var pnRestDiv uint32 = 16

// pnBranch is the branching of init rule 3.
var pnBranch uint32 = 4

// pnReplyMode selects replyEstimate.
var pnReplyMode = 0

// replyEstimate is the proof number an AND node of height h (Maker's cell
// just played) adds for its replies before its pass child is proved, when
// the reply set is unknown: 1 (mode 0), or the number of free cells of the
// live copies through Maker's last cell missing at most h − 1 cells,
// divided by 4 (mode 1).
func (s *PNSearcher) replyEstimate(h int) uint32 {
	if pnReplyMode == 0 {
		return 1
	}
	st := s.st
	p := st.M[len(st.M)-1]
	ci := cellIndex(p)
	size := len(st.shape.Cells)
	seen := map[Point]bool{}
	for oi, l := range st.lin {
		base := oi * winSize
		for _, d := range l {
			id := base + ci - d
			c := &st.copies[id]
			if c.blocked || c.brk != 0 || size-int(c.maker) > h-1 {
				continue
			}
			for _, q := range st.copyCells(id) {
				if st.at(q) == cellFree {
					seen[q] = true
				}
			}
		}
	}
	return max(1, uint32(len(seen)/4))
}

// andLeaf evaluates the AND node of height h after Maker's cell (already
// played) without expanding it: from the table, or from its pass child.
func (s *PNSearcher) andLeaf(h int) (uint32, uint32, []placed) {
	key, F, _ := s.canon()
	if e := s.entry(key, false); e != nil {
		if e.andH > 0 && int(e.andH) <= h {
			s.Stats.TTHits++
			inv := F.Inverse()
			kids := make([]placed, len(e.andKids))
			for i, k := range e.andKids {
				kids[i] = placed{k.p, inv.Compose(k.place)}
			}
			return 0, pnInf, kids
		}
		if int(e.andFail) >= h {
			s.Stats.TTHits++
			return pnInf, 0, nil
		}
		if int(e.and.h) == h {
			return e.and.pn, e.and.dn, nil
		}
	}
	pn, dn, _ := s.orLeaf(h - 1)
	switch {
	case dn == 0:
		return pnInf, 0, nil
	case pn == 0:
		// The pass child is proved already: the replies are still open.
		return s.replyEstimate(h), 1, nil
	}
	return pnum.SatAdd(pn, s.replyEstimate(h)), dn, nil
}

// andChild is an open child of an AND node: a Breaker reply b, or the pass.
type andChild struct {
	b      Point
	pass   bool
	pn, dn uint32
}

// and runs df-pn at the AND node of height h after Maker's cell p (already
// played, the last of s.st.M).
func (s *PNSearcher) and(h int, thpn, thdn uint32, top bool) (uint32, uint32, []placed) {
	s.depth++
	defer func() { s.depth-- }()
	key, F, stab := s.canon()
	start := s.Stats.Nodes
	var kids []placed
	var inter Set
	var passProof *placed
	add := func(pl placed) {
		// The child and its images under the stabilizer of the position
		// are all children (as in Searcher.attack).
		stabImages(stab, pl, func(_ Placement, img placed) {
			for _, k := range kids {
				if k.p == img.p && k.f == img.f {
					return
				}
			}
			// The first child's envelope starts the intersection (an
			// empty intersection later is nil too, so count the kids).
			kids = append(kids, img)
			if t := img.card().T; len(kids) == 1 {
				inter = t
			} else {
				inter = inter.Intersect(t)
			}
		})
	}
	// addLib adds the library cards that hold after the pass and take a
	// free cell out of the intersection (see pnlib.go).
	addLib := func() {
		if s.lib == nil || !libAndKids {
			return
		}
		s.lib.each(s.st.M, s.st.B, h-1, func(pl placed) bool {
			t := pl.card().T
			for _, c := range inter {
				if s.st.at(c) == cellFree && !t.Contains(c) {
					s.lib.kids++
					add(pl)
					break
				}
			}
			return true
		})
	}
	done := func(pn, dn uint32) (uint32, uint32, []placed) {
		e := s.entry(key, true)
		e.work = satWork(e.work, s.Stats.Nodes-start)
		switch {
		case pn == 0:
			e.andH = int8(h)
			e.andKids = make([]proofKid, len(kids))
			for i, k := range kids {
				e.andKids[i] = proofKid{k.p, F.Compose(k.f)}
			}
			return 0, pnInf, kids
		case dn == 0:
			e.andFail = int8(max(int(e.andFail), h))
		default:
			e.and = pnNums{int8(h), pn, dn}
		}
		return pn, dn, nil
	}
	// open lists the open children: the pass until it is proved, then the
	// free cells of the intersection, best threat score first; a child
	// proved on the way is added and the list recomputed. It returns false
	// when a child is refuted.
	var open []andChild
	var score map[Point]float64
	var rest uint32 // free cells of the intersection not looked at yet
	build := func() bool {
		open, rest = open[:0], 0
		if passProof == nil {
			pn, dn, pl := s.orLeaf(h - 1)
			switch {
			case dn == 0:
				return false
			case pn != 0:
				open = append(open, andChild{pass: true, pn: pn, dn: dn})
				rest = s.replyEstimate(h)
				return true
			}
			passProof = &pl
			add(pl)
			addLib()
		}
		if score == nil {
			score = s.scores(h - 1)
		}
	again:
		open = open[:0]
		var cells []Point
		for _, c := range inter {
			if s.st.at(c) == cellFree {
				cells = append(cells, c)
			}
		}
		sort.SliceStable(cells, func(i, j int) bool { return score[cells[i]] > score[cells[j]] })
		for i, b := range cells {
			if len(open) >= pnReplyWidth {
				rest = uint32(len(cells) - i)
				break
			}
			s.st.play(b, cellBrk)
			pn, dn, pl := s.orLeaf(h - 1)
			s.st.undo(b)
			if s.Stats.Aborted {
				return true
			}
			switch {
			case dn == 0:
				return false
			case pn == 0:
				add(pl)
				goto again
			}
			open = append(open, andChild{b: b, pn: pn, dn: dn})
		}
		return true
	}
	if !build() {
		return done(pnInf, 0)
	}
	for {
		if s.Stats.Aborted {
			return 1, 1, nil
		}
		if len(open) == 0 {
			return done(0, pnInf)
		}
		pn, dn := uint32(0), pnInf
		best, second := -1, pnInf
		for i, c := range open {
			pn = pnum.SatAdd(pn, c.pn)
			if c.dn < dn {
				if best >= 0 {
					second = dn
				}
				dn, best = c.dn, i
			} else if c.dn < second {
				second = c.dn
			}
		}
		pn = pnum.SatAdd(pn, (rest+pnRestDiv-1)/pnRestDiv)
		if top {
			// A pivot of the root: the root's numbers follow from it and
			// the other pivots' without waiting for it to return.
			s.Stats.RootPN, s.Stats.RootDN = min(pn, s.rootOtherPN), pnum.SatAdd(dn, s.rootOtherDN)
		}
		s.spine(thpn, thdn, pn, dn)
		if pn >= thpn || dn >= thdn {
			return done(pn, dn)
		}
		td := pnum.EpsThreshold(second, thdn, pnEpsNum, pnEpsDen)
		tp := thpn
		if tp < pnInf {
			tp = tp - pn + open[best].pn
		}
		c := open[best]
		if !c.pass {
			s.st.play(c.b, cellBrk)
		}
		cp, cd, pl := s.or(h-1, tp, td, false)
		if !c.pass {
			s.st.undo(c.b)
		}
		if s.Stats.Aborted {
			return 1, 1, nil
		}
		switch {
		case cd == 0:
			return done(pnInf, 0)
		case cp == 0:
			if c.pass {
				passProof = &pl
				add(pl)
				addLib()
			} else {
				add(pl)
			}
			if !build() {
				return done(pnInf, 0)
			}
		default:
			open[best].pn, open[best].dn = cp, cd
		}
	}
}

// String summarises the table for progress lines.
func (s *PNSearcher) String() string {
	return fmt.Sprintf("root pn=%d dn=%d, %d positions, %d entries", s.Stats.RootPN, s.Stats.RootDN, s.Stats.Nodes, len(s.tab))
}
