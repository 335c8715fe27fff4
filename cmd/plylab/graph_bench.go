package main

import (
	"flag"
	"path/filepath"
	"strings"

	"github.com/go-gota/gota/dataframe"

	"plylab/data/frames"
	"plylab/data/graph"
	"plylab/internal/cli"
	"plylab/plots"
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
					if err := graphHexOutDir("--out", *out); err != nil {
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
					fs, err := writeGraphScaling(*out, speed, scaling, rows)
					if err != nil {
						return cli.Usagef("--out %s: %v", *out, err)
					}
					files = fs
				}
				if env.JSONOut {
					return env.JSON(map[string]any{"speed_targets": frameRecords(speed), "scaling": frameRecords(scaling), "files": files})
				}
				env.Printf("Speed targets (fastest of %d runs):\n", *repeats)
				printFrame(env.Stdout, speed)
				env.Printf("\nScaling series:\n")
				printFrame(env.Stdout, scaling)
				for _, f := range files {
					env.Printf("wrote %s\n", f)
				}
				return nil
			}
		},
	})
}

func writeGraphScaling(out string, speed, scaling dataframe.DataFrame, rows []graph.ScalingRow) ([]string, error) {
	var files []string
	for name, df := range map[string]dataframe.DataFrame{"graph_speed.csv": speed, "graph_scaling.csv": scaling} {
		path := filepath.Join(out, "tables", name)
		if err := frames.WriteCSV(df, path); err != nil {
			return nil, err
		}
		files = append(files, path)
	}
	fig, err := plots.GraphScalingPlot(rows)
	if err != nil {
		return nil, err
	}
	figs, err := writeFigures(out, figureFile{"graph_scaling", fig, plots.Width, plots.Height})
	return append(files, figs...), err
}
