package main

import (
	"fmt"
	"math/big"

	"plylab/data/runctl"
	"plylab/data/transv"
	"plylab/engine/transversal"
	"plylab/internal/cli"
)

// The names the older transversal tests use for what moved to data/transv:
// the checkpoint's kind and shapes, and the CLI's ends of a checkpoint that
// failed to save (through the verbs' own transvRun and transvErr).

const tsolveKind = transv.SolveKind

type tsolveParams struct {
	N        int `json:"n"`
	ByPly    int `json:"by_ply"`
	Split    int `json:"split"`
	TableMiB int `json:"table_mib"`
}

type tsolveState struct {
	Items []transversal.ItemResult `json:"items"`
}

var readCertificate = transv.ReadCertificate

// tsolveCheckpointWarn reports the first failed save of ck as the verbs do.
func tsolveCheckpointWarn(env *cli.Env, ck *runctl.Checkpointer, err error) {
	if err != nil && ck.Err() == err {
		transvRun(env, ck.Path, runctl.Shard{}, "").Warnf("checkpoint %s: %v", ck.Path, err)
	}
}

// tsolveCheckpointEnd is the verbs' exit after a failed save of ck.
func tsolveCheckpointEnd(ck *runctl.Checkpointer) error {
	if err := ck.Err(); err != nil {
		return transvErr(&transv.OutputError{What: "checkpoint", Err: fmt.Errorf("%s: %w", ck.Path, err)})
	}
	return nil
}

// The up-front estimates moved to data/transv (Run.VerifyEstimate,
// SolveEstimate, ValueEstimate, ODefenceEstimate and Estimate.Check).

const verifyYear = 365.25 * 24 * 3600

func verifyNodes(n int) float64 {
	f, _ := new(big.Float).SetInt(transversal.ClosedForm(n).Nodes).Float64()
	return f
}

func verifyEstimate(n, shards int) (float64, bool) {
	e := transv.Run{Shard: runctl.Shard{Index: 0, Count: shards}}.VerifyEstimate(n)
	return e.Seconds, e.Seconds <= verifyYear
}

func tsolveEstimate(n, P int) (float64, *transv.Estimate) {
	e := transv.Run{}.SolveEstimate(n, transversal.SolveOptions{ByPly: P})
	if e == nil {
		return 0, nil
	}
	return e.Seconds, e
}

func tsolveValueEstimate(n int) float64 { return transv.Run{}.ValueEstimate(n).Seconds }

func workCheck(env *cli.Env, what string, secs float64, basis, feasible string) error {
	return estimateCheck(env, &transv.Estimate{Verb: env.Cmd.Verb, Flags: what, Seconds: secs, Basis: basis, Feasible: feasible})
}
