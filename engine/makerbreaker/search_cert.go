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
	rows := map[*proof]int{}
	var visit func(q *proof) int
	visit = func(q *proof) int {
		if q.base >= 0 {
			return q.base
		}
		if r, ok := rows[q]; ok {
			return r
		}
		var kids []NeutralChild
		piv := q.card.Pivot
		back := Translation(Point{-piv.X, -piv.Y})
		for _, k := range q.kids {
			id := visit(k.p)
			g := back.Compose(k.place).Compose(Translation(k.p.card.Pivot))
			kids = append(kids, NeutralChild{Card: id, Place: g})
		}
		n.Rows = append(n.Rows, kids)
		rows[q] = nb + len(n.Rows) - 1
		return rows[q]
	}
	root := res.root.p
	last := visit(root)
	if last != nb+len(n.Rows)-1 {
		// The root is a base other than the last one (a position won at
		// once): restate it as the last card with one more combination
		// at its missing cell.
		n.Rows = append(n.Rows, []NeutralChild{{Card: last, Place: IdentityPlacement}})
		return n, res.root.f, nil
	}
	return n, res.root.f.Compose(Translation(root.card.Pivot)), nil
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
