package positional

import (
	"fmt"
	"math/bits"
)

// References in compact certificates: a node
//
//	t K         the position here (up to an automorphism of the family)
//	            was proved earlier in this claim's section, by the subtree
//	            whose first line is line K
//
// turns the strategy tree into a DAG, so that a position the search
// reaches by many move orders, or in many symmetric forms, is written once.
// The checker keeps every position whose subtree it has checked (more
// than one line, in the claim's section): the canonical form of the two
// sides' cells, the side to move and the cells left in its turn, with the
// line, the ply and the zone of that subtree. At "t K" it computes the
// canonical form of the current position, and accepts the line when the
// table holds it, at line K, at a ply that makes the stored proof cover
// the current claim.
//
// Lemma (soundness). Let σ map the current position X onto the canonical
// form C, and τ map the stored position Y onto C, both automorphisms of the
// family (the checker verifies every permutation it uses maps each set
// onto a set of the family). Then ρ = τ⁻¹σ is an automorphism with
// ρ(X) = Y, same side to move and cells left. An automorphism preserves
// the meaning of every node — which sets are owned, live or decide, the
// board filling, each leaf rule's condition (stated in terms of the sets
// and the cells) — though not the checker's tie-breaks (the least T of an
// "f T", the increasing order of replies, the first set a zone takes),
// which the proof does not use: the strategy checked at Y, pulled back by
// ρ, is a strategy at X with the same outcome by the same ply count from
// the position on, and ρ⁻¹(zone at Y) is a zone for it in the sense of
// the zone lemma (compact.go: the lemma needs some set with the property
// at an "f T" or a deciding claim, not the first one). The ply at which
// it was checked matters only through the claim's bound:
//   - "wins within P": the subtree at Y, checked at ply p, wins by ply P,
//     that is within P−p+1 plies from Y; at ply p' ≤ p it still wins by P.
//   - "no-win within P": the subtree keeps the role from a win within
//     P−p+1 plies; at ply p' ≥ p fewer plies are asked.
//   - "no-win within all": the ply does not matter.
// In fact the ply is a function of the key under every rule the format
// has: without passes the cells each side owns, the side to move and the
// cells left fix the number of turns, for any bias; passes come only
// from "z" defaults (Maker–Breaker, one cell per turn), and there the
// difference of the two sides' cell counts fixes how many passes a line
// made. So refFits never fails on a certificate; it is kept as a guard.
// A reference is checked only against subtrees already checked in full,
// earlier in the file, so the DAG has no cycle and the induction over the
// subtrees of the tree lemma (compact.go) runs over the DAG in file order.
//
// Which references a checker accepts depends on the list of
// automorphisms it canonicalises under (maxRefPerms, the order of
// Group.ChainElements, the automorphism search): a certificate written by
// one version of the package is checked by another only if the lists
// agree. The kept certificates' SHA-256 tests (cmd/plylab) notice a
// change.

// compactRefs switches the writer's references on (tests turn it off to
// compare with the plain tree).
var compactRefs = true

// maxRefPerms caps the automorphisms the canonical form is taken over. A
// subset of the group is sound (the lemma above needs only that σ and τ
// are automorphisms); fewer elements find fewer symmetric transpositions.
var maxRefPerms = 64

// posKey is a position as the references key it: both sides' cells, in
// the canonical frame, the side to move and the cells left in its turn.
type posKey struct {
	own   [2]cellSet
	mover int32
	left  int32
}

type refEntry struct {
	line int64   // first line of the subtree
	ply  int32   // ply at which it was checked
	zone cellSet // its zone, in the canonical frame
}

// refSym holds the automorphisms the canonical form is taken over, with
// their inverses; perms[0] is the identity.
type refSym struct {
	perms, inv [][]int
}

// newRefSym finds the automorphisms of s.g the writer and the checker use
// (the same function on the same normalized game, so both find the same
// list) and verifies each maps the family onto itself.
func newRefSym(s *solver) (*refSym, error) {
	perms := AutomorphismGroup(s.g).ChainElements(maxRefPerms)
	if err := checkGroup(s.g, perms); err != nil {
		return nil, fmt.Errorf("positional: compact references: %w", err)
	}
	// canon starts from the position itself as index 0, so perms[0] must
	// be the identity (ChainElements lists it first).
	for c, v := range perms[0] {
		if v != c {
			return nil, fmt.Errorf("positional: compact references: the first automorphism is not the identity")
		}
	}
	rs := &refSym{perms: perms}
	for _, p := range perms {
		q := make([]int, len(p))
		for c, v := range p {
			q[v] = c
		}
		rs.inv = append(rs.inv, q)
	}
	return rs, nil
}

func mapSet(x *cellSet, p []int) cellSet {
	var y cellSet
	for w, b := range x {
		for b != 0 {
			t := b & -b
			y.add(p[w<<6|bits.TrailingZeros64(t)])
			b ^= t
		}
	}
	return y
}

func lessSets(a, b *[2]cellSet) bool {
	for m := 0; m < 2; m++ {
		for w := range a[m] {
			if a[m][w] != b[m][w] {
				return a[m][w] < b[m][w]
			}
		}
	}
	return false
}

// canon returns the canonical key of st and the index of the permutation
// that maps st onto it (the least image, in word order, of the two sides'
// cells; ties go to the first permutation).
func (rs *refSym) canon(st *state) (posKey, int) {
	best, bk := st.own, 0
	for k := 1; k < len(rs.perms); k++ {
		img := [2]cellSet{mapSet(&st.own[0], rs.perms[k]), mapSet(&st.own[1], rs.perms[k])}
		if lessSets(&img, &best) {
			best, bk = img, k
		}
	}
	return posKey{own: best, mover: int32(st.mover), left: int32(st.left)}, bk
}

// refFits: a subtree checked at ply stored covers the claim at ply now.
func refFits(stored int32, now int, wins bool, limit int) bool {
	switch {
	case wins:
		return int(stored) >= now
	case limit < 0:
		return true
	default:
		return int(stored) <= now
	}
}
