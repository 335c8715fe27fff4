package transv

import (
	"encoding/json"
	"fmt"

	"plylab/engine/inputerr"
	"plylab/engine/transversal"
)

type solveParams struct {
	N        int `json:"n"`
	ByPly    int `json:"by_ply"`
	Split    int `json:"split"`
	TableMiB int `json:"table_mib"`
}

type solveCheckpointParams struct {
	solveParams
	Shard string `json:"shard"`
}

type solveState struct {
	Items []transversal.ItemResult `json:"items"`
}

// SolveReport is what Run.Solve found: 'plylab transversal solve --json'
// prints it. A shard's report (Shard and Items set, XForcesWin nil unless
// the shard decides) is its partial result for runctl.Merge.
type SolveReport struct {
	Kind       string                   `json:"kind"`
	Params     solveParams              `json:"params"`
	Shard      string                   `json:"shard,omitempty"`
	N          int                      `json:"n"`
	ByPly      int                      `json:"by_ply"`
	XForcesWin *bool                    `json:"x_forces_win"`
	Nodes      uint64                   `json:"nodes"`
	Positions  uint64                   `json:"positions"`
	Seconds    float64                  `json:"seconds"`
	WorkItems  int                      `json:"work_items"`
	Items      []transversal.ItemResult `json:"items,omitempty"`
	Cert       *certInfo                `json:"certificate,omitempty"`
}

// Solve decides whether X forces a transversal by ply opt.ByPly at n (as
// transversal.Solve with opt), over the run's shard of the work items
// (opt.SplitPly), resuming from and saving to its checkpoint, and writes
// the proving strategy to the run's certificate file. An error is bad
// input or an *OutputError (a failed checkpoint save comes with the
// report).
func (r Run) Solve(n int, opt transversal.SolveOptions) (*SolveReport, error) {
	sh := r.shard()
	if r.Certificate != "" && !sh.Whole() {
		return nil, &inputerr.Error{Reason: "certificates are written by whole runs only"}
	}
	params := solveParams{N: n, ByPly: opt.ByPly, Split: opt.SplitPly, TableMiB: opt.TableMiB}
	opt.ShardIndex, opt.ShardCount, opt.Certificate = sh.Index, sh.Count, r.Certificate != ""
	var st solveState
	ck, err := r.open(SolveKind, solveCheckpointParams{params, sh.String()}, &st)
	if err != nil {
		return nil, err
	}
	// Every output path is checked before the run, not after it.
	if err := writable("checkpoint", r.Checkpoint); err != nil {
		return nil, err
	}
	if err := writable("certificate", r.Certificate); err != nil {
		return nil, err
	}
	if ck.Resumed() {
		opt.Prior = st.Items
		k := 0
		for _, it := range st.Items {
			if it.Done {
				k++
			}
		}
		r.logf("resuming from %s: %d work items done\n", r.Checkpoint, k)
	}
	if ck != nil {
		opt.OnItem = func(item int, items []transversal.ItemResult) {
			r.saved(ck, ck.SaveDue(solveState{Items: items}))
		}
	}
	res, err := transversal.Solve(n, opt)
	if err != nil {
		return nil, err
	}
	ck.Save(solveState{Items: res.Items}) // a failure: in ended
	out := &SolveReport{Kind: SolveKind, Params: params, N: res.N, ByPly: res.ByPly, Nodes: res.Nodes,
		Positions: res.Positions, Seconds: res.Seconds, WorkItems: len(res.Items)}
	if res.Decided {
		v := res.XForcesWin
		out.XForcesWin = &v
	}
	if !sh.Whole() {
		out.Shard = sh.String()
		out.Items = res.Items
	}
	if res.Certificate != nil {
		if out.Cert, err = r.writeCert(res.Certificate); err != nil {
			return nil, err
		}
	}
	return out, ended(ck)
}

// mergeSolve combines the reports of the shards of one solve run into the
// whole run's answer.
func mergeSolve(params json.RawMessage, parts []json.RawMessage) (any, error) {
	var p solveParams
	if err := json.Unmarshal(params, &p); err != nil {
		return nil, err
	}
	var items [][]transversal.ItemResult
	var seconds float64
	for i, raw := range parts {
		var v SolveReport
		if err := json.Unmarshal(raw, &v); err != nil {
			return nil, fmt.Errorf("shard %d: %w", i, err)
		}
		items = append(items, v.Items)
		seconds += v.Seconds
	}
	r, err := transversal.MergeSolve(p.N, p.ByPly, p.Split, items)
	if err != nil {
		return nil, err
	}
	out := SolveReport{Kind: SolveKind, Params: p, N: p.N, ByPly: p.ByPly, Nodes: r.Nodes, Positions: r.Positions,
		Seconds: seconds, WorkItems: len(r.Items)}
	if r.Decided {
		v := r.XForcesWin
		out.XForcesWin = &v
	}
	return out, nil
}

type odParams struct {
	N      int    `json:"n"`
	ByPly  int    `json:"by_ply"`
	Mode   string `json:"mode"`
	Mutant string `json:"mutant"`
	Split  int    `json:"split"`
}

type odCheckpointParams struct {
	odParams
	Shard string `json:"shard"`
}

type odState struct {
	Items []transversal.ODItem `json:"items"`
}

// ODefenceReport is what Run.ODefence found: the engine's result, the
// run's parameters, its shard ("" for the whole run) and the certificate
// written. Its JSON is what 'plylab transversal odefence --json' prints;
// a shard's (with "survives_so_far", "prefix" and "items" in place of
// "survives") is its partial result for runctl.Merge.
type ODefenceReport struct {
	Result *transversal.ODefenceResult
	Params odParams
	Shard  string
	Cert   *certInfo
}

func odSteps(s [6]uint64) map[string]uint64 {
	steps := map[string]uint64{}
	for i, name := range []string{"", "D1", "D2", "D3", "D4", "D5"} {
		if i > 0 {
			steps[name] = s[i]
		}
	}
	return steps
}

// MarshalJSON writes the report as the odefence verb prints it.
func (o ODefenceReport) MarshalJSON() ([]byte, error) {
	r := o.Result
	out := map[string]any{"kind": ODefenceKind, "params": o.Params, "n": r.N, "by_ply": r.ByPly, "mode": r.Mode, "mutant": o.Params.Mutant, "survives": r.Survives, "reply_memo": r.ReplyMemo,
		"positions": r.Positions, "x_moves": r.XMoves, "steps": odSteps(r.Steps), "counterexample": r.Counterexample, "seconds": r.Seconds,
		"work_items": len(r.Items)}
	if o.Shard != "" {
		out["shard"], out["prefix"], out["items"] = o.Shard, r.Prefix, r.Items
		delete(out, "survives") // a shard alone does not decide; the merge does
		out["survives_so_far"] = r.Survives
	}
	if o.Cert != nil {
		out["certificate"] = map[string]any{"file": o.Cert.File, "entries": o.Cert.Entries, "bytes": o.Cert.Bytes}
	}
	return json.Marshal(out)
}

// ODefence verifies O's defence rule at n against every X play (as
// transversal.VerifyODefence with opt; opt.ByPly 0 is 2n+1), over the
// run's shard of the work items (opt.SplitPly), resuming from and saving
// to its checkpoint, and writes the rule's O strategy to the run's
// certificate file (canonical mode, whole runs without a checkpoint). A
// rule that fails is in the report (Result.Survives), not an error; an
// error is bad input or an *OutputError (a failed checkpoint save comes
// with the report).
func (r Run) ODefence(n int, opt transversal.ODefenceOptions) (*ODefenceReport, error) {
	sh := r.shard()
	if r.Certificate != "" && (!sh.Whole() || r.Checkpoint != "" || opt.AllChoices) {
		return nil, &inputerr.Error{Reason: "certificates are written by whole canonical runs without a checkpoint only"}
	}
	if err := writable("certificate", r.Certificate); err != nil {
		return nil, err
	}
	byPly := opt.ByPly
	if byPly == 0 {
		byPly = 2*n + 1
	}
	mode := "canonical"
	if opt.AllChoices {
		mode = "all-choices"
	}
	params := odParams{N: n, ByPly: byPly, Mode: mode, Mutant: opt.Mutant, Split: opt.SplitPly}
	opt.ShardIndex, opt.ShardCount, opt.Certificate = sh.Index, sh.Count, r.Certificate != ""
	var st odState
	ck, err := r.open(ODefenceKind, odCheckpointParams{params, sh.String()}, &st)
	if err != nil {
		return nil, err
	}
	if ck.Resumed() {
		opt.Prior = st.Items
		k := 0
		for _, it := range st.Items {
			if it.Done {
				k++
			}
		}
		r.logf("resuming from %s: %d work items done\n", r.Checkpoint, k)
	}
	// Written once before the run, so that a path that cannot be written
	// is refused now, not after hours.
	if err := writable("checkpoint", r.Checkpoint); err != nil {
		return nil, err
	}
	if err := ck.Save(odState{Items: opt.Prior}); err != nil {
		return nil, &OutputError{What: "checkpoint", Input: true, Err: fmt.Errorf("%s: %w", r.Checkpoint, err)}
	}
	if ck != nil {
		opt.OnItem = func(items []transversal.ODItem) {
			r.saved(ck, ck.SaveDue(odState{Items: items}))
		}
	}
	res, err := transversal.VerifyODefence(n, opt)
	if err != nil {
		return nil, err
	}
	ck.Save(odState{Items: res.Items}) // a failure: in ended
	out := &ODefenceReport{Result: res, Params: params}
	if !sh.Whole() {
		out.Shard = sh.String()
	}
	if res.Certificate != nil {
		if out.Cert, err = r.writeCert(res.Certificate); err != nil {
			return nil, err
		}
	}
	return out, ended(ck)
}

// mergeODefence adds up the reports of the shards of one odefence run:
// the verdict is the whole run's, the counts the shards' together.
func mergeODefence(params json.RawMessage, parts []json.RawMessage) (any, error) {
	var p odParams
	if err := json.Unmarshal(params, &p); err != nil {
		return nil, err
	}
	var items [][]transversal.ODItem
	var prefix transversal.ODItem
	var seconds float64
	for i, raw := range parts {
		var v struct {
			Prefix  transversal.ODItem   `json:"prefix"`
			Items   []transversal.ODItem `json:"items"`
			Seconds float64              `json:"seconds"`
		}
		if err := json.Unmarshal(raw, &v); err != nil {
			return nil, fmt.Errorf("shard %d: %w", i, err)
		}
		items = append(items, v.Items)
		prefix = v.Prefix
		seconds += v.Seconds
	}
	r, err := transversal.MergeODefence(p.N, p.ByPly, p.Mode, prefix, items)
	if err != nil {
		return nil, err
	}
	return map[string]any{"kind": ODefenceKind, "params": p, "n": p.N, "by_ply": p.ByPly, "mode": p.Mode, "mutant": p.Mutant,
		"survives": r.Survives, "positions": r.Positions, "x_moves": r.XMoves, "steps": odSteps(r.Steps),
		"counterexample": r.Counterexample, "seconds": seconds, "work_items": len(r.Items)}, nil
}
