package main

import (
	"flag"

	"plylab/data/mb"
	"plylab/engine/makerbreaker"
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
				if *cert == "" && len(env.Args) == 1 {
					*cert = env.Args[0] // FILE may also be given without --cert
				} else if len(env.Args) > 0 {
					return cli.Usagef("unexpected argument %q (the certificate is --cert FILE or a single FILE)", env.Args[0])
				}
				if *cert == "" {
					return cli.Usagef("--cert FILE is required")
				}
				if _, _, err := mbDialectShape(*dialect, *shape); err != nil {
					return err
				}
				if err := mbMakerCells(*maker); err != nil {
					return err
				}
				c, fc, err := mb.LoadClaim(*cert, *dialect, *shape, *maker)
				if err != nil {
					return err
				}
				v, err := mb.Verify(c, *all, *lower)
				if err != nil {
					return err
				}
				r := c.Recon
				checked, skipped, failed := v.Checked, v.Skipped, v.Failed
				fin := r.Final()
				out := map[string]any{"cert": *cert, "cards_checked": checked, "cards_skipped": skipped, "cards_failed": failed,
					"final": mbFinal(fin), "certifies": fc.String(), "final_card": fc.Card}
				if v.LowerTested {
					out["wins_at_height_minus_one"] = v.WinsLower
				}
				out["seconds"] = env.Seconds()
				if env.JSONOut {
					if err := env.JSON(out); err != nil {
						return err
					}
				} else {
					env.Printf("certifies: %s\n", fc)
					env.Printf("%d cards solved exhaustively on their envelopes, %d failed, %d skipped (envelope above %d cells)\n",
						checked, failed, skipped, makerbreaker.MaxSolverCells)
					if v, ok := out["wins_at_height_minus_one"]; ok {
						env.Printf("final card: Maker wins within %d on its %d-cell envelope; within %d: %v\n", fin.H, fin.T.Len(), fin.H-1, v)
					} else if *lower {
						env.Printf("--lower: not tested (final envelope %d cells, height %d: the test needs at most %d cells and height above 1)\n", fin.T.Len(), fin.H, makerbreaker.MaxSolverCells)
					}
				}
				if failed > 0 {
					return cli.Failuref("exhaustive play refutes %s", v.FirstBad)
				}
				return nil
			}
		},
	})
}
