package runs

import (
	"encoding/json"
	"strings"
	"testing"
)

// Every file the index lists is kept, every kept file is listed, and each
// line of a JSON Lines record is one JSON object.
func TestIndex(t *testing.T) {
	df := Frame()
	if df.Err != nil {
		t.Fatal(df.Err)
	}
	listed := map[string]bool{}
	for i, f := range df.Col("file").Records() {
		listed[f] = true
		if df.Col("command").Records()[i] == "" {
			t.Errorf("%s: no command", f)
		}
		lines, err := Lines(f)
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
	entries, err := runsFS.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".jsonl") && !listed[e.Name()] {
			t.Errorf("data/runs/%s is not listed in index.csv", e.Name())
		}
	}
	if _, err := Read("no-such-file.jsonl"); err == nil {
		t.Error("a missing recorded run gave no error")
	}
}
