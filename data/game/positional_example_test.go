package game_test

import (
	"fmt"

	"plylab/data/game"
	"plylab/engine/positional"
	"plylab/engine/positional/gen"
)

// The value of every first move of the 3,4,3-game (three in a row on three
// rows and four columns: the first player wins), by the ply on which the
// game then ends, and the line both sides then play.
func ExampleMoveFrame() {
	g, err := gen.MNK(3, 4, 3)
	if err != nil {
		panic(err)
	}
	mv, err := game.Moves(g, positional.Options{})
	if err != nil {
		panic(err)
	}
	df := game.MoveFrame(g, mv)
	labels, verdicts := df.Col("label").Records(), df.Col("verdict").Records()
	ends := df.Col("end_ply").Records()
	for i := range labels {
		sep := "   "
		if i%4 == 3 {
			sep = "\n"
		}
		fmt.Printf("%s %s at %s%s", labels[i], verdicts[i], ends[i], sep)
	}
	line, err := game.Replay(g, positional.Options{})
	if err != nil {
		panic(err)
	}
	for _, s := range line.Steps {
		fmt.Print(s.Label, " ")
	}
	fmt.Println("→", line.Outcome, "at ply", line.Steps[len(line.Steps)-1].Ply)
	// Output:
	// a1 win at 9   b1 win at 7   c1 win at 7   d1 win at 9
	// a2 loss at 10   b2 win at 7   c2 win at 7   d2 loss at 10
	// a3 win at 9   b3 win at 7   c3 win at 7   d3 win at 9
	// b1 a1 c1 d1 b2 a2 a3 → first at ply 7
}
