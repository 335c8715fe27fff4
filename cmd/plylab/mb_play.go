package main

import (
	"flag"
	"sort"
	"strconv"

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
				if *cert == "" && len(env.Args) == 1 {
					*cert = env.Args[0] // FILE may also be given without --cert
				} else if len(env.Args) > 0 {
					return cli.Usagef("unexpected argument %q (the certificate is --cert FILE or a single FILE)", env.Args[0])
				}
				if *cert == "" {
					return cli.Usagef("--cert FILE is required")
				}
				d, _, err := mbDialectShape(*dialect, *shape)
				if err != nil {
					return err
				}
				if *games < 1 {
					return cli.Usagef("--games must be positive")
				}
				if *budget < 1 {
					return cli.Usagef("--budget %d: want a positive number of positions", *budget)
				}
				if err := mbMakerCells(*maker); err != nil {
					return err
				}
				c, fc, err := mb.LoadClaim(*cert, *dialect, *shape, *maker)
				if err != nil {
					return err
				}
				r := c.Recon
				switch *board {
				case "infinite", "envelope":
				case "square":
					if !r.Final().T.SubsetOf(makerbreaker.Rect(0, 16, 0, 16)) {
						return cli.Usagef("--board square: the final envelope is not inside {0..16}²")
					}
				default:
					return cli.Usagef("--board %q: want infinite, envelope or square", *board)
				}
				switch *breaker {
				case "random", "greedy", "search":
				default:
					return cli.Usagef("--breaker %q: want random, greedy or search", *breaker)
				}
				meter := mbMeter(env, "play "+*breaker, "games")
				st, err := mb.PlayWith(c, mb.PlayOptions{Breaker: *breaker, Board: *board, Games: *games, Seed: *seed, Budget: *budget}, mb.Run{Progress: meter.Update})
				meter.Done(uint64(st.Games))
				if err != nil {
					return cli.Failuref("%v", err)
				}
				wins := map[string]int{}
				for k, v := range st.WinMoves {
					wins[strconv.Itoa(k)] = v
				}
				res := map[string]any{"cert": *cert, "dialect": d.String(), "breaker": *breaker, "games": st.Games, "seed": *seed,
					"board": *board, "height": st.Height, "win_moves": wins, "max_win_move": st.MaxWinMove,
					"mean_win_move": st.MeanWinMove, "replacements": st.Replacements, "within_height": st.MaxWinMove <= st.Height,
					"certifies": fc.String(), "final_card": fc.Card, "start_required": mbPairsOrEmpty(r.Final().A)}
				if env.JSONOut {
					return env.JSON(res)
				}
				env.Printf("certifies: %s\n", fc)
				env.Printf("games start at the final card's hypothesis: Maker owns A = %s, Maker to move\n", mbSetText(r.Final().A))
				env.Printf("%d games against the %s Breaker (%s board): height %d, winning move max %d, mean %.2f, %d replacement moves\n",
					st.Games, *breaker, *board, st.Height, st.MaxWinMove, st.MeanWinMove, st.Replacements)
				var ks []int
				for k := range st.WinMoves {
					ks = append(ks, k)
				}
				sort.Ints(ks)
				for _, k := range ks {
					env.Printf("  won on move %2d: %d games\n", k, st.WinMoves[k])
				}
				return nil
			}
		},
	})
}

func mbSetText(s makerbreaker.Set) string {
	if s.Len() == 0 {
		return "∅"
	}
	return s.String()
}

func mbPairsOrEmpty(s makerbreaker.Set) [][2]int {
	if s.Len() == 0 {
		return [][2]int{}
	}
	return s.Pairs()
}
