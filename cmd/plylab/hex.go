package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"

	"plylab/data/pairing"
	"plylab/data/runctl"
	"plylab/engine/hex"
	"plylab/internal/cli"
)

func init() {
	cli.RegisterFamily(cli.Family{Name: "hex", Summary: "Hex pairing strategies on n×(n+1) (seeds/002): chains, census, rules, checks, slack"})
}

func hexBoardFlags(fs *flag.FlagSet) (rows, cols *int, adj *string) {
	rows = fs.Int("rows", 0, "rows R (Down crosses them)")
	cols = fs.Int("cols", 0, "columns C (Across crosses them)")
	adj = fs.String("adjacency", "anti", "anti (the essay's: (r−1, c+1) and (r+1, c−1) touch (r, c)) or main (mirrored)")
	return
}

func hexAdjacency(s string) (hex.Adjacency, error) {
	switch s {
	case "anti", "anti-diagonal":
		return hex.AntiDiagonal, nil
	case "main", "main-diagonal":
		return hex.MainDiagonal, nil
	}
	return 0, cli.Usagef("--adjacency %q: want anti or main", s)
}

func hexBoard(rows, cols int, adj string) (*hex.Board, error) {
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
	r := pairing.Run{Checkpoint: ckpt, Shard: sh, Warnf: func(format string, a ...any) { fmt.Fprintf(env.Stderr, format, a...) }}
	if !env.Quiet {
		r.Logf = env.Logf
	}
	return r
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

// hexCensusEstimate is the estimated peak memory of a census that lists
// every minimal chain of b, and the chain count it rests on.
func hexCensusEstimate(b *hex.Board) (bytes float64, chains uint64, exact bool) {
	return pairing.CensusMemory(b)
}

// hexMergeCensus and hexMergeCheckWalk merge the shards' outputs given in
// shard order, through the mergers data/pairing registers.
func hexMergeCensus(params json.RawMessage, parts []json.RawMessage) (any, error) {
	return hexMergeAs("hex.census", params, parts)
}

func hexMergeCheckWalk(params json.RawMessage, parts []json.RawMessage) (any, error) {
	return hexMergeAs("hex.check.walk", params, parts)
}

func hexMergeAs(kind string, params json.RawMessage, parts []json.RawMessage) (any, error) {
	ps := make([]runctl.Partial, len(parts))
	for i, raw := range parts {
		sealed, err := runctl.Seal(raw)
		if err != nil {
			return nil, err
		}
		ps[i] = runctl.Partial{Kind: kind, Params: params, Shard: fmt.Sprintf("%d/%d", i, len(parts)), Result: sealed}
	}
	return runctl.Merge(ps)
}

// hexNoArgs rejects stray positional arguments.
func hexNoArgs(env *cli.Env) error {
	if len(env.Args) > 0 {
		return cli.Usagef("unexpected argument %q (every input is a --flag)", env.Args[0])
	}
	return nil
}

// hexFlagSet reports whether the flag was given on the command line.
func hexFlagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
