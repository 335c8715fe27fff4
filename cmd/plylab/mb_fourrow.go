package main

import (
	"errors"
	"flag"

	"plylab/data/mb"
	"plylab/data/runctl"
	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Family:  "mb",
		Verb:    "fourrow",
		Summary: "machine-check the four-in-a-row proposition over every Breaker placement",
		Usage:   "[--max-breaker 3] [--max-height H] [--workers W] [--shard i/N] [--checkpoint FILE] [--json]",
		Help: `Proposition "four-row": Maker to move owns (0,0),(1,0),(2,0),(3,0) and
Breaker owns at most three cells of Q = [-3,6] × [-4,4]; then Maker wins.
This runs the certificate search on the finite board Q (so Breaker cells
outside Q cannot matter and extra Maker cells only help) for every
placement of at most --max-breaker Breaker cells, one per class under the
reflections x ↦ 3 − x and y ↦ −y, and reports the heights of the proofs and
any placement without one (exit status 1).

Long runs: --shard i/N checks every N-th class ('plylab merge' adds the
shards' --json outputs); --checkpoint FILE saves progress every 30 s.

Example:
  plylab mb fourrow --max-breaker 2`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			maxB := fs.Int("max-breaker", 3, "Breaker cells in Q (at most)")
			maxH := fs.Int("max-height", 12, "largest proof height tried")
			shard := fs.String("shard", "", "run shard i/N of the classes (0-based), or auto: from a Slurm array or Kubernetes indexed job")
			ckpt := fs.String("checkpoint", "", "checkpoint file")
			workers := fs.Int("workers", 1, "goroutines (0: one per core)")
			return func(env *cli.Env) error {
				if *maxB < 0 || *maxB > 4 {
					return cli.Usagef("--max-breaker %d: want 0..4", *maxB)
				}
				if *maxH < 1 || *maxH > 60 {
					return cli.Usagef("--max-height %d: want 1..60", *maxH)
				}
				nw, err := cli.Workers(*workers)
				if err != nil {
					return err
				}
				sh, err := cli.Shard(*shard)
				if err != nil {
					return err
				}
				meter := env.Meter("fourrow", "classes")
				var ran uint64 // classes checked by this run (not resumed), for the meter
				out, err := mb.FourRow(*maxB, *maxH, mb.Run{Checkpoint: *ckpt, Shard: sh, Workers: nw, Logf: env.Logf,
					Progress: func(done uint64, fraction float64) { ran = done; meter.Update(done, fraction) }})
				if err != nil {
					var ce *runctl.CheckpointError
					if errors.As(err, &ce) && ce.Input {
						return cli.Usagef("%v", ce.Err)
					}
					return cli.Failuref("%v", err)
				}
				meter.Done(ran)
				return env.Check(out, out.Failure())
			}
		},
	})
}
