package main

import (
	"flag"
	"fmt"

	"plylab/data/transv"
	"plylab/engine/transversal"
	"plylab/internal/cli"
)

// The exact solver of the transversal game (issue 7); value,
// check-certificate and odefence build on it, each in its own file.

func init() {
	cli.Register(cli.Command{
		Family:  "transversal",
		Verb:    "solve",
		Summary: "exact solver: does X force a transversal by ply P against every O play?",
		Usage:   "--n N --by-ply P [--certificate FILE] [--shard i/N] [--checkpoint FILE] [--json]",
		Help: `Decides whether X (the first player) can force a transversal at or before
ply P on the n×n board against every O play, where O wins — and X fails —
by completing a transversal first. The search is depth first over canonical
positions (row permutations × column permutations × transpose) with a
transposition table and only sound pruning rules, each proved in
engine/transversal/solve_rules.go: win now (R1), forced block and double
threats (R2), the ply horizon and a full board (R3), the tempo bound from
ν and stone counts (R4), and the last set-up move (R5).

The §7 question for n ≥ 4 is P = 2n+1: if X cannot force a win by 2n+1,
the paper's strategy (by 2n+3) is optimal.

Output: n, by_ply, x_forces_win, nodes (positions visited), positions
(canonical positions solved and stored, summed over the work items: each
item has a table of its own, so a position that two items reach, or that
is stored again after the table evicted it, counts again), seconds.

--plain answers the same question by plain minimax over the rules only
(no symmetry, no pruning), the independent reference, for small boards
(n = 4 up to P = 16 in seconds; n = 5, P = 11 in about half a minute);
its positions are the distinct positions it stored (it has no nodes count).

--certificate FILE writes the strategy proving the answer (an X strategy
tree, or an O strategy answering every X move up to ply P) in the format of
engine/transversal/cert.go (gzipped if FILE ends in .gz); check it with
'plylab transversal check-certificate FILE'.

Long runs: the work items are the canonical positions after ply --split
(default 3), each searched with a table of its own (--table-mib per
worker), so counts do not depend on the number of workers. --shard i/N
solves every N-th item; 'plylab merge' combines the shards' --json outputs
into the whole run's answer. --checkpoint FILE saves finished items (every
30 s and at the end) and resumes from FILE. The default --split 3 gives
few items (6 for n ≥ 4), so more than 6 shards leave some idle: raise
--split for more (at n = 6, --split 4 gives 25 items and --split 5 gives
70; counts then differ, the answer does not). An explicit --split must
be below --by-ply. The paths of --checkpoint and --certificate are checked
before the search (exit 2 if they cannot be written); a checkpoint save
that fails during the run is a warning on stderr and makes the run exit 2
after its answer.

Before the search the time is estimated from the runs kept in data/runs
(extrapolated past the largest n recorded, and by a factor per ply past
2n+3): more than a minute is announced on stderr, more than a year (per
shard) is refused with exit 2.

Examples:
  plylab transversal solve --n 6 --by-ply 13
  plylab transversal solve --n 8 --by-ply 17 --certificate o8.cert.gz --json
  plylab transversal solve --n 10 --by-ply 21 --shard 0/4 --json > part0.json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			n := fs.Int("n", 0, "board size (1..16)")
			by := fs.Int("by-ply", 0, "the ply bound P (X's completion must come at or before it)")
			certFile := fs.String("certificate", "", "write the proving strategy to FILE (.gz: gzipped)")
			shard := fs.String("shard", "", "solve shard i/N of the work items (0-based), or auto: from a Slurm array or Kubernetes indexed job")
			ckpt := fs.String("checkpoint", "", "checkpoint file: resume from it and save progress to it")
			workers := fs.Int("workers", 0, "goroutines (0: one per core; at most 4 per core)")
			table := fs.Int("table-mib", 256, "transposition table memory per worker, MiB")
			split := fs.Int("split", 3, "work items are the positions after this ply")
			plain := fs.Bool("plain", false, "reference: plain minimax, no symmetry, no pruning (small boards; stops after 50M positions)")
			return func(env *cli.Env) error {
				if _, err := cli.Workers(*workers); err != nil {
					return err
				}
				if *n < 1 || *n > transversal.MaxN {
					return cli.Usagef("--n %d: need 1 ≤ n ≤ %d", *n, transversal.MaxN)
				}
				if *by < 1 {
					return cli.Usagef("--by-ply %d: need a ply P ≥ 1", *by)
				}
				if err := tsolveTableMiB(*table, *workers); err != nil {
					return err
				}
				if *split < 1 {
					return cli.Usagef("--split %d: need at least 1", *split)
				}
				if cli.FlagGiven(fs, "split") && *split >= *by {
					return cli.Usagef("--split %d: the work items are the positions after ply --split, which must come before the bound --by-ply %d", *split, *by)
				}
				if *plain {
					if *certFile != "" || *shard != "" || *ckpt != "" {
						return cli.Usagef("--plain takes none of --certificate, --shard, --checkpoint")
					}
					r, err := transv.Run{}.SolvePlain(*n, *by)
					if err != nil {
						// A size beyond the reference, not a failed check.
						return cli.Usagef("--plain: %v; it is for small boards (n = 4, or n = 5 to P = 11): drop --plain", err)
					}
					return tsolveOut(env.Report(r))
				}
				sh, err := cli.Shard(*shard)
				if err != nil {
					return err
				}
				if *certFile != "" && !sh.Whole() {
					return cli.Usagef("--certificate: certificates are written by whole runs only (drop --shard)")
				}
				opt := transversal.SolveOptions{ByPly: *by, Workers: *workers, TableMiB: *table, SplitPly: *split}
				run := transvRun(env, *ckpt, sh, *certFile)
				if err := estimateCheck(env, run.SolveEstimate(*n, opt)); err != nil {
					return err
				}
				meter := env.Meter(fmt.Sprintf("solve n=%d P=%d", *n, *by), "nodes")
				opt.Progress = meter.Update
				out, err := run.Solve(*n, opt)
				if out == nil {
					return transvErr(err)
				}
				meter.Done(out.Nodes)
				return transvReport(env, out, err)
			}
		},
	})
}
