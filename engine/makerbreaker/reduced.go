package makerbreaker

import "fmt"

// Reduced is a route25 reduced card (P, E, h) with attack cell X
// (Appendix "The reduced-envelope 25-move construction"): at every Maker turn
// with P ⊆ M and B ∩ E = ∅ Maker has already won or wins within h further
// claims. Neither P ⊆ E nor P ∩ E = ∅ is required.
type Reduced struct {
	P, E Set
	H    int
	X    Point // attack cell: o for every 25-card
}

// Normalize maps (P, E, h) to the full card (A, T, h) = (P, P ∪ E, h),
// equation "r25:normalization"; it preserves exactly the admissible
// positions.
func (r Reduced) Normalize() Card {
	return Card{A: r.P, T: r.P.Union(r.E), H: r.H, Pivot: r.X}
}

// Reduce returns the reduced representative (A, T \ A, h) of a full card;
// normalizing it returns the card exactly.
func Reduce(c Card) Reduced { return Reduced{P: c.A, E: c.T.Minus(c.A), H: c.H, X: c.Pivot} }

// Place applies a placement to both sets and the attack cell.
func (r Reduced) Place(f Placement) Reduced {
	return Reduced{P: f.Map(r.P), E: f.Map(r.E), H: r.H, X: f.Apply(r.X)}
}

// Equal compares all fields.
func (r Reduced) Equal(s Reduced) bool {
	return r.H == s.H && r.X == s.X && r.P.Equal(s.P) && r.E.Equal(s.E)
}

// String prints "P={…} E={…} h=…".
func (r Reduced) String() string { return fmt.Sprintf("P=%v E=%v h=%d x=%v", r.P, r.E, r.H, r.X) }

// CombineReduced is Proposition "r25:composition" at attack cell x:
//
//	U = ⋃P_j, V = ⋃E_j, I = ⋂E_j, H = U ∪ I,
//	P = H \ {x}, E = (V \ H) ∪ {x}, h = 1 + max h_j.
//
// Its normalization equals Combine at x of the normalized children.
func CombineReduced(x Point, children []Reduced) (Reduced, error) {
	if len(children) == 0 {
		return Reduced{}, ErrNoChildren
	}
	ps := make([]Set, len(children))
	es := make([]Set, len(children))
	h := 0
	for i, c := range children {
		ps[i], es[i] = c.P, c.E
		h = max(h, c.H)
	}
	U, V, I := UnionAll(ps...), UnionAll(es...), IntersectAll(es...)
	H := U.Union(I)
	return Reduced{P: H.Without(x), E: V.Minus(H).With(x), H: h + 1, X: x}, nil
}

// ReducedBases returns the six (or |S|) route25 bases
// P_i = (S \ {L_i}) − L_i, E_i = {o}, h_i = 1 (equation "r25:bases").
func ReducedBases(sh Shape) []Reduced {
	S := sh.Set()
	out := make([]Reduced, sh.Size())
	for i, l := range sh.Cells {
		out[i] = Reduced{P: S.Without(l).Translate(Point{-l.X, -l.Y}), E: Set{Origin}, H: 1, X: Origin}
	}
	return out
}

// Anchor25 returns the placement Φ_{j,r}(v) = R_d(v − a_{j,k}) of equation
// "r25:placement" for code r = 8k + d, where a_{j,k} is the k-th point of P_j
// in lexicographic order. ok is false when k ≥ |P_j|.
func Anchor25(P Set, r int) (Placement, bool) {
	if r < 0 {
		return Placement{}, false
	}
	k, d := r/8, r%8
	if k >= P.Len() {
		return Placement{}, false
	}
	R := Sym25(d)
	a := R.Apply(P[k])
	return Placement{R: R, T: Point{-a.X, -a.Y}}, true
}
