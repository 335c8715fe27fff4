package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"

	"plylab/data/runctl"
	"plylab/data/transv"
	"plylab/internal/cli"
)

// The transversal family's verbs are one file each,
// transversal_<verb>.go; the helpers they share are here.

func init() {
	cli.RegisterFamily(cli.Family{Name: "transversal", Summary: "the transversal achievement game on n×n (seeds/000): strategy, verifier, exact play"})
}

// group writes a decimal integer with thousands separators.
func group(s string) string {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, ch := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(ch)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

func sortedPlies[V any](m map[string]V) []string {
	var k []string
	for p := range m {
		k = append(k, p)
	}
	sort.Slice(k, func(i, j int) bool { a, _ := strconv.Atoi(k[i]); b, _ := strconv.Atoi(k[j]); return a < b })
	return k
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
	return transv.Run{Checkpoint: ckpt, Shard: sh, Certificate: cert, Logf: env.Logf, Warnf: checkpointWarn(env)}
}

func checkpointWarn(env *cli.Env) func(format string, a ...any) {
	return func(format string, a ...any) {
		fmt.Fprintf(env.Stderr, "warning: --%s (the run goes on; it will exit 2)\n", fmt.Sprintf(format, a...))
	}
}

// transvErr turns a transversal run's error into the CLI's, all exit 2:
// an output file that cannot be used names its flag, and a checkpoint that
// failed to save during or at the end of the run comes after the answer.
func transvErr(err error) error {
	if err == nil {
		return nil
	}
	var oe *transv.OutputError
	if errors.As(err, &oe) {
		if oe.What == "checkpoint" && !oe.Input {
			return cli.Usagef("--checkpoint %v (the answer above is complete; the checkpoint is not)", oe.Err)
		}
		return cli.Usagef("--%s %v", oe.What, oe.Err)
	}
	return cli.Usagef("%v", err)
}

// estimateCheck states a run's estimate up front (transv.Estimate.Check):
// more than a minute is announced on stderr, even under --quiet; more than
// a year is refused (exit 2).
func estimateCheck(env *cli.Env, e *transv.Estimate) error {
	return e.Check(func(format string, a ...any) { fmt.Fprintf(env.Stderr, "warning: "+format+"\n", a...) })
}

// tsolveMemTotal is the machine's memory in MiB from /proc/meminfo (0 if
// it cannot be read).
func tsolveMemTotal() int64 {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		var kb int64
		if _, err := fmt.Sscanf(l, "MemTotal: %d kB", &kb); err == nil {
			return kb >> 10
		}
	}
	return 0
}

// tsolveTableMiB checks --table-mib: at least 1, and the tables of all
// workers together within the machine's memory (each worker allocates its
// table in full).
func tsolveTableMiB(table, workers int) error {
	if table < 1 {
		return cli.Usagef("--table-mib %d: need at least 1", table)
	}
	w, err := runctl.Workers(workers)
	if err != nil {
		return cli.Usagef("%v", err)
	}
	total := tsolveMemTotal()
	if total > 0 && int64(table) > total/int64(w) {
		return cli.Usagef("--table-mib %d: %d workers × %d MiB is more than this machine's %d MiB (at most %d MiB per worker)", table, w, table, total, total/int64(w))
	}
	return nil
}

// flagSet reports whether the flag name was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
