package makerbreaker

import (
	"crypto/sha256"
	"fmt"
	"sort"
)

// Macro cards: a library of the claims the proof-number search has proved,
// reused wherever they fit.
//
// A proved card (A, T, h) is a claim about every position, not only the one
// it was proved at: Maker to move, owning g(A), with no Breaker cell in
// g(T), wins within h moves, for every placement g of G × Z² (the
// calculus's references place cards the same way). The table answers only
// the position itself, keyed by Maker's and Breaker's cells together; the
// library keys a card by the canonical form of its required set A alone,
// so that it answers every position whose Maker cells contain an image of
// A and whose Breaker cells miss that image of T — after Breaker has
// played elsewhere, say, or with more Maker cells around. A lemma proved
// once, such as a line of four with free ends, is then a leaf wherever it
// fits.
//
// Uses:
//   - an OR node (Maker to move, height h) is proved at once by a library
//     card of height ≤ h whose required set is an image of a set of Maker's
//     cells (libFind) and whose envelope misses Breaker's;
//   - an AND node (Maker's cell p just played, height h) takes as further
//     children every library card of height ≤ h − 1 that holds at the
//     position after p with Breaker passing: each is a child for the pass
//     and for every reply outside its envelope, so the replies left to
//     prove are only those in the intersection of all their envelopes.
//
// Lookups go by required set: the canonical form of a set of Maker's cells
// is the key, and a fingerprint invariant under G × Z² (setPrint) rules
// out most sets before their canonical form is computed. The library
// holds at most a quarter of the table's limit of cards and is emptied
// when full; cards keep their proofs alive.
//
// Soundness does not rest on the library: a card found there is a proof
// placed by a placement under which its required set lies in Maker's cells
// and its envelope misses Breaker's — exactly the conditions under which a
// child may be combined (Combine checks them again, and reconstruction
// checks the certificate). The library only changes which proofs are
// found, and how fast.

// libCard is a proved card in the canonical frame of its required set.
type libCard struct {
	p     *proof
	place Placement // from p's frame to the canonical frame of A
	t     Set       // the envelope in the canonical frame of A
	h     int
}

// pnLibrary is the macro-card library of a PNSearcher.
type pnLibrary struct {
	cards map[string][]libCard
	// fps counts the cards kept by the fingerprint of their required set
	// (setPrint), which rules out most sets without a canonical form.
	fps   map[uint64]int
	n     int // cards held
	limit int // at most this many; emptied when full
	cz    canonicalizer
	// Hits counts OR nodes proved from the library; Kids the cards added
	// to AND nodes as further children.
	hits, kids uint64
}

// libPerKey bounds the cards kept for one required set: a card dominated
// by a kept one (height and envelope no larger) is not kept, one that
// dominates kept ones replaces them, and past libPerKey cards a new one is
// not kept.
const libPerKey = 32

// libAndKids: AND nodes take library cards as further children.
var libAndKids = true

func newPNLibrary(limit int) *pnLibrary {
	return &pnLibrary{cards: map[string][]libCard{}, fps: map[uint64]int{}, limit: limit}
}

// add keeps pl (a proof placed in the absolute frame) unless a card already
// kept for its required set is at least as strong (height and envelope no
// larger) or its required set is empty; it reports whether pl was kept.
func (l *pnLibrary) add(pl placed) bool {
	c := pl.card()
	if len(c.A) == 0 {
		return false
	}
	key, F, _ := l.cz.canonical(c.A, nil)
	t := F.Map(c.T)
	list := l.cards[key]
	for _, o := range list {
		if o.h <= c.H && o.t.SubsetOf(t) {
			return false
		}
	}
	kept := list[:0]
	for _, o := range list {
		if !(c.H <= o.h && t.SubsetOf(o.t)) {
			kept = append(kept, o)
		}
	}
	fp := setPrint(c.A)
	l.n -= len(list) - len(kept)
	l.fps[fp] -= len(list) - len(kept)
	if len(kept) >= libPerKey {
		return false
	}
	if l.n >= l.limit {
		l.cards, l.fps, l.n = map[string][]libCard{}, map[uint64]int{}, 0
		kept = nil
	}
	l.cards[key] = append(kept, libCard{p: pl.p, place: F.Compose(pl.f), t: t, h: c.H})
	l.n++
	l.fps[fp]++
	return true
}

// each calls fn with every library card of height ≤ h whose required set
// is an image of S under a placement that takes its envelope off B, placed
// in the absolute frame; fn returns false to stop. It reports whether fn
// stopped it.
func (l *pnLibrary) each(S, B []Point, h int, fn func(placed) bool) bool {
	if l.fps[setPrint(S)] <= 0 {
		return false
	}
	return l.eachKnown(S, B, h, fn)
}

// eachKnown is each for a set whose fingerprint is known to be held.
func (l *pnLibrary) eachKnown(S, B []Point, h int, fn func(placed) bool) bool {
	key, F, stab := l.cz.canonical(S, nil)
	list := l.cards[key]
	if len(list) == 0 {
		return false
	}
	for _, g := range stab {
		// toAbs takes the canonical frame of S to the absolute frame (g is
		// a symmetry of S, so every g∘F⁻¹ does); B is checked in the
		// canonical frame.
		toAbs := g.Compose(F.Inverse())
		toCan := toAbs.Inverse()
	cards:
		for _, c := range list {
			if c.h > h {
				continue
			}
			for _, b := range B {
				if c.t.Contains(toCan.Apply(b)) {
					continue cards
				}
			}
			if !fn(placed{c.p, toAbs.Compose(c.place)}) {
				return true
			}
		}
	}
	return false
}

// libFind looks for a library card proving the current position (Maker to
// move) within height h: of the cards whose required set is an image of
// Maker's cells, or of Maker's cells but at most libDrop of the older
// ones, the one of smallest envelope. The newest Maker cell is always in
// the set: the parent position, which lacked it, was looked up already,
// with fewer Breaker cells and a larger height (a card added to the
// library since is missed, and found by the search instead).
func (s *PNSearcher) libFind(h int) (placed, bool) {
	if s.lib == nil || len(s.st.M) == 0 {
		return placed{}, false
	}
	var found placed
	ok, bestT := false, 0
	s.libSubsetsOf(s.st.M, s.st.B, h, func(pl placed) bool {
		if n := pl.p.card.T.Len(); !ok || n < bestT {
			found, ok, bestT = pl, true, n
		}
		return true
	})
	if ok {
		s.lib.hits++
	}
	return found, ok
}

// libDrop is the most Maker cells a library card's required set may leave
// out of Maker's cells (besides the newest, which it always holds).
var libDrop = 2

// libSubsetsOf calls fn with the library cards whose required set is an
// image of a set of Maker's cells holding the newest one and missing at
// most libDrop of the others (see each).
func (s *PNSearcher) libSubsetsOf(M, B []Point, h int, fn func(placed) bool) {
	m := len(M)
	if m == 0 {
		return
	}
	// The fingerprint of a subset from the pair terms: the whole set's sum
	// less the terms of the pairs meeting a dropped cell (O(1) a subset
	// instead of O(m²)).
	mix := s.libMix[:0]
	row := append(s.libRow[:0], make([]uint64, m)...) // row[i]: Σ of i's pair terms
	s.libRow = row
	var total uint64
	for i := 0; i < m; i++ {
		for j := 0; j < m; j++ {
			var d uint64
			if i != j {
				d = pairMix(M[i], M[j])
			}
			mix = append(mix, d)
			if j < i {
				total += d
			}
			row[i] += d
		}
	}
	s.libMix = mix
	last, others := M[m-1], M[:m-1]
	sub := s.libSub[:0]
	defer func() { s.libSub = sub }()
	var drop [3]int
	var rec func(k, from int) bool
	rec = func(k, from int) bool {
		// drop[:k] are the dropped indices of others, increasing.
		fp := total
		for a := 0; a < k; a++ {
			fp -= row[drop[a]]
			for b := 0; b < a; b++ {
				fp += mix[drop[a]*m+drop[b]]
			}
		}
		fp += uint64(m-k) * printSize
		if s.lib.fps[fp] > 0 {
			sub = sub[:0]
			j := 0
			for i, p := range others {
				if j < k && drop[j] == i {
					j++
					continue
				}
				sub = append(sub, p)
			}
			sub = append(sub, last)
			if s.lib.eachKnown(sub, B, h, fn) {
				return true
			}
		}
		if k == libDrop || k == len(drop) {
			return false
		}
		for i := from; i < len(others); i++ {
			drop[k] = i
			if rec(k+1, i+1) {
				return true
			}
		}
		return false
	}
	rec(0, 0)
}

// setPrint is a fingerprint of a set of cells invariant under G × Z²: a
// sum over the pairs of a mix of their squared distance, and the size.
func setPrint(S []Point) uint64 {
	x := uint64(len(S)) * printSize
	for i, p := range S {
		for _, q := range S[:i] {
			x += pairMix(p, q)
		}
	}
	return x
}

const printSize = 0x9e3779b97f4a7c15

// pairMix is a pair's term of setPrint: a mix of the squared distance.
func pairMix(p, q Point) uint64 {
	dx, dy := p.X-q.X, p.Y-q.Y
	d := uint64(dx*dx+dy*dy) + 1
	d *= 0xbf58476d1ce4e5b9
	d ^= d >> 31
	d *= 0x94d049bb133111eb
	return d ^ d>>29
}

// libFromTable fills the library with the table's proved OR positions, in
// the order of their keys (a resumed search then starts with the cards the
// saved one had proved, less those the table had dropped).
func (s *PNSearcher) libFromTable() {
	if s.lib == nil {
		return
	}
	keys := make([]string, 0, len(s.tab))
	for k, e := range s.tab {
		if e.orProof != nil {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		s.lib.add(placed{s.tab[k].orProof, IdentityPlacement})
	}
}

// AddLibrary puts every card of a certificate of the search's shape (the
// 21-move dialect, reconstructed as r) into the library as a macro card,
// with its derivation, so that a proof using it writes the derivation
// into its own certificate. It returns the number of cards taken (cards
// with A = ∅ and cards dominated by one already kept are not). The
// certificate's SHA-256 joins the search's checkpoint identity; name is
// for messages.
func (s *PNSearcher) AddLibrary(c *Certificate, r *Recon, name string) (int, error) {
	if s.lib == nil {
		return 0, fmt.Errorf("no card library on a finite board")
	}
	if c.Dialect != Dialect21 {
		return 0, fmt.Errorf("%s: library certificates are read in the 21 dialect (this one is %v)", name, c.Dialect)
	}
	if !c.Shape.Set().Equal(s.st.shape.Set()) {
		return 0, fmt.Errorf("%s: a certificate of another shape (%v)", name, c.Shape.Set())
	}
	raw, err := c.Bytes()
	if err != nil {
		return 0, err
	}
	sh := s.st.shape
	nb := sh.Size()
	proofs := make([]*proof, nb+len(c.Rows))
	var build func(n *Node) (*proof, error)
	build = func(n *Node) (*proof, error) {
		pr := &proof{base: -1}
		cards := make([]Card, len(n.Terms))
		for k, t := range n.Terms {
			var kid proofKid
			if t.Inline != nil {
				q, err := build(t.Inline)
				if err != nil {
					return nil, err
				}
				kid = proofKid{q, IdentityPlacement}
			} else if t.Card < nb {
				// 21-dialect bases have their pivot at s_j; the search's
				// at the origin.
				kid = proofKid{s.bases[t.Card], t.Place.Compose(Translation(sh.Cells[t.Card]))}
			} else {
				kid = proofKid{proofs[t.Card], t.Place}
			}
			pr.kids = append(pr.kids, kid)
			cards[k] = kid.p.card.Place(kid.place)
		}
		card, err := Combine(n.Pivot, cards)
		if err != nil {
			return nil, err
		}
		pr.card = card
		return pr, nil
	}
	taken := 0
	for i := range c.Rows {
		j := nb + i
		pr, err := build(&c.Rows[i].Node)
		if err != nil {
			return 0, fmt.Errorf("%s: card %d: %v", name, j, err)
		}
		if r != nil && j < len(r.Cards) && !pr.card.SameClaim(r.Cards[j]) {
			return 0, fmt.Errorf("%s: card %d rebuilt as %v, reconstructed as %v", name, j, pr.card, r.Cards[j])
		}
		proofs[j] = pr
		if s.lib.add(placed{pr, IdentityPlacement}) {
			taken++
		}
	}
	s.libSrc = append(s.libSrc, fmt.Sprintf("%x", sha256.Sum256(raw)))
	return taken, nil
}

// LibraryCertificate writes the library's cards of height ≥ minH, with
// their derivations, as one certificate in the 21 dialect: a file of
// lemmas for AddLibrary (plylab mb search --library-out), not the proof
// of one claim — its last card is merely the last lemma written. It is
// reloaded and reconstructed before it is returned; the count is the
// cards written (nil, 0 when the library holds none).
func (s *PNSearcher) LibraryCertificate(minH int) (*Certificate, int, error) {
	if s.lib == nil {
		return nil, 0, nil
	}
	keys := make([]string, 0, len(s.lib.cards))
	for k := range s.lib.cards {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	b := newNeutralBuilder(s.st.shape)
	n := 0
	for _, k := range keys {
		for _, c := range s.lib.cards[k] {
			if c.h >= minH && c.p.base < 0 {
				b.visit(c.p, nil)
				n++
			}
		}
	}
	if n == 0 {
		return nil, 0, nil
	}
	c, _, _, err := encodeLoad(b.n, Dialect21, s.st.shape, "library")
	if err != nil {
		return nil, 0, err
	}
	return c, n, nil
}
