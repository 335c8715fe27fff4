package transv

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"plylab/data/runctl"
	"plylab/engine/inputerr"
	"plylab/engine/transversal"
)

// merged merges the shard reports of one run through runctl.Merge and
// returns the result as a JSON object without its seconds.
func merged(t *testing.T, reports []any) map[string]any {
	t.Helper()
	var parts []runctl.Partial
	for _, r := range reports {
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
	return object(t, m)
}

func object(t *testing.T, v any) map[string]any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var o map[string]any
	if err := json.Unmarshal(b, &o); err != nil {
		t.Fatal(err)
	}
	delete(o, "seconds")
	return o
}

func same(t *testing.T, what string, a, b map[string]any, keys ...string) {
	t.Helper()
	for _, k := range keys {
		if fmt.Sprint(a[k]) != fmt.Sprint(b[k]) {
			t.Errorf("%s: %s merged %v, whole run %v", what, k, a[k], b[k])
		}
	}
}

// The shards of each driver merged by runctl.Merge give the whole run's
// answer (the mergers are registered by this package).
func TestRunShardsMerge(t *testing.T) {
	whole, err := Run{}.Verify(5, "", transversal.VerifyOptions{})
	if err != nil || whole.Check() != nil {
		t.Fatalf("verify n=5: %v %v", err, whole.Check())
	}
	var parts []any
	for i := range 3 {
		r, err := Run{Shard: runctl.Shard{Index: i, Count: 3}}.Verify(5, "", transversal.VerifyOptions{})
		if err != nil || r.Shard == "" {
			t.Fatalf("shard %d: %v", i, err)
		}
		parts = append(parts, r)
	}
	w := object(t, whole)
	same(t, "verify", merged(t, parts), w, "terminal_lines", "nodes", "win_ply", "cases", "closed_form", "max_win_ply", "work_items")

	sopt := transversal.SolveOptions{ByPly: 11, SplitPly: 4, TableMiB: 4, Workers: 1}
	ws, err := Run{}.Solve(5, sopt)
	if err != nil || ws.XForcesWin == nil {
		t.Fatalf("solve: %v", err)
	}
	parts = nil
	for i := range 2 {
		r, err := Run{Shard: runctl.Shard{Index: i, Count: 2}}.Solve(5, sopt)
		if err != nil || len(r.Items) == 0 {
			t.Fatalf("solve shard %d: %v", i, err)
		}
		parts = append(parts, r)
	}
	same(t, "solve", merged(t, parts), object(t, ws), "x_forces_win", "nodes", "positions", "work_items", "params")

	oopt := transversal.ODefenceOptions{SplitPly: 4, Workers: 1, Mutant: "no-tempo"}
	wo, err := Run{}.ODefence(5, oopt)
	if err != nil || wo.Result.Survives {
		t.Fatalf("odefence no-tempo: %v (survives %v)", err, wo != nil && wo.Result.Survives)
	}
	parts = nil
	for i := range 2 {
		r, err := Run{Shard: runctl.Shard{Index: i, Count: 2}}.ODefence(5, oopt)
		if err != nil {
			t.Fatalf("odefence shard %d: %v", i, err)
		}
		if o := object(t, r); o["survives"] != nil || o["survives_so_far"] == nil || o["shard"] != fmt.Sprintf("%d/2", i) {
			t.Fatalf("odefence shard %d report: %v", i, o)
		}
		parts = append(parts, r)
	}
	same(t, "odefence", merged(t, parts), object(t, wo), "survives", "mutant", "mode", "by_ply", "params")
}

// A checkpoint resumes: a second run with the same file logs the finished
// items and answers the same; one with other parameters is bad input.
func TestRunCheckpointResumes(t *testing.T) {
	ck := filepath.Join(t.TempDir(), "s.ckpt")
	opt := transversal.SolveOptions{ByPly: 9, TableMiB: 4, Workers: 1}
	first, err := Run{Checkpoint: ck}.Solve(4, opt)
	if err != nil {
		t.Fatal(err)
	}
	var log strings.Builder
	again, err := Run{Checkpoint: ck, Logf: func(f string, a ...any) { fmt.Fprintf(&log, f, a...) }}.Solve(4, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(log.String(), "resuming from "+ck) {
		t.Errorf("no resume line: %q", log.String())
	}
	if *first.XForcesWin != *again.XForcesWin || first.WorkItems != again.WorkItems {
		t.Errorf("resumed run: %+v, first %+v", again, first)
	}
	opt.ByPly = 10
	_, err = Run{Checkpoint: ck}.Solve(4, opt)
	var oe *OutputError
	if !errors.As(err, &oe) || !oe.Input || oe.What != "checkpoint" {
		t.Errorf("checkpoint of another run: %v, want an input *OutputError", err)
	}

	vck := filepath.Join(t.TempDir(), "v.ckpt")
	v1, err := Run{Checkpoint: vck}.Verify(4, "", transversal.VerifyOptions{})
	if err != nil {
		t.Fatal(err)
	}
	v2, err := Run{Checkpoint: vck}.Verify(4, "", transversal.VerifyOptions{})
	if err != nil || v2.Nodes != v1.Nodes || v2.TerminalLines != v1.TerminalLines {
		t.Errorf("resumed verify: %v, %d/%d nodes", err, v2.Nodes, v1.Nodes)
	}
}

// Bad input is refused before the run: an unknown mutant, an output path
// that cannot be written, a certificate of a shard; a certificate that
// is not one is an *inputerr.Error naming the file.
func TestRunBadInput(t *testing.T) {
	var ie *inputerr.Error
	if _, err := (Run{}).Verify(4, "nope", transversal.VerifyOptions{}); !errors.As(err, &ie) {
		t.Errorf("unknown mutant: %v", err)
	}
	var oe *OutputError
	if _, err := (Run{Certificate: "/proc/x.cert"}).Solve(4, transversal.SolveOptions{ByPly: 9}); !errors.As(err, &oe) || !oe.Input || oe.What != "certificate" {
		t.Errorf("unwritable certificate: %v", err)
	}
	if _, err := (Run{Checkpoint: "/proc/x.ckpt"}).ODefence(4, transversal.ODefenceOptions{}); !errors.As(err, &oe) || !oe.Input {
		t.Errorf("unwritable checkpoint: %v", err)
	}
	if _, err := (Run{Certificate: "c", Shard: runctl.Shard{Index: 0, Count: 2}}).Solve(4, transversal.SolveOptions{ByPly: 9}); !errors.As(err, &ie) {
		t.Errorf("certificate of a shard: %v", err)
	}
	bad := filepath.Join(t.TempDir(), "bad.cert.gz")
	os.WriteFile(bad, []byte("not gzip"), 0o644)
	if _, err := ReadCertificate(bad); !errors.As(err, &ie) || ie.File != bad {
		t.Errorf("not a certificate: %v", err)
	}
}

// A certificate written by a run reads back and holds.
func TestRunCertificate(t *testing.T) {
	for _, name := range []string{"s.cert.gz", "s.cert"} {
		file := filepath.Join(t.TempDir(), name)
		r, err := Run{Certificate: file}.Solve(4, transversal.SolveOptions{ByPly: 9, TableMiB: 4, Workers: 1})
		if err != nil || r.Cert == nil || r.Cert.File != file {
			t.Fatalf("%s: %v", name, err)
		}
		c, err := ReadCertificate(file)
		if err != nil {
			t.Fatal(err)
		}
		if st, _ := os.Stat(file); st.Size() != r.Cert.Bytes {
			t.Errorf("%s: %d bytes, report says %d", name, st.Size(), r.Cert.Bytes)
		}
		if _, err := transversal.Check(c); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	file := filepath.Join(t.TempDir(), "o.cert")
	r, err := Run{Certificate: file}.ODefence(4, transversal.ODefenceOptions{Workers: 1})
	if err != nil || r.Cert == nil || !r.Result.Survives {
		t.Fatalf("odefence certificate: %v", err)
	}
	c, err := ReadCertificate(file)
	if err == nil {
		_, err = transversal.Check(c)
	}
	if err != nil {
		t.Error(err)
	}
}

// A checkpoint that stops saving during the run is warned about once, and
// the run's complete answer comes back with an *OutputError.
func TestRunCheckpointFails(t *testing.T) {
	t.Setenv(runctl.EnvCheckpointEvery, "1ns")
	dir := filepath.Join(t.TempDir(), "gone")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	warned := 0
	run := Run{Checkpoint: filepath.Join(dir, "c.ckpt"), Warnf: func(string, ...any) { warned++ }}
	// The directory goes once the first periodic save is written.
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		for {
			select {
			case <-stop:
				return
			case <-time.After(time.Millisecond):
			}
			if _, err := os.Stat(run.Checkpoint); err == nil {
				// Again until gone: a save may add a file meanwhile.
				for os.RemoveAll(dir) != nil {
				}
				return
			}
		}
	}()
	r, err := run.Verify(5, "", transversal.VerifyOptions{Workers: 1})
	var oe *OutputError
	if r == nil || r.Check() != nil || !errors.As(err, &oe) || oe.Input || !strings.Contains(err.Error(), "c.ckpt") {
		t.Fatalf("report %v, error %v: want the answer and a checkpoint *OutputError", r != nil, err)
	}
	if warned != 1 {
		t.Errorf("%d warnings, want 1", warned)
	}
}
