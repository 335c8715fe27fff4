package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/data/runctl"
	"plylab/engine/graphgames"
)

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// solve prints one line per instance; a bad line gets an error naming it
// and the others are still solved; the exit status is then 2.
func TestGraphSolveLines(t *testing.T) {
	f := writeFile(t, "in.jsonl", strings.Join([]string{
		`{"id": "p3", "game": "vertex-geography", "n": 3, "edges": [[0,1],[1,2]], "start": 1, "answer": {"first_player_wins": false}}`,
		`{"id": "bad", "game": "vertex-geography", "n": 3, "edges": [[0,7]], "start": 0}`,
		``,
		`{"id": "c4", "game": "cops-and-robber", "n": 4, "edges": [[0,1],[1,2],[2,3],[3,0]]}`,
		`{"id": "dag", "game": "dag-token-sum", "n": 3, "edges": [[0,1],[1,2]], "tokens": [0, 2]}`,
		`{"id": "loop", "game": "loopy-token", "n": 2, "edges": [[0,1],[1,0]]}`,
		`{"id": "sh", "game": "shannon-switching", "n": 2, "edges": [[0,1],[0,1]], "u": 0, "v": 1}`,
		`{"id": "eg", "game": "edge-geography", "n": 2, "edges": [[0,1],[0,1]], "start": 0}`,
		`{"id": "dg", "game": "directed-vertex-geography", "n": 2, "edges": [[0,1]], "start": 0}`,
	}, "\n"))
	code, out, errs := runCLI("graph", "solve", f)
	if code != 2 {
		t.Fatalf("exit %d, want 2 (one bad line); stderr %s", code, errs)
	}
	if !strings.Contains(errs, f+":2: ") {
		t.Errorf("stderr does not name line 2: %q", errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 8 {
		t.Fatalf("%d output lines, want 8:\n%s", len(lines), out)
	}
	want := []string{
		`"first_player_wins":true`,        // middle of a path: the first player wins (the stale answer is ignored)
		`"line":2`,                        // the bad line
		`"cop_wins":false`,                // C4
		`"first_player_wins":true`,        // grundy 0 at 0? values [0,1,0]... XOR of 0 and 2: see below
		`"outcome":["draw","draw"]`,       // a bare 2-cycle
		`"short_wins_moving_second":true`, // two parallel u-v edges
		`"first_player_wins":false`,       // two moves in edge geography
		`"first_player_wins":true`,        // one arc
	}
	// dag 0→1→2: grundy [0,1,0]; tokens on 0 and 2: XOR 0, first player loses.
	want[3] = `"first_player_wins":false`
	for i, w := range want {
		if !strings.Contains(lines[i], w) {
			t.Errorf("line %d: %s lacks %s", i+1, lines[i], w)
		}
	}
	// Brute force agrees on every good line.
	_, bout, _ := runCLI("graph", "solve", f, "--brute-force")
	blines := strings.Split(strings.TrimSpace(bout), "\n")
	for i, w := range want {
		if !strings.Contains(blines[i], w) {
			t.Errorf("brute force line %d: %s lacks %s", i+1, blines[i], w)
		}
	}
	// --json: one object.
	code, jout, _ := runCLI("graph", "solve", f, "--json")
	var obj struct {
		Instances, Solved, Errors int
		Results                   []json.RawMessage
	}
	if err := json.Unmarshal([]byte(jout), &obj); err != nil || code != 2 || obj.Instances != 8 || obj.Errors != 1 || len(obj.Results) != 8 {
		t.Errorf("--json: exit %d, %+v, %v", code, obj, err)
	}
}

func TestGraphSolveUsage(t *testing.T) {
	if code, _, _ := runCLI("graph", "solve"); code != 2 {
		t.Errorf("no file: exit %d", code)
	}
	if code, _, _ := runCLI("graph", "solve", "/nonexistent.jsonl"); code != 2 {
		t.Errorf("missing file: exit %d", code)
	}
	if code, out, _ := runCLI("graph", "solve", "--help"); code != 0 || !strings.Contains(out, "Example") {
		t.Errorf("help: exit %d", code)
	}
}

// Generated instances are solved the same way by the theorems and by
// search: both runs exit 0 with one answer line per instance, and every
// answer field the game defines is present in both and equal.
func TestGraphGenSolveAgree(t *testing.T) {
	const count = 5
	fields := map[string][]string{
		graphgames.GameVertexGeography:         {"first_player_wins"},
		graphgames.GameEdgeGeography:           {"first_player_wins"},
		graphgames.GameDirectedVertexGeography: {"first_player_wins"},
		graphgames.GameCopsAndRobber:           {"cop_wins"},
		graphgames.GameDAGTokenSum:             {"first_player_wins", "grundy"},
		graphgames.GameLoopyToken:              {"outcome"},
		graphgames.GameShannonSwitching:        {"short_wins_moving_second", "short_wins_moving_first"},
	}
	compared := 0
	for _, g := range graphgames.Games {
		code, out, errs := runCLI("graph", "gen", "--game", g, "--n", "6", "--m", "8", "--count", fmt.Sprint(count), "--seed", "3")
		if code != 0 {
			t.Fatalf("gen %s: exit %d %s", g, code, errs)
		}
		f := writeFile(t, g+".jsonl", out)
		answers := func(brute bool) []map[string]any {
			args := []string{"graph", "solve", f}
			if brute {
				args = append(args, "--brute-force")
			}
			code, out, errs := runCLI(args...)
			if code != 0 {
				t.Fatalf("%s brute %v: exit %d, stderr %s", g, brute, code, errs)
			}
			lines := strings.Split(strings.TrimSpace(out), "\n")
			if len(lines) != count {
				t.Fatalf("%s brute %v: %d lines, want %d:\n%s", g, brute, len(lines), count, out)
			}
			var res []map[string]any
			for i, l := range lines {
				var r struct {
					Error  *string        `json:"error"`
					Answer map[string]any `json:"answer"`
				}
				if err := json.Unmarshal([]byte(l), &r); err != nil || r.Error != nil || r.Answer == nil {
					t.Fatalf("%s brute %v line %d: %s (%v)", g, brute, i+1, l, err)
				}
				res = append(res, r.Answer)
			}
			return res
		}
		fast, slow := answers(false), answers(true)
		for i := range fast {
			for _, k := range fields[g] {
				a, b := fast[i][k], slow[i][k]
				if a == nil || b == nil {
					t.Errorf("%s instance %d: field %s missing (theorem %v, search %v)", g, i, k, a, b)
					continue
				}
				if jsonOf(a) != jsonOf(b) {
					t.Errorf("%s instance %d field %s: theorem %s, search %s", g, i, k, jsonOf(a), jsonOf(b))
				}
				compared++
			}
		}
	}
	want := 0
	for _, g := range graphgames.Games {
		want += count * len(fields[g])
	}
	if compared != want {
		t.Errorf("compared %d fields, want %d", compared, want)
	}
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// Shards merged give the single run; a checkpoint resumes to the same answer.
func TestGraphCheckShardsAndCheckpoint(t *testing.T) {
	args := []string{"graph", "check", "--exhaustive", "--max-n", "4", "--random", "3", "--random-max-n", "6",
		"--checks", "vertex-geography,cops-and-robber,shannon-switching", "--json", "--quiet"}
	code, whole, errs := runCLI(args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	dir := t.TempDir()
	var files []string
	for i, s := range []string{"0/2", "1/2"} {
		code, out, _ := runCLI(append(args, "--shard", s)...)
		if code != 0 {
			t.Fatalf("shard %s exit %d", s, code)
		}
		f := filepath.Join(dir, []string{"a", "b"}[i]+".json")
		os.WriteFile(f, []byte(out), 0o644)
		files = append(files, f)
	}
	code, merged, errs := runCLI("merge", files[1], files[0])
	if code != 0 {
		t.Fatalf("merge exit %d: %s", code, errs)
	}
	ja, _ := json.Marshal(withoutSeconds(t, whole))
	jb, _ := json.Marshal(withoutSeconds(t, merged))
	if string(ja) != string(jb) {
		t.Fatalf("merged\n%s\nwhole\n%s", jb, ja)
	}
	// A checkpoint with only some units done resumes to the same answer.
	ck := filepath.Join(dir, "ck.json")
	if code, _, _ := runCLI(append(args, "--checkpoint", ck)...); code != 0 {
		t.Fatal("checkpointed run failed")
	}
	var c struct {
		Kind   string          `json:"kind"`
		Params json.RawMessage `json:"params"`
		State  struct {
			Done map[string]json.RawMessage `json:"done"`
		} `json:"state"`
	}
	b, _ := os.ReadFile(ck)
	if err := json.Unmarshal(b, &c); err != nil || len(c.State.Done) == 0 {
		t.Fatalf("checkpoint %s: %v", b, err)
	}
	k := 0
	for key := range c.State.Done {
		if k%2 == 0 {
			delete(c.State.Done, key)
		}
		k++
	}
	// A hand-edited checkpoint is refused (its checksum), …
	b, _ = json.Marshal(c)
	os.WriteFile(ck, b, 0o644)
	if code, _, errs := runCLI(append(args, "--checkpoint", ck)...); code != 2 || !strings.Contains(errs, "checksum") {
		t.Fatalf("edited checkpoint: exit %d: %s", code, errs)
	}
	// … one saved with fewer units done resumes.
	if err := runctl.SaveCheckpoint(ck, c.Kind, c.Params, c.State); err != nil {
		t.Fatal(err)
	}
	code, resumed, _ := runCLI(append(args, "--checkpoint", ck)...)
	if code != 0 {
		t.Fatal("resumed run failed")
	}
	jc, _ := json.Marshal(withoutSeconds(t, resumed))
	if string(jc) != string(ja) {
		t.Fatalf("resumed\n%s\nwhole\n%s", jc, ja)
	}
	// Different parameters refuse the checkpoint.
	if code, _, _ := runCLI("graph", "check", "--exhaustive", "--max-n", "3", "--random", "0", "--checkpoint", ck, "--quiet"); code != 2 {
		t.Errorf("checkpoint of other parameters accepted: exit %d", code)
	}
}

func TestGraphCheckUsage(t *testing.T) {
	if code, _, _ := runCLI("graph", "check", "--random", "0"); code != 2 {
		t.Errorf("nothing to check: exit %d", code)
	}
	if code, _, _ := runCLI("graph", "check", "--exhaustive", "--checks", "nope"); code != 2 {
		t.Errorf("unknown check: exit %d", code)
	}
}

// An oversized line (once: n² bits for cops, out of memory) gets an error
// line naming the limit; the other lines are still solved.
func TestGraphSolveOversizeLine(t *testing.T) {
	f := writeFile(t, "big.jsonl", strings.Join([]string{
		`{"id": "huge", "game": "cops-and-robber", "n": 16000000, "edges": []}`,
		`{"id": "p2", "game": "cops-and-robber", "n": 2, "edges": [[0,1]]}`,
		fmt.Sprintf(`{"id": "over", "game": "cops-and-robber", "n": %d, "edges": []}`, graphgames.SolveLimits[graphgames.GameCopsAndRobber].MaxN+1),
		`{"id": "sh", "game": "shannon-switching", "n": 2, "edges": [[0,1],[0,1],[0,1],[0,1],[0,1],[0,1],[0,1],[0,1],[0,1],[0,1],[0,1],[0,1],[0,1],[0,1],[0,1],[0,1],[0,1]], "u": 0, "v": 1}`,
	}, "\n"))
	for _, brute := range []bool{false, true} {
		args := []string{"graph", "solve", f}
		if brute {
			args = append(args, "--brute-force")
		}
		code, out, errs := runCLI(args...)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if len(lines) != 4 {
			t.Fatalf("brute %v: %d lines (exit %d, stderr %s)", brute, len(lines), code, errs)
		}
		wantErrs := 2
		if brute {
			wantErrs = 3 // 17 edges exceed the Shannon search's limit
		}
		if code != 2 || !strings.Contains(errs, fmt.Sprintf("%d of 4 instances not solved", wantErrs)) {
			t.Errorf("brute %v: exit %d, stderr %s", brute, code, errs)
		}
		var rec []struct {
			ID     string
			Error  string
			Answer map[string]any
		}
		for _, l := range lines {
			var r struct {
				ID     string         `json:"id"`
				Error  string         `json:"error"`
				Answer map[string]any `json:"answer"`
			}
			if err := json.Unmarshal([]byte(l), &r); err != nil {
				t.Fatalf("%s: %v", l, err)
			}
			rec = append(rec, struct {
				ID     string
				Error  string
				Answer map[string]any
			}(r))
		}
		if rec[0].ID != "huge" || !strings.Contains(rec[0].Error, fmt.Sprint(graphgames.MaxInstanceVertices)) {
			t.Errorf("brute %v line 1: %+v", brute, rec[0])
		}
		if rec[1].Error != "" || rec[1].Answer["cop_wins"] != true {
			t.Errorf("brute %v line 2 not solved: %+v", brute, rec[1])
		}
		if rec[2].ID != "over" || !strings.Contains(rec[2].Error, "exceeds the limit") {
			t.Errorf("brute %v line 3: %+v", brute, rec[2])
		}
		if brute != (rec[3].Error != "") {
			t.Errorf("brute %v line 4: %+v", brute, rec[3])
		}
	}
}

// gen --graph leda and odd-cycles: the same bytes for the same seed, the
// family's sizes, and geography answers that agree with the game search
// on instances small enough for it.
func TestGraphGenFamilies(t *testing.T) {
	for _, c := range []struct {
		family string
		n, m   string
		nv     int
	}{
		{"leda", "8", "2", 10},       // a 2-clique and one chain
		{"odd-cycles", "10", "", 10}, // two five-cycles joined by an edge
	} {
		args := []string{"graph", "gen", "--game", "vertex-geography", "--graph", c.family, "--n", c.n, "--count", "4", "--seed", "5"}
		if c.m != "" {
			args = append(args, "--m", c.m)
		}
		code, out, errs := runCLI(args...)
		if code != 0 {
			t.Fatalf("%v: exit %d %s", args, code, errs)
		}
		if _, again, _ := runCLI(args...); again != out {
			t.Fatalf("%s: same seed, different output", c.family)
		}
		f := writeFile(t, c.family+".jsonl", out)
		_, fast, errs := runCLI("graph", "solve", f)
		_, slow, errs2 := runCLI("graph", "solve", f, "--brute-force")
		var nFast, nSlow []any
		for i, l := range strings.Split(strings.TrimSpace(out), "\n") {
			var in struct {
				ID string `json:"id"`
				N  int    `json:"n"`
			}
			if err := json.Unmarshal([]byte(l), &in); err != nil {
				t.Fatal(err)
			}
			if want := fmt.Sprintf("vertex-geography-%s-%s-%d", c.family, c.n, i); in.ID != want {
				t.Errorf("id %q, want %q", in.ID, want)
			}
			if in.N != c.nv {
				t.Errorf("%s: %d vertices, want %d", c.family, in.N, c.nv)
			}
		}
		for _, l := range strings.Split(strings.TrimSpace(fast), "\n") {
			var r struct{ Answer map[string]any }
			json.Unmarshal([]byte(l), &r)
			nFast = append(nFast, r.Answer["first_player_wins"])
		}
		for _, l := range strings.Split(strings.TrimSpace(slow), "\n") {
			var r struct{ Answer map[string]any }
			json.Unmarshal([]byte(l), &r)
			nSlow = append(nSlow, r.Answer["first_player_wins"])
		}
		if len(nFast) != 4 || jsonOf(nFast) != jsonOf(nSlow) {
			t.Errorf("%s: theorem %s, search %s (%s %s)", c.family, jsonOf(nFast), jsonOf(nSlow), errs, errs2)
		}
	}
	if code, _, errs := runCLI("graph", "gen", "--game", "dag-token-sum", "--graph", "leda", "--n", "16"); code != 2 || !strings.Contains(errs, "undirected") {
		t.Errorf("leda for a directed game: exit %d, %q", code, errs)
	}
	if code, _, _ := runCLI("graph", "gen", "--game", "vertex-geography", "--graph", "grid", "--n", "16"); code != 2 {
		t.Errorf("unknown family: exit %d, want 2", code)
	}
}
