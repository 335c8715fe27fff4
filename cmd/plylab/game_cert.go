package main

import (
	"errors"
	"flag"

	"plylab/data/game"
	"plylab/engine/positional"
	"plylab/internal/cli"
)

// game cert: one instance's certificate written (data/game Certify).

func init() {
	cli.Register(cli.Command{
		Family:  "game",
		Verb:    "cert",
		Summary: "write a certificate of one instance's outcome (the winner's strategy; a draw: both sides')",
		Usage:   "FILE.jsonl|- [--line K] --out CERT [--compact [--claim C]] [--plain] [--workers W] [--memory MB] [--json]",
		Help: `Solves the instance on line K (default: the first) and writes a
certificate that 'plylab game check' verifies with the rules alone: the
winner's strategy as every play line against every defence (for a draw, each
side's non-losing strategy), in the format of the engine/positional package
documentation. Prints the outcome, plies, lines and the win-ply distribution
(winning lines counted by the ply they end on). A --out name ending in
.gz is written gzipped.

--compact writes the compact format instead (format 2, in the package
documentation of engine/positional, compact.go): the strategy as a tree,
one node per line, written to disk as it is extracted, whose leaves may be
rules the checker re-proves from their definitions — a pairing of the
attacker's live sets, the Erdős–Selfridge potential, no live set, too few
plies left — or "t K", a reference to the subtree on line K that proved
the same position, or a symmetric one, earlier (the strategy is then a
DAG: each position is written once). Its claims are the solution's (the winner's win within the
optimal length; for a Breaker or Avoider win or a draw, that each side
whose wins have a length does not win) or the one --claim names, e.g.
"maker no-win within 9" (Maker does not win within 9 plies: a lower bound)
or "first wins within 7". 'plylab game check' reads either format.

Example:
  plylab game cert ttt.jsonl --out ttt.cert
  plylab game check ttt.jsonl ttt.cert
  plylab game cert i4-5x5.jsonl --compact --out i4.cert.gz
  plylab game cert i4-6x6.jsonl --compact --claim "maker no-win within 9" --out i4-9.cert`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			o := cli.NewSolverFlags(fs)
			line := fs.Int("line", 0, "instance line (1-based; 0: the first instance)")
			out := fs.String("out", "", "certificate file to write (required)")
			compact := fs.Bool("compact", false, "write the compact format: a strategy tree with rule leaves, streamed")
			claim := fs.String("claim", "", "with --compact: certify this claim instead of the solution (\"maker no-win within 9\", \"first wins within 7\", \"maker no-win within all\")")
			return func(env *cli.Env) error {
				if *claim != "" && !*compact {
					return cli.Usagef("--claim needs --compact")
				}
				if err := gameFileArg(env, 1); err != nil {
					return err
				}
				if *out == "" {
					return cli.Usagef("--out CERT is required")
				}
				g, err := gamePick(env.Args[0], *line)
				if err != nil {
					return err
				}
				opt, err := o.Options(env, env.Args[0])
				if err != nil {
					return err
				}
				var claims []positional.CompactClaim
				if *compact && *claim != "" {
					cl, err := positional.ParseCompactClaim(*claim)
					if err != nil {
						return cli.Usagef("--claim %q: %v", *claim, err)
					}
					claims = []positional.CompactClaim{cl}
				}
				c, err := game.Certify(g, *out, opt, *compact, claims)
				var ie *cli.InputError
				switch {
				case errors.As(err, &ie):
					return &cli.InputError{File: env.Args[0], Reason: ie.Message()}
				case errors.Is(err, positional.ErrStopped):
					return err
				case err != nil:
					return cli.Usagef("--out: %v", err)
				}
				return env.Report(c.Report(env.Seconds()))
			}
		},
	})
}
