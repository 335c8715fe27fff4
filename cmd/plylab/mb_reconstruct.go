package main

import (
	"flag"

	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Family:  "mb",
		Verb:    "reconstruct",
		Summary: "parse a certificate, reconstruct every card, and measure it",
		Usage:   "[--dialect 21|25|35] [--shape S] [--maker \"x,y ...\"] [--endpoint] FILE [--json]",
		Help: `Parses a certificate in one of the paper's three dialects, reconstructs
every card with the combination rule (Lemma "combination"; for the 25
dialect the reduced cards of Proposition "r25:composition" and their
normalization), and reports the counts, the final card, the number of
local reply classes (each cell of T \ (A ∪ {p}) plus one exterior class, as
the paper counts them) and the histograms of |A|, |T| and h over all cards.
The reply classes are a measurement, not a validation: for cards computed by
the combination rule every class misses some child envelope by
construction. The independent check of the cards is exhaustive play on
their envelopes (plylab mb verify). In the 25 dialect every card is computed
twice, reduced and full, and a disagreement exits 1.

The file's SHA-256 is compared with the three published identities; on a
published file the paper's endpoint is checked as well (21: A = ∅, |T| = 251,
h = 21, T ⊆ {0..16}²; 25: P = ∅, |E| = 389, h = 25 and the required-size
histogram; 35: the four conditional interfaces); --endpoint lists those
checks for any file (on a file that is not published they only inform).

Malformed input (bad token, forward or out-of-range reference, empty child
list, anchor index out of range, truncated extended block, wrong marker
number) is one line FILE:LINE:COLUMN: reason, exit status 2.

--shape gives the target for certificates of other polyominoes (default
snaky; names as in 'plylab mb search --help', or cells "x,y x,y ...").
` + mbClaimHelp + `

Example:
  plylab mb search --shape l4 --out l4.txt && plylab mb reconstruct --dialect 21 --shape l4 l4.txt`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			dialect := fs.String("dialect", "21", "certificate dialect: 21, 25 or 35")
			shape := fs.String("shape", "snaky", "target polyomino")
			endpoint := fs.Bool("endpoint", false, "list the published endpoint checks even for a file that is not a published one (they fail there)")
			maker := fs.String("maker", "", `Maker cells of the starting position the certificate proves, "x,y x,y ..." (default: the empty board)`)
			return func(env *cli.Env) error {
				if len(env.Args) != 1 {
					return cli.Usagef("want exactly one certificate FILE")
				}
				c, fc, err := mbLoadClaim(env.Args[0], *dialect, *shape, *maker)
				if err != nil {
					return err
				}
				r := c.Reconstruction(env.Args[0], fc, *endpoint)
				return env.Check(r, r.Failure)
			}
		},
	})
}
