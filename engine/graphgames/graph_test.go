package graphgames

import (
	"math/rand/v2"
	"testing"
)

// The int32 adjacency the matching scans is the int adjacency every other
// algorithm reads, list for list, loops and parallel edges included.
func TestInt32AdjacencyMatches(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 1))
	graphs := []*Graph{
		MustGraph(0, nil),
		MustGraph(3, [][2]int{{0, 0}, {0, 1}, {0, 1}, {2, 1}}),
		RandomSparseGraph(rng, 200, 900),
		RandomMultigraph(rng, 50, 300),
		LEDAWorstCase(rng, 400, 1200),
	}
	for i, g := range graphs {
		if len(g.aoff) != g.N()+1 || int(g.aoff[g.N()]) != len(g.adj) {
			t.Fatalf("graph %d: %d offsets for %d vertices, last %d of %d", i, len(g.aoff), g.N(), g.aoff[g.N()], len(g.adj))
		}
		for v := 0; v < g.N(); v++ {
			want, got := g.Neighbors(v), g.adj[g.aoff[v]:g.aoff[v+1]]
			if len(want) != len(got) {
				t.Fatalf("graph %d vertex %d: %d int32 neighbours, %d int", i, v, len(got), len(want))
			}
			for k := range want {
				if int(got[k]) != want[k] {
					t.Fatalf("graph %d vertex %d: neighbour %d is %d in int32, %d in int", i, v, k, got[k], want[k])
				}
			}
		}
	}
}
