package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// value: n = 2 is a draw (no optimal length), n = 4 is won at ply 11; the
// solver's answers on both sides of 11 agree with plain minimax (no
// symmetry, no pruning) run through the same command.
func TestValueAgainstPlainMinimax(t *testing.T) {
	code, out, errOut := runCLI("transversal", "value", "--n", "2", "--json", "--quiet")
	if code != 0 {
		t.Fatalf("value n=2: exit %d: %s", code, errOut)
	}
	m := withoutSeconds(t, out)
	if m["value"] != "draw" || m["optimal_length"] != nil {
		t.Errorf("value n=2: got value %v, optimal_length %v; want draw, null", m["value"], m["optimal_length"])
	}
	code, out, errOut = runCLI("transversal", "value", "--n", "4", "--json", "--quiet")
	if code != 0 {
		t.Fatalf("value n=4: exit %d: %s", code, errOut)
	}
	m = withoutSeconds(t, out)
	if m["value"] != "X wins" || m["optimal_length"] != float64(11) {
		t.Errorf("value n=4: got value %v, optimal_length %v; want X wins, 11", m["value"], m["optimal_length"])
	}
	for _, c := range []struct {
		ply  string
		wins bool
	}{{"9", false}, {"11", true}} {
		var got [2]bool
		for i, extra := range [][]string{nil, {"--plain"}} {
			args := append([]string{"transversal", "solve", "--n", "4", "--by-ply", c.ply, "--json", "--quiet"}, extra...)
			code, out, errOut := runCLI(args...)
			if code != 0 {
				t.Fatalf("%v: exit %d: %s", args, code, errOut)
			}
			got[i] = withoutSeconds(t, out)["x_forces_win"] == true
		}
		if got[0] != c.wins || got[1] != c.wins {
			t.Errorf("n=4 by ply %s: solver %v, plain minimax %v; want %v", c.ply, got[0], got[1], c.wins)
		}
	}
}

// Sharded solves merged by 'plylab merge' give the single-run answer.
func TestSolveShardsMerge(t *testing.T) {
	dir := t.TempDir()
	var parts []string
	for _, sh := range []string{"0/2", "1/2"} {
		code, out, errOut := runCLI("transversal", "solve", "--n", "6", "--by-ply", "13", "--shard", sh, "--json", "--quiet")
		if code != 0 {
			t.Fatalf("shard %s: exit %d: %s", sh, code, errOut)
		}
		p := filepath.Join(dir, strings.ReplaceAll(sh, "/", "of")+".json")
		if err := os.WriteFile(p, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		parts = append(parts, p)
	}
	code, merged, errOut := runCLI(append([]string{"merge"}, parts...)...)
	if code != 0 {
		t.Fatalf("merge: exit %d: %s", code, errOut)
	}
	code, single, errOut := runCLI("transversal", "solve", "--n", "6", "--by-ply", "13", "--json", "--quiet")
	if code != 0 {
		t.Fatalf("single: exit %d: %s", code, errOut)
	}
	a, b := withoutSeconds(t, merged), withoutSeconds(t, single)
	for _, k := range []string{"x_forces_win", "nodes", "positions", "work_items"} {
		if a[k] != b[k] {
			t.Errorf("%s: merged %v, single run %v", k, a[k], b[k])
		}
	}
	// The answer itself, a second way: the O defence rule, checked against
	// every X play to ply 13, survives exactly when X cannot force a win.
	code, od, errOut := runCLI("transversal", "odefence", "--n", "6", "--json", "--quiet")
	if code != 0 {
		t.Fatalf("odefence: exit %d: %s", code, errOut)
	}
	if survives := withoutSeconds(t, od)["survives"]; survives != true || b["x_forces_win"] != false {
		t.Errorf("n=6 by ply 13: solver x_forces_win %v, O defence survives %v", b["x_forces_win"], survives)
	}
}

// A certificate written by solve passes the checker; the same file with one
// O reply changed to another cell does not.
func TestCertificateRoundTripAndTamper(t *testing.T) {
	dir := t.TempDir()
	cert := filepath.Join(dir, "o5.cert.gz")
	code, _, errOut := runCLI("transversal", "solve", "--n", "5", "--by-ply", "11", "--certificate", cert, "--quiet")
	if code != 0 {
		t.Fatalf("solve: exit %d: %s", code, errOut)
	}
	code, out, errOut := runCLI("transversal", "check-certificate", cert, "--json", "--quiet")
	if code != 0 {
		t.Fatalf("check: exit %d: %s", code, errOut)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	if m["ok"] != true || m["claim"] != "o-survives" || m["n"] != float64(5) {
		t.Fatalf("check: %v", m)
	}

	// Tamper: every entry line ends in O's reply "r,c"; send every reply to
	// (1,1), which is occupied in many positions, and the checker must
	// reject the strategy (exit status 1, not a parse error).
	f, err := os.Open(cert)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(zr)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(raw), "\n")
	changed := 0
	for i, l := range lines {
		fs := strings.Fields(l)
		if len(fs) == 3 && strings.Contains(fs[2], ",") {
			fs[2] = "1,1"
			lines[i] = strings.Join(fs, " ")
			changed++
		}
	}
	if changed == 0 {
		t.Fatalf("no reply lines found in the certificate:\n%s", string(raw[:min(len(raw), 400)]))
	}
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte(strings.Join(lines, "\n")))
	zw.Close()
	bad := filepath.Join(dir, "bad.cert.gz")
	if err := os.WriteFile(bad, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = runCLI("transversal", "check-certificate", bad, "--json", "--quiet")
	if code != 1 {
		t.Fatalf("a tampered certificate: exit %d, want 1 (%s)", code, errOut)
	}
	if errOut == "" {
		t.Errorf("a rejected certificate says nothing on stderr")
	}
	m = nil
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatalf("--json on a rejected certificate: %v (stdout %q)", err, out)
	}
	if m["ok"] != false || m["reason"] == "" || m["reason"] == nil {
		t.Errorf("--json on a rejected certificate: %v", m)
	}
}

// The O defence survives to 2n+1 for n = 5 in both modes; the mutant without
// the tempo move is beaten, with a line, exit status 1.
func TestODefenceCLI(t *testing.T) {
	for _, mode := range [][]string{nil, {"--all-choices"}} {
		args := append([]string{"transversal", "odefence", "--n", "5", "--json", "--quiet"}, mode...)
		code, out, errOut := runCLI(args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		m := withoutSeconds(t, out)
		if m["survives"] != true || m["by_ply"] != float64(11) {
			t.Errorf("%v: %v", args, m)
		}
	}
	code, out, _ := runCLI("transversal", "odefence", "--n", "5", "--mutant", "no-tempo", "--json", "--quiet")
	if code != 1 {
		t.Fatalf("mutant no-tempo: exit %d, want 1", code)
	}
	m := withoutSeconds(t, out)
	if m["survives"] != false || m["counterexample"] == "" {
		t.Errorf("mutant no-tempo: %v", m)
	}
}

// odefence shards merged by 'plylab merge' give the whole run's verdict (and
// the whole run's counterexample for a failing mutant); a checkpointed run
// resumes with every item done and the same verdict; an unwritable
// checkpoint is refused before the run.
func TestODefenceShardsMergeCLI(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		mutant string
		code   int
	}{{"", 0}, {"no-tempo", 1}} {
		args := []string{"transversal", "odefence", "--n", "6", "--split", "6", "--json", "--quiet"}
		if c.mutant != "" {
			args = append(args, "--mutant", c.mutant)
		}
		code, whole, errOut := runCLI(args...)
		if code != c.code {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		var parts []string
		for _, sh := range []string{"0/3", "1/3", "2/3"} {
			code, out, errOut := runCLI(append(args, "--shard", sh)...)
			if code != 0 && code != 1 {
				t.Fatalf("shard %s: exit %d: %s", sh, code, errOut)
			}
			p := filepath.Join(dir, c.mutant+strings.ReplaceAll(sh, "/", "of")+".json")
			if err := os.WriteFile(p, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			parts = append(parts, p)
		}
		code, merged, errOut := runCLI(append([]string{"merge"}, parts...)...)
		if code != 0 {
			t.Fatalf("merge: exit %d: %s", code, errOut)
		}
		a, b := withoutSeconds(t, merged), withoutSeconds(t, whole)
		for _, k := range []string{"survives", "counterexample", "work_items"} {
			if a[k] != b[k] {
				t.Errorf("mutant %q: %s merged %v, whole %v", c.mutant, k, a[k], b[k])
			}
		}
	}
	ck := filepath.Join(dir, "od.ckpt")
	for i := 0; i < 2; i++ {
		code, out, errOut := runCLI("transversal", "odefence", "--n", "6", "--checkpoint", ck, "--json", "--quiet")
		if code != 0 || withoutSeconds(t, out)["survives"] != true {
			t.Fatalf("checkpointed run %d: exit %d %s %s", i, code, out, errOut)
		}
	}
	if code, _, _ := runCLI("transversal", "odefence", "--n", "6", "--checkpoint", filepath.Join(dir, "no", "such", "dir", "x")); code != 2 {
		t.Errorf("unwritable checkpoint: exit %d, want 2", code)
	}
}
