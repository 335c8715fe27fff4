package positional

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
