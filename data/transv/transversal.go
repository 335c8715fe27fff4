package transv

import (
	"fmt"
	"math"
	"math/big"
	"strconv"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/paper"
	"plylab/engine/transversal"
	"plylab/internal/digits"
)

// Verify runs the exhaustive verification of the 2n+3 strategy on
// the n×n board. mode is "canonical", "all-choices" or "all-choices+phase1".
func Verify(n int, mode string) (*transversal.VerifyResult, error) {
	return transversalVerify(n, mode)
}

func transversalVerify(n int, mode string) (*transversal.VerifyResult, error) {
	opt := transversal.VerifyOptions{}
	switch mode {
	case "", "canonical":
	case "all-choices":
		opt.AllChoices = true
	case "all-choices+phase1":
		opt.BranchPhase1 = true
	default:
		return nil, fmt.Errorf("unknown mode %q (canonical, all-choices, all-choices+phase1)", mode)
	}
	return transversal.Verify(n, opt)
}

// VerifyAll runs TransversalVerify for each n in ns.
func VerifyAll(ns []int, mode string) ([]*transversal.VerifyResult, error) {
	var out []*transversal.VerifyResult
	for _, n := range ns {
		r, err := Verify(n, mode)
		if err != nil {
			return out, err
		}
		out = append(out, r)
	}
	return out, nil
}

// VerifySummaryFrame has one row per run: n, mode, terminal_lines, nodes,
// max_win_ply, invariant_failures, seconds.
func VerifySummaryFrame(rs []*transversal.VerifyResult) dataframe.DataFrame {
	var n, mw []int
	var lines, nodes, fails []float64
	var mode []string
	var sec []float64
	for _, r := range rs {
		n = append(n, r.N)
		mode = append(mode, r.Mode)
		lines = append(lines, float64(r.TerminalLines))
		nodes = append(nodes, float64(r.Nodes))
		mw = append(mw, r.MaxWinPly())
		fails = append(fails, float64(r.InvariantFailures))
		sec = append(sec, r.Seconds)
	}
	return dataframe.New(
		series.New(n, series.Int, "n"),
		series.New(mode, series.String, "mode"),
		intSeries(lines, "terminal_lines"),
		intSeries(nodes, "nodes"),
		series.New(mw, series.Int, "max_win_ply"),
		intSeries(fails, "invariant_failures"),
		series.New(sec, series.Float, "seconds"),
	)
}

// intSeries keeps counts that may exceed int32 exact: gota's Int is Go int
// (64-bit here), so values are converted through int.
func intSeries(v []float64, name string) series.Series {
	iv := make([]int, len(v))
	for i, x := range v {
		iv[i] = int(x)
	}
	return series.New(iv, series.Int, name)
}

// WinPlyRow is one row of a win-ply distribution: on the n×n board the
// 2n+3 strategy wins at ply Ply in Lines of its terminal lines, Fraction
// of them (six decimals: fractions are for reading, the counts are exact),
// counted by Source ("enumeration" or "closed form").
type WinPlyRow struct {
	N, Ply, Lines int
	Fraction      float64
	Source        string
}

// WinPlyRows is a win-ply distribution, one row per board and winning ply
// (plies without lines left out). Frame tabulates it: columns n, ply,
// lines, fraction, source.
type WinPlyRows []WinPlyRow

// WinPlies is the win-ply distribution of the enumerated runs rs, in their
// order, then for every other n from 4 to maxN (none when maxN < 4) the
// distribution from the closed form (transversal.ClosedForm) instead of an
// enumeration, for boards whose enumeration is a long run (n = 7 took five
// minutes; the kept run equals the closed form, and the tests check the
// two against each other for n ≤ 6). The closed form's n is at most 9
// (the counts must fit an int).
func WinPlies(rs []*transversal.VerifyResult, maxN int) (WinPlyRows, error) {
	var out WinPlyRows
	done := map[int]bool{}
	for _, r := range rs {
		done[r.N] = true
		for p, v := range r.WinPly {
			if v == 0 {
				continue
			}
			out = append(out, WinPlyRow{N: r.N, Ply: p, Lines: int(v),
				Fraction: round6(float64(v) / float64(r.TerminalLines)), Source: "enumeration"})
		}
	}
	for k := 4; k <= maxN; k++ {
		if done[k] {
			continue
		}
		if k > 9 {
			return nil, fmt.Errorf("n = %d: the closed form's win plies are for 4 ≤ n ≤ 9 here", k)
		}
		cf := transversal.ClosedForm(k)
		total, _ := new(big.Float).SetInt(cf.TerminalLines).Float64()
		for _, p := range []int{2*k - 1, 2*k + 1, 2*k + 3} {
			v := cf.WinPly[p]
			if v == nil || v.Sign() == 0 {
				continue
			}
			f, _ := new(big.Float).SetInt(v).Float64()
			out = append(out, WinPlyRow{N: k, Ply: p, Lines: int(v.Int64()), Fraction: round6(f / total), Source: "closed form"})
		}
	}
	return out, nil
}

// Frame is the distribution as a table: columns n, ply, lines, fraction,
// source.
func (w WinPlyRows) Frame() dataframe.DataFrame {
	var n, ply, lines []int
	var frac []float64
	var src []string
	for _, r := range w {
		n, ply, lines = append(n, r.N), append(ply, r.Ply), append(lines, r.Lines)
		frac, src = append(frac, r.Fraction), append(src, r.Source)
	}
	return dataframe.New(series.New(n, series.Int, "n"), series.New(ply, series.Int, "ply"),
		series.New(lines, series.Int, "lines"), series.New(frac, series.Float, "fraction"),
		series.New(src, series.String, "source"))
}

// round6 keeps six decimals: fractions are for reading, the counts are exact.
func round6(x float64) float64 { return math.Round(x*1e6) / 1e6 }

// CaseFrame is the proof-case distribution: columns n, case, lines, fraction.
func CaseFrame(rs []*transversal.VerifyResult) dataframe.DataFrame {
	var n, lines []int
	var cs []string
	var frac []float64
	for _, r := range rs {
		for c, v := range r.Cases {
			n = append(n, r.N)
			cs = append(cs, transversal.CaseNames[c])
			lines = append(lines, int(v))
			frac = append(frac, round6(float64(v)/float64(r.TerminalLines)))
		}
	}
	return dataframe.New(series.New(n, series.Int, "n"), series.New(cs, series.String, "case"),
		series.New(lines, series.Int, "lines"), series.New(frac, series.Float, "fraction"))
}

// Table1Frame puts the paper's Table 1 and ours side by side: columns n,
// quantity, paper, ours, match. Runtimes are compared as a ratio, not matched.
func Table1Frame(rs []*transversal.VerifyResult) dataframe.DataFrame {
	claims, err := paper.Claims()
	if err != nil {
		return dataframe.DataFrame{Err: err}
	}
	pub := map[string]string{}
	for _, c := range claims {
		pub[c.ID] = c.Value
	}
	var n []int
	var q, published, ours, match []string
	for _, r := range rs {
		if r.Mode != "canonical" {
			continue
		}
		key := fmt.Sprintf("transversal.table1.n%d.", r.N)
		add := func(quantity, id, v string) {
			p, ok := pub[key+id]
			m := "new"
			switch {
			case id == "runtime" && ok:
				pv, _ := strconv.ParseFloat(p, 64)
				m = "—"
				if r.Seconds > 0 {
					m = fmt.Sprintf("%.0f× faster", pv/r.Seconds)
				}
			case ok && paper.SameValue(p, v):
				m = "match"
			case ok:
				m = "MISMATCH"
			default:
				p = ""
			}
			n = append(n, r.N)
			q = append(q, quantity)
			published = append(published, p)
			ours = append(ours, v)
			match = append(match, m)
		}
		add("terminal lines", "terminal_lines", strconv.FormatUint(r.TerminalLines, 10))
		add("nodes explored", "nodes", strconv.FormatUint(r.Nodes, 10))
		add("maximum win ply", "max_win_ply", strconv.Itoa(r.MaxWinPly()))
		add("runtime (s)", "runtime", strconv.FormatFloat(r.Seconds, 'g', 3, 64))
	}
	return dataframe.New(series.New(n, series.Int, "n"), series.New(q, series.String, "quantity"),
		series.New(published, series.String, "paper"), series.New(ours, series.String, "ours"),
		series.New(match, series.String, "match"))
}

// PaperFrame returns the embedded claims of one family (all when family is "").
func PaperFrame(family string) dataframe.DataFrame {
	df := paper.Frame()
	if family == "" || df.Err != nil {
		return df
	}
	return df.Filter(dataframe.F{Colname: "family", Comparator: series.Eq, Comparando: family})
}

// FormatCount writes an integer with thousands separators, as the papers do.
func FormatCount(v uint64) string { return digits.Uint(v) }

// ClosedFormFrame tabulates the closed-form canonical-mode counts for each n:
// columns n, terminal_lines, nodes, lines_2n_minus_1, lines_2n_plus_1,
// lines_2n_plus_3 (as decimal strings: they outgrow 64 bits for n ≥ 11).
func ClosedFormFrame(ns []int) dataframe.DataFrame {
	cols := map[string][]string{}
	var nn []int
	for _, n := range ns {
		cf := transversal.ClosedForm(n)
		nn = append(nn, n)
		cols["terminal_lines"] = append(cols["terminal_lines"], cf.TerminalLines.String())
		cols["nodes"] = append(cols["nodes"], cf.Nodes.String())
		cols["lines_2n_minus_1"] = append(cols["lines_2n_minus_1"], cf.WinPly[2*n-1].String())
		cols["lines_2n_plus_1"] = append(cols["lines_2n_plus_1"], cf.WinPly[2*n+1].String())
		cols["lines_2n_plus_3"] = append(cols["lines_2n_plus_3"], cf.WinPly[2*n+3].String())
	}
	ss := []series.Series{series.New(nn, series.Int, "n")}
	for _, c := range []string{"terminal_lines", "nodes", "lines_2n_minus_1", "lines_2n_plus_1", "lines_2n_plus_3"} {
		ss = append(ss, series.New(cols[c], series.String, c))
	}
	return dataframe.New(ss...)
}
