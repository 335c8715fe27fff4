package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"plylab/engine/positional"
	"plylab/internal/cli"
	"plylab/data/runctl"
)

// The positional-game solver: game solve, moves, cert, check.
// `game gen` and `game qbf` are registered from their own file.

const (
	gameSolveKind = "game.solve"
	gameMovesKind = "game.moves"
	gameMaxLine   = 64 << 20
)

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
	runctl.RegisterMerger(gameSolveKind, mergeGameSolve)
	runctl.RegisterMerger(gameMovesKind, mergeGameMoves)
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
	if !env.Quiet {
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

// gameLine is one non-blank input line.
type gameLine struct {
	no   int
	text []byte
	// long: the line is over gameMaxLine; it is answered with an error
	// naming the limit, and the other lines are read on.
	long bool
}

// parse reads the line's instance.
func (l gameLine) parse() (*positional.Game, error) {
	if l.long {
		return nil, fmt.Errorf("line longer than the %d MiB limit of one instance", gameMaxLine>>20)
	}
	_, g, err := positional.ParseInstance(l.text)
	return g, err
}

func gameRead(env *cli.Env, path string) ([]gameLine, error) {
	var r io.Reader
	if path == "-" {
		r = os.Stdin
	} else {
		f, err := os.Open(path)
		if err != nil {
			return nil, &cli.InputError{File: path, Reason: err.Error()}
		}
		defer f.Close()
		r = f
	}
	br := bufio.NewReaderSize(r, 1<<16)
	var out []gameLine
	no := 0
	var buf []byte
	for {
		// One line, kept up to gameMaxLine and skipped past it.
		buf, long := buf[:0], false
		var err error
		for {
			var frag []byte
			frag, err = br.ReadSlice('\n')
			if !long && len(buf)+len(frag) <= gameMaxLine+1 {
				buf = append(buf, frag...)
			} else {
				long, buf = true, buf[:0]
			}
			if err != bufio.ErrBufferFull {
				break
			}
		}
		if err != nil && err != io.EOF {
			return nil, &cli.InputError{File: path, Line: no + 1, Reason: err.Error()}
		}
		if len(buf) > 0 || long {
			no++
			if t := bytes.TrimSpace(buf); long || len(t) > 0 {
				out = append(out, gameLine{no: no, text: append([]byte(nil), t...), long: long})
			}
		}
		if err == io.EOF {
			return out, nil
		}
	}
}

func gameFileArg(env *cli.Env, n int) error {
	if len(env.Args) != n {
		return cli.Usagef("want %d argument(s), got %d (see --help)", n, len(env.Args))
	}
	return nil
}

type gameAnswer struct {
	Outcome string  `json:"outcome"`
	Plies   *int    `json:"plies"`
	Nodes   int64   `json:"nodes"`
	Seconds float64 `json:"seconds"`
}

type gameWinsBy struct {
	WinsBy  int     `json:"wins_by"`
	Wins    bool    `json:"wins"`
	Plies   *int    `json:"plies"`
	Nodes   int64   `json:"nodes"`
	Seconds float64 `json:"seconds"`
}

// gameSolveParams key a game solve checkpoint: the input by its content
// (never its file name, so an edited file or another stdin is refused and
// ./f and /abs/f are one run) and every flag that changes an answer.
type gameSolveParams struct {
	Input string `json:"input"`
	By    int    `json:"by"`
	Plain bool   `json:"plain"`
	// Shard keeps the checkpoints of different shards apart; empty for
	// the whole run (so older checkpoints still load).
	Shard string `json:"shard,omitempty"`
}

type gameSolveState struct {
	Done map[int]json.RawMessage `json:"done"` // input line → answer line
}

// gameInput identifies an input for the shards of one run: the file's base
// name (paths differ between machines), a digest of its non-blank lines and
// their number.
type gameInput struct {
	File      string `json:"file"`
	Input     string `json:"input"`
	Instances int    `json:"instances"`
}

func gameInputOf(path string, lines []gameLine) gameInput {
	h := sha256.New()
	for _, l := range lines {
		fmt.Fprintf(h, "%d:%s\n", l.no, l.text)
	}
	return gameInput{File: filepath.Base(path), Input: "sha256:" + hex.EncodeToString(h.Sum(nil))[:32], Instances: len(lines)}
}

// gameSolvePartialParams must agree across the shards of one game solve run.
type gameSolvePartialParams struct {
	gameInput
	By    int  `json:"by"`
	Plain bool `json:"plain"`
}

// gameSolvePartial is what game solve --shard prints.
type gameSolvePartial struct {
	Kind    string                 `json:"kind"`
	Params  gameSolvePartialParams `json:"params"`
	Shard   string                 `json:"shard"`
	Answers []gameSolveLine        `json:"answers"`
	Seconds float64                `json:"seconds"`
}

// gameSolveLine is one answered input line: Output is the line the single
// run prints for it, byte for byte.
type gameSolveLine struct {
	Line   int             `json:"line"`
	Output json.RawMessage `json:"output"`
}

// gameOutputBad reports whether an answer line is an error answer.
func gameOutputBad(b []byte) bool {
	var v struct {
		Error *string `json:"error"`
	}
	return json.Unmarshal(b, &v) == nil && v.Error != nil
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
	path := env.Args[0]
	lines, err := gameRead(env, path)
	if err != nil {
		return err
	}
	params := gameSolveParams{Input: gameInputOf(path, lines).Input, By: by, Plain: *o.plain}
	if !sh.Whole() {
		params.Shard = sh.String()
	}
	state := gameSolveState{Done: map[int]json.RawMessage{}}
	ck, err := runctl.OpenCheckpoint(ckpt, gameSolveKind, params, &state)
	if err != nil {
		return cli.Usagef("--checkpoint: %v", err)
	}
	if state.Done == nil {
		state.Done = map[int]json.RawMessage{}
	}
	// Written at once, so that an unwritable path is bad input (exit 2).
	if err := ck.Save(state); err != nil {
		return cli.Usagef("--checkpoint: %v", err)
	}
	partial := gameSolvePartial{Kind: gameSolveKind, Params: gameSolvePartialParams{gameInputOf(path, lines), by, *o.plain},
		Shard: sh.String(), Answers: []gameSolveLine{}}
	emit := func(no int, b []byte) {
		if sh.Whole() {
			env.Printf("%s\n", b)
			return
		}
		partial.Answers = append(partial.Answers, gameSolveLine{no, append([]byte(nil), b...)})
	}
	bad := 0
	for k, l := range lines {
		if !sh.Owns(uint64(k)) {
			continue
		}
		if rec, ok := state.Done[l.no]; ok {
			var cb bytes.Buffer
			if err := json.Compact(&cb, rec); err != nil {
				return cli.Usagef("--checkpoint: %v", err)
			}
			rec = cb.Bytes()
			emit(l.no, rec)
			if gameOutputBad(rec) {
				bad++
			}
			continue
		}
		var out any
		g, perr := l.parse()
		id := gameID(l.text)
		if perr == nil {
			opt, err := o.options(env, fmt.Sprintf("%s:%d %s", path, l.no, id))
			if err != nil {
				return err
			}
			if ckpt != "" {
				// The running instance's proved and disproved positions,
				// so that one long search resumes after a kill; removed
				// once the instance is answered.
				opt.TableFile = fmt.Sprintf("%s.line-%d.table", ckpt, l.no)
				if *tableEvery <= 0 {
					return cli.Usagef("--table-every %v: want a duration > 0", *tableEvery)
				}
				opt.TableEvery = *tableEvery
			}
			if by > 0 {
				win, res, err := positional.WinsBy(g, by, opt)
				perr = err
				out = struct {
					ID     string     `json:"id"`
					Answer gameWinsBy `json:"answer"`
				}{id, gameWinsBy{WinsBy: by, Wins: win, Plies: pliesPtr(res.Plies), Nodes: res.Nodes, Seconds: res.Seconds}}
			} else {
				res, err := positional.Solve(g, opt)
				perr = err
				if res.Resumed > 0 {
					env.Logf("%s:%d: resumed from %d positions of %s\n", path, l.no, res.Resumed, opt.TableFile)
				}
				out = struct {
					ID     string     `json:"id"`
					Answer gameAnswer `json:"answer"`
				}{id, gameAnswer{res.Outcome, pliesPtr(res.Plies), res.Nodes, res.Seconds}}
			}
		}
		stopped := errors.Is(perr, positional.ErrStopped)
		if stopped {
			// A budget (--max-nodes, --time) ran out: the answer is
			// "unknown" with the statistics so far; it is not input
			// error, and it is not kept in the checkpoint, so a resumed
			// run with a larger budget asks again.
			fmt.Fprintf(env.Stderr, "%s:%d: %v\n", path, l.no, perr)
			perr = nil
		}
		if perr != nil {
			bad++
			fmt.Fprintf(env.Stderr, "%s:%d: %v\n", path, l.no, perr)
			out = struct {
				ID    string `json:"id"`
				Line  int    `json:"line"`
				Error string `json:"error"`
			}{id, l.no, perr.Error()}
		}
		b, err := json.Marshal(out)
		if err != nil {
			return err
		}
		emit(l.no, b)
		if ckpt != "" && !stopped {
			os.Remove(fmt.Sprintf("%s.line-%d.table", ckpt, l.no))
		}
		if ck != nil && !stopped {
			state.Done[l.no] = b
			// Saved when due, not at every line: the whole state is
			// rewritten, so saving every line was quadratic in the lines.
			if err := ck.SaveDue(state); err != nil {
				return cli.Usagef("--checkpoint: %v", err)
			}
		}
	}
	if err := ck.Save(state); err != nil {
		return cli.Usagef("--checkpoint: %v", err)
	}
	if !sh.Whole() {
		partial.Seconds = env.Seconds()
		env.Logf("game solve shard %s: %d of %d instances in %.1f s\n", partial.Shard, len(partial.Answers), len(lines), partial.Seconds)
		if err := env.JSON(partial); err != nil {
			return err
		}
	}
	if bad > 0 {
		return &cli.InputError{File: path, Reason: fmt.Sprintf("%d bad line(s), answered with an error", bad)}
	}
	return nil
}

// mergeGameSolve puts the shards' answer lines back in input order: the
// single run's output.
func mergeGameSolve(params json.RawMessage, parts []json.RawMessage) (any, error) {
	var pp gameSolvePartialParams
	if err := json.Unmarshal(params, &pp); err != nil {
		return nil, err
	}
	byLine := map[int]json.RawMessage{}
	var order []int
	bad := 0
	for i, raw := range parts {
		var p gameSolvePartial
		if err := json.Unmarshal(raw, &p); err != nil {
			return nil, fmt.Errorf("shard %d: %v", i, err)
		}
		for _, a := range p.Answers {
			if _, dup := byLine[a.Line]; dup {
				return nil, fmt.Errorf("line %d of %s answered by two shards", a.Line, pp.File)
			}
			byLine[a.Line] = a.Output
			order = append(order, a.Line)
			if gameOutputBad(a.Output) {
				bad++
			}
		}
	}
	if len(order) != pp.Instances {
		return nil, fmt.Errorf("the shards answer %d of the %d instances of %s", len(order), pp.Instances, pp.File)
	}
	sort.Ints(order)
	out := runctl.JSONLines{}
	for _, no := range order {
		out.Lines = append(out.Lines, byLine[no])
	}
	if bad > 0 {
		out.Failure = fmt.Sprintf("%s: %d bad line(s), answered with an error", pp.File, bad)
	}
	return out, nil
}

type gameMoveJSON struct {
	Cell    int    `json:"cell"`
	Label   string `json:"label,omitempty"`
	Outcome string `json:"outcome"`
	Plies   *int   `json:"plies"`
}

// gameMovesJSON is the --json output of game moves for one instance (and of
// merge for its shards).
type gameMovesJSON struct {
	ID    string         `json:"id"`
	Moves []gameMoveJSON `json:"moves"`
	// The start position's value: the side to move's best choice.
	Outcome string `json:"outcome"`
	Plies   *int   `json:"plies"`
	Best    []int  `json:"best"`
}

// gameMovesValue fills in the start position's value from the moves (in
// cell order) with positional.BestMove; win is the outcome that is a win
// for the side to move.
func gameMovesValue(id, win string, mj []gameMoveJSON) gameMovesJSON {
	out := gameMovesJSON{ID: id, Moves: mj, Best: []int{}}
	vals := make([]positional.MoveValue, len(mj))
	for i, m := range mj {
		vals[i] = positional.MoveValue{Cell: m.Cell, Outcome: m.Outcome, Plies: -1}
		if m.Plies != nil {
			vals[i].Plies = *m.Plies
		}
	}
	best, ok := positional.BestMove(win, vals)
	if !ok {
		return out
	}
	out.Outcome, out.Plies = best.Outcome, pliesPtr(best.Plies)
	for _, v := range vals {
		if v.Outcome == best.Outcome && v.Plies == best.Plies {
			out.Best = append(out.Best, v.Cell)
		}
	}
	return out
}

// gameMovesParams key a game moves checkpoint, by content as gameSolveParams.
type gameMovesParams struct {
	Input string `json:"input"`
	Plain bool   `json:"plain"`
	Shard string `json:"shard,omitempty"` // as in gameSolveParams
}

type gameMovesState struct {
	Moves map[int][]positional.MoveValue `json:"moves"` // input line → values found
	Done  map[int]bool                   `json:"done"`
}

// gameMovesPartialParams must agree across the shards of one game moves run.
type gameMovesPartialParams struct {
	gameInput
	Plain bool   `json:"plain"`
	ID    string `json:"id"`
	// ToMove is the outcome that is a win for the side to move.
	ToMove    string `json:"to_move"`
	RootMoves int    `json:"root_moves"`
}

// gameMovesPartial is what game moves --shard prints.
type gameMovesPartial struct {
	Kind    string                 `json:"kind"`
	Params  gameMovesPartialParams `json:"params"`
	Shard   string                 `json:"shard"`
	Moves   []gameMoveJSON         `json:"moves"`
	Seconds float64                `json:"seconds"`
}

func gameMoves(env *cli.Env, o gameOpts, ckpt string, sh runctl.Shard) error {
	if err := gameFileArg(env, 1); err != nil {
		return err
	}
	path := env.Args[0]
	lines, err := gameRead(env, path)
	if err != nil {
		return err
	}
	if !sh.Whole() && len(lines) != 1 {
		return &cli.InputError{File: path, Reason: fmt.Sprintf("--shard splits the root moves of one game: the file must hold one instance, not %d", len(lines))}
	}
	params := gameMovesParams{Input: gameInputOf(path, lines).Input, Plain: *o.plain}
	if !sh.Whole() {
		params.Shard = sh.String()
	}
	state := gameMovesState{Moves: map[int][]positional.MoveValue{}, Done: map[int]bool{}}
	ck, err := runctl.OpenCheckpoint(ckpt, gameMovesKind, params, &state)
	if err != nil {
		return cli.Usagef("--checkpoint: %v", err)
	}
	if state.Moves == nil {
		state.Moves = map[int][]positional.MoveValue{}
	}
	if state.Done == nil {
		state.Done = map[int]bool{}
	}
	// Written at once, so that an unwritable path is bad input (exit 2).
	if err := ck.Save(state); err != nil {
		return cli.Usagef("--checkpoint: %v", err)
	}
	bad := 0
	for _, l := range lines {
		g, perr := l.parse()
		id := gameID(l.text)
		var values []positional.MoveValue
		var win string
		root := 0
		if perr == nil {
			win, perr = g.MoverOutcome()
		}
		if perr == nil {
			opt, err := o.options(env, fmt.Sprintf("%s:%d %s", path, l.no, id))
			if err != nil {
				return err
			}
			have := state.Moves[l.no]
			values = append(values, have...)
			seen := map[int]bool{}
			for _, v := range have {
				seen[v.Cell] = true
			}
			// The root moves, dealt round-robin to the shards.
			var todo []int
			for c := 0; c < g.Cells; c++ {
				if gameClaimed(g, c) {
					continue
				}
				if sh.Owns(uint64(root)) && !seen[c] {
					todo = append(todo, c)
				}
				root++
			}
			if !state.Done[l.no] {
				var saveErr error
				mine := len(todo) + len(have)
				_, perr = positional.MoveValues(g, todo, opt, func(v positional.MoveValue) {
					values = append(values, v)
					if !sh.Whole() {
						p := "no length"
						if v.Plies >= 0 {
							p = fmt.Sprintf("%d plies", v.Plies)
						}
						env.Logf("%s shard %s: move %d: %s, %s (%d of %d moves, %.1f s)\n", id, sh, v.Cell, v.Outcome, p, len(values), mine, env.Seconds())
					}
					if ck != nil && saveErr == nil { // every move value
						state.Moves[l.no] = append(state.Moves[l.no], v)
						saveErr = ck.Save(state)
					}
				})
				if saveErr != nil {
					return cli.Failuref("--checkpoint: %v", saveErr)
				}
				if perr == nil && ck != nil {
					state.Done[l.no] = true
					if err := ck.Save(state); err != nil {
						return cli.Failuref("--checkpoint: %v", err)
					}
				}
			}
		}
		if perr != nil && !sh.Whole() {
			// Nothing half-written: a shard prints its partial or nothing.
			return &cli.InputError{File: path, Line: l.no, Reason: perr.Error()}
		}
		stopped := errors.Is(perr, positional.ErrStopped)
		if stopped {
			// A budget (--max-nodes, --time) ran out: the answer is
			// "unknown" with the statistics so far; it is not input
			// error, and it is not kept in the checkpoint, so a resumed
			// run with a larger budget asks again.
			fmt.Fprintf(env.Stderr, "%s:%d: %v\n", path, l.no, perr)
			perr = nil
		}
		if perr != nil {
			bad++
			fmt.Fprintf(env.Stderr, "%s:%d: %v\n", path, l.no, perr)
			if env.JSONOut {
				env.JSON(struct {
					ID    string `json:"id"`
					Line  int    `json:"line"`
					Error string `json:"error"`
				}{id, l.no, perr.Error()})
			} else {
				env.Printf("%s (line %d): error: %v\n", id, l.no, perr)
			}
			continue
		}
		sortMoves(values)
		mj := make([]gameMoveJSON, len(values))
		for i, v := range values {
			mj[i] = gameMoveJSON{Cell: v.Cell, Outcome: v.Outcome, Plies: pliesPtr(v.Plies)}
			if g.Labels != nil {
				mj[i].Label = g.Labels[v.Cell]
			}
		}
		if !sh.Whole() {
			// A shard always prints its partial as JSON (for plylab merge).
			p := gameMovesPartial{Kind: gameMovesKind, Shard: sh.String(), Moves: mj, Seconds: env.Seconds(),
				Params: gameMovesPartialParams{gameInputOf(path, lines), *o.plain, id, win, root}}
			env.Logf("game moves %s shard %s: %d of %d root moves in %.1f s\n", id, p.Shard, len(mj), root, p.Seconds)
			return env.JSON(p)
		}
		res := gameMovesValue(id, win, mj)
		if env.JSONOut {
			if err := env.JSON(res); err != nil {
				return err
			}
			continue
		}
		env.Printf("%s (line %d): %d moves\n", id, l.no, len(mj))
		if len(g.Shape) == 2 {
			env.Printf("%s", gameMoveMap(g, values))
		}
		for _, m := range mj {
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
				if g.Labels != nil {
					best = append(best, g.Labels[c])
				} else {
					best = append(best, fmt.Sprint(c))
				}
			}
			env.Printf("  value: %s, %s (best: %s)\n", res.Outcome, p, strings.Join(best, " "))
		}
	}
	if bad > 0 {
		return &cli.InputError{File: path, Reason: fmt.Sprintf("%d bad line(s)", bad)}
	}
	return nil
}

// mergeGameMoves joins the shards' root-move values into the single run's
// --json object, the start position's value chosen by positional.BestMove.
func mergeGameMoves(params json.RawMessage, parts []json.RawMessage) (any, error) {
	var pp gameMovesPartialParams
	if err := json.Unmarshal(params, &pp); err != nil {
		return nil, err
	}
	var mj []gameMoveJSON
	seen := map[int]bool{}
	for i, raw := range parts {
		var p gameMovesPartial
		if err := json.Unmarshal(raw, &p); err != nil {
			return nil, fmt.Errorf("shard %d: %v", i, err)
		}
		for _, m := range p.Moves {
			if seen[m.Cell] {
				return nil, fmt.Errorf("move %d of %s valued by two shards", m.Cell, pp.ID)
			}
			seen[m.Cell] = true
			mj = append(mj, m)
		}
	}
	if len(mj) != pp.RootMoves {
		return nil, fmt.Errorf("the shards value %d of the %d root moves of %s", len(mj), pp.RootMoves, pp.ID)
	}
	sort.Slice(mj, func(a, b int) bool { return mj[a].Cell < mj[b].Cell })
	return gameMovesValue(pp.ID, pp.ToMove, mj), nil
}

// gameID reads the "id" of a line that may not be a valid instance.
func gameID(line []byte) string {
	var v struct {
		ID any `json:"id"`
	}
	if json.Unmarshal(line, &v) != nil || v.ID == nil {
		return ""
	}
	if s, ok := v.ID.(string); ok {
		return s
	}
	return fmt.Sprint(v.ID)
}

func gameClaimed(g *positional.Game, c int) bool {
	for _, cs := range g.Claimed {
		for _, x := range cs {
			if x == c {
				return true
			}
		}
	}
	return false
}

func sortMoves(v []positional.MoveValue) {
	for i := 1; i < len(v); i++ {
		for j := i; j > 0 && v[j].Cell < v[j-1].Cell; j-- {
			v[j], v[j-1] = v[j-1], v[j]
		}
	}
}

// gameMoveMap draws a rows × cols move map: claimed cells as X (first
// mover) and O, free cells as the winner's initial and the plies.
func gameMoveMap(g *positional.Game, values []positional.MoveValue) string {
	rows, cols := g.Shape[0], g.Shape[1]
	cell := make([]string, g.Cells)
	for _, c := range g.Claimed[0] {
		cell[c] = "X"
	}
	for _, c := range g.Claimed[1] {
		cell[c] = "O"
	}
	for _, v := range values {
		s := v.Outcome[:1]
		if v.Plies >= 0 {
			s += fmt.Sprint(v.Plies)
		}
		cell[v.Cell] = s
	}
	var b strings.Builder
	for r := 0; r < rows; r++ {
		b.WriteString(" ")
		for c := 0; c < cols; c++ {
			fmt.Fprintf(&b, " %4s", cell[r*cols+c])
		}
		b.WriteString("\n")
	}
	return b.String()
}

// gamePick returns the instance on line k (0: the first non-blank line).
func gamePick(env *cli.Env, path string, k int) (*positional.Game, error) {
	if k < 0 {
		return nil, cli.Usagef("--line %d: want the instance's line number in %s, 1 or more (0: the first instance)", k, path)
	}
	lines, err := gameRead(env, path)
	if err != nil {
		return nil, err
	}
	for _, l := range lines {
		if k == 0 || l.no == k {
			g, err := l.parse()
			if err != nil {
				return nil, &cli.InputError{File: path, Line: l.no, Reason: err.Error()}
			}
			return g, nil
		}
	}
	if k == 0 {
		return nil, &cli.InputError{File: path, Reason: "no instance"}
	}
	last := 0
	if len(lines) > 0 {
		last = lines[len(lines)-1].no
	}
	return nil, &cli.InputError{File: path, Line: k, Reason: fmt.Sprintf("--line %d: no instance on this line (%d instances, the last on line %d)", k, len(lines), last)}
}

func gameCert(env *cli.Env, o gameOpts, k int, out string, compact bool, claim string) error {
	if err := gameFileArg(env, 1); err != nil {
		return err
	}
	if out == "" {
		return cli.Usagef("--out CERT is required")
	}
	g, err := gamePick(env, env.Args[0], k)
	if err != nil {
		return err
	}
	opt, err := o.options(env, env.Args[0])
	if err != nil {
		return err
	}
	if compact {
		return gameCompactCert(env, g, opt, out, claim)
	}
	// Write to a temporary file and rename: nothing half-written.
	var buf bytes.Buffer
	st, err := positional.WriteCertificate(&buf, g, opt)
	if err != nil {
		return &cli.InputError{File: env.Args[0], Reason: err.Error()}
	}
	data, err := gameGzipFor(out, buf.Bytes())
	if err != nil {
		return cli.Usagef("--out: %v", err)
	}
	tmp := out + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return cli.Usagef("--out: %v", err)
	}
	if err := os.Rename(tmp, out); err != nil {
		return cli.Usagef("--out: %v", err)
	}
	return gameCertReport(env, out, st.Outcome, st.Plies, st.Lines, st.WinPlies, int64(buf.Len()))
}

func gameCertReport(env *cli.Env, file, outcome string, plies int, lines int64, wp map[int]int64, size int64) error {
	type wpJSON struct {
		Ply   int   `json:"ply"`
		Lines int64 `json:"lines"`
	}
	var dist []wpJSON
	for p := 0; p <= 4096; p++ {
		if n, ok := wp[p]; ok {
			dist = append(dist, wpJSON{p, n})
		}
	}
	o := struct {
		File     string   `json:"file"`
		Outcome  string   `json:"outcome"`
		Plies    *int     `json:"plies"`
		Lines    int64    `json:"lines"`
		Bytes    int64    `json:"bytes,omitempty"`
		WinPlies []wpJSON `json:"win_plies"`
		Seconds  float64  `json:"seconds"`
	}{file, outcome, pliesPtr(plies), lines, size, dist, env.Seconds()}
	if env.JSONOut {
		return env.JSON(o)
	}
	p := "none"
	if plies >= 0 {
		p = fmt.Sprint(plies)
	}
	env.Printf("%s: outcome %s, plies %s, %d lines\n", file, outcome, p, lines)
	for _, d := range dist {
		env.Printf("  winning lines ending on ply %d: %d\n", d.Ply, d.Lines)
	}
	return nil
}

func gameCheck(env *cli.Env, k int) error {
	if err := gameFileArg(env, 2); err != nil {
		return err
	}
	g, err := gamePick(env, env.Args[0], k)
	if err != nil {
		return err
	}
	f, err := os.Open(env.Args[1])
	if err != nil {
		return &cli.InputError{File: env.Args[1], Reason: err.Error()}
	}
	defer f.Close()
	cr, err := gameCertReader(f)
	if err != nil {
		return &cli.InputError{File: env.Args[1], Reason: err.Error()}
	}
	br := bufio.NewReader(cr)
	if isCompact(br) {
		return gameCompactCheck(env, g, br)
	}
	cr = br
	rep, err := positional.CheckCertificate(cr, g)
	if err != nil {
		return gameCertRejected(env, err)
	}
	if env.JSONOut {
		type wpJSON struct {
			Ply   int   `json:"ply"`
			Lines int64 `json:"lines"`
		}
		var dist []wpJSON
		for p := 0; p <= 4096; p++ {
			if n, ok := rep.WinPlies[p]; ok {
				dist = append(dist, wpJSON{p, n})
			}
		}
		return env.JSON(struct {
			File     string   `json:"file"`
			Valid    bool     `json:"valid"`
			Outcome  string   `json:"outcome"`
			Plies    *int     `json:"plies"`
			Lines    int64    `json:"lines"`
			Sections []string `json:"sections"`
			WinPlies []wpJSON `json:"win_plies"`
			// The strategy's longest winning line: an upper bound on
			// the optimal length, not the optimum.
			PliesUpperBound bool `json:"plies_upper_bound"`
		}{env.Args[1], true, rep.Outcome, pliesPtr(rep.Plies), rep.Lines, rep.Sections, dist, rep.Plies >= 0})
	}
	env.Printf("%s: valid certificate (rules alone); its plies are an upper bound: the strategy wins within them, a shorter win is not ruled out\n", env.Args[1])
	return gameCertReport(env, env.Args[1], rep.Outcome, rep.Plies, rep.Lines, rep.WinPlies, 0)
}
