package main

import (
	"flag"

	"plylab/data/game"
	"plylab/internal/cli"
)

// game check: a certificate checked with the rules alone (data/game Check).

func init() {
	cli.Register(cli.Command{
		Family:  "game",
		Verb:    "check",
		Summary: "check a certificate against an instance with the rules alone",
		Usage:   "FILE.jsonl|- CERT [--line K] [--json]",
		Help: `Replays every line of the certificate with the rules alone (no search, no
pruning): legal claims, the game decided exactly where each line ends, one
move of the strategy's owner per position, every reply of the other side
present, and every line a win (or, for a draw, no loss) of the owner.
A rejected certificate prints the line and the reason and exits 1.

The plies a valid certificate reports are its longest winning line: an
upper bound on the game's optimal length (a valid but slower strategy
passes), not the optimum, unless a bounded refutation certificate (no win
within fewer plies) is also given; 'game solve' computes the optimum.
--json marks this with "plies_upper_bound": true. The certificate's game
line may list the sets (and their cells) in any order. A certificate
file ending in .gz (or starting with the gzip magic) is read gzipped.

Example:
  plylab game check ttt.jsonl ttt.cert --json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			line := fs.Int("line", 0, "instance line (1-based; 0: the first instance)")
			return func(env *cli.Env) error { return gameCheck(env, *line) }
		},
	})
}

func gameCheck(env *cli.Env, k int) error {
	if err := gameFileArg(env, 2); err != nil {
		return err
	}
	g, err := gamePick(env.Args[0], k)
	if err != nil {
		return err
	}
	c, err := game.Check(g, env.Args[1])
	switch {
	case err != nil:
		return err
	case !c.Valid:
		// A rejection: exit 1, with --json the object naming the line.
		if env.JSONOut {
			env.JSON(struct {
				File   string `json:"file"`
				Valid  bool   `json:"valid"`
				Line   int    `json:"line"`
				Reason string `json:"reason"`
			}{c.File, false, c.Line, c.Reason})
		}
		return cli.Failuref("%s:%d: rejected: %s", c.File, c.Line, c.Reason)
	case c.Compact:
		return gameCompactReport(env, c)
	}
	if env.JSONOut {
		return env.JSON(struct {
			File     string        `json:"file"`
			Valid    bool          `json:"valid"`
			Outcome  string        `json:"outcome"`
			Plies    *int          `json:"plies"`
			Lines    int64         `json:"lines"`
			Sections []string      `json:"sections"`
			WinPlies []game.WinPly `json:"win_plies"`
			// The strategy's longest winning line: an upper bound on
			// the optimal length, not the optimum.
			PliesUpperBound bool `json:"plies_upper_bound"`
		}{c.File, true, string(c.Outcome), pliesPtr(c.Plies), c.Lines, c.Sections, c.WinPlies, c.Plies >= 0})
	}
	env.Printf("%s: valid certificate (rules alone); its plies are an upper bound: the strategy wins within them, a shorter win is not ruled out\n", c.File)
	return gameCertReport(env, c)
}
