package reproduce

import (
	"sync"
	"testing"

	"plylab/internal/figtest"
	"plylab/plots"
)

// familyRun is one family computed at the fast defaults of make
// reproduce, once for the whole test binary.
type familyRun struct {
	once sync.Once
	res  *Result
	err  error
}

var (
	familyRunsMu sync.Mutex
	familyRuns   = map[string]*familyRun{}
)

// familyResult computes a family at the fast defaults (Run with Options{})
// the first time a test asks for it and returns the same Result to every
// later caller, so that the tests that read one family share its
// computation. The callers must not change the Result.
func familyResult(t *testing.T, family string) *Result {
	t.Helper()
	familyRunsMu.Lock()
	r := familyRuns[family]
	if r == nil {
		r = &familyRun{}
		familyRuns[family] = r
	}
	familyRunsMu.Unlock()
	r.once.Do(func() { r.res, r.err = Run(family, Options{}) })
	if r.err != nil {
		t.Fatal(r.err)
	}
	return r.res
}

// testedFamilies are the families that other tests of this package compute
// whole (TestReproducePositional, TestReproduceTransversal). The others
// take a minute or more each; their figures come from plots' figure
// functions, which plots' tests check on small real data, and make
// test-notebooks checks every PDF the notebooks save.
var testedFamilies = []string{"positional", "transversal"}

// Every figure of the families the tests compute reads back as drawn
// (figtest.Check): its PDF has every font embedded with a ToUnicode map,
// and the text a viewer extracts holds each string the figure draws,
// character for character, with no UTF-8 read as Windows-1252 ("2Ã—3" for
// "2×3"); its SVG embeds a font with an outline for every character; and
// its fonts have a glyph for every character (none drawn as a box).
func TestFiguresReadBack(t *testing.T) {
	t.Parallel()
	var (
		mu              sync.Mutex
		total, nonASCII int
	)
	for _, fam := range testedFamilies {
		t.Run(fam, func(t *testing.T) {
			t.Parallel()
			res := familyResult(t, fam)
			n := 0
			for _, f := range res.Figures {
				w, h := f.W, f.H
				if w == 0 || h == 0 {
					w, h = plots.SizeOf(f.Plot)
				}
				k, err := figtest.Check(f.Plot, w, h, func(format string) ([]byte, error) {
					return plots.Render(f.Plot, format, w, h)
				})
				if err != nil {
					t.Errorf("%s: %v", f.Name, err)
				}
				n += k
			}
			mu.Lock()
			total += len(res.Figures)
			nonASCII += n
			mu.Unlock()
		})
	}
	// (After the parallel subtests.)
	t.Cleanup(func() {
		if total < 4 || nonASCII < 5 {
			t.Errorf("only %d figures checked, with %d strings beyond ASCII", total, nonASCII)
		}
	})
}
