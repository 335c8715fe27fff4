package main

import (
	"flag"

	"plylab/data/mb"
	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Family:  "mb",
		Verb:    "verify",
		Summary: "check a certificate's cards by exhaustive play on their envelopes",
		Usage:   "[--cert] FILE [--dialect D] [--shape S] [--maker \"x,y ...\"] [--all] [--lower]",
		Help: `An independent check of the calculus: for the final card (or, with
--all, every card) it solves the game exhaustively on the card's envelope,
Maker owning exactly the required set and every cell outside the envelope
counting as Breaker's — the worst position the claim covers — and confirms
that Maker wins within the height (Maker-turn reading) and, after claiming
the pivot, within height − 1 against every reply (Breaker-turn reading).
--lower also reports whether height − 1 suffices on that board. Envelopes
above 128 cells are skipped.
` + mbClaimHelp + `

Example:
  plylab mb verify --cert l4.txt --dialect 21 --shape l4 --lower`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			cert := fs.String("cert", "", "certificate file")
			dialect := fs.String("dialect", "21", "certificate dialect: 21, 25 or 35")
			shape := fs.String("shape", "snaky", "target polyomino")
			all := fs.Bool("all", false, "check every card, not only the final one")
			lower := fs.Bool("lower", false, "also test height − 1 for the final card")
			maker := fs.String("maker", "", `Maker cells of the starting position the certificate proves, "x,y x,y ..." (default: the empty board)`)
			return func(env *cli.Env) error {
				if err := mbCertArg(env, cert); err != nil {
					return err
				}
				c, fc, err := mbLoadClaim(*cert, *dialect, *shape, *maker)
				if err != nil {
					return err
				}
				v, err := mb.Verify(c, *all, *lower)
				if err != nil {
					return err
				}
				r := v.Report(c, *cert, fc, *lower, env.Seconds())
				return env.Check(r, r.Failure)
			}
		},
	})
}
