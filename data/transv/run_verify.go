package transv

import (
	"encoding/json"
	"fmt"
	"strconv"

	"plylab/engine/inputerr"
	"plylab/engine/transversal"
)

type verifyParams struct {
	N      int    `json:"n"`
	Mode   string `json:"mode"`
	Mutant string `json:"mutant,omitempty"`
}

type verifyCheckpointParams struct {
	verifyParams
	Shard string `json:"shard"`
}

type verifyState struct {
	Done  []bool            `json:"done"`
	Total transversal.Tally `json:"total"`
}

type closedForm struct {
	TerminalLines string            `json:"terminal_lines"`
	Nodes         string            `json:"nodes"`
	WinPly        map[string]string `json:"win_ply"`
}

func closedFormOf(n int) *closedForm {
	cf := transversal.ClosedForm(n)
	out := &closedForm{TerminalLines: cf.TerminalLines.String(), Nodes: cf.Nodes.String(), WinPly: map[string]string{}}
	for p, v := range cf.WinPly {
		out.WinPly[strconv.Itoa(p)] = v.String()
	}
	return out
}

// VerifyReport is what Run.Verify found: 'plylab transversal verify
// --json' prints it, and a shard's report (Shard set) is its partial
// result for runctl.Merge. ClosedForm is set in canonical mode without a
// mutant.
type VerifyReport struct {
	Kind              string                       `json:"kind"`
	Params            verifyParams                 `json:"params"`
	Shard             string                       `json:"shard,omitempty"`
	N                 int                          `json:"n"`
	Mode              string                       `json:"mode"`
	TerminalLines     uint64                       `json:"terminal_lines"`
	Nodes             uint64                       `json:"nodes"`
	MaxWinPly         int                          `json:"max_win_ply"`
	WinPly            map[string]uint64            `json:"win_ply"`
	Cases             map[string]uint64            `json:"cases"`
	InvariantFailures uint64                       `json:"invariant_failures"`
	Counterexamples   []transversal.Counterexample `json:"counterexamples"`
	ClosedForm        *closedForm                  `json:"closed_form,omitempty"`
	Seconds           float64                      `json:"seconds"`
	WorkItems         int                          `json:"work_items"`
}

func newVerifyReport(r *transversal.VerifyResult, p verifyParams) *VerifyReport {
	out := &VerifyReport{Kind: VerifyKind, Params: p, N: r.N, Mode: r.Mode, TerminalLines: r.TerminalLines, Nodes: r.Nodes,
		MaxWinPly: r.MaxWinPly(), WinPly: map[string]uint64{}, Cases: r.CaseMap(), InvariantFailures: r.InvariantFailures,
		Counterexamples: r.Counterexamples, Seconds: r.Seconds, WorkItems: r.Items}
	if out.Counterexamples == nil {
		out.Counterexamples = []transversal.Counterexample{}
	}
	for p, v := range r.WinPlyMap() {
		out.WinPly[strconv.Itoa(p)] = v
	}
	if r.Mode == "canonical" && p.Mutant == "" {
		out.ClosedForm = closedFormOf(r.N)
	}
	return out
}

// Check is the verdict of a verification: an error when an invariant
// failed (naming the first counterexample) or, for a whole run, when the
// enumerated counts differ from the closed form; nil otherwise.
func (r *VerifyReport) Check() error {
	if r.InvariantFailures > 0 {
		return fmt.Errorf("%d invariant failures; first counterexample: %s — %s", r.InvariantFailures, r.Counterexamples[0].Line, r.Counterexamples[0].Reason)
	}
	if cf := r.ClosedForm; cf != nil && r.Shard == "" {
		if cf.TerminalLines != strconv.FormatUint(r.TerminalLines, 10) || cf.Nodes != strconv.FormatUint(r.Nodes, 10) {
			return fmt.Errorf("enumerated counts differ from the closed form")
		}
	}
	return nil
}

// Verify plays X's strategy of §4 against every O defence at n (as
// transversal.Verify with opt), with the mutant named mutant ("" for the
// strategy itself; see transversal.MutantNames), over the run's shard of
// the work items, resuming from and saving to its checkpoint. A failed
// check is in the report (see Check), not an error; an error is bad input,
// or an *OutputError (a failed checkpoint save comes with the report).
func (r Run) Verify(n int, mutant string, opt transversal.VerifyOptions) (*VerifyReport, error) {
	mut, ok := transversal.MutantNames[mutant]
	if !ok {
		return nil, &inputerr.Error{Reason: fmt.Sprintf("mutant %q: unknown", mutant)}
	}
	sh := r.shard()
	opt.Mutant, opt.ShardIndex, opt.ShardCount = mut, sh.Index, sh.Count
	params := verifyParams{N: n, Mode: opt.Mode(), Mutant: mutant}
	var st verifyState
	ck, err := r.open(VerifyKind, verifyCheckpointParams{params, sh.String()}, &st)
	if err != nil {
		return nil, err
	}
	// Refused before the run, not a warning during it.
	if err := writable("checkpoint", r.Checkpoint); err != nil {
		return nil, err
	}
	if ck.Resumed() {
		opt.Done, opt.Prior = st.Done, &st.Total
		k := 0
		for _, d := range st.Done {
			if d {
				k++
			}
		}
		r.logf("resuming from %s: %d work items done\n", r.Checkpoint, k)
	}
	if ck != nil {
		opt.OnItem = func(item int, total *transversal.Tally, done []bool) {
			if !ck.Due() {
				return
			}
			r.saved(ck, ck.Save(verifyState{Done: done, Total: *total}))
		}
	}
	res, err := transversal.Verify(n, opt)
	if err != nil {
		return nil, err
	}
	if ck != nil {
		done := make([]bool, res.Items)
		for i := range done {
			done[i] = i%sh.Count == sh.Index || sh.Whole()
		}
		ck.Save(verifyState{Done: done, Total: res.Tally}) // a failure: in ended
	}
	out := newVerifyReport(res, params)
	if !sh.Whole() {
		out.Shard = sh.String()
	}
	return out, ended(ck)
}

// mergeVerify adds up the reports of the shards of one verify run.
func mergeVerify(params json.RawMessage, parts []json.RawMessage) (any, error) {
	var m VerifyReport
	for i, raw := range parts {
		var v VerifyReport
		if err := json.Unmarshal(raw, &v); err != nil {
			return nil, fmt.Errorf("shard %d: %w", i, err)
		}
		if i == 0 {
			m = v
			m.Shard = ""
			m.WinPly, m.Cases = map[string]uint64{}, map[string]uint64{}
			m.TerminalLines, m.Nodes, m.InvariantFailures, m.Seconds, m.MaxWinPly = 0, 0, 0, 0, 0
			m.Counterexamples = []transversal.Counterexample{}
		}
		m.TerminalLines += v.TerminalLines
		m.Nodes += v.Nodes
		m.InvariantFailures += v.InvariantFailures
		m.Seconds += v.Seconds
		m.MaxWinPly = max(m.MaxWinPly, v.MaxWinPly)
		for k, x := range v.WinPly {
			m.WinPly[k] += x
		}
		for k, x := range v.Cases {
			m.Cases[k] += x
		}
		for _, c := range v.Counterexamples {
			if len(m.Counterexamples) < 5 {
				m.Counterexamples = append(m.Counterexamples, c)
			}
		}
	}
	return m, nil
}
