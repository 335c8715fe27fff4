package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const gameTTT = `{"id":"ttt","cells":9,"sets":[[0,1,2],[3,4,5],[6,7,8],[0,3,6],[1,4,7],[2,5,8],[0,4,8],[2,4,6]],"rule":"strong","shape":[3,3]}`
const gameMB = `{"id":"mb","cells":9,"sets":[[0,1,2],[3,4,5],[6,7,8],[0,3,6],[1,4,7],[2,5,8],[0,4,8],[2,4,6]],"rule":"maker-breaker","first":"maker"}`

func writeGameFile(t *testing.T, lines ...string) string {
	t.Helper()
	f := filepath.Join(t.TempDir(), "games.jsonl")
	if err := os.WriteFile(f, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return f
}

// game solve: one answer per instance in order; a bad line gets an error
// object naming its line, the others are answered, exit status 2.
func TestGameSolve(t *testing.T) {
	f := writeGameFile(t, gameTTT, `{"id":"bad","cells":3,"sets":[[0,3]],"rule":"strong"}`, "", gameMB, `{"id":"typo","cells":3,"set":[[0]],"rule":"strong"}`)
	code, out, errs := runCLI("game", "solve", f, "--quiet")
	if code != 2 {
		t.Fatalf("exit %d, want 2: %s", code, errs)
	}
	got := strings.Split(strings.TrimSpace(out), "\n")
	if len(got) != 4 {
		t.Fatalf("%d answer lines: %q", len(got), out)
	}
	var a struct {
		ID     string
		Line   int
		Error  string
		Answer *struct {
			Outcome string
			Plies   *int
			Nodes   int64
		}
	}
	want := []struct {
		id, outcome string
		plies       int
		line        int
	}{{"ttt", "draw", -1, 0}, {"bad", "", 0, 2}, {"mb", "maker", 7, 0}, {"typo", "", 0, 5}}
	for i, w := range want {
		a.Answer, a.Error, a.Line = nil, "", 0
		if err := json.Unmarshal([]byte(got[i]), &a); err != nil {
			t.Fatal(err)
		}
		if a.ID != w.id {
			t.Errorf("line %d: id %q, want %q", i, a.ID, w.id)
		}
		if w.line > 0 {
			if a.Line != w.line || a.Error == "" || a.Answer != nil {
				t.Errorf("bad line %d: %s", w.line, got[i])
			}
			continue
		}
		if a.Answer == nil || a.Answer.Outcome != w.outcome || (w.plies < 0) != (a.Answer.Plies == nil) || (a.Answer.Plies != nil && *a.Answer.Plies != w.plies) {
			t.Errorf("answer %d: %s", i, got[i])
		}
	}
	if !strings.Contains(errs, f+":2:") {
		t.Errorf("stderr does not name the file and line: %s", errs)
	}
	// The plain search gives the same answers.
	f2 := writeGameFile(t, gameTTT, gameMB)
	code, out, _ = runCLI("game", "solve", f2, "--quiet")
	code2, out2, _ := runCLI("game", "solve", f2, "--quiet", "--plain", "--workers", "1")
	if code != 0 || code2 != 0 {
		t.Fatalf("exit %d %d", code, code2)
	}
	for _, s := range []string{out, out2} {
		if !strings.Contains(s, `"outcome":"draw","plies":null`) || !strings.Contains(s, `"outcome":"maker","plies":7`) {
			t.Errorf("answers: %s", s)
		}
	}
	// --by: Maker wins within 7 plies, not within 5.
	_, out, _ = runCLI("game", "solve", f2, "--quiet", "--by", "5")
	if !strings.Contains(out, `"wins_by":5,"wins":false`) {
		t.Errorf("--by 5: %s", out)
	}
	_, out, _ = runCLI("game", "solve", f2, "--quiet", "--by", "7")
	if !strings.Contains(out, `"wins_by":7,"wins":true,"plies":7`) {
		t.Errorf("--by 7: %s", out)
	}
}

// --checkpoint: a rerun prints the recorded answers without solving again.
func TestGameSolveCheckpoint(t *testing.T) {
	f := writeGameFile(t, gameTTT, gameMB)
	ck := filepath.Join(t.TempDir(), "c.ckpt")
	code, out, errs := runCLI("game", "solve", f, "--quiet", "--checkpoint", ck)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	code, again, _ := runCLI("game", "solve", f, "--quiet", "--checkpoint", ck)
	if code != 0 || again != out {
		t.Fatalf("resumed run differs:\n%s\n%s", out, again)
	}
}

func TestGameMovesCertCheck(t *testing.T) {
	f := writeGameFile(t, gameTTT)
	code, out, errs := runCLI("game", "moves", f, "--json", "--quiet")
	if code != 0 {
		t.Fatalf("moves: exit %d: %s", code, errs)
	}
	var mv struct {
		ID    string
		Moves []struct {
			Cell    int
			Outcome string
			Plies   *int
		}
	}
	if err := json.Unmarshal([]byte(out), &mv); err != nil || len(mv.Moves) != 9 {
		t.Fatalf("moves: %s %v", out, err)
	}
	for _, m := range mv.Moves {
		if m.Outcome != "draw" || m.Plies != nil {
			t.Errorf("tic-tac-toe move %+v: every opening draws", m)
		}
	}
	cert := filepath.Join(t.TempDir(), "ttt.cert")
	code, out, errs = runCLI("game", "cert", f, "--out", cert, "--json", "--quiet")
	if code != 0 || !strings.Contains(out, `"outcome":"draw"`) {
		t.Fatalf("cert: exit %d: %s %s", code, out, errs)
	}
	code, out, errs = runCLI("game", "check", f, cert, "--json")
	if code != 0 || !strings.Contains(out, `"valid":true`) || !strings.Contains(out, `"sections":["first","second"]`) {
		t.Fatalf("check: exit %d: %s %s", code, out, errs)
	}
	// A tampered certificate: exit 1, the line named.
	b, _ := os.ReadFile(cert)
	lines := strings.Split(string(b), "\n")
	lines = append(lines[:6], lines[7:]...)
	os.WriteFile(cert, []byte(strings.Join(lines, "\n")), 0o644)
	code, out, errs = runCLI("game", "check", f, cert)
	if code != 1 || !strings.Contains(errs, cert+":") {
		t.Fatalf("tampered: exit %d: %s %s", code, out, errs)
	}
	// A bad instance for cert: exit 2.
	bad := writeGameFile(t, `{"id":"x","cells":0,"sets":[],"rule":"strong"}`)
	if code, _, _ := runCLI("game", "cert", bad, "--out", cert); code != 2 {
		t.Fatalf("bad instance: exit %d", code)
	}
}
