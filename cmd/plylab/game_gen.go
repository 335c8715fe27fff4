package main

import (
	"flag"
	"strings"

	"plylab/data/game"
	"plylab/data/runctl"
	"plylab/engine/positional/gen"
	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Family:  "game",
		Verb:    "gen",
		Summary: "write a well-known positional game as a JSON instance (m,n,k, transversal, Hex, polyomino, clique, Shannon, k^d)",
		Usage:   "KIND [--rows R --cols C --k K --n N --d D --shape S --edges E --u U --v V] [--rule R] [--first F] [--bias p:q] [--id ID] [--out FILE] [--json]",
		Help: `Writes one JSON instance line (the input of 'plylab game solve') for a
family of winning sets, to standard output or to --out FILE (written whole
or not at all). KIND and the flags it reads:

  mnk          --rows M --cols N --k K: k in a row across, down or on either
               diagonal of an M×N board (strong). Tic-tac-toe is 3 3 3.
  transversal  --n N: the N! transversals of the N×N board (strong), the
               game of Guan's paper (plylab transversal).
  hex          --rows R --cols C: Hex as Maker–Breaker, Maker = Across
               (joining column 0 to column C−1) on its minimal chains
               (engine/hex), Breaker = Down; --first maker|breaker says who
               moves first (Across by default). On N×(N+1) Down's edges are
               the nearer pair and Down wins even moving second.
  polyomino    --shape S --rows R --cols C (or --n B for B×B): every copy of
               the polyomino in every rotation and reflection inside the
               board (engine/makerbreaker's shapes: domino, i3, v3, l4, t4,
               z4, o4, i4, the pentominoes f5 … z5, snaky, or cells
               "x,y x,y ..."); Maker–Breaker, Maker first.
  clique       --n N --k K: the edges of K_N, winning sets the C(N,K)
               copies of K_K (strong).
  shannon      --edges "0-1 1-2 0-2 ..." --u U --v V [--vertices N]: the
               edges of a multigraph, Maker = Short on the edge sets of the
               simple U–V paths, Breaker = Cut; --first maker|breaker.
  kd           --k K --d D: K^D tic-tac-toe, the ((K+2)^D − K^D)/2
               geometric lines (strong). Qubic is 4 3.
  tictactoe, qubic, sim: the classical games (sim: triangles on K_6,
               strong misère).

--rule strong|strong-misere|maker-breaker|avoider-enforcer casts the family
in another rule, --first names the side moving first (maker/breaker,
avoider/enforcer) and --bias p:q the cells per turn of Maker and Breaker.
Cells of grid games are numbered row by row (r·cols + c) and labelled
"a1", "b1", … from the top left. Sizes beyond 256 cells or 2^20 winning
sets are refused (exit status 2).

With --out, --json prints {"out", "id", "kind", "cells", "sets", "rule",
"first"}; without --out the instance line itself is the JSON output.

Examples:
  plylab game gen mnk --rows 4 --cols 4 --k 3
  plylab game gen transversal --n 4 --out t4.jsonl
  plylab game gen hex --rows 3 --cols 4 --first breaker
  plylab game gen polyomino --shape l4 --n 5 --rule strong
  plylab game gen clique --n 6 --k 3 --rule strong-misere
  plylab game gen shannon --edges "0-1 0-2 1-2 1-3 2-3" --u 0 --v 3
  plylab game gen kd --k 4 --d 3 --id qubic`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			rows := fs.Int("rows", 0, "rows of the board (mnk, hex, polyomino)")
			cols := fs.Int("cols", 0, "columns of the board (mnk, hex, polyomino)")
			k := fs.Int("k", 0, "line length (mnk, kd) or clique size (clique)")
			n := fs.Int("n", 0, "board side (transversal, polyomino) or vertices of K_n (clique)")
			d := fs.Int("d", 0, "dimension (kd)")
			shape := fs.String("shape", "", "polyomino name or cells \"x,y x,y ...\" (polyomino)")
			edges := fs.String("edges", "", "edges \"a-b a-b ...\" (shannon)")
			vertices := fs.Int("vertices", 0, "vertex count (shannon; default: the largest endpoint + 1)")
			u := fs.Int("u", -1, "terminal u (shannon)")
			v := fs.Int("v", -1, "terminal v (shannon)")
			rule := fs.String("rule", "", "strong, strong-misere, maker-breaker or avoider-enforcer (default: the kind's)")
			first := fs.String("first", "", "the side moving first: maker/breaker, avoider/enforcer (default: the rule's first role)")
			bias := fs.String("bias", "", "cells per turn p:q of Maker and Breaker (maker-breaker only)")
			id := fs.String("id", "", "instance id (default: from the kind and sizes)")
			out := fs.String("out", "", "write the instance to FILE instead of standard output")
			return func(env *cli.Env) error {
				if len(env.Args) != 1 {
					return cli.Usagef("want one KIND (%s), got %d arguments", strings.Join(gen.Kinds(), ", "), len(env.Args))
				}
				spec := gen.Spec{Kind: env.Args[0], Rows: *rows, Cols: *cols, K: *k, N: *n, D: *d,
					Shape: *shape, Edges: *edges, Vertices: *vertices, U: *u, V: *v,
					Rule: *rule, First: *first, Bias: *bias, ID: *id}
				fs.Visit(func(f *flag.Flag) { spec.Given = append(spec.Given, f.Name) })
				line, r, err := game.Generate(spec, *out, env.LogFunc())
				if err != nil {
					return cli.Usagef("%v", err)
				}
				if *out == "" {
					_, err := env.Stdout.Write(line)
					return err
				}
				if err := runctl.WriteFile(*out, line); err != nil {
					return cli.Usagef("--out: %v", err)
				}
				if env.Quiet && !env.JSONOut {
					return nil
				}
				return env.Report(r)
			}
		},
	})
}
