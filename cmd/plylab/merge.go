package main

import (
	"flag"

	"plylab/data/runctl"
	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Verb:    "merge",
		Summary: "combine the --json outputs of sharded runs into the single-run answer",
		Usage:   "FILE... ",
		Help: `Each FILE holds the --json output of one shard of a run started with
--shard i/N. merge checks that the files are exactly the shards 0..N-1 of
one run (same verb, same parameters) and prints the combined result, which
is identical to what the unsharded run prints (but for its seconds field,
which merge reports as the sum of the shards' seconds). A missing shard,
a shard given twice, or parts of different runs are refused with a
message naming the shard and the files (exit status 2); nothing is
printed then.

Example:
  for i in 0 1 2 3; do plylab transversal verify --n 6 --shard $i/4 --json > part$i.json; done
  plylab merge part*.json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			return func(env *cli.Env) error {
				if len(env.Args) == 0 {
					return cli.Usagef("no files given")
				}
				parts, err := runctl.ReadPartials(env.Args)
				if err != nil {
					return err
				}
				res, err := runctl.Merge(parts)
				if err != nil {
					return cli.Usagef("%v", err)
				}
				jl, ok := res.(runctl.JSONLines)
				if !ok {
					return env.JSON(res)
				}
				for _, l := range jl.Lines {
					env.Printf("%s\n", l)
				}
				if jl.Failure != "" {
					return cli.Usagef("%s", jl.Failure)
				}
				return nil
			}
		},
	})
}
