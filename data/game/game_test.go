package game

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"plylab/data/runctl"
	"plylab/engine/positional"
)

// lines is lineSets (positional_test.go) as JSON.
func lines(r, c, k int) string {
	b, _ := json.Marshal(lineSets(r, c, k))
	return string(b)
}

func input(t *testing.T) *Input {
	t.Helper()
	text := strings.Join([]string{
		`{"id":"ttt","cells":9,"sets":` + lines(3, 3, 3) + `,"rule":"strong"}`,
		``,
		`{"id":"ttt-mb","cells":9,"sets":` + lines(3, 3, 3) + `,"rule":"maker-breaker","first":"maker"}`,
		`{"id":"bad","cells":2,"sets":[[5]],"rule":"strong"}`,
		`{"id":"ttt-misere","cells":9,"sets":` + lines(3, 3, 3) + `,"rule":"strong-misere"}`,
		`{"id":"4x4k3","cells":16,"sets":` + lines(4, 4, 3) + `,"rule":"strong","shape":[4,4]}`,
	}, "\n")
	in, err := Read("games.jsonl", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	return in
}

func outputs(as []LineAnswer) string {
	var b strings.Builder
	for _, a := range as {
		var v map[string]any
		json.Unmarshal(a.Output, &v)
		if ans, ok := v["answer"].(map[string]any); ok {
			delete(ans, "seconds")
			delete(ans, "nodes")
		}
		out, _ := json.Marshal(v)
		fmt.Fprintf(&b, "%d %s\n", a.Line, out)
	}
	return b.String()
}

// The answers are the engine's, line by line, and the bad line is answered
// with an error naming its line.
func TestSolveAnswers(t *testing.T) {
	in := input(t)
	res, err := SolveFile(in, 0, Run{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Answers) != 5 || res.Bad != 1 {
		t.Fatalf("%d answers, %d bad; want 5, 1", len(res.Answers), res.Bad)
	}
	for i, a := range res.Answers {
		l := in.Lines[i]
		if a.Line != l.No {
			t.Errorf("answer %d is for line %d, want %d", i, a.Line, l.No)
		}
		g, perr := l.Parse()
		if perr != nil {
			if !a.Bad() || !strings.Contains(a.String(), `"line":4`) {
				t.Errorf("line %d: %v answered %s", l.No, perr, a)
			}
			continue
		}
		want, err := positional.Solve(g, positional.Options{Plain: true})
		if err != nil {
			t.Fatal(err)
		}
		var got struct {
			Answer struct {
				Outcome positional.Outcome
				Plies   *int
			}
		}
		json.Unmarshal(a.Output, &got)
		if got.Answer.Outcome != want.Outcome || (got.Answer.Plies == nil) != (want.Plies < 0) || (got.Answer.Plies != nil && *got.Answer.Plies != want.Plies) {
			t.Errorf("line %d: %s, plain solve %s in %d", l.No, a, want.Outcome, want.Plies)
		}
	}
}

// Shards 0/3, 1/3, 2/3 merged are the single run, and a missing shard is
// refused by name.
func TestSolveShardsMerge(t *testing.T) {
	in := input(t)
	whole, err := SolveFile(in, 0, Run{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var parts []runctl.Partial
	for i := 0; i < 3; i++ {
		res, err := SolveFile(in, 0, Run{Shard: runctl.Shard{Index: i, Count: 3}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if res.Partial == nil {
			t.Fatalf("shard %d/3: no partial", i)
		}
		p, err := runctl.PartialOf(res.Partial)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, p)
	}
	m, err := runctl.Merge(parts)
	if err != nil {
		t.Fatal(err)
	}
	jl := m.(runctl.JSONLines)
	var merged []LineAnswer
	for i, l := range jl.Lines {
		merged = append(merged, LineAnswer{in.Lines[i].No, l})
	}
	if got, want := outputs(merged), outputs(whole.Answers); got != want {
		t.Errorf("merged:\n%s\nsingle run:\n%s", got, want)
	}
	if !strings.Contains(jl.Failure, "1 bad line") {
		t.Errorf("merge failure %q, want the bad line counted", jl.Failure)
	}
	if _, err := runctl.Merge(parts[:2]); err == nil || !strings.Contains(err.Error(), "shard 2/3 missing") {
		t.Errorf("two of three shards merged: %v", err)
	}
}

// A budget stops an instance ("unknown", not recorded); the rerun with the
// same checkpoint resumes the recorded lines and finishes the stopped one
// from its kept table. A closed Cancel stops at once.
func TestSolveCheckpointCancelResume(t *testing.T) {
	in := input(t)
	ckpt := filepath.Join(t.TempDir(), "games.ckpt")
	var logs []string
	logf := func(f string, a ...any) { logs = append(logs, fmt.Sprintf(f, a...)) }
	run := Run{Checkpoint: ckpt, Logf: logf, Options: positional.Options{MaxNodes: 50, Workers: 1, Search: positional.SearchPN}}
	first, err := SolveFile(in, 0, run, nil)
	if err != nil {
		t.Fatal(err)
	}
	unknown := 0
	for _, a := range first.Answers {
		if strings.Contains(a.String(), `"unknown"`) {
			unknown++
		}
	}
	if unknown == 0 {
		t.Fatalf("a 50-node budget stopped nothing: %s", outputs(first.Answers))
	}
	run.Options.MaxNodes = 0
	second, err := SolveFile(in, 0, run, nil)
	if err != nil {
		t.Fatal(err)
	}
	whole, _ := SolveFile(in, 0, Run{}, nil)
	if got, want := outputs(second.Answers), outputs(whole.Answers); got != want {
		t.Errorf("resumed:\n%s\nsingle run:\n%s", got, want)
	}
	if !strings.Contains(strings.Join(logs, ""), "resumed from") {
		t.Errorf("the stopped instance did not resume from its table: %q", logs)
	}
	// Recorded answers are given back byte for byte.
	for i, a := range first.Answers {
		if !strings.Contains(a.String(), `"unknown"`) && a.String() != second.Answers[i].String() {
			t.Errorf("line %d: recorded %s, rerun %s", a.Line, a, second.Answers[i])
		}
	}
	stop := make(chan struct{})
	close(stop)
	res, err := SolveFile(in, 0, Run{Options: positional.Options{Cancel: stop}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range res.Answers {
		if !a.Bad() && !strings.Contains(a.String(), `"unknown"`) {
			t.Errorf("cancelled run answered %s", a)
		}
	}
	// Another input under the same checkpoint is refused.
	other, _ := Read("games.jsonl", strings.NewReader(`{"id":"x","cells":1,"sets":[[0]],"rule":"strong"}`))
	if _, err := SolveFile(other, 0, Run{Checkpoint: ckpt}, nil); err == nil {
		t.Error("a checkpoint of another input was accepted")
	} else if ce, ok := err.(*runctl.CheckpointError); !ok || !ce.Input {
		t.Errorf("another input's checkpoint: %v, want an input CheckpointError", err)
	}
}

// The move values of a shard split merge into the single run's, whose
// value is the plain solve's outcome.
func TestMovesShardsMerge(t *testing.T) {
	in, err := Read("ttt.jsonl", strings.NewReader(`{"id":"ttt","cells":9,"sets":`+lines(3, 3, 3)+`,"rule":"strong","shape":[3,3]}`))
	if err != nil {
		t.Fatal(err)
	}
	var whole MovesLine
	bad, _, err := MovesFile(in, Run{}, func(a MovesLine) { whole = a })
	if err != nil || bad != 0 {
		t.Fatalf("moves: %v, %d bad", err, bad)
	}
	g, _ := in.Lines[0].Parse()
	want, _ := positional.Solve(g, positional.Options{Plain: true})
	if whole.Moves.Outcome != want.Outcome || len(whole.Moves.Moves) != 9 {
		t.Fatalf("value %s with %d moves, plain solve %s", whole.Moves.Outcome, len(whole.Moves.Moves), want.Outcome)
	}
	if m := whole.Map(); strings.Count(m, "\n") != 3 || strings.Count(m, " d") != 9 {
		t.Errorf("move map:\n%s", m)
	}
	var parts []runctl.Partial
	for i := 0; i < 2; i++ {
		_, p, err := MovesFile(in, Run{Shard: runctl.Shard{Index: i, Count: 2}}, nil)
		if err != nil || p == nil {
			t.Fatalf("shard %d/2: %v %v", i, p, err)
		}
		pp, err := runctl.PartialOf(p)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, pp)
	}
	m, err := runctl.Merge(parts)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(m)
	b, _ := json.Marshal(whole.Moves)
	if string(a) != string(b) {
		t.Errorf("merged %s, single run %s", a, b)
	}
}

// The frame has one row per answer, with the error of the bad line and
// "—" for a draw's plies.
func TestFrame(t *testing.T) {
	res, err := SolveFile(input(t), 0, Run{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	df := LineAnswerFrame(res.Answers)
	if df.Nrow() != 5 || df.Ncol() != 6 {
		t.Fatalf("frame %d × %d, want 5 × 6", df.Nrow(), df.Ncol())
	}
	out, plies := df.Col("outcome").Records(), df.Col("plies").Records()
	want := []string{"draw", "maker", "error: set 0: cell 5 is outside 0 … 1", "draw", "first"}
	for i := range want {
		if out[i] != want[i] {
			t.Errorf("row %d: outcome %q, want %q", i, out[i], want[i])
		}
	}
	if plies[0] != "—" || plies[4] != "5" {
		t.Errorf("plies %v", plies)
	}
}
