package graphgames

import (
	"math"
	"math/rand/v2"
)

// LEDAWorstCase returns the graph of LEDA's worst-case generator for
// cardinality matching (mode SHORT): a complete graph on k = 2⌊√(m/2)⌋
// vertices 0..k-1 whose vertex z = 0 is a hub, plus ⌊n/8⌋ chains of eight
// vertices a0…a7 with the edges a0–z, a0–a1, and a_i–a_{i+1}, a_i–z for
// i = 1…6. The chain vertices are numbered k, k+1, … in an order drawn
// with rng. Edges are listed clique first (in the order of Pairs),
// then chain by chain in the order above.
//
// Every chain has a perfect matching of its own and the clique has one
// (k is even), so ν = (k + 8⌊n/8⌋)/2; but every chain vertex but a7 sees
// the hub, so an alternating search that does not find a short path
// inside its chain walks through z into the clique of about m edges.
// n = 100,000 and m = 300,000 give 100,774 vertices and 474,151 edges.
func LEDAWorstCase(rng *rand.Rand, n, m int) *Graph {
	k := 2 * int(math.Sqrt(float64(max(m, 0))/2))
	k = max(k, 2)
	chains := max(n, 0) / 8
	total := k + 8*chains
	edges := make([][2]int, 0, k*(k-1)/2+14*chains)
	for j := 1; j < k; j++ {
		for i := 0; i < j; i++ {
			edges = append(edges, [2]int{i, j})
		}
	}
	label := rng.Perm(8 * chains)
	const z = 0
	for c := 0; c < chains; c++ {
		var a [8]int
		for i := range a {
			a[i] = k + label[8*c+i]
		}
		edges = append(edges, [2]int{a[0], z}, [2]int{a[0], a[1]})
		for i := 1; i <= 6; i++ {
			edges = append(edges, [2]int{a[i], a[i+1]}, [2]int{a[i], z})
		}
	}
	return MustGraph(total, edges)
}

// OddCycleChain returns ⌊n/L⌋ cycles of odd length L = 2⌊length/2⌋+1
// (at least 3) in a row, cycle i joined to cycle i+1 by one edge from its
// vertex ⌊L/2⌋ to the next cycle's vertex 0, with the vertices numbered in
// an order drawn with rng. Edges are listed cycle by cycle, each cycle's
// ring first and then its link to the next cycle.
//
// Every cycle is a blossom, and the links make augmenting paths run
// through long sequences of them: a search shrinks and walks blossoms all
// the way. With an even number of cycles the row has a perfect matching
// (pair the cycles by their links); with an odd number one vertex stays
// exposed and D is large.
func OddCycleChain(rng *rand.Rand, n, length int) *Graph {
	l := max(3, 2*(length/2)+1)
	cycles := max(n, 0) / l
	label := rng.Perm(l * cycles)
	edges := make([][2]int, 0, (l+1)*cycles)
	for c := 0; c < cycles; c++ {
		v := func(i int) int { return label[c*l+i%l] }
		for i := 0; i < l; i++ {
			edges = append(edges, [2]int{v(i), v(i + 1)})
		}
		if c+1 < cycles {
			edges = append(edges, [2]int{v(l / 2), label[(c+1)*l]})
		}
	}
	return MustGraph(l*cycles, edges)
}
