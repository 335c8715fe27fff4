package valuesearch

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"plylab/engine/positional"
	"plylab/internal/gametest"
	"plylab/internal/oracle"
)

// randomGame draws an unbiased game of 4–12 cells with 1–7 random sets of
// 1–4 cells, the given rule and first role, and a random legal start
// position in which nobody owns a set yet and at most 9 cells are free, so
// that the oracle stays fast (the shared generator, internal/gametest).
func randomGame(rng *rand.Rand, rule positional.Rule, first string) *positional.Game {
	g := oracle.Random(rng.Intn, rule, gametest.Spec{
		Cells: [2]int{4, 12}, Sets: [2]int{1, 7}, Size: [2]int{1, 4}, StartOneIn: 1, MaxFree: 9,
	})
	g.First = first // unbiased: the claims by mover stay a legal position
	if err := g.Normalize(); err != nil {
		panic(err)
	}
	return g
}

func describe(g *positional.Game) string {
	return fmt.Sprintf("cells=%d rule=%v first=%s sets=%v claimed=%v", g.Cells, g.Rule, g.First, g.Sets, g.Claimed)
}

func TestAgreesWithOracle(t *testing.T) {
	rng := rand.New(rand.NewSource(20240607))
	type variant struct {
		rule  positional.Rule
		first string
	}
	variants := []variant{
		{positional.Strong, "first"},
		{positional.StrongMisere, "first"},
		{positional.MakerBreaker, "maker"},
		{positional.MakerBreaker, "breaker"},
		{positional.AvoiderEnforcer, "avoider"},
		{positional.AvoiderEnforcer, "enforcer"},
	}
	games, wins := 0, 0
	seen := map[string]int{}
	for games < 1200 {
		v := variants[games%len(variants)]
		g := randomGame(rng, v.rule, v.first)
		games++
		want, err := oracle.Solve(g)
		if err != nil {
			t.Fatalf("oracle: %v on %s", err, describe(g))
		}
		if want.Plies > 0 {
			wins++
		}
		seen[fmt.Sprintf("%v/%s", g.Rule, want.Outcome)]++
		perms := positional.AutomorphismGroup(g).ChainElements(256)
		for _, p := range [][][]int{nil, perms} {
			got, err := Solve(g, Options{Perms: p, MemoryMB: 1})
			if err != nil {
				t.Fatalf("Solve: %v on %s", err, describe(g))
			}
			if got.Outcome != want.Outcome || got.Plies != want.Plies {
				t.Fatalf("%s (%d perms): got %s/%d, oracle %s/%d", describe(g), len(p), got.Outcome, got.Plies, want.Outcome, want.Plies)
			}
		}
	}
	t.Logf("%d games, %d wins with a length; outcomes %v", games, wins, seen)
	if wins < games/4 {
		t.Fatalf("only %d of %d games are wins with a length: the generator is too weak", wins, games)
	}
}

// lines3 are the 8 lines of tic-tac-toe (cell = 3*row + col).
var lines3 = [][]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

func ttt(t *testing.T, rule positional.Rule, first string, claimed [2][]int) *positional.Game {
	t.Helper()
	g := &positional.Game{Cells: 9, Sets: lines3, Rule: rule, First: first, Claimed: claimed}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	return g
}

func solveBoth(t *testing.T, g *positional.Game) Result {
	t.Helper()
	var first Result
	for i, p := range [][][]int{nil, positional.AutomorphismGroup(g).ChainElements(1 << 10)} {
		r, err := Solve(g, Options{Perms: p})
		if err != nil {
			t.Fatal(err)
		}
		if i > 0 && (r.Outcome != first.Outcome || r.Plies != first.Plies) {
			t.Fatalf("with symmetry %s/%d, without %s/%d", r.Outcome, r.Plies, first.Outcome, first.Plies)
		}
		first = r
	}
	if r, err := oracle.Solve(g); err != nil || r.Outcome != first.Outcome || r.Plies != first.Plies {
		t.Fatalf("oracle %+v %v, valuesearch %s/%d", r, err, first.Outcome, first.Plies)
	}
	return first
}

func TestTicTacToeDraw(t *testing.T) {
	r := solveBoth(t, ttt(t, positional.Strong, "first", [2][]int{}))
	if r.Outcome != positional.Draw || r.Plies != -1 {
		t.Fatalf("tic-tac-toe: %s/%d, want draw/-1", r.Outcome, r.Plies)
	}
	if r.Nodes <= 0 {
		t.Fatalf("nodes %d", r.Nodes)
	}
}

// After X in a corner and O on an adjacent edge, X wins (a known losing
// reply): X forks by ply 3 of the continuation and completes on ply 5.
func TestTicTacToeEdgeReplyLoses(t *testing.T) {
	r := solveBoth(t, ttt(t, positional.Strong, "first", [2][]int{{0}, {1}}))
	if r.Outcome != positional.First || r.Plies != 5 {
		t.Fatalf("corner/edge: %s/%d, want first/5", r.Outcome, r.Plies)
	}
}

func TestMisereTicTacToeDraw(t *testing.T) {
	r := solveBoth(t, ttt(t, positional.StrongMisere, "first", [2][]int{}))
	if r.Outcome != positional.Draw || r.Plies != -1 {
		t.Fatalf("misère tic-tac-toe: %s/%d, want draw/-1", r.Outcome, r.Plies)
	}
}

// Maker–Breaker by hand. Sets {0,1} and {0,2} on 3 cells: Maker first
// takes 0, threatening 1 and 2; Breaker blocks one and Maker completes the
// other on ply 3. Breaker first takes 0 and no set can be completed.
// Tic-tac-toe as Maker–Breaker, Maker first: two Maker cells lie on one
// line only, so Maker needs a fork after three cells and wins on ply 7.
func TestMakerBreakerByHand(t *testing.T) {
	mk := func(cells int, sets [][]int, first string) *positional.Game {
		g := &positional.Game{Cells: cells, Sets: sets, Rule: positional.MakerBreaker, First: first}
		if err := g.Normalize(); err != nil {
			t.Fatal(err)
		}
		return g
	}
	for _, c := range []struct {
		g    *positional.Game
		want string
	}{
		{mk(3, [][]int{{0, 1}, {0, 2}}, "maker"), "maker/3"},
		{mk(3, [][]int{{0, 1}, {0, 2}}, "breaker"), "breaker/-1"},
		{mk(4, [][]int{{0, 1}, {2, 3}}, "maker"), "breaker/-1"}, // a pairing
		{mk(9, lines3, "maker"), "maker/7"},
	} {
		r := solveBoth(t, c.g)
		if got := fmt.Sprintf("%s/%d", r.Outcome, r.Plies); got != c.want {
			t.Errorf("%s: got %s, want %s", describe(c.g), got, c.want)
		}
	}
}

func TestRefusesBiasAndBadPerms(t *testing.T) {
	g := &positional.Game{Cells: 4, Sets: [][]int{{0, 1}, {2, 3}}, Rule: positional.MakerBreaker, First: "maker", Bias: [2]int{1, 2}}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	if _, err := Solve(g, Options{}); err == nil || !strings.Contains(err.Error(), "bias 1:2") {
		t.Fatalf("biased game: err = %v, want a bias error", err)
	}
	g.Bias = [2]int{1, 1}
	if _, err := Solve(g, Options{Perms: [][]int{{1, 2, 0, 3}}}); err == nil || !strings.Contains(err.Error(), "not an automorphism") {
		t.Fatalf("bad permutation: err = %v", err)
	}
	if _, err := Solve(g, Options{Perms: [][]int{{0, 0, 1, 2}}}); err == nil || !strings.Contains(err.Error(), "not a permutation") {
		t.Fatalf("not a permutation: err = %v", err)
	}
	if r, err := Solve(g, Options{Perms: [][]int{{2, 3, 0, 1}, {1, 0, 2, 3}}}); err != nil || r.Outcome != positional.Breaker {
		t.Fatalf("good permutations: %+v %v", r, err)
	}
	big := &positional.Game{Cells: 129, Sets: [][]int{{0, 128}}, Rule: positional.Strong}
	if err := big.Normalize(); err != nil {
		t.Fatal(err)
	}
	if _, err := Solve(big, Options{}); err == nil || !strings.Contains(err.Error(), "129 cells") {
		t.Fatalf("129 cells: err = %v", err)
	}
}

// A start position with a set already owned is refused, as by the oracle;
// a full board is decided without search.
func TestStartPositions(t *testing.T) {
	g := ttt(t, positional.Strong, "first", [2][]int{{0, 1, 2}, {3, 4}})
	if _, err := Solve(g, Options{}); err == nil {
		t.Fatal("owned set at the start: no error")
	}
	full := ttt(t, positional.MakerBreaker, "maker", [2][]int{{0, 1, 5, 6, 8}, {2, 3, 4, 7}})
	if r, err := Solve(full, Options{}); err != nil || r.Outcome != positional.Breaker || r.Plies != -1 {
		t.Fatalf("full board: %+v %v", r, err)
	}
	// Wide board, cells beyond 64 (the second bitset word; the oracle
	// stops at 64): Maker takes 70, threatening 90 and 95, and completes one
	// on ply 3.
	w := &positional.Game{Cells: 100, Sets: [][]int{{70, 90}, {70, 95}}, Rule: positional.MakerBreaker, First: "maker"}
	if err := w.Normalize(); err != nil {
		t.Fatal(err)
	}
	r, err := Solve(w, Options{MemoryMB: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r.Outcome != positional.Maker || r.Plies != 3 {
		t.Fatalf("wide board: %s/%d, want maker/3", r.Outcome, r.Plies)
	}
}
