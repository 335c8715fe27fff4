package gametest

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// Every draw keeps to its spec: sizes in range, sets of distinct cells on
// the board, a start position of whole turns (plus one partial) with no
// cell twice and no whole set owned; the same seed gives the same game.
func TestDrawKeepsSpec(t *testing.T) {
	specs := map[string]Spec{
		"unbiased": {Cells: [2]int{3, 9}, Sets: [2]int{1, 5}, Size: [2]int{1, 4}, StartOneIn: 2},
		"biased":   {Cells: [2]int{4, 10}, Sets: [2]int{1, 7}, Size: [2]int{2, 4}, EitherFirst: true, MaxBias: [2]int{2, 3}, StartOneIn: 1},
		"maxfree":  {Cells: [2]int{8, 14}, Sets: [2]int{2, 6}, Size: [2]int{3, 5}, StartOneIn: 1, MaxFree: 6},
	}
	for name, s := range specs {
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, 2))
			starts, biased, second := 0, 0, 0
			for i := 0; i < 2000; i++ {
				g := Draw(rng.IntN, s)
				if g.Cells < s.Cells[0] || g.Cells > s.Cells[1] || len(g.Sets) < s.Sets[0] || len(g.Sets) > s.Sets[1] {
					t.Fatalf("%+v: out of spec", g)
				}
				for _, set := range g.Sets {
					seen := map[int]bool{}
					for _, c := range set {
						if c < 0 || c >= g.Cells || seen[c] {
							t.Fatalf("%+v: set %v", g, set)
						}
						seen[c] = true
					}
					if len(set) < min(s.Size[0], g.Cells) || len(set) > s.Size[1] {
						t.Fatalf("%+v: set %v of size out of spec", g, set)
					}
				}
				per := g.Bias
				if g.First == 1 {
					per[0], per[1] = per[1], per[0]
					second++
				}
				if g.Bias != [2]int{1, 1} {
					biased++
				}
				a, b := len(g.Claimed[0]), len(g.Claimed[1])
				if a+b > 0 {
					starts++
				}
				// Turns alternate from the first mover: a = t·p + r with
				// r < p, and b = t·q if r > 0, else b = (t or t−1)·q plus a
				// partial turn of the second mover.
				if turns := a / per[0]; a%per[0] != 0 && b != turns*per[1] || a%per[0] == 0 && (b > turns*per[1] || b < (turns-1)*per[1]) {
					t.Fatalf("%+v: claims %d, %d do not fit turns of %v", g, a, b, per)
				}
				if s.MaxFree > 0 && a+b > 0 && g.Cells-a-b > s.MaxFree {
					t.Fatalf("%+v: %d cells free, at most %d", g, g.Cells-a-b, s.MaxFree)
				}
				seen := map[int]bool{}
				for m := 0; m < 2; m++ {
					for _, c := range g.Claimed[m] {
						if c < 0 || c >= g.Cells || seen[c] {
							t.Fatalf("%+v: claimed cell %d", g, c)
						}
						seen[c] = true
					}
					if owns(g.Sets, g.Claimed[m]) {
						t.Fatalf("%+v: mover %d owns a set", g, m)
					}
				}
			}
			if starts == 0 || (s.MaxBias != [2]int{} && biased == 0) || (s.EitherFirst && second == 0) || (!s.EitherFirst && second > 0) {
				t.Errorf("%d start positions, %d biased, %d with role 1 first", starts, biased, second)
			}
			a := Draw(rand.New(rand.NewPCG(5, 5)).IntN, s)
			b := Draw(rand.New(rand.NewPCG(5, 5)).IntN, s)
			if fmt.Sprint(a) != fmt.Sprint(b) {
				t.Errorf("one seed, two games: %+v, %+v", a, b)
			}
		})
	}
}
