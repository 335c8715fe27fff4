package plots

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"reflect"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	"plylab/internal/figtest"
)

var (
	checkedMu sync.Mutex
	// checked holds the figure functions (and, for figures built as
	// values, the types) whose figures checkExport has checked.
	checked = map[string]bool{}
	// dumped counts the figures of each name written under PLYLAB_FIG_DIR.
	dumped = map[string]int{}
)

// checkExport checks a figure as a reader meets it, at its own size
// (figtest.Check: glyphs, the PDF's text and fonts, the SVG's font), and
// records made, the exported function of plots that built it, as checked;
// made nil stands for a figure built as a value of its type.
func checkExport(t *testing.T, made interface{}, f Figure) {
	t.Helper()
	var name string
	if made == nil {
		name = reflect.TypeOf(f).String()
	} else {
		name = runtime.FuncForPC(reflect.ValueOf(made).Pointer()).Name()
	}
	name = name[strings.LastIndex(name, ".")+1:]
	w, h := SizeOf(f)
	if _, err := figtest.Check(f, w, h, func(format string) ([]byte, error) {
		return Render(f, format, w, h)
	}); err != nil {
		t.Errorf("%s: %v", name, err)
	}
	checkedMu.Lock()
	checked[name] = true
	n := dumped[name]
	dumped[name]++
	checkedMu.Unlock()
	// PLYLAB_FIG_DIR keeps a PNG of every checked figure for a reader's eye.
	if dir := os.Getenv("PLYLAB_FIG_DIR"); dir != "" {
		if err := Save(f, fmt.Sprintf("%s/all/%s-%d.png", dir, name, n), w, h); err != nil {
			t.Error(err)
		}
	}
}

// TestMain: when every test ran (no -run, no -skip), every exported
// figure function of plots has had one of its figures checked by
// checkExport.
func TestMain(m *testing.M) {
	code := m.Run()
	all := true
	for _, name := range []string{"test.run", "test.skip"} {
		if f := flag.Lookup(name); f != nil && f.Value.String() != "" {
			all = false
		}
	}
	if code == 0 && all {
		if err := everyFigureChecked(); err != nil {
			fmt.Fprintln(os.Stderr, "FAIL:", err)
			code = 1
		}
	}
	os.Exit(code)
}

// everyFigureChecked compares figureFuncs with the functions checked.
func everyFigureChecked() error {
	funcs, err := figureFuncs(".")
	if err != nil {
		return err
	}
	if len(funcs) < 20 {
		return fmt.Errorf("only %d figure functions found in plots: %v", len(funcs), funcs)
	}
	var missing []string
	for _, f := range funcs {
		if !checked[f] {
			missing = append(missing, f)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("no test checks the export of %s: build one of its figures in a test and pass it to checkExport", strings.Join(missing, ", "))
	}
	return nil
}

// figureFuncs lists the exported functions of the package in dir (its
// non-test files) that return a figure: a *plot.Plot, a Figure, or a
// value or pointer of a type of the package with a Draw method.
func figureFuncs(dir string) ([]string, error) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi os.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, 0)
	if err != nil {
		return nil, err
	}
	drawers := map[string]bool{"Figure": true}
	var funcs []*ast.FuncDecl
	for _, p := range pkgs {
		for _, file := range p.Files {
			for _, d := range file.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok {
					continue
				}
				if fd.Recv == nil {
					funcs = append(funcs, fd)
				} else if fd.Name.Name == "Draw" && len(fd.Recv.List) == 1 {
					drawers[typeName(fd.Recv.List[0].Type)] = true
				}
			}
		}
	}
	var out []string
	for _, fd := range funcs {
		if !fd.Name.IsExported() || fd.Type.Results == nil || len(fd.Type.Results.List) == 0 {
			continue
		}
		r := fd.Type.Results.List[0].Type
		if sel, ok := deref(r).(*ast.SelectorExpr); ok {
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == "plot" && sel.Sel.Name == "Plot" {
				out = append(out, fd.Name.Name)
			}
			continue
		}
		if drawers[typeName(r)] {
			out = append(out, fd.Name.Name)
		}
	}
	sort.Strings(out)
	return out, nil
}

func deref(e ast.Expr) ast.Expr {
	if s, ok := e.(*ast.StarExpr); ok {
		return s.X
	}
	return e
}

// typeName is the name of a type T or *T of the package, or "".
func typeName(e ast.Expr) string {
	if id, ok := deref(e).(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// The lister finds the figure functions of every kind and nothing else.
func TestFigureFuncs(t *testing.T) {
	funcs, err := figureFuncs(".")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, f := range funcs {
		got[f] = true
	}
	for _, want := range []string{"New", "WinPlyPlot", "Figure2", "DefenceFigure", "NewGraphDrawing", "HexCountsFigure", "MBFork", "MBHistogramsFigure"} {
		if !got[want] {
			t.Errorf("%s is not listed: %v", want, funcs)
		}
	}
	for _, not := range []string{"PNG", "Render", "SizeOf", "TextStyle", "Color", "Save"} {
		if got[not] {
			t.Errorf("%s is listed: %v", not, funcs)
		}
	}
}
