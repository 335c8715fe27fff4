package nb

import (
	"bytes"
	"errors"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/paper"
	"plylab/plots"
)

// panics runs f and returns the value it panicked with (nil if none).
func panics(f func()) (v interface{}) {
	defer func() { v = recover() }()
	f()
	return nil
}

func TestMustAndCheck(t *testing.T) {
	for _, tc := range []struct {
		name string
		f    func()
		want string // "" = no panic
	}{
		{"nil error", func() { Must(nil) }, ""},
		{"error", func() { Must(errors.New("boom")) }, "boom"},
		{"check holds", func() { Check(true, "n = %d", 4) }, ""},
		{"check fails", func() { Check(false, "n = %d: %s", 4, "no") }, "n = 4: no"},
	} {
		v := panics(tc.f)
		switch {
		case tc.want == "" && v != nil:
			t.Errorf("%s: panicked with %v", tc.name, v)
		case tc.want != "" && v == nil:
			t.Errorf("%s: did not panic", tc.name)
		case tc.want != "":
			var got string
			if err, ok := v.(error); ok {
				got = err.Error()
			} else {
				got, _ = v.(string)
			}
			if got != tc.want {
				t.Errorf("%s: panicked with %q, want %q", tc.name, got, tc.want)
			}
		}
	}
}

func frame(cols map[string][]string, order ...string) dataframe.DataFrame {
	var ss []series.Series
	for _, n := range order {
		ss = append(ss, series.New(cols[n], series.String, n))
	}
	return dataframe.New(ss...)
}

func TestFrame(t *testing.T) {
	df := frame(map[string][]string{"a_b_c": {"1", "2"}, "note": {"run $(seq 11 16)", "<b>"}}, "a_b_c", "note")
	d := Frame(df)
	h := d.Data[mimeHTML].(string)
	for _, want := range []string{`class="nb-table ` + noMath + `"`, ">a_<wbr>b_<wbr>c</th>", ">note</th>", "run $(seq 11 16)", "&lt;b&gt;", "2 rows × 2 columns"} {
		if !strings.Contains(h, want) {
			t.Errorf("Frame HTML lacks %q", want)
		}
	}
	// The dollar sign stays inside the element MathJax skips.
	if i, j := strings.Index(h, noMath), strings.Index(h, "$("); i < 0 || j < i {
		t.Errorf("the note is not inside the %q element", noMath)
	}
	if got := d.Data[mimeText]; got != "DataFrame: 2 rows × 2 columns" {
		t.Errorf("text copy %q", got)
	}
	tt := Titled("Table 1", df)
	if h := tt.Data[mimeHTML].(string); !strings.HasPrefix(h, "<p><b>Table 1</b></p>") {
		t.Errorf("Titled starts %q", h[:min(len(h), 40)])
	}
	if v := panics(func() { Frame(dataframe.DataFrame{Err: errors.New("bad frame")}) }); v == nil {
		t.Error("a frame with an error did not fail the cell")
	}
}

func TestClaims(t *testing.T) {
	rs := []paper.Result{
		{Claim: paper.Claim{ID: "x.a", Quantity: "chains, 2×3", Value: "5", MustMatch: true}, Published: "5", Ours: "5", Status: paper.StatusMatch},
		{Claim: paper.Claim{ID: "x.b", Quantity: "the answer", Note: "ran $(seq 11 16) & more"}, Ours: "2n+3", Status: paper.StatusNew},
		{Claim: paper.Claim{ID: "x.c", Quantity: "steps", Value: "10", MustMatch: true}, Published: "10", Ours: "11", Status: paper.StatusMismatch, Failed: true},
	}
	d := Claims(paper.ComparisonFrame(rs))
	h := d.Data[mimeHTML].(string)
	head := h[strings.Index(h, "<thead>"):strings.Index(h, "</thead>")]
	if strings.Count(head, "<th ") != 4 {
		t.Errorf("want 4 columns, header %s", head)
	}
	for _, want := range []string{
		"chains, 2×3<br>", `<span class="nb-id">x.b</span>`, // claim and id
		"<details><summary>note</summary>ran $(seq 11 16) &amp; more</details>", // note folded and escaped
		`>—</td>`,         // a new claim has no published value
		`>2n+3</td>`,      // but ours
		"<b>MISMATCH</b>", // a failure stands out
	} {
		if !strings.Contains(h, want) {
			t.Errorf("Claims HTML lacks %q", want)
		}
	}
	if got, want := d.Data[mimeText], "3 claims: 1 MISMATCH, 1 match, 1 new"; got != want {
		t.Errorf("tally %q, want %q", got, want)
	}
	if strings.Count(h, "<tr>") != 4 {
		t.Errorf("want a header and 3 rows, got %d rows", strings.Count(h, "<tr>"))
	}
	if strings.Contains(h, "more claim") {
		t.Error("nothing to fold, yet a fold was shown")
	}
	if v := panics(func() { Claims(frame(map[string][]string{"claim_id": {"a"}}, "claim_id")) }); v == nil {
		t.Error("a frame without paper, ours and match was accepted")
	}
}

func TestFigure(t *testing.T) {
	dir := t.TempDir()
	old := FigureDir
	FigureDir = filepath.Join(dir, "figures")
	defer func() { FigureDir = old }()

	d := Figure(plots.New("t", "x", "y"), "transversal_test")
	b := d.Data[mimePNG].([]byte)
	cfg, err := png.DecodeConfig(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	// The house size, 16 × 10 cm, at plots.DPI; shown 16 cm wide.
	if want := int(16/2.54*float64(plots.DPI) + 0.5); cfg.Width < want-1 || cfg.Width > want+1 {
		t.Errorf("PNG width %d px, want %d", cfg.Width, want)
	}
	if w := d.Metadata[mimePNG].(map[string]interface{})["width"]; w != 605 { // 16 cm at 96 px per inch
		t.Errorf("display width %v, want 605", w)
	}
	for ext, magic := range map[string]string{".svg": "<?xml", ".pdf": "%PDF"} {
		got, err := os.ReadFile(filepath.Join(FigureDir, "transversal_test"+ext))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(got, []byte(magic)) {
			t.Errorf("%s starts %q, want %q", ext, got[:min(len(got), 8)], magic)
		}
	}
	s := FigureSize(plots.New("t", "x", "y"), "transversal_small", 8, 5)
	if w := s.Metadata[mimePNG].(map[string]interface{})["width"]; w != 302 {
		t.Errorf("FigureSize display width %v", w)
	}
	for _, bad := range []string{"", "a/b", "fig.svg", "02-figure1-counts", "hex_a/b"} {
		if v := panics(func() { Figure(plots.New("t", "x", "y"), bad) }); v == nil {
			t.Errorf("name %q accepted", bad)
		}
	}
}

func TestLog(t *testing.T) {
	var buf bytes.Buffer
	LogWriter, now = &buf, func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) }
	defer func() { LogWriter, now = nil, time.Now }()
	Log("census %d×%d", 6, 7)
	Log("done")
	if got, want := buf.String(), "03:04:05  census 6×7\n03:04:05  done\n"; got != want {
		t.Errorf("Log wrote %q, want %q", got, want)
	}
}

func TestClaimsFold(t *testing.T) {
	r := func(id, status string) paper.Result {
		return paper.Result{Claim: paper.Claim{ID: id, Quantity: "q " + id}, Ours: "1", Status: status}
	}
	rs := []paper.Result{
		r("a", paper.StatusNotRun), r("b", paper.StatusMatch), r("c", paper.StatusInfo),
		r("d", paper.StatusExplained), r("e", paper.StatusNotRun), r("f", paper.StatusNew),
		r("g", paper.StatusMatch), r("h", paper.StatusRecorded),
	}
	d := Claims(paper.ComparisonFrame(rs))
	h := d.Data[mimeHTML].(string)
	tally := "8 claims: 2 match, 1 differ (explained), 1 new, 1 recorded, 1 reference, 2 not run"
	if got := d.Data[mimeText]; got != tally {
		t.Errorf("tally %q, want %q", got, tally)
	}
	// The counts come first, then the rows that matter in the frame's
	// order, then the rest folded.
	fold := strings.Index(h, "<details><summary>4 more claims: 1 recorded, 1 reference, 2 not run</summary>")
	if fold < 0 {
		t.Fatalf("no fold of the recorded, reference and not-run rows in %s", h)
	}
	if i := strings.Index(h, tally); i < 0 || i > strings.Index(h, "<table") {
		t.Error("the counts do not come before the table")
	}
	ids := func(s string) []string {
		var out []string
		for _, part := range strings.Split(s, `<span class="nb-id">`)[1:] {
			out = append(out, part[:strings.Index(part, "</span>")])
		}
		return out
	}
	if got, want := strings.Join(ids(h[:fold]), " "), "b d f g"; got != want {
		t.Errorf("shown rows %q, want %q", got, want)
	}
	if got, want := strings.Join(ids(h[fold:]), " "), "a c e h"; got != want {
		t.Errorf("folded rows %q, want %q", got, want)
	}
	if strings.Count(h, "<thead>") != 2 {
		t.Errorf("want two tables with the same header, got %d", strings.Count(h, "<thead>"))
	}

	// Nothing but rows not run: no empty table, all folded.
	h = Claims(paper.ComparisonFrame([]paper.Result{r("a", paper.StatusNotRun)})).Data[mimeHTML].(string)
	if strings.Count(h, "<table") != 1 || !strings.Contains(h, "<details><summary>1 more claim: 1 not run</summary>") {
		t.Errorf("a lone not-run row: %s", h)
	}
}

func TestRunLog(t *testing.T) {
	clock := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	now = func() time.Time { return clock }
	defer func() { now = time.Now }()
	lg := NewRunLog("hex")
	lg.Log("census %d×%d", 6, 7)
	clock = clock.Add(23 * time.Second)
	lg.Log("a <b> & c")
	d := lg.Done(nil)
	if got, want := d.Data[mimeText], "hex: 2 steps, 23\u00a0s\n03:04:05  census 6×7\n03:04:28  a <b> & c"; got != want {
		t.Errorf("text %q, want %q", got, want)
	}
	h := d.Data[mimeHTML].(string)
	want := "<summary>hex: 2 steps, 23\u00a0s</summary>\n<pre>03:04:05  census 6×7\n03:04:28  a &lt;b&gt; &amp; c</pre></details>"
	if !strings.HasPrefix(h, "<details") || !strings.Contains(h, want) {
		t.Errorf("HTML %q lacks %q", h, want)
	}

	one := NewRunLog("mb")
	one.Log("only")
	if got := one.Summary(); got != "mb: 1 step, <\u00a01\u00a0ms" {
		t.Errorf("summary %q", got)
	}
	if got := NewRunLog("none").Done(nil).Data[mimeHTML]; got != "<p>none: 0 steps, &lt;\u00a01\u00a0ms</p>" {
		t.Errorf("empty log %q", got)
	}

	// A failure shows the log and fails the cell with the error.
	var buf bytes.Buffer
	LogWriter = &buf
	defer func() { LogWriter = nil }()
	bad := NewRunLog("hex")
	bad.Log("step 1")
	v := panics(func() { bad.Done(errors.New("boom")) })
	if err, ok := v.(error); !ok || err.Error() != "hex: boom" {
		t.Errorf("Done(err) panicked with %v", v)
	}
	if buf.String() != "03:04:28  step 1\n" {
		t.Errorf("log on failure %q", buf.String())
	}
}

func TestCountAndMarkdown(t *testing.T) {
	for _, c := range []struct {
		v    interface{}
		want string
	}{{681830059, "681,830,059"}, {uint64(12410198910), "12,410,198,910"}, {int64(-1607305), "-1,607,305"}, {999, "999"}, {"x", "x"}} {
		if got := Count(c.v); got != c.want {
			t.Errorf("Count(%v) = %q, want %q", c.v, got, c.want)
		}
	}
	d := Markdown("**3** pairings")
	if d.Data["text/markdown"] != "**3** pairings" || d.Data[mimeText] != "**3** pairings" {
		t.Errorf("Markdown: %v", d.Data)
	}
}
