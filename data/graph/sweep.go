package graph

import (
	"context"
	"encoding/json"
	"fmt"
	"sync/atomic"
	"time"

	"plylab/data/runctl"
	"plylab/engine/graphgames"
	"plylab/engine/inputerr"
)

// SweepKind is the kind of a sweep's result (runctl.Partial.Kind): a shard
// run's result is its partial result for runctl.Merge.
const SweepKind = "graph.check"

func init() { runctl.RegisterMerger(SweepKind, MergeSweep) }

// SweepParams select a ground-truth sweep as 'plylab graph check' runs it;
// they key its checkpoint and must agree across the shards of one run.
type SweepParams struct {
	Exhaustive bool           `json:"exhaustive"`
	MaxN       int            `json:"max_n"` // every labelled graph up to MaxN vertices (0 when not Exhaustive)
	Random     int            `json:"random"`
	RandomMaxN int            `json:"random_max_n"`
	Seed       uint64         `json:"seed"`
	Checks     []string       `json:"checks,omitempty"` // default all
	Limits     map[string]int `json:"limits,omitempty"` // per-check exhaustive caps (graphgames.SweepOptions.Limits)
}

// Run is how a sweep runs: goroutines (0: one per core), a checkpoint
// file that saves finished units every 30 s and resumes from them, the
// shard of the units this run does (the zero Shard: all), progress lines
// through Logf and checkpoint problems met on the way through Warnf (each
// may be nil), and Cancel, which when closed starts no more units.
type Run struct {
	Workers    int
	Checkpoint string
	Shard      runctl.Shard
	Logf       func(format string, a ...any)
	Warnf      func(format string, a ...any)
	Cancel     <-chan struct{}
}

// SweepResult is what a sweep found: one tally per (check, mode, n) and
// the totals per check (the last is "all"). It is what 'plylab graph check
// --json' prints, and for a shard run (Shard set) its partial result.
type SweepResult struct {
	Kind          string             `json:"kind"`
	Params        SweepParams        `json:"params"`
	Shard         string             `json:"shard,omitempty"`
	Rows          []graphgames.Tally `json:"rows"`
	Totals        []graphgames.Tally `json:"totals"`
	Instances     uint64             `json:"instances"`
	Disagreements uint64             `json:"disagreements"`
	Units         int                `json:"units"`
	Seconds       float64            `json:"seconds"`
	// CheckpointErr is a checkpoint save that failed during the run (no
	// more were tried; the result is complete, the checkpoint is not).
	CheckpointErr error `json:"-"`
}

// CheckpointError is a checkpoint that cannot be used, which is bad input:
// the file Path is not one of this run, or (Save) cannot be written at the
// start.
type CheckpointError struct {
	Path string
	Save bool
	Err  error
}

func (e *CheckpointError) Error() string {
	if e.Save {
		return fmt.Sprintf("checkpoint %s: %v", e.Path, e.Err)
	}
	return e.Err.Error()
}
func (e *CheckpointError) Unwrap() error { return e.Err }

// Sweep is a planned sweep: its units of work, in a fixed order.
type Sweep struct {
	params SweepParams
	units  []graphgames.SweepUnit
}

// NewSweep plans a sweep; unknown checks or limits are *inputerr.Error.
// MaxN counts only for an Exhaustive sweep (it is set to 0 otherwise).
func NewSweep(p SweepParams) (*Sweep, error) {
	if !p.Exhaustive {
		p.MaxN = 0
	}
	units, err := graphgames.PlanSweep(graphgames.SweepOptions{Checks: p.Checks, MaxN: p.MaxN, Random: p.Random,
		RandomMaxN: p.RandomMaxN, Seed: p.Seed, Limits: p.Limits})
	if err != nil {
		return nil, inputerr.Wrap("", 0, err)
	}
	return &Sweep{params: p, units: units}, nil
}

type sweepState struct {
	Done map[string]graphgames.Tally `json:"done"` // by unit key
}

// Run runs the units of r.Shard not done in r.Checkpoint. An error is a
// checkpoint that cannot be used (*CheckpointError), or a closed r.Cancel
// (wrapping context.Canceled; the units finished are in the checkpoint).
func (s *Sweep) Run(r Run) (*SweepResult, error) {
	start := time.Now()
	p, units, sh, ckpt := s.params, s.units, r.Shard, r.Checkpoint
	type ckParams struct {
		SweepParams
		Shard string `json:"shard"`
	}
	state := sweepState{Done: map[string]graphgames.Tally{}}
	ck, err := runctl.OpenCheckpoint(ckpt, SweepKind, ckParams{p, sh.String()}, &state)
	if err != nil {
		return nil, &CheckpointError{Path: ckpt, Err: err}
	}
	if ck.Resumed() && r.Logf != nil {
		r.Logf("resuming from %s: %d units done\n", ckpt, len(state.Done))
	}
	if state.Done == nil {
		state.Done = map[string]graphgames.Tally{}
	}
	// Written at once, so that an unwritable path is bad input before the
	// sweep rather than a lost checkpoint after it.
	if err := ck.Save(state); err != nil {
		return nil, &CheckpointError{Path: ckpt, Save: true, Err: err}
	}
	var total, todo int
	for k, u := range units {
		if sh.Owns(uint64(k)) {
			total++
			if _, ok := state.Done[u.Key()]; !ok {
				todo++
			}
		}
	}
	var meter *runctl.Meter
	if r.Logf != nil {
		meter = runctl.NewMeter(logWriter(r.Logf), fmt.Sprintf("graph check (%d units)", total), "graphs")
	}
	var graphs atomic.Uint64
	done := 0 // units finished in this run (the meter's fraction ignores resumed ones)
	skipped := make([]bool, len(units))
	for i, u := range units {
		_, ok := state.Done[u.Key()]
		skipped[i] = ok || !sh.Owns(uint64(i))
	}
	cancelled := false
	skip := func(i int) bool {
		if !skipped[i] && r.Cancel != nil {
			select {
			case <-r.Cancel:
				cancelled = true // read after RunSweep returns
			default:
			}
		}
		return skipped[i] || cancelled
	}
	graphgames.RunSweep(units, r.Workers, skip, func(i int, t graphgames.Tally) {
		state.Done[units[i].Key()] = t
		done++
		meter.Update(graphs.Add(t.Graphs), float64(done)/float64(max(1, todo)))
		// After the first failed save no other is tried; the run gives
		// its answer and the error beside it.
		if ck.Err() == nil {
			if err := ck.SaveDue(state); err != nil && r.Warnf != nil {
				r.Warnf("checkpoint %s: %v (no more saves; the sweep goes on)\n", ckpt, err)
			}
		}
	})
	meter.Done(graphs.Load())
	if ck.Err() == nil {
		ck.Save(state)
	}
	if cancelled {
		return nil, fmt.Errorf("graph check stopped after %d of %d units: %w", total-todo+done, total, context.Canceled)
	}
	var tallies []graphgames.Tally
	for k, u := range units {
		if sh.Owns(uint64(k)) {
			tallies = append(tallies, state.Done[u.Key()])
		}
	}
	res := newSweepResult(p, graphgames.SummarizeTallies(tallies), total)
	res.Seconds = time.Since(start).Seconds()
	if !sh.Whole() {
		res.Shard = sh.String()
	}
	res.CheckpointErr = ck.Err()
	return res, nil
}

// logWriter passes each line a Meter writes to a Logf.
type logWriter func(format string, a ...any)

func (l logWriter) Write(p []byte) (int, error) {
	l("%s", p)
	return len(p), nil
}

func newSweepResult(p SweepParams, rows []graphgames.Tally, units int) *SweepResult {
	res := &SweepResult{Kind: SweepKind, Params: p, Rows: rows, Totals: CheckTotals(rows), Units: units}
	if res.Rows == nil {
		res.Rows = []graphgames.Tally{}
	}
	for _, t := range rows {
		res.Instances += t.Instances
		res.Disagreements += t.Disagree
	}
	return res
}

// MergeSweep is the runctl.Merger of SweepKind: the shards' rows summed,
// the single run's result (its seconds the shards' sum).
func MergeSweep(params json.RawMessage, parts []json.RawMessage) (any, error) {
	var all []graphgames.Tally
	var p SweepParams
	units := 0
	seconds := 0.0
	for i, raw := range parts {
		var v SweepResult
		if err := json.Unmarshal(raw, &v); err != nil {
			return nil, fmt.Errorf("shard %d: %w", i, err)
		}
		p = v.Params
		all = append(all, v.Rows...)
		units += v.Units
		seconds += v.Seconds
	}
	res := newSweepResult(p, graphgames.SummarizeTallies(all), units)
	res.Seconds = seconds
	return *res, nil
}
