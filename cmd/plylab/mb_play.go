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
		Verb:    "play",
		Summary: "play a certificate's policy against Breakers and check the height bound",
		Usage:   "[--cert] FILE [--dialect D] [--breaker random|greedy|search] [--games N] [--seed S] [--board infinite|envelope|square] [--shape S] [--maker \"x,y ...\"]",
		Help: `Turns the certificate into the paper's policy (Section "One strategy
against every continuation": claim the placed pivot, or the first free cell
of a fixed enumeration if Maker owns it already; after Breaker's reply pass
to the first child in printed order whose envelope avoids it) and plays N
games against a Breaker:

  random  uniform free cells around the final envelope, sometimes far away
  greedy  blocks the cell in the most threatening target copies
  search  searches the reply classes for the longest game (--budget
          positions per reply)

It reports the distribution of Maker's winning move and asserts that it
never exceeds the certificate's height (exit status 1 with the game if it
does). The game starts at the final card's hypothesis (Maker owns its
required set, empty for a certificate of the empty board).

--board envelope plays the finite-board reading (Corollary "finite board"):
Maker's replacement moves and all Breaker moves stay inside the final
envelope; --board square uses the 17×17 square {0..16}².
` + mbClaimHelp + `

Example:
  plylab mb play --cert l4.txt --dialect 21 --shape l4 --breaker search --games 1`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			cert := fs.String("cert", "", "certificate file")
			dialect := fs.String("dialect", "21", "certificate dialect: 21, 25 or 35")
			shape := fs.String("shape", "snaky", "target polyomino")
			breaker := fs.String("breaker", "random", "random, greedy or search")
			games := fs.Int("games", 100, "number of games")
			seed := fs.Uint64("seed", 1, "random seed")
			board := fs.String("board", "infinite", "infinite, envelope or square")
			budget := fs.Int("budget", 20000, "search Breaker: positions explored per reply")
			maker := fs.String("maker", "", `Maker cells of the starting position the certificate proves, "x,y x,y ..." (default: the empty board)`)
			return func(env *cli.Env) error {
				if err := mbCertArg(env, cert); err != nil {
					return err
				}
				if _, _, err := mbDialectShape(*dialect, *shape); err != nil {
					return err
				}
				if *games < 1 {
					return cli.Usagef("--games must be positive")
				}
				if *budget < 1 {
					return cli.Usagef("--budget %d: want a positive number of positions", *budget)
				}
				c, fc, err := mbLoadClaim(*cert, *dialect, *shape, *maker)
				if err != nil {
					return err
				}
				switch *board {
				case "infinite", "envelope":
				case "square":
					if !c.Recon.Final().T.SubsetOf(makerbreaker.Rect(0, 16, 0, 16)) {
						return cli.Usagef("--board square: the final envelope is not inside {0..16}²")
					}
				default:
					return cli.Usagef("--board %q: want infinite, envelope or square", *board)
				}
				if *breaker != "random" && *breaker != "greedy" && *breaker != "search" {
					return cli.Usagef("--breaker %q: want random, greedy or search", *breaker)
				}
				meter := env.Meter("play "+*breaker, "games")
				o := mb.PlayOptions{Breaker: *breaker, Board: *board, Games: *games, Seed: *seed, Budget: *budget}
				st, err := mb.PlayWith(c, o, mb.Run{Progress: meter.Update})
				meter.Done(uint64(st.Games))
				if err != nil {
					return cli.Failuref("%v", err)
				}
				return env.Report(c.PlayReport(st, *cert, fc, o))
			}
		},
	})
}
