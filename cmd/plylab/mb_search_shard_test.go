package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// runSearchShards runs mb search --shard i/n for i = 0..n-1 with args and
// returns the part files.
func runSearchShards(t *testing.T, dir string, n int, args ...string) []string {
	t.Helper()
	var files []string
	for i := 0; i < n; i++ {
		a := append([]string{"mb", "search"}, args...)
		a = append(a, "--shard", strconv.Itoa(i)+"/"+strconv.Itoa(n), "--json", "--quiet")
		code, out, errs := runCLI(a...)
		if code != 0 || !strings.Contains(out, `"kind":"mb.search"`) {
			t.Fatalf("shard %d/%d: exit %d %s %s", i, n, code, out, errs)
		}
		f := filepath.Join(dir, "part-"+strconv.Itoa(i)+".json")
		if err := os.WriteFile(f, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return files
}

// A split pn search merged by plylab merge writes a certificate that
// reconstructs, certifies the start and is no higher than the single
// run's; the merge names a missing or duplicated shard (exit 2), and a
// refuted reply gives no proof at the pivot.
func TestMBSearchShardMerge(t *testing.T) {
	clearSchedulerEnv(t)
	for _, tc := range []struct {
		shape, maker string
		height       int
	}{{"l5", "", 7}, {"snaky", "0,0 1,0", 7}} {
		dir := t.TempDir()
		single := filepath.Join(dir, "single.txt")
		args := []string{"--shape", tc.shape, "--method", "pn", "--height", strconv.Itoa(tc.height)}
		if tc.maker != "" {
			args = append(args, "--maker", tc.maker)
		}
		code, out, errs := runCLI(append(append([]string{"mb", "search"}, args...), "--out", single, "--json", "--quiet")...)
		var one struct{ Height int }
		if code != 0 || json.Unmarshal([]byte(out), &one) != nil || one.Height == 0 {
			t.Fatalf("%s single run: exit %d %s %s", tc.shape, code, out, errs)
		}
		cert := filepath.Join(dir, "merged.txt")
		files := runSearchShards(t, dir, 3, append(args, "--out", cert)...)
		code, out, errs = runCLI("merge", files[2], files[0], files[1])
		var m struct {
			Found  bool
			Height int
			Out    string
			Shards int
		}
		if code != 0 || json.Unmarshal([]byte(out), &m) != nil || !m.Found || m.Out != cert || m.Shards != 3 {
			t.Fatalf("%s merge: exit %d %s %s", tc.shape, code, out, errs)
		}
		if m.Height > one.Height {
			t.Errorf("%s: merged height %d above the single run's %d", tc.shape, m.Height, one.Height)
		}
		rec := []string{"mb", "reconstruct", "--dialect", "21", "--shape", tc.shape, cert, "--json"}
		if tc.maker != "" {
			rec = append(rec, "--maker", tc.maker)
		}
		code, out, errs = runCLI(rec...)
		var r struct {
			Final struct{ Height int }
		}
		if code != 0 || json.Unmarshal([]byte(out), &r) != nil || r.Final.Height != m.Height {
			t.Fatalf("%s reconstruct: exit %d %s %s", tc.shape, code, out, errs)
		}
		if tc.maker == "" {
			if code, out, errs := runCLI("mb", "play", "--cert", cert, "--dialect", "21", "--shape", tc.shape, "--breaker", "greedy", "--games", "3", "--json", "--quiet"); code != 0 || !strings.Contains(out, `"within_height":true`) {
				t.Fatalf("%s play: exit %d %s %s", tc.shape, code, out, errs)
			}
			code, out, errs := runCLI("merge", files[0], files[2])
			if code != 2 || out != "" || !strings.Contains(errs, "shard 1/3 missing") {
				t.Errorf("missing shard: exit %d, stdout %q, stderr %q", code, out, errs)
			}
			code, out, errs = runCLI("merge", files[0], files[1], files[2], files[1])
			if code != 2 || out != "" || !strings.Contains(errs, "shard 1/3 given twice") {
				t.Errorf("duplicated shard: exit %d, stdout %q, stderr %q", code, out, errs)
			}
		}
	}
	// l5 has no proof of height 6: the first pivot's pass child is proved,
	// a reply it needs is refuted.
	dir := t.TempDir()
	cert := filepath.Join(dir, "l5-6.txt")
	files := runSearchShards(t, dir, 2, "--shape", "l5", "--method", "pn", "--height", "6", "--out", cert)
	code, out, errs := runCLI(append([]string{"merge"}, files...)...)
	if code != 0 || !strings.Contains(out, `"found":false`) || !strings.Contains(out, "no proof of height ≤ 6 at pivot (0,0)") {
		t.Fatalf("refuted reply: exit %d %s %s", code, out, errs)
	}
	if _, err := os.Stat(cert); err == nil {
		t.Error("a merge without a proof wrote a certificate")
	}
}

// Bad combinations of --shard with other flags exit 2 with one line.
func TestMBSearchShardFlags(t *testing.T) {
	clearSchedulerEnv(t)
	out := filepath.Join(t.TempDir(), "x.txt")
	for _, args := range [][]string{
		{"--shard", "0/2"}, // --method id
		{"--shard", "0/2", "--method", "pn", "--height", "1"},  // nothing to split
		{"--shard", "2/2", "--method", "pn", "--height", "5"},  // bad shard
		{"--shard", "auto", "--method", "pn", "--height", "5"}, // no scheduler
		{"--shard", "0/2", "--method", "pn", "--height", "5", "--inline"},
		{"--shard", "0/2", "--method", "pn", "--height", "5", "--max-height", "5"},
	} {
		a := append([]string{"mb", "search", "--shape", "l4", "--out", out, "--quiet"}, args...)
		code, stdout, errs := runCLI(a...)
		if code != 2 || stdout != "" || strings.Count(strings.TrimSpace(errs), "\n") != 0 || errs == "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q (want exit 2 and one line)", args, code, stdout, errs)
		}
	}
}
