package graph

import (
	"encoding/json"
	"fmt"
	"math"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/runs"
)

// MatchingBenchFile is the recorded run of the matching benchmark against
// the Boost Graph Library (make bench-matching; its command is in
// data/runs/index.csv). It needs g++ and Boost, which notebooks and CI do
// not have, so the notebook shows the record rather than rerunning it.
const MatchingBenchFile = "matching-boost.jsonl"

// MatchingBenchRow is one graph of the benchmark: CPU milliseconds of
// plylab and Boost on the same file, the median of the run's repeats.
type MatchingBenchRow struct {
	Graph      string  `json:"graph"`
	N          int     `json:"n"`
	M          int     `json:"m"`
	Matching   int     `json:"matching"`
	D          int     `json:"d"`
	PlyMatch   float64 `json:"plylab_matching_ms"`
	BoostMatch float64 `json:"boost_matching_ms"`
	PlyGE      float64 `json:"plylab_gallai_edmonds_ms"`
	BoostGE    float64 `json:"boost_gallai_edmonds_ms"`
	PlyProc    float64 `json:"plylab_process_ms"`
	BoostProc  float64 `json:"boost_process_ms"`
}

// MatchingBenchRows reads the recorded benchmark run.
func MatchingBenchRows() ([]MatchingBenchRow, error) {
	lines, err := runs.Lines(MatchingBenchFile)
	if err != nil {
		return nil, err
	}
	var rec struct {
		Kind string             `json:"kind"`
		Rows []MatchingBenchRow `json:"rows"`
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &rec); err != nil || rec.Kind != "bench.matching" {
		// %v, not %w: err is nil when only the kind is wrong.
		return nil, fmt.Errorf("data/runs/%s: not a bench.matching record (%v)", MatchingBenchFile, err)
	}
	return rec.Rows, nil
}

// Rounded is r with its milliseconds to 0.1 ms, as MatchingBenchFrame
// gives them.
func (r MatchingBenchRow) Rounded() MatchingBenchRow {
	ms := func(x float64) float64 { return math.Round(x*10) / 10 }
	r.PlyMatch, r.BoostMatch, r.PlyGE, r.BoostGE, r.PlyProc, r.BoostProc = ms(r.PlyMatch), ms(r.BoostMatch), ms(r.PlyGE), ms(r.BoostGE), ms(r.PlyProc), ms(r.BoostProc)
	return r
}

// MatchingBenchFrame is the recorded benchmark as a table: graph, n, m,
// then per task (matching, Gallai–Edmonds, whole process) plylab's and
// Boost's CPU milliseconds (to 0.1 ms) and their ratio plylab / Boost (to
// 0.001; below 1: plylab is faster).
func MatchingBenchFrame() dataframe.DataFrame {
	rows, err := MatchingBenchRows()
	if err != nil {
		return dataframe.DataFrame{Err: err}
	}
	var graph []string
	var n, m []int
	cols := make([][]float64, 9)
	for _, r := range rows {
		graph, n, m = append(graph, r.Graph), append(n, r.N), append(m, r.M)
		ratio := func(a, b float64) float64 { return math.Round(a/b*1000) / 1000 }
		t := r.Rounded()
		for i, v := range []float64{t.PlyMatch, t.BoostMatch, ratio(r.PlyMatch, r.BoostMatch), t.PlyGE, t.BoostGE,
			ratio(r.PlyGE, r.BoostGE), t.PlyProc, t.BoostProc, ratio(r.PlyProc, r.BoostProc)} {
			cols[i] = append(cols[i], v)
		}
	}
	names := []string{"plylab_matching_ms", "boost_matching_ms", "matching_ratio", "plylab_gallai_edmonds_ms",
		"boost_gallai_edmonds_ms", "gallai_edmonds_ratio", "plylab_process_ms", "boost_process_ms", "process_ratio"}
	ss := []series.Series{series.New(graph, series.String, "graph"), series.New(n, series.Int, "n"), series.New(m, series.Int, "m")}
	for i, name := range names {
		ss = append(ss, series.New(cols[i], series.Float, name))
	}
	return dataframe.New(ss...)
}
