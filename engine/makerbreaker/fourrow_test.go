package makerbreaker

import "testing"

func TestFourRowClasses(t *testing.T) {
	reps, orbit := FourRowClasses(3)
	total := 0
	for _, o := range orbit {
		total += o
	}
	// 86 free cells of Q: 1 + 86 + C(86,2) + C(86,3) placements.
	if want := 1 + 86 + 86*85/2 + 86*85*84/6; total != want {
		t.Errorf("%d placements in the classes, want %d", total, want)
	}
	if len(reps) != 26623 {
		t.Errorf("%d classes", len(reps))
	}
}

// A sample of classes: the search's proof must hold, and its height must
// agree with exhaustive play on the board Q (wins at h, not at h − 1).
func TestFourRowSampleAgainstExhaustivePlay(t *testing.T) {
	reps, orbit := FourRowClasses(3)
	s, err := NewSearcher(Snaky(), SearchOptions{MaxHeight: 12, Board: FourRowQ, Maker: FourRowMaker})
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []int{0, 1, 87, 3000, 12345, 24359, 24360, 24519, 26622} {
		c, err := fourRowCase(s, reps[k], orbit[k])
		if err != nil || !c.Won {
			t.Fatalf("class %d %v: won %v %v", k, reps[k], c.Won, err)
		}
		if c.Height > 4 {
			continue // beyond what the exhaustive solver does quickly
		}
		sol, _ := NewSolver(Snaky(), FourRowQ)
		if !sol.MakerWins(FourRowMaker, NewSet(reps[k]...), c.Height) || sol.MakerWins(FourRowMaker, NewSet(reps[k]...), c.Height-1) {
			t.Errorf("class %d %v: exhaustive play disagrees with height %d", k, reps[k], c.Height)
		}
	}
	r, err := FourRow(FourRowOptions{MaxBreaker: 3, ShardIndex: 5, ShardCount: 400, Workers: 2})
	if err != nil || r.Won != r.Classes || r.Classes == 0 {
		t.Errorf("shard 5/400: %d of %d classes won (%v)", r.Won, r.Classes, err)
	}
}

func TestFourRowResultString(t *testing.T) {
	r := FourRowResult{Classes: 26623, Placements: 106082, WonPlacements: 106082, Heights: map[int]int{6: 85, 3: 105965, 4: 32}}
	want := "106,082 placements in 26,623 classes, Maker wins 106,082; proof heights: 3 in 105,965 placements, 4 in 32, 6 in 85"
	if got := r.String(); got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got := (FourRowResult{Placements: 1, Classes: 1}).String(); got != "1 placements in 1 classes, Maker wins 0" {
		t.Errorf("no heights: %q", got)
	}
}
