package gen

import (
	"fmt"
	"strconv"

	"plylab/engine/positional"
)

// Clique is the clique game on the edges of the complete graph K_n: the
// cells are the C(n, 2) edges, numbered in lexicographic order of their
// ends (0-1, 0-2, …, 0-(n−1), 1-2, …) and labelled "i-j", and the winning
// sets are the edge sets of the C(n, k) copies of K_k. The rule is strong;
// Sim is Clique(6, 3) cast in the strong misère rule (Sim).
func Clique(n, k int) (*positional.Game, error) {
	if n < 2 || k < 2 || k > n {
		return nil, fmt.Errorf("clique game K_%d on K_%d: want 2 ≤ k ≤ n", k, n)
	}
	cells := n * (n - 1) / 2
	if err := checkCells(fmt.Sprintf("K_%d", n), cells); err != nil {
		return nil, err
	}
	edge := make([][]int, n)
	g := &positional.Game{Cells: cells, Rule: positional.Strong}
	for i := range edge {
		edge[i] = make([]int, n)
	}
	e := 0
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			edge[i][j], edge[j][i] = e, e
			g.Labels = append(g.Labels, strconv.Itoa(i)+"-"+strconv.Itoa(j))
			e++
		}
	}
	verts := make([]int, 0, k)
	var rec func(from int)
	rec = func(from int) {
		if len(g.Sets) > positional.MaxSets {
			return
		}
		if len(verts) == k {
			s := make([]int, 0, k*(k-1)/2)
			for a := 0; a < k; a++ {
				for b := a + 1; b < k; b++ {
					s = append(s, edge[verts[a]][verts[b]])
				}
			}
			g.Sets = append(g.Sets, s)
			return
		}
		for v := from; v <= n-(k-len(verts)); v++ {
			verts = append(verts, v)
			rec(v + 1)
			verts = verts[:len(verts)-1]
		}
	}
	rec(0)
	return finish(g)
}

// Sim is the game of Sim: triangles on the 15 edges of K_6, and whoever
// first completes a triangle of their own colour loses (strong misère).
// Ramsey's R(3, 3) = 6 makes a draw impossible.
func Sim() *positional.Game {
	g, err := Clique(6, 3)
	if err != nil {
		panic(err)
	}
	if err := WithRule(g, positional.StrongMisere, ""); err != nil {
		panic(err)
	}
	return g
}
