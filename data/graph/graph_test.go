package graph

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"plylab/data/frames"
	"plylab/engine/graphgames"
	"plylab/engine/inputerr"
)

func smallGraphCheck(t *testing.T) []graphgames.Tally {
	t.Helper()
	ts, err := Check(CheckOptions{MaxN: 4, Random: 3, RandomMaxN: 6, Seed: 1,
		Caps: map[string]int{graphgames.GameLoopyToken: 3, graphgames.GameDirectedVertexGeography: 3}})
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

// Hand-countable labelled numbers: cop-win graphs on 3 vertices are the 4
// connected ones; on 4 vertices the 38 connected graphs minus the 3
// labelled 4-cycles.
func TestCounts(t *testing.T) {
	df := CountsFrame(smallGraphCheck(t))
	cop, err := df.Col("copwin_graphs").Int()
	if err != nil {
		t.Fatal(err)
	}
	graphs, _ := df.Col("labelled_graphs").Int()
	want := []int{1, 1, 4, 35}
	wantGraphs := []int{1, 2, 8, 64}
	for i := range want {
		if cop[i] != want[i] || graphs[i] != wantGraphs[i] {
			t.Errorf("n=%d: %d cop-win of %d graphs, want %d of %d", i+1, cop[i], graphs[i], want[i], wantGraphs[i])
		}
	}
	if f := CheckFrame(smallGraphCheck(t)); f.Err != nil || f.Nrow() == 0 {
		t.Errorf("check frame: %v", f.Err)
	}
}

// The matching strategy wins every game against the searching player.
func TestGeographyStrategyTrials(t *testing.T) {
	df, err := GeographyStrategyTrials(40, 8, 3)
	if err != nil {
		t.Fatal(err)
	}
	won := df.Col("strategy_won").Records()
	for i, w := range won {
		if w != "true" {
			t.Errorf("game %d: the strategy lost", i)
		}
	}
	view, err := GeographyExample()
	if err != nil || len(view.Path) < 2 || len(view.Classes) != view.N {
		t.Errorf("example view %+v, %v", view, err)
	}
}

func TestExamples(t *testing.T) {
	df := CopsExamplesFrame()
	a, b := df.Col("cop_win").Records(), df.Col("cop_win_retrograde").Records()
	w, st := df.Col("worst_capture"), df.Col("cop_start")
	for i := range a {
		// A cop-win graph has a start and a capture time; another has neither.
		cop := a[i] == "true"
		if a[i] != b[i] || w.Elem(i).IsNA() == cop || st.Elem(i).IsNA() == cop || (cop && w.Elem(i).Float() < 0) {
			t.Errorf("row %d: dismantling %s, retrograde %s, cop start %v, worst capture %v", i, a[i], b[i], st.Elem(i), w.Elem(i))
		}
	}
	if !strings.Contains(fmt.Sprint(a), "false") {
		t.Error("no example is not cop-win")
	}
	// Grundy values exist on an acyclic digraph only; else they are NA.
	dag, err := TokenValuesFrame(3, [][2]int{{0, 1}, {1, 2}})
	if err != nil || fmt.Sprint(dag.Col("grundy").Records()) != "[0 1 0]" {
		t.Errorf("acyclic grundy %v, %v", dag.Col("grundy").Records(), err)
	}
	loopy, err := TokenValuesFrame(2, [][2]int{{0, 1}, {1, 0}})
	if err != nil || !loopy.Col("grundy").Elem(0).IsNA() || !loopy.Col("grundy").Elem(1).IsNA() {
		t.Errorf("cyclic grundy %v, %v", loopy.Col("grundy").Records(), err)
	}
	// A draw's γ reads ∞(K), not the engine's plain-text inf(K).
	selfLoop, err := TokenValuesFrame(2, [][2]int{{0, 0}, {0, 1}})
	if err != nil || fmt.Sprint(selfLoop.Col("generalized_grundy").Records()) != "[∞(0) 0]" {
		t.Errorf("γ with a loop: %v, %v", selfLoop.Col("generalized_grundy").Records(), err)
	}
	arcs := [][2]int{{0, 1}, {1, 0}, {1, 2}, {3, 3}, {3, 2}}
	for _, tok := range [][]int{{0, 1}, {3, 3}, {0, 3}, {2, 2}} {
		a, b, err := TokenSumOutcome(4, arcs, tok)
		if err != nil || a != b {
			t.Errorf("tokens %v: values say %s, search %s (%v)", tok, a, b, err)
		}
	}
	k4 := [][2]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}
	for seed := uint64(0); seed < 20; seed++ {
		if _, err := ShannonPlayFrame(4, k4, 0, 1, seed); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}

// The totals of a saved check frame equal the totals of the tallies.
func TestCheckTotalsOfFrame(t *testing.T) {
	ts := smallGraphCheck(t)
	df := CheckTotalsOfFrame(CheckFrame(ts))
	if df.Err != nil {
		t.Fatal(df.Err)
	}
	inst, _ := df.Col("instances").Int()
	var want uint64
	for _, x := range ts {
		want += x.Instances
	}
	if last := inst[len(inst)-1]; uint64(last) != want {
		t.Errorf("total instances %d, want %d", last, want)
	}
}

// The recorded sweep to 7 vertices is self-consistent (its per-check totals
// are the sums of its rows, they add up to its total, nothing disagreed)
// and the fast default's recorded claims say what the file says.
func TestRecordedCheck(t *testing.T) {
	rec, err := LoadRecordedCheck()
	if err != nil {
		t.Fatal(err)
	}
	if rec.Params.Random != 200 || rec.Params.RandomMaxN != 11 || rec.Params.Seed != 1 {
		t.Errorf("params %+v, want the command of data/runs/index.csv", rec.Params)
	}
	if rec.Disagreements != 0 {
		t.Errorf("%d disagreements recorded", rec.Disagreements)
	}
	sums := map[string]graphgames.Tally{}
	for _, r := range rec.Rows {
		if r.Disagree != 0 || r.Agree != r.Instances {
			t.Errorf("row %+v: not every instance agrees", r)
		}
		s := sums[r.Check]
		s.Add(r)
		sums[r.Check] = s
	}
	var total, seen uint64
	for _, tt := range rec.Totals {
		if tt.Check == "all" {
			if tt.Instances != rec.Instances || tt.Disagree != 0 {
				t.Errorf("grand total %+v, file says %d instances", tt, rec.Instances)
			}
			continue
		}
		s := sums[tt.Check]
		if s.Instances != tt.Instances || s.Graphs != tt.Graphs || s.Yes != tt.Yes || s.Disagree != tt.Disagree {
			t.Errorf("%s: rows sum to %+v, total says %+v", tt.Check, s, tt)
		}
		total += tt.Instances
		seen++
	}
	if total != rec.Instances || seen != uint64(len(sums)) || seen == 0 {
		t.Errorf("per-check totals sum to %d over %d checks (rows have %d), file says %d", total, seen, len(sums), rec.Instances)
	}
	// Every check reached 7 vertices exhaustively except where the state
	// space forbids (the sweep's own caps).
	cop7, geo7 := false, false
	var exh uint64
	for _, r := range rec.Rows {
		if r.Mode == "exhaustive" {
			exh += r.Instances
			if r.N == 7 && r.Check == graphgames.GameCopsAndRobber {
				cop7 = true
			}
			if r.N == 7 && r.Check == graphgames.GameVertexGeography {
				geo7 = true
			}
		}
	}
	if !cop7 || !geo7 {
		t.Fatal("the recorded run lacks the exhaustive rows at n = 7")
	}
}

// Every row of the note's table is a game solved on a real instance: an
// answer, a positive size and a measured time (no placeholder rows).
func TestGamesFrameRowsAreSolved(t *testing.T) {
	df := GamesFrame(1)
	if df.Err != nil {
		t.Fatal(df.Err)
	}
	if df.Nrow() < 7 {
		t.Fatalf("%d rows, want the note's 7 solved games", df.Nrow())
	}
	games, answers, instances := df.Col("game").Records(), df.Col("answer").Records(), df.Col("instance").Records()
	ns, _ := df.Col("n").Int()
	secs := df.Col("seconds").Float()
	for i := range games {
		if answers[i] == "" || instances[i] == "" || ns[i] <= 0 || math.IsNaN(secs[i]) || secs[i] < 0 {
			t.Errorf("row %d (%s): answer %q, instance %q, n %d, seconds %v", i, games[i], answers[i], instances[i], ns[i], secs[i])
		}
	}
}

// A check table saved as CSV reads back into the tallies it was written
// from: written again, the same bytes, failures included; another table is
// bad input naming its line.
func TestReadCheck(t *testing.T) {
	ts := smallGraphCheck(t)
	ts[0].Failures = map[string]uint64{"criterion": 2, "gsg-sum": 11}
	dir := t.TempDir()
	path := filepath.Join(dir, "check.csv")
	if err := frames.WriteCSV(CheckFrame(ts), path); err != nil {
		t.Fatal(err)
	}
	back, err := ReadCheck(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != len(ts) || !reflect.DeepEqual(back[0].Failures, ts[0].Failures) {
		t.Fatalf("%d tallies back of %d; failures %v, want %v", len(back), len(ts), back[0].Failures, ts[0].Failures)
	}
	for i := range ts {
		a, b := ts[i], back[i]
		if a.Check != b.Check || a.Mode != b.Mode || a.N != b.N || a.Graphs != b.Graphs || a.Instances != b.Instances ||
			a.Agree != b.Agree || a.Disagree != b.Disagree || a.Yes != b.Yes || a.Yes2 != b.Yes2 ||
			a.StrategyChecks != b.StrategyChecks || a.Plays != b.Plays {
			t.Errorf("row %d: wrote %+v, read %+v", i, a, b)
		}
	}
	again := filepath.Join(dir, "again.csv")
	if err := frames.WriteCSV(CheckFrame(back), again); err != nil {
		t.Fatal(err)
	}
	x, _ := os.ReadFile(path)
	y, _ := os.ReadFile(again)
	if !bytes.Equal(x, y) {
		t.Errorf("written again, the table differs:\n%s\n%s", x, y)
	}
	other := filepath.Join(dir, "totals.csv")
	if err := frames.WriteCSV(CheckTotalsOfFrame(CheckFrame(ts)), other); err != nil {
		t.Fatal(err)
	}
	var in *inputerr.Error
	if _, err := ReadCheck(other); !errors.As(err, &in) || in.Line != 1 {
		t.Errorf("a totals table read as a check table: %v", err)
	}
}

// The scaling table has one row per measurement, in order; the reference
// passes through the first one.
func TestScalingFrame(t *testing.T) {
	rows := Scaling(ScalingOptions{Games: []string{graphgames.GameDAGTokenSum}, Steps: 2, Repeats: 1, Seed: 1})
	df := ScalingFrame(rows)
	if df.Err != nil || df.Nrow() != 2 || len(rows) != 2 {
		t.Fatalf("%d rows, frame %v", len(rows), df.Err)
	}
	ns, _ := df.Col("n").Int()
	if rows[1].N != 2*rows[0].N || ns[0] != rows[0].N || ns[1] != rows[1].N || math.Abs(rows[0].Reference-rows[0].Seconds) > 1e-9*rows[0].Seconds {
		t.Errorf("rows %+v, n column %v", rows, ns)
	}
	if got := df.Col("stated").Records(); got[0] != "O(V+E)" || got[0] != rows[0].Stated {
		t.Errorf("stated %v", got)
	}
}
