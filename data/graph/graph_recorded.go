package graph

import (
	"encoding/json"
	"fmt"

	"plylab/data/runs"
	"plylab/engine/graphgames"
)

// RecordedCheckFile is the recorded run of
// `plylab graph check --exhaustive --max-n 7 --random 200 --random-max-n 11
// --seed 1 --json` under data/runs/ (its command in data/runs/index.csv).
const RecordedCheckFile = "graph-check-n7.jsonl"

// RecordedCheck is the --json object of a recorded graph check run.
type RecordedCheck struct {
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

// LoadRecordedCheck parses the recorded sweep to 7 vertices (one
// JSON object; a file of several is refused).
func LoadRecordedCheck() (*RecordedCheck, error) {
	lines, err := runs.Lines(RecordedCheckFile)
	if err != nil {
		return nil, err
	}
	if len(lines) != 1 {
		return nil, fmt.Errorf("recorded run %s: %d JSON objects, want 1", RecordedCheckFile, len(lines))
	}
	var r RecordedCheck
	if err := json.Unmarshal([]byte(lines[0]), &r); err != nil {
		return nil, fmt.Errorf("recorded run %s: %w", RecordedCheckFile, err)
	}
	if r.Kind != "graph.check" || !r.Params.Exhaustive || r.Params.MaxN != 7 {
		return nil, fmt.Errorf("recorded run %s: kind %q, params %+v: not the exhaustive sweep to 7 vertices", RecordedCheckFile, r.Kind, r.Params)
	}
	return &r, nil
}
