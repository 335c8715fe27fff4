package graph

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"plylab/engine/inputerr"
	"plylab/internal/digits"
)

// ParseLimits sets p.Limits from the 'plylab graph check --limit' syntax,
// "name=n[,name=n]" (n from 0, no exhaustive part, to 8); "" sets none. A
// malformed or repeated entry is bad input.
func (p *SweepParams) ParseLimits(s string) error {
	if s == "" {
		return nil
	}
	p.Limits = map[string]int{}
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(kv, "=")
		k = strings.TrimSpace(k)
		n, err := strconv.Atoi(strings.TrimSpace(v))
		switch _, dup := p.Limits[k]; {
		case !ok || err != nil || k == "":
			return &inputerr.Error{Reason: fmt.Sprintf("--limit %q: want name=n", kv)}
		case n < 0 || n > 8:
			return &inputerr.Error{Reason: fmt.Sprintf("--limit %s=%d: want 0 (no exhaustive part) to 8 (where exhaustive enumeration stops)", k, n)}
		case dup:
			return &inputerr.Error{Reason: fmt.Sprintf("--limit %s given twice", k)}
		}
		p.Limits[k] = n
	}
	return nil
}

// Failure is nil when every check agreed with its brute force, else the
// number of disagreements and the first counterexample.
func (r *SweepResult) Failure() error {
	if r.Disagreements == 0 {
		return nil
	}
	for _, t := range r.Totals {
		if t.Counterexample != "" && t.Check != "all" {
			return fmt.Errorf("%d disagreements; first in %s: %s", r.Disagreements, t.Check, t.Counterexample)
		}
	}
	return fmt.Errorf("%d disagreements", r.Disagreements)
}

// WriteText writes the sweep as 'plylab graph check' prints it: a row per
// (check, mode, n), the totals per check, and each counterexample.
func (r *SweepResult) WriteText(w io.Writer) {
	fmt.Fprintf(w, "graph check")
	if r.Params.Exhaustive {
		fmt.Fprintf(w, ": every labelled graph up to %d vertices (capped per check)", r.Params.MaxN)
	}
	if r.Params.Random > 0 {
		fmt.Fprintf(w, "; %d random graphs per n up to %d (seed %d)", r.Params.Random, r.Params.RandomMaxN, r.Params.Seed)
	}
	if r.Shard != "" {
		fmt.Fprintf(w, "; shard %s", r.Shard)
	}
	fmt.Fprintf(w, "\n")
	c := groupCount
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "check\tmode\tn\tgraphs\tinstances\tdisagree\tyes\tstrategy plays\t")
	for _, t := range r.Rows {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%d\t%s\t%s\t\n", t.Check, t.Mode, t.N, c(t.Graphs), c(t.Instances), t.Disagree, c(t.Yes), c(t.Plays))
	}
	fmt.Fprintln(tw, "\t\t\t\t\t\t\t\t")
	for _, t := range r.Totals {
		fmt.Fprintf(tw, "%s\t%s\t\t%s\t%s\t%d\t%s\t%s\t\n", t.Check, "total", c(t.Graphs), c(t.Instances), t.Disagree, c(t.Yes), c(t.Plays))
	}
	tw.Flush()
	fmt.Fprintf(w, "yes: first player wins (geographies, token sums), vertices in D (matching), cop-win graphs, draws (loopy), Short wins moving second\n")
	fmt.Fprintf(w, "%s instances checked, %d disagreements, %.1f s\n", c(r.Instances), r.Disagreements, r.Seconds)
	for _, t := range r.Totals {
		if t.Counterexample != "" && t.Check != "all" {
			fmt.Fprintf(w, "counterexample (%s): %s\n", t.Check, t.Counterexample)
		}
	}
}

// groupCount writes v with thousands separators.
func groupCount(v uint64) string { return digits.Uint(v) }
