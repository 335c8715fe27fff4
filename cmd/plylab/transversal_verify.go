package main

import (
	"flag"
	"fmt"

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
				if _, err := cli.Workers(*workers); err != nil {
					return err
				}
				if *n < 4 || *n > transversal.MaxN {
					return cli.Usagef("--n %d: the strategy of §4 is for 4 ≤ n ≤ %d (n = 2, 3 are draws; see 'plylab transversal value')", *n, transversal.MaxN)
				}
				if _, ok := transversal.MutantNames[*mutant]; !ok {
					return cli.Usagef("--mutant %q: unknown (known: max-w, no-preference, phase1-any-cell)", *mutant)
				}
				sh, err := cli.Shard(*shard)
				if err != nil {
					return err
				}
				// The closed form counts the canonical tree's nodes: state the
				// work before it starts, and refuse what no machine finishes.
				run := transvRun(env, *ckpt, sh, "")
				if err := estimateCheck(env, run.VerifyEstimate(*n)); err != nil {
					return err
				}
				opt := transversal.VerifyOptions{AllChoices: *all, BranchPhase1: *ph1, Explicit: *explicit, Workers: *workers}
				meter := env.Meter(fmt.Sprintf("verify n=%d %s", *n, opt.Mode()), "nodes")
				opt.Progress = meter.Update
				out, err := run.Verify(*n, *mutant, opt)
				if out == nil {
					return transvErr(err)
				}
				meter.Done(out.Nodes)
				return transvReport(env, out, err)
			}
		},
	})
}
