package transv

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/paper"
	"plylab/engine/transversal"
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

// WinPlyFrame is the win-ply distribution: columns n, ply, lines, fraction
// (lines over the run's terminal lines).
func WinPlyFrame(rs []*transversal.VerifyResult) dataframe.DataFrame {
	var n, ply, lines []int
	var frac []float64
	for _, r := range rs {
		for p, v := range r.WinPly {
			if v == 0 {
				continue
			}
			n = append(n, r.N)
			ply = append(ply, p)
			lines = append(lines, int(v))
			frac = append(frac, round6(float64(v)/float64(r.TerminalLines)))
		}
	}
	return dataframe.New(series.New(n, series.Int, "n"), series.New(ply, series.Int, "ply"),
		series.New(lines, series.Int, "lines"), series.New(frac, series.Float, "fraction"))
}

// WinPlyClosedFormFrame is WinPlyFrame's distribution from the closed form
// (transversal.ClosedForm) instead of an enumeration: the same columns n,
// ply, lines, fraction, for boards whose enumeration is a long run (n = 7
// took five minutes; the kept run equals the closed form, and the tests
// check the two against each other for n ≤ 6). n is at most 9 (the counts
// must fit an int).
func WinPlyClosedFormFrame(ns []int) dataframe.DataFrame {
	var n, ply, lines []int
	var frac []float64
	for _, k := range ns {
		if k < 4 || k > 9 {
			return dataframe.DataFrame{Err: fmt.Errorf("n = %d: the closed form's win plies are for 4 ≤ n ≤ 9 here", k)}
		}
		cf := transversal.ClosedForm(k)
		total, _ := new(big.Float).SetInt(cf.TerminalLines).Float64()
		for _, p := range []int{2*k - 1, 2*k + 1, 2*k + 3} {
			v := cf.WinPly[p]
			if v == nil || v.Sign() == 0 {
				continue
			}
			f, _ := new(big.Float).SetInt(v).Float64()
			n = append(n, k)
			ply = append(ply, p)
			lines = append(lines, int(v.Int64()))
			frac = append(frac, round6(f/total))
		}
	}
	return dataframe.New(series.New(n, series.Int, "n"), series.New(ply, series.Int, "ply"),
		series.New(lines, series.Int, "lines"), series.New(frac, series.Float, "fraction"))
}

// WinPlyTable is the win-ply distribution for every n from 4 to maxN: the
// enumerated runs where there are some (source "enumeration"), the closed
// form for the other boards (source "closed form"); columns n, ply, lines,
// fraction, source.
func WinPlyTable(rs []*transversal.VerifyResult, maxN int) dataframe.DataFrame {
	done := map[int]bool{}
	for _, r := range rs {
		done[r.N] = true
	}
	var more []int
	for n := 4; n <= maxN; n++ {
		if !done[n] {
			more = append(more, n)
		}
	}
	enum := WinPlyFrame(rs)
	src := make([]string, enum.Nrow())
	for i := range src {
		src[i] = "enumeration"
	}
	enum = enum.Mutate(series.New(src, series.String, "source"))
	if len(more) == 0 {
		return enum
	}
	cf := WinPlyClosedFormFrame(more)
	if cf.Err != nil {
		return cf
	}
	src = make([]string, cf.Nrow())
	for i := range src {
		src[i] = "closed form"
	}
	return enum.RBind(cf.Mutate(series.New(src, series.String, "source")))
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
func FormatCount(v uint64) string {
	s := strconv.FormatUint(v, 10)
	var b strings.Builder
	for i, ch := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(ch)
	}
	return b.String()
}

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
