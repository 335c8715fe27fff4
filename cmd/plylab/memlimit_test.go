package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"

	"plylab/internal/cli"
)

// The memory-bounded harness (issue 23, "Keep it fixed"): each verb's worst
// small input from the hostile probe runs in a child process under an
// address-space limit (prlimit --as), and must end with a clear answer or
// a one-line refusal, never be killed or die of memory.
//
// The child is this test binary, re-entered through TestMain.

const memlimitEnv = "PLYLAB_TEST_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(memlimitEnv) == "1" {
		os.Exit(cli.Main("plylab", os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// memLimit is the address-space cap of a child: far below what the probe's
// inputs took (3.4–4.5 GB), above what the Go runtime reserves at start.
const memLimit = "1500000000"

func runLimited(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	prl, err := exec.LookPath("prlimit")
	if err != nil {
		t.Fatal("prlimit (util-linux) is needed for the memory-bounded tests")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(prl, append([]string{"--as=" + memLimit, "--cpu=60", self}, args...)...)
	cmd.Env = append(os.Environ(), memlimitEnv+"=1", "GOMAXPROCS=2")
	cmd.Dir = t.TempDir()
	cmd.Stdin = strings.NewReader(stdin)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err = cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, o.String(), e.String()
}

func TestVerbsUnderMemoryLimit(t *testing.T) {
	_, mnk, _ := runCLI("game", "gen", "mnk", "--rows", "16", "--cols", "16", "--k", "5")
	cases := []struct {
		name  string
		stdin string
		args  []string
		want  int    // exit status
		say   string // in stderr
	}{
		{"graph gen huge m", "", []string{"graph", "gen", "--game", "vertex-geography", "--n", "3", "--m", "99999999999"}, 2, "--m"},
		{"graph gen big m", "", []string{"graph", "gen", "--game", "vertex-geography", "--n", "3", "--m", "100000000"}, 2, "--m"},
		{"hex census 9x10", "", []string{"hex", "census", "--rows", "9", "--cols", "10", "--quiet"}, 2, "memory"},
		{"mb fourrow workers", "", []string{"mb", "fourrow", "--workers", "100000"}, 2, "--workers"},
		{"game solve workers", gameTTT + "\n", []string{"game", "solve", "-", "--workers", "100000"}, 2, "--workers"},
		{"game qbf 16x16", mnk, []string{"game", "qbf", "-", "--plies", "256"}, 2, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, _, errs := runLimited(t, c.stdin, c.args...)
			if code != c.want || !strings.Contains(errs, c.say) || strings.Contains(errs, "goroutine ") || strings.Count(strings.TrimSpace(errs), "\n") > 3 {
				t.Fatalf("%v: exit %d (want %d), stderr:\n%.600s", c.args, code, c.want, errs)
			}
		})
	}
}
