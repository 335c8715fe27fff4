package nb

import (
	"fmt"
	"html"
	"strings"

	"github.com/go-gota/gota/dataframe"

	"plylab/data/paper"
)

// noMath marks an output that Jupyter's MathJax must leave alone: table
// cells hold shell snippets and prices ("$(seq 11 16)"), which it would
// otherwise typeset as formulas. The first class is MathJax 2's (classic
// Notebook, nbconvert's HTML), the second MathJax 3's (JupyterLab).
const noMath = "tex2jax_ignore mathjax_ignore"

// tableStyle fits a table to the page, so that a printed notebook neither
// clips it nor shows a scroll bar: text wraps at spaces and after the
// underscores and dots of an identifier (table marks them), a word longer
// than its column breaks, a number stays on one line, and a wide table
// (nb-wide, wideCols columns or more) is set in a smaller font.
const tableStyle = "<style>.nb-table{max-width:100%;overflow-x:visible}" +
	".nb-table table.dataframe{table-layout:auto;width:auto;max-width:100%;margin-left:0;margin-right:auto}" +
	".nb-table table.nb-wide{font-size:85%}" +
	".nb-table td,.nb-table th{overflow-wrap:break-word;white-space:normal;padding:0.3em 0.4em}" +
	".nb-table th{vertical-align:bottom}" +
	".nb-table td.nb-num{white-space:nowrap}" +
	".nb-table td.nb-value{overflow-wrap:anywhere;min-width:6em;max-width:16em}" +
	".nb-table details summary{cursor:pointer;color:#555}" +
	".nb-table td.nb-claim{text-align:left;max-width:28em}" +
	".nb-table .nb-id{color:#777;font-size:90%}</style>"

// Frame shows a DataFrame as an HTML table with every column and up to
// frames.HTMLMaxRows rows, its cells formatted for reading: floats to three
// significant figures, seconds columns in ms or s under a "time" header,
// counts of four or more digits grouped by thousands, yes/no for booleans,
// "—" for a missing value, no index column, and the rows past the 25th
// folded under "N more rows". The frame keeps every digit. A DataFrame
// that carries an error fails the cell.
func Frame(df dataframe.DataFrame) Data {
	if df.Err != nil {
		panic(df.Err)
	}
	r, c := df.Dims()
	return HTML(wrap(table(df)), fmt.Sprintf("DataFrame: %d rows × %d columns", r, c))
}

// Titled is Frame with a bold title line above the table.
func Titled(title string, df dataframe.DataFrame) Data {
	d := Frame(df)
	d.Data[mimeHTML] = "<p><b>" + escape(title) + "</b></p>" + d.Data[mimeHTML].(string)
	d.Data[mimeText] = title + "\n" + d.Data[mimeText].(string)
	return d
}

func wrap(table string) string {
	return tableStyle + `<div class="nb-table ` + noMath + `">` + table + "</div>"
}

func escape(s string) string { return html.EscapeString(s) }

// claimColumns are the columns Claims reads; "quantity" and "note" may be
// missing.
var claimColumns = []string{"claim_id", "paper", "ours", "match"}

// Claims shows a side-by-side claims table (data.ComparisonFrame) in four
// columns that fit the page: the claim (what is counted, with its id
// below), the paper's value, ours and the match status. A row's note (how
// ours was computed, or why it differs) is folded under the claim and opens
// on a click. The counts by status come first ("82 claims: 40 match,
// 3 differ (explained), 20 new, 19 not run"), then the rows that this run
// compared or computed (matches, failures, explained differences, new
// results) in the frame's order; the rows it did not (recorded: read from
// a kept long run; reference: a runtime; not run at this setting) are
// folded under a second table that opens on a click. A frame without the
// columns claim_id, paper, ours and match fails the cell.
func Claims(df dataframe.DataFrame) Data {
	if df.Err != nil {
		panic(df.Err)
	}
	has := map[string]bool{}
	for _, n := range df.Names() {
		has[n] = true
	}
	for _, n := range claimColumns {
		if !has[n] {
			panic(fmt.Sprintf("nb.Claims: the frame has no column %q (want %s)", n, strings.Join(claimColumns, ", ")))
		}
	}
	col := func(name string) []string {
		if !has[name] {
			return make([]string, df.Nrow())
		}
		return df.Col(name).Records()
	}
	id, quantity, paper, ours, match, note := col("claim_id"), col("quantity"), col("paper"), col("ours"), col("match"), col("note")
	var shown, folded []int
	counts := map[string]int{}
	for i := range id {
		counts[match[i]]++
		if foldedStatus[match[i]] {
			folded = append(folded, i)
		} else {
			shown = append(shown, i)
		}
	}
	rows := func(b *strings.Builder, idx []int) {
		b.WriteString(`<table class="dataframe"><thead><tr><th style="text-align:left">claim</th>` +
			`<th style="text-align:right">paper</th><th style="text-align:right">ours</th><th style="text-align:left">match</th></tr></thead><tbody>` + "\n")
		for _, i := range idx {
			b.WriteString(`<tr><td class="nb-claim">`)
			if quantity[i] != "" {
				b.WriteString(escape(quantity[i]) + `<br><span class="nb-id">` + escape(id[i]) + `</span>`)
			} else {
				b.WriteString(escape(id[i]))
			}
			if n := strings.TrimSpace(note[i]); n != "" {
				b.WriteString(`<details><summary>note</summary>` + escape(n) + `</details>`)
			}
			fmt.Fprintf(b, `</td><td class="nb-value" style="text-align:right">%s</td><td class="nb-value" style="text-align:right">%s</td><td style="text-align:left;white-space:nowrap">%s</td></tr>`+"\n",
				orDash(paper[i]), orDash(ours[i]), matchCell(match[i]))
		}
		b.WriteString("</tbody></table>\n")
	}
	tally := fmt.Sprintf("%d claims: %s", len(id), tallyOf(counts, match, nil))
	var b strings.Builder
	b.WriteString("<p>" + escape(tally) + "</p>\n")
	if len(shown) > 0 {
		rows(&b, shown)
	}
	if len(folded) > 0 {
		fmt.Fprintf(&b, "<details><summary>%d more %s: %s</summary>\n", len(folded), plural(len(folded), "claim"),
			escape(tallyOf(counts, match, foldedStatus)))
		rows(&b, folded)
		b.WriteString("</details>\n")
	}
	b.WriteString("<p><small>Click <i>note</i> for how ours was computed or why it differs.</small></p>\n")
	return HTML(wrap(b.String()), tally)
}

// statusOrder is the order of the counts above a claims table; a status
// not listed follows in the order it first appears.
var statusOrder = []string{paper.StatusMismatch, "MISSING", paper.StatusMatch, paper.StatusExplained,
	paper.StatusNew, paper.StatusRecorded, paper.StatusInfo, paper.StatusNotRun}

// statusLabel is how a status reads in the counts ("3 differ (explained)").
var statusLabel = map[string]string{paper.StatusExplained: "differ (explained)"}

// foldedStatus are the statuses whose rows Claims folds: nothing was
// computed now (a value recorded from a kept long run, a reference value
// such as a runtime, a claim not run at this setting). A recorded value
// that differs from a must-match claim is a MISMATCH, and shown.
var foldedStatus = map[string]bool{paper.StatusRecorded: true, paper.StatusInfo: true, paper.StatusNotRun: true}

// tallyOf lists counts by status in statusOrder ("40 match, 19 not run"),
// only the statuses in only when it is not nil.
func tallyOf(counts map[string]int, match []string, only map[string]bool) string {
	order := append([]string(nil), statusOrder...)
	listed := map[string]bool{}
	for _, s := range order {
		listed[s] = true
	}
	for _, m := range match {
		if !listed[m] {
			listed[m] = true
			order = append(order, m)
		}
	}
	var parts []string
	for _, s := range order {
		if counts[s] == 0 || (only != nil && !only[s]) {
			continue
		}
		label := s
		if l, ok := statusLabel[s]; ok {
			label = l
		}
		parts = append(parts, fmt.Sprintf("%d %s", counts[s], label))
	}
	return strings.Join(parts, ", ")
}

// orDash escapes a value; an empty one (a new claim has no published value,
// a claim not run has none of ours) shows as a dash, and an integer of four
// or more digits is grouped by thousands (each row of a claims table is a
// different quantity, so a column mixes 1,225 and 16,097 and must group
// both alike). A claim's other values (a
// fraction, a set, a formula) stay exactly as published.
func orDash(s string) string {
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return dash
	case isInteger(s) && len(strings.TrimLeft(s, "+-")) >= 4:
		return groupDigits(s)
	}
	return escape(s)
}

// matchCell sets a failed comparison in bold.
func matchCell(s string) string {
	if s == paper.StatusMismatch || s == "MISSING" {
		return "<b>" + escape(s) + "</b>"
	}
	return escape(s)
}
