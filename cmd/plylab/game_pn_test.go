package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestGameSolveSearchFlags: --search pn, dfs and value give the same answers;
// --search, --max-nodes and --time refuse bad values with exit 2; a spent
// budget answers "unknown" with exit 0.
func TestGameSolveSearchFlags(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "g.jsonl")
	var lines []string
	for _, args := range [][]string{{"tictactoe"}, {"sim"}, {"mnk", "--rows", "4", "--cols", "4", "--k", "3"},
		{"polyomino", "--shape", "l4", "--n", "4"}, {"transversal", "--n", "4", "--rule", "avoider-enforcer", "--first", "avoider"}} {
		code, out, errs := runCLI(append([]string{"game", "gen"}, args...)...)
		if code != 0 {
			t.Fatalf("gen %v: %d %s", args, code, errs)
		}
		lines = append(lines, strings.TrimSpace(out))
	}
	os.WriteFile(in, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
	answers := map[string][]string{}
	for _, search := range []string{"pn", "dfs", "value", "auto"} {
		code, out, errs := runCLI("game", "solve", in, "--search", search, "--workers", "2")
		if code != 0 {
			t.Fatalf("--search %s: %d %s", search, code, errs)
		}
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			// outcome and plies, without nodes and seconds
			answers[search] = append(answers[search], l[:strings.Index(l, `"nodes"`)])
		}
	}
	for _, search := range []string{"pn", "value", "auto"} {
		if strings.Join(answers[search], "\n") != strings.Join(answers["dfs"], "\n") {
			t.Fatalf("answers differ:\n%s %v\ndfs %v", search, answers[search], answers["dfs"])
		}
	}
	if !strings.Contains(answers["pn"][1], `"outcome":"second","plies":15`) {
		t.Fatalf("Sim: %s", answers["pn"][1])
	}
	for _, bad := range [][]string{{"--search", "bfs"}, {"--max-nodes", "-1"}, {"--time", "-5s"}} {
		code, _, errs := runCLI(append([]string{"game", "solve", in}, bad...)...)
		if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q", bad, code, errs)
		}
	}
	_, big, _ := runCLI("game", "gen", "mnk", "--rows", "5", "--cols", "5", "--k", "4")
	bigIn := filepath.Join(dir, "big.jsonl")
	os.WriteFile(bigIn, []byte(big), 0o644)
	for _, search := range []string{"pn", "dfs", "value"} {
		code, out, errs := runCLI("game", "solve", bigIn, "--search", search, "--max-nodes", "5000")
		if code != 0 || !strings.Contains(out, `"outcome":"unknown","plies":null`) || !strings.Contains(errs, "search stopped") {
			t.Errorf("--max-nodes with %s: exit %d, %s %s", search, code, out, errs)
		}
	}
}

// TestGameSolveTableSurvivesKill: a single long search under --checkpoint
// is killed with SIGKILL after its table was saved; the rerun loads the
// table ("resumed from N positions") and gives the uninterrupted answer.
func TestGameSolveTableSurvivesKill(t *testing.T) {
	dir := t.TempDir()
	_, g, _ := runCLI("game", "gen", "transversal", "--n", "5")
	in := filepath.Join(dir, "t5.jsonl")
	os.WriteFile(in, []byte(g), 0o644)
	ckpt := filepath.Join(dir, "t5.ckpt")
	table := ckpt + ".line-1.table"
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(self, "game", "solve", in, "--search", "pn", "--workers", "1", "--checkpoint", ckpt, "--table-every", "100ms")
	cmd.Env = append(os.Environ(), memlimitEnv+"=1")
	var o bytes.Buffer
	cmd.Stdout = &o
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	saved := false
	for i := 0; i < 400 && !saved; i++ {
		time.Sleep(10 * time.Millisecond)
		if fi, err := os.Stat(table); err == nil && fi.Size() > 1000 {
			saved = true
		}
	}
	cmd.Process.Kill()
	cmd.Wait()
	if !saved {
		t.Fatalf("no table file was saved before the search ended (output %q)", o.String())
	}
	code, out, errs := runCLI("game", "solve", in, "--search", "pn", "--checkpoint", ckpt)
	if code != 0 || !strings.Contains(out, `"outcome":"first","plies":13`) || !strings.Contains(errs, "resumed from") {
		t.Fatalf("rerun: exit %d\n%s\n%s", code, out, errs)
	}
	if _, err := os.Stat(table); !os.IsNotExist(err) {
		t.Fatalf("the table file is still there after the answer: %v", err)
	}
}
