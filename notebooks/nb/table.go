package nb

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/frames"
	"plylab/internal/digits"
)

// The table every helper shows (Frame, Titled and, for its values,
// Claims) formats its cells for reading; the frame itself, and the CSV
// written from it, keep every digit:
//
//   - a float has three significant figures, with the integer part kept
//     whole (0.000560442 → 0.00056, 2.71828 → 2.72, 12345.6 → 12,346);
//   - a seconds column (seconds, sec, s or a name ending _seconds, _sec,
//     _s) shows two significant figures with its unit, below one second
//     in ms (0.56 ms, 23 ms, 1.0 s, 4.1 s; a zero is below the column's
//     resolution, "< 10 ms" among hundredths, "< 1 ms" at the finest),
//     and its header names time, not the unit (seconds → time, check_s →
//     check_time);
//   - every integer of four or more digits, and the integer part of every
//     float, is grouped by thousands with commas (1,225; 681,830,059;
//     12,346), unless the column names an identifier rather than a
//     quantity (n, k, seed, ply, …);
//   - a bool column, or a text column of true and false only, reads yes
//     and no;
//   - a missing value (NA, NaN, an empty string) is a dash, "—";
//   - there is no index column, header names wrap after underscores, and a
//     table of more than foldAt rows shows its first foldShow rows with
//     the rest folded under "N more rows" (a shorter one is marked
//     nb-short, which print keeps on one page).
const (
	foldAt   = 25
	foldShow = 20
	wideCols = 8 // a table of this many columns or more is set smaller
	dash     = "—"
)

// identifiers are column names whose integers label rather than count, so
// they are never grouped by thousands (a seed of 20260105 reads as one).
var identifiers = map[string]bool{
	"n": true, "m": true, "k": true, "r": true, "c": true, "q": true,
	"row": true, "rows": true, "col": true, "cols": true,
	"seed": true, "ply": true, "end_ply": true, "max_win_ply": true,
	"height": true, "final_height": true, "width": true,
	"id": true, "vertex": true, "cell": true, "move": true, "card": true,
	"game": true, "year": true,
}

func isIdentifier(name string) bool {
	return identifiers[name] || strings.HasSuffix(name, "_id") || strings.HasSuffix(name, "_seed")
}

func isSeconds(name string) bool {
	switch name {
	case "seconds", "sec", "secs", "s":
		return true
	}
	return strings.HasSuffix(name, "_seconds") || strings.HasSuffix(name, "_sec") || strings.HasSuffix(name, "_s")
}

// kind is how a column's cells are formatted.
type kind int

const (
	kText    kind = iota // as it is, a dash when empty
	kNumber              // a number (int or float column, or text of numbers only)
	kSeconds             // a number of seconds
	kBool                // true or false, shown as yes or no
)

// column is one column of a table, formatted.
type column struct {
	name  string
	kind  kind
	group bool     // group integer digits by thousands
	cells []string // formatted, HTML-escaped
}

// formatColumn formats the cells of s.
func formatColumn(s series.Series) column {
	c := column{name: s.Name}
	n := s.Len()
	numeric := s.Type() == series.Int || s.Type() == series.Float || numericText(s)
	switch {
	case numeric && isSeconds(s.Name):
		c.kind = kSeconds
	case numeric:
		c.kind = kNumber
	case s.Type() == series.Bool || boolText(s):
		c.kind = kBool
	}
	c.group = c.kind == kNumber && !isIdentifier(s.Name)
	c.cells = make([]string, n)
	decimals := 0 // a seconds column's resolution: its values' most decimals
	for i := 0; c.kind == kSeconds && i < n; i++ {
		_, frac, _ := strings.Cut(rawText(s.Elem(i)), ".")
		decimals = max(decimals, len(frac))
	}
	for i := 0; i < n; i++ {
		c.cells[i] = escape(cellText(s.Elem(i), c.kind, c.group))
		if f, err := strconv.ParseFloat(rawText(s.Elem(i)), 64); c.kind == kSeconds && err == nil && f == 0 {
			c.cells[i] = escape(below(decimals))
		}
		if c.kind == kText {
			c.cells[i] = breakable(c.cells[i])
		}
	}
	return c
}

// header is a column's name as its header shows it: a seconds column's
// cells carry their unit (ms or s), so its header names the quantity,
// time, rather than a unit the cells contradict.
func header(c column) string {
	if c.kind != kSeconds {
		return c.name
	}
	for _, suf := range []string{"_seconds", "_secs", "_sec", "_s"} {
		if strings.HasSuffix(c.name, suf) && len(c.name) > len(suf) {
			return strings.TrimSuffix(c.name, suf) + "_time"
		}
	}
	return "time"
}

// cellText formats one element of a column of the given kind.
func cellText(e series.Element, k kind, group bool) string {
	if e.IsNA() {
		return dash
	}
	raw := rawText(e)
	if missing(raw) {
		return dash
	}
	switch k {
	case kSeconds:
		f, err := strconv.ParseFloat(raw, 64)
		if err != nil {
			return raw
		}
		return seconds(f)
	case kBool:
		switch strings.ToLower(raw) {
		case "true":
			return "yes"
		case "false":
			return "no"
		}
	case kNumber:
		if isInteger(raw) && e.Type() != series.Float { // exact, however long
			if group {
				return groupDigits(raw)
			}
			return raw
		}
		f, err := strconv.ParseFloat(raw, 64)
		if err != nil {
			return raw
		}
		return sigFigs(f, 3, group)
	}
	return raw
}

// rawText is an element's text, a float's with every digit (gota's
// String keeps six decimals only).
func rawText(e series.Element) string {
	if e.Type() == series.Float && !e.IsNA() {
		return strconv.FormatFloat(e.Float(), 'g', -1, 64)
	}
	return strings.TrimSpace(e.String())
}

// below is a zero in a seconds column whose values have at most decimals
// decimals: less than the column's resolution, "< 10 ms" for a column of
// hundredths, "< 1 ms" at the finest, "< 1 s" for whole seconds.
func below(decimals int) string {
	if decimals == 0 {
		return "<\u00a01\u00a0s"
	}
	return "<\u00a01" + strings.Repeat("0", max(0, 3-decimals)) + "\u00a0ms"
}

// boolText reports whether a string column holds true and false only
// (missing cells aside, at least one of them).
func boolText(s series.Series) bool {
	return allText(s, func(v string) bool { return v == "true" || v == "false" })
}

// allText reports whether a string column's every present cell satisfies
// ok (empty and missing cells aside, at least one present).
func allText(s series.Series, ok func(string) bool) bool {
	if s.Type() != series.String {
		return false
	}
	seen := false
	for i := 0; i < s.Len(); i++ {
		v := strings.TrimSpace(s.Elem(i).String())
		if missing(v) || s.Elem(i).IsNA() {
			continue
		}
		if !ok(v) {
			return false
		}
		seen = true
	}
	return seen
}

// missing reports whether a cell's text means "no value": empty, NA, NaN
// or a dash that a frame put there itself.
func missing(s string) bool {
	switch s {
	case "", "NA", "NaN", dash, "–":
		return true
	}
	return false
}

// isInteger reports whether s is an optionally signed run of digits.
func isInteger(s string) bool {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "-"), "+")
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// sigFigs formats x to n significant figures, its integer part kept whole
// (grouped by thousands if group), trailing zeros after the point dropped.
// Values below 1e-4 are written as 5.6e-05.
func sigFigs(x float64, n int, group bool) string {
	switch {
	case math.IsNaN(x):
		return dash
	case math.IsInf(x, 1):
		return "∞"
	case math.IsInf(x, -1):
		return "−∞"
	case x == 0:
		return "0"
	}
	e := int(math.Floor(math.Log10(math.Abs(x))))
	if e < -4 {
		s := strconv.FormatFloat(x, 'e', n-1, 64)
		m, exp, _ := strings.Cut(s, "e")
		return trimZeros(m) + "e" + exp
	}
	s := strconv.FormatFloat(x, 'f', max(0, n-1-e), 64)
	s = trimZeros(s)
	if s == "-0" {
		s = "0"
	}
	if group {
		s = groupDigits(s)
	}
	return s
}

func trimZeros(s string) string {
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}

// seconds formats a duration in seconds to two significant figures, zeros
// kept, in ms below one second: 0.56 ms, 23 ms, 1.0 s, 4.1 s, 1,234 s (a
// no-break space before the unit). A zero, too short to measure, is
// "< 1 ms".
func seconds(x float64) string {
	switch {
	case math.IsNaN(x):
		return dash
	case math.IsInf(x, 0):
		return sigFigs(x, 2, false)
	case x == 0:
		return "<\u00a01\u00a0ms"
	}
	unit := "\u00a0s"
	if r := roundSig(x, 2); math.Abs(r) < 1 {
		x, unit = x*1000, "\u00a0ms"
	}
	e := int(math.Floor(math.Log10(math.Abs(roundSig(x, 2)))))
	return groupDigits(strconv.FormatFloat(x, 'f', max(0, 1-e), 64)) + unit
}

// roundSig rounds x to n significant figures.
func roundSig(x float64, n int) float64 {
	if x == 0 {
		return 0
	}
	p := math.Pow(10, float64(n-1)-math.Floor(math.Log10(math.Abs(x))))
	return math.Round(x*p) / p
}

// groupDigits puts a comma between every three digits of the integer part
// of a decimal number: 681830059 → 681,830,059, -12345.5 → -12,345.5.
func groupDigits(s string) string { return digits.Group(s) }

// breakable lets a long identifier such as
// transversal.table1.n4.terminal_lines wrap after its underscores,
// slashes and the dots between words, rather than at any letter.
func breakable(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		b.WriteByte(s[i])
		next := i+1 < len(s) && s[i+1] != ' '
		if next && (s[i] == '_' || s[i] == '/' || (s[i] == '.' && i+1 < len(s) && (s[i+1] < '0' || s[i+1] > '9'))) {
			b.WriteString("<wbr>")
		}
	}
	return b.String()
}

// numericText reports whether a string column holds numbers only (empty
// and missing cells aside, at least one number).
func numericText(s series.Series) bool {
	return allText(s, func(v string) bool {
		_, err := strconv.ParseFloat(v, 64)
		return err == nil
	})
}

// table renders df as HTML: every column, up to frames.HTMLMaxRows rows,
// the rows past foldAt folded.
func table(df dataframe.DataFrame) string {
	nrow, ncol := df.Dims()
	cols := make([]column, ncol)
	for j, name := range df.Names() {
		cols[j] = formatColumn(df.Col(name))
	}
	class := "dataframe"
	if ncol >= wideCols {
		class += " nb-wide"
	}
	if nrow <= foldAt {
		class += " nb-short" // short enough to keep whole on a printed page
	}
	var head strings.Builder
	head.WriteString(`<table class="` + class + `"><thead><tr>`)
	for _, c := range cols {
		fmt.Fprintf(&head, `<th%s>%s</th>`, align(c), strings.ReplaceAll(escape(header(c)), "_", "_<wbr>"))
	}
	head.WriteString("</tr></thead>\n<tbody>\n")
	rows := func(b *strings.Builder, from, to int) {
		b.WriteString(head.String())
		for i := from; i < to; i++ {
			b.WriteString("<tr>")
			for _, c := range cols {
				fmt.Fprintf(b, "<td%s>%s</td>", align(c), c.cells[i])
			}
			b.WriteString("</tr>\n")
		}
		b.WriteString("</tbody></table>\n")
	}
	shown := min(nrow, frames.HTMLMaxRows)
	var b strings.Builder
	if shown <= foldAt {
		rows(&b, 0, shown)
	} else {
		rows(&b, 0, foldShow)
		more := shown - foldShow
		fmt.Fprintf(&b, "<details><summary>%d more %s</summary>\n", more, plural(more, "row"))
		rows(&b, foldShow, shown)
		b.WriteString("</details>\n")
	}
	b.WriteString(frames.SizeNote(nrow, ncol, shown))
	return b.String()
}

// align right-aligns numbers; Jupyter right-aligns every cell, and text
// reads better left-aligned.
func align(c column) string {
	if c.kind == kText || c.kind == kBool {
		return ` class="nb-text" style="text-align:left"`
	}
	return ` class="nb-num" style="text-align:right"`
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
