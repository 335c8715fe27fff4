package main

import (
	"flag"
	"fmt"
	"time"

	"plylab/data/game"
	"plylab/internal/cli"
)

// game solve: each instance of a file solved (data/game SolveFile).

func init() {
	cli.Register(cli.Command{
		Family:  "game",
		Verb:    "solve",
		Summary: "solve each JSON instance of a file: outcome and optimal length in plies",
		Usage:   "FILE.jsonl|- [--by P] [--search pn|dfs|value|auto] [--max-nodes N] [--time D] [--plain] [--workers W] [--memory MB] [--no-symmetry] [--no-threats] [--no-relevance] [--shard i/N] [--checkpoint FILE]",
		Help: `Reads one game per line (JSON) and prints one answer per line, in order:

  {"id": "...", "cells": N, "sets": [[0,1,2], ...],
   "rule": "strong" | "strong-misere" | "maker-breaker" | "avoider-enforcer",
   "first": "maker" | "breaker" | "avoider" | "enforcer"  (the last two rules),
   "bias": [p, q]  (optional, Maker–Breaker: cells per turn of Maker, Breaker),
   "claimed": {"first": [...], "second": [...]}  (optional start position)}

  {"id": "...", "answer": {"outcome": "first" | "second" | "draw" | "maker" |
   "breaker" | "avoider" | "enforcer", "plies": P or null, "nodes": ..., "seconds": ...}}

The outcome is under optimal play from the start position; plies is the
game's optimal length (a ply is one turn, p or q cells under a bias; the
winner minimises it, the loser maximises it), null for a Breaker or Avoider
win or a draw. With --by P the answer is instead whether the first player
(strong rules), Maker or Enforcer forces a win within P plies:
{"id", "answer": {"wins_by": P, "wins": true|false, "plies": the optimal
length (at most P) or null, ...}}.

A bad line gets {"id", "line", "error"} naming what is wrong; the other lines
are still answered and the exit status is 2. Blank lines are skipped.
` + gameLimits + `
Output is always JSON lines (--json changes nothing). "-" reads stdin.

--search pn is depth-first proof-number search (df-pn), dfs the depth-first
search deepening over the ply bound, value one alpha-beta search over the
game's value (sooner wins, later losses better; null-window searches
sharing a table of bounds and best moves; one cell a turn only). auto (the
default): under the strong and Maker–Breaker rules dfs for 2^19 nodes
(about a second), then dfs and pn side by side on half the workers and
memory each, the first answer stopping the other (dfs is faster on small
games and long first-player wins, pn on large draws and Breaker wins);
under strong misère and Avoider–Enforcer value ('go doc
plylab/engine/positional' has the measurements). With --checkpoint the
phased rules use pn alone and the others dfs; --search value keeps no
table of a running instance, so it refuses --checkpoint. All are exact
and give the same answers. --max-nodes N and --time D (90s, 2h) stop an instance that has not
finished and answer it {"outcome": "unknown", "plies": null, "nodes", ...}
(not an error; the exit status stays 0 when every other line is fine).

--checkpoint FILE records every answered line; a rerun with the same file
and input skips them and prints the recorded answers (their seconds too).
While an instance runs, its proved and disproved positions are kept in
FILE.line-N.table (saved every 30 s or so; removed when the instance is
answered), so a single long search killed with kill -9 resumes from them.
An "unknown" answer is not recorded: a rerun with a larger budget asks
again, starting from the kept table.
--plain is the plain exhaustive search (no pruning, no symmetry), the
reference of the tests. --no-threats switches off the threat-sequence win
prover (forcing moves answered by forced blocks, ending in a double
threat) and --no-relevance, with --by, the rule that searches only cells
of sets still completable within the bound; each is exact either way
(go doc plylab/engine/positional lists the rules). --memory caps the transposition tables (MB, default
256). Progress goes to stderr once a second (with pn: the root's proof and
disproof numbers; with value: the bounds on the root's value).

--shard i/N (or auto, from a Slurm array or a Kubernetes indexed job)
answers only the instances this shard owns: the non-blank lines are dealt
round-robin (instance k to shard k mod N). The shard prints one JSON object,
its partial result: {"kind": "game.solve", "params", "shard", "answers":
[{"line", "output"}, ...], "seconds"}. 'plylab merge' of all N partials
prints exactly the lines the single run prints (in order; each answer keeps
its own nodes and seconds), and refuses a missing or duplicated shard by
name. A shard's --checkpoint is its own file.

Example:
  echo '{"id":"ttt","cells":9,"sets":[[0,1,2],[3,4,5],[6,7,8],[0,3,6],[1,4,7],[2,5,8],[0,4,8],[2,4,6]],"rule":"strong"}' | plylab game solve -
  plylab game solve games.jsonl --workers 2 --checkpoint games.ckpt > answers.jsonl
  for i in 0 1 2; do plylab game solve games.jsonl --shard $i/3 --json > part$i.json; done
  plylab merge part*.json > answers.jsonl`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			o := cli.NewSolverFlags(fs)
			by := fs.Int("by", 0, "answer 'does the first player / Maker / Enforcer win within P plies' instead")
			ckpt := fs.String("checkpoint", "", "record answered lines in FILE and resume from it")
			tableEvery := fs.Duration("table-every", 30*time.Second, "with --checkpoint: save the running instance's table this often")
			shard := fs.String("shard", "", "answer only the instances of shard i/N (0-based), or auto: from a Slurm array or Kubernetes indexed job")
			return func(env *cli.Env) error {
				// 0 stands for "no --by"; a --by given must be a bound.
				if cli.FlagGiven(fs, "by") && *by < 1 {
					return cli.Usagef("--by %d: want a ply bound P ≥ 1 (omit --by to solve for the outcome)", *by)
				}
				sh, err := cli.Shard(*shard)
				if err != nil {
					return err
				}
				if err := gameFileArg(env, 1); err != nil {
					return err
				}
				if *ckpt != "" && *tableEvery <= 0 {
					return cli.Usagef("--table-every %v: want a duration > 0", *tableEvery)
				}
				opt, err := o.Options(env, "")
				if err != nil {
					return err
				}
				in, err := game.ReadFile(env.Args[0])
				if err != nil {
					return err
				}
				res, err := game.SolveFile(in, *by, gameRun(env, opt, *ckpt, *tableEvery, sh), func(a game.LineAnswer) {
					if sh.Whole() {
						env.Printf("%s\n", a.Output)
					}
				})
				if err != nil {
					return gameRunErr(err)
				}
				if res.Partial != nil {
					if err := env.JSON(res.Partial); err != nil {
						return err
					}
				}
				if res.Bad > 0 {
					return &cli.InputError{File: in.Name, Reason: fmt.Sprintf("%d bad line(s), answered with an error", res.Bad)}
				}
				return nil
			}
		},
	})
}
