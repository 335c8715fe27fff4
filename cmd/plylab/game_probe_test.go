package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/engine/positional"
)

func probeFile(t *testing.T, name, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// wantRefused: exit 2, one line on stderr containing every part.
func wantRefused(t *testing.T, args []string, parts ...string) {
	t.Helper()
	code, _, errs := runCLI(args...)
	if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
		t.Fatalf("%v: exit %d, want 2 with one line; stderr %q", args, code, errs)
	}
	for _, p := range parts {
		if !strings.Contains(errs, p) {
			t.Fatalf("%v: stderr %q lacks %q", args, errs, p)
		}
	}
}

const probeTTT = `{"id":"ttt","cells":9,"sets":[[0,1,2],[3,4,5],[6,7,8],[0,3,6],[1,4,7],[2,5,8],[0,4,8],[2,4,6]],"rule":"strong"}` + "\n"

// Item 1: the misère game with 248 loose cells answers as with 30 cells:
// a draw (the oracle finds a draw for 8 … 14 cells; see TestLooseCellsCounted).
func TestGameProbeLooseCells(t *testing.T) {
	for _, n := range []string{"30", "256"} {
		f := probeFile(t, "h.jsonl", `{"id":"h","cells":`+n+`,"sets":[[4,6,1,3],[6,4,0],[4,7,5,3],[5,1,4,3]],"rule":"strong-misere"}`+"\n")
		code, out, errs := runCLI("game", "solve", f, "--quiet")
		if code != 0 {
			t.Fatalf("%s cells: exit %d: %s", n, code, errs)
		}
		var a struct {
			Answer struct {
				Outcome string
				Plies   *int
			}
		}
		if err := json.Unmarshal([]byte(out), &a); err != nil || a.Answer.Outcome != "draw" || a.Answer.Plies != nil {
			t.Fatalf("%s cells: %s", n, out)
		}
	}
}

// Item 2: the encoding's size is stated and one past --memory refused.
func TestGameProbeQBFLimit(t *testing.T) {
	code, out, _ := runCLI("game", "gen", "mnk", "--rows", "6", "--cols", "6", "--k", "4")
	if code != 0 {
		t.Fatal(code)
	}
	f := probeFile(t, "g.jsonl", out)
	wantRefused(t, []string{"game", "qbf", f, "--plies", "36", "--memory", "1"}, "clauses", "--memory", "variables")
	code, _, errs := runCLI("game", "qbf", f, "--plies", "3", "--out", filepath.Join(t.TempDir(), "x.q"))
	if code != 0 || !strings.Contains(errs, "variables") || !strings.Contains(errs, "clauses") {
		t.Fatalf("exit %d, stderr %q: want the size stated", code, errs)
	}
}

// Item 3: a Hex board past 2^20 minimal chains is refused up front, and
// preprocessing time is part of a solve's seconds.
func TestGameProbeHexRefusedAndPrepSeconds(t *testing.T) {
	wantRefused(t, []string{"game", "gen", "hex", "--rows", "16", "--cols", "16", "--quiet"}, "more than 1048576 minimal chains")
	_, g, err := positional.ParseInstance([]byte(probeTTT))
	if err != nil {
		t.Fatal(err)
	}
	if g.PrepSeconds() <= 0 {
		t.Fatalf("prep seconds %v", g.PrepSeconds())
	}
	res, err := positional.Solve(g, positional.Options{Workers: 1, MemoryMB: 1})
	if err != nil || res.Seconds < g.PrepSeconds() {
		t.Fatalf("seconds %v < prep %v (%v)", res.Seconds, g.PrepSeconds(), err)
	}
}

// Item 4: --workers is validated by runctl.Workers.
func TestGameProbeWorkers(t *testing.T) {
	f := probeFile(t, "ttt.jsonl", probeTTT)
	wantRefused(t, []string{"game", "solve", f, "--workers", "100000"}, "--workers 100000", "at most")
	wantRefused(t, []string{"game", "moves", f, "--workers", "-1"}, "--workers -1")
}

// Item 5: no silent defaults for a bias or --by.
func TestGameProbeNoSilentDefaults(t *testing.T) {
	for _, bias := range []string{"[0,0]", "[]"} {
		f := probeFile(t, "b.jsonl", `{"id":"b","cells":4,"sets":[[0,1]],"rule":"maker-breaker","first":"maker","bias":`+bias+`}`+"\n")
		code, out, _ := runCLI("game", "solve", f, "--quiet")
		if code != 2 || !strings.Contains(out, `"error"`) || !strings.Contains(out, "bias") {
			t.Fatalf("bias %s: exit %d, %s", bias, code, out)
		}
	}
	f := probeFile(t, "ttt.jsonl", probeTTT)
	wantRefused(t, []string{"game", "solve", f, "--by", "0"}, "--by 0")
	wantRefused(t, []string{"game", "gen", "tictactoe", "--rule", "maker-breaker", "--bias", "0:0"}, "--bias", "at least 1")
}

// Item 6: the strong rules' message names only what they accept.
func TestGameProbeStrongFirst(t *testing.T) {
	_, _, err := positional.ParseInstance([]byte(`{"id":"s","cells":3,"sets":[[0,1]],"rule":"strong","first":"maker"}`))
	if err == nil || strings.Contains(err.Error(), `"second"`) || !strings.Contains(err.Error(), `only "first"`) {
		t.Fatalf("got %v", err)
	}
	if _, _, err := positional.ParseInstance([]byte(`{"id":"s","cells":3,"sets":[[0,1]],"rule":"strong","first":"first"}`)); err != nil {
		t.Fatalf("first refused: %v", err)
	}
}

// Item 7: check calls its plies an upper bound, in the output and --help.
func TestGameProbeCheckUpperBound(t *testing.T) {
	dir := t.TempDir()
	f := probeFile(t, "g.jsonl", `{"id":"g","cells":5,"sets":[[0,1],[1,2],[3,4]],"rule":"maker-breaker","first":"maker"}`+"\n")
	cert := filepath.Join(dir, "g.cert")
	if code, _, errs := runCLI("game", "cert", f, "--out", cert); code != 0 {
		t.Fatal(errs)
	}
	code, out, _ := runCLI("game", "check", f, cert)
	if code != 0 || !strings.Contains(out, "upper bound") {
		t.Fatalf("exit %d: %s", code, out)
	}
	code, out, _ = runCLI("game", "check", f, cert, "--json")
	if code != 0 || !strings.Contains(out, `"plies_upper_bound":true`) {
		t.Fatalf("exit %d: %s", code, out)
	}
	_, help, helpErr := runCLI("game", "check", "--help")
	if !strings.Contains(help+helpErr, "upper") {
		t.Fatalf("help lacks the bound: %s%s", help, helpErr)
	}
}

// Item 8: file modes, empty families, a BOM, --line errors, gzip
// certificates, and a certificate listing the sets in another order.
func TestGameProbeFiles(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "t.jsonl")
	if code, _, errs := runCLI("game", "gen", "tictactoe", "--out", out, "--quiet"); code != 0 {
		t.Fatal(errs)
	}
	q := filepath.Join(dir, "t.q")
	if code, _, errs := runCLI("game", "qbf", out, "--plies", "3", "--out", q, "--quiet"); code != 0 {
		t.Fatal(errs)
	}
	for _, p := range []string{out, q} {
		if fi, err := os.Stat(p); err != nil || fi.Mode().Perm() != 0o644 {
			t.Fatalf("%s: mode %v (%v), want 0644", p, fi.Mode(), err)
		}
	}
	wantRefused(t, []string{"game", "gen", "shannon", "--edges", "0-1 1-2 3-4", "--u", "0", "--v", "5"}, "no winning sets")

	bom := probeFile(t, "bom.jsonl", "\xef\xbb\xbf"+probeTTT)
	code, res, errs := runCLI("game", "solve", bom, "--quiet")
	if code != 0 || !strings.Contains(res, `"outcome":"draw"`) {
		t.Fatalf("BOM: exit %d %s %s", code, res, errs)
	}

	f := probeFile(t, "g.jsonl", `{"id":"g","cells":5,"sets":[[0,1],[1,2],[3,4]],"rule":"maker-breaker","first":"maker"}`+"\n")
	wantRefused(t, []string{"game", "check", f, f, "--line", "-1"}, f, "--line -1")
	wantRefused(t, []string{"game", "cert", f, "--line", "34", "--out", filepath.Join(dir, "x.cert")}, f+":34", "--line 34")

	gz := filepath.Join(dir, "g.cert.gz")
	if code, _, errs := runCLI("game", "cert", f, "--out", gz, "--quiet"); code != 0 {
		t.Fatal(errs)
	}
	raw, _ := os.ReadFile(gz)
	if len(raw) < 2 || raw[0] != 0x1f || raw[1] != 0x8b {
		t.Fatalf("%s is not gzipped", gz)
	}
	if code, _, errs := runCLI("game", "check", f, gz, "--quiet"); code != 0 {
		t.Fatalf("gzip certificate: %s", errs)
	}

	plain := filepath.Join(dir, "g.cert")
	if code, _, errs := runCLI("game", "cert", f, "--out", plain, "--quiet"); code != 0 {
		t.Fatal(errs)
	}
	text, _ := os.ReadFile(plain)
	swapped := strings.Replace(string(text), `"sets":[[0,1],[1,2],[3,4]]`, `"sets":[[4,3],[1,0],[2,1]]`, 1)
	if swapped == string(text) {
		t.Fatalf("game line not found in %q", text)
	}
	other := probeFile(t, "swapped.cert", swapped)
	if code, _, errs := runCLI("game", "check", f, other, "--quiet"); code != 0 {
		t.Fatalf("same family in another order: exit %d %s", code, errs)
	}
	changed := probeFile(t, "changed.cert", strings.Replace(string(text), `"sets":[[0,1],[1,2],[3,4]]`, `"sets":[[0,1],[1,2],[2,4]]`, 1))
	if code, _, _ := runCLI("game", "check", f, changed, "--quiet"); code != 1 {
		t.Fatalf("another family: exit %d, want 1", code)
	}
}

// Item 9: a missing QBF solver is an environment error, exit 2.
func TestGameProbeQBFMissingSolver(t *testing.T) {
	f := probeFile(t, "ttt.jsonl", probeTTT)
	wantRefused(t, []string{"game", "qbf", f, "--plies", "9", "--solve", "nonexistent-plylab-solver", "--quiet"}, "nonexistent-plylab-solver")
}
