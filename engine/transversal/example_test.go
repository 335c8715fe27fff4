package transversal_test

import (
	"fmt"

	"plylab/engine/transversal"
)

// Lemma 1: the completing cells of a set of ν = n−1 form a rectangle
// D_R × D_C. The diagonal of the 5×5 board without its last cell is
// completed by the last cell only; read off one maximum matching or found by
// trying every free cell, the answer is the same.
func ExampleCompletingCells() {
	s := transversal.SetOf(transversal.Cell{R: 0, C: 0}, transversal.Cell{R: 1, C: 1},
		transversal.Cell{R: 2, C: 2}, transversal.Cell{R: 3, C: 3})
	fmt.Println("ν =", transversal.Nu(&s, 5))
	fmt.Println(transversal.CompletingCells(&s, 5), transversal.CompletingCellsDirect(&s, 5))
	// Output:
	// ν = 4
	// [(5,5)] [(5,5)]
}

// The paper's worked line on the 4×4 board (§5): against O(1,2), O(2,1),
// O(4,4), O(1,4), O(1,3), X plays the strategy of §4 — X(4,1), X(3,4),
// X(4,3) after the diagonal, as the paper writes it — and completes a
// transversal at ply 11 = 2n+3.
func ExamplePlayLine() {
	var o []transversal.Cell
	for _, rc := range [][2]int{{1, 2}, {2, 1}, {4, 4}, {1, 4}, {1, 3}} {
		o = append(o, transversal.Cell{R: rc[0] - 1, C: rc[1] - 1})
	}
	line, err := transversal.PlayLine(4, o, transversal.Faithful)
	if err != nil {
		panic(err)
	}
	for _, st := range line.Steps {
		if st.Player == "X" {
			fmt.Printf("ply %2d X %s\n", st.Ply, st.Move)
		}
	}
	fmt.Println(line.Summary())
	// Given only O's first two moves, the line stops before the game ends,
	// and says so.
	short, err := transversal.PlayLine(4, o[:2], transversal.Faithful)
	if err != nil {
		panic(err)
	}
	fmt.Println(short.Summary())
	// Output:
	// ply  1 X (1,1)
	// ply  3 X (2,2)
	// ply  5 X (3,3)
	// ply  7 X (4,1)
	// ply  9 X (3,4)
	// ply 11 X (4,3)
	// X wins at ply 11 (case C-iii-b, plan (i), pair (r,s) = (1,3))
	// no winner yet after ply 5; give more O moves to continue
}

// Table 1 for n = 4: the strategy against every O defence from X(1,1) — the
// terminal lines and nodes equal the paper's and the closed form's.
func ExampleVerify() {
	r, err := transversal.Verify(4, transversal.VerifyOptions{})
	if err != nil {
		panic(err)
	}
	cf := transversal.ClosedForm(4)
	fmt.Println("lines", r.TerminalLines, "nodes", r.Nodes, "failures", r.InvariantFailures)
	fmt.Println("closed form", cf.TerminalLines, cf.Nodes)
	// Output:
	// lines 4875 nodes 6075 failures 0
	// closed form 4875 6075
}

// The exact solver: X forces a win on the 4×4 board, and the fastest forced
// win takes 11 plies, the 2n+3 of the paper's strategy.
func ExampleValue() {
	v, err := transversal.Value(4, transversal.SolveOptions{})
	if err != nil {
		panic(err)
	}
	fmt.Println("X wins:", v.XWins, "optimal length:", v.OptimalLength)
	// Output:
	// X wins: true optimal length: 11
}
