package main

import (
	"errors"
	"fmt"

	"plylab/data/runctl"
	"plylab/data/transv"
	"plylab/internal/cli"
)

// The transversal family's verbs are one file each,
// transversal_<verb>.go; the helpers they share are here.

func init() {
	cli.RegisterFamily(cli.Family{Name: "transversal", Summary: "the transversal achievement game on n×n (Guan): strategy, verifier, exact play"})
}

// tsolveOut is what every transversal verb does with a failed write to
// stdout: an environment error (exit 2), never a failed check (exit 1).
func tsolveOut(err error) error {
	if err == nil {
		return nil
	}
	return cli.Usagef("stdout: %v", err)
}

// transvRun is the run control of a transversal verb: resume lines on
// stderr (not under --quiet); a periodic checkpoint save that failed on
// stderr even under --quiet, once per run (the run then exits 2, see
// transvErr).
func transvRun(env *cli.Env, ckpt string, sh runctl.Shard, cert string) transv.Run {
	warn := func(format string, a ...any) {
		env.Warnf("warning: --%s (the run goes on; it will exit 2)\n", fmt.Sprintf(format, a...))
	}
	return transv.Run{Checkpoint: ckpt, Shard: sh, Certificate: cert, Logf: env.Logf, Warnf: warn}
}

// transvErr turns a transversal run's error into the CLI's, all exit 2:
// an output file that cannot be used names its flag, and a checkpoint that
// failed to save during or at the end of the run comes after the answer.
func transvErr(err error) error {
	var oe *transv.OutputError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &oe) && oe.What == "checkpoint" && !oe.Input:
		return cli.Usagef("--checkpoint %v (the answer above is complete; the checkpoint is not)", oe.Err)
	case errors.As(err, &oe):
		return cli.Usagef("--%s %v", oe.What, oe.Err)
	}
	return cli.Usagef("%v", err)
}

// transvReport prints a run's report and maps the run's error
// (transvErr); a report whose Check fails is a failed check (exit 1).
func transvReport(env *cli.Env, out any, err error) error {
	if e := tsolveOut(env.Report(out)); e != nil {
		return e
	}
	if c, ok := out.(interface{ Check() error }); ok && err == nil {
		if err := c.Check(); err != nil {
			return cli.Failuref("%v", err)
		}
	}
	return transvErr(err)
}

// estimateCheck states a run's estimate up front (transv.Estimate.Check):
// more than a minute is announced on stderr, even under --quiet; more than
// a year is refused (exit 2).
func estimateCheck(env *cli.Env, e *transv.Estimate) error {
	return e.Check(func(format string, a ...any) { env.Warnf("warning: "+format+"\n", a...) })
}

// tsolveTableMiB checks --table-mib against the machine's memory
// (transv.Run.CheckTable); bad input exits 2.
func tsolveTableMiB(table, workers int) error {
	if err := (transv.Run{}).CheckTable(table, workers); err != nil {
		return cli.Usagef("%v", err)
	}
	return nil
}
