package gen

import (
	"fmt"

	"plylab/engine/positional"
)

// Transversal is the transversal game on the n × n board
// (seeds/000_888c012236d24f12.txt): the winning sets are the n! transversals,
// n cells no two in a row or a column (the permutation matrices). The rule
// is strong, as in the paper (the first player to own a transversal wins);
// WithRule casts it in any other. Cell (r, c) is r·n + c.
func Transversal(n int) (*positional.Game, error) {
	if n < 1 {
		return nil, fmt.Errorf("transversal game n = %d: want n ≥ 1", n)
	}
	if err := checkCells(fmt.Sprintf("the %d×%d board", n, n), n*n); err != nil {
		return nil, err
	}
	count := 1
	for i := 2; i <= n; i++ {
		count *= i
		if count > positional.MaxSets {
			return nil, fmt.Errorf("transversal game n = %d has %d! winning sets: more than %d", n, n, positional.MaxSets)
		}
	}
	g := &positional.Game{Cells: n * n, Rule: positional.Strong, Shape: []int{n, n}, Labels: gridLabels(n, n)}
	perm := make([]int, n)
	used := make([]bool, n)
	var rec func(r int)
	rec = func(r int) {
		if r == n {
			s := make([]int, n)
			for i, c := range perm {
				s[i] = i*n + c
			}
			g.Sets = append(g.Sets, s)
			return
		}
		for c := 0; c < n; c++ {
			if !used[c] {
				used[c] = true
				perm[r] = c
				rec(r + 1)
				used[c] = false
			}
		}
	}
	rec(0)
	return finish(g)
}
