package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/data/graph"
	"plylab/data/pairing"
	"plylab/data/runctl"
	"plylab/engine/hex"
	"plylab/engine/hex/hexsat"
)

// Item 2: the chain-listing census estimates its memory first and refuses
// (exit 2, one line) a board whose estimate exceeds --memory, before it
// lists a chain; a board within the cap runs and states the estimate.
func TestHexCensusMemoryCap(t *testing.T) {
	for _, c := range []struct{ rows, cols, mem string }{{"9", "10", "4096"}, {"7", "9", "100"}} {
		code, out, errs := runCLI("hex", "census", "--rows", c.rows, "--cols", c.cols, "--memory", c.mem, "--quiet")
		if code != 2 || out != "" || !oneLine(errs) || !strings.Contains(errs, "MiB") || !strings.Contains(errs, "--method oracle") {
			t.Errorf("%s × %s --memory %s: exit %d, stdout %q, stderr %q", c.rows, c.cols, c.mem, code, out, errs)
		}
	}
	if code, _, errs := runCLI("hex", "census", "--rows", "3", "--cols", "4", "--memory", "-5", "--quiet"); code != 2 || !oneLine(errs) {
		t.Errorf("--memory -5: exit %d, %q", code, errs)
	}
	code, out, errs := runCLI("hex", "census", "--rows", "4", "--cols", "5", "--memory", "64", "--json")
	var c struct{ Pairings, Chains int }
	if code != 0 || json.Unmarshal([]byte(out), &c) != nil || c.Pairings != 3 || c.Chains != 148 {
		t.Fatalf("4 × 5 --memory 64: exit %d, %s %s", code, out, errs)
	}
	if !strings.Contains(errs, "148 minimal chains; the census needs about 16 MiB") {
		t.Errorf("no estimate on stderr: %q", errs)
	}
	// The estimate: 16 MiB + chains × 3.25 B × cells, the chains counted.
	b, _ := hex.NewBoard(4, 5)
	if est, n, exact := pairing.CensusMemory(b); n != 148 || !exact || est != 16<<20+148*3.25*20 {
		t.Errorf("estimate 4 × 5: %v bytes, %d chains, exact %v", est, n, exact)
	}
	if code, out, _ := runCLI("hex", "census", "--help"); code != 0 || !strings.Contains(out, "--memory") || !strings.Contains(out, "MemAvailable") {
		t.Errorf("--help says nothing of memory")
	}
}

// Item 3: the SAT census's default solver is the fastest installed; with
// neither CaDiCaL program it falls back to gophersat with a one-line note;
// an explicit --solver is kept as it is.
func TestHexCensusSATDefaultSolver(t *testing.T) {
	run := func(extra ...string) (int, string, string, string) {
		args := append([]string{"hex", "census", "--rows", "3", "--cols", "4", "--method", "sat", "--json"}, extra...)
		code, out, errs := runCLI(args...)
		var c struct {
			Solver   string `json:"solver"`
			Pairings int    `json:"pairings"`
		}
		if code == 0 && (json.Unmarshal([]byte(out), &c) != nil || c.Pairings != 3) {
			t.Errorf("%v: %s", extra, out)
		}
		return code, c.Solver, out, errs
	}
	if want, _ := hexsat.DefaultSolver(); true {
		if code, sv, _, errs := run("--quiet"); code != 0 || sv != want.String() {
			t.Errorf("default here: exit %d, solver %q, want %q; %s", code, sv, want, errs)
		}
	}
	t.Setenv("PATH", t.TempDir())
	t.Setenv("PLYLAB_CADICAL_INC", filepath.Join(t.TempDir(), "none"))
	code, sv, _, errs := run()
	if code != 0 || sv != "gophersat" || !strings.Contains(errs, "note: neither plylab-cadical-inc") || strings.Count(errs, "note:") != 1 {
		t.Errorf("fallback: exit %d, solver %q, stderr %q", code, sv, errs)
	}
	if code, sv, _, errs := run("--solver", "gini", "--quiet"); code != 0 || sv != "gini" || errs != "" {
		t.Errorf("--solver gini: exit %d, %q, %q", code, sv, errs)
	}
	if _, out, _ := runCLI("hex", "census", "--help"); !strings.Contains(out, "default auto") {
		t.Errorf("--help does not name the default solver")
	}
}

// Item 5: hex draw refuses an unwritable --out, or one in a missing
// directory, with exit 2 before drawing, and makes no directory.
func TestHexDrawOutPath(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nonexistent")
	for _, out := range []string{"/proc/x.svg", filepath.Join(missing, "x.svg")} {
		code, stdout, errs := runCLI("hex", "draw", "--n", "4", "--rule", "cross", "--out", out)
		if code != 2 || stdout != "" || !oneLine(errs) || !strings.Contains(errs, "--out "+out) {
			t.Errorf("--out %s: exit %d, %q, %q", out, code, stdout, errs)
		}
	}
	if _, err := os.Stat(missing); !os.IsNotExist(err) {
		t.Errorf("hex draw made %s: %v", missing, err)
	}
	dirOut := t.TempDir()
	if code, _, errs := runCLI("hex", "draw", "--n", "4", "--rule", "cross", "--out", dirOut+"/"); code != 2 || !oneLine(errs) {
		t.Errorf("--out a directory: exit %d, %q", code, errs)
	}
	ok := filepath.Join(t.TempDir(), "c.svg")
	if code, _, errs := runCLI("hex", "draw", "--n", "4", "--rule", "cross", "--out", ok); code != 0 {
		t.Errorf("--out %s: exit %d, %s", ok, code, errs)
	}
}

// Item 8: the mergers of the hex and graph shards read user files (the
// shards' --json outputs): on any bytes they return a result or an error,
// never panic, and never list the chains of a board out of reach.
func FuzzHexMerge(f *testing.F) {
	f.Add([]byte(`{"rows":2,"cols":3,"adjacency":"anti-diagonal","branch":"fewest-cells","split_items":1}`),
		[]byte(`{"rows":2,"cols":3,"adjacency":"anti-diagonal","items":1,"items_run":1,"list":[{"pairs":[[[0,0],[1,0]],[[0,1],[1,1]],[[0,2],[1,2]]]}]}`))
	f.Add([]byte(`{"rows":2,"cols":3,"adjacency":"anti-diagonal","method":"oracle"}`),
		[]byte(`{"rows":2,"cols":3,"adjacency":"anti-diagonal","items":1,"items_run":1,"list":[{"pairs":[[[0,0],[0,4]]]}]}`))
	f.Add([]byte(`{"rows":30,"cols":30,"adjacency":"anti-diagonal"}`), []byte(`{"rows":30,"cols":30,"adjacency":"anti","items":0,"items_run":0}`))
	f.Add([]byte(`{"rule":"cross","n":3,"adjacency":"anti-diagonal"}`),
		[]byte(`{"items":2,"walk_items":[{"item":0,"row":0,"first":[0,0],"partial_paths":5},{"item":1,"row":0,"first":[0,9],"partial_paths":1,"counterexample":[[9,9]]}]}`))
	f.Add([]byte(`{"rule":"cross","n":9223372036854775807,"adjacency":"anti"}`), []byte(`{}`))
	f.Add([]byte(`{"exhaustive":true,"max_n":2}`), []byte(`{"rows":[{"check":"matching","n":2,"graphs":2,"instances":2}],"units":1}`))
	f.Fuzz(func(t *testing.T, params, part []byte) {
		mergeAs("hex.census", params, []json.RawMessage{part, part})
		mergeAs("hex.check.walk", params, []json.RawMessage{part})
		graph.MergeSweep(params, []json.RawMessage{part})
	})
}

// mergeAs merges the shards' outputs given in shard order through the
// merger registered for kind.
func mergeAs(kind string, params json.RawMessage, parts []json.RawMessage) (any, error) {
	ps := make([]runctl.Partial, len(parts))
	for i, raw := range parts {
		sealed, err := runctl.Seal(raw)
		if err != nil {
			return nil, err
		}
		ps[i] = runctl.Partial{Kind: kind, Params: params, Shard: fmt.Sprintf("%d/%d", i, len(parts)), Result: sealed}
	}
	return runctl.Merge(ps)
}
