package data

import (
	"fmt"
	"strconv"

	"plylab/engine/transversal"
)

func init() { RegisterProducer("transversal_exact", produceTransversalExact) }

// Limits of the fast default and of --full.
const (
	exactValueFast, exactValueFull       = 8, 10 // game values (solves up to P = 2n+3)
	exactSolveMax                        = 12    // P = 2n+1 alone, beyond the values (fast)
	exactDefenceFast, exactDefenceFull   = 8, 9  // the O defence rule, brute force
	exactCertFast, exactCertFull         = 6, 8  // solver's O certificates, built and checked
	exactSolveCountMin, exactSolveCountN = 4, 8  // rows for nodes and positions
)

// produceTransversalExact computes the transversal_exact claims: the values
// of n = 1, 2, 3 (published), X's forced win by 2n+3 (Theorem A, published),
// and the new results: no forced win by 2n+1, the optimal length, the O
// defence rule's check, search effort and certificate sizes.
func produceTransversalExact(o ReproduceOptions) ([]Measured, error) {
	var out []Measured
	yesNo := func(b bool) string {
		if b {
			return "yes"
		}
		return "no"
	}
	valueMax, defenceMax, certMax := exactValueFast, exactDefenceFast, exactCertFast
	if o.Full {
		valueMax, defenceMax, certMax = exactValueFull, exactDefenceFull, exactCertFull
	}
	for n := 1; n <= exactValueFull; n++ {
		id := fmt.Sprintf("transversal_exact.n%d.", n)
		if n > valueMax {
			for _, q := range []string{"x_forces_by_2n3", "optimal_length"} {
				out = append(out, Measured{ID: id + q, Note: "needs --full"})
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
		out = append(out,
			Measured{ID: id + "x_forces_by_2n1", Value: yesNo(s1.XForcesWin), Note: fmt.Sprintf("%d nodes, %d positions", s1.Nodes, s1.Positions)},
			Measured{ID: id + "x_forces_by_2n3", Value: yesNo(s3.XForcesWin), Note: fmt.Sprintf("%d nodes, %d positions", s3.Nodes, s3.Positions)},
			Measured{ID: id + "optimal_length", Value: strconv.Itoa(v.OptimalLength), Note: "least P with a forced X win"})
		if n >= exactSolveCountMin && n <= exactSolveCountN {
			out = append(out,
				Measured{ID: id + "solve_nodes_2n1", Value: strconv.FormatUint(s1.Nodes, 10)},
				Measured{ID: id + "solve_positions_2n1", Value: strconv.FormatUint(s1.Positions, 10)})
		}
	}
	for n := valueMax + 1; n <= exactSolveMax; n++ {
		id := fmt.Sprintf("transversal_exact.n%d.x_forces_by_2n1", n)
		o.logf("transversal_exact: solving n = %d, P = %d", n, 2*n+1)
		r, err := TransversalExactSolve(n, 2*n+1)
		if err != nil {
			return nil, err
		}
		out = append(out, Measured{ID: id, Value: yesNo(r.XForcesWin), Note: fmt.Sprintf("%d nodes, %d positions", r.Nodes, r.Positions)})
	}
	for n := 2; n <= exactDefenceFull; n++ {
		id := fmt.Sprintf("transversal_exact.n%d.odefence_survives", n)
		if n > defenceMax {
			out = append(out, Measured{ID: id, Note: "needs --full"})
			continue
		}
		o.logf("transversal_exact: O defence rule, n = %d", n)
		r, err := TransversalODefence(n, false, "")
		if err != nil {
			return nil, err
		}
		note := fmt.Sprintf("%d positions, %d X moves", r.Positions, r.XMoves)
		if !r.Survives {
			note = r.Counterexample
		}
		out = append(out, Measured{ID: id, Value: yesNo(r.Survives), Note: note})
	}
	out = append(out, Measured{ID: "transversal_exact.n10.odefence_survives", Note: "a long run: plylab transversal odefence --n 10"})
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
