package main

import (
	"flag"

	"plylab/data/runctl"
	"plylab/internal/cli"
)

// plylab hex slack: data/pairing.Run.BoardSlack.

func init() {
	cli.Register(cli.Command{
		Family:  "hex",
		Verb:    "slack",
		Summary: "whole pairs per minimal chain for each winning pairing",
		Usage:   "--rows R --cols C [--pairings rules|census] [--json]",
		Help: `For each pairing, over all of Across's minimal chains: the whole pairs
summed (whole_pairs), per chain (mean_per_chain), the chains held by
exactly one pair (single_pair_chains) and the histogram (histogram[k] =
chains holding k whole pairs). The pairings are the three rules on an
n×(n+1) board (--pairings rules, the default there) or the pairings the
census finds (--pairings census, the default on other shapes).

The essay, 5×6: diagonal 2,336 whole pairs and 359 single-pair chains,
cross 1,859 and 762, corners between.

Example:
  plylab hex slack --rows 5 --cols 6
  plylab hex slack --rows 7 --cols 8 --json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			rows, cols, adj := hexBoardFlags(fs)
			which := fs.String("pairings", "", "rules or census")
			return func(env *cli.Env) error {
				b, err := hexBoard(env, *rows, *cols, *adj)
				if err != nil {
					return err
				}
				w := *which
				if w == "" {
					w = "census"
					if b.Cols == b.Rows+1 {
						w = "rules"
					}
				}
				if w != "rules" && w != "census" {
					return cli.Usagef("--pairings %q: want rules or census", w)
				}
				r, err := hexRun(env, runctl.Shard{}, "").SlackReport(b, w == "census")
				if err != nil {
					return err
				}
				return env.Report(r)
			}
		},
	})
}
