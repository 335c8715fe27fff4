package main

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// gameLinesJSON returns the k-in-a-row sets of an r × c board as JSON.
func gameLinesJSON(r, c, k int) string {
	var sets []string
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			for _, d := range [][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
				ei, ej := i+(k-1)*d[0], j+(k-1)*d[1]
				if ei < 0 || ei >= r || ej < 0 || ej >= c {
					continue
				}
				var s []string
				for t := 0; t < k; t++ {
					s = append(s, strconv.Itoa((i+t*d[0])*c+j+t*d[1]))
				}
				sets = append(sets, "["+strings.Join(s, ",")+"]")
			}
		}
	}
	return "[" + strings.Join(sets, ",") + "]"
}

// gameShardCorpus: tic-tac-toe (strong, Maker–Breaker, misère), 4 × 4
// three-in-a-row, and random small games of every rule, some with a bias.
func gameShardCorpus() []string {
	out := []string{
		gameTTT, gameMB,
		`{"id":"ttt-misere","cells":9,"sets":` + gameLinesJSON(3, 3, 3) + `,"rule":"strong-misere"}`,
		`{"id":"4x4k3","cells":16,"sets":` + gameLinesJSON(4, 4, 3) + `,"rule":"strong","shape":[4,4]}`,
	}
	rng := rand.New(rand.NewSource(11))
	rules := []string{`"rule":"strong"`, `"rule":"strong-misere"`, `"rule":"maker-breaker","first":"maker"`,
		`"rule":"maker-breaker","first":"breaker","bias":[1,2]`, `"rule":"avoider-enforcer","first":"avoider"`, `"rule":"avoider-enforcer","first":"enforcer"`}
	for i := 0; i < 8; i++ {
		n := 5 + rng.Intn(5)
		var sets []string
		for s := 0; s < 2+rng.Intn(5); s++ {
			perm := rng.Perm(n)[:2+rng.Intn(3)]
			b, _ := json.Marshal(perm)
			sets = append(sets, string(b))
		}
		out = append(out, fmt.Sprintf(`{"id":"r%d","cells":%d,"sets":[%s],%s}`, i, n, strings.Join(sets, ","), rules[i%len(rules)]))
	}
	return out
}

// runShards runs args with --shard i/N for every i, writing each shard's
// stdout to a file; it returns the files. Each shard must exit with 0 or
// wantCode (a shard with a bad line exits 2, the others 0).
func runShards(t *testing.T, n int, wantCode int, args ...string) []string {
	t.Helper()
	dir := t.TempDir()
	var files []string
	for i := 0; i < n; i++ {
		a := append(append([]string(nil), args...), "--shard", fmt.Sprintf("%d/%d", i, n))
		code, out, errs := runCLI(a...)
		if code != 0 && code != wantCode {
			t.Fatalf("%v: exit %d, want 0 or %d: %s", a, code, wantCode, errs)
		}
		f := filepath.Join(dir, fmt.Sprintf("part%d.json", i))
		if err := os.WriteFile(f, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return files
}

// withoutTiming drops the timing fields ("seconds", at any depth) of a JSON
// line and prints it again.
func withoutTiming(t *testing.T, line string) string {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(line), &v); err != nil {
		t.Fatalf("not JSON: %q", line)
	}
	var drop func(any)
	drop = func(x any) {
		switch x := x.(type) {
		case map[string]any:
			delete(x, "seconds")
			delete(x, "sum") // the seal covers the seconds
			for _, y := range x {
				drop(y)
			}
		case []any:
			for _, y := range x {
				drop(y)
			}
		}
	}
	drop(v)
	b, _ := json.Marshal(v)
	return string(b)
}

// game solve --shard: the merge of the shards prints the single run's
// lines, in order, equal but for the seconds fields (the runs use one
// worker, so node counts are deterministic and compared too), with a bad
// line answered and exit status 2 kept; also with more shards than
// instances. A missing or duplicated shard is refused by name.
func TestGameSolveShardsMerge(t *testing.T) {
	corpus := gameShardCorpus()
	lines := append(append([]string(nil), corpus[:3]...), `{"id":"bad","cells":3,"sets":[[0,3]],"rule":"strong"}`, "")
	lines = append(lines, corpus[3:]...)
	f := writeGameFile(t, lines...)
	code, whole, errs := runCLI("game", "solve", f, "--workers", "1", "--quiet")
	if code != 2 {
		t.Fatalf("single run: exit %d: %s", code, errs)
	}
	wl := strings.Split(strings.TrimSpace(whole), "\n")
	if len(wl) != len(corpus)+1 {
		t.Fatalf("single run: %d lines for %d instances", len(wl), len(corpus)+1)
	}
	for _, n := range []int{3, 20} {
		files := runShards(t, n, 2, "game", "solve", f, "--workers", "1", "--quiet", "--json")
		code, merged, errs := runCLI(append([]string{"merge"}, files...)...)
		if code != 2 || !strings.Contains(errs, "1 bad line(s)") {
			t.Fatalf("merge of %d: exit %d: %s", n, code, errs)
		}
		ml := strings.Split(strings.TrimSpace(merged), "\n")
		if len(ml) != len(wl) {
			t.Fatalf("merge of %d: %d lines, single run %d", n, len(ml), len(wl))
		}
		for i := range wl {
			if a, b := withoutTiming(t, wl[i]), withoutTiming(t, ml[i]); a != b {
				t.Errorf("merge of %d, line %d:\n%s\nsingle run:\n%s", n, i, b, a)
			}
		}
		if n == 3 {
			code, out, errs := runCLI("merge", files[0], files[2])
			if code != 2 || out != "" || !strings.Contains(errs, "shard 1/3 missing") {
				t.Fatalf("missing shard: exit %d, stdout %q, stderr %q", code, out, errs)
			}
			code, out, errs = runCLI("merge", files[0], files[1], files[2], files[2])
			if code != 2 || out != "" || !strings.Contains(errs, "shard 2/3 given twice: "+files[2]+" and "+files[2]) {
				t.Fatalf("duplicated shard: exit %d, stdout %q, stderr %q", code, out, errs)
			}
		}
	}
	// Parts of different inputs do not merge.
	g := writeGameFile(t, corpus[:4]...)
	a := runShards(t, 2, 2, "game", "solve", f, "--quiet", "--json")
	b := runShards(t, 2, 0, "game", "solve", g, "--quiet", "--json")
	if code, out, errs := runCLI("merge", a[0], b[1]); code != 2 || out != "" || !strings.Contains(errs, "parameters") {
		t.Fatalf("parts of two inputs: exit %d, %q %q", code, out, errs)
	}
}

// A shard resumed from its checkpoint prints the same partial.
func TestGameSolveShardCheckpoint(t *testing.T) {
	f := writeGameFile(t, gameShardCorpus()...)
	ck := filepath.Join(t.TempDir(), "s1.ckpt")
	code, out, errs := runCLI("game", "solve", f, "--workers", "1", "--quiet", "--shard", "1/3", "--checkpoint", ck)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	code, again, _ := runCLI("game", "solve", f, "--workers", "1", "--quiet", "--shard", "1/3", "--checkpoint", ck)
	if code != 0 || withoutTiming(t, again) != withoutTiming(t, out) {
		t.Fatalf("resumed shard differs:\n%s\n%s", out, again)
	}
	// The whole run with the same file name does not take the shard's checkpoint.
	if code, _, errs := runCLI("game", "solve", f, "--quiet", "--checkpoint", ck); code != 2 || !strings.Contains(errs, "checkpoint") {
		t.Fatalf("shard checkpoint for the whole run: exit %d: %s", code, errs)
	}
}

// game moves --shard on one game: the merge is the single run's --json
// object (every move's value, the start position's value and best moves),
// and the merged value is what game solve answers, on every game of the
// corpus; a missing or duplicated shard is refused; a file of two games
// is refused.
func TestGameMovesShardsMerge(t *testing.T) {
	for _, inst := range gameShardCorpus() {
		f := writeGameFile(t, inst)
		code, whole, errs := runCLI("game", "moves", f, "--json", "--quiet")
		if code != 0 {
			if strings.Contains(errs, "already decided") {
				continue
			}
			t.Fatalf("%s: single run: exit %d: %s", inst, code, errs)
		}
		files := runShards(t, 4, 0, "game", "moves", f, "--quiet")
		code, merged, errs := runCLI(append([]string{"merge"}, files[3], files[1], files[0], files[2])...)
		if code != 0 {
			t.Fatalf("%s: merge: exit %d: %s", inst, code, errs)
		}
		if merged != whole {
			t.Fatalf("%s: merged\n%s\nsingle run\n%s", inst, merged, whole)
		}
		_, solved, _ := runCLI("game", "solve", f, "--quiet")
		var m struct {
			Outcome string
			Plies   *int
			Moves   []any
		}
		var s struct {
			Answer struct {
				Outcome string
				Plies   *int
			}
		}
		json.Unmarshal([]byte(merged), &m)
		json.Unmarshal([]byte(solved), &s)
		if m.Outcome == "" || m.Outcome != s.Answer.Outcome || fmt.Sprint(m.Plies != nil) != fmt.Sprint(s.Answer.Plies != nil) ||
			(m.Plies != nil && *m.Plies != *s.Answer.Plies) {
			t.Fatalf("%s: merged root value %s/%v, game solve %s", inst, m.Outcome, m.Plies, solved)
		}
		if code, out, errs := runCLI("merge", files[0], files[1], files[3]); code != 2 || out != "" || !strings.Contains(errs, "shard 2/4 missing") {
			t.Fatalf("missing shard: exit %d, %q %q", code, out, errs)
		}
		if code, out, errs := runCLI("merge", files[0], files[1], files[1], files[2], files[3]); code != 2 || out != "" || !strings.Contains(errs, "shard 1/4 given twice") {
			t.Fatalf("duplicated shard: exit %d, %q %q", code, out, errs)
		}
	}
	two := writeGameFile(t, gameTTT, gameMB)
	if code, out, errs := runCLI("game", "moves", two, "--shard", "0/2", "--quiet"); code != 2 || out != "" || !strings.Contains(errs, "one instance") {
		t.Fatalf("two games: exit %d, %q %q", code, out, errs)
	}
}

// --shard auto under a Slurm array's variables (task IDs 0..2, the count
// from PLYLAB_SHARD_COUNT): both verbs run shards 0/3..2/3 whose merge is
// the single run's answer.
func TestGameShardAutoSlurm(t *testing.T) {
	clearSchedulerEnv(t)
	corpus := gameShardCorpus()
	solveFile := writeGameFile(t, corpus...)
	movesFile := writeGameFile(t, corpus[3]) // 4 × 4 three-in-a-row
	_, wholeSolve, _ := runCLI("game", "solve", solveFile, "--workers", "1", "--quiet")
	_, wholeMoves, _ := runCLI("game", "moves", movesFile, "--json", "--quiet")
	t.Setenv("SLURM_JOB_ID", "77")
	t.Setenv("PLYLAB_SHARD_COUNT", "3")
	dir := t.TempDir()
	var sf, mf []string
	for id := 0; id < 3; id++ {
		t.Setenv("SLURM_ARRAY_TASK_ID", strconv.Itoa(id))
		for _, run := range []struct {
			args  []string
			files *[]string
		}{{[]string{"game", "solve", solveFile, "--workers", "1"}, &sf}, {[]string{"game", "moves", movesFile}, &mf}} {
			code, out, errs := runCLI(append(run.args, "--shard", "auto", "--quiet", "--json")...)
			if code != 0 {
				t.Fatalf("%v task %d: exit %d: %s", run.args, id, code, errs)
			}
			var p struct{ Shard string }
			json.Unmarshal([]byte(out), &p)
			if want := strconv.Itoa(id) + "/3"; p.Shard != want {
				t.Fatalf("%v task %d ran shard %q, want %s", run.args, id, p.Shard, want)
			}
			f := filepath.Join(dir, fmt.Sprintf("%s-%d.json", run.args[1], id))
			os.WriteFile(f, []byte(out), 0o644)
			*run.files = append(*run.files, f)
		}
	}
	_, merged, _ := runCLI(append([]string{"merge"}, sf...)...)
	asList := func(s string) string {
		return withoutTiming(t, "["+strings.ReplaceAll(strings.TrimSpace(s), "\n", ",")+"]")
	}
	if asList(merged) != asList(wholeSolve) {
		t.Fatalf("game solve: merged\n%s\nsingle run\n%s", merged, wholeSolve)
	}
	if _, merged, _ := runCLI(append([]string{"merge"}, mf...)...); merged != wholeMoves {
		t.Fatalf("game moves: merged\n%s\nsingle run\n%s", merged, wholeMoves)
	}
}
