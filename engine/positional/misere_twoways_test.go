package positional_test

import (
	"fmt"
	"testing"

	"plylab/engine/positional"
	"plylab/engine/positional/gen"
	"plylab/engine/positional/internal/valuesearch"
)

// TestMisereTwoWays is the second method of the claims rows
// positional.misere.*: three in a row under the strong misère rule on
// 3 × 6, 2 × 10 and 4 × 5, solved by positional.Solve and by the plain
// alpha-beta value search, which share no code beyond the Game type.
func TestMisereTwoWays(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		m, n int
		want string
	}{{3, 6, "second/17"}, {2, 10, "draw/-1"}, {4, 5, "second/19"}} {
		g, err := gen.MNK(c.m, c.n, 3)
		if err != nil {
			t.Fatal(err)
		}
		g.Rule = positional.StrongMisere
		if err := g.Normalize(); err != nil {
			t.Fatal(err)
		}
		r, err := positional.Solve(g, positional.Options{})
		if err != nil {
			t.Fatal(err)
		}
		v, err := valuesearch.Solve(g, valuesearch.Options{Perms: positional.AutomorphismGroup(g).ChainElements(1 << 12)})
		if err != nil {
			t.Fatal(err)
		}
		got, base := fmt.Sprintf("%s/%d", r.Outcome, r.Plies), fmt.Sprintf("%s/%d", v.Outcome, v.Plies)
		if got != base || got != c.want {
			t.Errorf("%d × %d misère: Solve %s, value search %s, claims row %s", c.m, c.n, got, base, c.want)
		}
	}
}
