package transv

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"plylab/data/runctl"
	"plylab/engine/inputerr"
	"plylab/engine/transversal"
)

// CheckTable is bad input when tableMiB per worker (each worker allocates
// its transposition table in full) is under 1 MiB, or the tables of all
// workers together exceed the machine's memory.
func (r Run) CheckTable(tableMiB, workers int) error {
	if tableMiB < 1 {
		return &inputerr.Error{Reason: fmt.Sprintf("--table-mib %d: need at least 1", tableMiB)}
	}
	w, err := runctl.Workers(workers)
	if err != nil {
		return &inputerr.Error{Err: err}
	}
	total := memTotalMiB()
	if total > 0 && int64(tableMiB) > total/int64(w) {
		return &inputerr.Error{Reason: fmt.Sprintf("--table-mib %d: %d workers × %d MiB is more than this machine's %d MiB (at most %d MiB per worker)",
			tableMiB, w, tableMiB, total, total/int64(w))}
	}
	return nil
}

// memTotalMiB is the machine's memory in MiB from /proc/meminfo (0 if it
// cannot be read).
func memTotalMiB() int64 {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		var kb int64
		if _, err := fmt.Sscanf(l, "MemTotal: %d kB", &kb); err == nil {
			return kb >> 10
		}
	}
	return 0
}

// ValueReport is the game's value at n found by exact search, as 'plylab
// transversal value' prints it: the value ("X wins" or "draw"), the
// optimal length and one row per ply bound solved.
type ValueReport struct {
	N             int         `json:"n"`
	Value         string      `json:"value"`
	OptimalLength *int        `json:"optimal_length"`
	Steps         []valueStep `json:"steps"`
	Seconds       float64     `json:"seconds"`
}

type valueStep struct {
	ByPly      int     `json:"by_ply"`
	XForcesWin bool    `json:"x_forces_win"`
	Nodes      uint64  `json:"nodes"`
	Positions  uint64  `json:"positions"`
	Seconds    float64 `json:"seconds"`
}

// Value solves the game at n (transversal.Value with opt) and reports it.
func (r Run) Value(n int, opt transversal.SolveOptions) (*ValueReport, error) {
	v, err := transversal.Value(n, opt)
	if err != nil {
		return nil, err
	}
	out := &ValueReport{N: v.N, Value: "draw", Seconds: v.Seconds}
	if v.XWins {
		out.Value = "X wins"
		out.OptimalLength = &v.OptimalLength
	}
	for _, s := range v.Steps {
		out.Steps = append(out.Steps, valueStep{s.ByPly, s.XForcesWin, s.Nodes, s.Positions, s.Seconds})
	}
	return out, nil
}

// Nodes is the search nodes of every step.
func (v *ValueReport) Nodes() uint64 {
	var total uint64
	for _, s := range v.Steps {
		total += s.Nodes
	}
	return total
}

// WriteText writes the value and the table of steps.
func (v *ValueReport) WriteText(w io.Writer) {
	fmt.Fprintf(w, "n = %d: %s", v.N, v.Value)
	if v.OptimalLength != nil {
		fmt.Fprintf(w, ", optimal length %d plies (X completes with stone number %d)", *v.OptimalLength, (*v.OptimalLength+1)/2)
	}
	fmt.Fprintf(w, "\n  %-7s %-14s %12s %12s %9s\n", "by ply", "X forces win", "nodes", "positions", "seconds")
	for _, s := range v.Steps {
		fmt.Fprintf(w, "  %-7d %-14v %12d %12d %9.3f\n", s.ByPly, s.XForcesWin, s.Nodes, s.Positions, s.Seconds)
	}
}

// ClosedFormCounts is the closed-form canonical-mode counts at n as
// 'plylab transversal counts' prints them (decimal strings in the JSON:
// they outgrow 64 bits for n ≥ 11).
func (r Run) ClosedFormCounts(n int) *runctl.Report {
	cf := transversal.ClosedForm(n)
	c := struct {
		Mode          string            `json:"mode"`
		N             int               `json:"n"`
		Nodes         string            `json:"nodes"`
		TerminalLines string            `json:"terminal_lines"`
		WinPly        map[string]string `json:"win_ply"`
	}{"canonical", n, cf.Nodes.String(), cf.TerminalLines.String(), map[string]string{}}
	for p, v := range cf.WinPly {
		c.WinPly[strconv.Itoa(p)] = v.String()
	}
	var w bytes.Buffer
	fmt.Fprintf(&w, "n = %d (closed form, canonical mode)\n  terminal lines  %s\n  nodes           %s\n", n, groupDigits(c.TerminalLines), groupDigits(c.Nodes))
	for _, p := range sortedPlies(c.WinPly) {
		fmt.Fprintf(&w, "  win at ply %-4s %s\n", p, groupDigits(c.WinPly[p]))
	}
	return &runctl.Report{JSON: c, Text: w.String()}
}

// SolvePlain is the reference solve at n by ply byPly (transversal.SolvePlain
// from the empty board, at most 50 million positions) as 'plylab
// transversal solve --plain' reports it.
func (r Run) SolvePlain(n, byPly int) (*runctl.Report, error) {
	t0 := time.Now()
	v, stored, err := transversal.SolvePlain(&transversal.Position{}, n, byPly, 50_000_000)
	if err != nil {
		return nil, err
	}
	secs := time.Since(t0).Seconds()
	return &runctl.Report{JSON: map[string]any{"n": n, "by_ply": byPly, "x_forces_win": v, "method": "plain minimax", "positions": stored, "seconds": secs},
		Text: fmt.Sprintf("n = %d, by ply %d (plain minimax, no symmetry, no pruning): X forces a transversal: %v\n  %d positions, %.2f s\n",
			n, byPly, v, stored, secs)}, nil
}

// LineReport is a replayed line as 'plylab transversal line' prints it:
// board by board, with each side's threats, then the line's summary.
func (r Run) LineReport(res *transversal.LineResult) *runctl.Report {
	var w bytes.Buffer
	for _, st := range res.Steps {
		fmt.Fprintf(&w, "ply %d: %s%s", st.Ply, st.Player, st.Move)
		if st.Note != "" {
			fmt.Fprintf(&w, "  — %s", st.Note)
		}
		fmt.Fprintf(&w, "\n%s", st.Board)
		if len(st.XThreats) > 0 {
			fmt.Fprintf(&w, "   X threatens %s\n", strings.Join(st.XThreats, " "))
		}
		if len(st.OThreats) > 0 {
			fmt.Fprintf(&w, "   O threatens %s\n", strings.Join(st.OThreats, " "))
		}
		fmt.Fprintf(&w, "\n")
	}
	fmt.Fprintf(&w, "%s\n", res.Summary())
	return &runctl.Report{JSON: res, Text: w.String()}
}
