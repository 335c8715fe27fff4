package frames

import (
	"fmt"
	"html"
	"math"
	"strconv"
	"strings"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"
)

// HTMLMaxRows is the number of rows HTML shows before it elides the rest.
var HTMLMaxRows = 500

// HTML renders a DataFrame as an HTML table, every column and up to
// HTMLMaxRows rows, for a notebook: display.HTML(data.HTML(df)). (A
// DataFrame returned as a cell's value prints as gota's plain-text summary,
// which shows ten rows and hides columns that do not fit.) Floats print in
// their shortest exact decimal form, missing values as NA; numeric columns
// (and text columns that hold only numbers, such as counts too large for an
// int) are right-aligned, the others left-aligned.
func HTML(df dataframe.DataFrame) string {
	var b strings.Builder
	if df.Err != nil {
		fmt.Fprintf(&b, "<pre>DataFrame error: %s</pre>", html.EscapeString(df.Err.Error()))
		return b.String()
	}
	names, types := df.Names(), df.Types()
	nrow, ncol := df.Dims()
	b.WriteString(`<table class="dataframe">` + "\n<thead><tr><th></th>")
	align := make([]string, ncol)
	for j, n := range names {
		// Jupyter right-aligns every cell; text reads better left-aligned.
		align[j] = ` style="text-align:left"`
		if t := types[j]; t == series.Int || t == series.Float || numericText(df.Col(n)) {
			align[j] = ` style="text-align:right"`
		}
		fmt.Fprintf(&b, `<th title="%s"%s>%s</th>`, types[j], align[j], html.EscapeString(n))
	}
	b.WriteString("</tr></thead>\n<tbody>\n")
	shown := min(nrow, HTMLMaxRows)
	cols := make([]series.Series, ncol)
	for j, n := range names {
		cols[j] = df.Col(n)
	}
	for i := 0; i < shown; i++ {
		fmt.Fprintf(&b, "<tr><th>%d</th>", i)
		for j := range cols {
			fmt.Fprintf(&b, "<td%s>%s</td>", align[j], html.EscapeString(cellText(cols[j].Elem(i))))
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</tbody>\n</table>\n")
	b.WriteString(SizeNote(nrow, ncol, shown))
	return b.String()
}

// SizeNote is the line under an HTML table: "12 rows × 3 columns", and
// "; the first N shown" when only N of the rows are.
func SizeNote(nrow, ncol, shown int) string {
	note := fmt.Sprintf("<p><small>%d %s × %d %s", nrow, plural(nrow, "row"), ncol, plural(ncol, "column"))
	if shown < nrow {
		note += fmt.Sprintf("; the first %d shown", shown)
	}
	return note + "</small></p>\n"
}

// cellText formats one element for HTML.
func cellText(e series.Element) string {
	if e.IsNA() {
		return "NA"
	}
	if e.Type() == series.Float {
		f := e.Float()
		if math.IsInf(f, 0) || math.IsNaN(f) {
			return e.String()
		}
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	return e.String()
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// numericText reports whether a string column holds numbers only (empty
// cells aside, at least one number).
func numericText(s series.Series) bool {
	if s.Type() != series.String {
		return false
	}
	seen := false
	for i := 0; i < s.Len(); i++ {
		v := strings.TrimSpace(s.Elem(i).String())
		if v == "" || s.Elem(i).IsNA() {
			continue
		}
		if _, err := strconv.ParseFloat(v, 64); err != nil {
			return false
		}
		seen = true
	}
	return seen
}
