package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"plylab/data/game"
)

// The probe's item 1: a checkpoint is keyed by the input's content. A then
// B under one file name (or on stdin) must not print A's answer for B.
func TestGameCheckpointKeyedByContent(t *testing.T) {
	const a = `{"id":"A","cells":3,"sets":[[0]],"rule":"strong"}`
	const b = `{"id":"B","cells":3,"sets":[[0,1,2]],"rule":"maker-breaker","first":"breaker"}`
	dir := t.TempDir()
	f := filepath.Join(dir, "f.jsonl")
	ck := filepath.Join(dir, "s.ckpt")
	os.WriteFile(f, []byte(a+"\n"), 0o644)
	code, outA, errs := runCLI("game", "solve", f, "--checkpoint", ck, "--quiet")
	if code != 0 || !strings.Contains(outA, `"id":"A"`) {
		t.Fatalf("A: exit %d %q %s", code, outA, errs)
	}
	os.WriteFile(f, []byte(b+"\n"), 0o644)
	code, out, errs := runCLI("game", "solve", f, "--checkpoint", ck, "--quiet")
	if code != 2 || out != "" || !strings.Contains(errs, "another input") {
		t.Fatalf("B with A's checkpoint: exit %d, %q, %s", code, out, errs)
	}
	code, out, errs = runCLI("game", "moves", f, "--checkpoint", ck, "--quiet")
	if code != 2 || out != "" || !strings.Contains(errs, "checkpoint") {
		t.Fatalf("game moves with a game solve checkpoint: exit %d, %q, %s", code, out, errs)
	}
	// game moves: the same refusal for another input.
	mk := filepath.Join(dir, "m.ckpt")
	os.WriteFile(f, []byte(a+"\n"), 0o644)
	if code, _, errs := runCLI("game", "moves", f, "--checkpoint", mk, "--quiet", "--json"); code != 0 {
		t.Fatalf("moves A: exit %d %s", code, errs)
	}
	os.WriteFile(f, []byte(b+"\n"), 0o644)
	if code, out, errs := runCLI("game", "moves", f, "--checkpoint", mk, "--quiet", "--json"); code != 2 || out != "" || !strings.Contains(errs, "another input") {
		t.Fatalf("moves B with A's checkpoint: exit %d, %q, %s", code, out, errs)
	}
	// The flip side: ./f and /abs/f are one run.
	os.WriteFile(f, []byte(a+"\n"), 0o644)
	wd, _ := os.Getwd()
	defer os.Chdir(wd)
	os.Chdir(dir)
	code, again, errs := runCLI("game", "solve", "./f.jsonl", "--checkpoint", ck, "--quiet")
	if code != 0 || withoutTiming(t, again) != withoutTiming(t, outA) {
		t.Fatalf("./f.jsonl after %s: exit %d %q %s", f, code, again, errs)
	}
}

// The probe's item 3: a hand-edited checkpoint is refused, not echoed.
func TestGameCheckpointEditedRefused(t *testing.T) {
	f := writeGameFile(t, gameTTT, gameMB)
	ck := filepath.Join(t.TempDir(), "s.ckpt")
	if code, _, errs := runCLI("game", "solve", f, "--checkpoint", ck, "--quiet"); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	b, _ := os.ReadFile(ck)
	edited := strings.Replace(string(b), `"outcome": "draw"`, `"outcome": "first"`, 1)
	if edited == string(b) {
		t.Fatalf("no draw in the checkpoint to edit: %s", b)
	}
	os.WriteFile(ck, []byte(edited), 0o644)
	code, out, errs := runCLI("game", "solve", f, "--checkpoint", ck, "--quiet")
	if code != 2 || out != "" || !strings.Contains(errs, "checksum") || !strings.Contains(errs, ck) {
		t.Fatalf("edited checkpoint: exit %d, %q, %s", code, out, errs)
	}
}

// The probe's item 3: merge refuses a shard output whose answer was moved
// to line 999.
func TestMergeRefusesMovedAnswer(t *testing.T) {
	f := writeGameFile(t, gameShardCorpus()...)
	parts := runShards(t, 2, 0, "game", "solve", f, "--quiet", "--json")
	if code, _, errs := runCLI("merge", parts[0], parts[1]); code != 0 {
		t.Fatalf("merge: exit %d %s", code, errs)
	}
	b, _ := os.ReadFile(parts[1])
	moved := regexp.MustCompile(`"line":[0-9]+`).ReplaceAllString(string(b), `"line":999`)
	if moved == string(b) {
		t.Fatalf("no line to move in %s", b)
	}
	os.WriteFile(parts[1], []byte(moved), 0o644)
	code, out, errs := runCLI("merge", parts[0], parts[1])
	if code != 2 || out != "" || !strings.Contains(errs, "checksum") {
		t.Fatalf("moved answer: exit %d, %q, %s", code, out, errs)
	}
}

// The probe's item 9: a line over the limit is answered with an error that
// names the limit; the other lines are answered.
func TestGameLongLine(t *testing.T) {
	f := filepath.Join(t.TempDir(), "long.jsonl")
	long := `{"id":"long","cells":3,"sets":[[0]],"rule":"strong","pad":"` + strings.Repeat("x", game.MaxLine) + `"}`
	os.WriteFile(f, []byte(gameTTT+"\n"+long+"\n"+gameMB+"\n"), 0o644)
	code, out, errs := runCLI("game", "solve", f, "--quiet")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 2 || len(lines) != 3 || !strings.Contains(lines[1], "64 MiB limit") || !strings.Contains(lines[1], `"line":2`) ||
		!strings.Contains(lines[0], `"answer"`) || !strings.Contains(lines[2], `"answer"`) || !strings.Contains(errs, f+":2:") {
		t.Fatalf("exit %d\n%.300s\n%.300s", code, out, errs)
	}
	if code, _, errs := runCLI("game", "cert", f, "--line", "2", "--out", filepath.Join(t.TempDir(), "c.cert")); code != 2 || !strings.Contains(errs, "64 MiB limit") {
		t.Fatalf("game cert --line 2: exit %d %.300s", code, errs)
	}
}
