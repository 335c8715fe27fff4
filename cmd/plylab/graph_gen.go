package main

import (
	"flag"

	"plylab/data/graph"
	"plylab/internal/cli"
)

func init() {
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
					SetM: cli.FlagGiven(fs, "m"), Count: *count, Seed: *seed})
			}
		},
	})
}
