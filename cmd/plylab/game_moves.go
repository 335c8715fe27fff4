package main

import (
	"flag"
	"fmt"

	"plylab/data/game"
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
			o := cli.NewSolverFlags(fs)
			ckpt := fs.String("checkpoint", "", "record move values in FILE and resume from it")
			shard := fs.String("shard", "", "value only the root moves of shard i/N (0-based) of a one-game file, or auto: from a Slurm array or Kubernetes indexed job")
			return func(env *cli.Env) error {
				sh, err := cli.Shard(*shard)
				if err != nil {
					return err
				}
				if err := gameFileArg(env, 1); err != nil {
					return err
				}
				opt, err := o.Options(env, "")
				if err != nil {
					return err
				}
				in, err := game.ReadFile(env.Args[0])
				if err != nil {
					return err
				}
				var printErr error
				bad, partial, err := game.MovesFile(in, gameRun(env, opt, *ckpt, 0, sh), func(a game.MovesLine) {
					if printErr == nil {
						printErr = env.Report(a.Report())
					}
				})
				switch {
				case err != nil:
					return gameRunErr(err)
				case printErr != nil:
					return printErr
				case partial != nil:
					// A shard always prints its partial as JSON (for plylab merge).
					return env.JSON(partial)
				case bad > 0:
					return &cli.InputError{File: in.Name, Reason: fmt.Sprintf("%d bad line(s)", bad)}
				}
				return nil
			}
		},
	})
}
