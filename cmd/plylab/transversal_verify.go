package main

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"text/tabwriter"

	"plylab/data/runctl"
	"plylab/data/transv"
	"plylab/engine/transversal"
	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Family:  "transversal",
		Verb:    "verify",
		Summary: "verify the 2n+3 strategy of §4 against every O defence (Table 1)",
		Usage:   "--n N [--all-choices] [--branch-phase1] [--shard i/N] [--checkpoint FILE] [--json]",
		Help: `Plays X's strategy of §4 against every legal O defence from the
representative first move X(1,1), asserting at every position what the proof
of Theorem A relies on (Invariant 1, Corollary 2, Lemmas 3, 5, 6, 8-12). Any
failed assertion prints the full line as a counterexample and exits 1.

Counts: terminal lines (each ends with an X win), nodes (every position after
X's first move that is not an X win), the win-ply distribution and the proof
case of each line (C-i, C-ii, C-iii-a, C-iii-b). In canonical mode the counts
are also derived in closed form and compared.

Modes: canonical (one documented choice wherever the strategy allows
several), --all-choices (branch over every admissible tie-break outcome and
pair (r,s)), --branch-phase1 (also every Phase-1 cell; small n only).

Long runs: --shard i/N runs every N-th work item (items are the positions
after ply 4); 'plylab merge' adds the shards' --json outputs.
--checkpoint FILE saves progress every 30 s and resumes from FILE (its path
is checked before the run; a save that fails makes the run exit 2).
The closed form gives at least the nodes of every mode, so the time is
estimated before the run: more than a minute is announced on stderr, more
than a year per shard is refused (exit 2) with the largest n that is not.

Example:
  plylab transversal verify --n 6
  plylab transversal verify --n 5 --all-choices --json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			n := fs.Int("n", 0, "board size (4..16)")
			all := fs.Bool("all-choices", false, "branch over every tie-break outcome and pair (r,s)")
			ph1 := fs.Bool("branch-phase1", false, "also branch over every Phase-1 cell (implies --all-choices)")
			explicit := fs.Bool("explicit", false, "reference mode: play every O move and test ν directly (slower, same counts)")
			shard := fs.String("shard", "", "run shard i/N of the work items (0-based), or auto: from a Slurm array or Kubernetes indexed job")
			ckpt := fs.String("checkpoint", "", "checkpoint file: resume from it and save progress to it")
			workers := fs.Int("workers", 0, "goroutines (0: one per core; at most 4 per core)")
			mutant := fs.String("mutant", "", "test the verifier: run a deliberately broken strategy (max-w, no-preference, phase1-any-cell)")
			return func(env *cli.Env) error {
				if _, err := runctl.Workers(*workers); err != nil {
					return cli.Usagef("%v", err)
				}
				if *n < 4 || *n > transversal.MaxN {
					return cli.Usagef("--n %d: the strategy of §4 is for 4 ≤ n ≤ %d (n = 2, 3 are draws; see 'plylab transversal value')", *n, transversal.MaxN)
				}
				if _, ok := transversal.MutantNames[*mutant]; !ok {
					return cli.Usagef("--mutant %q: unknown (known: max-w, no-preference, phase1-any-cell)", *mutant)
				}
				sh, err := runctl.ParseShard(*shard)
				if err != nil {
					return cli.Usagef("--shard: %v", err)
				}
				// The closed form counts the canonical tree's nodes: state the
				// work before it starts, and refuse what no machine finishes.
				run := transvRun(env, *ckpt, sh, "")
				if err := estimateCheck(env, run.VerifyEstimate(*n)); err != nil {
					return err
				}
				opt := transversal.VerifyOptions{AllChoices: *all, BranchPhase1: *ph1, Explicit: *explicit, Workers: *workers}
				var meter *runctl.Meter
				if !env.Quiet {
					meter = runctl.NewMeter(env.Stderr, fmt.Sprintf("verify n=%d %s", *n, opt.Mode()), "nodes")
					opt.Progress = func(nodes uint64, f float64) { meter.Update(nodes, f) }
				}
				out, err := run.Verify(*n, *mutant, opt)
				if out == nil {
					return transvErr(err)
				}
				meter.Done(out.Nodes)
				if env.JSONOut {
					if err := tsolveOut(env.JSON(out)); err != nil {
						return err
					}
				} else {
					printVerify(env, out)
				}
				if err != nil {
					return transvErr(err)
				}
				if err := out.Check(); err != nil {
					return cli.Failuref("%v", err)
				}
				return nil
			}
		},
	})
}

func printVerify(env *cli.Env, r *transv.VerifyReport) {
	n := r.N
	env.Printf("transversal verify: n = %d, %s mode, X's first move (1,1)", n, r.Mode)
	if r.Shard != "" {
		env.Printf(", shard %s of %d work items", r.Shard, r.WorkItems)
	}
	env.Printf("\n")
	tw := tabwriter.NewWriter(env.Stdout, 2, 8, 2, ' ', 0)
	cf := r.ClosedForm
	check := func(got uint64, want string) string {
		if cf == nil || r.Shard != "" {
			return ""
		}
		mark := "✓"
		if strconv.FormatUint(got, 10) != want {
			mark = "✗ MISMATCH"
		}
		return fmt.Sprintf("(closed form %s %s)", group(want), mark)
	}
	if cf != nil {
		fmt.Fprintf(tw, "  terminal lines\t%s\t%s\n", group(strconv.FormatUint(r.TerminalLines, 10)), check(r.TerminalLines, cf.TerminalLines))
		fmt.Fprintf(tw, "  nodes\t%s\t%s\n", group(strconv.FormatUint(r.Nodes, 10)), check(r.Nodes, cf.Nodes))
	} else {
		fmt.Fprintf(tw, "  terminal lines\t%s\t\n", group(strconv.FormatUint(r.TerminalLines, 10)))
		fmt.Fprintf(tw, "  nodes\t%s\t\n", group(strconv.FormatUint(r.Nodes, 10)))
	}
	fmt.Fprintf(tw, "  max win ply\t%d\t(2n+3 = %d)\n", r.MaxWinPly, 2*n+3)
	tw.Flush()
	env.Printf("  win ply:")
	for _, p := range sortedPlies(r.WinPly) {
		env.Printf("  %s: %s", p, group(strconv.FormatUint(r.WinPly[p], 10)))
	}
	env.Printf("\n  proof cases:")
	for _, c := range transversal.CaseNames {
		env.Printf("  %s: %s", c, group(strconv.FormatUint(r.Cases[c], 10)))
	}
	env.Printf("\n  invariant failures: %d\n", r.InvariantFailures)
	for i, c := range r.Counterexamples {
		env.Printf("  counterexample %d: %s\n    %s\n%s", i+1, c.Line, c.Reason, indent(c.Board, "    "))
	}
	rate := 0.0
	if r.Seconds > 0 {
		rate = float64(r.Nodes) / r.Seconds
	}
	env.Printf("  time: %.2f s (%s nodes/s)\n", r.Seconds, runctl.Human(rate))
}

func indent(s, pre string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i := range lines {
		lines[i] = pre + lines[i]
	}
	return strings.Join(lines, "\n") + "\n"
}
