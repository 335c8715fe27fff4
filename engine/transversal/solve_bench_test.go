package transversal

import (
	"fmt"
	"math/rand"
	"testing"
)

// BenchmarkSolve times whole single-threaded solves of the §7 question
// (P = 2n+1: an O strategy is proved) and of the paper's bound (P = 2n+3:
// an X strategy), with canonical keys and — as the baseline measured in the
// same run, on the one size where it finishes in seconds — with plain keys
// (no symmetry). It reports nodes and table positions per second and nodes
// per solve.
func BenchmarkSolve(b *testing.B) {
	cases := []struct {
		n, P  int
		plain bool
	}{{5, 11, false}, {5, 11, true}, {6, 13, false}, {8, 17, false}, {10, 21, false}, {6, 15, false}, {7, 17, false}}
	for _, c := range cases {
		n, P, plain := c.n, c.P, c.plain
		name := fmt.Sprintf("n=%d/P=%d/canonical", n, P)
		if plain {
			name = fmt.Sprintf("n=%d/P=%d/plain-keys", n, P)
		}
		b.Run(name, func(b *testing.B) {
			var pos, nodes uint64
			tt := newSolveTable(64 << 20)
			for b.Loop() {
				tt.Reset()
				s := newSolveSearcher(n, P, tt)
				s.plainKeys = plain
				s.xNode(&Position{}, 1)
				pos += s.tt.stored
				nodes += s.nodes
			}
			b.ReportMetric(float64(pos)/b.Elapsed().Seconds(), "positions/s")
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/solve")
		})
	}
}

// searchPositions collects positions the solver meets (every position after
// up to 2n−1 random plies), the inputs of the canonicalisation benchmark.
func searchPositions(n, count int) []Position {
	rng := rand.New(rand.NewSource(int64(n)))
	var out []Position
	for len(out) < count {
		p, ok := solveRandomGame(rng, n, 1+rng.Intn(2*n-1))
		if ok {
			out = append(out, p)
		}
	}
	return out
}

// BenchmarkCanonCost compares one canonicalisation (Canon + KeyOf) with its
// baseline, packing the position's own key (KeyOf), and with one rule
// evaluation (the completing rectangles of both sides), on positions of the
// game's first 2n−1 plies.
func BenchmarkCanonCost(b *testing.B) {
	for _, n := range []int{6, 8, 10, 12} {
		ps := searchPositions(n, 1024)
		b.Run(fmt.Sprintf("n=%d/canon", n), func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				_ = CanonKey(&ps[i&1023], n)
			}
		})
		b.Run(fmt.Sprintf("n=%d/plain-key", n), func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				_ = KeyOf(&ps[i&1023], n)
			}
		})
		b.Run(fmt.Sprintf("n=%d/rules", n), func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				p := &ps[i&1023]
				_ = solveReadSide(&p.X, &p.O, n)
				_ = solveReadSide(&p.O, &p.X, n)
			}
		})
	}
}
