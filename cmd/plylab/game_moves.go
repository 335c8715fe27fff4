package main

import (
	"flag"
	"fmt"
	"strings"

	"plylab/data/game"
	"plylab/data/runctl"
	"plylab/engine/positional"
	"plylab/internal/cli"
)

// game moves: the value of every move of each instance (data/game MovesFile).

func init() {
	cli.Register(cli.Command{
		Family:  "game",
		Verb:    "moves",
		Summary: "the value of every move of each instance's start position",
		Usage:   "FILE.jsonl|- [--plain] [--workers W] [--memory MB] [--shard i/N] [--checkpoint FILE] [--json]",
		Help: `For each instance, the value of claiming each free cell now (as the side to
move): the outcome under optimal play afterwards and its length in plies from
the start position (null when there is none). With --json one object per
instance: {"id", "moves": [{"cell", "label", "outcome", "plies"}, ...],
"outcome", "plies", "best"}: the last three are the value of the start
position, the side to move's best choice among the moves (a win beats a
draw beats a loss; among wins the fewest plies, among losses the most), and
the cells that achieve it. For a grid game (a "shape" of rows and
columns) the text output also draws the move map: each free cell shows the
winner's initial (f, s, d for a draw, m, b, a, e) followed by the plies.

--checkpoint FILE records each move value as it is found (root moves of the
instance being worked on, and whole instances done); a rerun resumes there.
` + gameLimits + `

--shard i/N (or auto, from a Slurm array or a Kubernetes indexed job) splits
ONE big game (FILE must hold a single instance) by its root moves: the free
cells, in increasing order, are dealt round-robin (the k-th to shard k mod
N), and the shard values its own. It prints one JSON object, its partial
result: {"kind": "game.moves", "params", "shard", "moves", "seconds"}.
'plylab merge' of all N partials prints the --json object of the single
run: every move's value and the start position's value (which is what
'game solve' answers). A missing or duplicated shard is refused by name.
Each move's value is a full solve of the position after it; root moves
differ widely in cost (the README's "Running on a cluster" has measured
ones), and shards do not share a transposition table.

Example:
  plylab game moves ttt.jsonl
  plylab game moves games.jsonl --json --checkpoint moves.ckpt
  for i in 0 1 2 3; do plylab game moves big.jsonl --shard $i/4 --checkpoint m$i.ckpt > part$i.json; done
  plylab merge part*.json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			o := gameFlags(fs)
			ckpt := fs.String("checkpoint", "", "record move values in FILE and resume from it")
			shard := fs.String("shard", "", "value only the root moves of shard i/N (0-based) of a one-game file, or auto: from a Slurm array or Kubernetes indexed job")
			return func(env *cli.Env) error {
				sh, err := runctl.ParseShard(*shard)
				if err != nil {
					return cli.Usagef("--shard: %v", err)
				}
				return gameMoves(env, o, *ckpt, sh)
			}
		},
	})
}

func gameMoves(env *cli.Env, o gameOpts, ckpt string, sh runctl.Shard) error {
	if err := gameFileArg(env, 1); err != nil {
		return err
	}
	opt, err := o.options(env, "")
	if err != nil {
		return err
	}
	in, err := game.ReadFile(env.Args[0])
	if err != nil {
		return err
	}
	var printErr error
	bad, partial, err := game.MovesFile(in, gameRun(env, opt, ckpt, 0, sh), func(a game.MovesLine) {
		if printErr == nil {
			printErr = gameMovesPrint(env, a)
		}
	})
	if err != nil {
		return gameRunErr(err)
	}
	if printErr != nil {
		return printErr
	}
	if partial != nil {
		// A shard always prints its partial as JSON (for plylab merge).
		return env.JSON(partial)
	}
	if bad > 0 {
		return &cli.InputError{File: in.Name, Reason: fmt.Sprintf("%d bad line(s)", bad)}
	}
	return nil
}

// gameMovesPrint prints one instance's move values: JSON, or a table
// (with the move map of a grid game).
func gameMovesPrint(env *cli.Env, a game.MovesLine) error {
	if a.Err != nil {
		if env.JSONOut {
			return env.JSON(struct {
				ID    string `json:"id"`
				Line  int    `json:"line"`
				Error string `json:"error"`
			}{a.ID, a.Line, a.Err.Error()})
		}
		env.Printf("%s (line %d): error: %v\n", a.ID, a.Line, a.Err)
		return nil
	}
	res := a.Moves
	if env.JSONOut {
		return env.JSON(res)
	}
	env.Printf("%s (line %d): %d moves\n", a.ID, a.Line, len(res.Moves))
	env.Printf("%s", a.Map())
	for _, m := range res.Moves {
		p := "-"
		if m.Plies != nil {
			p = fmt.Sprint(*m.Plies)
		}
		label := m.Label
		if label == "" {
			label = fmt.Sprint(m.Cell)
		}
		env.Printf("  %-6s %-9s %s\n", label, m.Outcome, p)
	}
	if res.Outcome != positional.NoWin {
		p := "no length"
		if res.Plies != nil {
			p = fmt.Sprintf("%d plies", *res.Plies)
		}
		var best []string
		for _, c := range res.Best {
			if a.Game.Labels != nil {
				best = append(best, a.Game.Labels[c])
			} else {
				best = append(best, fmt.Sprint(c))
			}
		}
		env.Printf("  value: %s, %s (best: %s)\n", res.Outcome, p, strings.Join(best, " "))
	}
	return nil
}
