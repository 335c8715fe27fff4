package makerbreaker

import "testing"

// UnansweredReplies against a direct count: a cell b of the box around the
// origin is open when no card with one required cell, placed with that
// cell on the origin by any of the 8 symmetries, has an envelope missing
// b; checked on the two kept handicap-one certificates' cards, alone and
// together, and on no card at all.
func TestUnansweredReplies(t *testing.T) {
	var all []Card
	for _, name := range []string{"snaky-handicap1", "snaky-handicap1-pn"} {
		_, r, _ := keptSnaky(t, name)
		for _, cards := range [][]Card{r.Cards, append(all, r.Cards...)} {
			reps, cells := UnansweredReplies(cards, 12)
			open := 0
			orbits := map[Point]bool{}
			for x := -15; x <= 15; x++ {
				for y := -15; y <= 15; y++ {
					b := Point{x, y}
					if b == Origin {
						continue
					}
					answered := false
					for _, c := range cards {
						if c.A.Len() != 1 || c.H > 12 {
							continue
						}
						for _, s := range Syms {
							g := Placement{R: s, T: Point{}}.Compose(Translation(Point{-c.A[0].X, -c.A[0].Y}))
							if !g.Map(c.T).Contains(b) {
								answered = true
							}
						}
					}
					if !answered {
						open++
						rep := b
						for _, s := range Syms {
							if q := s.Apply(b); q.Less(rep) {
								rep = q
							}
						}
						orbits[rep] = true
					}
				}
			}
			if cells != open || len(reps) != len(orbits) || open == 0 {
				t.Fatalf("%s: %d cells in %d orbits, direct count %d in %d", name, cells, len(reps), open, len(orbits))
			}
			for i, b := range reps {
				d := b.X*b.X + b.Y*b.Y
				if i > 0 && d < reps[i-1].X*reps[i-1].X+reps[i-1].Y*reps[i-1].Y {
					t.Fatalf("%s: replies not nearest first: %v", name, reps)
				}
			}
			t.Logf("%s (%d cards): %d open cells, %d up to symmetry: %v", name, len(cards), cells, len(reps), reps)
		}
		all = append(all, r.Cards...)
	}
	if reps, cells := UnansweredReplies(nil, 20); reps != nil || cells != -1 {
		t.Fatalf("no cards: %v %d", reps, cells)
	}
}
