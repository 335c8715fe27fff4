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
