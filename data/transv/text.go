package transv

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"plylab/data/runctl"
	"plylab/engine/transversal"
	"plylab/internal/digits"
)

// The text forms of the run reports: what 'plylab transversal solve',
// 'verify', 'odefence', 'value' and 'counts' print without --json.

// WriteText writes the report as 'plylab transversal solve' prints it.
func (out *SolveReport) WriteText(w io.Writer) {
	fmt.Fprintf(w, "n = %d, by ply %d: ", out.N, out.ByPly)
	switch {
	case out.XForcesWin == nil:
		fmt.Fprintf(w, "undecided in this shard (%s); merge the shards' --json outputs\n", out.Shard)
	case *out.XForcesWin:
		fmt.Fprintf(w, "X forces a transversal\n")
	default:
		fmt.Fprintf(w, "X does not force a transversal (O survives past ply %d)\n", out.ByPly)
	}
	fmt.Fprintf(w, "  %d nodes, %d canonical positions, %d work items, %.2f s\n", out.Nodes, out.Positions, out.WorkItems, out.Seconds)
	if out.Cert != nil {
		fmt.Fprintf(w, "  certificate %s: %s, %d entries, %d bytes\n", out.Cert.File, out.Cert.Claim, out.Cert.Entries, out.Cert.Bytes)
	}
}

// WriteText writes the report as 'plylab transversal verify' prints it:
// the counts beside their closed form, win plies, proof cases and every
// counterexample drawn.
func (r *VerifyReport) WriteText(w io.Writer) {
	n := r.N
	fmt.Fprintf(w, "transversal verify: n = %d, %s mode, X's first move (1,1)", n, r.Mode)
	if r.Shard != "" {
		fmt.Fprintf(w, ", shard %s of %d work items", r.Shard, r.WorkItems)
	}
	fmt.Fprintf(w, "\n")
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', 0)
	cf := r.ClosedForm
	check := func(got uint64, want string) string {
		if cf == nil || r.Shard != "" {
			return ""
		}
		mark := "✓"
		if strconv.FormatUint(got, 10) != want {
			mark = "✗ MISMATCH"
		}
		return fmt.Sprintf("(closed form %s %s)", groupDigits(want), mark)
	}
	if cf != nil {
		fmt.Fprintf(tw, "  terminal lines\t%s\t%s\n", FormatCount(r.TerminalLines), check(r.TerminalLines, cf.TerminalLines))
		fmt.Fprintf(tw, "  nodes\t%s\t%s\n", FormatCount(r.Nodes), check(r.Nodes, cf.Nodes))
	} else {
		fmt.Fprintf(tw, "  terminal lines\t%s\t\n", FormatCount(r.TerminalLines))
		fmt.Fprintf(tw, "  nodes\t%s\t\n", FormatCount(r.Nodes))
	}
	fmt.Fprintf(tw, "  max win ply\t%d\t(2n+3 = %d)\n", r.MaxWinPly, 2*n+3)
	tw.Flush()
	fmt.Fprintf(w, "  win ply:")
	for _, p := range sortedPlies(r.WinPly) {
		fmt.Fprintf(w, "  %s: %s", p, FormatCount(r.WinPly[p]))
	}
	fmt.Fprintf(w, "\n  proof cases:")
	for _, c := range transversal.CaseNames {
		fmt.Fprintf(w, "  %s: %s", c, FormatCount(r.Cases[c]))
	}
	fmt.Fprintf(w, "\n  invariant failures: %d\n", r.InvariantFailures)
	for i, c := range r.Counterexamples {
		fmt.Fprintf(w, "  counterexample %d: %s\n    %s\n%s", i+1, c.Line, c.Reason, indent(c.Board, "    "))
	}
	rate := 0.0
	if r.Seconds > 0 {
		rate = float64(r.Nodes) / r.Seconds
	}
	fmt.Fprintf(w, "  time: %.2f s (%s nodes/s)\n", r.Seconds, runctl.Human(rate))
}

// WriteText writes the report as 'plylab transversal odefence' prints it.
func (o *ODefenceReport) WriteText(w io.Writer) {
	r, mutant := o.Result, ""
	if o.Params.Mutant != "" {
		mutant = ", mutant " + o.Params.Mutant
	}
	fmt.Fprintf(w, "n = %d, %s mode%s: ", r.N, r.Mode, mutant)
	if r.Survives {
		fmt.Fprintf(w, "the rule survives every X play to ply %d\n", r.ByPly)
	} else {
		fmt.Fprintf(w, "X beats the rule:\n  %s\n", r.Counterexample)
	}
	fmt.Fprintf(w, "  %d canonical positions with X to move, %d X moves, %.2f s\n  O replies by step: D1 %d, D2 %d, D3 %d, D4 %d, D5 %d\n",
		r.Positions, r.XMoves, r.Seconds, r.Steps[1], r.Steps[2], r.Steps[3], r.Steps[4], r.Steps[5])
	if r.Certificate != nil && o.Cert != nil {
		fmt.Fprintf(w, "  certificate %s: %d entries\n", o.Cert.File, len(r.Certificate.Entries))
	}
}

// Check is an error when the defence rule fails: the odefence verb's
// exit status 1.
func (o *ODefenceReport) Check() error {
	if o.Result.Survives {
		return nil
	}
	mutant := ""
	if o.Params.Mutant != "" {
		mutant = " (mutant " + o.Params.Mutant + ")"
	}
	return fmt.Errorf("the O defence%s fails at n = %d", mutant, o.Result.N)
}

// groupDigits writes a decimal integer string with thousands separators.
func groupDigits(s string) string { return digits.Group(s) }

// sortedPlies lists a win-ply map's keys in numeric order.
func sortedPlies[V any](m map[string]V) []string {
	var k []string
	for p := range m {
		k = append(k, p)
	}
	sort.Slice(k, func(i, j int) bool { a, _ := strconv.Atoi(k[i]); b, _ := strconv.Atoi(k[j]); return a < b })
	return k
}

func indent(s, pre string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i := range lines {
		lines[i] = pre + lines[i]
	}
	return strings.Join(lines, "\n") + "\n"
}
