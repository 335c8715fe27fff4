package graphgames

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// Speed targets of the issue: geography on 10⁴ vertices and 10⁵ edges,
// cop-win on 2,000 vertices, Shannon switching on 1,000 vertices and 5,000
// edges, each in about a second or less. Baselines measured in the same
// run: the note's naive dismantling loop, the pebble game for Shannon, and
// the textbook O(V³) blossom (emaxxMatching in matching_test.go).

func BenchmarkGeography10k100k(b *testing.B) {
	g := RandomSparseGraph(rand.New(rand.NewPCG(1, 1)), 10000, 100000)
	for b.Loop() {
		VertexGeographyFirstWins(g)
	}
}

// A sparse graph (average degree 3) has a large D: the forest search from
// all exposed vertices does real work.
func BenchmarkGeography10kSparse(b *testing.B) {
	g := RandomSparseGraph(rand.New(rand.NewPCG(1, 2)), 10000, 15000)
	for b.Loop() {
		VertexGeographyFirstWins(g)
	}
}

func BenchmarkMatchingVsTextbook(b *testing.B) {
	g := RandomSparseGraph(rand.New(rand.NewPCG(1, 3)), 2000, 3000)
	b.Run("blossom", func(b *testing.B) {
		for b.Loop() {
			MaximumMatching(g)
		}
	})
	b.Run("textbook", func(b *testing.B) {
		for b.Loop() {
			emaxxMatching(g)
		}
	})
}

func BenchmarkCopWin2000(b *testing.B) {
	rng := rand.New(rand.NewPCG(2, 1))
	for _, p := range []float64{0.2, 0.5, 0.8} {
		g := RandomDismantlable(rng, 2000, p)
		b.Run(fmt.Sprintf("dismantlable-p%.1f-m%d", p, g.M()), func(b *testing.B) {
			for b.Loop() {
				if !CopWin(g) {
					b.Fatal("not cop-win")
				}
			}
		})
	}
	g := RandomGraph(rng, 2000, 0.5)
	b.Run(fmt.Sprintf("gnp-0.5-m%d", g.M()), func(b *testing.B) {
		for b.Loop() {
			CopWin(g)
		}
	})
}

func BenchmarkCopWinVsNaive(b *testing.B) {
	g := RandomDismantlable(rand.New(rand.NewPCG(2, 2)), 300, 0.5)
	b.Run("counts", func(b *testing.B) {
		for b.Loop() {
			Dismantle(g)
		}
	})
	b.Run("naive", func(b *testing.B) {
		for b.Loop() {
			DismantleNaive(g, false)
		}
	})
}

func BenchmarkShannon1000x5000(b *testing.B) {
	g := RandomMultigraph(rand.New(rand.NewPCG(3, 1)), 1000, 5000)
	b.Run("matroid-partition", func(b *testing.B) {
		for b.Loop() {
			SolveShannon(g, 0, 1)
		}
	})
	b.Run("pebble-game", func(b *testing.B) {
		for b.Loop() {
			ShannonPebble(g, 0, 1)
		}
	})
}

// Near the threshold (average degree 4) tight parts are small and many
// searches fail: the hard regime for matroid partition.
func BenchmarkShannon1000x2000(b *testing.B) {
	g := RandomMultigraph(rand.New(rand.NewPCG(3, 2)), 1000, 2000)
	for b.Loop() {
		SolveShannon(g, 0, 1)
	}
}

func BenchmarkGrundy(b *testing.B) {
	d := RandomDAG(rand.New(rand.NewPCG(4, 1)), 2000, 0.005)
	b.Run(fmt.Sprintf("n2000-m%d", d.M()), func(b *testing.B) {
		for b.Loop() {
			GrundyValues(d)
		}
	})
}

func BenchmarkLoopy(b *testing.B) {
	d := RandomDigraph(rand.New(rand.NewPCG(5, 1)), 2000, 0.002)
	b.Run(fmt.Sprintf("retrograde-n2000-m%d", d.M()), func(b *testing.B) {
		for b.Loop() {
			LoopyOutcomes(d)
		}
	})
	b.Run("generalized-grundy", func(b *testing.B) {
		for b.Loop() {
			GeneralizedGrundy(d)
		}
	})
}

func BenchmarkSweepUnit(b *testing.B) {
	for _, c := range Checks {
		n := min(ExhaustiveLimit[c], 5)
		b.Run(c, func(b *testing.B) {
			for b.Loop() {
				SweepUnit{Check: c, N: n, Lo: 0, Hi: 256}.Run()
			}
		})
	}
}

// The families of the matching benchmark against Boost (bench/matching):
// G(n, m) sparse and dense, LEDA's worst case, chains of odd cycles.
func matchingFamilies(n int) []struct {
	name string
	g    *Graph
} {
	rng := rand.New(rand.NewPCG(7, uint64(n)))
	return []struct {
		name string
		g    *Graph
	}{
		{"gnm-sparse", RandomSparseGraph(rng, n, 2*n)},
		{"gnm-dense", RandomSparseGraph(rng, n, 20*n)},
		{"leda", LEDAWorstCase(rng, n, 3*n)},
		{"odd-cycles", OddCycleChain(rng, n, 5)},
	}
}

func BenchmarkMatchingFamilies(b *testing.B) {
	for _, n := range []int{10000, 100000} {
		for _, f := range matchingFamilies(n) {
			b.Run(fmt.Sprintf("%s-n%d/matching", f.name, n), func(b *testing.B) {
				for b.Loop() {
					MaximumMatching(f.g)
				}
			})
			b.Run(fmt.Sprintf("%s-n%d/gallai-edmonds", f.name, n), func(b *testing.B) {
				for b.Loop() {
					GallaiEdmonds(f.g)
				}
			})
		}
	}
}
