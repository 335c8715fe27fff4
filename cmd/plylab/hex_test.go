package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/engine/hex"
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

// Shards merged give the whole run's JSON (but for the times); a checkpoint
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
		delete(m, "cpu_seconds")
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
	// The CLI prints the engine's count (which engine/hex checks against a
	// separately written recursion of the walk).
	c6, _ := hex.Rule(hex.RuleCross, 6)
	want := fmt.Sprintf(`"partial_paths":%d`, hex.CheckWalk(c6).PartialPaths)
	code, out, _ := runCLI("hex", "check", "--rule", "cross", "--n", "6", "--json", "--quiet")
	if code != 0 || !strings.Contains(out, `"holds":true`) || !strings.Contains(out, want) {
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

// A checkpoint path that cannot be written is bad input, found before the
// run.
func TestHexCheckpointUnwritable(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "no", "such", "dir", "ck")
	if code, _, errs := runCLI("hex", "census", "--rows", "3", "--cols", "4", "--checkpoint", bad, "--quiet"); code != 2 || !strings.Contains(errs, "--checkpoint") {
		t.Errorf("census: exit %d, %s", code, errs)
	}
	if code, _, errs := runCLI("hex", "check", "--rule", "cross", "--n", "4", "--method", "walk", "--checkpoint", bad, "--quiet"); code != 2 || !strings.Contains(errs, "--checkpoint") {
		t.Errorf("check: exit %d, %s", code, errs)
	}
	for _, m := range []string{"dp", "fast"} {
		if code, _, errs := runCLI("hex", "check", "--rule", "cross", "--n", "4", "--method", m, "--shard", "0/2"); code != 2 || !strings.Contains(errs, "need --method walk") {
			t.Errorf("check --method %s --shard: exit %d, %s", m, code, errs)
		}
	}
}

// The walk split into shards and merged is the single run's JSON (but for
// seconds), for a rule that holds and for one that fails (exit 1, the same
// first chain and partial paths); a checkpointed run resumes to the same.
func TestHexCheckWalkShardsMerge(t *testing.T) {
	dir := t.TempDir()
	strip := func(s string) string {
		var m map[string]any
		if err := json.Unmarshal([]byte(s), &m); err != nil {
			t.Fatal(err, s)
		}
		delete(m, "seconds")
		b, _ := json.Marshal(m)
		return string(b)
	}
	for _, tc := range []struct {
		args []string
		code int
	}{
		{[]string{"--rule", "cross", "--n", "6"}, 0},
		{[]string{"--rule", "corners", "--n", "6", "--adjacency", "main"}, 1},
	} {
		args := append([]string{"hex", "check", "--method", "walk", "--json", "--quiet"}, tc.args...)
		code, whole, errs := runCLI(args...)
		if code != tc.code {
			t.Fatalf("%v: exit %d, %s", tc.args, code, errs)
		}
		var files []string
		for i, sh := range []string{"0/3", "1/3", "2/3"} {
			code, out, errs := runCLI(append(args, "--shard", sh)...)
			if code != 0 {
				t.Fatalf("%v shard %s: exit %d, %s", tc.args, sh, code, errs)
			}
			f := filepath.Join(dir, fmt.Sprintf("%s%d.json", tc.args[1], i))
			os.WriteFile(f, []byte(out), 0o644)
			files = append(files, f)
		}
		code, merged, errs := runCLI(append([]string{"merge"}, files...)...)
		if code != 0 {
			t.Fatalf("merge: exit %d, %s", code, errs)
		}
		if strip(merged) != strip(whole) {
			t.Errorf("%v: merged shards\n%s\nwhole run\n%s", tc.args, strip(merged), strip(whole))
		}
		ck := filepath.Join(dir, tc.args[1]+".ckpt")
		_, first, _ := runCLI(append(args, "--checkpoint", ck)...)
		_, again, _ := runCLI(append(args, "--checkpoint", ck)...)
		if strip(first) != strip(whole) || strip(again) != strip(whole) {
			t.Errorf("%v: checkpointed runs differ from the whole run", tc.args)
		}
	}
}

// Bad input: one line naming the problem, exit 2.
func TestHexBadInput(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"hex", "chains", "--rows", "3", "--cols", "4", "extra"}, `unexpected argument "extra"`},
		{[]string{"hex", "census", "--rows", "3", "--cols", "4", "extra"}, `unexpected argument`},
		{[]string{"hex", "slack", "--rows", "3", "--cols", "4", "extra"}, `unexpected argument`},
		{[]string{"hex", "check", "--rule", "cross", "--n", "3", "extra"}, `unexpected argument`},
		{[]string{"hex", "draw", "--n", "3", "--rule", "cross", "--out", filepath.Join(dir, "x.svg"), "extra"}, `unexpected argument`},
		{[]string{"hex", "check", "--rule", "cross"}, "--n is required"},
		{[]string{"hex", "check", "--n", "3"}, "--rule is required"},
		{[]string{"hex", "census", "--rows", "3", "--cols", "4", "--active-len", "-3"}, "--active-len -3"},
		{[]string{"hex", "draw", "--n", "3", "--rule", "foo", "--out", filepath.Join(dir, "x.svg")}, "cross, corners or all"},
		{[]string{"hex", "draw", "--n", "3", "--out", filepath.Join(dir, "x.svg")}, "--rule is required"},
	} {
		code, _, errs := runCLI(tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(strings.TrimSpace(errs), "\n") > 0 {
			t.Errorf("%v: exit %d, %q (want %q)", tc.args, code, errs, tc.want)
		}
	}
}

// The census JSON names every rule writing a pairing, as the census frame
// does ("diagonal=corners" on 2×3).
func TestHexCensusRulesList(t *testing.T) {
	code, out, errs := runCLI("hex", "census", "--rows", "2", "--cols", "3", "--json", "--quiet")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var c struct {
		List []struct {
			Rule  *string
			Rules []string
		}
	}
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range c.List {
		names = append(names, strings.Join(p.Rules, "="))
		if p.Rule == nil || len(p.Rules) == 0 || *p.Rule != p.Rules[0] {
			t.Errorf("rule %v, rules %v", p.Rule, p.Rules)
		}
	}
	if got := strings.Join(names, " "); got != "diagonal=corners cross" {
		t.Errorf("2×3 rules %q, want the census frame's %q", got, "diagonal=corners cross")
	}
}
