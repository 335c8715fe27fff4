package reproduce

import (
	"encoding/json"
	"testing"

	"plylab/data/runs"
	"plylab/engine/hex"
)

// The kept frontier-search run covers all three rules for n = 11..16, every
// rule held, and its quick boards (n = 11, 12) come out of the search as it
// is now with the same states.
func TestHexKeptChecksAgree(t *testing.T) {
	t.Parallel()
	kept, err := hexKeptChecks()
	if err != nil {
		t.Fatal(err)
	}
	for n := 11; n <= 16; n++ {
		k, ok := kept[n]
		if !ok || len(k.rules) != 3 || !k.holds {
			t.Errorf("n = %d: kept %+v", n, k)
		}
	}
	lines, err := runs.Lines(hexKeptChecksFile)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, l := range lines {
		var r struct {
			Rule   string `json:"rule"`
			N      int    `json:"n"`
			Holds  bool   `json:"holds"`
			States uint64 `json:"states"`
		}
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatal(err)
		}
		if r.N > 12 || (r.N == 12 && r.Rule == hex.RuleDiagonal) {
			continue
		}
		p, err := hex.Rule(r.Rule, r.N)
		if err != nil {
			t.Fatal(err)
		}
		now, err := hex.CheckDP(p, hex.CheckDPOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if now.Holds != r.Holds || now.States != r.States {
			t.Errorf("%s n = %d: kept holds %v, %d states; now %v, %d", r.Rule, r.N, r.Holds, r.States, now.Holds, now.States)
		}
		checked++
	}
	if checked < 4 {
		t.Errorf("only %d kept checks recomputed", checked)
	}
}
