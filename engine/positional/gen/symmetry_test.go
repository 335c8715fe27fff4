package gen

import (
	"fmt"
	"testing"

	"plylab/engine/makerbreaker"
	"plylab/engine/positional"
)

// isGroupOfAutomorphisms checks, from the definitions, that perms are
// permutations mapping the family onto itself, start with the identity,
// have no repeats and are closed under composition.
func isGroupOfAutomorphisms(t *testing.T, name string, g *positional.Game, perms [][]int, order int) {
	t.Helper()
	if len(perms) != order {
		t.Fatalf("%s: %d elements, want %d", name, len(perms), order)
	}
	fam := map[uint64]bool{}
	key := func(s []int, p []int) uint64 {
		var b uint64
		for _, c := range s {
			if p != nil {
				c = p[c]
			}
			b |= 1 << uint(c)
		}
		return b
	}
	for _, s := range g.Sets {
		fam[key(s, nil)] = true
	}
	seen := map[string]bool{}
	for i, p := range perms {
		img := map[int]bool{}
		for c, v := range p {
			if i == 0 && v != c {
				t.Fatalf("%s: element 0 is not the identity", name)
			}
			img[v] = true
		}
		if len(p) != g.Cells || len(img) != g.Cells {
			t.Fatalf("%s: element %d is not a permutation", name, i)
		}
		for _, s := range g.Sets {
			if !fam[key(s, p)] {
				t.Fatalf("%s: element %d maps %v outside the family", name, i, s)
			}
		}
		seen[fmt.Sprint(p)] = true
	}
	if len(seen) != len(perms) {
		t.Fatalf("%s: repeated elements", name)
	}
	for _, p := range perms {
		for _, q := range perms {
			pq := make([]int, len(p))
			for c := range pq {
				pq[c] = p[q[c]]
			}
			if !seen[fmt.Sprint(pq)] {
				t.Fatalf("%s: not closed under composition", name)
			}
		}
	}
}

func TestSymmetries(t *testing.T) {
	ttt := TicTacToe()
	isGroupOfAutomorphisms(t, "tic-tac-toe", ttt, GridSymmetries(3, 3), 8)
	m, _ := MNK(3, 5, 3)
	isGroupOfAutomorphisms(t, "3,5,3", m, GridSymmetries(3, 5), 4)
	tr, _ := Transversal(4)
	isGroupOfAutomorphisms(t, "transversal 4", tr, GridSymmetries(4, 4), 8)
	sh, _ := makerbreaker.ParseShape("l4")
	pg, _ := Polyomino(4, 5, sh)
	isGroupOfAutomorphisms(t, "l4 on 4×5", pg, GridSymmetries(4, 5), 4)
	for _, rc := range [][2]int{{3, 4}, {4, 4}} {
		h, _ := Hex(rc[0], rc[1], "maker")
		isGroupOfAutomorphisms(t, fmt.Sprint("Hex ", rc), h, HexSymmetries(rc[0], rc[1]), 2)
	}
	kd, _ := KD(3, 3)
	isGroupOfAutomorphisms(t, "3^3", kd, CubeSymmetries(3, 3), 48)
	kd2, _ := KD(4, 2)
	isGroupOfAutomorphisms(t, "4^2", kd2, CubeSymmetries(4, 2), 8)
	k5, _ := Clique(5, 3)
	isGroupOfAutomorphisms(t, "K_3 in K_5", k5, CliqueSymmetries(5), 120)
	if CliqueSymmetries(9) != nil {
		t.Fatal("CliqueSymmetries(9) should refuse")
	}
}

// The hint gives the solver's answer without it.
func TestSymmetryHintSameAnswer(t *testing.T) {
	m, _ := MNK(4, 4, 3)
	h, _ := Hex(3, 4, "maker")
	k5, _ := Clique(5, 3)
	_ = WithRule(k5, positional.StrongMisere, "")
	for _, c := range []struct {
		name  string
		g     *positional.Game
		group [][]int
	}{
		{"tic-tac-toe", TicTacToe(), GridSymmetries(3, 3)},
		{"4,4,3", m, GridSymmetries(4, 4)},
		{"Hex 3×4", h, HexSymmetries(3, 4)},
		{"misère K_3 in K_5", k5, CliqueSymmetries(5)},
	} {
		want, err := positional.Solve(c.g, positional.Options{NoSymmetry: true})
		if err != nil {
			t.Fatal(err)
		}
		got, err := positional.Solve(c.g, positional.Options{Group: c.group})
		if err != nil {
			t.Fatal(err)
		}
		if got.Outcome != want.Outcome || got.Plies != want.Plies {
			t.Errorf("%s: with the hint %s in %d, without symmetry %s in %d", c.name, got.Outcome, got.Plies, want.Outcome, want.Plies)
		}
	}
}
