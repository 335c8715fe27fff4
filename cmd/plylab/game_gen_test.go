package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"plylab/engine/positional"
)

// Every kind writes one instance line that parses back to the family the
// generator built; the counts are the closed forms of engine/positional/gen's
// tests.
func TestGameGenKinds(t *testing.T) {
	for _, c := range []struct {
		args        []string
		cells, sets int
		rule, first string
	}{
		{[]string{"mnk", "--rows", "4", "--cols", "4", "--k", "3"}, 16, 24, "strong", ""},
		{[]string{"transversal", "--n", "4", "--rule", "avoider-enforcer", "--first", "enforcer"}, 16, 24, "avoider-enforcer", "enforcer"},
		{[]string{"hex", "--rows", "3", "--cols", "4", "--first", "breaker"}, 12, 25, "maker-breaker", "breaker"},
		{[]string{"polyomino", "--shape", "domino", "--n", "4"}, 16, 24, "maker-breaker", "maker"},
		{[]string{"polyomino", "--shape", "l4", "--rows", "3", "--cols", "4", "--rule", "strong"}, 12, 28, "strong", ""}, // 4·3 upright + 4·4 lying
		{[]string{"clique", "--n", "6", "--k", "3", "--rule", "strong-misere"}, 15, 20, "strong-misere", ""},
		{[]string{"shannon", "--edges", "0-1 0-2 1-2 1-3 2-3", "--u", "0", "--v", "3"}, 5, 4, "maker-breaker", "maker"},
		{[]string{"kd", "--k", "4", "--d", "3"}, 64, 76, "strong", ""},
		{[]string{"qubic"}, 64, 76, "strong", ""},
		{[]string{"sim"}, 15, 20, "strong-misere", ""},
		{[]string{"tictactoe", "--rule", "maker-breaker", "--bias", "1:2"}, 9, 8, "maker-breaker", "maker"},
	} {
		code, out, errs := runCLI(append([]string{"game", "gen"}, c.args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, errs)
		}
		if strings.Count(out, "\n") != 1 {
			t.Fatalf("%v: want one line, got %q", c.args, out)
		}
		if _, again, _ := runCLI(append([]string{"game", "gen"}, c.args...)...); again != out {
			t.Fatalf("%v: two runs wrote different bytes", c.args)
		}
		in, g, err := positional.ParseInstance([]byte(out))
		if err != nil {
			t.Fatalf("%v: %v", c.args, err)
		}
		if g.Cells != c.cells || len(g.Sets) != c.sets || in.Rule != c.rule || in.First != c.first {
			t.Errorf("%v: %d cells, %d sets, rule %s, first %q; want %d, %d, %s, %q", c.args, g.Cells, len(g.Sets), in.Rule, in.First, c.cells, c.sets, c.rule, c.first)
		}
	}
}

// Bad sizes and flags: one line on stderr, exit status 2, nothing written.
func TestGameGenBad(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "x.jsonl")
	for _, args := range [][]string{
		{"mnk", "--rows", "3", "--cols", "3", "--k", "5"},
		{"mnk", "--rows", "3", "--cols", "3"},
		{"mnk", "--rows", "3", "--cols", "3", "--k", "3", "--shape", "l4"},
		{"transversal", "--n", "12"},
		{"hex", "--rows", "0", "--cols", "3"},
		{"polyomino", "--shape", "nonomino", "--n", "4"},
		{"clique", "--n", "3", "--k", "4"},
		{"shannon", "--edges", "0-1 x", "--u", "0", "--v", "1"},
		{"kd", "--k", "1", "--d", "3"},
		{"kd", "--k", "3", "--d", "6"},
		{"tictactoe", "--rule", "strong", "--bias", "1:2"},
		{"tictactoe", "--rule", "weak"},
		{"nosuch"},
	} {
		code, stdout, errs := runCLI(append([]string{"game", "gen", "--out", out}, args...)...)
		if code != 2 || stdout != "" || strings.Count(strings.TrimSpace(errs), "\n") != 0 || errs == "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, stdout, errs)
		}
		if _, err := os.Stat(out); err == nil {
			t.Fatalf("%v: %s was written", args, out)
		}
	}
	if code, out, _ := runCLI("game", "gen", "--help"); code != 0 || !strings.Contains(out, "Example") {
		t.Fatalf("--help: exit %d", code)
	}
}

// game gen --out and game qbf --out and --solve, end to end: depqbf's
// verdict is the solver's for tic-tac-toe from a start position (true only
// for P = 5).
func TestGameQBF(t *testing.T) {
	dir := t.TempDir()
	inst := filepath.Join(dir, "ttt.jsonl")
	code, out, errs := runCLI("game", "gen", "tictactoe", "--out", inst, "--json")
	if code != 0 {
		t.Fatalf("gen: exit %d: %s", code, errs)
	}
	var summary map[string]any
	if err := json.Unmarshal([]byte(out), &summary); err != nil || summary["sets"] != 8.0 {
		t.Fatalf("gen --json: %q", out)
	}
	// X in the centre, O on an edge: X forces a win within 5 plies.
	data, _ := os.ReadFile(inst)
	start := strings.Replace(string(data), `"rule":"strong"`, `"rule":"strong","claimed":{"first":[4],"second":[1]}`, 1)
	if err := os.WriteFile(inst, []byte(start), 0o644); err != nil {
		t.Fatal(err)
	}
	_, g, err := positional.ParseInstance([]byte(start))
	if err != nil {
		t.Fatal(err)
	}
	qd := filepath.Join(dir, "f.qdimacs")
	code, out, errs = runCLI("game", "qbf", inst, "--plies", "3", "--out", qd, "--quiet")
	if code != 0 || !strings.HasPrefix(mustRead(t, qd), "c plylab positional QBF") || out != "" {
		t.Fatalf("qbf --out: exit %d, stdout %q, stderr %s", code, out, errs)
	}
	code, out, _ = runCLI("game", "qbf", inst, "--plies", "3")
	if code != 0 || !strings.Contains(out, "\np cnf ") || out != mustRead(t, qd) {
		t.Fatalf("qbf to stdout differs from --out")
	}
	needDepQBFCLI(t)
	for i, P := range []int{3, 4, 5, 3, 4, 5} {
		want, _, err := positional.WinsBy(g, P, positional.Options{})
		if err != nil {
			t.Fatal(err)
		}
		moves := []string{"one-hot", "log"}[i/3]
		code, out, errs := runCLI("game", "qbf", inst, "--plies", strconv.Itoa(P), "--moves", moves, "--solve", "depqbf", "--json", "--quiet")
		if code != 0 {
			t.Fatalf("qbf --solve: exit %d: %s", code, errs)
		}
		var r struct {
			Value    bool   `json:"value"`
			Attacker string `json:"attacker"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("not JSON: %q", out)
		}
		if r.Value != want || r.Value != (P == 5) || r.Attacker != "first" {
			t.Errorf("P = %d, %s moves: depqbf %v, oracle %v", P, moves, r.Value, want)
		}
	}
}

func TestGameQBFBad(t *testing.T) {
	dir := t.TempDir()
	two := filepath.Join(dir, "two.jsonl")
	line := `{"id":"a","cells":2,"sets":[[0,1]],"rule":"strong"}`
	os.WriteFile(two, []byte(line+"\n\n"+`{"id":"b","cells":2,"sets":[[0,3]],"rule":"strong"}`+"\n"), 0o644)
	biased := filepath.Join(dir, "b.jsonl")
	os.WriteFile(biased, []byte(`{"id":"c","cells":2,"sets":[[0,1]],"rule":"maker-breaker","first":"maker","bias":[1,2]}`+"\n"), 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{two, "--plies", "2"}, "2 instances"},
		{[]string{two, "--plies", "2", "--line", "3"}, two + ":3: "},
		{[]string{two, "--plies", "2", "--line", "2"}, two + ":2: no instance"},
		{[]string{biased, "--plies", "2"}, biased + ":1: "},
		{[]string{two, "--line", "1"}, "--plies"},
		{[]string{two, "--plies", "2", "--line", "1", "--moves", "binary"}, "--moves"},
		{[]string{filepath.Join(dir, "none.jsonl"), "--plies", "1"}, "none.jsonl"},
	} {
		code, out, errs := runCLI(append([]string{"game", "qbf"}, c.args...)...)
		if code != 2 || out != "" || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q (want %q)", c.args, code, out, errs, c.want)
		}
	}
	if code, _, errs := runCLI("game", "qbf", two, "--plies", "2", "--line", "1"); code != 0 {
		t.Errorf("--line 1: exit %d %s", code, errs)
	}
}

func mustRead(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func needDepQBFCLI(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("depqbf"); err != nil {
		t.Fatalf("depqbf is not installed: `make test` installs it (Debian: apt-get install -y depqbf)")
	}
}
