package gen

import (
	"fmt"

	"plylab/engine/positional"
)

// MNK is the m,n,k-game on m rows and n columns: the winning sets are the
// k consecutive cells of a row, a column or either diagonal. The rule is
// strong (tic-tac-toe is MNK(3, 3, 3)). Without duplicates there are
//
//	m(n−k+1) + n(m−k+1) + 2(m−k+1)(n−k+1)
//
// sets (each term counted only when positive) for k ≥ 2.
func MNK(m, n, k int) (*positional.Game, error) {
	if m < 1 || n < 1 {
		return nil, fmt.Errorf("m,n,k-game %d×%d: the board needs at least one row and one column", m, n)
	}
	if err := checkCells(fmt.Sprintf("the %d×%d board", m, n), m*n); err != nil {
		return nil, err
	}
	if k < 1 || (k > m && k > n) {
		return nil, fmt.Errorf("k = %d: want 1 ≤ k ≤ max(m, n) = %d (no line fits otherwise)", k, max(m, n))
	}
	g := &positional.Game{Cells: m * n, Rule: positional.Strong, Shape: []int{m, n}, Labels: gridLabels(m, n)}
	dirs := [][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}}
	for r := 0; r < m; r++ {
		for c := 0; c < n; c++ {
			for _, d := range dirs {
				er, ec := r+(k-1)*d[0], c+(k-1)*d[1]
				if er < 0 || er >= m || ec < 0 || ec >= n {
					continue
				}
				s := make([]int, k)
				for i := range s {
					s[i] = (r+i*d[0])*n + c + i*d[1]
				}
				g.Sets = append(g.Sets, s)
			}
		}
	}
	return finish(g)
}

// TicTacToe is MNK(3, 3, 3): eight lines on nine cells.
func TicTacToe() *positional.Game {
	g, err := MNK(3, 3, 3)
	if err != nil {
		panic(err)
	}
	return g
}
