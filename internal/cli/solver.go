package cli

import (
	"flag"
	"time"

	"plylab/data/runctl"
	"plylab/engine/positional"
)

// SolverFlags are the flags of the verbs that run the positional
// solver (plylab game solve, moves, cert), declared by NewSolverFlags.
type SolverFlags struct {
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

// NewSolverFlags declares the solver flags on fs.
func NewSolverFlags(fs *flag.FlagSet) *SolverFlags {
	return &SolverFlags{
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

// Options are the solver options the flags give; a bad value is bad
// input. A label names the instance in the progress lines on stderr
// (none when empty or under --quiet).
func (o *SolverFlags) Options(env *Env, label string) (positional.Options, error) {
	workers, err := Workers(*o.workers)
	if err != nil {
		return positional.Options{}, err
	}
	if *o.memory < 0 {
		return positional.Options{}, Usagef("--memory %d: want MB ≥ 1 (0: 256)", *o.memory)
	}
	search, err := positional.ParseSearch(*o.search)
	if err != nil {
		return positional.Options{}, Usagef("--%v", err)
	}
	if *o.maxNodes < 0 {
		return positional.Options{}, Usagef("--max-nodes %d: want a node count ≥ 1 (0: no limit)", *o.maxNodes)
	}
	if *o.limit < 0 {
		return positional.Options{}, Usagef("--time %v: want a duration > 0 (0: no limit)", *o.limit)
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
