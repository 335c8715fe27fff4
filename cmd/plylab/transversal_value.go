package main

import (
	"flag"
	"fmt"

	"plylab/data/transv"
	"plylab/engine/transversal"
	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Family:  "transversal",
		Verb:    "value",
		Summary: "game value and optimal length on n×n by exact search",
		Usage:   "--n N [--json]",
		Help: `Solves P = 2n−1, 2n+1, 2n+3, … (X cannot complete before holding n stones)
until X forces a transversal by P — the optimal length — or the board is
full: a draw (O never wins, by the strategy-stealing argument of §2).

Output: value ("X wins" or "draw"), optimal_length (null for a draw) and the
solve of each P tried (by_ply, x_forces_win, nodes, positions, seconds).

Not shardable itself (it solves one P after another and stops at the
first that X forces): for long runs call 'plylab transversal solve --n N --by-ply P', which
takes --shard (auto on a cluster), --checkpoint and 'plylab merge', once
per P in this order.

Examples:
  plylab transversal value --n 3
  plylab transversal value --n 7 --json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			n := fs.Int("n", 0, "board size (1..16)")
			workers := fs.Int("workers", 0, "goroutines (0: one per core; at most 4 per core)")
			table := fs.Int("table-mib", 256, "transposition table memory per worker, MiB")
			return func(env *cli.Env) error {
				if _, err := cli.Workers(*workers); err != nil {
					return err
				}
				if *n < 1 || *n > transversal.MaxN {
					return cli.Usagef("--n %d: need 1 ≤ n ≤ %d", *n, transversal.MaxN)
				}
				if err := tsolveTableMiB(*table, *workers); err != nil {
					return err
				}
				// The last solve (P = 2n+3) is most of the work; value has no
				// shards, so what exceeds a year is refused.
				if err := estimateCheck(env, transv.Run{}.ValueEstimate(*n)); err != nil {
					return err
				}
				opt := transversal.SolveOptions{Workers: *workers, TableMiB: *table}
				meter := env.Meter(fmt.Sprintf("value n=%d", *n), "nodes")
				opt.Progress = func(nodes uint64, f float64) { meter.Update(nodes, -1) }
				v, err := transv.Run{}.Value(*n, opt)
				if err != nil {
					return cli.Usagef("%v", err)
				}
				meter.Done(v.Nodes())
				return tsolveOut(env.Report(v))
			}
		},
	})
}
