package main

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGameCompactCertificate: game cert --compact writes a certificate
// that game check accepts (plain and gzipped); a Breaker win of a
// Maker–Breaker game comes with pairing and Erdős–Selfridge leaves; a
// bounded claim certifies a lower bound; an edited leaf is rejected with
// exit 1 and the line; a false or malformed claim exits 2 and writes
// nothing.
func TestGameCompactCertificate(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "i3.jsonl")
	_, g, _ := runCLI("game", "gen", "polyomino", "--shape", "i3", "--n", "3")
	os.WriteFile(in, []byte(g), 0o644)
	for _, out := range []string{"i3.cert", "i3.cert.gz"} {
		path := filepath.Join(dir, out)
		code, o, e := runCLI("game", "cert", in, "--compact", "--out", path)
		if code != 0 || !strings.Contains(o, "claim: maker no-win within all") || !strings.Contains(o, "pair ") {
			t.Fatalf("cert %s: %d %s %s", out, code, o, e)
		}
		code, o, e = runCLI("game", "check", in, path, "--json")
		if code != 0 || !strings.Contains(o, `"valid":true`) || !strings.Contains(o, `"format":2`) {
			t.Fatalf("check %s: %d %s %s", out, code, o, e)
		}
	}
	cert, _ := os.ReadFile(filepath.Join(dir, "i3.cert"))
	bad := strings.Replace(string(cert), "\nes\n", "\ndead\n", 1)
	if bad == string(cert) {
		t.Fatal("no es leaf to edit")
	}
	os.WriteFile(filepath.Join(dir, "bad.cert"), []byte(bad), 0o644)
	code, _, e := runCLI("game", "check", in, filepath.Join(dir, "bad.cert"))
	if code != 1 || !strings.Contains(e, "bad.cert:") || !strings.Contains(e, "rejected: \"dead\"") {
		t.Fatalf("edited leaf: %d %s", code, e)
	}
	// Tic-tac-toe as Maker–Breaker: Maker wins within 7 plies, not within 5.
	ttt := filepath.Join(dir, "ttt.jsonl")
	_, g, _ = runCLI("game", "gen", "tictactoe", "--rule", "maker-breaker")
	os.WriteFile(ttt, []byte(g), 0o644)
	lb := filepath.Join(dir, "lb.cert")
	if code, o, e := runCLI("game", "cert", ttt, "--compact", "--claim", "maker no-win within 5", "--out", lb); code != 0 || !strings.Contains(o, "claim: maker no-win within 5") {
		t.Fatalf("lower bound: %d %s %s", code, o, e)
	}
	if code, o, e := runCLI("game", "check", ttt, lb); code != 0 || !strings.Contains(o, "maker no-win within 5") {
		t.Fatalf("check lower bound: %d %s %s", code, o, e)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--compact", "--claim", "maker no-win within 7"}, "is false"},
		{[]string{"--compact", "--claim", "breaker wins within 3"}, "not a side"},
		{[]string{"--compact", "--claim", "maker maybe"}, "--claim"},
		{[]string{"--claim", "maker wins within 7"}, "needs --compact"},
	} {
		out := filepath.Join(dir, "x.cert")
		code, _, e := runCLI(append([]string{"game", "cert", ttt, "--out", out}, c.args...)...)
		if code != 2 || !strings.Contains(e, c.want) || strings.Count(strings.TrimSpace(e), "\n") != 0 {
			t.Errorf("%v: exit %d, %q", c.args, code, e)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%v: %s was written", c.args, out)
		}
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "*.tmp*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// keptCert is a line of a kept run of compact certificates.
type keptCert struct {
	ID      string `json:"id"`
	SHA     string `json:"sha256"`
	Game    string `json:"game"`
	Command string `json:"command"`
	Write   struct {
		Claims  []string `json:"claims"`
		Nodes   int64    `json:"nodes"`
		Seconds float64  `json:"seconds"`
	} `json:"write"`
}

// smallKeptCerts reads the kept run data/runs/FILE and returns its
// certificates of at most 200,000 nodes written in at most 3 s.
func smallKeptCerts(t *testing.T, file string) []keptCert {
	t.Helper()
	b, err := os.ReadFile("../../data/runs/" + file)
	if err != nil {
		t.Fatal(err)
	}
	var out []keptCert
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var r keptCert
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		if r.Write.Nodes <= 200000 && r.Write.Seconds <= 3 {
			out = append(out, r)
		}
	}
	return out
}

// TestKeptCompactCertificates writes again the small compact certificates
// kept in data/runs/positional-compact-certs.jsonl (smallKeptCerts),
// checks them, and compares their SHA-256 with the kept one: the same
// command gives the same bytes, and the kept claims still hold.
func TestKeptCompactCertificates(t *testing.T) {
	dir := t.TempDir()
	redone := 0
	for _, r := range smallKeptCerts(t, "positional-compact-certs.jsonl") {
		var shape string
		var n int
		if _, err := fmt.Sscanf(r.Game, "polyomino %s on %d x", &shape, &n); err != nil {
			t.Fatalf("%s: game %q: %v", r.ID, r.Game, err)
		}
		in := filepath.Join(dir, r.ID+".jsonl")
		if code, _, e := runCLI("game", "gen", "polyomino", "--shape", shape, "--n", fmt.Sprint(n), "--id", "harary-mb-"+strings.SplitN(r.ID, "-maker", 2)[0], "--out", in); code != 0 {
			t.Fatalf("%s: gen: %s", r.ID, e)
		}
		cert := filepath.Join(dir, r.ID+".cert")
		args := []string{"game", "cert", in, "--compact", "--out", cert, "--workers", "1", "--memory", "1024"}
		if strings.Contains(r.ID, "-maker-") {
			args = append(args, "--claim", r.Write.Claims[0])
		}
		if code, _, e := runCLI(args...); code != 0 {
			t.Fatalf("%s: cert: %s", r.ID, e)
		}
		data, _ := os.ReadFile(cert)
		if sum := fmt.Sprintf("%x", sha256.Sum256(data)); sum != r.SHA {
			t.Fatalf("%s: SHA-256 %s, kept %s", r.ID, sum, r.SHA)
		}
		code, o, e := runCLI("game", "check", in, cert)
		if code != 0 || !strings.Contains(o, fmt.Sprintf("%d nodes", r.Write.Nodes)) || !strings.Contains(o, r.Write.Claims[0]) {
			t.Fatalf("%s: check: %d %s %s", r.ID, code, o, e)
		}
		redone++
	}
	if redone < 2 {
		t.Fatalf("only %d kept certificates redone", redone)
	}
}

// TestKeptLandmarkCertificates runs again the commands of the small
// landmark certificates kept in data/runs/positional-landmark-certs.jsonl
// (smallKeptCerts): the certificate has the kept SHA-256, and the
// checker accepts it with the kept nodes and claims.
func TestKeptLandmarkCertificates(t *testing.T) {
	dir := t.TempDir()
	redone := 0
	for _, r := range smallKeptCerts(t, "positional-landmark-certs.jsonl") {
		var cert, out string
		for _, part := range strings.Split(r.Command, "; ") {
			args := strings.Fields(part)
			if len(args) < 3 || args[0] != "plylab" {
				t.Fatalf("%s: command %q", r.ID, part)
			}
			args = args[1:]
			for i, a := range args {
				if strings.HasSuffix(a, ".jsonl") || strings.HasSuffix(a, ".cert") {
					args[i] = filepath.Join(dir, a)
					if strings.HasSuffix(a, ".cert") {
						cert = args[i]
					}
				}
			}
			code, o, e := runCLI(args...)
			if code != 0 {
				t.Fatalf("%s: %v: exit %d: %s", r.ID, args, code, e)
			}
			out = o
		}
		data, _ := os.ReadFile(cert)
		if sum := fmt.Sprintf("%x", sha256.Sum256(data)); sum != r.SHA {
			t.Fatalf("%s: SHA-256 %s, kept %s", r.ID, sum, r.SHA)
		}
		if !strings.Contains(out, fmt.Sprintf("%d nodes", r.Write.Nodes)) || !strings.Contains(out, r.Write.Claims[0]) {
			t.Fatalf("%s: check: %s", r.ID, out)
		}
		redone++
	}
	if redone < 1 {
		t.Fatal("no kept landmark certificate redone")
	}
}
