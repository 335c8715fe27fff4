package makerbreaker

import (
	"errors"
	"fmt"
)

// Card is a claim (A, T, h) of Definition "claim" together with the cell
// Maker claims next, its pivot.
//
// Maker-turn reading (Definition "claim"): at every position with Maker to
// move, A ⊆ M and B ∩ T = ∅, Maker has already completed a target or wins
// within H further actual Maker moves.
//
// Breaker-turn reading (second half of Lemma "combination"): at a position
// with Breaker to move, A ∪ {Pivot} ⊆ M and B ∩ T = ∅, Maker has already won
// or wins within H − 1 further Maker moves.
//
// For a base card the pivot is its missing target cell; for a composite card
// it is the combination pivot p.
type Card struct {
	A     Set   // required set
	T     Set   // envelope
	H     int   // height
	Pivot Point // next Maker claim
}

// ErrNoChildren is returned by Combine for an empty child list.
var ErrNoChildren = errors.New("combination of an empty child list")

// Combine applies Lemma "combination" at pivot p to the placed children:
//
//	T = {p} ∪ ⋃ T_i,   A = (⋃ A_i ∪ ⋂ T_i) \ {p},   h = 1 + max h_i.
func Combine(p Point, children []Card) (Card, error) {
	if len(children) == 0 {
		return Card{}, ErrNoChildren
	}
	as := make([]Set, len(children))
	ts := make([]Set, len(children))
	h := 0
	for i, c := range children {
		as[i], ts[i] = c.A, c.T
		h = max(h, c.H)
	}
	inter := IntersectAll(ts...)
	A := UnionAll(append(as, inter)...).Without(p)
	T := UnionAll(ts...).With(p)
	return Card{A: A, T: T, H: h + 1, Pivot: p}, nil
}

// Place returns F applied to the card: F(A), F(T), the same height, F(pivot).
func (c Card) Place(f Placement) Card {
	return Card{A: f.Map(c.A), T: f.Map(c.T), H: c.H, Pivot: f.Apply(c.Pivot)}
}

// Check verifies the structural invariants of a card: A ⊆ T, pivot ∈ T \ A,
// H ≥ 1.
func (c Card) Check() error {
	if c.H < 1 {
		return fmt.Errorf("height %d < 1", c.H)
	}
	if !c.A.SubsetOf(c.T) {
		return fmt.Errorf("required set not inside the envelope: %v", c.A.Minus(c.T))
	}
	if !c.T.Contains(c.Pivot) || c.A.Contains(c.Pivot) {
		return fmt.Errorf("pivot %v not in T \\ A", c.Pivot)
	}
	return nil
}

// MakerTurn reports whether the card applies at a position with Maker to
// move: A ⊆ M and B ∩ T = ∅ (Definition "claim").
func (c Card) MakerTurn(M, B Set) bool { return c.A.SubsetOf(M) && c.T.Disjoint(B) }

// BreakerTurn reports whether the card's Breaker-turn reading applies:
// A ∪ {pivot} ⊆ M and B ∩ T = ∅ (Lemma "combination", last assertion); Maker
// then wins within H − 1 further moves after any legal reply.
func (c Card) BreakerTurn(M, B Set) bool {
	return c.A.SubsetOf(M) && M.Contains(c.Pivot) && c.T.Disjoint(B)
}

// Equal compares all four fields.
func (c Card) Equal(d Card) bool {
	return c.H == d.H && c.Pivot == d.Pivot && c.A.Equal(d.A) && c.T.Equal(d.T)
}

// SameClaim compares (A, T, h), ignoring the pivot.
func (c Card) SameClaim(d Card) bool { return c.H == d.H && c.A.Equal(d.A) && c.T.Equal(d.T) }

// String prints "A={…} T={…} h=… p=(x,y)".
func (c Card) String() string {
	return fmt.Sprintf("A=%v T=%v h=%d p=%v", c.A, c.T, c.H, c.Pivot)
}

// Bases returns the base cards (S \ {s_j}, S, 1) of Lemma "bases" with pivot
// s_j, in the target's own coordinates: the bases of the 21-move certificate.
func Bases(sh Shape) []Card {
	S := sh.Set()
	out := make([]Card, sh.Size())
	for j, s := range sh.Cells {
		out[j] = Card{A: S.Without(s), T: S, H: 1, Pivot: s}
	}
	return out
}

// OriginBases returns the bases translated so that the missing cell is the
// origin: T = S − s_j, A = T \ {o} (equations "r35:bases"; the normalized
// route25 bases are the same).
func OriginBases(sh Shape) []Card {
	out := Bases(sh)
	for j, s := range sh.Cells {
		out[j] = out[j].Place(Translation(Point{-s.X, -s.Y}))
	}
	return out
}

// ReplyClasses counts the local reply classes of a combination node at
// pivot p — every cell of T \ (A ∪ {p}) plus one exterior class — as the
// paper counts them (Section "Exact reconstruction": 37,042 over the 21-move
// certificate, 26,703 over the 35-move one).
//
// It is a measurement, not a check. For a card built by Combine from its
// children, every class misses some child envelope by construction: a cell
// in every child envelope lies in ⋂ T_i ⊆ A ∪ {p}, and the exterior misses
// every T_i ⊆ T. So this count cannot expose an invalid certificate; the
// independent check of a card is exhaustive play on its envelope
// (MakerWins, plylab mb verify).
func ReplyClasses(parent Card) int {
	classes := 1 // the exterior class
	for _, c := range parent.T {
		if c != parent.Pivot && !parent.A.Contains(c) {
			classes++
		}
	}
	return classes
}
