package pairing

import (
	"encoding/json"
	"fmt"
	"runtime"
	"time"

	"plylab/data/runctl"
	"plylab/engine/hex"
	"plylab/engine/inputerr"
)

// The rule check as 'plylab hex check' runs it: the walk split into work
// items (shards, checkpoints, merge), fast and dp whole.

type checkWalkParams struct {
	Rule      string `json:"rule"`
	N         int    `json:"n"`
	Adjacency string `json:"adjacency"`
}

// walkItemJSON is one work item of the split walk (hex.WalkItem with
// cells as [row, col]).
type walkItemJSON struct {
	Item           int      `json:"item"`
	Row            int      `json:"row"`
	First          [2]int   `json:"first"`
	PartialPaths   uint64   `json:"partial_paths"`
	Counterexample [][2]int `json:"counterexample"`
}

// CheckPartial is a shard's answer of the split walk, the JSON object
// 'plylab hex check --shard' prints: its own items' verdict and partial
// paths, and the items themselves for runctl.Merge.
type CheckPartial struct {
	Kind   string          `json:"kind"`
	Params checkWalkParams `json:"params"`
	Shard  string          `json:"shard"`
	CheckRow
	Items     int            `json:"items"`
	ItemsRun  int            `json:"items_run"`
	WalkItems []walkItemJSON `json:"walk_items"`
}

type checkWalkState struct {
	Done map[int]walkItemJSON `json:"done"`
}

func walkItemOut(b *hex.Board, it hex.WalkItem) walkItemJSON {
	r, c := b.RC(it.First)
	o := walkItemJSON{Item: it.Item, Row: it.Row, First: [2]int{r, c}, PartialPaths: it.PartialPaths}
	if it.Counterexample != nil {
		o.Counterexample = hexCellsOf(b, it.Counterexample)
	}
	return o
}

func walkItemIn(b *hex.Board, o walkItemJSON) hex.WalkItem {
	it := hex.WalkItem{Item: o.Item, Row: o.Row, First: b.Cell(o.First[0], o.First[1]), PartialPaths: o.PartialPaths}
	for _, c := range o.Counterexample {
		it.Counterexample = append(it.Counterexample, b.Cell(c[0], c[1]))
	}
	return it
}

// CheckPairing decides whether the pairing p (the rule named rule) meets
// every minimal chain of Across, by method "walk" (the essay's walk, split
// into work items by its first step: shards and checkpoints), "fast" or
// "dp" (whole runs only). A whole run returns its row; a shard run a zero
// row and its partial result. An unknown method, or a shard or checkpoint
// for a method other than walk, is bad input (*inputerr.Error).
func (run Run) CheckPairing(p *hex.Pairing, rule, method string) (CheckRow, *CheckPartial, error) {
	row, part, err := run.checkPairing(p, rule, method)
	row.adjacency = p.Board.Adj.String()
	if part != nil {
		part.adjacency = row.adjacency
	}
	return row, part, err
}

func (run Run) checkPairing(p *hex.Pairing, rule, method string) (CheckRow, *CheckPartial, error) {
	if method == "walk" {
		return run.checkWalk(p, rule)
	}
	start := time.Now()
	b := p.Board
	row := CheckRow{Rule: rule, N: b.Rows, Rows: b.Rows, Cols: b.Cols, Method: method}
	if method != "fast" && method != "dp" {
		return row, nil, &inputerr.Error{Reason: fmt.Sprintf("--method %q: want auto, walk, fast or dp", method)}
	}
	if !run.Shard.Whole() || run.Checkpoint != "" {
		return row, nil, &inputerr.Error{Reason: fmt.Sprintf("--shard and --checkpoint need --method walk (%s cannot be split or resumed)", method)}
	}
	var ce []int
	switch method {
	case "fast":
		meter := run.meter(fmt.Sprintf("hex check %s %v (%s)", rule, b, method), "partial paths")
		r := hex.CheckFast(p, hex.CheckFastOptions{Progress: func(n uint64) { meter.Update(n, -1) }})
		meter.Done(r.PartialPaths)
		row.Holds, ce = r.Holds, r.Counterexample
		row.PartialPaths = &r.PartialPaths
	case "dp":
		meter := run.meter(fmt.Sprintf("hex check %s %v (%s)", rule, b, method), "states made")
		// No fraction, so no time estimate: the steps are not equal work (the
		// state sets grow from step to step), so steps done / steps is no
		// measure of the time left. The count is the states made so far over
		// all steps (the rate: states made per second); the label names the
		// step and its states.
		var made uint64
		r, err := hex.CheckDP(p, hex.CheckDPOptions{Workers: runtime.GOMAXPROCS(0), Progress: func(step, steps, states int) {
			made += uint64(states)
			if meter != nil {
				meter.Label = fmt.Sprintf("hex check %s %v (dp, step %d/%d: %d states)", rule, b, step, steps, states)
			}
			meter.Update(made, -1)
		}})
		meter.Done(made)
		if err != nil {
			return row, nil, err
		}
		row.Holds, ce = r.Holds, r.Counterexample
		row.States = &r.States
		row.Frontier = r.Frontier
	}
	if ce != nil {
		row.Counterexample = hexCellsOf(b, ce)
	}
	row.Seconds = since(start)
	return row, nil, nil
}

// checkWalk runs the essay's walk split into work items by its first step
// (hex.CheckWalkSplit): all items, or a shard's, resuming finished items
// from the checkpoint and recording each item as it finishes.
func (run Run) checkWalk(p *hex.Pairing, rule string) (CheckRow, *CheckPartial, error) {
	start := time.Now()
	b := p.Board
	sh, ckpt := run.Shard, run.Checkpoint
	row := CheckRow{Rule: rule, N: b.Rows, Rows: b.Rows, Cols: b.Cols, Method: "walk"}
	params := checkWalkParams{rule, b.Rows, b.Adj.String()}
	type ckParams struct {
		checkWalkParams
		Shard string `json:"shard"`
	}
	ckp := ckParams{params, sh.String()}
	state := checkWalkState{Done: map[int]walkItemJSON{}}
	ck, err := runctl.OpenCheckpoint(ckpt, checkWalkKind, ckp, &state)
	if err != nil {
		return row, nil, checkpointErr(true, "%w", err)
	}
	if state.Done == nil {
		state.Done = map[int]walkItemJSON{}
	}
	if ck.Resumed() {
		run.logf("resuming from %s: %d items done\n", ckpt, len(state.Done))
	}
	// Written at once, so that an unwritable path is bad input, not a
	// surprise after the run.
	if err := ck.Save(state); err != nil {
		return row, nil, checkpointErr(true, "--checkpoint %s: %w", ckpt, err)
	}
	meter := run.meter(fmt.Sprintf("hex check %s %v (walk)", rule, b), "partial paths")
	var ran uint64
	items, res := hex.CheckWalkSplit(p, hex.CheckWalkSplitOptions{
		Owns: func(k int) bool { return sh.Owns(uint64(k)) },
		Resume: func(k int) (hex.WalkItem, bool) {
			o, ok := state.Done[k]
			return walkItemIn(b, o), ok
		},
		Done: func(k int, it hex.WalkItem) {
			ran += it.PartialPaths
			if ck == nil || ck.Err() != nil {
				return
			}
			state.Done[k] = walkItemOut(b, it)
			ck.Save(state)
		},
		Progress: func(n uint64) { meter.Update(n, -1) },
	})
	meter.Done(ran)
	if err := ck.Err(); err != nil {
		return row, nil, checkpointErr(false, "checkpoint %s: %w (the run went on without it; its answer was not printed)", ckpt, err)
	}
	if sh.Whole() {
		r, err := hex.MergeWalkItems(b.Rows, items, res)
		if err != nil {
			return row, nil, err
		}
		row.Holds, row.PartialPaths = r.Holds, &r.PartialPaths
		if r.Counterexample != nil {
			row.Counterexample = hexCellsOf(b, r.Counterexample)
		}
		row.Seconds = since(start)
		return row, nil, nil
	}
	o := &CheckPartial{Kind: checkWalkKind, Params: params, Shard: sh.String(), CheckRow: row, Items: items, ItemsRun: len(res), WalkItems: []walkItemJSON{}}
	var pp uint64
	o.Holds = true
	for _, it := range res {
		pp += it.PartialPaths
		o.WalkItems = append(o.WalkItems, walkItemOut(b, it))
		if it.Counterexample != nil {
			o.Holds, o.Counterexample = false, hexCellsOf(b, it.Counterexample)
		}
	}
	o.PartialPaths = &pp
	o.Seconds = since(start)
	return CheckRow{}, o, nil
}

// mergeCheckWalk combines the shards of a split walk into the single run's
// row (seconds: the sum of the shards').
func mergeCheckWalk(params json.RawMessage, parts []json.RawMessage) (any, error) {
	var pr checkWalkParams
	if err := json.Unmarshal(params, &pr); err != nil {
		return nil, err
	}
	a, err := parseAdjacency(pr.Adjacency)
	if err != nil {
		return nil, err
	}
	b, err := hex.NewBoardAdj(pr.N, pr.N+1, a)
	if err != nil {
		return nil, err
	}
	var items []hex.WalkItem
	total := -1
	var secs float64
	cellsIn := func(cs ...[2]int) error {
		for _, c := range cs {
			if !b.In(c[0], c[1]) {
				return fmt.Errorf("cell %v is off the %v board", c, b)
			}
		}
		return nil
	}
	for i, raw := range parts {
		var p CheckPartial
		if err := json.Unmarshal(raw, &p); err != nil {
			return nil, fmt.Errorf("part %d: %w", i, err)
		}
		if total >= 0 && p.Items != total {
			return nil, fmt.Errorf("part %d: %d work items, part 0 has %d", i, p.Items, total)
		}
		total = p.Items
		secs += p.Seconds
		for _, it := range p.WalkItems {
			if err := cellsIn(append([][2]int{it.First}, it.Counterexample...)...); err != nil {
				return nil, fmt.Errorf("part %d, item %d: %w", i, it.Item, err)
			}
			items = append(items, walkItemIn(b, it))
		}
	}
	r, err := hex.MergeWalkItems(b.Rows, total, items)
	if err != nil {
		return nil, err
	}
	row := CheckRow{Rule: pr.Rule, N: b.Rows, Rows: b.Rows, Cols: b.Cols, Method: "walk", Holds: r.Holds, PartialPaths: &r.PartialPaths, Seconds: secs}
	row.adjacency = b.Adj.String()
	if r.Counterexample != nil {
		row.Counterexample = hexCellsOf(b, r.Counterexample)
	}
	return row, nil
}
