package nb

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"
)

// cells renders df with Frame and returns its body cells, row by row.
func cells(t *testing.T, df dataframe.DataFrame) [][]string {
	t.Helper()
	h := Frame(df).Data[mimeHTML].(string)
	var rows [][]string
	for _, tr := range strings.Split(h, "<tr>")[1:] {
		if !strings.Contains(tr, "<td") {
			continue
		}
		var row []string
		for _, td := range strings.Split(tr, "<td")[1:] {
			td = td[strings.Index(td, ">")+1:]
			row = append(row, td[:strings.Index(td, "</td>")])
		}
		rows = append(rows, row)
	}
	return rows
}

// column renders one column and returns its cells.
func column1(t *testing.T, s series.Series) []string {
	t.Helper()
	var out []string
	for _, r := range cells(t, dataframe.New(s)) {
		out = append(out, r[0])
	}
	return out
}

func same(t *testing.T, what string, got, want []string) {
	t.Helper()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%s: got %q, want %q", what, got, want)
	}
}

func TestSignificantFigures(t *testing.T) {
	got := column1(t, series.New([]float64{0.000560442, 2.71828, 0.5, 3, 99.96, 123.456, 1234.6, -0.04567, 0, 1.23e-7}, series.Float, "fraction"))
	same(t, "floats", got, []string{"0.00056", "2.72", "0.5", "3", "100", "123", "1,235", "-0.0457", "0", "1.23e-07"})
	// Text that holds only numbers is formatted as numbers.
	got = column1(t, series.New([]string{"0.333333", "12"}, series.String, "mean"))
	same(t, "numeric text", got, []string{"0.333", "12"})
}

func TestSeconds(t *testing.T) {
	for _, name := range []string{"seconds", "check_seconds", "write_s", "sec"} {
		got := column1(t, series.New([]float64{0.000560442, 0.0234, 4.12, 0.99, 1234.4, 0}, series.Float, name))
		same(t, name, got, []string{"0.56\u00a0ms", "23\u00a0ms", "4.1\u00a0s", "990\u00a0ms", "1,234\u00a0s", "&lt;\u00a01\u00a0ms"})
	}
	// Two significant figures, zeros kept, so 1 s and 1.4 s read alike;
	// a value that rounds up to a second is in seconds.
	same(t, "sig", column1(t, series.New([]float64{1, 1.4, 0.02, 0.9996, 0.0009996, 120}, series.Float, "s")),
		[]string{"1.0\u00a0s", "1.4\u00a0s", "20\u00a0ms", "1.0\u00a0s", "1.0\u00a0ms", "120\u00a0s"})
	// A zero is below the column's resolution, its values' most decimals.
	same(t, "hundredths", column1(t, series.New([]float64{0, 0.01, 1.4}, series.Float, "check_s")),
		[]string{"&lt;\u00a010\u00a0ms", "10\u00a0ms", "1.4\u00a0s"})
	same(t, "text tenths", column1(t, series.New([]string{"0.0", "2.5"}, series.String, "seconds")),
		[]string{"&lt;\u00a0100\u00a0ms", "2.5\u00a0s"})
	same(t, "whole", column1(t, series.New([]int{0, 12}, series.Int, "seconds")),
		[]string{"&lt;\u00a01\u00a0s", "12\u00a0s"})
	// The header names time: its cells carry their own unit.
	for name, want := range map[string]string{"seconds": "time", "sec": "time", "s": "time", "check_s": "check_<wbr>time", "cpu_seconds": "cpu_<wbr>time", "write_sec": "write_<wbr>time"} {
		h := Frame(dataframe.New(series.New([]float64{0.5}, series.Float, name))).Data[mimeHTML].(string)
		if !strings.Contains(h, ">"+want+"</th>") {
			t.Errorf("%s: header is not %q in %s", name, want, h)
		}
	}
	// A column named seconds that is not numeric keeps its name.
	if h := Frame(dataframe.New(series.New([]string{"n/a x"}, series.String, "seconds"))).Data[mimeHTML].(string); !strings.Contains(h, ">seconds</th>") {
		t.Errorf("a text column's header was renamed: %s", h)
	}
	// A column whose name only contains "s" is not a duration.
	same(t, "sets", column1(t, series.New([]float64{0.0234}, series.Float, "sets")), []string{"0.0234"})
}

func TestThousands(t *testing.T) {
	same(t, "counts", column1(t, series.New([]int{681830059, 4875, 12, -123456}, series.Int, "positions")),
		[]string{"681,830,059", "4,875", "12", "-123,456"})
	// Every integer of four or more digits is grouped, whatever the
	// column's largest value: 2,336 beside 1,607,305, never 2336.
	same(t, "small", column1(t, series.New([]int{4875, 12, 1000, 999}, series.Int, "lines")), []string{"4,875", "12", "1,000", "999"})
	same(t, "mixed", column1(t, series.New([]int{2336, 1607305}, series.Int, "nodes")), []string{"2,336", "1,607,305"})
	// Identifiers are never grouped.
	for _, name := range []string{"seed", "n", "height", "claim_id"} {
		same(t, name, column1(t, series.New([]int{20260105}, series.Int, name)), []string{"20260105"})
	}
	// A count too large for an int, kept as text, is grouped exactly.
	same(t, "big", column1(t, series.New([]string{"123456789012345678901", "7"}, series.String, "games")),
		[]string{"123,456,789,012,345,678,901", "7"})
	// Floats of a grouped column are grouped too.
	same(t, "float", column1(t, series.New([]float64{12345.6, 0.5}, series.Float, "mean")), []string{"12,346", "0.5"})
	same(t, "float4", column1(t, series.New([]float64{2881.4, 0.5}, series.Float, "mean")), []string{"2,881", "0.5"})
	// An identifier's floats are not grouped either.
	same(t, "id float", column1(t, series.New([]float64{2026.5}, series.Float, "year")), []string{"2026"})
}

func TestBools(t *testing.T) {
	same(t, "bool", column1(t, series.New([]bool{true, false}, series.Bool, "win")), []string{"yes", "no"})
	same(t, "text", column1(t, series.New([]string{"true", "", "false"}, series.String, "proved")), []string{"yes", "—", "no"})
	// Text that is not only true and false stays as it is.
	same(t, "mixed", column1(t, series.New([]string{"true", "maybe"}, series.String, "note")), []string{"true", "maybe"})
}

func TestMissing(t *testing.T) {
	df := dataframe.New(
		series.New([]interface{}{1, nil}, series.Int, "plies"),
		series.New([]float64{math.NaN(), 1.5}, series.Float, "fraction"),
		series.New([]string{"", "x"}, series.String, "note"),
		series.New([]float64{math.NaN(), 0.5}, series.Float, "seconds"),
		series.New([]string{"—", "7"}, series.String, "end_ply"), // a frame's own dash
	)
	rows := cells(t, df)
	same(t, "row 0", rows[0], []string{"1", "—", "—", "—", "—"})
	same(t, "row 1", rows[1], []string{"—", "1.5", "x", "500\u00a0ms", "7"})
	if !strings.Contains(Frame(df).Data[mimeHTML].(string), `class="nb-num" style="text-align:right">7<`) {
		t.Error("a text column of numbers and dashes is not right-aligned")
	}
	same(t, "claim", []string{orDash(""), orDash("681830059"), orDash("2n+3"), orDash("0.5625"), orDash("1225"), orDash("-2427"), orDash("682")},
		[]string{"—", "681,830,059", "2n+3", "0.5625", "1,225", "-2,427", "682"})
}

func TestBreakable(t *testing.T) {
	got := column1(t, series.New([]string{"transversal.table1.n4.terminal_lines", "a/b c", "v0.5"}, series.String, "claim_id"))
	same(t, "ids", got, []string{"transversal.<wbr>table1.<wbr>n4.<wbr>terminal_<wbr>lines", "a/<wbr>b c", "v0.5"})
}

func TestTableShape(t *testing.T) {
	n := 30
	v := make([]int, n)
	for i := range v {
		v[i] = i
	}
	df := dataframe.New(series.New(v, series.Int, "row"), series.New(v, series.Int, "final_height"))
	h := Frame(df).Data[mimeHTML].(string)
	// No index column: every header cell names a column.
	if c := strings.Count(h[:strings.Index(h, "</thead>")], "<th "); c != 2 {
		t.Errorf("first header has %d cells, want 2", c)
	}
	if !strings.Contains(h, ">final_<wbr>height</th>") {
		t.Error("the header does not wrap after its underscore")
	}
	// Folded: 20 rows shown, then the other 10 under a summary.
	i := strings.Index(h, "<details><summary>10 more rows</summary>")
	if i < 0 {
		t.Fatalf("no fold in\n%s", h)
	}
	if c := strings.Count(h[:i], "<td"); c != 2*foldShow {
		t.Errorf("%d cells before the fold, want %d", c, 2*foldShow)
	}
	if c := strings.Count(h[i:], "<td"); c != 2*(n-foldShow) {
		t.Errorf("%d cells folded, want %d", c, 2*(n-foldShow))
	}
	if !strings.Contains(h, "30 rows × 2 columns") {
		t.Error("no size line")
	}
	if strings.Contains(h, "nb-short") {
		t.Error("a folded table is marked nb-short")
	}
	// 25 rows: not folded, and short enough to keep whole in print.
	if h := Frame(df.Subset(v[:foldAt])).Data[mimeHTML].(string); strings.Contains(h, "<details>") || !strings.Contains(h, `class="dataframe nb-short"`) {
		t.Error("a table of 25 rows is folded or not marked nb-short")
	}
	// A wide table is set to the page's width.
	var ss []series.Series
	for j := 0; j < wideCols; j++ {
		ss = append(ss, series.New([]int{j}, series.Int, fmt.Sprintf("c%d", j)))
	}
	if h := Frame(dataframe.New(ss...)).Data[mimeHTML].(string); !strings.Contains(h, `class="dataframe nb-wide nb-short"`) {
		t.Error("a wide table is not marked nb-wide")
	}
}
