package hexsat

import (
	"fmt"
	"sort"
	"testing"

	"plylab/engine/hex"
)

// The two solvers on the same census (the package doc's measurement at
// a size a benchmark run can afford): go test -bench Census ./engine/hex/hexsat
func BenchmarkCensus(b *testing.B) {
	for _, sv := range []Solver{Gophersat, Gini} {
		b.Run("5x6/"+sv.String(), func(b *testing.B) {
			bd := hex.MustBoard(5, 6)
			for i := 0; i < b.N; i++ {
				if _, err := Census(bd, Options{Solver: sv, Checker: Fast, HalfTurn: true, Shortest: true}); err != nil {
					b.Fatal(err)
				}
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
