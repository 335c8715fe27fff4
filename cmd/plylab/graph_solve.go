package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"

	"plylab/data/graph"
	"plylab/internal/cli"
)

func init() {
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
				name := env.Args[0]
				if name == "-" {
					name = "<stdin>"
				}
				var results []graph.SolvedLine
				out := bufio.NewWriter(env.Stdout)
				defer out.Flush()
				solved, err := graph.SolveFile(env.Args[0], *brute, func(res graph.SolvedLine) {
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
						"errors": solved.Bad, "brute_force": *brute, "results": results, "seconds": env.Seconds()}); err != nil {
						return err
					}
				}
				return solved.Err()
			}
		},
	})
}
