package reproduce

import (
	"fmt"
	"os"
	"path/filepath"

	"plylab/data/paper"
	"plylab/data/runctl"
)

// checkpointKind names the checkpoints of RunTo.
const checkpointKind = "reproduce"

// resumeParams key a checkpoint of RunTo: a run with other settings,
// families or output directory is refused, not mixed in.
type resumeParams struct {
	Full     bool     `json:"full"`
	Families []string `json:"families"`
	Out      string   `json:"out"`
}

// familyDone is what the checkpoint keeps of a finished family.
type familyDone struct {
	Claims  []paper.Measured `json:"claims"`
	Written []string         `json:"written"`
}

type resumeState struct {
	Done map[string]familyDone `json:"done"`
}

// RunTo computes the families (all of Families when empty), in order, and
// writes each one's tables, figures and files under out as soon as it is
// done (Result.Written lists the paths). With a checkpoint file, every
// finished family is recorded there, and a rerun with the same file,
// settings and families does not compute again a family recorded as done
// whose files are all still under out: its Result has its claims and
// Written, no tables or figures, and Resumed set. So a long --full run
// killed on the way resumes with the family it was on.
func RunTo(o Options, families []string, out, checkpoint string) ([]*Result, error) {
	if len(families) == 0 {
		families = Families()
	}
	abs, err := filepath.Abs(out)
	if err != nil {
		return nil, err
	}
	state := resumeState{Done: map[string]familyDone{}}
	ck, err := runctl.OpenCheckpoint(checkpoint, checkpointKind, resumeParams{o.Full, families, abs}, &state)
	if err != nil {
		return nil, &runctl.CheckpointError{Input: true, Err: err}
	}
	if state.Done == nil {
		state.Done = map[string]familyDone{}
	}
	if err := ck.Save(state); err != nil {
		return nil, &runctl.CheckpointError{Input: true, Err: err}
	}
	var results []*Result
	for _, f := range families {
		if d, ok := state.Done[f]; ok && allExist(d.Written) {
			o.logf("reproduce: %s done before (%s), not computed again", f, checkpoint)
			results = append(results, &Result{Family: f, Claims: d.Claims, Written: d.Written, Resumed: true})
			continue
		}
		o.logf("reproduce: computing %s", f)
		r, err := Run(f, o)
		if err != nil {
			return results, err
		}
		o.logf("reproduce: writing %s tables and figures", f)
		ps, err := r.Write(out)
		r.Written = ps
		results = append(results, r)
		if err != nil {
			return results, fmt.Errorf("%s artifacts: %w", f, err)
		}
		if ck != nil {
			state.Done[f] = familyDone{Claims: r.Claims, Written: ps}
			if err := ck.Save(state); err != nil {
				return results, &runctl.CheckpointError{Err: err}
			}
		}
	}
	return results, nil
}

func allExist(paths []string) bool {
	for _, p := range paths {
		if _, err := os.Stat(p); err != nil {
			return false
		}
	}
	return true
}
