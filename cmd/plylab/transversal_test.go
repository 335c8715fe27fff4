package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/internal/cli"
)

func runCLI(args ...string) (int, string, string) {
	var o, e bytes.Buffer
	code := cli.Main("plylab", args, &o, &e)
	return code, o.String(), e.String()
}

func withoutSeconds(t *testing.T, s string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		t.Fatalf("not JSON: %q", s)
	}
	delete(m, "seconds")
	return m
}

// Shards merged by 'plylab merge' give exactly the single-run answer.
func TestVerifyShardsMerge(t *testing.T) {
	code, whole, _ := runCLI("transversal", "verify", "--n", "5", "--json", "--quiet")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	dir := t.TempDir()
	var files []string
	for i := 0; i < 3; i++ {
		code, out, _ := runCLI("transversal", "verify", "--n", "5", "--json", "--quiet", "--shard", []string{"0/3", "1/3", "2/3"}[i])
		if code != 0 {
			t.Fatalf("shard %d exit %d", i, code)
		}
		f := filepath.Join(dir, []string{"a", "b", "c"}[i]+".json")
		os.WriteFile(f, []byte(out), 0o644)
		files = append(files, f)
	}
	code, merged, errs := runCLI(append([]string{"merge"}, files[2], files[0], files[1])...)
	if code != 0 {
		t.Fatalf("merge exit %d: %s", code, errs)
	}
	a, b := withoutSeconds(t, whole), withoutSeconds(t, merged)
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if string(ja) != string(jb) {
		t.Fatalf("merged shards\n%s\nwhole run\n%s", jb, ja)
	}
	if code, _, _ := runCLI("merge", files[0], files[1]); code != 2 {
		t.Fatalf("merge of an incomplete set: exit %d", code)
	}
}

func TestVerifyCheckpointResume(t *testing.T) {
	ck := filepath.Join(t.TempDir(), "ck.json")
	_, first, _ := runCLI("transversal", "verify", "--n", "5", "--json", "--quiet", "--checkpoint", ck)
	if _, err := os.Stat(ck); err != nil {
		t.Fatal("no checkpoint written")
	}
	code, again, _ := runCLI("transversal", "verify", "--n", "5", "--json", "--quiet", "--checkpoint", ck)
	a, b := withoutSeconds(t, first), withoutSeconds(t, again)
	if code != 0 || a["terminal_lines"] != b["terminal_lines"] || a["nodes"] != b["nodes"] {
		t.Fatalf("resumed run differs: %v vs %v", a, b)
	}
	if code, _, _ := runCLI("transversal", "verify", "--n", "6", "--quiet", "--checkpoint", ck); code != 2 {
		t.Fatalf("checkpoint of another n accepted (exit %d)", code)
	}
}

func TestTransversalErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"transversal", "verify", "--n", "3"}, 2, "4 ≤ n"},
		{[]string{"transversal", "verify", "--n", "5", "--shard", "3/3"}, 2, "shard"},
		{[]string{"transversal", "verify", "--n", "5", "--mutant", "nope"}, 2, "unknown"},
		{[]string{"transversal", "line", "--n", "4", "--o", "1,9"}, 2, "off the 4×4 board"},
		{[]string{"transversal", "line", "--n", "4", "--o", "1,1"}, 2, "not a free cell"},
		{[]string{"transversal", "verify", "--n", "4", "--mutant", "max-w", "--quiet"}, 1, "counterexample: X(1,1)"},
	} {
		code, _, errOut := runCLI(c.args...)
		if code != c.code || !strings.Contains(errOut, c.msg) {
			t.Errorf("%v: exit %d, stderr %q", c.args, code, errOut)
		}
	}
}

func TestLineWorkedExample(t *testing.T) {
	code, out, _ := runCLI("transversal", "line", "--n", "4", "--o", "1,2 2,1 4,4 1,4 1,3")
	if code != 0 || !strings.Contains(out, "X wins at ply 11 (case C-iii-b, plan (i), pair (r,s) = (1,3))") {
		t.Fatalf("exit %d\n%s", code, out)
	}
}
