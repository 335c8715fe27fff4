package transv

import (
	"encoding/json"
	"fmt"
	"sort"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/runs"
)

// Files of data/runs/ that hold the kept transversal long runs.
const (
	RecordedSolve2n1 = "transversal-solve-2n1.jsonl"
	RecordedSolve2n3 = "transversal-solve-2n3.jsonl"
	RecordedODefence = "transversal-odefence.jsonl"
)

// RecordedSolve is one kept solve (plylab transversal solve --json).
type RecordedSolve struct {
	N          int    `json:"n"`
	ByPly      int    `json:"by_ply"`
	XForcesWin bool   `json:"x_forces_win"`
	Nodes      uint64 `json:"nodes"`
	Positions  uint64 `json:"positions"`
}

// RecordedDefence is one kept check of the O defence rule
// (plylab transversal odefence --json).
type RecordedDefence struct {
	N         int    `json:"n"`
	ByPly     int    `json:"by_ply"`
	Mode      string `json:"mode"`
	Mutant    string `json:"mutant"`
	Survives  bool   `json:"survives"`
	Positions uint64 `json:"positions"`
	XMoves    uint64 `json:"x_moves"`
}

// Recorded reads the kept solves (keyed by n and P) and O
// defence checks (keyed by n and mode).
func Recorded() (map[[2]int]RecordedSolve, map[string]RecordedDefence, error) {
	solves := map[[2]int]RecordedSolve{}
	for _, f := range []string{RecordedSolve2n1, RecordedSolve2n3} {
		lines, err := runs.Lines(f)
		if err != nil {
			return nil, nil, err
		}
		for i, l := range lines {
			var r RecordedSolve
			if err := json.Unmarshal([]byte(l), &r); err != nil {
				return nil, nil, fmt.Errorf("data/runs/%s line %d: %w", f, i+1, err)
			}
			solves[[2]int{r.N, r.ByPly}] = r
		}
	}
	defences := map[string]RecordedDefence{}
	lines, err := runs.Lines(RecordedODefence)
	if err != nil {
		return nil, nil, err
	}
	for i, l := range lines {
		var r RecordedDefence
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			return nil, nil, fmt.Errorf("data/runs/%s line %d: %w", RecordedODefence, i+1, err)
		}
		if r.Mutant == "" && r.ByPly == 2*r.N+1 {
			defences[fmt.Sprintf("%d/%s", r.N, r.Mode)] = r
		}
	}
	return solves, defences, nil
}

// RecordedSolvesFrame lists the kept long solves of
// data/runs/ (P = 2n+1 for n = 1..16, P = 2n+3 for n = 4..11). Columns n,
// by_ply, x_forces_win, nodes, positions, file.
func RecordedSolvesFrame() (dataframe.DataFrame, error) {
	rec, _, err := Recorded()
	if err != nil {
		return dataframe.DataFrame{}, err
	}
	keys := make([][2]int, 0, len(rec))
	for k := range rec {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i][1]-2*keys[i][0] != keys[j][1]-2*keys[j][0] {
			return keys[i][1]-2*keys[i][0] < keys[j][1]-2*keys[j][0]
		}
		return keys[i][0] < keys[j][0]
	})
	var nn, by, nodes, pos []int
	var win []bool
	var file []string
	for _, k := range keys {
		r := rec[k]
		f := RecordedSolve2n1
		if r.ByPly == 2*r.N+3 {
			f = RecordedSolve2n3
		}
		nn, by, win = append(nn, r.N), append(by, r.ByPly), append(win, r.XForcesWin)
		nodes, pos, file = append(nodes, int(r.Nodes)), append(pos, int(r.Positions)), append(file, f)
	}
	return dataframe.New(series.New(nn, series.Int, "n"), series.New(by, series.Int, "by_ply"),
		series.New(win, series.Bool, "x_forces_win"), series.New(nodes, series.Int, "nodes"),
		series.New(pos, series.Int, "positions"), series.New(file, series.String, "file")), nil
}

// RecordedODefenceFrame lists the kept long checks of the O
// defence rule. Columns n, by_ply, mode, survives, positions, x_moves.
func RecordedODefenceFrame() (dataframe.DataFrame, error) {
	_, rec, err := Recorded()
	if err != nil {
		return dataframe.DataFrame{}, err
	}
	keys := make([]string, 0, len(rec))
	for k := range rec {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := rec[keys[i]], rec[keys[j]]
		if a.Mode != b.Mode {
			return a.Mode < b.Mode
		}
		return a.N < b.N
	})
	var nn, by, pos, xm []int
	var mode []string
	var surv []bool
	for _, k := range keys {
		r := rec[k]
		nn, by, mode, surv = append(nn, r.N), append(by, r.ByPly), append(mode, r.Mode), append(surv, r.Survives)
		pos, xm = append(pos, int(r.Positions)), append(xm, int(r.XMoves))
	}
	return dataframe.New(series.New(nn, series.Int, "n"), series.New(by, series.Int, "by_ply"),
		series.New(mode, series.String, "mode"), series.New(surv, series.Bool, "survives"),
		series.New(pos, series.Int, "positions"), series.New(xm, series.Int, "x_moves")), nil
}
