package hexsat

import (
	"fmt"
	"sort"
	"testing"

	"plylab/engine/hex"
)

// The three solvers on the same census (the package doc's measurement at
// a size a benchmark run can afford): go test -bench 'Census$' ./engine/hex/hexsat
func BenchmarkCensus(b *testing.B) {
	for _, sv := range []Solver{Gophersat, Gini, Cadical, CadicalInc} {
		b.Run("5x6/"+sv.String(), func(b *testing.B) {
			bd := hex.MustBoard(5, 6)
			for b.Loop() {
				if _, err := Census(bd, Options{Solver: sv, Checker: Fast, HalfTurn: true, Shortest: true}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// The options on the same census, 5 × 6, gophersat (the first is the
// baseline): go test -bench CensusOptions ./engine/hex/hexsat
func BenchmarkCensusOptions(b *testing.B) {
	for _, c := range []struct {
		name string
		o    Options
	}{
		{"baseline", Options{}},
		{"multi8", Options{Multi: 8}},
		{"lex", Options{LexLeader: true}},
		{"multi8-lex-seed7", Options{Multi: 8, LexLeader: true, SeedLen: 7}},
		{"multi8-pairwise", Options{Multi: 8, PairwiseAMO: true}},
	} {
		b.Run(c.name, func(b *testing.B) {
			bd := hex.MustBoard(5, 6)
			o := c.o
			o.Solver, o.Checker, o.HalfTurn, o.Shortest = Gophersat, Fast, true, true
			var conflicts int64
			for b.Loop() {
				res, err := Census(bd, o)
				if err != nil {
					b.Fatal(err)
				}
				conflicts = res.Stats.Conflicts
			}
			b.ReportMetric(float64(conflicts), "conflicts")
		})
	}
}

// The four solvers with the best options on 6 × 7 (the first is the
// baseline; wall time, the cadical runs' child processes included):
// go test -bench Census6x7 -benchtime 1x ./engine/hex/hexsat
func BenchmarkCensus6x7(b *testing.B) {
	for _, sv := range []Solver{Gophersat, Gini, Cadical, CadicalInc} {
		b.Run(sv.String(), func(b *testing.B) {
			bd := hex.MustBoard(6, 7)
			o := Options{Solver: sv, Checker: Fast, Shortest: true, Multi: 8, LexLeader: true, SeedLen: 8}
			var st Stats
			for b.Loop() {
				res, err := Census(bd, o)
				if err != nil {
					b.Fatal(err)
				}
				st = res.Stats
			}
			b.ReportMetric(float64(st.Models), "models")
			if st.Conflicts >= 0 {
				b.ReportMetric(float64(st.Conflicts), "conflicts")
			}
		})
	}
}

// The census of 4 × 5 by SAT: the essay's three rules, found with fewer
// chain clauses than the 148 minimal chains.
func ExampleCensus() {
	res, err := Census(hex.MustBoard(4, 5), Options{Checker: DP, HalfTurn: true, Shortest: true})
	if err != nil {
		panic(err)
	}
	var names []string
	for _, p := range res.Pairings {
		names = append(names, hex.IdentifyRule(p))
	}
	sort.Strings(names)
	fmt.Println(names, res.Stats.ChainClauses < 148)
	// Output: [corners cross diagonal] true
}
