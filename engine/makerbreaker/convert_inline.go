package makerbreaker

import "fmt"

// EncodeInline21 writes a neutral certificate in the 21 dialect with every
// row that is used exactly once written inline, in parentheses, inside the
// line that uses it — the style of the paper's certificate, whose inline
// expressions are "additional, unnumbered applications of the same rule" in
// the enclosing line's frame. A line whose inline expressions do not fit one
// 17×17 frame gets its direct inline children back as numbered rows.
//
// outNum[i] is the output card number of neutral card i (−1 if inlined);
// shift[i] is the frame offset of neutral card i in the output (for an
// inlined row: the offset of the line that holds it, composed).
func (n *Neutral) EncodeInline21() (c *Certificate, outNum []int, shift []Point, err error) {
	cards, err := n.Cards()
	if err != nil {
		return nil, nil, nil, err
	}
	nb := nb(n)
	total := len(cards)
	refs := make([]int, total)
	for _, kids := range n.Rows {
		for _, k := range kids {
			refs[k.Card]++
		}
	}
	inline := make([]bool, total)
	for i := nb; i < total-1; i++ {
		inline[i] = refs[i] == 1
	}
	offset := make([]Point, total) // c_i of rows written as lines
	copy(offset, n.Shape.Cells)
	done := make([]bool, total)
	for i := 0; i < nb; i++ {
		done[i] = true
	}
	type refUse struct {
		card int
		g    Placement // neutral card → the line's neutral frame
	}
	// expand lists the pivots and the references of row r's line when its
	// inline rows are expanded.
	var expand func(r int, f Placement, pivots *[]Point, uses *[]refUse)
	expand = func(r int, f Placement, pivots *[]Point, uses *[]refUse) {
		*pivots = append(*pivots, f.Apply(Origin))
		for _, k := range n.Rows[r-nb] {
			g := f.Compose(k.Place)
			if inline[k.Card] {
				expand(k.Card, g, pivots, uses)
				continue
			}
			*uses = append(*uses, refUse{k.Card, g})
		}
	}
	var process func(r int) error
	process = func(r int) error {
		for {
			var pivots []Point
			var uses []refUse
			expand(r, IdentityPlacement, &pivots, &uses)
			for _, u := range uses {
				if !done[u.card] {
					if err := process(u.card); err != nil {
						return err
					}
				}
			}
			lo, hi := Point{0, 0}, Point{16, 16}
			for _, p := range pivots {
				lo.X, lo.Y = max(lo.X, -p.X), max(lo.Y, -p.Y)
				hi.X, hi.Y = min(hi.X, 16-p.X), min(hi.Y, 16-p.Y)
			}
			for _, u := range uses {
				base := u.g.T.Sub(u.g.R.Apply(offset[u.card]))
				lo.X, lo.Y = max(lo.X, -base.X), max(lo.Y, -base.Y)
				hi.X, hi.Y = min(hi.X, 16-base.X), min(hi.Y, 16-base.Y)
			}
			if lo.X <= hi.X && lo.Y <= hi.Y {
				offset[r], done[r] = lo, true
				return nil
			}
			// Write the direct inline children as numbered rows instead.
			changed := false
			for _, k := range n.Rows[r-nb] {
				if inline[k.Card] {
					inline[k.Card], changed = false, true
				}
			}
			if !changed {
				return fmt.Errorf("neutral card %d cannot be written in the 21 dialect: its children do not fit one 17×17 coordinate frame", r)
			}
		}
	}
	for r := nb; r < total; r++ {
		if !inline[r] && !done[r] {
			if err := process(r); err != nil {
				return nil, nil, nil, err
			}
		}
	}
	outNum = make([]int, total)
	next := nb
	for i := 0; i < total; i++ {
		switch {
		case i < nb:
			outNum[i] = i
		case inline[i]:
			outNum[i] = -1
		default:
			outNum[i] = next
			next++
		}
	}
	shift = make([]Point, total)
	copy(shift, offset)
	c = &Certificate{Dialect: Dialect21, Shape: n.Shape}
	// node builds the combination of row r in the line frame of a line
	// whose neutral frame maps to the line frame by τ(c) ∘ f.
	var node func(r int, line Point, f Placement) Node
	node = func(r int, line Point, f Placement) Node {
		nd := Node{Pivot: f.Apply(Origin).Add(line)}
		for _, k := range n.Rows[r-nb] {
			g := f.Compose(k.Place)
			if inline[k.Card] {
				in := node(k.Card, line, g)
				shift[k.Card] = g.Apply(Origin).Add(line) // for reference only
				nd.Terms = append(nd.Terms, Term{Card: -1, Code: -1, Place: IdentityPlacement, Inline: &in})
				continue
			}
			h := Translation(line).Compose(g).Compose(Translation(Point{-offset[k.Card].X, -offset[k.Card].Y}))
			t := Term{Card: outNum[k.Card], Code: h.R.Code21(), Place: h}
			if h.IsIdentity() {
				t.Code = -1
			}
			nd.Terms = append(nd.Terms, t)
		}
		return nd
	}
	for r := nb; r < total; r++ {
		if inline[r] {
			continue
		}
		c.Rows = append(c.Rows, Row{Num: outNum[r], Node: node(r, offset[r], IdentityPlacement)})
	}
	return c, outNum, shift, nil
}

// ConvertInline21 is Convert to the 21 dialect with single-use rows written
// inline (EncodeInline21). Every numbered card of the output equals, up to
// its frame offset, the card of the input it comes from, and so does the
// final card.
func ConvertInline21(c *Certificate, r *Recon) (out *Certificate, outRecon *Recon, err error) {
	n, rowMap, inShift, err := ToNeutral(c, r)
	if err != nil {
		return nil, nil, err
	}
	out, outNum, outShift, err := n.EncodeInline21()
	if err != nil {
		return nil, nil, err
	}
	outRecon, err = out.Reconstruct()
	if err != nil {
		// %v, not %w: the *inputerr.Error inside points at the converted
		// text, not at the caller's input.
		return nil, nil, fmt.Errorf("converted certificate does not reconstruct: %v", err)
	}
	for j := range r.Cards {
		k := rowMap[j]
		if outNum[k] < 0 {
			continue
		}
		want := r.Cards[j].Place(Translation(outShift[k].Sub(inShift[j])))
		if !outRecon.Cards[outNum[k]].Equal(want) {
			return nil, nil, fmt.Errorf("card %d changed in conversion: %v became %v", j, want, outRecon.Cards[outNum[k]])
		}
	}
	return out, outRecon, nil
}
