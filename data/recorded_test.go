package data

import (
	"encoding/json"
	"strings"
	"testing"
)

// Every file the index lists is kept, every kept file is listed, and each
// line of a JSON Lines record is one JSON object.
func TestRecordedRunsIndex(t *testing.T) {
	df := RecordedRunsFrame()
	if df.Err != nil {
		t.Fatal(df.Err)
	}
	listed := map[string]bool{}
	for i, f := range df.Col("file").Records() {
		listed[f] = true
		if df.Col("command").Records()[i] == "" {
			t.Errorf("%s: no command", f)
		}
		lines, err := RecordedRunLines(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(lines) == 0 {
			t.Errorf("%s: empty", f)
		}
		for k, l := range lines {
			var m map[string]any
			if err := json.Unmarshal([]byte(l), &m); err != nil {
				t.Errorf("%s line %d: %v", f, k+1, err)
			}
		}
	}
	entries, err := runsFS.ReadDir("runs")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".jsonl") && !listed[e.Name()] {
			t.Errorf("data/runs/%s is not listed in index.csv", e.Name())
		}
	}
	if _, err := RecordedRun("no-such-file.jsonl"); err == nil {
		t.Error("a missing recorded run gave no error")
	}
}

// A recorded value shows as "recorded" with the file and its command in the
// note, and a recorded value that contradicts a must-match claim still fails.
func TestRecordedStatus(t *testing.T) {
	const fam = "zzrecordedtest"
	c := Claim{ID: fam + ".a", Family: fam, Value: "7", MustMatch: true}
	r := joinOne(c, Measured{ID: c.ID, Value: "7", Recorded: "transversal-solve-2n1.jsonl"})
	if r.Status != StatusRecorded || r.Failed || !strings.Contains(r.OursNote, "plylab transversal solve") {
		t.Errorf("matching recorded value: %+v", r)
	}
	r = joinOne(c, Measured{ID: c.ID, Value: "8", Recorded: "transversal-solve-2n1.jsonl"})
	if r.Status != StatusMismatch || !r.Failed {
		t.Errorf("contradicting recorded value: %+v", r)
	}
	c.Value, c.MustMatch = "", false
	r = joinOne(c, Measured{ID: c.ID, Value: "8", Recorded: "graph-check-n7.jsonl"})
	if r.Status != StatusRecorded || r.Ours != "8" {
		t.Errorf("new recorded value: %+v", r)
	}
}
