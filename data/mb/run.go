package mb

import "plylab/data/runctl"

// Run is the run control of the long drivers (FourRow, SearchFile,
// PlayWith): a checkpoint file, the shard, the goroutines and the
// progress callbacks.
type Run struct {
	// Checkpoint, when not empty, records progress in this file; a run
	// with the same file and settings resumes from it.
	Checkpoint string
	// Shard is the part of the work this run does (FourRow); the zero
	// Shard is all of it. A shard's result is its partial for runctl.Merge.
	Shard runctl.Shard
	// Workers is the number of goroutines (FourRow; below 1: one).
	Workers int
	// Logf, when not nil, receives notes (resuming, a failed save);
	// Progress, when not nil, the work done so far and the fraction of the
	// whole (negative when unknown).
	Logf     func(format string, a ...any)
	Progress func(done uint64, fraction float64)
}

func (r Run) logf(format string, a ...any) {
	if r.Logf != nil {
		r.Logf(format, a...)
	}
}

func (r Run) progress(done uint64, fraction float64) {
	if r.Progress != nil {
		r.Progress(done, fraction)
	}
}
