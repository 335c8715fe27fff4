package makerbreaker

import "sort"

// UnansweredReplies is the state of the empty board's first AND node:
// Maker's first cell at the origin (every first cell is one orbit), the
// children the cards can give. A card (A, T, h) with |A| = 1 and h ≤ maxH
// answers, under every placement g that puts its one required cell on the
// origin (the 8 symmetries about it, after a translation), the Breaker
// pass and every reply outside g(T). The replies no card answers are the
// cells in every such g(T) but the origin; UnansweredReplies returns one
// per orbit under the symmetries about the origin, nearest first (then by
// coordinates), and how many cells they are in all. With no card of one
// required cell, every reply is open: it returns nil, −1.
func UnansweredReplies(cards []Card, maxH int) (reps []Point, cells int) {
	var inter Set
	any := false
	for _, c := range cards {
		if c.A.Len() != 1 || c.H > maxH {
			continue
		}
		a := c.A[0]
		t := c.T.Translate(Point{-a.X, -a.Y})
		for _, r := range Syms {
			img := Placement{R: r}.Map(t)
			if !any {
				inter, any = img, true
			} else {
				inter = inter.Intersect(img)
			}
		}
	}
	if !any {
		return nil, -1
	}
	inter = inter.Without(Origin)
	cells = inter.Len()
	about := make([]Placement, len(Syms))
	for i, r := range Syms {
		about[i] = Placement{R: r}
	}
	reps = orbitReps(append([]Point(nil), inter...), about)
	sort.Slice(reps, func(i, j int) bool {
		di, dj := reps[i].X*reps[i].X+reps[i].Y*reps[i].Y, reps[j].X*reps[j].X+reps[j].Y*reps[j].Y
		if di != dj {
			return di < dj
		}
		return reps[i].Less(reps[j])
	})
	return reps, cells
}
