package pairing

import (
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"plylab/data/runctl"
	"plylab/engine/hex"
	"plylab/engine/hex/hexsat"
	"plylab/engine/inputerr"
)

func board(t *testing.T, rows, cols int) *hex.Board {
	t.Helper()
	b, err := hex.NewBoard(rows, cols)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// mergeShards runs n shards through part and merges their partial results
// as 'plylab merge' does.
func mergeShards(t *testing.T, n int, part func(runctl.Shard) any) any {
	t.Helper()
	var parts []runctl.Partial
	for i := 0; i < n; i++ {
		p, err := runctl.PartialOf(part(runctl.Shard{Index: i, Count: n}))
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, p)
	}
	m, err := runctl.Merge(parts)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func censusOpt() hex.CensusOptions {
	return hex.CensusOptions{Rule: hex.FewestCells, Engine: hex.Sliced, Workers: 2, SplitItems: 64}
}

// The census's shards merge to the single run's answer (all but times),
// in chains and in oracle mode.
func TestRunCensusShardsMerge(t *testing.T) {
	b := board(t, 5, 6)
	for _, oracle := range []bool{false, true} {
		opt := censusOpt()
		opt.Oracle = oracle
		whole, err := Run{}.Census(b, opt, 0)
		if err != nil {
			t.Fatal(err)
		}
		if whole.Pairings != 3 || !whole.Minimal || whole.Kind != "" {
			t.Fatalf("oracle %v: %d pairings, minimal %v, kind %q", oracle, whole.Pairings, whole.Minimal, whole.Kind)
		}
		m := mergeShards(t, 3, func(sh runctl.Shard) any {
			a, err := Run{Shard: sh}.Census(b, opt, 0)
			if err != nil {
				t.Fatal(err)
			}
			if a.Kind != censusKind || a.Minimal {
				t.Fatalf("shard %v: kind %q, minimal %v", sh, a.Kind, a.Minimal)
			}
			return a
		}).(CensusAnswer)
		w := *whole
		w.Seconds, w.CPUSeconds, m.Seconds, m.CPUSeconds = 0, 0, 0, 0
		if !reflect.DeepEqual(w, m) {
			t.Errorf("oracle %v: merged %+v, want %+v", oracle, m, w)
		}
	}
}

// A census checkpoint resumes: the second run finds every item done and
// gives the same answer; a checkpoint of another run is bad input.
func TestRunCensusCheckpoint(t *testing.T) {
	b := board(t, 4, 5)
	ckpt := filepath.Join(t.TempDir(), "c.ckpt")
	var log strings.Builder
	run := Run{Checkpoint: ckpt, Logf: func(f string, a ...any) { log.WriteString(strings.TrimSpace(f)) }}
	first, err := run.Census(b, censusOpt(), 0)
	if err != nil {
		t.Fatal(err)
	}
	log.Reset()
	again, err := run.Census(b, censusOpt(), 0)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(log.String(), "resuming from") || again.Steps != first.Steps || len(again.List) != len(first.List) {
		t.Errorf("resume: log %q, steps %d want %d", log.String(), again.Steps, first.Steps)
	}
	other := censusOpt()
	other.SplitItems = 7
	var ce *CheckpointError
	if _, err := run.Census(b, other, 0); !errors.As(err, &ce) || !ce.Input {
		t.Errorf("another run's checkpoint: %v", err)
	}
	if _, err := (Run{Checkpoint: filepath.Join(t.TempDir(), "no", "dir")}).Census(b, censusOpt(), 0); !errors.As(err, &ce) || !ce.Input {
		t.Errorf("unwritable checkpoint: %v", err)
	}
}

// A chain list over the memory cap is refused as bad input; the estimate
// is 16 MiB + chains × 3.25 B × cells.
func TestRunCensusMemory(t *testing.T) {
	b := board(t, 4, 5)
	if est, n, exact := CensusMemory(b); n != 148 || !exact || est != 16<<20+148*3.25*20 {
		t.Errorf("estimate: %v bytes, %d chains, %v", est, n, exact)
	}
	var in *inputerr.Error
	if _, err := (Run{}).Census(b, censusOpt(), 1); !errors.As(err, &in) {
		t.Errorf("over the cap: %v", err)
	}
}

// The split walk's shards merge to the whole walk's row; fast and dp
// agree with it.
func TestCheckPairingShardsMerge(t *testing.T) {
	for _, c := range []struct {
		rule string
		adj  hex.Adjacency
	}{{hex.RuleCross, hex.AntiDiagonal}, {hex.RuleCross, hex.MainDiagonal}} {
		b, _ := hex.NewBoardAdj(6, 7, c.adj)
		p, err := hex.RuleOn(c.rule, b)
		if err != nil {
			t.Fatal(err)
		}
		whole, part, err := Run{}.CheckPairing(p, c.rule, "walk")
		if err != nil || part != nil {
			t.Fatal(err, part)
		}
		m := mergeShards(t, 2, func(sh runctl.Shard) any {
			_, part, err := Run{Shard: sh}.CheckPairing(p, c.rule, "walk")
			if err != nil || part == nil {
				t.Fatal(err)
			}
			return part
		}).(CheckRow)
		whole.Seconds, m.Seconds = 0, 0
		if !reflect.DeepEqual(whole, m) {
			t.Errorf("%s %v: merged %+v, want %+v", c.rule, c.adj, m, whole)
		}
		for _, m := range []string{"fast", "dp"} {
			row, _, err := Run{}.CheckPairing(p, c.rule, m)
			if err != nil || row.Holds != whole.Holds || row.Holds != (row.Counterexample == nil) {
				t.Errorf("%s %v: %s holds %v %v (%v), walk %v", c.rule, c.adj, m, row.Holds, row.Counterexample, err, whole.Holds)
			}
		}
	}
}

// A walk checkpoint resumes; bad methods and shards of a whole-only method
// are bad input.
func TestCheckPairingCheckpointAndInput(t *testing.T) {
	p, err := hex.Rule(hex.RuleCorners, 6)
	if err != nil {
		t.Fatal(err)
	}
	ckpt := filepath.Join(t.TempDir(), "w.ckpt")
	first, _, err := Run{Checkpoint: ckpt}.CheckPairing(p, hex.RuleCorners, "walk")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(ckpt); err != nil {
		t.Fatal(err)
	}
	again, _, err := Run{Checkpoint: ckpt}.CheckPairing(p, hex.RuleCorners, "walk")
	if err != nil || *again.PartialPaths != *first.PartialPaths || again.Holds != first.Holds {
		t.Errorf("resumed: %+v (%v), want %+v", again, err, first)
	}
	var in *inputerr.Error
	if _, _, err := (Run{}).CheckPairing(p, hex.RuleCorners, "bogus"); !errors.As(err, &in) {
		t.Errorf("bad method: %v", err)
	}
	if _, _, err := (Run{Shard: runctl.Shard{Index: 0, Count: 2}}).CheckPairing(p, hex.RuleCorners, "dp"); !errors.As(err, &in) {
		t.Errorf("dp shard: %v", err)
	}
}

// The SAT census (pure-Go solver) finds the chain census's pairings, and
// its answer reads back as the kept file's rows do.
func TestSatCensus(t *testing.T) {
	b := board(t, 4, 5)
	sv, err := hexsat.ParseSolver("gophersat")
	if err != nil {
		t.Fatal(err)
	}
	ck, _ := hexsat.ParseChecker("fast")
	res, err := Run{}.SatCensus(b, hexsat.Options{Solver: sv, Checker: ck, HalfTurn: true, Shortest: true, Multi: 1}, nil, true)
	if err != nil {
		t.Fatal(err)
	}
	chains, err := Run{}.Census(b, censusOpt(), 0)
	if err != nil {
		t.Fatal(err)
	}
	if res.Pairings != chains.Pairings || !reflect.DeepEqual(res.List, chains.List) || res.MinimalChains == nil || *res.MinimalChains != 148 {
		t.Errorf("sat %d pairings %v, chains %d %v", res.Pairings, res.List, chains.Pairings, chains.List)
	}
	raw, _ := json.Marshal(res)
	var back SatCensusRow
	if err := json.Unmarshal(raw, &back); err != nil || !reflect.DeepEqual(back, *res) {
		t.Errorf("read back: %v", err)
	}
	var in *inputerr.Error
	if _, err := (Run{Shard: runctl.Shard{Index: 1, Count: 2}}).SatCensus(b, hexsat.Options{Solver: sv, Checker: ck, Multi: 1}, nil, false); !errors.As(err, &in) {
		t.Errorf("shard: %v", err)
	}
}

// The mergers refuse malformed parts with an error, never a panic.
func FuzzMergers(f *testing.F) {
	f.Add([]byte(`{"rows":2,"cols":3,"adjacency":"anti"}`), []byte(`{"rows":2,"cols":3,"adjacency":"anti","items":1,"items_run":1,"list":[{"pairs":[[[0,0],[9,9]]]}]}`))
	f.Add([]byte(`{"rule":"cross","n":3,"adjacency":"anti"}`), []byte(`{"items":2,"walk_items":[{"item":0,"first":[0,1]}]}`))
	f.Fuzz(func(t *testing.T, params, part []byte) {
		mergeCensus(params, []json.RawMessage{part, part})
		mergeCheckWalk(params, []json.RawMessage{part})
	})
}

// BoardSlack's rules agree with Slacks; the census pairings of 5 × 6 are
// the rules'; the chains walked give what the chains listed give; bad
// shapes are bad input.
func TestBoardSlack(t *testing.T) {
	b := board(t, 5, 6)
	ps, got, err := Run{}.BoardSlack(b, false)
	if err != nil {
		t.Fatal(err)
	}
	want, err := Slacks(5, 5)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 3 || len(got) != len(want) {
		t.Fatalf("rules: %d pairings, %+v, want %+v", len(ps), got, want)
	}
	for i, s := range got {
		w := want[i]
		if s.Chains != w.Chains || s.WholePairs != w.WholePairs || s.SinglePairChains != w.SinglePairChains ||
			!reflect.DeepEqual(s.Histogram, w.Histogram) || math.Abs(s.MeanPerChain-w.MeanPerChain) > 1e-6 {
			t.Errorf("rule %d: %+v, want %+v", i, s, w)
		}
	}
	if ps, cs, err := (Run{}).BoardSlack(b, true); err != nil || len(ps) != 3 || len(cs) != 3 {
		t.Errorf("census: %d pairings, %v", len(ps), err)
	}
	if walked := hex.SlackWalkProgress(ps[0], nil); !reflect.DeepEqual(walked, got[0]) {
		t.Errorf("walked %+v, listed %+v", walked, got[0])
	}
	var in *inputerr.Error
	if _, _, err := (Run{}).BoardSlack(board(t, 4, 6), false); !errors.As(err, &in) {
		t.Errorf("rules on 4 × 6: %v", err)
	}
	if _, _, err := (Run{}).BoardSlack(board(t, 8, 8), true); !errors.As(err, &in) {
		t.Errorf("census on 8 × 8: %v", err)
	}
}
