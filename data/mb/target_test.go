package mb

import (
	"testing"

	"plylab/engine/makerbreaker"
)

// The target copy a card view outlines is the copy the certificate's own
// policy completes against a Breaker who never enters the envelope: played
// out with makerbreaker.Policy, Maker ends owning exactly that copy's cells
// among others, and the last active card is the base whose envelope it is.
func TestCardViewTarget(t *testing.T) {
	c21, c25, c35, err := Examples()
	if err != nil {
		t.Fatal(err)
	}
	l4, err := Search("l4", "", 4, 0)
	if err != nil || !l4.Found {
		t.Fatalf("L4 search: found %v, %v", l4 != nil && l4.Found, err)
	}
	for _, c := range []*Cert{c21, c25, c35, l4.Cert} {
		last := len(c.Recon.Cards) - 1
		v, err := CardViewOf(c, last)
		if err != nil {
			t.Fatal(err)
		}
		target := makerbreaker.NewSet(v.Target...)
		if len(target) != c.Recon.Shape.Size() {
			t.Fatalf("%s: target %v has %d cells, the shape %d", c.Name, target, len(target), c.Recon.Shape.Size())
		}
		if !target.SubsetOf(c.Recon.Final().T) {
			t.Errorf("%s: target %v outside the envelope %v", c.Name, target, c.Recon.Final().T)
		}
		g := makerbreaker.NewPolicy(c.Cert, c.Recon).NewGame()
		for k := 0; !g.Won; k++ {
			if _, err := g.MakerMove(); err != nil {
				t.Fatalf("%s: %v", c.Name, err)
			}
			if g.Won {
				break
			}
			if err := g.BreakerReply(makerbreaker.Point{X: 1000 + k, Y: 1000}); err != nil {
				t.Fatalf("%s: %v", c.Name, err)
			}
		}
		won := g.ActiveCard().T
		if !won.SubsetOf(target) || !target.SubsetOf(won) {
			t.Errorf("%s: the policy completes %v, the view outlines %v", c.Name, won, target)
		}
		for _, p := range target {
			if !g.M[p] {
				t.Errorf("%s: Maker does not own %v of the outlined copy", c.Name, p)
			}
		}
		if !c.Recon.Shape.CompletedBy(target, target[0]) {
			t.Errorf("%s: %v is not a copy of the target", c.Name, target)
		}
	}
	// Figure "fork": card 6's first child is base 4 placed at 100, so the
	// outlined copy holds the pivot (1,4) and the completion (1,3) with
	// four cells of the column of five.
	fork := ForkView(c21)
	ft := makerbreaker.NewSet(fork.Target...)
	want := makerbreaker.NewSet(makerbreaker.Point{X: 0, Y: 0}, makerbreaker.Point{X: 0, Y: 1}, makerbreaker.Point{X: 0, Y: 2},
		makerbreaker.Point{X: 0, Y: 3}, makerbreaker.Point{X: 1, Y: 3}, makerbreaker.Point{X: 1, Y: 4})
	if !ft.SubsetOf(want) || !want.SubsetOf(ft) {
		t.Errorf("fork target %v, want %v", ft, want)
	}
}
