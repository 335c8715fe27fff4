package reproduce

import (
	"fmt"
	"strconv"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/paper"
	"plylab/data/transv"
	"plylab/engine/transversal"
	"plylab/plots"
)

func init() { Register("transversal", Transversal) }

// TransversalSizes are the boards whose 2n+3 strategy Transversal
// verifies by enumeration: Table 1's n = 4, 5, 6, and n = 7 with full.
func TransversalSizes(full bool) []int {
	if full {
		return []int{4, 5, 6, 7}
	}
	return []int{4, 5, 6}
}

// Transversal reproduces the transversal family: it verifies the 2n+3
// strategy once per board of TransversalSizes and returns Table 1's counts
// (checked against the closed form), the new n = 7 counts (by enumeration
// with Full, else by the closed form), the tables of Table 1, win plies and
// proof cases, and the figures (win plies, cases, Figure 2, the worked n = 4
// line).
func Transversal(o Options) (*Result, error) {
	var rs []*transversal.VerifyResult
	for _, n := range TransversalSizes(o.Full) {
		if n == 7 {
			o.logf("transversal: verifying n = %d (a few minutes on two cores)", n)
		} else {
			o.logf("transversal: verifying n = %d", n)
		}
		r, err := transv.Verify(n, "canonical")
		if err != nil {
			return nil, err
		}
		if err := checkClosedForm(r); err != nil {
			return nil, err
		}
		if n == 7 && r.InvariantFailures > 0 {
			return nil, fmt.Errorf("n = 7: %d invariant failures: %s", r.InvariantFailures, r.Counterexamples[0].Line)
		}
		rs = append(rs, r)
	}
	res := &Result{Family: "transversal", Claims: transversalClaims(rs)}
	// Runtimes are not deterministic: keep them out of the CSV.
	res.AddTable("transversal_table1", transv.Table1Frame(rs).Filter(dataframe.F{Colname: "quantity", Comparator: series.Neq, Comparando: "runtime (s)"}))
	winPly, err := transv.WinPlies(rs, 0)
	if err != nil {
		return nil, err
	}
	res.AddTable("transversal_win_ply", winPly.Frame().Drop([]string{"source"}))
	res.AddTable("transversal_cases", transv.CaseFrame(rs))
	wp, err := plots.WinPlyPlot(winPly)
	if err != nil {
		return nil, err
	}
	cp, err := plots.CasePlot(rs)
	if err != nil {
		return nil, err
	}
	line, err := transv.PlayLine(4, "1,2 2,1 4,4 1,4 1,3")
	if err != nil {
		return nil, err
	}
	res.AddFigure("transversal_win_ply", wp, 0, 0)
	res.AddFigure("transversal_cases", cp, 0, 0)
	res.AddFigure("transversal_fig2_lemma3", plots.Figure2(), 0, 0)
	res.AddFigure("transversal_worked_line_n4", plots.Boards{Views: transv.LineViews(line), Cols: 4}, 0, 0)
	return res, nil
}

// transversalClaims gives the values of the transversal claims from the
// verifications of n = 4, 5, 6 (and 7, when present).
func transversalClaims(rs []*transversal.VerifyResult) []paper.Measured {
	var out []paper.Measured
	allCases := true
	var fails uint64
	var r7 *transversal.VerifyResult
	for _, r := range rs {
		if r.N == 7 {
			r7 = r
			continue
		}
		id := fmt.Sprintf("transversal.table1.n%d.", r.N)
		note := "enumerated; equals the closed form"
		out = append(out,
			paper.Measured{ID: id + "terminal_lines", Value: strconv.FormatUint(r.TerminalLines, 10), Note: note},
			paper.Measured{ID: id + "nodes", Value: strconv.FormatUint(r.Nodes, 10), Note: note},
			paper.Measured{ID: id + "max_win_ply", Value: strconv.Itoa(r.MaxWinPly())},
			paper.Measured{ID: id + "runtime", Value: runtimeText(r.Seconds), Timing: true},
		)
		for _, v := range r.Cases {
			if v == 0 {
				allCases = false
			}
		}
		fails += r.InvariantFailures
	}
	yes := "no"
	if allCases {
		yes = "yes"
	}
	out = append(out, paper.Measured{ID: "transversal.sec6.all_cases_occur", Value: yes},
		paper.Measured{ID: "transversal.thmA.invariant_failures", Value: strconv.FormatUint(fails, 10)})
	if r7 != nil {
		note := fmt.Sprintf("enumerated in %.0f s; equals the closed form", r7.Seconds)
		out = append(out,
			paper.Measured{ID: "transversal.n7.terminal_lines", Value: strconv.FormatUint(r7.TerminalLines, 10), Note: note},
			paper.Measured{ID: "transversal.n7.nodes", Value: strconv.FormatUint(r7.Nodes, 10), Note: note},
			paper.Measured{ID: "transversal.n7.max_win_ply", Value: strconv.Itoa(r7.MaxWinPly()), Note: "enumerated"})
	} else {
		cf := transversal.ClosedForm(7)
		note := "closed form; make reproduce-full enumerates it"
		out = append(out,
			paper.Measured{ID: "transversal.n7.terminal_lines", Value: cf.TerminalLines.String(), Note: note},
			paper.Measured{ID: "transversal.n7.nodes", Value: cf.Nodes.String(), Note: note},
			paper.Measured{ID: "transversal.n7.max_win_ply", Value: strconv.Itoa(2*7 + 3), Note: "2n+3 (Theorem A); make reproduce-full enumerates it"})
	}
	return out
}

func checkClosedForm(r *transversal.VerifyResult) error {
	cf := transversal.ClosedForm(r.N)
	if cf.TerminalLines.Uint64() != r.TerminalLines || cf.Nodes.Uint64() != r.Nodes {
		return fmt.Errorf("n = %d: enumeration (%d lines, %d nodes) differs from the closed form (%v, %v)",
			r.N, r.TerminalLines, r.Nodes, cf.TerminalLines, cf.Nodes)
	}
	return nil
}

// runtimeText writes a runtime in seconds to three significant figures
// (0.000421, 0.769, 23.2) and whole seconds from 100 s on (5725), never in
// exponent form: three decimals would read 0.000 for a run under 0.5 ms.
func runtimeText(s float64) string {
	if s >= 100 {
		return strconv.FormatFloat(s, 'f', 0, 64)
	}
	return strconv.FormatFloat(s, 'g', 3, 64)
}
