package graphgames

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sort"
)

// Checks are the families of the ground-truth sweep, in report order. Each
// compares a solver with an independent method on every instance of a graph:
//
//	matching                   ν and D of MaximumMatching/GallaiEdmonds vs subset DP
//	vertex-geography           Gallai–Edmonds vs search, every start; the matching strategy vs every reply
//	directed-vertex-geography  memoised search vs retrograde on explicit positions, every start
//	edge-geography             memoised search vs retrograde on explicit positions, every start
//	cops-and-robber            dismantling (fast, and the note's loop in two orders) vs retrograde; the cop strategy vs every robber
//	dag-token-sum              Grundy values vs (token, heap) search per vertex; XOR vs joint search, every multiset of 1..3 tokens
//	loopy-token                retrograde vs fixpoint vs γ; γ vs token+heap search; γ sums vs joint search, every pair
//	shannon-switching          matroid partition vs pebble game vs game search, both movers, every u–v pair; Short's strategy vs every Cut
var Checks = []string{"matching", GameVertexGeography, GameDirectedVertexGeography, GameEdgeGeography,
	GameCopsAndRobber, GameDAGTokenSum, GameLoopyToken, GameShannonSwitching}

// ExhaustiveLimit is the largest n for which a check enumerates every
// labelled graph: the number of graphs (2^(n(n−1)/2), or 2^(n(n−1)) for
// digraphs, 2^(n²) with loops) times the brute force's state space must fit
// in a long run. Above it the check runs on random graphs only.
var ExhaustiveLimit = map[string]int{
	"matching":                  7,
	GameVertexGeography:         7,
	GameDirectedVertexGeography: 5, // 2^20 digraphs on 5 vertices; 2^30 on 6
	GameEdgeGeography:           7, // trails of dense 7-vertex graphs: ~10^9 positions in all
	GameCopsAndRobber:           7,
	GameDAGTokenSum:             7, // arcs i→j, i<j: every DAG up to renumbering
	GameLoopyToken:              4, // loops allowed: 2^16 digraphs on 4 vertices, 2^25 on 5
	GameShannonSwitching:        7, // every u–v pair up to 6; at 7, u = 0, v = 1 (every pair up to relabelling)
}

// The solvers the sweep checks, as variables so that the tests can put a
// deliberately wrong solver in and see the sweep catch it.
var (
	sweepGeography = VertexGeographyFirstWins
	sweepCopWin    = CopWin
	sweepShannon   = SolveShannon
	sweepGrundy    = GrundyValues
)

// SweepUnit is one piece of the sweep: a range of labelled-graph codes, or
// of random-instance indices, for one check and one n. Units are the grain
// of sharding and checkpointing; running a unit is deterministic.
type SweepUnit struct {
	Check  string `json:"check"`
	N      int    `json:"n"`
	Random bool   `json:"random"`
	Lo     uint64 `json:"lo"`
	Hi     uint64 `json:"hi"`
	Seed   uint64 `json:"seed"`
}

// Key names the unit in checkpoints.
func (u SweepUnit) Key() string {
	mode := "all"
	if u.Random {
		mode = "random"
	}
	return fmt.Sprintf("%s/%d/%s/%d", u.Check, u.N, mode, u.Lo)
}

// Tally counts what a unit (or a sum of units) checked.
type Tally struct {
	Check string `json:"check"`
	N     int    `json:"n"`
	Mode  string `json:"mode"` // "exhaustive" or "random"
	// Graphs is the number of graphs examined, Instances the number of
	// (graph, start), (graph, pair) or (graph, tokens) questions answered.
	Graphs    uint64 `json:"graphs"`
	Instances uint64 `json:"instances"`
	Agree     uint64 `json:"agree"`
	Disagree  uint64 `json:"disagree"`
	// Yes counts positive answers: first player wins, cop-win graphs, Short
	// wins moving second, vertices in D, draws (loopy-token); Yes2 counts
	// Short wins moving first.
	Yes  uint64 `json:"yes"`
	Yes2 uint64 `json:"yes2"`
	// StrategyChecks counts strategies played against every opponent,
	// Plays the complete plays those checks went through.
	StrategyChecks uint64 `json:"strategy_checks"`
	Plays          uint64 `json:"plays"`
	// Failures counts failed instances by the part of the check that
	// failed (for example "criterion", "strategy", "order").
	Failures map[string]uint64 `json:"failures,omitempty"`
	// Counterexample is the first disagreement, as an instance line.
	Counterexample string `json:"counterexample,omitempty"`
}

// Add accumulates o into t.
func (t *Tally) Add(o Tally) {
	t.Graphs += o.Graphs
	t.Instances += o.Instances
	t.Agree += o.Agree
	t.Disagree += o.Disagree
	t.Yes += o.Yes
	t.Yes2 += o.Yes2
	t.StrategyChecks += o.StrategyChecks
	t.Plays += o.Plays
	for k, v := range o.Failures {
		if t.Failures == nil {
			t.Failures = map[string]uint64{}
		}
		t.Failures[k] += v
	}
	// The smallest counterexample, so that sums do not depend on the order
	// in which units finish or shards are merged.
	if o.Counterexample != "" && (t.Counterexample == "" || o.Counterexample < t.Counterexample) {
		t.Counterexample = o.Counterexample
	}
}

// SweepOptions selects the sweep.
type SweepOptions struct {
	Checks []string // default: all of Checks
	// MaxN: every labelled graph with n ≤ MaxN (each check capped by
	// ExhaustiveLimit); 0 for none.
	MaxN int
	// Random instances per n for n = 1..RandomMaxN (default 11).
	Random     int
	RandomMaxN int
	Seed       uint64
	// UnitSize is the number of codes (or random instances) per unit.
	UnitSize uint64
	// Limits overrides ExhaustiveLimit for some checks (up or down).
	Limits map[string]int
}

// PlanSweep lists the units of a sweep in a fixed order.
func PlanSweep(o SweepOptions) ([]SweepUnit, error) {
	checks := o.Checks
	if len(checks) == 0 {
		checks = Checks
	}
	for _, c := range checks {
		if _, ok := ExhaustiveLimit[c]; !ok {
			return nil, fmt.Errorf("unknown check %q (known: %v)", c, Checks)
		}
	}
	for c, l := range o.Limits {
		if _, ok := ExhaustiveLimit[c]; !ok {
			return nil, fmt.Errorf("unknown check %q in limits (known: %v)", c, Checks)
		}
		if l < 0 {
			return nil, fmt.Errorf("limit %s=%d: want 0 (no exhaustive part) or more", c, l)
		}
		if l > 8 {
			return nil, fmt.Errorf("limit %s=%d: exhaustive enumeration stops at 8 vertices", c, l)
		}
	}
	if o.UnitSize == 0 {
		o.UnitSize = 1 << 14
	}
	if o.RandomMaxN == 0 {
		o.RandomMaxN = 11
	}
	var units []SweepUnit
	for _, c := range checks {
		limit := ExhaustiveLimit[c]
		if l, ok := o.Limits[c]; ok {
			limit = l
		}
		top := min(o.MaxN, limit)
		for n := 1; n <= top; n++ {
			total := uint64(1) << uint(codeBits(c, n))
			for lo := uint64(0); lo < total; lo += o.UnitSize {
				units = append(units, SweepUnit{Check: c, N: n, Lo: lo, Hi: min(total, lo+o.UnitSize)})
			}
		}
		if o.Random > 0 {
			for n := 1; n <= o.RandomMaxN; n++ {
				if c == GameShannonSwitching && n < 2 {
					continue
				}
				for lo := uint64(0); lo < uint64(o.Random); lo += o.UnitSize {
					units = append(units, SweepUnit{Check: c, N: n, Random: true, Lo: lo, Hi: min(uint64(o.Random), lo+o.UnitSize), Seed: o.Seed})
				}
			}
		}
	}
	return units, nil
}

// codeBits is the number of bits of a labelled-graph code of the check.
func codeBits(check string, n int) int {
	switch check {
	case GameDirectedVertexGeography:
		return n * (n - 1)
	case GameLoopyToken:
		return n * n
	default:
		return n * (n - 1) / 2
	}
}

// loopyDigraph decodes a digraph with loops: bit k is the arc (k/n, k%n).
func loopyDigraph(n int, code uint64) *Digraph {
	var arcs [][2]int
	for k := 0; k < n*n; k++ {
		if code>>uint(k)&1 != 0 {
			arcs = append(arcs, [2]int{k / n, k % n})
		}
	}
	return MustDigraph(n, arcs)
}

// Run checks every graph of the unit.
func (u SweepUnit) Run() Tally {
	t := Tally{Check: u.Check, N: u.N, Mode: "exhaustive"}
	if u.Random {
		t.Mode = "random"
	}
	for k := u.Lo; k < u.Hi; k++ {
		var rng *rand.Rand
		if u.Random {
			rng = rand.New(rand.NewPCG(u.Seed, hashUnit(u.Check, u.N, k)))
		}
		u.checkOne(&t, k, rng)
	}
	return t
}

func hashUnit(check string, n int, k uint64) uint64 {
	h := uint64(14695981039346656037)
	for _, c := range []byte(check) {
		h = (h ^ uint64(c)) * 1099511628211
	}
	h = (h ^ uint64(n)) * 1099511628211
	return (h ^ k) * 1099511628211
}

// instanceLine renders a counterexample so that `plylab graph solve` can
// replay it.
func instanceLine(game string, n int, edges [][2]int, extra map[string]any) string {
	m := map[string]any{"id": "counterexample", "game": game, "n": n, "edges": edges}
	if edges == nil {
		m["edges"] = [][2]int{}
	}
	for k, v := range extra {
		m[k] = v
	}
	b, _ := json.Marshal(m)
	return string(b)
}

// verdict records one instance; failed names the parts of the check that
// failed (none: the instance agrees).
func (t *Tally) verdict(failed []string, line func() string) {
	t.Instances++
	if len(failed) == 0 {
		t.Agree++
		return
	}
	t.Disagree++
	if t.Failures == nil {
		t.Failures = map[string]uint64{}
	}
	for _, f := range failed {
		t.Failures[f]++
	}
	if t.Counterexample == "" {
		t.Counterexample = line()
	}
}

// fails collects the names of failed parts of a check.
type fails []string

func (f *fails) check(ok bool, name string) bool {
	if !ok {
		*f = append(*f, name)
	}
	return ok
}

func (u SweepUnit) checkOne(t *Tally, k uint64, rng *rand.Rand) {
	n := u.N
	t.Graphs++
	switch u.Check {
	case "matching":
		g := u.graph(k, rng)
		m := MaximumMatching(g)
		dec := GallaiEdmonds(g)
		want := DBrute(g)
		var f fails
		f.check(m.Valid(g) && m.Size == MatchingNumberBrute(g) && dec.Matching.Size == m.Size, "size")
		okD := true
		for v := 0; v < n; v++ {
			okD = okD && dec.InD(v) == want[v]
			if want[v] {
				t.Yes++
			}
		}
		f.check(okD, "gallai-edmonds")
		t.verdict(f, func() string { return instanceLine(GameVertexGeography, n, g.Edges(), map[string]any{"start": 0}) })
	case GameVertexGeography:
		g := u.graph(k, rng)
		got := sweepGeography(g)
		want, err := VertexGeographyBruteAll(g)
		if err != nil {
			panic(err)
		}
		for s := 0; s < n; s++ {
			var f fails
			f.check(got[s] == want[s], "criterion")
			if u.Random {
				r, err := DirectedVertexGeographyRetro(Symmetric(g), s)
				f.check(err == nil && r == want[s], "retrograde")
			}
			plays, err := VerifyGeographyStrategy(g, s)
			f.check(err == nil, "strategy")
			t.StrategyChecks++
			t.Plays += uint64(plays)
			if want[s] {
				t.Yes++
			}
			t.verdict(f, func() string { return instanceLine(u.Check, n, g.Edges(), map[string]any{"start": s}) })
		}
	case GameDirectedVertexGeography:
		var d *Digraph
		if u.Random {
			d = RandomDigraph(rng, n, 0.1+0.5*rng.Float64())
		} else {
			d = LabelledDigraph(n, k)
		}
		want, err := DirectedVertexGeographyBruteAll(d)
		if err != nil {
			panic(err)
		}
		for s := 0; s < n; s++ {
			r, err := DirectedVertexGeographyRetro(d, s)
			if want[s] {
				t.Yes++
			}
			var f fails
			f.check(err == nil && r == want[s], "retrograde")
			t.verdict(f, func() string { return instanceLine(u.Check, n, d.Arcs(), map[string]any{"start": s}) })
		}
	case GameEdgeGeography:
		var g *Graph
		if u.Random {
			g = RandomMultigraph(rng, n, rng.IntN(min(3*n, 18)+1))
		} else {
			g = LabelledGraph(n, k)
		}
		a, err1 := EdgeGeographyBruteAll(g)
		b, err2 := EdgeGeographyRetroAll(g)
		for s := 0; s < n; s++ {
			var f fails
			if !f.check(err1 == nil && err2 == nil, "search") {
				t.verdict(f, func() string { return instanceLine(u.Check, n, g.Edges(), map[string]any{"start": s}) })
				continue
			}
			if a[s] {
				t.Yes++
			}
			f.check(a[s] == b[s], "retrograde")
			t.verdict(f, func() string { return instanceLine(u.Check, n, g.Edges(), map[string]any{"start": s}) })
		}
	case GameCopsAndRobber:
		var g *Graph
		switch {
		case !u.Random:
			g = LabelledGraph(n, k)
		case k%3 == 0:
			g = RandomGraph(rng, n, 0.2+0.7*rng.Float64())
		case k%3 == 1:
			g = RandomConnectedGraph(rng, n, 0.1+0.5*rng.Float64()) // the note's check
		default:
			g = RandomDismantlable(rng, n, rng.Float64())
		}
		want := CopWinBrute(g)
		var f fails
		f.check(sweepCopWin(g) == want, "criterion")
		f.check(DismantleNaive(g, false) == want, "naive-loop")
		f.check(DismantleNaive(g, true) == DismantleNaive(g, false), "order")
		if want {
			moves, err := VerifyCopStrategy(g)
			f.check(err == nil && moves <= 2*n, "strategy")
			t.StrategyChecks++
			t.Plays += uint64(moves)
			t.Yes++
		}
		t.verdict(f, func() string { return instanceLine(u.Check, n, g.Edges(), nil) })
	case GameDAGTokenSum:
		var d *Digraph
		if u.Random {
			d = RandomDAG(rng, n, rng.Float64())
		} else {
			d = LabelledDAG(n, k)
		}
		u.checkTokens(t, d)
	case GameLoopyToken:
		var d *Digraph
		if u.Random {
			d = RandomDigraph(rng, n, 0.05+0.4*rng.Float64())
		} else {
			d = loopyDigraph(n, k)
		}
		u.checkLoopy(t, d)
	case GameShannonSwitching:
		u.checkShannon(t, k, rng)
	default:
		panic("graphgames: unknown check " + u.Check)
	}
}

func (u SweepUnit) graph(k uint64, rng *rand.Rand) *Graph {
	if u.Random {
		return RandomGraph(rng, u.N, 0.05+0.7*rng.Float64())
	}
	return LabelledGraph(u.N, k)
}

func (u SweepUnit) checkTokens(t *Tally, d *Digraph) {
	n := d.N()
	gr, err := sweepGrundy(d)
	if err != nil {
		panic(err)
	}
	// The per-vertex answer itself, against the values found by search of
	// (token, Nim heap) sums without the mex rule: a wrong value that keeps
	// every XOR relation of 1–3 tokens (say bits 1 and 2 swapped in every
	// value) would pass the sums below. Checked on the one-token instance
	// of each vertex.
	brute, err := grundyBrute(d)
	if err != nil {
		panic(err)
	}
	maxK := 3
	if u.Random && n > 8 {
		maxK = 2
	}
	for k := 1; k <= maxK; k++ {
		b, err := newTokenBrute(d, k)
		if err != nil {
			panic(err)
		}
		tok := make([]int, k)
		var rec func(i, from int)
		rec = func(i, from int) {
			if i == k {
				w := b.win(append([]int(nil), tok...))
				if w {
					t.Yes++
				}
				var f fails
				f.check(TokenSumFirstWins(gr, tok) == w, "sprague-grundy")
				if k == 1 {
					f.check(gr[tok[0]] == brute[tok[0]], "grundy-values")
				}
				t.verdict(f, func() string {
					return instanceLine(GameDAGTokenSum, n, d.Arcs(), map[string]any{"tokens": append([]int(nil), tok...)})
				})
				return
			}
			for v := from; v < n; v++ {
				tok[i] = v
				rec(i+1, v)
			}
		}
		rec(0, 0)
	}
}

func (u SweepUnit) checkLoopy(t *Tally, d *Digraph) {
	n := d.N()
	a, b := LoopyOutcomes(d), LoopyOutcomesNaive(d)
	gsg := GeneralizedGrundy(d)
	maxDeg := 0
	for v := 0; v < n; v++ {
		maxDeg = max(maxDeg, len(d.Out(v)))
	}
	for v := 0; v < n; v++ {
		var f fails
		f.check(a[v] == b[v], "fixpoint")
		f.check(a[v] == gsg[v].Outcome(), "gsg-outcome")
		ok := true
		for m := 0; ok && m <= maxDeg+1; m++ {
			ok = LoopyHeapBrute(d, v, m) == LoopySum([]GSG{gsg[v], {Value: m}}, []int{0, 1})
		}
		f.check(ok, "gsg-heap")
		if a[v] == Draw {
			t.Yes++
		}
		t.verdict(f, func() string { return instanceLine(GameLoopyToken, n, d.Arcs(), nil) })
		for w := v; w < n; w++ {
			o, err := LoopySumBrute(d, []int{v, w})
			var f fails
			f.check(err == nil && o == LoopySum(gsg, []int{v, w}), "gsg-sum")
			t.verdict(f, func() string {
				return instanceLine(GameLoopyToken, n, d.Arcs(), map[string]any{"tokens": []int{v, w}})
			})
		}
	}
}

func (u SweepUnit) checkShannon(t *Tally, k uint64, rng *rand.Rand) {
	n := u.N
	var g *Graph
	var pairs [][2]int
	if n < 2 {
		t.Graphs--
		return
	}
	if u.Random {
		g = RandomMultigraph(rng, n, rng.IntN(min(2*n+4, 16)+1))
		a := rng.IntN(n)
		b := (a + 1 + rng.IntN(n-1)) % n
		pairs = [][2]int{{a, b}}
	} else {
		g = LabelledGraph(n, k)
		// Every (graph, u, v) is a relabelling of some (graph', 0, 1); for
		// n ≤ 6 all pairs are checked anyway.
		if n <= 6 {
			for v := 1; v < n; v++ {
				for w := 0; w < v; w++ {
					pairs = append(pairs, [2]int{w, v})
				}
			}
		} else {
			pairs = [][2]int{{0, 1}}
		}
	}
	for _, p := range pairs {
		r, err := sweepShannon(g, p[0], p[1])
		if err != nil {
			panic(err)
		}
		s2, s1, err := ShannonBrute(g, p[0], p[1], true)
		var f fails
		if !f.check(err == nil, "search") {
			s2, s1 = !r.ShortWinsSecond, !r.ShortWinsFirst
		}
		f.check(r.ShortWinsSecond == s2, "lehman-second")
		f.check(r.ShortWinsFirst == s1, "lehman-first")
		p2, p1, rank, err := ShannonPebble(g, p[0], p[1])
		f.check(err == nil && p2 == s2 && p1 == s1 && rank == r.Rank, "pebble")
		if g.M() <= 8 {
			for _, first := range []bool{false, true} {
				if (first && r.ShortWinsFirst) || (!first && r.ShortWinsSecond) {
					plays, err := VerifyShortStrategy(g, p[0], p[1], first)
					f.check(err == nil, "strategy")
					t.StrategyChecks++
					t.Plays += uint64(plays)
				}
			}
		}
		if s2 {
			t.Yes++
		}
		if s1 {
			t.Yes2++
		}
		t.verdict(f, func() string {
			return instanceLine(GameShannonSwitching, n, g.Edges(), map[string]any{"u": p[0], "v": p[1]})
		})
	}
}

// SummarizeTallies sums tallies by (check, mode, n), in Checks order, then
// exhaustive before random, then n.
func SummarizeTallies(ts []Tally) []Tally {
	type key struct {
		c, mode string
		n       int
	}
	sum := map[key]*Tally{}
	for _, t := range ts {
		k := key{t.Check, t.Mode, t.N}
		if sum[k] == nil {
			sum[k] = &Tally{Check: t.Check, Mode: t.Mode, N: t.N}
		}
		sum[k].Add(t)
	}
	order := map[string]int{}
	for i, c := range Checks {
		order[c] = i
	}
	var out []Tally
	for _, t := range sum {
		out = append(out, *t)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Check != b.Check {
			return order[a.Check] < order[b.Check]
		}
		if a.Mode != b.Mode {
			return a.Mode == "exhaustive"
		}
		return a.N < b.N
	})
	return out
}
