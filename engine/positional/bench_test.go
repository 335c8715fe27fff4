package positional

import (
	"bytes"
	"fmt"
	"testing"
	"time"
)

// transversalSets returns the n! transversals of the n × n board (cell
// (r, c) = r*n + c): the winning sets of the transversal game.
func transversalSets(n int) [][]int {
	var out [][]int
	perm := make([]int, n)
	used := make([]bool, n)
	var rec func(r int)
	rec = func(r int) {
		if r == n {
			s := make([]int, n)
			for i, c := range perm {
				s[i] = i*n + c
			}
			out = append(out, s)
			return
		}
		for c := 0; c < n; c++ {
			if !used[c] {
				used[c] = true
				perm[r] = c
				rec(r + 1)
				used[c] = false
			}
		}
	}
	rec(0)
	return out
}

func benchGames() []benchCase {
	simCells, sim := cliqueTriangles(6)
	mk := benchGame
	return []benchCase{
		{"tictactoe", mk(9, lines(3, 3, 3), Strong), true, "draw/-1"},
		{"4x4-four", mk(16, lines(4, 4, 4), Strong), true, "draw/-1"},
		{"5x5-four", mk(25, lines(5, 5, 4), Strong), false, "draw/-1"},
		{"sim", mk(simCells, sim, StrongMisere), true, "second/15"},
		{"transversal4", mk(16, transversalSets(4), Strong), true, "first/11"},
		{"transversal5", mk(25, transversalSets(5), Strong), false, "first/13"},
	}
}

// BenchmarkSolve solves each game with the fast solver and, where it ends
// in reasonable time, with Plain in the same run (the ratio is the speed-up).
// Run: go test -run XXX -bench Solve -benchtime 1x ./engine/positional
func BenchmarkSolve(b *testing.B) {
	for _, c := range benchGames() {
		for _, plain := range []bool{false, true} {
			if plain && !c.plain {
				continue
			}
			name := c.name
			if plain {
				name += "/plain"
			} else {
				name += "/fast"
			}
			b.Run(name, func(b *testing.B) {
				var r Result
				for b.Loop() {
					var err error
					r, err = Solve(c.g, Options{Plain: plain})
					if err != nil {
						b.Fatal(err)
					}
				}
				got := fmt.Sprintf("%s/%d", r.Outcome, r.Plies)
				if got != c.result {
					b.Fatalf("%s: got %s, want %s", c.name, got, c.result)
				}
				b.ReportMetric(float64(r.Nodes), "nodes")
			})
		}
	}
}

// BenchmarkSimCertificate writes the certificate of Sim (the second
// player's strategy, every line against every defence) and checks it with
// the rules alone.
func BenchmarkSimCertificate(b *testing.B) {
	cells, sets := cliqueTriangles(6)
	g := &Game{Cells: cells, Sets: sets, Rule: StrongMisere}
	if err := g.Normalize(); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		var buf bytes.Buffer
		st, err := WriteCertificate(&buf, g, Options{})
		if err != nil {
			b.Fatal(err)
		}
		rep, err := CheckCertificate(&buf, g)
		if err != nil || rep.Outcome != Second || rep.Plies != 15 || rep.Lines != st.Lines {
			b.Fatalf("Sim certificate: %+v %v", rep, err)
		}
		b.ReportMetric(float64(rep.Lines), "lines")
	}
}

// BenchmarkSearchPNvsDFS solves each game with the depth-first search and
// with proof-number search in the same run, two workers each: the ratio of
// their times and nodes is what SearchAuto's choice per rule rests on.
// Run: go test -run XXX -bench SearchPNvsDFS -benchtime 1x ./engine/positional
func BenchmarkSearchPNvsDFS(b *testing.B) {
	games := benchGames()
	games = append(games, pnBenchExtra()...)
	seen := map[string]string{} // instance → the other search's answer
	for _, c := range games {
		for _, search := range []Search{SearchDFS, SearchPN} {
			b.Run(c.name+"/"+search.String(), func(b *testing.B) {
				var r Result
				for b.Loop() {
					var err error
					r, err = Solve(c.g, Options{Search: search, Workers: 2, Deadline: time.Now().Add(60 * time.Second)})
					if err != nil {
						b.Skipf("%s %s: %v", c.name, search, err)
					}
				}
				got := fmt.Sprintf("%s/%d", r.Outcome, r.Plies)
				want := c.result
				if want == "" {
					want = seen[c.name]
				}
				if want != "" && got != want {
					b.Fatalf("%s %s: got %s, want %s", c.name, search, got, want)
				}
				seen[c.name] = got
				b.ReportMetric(float64(r.Nodes), "nodes")
			})
		}
	}
}

// pnBenchExtra are further instances of the comparison: misère and
// Avoider–Enforcer lines, Maker–Breaker on a grid.
func pnBenchExtra() []benchCase {
	mk := benchGame
	return []benchCase{
		// TestStrongPolyominoTwoSearches checks this one by the
		// depth-first search only: df-pn takes over 10 s on it.
		{"strong-polyomino-i4-7x7", mk(49, polyominoSets(7, shapeI4), Strong), false, "first/13"},
		{"3x6-k3-misere", mk(18, lines(3, 6, 3), StrongMisere), false, ""},
		{"2x10-k3-misere", mk(20, lines(2, 10, 3), StrongMisere), false, ""},
		{"4x5-k3-misere", mk(20, lines(4, 5, 3), StrongMisere), false, ""},
		{"5x5-four-mb", mk(25, lines(5, 5, 4), MakerBreaker), false, ""},
		{"6x6-five", mk(36, lines(6, 6, 5), Strong), false, "draw/-1"},
		{"4x4-four-ae", mk(16, lines(4, 4, 4), AvoiderEnforcer), false, ""},
		{"strong-i4-6x6", mk(36, polyominoSets(6, shapeI4), Strong), false, "draw/-1"},
		{"strong-l5-6x6", mk(36, polyominoSets(6, shapeL5), Strong), false, "draw/-1"},
		{"7x7-five", mk(49, lines(7, 7, 5), Strong), false, "draw/-1"},
		{"i4-5x5-mb", mk(25, polyominoSets(5, shapeI4), MakerBreaker), false, "breaker/-1"},
		{"i4-6x6-mb", mk(36, polyominoSets(6, shapeI4), MakerBreaker), false, "maker/11"},
		{"l5-6x6-mb", mk(36, polyominoSets(6, shapeL5), MakerBreaker), false, "maker/13"},
	}
}

// BenchmarkPNInit compares the initial numbers of new leaves (pnInit).
// Run: go test -run XXX -bench PNInit -benchtime 1x ./engine/positional
func BenchmarkPNInit(b *testing.B) {
	games := benchGames()
	for _, c := range games[2:] {
		for _, init := range []int{0, 1, 2} {
			b.Run(fmt.Sprintf("%s/init%d", c.name, init), func(b *testing.B) {
				defer func(old int) { pnInit = old }(pnInit)
				pnInit = init
				var r Result
				for b.Loop() {
					var err error
					r, err = Solve(c.g, Options{Search: SearchPN, Workers: 1, Deadline: time.Now().Add(60 * time.Second)})
					if err != nil {
						b.Skipf("%v", err)
					}
				}
				if got := fmt.Sprintf("%s/%d", r.Outcome, r.Plies); got != c.result {
					b.Fatalf("got %s, want %s", got, c.result)
				}
				b.ReportMetric(float64(r.Nodes), "nodes")
			})
		}
	}
}

// benchGame is a normalized game of the benchmarks, its first role moving first.
func benchGame(cells int, sets [][]int, rule Rule) *Game {
	g := &Game{Cells: cells, Sets: sets, Rule: rule, First: rule.Roles()[0]}
	if err := g.Normalize(); err != nil {
		panic(err)
	}
	return g
}

// benchCase is one game of the benchmarks: its name, the game, whether
// Plain also runs in reasonable time, and "outcome/plies" when known ("":
// the searches must agree with each other).
type benchCase struct {
	name   string
	g      *Game
	plain  bool
	result string
}

// BenchmarkEnvelope solves Maker–Breaker and strong games with and
// without the null-move envelope (Options.Envelope) in the same run, one
// worker, the depth-first search: the measurement that keeps it off by
// default (envelope.go).
// Run: go test -run XXX -bench Envelope -benchtime 1x ./engine/positional
func BenchmarkEnvelope(b *testing.B) {
	for _, c := range []benchCase{
		{"i4-5x5", benchGame(25, straightLines(5, 4), MakerBreaker), false, "breaker/-1"},
		{"i4-6x6", benchGame(36, straightLines(6, 4), MakerBreaker), false, "maker/11"},
		{"5x5-four", benchGame(25, lines(5, 5, 4), MakerBreaker), false, "maker/9"},
		{"strong-i4-6x6", benchGame(36, straightLines(6, 4), Strong), false, "draw/-1"},
		{"strong-i4-7x7", benchGame(49, straightLines(7, 4), Strong), false, "first/13"},
		{"strong-5x5-four", benchGame(25, lines(5, 5, 4), Strong), false, "draw/-1"},
	} {
		for _, env := range []bool{false, true} {
			b.Run(fmt.Sprintf("%s/envelope=%v", c.name, env), func(b *testing.B) {
				var r Result
				for b.Loop() {
					var err error
					if r, err = Solve(c.g, Options{Workers: 1, Envelope: env, Search: SearchDFS}); err != nil {
						b.Fatal(err)
					}
				}
				if got := fmt.Sprintf("%s/%d", r.Outcome, r.Plies); got != c.result {
					b.Fatalf("got %s, want %s", got, c.result)
				}
				b.ReportMetric(float64(r.Nodes), "nodes")
			})
		}
	}
}

// BenchmarkPairing solves the strong I-tetromino and L-pentomino games on
// 6 × 6 (draws: the first player cannot win) with the pairing leaves in
// their three forms, one worker, in the same run: the strict form only
// (each set its own pair, pairSteps = 0) and pairs shared between sets,
// tried at nodes with at most 40 or at most pairingSets live sets. The
// measurement behind pairSteps and pairingSets (doc.go).
// Run: go test -run XXX -bench Pairing -benchtime 1x ./engine/positional
func BenchmarkPairing(b *testing.B) {
	defer func(st, se int) { pairSteps, pairingSets = st, se }(pairSteps, pairingSets)
	steps, sets := pairSteps, pairingSets
	for _, c := range []benchCase{
		{"strong-i4-6x6", benchGame(36, polyominoSets(6, shapeI4), Strong), false, "draw/-1"},
		{"strong-l5-6x6", benchGame(36, polyominoSets(6, shapeL5), Strong), false, "draw/-1"},
	} {
		for _, v := range []struct {
			name        string
			steps, sets int
		}{{"shared", steps, sets}, {"shared-40-sets", steps, 40}, {"strict", 0, sets}} {
			if v.name == "strict" && c.name == "strong-l5-6x6" {
				continue // 150 s without an answer
			}
			b.Run(c.name+"/"+v.name, func(b *testing.B) {
				pairSteps, pairingSets = v.steps, v.sets
				var r Result
				for b.Loop() {
					var err error
					if r, err = Solve(c.g, Options{Workers: 1, MemoryMB: 2048}); err != nil {
						b.Fatal(err)
					}
				}
				if got := fmt.Sprintf("%s/%d", r.Outcome, r.Plies); got != c.result {
					b.Fatalf("got %s, want %s", got, c.result)
				}
				b.ReportMetric(float64(r.Nodes), "nodes")
			})
		}
	}
}

// BenchmarkThreats solves games with the threat-sequence prover and
// without it (Options.NoThreats) in one run, one worker: the ratio of the
// two is what the prover buys.
// Run: go test -run XXX -bench Threats -benchtime 1x ./engine/positional
func BenchmarkThreats(b *testing.B) {
	for _, c := range []benchCase{
		{"strong-i4-7x7", benchGame(49, polyominoSets(7, shapeI4), Strong), false, "first/13"},
		{"strong-l5-6x6", benchGame(36, polyominoSets(6, shapeL5), Strong), false, "draw/-1"},
		{"6x6-four", benchGame(36, lines(6, 6, 4), Strong), false, "first/11"},
		{"transversal5", benchGame(25, transversalSets(5), Strong), false, "first/13"},
	} {
		for _, off := range []bool{false, true} {
			name := c.name + "/threats"
			if off {
				name = c.name + "/no-threats"
			}
			b.Run(name, func(b *testing.B) {
				var r Result
				for b.Loop() {
					var err error
					if r, err = Solve(c.g, Options{Workers: 1, MemoryMB: 2048, NoThreats: off}); err != nil {
						b.Fatal(err)
					}
				}
				if got := fmt.Sprintf("%s/%d", r.Outcome, r.Plies); got != c.result {
					b.Fatalf("got %s, want %s", got, c.result)
				}
				b.ReportMetric(float64(r.Nodes), "nodes")
			})
		}
	}
}
