package main

import (
	"flag"

	"plylab/data/transv"
	"plylab/engine/transversal"
	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Family:  "transversal",
		Verb:    "counts",
		Summary: "closed-form canonical-mode verification counts for any n",
		Usage:   "--n N [--json]",
		Help: `Prints the terminal lines, nodes and win-ply distribution that
'verify --n N' (canonical mode) enumerates, derived without search (see the
doc of transversal.ClosedForm): with P the number of O's Phase-1 histories,
lines = P(3n²−6n+1).

Example:
  plylab transversal counts --n 7`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			n := fs.Int("n", 0, "board size (4..16)")
			return func(env *cli.Env) error {
				if *n < 4 || *n > transversal.MaxN {
					return cli.Usagef("--n %d: need 4 ≤ n ≤ %d", *n, transversal.MaxN)
				}
				return tsolveOut(env.Report(transv.Run{}.ClosedFormCounts(*n)))
			}
		},
	})
}
