package main

import (
	"context"
	"errors"
	"flag"
	"time"

	"plylab/data/game"
	"plylab/engine/positional/qbf"
	"plylab/internal/cli"
)

// game qbf: one instance's "the attacker forces a win within P plies" as
// QDIMACS (data/game QBF.Ask), written or decided by a QBF solver.

func init() {
	cli.Register(cli.Command{
		Family:  "game",
		Verb:    "qbf",
		Summary: "write 'the first player / Maker / Enforcer forces a win within P plies' as QDIMACS",
		Usage:   "FILE.jsonl --plies P [--moves one-hot|log] [--line L] [--out FILE] [--solve SOLVER] [--timeout D] [--json]",
		Help: `Encodes one instance of FILE.jsonl (the only one, or the one on line L)
as a quantified Boolean formula in QDIMACS: true iff the attacker — the
first player under strong and strong-misere, Maker under maker-breaker,
Enforcer under avoider-enforcer — forces a win within P plies of the
instance's start position (a ply is one turn). Existential and universal
blocks of one-hot move variables alternate ply by ply; an illegal move of
the defender makes the formula true, an illegal move of the attacker cannot.
--moves log writes the defender's moves as ⌈log₂ F⌉ universal bits a ply
(F free cells), the number of the cell claimed, which DepQBF solves about
ten times faster on the m,n,k-games of 16-20 cells (make bench-qbf).
The encoding and its soundness proof are in the documentation of
plylab/engine/positional/qbf. Every rule is supported with a 1:1 bias and
any start position in which no winning set is owned yet; a biased instance
is refused (exit status 2).

The formula goes to standard output or to --out FILE. --solve SOLVER runs
a QDIMACS solver that answers by exit status 10/20 (Debian's depqbf,
installed by 'make test') and prints its verdict instead of the formula
(with --out the formula is also written); --timeout bounds the solver
(default 10m). A solver that is missing, crashes or times out is exit
status 2. The encoding's size (variables, clauses, bytes) is computed and
stated on stderr before it is built; one that would take more than
--memory MiB (default: half the memory available, at most an eighth of
the machine's) is refused with exit status 2. --json prints one object: id, plies, attacker, variables,
clauses and, with --solve, value, solver and seconds.

Examples:
  plylab game gen tictactoe > ttt.jsonl
  plylab game qbf ttt.jsonl --plies 9 --out ttt9.qdimacs
  depqbf ttt9.qdimacs; echo $?          # 20: X does not force a win
  plylab game qbf ttt.jsonl --plies 9 --solve depqbf --json
  plylab game qbf ttt.jsonl --plies 9 --moves log --solve depqbf`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			plies := fs.Int("plies", -1, "the ply bound P (from the start position)")
			lineNo := fs.Int("line", 0, "the instance's line in FILE (1-based; default: the only instance)")
			out := fs.String("out", "", "write the QDIMACS formula to FILE")
			solver := fs.String("solve", "", "run this QBF solver (e.g. depqbf) and print its verdict")
			timeout := fs.Duration("timeout", 10*time.Minute, "stop the solver after this long (with --solve)")
			memMiB := fs.Int("memory", 0, "MiB the formula may take (0: half the memory available, at most an eighth of the total, from /proc/meminfo; 4096 without it); a larger encoding is refused")
			movesFlag := fs.String("moves", "one-hot", "the defender's moves: one-hot (a universal variable a cell) or log (⌈log₂ F⌉ universal bits)")
			return func(env *cli.Env) error {
				if len(env.Args) != 1 {
					return cli.Usagef("want one FILE.jsonl, got %d arguments", len(env.Args))
				}
				if *plies < 0 {
					return cli.Usagef("--plies P is required (P ≥ 0)")
				}
				if *memMiB < 0 {
					return cli.Usagef("--memory %d: want MiB ≥ 1 (0: the default)", *memMiB)
				}
				if env.JSONOut && *out == "" && *solver == "" {
					return cli.Usagef("--json needs --out or --solve (the formula itself goes to standard output)")
				}
				moves, err := qbf.ParseMoves(*movesFlag)
				if err != nil {
					return cli.Usagef("--%v", err)
				}
				ctx, cancel := context.WithTimeout(context.Background(), *timeout)
				defer cancel()
				q := game.QBF{Plies: *plies, Moves: moves, MemoryMiB: *memMiB, Out: *out, Solver: *solver, Logf: env.LogFunc(), Context: ctx}
				res, err := q.Ask(env.Args[0], *lineNo)
				// No verdict is an environment error (no solver, a crash,
				// a full disk, the time limit), never a failed check:
				// exit status 2, one line.
				if errors.Is(err, context.DeadlineExceeded) {
					return cli.Usagef("--solve %s did not finish within %v (--timeout)", *solver, *timeout)
				}
				if err != nil {
					return err
				}
				if res.Value == nil && res.Out != "" && env.Quiet && !env.JSONOut {
					return nil // where the formula went is not said under --quiet
				}
				return env.Report(res)
			}
		},
	})
}
