package mb

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"plylab/data/runctl"
	"plylab/engine/inputerr"
)

// FourRow's shards merged by runctl.Merge equal the whole run.
func TestFourRowShardsMerge(t *testing.T) {
	whole, err := FourRow(1, 12, Run{})
	if err != nil {
		t.Fatal(err)
	}
	if whole.Placements != 87 || whole.Won != whole.Classes || whole.Shard != "" {
		t.Fatalf("whole run %+v", whole)
	}
	var parts []runctl.Partial
	for i := 0; i < 3; i++ {
		r, err := FourRow(1, 12, Run{Shard: runctl.Shard{Index: i, Count: 3}, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		p, err := runctl.PartialOf(r)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, p)
	}
	m, err := runctl.Merge(parts)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(whole)
	b, _ := json.Marshal(m)
	if string(a) != string(b) {
		t.Errorf("merged %s\nwhole  %s", b, a)
	}
}

// A FourRow checkpoint of a finished run answers a rerun without work; a
// checkpoint of other settings is refused as bad input.
func TestFourRowCheckpointResumes(t *testing.T) {
	ck := filepath.Join(t.TempDir(), "ck.json")
	first, err := FourRow(1, 12, Run{Checkpoint: ck})
	if err != nil {
		t.Fatal(err)
	}
	var logs []string
	var progressed bool
	again, err := FourRow(1, 12, Run{Checkpoint: ck, Logf: func(f string, a ...any) { logs = append(logs, f) },
		Progress: func(uint64, float64) { progressed = true }})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(first, again) || progressed || len(logs) != 1 || !strings.HasPrefix(logs[0], "resuming") {
		t.Errorf("resumed %+v (progress %v, logs %q), first %+v", again, progressed, logs, first)
	}
	_, err = FourRow(0, 12, Run{Checkpoint: ck})
	var ce *runctl.CheckpointError
	if !errors.As(err, &ce) || !ce.Input {
		t.Errorf("foreign checkpoint: %v", err)
	}
}

// Bad settings and bad files are *inputerr.Error.
func TestDriversBadInput(t *testing.T) {
	dir := t.TempDir()
	c21 := filepath.Join(dir, "c21.txt")
	if err := os.WriteFile(c21, []byte(Example21), 0o644); err != nil {
		t.Fatal(err)
	}
	cert, err := Load(c21, "21", "snaky")
	if err != nil {
		t.Fatal(err)
	}
	var errs []error
	_, err = FourRow(5, 12, Run{})
	errs = append(errs, err)
	_, err = FourRow(1, 0, Run{})
	errs = append(errs, err)
	_, _, err = LoadClaim(filepath.Join(dir, "missing.txt"), "21", "snaky", "")
	errs = append(errs, err)
	_, err = Load(c21, "21", "l4") // the --shape hint
	errs = append(errs, err)
	if !strings.Contains(err.Error(), "is --shape right?") {
		t.Errorf("wrong shape: %v", err)
	}
	_, _, err = LoadClaim(c21, "21", "snaky", "") // ends in a claim that needs Maker cells
	errs = append(errs, err)
	_, err = SearchFile(SearchOptions{Shape: "domino", MinHeight: 3, MaxHeight: 2}, filepath.Join(dir, "x.txt"), Run{})
	errs = append(errs, err)
	_, err = SearchFile(SearchOptions{Shape: "domino", MinHeight: 1, MaxHeight: 2}, dir, Run{})
	errs = append(errs, err)
	_, err = PlayWith(cert, PlayOptions{Breaker: "nobody", Games: 1}, Run{})
	errs = append(errs, err)
	_, err = ConvertFile(cert, "25", filepath.Join(dir, "y.txt"), true, false)
	errs = append(errs, err)
	for i, err := range errs {
		var ie *inputerr.Error
		if !errors.As(err, &ie) {
			t.Errorf("case %d: %v (%T), want *inputerr.Error", i, err, err)
		}
	}
}

// SearchFile writes a certificate that LoadClaim, Verify, PlayWith and
// ConvertFile accept; its checkpoint keeps the refuted heights.
func TestSearchFilePipeline(t *testing.T) {
	dir := t.TempDir()
	out, ck := filepath.Join(dir, "l4.txt"), filepath.Join(dir, "ck.json")
	r, err := SearchFile(SearchOptions{Shape: "l4", MinHeight: 1, MaxHeight: 3}, out, Run{Checkpoint: ck})
	if err != nil || r.Found || r.Refuted != 3 {
		t.Fatalf("height 3: %+v %v", r, err)
	}
	var logs []string
	r, err = SearchFile(SearchOptions{Shape: "l4", MinHeight: 1, MaxHeight: 6}, out, Run{Checkpoint: ck,
		Logf: func(f string, a ...any) { logs = append(logs, f) }})
	if err != nil || !r.Found || r.Height != 4 || len(logs) != 1 {
		t.Fatalf("resumed: %+v %v %q", r, err, logs)
	}
	c, fc, err := LoadClaim(out, "21", "l4", "")
	if err != nil || fc == nil || c.Summary.SHA256 != r.Cert.Summary.SHA256 {
		t.Fatalf("reload: %v", err)
	}
	v, err := Verify(c, true, true)
	if err != nil || v.Failed != 0 || v.Checked == 0 || !v.LowerTested || v.WinsLower {
		t.Errorf("verify %+v %v", v, err)
	}
	var done uint64
	st, err := PlayWith(c, PlayOptions{Breaker: "greedy", Board: "envelope", Games: 3}, Run{Progress: func(d uint64, _ float64) { done = d }})
	if err != nil || st.Games != 3 || done != 3 || st.MaxWinMove > st.Height {
		t.Errorf("play %+v %v (progress %d)", st, err, done)
	}
	conv, err := ConvertFile(c, "35", filepath.Join(dir, "l4-35.txt"), false, false)
	if err != nil || len(conv.Recon.Cards) == 0 {
		t.Fatalf("convert: %v", err)
	}
	if _, err := Load(filepath.Join(dir, "l4-35.txt"), "35", "l4"); err != nil {
		t.Error(err)
	}
}
