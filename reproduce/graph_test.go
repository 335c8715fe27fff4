package reproduce

import (
	"strconv"
	"testing"

	"plylab/data/graph"
	"plylab/data/paper"
	"plylab/engine/graphgames"
)

func smallGraphCheck(t *testing.T) []graphgames.Tally {
	t.Helper()
	ts, err := graph.Check(graph.CheckOptions{MaxN: 4, Random: 3, RandomMaxN: 6, Seed: 1,
		Caps: map[string]int{graphgames.GameLoopyToken: 3, graphgames.GameDirectedVertexGeography: 3}})
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

// Every claim of data/paper/graph.csv gets a value (or a reason) from the
// producer's pieces, no value is produced for a claim the table lacks, and
// the must-match claims (zero disagreements) hold on a small sweep.
func TestGraphClaimsCoverTable(t *testing.T) {
	ts := smallGraphCheck(t)
	ms := append(graphSweepClaims(ts, false), graphSpeedClaims([]graph.SpeedInstance{
		{Game: graphgames.GameVertexGeography, N: 10000, Seconds: 0.5},
		{Game: graphgames.GameCopsAndRobber, N: 2000, Seconds: 0.5},
		{Game: graphgames.GameShannonSwitching, N: 1000, Seconds: 0.5}})...)
	table, err := paper.FamilyClaims("graph")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]paper.Measured{}
	for _, m := range ms {
		if _, ok := table[m.ID]; !ok {
			t.Errorf("value for %s, which data/paper/graph.csv lacks", m.ID)
		}
		got[m.ID] = m
	}
	for id, c := range table {
		m, ok := got[id]
		if !ok {
			t.Errorf("no value for claim %s", id)
			continue
		}
		if c.MustMatch && !paper.SameValue(c.Value, m.Value) {
			t.Errorf("%s: paper %s, ours %s (%s)", id, c.Value, m.Value, m.Note)
		}
	}
}

// The sweep to 7 vertices is read from the recorded run in the fast
// default (marked recorded, same numbers as the run's exhaustive rows) and
// recomputed by --full (not marked).
func TestGraphN7ClaimsRecorded(t *testing.T) {
	rec, err := graph.LoadRecordedCheck()
	if err != nil {
		t.Fatal(err)
	}
	var exh uint64
	for _, r := range rec.Rows {
		if r.Mode == "exhaustive" {
			exh += r.Instances
		}
	}
	// The producer's rows in the fast default.
	ms := graphSweepClaims(smallGraphCheck(t), false)
	got := map[string]paper.Measured{}
	for _, m := range ms {
		got[m.ID] = m
	}
	want := map[string]uint64{"graph.sweep.n7.instances": exh, "graph.sweep.n7.disagreements": 0}
	for _, r := range rec.Rows {
		if r.Mode == "exhaustive" && r.N == 7 {
			switch r.Check {
			case graphgames.GameCopsAndRobber:
				want["graph.count.n7.copwin_graphs"] = r.Yes
			case graphgames.GameVertexGeography:
				want["graph.count.n7.geography_first_wins"] = r.Yes
			}
		}
	}
	for id, w := range want {
		m, ok := got[id]
		if !ok || m.Recorded != graph.RecordedCheckFile || m.Value != strconv.FormatUint(w, 10) {
			t.Errorf("%s: %+v, want %d recorded from %s", id, m, w, graph.RecordedCheckFile)
		}
	}
	// --full recomputes instead: on a sweep the rows are not marked recorded.
	for _, m := range graphSweepClaims(smallGraphCheck(t), true) {
		if m.Recorded != "" {
			t.Errorf("--full row %s marked recorded", m.ID)
		}
	}
}
