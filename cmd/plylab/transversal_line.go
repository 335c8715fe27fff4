package main

import (
	"flag"
	"strings"

	"plylab/data/transv"
	"plylab/engine/transversal"
	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Family:  "transversal",
		Verb:    "line",
		Summary: "replay the strategy against given O moves, board by board",
		Usage:   `--n N --o "r,c r,c ..." [--json]`,
		Help: `Replays X's strategy (canonical choices) against the O moves given
(1-based "row,col", as the paper writes them) and prints the board after
every ply with what the strategy did and why, the threats of both sides,
and the proof case. The line stops when X wins, O wins, or O's moves run out.

Example (the paper's worked n = 4 line):
  plylab transversal line --n 4 --o "1,2 2,1 4,4 1,4 1,3"`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			n := fs.Int("n", 0, "board size (4..16)")
			o := fs.String("o", "", `O's moves, 1-based: "r,c r,c ..."`)
			mutant := fs.String("mutant", "", "replay a deliberately broken strategy (see verify --help)")
			return func(env *cli.Env) error {
				if *n < 4 || *n > transversal.MaxN {
					return cli.Usagef("--n %d: the strategy of §4 is for 4 ≤ n ≤ %d", *n, transversal.MaxN)
				}
				mut, ok := transversal.MutantNames[*mutant]
				if !ok {
					return cli.Usagef("--mutant %q: unknown", *mutant)
				}
				moves, err := transversal.ParseCells(*n, *o)
				if err != nil {
					return cli.Usagef("--o: %v", err)
				}
				res, err := transversal.PlayLine(*n, moves, mut)
				if err != nil && (res == nil || len(res.Steps) == 0 || strings.Contains(err.Error(), "not a free cell") || strings.Contains(err.Error(), "more O moves")) {
					return cli.Usagef("%v", err)
				}
				if jerr := env.Report(transv.Run{}.LineReport(res)); jerr != nil {
					return tsolveOut(jerr)
				}
				if err != nil {
					return cli.Failuref("%v", err)
				}
				return nil
			}
		},
	})
}
