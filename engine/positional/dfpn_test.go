package positional

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"
	"time"
)

// TestPNAgreesWithPlain: on 600 random small hypergraphs in every rule,
// both first movers, biases and start positions, proof-number search (one
// and two workers, with and without symmetry, and Plain) gives the plain
// depth-first search's outcome, optimal length, move values and WinsBy
// answers, and the fast depth-first search gives them too.
func TestPNAgreesWithPlain(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(24))
	count := 0
	for it := 0; it < 600; it++ {
		rule := Rule(it % 4)
		g := randomGame(rng, rule)
		name := fmt.Sprintf("#%d %s first=%s bias=%v sets=%v claimed=%v", it, g.Rule, g.First, g.Bias, g.Sets, g.Claimed)
		plain, err := Solve(g, Options{Plain: true, Workers: 1, Search: SearchDFS})
		if err != nil {
			continue
		}
		count++
		for _, opt := range []Options{
			{Workers: 1, Search: SearchPN},
			{Workers: 2, Search: SearchPN},
			{Workers: 1, Search: SearchPN, NoSymmetry: true},
			{Workers: 1, Search: SearchPN, Plain: true},
			{Workers: 2, Search: SearchDFS},
		} {
			r, err := Solve(g, opt)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if r.Outcome != plain.Outcome || r.Plies != plain.Plies {
				t.Fatalf("%s opt %+v: %s/%d, plain %s/%d", name, opt, r.Outcome, r.Plies, plain.Outcome, plain.Plies)
			}
		}
		pm, perr := Moves(g, Options{Plain: true, Workers: 1, Search: SearchDFS})
		fm, ferr := Moves(g, Options{Workers: 2, Search: SearchPN})
		if (perr != nil) != (ferr != nil) || fmt.Sprint(pm) != fmt.Sprint(fm) {
			t.Fatalf("%s: moves plain %v %v, pn %v %v", name, pm, perr, fm, ferr)
		}
		for _, p := range []int{1, 2, 3, 4, 5, 7} {
			pw, pr, _ := WinsBy(g, p, Options{Plain: true, Workers: 1, Search: SearchDFS})
			fw, fr, _ := WinsBy(g, p, Options{Workers: 1, Search: SearchPN})
			if pw != fw || pr.Plies != fr.Plies || pr.Outcome != fr.Outcome {
				t.Fatalf("%s: WinsBy(%d) plain %v %+v pn %v %+v", name, p, pw, pr, fw, fr)
			}
		}
	}
	if count < 500 {
		t.Fatalf("only %d of 600 random games were valid", count)
	}
}

// TestPNKnownGames: proof-number search on games with known values.
func TestPNKnownGames(t *testing.T) {
	t.Parallel()
	for _, c := range benchGames() {
		if c.name == "transversal5" || c.name == "5x5-four" {
			continue // seconds, not milliseconds: in the benchmark
		}
		r, err := Solve(c.g, Options{Search: SearchPN})
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprintf("%s/%d", r.Outcome, r.Plies); got != c.result {
			t.Errorf("%s: pn %s, want %s", c.name, got, c.result)
		}
	}
}

// TestStopBudgets: a node budget, a past deadline and a closed cancel
// channel each stop a search that would take long, in both searches, with
// ErrStopped, Outcome "unknown" and the nodes so far.
func TestStopBudgets(t *testing.T) {
	t.Parallel()
	g := &Game{Cells: 25, Sets: lines(5, 5, 4), Rule: Strong}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	closed := make(chan struct{})
	close(closed)
	for _, search := range []Search{SearchDFS, SearchPN, SearchValue} {
		for name, opt := range map[string]Options{
			"nodes":    {MaxNodes: 20000},
			"deadline": {Deadline: time.Now().Add(-time.Second)},
			"cancel":   {Cancel: closed},
		} {
			opt.Search, opt.Workers = search, 2
			r, err := Solve(g, opt)
			if !errors.Is(err, ErrStopped) || r.Outcome != Unknown || name == "nodes" && r.Nodes < 20000 {
				t.Errorf("%s %s: %+v %v", search, name, r, err)
			}
			ok, r, err := WinsBy(g, 25, opt)
			if ok || !errors.Is(err, ErrStopped) || r.Outcome != Unknown {
				t.Errorf("%s %s WinsBy: %v %+v %v", search, name, ok, r, err)
			}
			if _, err := Moves(g, opt); !errors.Is(err, ErrStopped) {
				t.Errorf("%s %s Moves: %v", search, name, err)
			}
		}
		// Cancelled from outside while searching (a notebook's interrupt):
		// Qubic (4 × 4 × 4) has no answer in either search after minutes
		// (the strong I-tetromino on 6 × 6, used here before, now takes
		// 0.2 s, a race with the 200 ms timer).
		big := &Game{Cells: 64, Sets: qubicLines(), Rule: Strong}
		if err := big.Normalize(); err != nil {
			t.Fatal(err)
		}
		cancel := make(chan struct{})
		timer := time.AfterFunc(200*time.Millisecond, func() { close(cancel) })
		r, err := Solve(big, Options{Search: search, Cancel: cancel})
		timer.Stop()
		if !errors.Is(err, ErrStopped) || r.Outcome != Unknown || r.Nodes == 0 {
			t.Errorf("%s cancelled mid-search: %+v %v", search, r, err)
		}
	}
}

// TestTableFileResume: a search stopped by a node budget leaves its facts
// in the table file; a rerun loads them, answers as a fresh search does and
// needs fewer nodes. A file of another game, an edited file and a cut one
// are refused.
func TestTableFileResume(t *testing.T) {
	t.Parallel()
	g := &Game{Cells: 25, Sets: lines(5, 5, 4), Rule: Strong}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	fresh, err := Solve(g, Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, search := range []Search{SearchDFS, SearchPN} {
		path := t.TempDir() + "/t.table"
		_, err := Solve(g, Options{Workers: 1, Search: search, TableFile: path, MaxNodes: fresh.Nodes / 2})
		if !errors.Is(err, ErrStopped) {
			t.Fatalf("%s: stopped run: %v", search, err)
		}
		r, err := Solve(g, Options{Workers: 2, Search: search, TableFile: path})
		if err != nil {
			t.Fatalf("%s: resumed run: %v", search, err)
		}
		if r.Outcome != fresh.Outcome || r.Plies != fresh.Plies || r.Resumed == 0 {
			t.Fatalf("%s: resumed %+v, fresh %+v", search, r, fresh)
		}
		again, err := Solve(g, Options{Workers: 1, Search: search, TableFile: path})
		if err != nil || again.Outcome != fresh.Outcome || again.Nodes >= fresh.Nodes/4 {
			t.Fatalf("%s: a third run on the finished table: %+v %v (fresh %d nodes)", search, again, err, fresh.Nodes)
		}
		other := &Game{Cells: 25, Sets: lines(5, 5, 4), Rule: StrongMisere}
		if err := other.Normalize(); err != nil {
			t.Fatal(err)
		}
		if _, err := Solve(other, Options{Search: search, TableFile: path}); err == nil || !strings.Contains(err.Error(), "another game") {
			t.Fatalf("%s: a table of another game: %v", search, err)
		}
		b, _ := os.ReadFile(path)
		edited := append([]byte(nil), b...)
		edited[len(edited)/2] ^= 1
		os.WriteFile(path, edited, 0o644)
		if _, err := Solve(g, Options{Search: search, TableFile: path}); err == nil || !strings.Contains(err.Error(), "checksum") {
			t.Fatalf("%s: an edited table: %v", search, err)
		}
		os.WriteFile(path, b[:len(b)/2], 0o644)
		if _, err := Solve(g, Options{Search: search, TableFile: path}); err == nil || !strings.Contains(err.Error(), "truncated") {
			t.Fatalf("%s: a cut table: %v", search, err)
		}
	}
}

// TestStrategyStealing checks the lemma behind stolen() by computation: on
// random strong games from the empty board, one cell per turn, the plain
// search (which does not use the lemma) never finds a second-player win,
// and the fast searches agree with it.
func TestStrategyStealing(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for it := 0; it < 300; it++ {
		n := 3 + rng.Intn(8)
		g := &Game{Cells: n, Rule: Strong}
		for i := 0; i < 1+rng.Intn(6); i++ {
			g.Sets = append(g.Sets, rng.Perm(n)[:1+rng.Intn(min(4, n))])
		}
		if err := g.Normalize(); err != nil {
			t.Fatal(err)
		}
		plain, err := Solve(g, Options{Plain: true, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if plain.Outcome == Second {
			t.Fatalf("sets %v: the second player wins from the empty board", g.Sets)
		}
		for _, search := range []Search{SearchDFS, SearchPN} {
			r, err := Solve(g, Options{Search: search, Workers: 1})
			if err != nil || r.Outcome != plain.Outcome || r.Plies != plain.Plies {
				t.Fatalf("sets %v %s: %+v %v, plain %+v", g.Sets, search, r, err, plain)
			}
		}
	}
}

// TestEnvelopeAgrees: on 600 random Maker–Breaker games (one cell per
// turn, 4 … 10 cells, and 60 of 11 … 13 cells) the search with the null-move envelope, without it
// and the plain search agree on the outcome, the optimal length and
// WinsBy, and the envelope did cut Breaker moves and refute positions
// (so the test would notice it being switched off).
func TestEnvelopeAgrees(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(26))
	var cuts, refutes int64
	for it := 0; it < 600; it++ {
		g := randomGame(rng, MakerBreaker)
		if g.Bias != [2]int{} && g.Bias != [2]int{1, 1} {
			continue
		}
		plain, err := Solve(g, Options{Plain: true, Workers: 1})
		if err != nil {
			continue
		}
		s, _ := newSolver(g, Options{Workers: 1, Envelope: true})
		on, _ := s.solve()
		cuts += s.envCuts.Load()
		refutes += s.envRefutes.Load()
		off, _ := Solve(g, Options{Workers: 1})
		if on.Outcome != plain.Outcome || on.Plies != plain.Plies || off.Outcome != plain.Outcome || off.Plies != plain.Plies {
			t.Fatalf("sets %v claimed %v first %s: envelope %+v, none %+v, plain %+v", g.Sets, g.Claimed, g.First, on, off, plain)
		}
		for _, p := range []int{2, 3, 5} {
			pw, pr, _ := WinsBy(g, p, Options{Plain: true, Workers: 1})
			ew, er, _ := WinsBy(g, p, Options{Workers: 2, Envelope: true})
			if pw != ew || pr.Plies != er.Plies {
				t.Fatalf("sets %v: WinsBy(%d) plain %v %d, envelope %v %d", g.Sets, p, pw, pr.Plies, ew, er.Plies)
			}
		}
	}
	// Larger boards, where the envelope has room to work.
	for it := 0; it < 60; it++ {
		n := 11 + rng.Intn(3)
		g := &Game{Cells: n, Rule: MakerBreaker, First: []string{"maker", "breaker"}[it%2]}
		for i := 0; i < 8+rng.Intn(7); i++ {
			g.Sets = append(g.Sets, rng.Perm(n)[:2+rng.Intn(3)])
		}
		if err := g.Normalize(); err != nil {
			t.Fatal(err)
		}
		plain, err := Solve(g, Options{Plain: true, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		s, _ := newSolver(g, Options{Workers: 1, Envelope: true})
		on, _ := s.solve()
		cuts += s.envCuts.Load()
		refutes += s.envRefutes.Load()
		if on.Outcome != plain.Outcome || on.Plies != plain.Plies {
			t.Fatalf("sets %v first %s: envelope %+v, plain %+v", g.Sets, g.First, on, plain)
		}
	}
	if cuts < 20 || refutes < 5 {
		t.Fatalf("the envelope cut %d moves and refuted %d positions", cuts, refutes)
	}
	t.Logf("envelope: %d Breaker moves cut, %d positions refuted", cuts, refutes)
}

// qubicLines returns the 76 lines of four of the 4 × 4 × 4 cube (cell
// (x, y, z) = 16x + 4y + z): every direction in {-1, 0, 1}³ \ {0}, taken
// once up to sign, from every start whose four steps stay inside.
func qubicLines() [][]int {
	var out [][]int
	for dx := -1; dx <= 1; dx++ {
		for dy := -1; dy <= 1; dy++ {
			for dz := -1; dz <= 1; dz++ {
				d := [3]int{dx, dy, dz}
				// The first non-zero coordinate positive: one sign of each.
				if d == [3]int{} || dx < 0 || dx == 0 && (dy < 0 || dy == 0 && dz < 0) {
					continue
				}
				for x := 0; x < 4; x++ {
					for y := 0; y < 4; y++ {
						for z := 0; z < 4; z++ {
							var l []int
							for k := 0; k < 4; k++ {
								p := [3]int{x + k*dx, y + k*dy, z + k*dz}
								if p[0] < 0 || p[0] > 3 || p[1] < 0 || p[1] > 3 || p[2] < 0 || p[2] > 3 {
									l = nil
									break
								}
								l = append(l, 16*p[0]+4*p[1]+p[2])
							}
							if l != nil {
								out = append(out, l)
							}
						}
					}
				}
			}
		}
	}
	return out
}

func TestQubicLines(t *testing.T) {
	ls := qubicLines()
	seen := map[[4]int]bool{}
	for _, l := range ls {
		k := [4]int{l[0], l[1], l[2], l[3]}
		if l[0] > l[3] {
			k = [4]int{l[3], l[2], l[1], l[0]}
		}
		if seen[k] {
			t.Fatalf("line %v twice", l)
		}
		seen[k] = true
	}
	if len(ls) != 76 {
		t.Fatalf("%d lines, want 76", len(ls))
	}
}

// TestEnvelopeStrongAgrees: the null-move envelope in the strong game
// (the defender's completable sets kept in the zone, envelope.go) against
// the plain search on random strong games, small and larger: outcome,
// optimal length and WinsBy; the envelope must have cut moves and refuted
// positions.
func TestEnvelopeStrongAgrees(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(2028))
	var cuts, refutes int64
	check := func(g *Game) {
		plain, err := Solve(g, Options{Plain: true, Workers: 1})
		if err != nil {
			return // both sides own a set at the start
		}
		s, err := newSolver(g, Options{Workers: 1, Envelope: true, Search: SearchDFS})
		if err != nil {
			t.Fatal(err)
		}
		on, _ := s.solve()
		cuts += s.envCuts.Load()
		refutes += s.envRefutes.Load()
		if on.Outcome != plain.Outcome || on.Plies != plain.Plies {
			t.Fatalf("sets %v claimed %v: envelope %+v, plain %+v", g.Sets, g.Claimed, on, plain)
		}
		for _, p := range []int{2, 3, 4, 5, 7, 9} {
			pw, pr, _ := WinsBy(g, p, Options{Plain: true, Workers: 1})
			ew, er, _ := WinsBy(g, p, Options{Workers: 2, Envelope: true, Search: SearchDFS})
			if pw != ew || pr.Plies != er.Plies {
				t.Fatalf("sets %v claimed %v: WinsBy(%d) plain %v %d, envelope %v %d", g.Sets, g.Claimed, p, pw, pr.Plies, ew, er.Plies)
			}
		}
	}
	for it := 0; it < 500; it++ {
		check(randomGame(rng, Strong))
	}
	for it := 0; it < 120; it++ {
		n := 10 + rng.Intn(4)
		g := &Game{Cells: n, Rule: Strong}
		for i := 0; i < 6+rng.Intn(8); i++ {
			g.Sets = append(g.Sets, rng.Perm(n)[:2+rng.Intn(3)])
		}
		if err := g.Normalize(); err != nil {
			t.Fatal(err)
		}
		check(g)
	}
	if cuts < 20 || refutes < 5 {
		t.Fatalf("the envelope cut %d moves and refuted %d positions", cuts, refutes)
	}
	t.Logf("strong envelope: %d defender moves cut, %d positions refuted", cuts, refutes)
}

// TestEnvelopeStrongRegressions: the referee's two strong games, one
// where the defender's completable sets (K in envelope.go) must stay
// searched (without them the envelope answers "first wins within 4"
// where the second player wins in 3), one where a cut outside the zone
// and K decides the answer (the first player wins within 6).
func TestEnvelopeStrongRegressions(t *testing.T) {
	for _, c := range []struct {
		g    Game
		by   int
		want bool
	}{
		{Game{Cells: 8, Sets: [][]int{{2, 5}, {4, 5}, {0, 1, 3}, {0, 1, 6}, {1, 4, 6, 7}}, Rule: Strong,
			Claimed: [2][]int{{0}, nil}}, 4, false},
		{Game{Cells: 12, Sets: [][]int{{0, 8, 10}, {1, 4, 10}, {2, 3, 4}, {2, 3, 10}, {2, 8, 9}, {4, 5, 8}, {1, 3, 8, 11}, {7, 8, 9, 10}},
			Rule: Strong, Claimed: [2][]int{{8}, nil}}, 6, true},
	} {
		g := c.g
		if err := g.Normalize(); err != nil {
			t.Fatal(err)
		}
		env := Options{Workers: 1, Envelope: true, Search: SearchDFS}
		if w, _, err := WinsBy(&g, c.by, env); err != nil || w != c.want {
			t.Errorf("sets %v: WinsBy(%d) with the envelope %v (%v), want %v", g.Sets, c.by, w, err, c.want)
		}
		for p := 1; p <= g.Cells; p++ {
			pw, pr, _ := WinsBy(&g, p, Options{Plain: true, Workers: 1})
			ew, er, _ := WinsBy(&g, p, env)
			if pw != ew || pr.Plies != er.Plies {
				t.Errorf("sets %v: WinsBy(%d) plain %v %d, envelope %v %d", g.Sets, p, pw, pr.Plies, ew, er.Plies)
			}
		}
		plain, _ := Solve(&g, Options{Plain: true, Workers: 1})
		got, _ := Solve(&g, env)
		if got.Outcome != plain.Outcome || got.Plies != plain.Plies {
			t.Errorf("sets %v: envelope %+v, plain %+v", g.Sets, got, plain)
		}
	}
}
