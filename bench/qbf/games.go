package main

import (
	"fmt"

	"plylab/engine/makerbreaker"
	"plylab/engine/positional"
	"plylab/engine/positional/gen"
)

// benchGame is one game of the benchmark: its name (the runner's --games
// filter and the rows' key), its family and its generator.
type benchGame struct {
	name, family string
	build        func() (*positional.Game, error)
}

// mnkSizes lists the m,n,k-games of the benchmark, rows ≤ columns (a game
// and its transpose are the same game): tic-tac-toe and 3,4,3, every game
// of 16–20 cells on boards of at least three rows (4×4, 3×6, 4×5) and of
// two rows (2×8, 2×9, 2×10) with 3 ≤ k ≤ columns, then the larger 5,5,4
// and 5,6,4. (With k ≤ 2 the first player wins by ply 3; one-row boards
// are left out.)
func mnkSizes() [][3]int {
	out := [][3]int{{3, 3, 3}, {3, 4, 3}}
	for _, rc := range [][2]int{{4, 4}, {3, 6}, {4, 5}, {2, 8}, {2, 9}, {2, 10}} {
		for k := 3; k <= rc[1]; k++ {
			out = append(out, [3]int{rc[0], rc[1], k})
		}
	}
	return append(out, [3]int{5, 5, 4}, [3]int{5, 6, 4})
}

// animals are Harary's animals (engine/makerbreaker's shapes) on small
// boards, Maker–Breaker with Maker first.
var animals = []struct {
	shape      string
	rows, cols int
}{
	{"domino", 2, 2}, {"v3", 3, 3}, {"i3", 3, 3}, {"i3", 4, 4}, {"v3", 4, 4}, {"l4", 4, 4}, {"t4", 4, 4},
	{"z4", 4, 4}, {"o4", 4, 4}, {"i4", 4, 4},
}

func benchGames() []benchGame {
	var out []benchGame
	for _, s := range mnkSizes() {
		m, n, k := s[0], s[1], s[2]
		out = append(out, benchGame{fmt.Sprintf("mnk-%d,%d,%d", m, n, k), "mnk",
			func() (*positional.Game, error) { return gen.MNK(m, n, k) }})
	}
	out = append(out, benchGame{"sim", "clique", func() (*positional.Game, error) { return gen.Sim(), nil }})
	for _, rc := range [][2]int{{3, 3}, {3, 4}, {4, 4}, {5, 5}} {
		r, c := rc[0], rc[1]
		out = append(out, benchGame{fmt.Sprintf("hex-%dx%d", r, c), "hex",
			func() (*positional.Game, error) { return gen.Hex(r, c, "maker") }})
	}
	for _, a := range animals {
		a := a
		out = append(out, benchGame{fmt.Sprintf("animal-%s-%dx%d", a.shape, a.rows, a.cols), "polyomino",
			func() (*positional.Game, error) {
				sh, err := makerbreaker.ParseShape(a.shape)
				if err != nil {
					return nil, err
				}
				return gen.Polyomino(a.rows, a.cols, sh)
			}})
	}
	return out
}
