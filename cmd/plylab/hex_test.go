package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestHexChainsAndCensusJSON(t *testing.T) {
	code, out, errs := runCLI("hex", "chains", "--rows", "4", "--cols", "5", "--json")
	if code != 0 || !strings.Contains(out, `"chains":148`) {
		t.Fatalf("chains: exit %d, %s %s", code, out, errs)
	}
	code, out, errs = runCLI("hex", "census", "--rows", "4", "--cols", "5", "--json", "--quiet")
	if code != 0 {
		t.Fatalf("census: exit %d: %s", code, errs)
	}
	var c struct {
		Pairings int
		Steps    uint64
		List     []struct {
			Rule     *string
			Pairs    [][2][2]int
			Complete bool `json:"complete"`
			HalfTurn bool `json:"half_turn"`
		}
	}
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	if c.Pairings != 3 || len(c.List) != 3 || c.Steps == 0 {
		t.Fatalf("census 4×5: %+v", c)
	}
	for _, p := range c.List {
		if p.Rule == nil || len(p.Pairs) != 10 || !p.Complete || !p.HalfTurn {
			t.Errorf("census 4×5 pairing %+v", p)
		}
	}
}

// Shards merged give the whole run's JSON (but for seconds); a checkpoint
// resumes to the same answer.
func TestHexCensusShardsMergeAndCheckpoint(t *testing.T) {
	dir := t.TempDir()
	args := []string{"hex", "census", "--rows", "3", "--cols", "5", "--split-items", "20", "--json", "--quiet"}
	_, whole, _ := runCLI(args...)
	var files []string
	for i := 0; i < 3; i++ {
		code, out, errs := runCLI(append(args, "--shard", []string{"0/3", "1/3", "2/3"}[i])...)
		if code != 0 {
			t.Fatalf("shard %d: %s", i, errs)
		}
		f := filepath.Join(dir, []string{"a", "b", "c"}[i]+".json")
		os.WriteFile(f, []byte(out), 0o644)
		files = append(files, f)
	}
	code, merged, errs := runCLI(append([]string{"merge"}, files...)...)
	if code != 0 {
		t.Fatalf("merge: %s", errs)
	}
	strip := func(s string) map[string]any {
		var m map[string]any
		if err := json.Unmarshal([]byte(s), &m); err != nil {
			t.Fatal(err, s)
		}
		delete(m, "seconds")
		return m
	}
	a, _ := json.Marshal(strip(whole))
	b, _ := json.Marshal(strip(merged))
	if string(a) != string(b) {
		t.Errorf("merged shards differ from the whole run:\n%s\n%s", a, b)
	}
	ck := filepath.Join(dir, "c.ckpt")
	_, first, _ := runCLI(append(args, "--checkpoint", ck)...)
	_, again, _ := runCLI(append(args, "--checkpoint", ck)...)
	x, _ := json.Marshal(strip(first))
	y, _ := json.Marshal(strip(again))
	if string(x) != string(y) || string(x) != string(a) {
		t.Errorf("checkpointed runs differ")
	}
}

func TestHexCheckExitCodes(t *testing.T) {
	code, out, _ := runCLI("hex", "check", "--rule", "cross", "--n", "6", "--json", "--quiet")
	if code != 0 || !strings.Contains(out, `"holds":true`) || !strings.Contains(out, `"partial_paths":4999`) {
		t.Errorf("cross 6×7: exit %d, %s", code, out)
	}
	// The corners rule on the mirrored convention misses a chain: exit 1
	// and the chain.
	code, out, _ = runCLI("hex", "check", "--rule", "corners", "--n", "5", "--adjacency", "main", "--json", "--quiet")
	if code != 1 || !strings.Contains(out, `"holds":false`) || strings.Contains(out, `"counterexample":null`) {
		t.Errorf("corners on the mirror convention: exit %d, %s", code, out)
	}
	for _, m := range []string{"walk", "fast", "dp"} {
		code, out, _ = runCLI("hex", "check", "--rule", "diagonal", "--n", "7", "--method", m, "--json", "--quiet")
		if code != 0 || !strings.Contains(out, `"method":"`+m+`"`) {
			t.Errorf("method %s: exit %d, %s", m, code, out)
		}
	}
	if code, _, errs := runCLI("hex", "check", "--rule", "spiral", "--n", "5"); code != 2 || !strings.Contains(errs, "unknown rule") {
		t.Errorf("unknown rule: exit %d, %s", code, errs)
	}
	if code, _, _ := runCLI("hex", "census", "--rows", "0", "--cols", "5"); code != 2 {
		t.Errorf("bad size: exit %d", code)
	}
}

func TestHexSlackAndDraw(t *testing.T) {
	code, out, _ := runCLI("hex", "slack", "--rows", "5", "--cols", "6", "--json")
	if code != 0 || !strings.Contains(out, `"whole_pairs":2336`) || !strings.Contains(out, `"single_pair_chains":762`) {
		t.Errorf("slack 5×6: exit %d, %s", code, out)
	}
	f := filepath.Join(t.TempDir(), "cross.svg")
	if code, _, errs := runCLI("hex", "draw", "--n", "5", "--rule", "cross", "--out", f); code != 0 {
		t.Fatalf("draw: %s", errs)
	}
	if b, err := os.ReadFile(f); err != nil || !strings.Contains(string(b), "<svg") {
		t.Errorf("draw wrote no SVG")
	}
}
