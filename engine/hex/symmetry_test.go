package hex

import (
	"fmt"
	"testing"
)

// The reflections swap the adjacency conventions and carry Across's chains
// to Across's chains. The left-right reflection carries the diagonal rule of
// one convention onto the cross rule of the other and back; the corners
// rule goes to a pairing no rule writes, and the census of the mirror
// convention finds exactly the images of the three pairings.
func TestReflectionsSwapDiagonalAndCross(t *testing.T) {
	for n := 2; n <= 8; n++ {
		b := MustBoard(n, n+1)
		for _, m := range []Map{MirrorLR(b), MirrorTB(b)} {
			d, _ := RuleOn(RuleDiagonal, b)
			c, _ := RuleOn(RuleCross, b)
			dImg, _ := RuleOn(RuleDiagonal, m.Image)
			cImg, _ := RuleOn(RuleCross, m.Image)
			if !m.Pairing(d).Equal(cImg) || !m.Pairing(c).Equal(dImg) {
				t.Errorf("n = %d, %s: diagonal and cross are not swapped", n, m.Name)
			}
		}
	}
	for n := 3; n <= 5; n++ {
		b := MustBoard(n, n+1)
		m := MirrorLR(b)
		got := Census(MinimalChains(m.Image), CensusOptions{})
		var want []*Pairing
		for _, name := range Rules {
			p, _ := Rule(name, n)
			want = append(want, m.Pairing(p))
		}
		if fmt.Sprint(keys(got.Pairings)) != fmt.Sprint(keys(want)) {
			t.Errorf("n = %d: mirror census %v, images %v", n, keys(got.Pairings), keys(want))
		}
		// On 3 × 4 the corner repair is its own mirror image; from 4 × 5 on
		// the image is written by no rule.
		k, _ := Rule(RuleCorners, n)
		wantRule := ""
		if n == 3 {
			wantRule = RuleCorners
		}
		if got := IdentifyRule(m.Pairing(k)); got != wantRule {
			t.Errorf("n = %d: the mirror image of corners is written by %q, want %q", n, got, wantRule)
		}
	}
}

// Chains map to chains under the half-turn and the reflections.
func TestMapsCarryChains(t *testing.T) {
	b := MustBoard(4, 5)
	cs := MinimalChains(b)
	for _, m := range []Map{HalfTurn(b), MirrorLR(b), MirrorTB(b)} {
		img := map[string]bool{}
		ic := MinimalChains(m.Image)
		for k := 0; k < ic.Len(); k++ {
			img[fmt.Sprint(ic.Set(k).Cells())] = true
		}
		for k := 0; k < cs.Len(); k++ {
			if !img[fmt.Sprint(m.Set(cs.Set(k)).Cells())] {
				t.Fatalf("%s: image of chain %v is not a chain", m.Name, cs.Path(k))
			}
		}
	}
}

// The geometry of the swap: μ keeps the number of neighbours of a cell, so
// it carries acute corners (two neighbours) to acute corners. The cross
// formula pairs (0, 0) with (n−1, n): the acute corners of the essay's
// board (a reflection across the short diagonal swaps them) but the obtuse
// corners (three neighbours) of the mirrored board, where the same formula
// is a reflection across the long diagonal. The diagonal formula's linear
// part (r, c) ↦ (c, r) fixes the line through (0, 0): the long diagonal on
// the essay's board, the short one on the mirrored board.
func TestMirrorKeepsTheGeometry(t *testing.T) {
	deg := func(b *Board, r, c int) int { return len(b.Neighbors(b.Cell(r, c))) }
	for n := 2; n <= 12; n++ {
		b := MustBoard(n, n+1)
		m := MirrorLR(b)
		for i := 0; i < b.Cells; i++ {
			if len(b.Neighbors(i)) != len(m.Image.Neighbors(m.Apply(i))) {
				t.Fatalf("n = %d: μ changes the degree of cell %d", n, i)
			}
		}
		if deg(b, 0, 0) != 2 || deg(b, n-1, n) != 2 || deg(b, 0, n) != 3 || deg(b, n-1, 0) != 3 {
			t.Errorf("n = %d: the essay's acute corners are not (0,0) and (n−1,n)", n)
		}
		mb := m.Image
		if deg(mb, 0, 0) != 3 || deg(mb, n-1, n) != 3 || deg(mb, 0, n) != 2 || deg(mb, n-1, 0) != 2 {
			t.Errorf("n = %d: the mirrored board's acute corners are not (0,n) and (n−1,0)", n)
		}
		for _, bb := range []*Board{b, mb} {
			c, _ := RuleOn(RuleCross, bb)
			if c.Partner[bb.Cell(0, 0)] != bb.Cell(n-1, n) {
				t.Errorf("n = %d, %v: the cross formula does not pair (0,0) with (n−1,n)", n, bb.Adj)
			}
		}
	}
}
