package graphgames_test

import (
	"fmt"

	"plylab/engine/graphgames"
)

// Undirected vertex geography on a path of three vertices: from an end the
// first player loses (every maximum matching of the path misses some end,
// and this end is in D); from the middle the first player wins.
func ExampleSolveVertexGeography() {
	g := graphgames.MustGraph(3, [][2]int{{0, 1}, {1, 2}})
	for s := 0; s < 3; s++ {
		x, _ := graphgames.SolveVertexGeography(g, s)
		if x.FirstWins {
			fmt.Printf("start %d: the first player wins, moving to %d\n", s, x.Reply(s))
		} else {
			fmt.Printf("start %d: the second player wins, answering 1 with %d\n", s, x.Reply(1))
		}
	}
	// Output:
	// start 0: the second player wins, answering 1 with 2
	// start 1: the first player wins, moving to 0
	// start 2: the second player wins, answering 1 with 0
}

// Playing the matching strategy: vertex 0 hangs off the triangle 1, 2, 3,
// so {01, 23} is a perfect matching, no vertex is in D, and the first
// player wins from 0 by moving along the matching: 0 → 1, and after the
// reply into the triangle, on to its last vertex (winner 0 is the first
// player).
func ExampleGeographyGame() {
	g := graphgames.MustGraph(4, [][2]int{{0, 1}, {1, 2}, {2, 3}, {1, 3}})
	x, _ := graphgames.SolveVertexGeography(g, 0)
	gm, _ := graphgames.NewGeographyGame(g, 0)
	fmt.Println("first player wins:", x.FirstWins)
	for !gm.Over() {
		if v, ok := x.Move(gm); ok {
			gm.Play(v)
			continue
		}
		gm.Play(gm.Moves()[0]) // the loser's move
	}
	fmt.Println("path", gm.Path(), "winner", gm.Winner())
	// Output:
	// first player wins: true
	// path [0 1 2 3] winner 0
}

// Cops and robber: the 4-cycle is not dismantlable (the robber runs round
// it); with a chord it is, and the cop starts on the last vertex left.
func ExampleDismantle() {
	c4 := graphgames.MustGraph(4, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 0}})
	fmt.Println("C4 cop-win:", graphgames.CopWin(c4))
	chord := graphgames.MustGraph(4, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 0}, {0, 2}})
	d := graphgames.Dismantle(chord)
	fmt.Println("with chord:", d.Complete, "order", d.Order)
	// Output:
	// C4 cop-win: false
	// with chord: true order [3 2 0 1]
}

// Tokens on a DAG: the sum is a first-player win iff the XOR of the
// Grundy values is not 0.
func ExampleGrundyValues() {
	d := graphgames.MustDigraph(4, [][2]int{{0, 1}, {1, 2}, {0, 2}, {3, 2}})
	g, _ := graphgames.GrundyValues(d)
	fmt.Println("grundy", g)
	fmt.Println("tokens on 0 and 3:", graphgames.TokenSumFirstWins(g, []int{0, 3}))
	// Output:
	// grundy [2 1 0 1]
	// tokens on 0 and 3: true
}

// The Shannon switching game on K4 with terminals 0 and 1: K4 has two
// edge-disjoint spanning trees, so Short wins even moving second.
func ExampleSolveShannon() {
	k4 := graphgames.MustGraph(4, [][2]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}})
	r, _ := graphgames.SolveShannon(k4, 0, 1)
	fmt.Println("Short wins moving second:", r.ShortWinsSecond, "first:", r.ShortWinsFirst)
	fmt.Println("trees:", len(r.Second[0]), "and", len(r.Second[1]), "edges")
	// Output:
	// Short wins moving second: true first: true
	// trees: 3 and 3 edges
}
