package pairing

import (
	"fmt"
	"time"

	"plylab/data/runctl"
	"plylab/engine/hex"
	"plylab/engine/hex/hexsat"
	"plylab/engine/inputerr"
)

// The SAT census as 'plylab hex census --method sat' runs it
// (engine/hex/hexsat): checkpoints, progress, and every pairing checked
// again by a second method.

type satParams struct {
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

type satState struct {
	Chains   [][]int    `json:"chains"`
	Pairings [][][2]int `json:"pairings"`
}

func amoName(o hexsat.Options) string {
	if o.PairwiseAMO {
		return "pairwise"
	}
	return "ladder"
}

// SatCensus is the pairing census of b posed as satisfiability with lazy
// chain clauses (hexsat.Census with o; o.OnChain, OnPairing, Progress and
// the Resume fields are set by the run). fix names o.Fix's pairs as
// written ("r,c-r,c"), for the record and the checkpoint; countChains also
// counts the minimal chains (by the walk). It does not shard (one solver
// holds the formula): run.Shard must be whole. A solver that cannot be run
// or stops is reported as *inputerr.Error (the environment, not the
// census).
func (run Run) SatCensus(b *hex.Board, o hexsat.Options, fix []string, countChains bool) (*SatCensusRow, error) {
	start := time.Now()
	if !run.Shard.Whole() {
		return nil, &inputerr.Error{Reason: "the SAT census does not shard (one solver holds the formula); use a checkpoint"}
	}
	ckpt := run.Checkpoint
	params := satParams{Rows: b.Rows, Cols: b.Cols, Adjacency: b.Adj.String(), Solver: o.Solver.String(), Checker: o.Checker.String(),
		HalfTurn: o.HalfTurn, Shortest: o.Shortest, SeedLen: o.SeedLen, Fix: fix, Multi: o.Multi, LexLeader: o.LexLeader, AMO: amoName(o)}
	if params.Fix == nil {
		params.Fix = []string{}
	}
	state := satState{Chains: [][]int{}, Pairings: [][][2]int{}}
	ck, err := runctl.OpenCheckpoint(ckpt, satCensusKind, params, &state)
	if err != nil {
		return nil, checkpointErr(true, "%w", err)
	}
	if ck.Resumed() {
		run.logf("resuming from %s: %d chain clauses, %d pairings\n", ckpt, len(state.Chains), len(state.Pairings))
	}
	// Written at once, so that an unwritable path is bad input before the
	// run rather than a lost checkpoint after it.
	if err := ck.Save(state); err != nil {
		return nil, checkpointErr(true, "--checkpoint %s: %w", ckpt, err)
	}
	if ckpt != "" {
		o.ResumeChains, o.ResumePairings = state.Chains, state.Pairings
	}
	// After the first failed save no other is tried; the run then fails
	// without its answer.
	save := func() {
		if ck.Err() == nil {
			if err := ck.Save(state); err != nil {
				run.logf("checkpoint %s: %v\n", ckpt, err)
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
	last := start
	o.Progress = func(s hexsat.Stats) {
		if ck.Err() == nil && ck.Due() {
			save()
		}
		if run.Logf == nil || time.Since(last) < 2*time.Second {
			return
		}
		last = time.Now()
		el := time.Since(start).Seconds()
		run.logf("hex census --method sat %v: %d models, %d chain clauses, %d pairings, %.1f models/s (solver %.0f s, checker %.0f s)\n",
			b, s.Models, s.ChainClauses, s.Recorded, float64(s.Models)/el, s.SolveSeconds, s.CheckSeconds)
	}
	res, err := hexsat.Census(b, o)
	if err != nil {
		return nil, &inputerr.Error{Err: err} // the solver could not be run, or stopped: the environment
	}
	save()
	if err := ck.Err(); err != nil {
		return nil, checkpointErr(false, "checkpoint %s could not be written: %w (the census ran to the end; its answer was not printed)", ckpt, err)
	}
	st := res.Stats
	out := &SatCensusRow{Rows: b.Rows, Cols: b.Cols, Adjacency: b.Adj.String(), Method: "sat", Solver: params.Solver, Checker: params.Checker,
		HalfTurn: o.HalfTurn, Shortest: o.Shortest, SeedLen: o.SeedLen, Fix: params.Fix, Multi: o.Multi, LexLeader: o.LexLeader, AMO: params.AMO,
		Pairings: len(res.Pairings), Orbits: res.Orbits,
		ChainClauses: st.ChainClauses, Resumed: st.Resumed, Images: st.Images, Seeded: st.Seeded,
		AllRules: true, EveryCell: true, AllHalfTurn: true, RecheckedBy: "dp", List: []KeptPairing{},
		SolverStats: satStats{Models: st.Models, InvalidModels: st.Invalid, MinimizeChecks: st.MinimizeChecks, PairVars: st.PairVars,
			AuxVars: st.AuxVars, Clauses: st.Clauses, ChainClauseLits: st.ChainClauseLits, SolveCalls: st.SolveCalls,
			SolveSeconds: st.SolveSeconds, CheckSeconds: st.CheckSeconds}}
	if st.Conflicts >= 0 {
		c := st.Conflicts
		out.SolverStats.Conflicts = &c
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
				return nil, err
			}
			ok = r.Holds
		}
		if !ok {
			return nil, fmt.Errorf("the census recorded %s, which the second check says misses a chain (bug)", p.Key())
		}
		po := pairingOut(b, p)
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
	out.Seconds = since(start)
	out.CPUSeconds = cpuSeconds()
	return out, nil
}
