package data

import (
	"encoding/json"
	"fmt"

	"plylab/engine/graphgames"
)

// GraphRecordedCheckFile is the recorded run of
// `plylab graph check --exhaustive --max-n 7 --random 200 --random-max-n 11
// --seed 1 --json` under data/runs/ (its command in data/runs/index.csv).
const GraphRecordedCheckFile = "graph-check-n7.jsonl"

// GraphRecordedCheck is the --json object of a recorded graph check run.
type GraphRecordedCheck struct {
	Kind   string `json:"kind"`
	Params struct {
		Exhaustive bool  `json:"exhaustive"`
		MaxN       int   `json:"max_n"`
		Random     int   `json:"random"`
		RandomMaxN int   `json:"random_max_n"`
		Seed       int64 `json:"seed"`
	} `json:"params"`
	Rows          []graphgames.Tally `json:"rows"`
	Totals        []graphgames.Tally `json:"totals"`
	Instances     uint64             `json:"instances"`
	Disagreements uint64             `json:"disagreements"`
	Units         int                `json:"units"`
	Seconds       float64            `json:"seconds"`
}

// LoadGraphRecordedCheck parses the recorded sweep to 7 vertices (one
// JSON object; a file of several is refused).
func LoadGraphRecordedCheck() (*GraphRecordedCheck, error) {
	lines, err := RecordedRunLines(GraphRecordedCheckFile)
	if err != nil {
		return nil, err
	}
	if len(lines) != 1 {
		return nil, fmt.Errorf("recorded run %s: %d JSON objects, want 1", GraphRecordedCheckFile, len(lines))
	}
	var r GraphRecordedCheck
	if err := json.Unmarshal([]byte(lines[0]), &r); err != nil {
		return nil, fmt.Errorf("recorded run %s: %w", GraphRecordedCheckFile, err)
	}
	if r.Kind != "graph.check" || !r.Params.Exhaustive || r.Params.MaxN != 7 {
		return nil, fmt.Errorf("recorded run %s: kind %q, params %+v: not the exhaustive sweep to 7 vertices", GraphRecordedCheckFile, r.Kind, r.Params)
	}
	return &r, nil
}
