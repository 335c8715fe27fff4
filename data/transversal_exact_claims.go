package data

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/engine/transversal"
)

func init() { RegisterProducer("transversal_exact", produceTransversalExact) }

// Limits of the fast default and of --full.
//
// Rows beyond what a setting computes are read from the long runs kept in
// data/runs/ (status "recorded"): the solves of P = 2n+1 to n = 16 and of
// P = 2n+3 to n = 11, and the O defence to n = 11 (every choice to n = 9).
const (
	exactValueFast, exactValueFull          = 8, 10  // game values (solves up to P = 2n+3)
	exactValueMax                           = 11     // rows for values, recorded beyond the setting
	exactSolveFast, exactSolveFull          = 12, 16 // P = 2n+1 alone, beyond the values
	exactDefenceFast, exactDefenceFull      = 9, 10  // the O defence rule, brute force
	exactDefenceMax                         = 11
	exactAllFast, exactAllFull, exactAllMax = 7, 8, 9 // the O defence, every choice
	exactCertFast, exactCertFull            = 6, 8    // solver's O certificates, built and checked
	exactSolveCountMin                      = 4       // rows for nodes and positions, n = 4..16
)

// Files of data/runs/ the producer reads.
const (
	recordedSolve2n1 = "transversal-solve-2n1.jsonl"
	recordedSolve2n3 = "transversal-solve-2n3.jsonl"
	recordedODefence = "transversal-odefence.jsonl"
)

type recordedSolve struct {
	N          int    `json:"n"`
	ByPly      int    `json:"by_ply"`
	XForcesWin bool   `json:"x_forces_win"`
	Nodes      uint64 `json:"nodes"`
	Positions  uint64 `json:"positions"`
}

type recordedDefence struct {
	N         int    `json:"n"`
	ByPly     int    `json:"by_ply"`
	Mode      string `json:"mode"`
	Mutant    string `json:"mutant"`
	Survives  bool   `json:"survives"`
	Positions uint64 `json:"positions"`
	XMoves    uint64 `json:"x_moves"`
}

// recordedTransversal reads the kept solves (keyed by n and P) and O
// defence checks (keyed by n and mode).
func recordedTransversal() (map[[2]int]recordedSolve, map[string]recordedDefence, error) {
	solves := map[[2]int]recordedSolve{}
	for _, f := range []string{recordedSolve2n1, recordedSolve2n3} {
		lines, err := RecordedRunLines(f)
		if err != nil {
			return nil, nil, err
		}
		for i, l := range lines {
			var r recordedSolve
			if err := json.Unmarshal([]byte(l), &r); err != nil {
				return nil, nil, fmt.Errorf("data/runs/%s line %d: %v", f, i+1, err)
			}
			solves[[2]int{r.N, r.ByPly}] = r
		}
	}
	defences := map[string]recordedDefence{}
	lines, err := RecordedRunLines(recordedODefence)
	if err != nil {
		return nil, nil, err
	}
	for i, l := range lines {
		var r recordedDefence
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			return nil, nil, fmt.Errorf("data/runs/%s line %d: %v", recordedODefence, i+1, err)
		}
		if r.Mutant == "" && r.ByPly == 2*r.N+1 {
			defences[fmt.Sprintf("%d/%s", r.N, r.Mode)] = r
		}
	}
	return solves, defences, nil
}

// produceTransversalExact computes the transversal_exact claims: the values
// of n = 1, 2, 3 (published), X's forced win by 2n+3 (Theorem A, published),
// and the new results: no forced win by 2n+1, the optimal length, the O
// defence rule's check, search effort and certificate sizes. Rows past the
// setting's limits come from the recorded long runs.
func produceTransversalExact(o ReproduceOptions) ([]Measured, error) {
	var out []Measured
	yesNo := func(b bool) string {
		if b {
			return "yes"
		}
		return "no"
	}
	valueMax, solveMax, defenceMax, allMax, certMax := exactValueFast, exactSolveFast, exactDefenceFast, exactAllFast, exactCertFast
	if o.Full {
		valueMax, solveMax, defenceMax, allMax, certMax = exactValueFull, exactSolveFull, exactDefenceFull, exactAllFull, exactCertFull
	}
	recSolves, recDefences, err := recordedTransversal()
	if err != nil {
		return nil, err
	}
	// The P = 2n+1 solve of each n, computed or recorded, for the effort rows.
	type effort struct {
		r        recordedSolve
		recorded string
	}
	solved := map[int]effort{}
	for n := 1; n <= exactValueMax; n++ {
		id := fmt.Sprintf("transversal_exact.n%d.", n)
		if n > valueMax {
			s1, ok1 := recSolves[[2]int{n, 2*n + 1}]
			s3, ok3 := recSolves[[2]int{n, 2*n + 3}]
			if !ok1 || !ok3 {
				for _, q := range []string{"x_forces_by_2n3", "optimal_length"} {
					out = append(out, Measured{ID: id + q, Note: "needs a longer run"})
				}
				continue
			}
			f3 := recordedSolve2n3
			out = append(out,
				Measured{ID: id + "x_forces_by_2n3", Value: yesNo(s3.XForcesWin), Recorded: f3, Note: fmt.Sprintf("%d nodes, %d positions", s3.Nodes, s3.Positions)})
			if !s1.XForcesWin && s3.XForcesWin {
				out = append(out, Measured{ID: id + "optimal_length", Value: strconv.Itoa(2*n + 3), Recorded: f3,
					Note: fmt.Sprintf("no forced win by %d (%s), a forced win by %d", 2*n+1, recordedSolve2n1, 2*n+3)})
			} else {
				out = append(out, Measured{ID: id + "optimal_length", Note: "the recorded solves do not settle it"})
			}
			continue
		}
		o.logf("transversal_exact: value of n = %d", n)
		v, err := transversal.Value(n, transversal.SolveOptions{})
		if err != nil {
			return nil, err
		}
		if n <= 3 {
			val := "draw"
			if v.XWins {
				val = "X wins"
			}
			out = append(out, Measured{ID: id + "value", Value: val, Note: fmt.Sprintf("exact search, P up to %d", v.Steps[len(v.Steps)-1].ByPly)})
			continue
		}
		byP := map[int]transversal.SolveResult{}
		for _, s := range v.Steps {
			byP[s.ByPly] = s
		}
		s1, ok1 := byP[2*n+1]
		s3, ok3 := byP[2*n+3]
		if !ok1 || !ok3 {
			return nil, fmt.Errorf("n = %d: the value search stopped at ply %d", n, v.OptimalLength)
		}
		solved[n] = effort{r: recordedSolve{N: n, ByPly: 2*n + 1, XForcesWin: s1.XForcesWin, Nodes: s1.Nodes, Positions: s1.Positions}}
		out = append(out,
			Measured{ID: id + "x_forces_by_2n3", Value: yesNo(s3.XForcesWin), Note: fmt.Sprintf("%d nodes, %d positions", s3.Nodes, s3.Positions)},
			Measured{ID: id + "optimal_length", Value: strconv.Itoa(v.OptimalLength), Note: "least P with a forced X win"})
	}
	for n := 4; n <= exactSolveFull; n++ {
		if _, ok := solved[n]; ok {
			continue
		}
		if n > solveMax {
			if r, ok := recSolves[[2]int{n, 2*n + 1}]; ok {
				solved[n] = effort{r: r, recorded: recordedSolve2n1}
			}
			continue
		}
		o.logf("transversal_exact: solving n = %d, P = %d", n, 2*n+1)
		r, err := TransversalExactSolve(n, 2*n+1)
		if err != nil {
			return nil, err
		}
		solved[n] = effort{r: recordedSolve{N: n, ByPly: 2*n + 1, XForcesWin: r.XForcesWin, Nodes: r.Nodes, Positions: r.Positions}}
	}
	for n := 4; n <= exactSolveFull; n++ {
		id := fmt.Sprintf("transversal_exact.n%d.", n)
		e, ok := solved[n]
		if !ok {
			for _, q := range []string{"x_forces_by_2n1", "solve_nodes_2n1", "solve_positions_2n1"} {
				out = append(out, Measured{ID: id + q, Note: "needs --full"})
			}
			continue
		}
		out = append(out,
			Measured{ID: id + "x_forces_by_2n1", Value: yesNo(e.r.XForcesWin), Recorded: e.recorded, Note: fmt.Sprintf("%d nodes, %d positions", e.r.Nodes, e.r.Positions)},
			Measured{ID: id + "solve_nodes_2n1", Value: strconv.FormatUint(e.r.Nodes, 10), Recorded: e.recorded},
			Measured{ID: id + "solve_positions_2n1", Value: strconv.FormatUint(e.r.Positions, 10), Recorded: e.recorded})
	}
	defence := func(n int, all bool, max int, q string) error {
		mode := "canonical"
		if all {
			mode = "all-choices"
		}
		id := fmt.Sprintf("transversal_exact.n%d.%s", n, q)
		if n > max {
			if r, ok := recDefences[fmt.Sprintf("%d/%s", n, mode)]; ok {
				out = append(out, Measured{ID: id, Value: yesNo(r.Survives), Recorded: recordedODefence,
					Note: fmt.Sprintf("%d positions, %d X moves", r.Positions, r.XMoves)})
			} else {
				out = append(out, Measured{ID: id, Note: fmt.Sprintf("a long run: plylab transversal odefence --n %d --%s", n, mode)})
			}
			return nil
		}
		o.logf("transversal_exact: O defence rule, n = %d, %s", n, mode)
		r, err := TransversalODefence(n, all, "")
		if err != nil {
			return err
		}
		note := fmt.Sprintf("%d positions, %d X moves", r.Positions, r.XMoves)
		if !r.Survives {
			note = r.Counterexample
		}
		out = append(out, Measured{ID: id, Value: yesNo(r.Survives), Note: note})
		return nil
	}
	for n := 2; n <= exactDefenceMax; n++ {
		if err := defence(n, false, defenceMax, "odefence_survives"); err != nil {
			return nil, err
		}
	}
	for n := 2; n <= exactAllMax; n++ {
		if err := defence(n, true, allMax, "odefence_all_choices_survives"); err != nil {
			return nil, err
		}
	}
	for n := 4; n <= exactCertFull; n++ {
		id := fmt.Sprintf("transversal_exact.n%d.o_certificate_entries", n)
		if n > certMax {
			out = append(out, Measured{ID: id, Note: "needs --full"})
			continue
		}
		o.logf("transversal_exact: certificate, n = %d", n)
		r, err := transversal.Solve(n, transversal.SolveOptions{ByPly: 2*n + 1, Certificate: true})
		if err != nil {
			return nil, err
		}
		rep, err := transversal.Check(r.Certificate)
		if err != nil {
			return nil, fmt.Errorf("n = %d: certificate rejected: %v", n, err)
		}
		out = append(out, Measured{ID: id, Value: strconv.Itoa(len(r.Certificate.Entries)),
			Note: fmt.Sprintf("claim %s, checked over %d positions", r.Certificate.Claim, rep.Positions)})
	}
	return out, nil
}

// TransversalRecordedSolvesFrame lists the kept long solves of
// data/runs/ (P = 2n+1 for n = 1..16, P = 2n+3 for n = 4..11). Columns n,
// by_ply, x_forces_win, nodes, positions, file.
func TransversalRecordedSolvesFrame() (dataframe.DataFrame, error) {
	rec, _, err := recordedTransversal()
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
		f := recordedSolve2n1
		if r.ByPly == 2*r.N+3 {
			f = recordedSolve2n3
		}
		nn, by, win = append(nn, r.N), append(by, r.ByPly), append(win, r.XForcesWin)
		nodes, pos, file = append(nodes, int(r.Nodes)), append(pos, int(r.Positions)), append(file, f)
	}
	return dataframe.New(series.New(nn, series.Int, "n"), series.New(by, series.Int, "by_ply"),
		series.New(win, series.Bool, "x_forces_win"), series.New(nodes, series.Int, "nodes"),
		series.New(pos, series.Int, "positions"), series.New(file, series.String, "file")), nil
}

// TransversalRecordedODefenceFrame lists the kept long checks of the O
// defence rule. Columns n, by_ply, mode, survives, positions, x_moves.
func TransversalRecordedODefenceFrame() (dataframe.DataFrame, error) {
	_, rec, err := recordedTransversal()
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
