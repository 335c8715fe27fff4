package makerbreaker

import "testing"

// The ten losers among the polyominoes of up to five cells have periodic
// pairing strategies; the small winners have none (an exhaustive search of
// small periods), consistent with their certificates.
func TestPairings(t *testing.T) {
	for _, n := range []string{"o4", "f5", "i5", "p5", "t5", "u5", "v5", "w5", "x5", "z5"} {
		sh, _ := ParseShape(n)
		pr, ok := FindPairing(sh, 8, 200000)
		if !ok {
			t.Errorf("%s: no pairing found", n)
			continue
		}
		if err := pr.Check(sh); err != nil {
			t.Errorf("%s: pairing %v fails: %v", n, pr, err)
		}
	}
	for _, n := range []string{"monomino", "domino", "i3", "v3", "l4"} {
		sh, _ := ParseShape(n)
		if pr, ok := FindPairing(sh, 5, 0); ok {
			t.Errorf("%s is a winner but has the pairing %v", n, pr)
		}
	}
	// Check rejects a pairing with a copy that holds no pair (horizontal
	// dominoes at even x in even rows miss the square at (1,0)).
	o4, _ := ParseShape("o4")
	bad := Pairing{P: 2, Q: 2, Pairs: [][2]Point{{{0, 0}, {1, 0}}}}
	if bad.Check(o4) == nil {
		t.Error("a pairing missing the square at (1,0) was accepted")
	}
	// Partner is symmetric on the lifted pairs.
	i5, _ := ParseShape("i5")
	pr, _ := FindPairing(i5, 8, 200000)
	for x := -5; x < 5; x++ {
		for y := -5; y < 5; y++ {
			p := Point{x, y}
			if q, ok := pr.Partner(p); ok {
				if r, ok := pr.Partner(q); !ok || r != p {
					t.Fatalf("partner of %v is %v, whose partner is %v", p, q, r)
				}
			}
		}
	}
}
