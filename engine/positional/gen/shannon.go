package gen

import (
	"fmt"
	"strconv"

	"plylab/engine/positional"
)

// Shannon is Shannon's switching game on the edges of a multigraph with n
// vertices (engine/graphgames' convention: edges may repeat and may be
// loops, and edge i of the list is cell i, labelled "e<i>:a-b"). Short
// claims edges and wants a u–v path; Cut deletes edges. As a Maker–Breaker
// game Short is Maker and the winning sets are the edge sets of the simple
// u–v paths: these are exactly the inclusion-minimal edge sets joining u to
// v (a set joining them contains a simple path, and removing any edge of a
// simple path disconnects it). Parallel edges give different paths; loops
// lie in no path. first is "maker" (Short moves first) or "breaker".
func Shannon(n int, edges [][2]int, u, v int, first string) (*positional.Game, error) {
	if n < 2 {
		return nil, fmt.Errorf("Shannon game on %d vertices: want at least 2", n)
	}
	if u < 0 || u >= n || v < 0 || v >= n || u == v {
		return nil, fmt.Errorf("Shannon game: terminals %d, %d must be two different vertices of 0 … %d", u, v, n-1)
	}
	if err := checkCells("the graph's edge set", len(edges)); err != nil {
		return nil, err
	}
	if first == "" {
		first = "maker"
	}
	if first != "maker" && first != "breaker" {
		return nil, fmt.Errorf("Shannon game: first = %q, want maker (Short) or breaker (Cut)", first)
	}
	inc := make([][]int, n)
	g := &positional.Game{Cells: len(edges), Rule: positional.MakerBreaker, First: first}
	for i, e := range edges {
		a, b := e[0], e[1]
		if a < 0 || a >= n || b < 0 || b >= n {
			return nil, fmt.Errorf("edge %d (%d, %d): vertex outside 0 … %d", i, a, b, n-1)
		}
		g.Labels = append(g.Labels, "e"+strconv.Itoa(i)+":"+strconv.Itoa(a)+"-"+strconv.Itoa(b))
		if a == b {
			continue
		}
		inc[a] = append(inc[a], i)
		inc[b] = append(inc[b], i)
	}
	on := make([]bool, n)
	var path []int
	tooMany := false
	var dfs func(x int)
	dfs = func(x int) {
		if tooMany {
			return
		}
		if x == v {
			g.Sets = append(g.Sets, append([]int(nil), path...))
			if len(g.Sets) > positional.MaxSets {
				tooMany = true
			}
			return
		}
		on[x] = true
		for _, e := range inc[x] {
			y := edges[e][0] + edges[e][1] - x
			if !on[y] {
				path = append(path, e)
				dfs(y)
				path = path[:len(path)-1]
			}
		}
		on[x] = false
	}
	dfs(u)
	if tooMany {
		return nil, fmt.Errorf("Shannon game: more than %d simple %d–%d paths", positional.MaxSets, u, v)
	}
	return finish(g)
}
