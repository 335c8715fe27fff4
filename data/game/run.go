package game

import (
	"fmt"
	"time"

	"plylab/data/runctl"
	"plylab/engine/positional"
)

// Run is how a run goes: the solver's settings and the run control.
type Run struct {
	// Options are the solver's settings for every instance. Closing
	// Options.Cancel, passing Options.Deadline or Options.MaxNodes stops
	// the running instance, which is then answered "unknown" (and not
	// recorded in the checkpoint, so a rerun asks again).
	Options positional.Options
	// Checkpoint, when not empty, records the answers in this file; a run
	// with the same file and input resumes from them. SolveFile also keeps the
	// running instance's proved positions in Checkpoint.line-N.table
	// (saved every TableEvery, 0: 30 s), so one long search resumes too.
	Checkpoint string
	TableEvery time.Duration
	// Shard is the part of the work this run does; the zero Shard is all
	// of it. A shard run returns its partial result for runctl.Merge.
	Shard runctl.Shard
	// Logf, when not nil, receives progress lines (and Options.Progress,
	// when nil, is set to print the solver's rate through it); Warnf, when
	// not nil, the per-instance problems a run answers and goes on past.
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

// options are the solver's settings for the instance label names.
func (r Run) options(label string) positional.Options {
	opt := r.Options
	if opt.Progress == nil && r.Logf != nil {
		opt.Progress = func(p positional.Progress) {
			note := ""
			if p.Note != "searching" {
				note = ", " + p.Note
			}
			r.Logf("%s: %s nodes, %.0f s (%s nodes/s)%s\n", label, runctl.Human(float64(p.Nodes)), p.Seconds, runctl.Human(float64(p.Nodes)/p.Seconds), note)
		}
	}
	return opt
}

func pliesPtr(p int) *int {
	if p < 0 {
		return nil
	}
	return &p
}

func label(in *Input, l Line) string { return fmt.Sprintf("%s:%d %s", in.Name, l.No, l.ID()) }
