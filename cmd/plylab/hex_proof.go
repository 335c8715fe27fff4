package main

import (
	"flag"

	"plylab/data/runctl"
	"plylab/internal/cli"
)

// plylab hex proof: the lemmas of the proof of the cross and corners rules
// (engine/hex/crossproof.go), checked board by board by
// data/pairing.Run.Proof.

func init() {
	cli.Register(cli.Command{
		Family:  "hex",
		Verb:    "proof",
		Summary: "check every lemma of the proof of the cross and corners rules, board by board",
		Usage:   "[--n-min N] [--n-max N] [--rule cross|corners|both] [--hex-max N] [--chains-max N] [--adjacency anti|main] [--json]",
		Help: `Theorem C (engine/hex/crossproof.go): on every n×(n+1) board every path
of Across from the left edge to the right edge holds a whole pair of the
cross rule (r, c) ↔ (n−1−c, n−r) — the pair's first cell in the path's
initial stretch inside T = {r + c ≤ n−1}. Theorem K: every minimal chain
holds a whole pair of the corners rule (n ≥ 2). The proof folds the board
along its short diagonal and ends in the Hex theorem on the n × n board.

This verb checks, for every n from --n-min to --n-max, each lemma the
proof uses from its statement (C1–C5 on the cross rule, K1–K3 on the
corners rule) and prints the first counterexample of any lemma that fails;
checks Lemma H (the Hex theorem) over every colouring of the n × n board up
to --hex-max (≤ 5); and runs the theorems' per-chain statements on every
minimal chain up to --chains-max (a second method, beside the frontier
search of 'plylab hex check'). --adjacency main writes the rules on the
mirrored convention, which the proof does not cover: C4 fails there and
the verb exits 1.

Example:
  plylab hex proof --n-max 16
  plylab hex proof --n-max 16 --hex-max 5 --chains-max 7 --json
  plylab hex proof --n-min 5 --n-max 5 --adjacency main`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			nMin := fs.Int("n-min", 1, "smallest n")
			nMax := fs.Int("n-max", 16, "largest n (the rules are checked to 16 × 17 by 'hex check')")
			rule := fs.String("rule", "both", "cross, corners or both")
			hexMax := fs.Int("hex-max", 4, "check the Hex theorem on n × n for n ≤ this (0: skip; at most 5)")
			chainsMax := fs.Int("chains-max", 6, "run the theorems on every minimal chain for n ≤ this (0: skip; at most 8)")
			adjFlag := fs.String("adjacency", "anti", "anti (the essay's) or main (mirrored, not covered by the proof)")
			return func(env *cli.Env) error {
				if err := env.NoArgs(); err != nil {
					return err
				}
				adj, err := hexAdjacency(*adjFlag)
				if err != nil {
					return err
				}
				o, err := hexRun(env, runctl.Shard{}, "").Proof(*nMin, *nMax, *rule, *hexMax, *chainsMax, adj)
				if err != nil {
					return err
				}
				o.Seconds = env.Seconds()
				if !o.Holds {
					return env.Check(o, o.Failures[0])
				}
				return env.Report(o)
			}
		},
	})
}
