package positional

import (
	"fmt"
	"sort"
)

// lines returns the k-in-a-row sets of an r × c board (across, down and
// both diagonals), cell (i, j) numbered i*c + j. The generators proper are
// package gen's; this small copy keeps the solver's tests self-contained.
func lines(r, c, k int) [][]int {
	var out [][]int
	dirs := [][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}}
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			for _, d := range dirs {
				ei, ej := i+(k-1)*d[0], j+(k-1)*d[1]
				if ei < 0 || ei >= r || ej < 0 || ej >= c {
					continue
				}
				var s []int
				for t := 0; t < k; t++ {
					s = append(s, (i+t*d[0])*c+j+t*d[1])
				}
				out = append(out, s)
			}
		}
	}
	return out
}

func lineGame(r, c, k int, rule Rule, first string) *Game {
	g := &Game{Cells: r * c, Sets: lines(r, c, k), Rule: rule, First: first}
	if err := g.Normalize(); err != nil {
		panic(err)
	}
	return g
}

// polyominoSets returns the copies of a polyomino (cells as (row, col)) in
// every rotation and reflection inside the b × b board, cell (i, j) = i*b + j.
func polyominoSets(b int, shape [][2]int) [][]int {
	seen := map[string]bool{}
	var out [][]int
	cur := shape
	for refl := 0; refl < 2; refl++ {
		for rot := 0; rot < 4; rot++ {
			minR, minC := 1<<30, 1<<30
			for _, p := range cur {
				minR, minC = min(minR, p[0]), min(minC, p[1])
			}
			for di := 0; di < b; di++ {
				for dj := 0; dj < b; dj++ {
					var set []int
					for _, p := range cur {
						i, j := p[0]-minR+di, p[1]-minC+dj
						if i >= b || j >= b {
							set = nil
							break
						}
						set = append(set, i*b+j)
					}
					if set == nil {
						continue
					}
					sort.Ints(set)
					if k := fmt.Sprint(set); !seen[k] {
						seen[k] = true
						out = append(out, set)
					}
				}
			}
			next := make([][2]int, len(cur))
			for k, p := range cur {
				next[k] = [2]int{p[1], -p[0]}
			}
			cur = next
		}
		next := make([][2]int, len(cur))
		for k, p := range cur {
			next[k] = [2]int{p[0], -p[1]}
		}
		cur = next
	}
	return out
}

// The shapes of Harary's table used in the tests.
var (
	shapeI4 = [][2]int{{0, 0}, {0, 1}, {0, 2}, {0, 3}}
	shapeL5 = [][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}}
)
