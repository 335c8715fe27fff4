package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// search --method pn writes a certificate that reconstruct and verify
// accept, refutes a height below it, and refuses bad flags with exit 2.
func TestMBSearchPN(t *testing.T) {
	dir := t.TempDir()
	cert := filepath.Join(dir, "t4.txt")
	code, out, errs := runCLI("mb", "search", "--shape", "t4", "--method", "pn", "--height", "4", "--out", cert, "--json", "--quiet")
	if code != 0 || !strings.Contains(out, `"found":true`) || !strings.Contains(out, `"method":"pn"`) ||
		!strings.Contains(out, `"root_pn":0`) || !strings.Contains(out, `"height":4`) || !strings.Contains(out, `"height_bound":4`) {
		t.Fatalf("search: exit %d %s %s", code, out, errs)
	}
	if code, out, errs := runCLI("mb", "reconstruct", "--dialect", "21", "--shape", "t4", cert, "--json"); code != 0 || !strings.Contains(out, `"height":4`) {
		t.Fatalf("reconstruct: exit %d %s %s", code, out, errs)
	}
	if code, out, errs := runCLI("mb", "verify", "--cert", cert, "--dialect", "21", "--shape", "t4", "--all", "--json"); code != 0 || !strings.Contains(out, `"cards_failed":0`) {
		t.Fatalf("verify: exit %d %s %s", code, out, errs)
	}
	if code, out, errs := runCLI("mb", "play", "--cert", cert, "--dialect", "21", "--shape", "t4", "--breaker", "greedy", "--games", "5", "--json", "--quiet"); code != 0 || !strings.Contains(out, `"within_height":true`) {
		t.Fatalf("play: exit %d %s %s", code, out, errs)
	}
	code, out, errs = runCLI("mb", "search", "--shape", "t4", "--method", "pn", "--height", "3", "--out", filepath.Join(dir, "x.txt"), "--json", "--quiet")
	if code != 0 || !strings.Contains(out, `"found":false`) || !strings.Contains(out, `"root_dn":0`) || !strings.Contains(out, `"refuted_up_to":3`) {
		t.Fatalf("refutation: exit %d %s %s", code, out, errs)
	}
	for _, args := range [][]string{
		{"--method", "pn"},
		{"--method", "pn", "--height", "61"},
		{"--method", "xx", "--height", "4"},
		{"--height", "4"},
		{"--method", "pn", "--height", "4", "--checkpoint", filepath.Join(dir, "c.json")},
		{"--method", "pn", "--height", "4", "--max-memory", "-1"},
	} {
		a := append([]string{"mb", "search", "--shape", "t4", "--out", filepath.Join(dir, "y.txt")}, args...)
		if code, _, _ := runCLI(a...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}
