package main

import (
	"fmt"
	"strings"
	"syscall"
	"time"

	"plylab/data/runctl"
	"plylab/engine/hex"
	"plylab/engine/hex/hexsat"
	"plylab/internal/cli"
)

// The SAT census (plylab hex census --method sat): engine/hex/hexsat.

const hexSatCensusKind = "hex.census.sat"

type hexSatParams struct {
	Rows      int      `json:"rows"`
	Cols      int      `json:"cols"`
	Adjacency string   `json:"adjacency"`
	Solver    string   `json:"solver"`
	Checker   string   `json:"checker"`
	HalfTurn  bool     `json:"half_turn"`
	Shortest  bool     `json:"shortest"`
	SeedLen   int      `json:"seed_len"`
	Fix       []string `json:"fix"`
	Multi     int      `json:"multi"`
	LexLeader bool     `json:"lex_leader"`
	AMO       string   `json:"amo"`
}

type hexSatState struct {
	Chains   [][]int    `json:"chains"`
	Pairings [][][2]int `json:"pairings"`
}

type hexSatStatsJSON struct {
	Models          int     `json:"models"`
	InvalidModels   int     `json:"invalid_models"`
	MinimizeChecks  int     `json:"minimize_checks"`
	PairVars        int     `json:"pair_vars"`
	AuxVars         int     `json:"aux_vars"`
	Clauses         int     `json:"clauses"`
	ChainClauseLits int     `json:"chain_clause_lits"`
	SolveCalls      int     `json:"solve_calls"`
	SolveSeconds    float64 `json:"solve_seconds"`
	CheckSeconds    float64 `json:"check_seconds"`
	Conflicts       *int64  `json:"conflicts"`
}

type hexSatJSON struct {
	Rows      int      `json:"rows"`
	Cols      int      `json:"cols"`
	Adjacency string   `json:"adjacency"`
	Method    string   `json:"method"`
	Solver    string   `json:"solver"`
	Checker   string   `json:"checker"`
	HalfTurn  bool     `json:"half_turn"`
	Shortest  bool     `json:"shortest"`
	SeedLen   int      `json:"seed_len"`
	Fix       []string `json:"fix"`
	Multi     int      `json:"multi"`
	LexLeader bool     `json:"lex_leader"`
	AMO       string   `json:"amo"`
	Pairings  int      `json:"pairings"`
	// Orbits is the number of pairings up to the half-turn.
	Orbits int `json:"orbits"`
	// ChainClauses is the number of chain clauses the proof needed
	// (distinct minimal chains, half-turn images and seeds included);
	// Resumed of them came from a checkpoint, Images are half-turn images,
	// Seeded were listed up front (--seed-len).
	ChainClauses  int             `json:"chain_clauses"`
	Resumed       int             `json:"resumed"`
	Images        int             `json:"images"`
	Seeded        int             `json:"seeded"`
	MinimalChains *uint64         `json:"minimal_chains"`
	AllRules      bool            `json:"all_rules"`
	EveryCell     bool            `json:"every_cell"`
	AllHalfTurn   bool            `json:"all_half_turn"`
	RecheckedBy   string          `json:"rechecked_by"`
	Solver_       hexSatStatsJSON `json:"solver_stats"`
	Seconds       float64         `json:"seconds"`
	// CPUSeconds is the process' CPU time (user and system), the measure
	// that means something on a shared machine.
	CPUSeconds float64          `json:"cpu_seconds"`
	List       []hexPairingJSON `json:"list"`
}

func hexParsePair(b *hex.Board, s string) ([2]int, error) {
	var r1, c1, r2, c2 int
	if _, err := fmt.Sscanf(s, "%d,%d-%d,%d", &r1, &c1, &r2, &c2); err != nil {
		return [2]int{}, fmt.Errorf("pair %q: want r,c-r,c", s)
	}
	if !b.In(r1, c1) || !b.In(r2, c2) {
		return [2]int{}, fmt.Errorf("pair %q is off the %v board", s, b)
	}
	a, d := b.Cell(r1, c1), b.Cell(r2, c2)
	if !hexsat.UsefulPair(b, a, d) {
		return [2]int{}, fmt.Errorf("pair %q lies on no minimal chain (same cell, or both on one of Across's edges)", s)
	}
	return [2]int{a, d}, nil
}

func hexSatCensus(env *cli.Env, b *hex.Board, o hexsat.Options, fix []string, countChains bool, ckpt string) error {
	params := hexSatParams{Rows: b.Rows, Cols: b.Cols, Adjacency: b.Adj.String(), Solver: o.Solver.String(), Checker: o.Checker.String(),
		HalfTurn: o.HalfTurn, Shortest: o.Shortest, SeedLen: o.SeedLen, Fix: fix, Multi: o.Multi, LexLeader: o.LexLeader, AMO: hexAMOName(o)}
	if params.Fix == nil {
		params.Fix = []string{}
	}
	state := hexSatState{Chains: [][]int{}, Pairings: [][][2]int{}}
	ck, err := runctl.OpenCheckpoint(ckpt, hexSatCensusKind, params, &state)
	if err != nil {
		return cli.Usagef("%v", err)
	}
	if ck.Resumed() {
		env.Logf("resuming from %s: %d chain clauses, %d pairings\n", ckpt, len(state.Chains), len(state.Pairings))
	}
	// Written at once, so that an unwritable path is bad input (exit 2)
	// before the run rather than a lost checkpoint after it.
	if err := ck.Save(state); err != nil {
		return cli.Usagef("--checkpoint %s: %v", ckpt, err)
	}
	if ckpt != "" {
		o.ResumeChains, o.ResumePairings = state.Chains, state.Pairings
	}
	// After the first failed save no other is tried; the run then fails
	// (exit 2) without printing its answer.
	save := func() {
		if ck.Err() == nil {
			if err := ck.Save(state); err != nil {
				env.Logf("checkpoint %s: %v\n", ckpt, err)
			}
		}
	}
	o.OnChain = func(ch []int) {
		if ckpt != "" {
			state.Chains = append(state.Chains, append([]int(nil), ch...))
		}
	}
	o.OnPairing = func(ps [][2]int) {
		if ckpt != "" {
			state.Pairings = append(state.Pairings, ps)
		}
	}
	start := time.Now()
	last := start
	o.Progress = func(s hexsat.Stats) {
		if ck.Err() == nil && ck.Due() {
			save()
		}
		if env.Quiet || time.Since(last) < 2*time.Second {
			return
		}
		last = time.Now()
		el := time.Since(start).Seconds()
		env.Logf("hex census --method sat %v: %d models, %d chain clauses, %d pairings, %.1f models/s (solver %.0f s, checker %.0f s)\n",
			b, s.Models, s.ChainClauses, s.Recorded, float64(s.Models)/el, s.SolveSeconds, s.CheckSeconds)
	}
	res, err := hexsat.Census(b, o)
	if err != nil {
		return cli.Usagef("%v", err) // the solver could not be run, or stopped: the environment, exit 2
	}
	save()
	if err := ck.Err(); err != nil {
		return cli.Usagef("checkpoint %s could not be written: %v (the census ran to the end; its answer was not printed)", ckpt, err)
	}
	st := res.Stats
	out := hexSatJSON{Rows: b.Rows, Cols: b.Cols, Adjacency: b.Adj.String(), Method: "sat", Solver: params.Solver, Checker: params.Checker,
		HalfTurn: o.HalfTurn, Shortest: o.Shortest, SeedLen: o.SeedLen, Fix: params.Fix, Multi: o.Multi, LexLeader: o.LexLeader, AMO: params.AMO,
		Pairings: len(res.Pairings), Orbits: res.Orbits,
		ChainClauses: st.ChainClauses, Resumed: st.Resumed, Images: st.Images, Seeded: st.Seeded,
		AllRules: true, EveryCell: true, AllHalfTurn: true, RecheckedBy: "dp", List: []hexPairingJSON{},
		Solver_: hexSatStatsJSON{Models: st.Models, InvalidModels: st.Invalid, MinimizeChecks: st.MinimizeChecks, PairVars: st.PairVars,
			AuxVars: st.AuxVars, Clauses: st.Clauses, ChainClauseLits: st.ChainClauseLits, SolveCalls: st.SolveCalls,
			SolveSeconds: st.SolveSeconds, CheckSeconds: st.CheckSeconds}}
	if st.Conflicts >= 0 {
		c := st.Conflicts
		out.Solver_.Conflicts = &c
	}
	// Every pairing is checked again by a second method: the frontier
	// search when the census used a walk, the essay's pruned walk
	// otherwise (to 8 × 9; past it the walk is out of reach and the
	// frontier search re-checks).
	if o.Checker == hexsat.DP && b.Cells <= 72 {
		out.RecheckedBy = "walk"
	}
	for _, p := range res.Pairings {
		var ok bool
		if out.RecheckedBy == "walk" {
			ok = hex.CheckWalk(p).Holds
		} else {
			r, err := hex.CheckDP(p, hex.CheckDPOptions{})
			if err != nil {
				return err
			}
			ok = r.Holds
		}
		if !ok {
			return fmt.Errorf("the census recorded %s, which the second check says misses a chain (bug)", p.Key())
		}
		po := hexPairingOut(b, p)
		out.AllRules = out.AllRules && len(po.Rules) > 0
		out.EveryCell = out.EveryCell && po.Complete
		out.AllHalfTurn = out.AllHalfTurn && po.HalfTurn
		out.List = append(out.List, po)
	}
	sortPairingList(out.List)
	if countChains {
		n := hex.CountChains(b)
		out.MinimalChains = &n
	}
	out.Seconds = env.Seconds()
	out.CPUSeconds = hexCPUSeconds()
	if env.JSONOut {
		return env.JSON(out)
	}
	env.Printf("%v: %d pairings (SAT census, %s, %s checker), %d chain clauses", b, out.Pairings, out.Solver, out.Checker, out.ChainClauses)
	if out.MinimalChains != nil {
		env.Printf(" of %d minimal chains", *out.MinimalChains)
	}
	env.Printf(", %d models, %.2f s (%.2f s CPU)\n", st.Models, out.Seconds, out.CPUSeconds)
	for _, p := range out.List {
		name := "no rule"
		if len(p.Rules) > 0 {
			name = strings.Join(p.Rules, "=")
		}
		env.Printf("  %-8s %d pairs, every cell used: %v, half-turn symmetric: %v\n", name, len(p.Pairs), p.Complete, p.HalfTurn)
	}
	return nil
}

// hexCPUSeconds is the CPU time of this process so far, and of the child
// processes it has waited for (the cadical solver's runs).
func hexCPUSeconds() float64 {
	t := 0.0
	for _, who := range []int{syscall.RUSAGE_SELF, syscall.RUSAGE_CHILDREN} {
		var ru syscall.Rusage
		if syscall.Getrusage(who, &ru) == nil {
			t += float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
		}
	}
	return t
}

func hexAMOName(o hexsat.Options) string {
	if o.PairwiseAMO {
		return "pairwise"
	}
	return "ladder"
}

// hexStringList is a repeatable string flag.
type hexStringList []string

func (l *hexStringList) String() string     { return strings.Join(*l, " ") }
func (l *hexStringList) Set(s string) error { *l = append(*l, s); return nil }
