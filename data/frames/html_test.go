package frames

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"
)

func TestHTML(t *testing.T) {
	df := dataframe.New(
		series.New([]int{4, 5}, series.Int, "n"),
		series.New([]float64{0.1, math.NaN()}, series.Float, "fraction"),
		series.New([]string{"a<b", "x&y"}, series.String, "note"),
	)
	got := HTML(df)
	for _, want := range []string{
		`<th title="int" style="text-align:right">n</th><th title="float" style="text-align:right">fraction</th><th title="string" style="text-align:left">note</th>`,
		`<tr><th>0</th><td style="text-align:right">4</td><td style="text-align:right">0.1</td><td style="text-align:left">a&lt;b</td></tr>`,
		`<tr><th>1</th><td style="text-align:right">5</td><td style="text-align:right">NA</td><td style="text-align:left">x&amp;y</td></tr>`,
		`2 rows × 3 columns</small>`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("HTML output lacks %q:\n%s", want, got)
		}
	}
}

func TestHTMLAlignsNumericText(t *testing.T) {
	df := dataframe.New(
		series.New([]string{"1224616488519449025", "", "0.5"}, series.String, "big"),
		series.New([]string{"4875", "yes", "11"}, series.String, "mixed"),
	)
	got := HTML(df)
	for _, want := range []string{
		`<th title="string" style="text-align:right">big</th><th title="string" style="text-align:left">mixed</th>`,
		`<td style="text-align:right">1224616488519449025</td><td style="text-align:left">4875</td>`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("HTML output lacks %q:\n%s", want, got)
		}
	}
}

func TestHTMLElidesRows(t *testing.T) {
	defer func(n int) { HTMLMaxRows = n }(HTMLMaxRows)
	HTMLMaxRows = 2
	df := dataframe.New(series.New([]int{1, 2, 3}, series.Int, "k"))
	got := HTML(df)
	if n := strings.Count(got, "</td></tr>"); n != 2 {
		t.Errorf("%d body rows, want 2:\n%s", n, got)
	}
	if !strings.Contains(got, "3 rows × 1 column; the first 2 shown") {
		t.Errorf("no elision note:\n%s", got)
	}
}

func TestHTMLError(t *testing.T) {
	df := dataframe.DataFrame{Err: errTest("bad <input>")}
	if got := HTML(df); !strings.Contains(got, "DataFrame error: bad &lt;input&gt;") {
		t.Errorf("got %q", got)
	}
}

type errTest string

func (e errTest) Error() string { return string(e) }

func ExampleHTML() {
	df := dataframe.New(series.New([]int{4}, series.Int, "n"))
	// In a notebook: display.HTML(data.HTML(df))
	fmt.Print(HTML(df))
	// Output:
	// <table class="dataframe">
	// <thead><tr><th></th><th title="int" style="text-align:right">n</th></tr></thead>
	// <tbody>
	// <tr><th>0</th><td style="text-align:right">4</td></tr>
	// </tbody>
	// </table>
	// <p><small>1 row × 1 column</small></p>
}
