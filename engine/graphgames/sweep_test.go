package graphgames

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"
)

// The sweep that `plylab graph check` runs, on the sizes that fit in a
// unit test: every labelled graph up to 5 vertices (directed: 4, loopy
// with loops: 3) and random graphs up to 8.
func TestSweepSmall(t *testing.T) {
	units, err := PlanSweep(SweepOptions{MaxN: 5, Random: 8, RandomMaxN: 8, Seed: 1, UnitSize: 512})
	if err != nil {
		t.Fatal(err)
	}
	var all []Tally
	for _, u := range units {
		if !u.Random && (u.Check == GameLoopyToken && u.N > 3 || u.Check == GameDirectedVertexGeography && u.N > 4) {
			continue // 2^16 and 2^20 digraphs: left to plylab graph check
		}
		all = append(all, u.Run())
	}
	sum := SummarizeTallies(all)
	seen := map[string]bool{}
	for _, s := range sum {
		seen[s.Check] = true
		if s.Disagree != 0 {
			t.Errorf("%s n=%d %s: %d disagreements, e.g. %s", s.Check, s.N, s.Mode, s.Disagree, s.Counterexample)
		}
		if s.Agree != s.Instances || s.Instances == 0 && s.Graphs > 0 && s.Check != GameShannonSwitching {
			t.Errorf("%s n=%d %s: %d of %d instances agree", s.Check, s.N, s.Mode, s.Agree, s.Instances)
		}
	}
	for _, c := range Checks {
		if !seen[c] {
			t.Errorf("check %s did not run", c)
		}
	}
	// Exhaustive counts are the number of labelled graphs.
	for _, s := range sum {
		if s.Mode == "exhaustive" && s.Check == "matching" && s.Graphs != 1<<uint(s.N*(s.N-1)/2) {
			t.Errorf("matching n=%d: %d graphs, want %d", s.N, s.Graphs, 1<<uint(s.N*(s.N-1)/2))
		}
	}
}

// Known labelled counts: the number of labelled graphs on n vertices with
// a perfect matching... and simpler, hand-countable ones.
func TestSweepCountsByHand(t *testing.T) {
	// n = 3: of the 8 labelled graphs, the cop-win ones are the 4
	// connected ones (path ×3, triangle) — every connected graph on 3
	// vertices has a dominating vertex.
	tl := SweepUnit{Check: GameCopsAndRobber, N: 3, Lo: 0, Hi: 8}.Run()
	if tl.Yes != 4 {
		t.Errorf("cop-win labelled graphs on 3 vertices: %d, want 4", tl.Yes)
	}
	// n = 4: 38 connected labelled graphs, of which only the 3 labelled
	// 4-cycles are not cop-win.
	tl = SweepUnit{Check: GameCopsAndRobber, N: 4, Lo: 0, Hi: 64}.Run()
	if tl.Yes != 35 {
		t.Errorf("cop-win labelled graphs on 4 vertices: %d, want 35", tl.Yes)
	}
	// Vertex geography, n = 2: empty graph (first loses from both starts),
	// one edge (first wins from both): 2 wins out of 4 (graph, start) pairs.
	tl = SweepUnit{Check: GameVertexGeography, N: 2, Lo: 0, Hi: 2}.Run()
	if tl.Yes != 2 || tl.Instances != 4 {
		t.Errorf("geography n=2: %d wins of %d, want 2 of 4", tl.Yes, tl.Instances)
	}
}

func TestCounterexampleLineParses(t *testing.T) {
	line := instanceLine(GameShannonSwitching, 3, [][2]int{{0, 1}}, map[string]any{"u": 0, "v": 2})
	in, err := ParseInstance([]byte(line))
	if err != nil {
		t.Fatal(err)
	}
	if in.Game != GameShannonSwitching || in.U != 0 || in.V != 2 {
		t.Errorf("parsed %+v", in)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(line), &m); err != nil || m["id"] != "counterexample" {
		t.Errorf("line %s", line)
	}
}

func TestPlanSharding(t *testing.T) {
	units, _ := PlanSweep(SweepOptions{MaxN: 7, Checks: []string{"matching"}})
	n7 := 0
	for _, u := range units {
		if u.N == 7 {
			n7++
		}
	}
	if n7 != 128 {
		t.Errorf("n = 7 matching units: %d, want 2^21 / 2^14 = 128", n7)
	}
	if _, err := PlanSweep(SweepOptions{Checks: []string{"nope"}}); err == nil {
		t.Error("unknown check accepted")
	}
}

// The sweep must catch wrong solvers, and its counterexample must be an
// instance on which the wrong solver really is wrong.
func TestSweepCatchesMutants(t *testing.T) {
	defer func(g func(*Graph) []bool, c func(*Graph) bool, s func(*Graph, int, int) (*Shannon, error)) {
		sweepGeography, sweepCopWin, sweepShannon = g, c, s
	}(sweepGeography, sweepCopWin, sweepShannon)

	// Geography by "s is matched by the greedy-blossom matching" instead
	// of "s ∉ D": wrong whenever the matching happens to cover a D vertex.
	sweepGeography = func(g *Graph) []bool {
		m := MaximumMatching(g)
		w := make([]bool, g.N())
		for v := range w {
			w[v] = m.Covers(v)
		}
		return w
	}
	// Cop-win by connectivity.
	sweepCopWin = func(g *Graph) bool {
		uf := newDSU(g.N())
		c := g.N()
		for _, e := range g.edges {
			if uf.union(e[0], e[1]) {
				c--
			}
		}
		return c == 1
	}
	// Shannon by counting edges (|E| ≥ 2(|V| − 1)) instead of Lehman.
	sweepShannon = func(g *Graph, u, v int) (*Shannon, error) {
		r, err := SolveShannon(g, u, v)
		if err != nil {
			return nil, err
		}
		r.ShortWinsSecond = g.M() >= 2*(g.N()-1)
		return r, nil
	}
	for _, c := range []struct {
		check string
		n     int
		part  string
	}{{GameVertexGeography, 4, "criterion"}, {GameCopsAndRobber, 4, "criterion"}, {GameShannonSwitching, 5, "lehman-second"}} {
		tl := SweepUnit{Check: c.check, N: c.n, Lo: 0, Hi: 1 << uint(c.n*(c.n-1)/2)}.Run()
		if tl.Disagree == 0 || tl.Failures[c.part] == 0 {
			t.Errorf("%s: the wrong solver went unnoticed: %+v", c.check, tl)
			continue
		}
		in, err := ParseInstance([]byte(tl.Counterexample))
		if err != nil {
			t.Fatalf("%s: counterexample %q: %v", c.check, tl.Counterexample, err)
		}
		g := MustGraph(in.N, in.Edges)
		switch c.check {
		case GameVertexGeography:
			w, _ := VertexGeographyBrute(g, in.Start)
			if sweepGeography(g)[in.Start] == w {
				t.Errorf("counterexample %s is not one", tl.Counterexample)
			}
		case GameCopsAndRobber:
			if sweepCopWin(g) == CopWinBrute(g) {
				t.Errorf("counterexample %s is not one", tl.Counterexample)
			}
		case GameShannonSwitching:
			s2, _, _ := ShannonBrute(g, in.U, in.V, false)
			r, _ := sweepShannon(g, in.U, in.V)
			if r.ShortWinsSecond == s2 {
				t.Errorf("counterexample %s is not one", tl.Counterexample)
			}
		}
	}
}

// A wrong Grundy function that keeps every XOR relation (bits 1 and 2 of
// each value swapped: a linear bijection of GF(2)^k) gives the right
// winner of every token sum, so only the per-vertex comparison with the
// search can catch it; it must, and the counterexample must be real.
func TestSweepCatchesXORPreservingGrundy(t *testing.T) {
	defer func(g func(*Digraph) ([]int, error)) { sweepGrundy = g }(sweepGrundy)
	swap := func(x int) int { return x&^6 | (x>>1&1)<<2 | (x>>2&1)<<1 }
	sweepGrundy = func(d *Digraph) ([]int, error) {
		g, err := GrundyValues(d)
		for i := range g {
			g[i] = swap(g[i])
		}
		return g, err
	}
	const n = 5 // the transitive tournament on 5 vertices has values 0..4
	tl := SweepUnit{Check: GameDAGTokenSum, N: n, Lo: 0, Hi: 1 << (n * (n - 1) / 2)}.Run()
	if tl.Failures["sprague-grundy"] != 0 {
		t.Errorf("a bit permutation changed a sum's winner: %+v", tl.Failures)
	}
	if tl.Disagree == 0 || tl.Failures["grundy-values"] == 0 {
		t.Fatalf("the swapped Grundy values went unnoticed: %+v", tl)
	}
	in, err := ParseInstance([]byte(tl.Counterexample))
	if err != nil {
		t.Fatalf("counterexample %q: %v", tl.Counterexample, err)
	}
	d := MustDigraph(in.N, in.Edges)
	wrong, _ := sweepGrundy(d)
	a, err := in.SolveBrute()
	if err != nil {
		t.Fatal(err)
	}
	if len(in.Tokens) != 1 || wrong[in.Tokens[0]] == a.Grundy[in.Tokens[0]] {
		t.Errorf("counterexample %s is not one: wrong %v, search %v", tl.Counterexample, wrong, a.Grundy)
	}
	// The right function passes the same unit.
	sweepGrundy = GrundyValues
	if tl := (SweepUnit{Check: GameDAGTokenSum, N: n, Lo: 0, Hi: 1 << (n * (n - 1) / 2)}.Run()); tl.Disagree != 0 {
		t.Errorf("GrundyValues disagrees: %+v", tl)
	}
}

// grundyBrute (search of token + heap sums) equals the mex rule on every
// labelled DAG up to 5 vertices and on a dense random DAG.
func TestGrundyBruteMatchesMex(t *testing.T) {
	for n := 1; n <= 5; n++ {
		for code := uint64(0); code < 1<<uint(n*(n-1)/2); code++ {
			d := LabelledDAG(n, code)
			want, _ := GrundyValues(d)
			got, err := grundyBrute(d)
			if err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("n=%d code %d: search %v (%v), mex %v", n, code, got, err, want)
			}
		}
	}
	d := RandomDAG(rand.New(rand.NewPCG(5, 5)), 40, 0.5)
	want, _ := GrundyValues(d)
	if got, err := grundyBrute(d); err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("random DAG: search %v (%v), mex %v", got, err, want)
	}
}

// RunSweep on two workers gives each unit the tally of running it alone,
// in unit order, leaves skipped units zero, and reports each run unit once.
func TestRunSweepMatchesSequential(t *testing.T) {
	units, err := PlanSweep(SweepOptions{Checks: []string{GameVertexGeography, GameCopsAndRobber, GameShannonSwitching}, MaxN: 4, Random: 2, RandomMaxN: 5, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if len(units) < 4 {
		t.Fatalf("%d units", len(units))
	}
	skip := func(i int) bool { return i%3 == 1 }
	seen := map[int]int{}
	got := RunSweep(units, 2, skip, func(i int, _ Tally) { seen[i]++ })
	if len(got) != len(units) {
		t.Fatalf("%d tallies for %d units", len(got), len(units))
	}
	for i, u := range units {
		if skip(i) {
			if got[i].Instances != 0 || seen[i] != 0 {
				t.Errorf("skipped unit %d ran: %+v", i, got[i])
			}
			continue
		}
		want := u.Run()
		if seen[i] != 1 || got[i].Check != want.Check || got[i].N != want.N || got[i].Instances != want.Instances ||
			got[i].Agree != want.Agree || got[i].Yes != want.Yes || got[i].Graphs != want.Graphs {
			t.Errorf("unit %d (%s n=%d): reported %d times, %+v, alone %+v", i, u.Check, u.N, seen[i], got[i], want)
		}
	}
}
