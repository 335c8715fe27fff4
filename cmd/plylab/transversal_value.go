package main

import (
	"flag"
	"fmt"

	"plylab/data/runctl"
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
				if _, err := runctl.Workers(*workers); err != nil {
					return cli.Usagef("%v", err)
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
				var meter *runctl.Meter
				if !env.Quiet {
					meter = runctl.NewMeter(env.Stderr, fmt.Sprintf("value n=%d", *n), "nodes")
					opt.Progress = func(nodes uint64, f float64) { meter.Update(nodes, -1) }
				}
				v, err := transversal.Value(*n, opt)
				if err != nil {
					return cli.Usagef("%v", err)
				}
				var total uint64
				for _, s := range v.Steps {
					total += s.Nodes
				}
				meter.Done(total)
				type step struct {
					ByPly      int     `json:"by_ply"`
					XForcesWin bool    `json:"x_forces_win"`
					Nodes      uint64  `json:"nodes"`
					Positions  uint64  `json:"positions"`
					Seconds    float64 `json:"seconds"`
				}
				out := struct {
					N             int     `json:"n"`
					Value         string  `json:"value"`
					OptimalLength *int    `json:"optimal_length"`
					Steps         []step  `json:"steps"`
					Seconds       float64 `json:"seconds"`
				}{N: v.N, Value: "draw", Seconds: v.Seconds}
				if v.XWins {
					out.Value = "X wins"
					out.OptimalLength = &v.OptimalLength
				}
				for _, s := range v.Steps {
					out.Steps = append(out.Steps, step{s.ByPly, s.XForcesWin, s.Nodes, s.Positions, s.Seconds})
				}
				if env.JSONOut {
					return tsolveOut(env.JSON(out))
				}
				env.Printf("n = %d: %s", v.N, out.Value)
				if v.XWins {
					env.Printf(", optimal length %d plies (X completes with stone number %d)", v.OptimalLength, (v.OptimalLength+1)/2)
				}
				env.Printf("\n  %-7s %-14s %12s %12s %9s\n", "by ply", "X forces win", "nodes", "positions", "seconds")
				for _, s := range out.Steps {
					env.Printf("  %-7d %-14v %12d %12d %9.3f\n", s.ByPly, s.XForcesWin, s.Nodes, s.Positions, s.Seconds)
				}
				return nil
			}
		},
	})
}
