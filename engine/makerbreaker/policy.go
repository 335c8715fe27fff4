package makerbreaker

import (
	"fmt"
	"sort"
)

// Policy is the Maker strategy of Section "One strategy against every
// continuation" read off a reconstructed certificate: start at the last card
// in its identity placement; at a combination with placement F claim F(p),
// or, if Maker already owns it, the first free cell of a fixed enumeration
// (a replacement move, counted like any other); after Breaker's reply pass to
// the first child in printed order whose placed envelope avoids the reply,
// composing placements (F∘G for a reference, F itself for an inline
// expression); at a base claim the missing cell and win.
//
// On the infinite board the enumeration orders cells by max(|x|,|y|) and
// then lexicographically. With Board set (the finite-board reading of
// Corollary "finite board") Maker's replacements are the first free cell of
// Board in lexicographic order and Breaker may claim only cells of Board.
type Policy struct {
	Cert  *Certificate
	Recon *Recon
	Board Set // nil: the infinite board
}

// NewPolicy builds the policy of a reconstructed certificate.
func NewPolicy(c *Certificate, r *Recon) *Policy { return &Policy{Cert: c, Recon: r} }

// Height is the bound the policy guarantees: the final card's height.
func (p *Policy) Height() int { return p.Recon.Final().H }

// active is the policy's current claim: a base or a combination node, with
// its placement.
type active struct {
	base int   // base number, or −1 for a combination node
	node *Node // the combination node when base < 0
	f    Placement
}

func (p *Policy) rowActive(j int, f Placement) active {
	if j < p.Cert.NumBases() {
		return active{base: j, f: f}
	}
	return active{base: -1, node: &p.Cert.Rows[j-p.Cert.NumBases()].Node, f: f}
}

// card returns the placed card of the active claim.
func (p *Policy) card(a active) Card {
	if a.base >= 0 {
		return p.Recon.Cards[a.base].Place(a.f)
	}
	c, _ := p.Recon.NodeCard(a.node)
	return c.Place(a.f)
}

// child returns the active claim of term t under the active placement.
func (p *Policy) child(a active, t *Term) active {
	if t.Inline != nil {
		return active{base: -1, node: t.Inline, f: a.f}
	}
	return p.rowActive(t.Card, a.f.Compose(t.Place))
}

// termEnvelopeHas reports whether b lies in the placed envelope of term t.
func (p *Policy) termEnvelopeHas(a active, t *Term, b Point) bool {
	if t.Inline != nil {
		c, _ := p.Recon.NodeCard(t.Inline)
		return c.T.Contains(a.f.Inverse().Apply(b))
	}
	g := a.f.Compose(t.Place)
	return p.Recon.Cards[t.Card].T.Contains(g.Inverse().Apply(b))
}

// Game is one play of the policy: Maker's and Breaker's cells, the active
// claim and Maker's move count.
type Game struct {
	P          *Policy
	M, B       map[Point]bool
	act        active
	MakerMoves int
	Won        bool
	// Replacements counts Maker moves that were not the prescribed pivot.
	Replacements int
	History      []Point // Maker, Breaker, Maker, … cells
}

// NewGame starts a game at the final card's hypothesis: Maker owns its
// required set (empty for a certificate of the empty board, as the paper's
// final cards) and Breaker nothing. Those cells are not counted as moves;
// if they already hold a target the game is won on move 0.
func (p *Policy) NewGame() *Game {
	g := &Game{P: p, M: map[Point]bool{}, B: map[Point]bool{}, act: p.rowActive(len(p.Recon.Cards)-1, IdentityPlacement)}
	for _, c := range p.Recon.Final().A {
		g.M[c] = true
	}
	// A required set holding a whole target (a degenerate claim) is won
	// before any move; MakerMove would otherwise follow the certificate
	// into a base whose target is already complete.
	for _, c := range p.Recon.Final().A {
		if p.Cert.Shape.CompletedBy(setOf(g.M), c) {
			g.Won = true
			break
		}
	}
	return g
}

// Clone copies the game state.
func (g *Game) Clone() *Game {
	h := *g
	h.M, h.B = make(map[Point]bool, len(g.M)), make(map[Point]bool, len(g.B))
	for k := range g.M {
		h.M[k] = true
	}
	for k := range g.B {
		h.B[k] = true
	}
	h.History = append([]Point(nil), g.History...)
	return &h
}

func (g *Game) free(c Point) bool {
	if g.M[c] || g.B[c] {
		return false
	}
	return g.P.Board == nil || g.P.Board.Contains(c)
}

// hasFree reports whether a legal move remains (always on the infinite
// board).
func (g *Game) hasFree() bool {
	if g.P.Board == nil {
		return true
	}
	for _, c := range g.P.Board {
		if g.free(c) {
			return true
		}
	}
	return false
}

// firstFree returns the first free cell of the policy's enumeration.
func (g *Game) firstFree() Point {
	if g.P.Board != nil {
		for _, c := range g.P.Board {
			if g.free(c) {
				return c
			}
		}
		panic("makerbreaker: the finite board is full")
	}
	for r := 0; ; r++ {
		for _, c := range Ring(r) {
			if g.free(c) {
				return c
			}
		}
	}
}

// Ring returns the cells with max(|x|,|y|) = r in lexicographic order: the
// r-th level of the paper's enumeration of Z².
func Ring(r int) []Point {
	if r == 0 {
		return []Point{{0, 0}}
	}
	var out []Point
	for x := -r; x <= r; x++ {
		if x == -r || x == r {
			for y := -r; y <= r; y++ {
				out = append(out, Point{x, y})
			}
		} else {
			out = append(out, Point{x, -r}, Point{x, r})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Less(out[j]) })
	return out
}

// MakerMove plays Maker's prescribed claim and returns it. It reports an
// error if the certificate's invariant fails (a pivot owned by Breaker, a
// base that does not complete a target).
func (g *Game) MakerMove() (Point, error) {
	if g.Won {
		return Point{}, fmt.Errorf("the game is already won")
	}
	card := g.P.card(g.act)
	if !card.A.SubsetOf(setOf(g.M)) || !card.T.Disjoint(setOf(g.B)) {
		return Point{}, fmt.Errorf("move %d: the active card %v does not apply", g.MakerMoves+1, card)
	}
	c := card.Pivot
	switch {
	case g.B[c]:
		return Point{}, fmt.Errorf("move %d: pivot %v belongs to Breaker", g.MakerMoves+1, c)
	case g.M[c]:
		if g.act.base >= 0 {
			return Point{}, fmt.Errorf("move %d: the base target is complete but was not detected", g.MakerMoves+1)
		}
		if !g.hasFree() {
			return Point{}, fmt.Errorf("move %d: no free cell left for a replacement move", g.MakerMoves+1)
		}
		c = g.firstFree()
		g.Replacements++
	case g.P.Board != nil && !g.P.Board.Contains(c):
		return Point{}, fmt.Errorf("move %d: pivot %v outside the board", g.MakerMoves+1, c)
	}
	g.M[c] = true
	g.MakerMoves++
	g.History = append(g.History, c)
	if g.P.Cert.Shape.CompletedBy(setOf(g.M), c) {
		g.Won = true
	} else if g.act.base >= 0 {
		return c, fmt.Errorf("move %d: base claim %v did not complete a target", g.MakerMoves, c)
	}
	return c, nil
}

// BreakerReply records Breaker's cell and selects the first surviving child.
func (g *Game) BreakerReply(b Point) error {
	if g.Won {
		return fmt.Errorf("the game is already won")
	}
	if !g.free(b) {
		return fmt.Errorf("illegal Breaker reply %v", b)
	}
	g.B[b] = true
	g.History = append(g.History, b)
	if g.act.base >= 0 {
		return fmt.Errorf("Breaker reply after a base claim that did not win")
	}
	for k := range g.act.node.Terms {
		t := &g.act.node.Terms[k]
		if !g.P.termEnvelopeHas(g.act, t, b) {
			g.act = g.P.child(g.act, t)
			return nil
		}
	}
	return fmt.Errorf("reply %v lies in every child envelope: the combination fails", b)
}

// ActiveCard is the placed card the policy follows now.
func (g *Game) ActiveCard() Card { return g.P.card(g.act) }

// ReplyClasses returns one representative Breaker reply for every child
// that can be the first survivor of a legal reply (the child's index, and
// the first such free cell of the enumeration), the exterior class first.
func (g *Game) ReplyClasses() (reps []Point, child []int) {
	if g.Won || g.act.base >= 0 {
		return nil, nil
	}
	terms := g.act.node.Terms
	card := g.ActiveCard()
	// Exterior: a free cell outside the active envelope.
	if g.P.Board == nil {
		r0 := 0
		for _, c := range card.T {
			r0 = max(r0, c.Chebyshev()+1)
		}
		for r := r0; ; r++ {
			found := false
			for _, c := range Ring(r) {
				if g.free(c) && !card.T.Contains(c) {
					reps, child = append(reps, c), append(child, 0)
					found = true
					break
				}
			}
			if found {
				break
			}
		}
	} else {
		for _, c := range g.P.Board {
			if g.free(c) && !card.T.Contains(c) {
				reps, child = append(reps, c), append(child, 0)
				break
			}
		}
	}
	seen := map[int]bool{0: true}
	for _, c := range card.T {
		if !g.free(c) {
			continue
		}
		for k := range terms {
			if !g.P.termEnvelopeHas(g.act, &terms[k], c) {
				if !seen[k] {
					seen[k] = true
					reps, child = append(reps, c), append(child, k)
				}
				break
			}
		}
	}
	return reps, child
}

func setOf(m map[Point]bool) Set {
	s := make(Set, 0, len(m))
	for p := range m {
		s = append(s, p)
	}
	return s.normalize()
}
