package main

import (
	"errors"
	"flag"
	"path/filepath"
	"strings"

	"plylab/data/graph"
	"plylab/internal/cli"
	"plylab/plots"
	"plylab/reproduce"
)

func init() {
	cli.Register(cli.Command{
		Family:  "graph",
		Verb:    "check",
		Summary: "check every solver against its brute force on every labelled graph and on random graphs",
		Usage:   "--exhaustive [--max-n 7] [--random K] [--random-max-n 11] [--seed S] [--checks a,b] [--limit name=n] [--shard i/N] [--checkpoint FILE] [--out DIR] [--json]",
		Help: `The ground-truth sweep. --exhaustive checks every labelled graph with
n = 1..max-n vertices, each check up to the size its brute force allows
(directed vertex geography 5, loopy tokens with loops 4; Shannon switching
every u-v pair up to 6, and u = 0, v = 1 at 7, which covers every pair up
to relabelling; --limit name=n moves a cap). --random K adds K seeded random
graphs for each n = 1..random-max-n. The checks (--checks, default all):

  matching                   blossom and Gallai-Edmonds vs subset DP
  vertex-geography           s ∉ D vs search, every start; matching strategy vs every reply
  directed-vertex-geography  memoised search vs retrograde, every start
  edge-geography             memoised search vs retrograde, every start
  cops-and-robber            dismantling (two algorithms, two orders) vs retrograde; cop strategy vs every robber
  dag-token-sum              Grundy values vs (token, heap) search per vertex; XOR vs joint search, every multiset of 1-3 tokens
  loopy-token                retrograde vs fixpoint vs generalised Sprague-Grundy; sums of two tokens
  shannon-switching          matroid partition vs pebble game vs game search, both movers; Short's strategy

Any disagreement is printed with the instance as a JSON line (replay it
with 'plylab graph solve') and the exit status is 1.

Long runs: --shard i/N runs every N-th unit of work ('plylab merge' adds
the shards' --json outputs); --checkpoint FILE saves finished units every
30 s and resumes from FILE. --out DIR writes the rows as
DIR/tables/graph_check_sweep.csv (the notebook shows that file when it
exists) and DIR/figures/graph_check_sweep.{png,svg} (DIR is made if its
parent exists). Both paths are tried before the sweep starts: one that
cannot be written exits 2 at once; a checkpoint save that fails later
stops the saves, the answer is still printed, and the run exits 2.
--limit takes 0 (no exhaustive part for that check) to 8; --workers 0
is one per core, at most 4 per core.

Example:
  plylab graph check --exhaustive --max-n 5 --random 20
  nice -n 10 plylab graph check --exhaustive --max-n 7 --checkpoint g7.ckpt --json > g7.json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			exh := fs.Bool("exhaustive", false, "check every labelled graph up to --max-n vertices")
			maxN := fs.Int("max-n", 7, "largest n of the exhaustive part")
			random := fs.Int("random", 200, "random graphs per n (0: none)")
			randomMaxN := fs.Int("random-max-n", 11, "largest n of the random part")
			seed := fs.Uint64("seed", 1, "seed of the random graphs")
			checks := fs.String("checks", "", "comma-separated checks (default all)")
			shard := fs.String("shard", "", "run shard i/N of the units (0-based), or auto: from a Slurm array or Kubernetes indexed job")
			ckpt := fs.String("checkpoint", "", "checkpoint file: resume from it and save progress to it")
			workers := fs.Int("workers", 0, "goroutines (0: one per core; at most 4 per core)")
			out := fs.String("out", "", "write the rows as DIR/tables/graph_check_sweep.csv and a figure")
			limits := fs.String("limit", "", "override a check's exhaustive size limit: name=n[,name=n] (e.g. shannon-switching=5)")
			return func(env *cli.Env) error {
				if !*exh && *random == 0 {
					return cli.Usagef("nothing to check: give --exhaustive and/or --random K")
				}
				if *maxN < 1 || *maxN > 12 || *randomMaxN < 1 || *randomMaxN > 16 || *random < 0 {
					return cli.Usagef("--max-n must be 1..12, --random-max-n 1..16, --random ≥ 0")
				}
				sh, err := cli.Shard(*shard)
				if err != nil {
					return err
				}
				p := graph.SweepParams{Exhaustive: *exh, MaxN: *maxN, Random: *random, RandomMaxN: *randomMaxN, Seed: *seed}
				if *checks != "" {
					p.Checks = strings.Split(*checks, ",")
				}
				if err := p.ParseLimits(*limits); err != nil {
					return err
				}
				w, err := cli.Workers(*workers)
				if err != nil {
					return err
				}
				sweep, err := graph.NewSweep(p)
				if err != nil {
					return err
				}
				// Every output path is tried before the sweep (hours at n = 7), not
				// after it.
				if *out != "" {
					if err := cli.OutDir("--out", *out); err != nil {
						return err
					}
				}
				res, err := sweep.Run(graph.Run{Workers: w, Checkpoint: *ckpt, Shard: sh, Warnf: env.Warnf, Logf: env.LogFunc()})
				var ce *graph.CheckpointError
				if errors.As(err, &ce) { // bad input; a save names its flag
					return cli.Usagef("%s%v", map[bool]string{true: "--"}[ce.Save], ce)
				} else if err != nil {
					return err
				}
				res.Seconds = env.Seconds()
				if *out != "" {
					df := graph.CheckFrame(res.Rows)
					fig, err := plots.GraphCheckPlot(res.Rows)
					if err != nil {
						return err
					}
					files := &reproduce.Result{}
					files.AddTable("graph_check_sweep", df)
					files.AddFigure("graph_check_sweep", fig, plots.Width, plots.Height)
					if _, err := files.Write(*out); err != nil {
						return cli.Usagef("--out %s: %v", *out, err)
					}
					env.Logf("wrote %s and figures/graph_check_sweep.{png,svg}\n", filepath.Join(*out, "tables", "graph_check_sweep.csv"))
				}
				if err := env.Report(res); err != nil {
					return err
				}
				if err := res.CheckpointErr; err != nil {
					return cli.Usagef("--checkpoint %s could not be written: %v (the answer above is complete, with %d disagreements; the checkpoint is not)", *ckpt, err, res.Disagreements)
				}
				if err := res.Failure(); err != nil {
					return cli.Failuref("%v", err)
				}
				return nil
			}
		},
	})
}
