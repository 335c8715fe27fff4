package main

import (
	"errors"
	"flag"
	"fmt"
	"strings"
	"time"

	"plylab/data/game"
	"plylab/data/runctl"
	"plylab/engine/positional"
	"plylab/internal/cli"
)

// The positional-game solver: game solve, moves, cert, check.
// `game gen` and `game qbf` are registered from their own file.

const gameLimits = `Size limits: at most 256 cells, 1,048,576 winning sets, 64 MiB per line.`

func init() {
	cli.RegisterFamily(cli.Family{Name: "game", Summary: "any positional game (cells, winning sets, a rule) solved exactly, with certificates"})
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
			o := gameFlags(fs)
			by := fs.Int("by", 0, "answer 'does the first player / Maker / Enforcer win within P plies' instead")
			ckpt := fs.String("checkpoint", "", "record answered lines in FILE and resume from it")
			tableEvery = fs.Duration("table-every", 30*time.Second, "with --checkpoint: save the running instance's table this often")
			shard := fs.String("shard", "", "answer only the instances of shard i/N (0-based), or auto: from a Slurm array or Kubernetes indexed job")
			return func(env *cli.Env) error {
				// 0 stands for "no --by"; a --by given must be a bound.
				byGiven := false
				fs.Visit(func(f *flag.Flag) { byGiven = byGiven || f.Name == "by" })
				if byGiven && *by < 1 {
					return cli.Usagef("--by %d: want a ply bound P ≥ 1 (omit --by to solve for the outcome)", *by)
				}
				sh, err := runctl.ParseShard(*shard)
				if err != nil {
					return cli.Usagef("--shard: %v", err)
				}
				return gameSolve(env, o, *by, *ckpt, sh)
			}
		},
	})
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
	cli.Register(cli.Command{
		Family:  "game",
		Verb:    "cert",
		Summary: "write a certificate of one instance's outcome (the winner's strategy; a draw: both sides')",
		Usage:   "FILE.jsonl|- [--line K] --out CERT [--compact [--claim C]] [--plain] [--workers W] [--memory MB] [--json]",
		Help: `Solves the instance on line K (default: the first) and writes a
certificate that 'plylab game check' verifies with the rules alone: the
winner's strategy as every play line against every defence (for a draw, each
side's non-losing strategy), in the format of the engine/positional package
documentation. Prints the outcome, plies, lines and the win-ply distribution
(winning lines counted by the ply they end on). A --out name ending in
.gz is written gzipped.

--compact writes the compact format instead (format 2, in the package
documentation of engine/positional, compact.go): the strategy as a tree,
one node per line, written to disk as it is extracted, whose leaves may be
rules the checker re-proves from their definitions — a pairing of the
attacker's live sets, the Erdős–Selfridge potential, no live set, too few
plies left — or "t K", a reference to the subtree on line K that proved
the same position, or a symmetric one, earlier (the strategy is then a
DAG: each position is written once). Its claims are the solution's (the winner's win within the
optimal length; for a Breaker or Avoider win or a draw, that each side
whose wins have a length does not win) or the one --claim names, e.g.
"maker no-win within 9" (Maker does not win within 9 plies: a lower bound)
or "first wins within 7". 'plylab game check' reads either format.

Example:
  plylab game cert ttt.jsonl --out ttt.cert
  plylab game check ttt.jsonl ttt.cert
  plylab game cert i4-5x5.jsonl --compact --out i4.cert.gz
  plylab game cert i4-6x6.jsonl --compact --claim "maker no-win within 9" --out i4-9.cert`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			o := gameFlags(fs)
			line := fs.Int("line", 0, "instance line (1-based; 0: the first instance)")
			out := fs.String("out", "", "certificate file to write (required)")
			compact := fs.Bool("compact", false, "write the compact format: a strategy tree with rule leaves, streamed")
			claim := fs.String("claim", "", "with --compact: certify this claim instead of the solution (\"maker no-win within 9\", \"first wins within 7\", \"maker no-win within all\")")
			return func(env *cli.Env) error {
				if *claim != "" && !*compact {
					return cli.Usagef("--claim needs --compact")
				}
				return gameCert(env, o, *line, *out, *compact, *claim)
			}
		},
	})
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

// tableEvery is game solve's --table-every.
var tableEvery *time.Duration

type gameOpts struct {
	plain      *bool
	workers    *int
	memory     *int
	noSymmetry *bool
	noThreats  *bool
	noRelevant *bool
	search     *string
	maxNodes   *int64
	limit      *time.Duration
}

func gameFlags(fs *flag.FlagSet) gameOpts {
	return gameOpts{
		plain:      fs.Bool("plain", false, "plain exhaustive search: no pruning, no symmetry"),
		workers:    fs.Int("workers", 0, "goroutines (0: every core)"),
		memory:     fs.Int("memory", 0, "transposition table cap in MB (0: 256)"),
		noSymmetry: fs.Bool("no-symmetry", false, "do not canonicalise positions under the automorphism group"),
		noThreats:  fs.Bool("no-threats", false, "do not prove wins by threat sequences (forcing moves answered by forced blocks)"),
		noRelevant: fs.Bool("no-relevance", false, "with --by, search cells in no set completable within the bound too"),
		search:     fs.String("search", "auto", "search: pn (proof-number), dfs (depth-first, deepening over the ply bound), value (alpha-beta over the game's value) or auto (by rule)"),
		maxNodes:   fs.Int64("max-nodes", 0, "stop an instance after this many nodes and answer \"unknown\" (0: no limit)"),
		limit:      fs.Duration("time", 0, "stop an instance after this long (e.g. 90s, 2h) and answer \"unknown\" (0: no limit)"),
	}
}

func (o gameOpts) options(env *cli.Env, label string) (positional.Options, error) {
	workers, err := runctl.Workers(*o.workers)
	if err != nil {
		return positional.Options{}, cli.Usagef("%v", err)
	}
	if *o.memory < 0 {
		return positional.Options{}, cli.Usagef("--memory %d: want MB ≥ 1 (0: 256)", *o.memory)
	}
	search, err := positional.ParseSearch(*o.search)
	if err != nil {
		return positional.Options{}, cli.Usagef("--%v", err)
	}
	if *o.maxNodes < 0 {
		return positional.Options{}, cli.Usagef("--max-nodes %d: want a node count ≥ 1 (0: no limit)", *o.maxNodes)
	}
	if *o.limit < 0 {
		return positional.Options{}, cli.Usagef("--time %v: want a duration > 0 (0: no limit)", *o.limit)
	}
	opt := positional.Options{Plain: *o.plain, Workers: workers, MemoryMB: *o.memory, NoSymmetry: *o.noSymmetry,
		NoThreats: *o.noThreats, NoRelevance: *o.noRelevant, Search: search, MaxNodes: *o.maxNodes}
	if *o.limit > 0 {
		opt.Deadline = time.Now().Add(*o.limit)
	}
	// Without a label the progress lines are the run's (game.Run.Logf).
	if !env.Quiet && label != "" {
		opt.Progress = func(p positional.Progress) {
			note := ""
			if p.Note != "searching" {
				note = ", " + p.Note
			}
			env.Logf("%s: %s nodes, %.0f s (%s nodes/s)%s\n", label, runctl.Human(float64(p.Nodes)), p.Seconds, runctl.Human(float64(p.Nodes)/p.Seconds), note)
		}
	}
	return opt, nil
}

func gameFileArg(env *cli.Env, n int) error {
	if len(env.Args) != n {
		return cli.Usagef("want %d argument(s), got %d (see --help)", n, len(env.Args))
	}
	return nil
}

// gameRun is the run control of a game verb, from its flags.
func gameRun(env *cli.Env, opt positional.Options, ckpt string, sh runctl.Shard) game.Run {
	run := game.Run{Options: opt, Checkpoint: ckpt, TableEvery: *tableEvery, Shard: sh,
		Warnf: func(format string, a ...any) { fmt.Fprintf(env.Stderr, format, a...) }}
	if !env.Quiet {
		run.Logf = env.Logf
	}
	return run
}

// gameRunErr turns a run's error into the CLI's: a checkpoint that is not
// this run's is bad input (exit 2), one that fails to save a failure.
func gameRunErr(err error) error {
	var ce *game.CheckpointError
	if errors.As(err, &ce) {
		if ce.Input {
			return cli.Usagef("--checkpoint: %v", ce.Err)
		}
		return cli.Failuref("--checkpoint: %v", ce.Err)
	}
	return err
}

func pliesPtr(p int) *int {
	if p < 0 {
		return nil
	}
	return &p
}

func gameSolve(env *cli.Env, o gameOpts, by int, ckpt string, sh runctl.Shard) error {
	if err := gameFileArg(env, 1); err != nil {
		return err
	}
	if by < 0 {
		return cli.Usagef("--by %d: want a number of plies ≥ 1", by)
	}
	if ckpt != "" && *tableEvery <= 0 {
		return cli.Usagef("--table-every %v: want a duration > 0", *tableEvery)
	}
	opt, err := o.options(env, "")
	if err != nil {
		return err
	}
	in, err := game.ReadFile(env.Args[0])
	if err != nil {
		return err
	}
	res, err := game.SolveFile(in, by, gameRun(env, opt, ckpt, sh), func(a game.LineAnswer) {
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
	bad, partial, err := game.MovesFile(in, gameRun(env, opt, ckpt, sh), func(a game.MovesLine) {
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
	if res.Outcome != "" {
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

// gamePick returns the instance on line k (0: the first non-blank line).
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

func gameCert(env *cli.Env, o gameOpts, k int, out string, compact bool, claim string) error {
	if err := gameFileArg(env, 1); err != nil {
		return err
	}
	if out == "" {
		return cli.Usagef("--out CERT is required")
	}
	g, err := gamePick(env.Args[0], k)
	if err != nil {
		return err
	}
	opt, err := o.options(env, env.Args[0])
	if err != nil {
		return err
	}
	var claims []positional.CompactClaim
	if compact && claim != "" {
		cl, err := positional.ParseCompactClaim(claim)
		if err != nil {
			return cli.Usagef("--claim %q: %v", claim, err)
		}
		claims = []positional.CompactClaim{cl}
	}
	c, err := game.Certify(g, out, opt, compact, claims)
	var ie *cli.InputError
	switch {
	case errors.As(err, &ie):
		return &cli.InputError{File: env.Args[0], Reason: ie.Message()}
	case errors.Is(err, positional.ErrStopped):
		return err
	case err != nil:
		return cli.Usagef("--out: %v", err)
	case compact:
		return gameCompactReport(env, c)
	}
	return gameCertReport(env, c)
}

func gameCertReport(env *cli.Env, c *game.Cert) error {
	o := struct {
		File     string        `json:"file"`
		Outcome  string        `json:"outcome"`
		Plies    *int          `json:"plies"`
		Lines    int64         `json:"lines"`
		Bytes    int64         `json:"bytes,omitempty"`
		WinPlies []game.WinPly `json:"win_plies"`
		Seconds  float64       `json:"seconds"`
	}{c.File, c.Outcome, pliesPtr(c.Plies), c.Lines, c.Bytes, c.WinPlies, env.Seconds()}
	if env.JSONOut {
		return env.JSON(o)
	}
	p := "none"
	if c.Plies >= 0 {
		p = fmt.Sprint(c.Plies)
	}
	env.Printf("%s: outcome %s, plies %s, %d lines\n", c.File, c.Outcome, p, c.Lines)
	for _, d := range c.WinPlies {
		env.Printf("  winning lines ending on ply %d: %d\n", d.Ply, d.Lines)
	}
	return nil
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
		}{c.File, true, c.Outcome, pliesPtr(c.Plies), c.Lines, c.Sections, c.WinPlies, c.Plies >= 0})
	}
	env.Printf("%s: valid certificate (rules alone); its plies are an upper bound: the strategy wins within them, a shorter win is not ruled out\n", c.File)
	return gameCertReport(env, c)
}
