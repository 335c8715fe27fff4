package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// oneLine reports whether the error output is exactly one line.
func oneLine(s string) bool {
	return strings.Count(strings.TrimSpace(s), "\n") == 0 && strings.TrimSpace(s) != ""
}

// Item 1: gen validates --m before drawing: beyond 2^22, beyond the edges a
// simple graph can have, and negative are one-line exit-2 errors; within
// the bounds gen prints the edges asked for.
func TestGraphGenEdgeBounds(t *testing.T) {
	for _, c := range []struct {
		m, want string
	}{
		{"99999999999", "at most 4194304 edges"},
		{"100000000", "at most 4194304 edges"},
		{"-7", "--m -7"},
		{"4", "at most n(n−1)/2 = 3 edges"},
	} {
		code, out, errs := runCLI("graph", "gen", "--game", "vertex-geography", "--n", "3", "--m", c.m)
		if code != 2 || out != "" || !oneLine(errs) || !strings.Contains(errs, c.want) {
			t.Errorf("--m %s: exit %d, stdout %q, stderr %q", c.m, code, out, errs)
		}
	}
	if code, _, errs := runCLI("graph", "gen", "--game", "shannon-switching", "--n", "2", "--m", "-1"); code != 2 || !oneLine(errs) {
		t.Errorf("--m -1: exit %d, %q", code, errs)
	}
	code, out, errs := runCLI("graph", "gen", "--game", "vertex-geography", "--n", "3", "--m", "3")
	if code != 0 || strings.Count(out, "],[") != 2 {
		t.Errorf("--m 3: exit %d, %q %q", code, out, errs)
	}
	// Multigraph games take more edges than a simple graph holds.
	if code, out, _ := runCLI("graph", "gen", "--game", "edge-geography", "--n", "3", "--m", "10"); code != 0 || strings.Count(out, "],[") != 9 {
		t.Errorf("edge-geography --m 10: exit %d, %q", code, out)
	}
}

// Item 4: every output path of graph check is tried before the sweep: an
// unwritable --out or --checkpoint exits 2 at once, with or without
// --quiet, and prints no result.
func TestGraphCheckOutputPathsFirst(t *testing.T) {
	base := []string{"graph", "check", "--exhaustive", "--max-n", "3", "--random", "0", "--checks", "matching"}
	missing := filepath.Join(t.TempDir(), "no", "such")
	for _, extra := range [][]string{
		{"--out", "/proc/nope"},
		{"--out", missing},
		{"--checkpoint", "/proc/nope.ckpt"},
		{"--checkpoint", "/proc/nope.ckpt", "--quiet"},
		{"--checkpoint", filepath.Join(missing, "c.ckpt"), "--quiet"},
	} {
		code, out, errs := runCLI(append(append([]string{}, base...), extra...)...)
		if code != 2 || out != "" || !oneLine(errs) || !strings.Contains(errs, extra[0]) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", extra, code, out, errs)
		}
	}
	if _, err := os.Stat(filepath.Dir(missing)); !os.IsNotExist(err) {
		t.Errorf("a missing parent was made: %v", err)
	}
	// A writable --out (made inside an existing directory) and checkpoint work.
	dir := t.TempDir()
	code, _, errs := runCLI(append(append([]string{}, base...), "--out", filepath.Join(dir, "out"), "--checkpoint", filepath.Join(dir, "c.ckpt"), "--quiet")...)
	if code != 0 {
		t.Fatalf("writable paths: exit %d, %s", code, errs)
	}
	for _, f := range []string{"out/tables/graph_check_sweep.csv", "c.ckpt"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s not written: %v", f, err)
		}
	}
}

// Item 6: --limit takes name=n with 0 ≤ n ≤ 8 and a known name, once each.
func TestGraphCheckLimitRejects(t *testing.T) {
	base := []string{"graph", "check", "--exhaustive", "--max-n", "2", "--random", "0", "--checks", "matching", "--quiet"}
	for _, l := range []string{"matching=-1", "matching=9", "matching=5x", "matching=", "=3", "matching", "nope=2", "matching=2,matching=3"} {
		code, out, errs := runCLI(append(append([]string{}, base...), "--limit", l)...)
		if code != 2 || out != "" || !oneLine(errs) {
			t.Errorf("--limit %s: exit %d, stdout %q, stderr %q", l, code, out, errs)
		}
	}
	for _, bad := range [][]string{{"--max-n", "0"}, {"--random", "-1"}, {"--random-max-n", "17"}} {
		if code, _, errs := runCLI(append(append([]string{}, base...), bad...)...); code != 2 || !oneLine(errs) {
			t.Errorf("%v: exit %d, %q", bad, code, errs)
		}
	}
	if code, _, errs := runCLI(append(append([]string{}, base...), "--limit", "matching=0")...); code != 0 {
		t.Errorf("--limit matching=0: exit %d, %s", code, errs)
	}
}

// Item 7: every --workers of the graph and hex verbs goes through
// runctl.Workers: negative and more than 4 per core are refused (exit 2,
// one line naming the flag); 0 (one per core) runs.
func TestGraphHexWorkersValidated(t *testing.T) {
	for _, args := range [][]string{
		{"graph", "check", "--exhaustive", "--max-n", "2", "--random", "0", "--checks", "matching", "--quiet"},
		{"hex", "census", "--rows", "2", "--cols", "3", "--quiet"},
	} {
		for _, w := range []string{"-1", "100000"} {
			code, _, errs := runCLI(append(append([]string{}, args...), "--workers", w)...)
			if code != 2 || !oneLine(errs) || !strings.Contains(errs, "--workers "+w) {
				t.Errorf("%s %s --workers %s: exit %d, %q", args[0], args[1], w, code, errs)
			}
		}
		if code, _, errs := runCLI(append(append([]string{}, args...), "--workers", "0")...); code != 0 {
			t.Errorf("%s %s --workers 0: exit %d, %s", args[0], args[1], code, errs)
		}
	}
}

// Item 8: the graph solve reader, through the command, on any file: exit 0
// (every line solved) or 2 (bad lines named), never a panic or exit 1.
func FuzzGraphSolveFile(f *testing.F) {
	f.Add([]byte(`{"id": "a", "game": "vertex-geography", "n": 4, "edges": [[0,1],[1,2],[2,3]], "start": 0}`))
	f.Add([]byte("{\"id\": \"c\", \"game\": \"cops-and-robber\", \"n\": 3, \"edges\": [[0,1],[1,2]]}\n\n{\"id\": 2, \"game\": \"nope\"}\n"))
	f.Add([]byte("\xff\xfe{\"id\""))
	f.Add([]byte(`{"id": "s", "game": "shannon-switching", "n": 3, "edges": [[0,1],[1,2],[0,2]], "u": 0, "v": 2}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<12 {
			return
		}
		// Keep every instance tiny so that each input solves at once.
		if strings.Contains(string(data), `"n"`) && !smallNs(string(data)) {
			return
		}
		p := filepath.Join(t.TempDir(), "in.jsonl")
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		code, _, errs := runCLI("graph", "solve", p)
		if code != 0 && code != 2 {
			t.Fatalf("exit %d: %s", code, errs)
		}
	})
}

// smallNs reports whether every "n": value in s has at most one digit.
func smallNs(s string) bool {
	for i := strings.Index(s, `"n"`); i >= 0; {
		rest := strings.TrimLeft(s[i+3:], " \t:")
		digits := 0
		for digits < len(rest) && rest[digits] >= '0' && rest[digits] <= '9' {
			digits++
		}
		if digits > 1 {
			return false
		}
		j := strings.Index(s[i+3:], `"n"`)
		if j < 0 {
			break
		}
		i += 3 + j
	}
	return true
}
