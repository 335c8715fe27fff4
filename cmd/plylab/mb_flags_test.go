package main

import (
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Probe: `mb fourrow --workers 100000` was accepted (4.5 GB in 13 s). Every
// --workers of the mb family goes through runctl.Workers: negative values
// and more than 4 per core are refused before any work, exit 2, one line.
func TestMBFourRowWorkersValidated(t *testing.T) {
	for _, w := range []string{"100000", "-1"} {
		code, out, errs := runCLI("mb", "fourrow", "--max-breaker", "0", "--workers", w, "--json", "--quiet")
		if code != 2 || out != "" || !strings.Contains(errs, "--workers "+w) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("--workers %s: exit %d stdout %q stderr %q", w, code, out, errs)
		}
	}
	// 0 is one per core; the result does not depend on the count.
	for _, w := range []string{"0", "1", "2"} {
		code, out, errs := runCLI("mb", "fourrow", "--max-breaker", "0", "--workers", w, "--json", "--quiet")
		if code != 0 || !strings.Contains(out, `"placements":1`) || !strings.Contains(out, `"won":1`) {
			t.Errorf("--workers %s (%d cores): exit %d stdout %q stderr %q", w, runtime.NumCPU(), code, out, errs)
		}
	}
}

// Probe: `mb fourrow --max-height 0` / `-5` ran with the default 12 and the
// JSON recorded −5. Invalid values of mb flags are refused with the flag
// named, exit 2, nothing on stdout and no work done.
func TestMBInvalidFlagsRefused(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "x.txt")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"fourrow", "--max-height", "0"}, "--max-height 0: want 1..60"},
		{[]string{"fourrow", "--max-height", "-5", "--json"}, "--max-height -5: want 1..60"},
		{[]string{"fourrow", "--max-height", "61"}, "--max-height 61: want 1..60"},
		{[]string{"fourrow", "--max-breaker", "-1"}, "--max-breaker -1"},
		// --inline with another dialect used to be ignored when the search
		// found nothing and refused only after a successful search.
		{[]string{"search", "--shape", "o4", "--max-height", "2", "--dialect", "25", "--inline", "--out", out}, "--inline is for the 21 dialect"},
		{[]string{"search", "--shape", "domino", "--max-height", "0", "--out", out}, "--max-height 0"},
		{[]string{"play", "--games", "0", "x.txt"}, "--games"},
		{[]string{"verify", "--maker", "1", "x.txt"}, "--maker"},
	} {
		code, stdout, errs := runCLI(append([]string{"mb"}, tc.args...)...)
		if code != 2 || stdout != "" || !strings.Contains(errs, tc.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d stdout %q stderr %q (want %q)", tc.args, code, stdout, errs, tc.want)
		}
	}
}
