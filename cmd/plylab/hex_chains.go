package main

import (
	"flag"

	"plylab/data/runctl"
	"plylab/internal/cli"
)

// plylab hex chains: data/pairing.Run.Chains.

func init() {
	cli.Register(cli.Command{
		Family:  "hex",
		Verb:    "chains",
		Summary: "count Across's minimal chains on an R×C board (induced-path walk)",
		Usage:   "--rows R --cols C [--adjacency anti|main] [--list] [--json]",
		Help: `Counts the minimal chains of Across (left edge to right edge): the induced
paths touching the left edge only at their first cell and the right edge only
at their last, listed by a walk that never steps next to its own past. Cells
are (row from the top, column from the left); cell (r, c) touches (r, c±1),
(r±1, c), (r−1, c+1) and (r+1, c−1) (--adjacency main mirrors the diagonals).
--list prints every chain as its cells from the left end.

The essay counts 5, 25, 148, 1,225 and 16,097 chains on 2×3 … 6×7.

Not shardable: the count is one walk, seconds up to 8×9 (17,117,801
chains); each size up has multiplied it by 24 and 45, so 9×10 should take
minutes and 10×11 hours on one machine. To decide whether a rule meets
every chain of a larger board, use 'plylab hex check' (dp needs no chain
list; walk splits with --shard).

Example:
  plylab hex chains --rows 6 --cols 7
  plylab hex chains --rows 2 --cols 3 --list`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			rows, cols, adj := hexBoardFlags(fs)
			list := fs.Bool("list", false, "print every chain")
			return func(env *cli.Env) error {
				b, err := hexBoard(env, *rows, *cols, *adj)
				if err != nil {
					return err
				}
				o := hexRun(env, runctl.Shard{}, "").Chains(b, *list)
				o.Seconds = env.Seconds()
				return env.Report(o)
			}
		},
	})
}
