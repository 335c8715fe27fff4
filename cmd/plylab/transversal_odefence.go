package main

import (
	"flag"
	"fmt"
	"strings"

	"plylab/data/runctl"
	"plylab/engine/transversal"
	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Family:  "transversal",
		Verb:    "odefence",
		Summary: "verify the explicit O defence rule against every X play up to ply 2n+1",
		Usage:   "--n N [--by-ply P] [--all-choices] [--mutant M] [--certificate FILE] [--split PLY] [--shard i/N] [--checkpoint FILE] [--json]",
		Help: `O's defence rule (engine/transversal/odefence.go), on the current position:
D1 win if O can; D2 block X's completing cell; D3 (O holds < n−2 stones)
keep O's open block H_O — the rows and columns without O — free of X: answer
an X stone inside H_O with a free cell of H_O in its row or column, else
play in H_O;
D4 (O holds n−2 stones, H_O is 2×2) play a corner of H_O whose opposite
corner is free and is not a cell giving X a double threat; D5 any cell.

The verifier plays the rule against every X move at every X ply up to P
(default 2n+1) with no pruning, merging symmetric positions; it fails
(exit 1) with the line if X completes a transversal by P. The proof that
the rule survives for every n is in the file's doc comment.

Modes: canonical (the rule's first allowed cell of the canonical form) or
--all-choices (every allowed cell must survive). --mutant drops one part of
the rule to show where a weaker rule breaks: no-block, build-anywhere,
no-tempo, any-corner, worst-corner. --certificate FILE writes the rule as
an O strategy for 'check-certificate' (canonical mode).

Long runs: the work items are the canonical positions after ply --split
(default 4: a handful of items; 6 or 8 give dozens). --shard i/N runs every
N-th item and prints its items; 'plylab merge' adds the shards' --json
outputs into the whole run's verdict. --checkpoint FILE saves finished items
(every 30 s and at the end) and resumes from them. The verdict of a sharded
or resumed run is the whole run's; its counts can be larger (positions that
another item would have checked first are checked again). --by-ply is 0
(2n+1) or 1..n²; an explicit --split is at most 2n−2. The time is
estimated from data/runs/transversal-odefence.jsonl before the run (no
mutant): more than a minute is announced, more than a year refused (exit 2).

Examples:
  plylab transversal odefence --n 8
  plylab transversal odefence --n 5 --mutant any-corner
  plylab transversal odefence --n 11 --split 6 --shard 0/4 --json > od0.json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			n := fs.Int("n", 0, "board size (2..16)")
			by := fs.Int("by-ply", 0, "ply bound (default 2n+1)")
			all := fs.Bool("all-choices", false, "branch over every cell the rule allows")
			mutant := fs.String("mutant", "", "a weakened rule: "+strings.Join(transversal.ODefenceMutantNames(), ", "))
			certFile := fs.String("certificate", "", "write the rule's O strategy to FILE (.gz: gzipped)")
			workers := fs.Int("workers", 0, "goroutines (0: one per core; at most 4 per core)")
			memo := fs.Bool("reply-memo", false, "also remember the positions after X's moves (more memory, ~7× per n; slower here)")
			shard := fs.String("shard", "", "run every N-th work item: i/N (0-based), or auto: from a Slurm array or Kubernetes indexed job")
			ckpt := fs.String("checkpoint", "", "save finished work items to FILE every 30 s and resume from it")
			split := fs.Int("split", 4, "work items are the positions after this ply (even, 2..2n−2)")
			return func(env *cli.Env) error {
				if _, err := cli.Workers(*workers); err != nil {
					return err
				}
				if *n < 2 || *n > transversal.MaxN {
					return cli.Usagef("--n %d: need 2 ≤ n ≤ %d", *n, transversal.MaxN)
				}
				if *split < 2 || *split%2 != 0 {
					return cli.Usagef("--split %d: want an even ply ≥ 2", *split)
				}
				if *by < 0 || *by > *n**n {
					return cli.Usagef("--by-ply %d: want 0 (2n+1 = %d) or a ply 1..%d (the %d×%d board is full at ply %d)", *by, 2**n+1, *n**n, *n, *n, *n**n)
				}
				if cli.FlagGiven(fs, "split") && *split > max(2**n-2, 2) {
					return cli.Usagef("--split %d: want an even ply 2..2n−2 = %d at n = %d", *split, max(2**n-2, 2), *n)
				}
				sh, err := cli.Shard(*shard)
				if err != nil {
					return err
				}
				if *certFile != "" && (!sh.Whole() || *ckpt != "") {
					return cli.Usagef("--certificate: certificates are written by whole runs only (drop --shard and --checkpoint)")
				}
				if _, ok := transversal.ODefenceMutants[*mutant]; !ok && *mutant != "" {
					return cli.Usagef("--mutant %q: unknown (known: %s)", *mutant, strings.Join(transversal.ODefenceMutantNames(), ", "))
				}
				if *certFile != "" && *all {
					return cli.Usagef("--certificate records one reply per position: drop --all-choices")
				}
				if *certFile != "" {
					if err := runctl.CheckWritable(*certFile); err != nil {
						return cli.Usagef("--certificate %v", err)
					}
				}
				opt := transversal.ODefenceOptions{ByPly: *by, AllChoices: *all, Mutant: *mutant, Workers: *workers, SplitPly: *split}
				run := transvRun(env, *ckpt, sh, *certFile)
				if err := estimateCheck(env, run.ODefenceEstimate(*n, opt)); err != nil {
					return err
				}
				if *memo {
					opt.ReplyMemo = 1
				}
				meter := env.Meter(fmt.Sprintf("odefence n=%d", *n), "positions")
				opt.Progress = func(p uint64) { meter.Update(p, -1) }
				out, err := run.ODefence(*n, opt)
				if out == nil {
					return transvErr(err)
				}
				meter.Done(out.Result.Positions)
				return transvReport(env, out, err)
			}
		},
	})
}
