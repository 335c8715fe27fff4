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

// The positional-game family: the flags and reports its verbs share.
// Each verb is registered from its own file: game_solve.go, game_moves.go,
// game_cert.go, game_check.go, game_gen.go, game_qbf.go.

const gameLimits = `Size limits: at most 256 cells, 1,048,576 winning sets, 64 MiB per line.`

func init() {
	cli.RegisterFamily(cli.Family{Name: "game", Summary: "any positional game (cells, winning sets, a rule) solved exactly, with certificates"})
}

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
func gameRun(env *cli.Env, opt positional.Options, ckpt string, tableEvery time.Duration, sh runctl.Shard) game.Run {
	run := game.Run{Options: opt, Checkpoint: ckpt, TableEvery: tableEvery, Shard: sh,
		Warnf: func(format string, a ...any) { fmt.Fprintf(env.Stderr, format, a...) }}
	if !env.Quiet {
		run.Logf = env.Logf
	}
	return run
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

func pliesPtr(p int) *int {
	if p < 0 {
		return nil
	}
	return &p
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

func gameCertReport(env *cli.Env, c *game.Cert) error {
	o := struct {
		File     string        `json:"file"`
		Outcome  string        `json:"outcome"`
		Plies    *int          `json:"plies"`
		Lines    int64         `json:"lines"`
		Bytes    int64         `json:"bytes,omitempty"`
		WinPlies []game.WinPly `json:"win_plies"`
		Seconds  float64       `json:"seconds"`
	}{c.File, string(c.Outcome), pliesPtr(c.Plies), c.Lines, c.Bytes, c.WinPlies, env.Seconds()}
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

// The report of game cert --compact and of game check of a compact
// certificate (engine/positional/compact.go): a strategy tree whose leaves
// may be pairings, Erdős–Selfridge potentials, dead or out-of-reach sets,
// each re-proved by the checker; data/game writes and checks it.

// gameCompactReport prints a compact certificate written or checked.
func gameCompactReport(env *cli.Env, c *game.Cert) error {
	o := struct {
		File    string           `json:"file"`
		Valid   bool             `json:"valid"`
		Format  int              `json:"format"`
		Claims  []string         `json:"claims"`
		Nodes   int64            `json:"nodes"`
		Leaves  map[string]int64 `json:"leaves"`
		Bytes   int64            `json:"bytes,omitempty"`
		Seconds float64          `json:"seconds"`
	}{c.File, true, 2, c.Claims, c.Nodes, c.Leaves, c.Bytes, env.Seconds()}
	if env.JSONOut {
		return env.JSON(o)
	}
	env.Printf("%s: compact certificate, %d nodes\n", c.File, c.Nodes)
	for _, cl := range c.Claims {
		env.Printf("  claim: %s\n", cl)
	}
	var kinds []string
	for _, k := range []string{"over", "forced", "zone", "dead", "late", "bound", "pair", "es", "ref"} {
		if n := c.Leaves[k]; n > 0 {
			kinds = append(kinds, fmt.Sprintf("%s %d", k, n))
		}
	}
	env.Printf("  leaves: %s\n", strings.Join(kinds, ", "))
	return nil
}
