package gen_test

import (
	"fmt"

	"plylab/engine/makerbreaker"
	"plylab/engine/positional"
	"plylab/engine/positional/gen"
)

func ExampleKD() {
	qubic, _ := gen.KD(4, 3)
	fmt.Println(qubic.Cells, "cells,", len(qubic.Sets), "lines")
	// Output: 64 cells, 76 lines
}

func ExampleMNK() {
	g, _ := gen.MNK(4, 4, 3)
	r, _ := positional.Solve(g, positional.Options{})
	fmt.Println(len(g.Sets), "lines:", r.Outcome, "wins in", r.Plies, "plies")
	// Output: 24 lines: first wins in 5 plies
}

func ExampleHex() {
	// 3 × 4: Down joins the nearer edges and wins even moving second.
	g, _ := gen.Hex(3, 4, "maker")
	r, _ := positional.Solve(g, positional.Options{})
	fmt.Println(len(g.Sets), "minimal chains; Across first:", r.Outcome, "wins")
	// Output: 25 minimal chains; Across first: breaker wins
}

func ExamplePolyomino() {
	sh, _ := makerbreaker.ParseShape("l4")
	g, _ := gen.Polyomino(4, 4, sh)
	_ = gen.WithRule(g, positional.Strong, "")
	fmt.Println(len(g.Sets), "placed copies,", g.Rule)
	// Output: 48 placed copies, strong
}

func ExampleSim() {
	g := gen.Sim()
	fmt.Println(g.Cells, "edges,", len(g.Sets), "triangles,", g.Rule, g.Labels[0])
	// Output: 15 edges, 20 triangles, strong-misere 0-1
}

// Harary's El (the V-tromino) on the 2 × 2 board is a draw, but with one
// handicap stone the first player owns three of the four cells, and any
// three cells of a 2 × 2 square form an El.
func ExampleWithHandicap() {
	el, _ := makerbreaker.ParseShape("v3")
	g, _ := gen.Polyomino(2, 2, el)
	gen.WithRule(g, positional.Strong, "")
	r, _ := positional.Solve(g, positional.Options{})
	fmt.Println("no handicap:", r.Outcome)
	if err := gen.WithHandicap(g, 0); err != nil {
		panic(err)
	}
	r, _ = positional.Solve(g, positional.Options{})
	fmt.Println("stone on", g.Labels[0]+":", r.Outcome, "in", r.Plies, "plies")
	// Output:
	// no handicap: draw
	// stone on a1: first in 3 plies
}
