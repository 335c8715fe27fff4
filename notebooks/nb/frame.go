package nb

import (
	"fmt"
	"html"
	"regexp"
	"strings"

	"github.com/go-gota/gota/dataframe"

	"plylab/data/frames"
	"plylab/data/paper"
)

// noMath marks an output that Jupyter's MathJax must leave alone: table
// cells hold shell snippets and prices ("$(seq 11 16)"), which it would
// otherwise typeset as formulas. The first class is MathJax 2's (classic
// Notebook, nbconvert's HTML), the second MathJax 3's (JupyterLab).
const noMath = "tex2jax_ignore mathjax_ignore"

// tableStyle lets a wide table wrap its cells to the page instead of being
// clipped when the notebook is printed: text wraps at spaces, a word longer
// than its column breaks, and a value (a set of cells, a long count) may
// break anywhere.
const tableStyle = "<style>.nb-table table{table-layout:auto;max-width:100%}" +
	".nb-table td,.nb-table th{overflow-wrap:break-word;white-space:normal;padding:0.3em 0.4em}" +
	".nb-table td.nb-value{overflow-wrap:anywhere;min-width:6em;max-width:16em}" +
	".nb-table details summary{cursor:pointer;color:#555}" +
	".nb-table td.nb-claim{text-align:left;max-width:28em}" +
	".nb-table .nb-id{color:#777;font-size:90%}</style>"

// Frame shows a DataFrame as an HTML table with every column and up to
// data.HTMLMaxRows rows (data.HTML). A DataFrame that carries an error
// fails the cell.
func Frame(df dataframe.DataFrame) Data {
	if df.Err != nil {
		panic(df.Err)
	}
	r, c := df.Dims()
	return HTML(wrap(breakHeaders(frames.HTML(df))), fmt.Sprintf("DataFrame: %d rows × %d columns", r, c))
}

// header matches a header cell of data.HTML's table.
var header = regexp.MustCompile(`(<th[^>]*>)([^<]*)(</th>)`)

// breakHeaders lets a column name such as single_pair_chains wrap after
// its underscores, so that a table of many narrow numeric columns fits
// the page.
func breakHeaders(table string) string {
	return header.ReplaceAllStringFunc(table, func(th string) string {
		m := header.FindStringSubmatch(th)
		return m[1] + strings.ReplaceAll(m[2], "_", "_<wbr>") + m[3]
	})
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
// on a click. A frame without the columns claim_id, paper, ours and match
// fails the cell.
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
	var b strings.Builder
	b.WriteString(`<table class="dataframe"><thead><tr><th style="text-align:left">claim</th>` +
		`<th style="text-align:right">paper</th><th style="text-align:right">ours</th><th style="text-align:left">match</th></tr></thead><tbody>` + "\n")
	counts := map[string]int{}
	var order []string
	for i := range id {
		b.WriteString(`<tr><td class="nb-claim">`)
		if quantity[i] != "" {
			b.WriteString(escape(quantity[i]) + `<br><span class="nb-id">` + escape(id[i]) + `</span>`)
		} else {
			b.WriteString(escape(id[i]))
		}
		if n := strings.TrimSpace(note[i]); n != "" {
			b.WriteString(`<details><summary>note</summary>` + escape(n) + `</details>`)
		}
		fmt.Fprintf(&b, `</td><td class="nb-value" style="text-align:right">%s</td><td class="nb-value" style="text-align:right">%s</td><td style="text-align:left;white-space:nowrap">%s</td></tr>`+"\n",
			orDash(paper[i]), orDash(ours[i]), matchCell(match[i]))
		if counts[match[i]] == 0 {
			order = append(order, match[i])
		}
		counts[match[i]]++
	}
	b.WriteString("</tbody></table>\n")
	var sum []string
	for _, m := range order {
		sum = append(sum, fmt.Sprintf("%d %s", counts[m], m))
	}
	tally := fmt.Sprintf("%d claims: %s", len(id), strings.Join(sum, ", "))
	b.WriteString("<p><small>" + escape(tally) + "; click <i>note</i> for how ours was computed or why it differs.</small></p>\n")
	return HTML(wrap(b.String()), tally)
}

// orDash escapes a value; an empty one (a new claim has no published value,
// a claim not run has none of ours) shows as a dash.
func orDash(s string) string {
	if strings.TrimSpace(s) == "" {
		return "–"
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
