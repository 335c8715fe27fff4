package makerbreaker

import "fmt"

// Recon is the reconstruction of every card of a certificate: the full cards
// (for the 25 dialect the normalized reduced cards, which it also keeps),
// and one record per combination node, inline ones included.
type Recon struct {
	Dialect Dialect
	Shape   Shape
	// Cards[j] is card j in its own frame: the bases, then one per row.
	Cards []Card
	// Reduced[j] is the route25 reduced card (25 dialect only).
	Reduced []Reduced
	// Nodes has one entry per combination node, in evaluation order
	// (innermost inline nodes first, then the row's root).
	Nodes       []NodeInfo
	Rows        int
	References  int
	InlineNodes int
	nodeIndex   map[*Node]int
}

// NodeInfo describes one combination node.
type NodeInfo struct {
	Row    int  // number of the card whose line holds the node
	Inline bool // an inline (parenthesized) node rather than the row's root
	Card   Card // the node's card in the row's frame
	// Children is the number of placed children.
	Children int
	// ReplyClasses counts the cells of T \ (A ∪ {p}) plus one exterior class
	// (a measurement: each misses a child envelope by Combine's construction).
	ReplyClasses int
	// NormalizationAgrees (25 dialect) reports that the normalized reduced
	// composition equals the full composition of the normalized children
	// (Proposition "r25:composition"); true in the other dialects.
	NormalizationAgrees bool
}

// Final returns the last card.
func (r *Recon) Final() Card { return r.Cards[len(r.Cards)-1] }

// NodeCard returns the card of a combination node of the certificate.
func (r *Recon) NodeCard(n *Node) (Card, bool) {
	i, ok := r.nodeIndex[n]
	if !ok {
		return Card{}, false
	}
	return r.Nodes[i].Card, true
}

// Reconstruct evaluates every card of a certificate built in memory (or
// re-evaluates a loaded one). Errors name the row and, when known, the
// source position.
func (c *Certificate) Reconstruct() (*Recon, error) { return c.reconstruct("certificate") }

func (c *Certificate) reconstruct(name string) (*Recon, error) {
	if err := c.Shape.Validate(); err != nil {
		return nil, err
	}
	nb := c.NumBases()
	r := &Recon{Dialect: c.Dialect, Shape: c.Shape, Rows: len(c.Rows), nodeIndex: map[*Node]int{}}
	switch c.Dialect {
	case Dialect21:
		r.Cards = Bases(c.Shape)
	case Dialect35:
		r.Cards = OriginBases(c.Shape)
	case Dialect25:
		r.Reduced = ReducedBases(c.Shape)
		for _, b := range r.Reduced {
			r.Cards = append(r.Cards, b.Normalize())
		}
	default:
		return nil, fmt.Errorf("unknown dialect %d", c.Dialect)
	}
	fail := func(row *Row, t *Term, format string, a ...any) error {
		line, col := row.Line, 0
		if t != nil && t.Line > 0 {
			line, col = t.Line, t.Col
		}
		reason := fmt.Sprintf("card %d: ", row.Num) + fmt.Sprintf(format, a...)
		return perr(name, line, col, "%s", reason)
	}
	for i := range c.Rows {
		row := &c.Rows[i]
		if row.Num != nb+i {
			return nil, fail(row, nil, "numbered %d, expected %d", row.Num, nb+i)
		}
		var eval func(n *Node, inline bool) (Card, error)
		eval = func(n *Node, inline bool) (Card, error) {
			if len(n.Terms) == 0 {
				return Card{}, fail(row, nil, "empty child list")
			}
			if c.Dialect != Dialect21 && n.Pivot != Origin {
				return Card{}, fail(row, nil, "pivot %v is not the origin", n.Pivot)
			}
			children := make([]Card, len(n.Terms))
			var reduced []Reduced
			for k := range n.Terms {
				t := &n.Terms[k]
				if t.Inline != nil {
					if c.Dialect != Dialect21 {
						return Card{}, fail(row, t, "inline combination outside the 21 dialect")
					}
					ch, err := eval(t.Inline, true)
					if err != nil {
						return Card{}, err
					}
					children[k] = ch
					r.InlineNodes++
					continue
				}
				if t.Card < 0 || t.Card >= row.Num {
					return Card{}, fail(row, t, "reference to card %d is not to an earlier card (0..%d)", t.Card, row.Num-1)
				}
				if c.Dialect == Dialect25 {
					f, ok := Anchor25(r.Reduced[t.Card].P, t.Code)
					if !ok {
						return Card{}, fail(row, t, "placement code %d of card %d: anchor index %d out of range (|P_%d| = %d)",
							t.Code, t.Card, t.Code/8, t.Card, r.Reduced[t.Card].P.Len())
					}
					t.Place = f
					reduced = append(reduced, r.Reduced[t.Card].Place(f))
				}
				children[k] = r.Cards[t.Card].Place(t.Place)
				r.References++
			}
			card, err := Combine(n.Pivot, children)
			if err != nil {
				return Card{}, fail(row, nil, "%v", err)
			}
			info := NodeInfo{Row: row.Num, Inline: inline, Card: card, Children: len(children), NormalizationAgrees: true,
				ReplyClasses: ReplyClasses(card)}
			if c.Dialect == Dialect25 {
				red, err := CombineReduced(n.Pivot, reduced)
				if err != nil {
					return Card{}, fail(row, nil, "%v", err)
				}
				info.NormalizationAgrees = red.Normalize().Equal(card)
				r.Reduced = append(r.Reduced, red)
			}
			r.nodeIndex[n] = len(r.Nodes)
			r.Nodes = append(r.Nodes, info)
			return card, nil
		}
		card, err := eval(&row.Node, false)
		if err != nil {
			return nil, err
		}
		r.Cards = append(r.Cards, card)
	}
	return r, nil
}
