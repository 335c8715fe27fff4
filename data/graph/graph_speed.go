package graph

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/engine/graphgames"
	"plylab/engine/inputerr"
)

// timeIt runs f repeats times and returns the fastest wall-clock time in
// seconds (the least disturbed by the other jobs of a shared machine).
func timeIt(repeats int, f func()) float64 {
	best := math.Inf(1)
	for i := 0; i < max(1, repeats); i++ {
		t0 := time.Now()
		f()
		best = min(best, time.Since(t0).Seconds())
	}
	return best
}

// SpeedInstance is one benchmark instance of the speed
// targets, built deterministically from a seed.
type SpeedInstance struct {
	Game        string
	Description string
	N, M        int
	Seconds     float64
	Answer      string
}

// SpeedTargets times the three targets of the issue — geography on
// 10⁴ vertices and 10⁵ edges, cop-win on 2,000 vertices (a dismantlable
// graph and a random one), Shannon switching on 1,000 vertices and 5,000
// edges — each the fastest of repeats runs.
func SpeedTargets(repeats int) []SpeedInstance {
	var out []SpeedInstance
	rng := rand.New(rand.NewPCG(2026, 1))
	g := graphgames.RandomSparseGraph(rng, 10000, 100000)
	var wins []bool
	sec := timeIt(repeats, func() { wins = graphgames.VertexGeographyFirstWins(g) })
	out = append(out, SpeedInstance{graphgames.GameVertexGeography, "uniform random graph, every start",
		g.N(), g.M(), sec, fmt.Sprintf("first player wins from %d of %d starts", count(wins), g.N())})
	g = graphgames.RandomSparseGraph(rng, 10000, 15000)
	sec = timeIt(repeats, func() { wins = graphgames.VertexGeographyFirstWins(g) })
	out = append(out, SpeedInstance{graphgames.GameVertexGeography, "sparse random graph (large D), every start",
		g.N(), g.M(), sec, fmt.Sprintf("first player wins from %d of %d starts", count(wins), g.N())})
	for _, c := range []struct {
		desc string
		g    *graphgames.Graph
	}{
		{"random dismantlable graph (p = 0.5)", graphgames.RandomDismantlable(rng, 2000, 0.5)},
		{"random dismantlable graph (p = 0.8)", graphgames.RandomDismantlable(rng, 2000, 0.8)},
		{"G(2000, 1/2)", graphgames.RandomGraph(rng, 2000, 0.5)},
	} {
		var win bool
		sec = timeIt(repeats, func() { win = graphgames.CopWin(c.g) })
		out = append(out, SpeedInstance{graphgames.GameCopsAndRobber, c.desc, c.g.N(), c.g.M(), sec, fmt.Sprintf("cop wins: %v", win)})
	}
	for _, m := range []int{5000, 2000} {
		h := graphgames.RandomMultigraph(rng, 1000, m)
		var r *graphgames.Shannon
		sec = timeIt(repeats, func() { r, _ = graphgames.SolveShannon(h, 0, 1) })
		out = append(out, SpeedInstance{graphgames.GameShannonSwitching, "random multigraph, u = 0, v = 1", h.N(), h.M(), sec,
			fmt.Sprintf("Short wins moving second: %v, moving first: %v", r.ShortWinsSecond, r.ShortWinsFirst)})
	}
	return out
}

func count(b []bool) int {
	c := 0
	for _, x := range b {
		if x {
			c++
		}
	}
	return c
}

// SpeedFrame has one row per speed-target instance: game,
// description, n, m, seconds, answer.
func SpeedFrame(rs []SpeedInstance) dataframe.DataFrame {
	var game, desc, ans []string
	var n, m []int
	var sec []float64
	for _, r := range rs {
		game, desc, ans = append(game, r.Game), append(desc, r.Description), append(ans, r.Answer)
		n, m, sec = append(n, r.N), append(m, r.M), append(sec, r.Seconds)
	}
	return dataframe.New(series.New(game, series.String, "game"), series.New(desc, series.String, "instance"),
		series.New(n, series.Int, "n"), series.New(m, series.Int, "m"), series.New(sec, series.Float, "seconds"),
		series.New(ans, series.String, "answer"))
}

// GamesFrame is the note's table of games with our solver, a
// benchmark instance, our answer on it and the time taken (fastest of
// repeats runs): game, rule, note_answer, note_complexity, solver,
// instance, n, m, answer, seconds. Every row is a game solved here; the
// note's strategy-stealing row (Hex, Chomp) has no solver in graphgames and
// is left out (Hex is the hex family's).
func GamesFrame(repeats int) dataframe.DataFrame {
	rng := rand.New(rand.NewPCG(2026, 2))
	type row struct {
		game, rule, noteAnswer, noteCx, solver, instance string
		n, m                                             int
		answer                                           string
		sec                                              float64
	}
	var rows []row

	g := graphgames.RandomSparseGraph(rng, 10000, 100000)
	var wins []bool
	sec := timeIt(repeats, func() { wins = graphgames.VertexGeographyFirstWins(g) })
	rows = append(rows, row{"undirected vertex geography", "token starts on s (visited); move to an unvisited neighbour; who cannot move loses",
		"first player wins iff every maximum matching covers s (s ∉ D)", "O(V³)", "blossom + Gallai–Edmonds (all starts at once)",
		"uniform random graph", g.N(), g.M(), fmt.Sprintf("first player wins from %d of %d starts", count(wins), g.N()), sec})

	eg := graphgames.RandomMultigraph(rng, 8, 16)
	var ew bool
	sec = timeIt(repeats, func() { ew, _ = graphgames.EdgeGeographyBrute(eg, 0) })
	rows = append(rows, row{"undirected edge geography", "the same, but edges may not be reused",
		"PSPACE-complete (Fraenkel, Scheinerman and Ullman, 1993)", "PSPACE-complete", "exhaustive search (used edges, token)",
		"random multigraph, start 0", eg.N(), eg.M(), fmt.Sprintf("first player wins: %v", ew), sec})

	dg := graphgames.RandomDigraph(rng, 16, 0.25)
	var dw bool
	sec = timeIt(repeats, func() { dw, _ = graphgames.DirectedVertexGeographyBrute(dg, 0) })
	rows = append(rows, row{"directed vertex geography", "vertex geography on a digraph",
		"PSPACE-complete (Schaefer 1978; Lichtenstein and Sipser 1980 for planar)", "PSPACE-complete", "exhaustive search (visited set, token)",
		"random digraph, start 0", dg.N(), dg.M(), fmt.Sprintf("first player wins: %v", dw), sec})

	dag := graphgames.RandomSparseDAG(rng, 200000, 1000000)
	var gr []int
	sec = timeIt(repeats, func() { gr, _ = graphgames.GrundyValues(dag) })
	tokens := []int{0, 1, 2}
	maxG := 0
	for _, x := range gr {
		maxG = max(maxG, x)
	}
	rows = append(rows, row{"tokens on a DAG (sum of several)", "move one token along an arc",
		"XOR of the Grundy values of the token positions", "O(V+E): Sprague–Grundy", "Grundy values sinks first, mex by stamps",
		"random DAG, tokens on 0, 1, 2", dag.N(), dag.M(), fmt.Sprintf("XOR %d (first player wins: %v); largest Grundy value %d",
			gr[0]^gr[1]^gr[2], graphgames.TokenSumFirstWins(gr, tokens), maxG), sec})

	ld := graphgames.RandomSparseDigraph(rng, 200000, 400000)
	var lo []graphgames.Outcome
	sec = timeIt(repeats, func() { lo = graphgames.LoopyOutcomes(ld) })
	var w, l, dr int
	for _, o := range lo {
		switch o {
		case graphgames.Win:
			w++
		case graphgames.Loss:
			l++
		default:
			dr++
		}
	}
	rows = append(rows, row{"tokens on a graph with cycles", "move the token along an arc; endless play is a draw",
		"generalised Sprague–Grundy / retrograde", "Loopy Games", "retrograde analysis (and γ by Fraenkel–Yesha labelling)",
		"random digraph", ld.N(), ld.M(), fmt.Sprintf("%d wins, %d losses, %d draws", w, l, dr), sec})

	cg := graphgames.RandomDismantlable(rng, 2000, 0.5)
	var cw bool
	sec = timeIt(repeats, func() { cw = graphgames.CopWin(cg) })
	rows = append(rows, row{"cops and robber", "one cop, both may stay; the cop wins by landing on the robber",
		"the cop wins iff the graph is dismantlable (Nowakowski–Winkler, Quilliot, 1983)", "O(V³)", "greedy corner deletion with bitsets and counts",
		"random dismantlable graph", cg.N(), cg.M(), fmt.Sprintf("cop wins: %v", cw), sec})

	sg := graphgames.RandomMultigraph(rng, 1000, 5000)
	var sr *graphgames.Shannon
	sec = timeIt(repeats, func() { sr, _ = graphgames.SolveShannon(sg, 0, 1) })
	rows = append(rows, row{"Shannon switching game", "Short claims edges to connect u, v; Cut deletes edges",
		"Short, moving second, wins iff some subgraph containing u, v has two edge-disjoint spanning trees (Lehman, 1964)",
		"matroid union", "matroid partition (two graphic matroids), Short's strategy from the trees",
		"random multigraph, u = 0, v = 1", sg.N(), sg.M(), fmt.Sprintf("Short wins moving second: %v, moving first: %v", sr.ShortWinsSecond, sr.ShortWinsFirst), sec})

	cols := map[string][]string{}
	var ns, ms []int
	var secs []float64
	for _, r := range rows {
		for k, v := range map[string]string{"game": r.game, "rule": r.rule, "note_answer": r.noteAnswer, "note_complexity": r.noteCx,
			"solver": r.solver, "instance": r.instance, "answer": r.answer} {
			cols[k] = append(cols[k], v)
		}
		ns, ms, secs = append(ns, r.n), append(ms, r.m), append(secs, r.sec)
	}
	str := func(k string) series.Series { return series.New(cols[k], series.String, k) }
	return dataframe.New(str("game"), str("rule"), str("note_answer"), str("note_complexity"), str("solver"), str("instance"),
		series.New(ns, series.Int, "n"), series.New(ms, series.Int, "m"), str("answer"), series.New(secs, series.Float, "seconds"))
}

// ScalingOptions chooses the scaling experiment: for each game, sizes
// doubling from a start up to a limit, the fastest of Repeats runs each.
type ScalingOptions struct {
	Games   []string // default: vertex-geography, cops-and-robber, shannon-switching, dag-token-sum, loopy-token
	Steps   int      // sizes per game (default 6)
	Repeats int      // default 3
	Seed    uint64
}

// Check reports a game of o.Games without a scaling series (an
// *inputerr.Error naming it), so a caller can refuse it before timing
// anything; Scaling itself skips such games.
func (o ScalingOptions) Check() error {
	have := map[string]bool{}
	for _, sp := range scalingSpecs() {
		have[sp.game] = true
	}
	for _, g := range o.Games {
		if !have[g] {
			return inputerr.At("", 0, "--games: no scaling series for %q", g)
		}
	}
	return nil
}

// scalingSpec describes one game's series: instance of size k (doubling
// index), the solver, and the stated complexity as a function of (n, m).
type scalingSpec struct {
	game   string
	stated string
	n0     int
	make   func(rng *rand.Rand, n int) (int, int, func())
	cost   func(n, m float64) float64
}

func scalingSpecs() []scalingSpec {
	return []scalingSpec{
		{graphgames.GameVertexGeography, "O(V³)", 1250, func(rng *rand.Rand, n int) (int, int, func()) {
			g := graphgames.RandomSparseGraph(rng, n, 10*n)
			return g.N(), g.M(), func() { graphgames.VertexGeographyFirstWins(g) }
		}, func(n, m float64) float64 { return n * n * n }},
		{graphgames.GameCopsAndRobber, "O(V³)", 125, func(rng *rand.Rand, n int) (int, int, func()) {
			g := graphgames.RandomDismantlable(rng, n, 0.5)
			return g.N(), g.M(), func() { graphgames.CopWin(g) }
		}, func(n, m float64) float64 { return n * n * n }},
		{graphgames.GameShannonSwitching, "O(V·E)", 125, func(rng *rand.Rand, n int) (int, int, func()) {
			g := graphgames.RandomMultigraph(rng, n, 5*n)
			return g.N(), g.M(), func() { graphgames.SolveShannon(g, 0, 1) }
		}, func(n, m float64) float64 { return n * m }},
		{graphgames.GameDAGTokenSum, "O(V+E)", 12500, func(rng *rand.Rand, n int) (int, int, func()) {
			d := graphgames.RandomSparseDAG(rng, n, 5*n)
			return d.N(), d.M(), func() { graphgames.GrundyValues(d) }
		}, func(n, m float64) float64 { return n + m }},
		{graphgames.GameLoopyToken, "O(V+E)", 12500, func(rng *rand.Rand, n int) (int, int, func()) {
			d := graphgames.RandomSparseDigraph(rng, n, 2*n)
			return d.N(), d.M(), func() { graphgames.LoopyOutcomes(d) }
		}, func(n, m float64) float64 { return n + m }},
	}
}

// ScalingRow is one measurement of Scaling: the fastest of the repeats of
// Game's solver on an instance of N vertices and M edges, the complexity
// the note states (or our bound where it states none), and the reference
// time: that complexity scaled to pass through the game's smallest
// measurement.
type ScalingRow struct {
	Game      string
	N, M      int
	Seconds   float64
	Stated    string
	Reference float64
}

// Scaling times each solver on instances of doubling size, for a log–log
// plot.
func Scaling(o ScalingOptions) []ScalingRow {
	if o.Steps <= 0 {
		o.Steps = 6
	}
	if o.Repeats <= 0 {
		o.Repeats = 3
	}
	want := map[string]bool{}
	for _, g := range o.Games {
		want[g] = true
	}
	var out []ScalingRow
	for _, sp := range scalingSpecs() {
		if len(want) > 0 && !want[sp.game] {
			continue
		}
		rng := rand.New(rand.NewPCG(o.Seed, uint64(len(sp.game))))
		var base, baseCost float64
		for k := 0; k < o.Steps; k++ {
			n, m, run := sp.make(rng, sp.n0<<uint(k))
			s := timeIt(o.Repeats, run)
			c := sp.cost(float64(n), float64(m))
			if k == 0 {
				base, baseCost = s, c
			}
			out = append(out, ScalingRow{Game: sp.game, N: n, M: m, Seconds: s, Stated: sp.stated, Reference: base * c / baseCost})
		}
	}
	return out
}

// ScalingFrame tabulates Scaling. Columns: game, n, m, seconds, stated,
// reference.
func ScalingFrame(rows []ScalingRow) dataframe.DataFrame {
	var game, stated []string
	var ns, ms []int
	var sec, ref []float64
	for _, r := range rows {
		game, stated = append(game, r.Game), append(stated, r.Stated)
		ns, ms, sec, ref = append(ns, r.N), append(ms, r.M), append(sec, r.Seconds), append(ref, r.Reference)
	}
	return dataframe.New(series.New(game, series.String, "game"), series.New(ns, series.Int, "n"), series.New(ms, series.Int, "m"),
		series.New(sec, series.Float, "seconds"), series.New(stated, series.String, "stated"), series.New(ref, series.Float, "reference"))
}
