package main

import (
	"flag"
	"strings"

	"plylab/data/graph"
	"plylab/internal/cli"
	"plylab/plots"
	"plylab/reproduce"
)

func init() {
	cli.Register(cli.Command{
		Family:  "graph",
		Verb:    "bench",
		Summary: "time the solvers: the speed targets and a log-log scaling series",
		Usage:   "[--steps 6] [--repeats 3] [--seed 1] [--games a,b] [--out DIR] [--json]",
		Help: `Times the speed targets (geography on 10^4 vertices and 10^5 edges,
cop-win on 2,000 vertices, Shannon switching on 1,000 vertices and 5,000
edges) and a series of instances of doubling size per game, each the
fastest of --repeats runs. With --out DIR it writes DIR/tables/graph_speed.csv,
DIR/tables/graph_scaling.csv and DIR/figures/graph_scaling.{png,svg}: time
against size on log-log axes with the stated complexity as dashed lines.

Example:
  plylab graph bench --steps 5 --out out`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			steps := fs.Int("steps", 6, "sizes per game (each doubles the last)")
			repeats := fs.Int("repeats", 3, "runs per size (the fastest counts)")
			seed := fs.Uint64("seed", 1, "seed of the instances")
			games := fs.String("games", "", "comma-separated games for the scaling series (default all five)")
			out := fs.String("out", "", "write tables and figures under this directory")
			return func(env *cli.Env) error {
				if *steps < 1 || *steps > 10 || *repeats < 1 {
					return cli.Usagef("--steps must be 1..10 and --repeats ≥ 1")
				}
				if *out != "" {
					if err := cli.OutDir("--out", *out); err != nil {
						return err
					}
				}
				o := graph.ScalingOptions{Steps: *steps, Repeats: *repeats, Seed: *seed}
				if *games != "" {
					o.Games = strings.Split(*games, ",")
					if err := o.Check(); err != nil {
						return err
					}
				}
				env.Logf("bench: speed targets\n")
				speed := graph.SpeedFrame(graph.SpeedTargets(*repeats))
				env.Logf("bench: scaling series\n")
				rows := graph.Scaling(o)
				scaling := graph.ScalingFrame(rows)
				if scaling.Err != nil {
					return scaling.Err
				}
				var files []string
				if *out != "" {
					fig, err := plots.GraphScalingPlot(rows)
					r := &reproduce.Result{}
					r.AddTable("graph_speed", speed)
					r.AddTable("graph_scaling", scaling)
					r.AddFigure("graph_scaling", fig, plots.Width, plots.Height)
					if err == nil {
						files, err = r.Write(*out)
					}
					if err != nil {
						return cli.Usagef("--out %s: %v", *out, err)
					}
				}
				if env.JSONOut {
					return env.JSON(map[string]any{"speed_targets": speed.Maps(), "scaling": scaling.Maps(), "files": files})
				}
				env.Printf("Speed targets (fastest of %d runs):\n", *repeats)
				env.PrintFrame(speed)
				env.Printf("\nScaling series:\n")
				env.PrintFrame(scaling)
				for _, f := range files {
					env.Printf("wrote %s\n", f)
				}
				return nil
			}
		},
	})
}
