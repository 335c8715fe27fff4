package reproduce

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/go-gota/gota/dataframe"
	"gonum.org/v1/plot/vg"

	"plylab/data/frames"
	"plylab/data/paper"
	"plylab/plots"
)

// Options controls how much work a family's Run does.
type Options struct {
	// Full runs the expensive rows too (for example transversal n = 7);
	// the default is the fast set that make reproduce runs.
	Full bool
	// Log receives one human line per step; may be nil.
	Log func(format string, a ...any)
}

func (o Options) logf(format string, a ...any) {
	if o.Log != nil {
		o.Log(format, a...)
	}
}

// Table is one table of a family, written as tables/NAME.csv.
type Table struct {
	Name  string
	Frame dataframe.DataFrame
}

// Figure is one figure of a family, written as figures/NAME.png and
// figures/NAME.svg. A zero W or H takes the figure's own size.
type Figure struct {
	Name string
	Plot plots.Figure
	W, H vg.Length
}

// File is any other output of a family (a certificate, say), written at
// Path under the output directory, as Data.
type File struct {
	Path string
	Data []byte
}

// Result is everything one family reproduces, computed once: plylab's
// value of each of its claims, and its tables, figures and files.
type Result struct {
	Family  string
	Claims  []paper.Measured
	Tables  []Table
	Figures []Figure
	Files   []File
	// Written lists the paths RunTo wrote; Resumed marks a family RunTo
	// took from its checkpoint (claims and paths only, nothing computed).
	Written []string
	Resumed bool
	order   []output // the order of writing (and of Write's paths)
}

type output struct {
	kind byte // 't'able, 'f'igure, 'F'ile
	i    int
}

// AddTable appends a table to r.
func (r *Result) AddTable(name string, df dataframe.DataFrame) {
	r.order = append(r.order, output{'t', len(r.Tables)})
	r.Tables = append(r.Tables, Table{name, df})
}

// AddFigure appends a figure to r; a zero w or h takes the figure's own size.
// A name outside the figure naming scheme (CheckFigureName) panics: it is a
// programming error, caught by the first test that builds the family.
func (r *Result) AddFigure(name string, f plots.Figure, w, h vg.Length) {
	if err := CheckFigureName(name); err != nil {
		panic(err)
	}
	r.order = append(r.order, output{'f', len(r.Figures)})
	r.Figures = append(r.Figures, Figure{name, f, w, h})
}

// AddFile appends a file (path relative to the output directory) to r.
func (r *Result) AddFile(path string, b []byte) {
	r.order = append(r.order, output{'F', len(r.Files)})
	r.Files = append(r.Files, File{path, b})
}

// Table returns the table called name (a frame with Err set if there is
// none).
func (r *Result) Table(name string) dataframe.DataFrame {
	for _, t := range r.Tables {
		if t.Name == name {
			return t.Frame
		}
	}
	return dataframe.DataFrame{Err: fmt.Errorf("%s: no table %q", r.Family, name)}
}

// Figure returns the figure called name, or nil.
func (r *Result) Figure(name string) plots.Figure {
	for _, f := range r.Figures {
		if f.Name == name {
			return f.Plot
		}
	}
	return nil
}

// Write writes r's tables (out/tables/NAME.csv), figures
// (out/figures/NAME.png and .svg) and files under out, in the order the
// family added them, and returns the paths written.
func (r *Result) Write(out string) ([]string, error) {
	var written []string
	for _, o := range r.order {
		switch o.kind {
		case 't':
			t := r.Tables[o.i]
			p := filepath.Join(out, "tables", t.Name+".csv")
			if err := frames.WriteCSV(t.Frame, p); err != nil {
				return written, fmt.Errorf("%s: %w", t.Name, err)
			}
			written = append(written, p)
		case 'f':
			f := r.Figures[o.i]
			for _, ext := range []string{"png", "svg"} {
				p := filepath.Join(out, "figures", f.Name+"."+ext)
				var err error
				if f.W == 0 || f.H == 0 {
					err = plots.SaveAuto(f.Plot, p)
				} else {
					err = plots.Save(f.Plot, p, f.W, f.H)
				}
				if err != nil {
					return written, fmt.Errorf("%s: %w", f.Name, err)
				}
				written = append(written, p)
			}
		case 'F':
			f := r.Files[o.i]
			p := filepath.Join(out, f.Path)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				return written, err
			}
			if err := os.WriteFile(p, f.Data, 0o644); err != nil {
				return written, err
			}
			written = append(written, p)
		}
	}
	return written, nil
}

// RunFunc computes one family: its claims, tables and figures.
type RunFunc func(o Options) (*Result, error)

var (
	familiesMu sync.Mutex
	families   = map[string]RunFunc{}
)

// Register installs the Run of a family (from the init of the family's
// file in this package).
func Register(family string, run RunFunc) {
	familiesMu.Lock()
	defer familiesMu.Unlock()
	families[family] = run
}

// Families lists the families that have a Run or rows in the claims table
// (data/paper/*.csv), sorted.
func Families() []string {
	set := map[string]bool{}
	for _, f := range paper.Families() {
		set[f] = true
	}
	familiesMu.Lock()
	for f := range families {
		set[f] = true
	}
	familiesMu.Unlock()
	var out []string
	for f := range set {
		out = append(out, f)
	}
	sort.Strings(out)
	return out
}

// Run computes one family. A family with claims but no Run yet gives an
// empty Result (its must-match claims then compare as MISSING).
func Run(family string, o Options) (*Result, error) {
	familiesMu.Lock()
	run := families[family]
	familiesMu.Unlock()
	if run == nil {
		return &Result{Family: family}, nil
	}
	r, err := run(o)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", family, err)
	}
	r.Family = family
	return r, nil
}

// RunAll runs the given families (all of Families when empty) in order.
func RunAll(o Options, families []string) ([]*Result, error) {
	if len(families) == 0 {
		families = Families()
	}
	var out []*Result
	for _, f := range families {
		o.logf("reproduce: computing %s", f)
		r, err := Run(f, o)
		if err != nil {
			return out, err
		}
		out = append(out, r)
	}
	return out, nil
}

// Compare puts the claims of the results beside the published ones (one
// row per claim of the results' families, see data.JoinClaims);
// data.ComparisonFrame turns the rows into a DataFrame.
func Compare(results ...*Result) ([]paper.Result, error) {
	claims, err := paper.Claims()
	if err != nil {
		return nil, err
	}
	var fams []string
	var ms []paper.Measured
	for _, r := range results {
		if r.Family == "" {
			return nil, fmt.Errorf("reproduce: a Result without its Family cannot be compared")
		}
		fams = append(fams, r.Family)
		ms = append(ms, r.Claims...)
	}
	return paper.Join(claims, fams, ms)
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// figureFamilies are the prefixes of the figure naming scheme, longest first
// so that transversal_exact_ is not read as transversal_.
var figureFamilies = []string{"transversal_exact", "transversal", "positional", "variants", "graph", "hex", "mb"}

// CheckFigureName reports whether name follows the one naming scheme of
// out/figures/, shared by plylab reproduce and the notebooks: FAMILY_SUBJECT
// in snake_case, where FAMILY is transversal, transversal_exact, hex, mb,
// graph, positional or variants and SUBJECT is lower-case letters, digits
// and underscores ("hex_fig1_counts", "positional_move_map"). A paper's
// figure keeps its number (figN) in the subject.
func CheckFigureName(name string) error {
	for _, fam := range figureFamilies {
		subject, ok := strings.CutPrefix(name, fam+"_")
		if !ok {
			continue
		}
		if subject == "" || strings.HasPrefix(subject, "_") || strings.HasSuffix(subject, "_") || strings.Contains(subject, "__") {
			return fmt.Errorf("figure name %q: want %s_SUBJECT with a non-empty snake_case subject", name, fam)
		}
		for _, c := range subject {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
				return fmt.Errorf("figure name %q: the subject may hold only a-z, 0-9 and _", name)
			}
		}
		return nil
	}
	return fmt.Errorf("figure name %q: want FAMILY_SUBJECT in snake_case, FAMILY one of %s", name, strings.Join(figureFamilies, ", "))
}
