package graph

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/data/runctl"
	"plylab/engine/inputerr"
)

var smallSweep = SweepParams{Exhaustive: true, MaxN: 4, Random: 2, RandomMaxN: 5, Seed: 3,
	Checks: []string{"matching", "vertex-geography", "cops-and-robber"}}

func runSweep(t *testing.T, p SweepParams, r Run) *SweepResult {
	t.Helper()
	s, err := NewSweep(p)
	if err != nil {
		t.Fatal(err)
	}
	res, err := s.Run(r)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// sameSweep compares two results without their seconds.
func sameSweep(t *testing.T, what string, a, b SweepResult) {
	t.Helper()
	a.Seconds, b.Seconds = 0, 0
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if string(ja) != string(jb) {
		t.Fatalf("%s:\n%s\nwant\n%s", what, ja, jb)
	}
}

// The shards of a sweep, merged by runctl.Merge, are the single run; the
// single run agrees with Check.
func TestSweepShardsMerge(t *testing.T) {
	whole := runSweep(t, smallSweep, Run{})
	if whole.Instances == 0 || whole.Disagreements != 0 || whole.Shard != "" {
		t.Fatalf("whole run: %+v", whole)
	}
	ts, err := Check(CheckOptions{MaxN: 4, Random: 2, RandomMaxN: 5, Seed: 3, Checks: smallSweep.Checks})
	if err != nil {
		t.Fatal(err)
	}
	if j1, j2 := jsonOf(ts), jsonOf(whole.Rows); j1 != j2 {
		t.Errorf("Check %s, sweep %s", j1, j2)
	}
	var parts []runctl.Partial
	for i := 2; i >= 0; i-- { // any order
		part := runSweep(t, smallSweep, Run{Shard: shard(t, i, 3), Workers: 1})
		p, err := runctl.PartialOf(part)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, p)
	}
	merged, err := runctl.Merge(parts)
	if err != nil {
		t.Fatal(err)
	}
	sameSweep(t, "merged", merged.(SweepResult), *whole)
	if _, err := runctl.Merge(parts[:2]); err == nil || !strings.Contains(err.Error(), "missing") {
		t.Errorf("a missing shard: %v", err)
	}
}

func shard(t *testing.T, i, n int) runctl.Shard {
	s, err := runctl.ParseShard(strings.Join([]string{itoa(i), itoa(n)}, "/"))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func itoa(i int) string { b, _ := json.Marshal(i); return string(b) }

func jsonOf(v any) string { b, _ := json.Marshal(v); return string(b) }

// A cancelled run stops with context.Canceled and leaves its checkpoint;
// resuming from it gives the single run's answer; another run's
// checkpoint, an unwritable one and an unknown check are bad input.
func TestSweepCheckpointCancel(t *testing.T) {
	whole := runSweep(t, smallSweep, Run{})
	ck := filepath.Join(t.TempDir(), "ck.json")
	cancel := make(chan struct{})
	close(cancel)
	s, err := NewSweep(smallSweep)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Run(Run{Checkpoint: ck, Cancel: cancel}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled run: %v", err)
	}
	var logs []string
	res := runSweep(t, smallSweep, Run{Checkpoint: ck, Logf: func(f string, a ...any) { logs = append(logs, f) }})
	sameSweep(t, "resumed", *res, *whole)
	if len(logs) == 0 || !strings.HasPrefix(logs[0], "resuming from") {
		t.Errorf("no resume line: %q", logs)
	}
	if _, err := os.Stat(ck); err != nil {
		t.Fatal(err)
	}
	// Resumed with every unit done: the same again, nothing run.
	res = runSweep(t, smallSweep, Run{Checkpoint: ck})
	sameSweep(t, "resumed again", *res, *whole)

	other := smallSweep
	other.MaxN = 3
	s, _ = NewSweep(other)
	var ce *CheckpointError
	if _, err := s.Run(Run{Checkpoint: ck}); !errors.As(err, &ce) || ce.Save {
		t.Errorf("another run's checkpoint: %v", err)
	}
	if _, err := s.Run(Run{Checkpoint: filepath.Join(t.TempDir(), "no", "c.json")}); !errors.As(err, &ce) || !ce.Save {
		t.Errorf("unwritable checkpoint: %v", err)
	}
	bad := smallSweep
	bad.Checks = []string{"nope"}
	var ie *inputerr.Error
	if _, err := NewSweep(bad); !errors.As(err, &ie) || !strings.Contains(err.Error(), "nope") {
		t.Errorf("unknown check: %v", err)
	}
}

// A sweep that is not exhaustive ignores MaxN: it records 0 and runs the
// same units as with MaxN 0.
func TestSweepMaxNOnlyExhaustive(t *testing.T) {
	p := SweepParams{MaxN: 4, Random: 2, RandomMaxN: 4, Seed: 5, Checks: []string{"matching"}}
	a := runSweep(t, p, Run{Workers: 1})
	p.MaxN = 0
	b := runSweep(t, p, Run{Workers: 1})
	if a.Params.MaxN != 0 {
		t.Fatalf("params max_n %d, want 0", a.Params.MaxN)
	}
	sameSweep(t, "max-n 4 without exhaustive", *a, *b)
}
