package positional_test

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"testing"
	"time"

	"plylab/engine/positional"
	"plylab/engine/positional/gen"
	"plylab/engine/positional/internal/valuesearch"
)

type baselineCase struct {
	name string
	g    func() (*positional.Game, error)
	want string // "outcome/plies" when known by other means, "" otherwise
}

func baselineLineGame(r, c, k int, rule positional.Rule) func() (*positional.Game, error) {
	return func() (*positional.Game, error) {
		g, err := gen.MNK(r, c, k)
		if err != nil {
			return nil, err
		}
		g.Rule = rule
		if rule == positional.AvoiderEnforcer {
			g.First = "avoider"
		}
		return g, g.Normalize()
	}
}

// baselineCases are the instances of the comparison. The misère answers
// are known only from the two solvers agreeing (each held to brute force
// on small games: internal/valuesearch and engine/positional's agreement
// tests).
var baselineCases = []baselineCase{
	{"tictactoe", baselineLineGame(3, 3, 3, positional.Strong), "draw/-1"},
	{"4x4-four", baselineLineGame(4, 4, 4, positional.Strong), "draw/-1"},
	{"sim", func() (*positional.Game, error) { return gen.Sim(), nil }, "second/15"},
	{"transversal4", func() (*positional.Game, error) { return gen.Transversal(4) }, "first/11"},
	{"3x6-three-misere", baselineLineGame(3, 6, 3, positional.StrongMisere), "second/17"},
	{"2x10-three-misere", baselineLineGame(2, 10, 3, positional.StrongMisere), "draw/-1"},
	{"4x5-three-misere", baselineLineGame(4, 5, 3, positional.StrongMisere), "second/19"},
	{"4x4-four-avoider-enforcer", baselineLineGame(4, 4, 4, positional.AvoiderEnforcer), ""},
}

// BenchmarkBaselineVsSolve solves each instance with the baseline
// (internal/valuesearch: plain alpha-beta on the game value, one core,
// symmetries from the automorphism group), with positional.Solve on one
// worker (the search SearchAuto picks: the value search under the misère
// kinds) and with the depth-first boolean search (SearchDFS), in the same
// run; the answers must agree. Metrics: nodes and seconds of each, and
// solve/baseline, the time ratio (above 1: the solver is slower than the
// baseline).
//
//	go test -run XXX -bench BaselineVsSolve -benchtime 1x ./engine/positional
//
// Before the misère move order (lightest cells first, prune.go) the three
// misère boards took Solve 33 s, 95 s and 651 s against the baseline's
// 0.19 s, 0.20 s and 0.27 s (one run, 2 shared cores).
func BenchmarkBaselineVsSolve(b *testing.B) { runBaseline(b, baselineCases) }

func runBaseline(b *testing.B, cases []baselineCase) {
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			g, err := c.g()
			if err != nil {
				b.Fatal(err)
			}
			var vr valuesearch.Result
			var pr, dr positional.Result
			var vt, pt, dt time.Duration
			for b.Loop() {
				t0 := time.Now()
				perms := positional.AutomorphismGroup(g).ChainElements(1 << 12)
				vr, err = valuesearch.Solve(g, valuesearch.Options{Perms: perms})
				vt += time.Since(t0)
				if err != nil {
					b.Fatal(err)
				}
				t0 = time.Now()
				pr, err = positional.Solve(g, positional.Options{Workers: 1})
				pt += time.Since(t0)
				if err != nil {
					b.Fatal(err)
				}
				t0 = time.Now()
				dr, err = positional.Solve(g, positional.Options{Workers: 1, Search: positional.SearchDFS})
				dt += time.Since(t0)
				if err != nil {
					b.Fatal(err)
				}
			}
			base := fmt.Sprintf("%s/%d", vr.Outcome, vr.Plies)
			fast := fmt.Sprintf("%s/%d", pr.Outcome, pr.Plies)
			if base != fast {
				b.Fatalf("%s: baseline %s, positional.Solve %s", c.name, base, fast)
			}
			if dfs := fmt.Sprintf("%s/%d", dr.Outcome, dr.Plies); dfs != fast {
				b.Fatalf("%s: SearchDFS %s, positional.Solve %s", c.name, dfs, fast)
			}
			if c.want != "" && base != c.want {
				b.Fatalf("%s: both solvers say %s, want %s", c.name, base, c.want)
			}
			b.Logf("%s: %s (%d perms)", c.name, base, len(positional.AutomorphismGroup(g).ChainElements(1<<12)))
			n := float64(b.N)
			b.ReportMetric(float64(vr.Nodes), "base-nodes")
			b.ReportMetric(float64(pr.Nodes), "solve-nodes")
			b.ReportMetric(vt.Seconds()/n, "base-s")
			b.ReportMetric(pt.Seconds()/n, "solve-s")
			b.ReportMetric(pt.Seconds()/vt.Seconds(), "solve/base")
			b.ReportMetric(float64(dr.Nodes), "dfs-nodes")
			b.ReportMetric(dt.Seconds()/n, "dfs-s")
		})
	}
}

// BenchmarkBaselineRandom compares positional.Solve (one worker, the
// search SearchAuto picks) with the plain value baseline on 100 random
// games per rule, one cell a turn: 14 to 18 cells, 8 to 24 winning sets
// of 3 or 4 cells, a third of them from a start position with claims.
// The answers must agree; the metrics are the median and the largest
// ratio of Solve's time to the baseline's (below 1: Solve is faster), and
// the total seconds of each.
//
//	go test -run XXX -bench BaselineRandom -benchtime 1x ./engine/positional
func BenchmarkBaselineRandom(b *testing.B) {
	runBaselineRandom(b, []positional.Rule{positional.Strong, positional.StrongMisere, positional.MakerBreaker, positional.AvoiderEnforcer})
}

func runBaselineRandom(b *testing.B, rules []positional.Rule) {
	for _, rule := range rules {
		b.Run(rule.String(), func(b *testing.B) {
			for b.Loop() {
				rng := rand.New(rand.NewPCG(uint64(rule)+1, 2026))
				var ratios []float64
				var st, bt float64
				var sn, bn int64
				for len(ratios) < 100 {
					g := randomBaselineGame(rng, rule)
					t0 := time.Now()
					perms := positional.AutomorphismGroup(g).ChainElements(1 << 12)
					vr, err := valuesearch.Solve(g, valuesearch.Options{Perms: perms, MemoryMB: 64})
					vt := time.Since(t0).Seconds()
					if err != nil {
						continue // a start position the baseline refuses (a set owned)
					}
					t0 = time.Now()
					pr, err := positional.Solve(g, positional.Options{Workers: 1, MemoryMB: 64})
					pt := time.Since(t0).Seconds()
					if err != nil {
						b.Fatal(err)
					}
					if vr.Outcome != pr.Outcome || vr.Plies != pr.Plies {
						b.Fatalf("%+v: baseline %s/%d, Solve %s/%d", g, vr.Outcome, vr.Plies, pr.Outcome, pr.Plies)
					}
					ratios = append(ratios, pt/vt)
					st += pt
					bt += vt
					sn += pr.Nodes
					bn += vr.Nodes
				}
				sort.Float64s(ratios)
				b.ReportMetric(ratios[len(ratios)/2], "median-solve/base")
				b.ReportMetric(ratios[len(ratios)-1], "max-solve/base")
				b.ReportMetric(st, "solve-s")
				b.ReportMetric(bt, "base-s")
				b.ReportMetric(float64(sn), "solve-nodes")
				b.ReportMetric(float64(bn), "base-nodes")
			}
		})
	}
}

// randomBaselineGame draws one game of BenchmarkBaselineRandom.
func randomBaselineGame(rng *rand.Rand, rule positional.Rule) *positional.Game {
	n := 14 + rng.IntN(5)
	g := &positional.Game{Cells: n, Rule: rule, First: rule.Roles()[rng.IntN(2)]}
	if rule == positional.Strong || rule == positional.StrongMisere {
		g.First = "first"
	}
	for k := 8 + rng.IntN(17); k > 0; k-- {
		g.Sets = append(g.Sets, rng.Perm(n)[:3+rng.IntN(2)])
	}
	if rng.IntN(3) == 0 {
		p := rng.Perm(n)
		for i := 0; i < 2*rng.IntN(3); i++ {
			g.Claimed[i%2] = append(g.Claimed[i%2], p[i])
		}
	}
	if err := g.Normalize(); err != nil {
		panic(err)
	}
	return g
}
