package gen

import (
	"fmt"
	"strconv"
	"strings"

	"plylab/engine/positional"
)

// KD is k^d tic-tac-toe: cells are the points of {0, …, k−1}^d and the
// winning sets are the k-point geometric lines, in which every coordinate
// is either constant, increasing 0 … k−1 or decreasing k−1 … 0, not all
// constant. There are ((k+2)^d − k^d)/2 lines (each coordinate of a line
// read in one direction has k+2 choices, the constant lines are excluded
// and every line is read both ways); Qubic, KD(4, 3), has 76. The rule is
// strong. Cell (x_0, …, x_{d−1}) is numbered Σ x_i k^{d−1−i} and labelled
// "x0.x1.…"; Shape is d copies of k.
func KD(k, d int) (*positional.Game, error) {
	if k < 2 || d < 1 {
		return nil, fmt.Errorf("k^d tic-tac-toe with k = %d, d = %d: want k ≥ 2 and d ≥ 1", k, d)
	}
	cells := 1
	for i := 0; i < d; i++ {
		cells *= k
		if cells > positional.MaxCells {
			return nil, fmt.Errorf("%d^%d has more than %d cells", k, d, positional.MaxCells)
		}
	}
	g := &positional.Game{Cells: cells, Rule: positional.Strong}
	for i := 0; i < d; i++ {
		g.Shape = append(g.Shape, k)
	}
	g.Labels = make([]string, cells)
	coord := make([]int, d)
	for c := 0; c < cells; c++ {
		x := c
		parts := make([]string, d)
		for i := d - 1; i >= 0; i-- {
			parts[i] = strconv.Itoa(x % k)
			x /= k
		}
		g.Labels[c] = strings.Join(parts, ".")
	}
	// kind[i]: 0..k-1 constant value, k increasing, k+1 decreasing. A line
	// is listed once: its first non-constant coordinate increases.
	kind := make([]int, d)
	var rec func(i int, moving bool)
	rec = func(i int, moving bool) {
		if i == d {
			if !moving {
				return
			}
			s := make([]int, k)
			for t := 0; t < k; t++ {
				for j := 0; j < d; j++ {
					switch {
					case kind[j] < k:
						coord[j] = kind[j]
					case kind[j] == k:
						coord[j] = t
					default:
						coord[j] = k - 1 - t
					}
				}
				p := 0
				for j := 0; j < d; j++ {
					p = p*k + coord[j]
				}
				s[t] = p
			}
			g.Sets = append(g.Sets, s)
			return
		}
		for v := 0; v < k+2; v++ {
			if v == k+1 && !moving {
				continue // the first moving coordinate increases
			}
			kind[i] = v
			rec(i+1, moving || v >= k)
		}
	}
	rec(0, false)
	return finish(g)
}
