package reproduce

import (
	"fmt"
	"strconv"

	"gonum.org/v1/plot/vg"

	"plylab/data/graph"
	"plylab/data/paper"
	"plylab/data/transv"
	"plylab/engine/graphgames"
	"plylab/plots"
)

func init() { Register("graph", Graph) }

// GraphSweep runs the ground-truth sweep behind the graph claims: the fast
// default checks every labelled graph up to 5 vertices (digraphs up to 4,
// digraphs with loops up to 3, cops and robber up to 6) and 50 seeded
// random graphs per n up to 10; full is the sweep of
// `plylab graph check --exhaustive --max-n 7` with 200 random graphs per n
// up to 11.
func GraphSweep(full bool) ([]graphgames.Tally, error) {
	if full {
		return graph.Check(graph.CheckOptions{MaxN: 7, Random: 200, RandomMaxN: 11, Seed: 1})
	}
	return graph.Check(graph.CheckOptions{MaxN: 6, Random: 50, RandomMaxN: 10, Seed: 1, Caps: map[string]int{
		"matching": 5, graphgames.GameVertexGeography: 5, graphgames.GameDirectedVertexGeography: 4,
		graphgames.GameEdgeGeography: 5, graphgames.GameCopsAndRobber: 6, graphgames.GameDAGTokenSum: 5,
		graphgames.GameLoopyToken: 3, graphgames.GameShannonSwitching: 5}})
}

// Graph reproduces the graph family: one ground-truth sweep (GraphSweep)
// and one timing of the speed targets (the fastest of GraphSpeedRepeats)
// give the claims and the tables; the scaling series, the games table and
// the geography example complete the tables and figures. graph_speed and
// graph_scaling hold wall-clock times, which vary from run to run.
func Graph(o Options) (*Result, error) {
	o.logf("graph: ground-truth sweep (%s)", map[bool]string{false: "fast default", true: "--full"}[o.Full])
	ts, err := GraphSweep(o.Full)
	if err != nil {
		return nil, err
	}
	o.logf("graph: speed targets")
	speed := graph.SpeedTargets(GraphSpeedRepeats)
	res := &Result{Family: "graph", Claims: append(graphSweepClaims(ts, o.Full), graphSpeedClaims(speed)...)}
	res.AddTable("graph_check", graph.CheckFrame(ts))
	res.AddTable("graph_check_totals", graph.CheckTotalsFrame(ts))
	res.AddTable("graph_counts", graph.CountsFrame(ts))
	res.AddTable("graph_games", graph.GamesFrame(3))
	o.logf("graph: scaling series")
	scaling := graph.Scaling(graph.ScalingOptions{Steps: 6, Repeats: GraphSpeedRepeats, Seed: 1})
	res.AddTable("graph_speed", graph.SpeedFrame(speed))
	res.AddTable("graph_scaling", graph.ScalingFrame(scaling))
	fig, err := plots.GraphScalingPlot(scaling)
	if err != nil {
		return nil, err
	}
	res.AddFigure("graph_scaling", fig, plots.Width, plots.Height)
	checkFig, err := plots.GraphCheckPlot(ts)
	if err != nil {
		return nil, err
	}
	view, err := graph.GeographyExample()
	if err != nil {
		return nil, err
	}
	res.AddFigure("graph_check", checkFig, 16*vg.Centimeter, 10*vg.Centimeter)
	res.AddFigure("graph_geography", plots.GraphGeographyDrawing(view), 12*vg.Centimeter, 12*vg.Centimeter)
	return res, nil
}

// GraphSpeedRepeats is how many times Graph times each speed target and
// each step of the scaling series (the fastest counts).
const GraphSpeedRepeats = 3

// graphSweepClaims turns the sweep's tallies into the claims' values.
func graphSweepClaims(ts []graphgames.Tally, full bool) []paper.Measured {
	totals := map[string]graphgames.Tally{}
	for _, t := range graph.CheckTotals(ts) {
		totals[t.Check] = t
	}
	var out []paper.Measured
	fail := func(id, check string, parts []string, what string) {
		t := totals[check]
		var f uint64
		for _, p := range parts {
			f += t.Failures[p]
		}
		out = append(out, paper.Measured{ID: id, Value: strconv.FormatUint(f, 10),
			Note: fmt.Sprintf("%s of %s instances (%s graphs; exhaustive up to %d vertices, random up to %d)",
				transv.FormatCount(f), transv.FormatCount(t.Instances), transv.FormatCount(t.Graphs), maxN(ts, check, "exhaustive"), maxN(ts, check, "random")) + what})
	}
	fail("graph.geography.criterion", graphgames.GameVertexGeography, []string{"criterion", "retrograde"}, "")
	fail("graph.geography.strategy", graphgames.GameVertexGeography, []string{"strategy"},
		fmt.Sprintf("; %s plays checked", transv.FormatCount(totals[graphgames.GameVertexGeography].Plays)))
	fail("graph.cops.criterion", graphgames.GameCopsAndRobber, []string{"criterion", "naive-loop"}, "")
	fail("graph.cops.greedy_order", graphgames.GameCopsAndRobber, []string{"order"}, "")
	fail("graph.cops.strategy", graphgames.GameCopsAndRobber, []string{"strategy"},
		fmt.Sprintf("; %s cop-win graphs played", transv.FormatCount(totals[graphgames.GameCopsAndRobber].StrategyChecks)))
	fail("graph.tokens.sprague_grundy", graphgames.GameDAGTokenSum, []string{"sprague-grundy", "grundy-values"}, "")
	fail("graph.loopy.retrograde", graphgames.GameLoopyToken, []string{"fixpoint", "gsg-outcome", "gsg-heap"}, "")
	fail("graph.loopy.sums", graphgames.GameLoopyToken, []string{"gsg-sum"}, "")
	fail("graph.shannon.lehman", graphgames.GameShannonSwitching, []string{"lehman-second", "pebble", "search"}, "")
	fail("graph.shannon.first", graphgames.GameShannonSwitching, []string{"lehman-first"}, "")
	fail("graph.shannon.strategy", graphgames.GameShannonSwitching, []string{"strategy"},
		fmt.Sprintf("; %s strategies played", transv.FormatCount(totals[graphgames.GameShannonSwitching].StrategyChecks)))
	fail("graph.directed.two_searches", graphgames.GameDirectedVertexGeography, []string{"retrograde"}, "")
	fail("graph.edge.two_searches", graphgames.GameEdgeGeography, []string{"retrograde"}, "")

	if full {
		out = append(out, graphN7Claims(ts)...)
	} else if rec, err := graph.LoadRecordedCheck(); err != nil {
		for _, id := range graphN7IDs {
			out = append(out, paper.Measured{ID: id, Note: "needs --full (recorded run unreadable: " + err.Error() + ")"})
		}
	} else {
		for _, m := range graphN7Claims(rec.Rows) {
			m.Recorded = graph.RecordedCheckFile
			out = append(out, m)
		}
	}
	return out
}

// graphN7IDs are the claims of the sweep to 7 vertices: recomputed by
// --full, read from the recorded run otherwise.
var graphN7IDs = []string{"graph.sweep.n7.instances", "graph.sweep.n7.disagreements",
	"graph.count.n7.copwin_graphs", "graph.count.n7.geography_first_wins"}

// graphN7Claims reads the totals of the exhaustive part of a sweep to 7
// vertices and the labelled counts at n = 7 off its tallies.
func graphN7Claims(ts []graphgames.Tally) []paper.Measured {
	var inst, dis uint64
	for _, t := range ts {
		if t.Mode == "exhaustive" {
			inst += t.Instances
			dis += t.Disagree
		}
	}
	out := []paper.Measured{{ID: "graph.sweep.n7.instances", Value: strconv.FormatUint(inst, 10), Note: "all checks, exhaustive part"},
		{ID: "graph.sweep.n7.disagreements", Value: strconv.FormatUint(dis, 10), Note: "all checks, exhaustive part"}}
	for _, t := range ts {
		if t.Mode != "exhaustive" || t.N != 7 {
			continue
		}
		switch t.Check {
		case graphgames.GameCopsAndRobber:
			out = append(out, paper.Measured{ID: "graph.count.n7.copwin_graphs", Value: strconv.FormatUint(t.Yes, 10),
				Note: fmt.Sprintf("of %s labelled graphs", transv.FormatCount(t.Graphs))})
		case graphgames.GameVertexGeography:
			out = append(out, paper.Measured{ID: "graph.count.n7.geography_first_wins", Value: strconv.FormatUint(t.Yes, 10),
				Note: fmt.Sprintf("of %s (graph, start) pairs", transv.FormatCount(t.Instances))})
		}
	}
	return out
}

// graphSpeedClaims picks the three speed targets out of the timings.
func graphSpeedClaims(sp []graph.SpeedInstance) []paper.Measured {
	var out []paper.Measured
	pick := func(id, game string, n int) {
		for _, s := range sp {
			if s.Game == game && s.N == n {
				out = append(out, paper.Measured{ID: id, Value: strconv.FormatFloat(s.Seconds, 'f', 3, 64), Timing: true,
					Note: fmt.Sprintf("%s, n = %d, m = %d: %s", s.Description, s.N, s.M, s.Answer)})
				return
			}
		}
	}
	pick("graph.speed.geography", graphgames.GameVertexGeography, 10000)
	pick("graph.speed.copwin", graphgames.GameCopsAndRobber, 2000)
	pick("graph.speed.shannon", graphgames.GameShannonSwitching, 1000)
	return out
}

func maxN(ts []graphgames.Tally, check, mode string) int {
	m := 0
	for _, t := range ts {
		if t.Check == check && t.Mode == mode && t.N > m {
			m = t.N
		}
	}
	return m
}
