package mb

import (
	"encoding/json"
	"fmt"
	"strconv"

	"plylab/data/runctl"
	"plylab/engine/inputerr"
	"plylab/engine/makerbreaker"
)

// FourRowKind is the kind of FourRow's result (runctl.Partial.Kind), which
// 'plylab merge' adds up across shards.
const FourRowKind = "mb.fourrow"

func init() { runctl.RegisterMerger(FourRowKind, mergeFourRow) }

type fourRowParams struct {
	MaxBreaker int `json:"max_breaker"`
	MaxHeight  int `json:"max_height"`
}

type fourRowCkptParams struct {
	Params fourRowParams `json:"params"`
	Shard  string        `json:"shard"`
}

// fourRowState is what a checkpoint keeps: the classes done and their sums.
type fourRowState struct {
	Done          []int          `json:"done,omitempty"`
	Classes       int            `json:"classes"`
	Placements    int            `json:"placements"`
	Won           int            `json:"won"`
	WonPlacements int            `json:"won_placements"`
	Heights       map[string]int `json:"heights"`
	Failures      [][][2]int     `json:"failures"`
	Nodes         uint64         `json:"nodes"`
}

// FourRowResult is what FourRow checked ('plylab mb fourrow --json' prints
// it; a shard run's result, Shard set, is a partial that runctl.Merge adds
// up): the classes and placements checked of TotalClasses, those Maker
// wins, the placements by proof height, and the Breaker placements without
// a proof.
type FourRowResult struct {
	Kind         string        `json:"kind"`
	Params       fourRowParams `json:"params"`
	Shard        string        `json:"shard,omitempty"`
	TotalClasses int           `json:"total_classes"`
	fourRowState
}

// FourRow machine-checks Proposition "four-row" (Maker to move owns
// (0,0)..(3,0), Breaker at most maxBreaker cells of Q) with proofs up to
// maxHeight, over the symmetry classes the run's shard owns, resuming from
// and saving to run.Checkpoint. Bad settings are an *inputerr.Error, an
// unusable checkpoint a *runctl.CheckpointError; a failed save during the run is
// only logged.
func FourRow(maxBreaker, maxHeight int, run Run) (*FourRowResult, error) {
	if maxBreaker < 0 || maxBreaker > 4 {
		return nil, inputerr.At("", 0, "max breaker %d: want 0..4", maxBreaker)
	}
	if maxHeight < 1 || maxHeight > 60 {
		return nil, inputerr.At("", 0, "max height %d: want 1..60", maxHeight)
	}
	sh := run.Shard
	if sh.Whole() {
		sh = runctl.Shard{Index: 0, Count: 1}
	}
	params := fourRowParams{MaxBreaker: maxBreaker, MaxHeight: maxHeight}
	opt := makerbreaker.FourRowOptions{MaxBreaker: maxBreaker, MaxHeight: maxHeight, ShardIndex: sh.Index, ShardCount: sh.Count, Workers: max(run.Workers, 1)}
	var prior fourRowState
	ck, err := runctl.OpenCheckpoint(run.Checkpoint, FourRowKind, fourRowCkptParams{params, sh.String()}, &prior)
	if err != nil {
		return nil, &runctl.CheckpointError{Input: true, Err: err}
	}
	if ck.Resumed() {
		opt.Done = map[int]bool{}
		for _, k := range prior.Done {
			opt.Done[k] = true
		}
		run.logf("resuming from %s: %d classes done\n", run.Checkpoint, len(prior.Done))
	}
	state := prior
	if state.Heights == nil {
		state.Heights = map[string]int{}
	}
	opt.OnClass = func(k int, c makerbreaker.FourRowCase) {
		state.Done = append(state.Done, k)
		state.Classes++
		state.Placements += c.Orbit
		state.Nodes += c.Nodes
		if c.Won {
			state.Won++
			state.WonPlacements += c.Orbit
			state.Heights[strconv.Itoa(c.Height)] += c.Orbit
		} else {
			state.Failures = append(state.Failures, pairs(c.Breaker))
		}
		if err := ck.SaveDue(state); err != nil {
			run.logf("checkpoint: %v\n", err)
		}
	}
	opt.Progress = func(done, total int) { run.progress(uint64(done), float64(done)/float64(total)) }
	res, err := makerbreaker.FourRow(opt)
	if err != nil {
		return nil, err
	}
	if err := ck.Save(state); err != nil {
		run.logf("checkpoint: %v\n", err)
	}
	out := &FourRowResult{Kind: FourRowKind, Params: params, TotalClasses: res.TotalClasses, fourRowState: state}
	out.Done = nil
	if out.Failures == nil {
		out.Failures = [][][2]int{}
	}
	if !sh.Whole() {
		out.Shard = sh.String()
	}
	return out, nil
}

func mergeFourRow(params json.RawMessage, parts []json.RawMessage) (any, error) {
	var out FourRowResult
	out.Heights = map[string]int{}
	out.Failures = [][][2]int{}
	for i, p := range parts {
		var r FourRowResult
		if err := json.Unmarshal(p, &r); err != nil {
			return nil, fmt.Errorf("part %d: %w", i, err)
		}
		if i == 0 {
			out.Kind, out.Params, out.TotalClasses = r.Kind, r.Params, r.TotalClasses
		}
		out.Classes += r.Classes
		out.Placements += r.Placements
		out.Won += r.Won
		out.WonPlacements += r.WonPlacements
		out.Nodes += r.Nodes
		for k, v := range r.Heights {
			out.Heights[k] += v
		}
		out.Failures = append(out.Failures, r.Failures...)
	}
	out.Done = nil
	return out, nil
}

func pairs(ps []makerbreaker.Point) [][2]int { return makerbreaker.NewSet(ps...).Pairs() }
