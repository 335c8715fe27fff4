package game

import (
	"encoding/json"
	"fmt"
	"time"

	"plylab/data/runctl"
	"plylab/engine/positional"
	"plylab/engine/positional/gen"
)

// Generate builds the instance spec describes (gen.Build) as 'plylab game
// gen' writes it: line is its JSON line, and the report says what was
// written to the file out. logf, when not nil, receives a progress line
// about once a second while a Hex board's minimal chains are listed. A
// spec that builds no game is its error.
func Generate(spec gen.Spec, out string, logf func(format string, a ...any)) (line []byte, r *runctl.Report, err error) {
	t0, last := time.Now(), time.Now()
	spec.Progress = func(n int) {
		if logf != nil && time.Since(last) >= time.Second {
			last = time.Now()
			s := time.Since(t0).Seconds()
			logf("game gen hex %d×%d: %d minimal chains listed, %.0f s (%.0f/s; at most %d)\n", spec.Rows, spec.Cols, n, s, float64(n)/s, positional.MaxSets)
		}
	}
	g, id, err := gen.Build(spec)
	if err != nil {
		return nil, nil, err
	}
	if line, err = json.Marshal(g.Instance(id)); err != nil {
		return nil, nil, err
	}
	who := ""
	if g.Rule == positional.MakerBreaker || g.Rule == positional.AvoiderEnforcer {
		who = ", " + g.First + " first"
	}
	return append(line, '\n'), &runctl.Report{Text: fmt.Sprintf("wrote %s: %s, %d cells, %d winning sets, %s%s\n", out, id, g.Cells, len(g.Sets), g.Rule, who),
		JSON: struct {
			Out   string `json:"out"`
			ID    string `json:"id"`
			Kind  string `json:"kind"`
			Cells int    `json:"cells"`
			Sets  int    `json:"sets"`
			Rule  string `json:"rule"`
			First string `json:"first"`
		}{out, id, spec.Kind, g.Cells, len(g.Sets), g.Rule.String(), g.First}}, nil
}
