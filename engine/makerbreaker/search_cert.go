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
	nb := sh.Size()
	n = &Neutral{Shape: sh}
	cards := OriginBases(sh)
	type ref struct {
		row int
		g   Placement // the row's card placed by g is the proof's neutral card
	}
	rows := map[*proof]ref{}
	byClaim := map[string]ref{} // neutral cards equal up to G share one row
	var visit func(q *proof) ref
	visit = func(q *proof) ref {
		if q.base >= 0 {
			return ref{q.base, IdentityPlacement}
		}
		if r, ok := rows[q]; ok {
			return r
		}
		var kids []NeutralChild
		var ch []Card
		piv := q.card.Pivot
		back := Translation(Point{-piv.X, -piv.Y})
		for _, k := range q.kids {
			r := visit(k.p)
			g := back.Compose(k.place).Compose(Translation(k.p.card.Pivot)).Compose(r.g)
			kids = append(kids, NeutralChild{Card: r.row, Place: g})
			ch = append(ch, cards[r.row].Place(g))
		}
		card, _ := Combine(Origin, ch)
		key, rc := claimKey(card)
		if r, ok := byClaim[key]; ok && q != res.root.p {
			// rc(card) = canonical = r.g(stored card), so the stored row
			// placed by rc⁻¹∘r.g is this card.
			out := ref{r.row, Placement{R: rc.Inverse()}.Compose(r.g)}
			rows[q] = out
			return out
		}
		n.Rows = append(n.Rows, kids)
		cards = append(cards, card)
		out := ref{nb + len(n.Rows) - 1, IdentityPlacement}
		byClaim[key] = ref{out.row, Placement{R: rc}}
		rows[q] = out
		return out
	}
	root := res.root.p
	top := visit(root)
	rootFrame := res.root.f.Compose(Translation(root.card.Pivot)).Compose(top.g)
	if top.row != nb+len(n.Rows)-1 {
		// The root is a base (a position won at once): restate it as the
		// last card with one more combination at its pivot.
		n.Rows = append(n.Rows, []NeutralChild{{Card: top.row, Place: IdentityPlacement}})
	}
	return n, rootFrame, nil
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
	c, shift, err := n.Encode(d)
	if err != nil {
		return nil, nil, Placement{}, err
	}
	b, err := c.Bytes()
	if err != nil {
		return nil, nil, Placement{}, err
	}
	c2, r, err := Load(d, "search", b, sh)
	if err != nil {
		// %v, not %w: the *inputerr.Error inside points at text this
		// package wrote, not at the caller's input.
		return nil, nil, Placement{}, fmt.Errorf("emitted certificate does not load: %v", err)
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
