package transv

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"strconv"
	"strings"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/engine/transversal"
)

// Exact play of the transversal game (§7 of seeds/000, issue 7): the
// solver's answers, the game values, the O defence rule and its check, and
// the certificates, as DataFrames. Every function runs the engine; none is
// generic (notebooks call them through gomacro).

// ExactSolve decides whether X forces a transversal on the n×n
// board by ply P (two workers, 256 MiB of table each, items after ply 3).
func ExactSolve(n, P int) (*transversal.SolveResult, error) {
	return transversal.Solve(n, transversal.SolveOptions{ByPly: P})
}

// Answers solves, for each n, P = 2n+1 (the §7 question), P = 2n+3
// (where the paper's strategy wins), or both: which is "2n+1", "2n+3" or
// "both". AnswersFrameOf tabulates them.
func Answers(ns []int, which string) ([]*transversal.SolveResult, error) {
	var offs []int
	switch which {
	case "2n+1":
		offs = []int{1}
	case "2n+3":
		offs = []int{3}
	case "both":
		offs = []int{1, 3}
	default:
		return nil, fmt.Errorf("which = %q: want 2n+1, 2n+3 or both", which)
	}
	var rs []*transversal.SolveResult
	for _, n := range ns {
		for _, off := range offs {
			r, err := ExactSolve(n, 2*n+off)
			if err != nil {
				return nil, err
			}
			rs = append(rs, r)
		}
	}
	return rs, nil
}

// AnswersFrameOf tabulates solves (Answers, ExactSolve), in their order:
// columns n, by_ply, x_forces_win, nodes, positions, seconds.
func AnswersFrameOf(rs []*transversal.SolveResult) dataframe.DataFrame {
	var nn, by []int
	var win []bool
	var nodes, pos []int
	var secs []float64
	for _, r := range rs {
		nn, by, win = append(nn, r.N), append(by, r.ByPly), append(win, r.XForcesWin)
		nodes, pos = append(nodes, int(r.Nodes)), append(pos, int(r.Positions))
		secs = append(secs, r.Seconds)
	}
	return dataframe.New(series.New(nn, series.Int, "n"), series.New(by, series.Int, "by_ply"),
		series.New(win, series.Bool, "x_forces_win"), series.New(nodes, series.Int, "nodes"),
		series.New(pos, series.Int, "positions"), series.New(secs, series.Float, "seconds"))
}

// ValuesFrame finds the game value and the optimal length of each
// n by exact search (P = 2n−1, 2n+1, … until X forces a win or the board
// is full). Columns n, value, optimal_length, nodes, positions, seconds.
func ValuesFrame(ns []int) (dataframe.DataFrame, error) {
	var vs []*transversal.ValueResult
	for _, n := range ns {
		v, err := transversal.Value(n, transversal.SolveOptions{})
		if err != nil {
			return dataframe.DataFrame{}, err
		}
		vs = append(vs, v)
	}
	return ValuesFrameOf(vs), nil
}

// ValuesFrameOf tabulates values already found, in their order,
// with the columns of TransversalValuesFrame.
func ValuesFrameOf(vs []*transversal.ValueResult) dataframe.DataFrame {
	var nn, length, nodes, pos []int
	var val []string
	var secs []float64
	for _, v := range vs {
		n := v.N
		var nd, ps uint64
		for _, s := range v.Steps {
			nd += s.Nodes
			ps += s.Positions
		}
		value := "draw"
		if v.XWins {
			value = "X wins"
		}
		nn, val, length = append(nn, n), append(val, value), append(length, v.OptimalLength)
		nodes, pos, secs = append(nodes, int(nd)), append(pos, int(ps)), append(secs, v.Seconds)
	}
	return dataframe.New(series.New(nn, series.Int, "n"), series.New(val, series.String, "value"),
		series.New(length, series.Int, "optimal_length"), series.New(nodes, series.Int, "nodes"),
		series.New(pos, series.Int, "positions"), series.New(secs, series.Float, "seconds"))
}

// ODefence runs the brute-force check of the O defence rule.
func ODefence(n int, allChoices bool, mutant string) (*transversal.ODefenceResult, error) {
	return transversal.VerifyODefence(n, transversal.ODefenceOptions{AllChoices: allChoices, Mutant: mutant})
}

// ODefences checks the O defence rule against every X play to ply 2n+1
// for each n (ODefence without a mutant). ODefenceFrameOf tabulates them.
func ODefences(ns []int, allChoices bool) ([]*transversal.ODefenceResult, error) {
	var rs []*transversal.ODefenceResult
	for _, n := range ns {
		r, err := ODefence(n, allChoices, "")
		if err != nil {
			return nil, err
		}
		rs = append(rs, r)
	}
	return rs, nil
}

// ODefenceFrameOf tabulates checks of the O defence rule (ODefences,
// ODefence), in their order: columns n, by_ply, mode, survives, positions,
// x_moves, d1 … d5 (O's replies by rule step), seconds.
func ODefenceFrameOf(rs []*transversal.ODefenceResult) dataframe.DataFrame {
	cols := map[string][]int{}
	var mode []string
	var surv []bool
	var secs []float64
	for _, r := range rs {
		cols["n"] = append(cols["n"], r.N)
		cols["by_ply"] = append(cols["by_ply"], r.ByPly)
		cols["positions"] = append(cols["positions"], int(r.Positions))
		cols["x_moves"] = append(cols["x_moves"], int(r.XMoves))
		for s := 1; s <= 5; s++ {
			k := "d" + strconv.Itoa(s)
			cols[k] = append(cols[k], int(r.Steps[s]))
		}
		mode, surv, secs = append(mode, r.Mode), append(surv, r.Survives), append(secs, r.Seconds)
	}
	return dataframe.New(series.New(cols["n"], series.Int, "n"), series.New(cols["by_ply"], series.Int, "by_ply"),
		series.New(mode, series.String, "mode"), series.New(surv, series.Bool, "survives"),
		series.New(cols["positions"], series.Int, "positions"), series.New(cols["x_moves"], series.Int, "x_moves"),
		series.New(cols["d1"], series.Int, "d1"), series.New(cols["d2"], series.Int, "d2"),
		series.New(cols["d3"], series.Int, "d3"), series.New(cols["d4"], series.Int, "d4"),
		series.New(cols["d5"], series.Int, "d5"), series.New(secs, series.Float, "seconds"))
}

// MutantFrame runs every weakened rule on each n and reports the
// first X line that beats it. Columns mutant, what, n, survives,
// counterexample.
func MutantFrame(ns []int) (dataframe.DataFrame, error) {
	var mut, what, ce []string
	var nn []int
	var surv []bool
	names := []string{"no-block", "build-anywhere", "no-tempo", "any-corner", "worst-corner"}
	for _, m := range names {
		for _, n := range ns {
			r, err := ODefence(n, false, m)
			if err != nil {
				return dataframe.DataFrame{}, err
			}
			mut, what, nn = append(mut, m), append(what, transversal.ODefenceMutants[m]), append(nn, n)
			surv, ce = append(surv, r.Survives), append(ce, r.Counterexample)
		}
	}
	return dataframe.New(series.New(mut, series.String, "mutant"), series.New(what, series.String, "what"),
		series.New(nn, series.Int, "n"), series.New(surv, series.Bool, "survives"),
		series.New(ce, series.String, "counterexample")), nil
}

// certificateSize is a certificate's size as text and gzipped.
func certificateSize(c *transversal.Certificate) (text, gz int, err error) {
	var buf bytes.Buffer
	if err := c.Write(&buf); err != nil {
		return 0, 0, err
	}
	var z bytes.Buffer
	w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	w.Write(buf.Bytes())
	w.Close()
	return buf.Len(), z.Len(), nil
}

// CertificateRow is one certificate Certificates built and checked: the
// strategy of Source ("solver" or "odefence rule") for the claim Claim
// about ply ByPly on the n×n board, its entries, its size as text and
// gzipped, the positions transversal.Check visited, and the seconds to
// build and to check it.
type CertificateRow struct {
	N, ByPly                   int
	Source, Claim              string
	Entries                    int
	TextBytes, GzipBytes       int
	CheckPositions             int
	BuildSeconds, CheckSeconds float64
}

// CertificateRows are certificates built and checked, one row each. Frame
// tabulates them: columns n, by_ply, source, claim, entries, text_bytes,
// gzip_bytes, check_positions, build_seconds, check_seconds.
type CertificateRows []CertificateRow

// Certificates builds and checks certificates for each n: the solver's O
// strategy for P = 2n+1, the solver's X strategy for P = 2n+3 (when withX
// and n ≥ 4), and the O defence rule written as a strategy (n ≥ 2).
func Certificates(ns []int, withX bool) (CertificateRows, error) {
	var out CertificateRows
	add := func(n, P int, source string, c *transversal.Certificate, build float64) error {
		rep, err := transversal.Check(c)
		if err != nil {
			return fmt.Errorf("n = %d, %s certificate rejected: %w", n, source, err)
		}
		t, g, err := certificateSize(c)
		if err != nil {
			return err
		}
		out = append(out, CertificateRow{N: n, ByPly: P, Source: source, Claim: string(c.Claim), Entries: len(c.Entries),
			TextBytes: t, GzipBytes: g, CheckPositions: rep.Positions, BuildSeconds: build, CheckSeconds: rep.Seconds})
		return nil
	}
	for _, n := range ns {
		plies := []int{2*n + 1}
		if withX && n >= 4 {
			plies = append(plies, 2*n+3)
		}
		for _, P := range plies {
			r, err := transversal.Solve(n, transversal.SolveOptions{ByPly: P, Certificate: true})
			if err != nil {
				return nil, err
			}
			if err := add(n, P, "solver", r.Certificate, r.Seconds); err != nil {
				return nil, err
			}
		}
		if n >= 2 {
			r, err := transversal.VerifyODefence(n, transversal.ODefenceOptions{Certificate: true})
			if err != nil {
				return nil, err
			}
			if err := add(n, 2*n+1, "odefence rule", r.Certificate, r.Seconds); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// Frame is the certificates as a table: columns n, by_ply, source, claim,
// entries, text_bytes, gzip_bytes, check_positions, build_seconds,
// check_seconds.
func (cs CertificateRows) Frame() dataframe.DataFrame {
	var nn, by, ent, tb, gb, cp []int
	var src, claim []string
	var bs, chk []float64
	for _, r := range cs {
		nn, by, src, claim = append(nn, r.N), append(by, r.ByPly), append(src, r.Source), append(claim, r.Claim)
		ent, tb, gb, cp = append(ent, r.Entries), append(tb, r.TextBytes), append(gb, r.GzipBytes), append(cp, r.CheckPositions)
		bs, chk = append(bs, r.BuildSeconds), append(chk, r.CheckSeconds)
	}
	return dataframe.New(series.New(nn, series.Int, "n"), series.New(by, series.Int, "by_ply"),
		series.New(src, series.String, "source"), series.New(claim, series.String, "claim"),
		series.New(ent, series.Int, "entries"), series.New(tb, series.Int, "text_bytes"),
		series.New(gb, series.Int, "gzip_bytes"), series.New(cp, series.Int, "check_positions"),
		series.New(bs, series.Float, "build_seconds"), series.New(chk, series.Float, "check_seconds"))
}

// DefenceGame plays X against the O defence rule: xPlay "paper"
// (the §4 strategy) or "solver" (a fastest forced win); opening lists X's
// first moves as "r,c r,c ..." (1-based; "solver" only).
func DefenceGame(n int, xPlay, opening string) (*transversal.ODefenceGame, error) {
	cells, err := transversal.ParseCells(n, opening)
	if err != nil {
		return nil, err
	}
	return transversal.PlayODefence(n, xPlay, cells)
}

// DefenceFrame tabulates a game against the O defence: ply,
// player, move, note, x_threats, o_threats (free completing cells after the
// ply).
func DefenceFrame(g *transversal.ODefenceGame) dataframe.DataFrame {
	var ply []int
	var who, mv, note, xt, ot []string
	for _, st := range g.Steps {
		ply, who = append(ply, st.Ply), append(who, st.Player)
		mv, note = append(mv, st.Cell.String()), append(note, st.Note)
		xt = append(xt, transversal.FormatCells(st.XThreats))
		ot = append(ot, transversal.FormatCells(st.OThreats))
	}
	return dataframe.New(series.New(ply, series.Int, "ply"), series.New(who, series.String, "player"),
		series.New(mv, series.String, "move"), series.New(note, series.String, "note"),
		series.New(xt, series.String, "x_threats"), series.New(ot, series.String, "o_threats"))
}

// DefenceViews draws chosen plies of a game against the O defence (all when
// plies is empty): the stones, the last move outlined, O's open block H_O
// tinted while O is still building (D3) and X's completing rectangle shaded.
func DefenceViews(g *transversal.ODefenceGame, plies []int) []BoardView {
	want := map[int]bool{}
	for _, p := range plies {
		want[p] = true
	}
	var out []BoardView
	for _, st := range g.Steps {
		if len(plies) > 0 && !want[st.Ply] {
			continue
		}
		v := BoardView{N: g.N, X: st.X.Cells(), O: st.O.Cells(), New: []transversal.Cell{st.Cell},
			Title: fmt.Sprintf("ply %d: %s%v", st.Ply, st.Player, st.Cell)}
		if st.O.Len() <= g.N-1 && st.HRows != 0 {
			v.HRows, v.HCols = maskList(st.HRows), maskList(st.HCols)
		}
		x := st.X
		q, nu := transversal.CompletingRectangle(&x, g.N)
		if nu == g.N-1 {
			v.RectRows, v.RectCols = maskList(q.Rows), maskList(q.Cols)
		}
		v.Caption = shortNote(st.Note)
		out = append(out, v)
	}
	return out
}

// shortNote is a move's note cut to a caption under a small board: the
// rule step before its colon ("D3", "tie-break (move n−1)", "plan (i)
// with pair (r,s) = (1,5)"), or the first words of a note without one.
func shortNote(s string) string {
	if i := strings.Index(s, ":"); i > 0 && i <= 40 {
		return s[:i]
	}
	if len(s) > 40 {
		cut := strings.LastIndex(s[:40], " ")
		if cut <= 0 {
			cut = 40
		}
		return s[:cut] + " …"
	}
	return s
}

// MoveNumbers lists a game's moves for a numbered board drawing: cell, ply
// and player, in order.
type MoveNumbers struct {
	N     int
	Cells []transversal.Cell
	Plies []int
	XMove []bool
	Title string
	// Won is a transversal of X's stones when X won the game (a maximum
	// matching of them), empty otherwise.
	Won []transversal.Cell
}

// DefenceNumbers returns the whole game as numbered moves.
func DefenceNumbers(g *transversal.ODefenceGame, title string) MoveNumbers {
	m := MoveNumbers{N: g.N, Title: title}
	var xs transversal.Set
	for _, st := range g.Steps {
		m.Cells, m.Plies, m.XMove = append(m.Cells, st.Cell), append(m.Plies, st.Ply), append(m.XMove, st.Player == "X")
		if st.Player == "X" {
			xs.Add(st.Cell)
		}
	}
	if g.Winner == "X" {
		if mt := transversal.MaxMatching(&xs, g.N); mt.Size == g.N {
			m.Won = mt.Cells(g.N)
		}
	}
	return m
}

// CertStatsFrame reads the solver's O certificates (P = 2n+1)
// ply by ply: how many replies block X, make an O threat, raise ν(O), and
// are allowed by the defence rule. Columns n, ply, entries, blocks,
// threats, matching, rule_allowed, x_threat_free, threats_when_free.
func CertStatsFrame(ns []int) (dataframe.DataFrame, error) {
	cols := map[string][]int{}
	names := []string{"n", "ply", "entries", "blocks", "threats", "matching", "rule_allowed", "x_threat_free", "threats_when_free"}
	for _, n := range ns {
		r, err := transversal.Solve(n, transversal.SolveOptions{ByPly: 2*n + 1, Certificate: true})
		if err != nil {
			return dataframe.DataFrame{}, err
		}
		if r.XForcesWin {
			return dataframe.DataFrame{}, fmt.Errorf("n = %d: X forces a win by 2n+1: no O certificate", n)
		}
		for _, s := range transversal.CertificateStats(r.Certificate) {
			for i, v := range []int{n, s.Ply, s.Entries, s.Blocks, s.Threats, s.Matching, s.RuleAllowed, s.XThreatFree, s.ThreatsWhenFree} {
				cols[names[i]] = append(cols[names[i]], v)
			}
		}
	}
	var ss []series.Series
	for _, k := range names {
		ss = append(ss, series.New(cols[k], series.Int, k))
	}
	return dataframe.New(ss...), nil
}
