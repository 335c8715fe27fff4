package makerbreaker

import (
	"fmt"
	"sort"
)

// Splitting the proof-number search at the root.
//
// The root OR node (M, B) at height H is proved by a pivot p whose AND node
// is proved: the pass child (M+p, B) and enough replies (M+p, B+b) at
// height H − 1, combined at p (Lemma "combination"). Each of them is a
// claim of its own, searched from its own start by the same PNSearcher
// (ProveAfter). A split run proves the pass child of a pivot, which fixes
// the replies (Replies: the free cells of the intersection of its envelope
// with its images under the stabilizer of (M+p, B), one cell per orbit),
// deals them out, and AssembleRoot combines the proved children into the
// root's certificate: the pass child and its images, then, while a free
// cell c stays in the running intersection, the image of the proof of c's
// orbit representative that answers c.

// RootPivots lists the root's pivots at height h in the order the search
// looks at them (best threat score first, one per orbit of the start's
// stabilizer, Beam applied).
func (s *PNSearcher) RootPivots(h int) []Point {
	_, _, stab := s.canon()
	return append([]Point(nil), s.candidates(h, stab)...)
}

// ProveAfter searches a proof of height ≤ h of the position reached from
// the start by the Maker cells maker and the Breaker cells breaker (Maker
// to move), keeping the table between calls. The result's card is in the
// absolute frame; Found is false when the position is refuted at this
// height under the move rule (Stats.Aborted false) or when the search was
// stopped.
func (s *PNSearcher) ProveAfter(h int, maker, breaker []Point) (SearchResult, error) {
	var played []Point
	defer func() {
		for i := len(played) - 1; i >= 0; i-- {
			s.st.undo(played[i])
		}
	}()
	for i, ps := range [][]Point{maker, breaker} {
		who := cellMaker
		if i == 1 {
			who = cellBrk
		}
		for _, p := range ps {
			if !inWindow(p) || s.st.at(p) != cellFree {
				return SearchResult{}, fmt.Errorf("cell %v is not free", p)
			}
			s.st.play(p, who)
			played = append(played, p)
		}
	}
	// The sub-claim is the root of this search: its numbers are the
	// progress line's root numbers.
	pn, _, pl := s.or(h, pnInf, pnInf, true)
	s.Stats.TTEntries = len(s.tab)
	if s.Stats.Aborted || pn != 0 {
		return SearchResult{}, nil
	}
	return SearchResult{Found: true, Card: pl.card(), root: pl}, nil
}

// stabAfter is the stabilizer of the position after the Maker cell p.
func (s *PNSearcher) stabAfter(p Point) []Placement {
	s.st.play(p, cellMaker)
	_, _, stab := s.canon()
	s.st.undo(p)
	return append([]Placement(nil), stab...)
}

// Replies lists the Breaker replies a split run proves after the pivot p
// whose pass child has the card pass (absolute frame): the free cells of
// the intersection of pass's envelope and its images under the stabilizer
// of the position after p, one per orbit of that stabilizer, in the order
// of Point.Less.
func (s *PNSearcher) Replies(p Point, pass Card) []Point {
	stab := s.stabAfter(p)
	var inter Set
	for i, g := range stab {
		if t := pass.Place(g).T; i == 0 {
			inter = t
		} else {
			inter = inter.Intersect(t)
		}
	}
	s.st.play(p, cellMaker)
	defer s.st.undo(p)
	var cells []Point
	for _, c := range inter {
		if s.st.at(c) == cellFree {
			cells = append(cells, c)
		}
	}
	sort.Slice(cells, func(i, j int) bool { return cells[i].Less(cells[j]) })
	return orbitReps(cells, stab)
}

// SubProof is a proved child of the split root's AND node: its
// certificate (21 dialect) and the placement Place taking the
// certificate's final card to the absolute frame. Reply is the Breaker
// cell it answers (Pass: the pass child).
type SubProof struct {
	Pass  bool
	Reply Point
	Text  []byte
	Place Placement
}

// SubCertificate writes a proof found by ProveAfter as a SubProof.
func (res SearchResult) SubCertificate(sh Shape) (text []byte, place Placement, err error) {
	c, _, toAbs, err := res.Certificate(sh, Dialect21)
	if err != nil {
		return nil, Placement{}, err
	}
	b, err := c.Bytes()
	return b, toAbs, err
}

// AssembleRoot combines the proofs of the pass child and of the replies
// (refuted: the replies proved to fail, or not proved) after the pivot p
// into the root's certificate in dialect d, reloaded and reconstructed. It
// returns the root card in the absolute frame. Every proof is checked to
// prove its claim (A within Maker's cells, T missing Breaker's, height ≤
// h − 1). When a free cell of the running intersection is answered by no
// proof, the error names it (the pivot gives no proof at this height).
func (s *PNSearcher) AssembleRoot(h int, p Point, proofs []SubProof, d Dialect) (*Certificate, *Recon, Card, error) {
	sh := s.st.shape
	stab := s.stabAfter(p)
	m := NewSet(append(append([]Point(nil), s.st.M...), p)...)
	b := NewSet(s.st.B...)
	nb := sh.Size()
	n := &Neutral{Shape: sh}
	cards := OriginBases(sh)
	type ref struct {
		row int
		g   Placement
	}
	byClaim := map[string]ref{}
	// add appends one sub-certificate's rows (deduplicated by claim up to
	// G) and returns the absolute placement of its final card's row.
	add := func(sp SubProof) (int, Placement, error) {
		c, r, err := Load(Dialect21, "sub-proof", sp.Text, sh)
		if err != nil {
			return 0, Placement{}, err
		}
		sn, rowMap, shift, err := ToNeutral(c, r)
		if err != nil {
			return 0, Placement{}, err
		}
		refs := make([]ref, nb+len(sn.Rows))
		for j := 0; j < nb; j++ {
			refs[j] = ref{j, IdentityPlacement}
		}
		for i, kids := range sn.Rows {
			var nk []NeutralChild
			var ch []Card
			for _, k := range kids {
				rf := refs[k.Card]
				g := k.Place.Compose(rf.g)
				nk = append(nk, NeutralChild{Card: rf.row, Place: g})
				ch = append(ch, cards[rf.row].Place(g))
			}
			card, err := Combine(Origin, ch)
			if err != nil {
				return 0, Placement{}, err
			}
			key, rc := claimKey(card)
			if rf, ok := byClaim[key]; ok {
				refs[nb+i] = ref{rf.row, Placement{R: rc.Inverse()}.Compose(rf.g)}
				continue
			}
			n.Rows = append(n.Rows, nk)
			cards = append(cards, card)
			refs[nb+i] = ref{len(cards) - 1, IdentityPlacement}
			byClaim[key] = ref{len(cards) - 1, Placement{R: rc}}
		}
		last := c.NumCards() - 1
		rf := refs[rowMap[last]]
		return rf.row, sp.Place.Compose(Translation(shift[last])).Compose(rf.g), nil
	}
	type child struct {
		row int
		f   Placement // absolute placement of cards[row]
	}
	var kids []child
	var inter Set
	push := func(row int, f Placement) {
		for _, k := range kids {
			if k.row == row && k.f == f {
				return
			}
		}
		kids = append(kids, child{row, f})
		if t := cards[row].Place(f).T; len(kids) == 1 {
			inter = t
		} else {
			inter = inter.Intersect(t)
		}
	}
	replies := map[Point]child{}
	var pass *child
	for _, sp := range proofs {
		row, f, err := add(sp)
		if err != nil {
			return nil, nil, Card{}, fmt.Errorf("proof of %s: %v", subName(p, sp), err)
		}
		card := cards[row].Place(f)
		bb := b
		if !sp.Pass {
			bb = b.With(sp.Reply)
		}
		if !card.A.SubsetOf(m) || card.T.Intersect(bb).Len() > 0 || card.H > h-1 {
			return nil, nil, Card{}, fmt.Errorf("proof of %s: its card %v does not prove the position at height %d", subName(p, sp), card, h-1)
		}
		if sp.Pass {
			pass = &child{row, f}
		} else {
			replies[sp.Reply] = child{row, f}
		}
	}
	if pass == nil {
		return nil, nil, Card{}, fmt.Errorf("no proof of the pass child after %v", p)
	}
	for _, g := range stab {
		push(pass.row, g.Compose(pass.f))
	}
	for {
		var open Set
		for _, c := range inter {
			if !m.Contains(c) {
				open = append(open, c)
			}
		}
		if open.Len() == 0 {
			break
		}
		sort.Slice(open, func(i, j int) bool { return open[i].Less(open[j]) })
		c := open[0]
		found := false
		for _, g := range stab {
			if k, ok := replies[g.Inverse().Apply(c)]; ok {
				push(k.row, g.Compose(k.f))
				found = true
				break
			}
		}
		if !found {
			return nil, nil, Card{}, fmt.Errorf("reply %v after pivot %v is not proved at height %d", c, p, h-1)
		}
	}
	// The root row: the children placed around the pivot at the origin.
	back := Translation(Point{-p.X, -p.Y})
	var root []NeutralChild
	var ch []Card
	for _, k := range kids {
		g := back.Compose(k.f)
		root = append(root, NeutralChild{Card: k.row, Place: g})
		ch = append(ch, cards[k.row].Place(g))
	}
	n.Rows = append(n.Rows, root)
	rc, err := Combine(Origin, ch)
	if err != nil {
		return nil, nil, Card{}, err
	}
	want := rc.Place(Translation(p))
	c2, r, shift, err := encodeLoad(n, d, sh, "merged")
	if err != nil {
		return nil, nil, Card{}, err
	}
	last := len(r.Cards) - 1
	got := r.Final().Place(Translation(p).Compose(Translation(Point{-shift[last].X, -shift[last].Y})))
	if !got.SameClaim(want) || !got.A.SubsetOf(NewSet(s.st.M...)) || got.T.Intersect(b).Len() > 0 {
		return nil, nil, Card{}, fmt.Errorf("merged final card %v does not prove the start (combination gave %v)", got, want)
	}
	return c2, r, got, nil
}

func subName(p Point, sp SubProof) string {
	if sp.Pass {
		return fmt.Sprintf("pivot %v, Breaker passing", p)
	}
	return fmt.Sprintf("pivot %v, reply %v", p, sp.Reply)
}

// SymIndex is the index of r in Syms (−1 if none), for writing placements.
func SymIndex(r Sym) int {
	for i, x := range Syms {
		if x == r {
			return i
		}
	}
	return -1
}
