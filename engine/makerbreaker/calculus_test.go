package makerbreaker

import (
	"math/rand/v2"
	"testing"
)

func randSet(rng *rand.Rand, n, span int) Set {
	var s []Point
	for i := 0; i < n; i++ {
		s = append(s, Point{rng.IntN(span) - span/2, rng.IntN(span) - span/2})
	}
	return NewSet(s...)
}

func TestSetOperationsAgainstMaps(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for it := 0; it < 500; it++ {
		a, b := randSet(rng, rng.IntN(12), 6), randSet(rng, rng.IntN(12), 6)
		ma, mb := map[Point]bool{}, map[Point]bool{}
		for _, p := range a {
			ma[p] = true
		}
		for _, p := range b {
			mb[p] = true
		}
		u, in, mi := a.Union(b), a.Intersect(b), a.Minus(b)
		for x := -3; x <= 3; x++ {
			for y := -3; y <= 3; y++ {
				p := Point{x, y}
				if u.Contains(p) != (ma[p] || mb[p]) || in.Contains(p) != (ma[p] && mb[p]) || mi.Contains(p) != (ma[p] && !mb[p]) {
					t.Fatalf("set ops wrong at %v for %v %v", p, a, b)
				}
			}
		}
		if a.SubsetOf(b) != a.Minus(b).Equal(nil) || a.Disjoint(b) != (in.Len() == 0) {
			t.Fatalf("subset/disjoint wrong for %v %v", a, b)
		}
	}
}

func TestPlacementGroup(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for it := 0; it < 200; it++ {
		f := Placement{R: Syms[rng.IntN(8)], T: Point{rng.IntN(9) - 4, rng.IntN(9) - 4}}
		g := Placement{R: Syms[rng.IntN(8)], T: Point{rng.IntN(9) - 4, rng.IntN(9) - 4}}
		v := Point{rng.IntN(9) - 4, rng.IntN(9) - 4}
		if f.Compose(g).Apply(v) != f.Apply(g.Apply(v)) {
			t.Fatalf("compose %v %v at %v", f, g, v)
		}
		if f.Inverse().Apply(f.Apply(v)) != v || !f.Compose(f.Inverse()).IsIdentity() {
			t.Fatalf("inverse of %v", f)
		}
	}
}

// Proposition "r25:composition": the normalization of the reduced
// composition equals the full composition of the normalized children, for
// arbitrary reduced cards (no containment or disjointness assumed).
func TestReducedCompositionNormalizes(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for it := 0; it < 2000; it++ {
		m := 1 + rng.IntN(4)
		var red []Reduced
		var full []Card
		for j := 0; j < m; j++ {
			r := Reduced{P: randSet(rng, rng.IntN(5), 5), E: randSet(rng, 1+rng.IntN(6), 5), H: 1 + rng.IntN(4)}
			red = append(red, r)
			full = append(full, r.Normalize())
		}
		x := Point{rng.IntN(5) - 2, rng.IntN(5) - 2}
		rc, _ := CombineReduced(x, red)
		fc, _ := Combine(x, full)
		if !rc.Normalize().Equal(fc) {
			t.Fatalf("children %v at %v: reduced %v, full %v", red, x, rc, fc)
		}
		// Reduce then normalize returns a card with A ⊆ T exactly.
		if fc.A.SubsetOf(fc.T) && !Reduce(fc).Normalize().Equal(fc) {
			t.Fatalf("reduce/normalize of %v", fc)
		}
	}
	if _, err := Combine(Origin, nil); err != ErrNoChildren {
		t.Error("empty child list must be rejected")
	}
}

// The cards of the worked examples are valid claims: checked by exhaustive
// play on their envelopes, independently of the combination rule, in both
// turn readings; and the paper's remarks on sharper bounds hold.
func TestExampleCardsValidByExhaustivePlay(t *testing.T) {
	sn := Snaky()
	for _, b := range append(Bases(sn), OriginBases(sn)...) {
		mt, bt, err := ValidOnBoard(sn, b)
		if err != nil || !mt || !bt {
			t.Errorf("base %v: maker-turn %v breaker-turn %v %v", b, mt, bt, err)
		}
	}
	_, r21 := mustLoad(t, Dialect21, "6 14 4:100 5:101\n7 05 6:001 6:405\n")
	_, r25 := mustLoad(t, Dialect25, "193233\n165272\n")
	_, r35 := mustLoad(t, Dialect35, "6 0a03\n7 4a34 6a54\n")
	for _, r := range []*Recon{r21, r25, r35} {
		for _, c := range r.Cards[6:] {
			mt, bt, err := ValidOnBoard(sn, c)
			if err != nil || !mt || !bt {
				t.Errorf("%d: card %v: maker-turn %v breaker-turn %v %v", r.Dialect, c, mt, bt, err)
			}
		}
	}
	// Route35 row 6: "after claiming its pivot, Maker has in fact completed
	// this target immediately"; row 7: "its direct two-claim bound is
	// sharper than the stored height 3".
	for _, tc := range []struct {
		c Card
		h int
	}{{r35.Cards[6], 1}, {r35.Cards[7], 2}} {
		c := tc.c
		c.H = tc.h
		if mt, _, _ := ValidOnBoard(sn, c); !mt {
			t.Errorf("35 card with T=%v should win within %d", c.T, tc.h)
		}
		c.H = tc.h - 1
		if mt, _, _ := ValidOnBoard(sn, c); mt && c.H > 0 {
			t.Errorf("35 card with T=%v should not win within %d", c.T, c.H)
		}
	}
	// Removing a completion cell from the fork's envelope breaks card 6.
	c6 := r21.Cards[6]
	c6.T = c6.T.Without(Point{1, 5})
	if mt, _, _ := ValidOnBoard(sn, c6); mt {
		t.Error("card 6 without (1,5) in its envelope must fail")
	}
}

func TestShapes(t *testing.T) {
	want := map[string]int{"monomino": 1, "domino": 2, "i3": 2, "v3": 4, "i4": 2, "l4": 8, "t4": 4, "z4": 4, "o4": 1,
		"f5": 8, "i5": 2, "l5": 8, "n5": 8, "p5": 8, "t5": 4, "u5": 4, "v5": 4, "w5": 4, "x5": 1, "y5": 8, "z5": 4, "snaky": 8}
	canon := map[string]string{}
	for _, n := range ShapeNames() {
		sh, err := ParseShape(n)
		if err != nil {
			t.Fatal(err)
		}
		if got := len(sh.Orientations()); got != want[n] {
			t.Errorf("%s: %d orientations, want %d", n, got, want[n])
		}
		k := sh.Canonical().String()
		if prev, dup := canon[k]; dup {
			t.Errorf("%s and %s are the same free polyomino", n, prev)
		}
		canon[k] = n
		if sh.CanonicalName() != n {
			t.Errorf("%s: canonical name %q", n, sh.CanonicalName())
		}
	}
	sh, err := ParseShape("0,0 1,0 2,0 3,0 3,1 4,1")
	if err != nil || sh.Name != "snaky" {
		t.Errorf("cells of Snaky parsed as %q %v", sh.Name, err)
	}
	if _, err := ParseShape("0,0 2,0"); err == nil {
		t.Error("disconnected cells accepted")
	}
	if _, err := ParseShape("nonsense"); err == nil {
		t.Error("unknown name accepted")
	}
	// Every copy containing p contains p and is a copy.
	for _, cp := range Snaky().CopiesContaining(Point{2, 3}) {
		if !cp.Contains(Point{2, 3}) || !Snaky().IsCopy(cp) {
			t.Errorf("bad copy %v", cp)
		}
	}
	if n := len(Snaky().CopiesContaining(Origin)); n != 48 {
		t.Errorf("%d Snaky copies contain the origin, want 8·6 = 48", n)
	}
}
