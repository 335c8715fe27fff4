package makerbreaker

import (
	"fmt"
	"sort"
)

// SearchOptions controls the certificate search.
type SearchOptions struct {
	// MaxHeight is the largest height tried (iterative deepening runs
	// h = MinHeight, MinHeight+1, …, MaxHeight).
	MaxHeight int
	MinHeight int
	// Maker and Breaker are the cells owned at the start (a handicap, or
	// the position of a conditional statement); both may be empty.
	Maker, Breaker []Point
	// Board, when set, confines the game to a finite board: cells outside
	// it count as Breaker's (the reading under which arbitrary Breaker cells
	// outside it cannot matter).
	Board Set
	// Beam, when positive, keeps only the Beam best-scored Maker candidates
	// at every node (incomplete: a failure then proves nothing).
	Beam int
	// MaxNodes stops the search after that many positions (0: no limit).
	MaxNodes uint64
	// MaxMemo bounds the memo: when it holds more positions it is emptied
	// (proofs already in use stay alive through their parents). 0 means
	// 4,000,000.
	MaxMemo int
	// Stop is polled every 4096 positions; returning true aborts.
	Stop func() bool
	// Progress is called every 65536 positions with the running counters.
	Progress func(st SearchStats)
	// OnHeight is called when a height has been tried completely.
	OnHeight func(h int, found bool)
	// DeepenEach makes every child proof deepen its height from 1, so that
	// each child is proved at its smallest height (smaller envelopes, fewer
	// replies) — the top level alone deepens otherwise.
	DeepenEach bool
	// PlainMemo keys the memo by the position itself rather than its
	// canonical form under G × Z² (the baseline of the symmetry ablation).
	PlainMemo bool
}

// SearchStats are the search counters.
type SearchStats struct {
	Height      int    // height being tried
	Nodes       uint64 // Maker-to-move positions examined
	TTHits      uint64 // positions answered by the memo (success or failure)
	TTEntries   int
	Proofs      uint64 // combination nodes proved
	SymChildren uint64 // children added as images under the stabilizer
	MemoClears  int    // times the memo was emptied (MaxMemo); PNSearcher: swept
	Aborted     bool
	// RootPN and RootDN are the proof and disproof numbers of the root
	// (PNSearcher only; 0 and 1<<30 once proved, the reverse once refuted).
	RootPN, RootDN uint32
	// SpinePN and SpineDN are the numbers of the deepest node searched
	// with unbounded thresholds (SpineDepth: OR and AND nodes from the
	// root, which is 1), which the root's follow (PNSearcher only).
	SpinePN, SpineDN uint32
	SpineDepth       int
}

// proof is a proved claim in its own frame: a base (Base ≥ 0), or a
// combination of placed children at the card's pivot.
type proof struct {
	card Card
	base int
	kids []proofKid
	row  int
}

type proofKid struct {
	p     *proof
	place Placement // from the child's frame to the parent's frame
}

// placed is a proof placed in the absolute frame.
type placed struct {
	p *proof
	f Placement
}

func (pl placed) card() Card { return pl.p.card.Place(pl.f) }

// Searcher is a Maker-to-move proof search that builds cards bottom-up with
// the combination rule (Lemma "combination"):
//
//   - at a position (M, B) with Maker to move and height h it tries Maker
//     cells p; after p it proves the position with Breaker passing (the
//     first child, whose envelope is the relevance zone of the reply), then
//     every free cell b of the running intersection of child envelopes as a
//     Breaker reply, adding each child, until the intersection holds only
//     Maker cells — which is exactly when the combination at p applies at
//     (M, B): A = (⋃A_i ∪ ⋂T_i) \ {p} ⊆ M, T ∩ B = ∅;
//   - it memoises proofs and failures under the canonical form of the
//     position (placements of G × Z², see canonical);
//   - positions with a symmetry (nontrivial stabilizer) try one Maker cell
//     per orbit, and every proved child is added with its images under the
//     stabilizer, which are children too;
//   - the top level deepens the height one step at a time, so the first
//     proof found has the smallest height the move rule allows.
type Searcher struct {
	st    *searchState
	opt   SearchOptions
	tt    map[string]*ttEntry
	bases []*proof
	Stats SearchStats
	board Set
	cz    canonicalizer
}

// NewSearcher prepares a search for the shape.
func NewSearcher(sh Shape, opt SearchOptions) (*Searcher, error) {
	if err := sh.Validate(); err != nil {
		return nil, err
	}
	if x0, x1, y0, y1, _ := sh.Set().Bounds(); x1-x0 >= winMargin || y1-y0 >= winMargin {
		return nil, fmt.Errorf("shape wider than %d cells: outside the search's window margin", winMargin)
	}
	s := &Searcher{st: newSearchState(sh, opt.Board), opt: opt, tt: map[string]*ttEntry{}, board: opt.Board}
	for j, b := range OriginBases(sh) {
		s.bases = append(s.bases, &proof{card: b, base: j})
	}
	for _, p := range opt.Board {
		if !inWindow(p) {
			return nil, fmt.Errorf("board cell %v outside the search window", p)
		}
	}
	if err := s.place(opt.Maker, opt.Breaker); err != nil {
		return nil, err
	}
	return s, nil
}

// SearchResult is a proof found by Run.
type SearchResult struct {
	Found bool
	// Card is the proved claim at the start position, in absolute
	// coordinates: A ⊆ Maker cells, T avoiding Breaker cells.
	Card Card
	root placed
}

// Run deepens the height from MinHeight (default 1) to MaxHeight and
// returns the first proof.
func (s *Searcher) Run() SearchResult {
	lo := max(s.opt.MinHeight, 1)
	for h := lo; h <= s.opt.MaxHeight; h++ {
		s.Stats.Height = h
		pl, ok := s.prove(h)
		if s.Stats.Aborted {
			return SearchResult{}
		}
		if s.opt.OnHeight != nil {
			s.opt.OnHeight(h, ok)
		}
		if ok {
			return SearchResult{Found: true, Card: pl.card(), root: pl}
		}
	}
	return SearchResult{}
}

func (s *Searcher) tick() bool { return s.count(len(s.tt)) }

// count counts a position: the node budget, Stop every 4096 positions and
// Progress every 65536 (with entries, the table's size); it reports
// whether the search goes on.
func (s *Searcher) count(entries int) bool {
	s.Stats.Nodes++
	if s.opt.MaxNodes > 0 && s.Stats.Nodes > s.opt.MaxNodes {
		s.Stats.Aborted = true
	}
	if s.Stats.Nodes&4095 == 0 && s.opt.Stop != nil && s.opt.Stop() {
		s.Stats.Aborted = true
	}
	if s.Stats.Nodes&65535 == 0 && s.opt.Progress != nil {
		s.Stats.TTEntries = entries
		s.opt.Progress(s.Stats)
	}
	return !s.Stats.Aborted
}

// prove searches a proof of height ≤ h for the current position, Maker to
// move.
func (s *Searcher) prove(h int) (placed, bool) {
	if !s.tick() {
		return placed{}, false
	}
	// Pruning rule 1 (Lemma "bases"): a live copy missing at most one cell
	// is won with one move; the placed base card is the proof.
	pl, ok, need := s.immediate(h)
	if ok {
		return pl, true
	}
	if h <= 1 {
		return placed{}, false
	}
	// Pruning rule 2: a win within h completes a live copy C with
	// |C \ M| ≤ h; copies away from Maker's cells need |S| moves.
	if need > h {
		return placed{}, false
	}
	key, F, stab := s.canon()
	e := s.tt[key]
	if e != nil {
		if e.proof != nil && e.proof.card.H <= h {
			s.Stats.TTHits++
			return placed{e.proof, F.Inverse()}, true
		}
		if e.failH >= h {
			s.Stats.TTHits++
			return placed{}, false
		}
	}
	for _, p := range s.candidates(h, stab) {
		s.st.play(p, cellMaker)
		card, kids, ok := s.attack(p, h)
		s.st.undo(p)
		if s.Stats.Aborted {
			return placed{}, false
		}
		if ok {
			s.Stats.Proofs++
			pr := &proof{card: card.Place(F), base: -1}
			for _, k := range kids {
				pr.kids = append(pr.kids, proofKid{p: k.p, place: F.Compose(k.f)})
			}
			if e == nil {
				e = &ttEntry{failH: 0}
				s.memoPut(key, e)
			}
			e.proof = pr
			return placed{pr, F.Inverse()}, true
		}
	}
	if e == nil {
		e = &ttEntry{}
		s.memoPut(key, e)
	}
	e.failH = max(e.failH, h)
	return placed{}, false
}

// child proves the position for a child of height ≤ h: at once, or (with
// DeepenEach) trying the heights 1, 2, …, h in turn.
func (s *Searcher) child(h int) (placed, bool) {
	if !s.opt.DeepenEach {
		return s.prove(h)
	}
	for k := 1; k <= h; k++ {
		if pl, ok := s.prove(k); ok || s.Stats.Aborted {
			return pl, ok
		}
	}
	return placed{}, false
}

// attack proves the position after Maker's cell p (already played) against
// every Breaker reply, with children of height ≤ h − 1.
func (s *Searcher) attack(p Point, h int) (Card, []placed, bool) {
	_, _, stab := s.canon()
	first, ok := s.child(h - 1) // Breaker passes (or replies far away)
	if !ok {
		return Card{}, nil, false
	}
	var kids []placed
	var inter Set
	add := func(pl placed) {
		// The child and its images under the stabilizer of the position
		// after p are all children: the images require cells of g(M) = M
		// and avoid g(B) = B.
		stabImages(stab, pl, func(g Placement, img placed) {
			c := img.card()
			for _, k := range kids {
				if k.p == img.p && k.card().T.Equal(c.T) && k.card().A.Equal(c.A) {
					return
				}
			}
			if len(kids) > 0 && !g.IsIdentity() {
				s.Stats.SymChildren++
			}
			kids = append(kids, img)
			if inter == nil {
				inter = c.T
			} else {
				inter = inter.Intersect(c.T)
			}
		})
	}
	add(first)
	score := s.scores(h - 1)
	for {
		// The next reply to refute: the free cell of the intersection with
		// the highest threat score.
		b, found := Point{}, false
		best := -1.0
		for _, c := range inter {
			if s.st.at(c) != cellFree {
				continue
			}
			if v := score[c]; !found || v > best {
				b, best, found = c, v, true
			}
		}
		if !found {
			break
		}
		s.st.play(b, cellBrk)
		ch, ok := s.child(h - 1)
		s.st.undo(b)
		if !ok {
			return Card{}, nil, false
		}
		add(ch)
	}
	cards := make([]Card, len(kids))
	for i, k := range kids {
		cards[i] = k.card()
	}
	card, err := Combine(p, cards)
	if err != nil {
		panic(err)
	}
	return card, kids, true
}

func (s *Searcher) memoPut(key string, e *ttEntry) {
	limit := s.opt.MaxMemo
	if limit <= 0 {
		limit = 4_000_000
	}
	if len(s.tt) >= limit {
		s.tt = make(map[string]*ttEntry, limit/4)
		s.Stats.MemoClears++
	}
	s.tt[key] = e
}

// canon keys the current position. On the infinite board positions are
// keyed by their canonical form under G × Z²; a finite board breaks that
// symmetry, so there (and with PlainMemo) the key is the position itself.
func (s *Searcher) canon() (string, Placement, []Placement) {
	if s.board == nil && !s.opt.PlainMemo {
		return s.cz.canonical(s.st.M, s.st.B)
	}
	m := append([]Point(nil), s.st.M...)
	b := append([]Point(nil), s.st.B...)
	sortPoints(m)
	sortPoints(b)
	enc := []byte{byte(len(m))}
	for _, p := range append(m, b...) {
		enc = append(enc, byte(int8(p.X)), byte(int8(p.Y)))
	}
	return string(enc), IdentityPlacement, []Placement{IdentityPlacement}
}

// Reset starts a new search from other Maker and Breaker cells on the same
// shape and board, forgetting the memo.
func (s *Searcher) Reset(maker, breaker []Point) error {
	for len(s.st.B) > 0 {
		s.st.undo(s.st.B[len(s.st.B)-1])
	}
	for len(s.st.M) > 0 {
		s.st.undo(s.st.M[len(s.st.M)-1])
	}
	s.tt = map[string]*ttEntry{}
	s.Stats = SearchStats{}
	return s.place(maker, breaker)
}

func (s *Searcher) place(maker, breaker []Point) error {
	for _, p := range maker {
		if !inWindow(p) || s.st.at(p) != cellFree {
			return fmt.Errorf("Maker cell %v outside the board or repeated", p)
		}
		s.st.play(p, cellMaker)
	}
	for _, p := range breaker {
		if !inWindow(p) {
			continue
		}
		if s.st.at(p) == cellMaker {
			return fmt.Errorf("cell %v given to both players", p)
		}
		if s.st.at(p) == cellFree && (s.board == nil || s.board.Contains(p)) {
			s.st.play(p, cellBrk)
		}
	}
	return nil
}

// immediate finds a live copy missing at most one cell, and returns the
// smallest number of missing cells over the live copies meeting M.
func (s *Searcher) immediate(h int) (placed, bool, int) {
	st := s.st
	size := st.shape.Size()
	if len(st.M) == 0 {
		if size == 1 {
			for r := 0; ; r++ {
				for _, c := range Ring(r) {
					if st.at(c) == cellFree {
						return s.basePlaced(0, Identity, c), true, 1
					}
				}
			}
		}
		return placed{}, false, size
	}
	hit := st.threat()
	if hit < 0 {
		return placed{}, false, st.minMissing()
	}
	// The missing cell (or, for a complete copy, any of its cells).
	cells := st.copyCells(hit)
	miss := cells[0]
	for _, q := range cells {
		if st.at(q) == cellFree {
			miss = q
			break
		}
	}
	return s.baseFor(hit, miss), true, 0
}

// baseFor returns the placed base card whose envelope is the copy
// (orientation oi at origin) and whose missing cell is miss.
func (s *Searcher) baseFor(id int, miss Point) placed {
	cp := NewSet(s.st.copyCells(id)...)
	sh := s.st.shape
	S := sh.Set()
	for _, r := range Syms {
		rs := Placement{R: r}.Map(S)
		// t + R(S) = copy, with t = copy's smallest point − R(S)'s smallest.
		t := cp[0].Sub(rs[0])
		if !rs.Translate(t).Equal(cp) {
			continue
		}
		for j, sj := range sh.Cells {
			if r.Apply(sj).Add(t) == miss {
				return s.basePlaced(j, r, miss)
			}
		}
	}
	panic("makerbreaker: copy is not a placed target")
}

// basePlaced places origin base j by v ↦ R v + x (the missing cell lands
// on x).
func (s *Searcher) basePlaced(j int, r Sym, x Point) placed {
	return placed{s.bases[j], Placement{R: r, T: x}}
}

// scores gives every free cell of a live copy meeting Maker's cells (and
// missing at most h cells) the threat score Σ 16^{|C ∩ M|}.
func (s *Searcher) scores(h int) map[Point]float64 {
	st := s.st
	size := st.shape.Size()
	sc := map[Point]float64{}
	st.liveCopies(func(id, missing int) bool {
		if missing > h {
			return true
		}
		w := 1.0
		for i := 0; i < size-missing; i++ {
			w *= 16
		}
		for _, q := range st.copyCells(id) {
			if st.at(q) == cellFree {
				sc[q] += w
			}
		}
		return true
	})
	return sc
}

// candidates is the move rule: the free cells of live copies that meet
// Maker's cells and miss at most h cells (the origin on an empty board),
// best score first, one cell per orbit of the position's stabilizer.
func (s *Searcher) candidates(h int, stab []Placement) []Point {
	st := s.st
	if len(st.M) == 0 {
		for r := 0; ; r++ {
			for _, c := range Ring(r) {
				if st.at(c) == cellFree {
					return []Point{c}
				}
			}
			if r > winOff {
				return nil
			}
		}
	}
	sc := s.scores(h)
	cells := make([]Point, 0, len(sc))
	for c := range sc {
		cells = append(cells, c)
	}
	sort.Slice(cells, func(i, j int) bool {
		if sc[cells[i]] != sc[cells[j]] {
			return sc[cells[i]] > sc[cells[j]]
		}
		return cells[i].Less(cells[j])
	})
	if len(stab) > 1 {
		cells = orbitReps(cells, stab)
	}
	if s.opt.Beam > 0 && len(cells) > s.opt.Beam {
		cells = cells[:s.opt.Beam]
	}
	return cells
}

// stabImages calls visit with each distinct image g∘pl of a placed card
// under the stabilizer stab of the current position (the identity
// included), in stab's order: the child and its images are all children
// of an AND node, since the images require cells of g(M) = M and avoid
// g(B) = B. Both searchers close their children this way.
// orbitReps keeps, in order, the first cell of every orbit of cells under
// maps (a group of placements), in cells' own storage.
func orbitReps(cells []Point, maps []Placement) []Point {
	kept := cells[:0]
	seen := map[Point]bool{}
	for _, c := range cells {
		if seen[c] {
			continue
		}
		for _, g := range maps {
			seen[g.Apply(c)] = true
		}
		kept = append(kept, c)
	}
	return kept
}

func stabImages(stab []Placement, pl placed, visit func(g Placement, img placed)) {
	seen := map[Placement]bool{}
	for _, g := range stab {
		f := g.Compose(pl.f)
		if seen[f] {
			continue
		}
		seen[f] = true
		visit(g, placed{pl.p, f})
	}
}
