package makerbreaker

import (
	"fmt"
	"strings"

	"plylab/engine/inputerr"
)

// A certificate certifies exactly one claim: its last card. Every card before
// it is a lemma, itself a valid claim about some position. A file that lost
// its last card(s) is still a list of valid lemmas, so reconstruction alone
// cannot tell it from the whole certificate; what tells them apart is the
// claim the last card states. For an empty-board certificate (the paper's
// 21- and 25-move certificates, eq. "final-card": A_727 = ∅; "final P = ∅")
// it must require no Maker cell. For a certificate of a handicap position
// (plylab mb search --maker) its required set must lie inside Maker's
// starting cells under some placement. The published 35-move certificate
// is the one exception: it ends in the conditional interface row 615 and
// certifies the empty board only through the opening proof over the
// interface rows 557, 595, 603 and 615 (Theorem "r35:theorem"), which
// EndpointChecks computes.

// FinalClaim is the claim a certificate certifies: its last card, read as a
// statement about a starting position.
type FinalClaim struct {
	Dialect Dialect
	Shape   Shape
	// Card is the number of the final card and Line its source line (0 for
	// a certificate built in memory).
	Card, Line int
	Final      Card
	// Maker is the starting position's Maker cells (empty: the empty board)
	// and Place a placement F with F(A) ⊆ Maker (the identity when A = ∅).
	Maker Set
	Place Placement
	// Moves is the number of Maker moves certified: the final height, or
	// for the published 35-move certificate the opening proof's bound.
	Moves int
	// Opening is set for the published 35-move certificate.
	Opening bool
	// Base is set when the final card is a base card (a file without a
	// numbered card, which certifies a claim only for the monomino).
	Base bool
}

// Position describes the starting position in words.
func (fc *FinalClaim) Position() string {
	if fc.Maker.Len() == 0 {
		return "the empty board"
	}
	return fmt.Sprintf("Maker owning %v", fc.Maker)
}

// String is the one-line statement of the claim, e.g. "Maker completes l4
// from the empty board within 4 moves (final card 8, line 5: A = ∅,
// envelope 21 cells, height 4)".
func (fc *FinalClaim) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Maker completes %s from %s, Maker to move, within %d moves", fc.Shape.Name, fc.Position(), fc.Moves)
	if fc.Opening {
		b.WriteString(" by the opening proof over the conditional interfaces (rows 557, 595, 603, 615)")
	}
	fmt.Fprintf(&b, " (final card %d", fc.Card)
	if fc.Base {
		b.WriteString(", a base card")
	}
	if fc.Line > 0 {
		fmt.Fprintf(&b, ", line %d", fc.Line)
	}
	a := "∅"
	if fc.Final.A.Len() > 0 {
		a = fc.Final.A.String()
	}
	fmt.Fprintf(&b, ": A = %s, envelope %d cells, height %d)", a, fc.Final.T.Len(), fc.Final.H)
	return b.String()
}

// PlaceInto returns a placement F (a symmetry of G followed by a
// translation) with F(a) ⊆ m; ok is false when there is none. The empty set
// goes into every set by the identity.
func PlaceInto(a, m Set) (Placement, bool) {
	if a.Len() == 0 {
		return IdentityPlacement, true
	}
	if a.Len() > m.Len() {
		return Placement{}, false
	}
	for _, r := range Syms {
		ra := Placement{R: r}.Map(a)
		for _, p := range m {
			f := Placement{R: r, T: p.Sub(ra[0])}
			if f.Map(a).SubsetOf(m) {
				return f, true
			}
		}
	}
	return Placement{}, false
}

// CheckFinal checks that a loaded certificate ends in the claim it is meant
// to certify: Maker to move at the position where Maker owns maker (nil or
// empty: the empty board) and Breaker nothing. raw are the file's bytes
// (they identify the published 35-move certificate); name is the file name
// for the error, an *inputerr.Error at the final card's line.
func CheckFinal(name string, c *Certificate, r *Recon, raw []byte, maker Set) (*FinalClaim, error) {
	if c == nil || r == nil {
		return nil, perr(name, 0, 0, "no certificate")
	}
	if len(r.Cards) != c.NumCards() || len(r.Cards) == 0 {
		return nil, perr(name, 0, 0, "the reconstruction has %d cards, the certificate %d", len(r.Cards), c.NumCards())
	}
	fin := r.Final()
	if len(c.Rows) == 0 {
		// No numbered card: the last base is the final card. It is a claim
		// only where the target is a single cell (the monomino, won by one
		// move, whose certificate plylab mb search writes as an empty file).
		f, ok := PlaceInto(fin.A, maker)
		if !ok {
			return nil, errNoRows(name, 1, c.Shape)
		}
		return &FinalClaim{Dialect: c.Dialect, Shape: c.Shape, Card: len(r.Cards) - 1, Final: fin, Maker: maker, Place: f, Moves: fin.H, Base: true}, nil
	}
	last := &c.Rows[len(c.Rows)-1]
	fc := &FinalClaim{Dialect: c.Dialect, Shape: c.Shape, Card: last.Num, Line: last.Line, Final: fin, Maker: maker, Moves: fin.H}
	if d, ok := PublishedAs(raw); ok && d == Dialect35 && c.Dialect == Dialect35 && maker.Len() == 0 {
		for _, ch := range EndpointChecks(c, r) {
			if ch.Claim == "mb.cert35.bound" {
				if !ch.OK {
					return nil, perr(name, last.Line, 0, "the opening proof of the published 35-move certificate fails: %s: want %s, got %s", ch.Name, ch.Want, ch.Got)
				}
				fc.Opening, fc.Moves = true, 35
				return fc, nil
			}
		}
	}
	f, ok := PlaceInto(fin.A, maker)
	if !ok {
		a := fin.A.String()
		if maker.Len() == 0 {
			return nil, perr(name, last.Line, 0, "final card %d requires the Maker cells A = %s: a certificate must end in the claim it certifies, here Maker to move on the empty board (A = ∅); the file is truncated or certifies another position (name its Maker cells with --maker)",
				last.Num, a)
		}
		return nil, perr(name, last.Line, 0, "final card %d requires the Maker cells A = %s, which no placement puts inside the starting cells %v: a certificate must end in the claim it certifies; the file is truncated or certifies another position",
			last.Num, a, maker)
	}
	fc.Place = f
	return fc, nil
}

// errNoRows is the error for a certificate without a numbered card: its
// last card would be a base, which certifies nothing about a game.
func errNoRows(name string, line int, sh Shape) *inputerr.Error {
	return perr(name, line, 0, "no numbered card after the %d base cards of %s: an empty certificate certifies nothing (a certificate must end in the claim it certifies)", sh.Size(), sh.Name)
}
