package transv

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"plylab/data/runctl"
	"plylab/engine/inputerr"
	"plylab/engine/transversal"
)

// The estimates read the kept runs back exactly, extrapolate past them,
// and Check refuses more than a year (bad input) and announces more than
// a minute.
func TestEstimate(t *testing.T) {
	if e := (Run{}).SolveEstimate(11, transversal.SolveOptions{ByPly: 25}); e == nil || e.Seconds < 684 || e.Seconds > 686 || !strings.Contains(e.Basis, "recorded in data/runs/"+RecordedSolve2n3) {
		t.Errorf("solve n=11 P=25: %+v, recorded 684.9 s", e)
	}
	if e := (Run{}).SolveEstimate(16, transversal.SolveOptions{ByPly: 33}); e == nil || e.Seconds < 93 || e.Seconds > 95 {
		t.Errorf("solve n=16 P=33: %+v, recorded 93.9 s", e)
	}
	if e := (Run{}).SolveEstimate(6, transversal.SolveOptions{ByPly: 15}); e != nil && e.Seconds > 1 {
		t.Errorf("solve n=6 P=15: %+v", e)
	}
	if f, _ := new(big.Float).SetInt(transversal.ClosedForm(6).Nodes).Float64(); f != 82103245 {
		t.Errorf("closed form at n = 6: %v nodes, the verifier counts 82,103,245", f)
	}
	if e := (Run{}).SolveEstimate(16, transversal.SolveOptions{ByPly: 31}); e != nil {
		t.Errorf("solve n=16 P=31 (settled at once): %+v", e)
	}
	sharded := Run{Shard: runctl.Shard{Index: 1, Count: 4}}
	whole := (Run{}).SolveEstimate(16, transversal.SolveOptions{ByPly: 40})
	part := sharded.SolveEstimate(16, transversal.SolveOptions{ByPly: 40})
	if part.Seconds*4 != whole.Seconds || part.Flags != "--n 16 --by-ply 40 --shard 1/4" || !strings.Contains(whole.Basis, "per ply past 2n+3") {
		t.Errorf("sharded solve: %+v, whole %+v", part, whole)
	}
	if e := (Run{}).ValueEstimate(16); e.Seconds < 86400 || e.Seconds > year {
		t.Errorf("value n=16: %v s, want days, not years", e.Seconds)
	}
	if e := (Run{Shard: runctl.Shard{Count: 4000}}).VerifyEstimate(9); e.Check(nil) != nil {
		t.Errorf("verify n = 9 on 4,000 shards refused: %+v", e)
	}
	if e := (Run{}).ODefenceEstimate(5, transversal.ODefenceOptions{Mutant: "any-corner"}); e != nil {
		t.Errorf("odefence mutant: %+v", e)
	}

	err := (Run{}).VerifyEstimate(16).Check(nil)
	var in *inputerr.Error
	if !errors.As(err, &in) || !strings.HasPrefix(err.Error(), "--n 16: about ") || !strings.Contains(err.Error(), "n ≤ 8 finishes") {
		t.Errorf("verify n = 16: %v", err)
	}
	var said []string
	warn := func(format string, a ...any) { said = append(said, format) }
	e := &Estimate{Verb: "solve", Flags: "--n 12 --by-ply 27", Seconds: 2 * 3600, Basis: "recorded"}
	if err := e.Check(warn); err != nil || len(said) != 1 {
		t.Errorf("two hours: %v, %q", err, said)
	}
	e.Seconds = 2
	if err := e.Check(warn); err != nil || len(said) != 1 {
		t.Errorf("two seconds: %v, %q", err, said)
	}
}
