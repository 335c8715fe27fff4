package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"

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
				var parts []runctl.Partial
				for _, f := range env.Args {
					fh, err := os.Open(f)
					if err != nil {
						return cli.Usagef("%v", err)
					}
					sc := bufio.NewScanner(fh)
					sc.Buffer(make([]byte, 1<<20), 1<<30)
					line := 0
					got := false
					for sc.Scan() {
						line++
						t := strings.TrimSpace(sc.Text())
						if t == "" {
							continue
						}
						var p runctl.Partial
						if err := json.Unmarshal([]byte(t), &p); err != nil || p.Kind == "" {
							fh.Close()
							return &cli.InputError{File: f, Line: line, Reason: "not the --json output of a sharded plylab run"}
						}
						p.Result = json.RawMessage(t)
						p.Source = f
						if line > 1 {
							p.Source = fmt.Sprintf("%s:%d", f, line)
						}
						parts = append(parts, p)
						got = true
					}
					fh.Close()
					if err := sc.Err(); err != nil {
						return &cli.InputError{File: f, Reason: err.Error()}
					}
					if !got {
						return &cli.InputError{File: f, Reason: "empty file"}
					}
				}
				res, err := runctl.Merge(parts)
				if err != nil {
					return cli.Usagef("%v", err)
				}
				if jl, ok := res.(runctl.JSONLines); ok {
					for _, l := range jl.Lines {
						env.Printf("%s\n", l)
					}
					if jl.Failure != "" {
						return cli.Usagef("%s", jl.Failure)
					}
					return nil
				}
				return env.JSON(res)
			}
		},
	})
}
