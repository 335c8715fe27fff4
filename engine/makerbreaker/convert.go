package makerbreaker

import "fmt"

// Neutral is a certificate in the "origin frame": every combination, inline
// ones included, is one row whose pivot is the origin, and the bases are the
// origin bases (equations "r35:bases"/"r25:bases"). It is the common ground
// of the three dialects: a 21-move row is a neutral row translated by its
// pivot; 25- and 35-move rows are neutral rows.
type Neutral struct {
	Shape Shape
	// Rows[i] is card |S| + i: its children as (card, placement) pairs in
	// the row's own frame.
	Rows [][]NeutralChild
}

// NeutralChild is one placed child of a neutral row.
type NeutralChild struct {
	Card  int
	Place Placement
}

// ToNeutral flattens a reconstructed certificate. rowMap[j] is the neutral
// card number of card j of the input; shift[j] is its frame offset (card j
// of the input is the neutral card translated by shift[j]).
func ToNeutral(c *Certificate, r *Recon) (n *Neutral, rowMap []int, shift []Point, err error) {
	nb := c.NumBases()
	n = &Neutral{Shape: c.Shape}
	rowMap = make([]int, c.NumCards())
	shift = make([]Point, c.NumCards())
	for j := 0; j < nb; j++ {
		rowMap[j] = j
		if c.Dialect == Dialect21 {
			shift[j] = c.Shape.Cells[j]
		}
	}
	// flatten returns the neutral card number of node nd, whose pivot is
	// its own frame offset.
	var flatten func(nd *Node) int
	flatten = func(nd *Node) int {
		var kids []NeutralChild
		p := nd.Pivot
		back := Translation(Point{-p.X, -p.Y})
		for k := range nd.Terms {
			t := &nd.Terms[k]
			if t.Inline != nil {
				q := t.Inline.Pivot
				id := flatten(t.Inline)
				kids = append(kids, NeutralChild{Card: id, Place: Translation(q.Sub(p))})
				continue
			}
			g := back.Compose(t.Place).Compose(Translation(shift[t.Card]))
			kids = append(kids, NeutralChild{Card: rowMap[t.Card], Place: g})
		}
		n.Rows = append(n.Rows, kids)
		return nb + len(n.Rows) - 1
	}
	for i := range c.Rows {
		row := &c.Rows[i]
		rowMap[row.Num] = flatten(&row.Node)
		shift[row.Num] = row.Node.Pivot
	}
	return n, rowMap, shift, nil
}

// Cards evaluates the neutral certificate (origin frames).
func (n *Neutral) Cards() ([]Card, error) {
	cards := OriginBases(n.Shape)
	for i, kids := range n.Rows {
		num := len(cards)
		ch := make([]Card, len(kids))
		for k, kid := range kids {
			if kid.Card < 0 || kid.Card >= num {
				return nil, fmt.Errorf("row %d: reference to card %d is not to an earlier card", num, kid.Card)
			}
			ch[k] = cards[kid.Card].Place(kid.Place)
		}
		card, err := Combine(Origin, ch)
		if err != nil {
			return nil, fmt.Errorf("row %d: %w", nb(n)+i, err)
		}
		cards = append(cards, card)
	}
	return cards, nil
}

func nb(n *Neutral) int { return n.Shape.Size() }

// Encode writes a neutral certificate in a dialect. For the 21 dialect each
// row gets a frame offset c_i ∈ [0,16]² (pivot XY = c_i): the smallest one,
// coordinatewise, that makes every child translation encodable. Small
// offsets leave later rows the most room, since a child placed with a
// reflection contributes −c_k to its translation. shift[i] returns those
// offsets (bases: s_j). The 25 dialect needs
// every child to place one of its required cells on the pivot (the anchor);
// the 35 dialect needs offsets in [−4,5]². An error names the first row that
// cannot be written.
func (n *Neutral) Encode(d Dialect) (*Certificate, []Point, error) {
	cards, err := n.Cards()
	if err != nil {
		return nil, nil, err
	}
	nbases := nb(n)
	c := &Certificate{Dialect: d, Shape: n.Shape}
	shift := make([]Point, len(cards))
	if d == Dialect21 {
		copy(shift, n.Shape.Cells)
	}
	for i, kids := range n.Rows {
		num := nbases + i
		row := Row{Num: num, Node: Node{Pivot: Origin}}
		switch d {
		case Dialect21:
			lo, hi := Point{0, 0}, Point{16, 16}
			for _, kid := range kids {
				// 21 placement: x ↦ R x + (T + c_i − R c_k) with entries in 0..16.
				rc := kid.Place.R.Apply(shift[kid.Card])
				base := kid.Place.T.Sub(rc)
				lo.X, lo.Y = max(lo.X, -base.X), max(lo.Y, -base.Y)
				hi.X, hi.Y = min(hi.X, 16-base.X), min(hi.Y, 16-base.Y)
			}
			if lo.X > hi.X || lo.Y > hi.Y {
				return nil, nil, fmt.Errorf("card %d cannot be written in the 21 dialect: its children do not fit one 17×17 coordinate frame", num)
			}
			ci := lo
			shift[num] = ci
			row.Node.Pivot = ci
			for _, kid := range kids {
				g := Translation(ci).Compose(kid.Place).Compose(Translation(Point{-shift[kid.Card].X, -shift[kid.Card].Y}))
				t := Term{Card: kid.Card, Code: g.R.Code21(), Place: g}
				if g.IsIdentity() {
					t.Code = -1
				}
				row.Node.Terms = append(row.Node.Terms, t)
			}
		case Dialect25:
			for _, kid := range kids {
				a := kid.Place.Inverse().Apply(Origin)
				k := cards[kid.Card].A.Index(a)
				if k < 0 {
					return nil, nil, fmt.Errorf("card %d cannot be written in the 25 dialect: its child %d does not place a required cell on the pivot", num, kid.Card)
				}
				code := 8*k + kid.Place.R.Code25()
				if f, ok := Anchor25(cards[kid.Card].A, code); !ok || f != kid.Place {
					return nil, nil, fmt.Errorf("card %d: anchor placement mismatch for child %d", num, kid.Card)
				}
				if _, ok := Encode25(num, kid.Card, code, 0); !ok {
					return nil, nil, fmt.Errorf("card %d cannot be written in the 25 dialect: reference (%d, %d) does not fit three-digit blocks", num, kid.Card, code)
				}
				row.Node.Terms = append(row.Node.Terms, Term{Card: kid.Card, Code: code, Place: kid.Place})
			}
		case Dialect35:
			for _, kid := range kids {
				if _, ok := EncodeTerm35(kid.Card, kid.Place); !ok {
					return nil, nil, fmt.Errorf("card %d cannot be written in the 35 dialect: child %d is translated by %v, outside [-4,5]²", num, kid.Card, kid.Place.T)
				}
				row.Node.Terms = append(row.Node.Terms, Term{Card: kid.Card, Code: kid.Place.R.Index(), Place: kid.Place})
			}
		default:
			return nil, nil, fmt.Errorf("unknown dialect %d", d)
		}
		if d == Dialect35 {
			for k := range row.Node.Terms {
				row.Node.Terms[k].Code = int(indexLetter(row.Node.Terms[k].Place.R.Letter35()))
			}
		}
		c.Rows = append(c.Rows, row)
	}
	return c, shift, nil
}

func indexLetter(b byte) int { return int(b - 'a') }

// Convert rewrites a reconstructed certificate in another dialect (or the
// same one, in canonical layout) and re-verifies it: every card of the input
// must reappear, up to its frame offset, in the reconstruction of the
// output. rowMap[j] is the output number of input card j.
func Convert(c *Certificate, r *Recon, to Dialect) (out *Certificate, outRecon *Recon, rowMap []int, err error) {
	n, rowMap, inShift, err := ToNeutral(c, r)
	if err != nil {
		return nil, nil, nil, err
	}
	out, outShift, err := n.Encode(to)
	if err != nil {
		return nil, nil, nil, err
	}
	outRecon, err = out.Reconstruct()
	if err != nil {
		// %v, not %w: the *inputerr.Error inside points at the converted
		// text, not at the caller's input.
		return nil, nil, nil, fmt.Errorf("converted certificate does not reconstruct: %v", err)
	}
	for j := range r.Cards {
		k := rowMap[j]
		want := r.Cards[j].Place(Translation(outShift[k].Sub(inShift[j])))
		if !outRecon.Cards[k].Equal(want) {
			return nil, nil, nil, fmt.Errorf("card %d changed in conversion: %v became %v", j, want, outRecon.Cards[k])
		}
	}
	return out, outRecon, rowMap, nil
}
