package main

import (
	"flag"

	"plylab/data/transv"
	"plylab/engine/transversal"
	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Family:  "transversal",
		Verb:    "check-certificate",
		Summary: "check a solver or O-defence certificate with the rules of the game only",
		Usage:   "FILE [--json]",
		Help: `Reads a certificate written by 'solve --certificate' or 'odefence
--certificate' and verifies its claim from the empty board using only the
rules of the game, the symmetry maps and ν — none of the solver's pruning:

  x-forces P    X's recorded move is legal in every position reached, and
                against every O reply X completes a transversal by ply P
                before O completes one;
  o-survives P  against every X move up to ply P, O's recorded reply is
                legal and X completes no transversal by ply P.

Positions are looked up by canonical form; each symmetry is confirmed by
applying it. Exit status 0 if the claim holds, 1 with the failing position if
it does not, 2 if the file is malformed (file, line, reason).

Example:
  plylab transversal solve --n 6 --by-ply 13 --certificate o6.cert
  plylab transversal check-certificate o6.cert`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			return func(env *cli.Env) error {
				if len(env.Args) != 1 {
					return cli.Usagef("want one certificate FILE")
				}
				file := env.Args[0]
				c, err := transv.ReadCertificate(file)
				if err != nil {
					return err
				}
				rep, err := transversal.Check(c)
				if err != nil {
					if env.JSONOut {
						// One JSON object on stdout either way; the reason (with
						// the failing position drawn) is also on stderr.
						if jerr := env.JSON(map[string]any{"file": file, "ok": false, "n": c.N, "by_ply": c.ByPly,
							"claim": string(c.Claim), "entries": len(c.Entries), "reason": err.Error()}); jerr != nil {
							return tsolveOut(jerr)
						}
					}
					return cli.Failuref("%s: certificate rejected: %v", file, err)
				}
				out := map[string]any{"file": file, "ok": true, "n": rep.N, "by_ply": rep.ByPly, "claim": string(rep.Claim),
					"entries": rep.Entries, "entries_used": rep.EntriesUsed, "positions": rep.Positions, "seconds": rep.Seconds}
				if env.JSONOut {
					return tsolveOut(env.JSON(out))
				}
				what := "X forces a transversal by ply"
				if rep.Claim == transversal.ClaimOSurvives {
					what = "X does not complete a transversal by ply"
				}
				env.Printf("%s: certificate holds: n = %d, %s %d\n  %d entries (%d used), %d canonical positions checked, %.2f s\n",
					file, rep.N, what, rep.ByPly, rep.Entries, rep.EntriesUsed, rep.Positions, rep.Seconds)
				return nil
			}
		},
	})
}
