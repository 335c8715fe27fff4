package reproduce

import (
	"fmt"
	"strconv"

	"plylab/data/paper"
	"plylab/data/transv"
	"plylab/engine/transversal"
	"plylab/plots"
)

func init() { Register("transversal_exact", TransversalExact) }

// Limits of the fast default and of --full of the claims.
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
)

// Limits of the tables and figures (they stop short of the claims under
// --full, where the claims' rows take minutes each).
const (
	exactTableSolveFast, exactTableSolveFull     = exactSolveFast, 14 // answers, P = 2n+1
	exactTableValueFast, exactTableValueFull     = exactValueFast, 9  // answers P = 2n+3 and values
	exactTableDefenceFast, exactTableDefenceFull = exactAllFast, 9    // the O defence rule
	exactTableAllMax                             = 5                  // the O defence, every choice
	exactTableCertFast, exactTableCertFull       = exactCertFast, 7   // certificates
)

// TransversalExact reproduces the exact-play family: the claims (values,
// X's forced wins, the O defence rule, certificates; rows past the
// setting from the recorded long runs), the tables (answers, values, the O
// defence check, the weakened rules, certificates, a game against the
// defence) and the figures (effort against n, the defence check,
// certificate sizes, the game drawn). Wall-clock columns stay out of the
// tables.
func TransversalExact(o Options) (*Result, error) {
	w := &exactWork{values: map[int]*transversal.ValueResult{}, solves: map[[2]int]*transversal.SolveResult{},
		defences: map[exactDefenceKey]*transversal.ODefenceResult{}}
	claims, err := transversalExactClaims(o, w)
	if err != nil {
		return nil, err
	}
	res := &Result{Family: "transversal_exact", Claims: claims}
	if err := transversalExactArtifacts(o, w, res); err != nil {
		return nil, err
	}
	return res, nil
}

func transversalExactArtifacts(o Options, w *exactWork, res *Result) error {
	rng := func(a, b int) []int {
		var v []int
		for i := a; i <= b; i++ {
			v = append(v, i)
		}
		return v
	}
	solveMax, upperMax, defMax, certMax := exactTableSolveFast, exactTableValueFast, exactTableDefenceFast, exactTableCertFast
	if o.Full {
		solveMax, upperMax, defMax, certMax = exactTableSolveFull, exactTableValueFull, exactTableDefenceFull, exactTableCertFull
	}
	o.logf("transversal_exact: answers for n = 1..%d", solveMax)
	var lowerRuns, upperRuns []*transversal.SolveResult
	for _, n := range rng(1, solveMax) {
		r, err := w.solve(n, 2*n+1)
		if err != nil {
			return err
		}
		lowerRuns = append(lowerRuns, r)
	}
	for _, n := range rng(4, upperMax) {
		r, err := w.solve(n, 2*n+3)
		if err != nil {
			return err
		}
		upperRuns = append(upperRuns, r)
	}
	answers := append(lowerRuns, upperRuns...)
	o.logf("transversal_exact: game values for n = 1..%d", upperMax)
	var vs []*transversal.ValueResult
	for _, n := range rng(1, upperMax) {
		v, err := w.value(n)
		if err != nil {
			return err
		}
		vs = append(vs, v)
	}
	values := transv.ValuesFrameOf(vs)
	o.logf("transversal_exact: O defence rule for n = 2..%d", defMax)
	var canon, every []*transversal.ODefenceResult
	for _, n := range rng(2, defMax) {
		r, err := w.defence(n, false)
		if err != nil {
			return err
		}
		canon = append(canon, r)
	}
	for _, n := range rng(2, exactTableAllMax) {
		r, err := w.defence(n, true)
		if err != nil {
			return err
		}
		every = append(every, r)
	}
	def := append(canon, every...)
	mut, err := transv.MutantFrame(rng(3, 6))
	if err != nil {
		return err
	}
	o.logf("transversal_exact: certificates for n = 2..%d", certMax)
	certs, err := transv.Certificates(rng(2, certMax), true)
	if err != nil {
		return err
	}
	game, err := transv.DefenceGame(6, "paper", "")
	if err != nil {
		return err
	}
	cherry, err := transv.DefenceGame(5, "solver", "1,1 2,2 3,3 4,3")
	if err != nil {
		return err
	}
	res.AddTable("transversal_exact_answers", transv.AnswersFrameOf(answers).Drop([]string{"seconds"}))
	res.AddTable("transversal_exact_values", values.Drop([]string{"seconds"}))
	res.AddTable("transversal_exact_odefence", transv.ODefenceFrameOf(def).Drop([]string{"seconds"}))
	res.AddTable("transversal_exact_mutants", mut)
	res.AddTable("transversal_exact_certificates", certs.Frame().Drop([]string{"build_seconds", "check_seconds"}))
	res.AddTable("transversal_exact_defence_n6", transv.DefenceFrame(game))
	res.AddTable("transversal_exact_defence_n5_cherry", transv.DefenceFrame(cherry))
	effort, err := plots.ExactEffortPlot(answers)
	if err != nil {
		return err
	}
	defPlot, err := plots.ODefenceEffortPlot(def)
	if err != nil {
		return err
	}
	certPlot, err := plots.CertificateSizePlot(certs)
	if err != nil {
		return err
	}
	n := 6
	views := transv.DefenceViews(game, []int{2*n - 4, 2*n - 3, 2*n - 2, 2*n - 1, 2 * n, 2*n + 3})
	res.AddFigure("transversal_exact_effort", effort, 0, 0)
	res.AddFigure("transversal_exact_odefence", defPlot, 0, 0)
	res.AddFigure("transversal_exact_certificates", certPlot, 0, 0)
	res.AddFigure("transversal_exact_defence_n6", plots.DefenceFigure(transv.DefenceNumbers(game, "X (§4 strategy) against the O defence, n = 6"), views, 3), 0, 0)
	res.AddFigure("transversal_exact_defence_n5_cherry", plots.DefenceFigure(transv.DefenceNumbers(cherry, "X: opening 1,1 2,2 3,3 4,3, then the solver; O: the rule"),
		transv.DefenceViews(cherry, []int{6, 7, 8, 9, 10, 13}), 3), 0, 0)
	return nil
}

// exactWork is what one TransversalExact run has computed: each solve,
// value and check of the O defence rule runs once, for the claims and the
// tables alike (the claims' values of n ≤ 8 and the values table, the
// claims' solves of n = 9..12 and the answers table, the claims' checks of
// the O defence and its table).
type exactWork struct {
	values   map[int]*transversal.ValueResult
	solves   map[[2]int]*transversal.SolveResult
	defences map[exactDefenceKey]*transversal.ODefenceResult
}

type exactDefenceKey struct {
	n   int
	all bool
}

// value is transversal.Value(n) with the default options.
func (w *exactWork) value(n int) (*transversal.ValueResult, error) {
	if v, ok := w.values[n]; ok {
		return v, nil
	}
	v, err := transversal.Value(n, transversal.SolveOptions{})
	if err == nil {
		w.values[n] = v
	}
	return v, err
}

// solve is data.TransversalExactSolve(n, P).
func (w *exactWork) solve(n, P int) (*transversal.SolveResult, error) {
	k := [2]int{n, P}
	if r, ok := w.solves[k]; ok {
		return r, nil
	}
	r, err := transv.ExactSolve(n, P)
	if err == nil {
		w.solves[k] = r
	}
	return r, err
}

// defence is data.TransversalODefence(n, all, "").
func (w *exactWork) defence(n int, all bool) (*transversal.ODefenceResult, error) {
	k := exactDefenceKey{n, all}
	if r, ok := w.defences[k]; ok {
		return r, nil
	}
	r, err := transv.ODefence(n, all, "")
	if err == nil {
		w.defences[k] = r
	}
	return r, err
}

// transversalExactClaims computes the transversal_exact claims: the values
// of n = 1, 2, 3 (published), X's forced win by 2n+3 (Theorem A, published),
// and the new results: no forced win by 2n+1, the optimal length, the O
// defence rule's check, search effort and certificate sizes. Rows past the
// setting's limits come from the recorded long runs.
func transversalExactClaims(o Options, w *exactWork) ([]paper.Measured, error) {
	var out []paper.Measured
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
	recSolves, recDefences, err := transv.Recorded()
	if err != nil {
		return nil, err
	}
	// The P = 2n+1 solve of each n, computed or recorded, for the effort rows.
	type effort struct {
		r        transv.RecordedSolve
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
					out = append(out, paper.Measured{ID: id + q, Note: "needs a longer run"})
				}
				continue
			}
			f3 := transv.RecordedSolve2n3
			out = append(out,
				paper.Measured{ID: id + "x_forces_by_2n3", Value: yesNo(s3.XForcesWin), Recorded: f3, Note: fmt.Sprintf("%d nodes, %d positions", s3.Nodes, s3.Positions)})
			if !s1.XForcesWin && s3.XForcesWin {
				out = append(out, paper.Measured{ID: id + "optimal_length", Value: strconv.Itoa(2*n + 3), Recorded: f3,
					Note: fmt.Sprintf("no forced win by %d (%s), a forced win by %d", 2*n+1, transv.RecordedSolve2n1, 2*n+3)})
			} else {
				out = append(out, paper.Measured{ID: id + "optimal_length", Note: "the recorded solves do not settle it"})
			}
			continue
		}
		o.logf("transversal_exact: value of n = %d", n)
		v, err := w.value(n)
		if err != nil {
			return nil, err
		}
		if n <= 3 {
			val := "draw"
			if v.XWins {
				val = "X wins"
			}
			out = append(out, paper.Measured{ID: id + "value", Value: val, Note: fmt.Sprintf("exact search, P up to %d", v.Steps[len(v.Steps)-1].ByPly)})
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
		solved[n] = effort{r: transv.RecordedSolve{N: n, ByPly: 2*n + 1, XForcesWin: s1.XForcesWin, Nodes: s1.Nodes, Positions: s1.Positions}}
		out = append(out,
			paper.Measured{ID: id + "x_forces_by_2n3", Value: yesNo(s3.XForcesWin), Note: fmt.Sprintf("%d nodes, %d positions", s3.Nodes, s3.Positions)},
			paper.Measured{ID: id + "optimal_length", Value: strconv.Itoa(v.OptimalLength), Note: "least P with a forced X win"})
	}
	for n := 4; n <= exactSolveFull; n++ {
		if _, ok := solved[n]; ok {
			continue
		}
		if n > solveMax {
			if r, ok := recSolves[[2]int{n, 2*n + 1}]; ok {
				solved[n] = effort{r: r, recorded: transv.RecordedSolve2n1}
			}
			continue
		}
		o.logf("transversal_exact: solving n = %d, P = %d", n, 2*n+1)
		r, err := w.solve(n, 2*n+1)
		if err != nil {
			return nil, err
		}
		solved[n] = effort{r: transv.RecordedSolve{N: n, ByPly: 2*n + 1, XForcesWin: r.XForcesWin, Nodes: r.Nodes, Positions: r.Positions}}
	}
	for n := 4; n <= exactSolveFull; n++ {
		id := fmt.Sprintf("transversal_exact.n%d.", n)
		e, ok := solved[n]
		if !ok {
			for _, q := range []string{"x_forces_by_2n1", "solve_nodes_2n1", "solve_positions_2n1"} {
				out = append(out, paper.Measured{ID: id + q, Note: "needs --full"})
			}
			continue
		}
		out = append(out,
			paper.Measured{ID: id + "x_forces_by_2n1", Value: yesNo(e.r.XForcesWin), Recorded: e.recorded, Note: fmt.Sprintf("%d nodes, %d positions", e.r.Nodes, e.r.Positions)},
			paper.Measured{ID: id + "solve_nodes_2n1", Value: strconv.FormatUint(e.r.Nodes, 10), Recorded: e.recorded},
			paper.Measured{ID: id + "solve_positions_2n1", Value: strconv.FormatUint(e.r.Positions, 10), Recorded: e.recorded})
	}
	defence := func(n int, all bool, max int, q string) error {
		mode := "canonical"
		if all {
			mode = "all-choices"
		}
		id := fmt.Sprintf("transversal_exact.n%d.%s", n, q)
		if n > max {
			if r, ok := recDefences[fmt.Sprintf("%d/%s", n, mode)]; ok {
				out = append(out, paper.Measured{ID: id, Value: yesNo(r.Survives), Recorded: transv.RecordedODefence,
					Note: fmt.Sprintf("%d positions, %d X moves", r.Positions, r.XMoves)})
			} else {
				out = append(out, paper.Measured{ID: id, Note: fmt.Sprintf("a long run: plylab transversal odefence --n %d --%s", n, mode)})
			}
			return nil
		}
		o.logf("transversal_exact: O defence rule, n = %d, %s", n, mode)
		r, err := w.defence(n, all)
		if err != nil {
			return err
		}
		note := fmt.Sprintf("%d positions, %d X moves", r.Positions, r.XMoves)
		if !r.Survives {
			note = r.Counterexample
		}
		out = append(out, paper.Measured{ID: id, Value: yesNo(r.Survives), Note: note})
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
			out = append(out, paper.Measured{ID: id, Note: "needs --full"})
			continue
		}
		o.logf("transversal_exact: certificate, n = %d", n)
		r, err := transversal.Solve(n, transversal.SolveOptions{ByPly: 2*n + 1, Certificate: true})
		if err != nil {
			return nil, err
		}
		rep, err := transversal.Check(r.Certificate)
		if err != nil {
			return nil, fmt.Errorf("n = %d: certificate rejected: %w", n, err)
		}
		out = append(out, paper.Measured{ID: id, Value: strconv.Itoa(len(r.Certificate.Entries)),
			Note: fmt.Sprintf("claim %s, checked over %d positions", r.Certificate.Claim, rep.Positions)})
	}
	return out, nil
}
