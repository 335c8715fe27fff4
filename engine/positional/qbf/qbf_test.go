package qbf

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"os/exec"
	"strings"
	"testing"

	"plylab/engine/positional"
	"plylab/engine/positional/gen"
	"plylab/internal/gametest"
	"plylab/internal/oracle"
)

// needDepQBF fails the test (never skips) when the solver is missing.
func needDepQBF(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("depqbf"); err != nil {
		t.Fatalf("depqbf is not installed: `make test` installs it (Debian: apt-get install -y depqbf); the QBF check needs it")
	}
}

func decide(t testing.TB, g *positional.Game, P int) bool {
	t.Helper()
	return decideMoves(t, g, P, OneHot)
}

func decideMoves(t testing.TB, g *positional.Game, P int, mv Moves) bool {
	t.Helper()
	f, err := EncodeMoves(g, P, mv)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Solve(context.Background(), "depqbf", f)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func TestTicTacToe(t *testing.T) {
	needDepQBF(t)
	ttt := gen.TicTacToe()
	starts := [][2][]int{
		{},
		{{4}, {1}},       // X centre, O edge: X wins
		{{4}, {0}},       // X centre, O corner: a draw
		{{0, 1}, {3, 4}}, // X completes the top row at ply 5
		{{0, 8}, {4}},    // X opposite corners, O centre, O to move
	}
	for _, st := range starts {
		g := *ttt
		g.Claimed = st
		if _, _, err := g.ToMove(); err != nil {
			t.Fatalf("start %v: %v", st, err)
		}
		for _, P := range []int{5, 7, 9} {
			want, err := oracle.WinsBy(&g, P)
			if err != nil {
				t.Fatal(err)
			}
			for _, mv := range []Moves{OneHot, Log} {
				if got := decideMoves(t, &g, P, mv); got != want {
					t.Errorf("tic-tac-toe from %v by ply %d, %s moves: depqbf %v, oracle %v", st, P, mv, got, want)
				}
			}
		}
	}
}

// randomGame draws an unbiased game of 3 … 8 cells and 1 … 5 sets from
// the shared generator (internal/gametest), a third of them from a start
// position.
func randomGame(rng *rand.Rand, rule positional.Rule) *positional.Game {
	return oracle.Random(rng.IntN, rule, gametest.Spec{
		Cells: [2]int{3, 8}, Sets: [2]int{1, 5}, Size: [2]int{1, 4}, StartOneIn: 3,
	})
}

// Every rule, both first movers, start positions, every ply bound, both
// ways of writing the defender's moves: the QBF answer is the oracle's.
func TestRandomAgainstOracle(t *testing.T) {
	needDepQBF(t)
	rng := rand.New(rand.NewPCG(5, 0))
	yes := 0
	for i := 0; i < 80; i++ {
		g := randomGame(rng, positional.Rule(i%4))
		for P := 0; P <= g.Cells; P += 1 + rng.IntN(2) {
			want, err := oracle.WinsBy(g, P)
			if err != nil {
				t.Fatal(err)
			}
			if want {
				yes++
			}
			// Alternate blocks of four games (one per rule) between the
			// two ways of writing the defender's moves.
			if mv := []Moves{OneHot, Log}[i/4%2]; true {
				if got := decideMoves(t, g, P, mv); got != want {
					var buf bytes.Buffer
					f, _ := EncodeMoves(g, P, mv)
					f.WriteQDIMACS(&buf)
					t.Fatalf("%+v by ply %d, %s moves: depqbf %v, oracle %v\n%s", g, P, mv, got, want, buf.String())
				}
			}
		}
	}
	if yes < 25 {
		t.Fatalf("only %d true instances: the sample does not test the encoding", yes)
	}
}

func TestBiasRefused(t *testing.T) {
	g := &positional.Game{Cells: 3, Rule: positional.MakerBreaker, First: "maker", Bias: [2]int{1, 2}, Sets: [][]int{{0, 1}}}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	if _, err := Encode(g, 3); err == nil {
		t.Fatal("a biased game was encoded")
	}
}

func TestQDIMACSShape(t *testing.T) {
	f, err := Encode(gen.TicTacToe(), 5)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := f.WriteQDIMACS(&buf); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	var prefix []string
	for _, l := range lines {
		if l[0] == 'e' || l[0] == 'a' {
			prefix = append(prefix, l[:1])
		}
	}
	// Plies 1 … 5 alternate ∃ ∀ ∃ ∀ ∃; the auxiliaries join the last ∃.
	if strings.Join(prefix, "") != "eaeae" {
		t.Fatalf("prefix %v", prefix)
	}
	if _, err := Solve(context.Background(), "no-such-qbf-solver", f); !errors.Is(err, ErrNoSolver) {
		t.Fatalf("missing solver: %v", err)
	}
}
