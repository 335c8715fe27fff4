package game

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"plylab/data/runctl"
)

// The text and JSON forms of the answers of 'plylab game cert', 'check',
// 'moves' and 'qbf'.

// plies is a length for the JSON: nil for none (−1).
func plies(p int) *int {
	if p < 0 {
		return nil
	}
	return &p
}

// Report is what 'plylab game cert' prints of the certificate written
// (and 'plylab game check' of a compact one): the outcome, length and
// winning lines by ply, or the compact format's claims, nodes and leaves.
func (c *Cert) Report(seconds float64) *runctl.Report {
	var w bytes.Buffer
	if c.Compact {
		fmt.Fprintf(&w, "%s: compact certificate, %d nodes\n", c.File, c.Nodes)
		for _, cl := range c.Claims {
			fmt.Fprintf(&w, "  claim: %s\n", cl)
		}
		var kinds []string
		for _, k := range []string{"over", "forced", "zone", "dead", "late", "bound", "pair", "es", "ref"} {
			if n := c.Leaves[k]; n > 0 {
				kinds = append(kinds, fmt.Sprintf("%s %d", k, n))
			}
		}
		fmt.Fprintf(&w, "  leaves: %s\n", strings.Join(kinds, ", "))
		return &runctl.Report{Text: w.String(), JSON: struct {
			File    string           `json:"file"`
			Valid   bool             `json:"valid"`
			Format  int              `json:"format"`
			Claims  []string         `json:"claims"`
			Nodes   int64            `json:"nodes"`
			Leaves  map[string]int64 `json:"leaves"`
			Bytes   int64            `json:"bytes,omitempty"`
			Seconds float64          `json:"seconds"`
		}{c.File, true, 2, c.Claims, c.Nodes, c.Leaves, c.Bytes, seconds}}
	}
	c.writeLines(&w)
	return &runctl.Report{Text: w.String(), JSON: struct {
		File     string   `json:"file"`
		Outcome  string   `json:"outcome"`
		Plies    *int     `json:"plies"`
		Lines    int64    `json:"lines"`
		Bytes    int64    `json:"bytes,omitempty"`
		WinPlies []WinPly `json:"win_plies"`
		Seconds  float64  `json:"seconds"`
	}{c.File, string(c.Outcome), plies(c.Plies), c.Lines, c.Bytes, c.WinPlies, seconds}}
}

// writeLines writes a play-line certificate's outcome, length and winning
// lines by ply.
func (c *Cert) writeLines(w io.Writer) {
	p := "none"
	if c.Plies >= 0 {
		p = fmt.Sprint(c.Plies)
	}
	fmt.Fprintf(w, "%s: outcome %s, plies %s, %d lines\n", c.File, c.Outcome, p, c.Lines)
	for _, d := range c.WinPlies {
		fmt.Fprintf(w, "  winning lines ending on ply %d: %d\n", d.Ply, d.Lines)
	}
}

// CheckReport is what 'plylab game check' prints of the certificate Check
// read: a rejection (Failure, with the line at fault), a compact
// certificate's Report, or a play-line certificate's outcome, whose
// length is an upper bound (the strategy's longest winning line).
func (c *Cert) CheckReport(seconds float64) *runctl.Report {
	switch {
	case !c.Valid:
		return &runctl.Report{Failure: fmt.Sprintf("%s:%d: rejected: %s", c.File, c.Line, c.Reason), JSON: struct {
			File   string `json:"file"`
			Valid  bool   `json:"valid"`
			Line   int    `json:"line"`
			Reason string `json:"reason"`
		}{c.File, false, c.Line, c.Reason}}
	case c.Compact:
		return c.Report(seconds)
	}
	var w bytes.Buffer
	fmt.Fprintf(&w, "%s: valid certificate (rules alone); its plies are an upper bound: the strategy wins within them, a shorter win is not ruled out\n", c.File)
	c.writeLines(&w)
	return &runctl.Report{Text: w.String(), JSON: struct {
		File            string   `json:"file"`
		Valid           bool     `json:"valid"`
		Outcome         string   `json:"outcome"`
		Plies           *int     `json:"plies"`
		Lines           int64    `json:"lines"`
		Sections        []string `json:"sections"`
		WinPlies        []WinPly `json:"win_plies"`
		PliesUpperBound bool     `json:"plies_upper_bound"`
	}{c.File, true, string(c.Outcome), plies(c.Plies), c.Lines, c.Sections, c.WinPlies, c.Plies >= 0}}
}

// Report is what 'plylab game moves' prints of one instance: its error,
// or the value of every move as a table (with the move map of a grid
// game) and the position's value.
func (a MovesLine) Report() *runctl.Report {
	if a.Err != nil {
		return &runctl.Report{Text: fmt.Sprintf("%s (line %d): error: %v\n", a.ID, a.Line, a.Err), JSON: struct {
			ID    string `json:"id"`
			Line  int    `json:"line"`
			Error string `json:"error"`
		}{a.ID, a.Line, a.Err.Error()}}
	}
	res := a.Moves
	var w bytes.Buffer
	fmt.Fprintf(&w, "%s (line %d): %d moves\n", a.ID, a.Line, len(res.Moves))
	fmt.Fprintf(&w, "%s", a.Map())
	for _, m := range res.Moves {
		p := "-"
		if m.Plies != nil {
			p = fmt.Sprint(*m.Plies)
		}
		label := m.Label
		if label == "" {
			label = fmt.Sprint(m.Cell)
		}
		fmt.Fprintf(&w, "  %-6s %-9s %s\n", label, m.Outcome, p)
	}
	if res.Outcome != "" {
		p := "no length"
		if res.Plies != nil {
			p = fmt.Sprintf("%d plies", *res.Plies)
		}
		var best []string
		for _, c := range res.Best {
			if a.Game.Labels != nil {
				best = append(best, a.Game.Labels[c])
			} else {
				best = append(best, fmt.Sprint(c))
			}
		}
		fmt.Fprintf(&w, "  value: %s, %s (best: %s)\n", res.Outcome, p, strings.Join(best, " "))
	}
	return &runctl.Report{Text: w.String(), JSON: res}
}

// WriteText writes what 'plylab game qbf' prints: the solver's verdict,
// the formula itself (QDIMACS) or where it was written.
func (res *QBFAnswer) WriteText(w io.Writer) {
	switch {
	case res.Value != nil:
		verdict := "does not force"
		if *res.Value {
			verdict = "forces"
		}
		who := res.Attacker
		if who == "first" {
			who = "first player"
		}
		fmt.Fprintf(w, "%s: the %s %s a win within %d plies (%s, %d variables, %d clauses, %.3f s)\n",
			res.ID, who, verdict, res.Plies, res.Solver, res.Variables, res.Clauses, res.Seconds)
	case res.Out == "":
		w.Write(res.QDIMACS)
	default:
		fmt.Fprintf(w, "wrote %s: %d variables, %d clauses\n", res.Out, res.Variables, res.Clauses)
	}
}
