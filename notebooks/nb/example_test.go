package nb_test

import (
	"fmt"

	"plylab/data/paper"
	"plylab/notebooks/nb"
)

// A claims table as a notebook shows it: four columns, notes folded. The
// plain-text copy that a notebook stores beside the HTML tallies the rows.
func ExampleClaims() {
	rs := []paper.Result{
		{Claim: paper.Claim{ID: "transversal.table1.n4.terminal_lines", Quantity: "terminal lines, n = 4", Value: "4875"}, Published: "4875", Ours: "4875", Status: paper.StatusMatch},
		{Claim: paper.Claim{ID: "transversal_exact.n4.value", Quantity: "game value, n = 4"}, Ours: "X wins at ply 11", Status: paper.StatusNew},
	}
	d := nb.Claims(paper.ComparisonFrame(rs))
	fmt.Println(d.Data["text/plain"])
	// Output:
	// 2 claims: 1 match, 1 new
}
