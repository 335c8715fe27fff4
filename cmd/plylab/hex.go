package main

import (
	"errors"
	"flag"

	"plylab/data/pairing"
	"plylab/data/runctl"
	"plylab/engine/hex"
	"plylab/internal/cli"
)

func init() {
	cli.RegisterFamily(cli.Family{Name: "hex", Summary: "Hex pairing strategies on n×(n+1) (Two reflections and a corner): chains, census, rules, checks, slack"})
}

func hexBoardFlags(fs *flag.FlagSet) (rows, cols *int, adj *string) {
	rows = fs.Int("rows", 0, "rows R (Down crosses them)")
	cols = fs.Int("cols", 0, "columns C (Across crosses them)")
	adj = fs.String("adjacency", "anti", "anti (the essay's: (r−1, c+1) and (r+1, c−1) touch (r, c)) or main (mirrored)")
	return
}

func hexAdjacency(s string) (hex.Adjacency, error) {
	a, err := hex.ParseAdjacency(s)
	if err != nil {
		return 0, cli.Usagef("--%v", err)
	}
	return a, nil
}

// hexBoard is the board of the --rows, --cols and --adjacency flags; the
// command line takes no positional arguments.
func hexBoard(env *cli.Env, rows, cols int, adj string) (*hex.Board, error) {
	if err := env.NoArgs(); err != nil {
		return nil, err
	}
	a, err := hexAdjacency(adj)
	if err != nil {
		return nil, err
	}
	if rows < 1 || cols < 1 {
		return nil, cli.Usagef("--rows and --cols are required and must be at least 1")
	}
	b, err := hex.NewBoardAdj(rows, cols, a)
	if err != nil {
		return nil, cli.Usagef("%v", err)
	}
	return b, nil
}

// hexRun is the run control of a long hex verb: progress on stderr unless
// --quiet, warnings always.
func hexRun(env *cli.Env, sh runctl.Shard, ckpt string) pairing.Run {
	return pairing.Run{Checkpoint: ckpt, Shard: sh, Warnf: env.Warnf, Logf: env.LogFunc()}
}

// hexRunErr turns a run's checkpoint error into bad input (exit 2: the
// checkpoint is the run's input, and a save that failed withholds the
// answer).
func hexRunErr(err error) error {
	var ce *pairing.CheckpointError
	if errors.As(err, &ce) {
		return cli.Usagef("%v", err)
	}
	return err
}
