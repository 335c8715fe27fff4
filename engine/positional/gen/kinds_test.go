package gen

import (
	"strings"
	"testing"
)

// Build gives each kind the generator's game and a default id; the sizes
// are those of the generators' own tests.
func TestBuild(t *testing.T) {
	for _, c := range []struct {
		spec        Spec
		id          string
		cells, sets int
	}{
		{Spec{Kind: "mnk", Rows: 4, Cols: 4, K: 3, Given: []string{"cols", "k", "rows"}}, "mnk-4x4-k3", 16, 24},
		{Spec{Kind: "transversal", N: 4, Given: []string{"n"}, Rule: "avoider-enforcer"}, "transversal-4", 16, 24},
		{Spec{Kind: "hex", Rows: 3, Cols: 4, Given: []string{"cols", "rows"}, First: "breaker"}, "hex-3x4", 12, 25},
		{Spec{Kind: "polyomino", Shape: "domino", N: 4, Given: []string{"n", "shape"}}, "polyomino-domino-4x4", 16, 24},
		{Spec{Kind: "clique", N: 6, K: 3, Given: []string{"k", "n"}}, "clique-K3-in-K6", 15, 20},
		{Spec{Kind: "shannon", Edges: "0-1 0-2 1-2 1-3 2-3", U: 0, V: 3, Given: []string{"edges", "u", "v"}}, "shannon-0-3", 5, 4},
		{Spec{Kind: "kd", K: 4, D: 3, Given: []string{"d", "k"}, ID: "q"}, "q", 64, 76},
		{Spec{Kind: "qubic"}, "qubic", 64, 76},
		{Spec{Kind: "tictactoe", Rule: "maker-breaker", Bias: "1:2", Given: []string{"bias", "rule"}}, "tictactoe", 9, 8},
	} {
		g, id, err := Build(c.spec)
		if err != nil {
			t.Fatalf("%s: %v", c.spec.Kind, err)
		}
		if id != c.id || g.Cells != c.cells || len(g.Sets) != c.sets {
			t.Errorf("%s: %s, %d cells, %d sets; want %s, %d, %d", c.spec.Kind, id, g.Cells, len(g.Sets), c.id, c.cells, c.sets)
		}
	}
}

// A bad Spec is refused with a message naming the parameter.
func TestBuildBad(t *testing.T) {
	for _, c := range []struct {
		spec Spec
		want string
	}{
		{Spec{Kind: "go"}, `unknown kind "go"`},
		{Spec{Kind: "mnk", Given: []string{"rows", "n", "d"}}, "mnk does not take --d, --n"},
		{Spec{Kind: "mnk", Given: []string{"rows", "cols"}}, "mnk needs --k"},
		{Spec{Kind: "polyomino", Shape: "i4", Given: []string{"n", "rows", "shape"}}, "not both"},
		{Spec{Kind: "shannon", Edges: "0-1", U: 0, V: 2, Given: []string{"edges", "u", "v"}}, "no winning sets"},
		{Spec{Kind: "sim", Bias: "2"}, `--bias "2": want p:q`},
		{Spec{Kind: "sim", Rule: "chess"}, "--rule: "},
	} {
		if _, _, err := Build(c.spec); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.spec, err, c.want)
		}
	}
	if got := strings.Join(Kinds(), ","); got != "clique,hex,kd,mnk,polyomino,qubic,shannon,sim,tictactoe,transversal" {
		t.Errorf("Kinds: %s", got)
	}
}
