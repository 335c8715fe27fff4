package graphgames

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// The numbers for LEDA's family (n = 100,000, m = 300,000: 100,774
// vertices and 474,151 edges), the degrees its description implies, and
// determinism under a seed.
func TestLEDAWorstCaseShape(t *testing.T) {
	g := LEDAWorstCase(rand.New(rand.NewPCG(1, 1)), 100000, 300000)
	if g.N() != 100774 || g.M() != 474151 {
		t.Fatalf("%d vertices, %d edges; the issue says 100774 and 474151", g.N(), g.M())
	}
	const k, chains = 774, 12500
	if d := g.Degree(0); d != k-1+7*chains {
		t.Errorf("hub degree %d, want %d", d, k-1+7*chains)
	}
	deg := map[int]int{}
	for v := k; v < g.N(); v++ {
		deg[g.Degree(v)]++
	}
	// a7 has degree 1 (a6), a0 degree 2 (z, a1), a1..a6 degree 3.
	if deg[1] != chains || deg[2] != chains || deg[3] != 6*chains || len(deg) != 3 {
		t.Errorf("chain degrees %v, want 1: %d, 2: %d, 3: %d", deg, chains, chains, 6*chains)
	}
	h := LEDAWorstCase(rand.New(rand.NewPCG(1, 1)), 100000, 300000)
	if !slices.Equal(g.Edges(), h.Edges()) {
		t.Error("same seed, different graphs")
	}
}

func TestOddCycleChainShape(t *testing.T) {
	for _, c := range []struct{ n, length, nv, m int }{
		{10, 5, 10, 11}, {12, 5, 10, 11}, {9, 3, 9, 11}, {9, 4, 5, 5}, {4, 5, 0, 0}, {21, 7, 21, 23},
	} {
		g := OddCycleChain(rand.New(rand.NewPCG(2, 2)), c.n, c.length)
		if g.N() != c.nv || g.M() != c.m {
			t.Errorf("n=%d length %d: %d vertices %d edges, want %d and %d", c.n, c.length, g.N(), g.M(), c.nv, c.m)
		}
		if g.N() > 0 && !Connected(g) {
			t.Errorf("n=%d length %d: not connected", c.n, c.length)
		}
	}
}
