package reproduce

import (
	"strconv"
	"testing"

	"plylab/data/paper"
)

// Every row of the positional family is produced; every must-match row
// matches; each row that differs is one where the exact answer is smaller
// than the published one (a board or a move count from a hand-found
// strategy is an upper bound), which is what the notes say.
func TestReproducePositional(t *testing.T) {
	t.Parallel()
	rs, err := Compare(familyResult(t, "positional"))
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) == 0 {
		t.Fatal("no positional claims")
	}
	for _, r := range rs {
		if r.Failed {
			t.Errorf("%s: %s (paper %q, ours %q: %s)", r.ID, r.Status, r.Published, r.Ours, r.OursNote)
		}
		if r.MustMatch && r.Status != paper.StatusMatch && r.Status != paper.StatusRecorded {
			t.Errorf("%s: must match, status %s", r.ID, r.Status)
		}
		// (A new row, with no published value, read from a kept run is
		// not a difference.)
		if r.Status == paper.StatusExplained || (r.Status == paper.StatusRecorded && r.Published != "" && !paper.SameValue(r.Published, r.Ours)) {
			p, err1 := strconv.Atoi(r.Published)
			o, err2 := strconv.Atoi(r.Ours)
			if err1 != nil || err2 != nil || o >= p {
				t.Errorf("%s: differs but ours %q is not below the published %q", r.ID, r.Ours, r.Published)
			}
		}
	}
}

// twoSearches refuses kept runs of the two searches that disagree, and
// reports the agreed outcome with both runs' work.
func TestTwoSearches(t *testing.T) {
	lm := map[string]landmarkAnswer{
		"g":     {Outcome: "enforcer", Plies: 23, Nodes: 10, Seconds: 1},
		"g-dfs": {Outcome: "enforcer", Plies: 23, Nodes: 20, Seconds: 2},
		"h":     {Outcome: "enforcer", Plies: 23},
		"h-dfs": {Outcome: "enforcer", Plies: 25},
		"k":     {Outcome: "draw"},
	}
	m, err := twoSearches(lm, "g", "claim.g")
	if err != nil || m.Value != "enforcer" || m.Recorded == "" {
		t.Fatalf("agreeing runs: %+v %v", m, err)
	}
	if _, err := twoSearches(lm, "h", "claim.h"); err == nil {
		t.Fatal("runs that disagree on the length were accepted")
	}
	if m, err := twoSearches(lm, "k", "claim.k"); err != nil || m.Value != "" {
		t.Fatalf("a run without its second method: %+v %v", m, err)
	}
}
