package pairing

import (
	"bytes"
	"fmt"
	"io"
	"plylab/data/runctl"
	"plylab/engine/hex"
	"strings"
	"text/tabwriter"
	"time"
)

// The text forms of the run answers: what the 'plylab hex' verbs print
// without --json.

// boardName is the board as hex.Board's String writes it.
func boardName(rows, cols int, adj string) string {
	if adj != "" && adj != "anti-diagonal" {
		return fmt.Sprintf("%d × %d (%s)", rows, cols, adj)
	}
	return fmt.Sprintf("%d × %d", rows, cols)
}

// WriteText writes the census as 'plylab hex census' prints it: the
// counts, then each pairing a line.
func (o *CensusAnswer) WriteText(w io.Writer) {
	b := boardName(o.Rows, o.Cols, o.Adjacency)
	if o.Method == "oracle" {
		fmt.Fprintf(w, "%v: %d chains of at most %d cells tracked (the rule check brought in the rest), %d pairings, %d steps (%s), %.2f s (%.2f s CPU)\n",
			b, o.Chains, o.ActiveLen, o.Pairings, o.Steps, o.Branch, o.Seconds, o.CPUSeconds)
	} else {
		fmt.Fprintf(w, "%v: %d minimal chains, %d pairings, %d steps (%s), %.2f s\n", b, o.Chains, o.Pairings, o.Steps, o.Branch, o.Seconds)
	}
	if o.Found != o.Pairings && o.Shard == "" {
		fmt.Fprintf(w, "(the search reported %d valid sets; %d are inclusion-minimal)\n", o.Found, o.Pairings)
	}
	if o.Shard != "" {
		fmt.Fprintf(w, "shard %s: %d of %d work items, %d sets found ('plylab merge' keeps the minimal ones)\n", o.Shard, o.ItemsRun, o.Items, o.Found)
	}
	writePairings(w, o.List)
}

// WriteText writes the SAT census as 'plylab hex census --method sat'
// prints it.
func (out *SatCensusRow) WriteText(w io.Writer) {
	fmt.Fprintf(w, "%v: %d pairings (SAT census, %s, %s checker), %d chain clauses", boardName(out.Rows, out.Cols, out.Adjacency),
		out.Pairings, out.Solver, out.Checker, out.ChainClauses)
	if out.MinimalChains != nil {
		fmt.Fprintf(w, " of %d minimal chains", *out.MinimalChains)
	}
	fmt.Fprintf(w, ", %d models, %.2f s (%.2f s CPU)\n", out.SolverStats.Models, out.Seconds, out.CPUSeconds)
	writePairings(w, out.List)
}

// writePairings writes a census's pairings, one a line.
func writePairings(w io.Writer, list []KeptPairing) {
	for _, p := range list {
		name := "no rule"
		if len(p.Rules) > 0 {
			name = strings.Join(p.Rules, "=")
		}
		fmt.Fprintf(w, "  %-8s %d pairs, every cell used: %v, half-turn symmetric: %v\n", name, len(p.Pairs), p.Complete, p.HalfTurn)
	}
}

// WriteText writes the check as 'plylab hex check' prints it, one line.
func (row CheckRow) WriteText(w io.Writer) {
	work := ""
	if row.PartialPaths != nil {
		work = fmt.Sprintf("%d partial paths", *row.PartialPaths)
	}
	if row.States != nil {
		work = fmt.Sprintf("%d frontier states", *row.States)
	}
	verdict := "holds: it meets every minimal chain"
	if !row.Holds {
		verdict = fmt.Sprintf("FAILS: chain %v holds no whole pair", row.Counterexample)
	}
	fmt.Fprintf(w, "%s rule on %v: %s (%s, %s, %.2f s)\n", row.Rule, boardName(row.Rows, row.Cols, row.adjacency), verdict, row.Method, work, row.Seconds)
}

// WriteText writes a shard of the split walk as 'plylab hex check
// --shard' prints it, one line.
func (part *CheckPartial) WriteText(w io.Writer) {
	verdict := "no chain without a whole pair"
	if !part.Holds {
		verdict = fmt.Sprintf("a chain with no whole pair: %v", part.Counterexample)
	}
	fmt.Fprintf(w, "shard %s of the %s check on %v: %d of %d work items, %d partial paths, %s ('plylab merge' the --json outputs)\n",
		part.Shard, part.Rule, boardName(part.Rows, part.Cols, part.adjacency), part.ItemsRun, part.Items, *part.PartialPaths, verdict)
}

// WriteText writes the proof's table of lemmas and its theorems as 'plylab
// hex proof' prints them.
func (o *ProofAnswer) WriteText(w io.Writer) {
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "board\trule\tlemmas (instances checked)\tholds")
	for _, r := range o.Boards {
		var ls []string
		for _, l := range r.Lemmas {
			mark := ""
			if !l.Holds {
				mark = " FAILS"
			}
			ls = append(ls, fmt.Sprintf("%s %d%s", l.Name, l.Instances, mark))
		}
		fmt.Fprintf(tw, "%d × %d\t%s\t%s\t%v\n", r.Rows, r.Cols, r.Rule, strings.Join(ls, ", "), r.Holds)
	}
	tw.Flush()
	for _, h := range o.HexTheorem {
		fmt.Fprintf(w, "Lemma H on %d × %d: %d colourings, never both: %v, always one: %v\n", h.N, h.N, h.Colourings, h.NotBoth, h.AtLeastOne)
	}
	for _, c := range o.Chains {
		fmt.Fprintf(w, "%s, %d × %d: the theorem's statement on %d minimal chains: %v\n", c.Rule, c.N, c.N+1, c.Chains, c.Holds)
	}
	for _, f := range o.Failures {
		fmt.Fprintf(w, "%s\n", f)
	}
	fmt.Fprintf(w, "every lemma holds: %v (%.1f s)\n", o.Holds, o.Seconds)
}

// WriteText writes the chains (when listed), then their count.
func (o *ChainsAnswer) WriteText(w io.Writer) {
	for _, c := range o.List {
		fmt.Fprintf(w, "%v\n", c)
	}
	fmt.Fprintf(w, "%v: %d minimal chains of Across (%.3f s)\n", boardName(o.Rows, o.Cols, o.Adjacency), o.Chains, o.Seconds)
}

// SlackReport is BoardSlack as 'plylab hex slack' prints it: for each
// pairing (the rules', or the census's with census), its whole pairs, the
// mean per chain, the chains held by one pair and the histogram.
func (run Run) SlackReport(b *hex.Board, census bool) (*runctl.Report, error) {
	start := time.Now()
	ps, slacks, err := run.BoardSlack(b, census)
	if err != nil {
		return nil, err
	}
	type row struct {
		Rule             *string  `json:"rule"`
		Rules            []string `json:"rules"`
		WholePairs       int      `json:"whole_pairs"`
		MeanPerChain     float64  `json:"mean_per_chain"`
		SinglePairChains int      `json:"single_pair_chains"`
		Histogram        []int    `json:"histogram"`
	}
	o := struct {
		Rows     int     `json:"rows"`
		Cols     int     `json:"cols"`
		Chains   int     `json:"chains"`
		Pairings []row   `json:"pairings"`
		Seconds  float64 `json:"seconds"`
	}{Rows: b.Rows, Cols: b.Cols, Pairings: []row{}}
	for i, p := range ps {
		s := slacks[i]
		o.Chains = s.Chains
		rules := hex.RulesWriting(p)
		if rules == nil {
			rules = []string{}
		}
		var rule *string
		if name := hex.IdentifyRule(p); name != "" {
			rule = &name
		}
		o.Pairings = append(o.Pairings, row{rule, rules, s.WholePairs, s.MeanPerChain, s.SinglePairChains, s.Histogram})
	}
	o.Seconds = time.Since(start).Seconds()
	var w bytes.Buffer
	tw := tabwriter.NewWriter(&w, 2, 8, 2, ' ', 0)
	fmt.Fprintf(tw, "%v, %d minimal chains\n", b, o.Chains)
	fmt.Fprintln(tw, "pairing\twhole pairs\tper chain\tchains held by one pair\thistogram")
	for _, r := range o.Pairings {
		name := "(no rule)"
		if len(r.Rules) > 0 {
			name = strings.Join(r.Rules, "=")
		}
		fmt.Fprintf(tw, "%s\t%d\t%.3f\t%d (%.1f%%)\t%v\n", name, r.WholePairs, r.MeanPerChain, r.SinglePairChains,
			100*float64(r.SinglePairChains)/float64(max(1, o.Chains)), r.Histogram)
	}
	tw.Flush()
	return &runctl.Report{JSON: o, Text: w.String()}, nil
}
