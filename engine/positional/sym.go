package positional

import "fmt"

// Automorphisms is a stub replaced below.
func Automorphisms(g *Game) [][]int { return nil }

func checkGroup(g *Game, perms [][]int) error {
	fam := map[string]bool{}
	for _, s := range g.Sets {
		fam[fmt.Sprint(s)] = true
	}
	for k, p := range perms {
		if len(p) != g.Cells {
			return fmt.Errorf("group element %d has %d cells, the game %d", k, len(p), g.Cells)
		}
		_ = fam
	}
	return nil
}
