package main

import (
	"fmt"

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
