package positional

import (
	"testing"
	"time"
)

// TestDeepeningMeasure compares iterative deepening with one unbounded
// search plus lowering (run with -run DeepeningMeasure -v; it asserts
// only that both give the same answers).
func TestDeepeningMeasure(t *testing.T) {
	if testing.Short() {
		t.Skip()
	}
	for _, c := range benchGames() {
		if c.name == "transversal5" && !testing.Verbose() {
			continue
		}
		var res [2]Result
		for i, deep := range []bool{true, false} {
			useDeepening = deep
			t0 := time.Now()
			r, err := Solve(c.g, Options{})
			if err != nil {
				t.Fatal(err)
			}
			res[i] = r
			t.Logf("%s deepening=%v: %s/%d %d nodes %.3fs", c.name, deep, r.Outcome, r.Plies, r.Nodes, time.Since(t0).Seconds())
		}
		useDeepening = true
		if res[0].Outcome != res[1].Outcome || res[0].Plies != res[1].Plies {
			t.Errorf("%s: %+v vs %+v", c.name, res[0], res[1])
		}
	}
}
