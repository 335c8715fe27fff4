package main

import (
	"errors"
	"time"

	"plylab/data/game"
	"plylab/data/runctl"
	"plylab/engine/positional"
	"plylab/internal/cli"
)

// The positional-game family: the flags and reports its verbs share.
// Each verb is registered from its own file: game_solve.go, game_moves.go,
// game_cert.go, game_check.go, game_gen.go, game_qbf.go.

const gameLimits = `Size limits: at most 256 cells, 1,048,576 winning sets, 64 MiB per line.`

func init() {
	cli.RegisterFamily(cli.Family{Name: "game", Summary: "any positional game (cells, winning sets, a rule) solved exactly, with certificates"})
}

func gameFileArg(env *cli.Env, n int) error {
	if len(env.Args) != n {
		return cli.Usagef("want %d argument(s), got %d (see --help)", n, len(env.Args))
	}
	return nil
}

// gameRun is the run control of a game verb, from its flags.
func gameRun(env *cli.Env, opt positional.Options, ckpt string, tableEvery time.Duration, sh runctl.Shard) game.Run {
	return game.Run{Options: opt, Checkpoint: ckpt, TableEvery: tableEvery, Shard: sh, Warnf: env.Warnf, Logf: env.LogFunc()}
}

// gameRunErr turns a run's error into the CLI's: a checkpoint that is not
// this run's is bad input (exit 2), one that fails to save a failure.
func gameRunErr(err error) error {
	var ce *runctl.CheckpointError
	if errors.As(err, &ce) {
		if ce.Input {
			return cli.Usagef("--checkpoint: %v", ce.Err)
		}
		return cli.Failuref("--checkpoint: %v", ce.Err)
	}
	return err
}

func gamePick(path string, k int) (*positional.Game, error) {
	if k < 0 {
		return nil, cli.Usagef("--line %d: want the instance's line number in %s, 1 or more (0: the first instance)", k, path)
	}
	in, err := game.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return in.Pick(k)
}
