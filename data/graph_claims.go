package data

import (
	"encoding/json"
	"fmt"
	"strconv"

	"plylab/engine/graphgames"
)

func init() { RegisterProducer("graph", produceGraph) }

// GraphReproduceCheck returns the sweep behind the graph claims: the fast
// default checks every labelled graph up to 5 vertices (digraphs up to 4,
// digraphs with loops up to 3, cops and robber up to 6) and 50 seeded
// random graphs per n up to 10; --full is the sweep of
// `plylab graph check --exhaustive --max-n 7` with 200 random graphs per n
// up to 11.
func GraphReproduceCheck(full bool) ([]graphgames.Tally, error) {
	if full {
		return GraphCheck(GraphCheckOptions{MaxN: 7, Random: 200, RandomMaxN: 11, Seed: 1})
	}
	return GraphCheck(GraphCheckOptions{MaxN: 6, Random: 50, RandomMaxN: 10, Seed: 1, Caps: map[string]int{
		"matching": 5, graphgames.GameVertexGeography: 5, graphgames.GameDirectedVertexGeography: 4,
		graphgames.GameEdgeGeography: 5, graphgames.GameCopsAndRobber: 6, graphgames.GameDAGTokenSum: 5,
		graphgames.GameLoopyToken: 3, graphgames.GameShannonSwitching: 5}})
}

func produceGraph(o ReproduceOptions) ([]Measured, error) {
	o.logf("graph: ground-truth sweep (%s)", map[bool]string{false: "fast default", true: "--full"}[o.Full])
	ts, err := GraphReproduceCheck(o.Full)
	if err != nil {
		return nil, err
	}
	out := graphSweepClaims(ts, o.Full)
	o.logf("graph: speed targets")
	return append(out, graphSpeedClaims(GraphSpeedTargets(3))...), nil
}

// graphSweepClaims turns the sweep's tallies into the claims' values.
func graphSweepClaims(ts []graphgames.Tally, full bool) []Measured {
	totals := map[string]graphgames.Tally{}
	for _, t := range GraphCheckTotals(ts) {
		totals[t.Check] = t
	}
	var out []Measured
	fail := func(id, check string, parts []string, what string) {
		t := totals[check]
		var f uint64
		for _, p := range parts {
			f += t.Failures[p]
		}
		out = append(out, Measured{ID: id, Value: strconv.FormatUint(f, 10),
			Note: fmt.Sprintf("%s of %s instances (%s graphs; exhaustive up to %d vertices, random up to %d)",
				FormatCount(f), FormatCount(t.Instances), FormatCount(t.Graphs), maxN(ts, check, "exhaustive"), maxN(ts, check, "random")) + what})
	}
	fail("graph.geography.criterion", graphgames.GameVertexGeography, []string{"criterion", "retrograde"}, "")
	fail("graph.geography.strategy", graphgames.GameVertexGeography, []string{"strategy"},
		fmt.Sprintf("; %s plays checked", FormatCount(totals[graphgames.GameVertexGeography].Plays)))
	fail("graph.cops.criterion", graphgames.GameCopsAndRobber, []string{"criterion", "naive-loop"}, "")
	fail("graph.cops.greedy_order", graphgames.GameCopsAndRobber, []string{"order"}, "")
	fail("graph.cops.strategy", graphgames.GameCopsAndRobber, []string{"strategy"},
		fmt.Sprintf("; %s cop-win graphs played", FormatCount(totals[graphgames.GameCopsAndRobber].StrategyChecks)))
	fail("graph.tokens.sprague_grundy", graphgames.GameDAGTokenSum, []string{"sprague-grundy", "grundy-values"}, "")
	fail("graph.loopy.retrograde", graphgames.GameLoopyToken, []string{"fixpoint", "gsg-outcome", "gsg-heap"}, "")
	fail("graph.loopy.sums", graphgames.GameLoopyToken, []string{"gsg-sum"}, "")
	fail("graph.shannon.lehman", graphgames.GameShannonSwitching, []string{"lehman-second", "pebble", "search"}, "")
	fail("graph.shannon.first", graphgames.GameShannonSwitching, []string{"lehman-first"}, "")
	fail("graph.shannon.strategy", graphgames.GameShannonSwitching, []string{"strategy"},
		fmt.Sprintf("; %s strategies played", FormatCount(totals[graphgames.GameShannonSwitching].StrategyChecks)))
	fail("graph.directed.two_searches", graphgames.GameDirectedVertexGeography, []string{"retrograde"}, "")
	fail("graph.edge.two_searches", graphgames.GameEdgeGeography, []string{"retrograde"}, "")

	if full {
		out = append(out, graphN7Claims(ts)...)
	} else if rec, err := LoadGraphRecordedCheck(); err != nil {
		for _, id := range graphN7IDs {
			out = append(out, Measured{ID: id, Note: "needs --full (recorded run unreadable: " + err.Error() + ")"})
		}
	} else {
		for _, m := range graphN7Claims(rec.Rows) {
			m.Recorded = GraphRecordedCheckFile
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
func graphN7Claims(ts []graphgames.Tally) []Measured {
	var inst, dis uint64
	for _, t := range ts {
		if t.Mode == "exhaustive" {
			inst += t.Instances
			dis += t.Disagree
		}
	}
	out := []Measured{{ID: "graph.sweep.n7.instances", Value: strconv.FormatUint(inst, 10), Note: "all checks, exhaustive part"},
		{ID: "graph.sweep.n7.disagreements", Value: strconv.FormatUint(dis, 10), Note: "all checks, exhaustive part"}}
	for _, t := range ts {
		if t.Mode != "exhaustive" || t.N != 7 {
			continue
		}
		switch t.Check {
		case graphgames.GameCopsAndRobber:
			out = append(out, Measured{ID: "graph.count.n7.copwin_graphs", Value: strconv.FormatUint(t.Yes, 10),
				Note: fmt.Sprintf("of %s labelled graphs", FormatCount(t.Graphs))})
		case graphgames.GameVertexGeography:
			out = append(out, Measured{ID: "graph.count.n7.geography_first_wins", Value: strconv.FormatUint(t.Yes, 10),
				Note: fmt.Sprintf("of %s (graph, start) pairs", FormatCount(t.Instances))})
		}
	}
	return out
}

// GraphRecordedCheckFile is the recorded run of
// `plylab graph check --exhaustive --max-n 7 --random 200 --random-max-n 11
// --seed 1 --json` under data/runs/ (its command in data/runs/index.csv).
const GraphRecordedCheckFile = "graph-check-n7.jsonl"

// GraphRecordedCheck is the --json object of a recorded graph check run.
type GraphRecordedCheck struct {
	Kind   string `json:"kind"`
	Params struct {
		Exhaustive bool  `json:"exhaustive"`
		MaxN       int   `json:"max_n"`
		Random     int   `json:"random"`
		RandomMaxN int   `json:"random_max_n"`
		Seed       int64 `json:"seed"`
	} `json:"params"`
	Rows          []graphgames.Tally `json:"rows"`
	Totals        []graphgames.Tally `json:"totals"`
	Instances     uint64             `json:"instances"`
	Disagreements uint64             `json:"disagreements"`
	Units         int                `json:"units"`
	Seconds       float64            `json:"seconds"`
}

// LoadGraphRecordedCheck parses the recorded sweep to 7 vertices (one
// JSON object; a file of several is refused).
func LoadGraphRecordedCheck() (*GraphRecordedCheck, error) {
	lines, err := RecordedRunLines(GraphRecordedCheckFile)
	if err != nil {
		return nil, err
	}
	if len(lines) != 1 {
		return nil, fmt.Errorf("recorded run %s: %d JSON objects, want 1", GraphRecordedCheckFile, len(lines))
	}
	var r GraphRecordedCheck
	if err := json.Unmarshal([]byte(lines[0]), &r); err != nil {
		return nil, fmt.Errorf("recorded run %s: %v", GraphRecordedCheckFile, err)
	}
	if r.Kind != "graph.check" || !r.Params.Exhaustive || r.Params.MaxN != 7 {
		return nil, fmt.Errorf("recorded run %s: kind %q, params %+v: not the exhaustive sweep to 7 vertices", GraphRecordedCheckFile, r.Kind, r.Params)
	}
	return &r, nil
}

// graphSpeedClaims picks the three speed targets out of the timings.
func graphSpeedClaims(sp []GraphSpeedInstance) []Measured {
	var out []Measured
	pick := func(id, game string, n int) {
		for _, s := range sp {
			if s.Game == game && s.N == n {
				out = append(out, Measured{ID: id, Value: strconv.FormatFloat(s.Seconds, 'f', 3, 64), Timing: true,
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
