package main

import (
	"flag"
	"fmt"

	"plylab/engine/hex"
	"plylab/internal/cli"
)

// plylab hex check: data/pairing.Run.CheckPairing.

func init() {
	cli.Register(cli.Command{
		Family:  "hex",
		Verb:    "check",
		Summary: "check that a rule meets every minimal chain on n×(n+1), without listing chains",
		Usage:   "--rule diagonal|cross|corners --n N [--method auto|walk|fast|dp] [--shard i/N] [--checkpoint FILE] [--json]",
		Help: `Decides whether the rule's pairing meets every minimal chain of Across and
prints a chain holding no whole pair if it does not (exit status 1).

Methods:
  walk  the essay's: the induced-path walk that may not take both cells of
        a pair; stops at the first chain it completes. Reports the partial
        paths visited (the essay: about 682 million for cross on 10×11).
  fast  the same walk cut by reachability of the right edge, forced cells
        (cut vertices every extension uses exclude their partners) and a
        memo of failed (head, region) states.
  dp    a frontier search over the pairs in fold order: the set of distinct
        frontier states (Across's connectivity on the processed cells'
        boundary) over all choices of one cell per pair; reaches 14×15 and
        beyond in minutes. Reports states.
  auto  walk up to n = 9, dp beyond.

Long runs: progress goes to stderr (partial paths and their rate for walk
and fast; for dp the step of the fold order, its states and the rate, but
no time estimate: the state sets grow from step to step by amounts not known
in advance). The walk is split into work items by its first step (the
two-cell paths, in walk order): --shard i/N runs every N-th item and
'plylab merge' combines the shards' --json outputs into exactly the single
run's answer (the first chain in walk order and the partial paths up to
it); --checkpoint FILE records each finished item and resumes from them.
fast and dp take neither: fast's memo of failed states is shared across the
whole walk, and dp is one layer-by-layer set of frontier states whose every
step needs all states of the step before (a checkpoint would be the whole
state set, gigabytes at 16 × 17); a dp run is restarted from scratch.
What to do instead on a cluster: give dp one job on one node with the
memory it needs (the README's table: 16 × 17 diagonal peaks at 9.3 GB;
the states grow 3-4 times from one board to the next), or split the walk
(--method walk --shard auto, slurm/submit): it does far more work than dp
but in independent items, exactly mergeable.

Example:
  plylab hex check --rule cross --n 8
  plylab hex check --rule cross --n 10 --method walk --json
  plylab hex check --rule corners --n 14 --method dp
  plylab hex check --rule cross --n 10 --method walk --shard 0/2 --json > a.json
  plylab hex check --rule cross --n 10 --method walk --shard 1/2 --json > b.json
  plylab merge a.json b.json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			rule := fs.String("rule", "", "diagonal, cross or corners")
			n := fs.Int("n", 0, "rows of the n×(n+1) board")
			method := fs.String("method", "auto", "auto, walk, fast or dp")
			adj := fs.String("adjacency", "anti", "anti (the essay's) or main (mirrored diagonals)")
			shard := fs.String("shard", "", "walk: run shard i/N of the work items (0-based), or auto: from a Slurm array or Kubernetes indexed job")
			ckpt := fs.String("checkpoint", "", "walk: checkpoint file: resume from it and record each finished item")
			return func(env *cli.Env) error {
				if err := env.NoArgs(); err != nil {
					return err
				}
				if *rule == "" {
					return cli.Usagef("--rule is required (diagonal, cross or corners)")
				}
				if !cli.FlagGiven(fs, "n") {
					return cli.Usagef("--n is required (the board is n×(n+1))")
				}
				if *n < 1 || *n+1 > hex.MaxSide {
					return cli.Usagef("--n %d: want 1 ≤ n < %d", *n, hex.MaxSide)
				}
				a, err := hexAdjacency(*adj)
				if err != nil {
					return err
				}
				b, _ := hex.NewBoardAdj(*n, *n+1, a)
				p, err := hex.RuleOn(*rule, b)
				if err != nil {
					return cli.Usagef("%v", err)
				}
				m := *method
				if m == "auto" {
					m = "walk"
					if *n > 9 {
						m = "dp"
					}
				}
				sh, err := cli.Shard(*shard)
				if err != nil {
					return err
				}
				if (!sh.Whole() || *ckpt != "") && m != "walk" {
					return cli.Usagef("--shard and --checkpoint need --method walk (see --help: %s cannot be split or resumed)", m)
				}
				row, part, err := hexRun(env, sh, *ckpt).CheckPairing(p, *rule, m)
				if err != nil {
					return hexRunErr(err)
				}
				if part != nil { // a shard: its own JSON object (or line)
					part.Seconds = env.Seconds()
					return env.Report(part)
				}
				row.Seconds = env.Seconds()
				failure := ""
				if !row.Holds {
					failure = fmt.Sprintf("the %s rule misses the chain %v", *rule, row.Counterexample)
				}
				return env.Check(row, failure)
			}
		},
	})
}
