package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/data/runctl"
	"plylab/data/transv"
	"plylab/internal/cli"
)

// tvRefused asserts a refusal: exit 2, nothing on stdout, one line on stderr
// holding every want.
func tvRefused(t *testing.T, args []string, want ...string) {
	t.Helper()
	code, out, errs := runCLI(args...)
	if code != 2 || out != "" || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
		t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and one line", args, code, out, errs)
		return
	}
	for _, w := range want {
		if !strings.Contains(errs, w) {
			t.Errorf("%v: stderr %q lacks %q", args, errs, w)
		}
	}
}

// Probe item 1: every output path of the transversal verbs is checked
// before the work starts (odefence --certificate too), and a checkpoint
// that cannot be saved during or at the end of a run makes it exit 2, not 0.
func TestTransversalProbeOutputPaths(t *testing.T) {
	tvRefused(t, []string{"transversal", "odefence", "--n", "4", "--certificate", "/proc/x.cert", "--quiet"}, "--certificate", "/proc")
	tvRefused(t, []string{"transversal", "odefence", "--n", "4", "--checkpoint", "/proc/x.ckpt", "--quiet"}, "--checkpoint", "/proc")
	tvRefused(t, []string{"transversal", "verify", "--n", "4", "--checkpoint", t.TempDir(), "--quiet"}, "--checkpoint")

	// A save that fails after the start: data/transv warns once per run
	// and ends the run with a checkpoint *OutputError
	// (TestRunCheckpointFails there); the verbs say the warning under
	// --quiet too and turn the error into exit 2 naming the file.
	var e bytes.Buffer
	env := &cli.Env{Stderr: &e, Quiet: true}
	ckpt := filepath.Join(t.TempDir(), "gone", "c.ckpt")
	transvRun(env, ckpt, runctl.Shard{}, "").Warnf("checkpoint %s: %v", ckpt, os.ErrNotExist)
	if strings.Count(e.String(), "warning: --checkpoint") != 1 || !strings.Contains(e.String(), "c.ckpt") {
		t.Errorf("a failed save under --quiet: stderr %q, want one warning naming the file", e.String())
	}
	end := &transv.OutputError{What: "checkpoint", Err: fmt.Errorf("%s: %w", ckpt, os.ErrNotExist)}
	if err := transvErr(end); cli.ExitCode(err) != 2 || !strings.Contains(err.Error(), "c.ckpt") {
		t.Errorf("end of a run whose checkpoint failed: %v (exit %d), want exit 2 naming the file", err, cli.ExitCode(err))
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// Probe item 3: I/O and environment errors are exit 2 — an unwritable
// certificate (solve and odefence), an unreadable one, a failed write to
// stdout — while a genuine failed check stays exit 1.
func TestTransversalProbeIOExit2(t *testing.T) {
	tvRefused(t, []string{"transversal", "solve", "--n", "4", "--by-ply", "9", "--certificate", "/proc/x"}, "--certificate /proc/x")
	tvRefused(t, []string{"transversal", "check-certificate", "/proc/no-such-cert"}, "/proc/no-such-cert")
	tvRefused(t, []string{"transversal", "check-certificate", "/proc"}, "/proc")
	var e bytes.Buffer
	if code := cli.Main("plylab", []string{"transversal", "counts", "--n", "5", "--json"}, failWriter{}, &e); code != 2 || !strings.Contains(e.String(), "stdout") {
		t.Errorf("stdout that cannot be written: exit %d, %q; want 2", code, e.String())
	}
	e.Reset()
	if code := cli.Main("plylab", []string{"transversal", "solve", "--n", "4", "--by-ply", "9", "--json", "--quiet"}, failWriter{}, &e); code != 2 {
		t.Errorf("solve, stdout that cannot be written: exit %d, %q; want 2", code, e.String())
	}
	if code, _, errs := runCLI("transversal", "odefence", "--n", "5", "--mutant", "no-tempo", "--quiet"); code != 1 {
		t.Errorf("a failed check: exit %d (%s), want 1", code, errs)
	}
}

// Probe item 4: the work is estimated up front. verify --n 16 is refused
// (exit 2) with the estimate and the largest feasible n; so are solve at an
// absurd ply bound and odefence --n 16; a run of more than a minute is
// announced on stderr even under --quiet. The estimates come from the
// recorded runs in data/runs.
func TestTransversalProbeWorkEstimate(t *testing.T) {
	tvRefused(t, []string{"transversal", "verify", "--n", "16", "--quiet"}, "years", "closed form", "n ≤ 8")
	tvRefused(t, []string{"transversal", "verify", "--n", "16", "--all-choices", "--quiet"}, "years", "at least")
	tvRefused(t, []string{"transversal", "solve", "--n", "16", "--by-ply", "256", "--quiet"}, "years", "--by-ply ≤", "data/runs/transversal-solve-2n3.jsonl")
	tvRefused(t, []string{"transversal", "odefence", "--n", "16", "--quiet"}, "years", "n ≤ 14", "data/runs/transversal-odefence.jsonl")
	tvRefused(t, []string{"transversal", "odefence", "--n", "14", "--all-choices", "--quiet"}, "years")

	// The estimates themselves (the recorded runs read back exactly,
	// extrapolated past them) are data/transv's TestEstimate. What takes
	// more than a minute is said, with --quiet too; less is not; more
	// than a year is refused.
	var e bytes.Buffer
	env := &cli.Env{Stderr: &e, Quiet: true, Cmd: &cli.Command{Verb: "solve"}}
	check := func(flags string, secs float64, basis, feasible string) error {
		return estimateCheck(env, &transv.Estimate{Verb: env.Cmd.Verb, Flags: flags, Seconds: secs, Basis: basis, Feasible: feasible})
	}
	if err := check("--n 12 --by-ply 27", 2*3600, "recorded", ""); err != nil || !strings.Contains(e.String(), "warning: plylab transversal solve --n 12 --by-ply 27: about 2.0 hours") {
		t.Errorf("two hours: %v, stderr %q", err, e.String())
	}
	e.Reset()
	if err := check("--n 5", 2, "recorded", ""); err != nil || e.Len() != 0 {
		t.Errorf("two seconds: %v, stderr %q", err, e.String())
	}
	const twoYears = 2 * 365.25 * 24 * 3600
	if err := check("--n 16", twoYears, "b", "n ≤ 9 is feasible"); cli.ExitCode(err) != 2 || !strings.Contains(err.Error(), "about 2 years") {
		t.Errorf("two years: %v", err)
	}
}

// Probe item 5: invalid flag values of the transversal verbs are refused
// (exit 2, one line), not silently defaulted.
func TestTransversalProbeBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"transversal", "value", "--n", "4", "--table-mib", "-5"}, "--table-mib -5"},
		{[]string{"transversal", "value", "--n", "4", "--table-mib", "0"}, "--table-mib 0"},
		{[]string{"transversal", "value", "--n", "4", "--workers", "-1"}, "--workers -1"},
		{[]string{"transversal", "solve", "--n", "4", "--by-ply", "11", "--table-mib", "100000000"}, "more than this machine's"},
		{[]string{"transversal", "solve", "--n", "4", "--by-ply", "11", "--split", "11"}, "--split 11"},
		{[]string{"transversal", "solve", "--n", "4", "--by-ply", "11", "--split", "0"}, "--split 0"},
		{[]string{"transversal", "solve", "--n", "4", "--by-ply", "0"}, "--by-ply 0"},
		{[]string{"transversal", "solve", "--n", "0", "--by-ply", "3"}, "--n 0"},
		{[]string{"transversal", "odefence", "--n", "4", "--by-ply", "-3"}, "--by-ply -3"},
		{[]string{"transversal", "odefence", "--n", "4", "--by-ply", "17"}, "full at ply 16"},
		{[]string{"transversal", "odefence", "--n", "4", "--split", "8"}, "--split 8"},
		{[]string{"transversal", "odefence", "--n", "4", "--split", "3"}, "--split 3"},
		{[]string{"transversal", "odefence", "--n", "4", "--workers", "100000"}, "--workers 100000"},
		{[]string{"transversal", "verify", "--n", "4", "--workers", "-2"}, "--workers -2"},
		{[]string{"transversal", "counts", "--n", "-1"}, "--n -1"},
		{[]string{"transversal", "line", "--n", "0", "--o", "1,1"}, "--n 0"},
	} {
		tvRefused(t, append(c.args, "--quiet"), c.want)
	}
	// The defaults still run: --split 3 at P = 3 (no work items), odefence
	// --split 4 at n = 2 (beyond 2n−2, but not given).
	for _, args := range [][]string{
		{"transversal", "solve", "--n", "2", "--by-ply", "3", "--quiet"},
		{"transversal", "odefence", "--n", "2", "--quiet"},
	} {
		if code, _, errs := runCLI(args...); code != 0 {
			t.Errorf("%v: exit %d: %s", args, code, errs)
		}
	}
}
