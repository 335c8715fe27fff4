package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/go-gota/gota/dataframe"

	"plylab/data/frames"
	"plylab/data/graph"
	"plylab/data/runctl"
	"plylab/data/transv"
	"plylab/engine/graphgames"
	"plylab/internal/cli"
	"plylab/plots"
)

func init() {
	cli.RegisterFamily(cli.Family{Name: "graph", Summary: "games on graphs (seeds/001): geography, cops and robber, tokens, Shannon switching"})
	cli.Register(cli.Command{
		Family:  "graph",
		Verb:    "solve",
		Summary: "solve JSON Lines instances (geographies, cops, tokens, Shannon switching)",
		Usage:   "FILE.jsonl [--brute-force] [--json]",
		Help: `Reads one instance per line and prints one JSON line per instance:
  {"id": ..., "answer": {...}}
Instances:
  {"id": "a", "game": "vertex-geography", "n": 4, "edges": [[0,1],[1,2],[2,3]], "start": 0}
game is one of vertex-geography, edge-geography, directed-vertex-geography,
cops-and-robber, dag-token-sum, loopy-token, shannon-switching. Edges are
arcs [from, to] for directed-vertex-geography, dag-token-sum and
loopy-token; edges may repeat. The geographies need "start", dag-token-sum
needs "tokens" (loopy-token takes them optionally and then also answers
the sum), shannon-switching needs "u" and "v". Other fields (an existing
"answer", say) are ignored. FILE "-" reads standard input.

Answers: first_player_wins (the geographies, dag-token-sum with grundy:
per-vertex Sprague-Grundy values), cop_wins, outcome ("win"/"loss"/"draw"
per vertex for the player to move, loopy-token),
short_wins_moving_second and short_wins_moving_first; plus what the
solver found on the way (the winner's matching, the dismantling order,
generalised Sprague-Grundy values, Short's two trees as edge indices).

The polynomial solvers come from the theorems of the note (Gallai-Edmonds,
dismantling, Sprague-Grundy, retrograde analysis, Lehman by matroid
partition); directed vertex and edge geography are PSPACE-complete and are
solved by exhaustive search. --brute-force answers every instance by game
search instead (small instances only).

Sizes: n ≤ 2^20 and at most 2^22 edges on any line; each game's solver
then takes its own limit (the solver: geography n ≤ 2^17 and 2^21 edges,
cops n ≤ 2^14 and 2^19 edges, dag-token-sum n ≤ 2^18 and 2^20 edges,
loopy-token n ≤ 2^14 and 2^16 arcs, Shannon n ≤ 2^13 and 2^15 edges; the
searches: vertex geographies n ≤ 32, edge geography 32 edges, cops
n ≤ 2048, dag-token-sum n ≤ 256 and 4096 arcs, loopy-token n ≤ 1024 and
2^14 arcs, Shannon n ≤ 16 and 16 edges). A line over its limit is a bad
line whose error names the limit.

A bad line prints {"id": ..., "line": L, "error": "..."} and a message
FILE:L: reason on stderr; the other lines are still solved, and the exit
status is 2. --json prints one object with every result instead of lines.

Example:
  plylab graph gen --game shannon-switching --n 6 --count 3 --seed 1 > s.jsonl
  plylab graph solve s.jsonl
  plylab graph solve s.jsonl --brute-force`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			brute := fs.Bool("brute-force", false, "solve by exhaustive game search instead of the theorems")
			return func(env *cli.Env) error {
				if len(env.Args) != 1 {
					return cli.Usagef("want exactly one FILE.jsonl (or - for standard input), got %d arguments", len(env.Args))
				}
				return graphSolve(env, env.Args[0], *brute)
			}
		},
	})
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
				sh, err := runctl.ParseShard(*shard)
				if err != nil {
					return cli.Usagef("--shard: %v", err)
				}
				p := graph.SweepParams{Exhaustive: *exh, MaxN: *maxN, Random: *random, RandomMaxN: *randomMaxN, Seed: *seed}
				if *checks != "" {
					p.Checks = strings.Split(*checks, ",")
				}
				if !p.Exhaustive {
					p.MaxN = 0
				}
				if *limits != "" {
					p.Limits = map[string]int{}
					for _, kv := range strings.Split(*limits, ",") {
						k, v, ok := strings.Cut(kv, "=")
						k = strings.TrimSpace(k)
						n, err := strconv.Atoi(strings.TrimSpace(v))
						if !ok || err != nil || k == "" {
							return cli.Usagef("--limit %q: want name=n", kv)
						}
						if n < 0 || n > 8 {
							return cli.Usagef("--limit %s=%d: want 0 (no exhaustive part) to 8 (where exhaustive enumeration stops)", k, n)
						}
						if _, dup := p.Limits[k]; dup {
							return cli.Usagef("--limit %s given twice", k)
						}
						p.Limits[k] = n
					}
				}
				w, err := runctl.Workers(*workers)
				if err != nil {
					return cli.Usagef("%v", err)
				}
				return graphCheck(env, p, sh, *ckpt, w, *out)
			}
		},
	})
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
					for _, g := range o.Games {
						if !contains([]string{graphgames.GameVertexGeography, graphgames.GameCopsAndRobber, graphgames.GameShannonSwitching,
							graphgames.GameDAGTokenSum, graphgames.GameLoopyToken}, g) {
							return cli.Usagef("--games: no scaling series for %q", g)
						}
					}
				}
				env.Logf("bench: speed targets\n")
				speed := graph.SpeedFrame(graph.SpeedTargets(*repeats))
				env.Logf("bench: scaling series\n")
				scaling := graph.Scaling(o)
				if scaling.Err != nil {
					return scaling.Err
				}
				var files []string
				if *out != "" {
					fs, err := writeGraphScaling(*out, speed, scaling)
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
	cli.Register(cli.Command{
		Family:  "graph",
		Verb:    "gen",
		Summary: "write random instances as JSON Lines (input for solve)",
		Usage:   "--game G --n N [--m M] [--graph gnm|leda|odd-cycles] [--count K] [--seed S]",
		Help: `Writes K random instances of a game, one JSON line each, with ids
"G-N-i". Graphs have n vertices and m edges (default 2n) drawn uniformly
(simple for the undirected vertex games, multigraphs for edge geography
and Shannon switching); dag-token-sum gets three tokens, loopy-token two,
shannon-switching u = 0 and v = 1, the geographies a random start.
An explicit --m must be ≥ 0, at most n(n−1)/2 for the simple graphs
(vertex-geography, cops-and-robber) and at most 2^22 for any game (what
'graph solve' reads on one line); anything else exits 2 before drawing.

--graph picks the family of an undirected game's graph (ids "G-FAMILY-N-i"):
  gnm         n vertices, m edges drawn uniformly (the default)
  leda        LEDA's worst case for cardinality matching: a clique on
              2*floor(sqrt(m/2)) vertices whose vertex 0 is a hub, plus n/8
              chains a0..a7 with edges a0-hub, a_i-a_{i+1} and a_i-hub
              (i = 1..6), chain vertices numbered in random order (m
              default 3n; n = 100000, m = 300000 give 100774 vertices and
              474151 edges)
  odd-cycles  n/5 five-cycles in a row, each joined to the next by one
              edge, vertices numbered in random order
These are the families of the matching benchmark (bench/matching).

Example:
  plylab graph gen --game vertex-geography --n 10 --count 5 --seed 7
  plylab graph gen --game vertex-geography --graph leda --n 100000 --m 300000 > leda.jsonl`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			game := fs.String("game", "", "game name (see solve --help)")
			n := fs.Int("n", 0, "vertices")
			m := fs.Int("m", -1, "edges (default 2n; 3n for --graph leda); at most the edges the game's graph can have, and 2^22")
			count := fs.Int("count", 1, "number of instances")
			seed := fs.Uint64("seed", 1, "seed")
			family := fs.String("graph", "gnm", "graph family of the undirected games: gnm, leda or odd-cycles")
			return func(env *cli.Env) error {
				return graph.WriteInstances(env.Stdout, graph.GenOptions{Game: *game, Graph: *family, N: *n, M: *m,
					SetM: hexFlagSet(fs, "m"), Count: *count, Seed: *seed})
			}
		},
	})
}

// ---- solve ----

func graphSolve(env *cli.Env, file string, brute bool) error {
	name := file
	if file == "-" {
		name = "<stdin>"
	}
	var results []graph.SolvedLine
	out := bufio.NewWriter(env.Stdout)
	defer out.Flush()
	solved, err := graph.SolveFile(file, brute, func(res graph.SolvedLine) {
		if res.Error != "" {
			fmt.Fprintf(env.Stderr, "%s:%d: %s\n", name, res.Line, res.Error)
		}
		if env.JSONOut {
			results = append(results, res)
			return
		}
		b, _ := json.Marshal(res)
		out.Write(append(b, '\n'))
	})
	if err != nil {
		return err
	}
	if env.JSONOut {
		if results == nil {
			results = []graph.SolvedLine{}
		}
		out.Flush()
		if err := env.JSON(map[string]any{"file": solved.Name, "instances": solved.Instances, "solved": solved.Instances - solved.Bad,
			"errors": solved.Bad, "brute_force": brute, "results": results, "seconds": env.Seconds()}); err != nil {
			return err
		}
	}
	return solved.Err()
}

// ---- check ----

func graphCheck(env *cli.Env, p graph.SweepParams, sh runctl.Shard, ckpt string, workers int, outDir string) error {
	sweep, err := graph.NewSweep(p)
	if err != nil {
		return err
	}
	// Every output path is tried before the sweep (hours at n = 7), not
	// after it.
	if outDir != "" {
		if err := graphHexOutDir("--out", outDir); err != nil {
			return err
		}
	}
	run := graph.Run{Workers: workers, Checkpoint: ckpt, Shard: sh,
		Warnf: func(format string, a ...any) { fmt.Fprintf(env.Stderr, format, a...) }}
	if !env.Quiet {
		run.Logf = env.Logf
	}
	res, err := sweep.Run(run)
	var ce *graph.CheckpointError
	if errors.As(err, &ce) {
		if ce.Save {
			return cli.Usagef("--checkpoint %s: %v", ce.Path, ce.Err)
		}
		return cli.Usagef("%v", ce.Err)
	}
	if err != nil {
		return err
	}
	res.Seconds = env.Seconds()
	if outDir != "" {
		df := graph.CheckFrame(res.Rows)
		path := filepath.Join(outDir, "tables", "graph_check_sweep.csv")
		if err := frames.WriteCSV(df, path); err != nil {
			return cli.Usagef("--out %s: %v", outDir, err)
		}
		fig, err := plots.GraphCheckPlot(df)
		if err != nil {
			return err
		}
		if _, err := writeFigures(outDir, figureFile{"graph_check_sweep", fig, plots.Width, plots.Height}); err != nil {
			return cli.Usagef("--out %s: %v", outDir, err)
		}
		env.Logf("wrote %s and figures/graph_check_sweep.{png,svg}\n", path)
	}
	if env.JSONOut {
		if err := env.JSON(res); err != nil {
			return err
		}
	} else {
		printGraphCheck(env, res)
	}
	if err := res.CheckpointErr; err != nil {
		return cli.Usagef("--checkpoint %s could not be written: %v (the answer above is complete, with %d disagreements; the checkpoint is not)", ckpt, err, res.Disagreements)
	}
	if res.Disagreements > 0 {
		for _, t := range res.Totals {
			if t.Counterexample != "" && t.Check != "all" {
				return cli.Failuref("%d disagreements; first in %s: %s", res.Disagreements, t.Check, t.Counterexample)
			}
		}
		return cli.Failuref("%d disagreements", res.Disagreements)
	}
	return nil
}

// mergeGraphCheck is the merger of the graph check's shards (graph.MergeSweep).
func mergeGraphCheck(params json.RawMessage, parts []json.RawMessage) (any, error) {
	return graph.MergeSweep(params, parts)
}

func printGraphCheck(env *cli.Env, r *graph.SweepResult) {
	env.Printf("graph check")
	if r.Params.Exhaustive {
		env.Printf(": every labelled graph up to %d vertices (capped per check)", r.Params.MaxN)
	}
	if r.Params.Random > 0 {
		env.Printf("; %d random graphs per n up to %d (seed %d)", r.Params.Random, r.Params.RandomMaxN, r.Params.Seed)
	}
	if r.Shard != "" {
		env.Printf("; shard %s", r.Shard)
	}
	env.Printf("\n")
	tw := tabwriter.NewWriter(env.Stdout, 2, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "check\tmode\tn\tgraphs\tinstances\tdisagree\tyes\tstrategy plays\t")
	for _, t := range r.Rows {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%d\t%s\t%s\t\n", t.Check, t.Mode, t.N, transv.FormatCount(t.Graphs), transv.FormatCount(t.Instances),
			t.Disagree, transv.FormatCount(t.Yes), transv.FormatCount(t.Plays))
	}
	fmt.Fprintln(tw, "\t\t\t\t\t\t\t\t")
	for _, t := range r.Totals {
		fmt.Fprintf(tw, "%s\t%s\t\t%s\t%s\t%d\t%s\t%s\t\n", t.Check, "total", transv.FormatCount(t.Graphs), transv.FormatCount(t.Instances),
			t.Disagree, transv.FormatCount(t.Yes), transv.FormatCount(t.Plays))
	}
	tw.Flush()
	env.Printf("yes: first player wins (geographies, token sums), vertices in D (matching), cop-win graphs, draws (loopy), Short wins moving second\n")
	env.Printf("%s instances checked, %d disagreements, %.1f s\n", transv.FormatCount(r.Instances), r.Disagreements, r.Seconds)
	for _, t := range r.Totals {
		if t.Counterexample != "" && t.Check != "all" {
			env.Printf("counterexample (%s): %s\n", t.Check, t.Counterexample)
		}
	}
}

// ---- bench and artifacts ----

func writeGraphScaling(out string, speed, scaling dataframe.DataFrame) ([]string, error) {
	var files []string
	for name, df := range map[string]dataframe.DataFrame{"graph_speed.csv": speed, "graph_scaling.csv": scaling} {
		path := filepath.Join(out, "tables", name)
		if err := frames.WriteCSV(df, path); err != nil {
			return nil, err
		}
		files = append(files, path)
	}
	fig, err := plots.GraphScalingPlot(scaling)
	if err != nil {
		return nil, err
	}
	figs, err := writeFigures(out, figureFile{"graph_scaling", fig, plots.Width, plots.Height})
	return append(files, figs...), err
}

// ---- small helpers ----

func frameRecords(df dataframe.DataFrame) []map[string]any {
	return df.Maps()
}

func printFrame(w io.Writer, df dataframe.DataFrame) {
	if df.Err != nil {
		fmt.Fprintln(w, df.Err)
		return
	}
	recs := df.Records()
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', 0)
	for _, r := range recs {
		fmt.Fprintln(tw, strings.Join(r, "\t"))
	}
	tw.Flush()
}

// graphHexOutDir checks an output directory before any work: it must be a
// directory this process can create files in, or not exist yet with a
// parent that is one (the verb then makes it, and its tables/ and
// figures/). Anything else is exit 2, naming the flag.
func graphHexOutDir(flagName, dir string) error {
	st, err := os.Stat(dir)
	switch {
	case err == nil && !st.IsDir():
		return cli.Usagef("%s %s: not a directory", flagName, dir)
	case err == nil:
		return graphHexTryWrite(flagName, dir, dir)
	case !os.IsNotExist(err):
		return cli.Usagef("%s %s: %v", flagName, dir, err)
	}
	parent := filepath.Dir(filepath.Clean(dir))
	pst, err := os.Stat(parent)
	if err != nil || !pst.IsDir() {
		return cli.Usagef("%s %s: its parent directory %s does not exist (make it first)", flagName, dir, parent)
	}
	return graphHexTryWrite(flagName, dir, parent)
}

// graphHexOutFile checks an output file before any work: its directory
// must exist (it is not made) and take a new file, and the file, if it
// exists, must be a regular file that can be written.
func graphHexOutFile(flagName, path string) error {
	if st, err := os.Stat(path); err == nil {
		if st.IsDir() {
			return cli.Usagef("%s %s: is a directory", flagName, path)
		}
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return cli.Usagef("%s %s: %v", flagName, path, err)
		}
		f.Close()
	}
	parent := filepath.Dir(filepath.Clean(path))
	pst, err := os.Stat(parent)
	if err != nil || !pst.IsDir() {
		return cli.Usagef("%s %s: directory %s does not exist (make it first)", flagName, path, parent)
	}
	return graphHexTryWrite(flagName, path, parent)
}

// graphHexTryWrite creates and removes a file in dir.
func graphHexTryWrite(flagName, path, dir string) error {
	f, err := os.CreateTemp(dir, ".plylab-write-test-*")
	if err != nil {
		return cli.Usagef("%s %s: cannot write in %s: %v", flagName, path, dir, errors.Unwrap(err))
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}
