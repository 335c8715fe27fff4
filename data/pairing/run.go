package pairing

import (
	"fmt"
	"syscall"
	"time"

	"plylab/data/runctl"
)

// Kinds of the partial results of shard runs (runctl.Partial.Kind) and of
// the checkpoints.
const (
	censusKind    = "hex.census"
	checkWalkKind = "hex.check.walk"
	satCensusKind = "hex.census.sat"
)

func init() {
	runctl.RegisterMerger(censusKind, mergeCensus)
	runctl.RegisterMerger(checkWalkKind, mergeCheckWalk)
}

// Run is how a long run goes: its checkpoint, its shard and where its
// progress goes. The drivers are its methods: Census, CheckPairing,
// SatCensus, BoardSlack, Proof and Chains.
type Run struct {
	// Checkpoint, when not empty, records finished work in this file; a run
	// with the same file and settings resumes from it. It is written once
	// before the work starts, so a path that cannot be written is refused
	// at once.
	Checkpoint string
	// Shard is the part of the work this run does; the zero Shard is all
	// of it. A shard run returns its partial result for runctl.Merge.
	Shard runctl.Shard
	// Logf, when not nil, receives progress lines (rate lines every two
	// seconds, and status lines); Warnf, when not nil, warnings that the
	// run goes on past.
	Logf  func(format string, a ...any)
	Warnf func(format string, a ...any)
}

func (r Run) logf(format string, a ...any) {
	if r.Logf != nil {
		r.Logf(format, a...)
	}
}

func (r Run) warnf(format string, a ...any) {
	if r.Warnf != nil {
		r.Warnf(format, a...)
	}
}

// meter is a rate meter printing through Logf, nil (which ignores all
// calls) without one.
func (r Run) meter(label, unit string) *runctl.Meter {
	if r.Logf == nil {
		return nil
	}
	return runctl.NewMeter(logWriter(r.Logf), label, unit)
}

// logWriter passes each write on as one Logf line.
type logWriter func(format string, a ...any)

func (w logWriter) Write(p []byte) (int, error) {
	w("%s", p)
	return len(p), nil
}

// CheckpointError is a checkpoint that cannot be used: Input when the file
// is not one for this run or cannot be written at the start (bad input),
// otherwise a save that failed during the run (the run went on; its answer
// is not returned).
type CheckpointError struct {
	Input bool
	Err   error
}

func (e *CheckpointError) Error() string { return e.Err.Error() }
func (e *CheckpointError) Unwrap() error { return e.Err }

func checkpointErr(input bool, format string, a ...any) error {
	return &CheckpointError{Input: input, Err: fmt.Errorf(format, a...)}
}

// cpuSeconds is the CPU time of this process so far, and of the child
// processes it has waited for (the cadical solver's runs).
func cpuSeconds() float64 {
	t := 0.0
	for _, who := range []int{syscall.RUSAGE_SELF, syscall.RUSAGE_CHILDREN} {
		var ru syscall.Rusage
		if syscall.Getrusage(who, &ru) == nil {
			t += float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
		}
	}
	return t
}

func since(start time.Time) float64 { return time.Since(start).Seconds() }
