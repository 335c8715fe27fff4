package makerbreaker

import "fmt"

// Neutral turns a proof into a neutral certificate (children before
// parents, in depth-first post-order from the root). final maps the last
// card's frame to the absolute frame of the search: the absolute proved
// card is Cards[last].Place(final).
func (res SearchResult) Neutral(sh Shape) (n *Neutral, final Placement, err error) {
	if !res.Found {
		return nil, Placement{}, fmt.Errorf("no proof")
	}
	b := newNeutralBuilder(sh)
	root := res.root.p
	top := b.visit(root, root)
	n = b.n
	nb := sh.Size()
	rootFrame := res.root.f.Compose(Translation(root.card.Pivot)).Compose(top.g)
	if top.row != nb+len(n.Rows)-1 {
		// The root is a base (a position won at once): restate it as the
		// last card with one more combination at its pivot.
		n.Rows = append(n.Rows, []NeutralChild{{Card: top.row, Place: IdentityPlacement}})
	}
	return n, rootFrame, nil
}

// neutralBuilder turns proofs into neutral rows, children before parents,
// sharing one row among proofs of the same card up to G.
type neutralBuilder struct {
	n       *Neutral
	cards   []Card
	rows    map[*proof]neutralRef
	byClaim map[string]neutralRef
}

type neutralRef struct {
	row int
	g   Placement // the row's card placed by g is the proof's neutral card
}

func newNeutralBuilder(sh Shape) *neutralBuilder {
	return &neutralBuilder{n: &Neutral{Shape: sh}, cards: OriginBases(sh), rows: map[*proof]neutralRef{}, byClaim: map[string]neutralRef{}}
}

// visit gives q's row (depth-first post-order); top, when it is q, gets a
// row of its own even if an equal card has one.
func (b *neutralBuilder) visit(q, top *proof) neutralRef {
	if q.base >= 0 {
		return neutralRef{q.base, IdentityPlacement}
	}
	if r, ok := b.rows[q]; ok {
		return r
	}
	var kids []NeutralChild
	var ch []Card
	piv := q.card.Pivot
	back := Translation(Point{-piv.X, -piv.Y})
	for _, k := range q.kids {
		r := b.visit(k.p, top)
		g := back.Compose(k.place).Compose(Translation(k.p.card.Pivot)).Compose(r.g)
		kids = append(kids, NeutralChild{Card: r.row, Place: g})
		ch = append(ch, b.cards[r.row].Place(g))
	}
	card, _ := Combine(Origin, ch)
	key, rc := claimKey(card)
	if r, ok := b.byClaim[key]; ok && q != top {
		// rc(card) = canonical = r.g(stored card), so the stored row
		// placed by rc⁻¹∘r.g is this card.
		out := neutralRef{r.row, Placement{R: rc.Inverse()}.Compose(r.g)}
		b.rows[q] = out
		return out
	}
	nb := b.n.Shape.Size()
	b.n.Rows = append(b.n.Rows, kids)
	b.cards = append(b.cards, card)
	out := neutralRef{nb + len(b.n.Rows) - 1, IdentityPlacement}
	b.byClaim[key] = neutralRef{out.row, Placement{R: rc}}
	b.rows[q] = out
	return out
}

// encodeLoad writes the neutral rows in dialect d and reads the text back
// (parse and reconstruction), as a file of it would be read; shift[j] is
// card j's frame offset (see Neutral.Encode). what names the certificate
// in the error of a text that does not load.
func encodeLoad(n *Neutral, d Dialect, sh Shape, what string) (*Certificate, *Recon, []Point, error) {
	c, shift, err := n.Encode(d)
	if err != nil {
		return nil, nil, nil, err
	}
	b, err := c.Bytes()
	if err != nil {
		return nil, nil, nil, err
	}
	c2, r, err := Load(d, what, b, sh)
	if err != nil {
		// %v, not %w: the *inputerr.Error inside points at text this
		// package wrote, not at the caller's input.
		return nil, nil, nil, fmt.Errorf("%s certificate does not load: %v", what, err)
	}
	return c2, r, shift, nil
}

// claimKey is the canonical text of a card (A, T, h, pivot at o) under G,
// and the symmetry taking the card to it.
func claimKey(c Card) (string, Sym) {
	best, bestR := "", Identity
	for _, r := range Syms {
		k := c.Place(Placement{R: r}).String()
		if best == "" || k < best {
			best, bestR = k, r
		}
	}
	return best, bestR
}

// Certificate writes the proof in a dialect and verifies it by
// reconstruction: the last card, placed back into the search frame, must be
// the proved claim (or, for a base restated at the top, contain it).
func (res SearchResult) Certificate(sh Shape, d Dialect) (*Certificate, *Recon, Placement, error) {
	n, final, err := res.Neutral(sh)
	if err != nil {
		return nil, nil, Placement{}, err
	}
	c2, r, shift, err := encodeLoad(n, d, sh, "emitted")
	if err != nil {
		return nil, nil, Placement{}, err
	}
	last := len(r.Cards) - 1
	// In dialect frames the last card is the neutral card shifted by shift[last].
	toAbs := final.Compose(Translation(Point{-shift[last].X, -shift[last].Y}))
	got := r.Final().Place(toAbs)
	if got.H == res.Card.H && !got.SameClaim(res.Card) {
		return nil, nil, Placement{}, fmt.Errorf("reconstructed final card %v differs from the proved %v", got, res.Card)
	}
	if !got.A.SubsetOf(res.Card.A.With(res.Card.Pivot)) || got.H > res.Card.H+1 {
		return nil, nil, Placement{}, fmt.Errorf("reconstructed final card %v does not restate the proved %v", got, res.Card)
	}
	return c2, r, toAbs, nil
}
