package main

import (
	"flag"
	"strconv"

	"plylab/engine/transversal"
	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Family:  "transversal",
		Verb:    "counts",
		Summary: "closed-form canonical-mode verification counts for any n",
		Usage:   "--n N [--json]",
		Help: `Prints the terminal lines, nodes and win-ply distribution that
'verify --n N' (canonical mode) enumerates, derived without search (see the
doc of transversal.ClosedForm): with P the number of O's Phase-1 histories,
lines = P(3n²−6n+1).

Example:
  plylab transversal counts --n 7`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			n := fs.Int("n", 0, "board size (4..16)")
			return func(env *cli.Env) error {
				if *n < 4 || *n > transversal.MaxN {
					return cli.Usagef("--n %d: need 4 ≤ n ≤ %d", *n, transversal.MaxN)
				}
				cf := transversal.ClosedForm(*n)
				lines, nodes, winPly := cf.TerminalLines.String(), cf.Nodes.String(), map[string]string{}
				for p, v := range cf.WinPly {
					winPly[strconv.Itoa(p)] = v.String()
				}
				if env.JSONOut {
					return tsolveOut(env.JSON(map[string]any{"n": *n, "mode": "canonical", "terminal_lines": lines, "nodes": nodes, "win_ply": winPly}))
				}
				env.Printf("n = %d (closed form, canonical mode)\n  terminal lines  %s\n  nodes           %s\n", *n, group(lines), group(nodes))
				for _, p := range sortedPlies(winPly) {
					env.Printf("  win at ply %-4s %s\n", p, group(winPly[p]))
				}
				return nil
			}
		},
	})
}
