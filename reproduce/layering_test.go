package reproduce

import (
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// layer is a package's place in the data flow engine → data → plots →
// reproduce → notebooks and cmd (DESIGN.md): a package may import packages
// of its own layer or below, never above. data is a folder of packages
// (data/runctl, the public run control, among them). internal/... sits
// beside the engine: of the engine it imports only engine/inputerr (the
// input error both share), and the engine does not import it
// (an engine package is usable alone); internal/cli, the CLI's contract,
// is the exception: it sits just under the programs. cmd and bench are
// programs: nothing imports them.
func layer(path string) (rank int, ok bool) {
	switch {
	case strings.HasPrefix(path, "plylab/engine/"):
		return 0, true
	case path == "plylab/internal/cli":
		return 35, true
	case strings.HasPrefix(path, "plylab/internal/"):
		return 0, true
	case strings.HasPrefix(path, "plylab/data/"):
		return 10, true
	case path == "plylab/plots":
		return 20, true
	case path == "plylab/reproduce":
		return 30, true
	case strings.HasPrefix(path, "plylab/cmd/"), strings.HasPrefix(path, "plylab/bench/"):
		return program, true
	}
	return 0, false
}

// program is the layer of cmd and bench.
const program = 40

// testOnlyInternal lists the internal packages an engine package's tests
// may import, never its code: the plain exhaustive solver that every
// layer's tests hold the engine against, and the random games they draw.
var testOnlyInternal = map[string]bool{"plylab/internal/oracle": true, "plylab/internal/gametest": true}

// engineMayImport reports whether an engine package may import the
// internal package imp, from its code (inCode) or from its tests only.
func engineMayImport(imp string, inCode bool) bool {
	return !strings.HasPrefix(imp, "plylab/internal/") || (!inCode && testOnlyInternal[imp])
}

// imports of one package: those of its code, and those of its tests only.
type imports struct {
	code, test []string
}

// modulePackages lists the module's packages with their imports: import
// path → imports.
func modulePackages(t *testing.T) map[string]imports {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("module root %s: %v", root, err)
	}
	out := map[string]imports{}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		name := d.Name()
		if path != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "notebooks") {
			return filepath.SkipDir
		}
		if path != root {
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir // another module (the kernel's build module)
			}
		}
		p, err := build.ImportDir(path, build.ImportComment)
		if err != nil {
			if _, none := err.(*build.NoGoError); none {
				return nil
			}
			return err
		}
		rel, _ := filepath.Rel(root, path)
		imp := "plylab"
		if rel != "." {
			imp += "/" + filepath.ToSlash(rel)
		}
		var test []string
		test = append(test, p.TestImports...)
		test = append(test, p.XTestImports...)
		out[imp] = imports{code: p.Imports, test: test}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// No package imports upward, and no engine package imports gota or
// gonum/plot.
func TestLayering(t *testing.T) {
	pkgs := modulePackages(t)
	for _, must := range []string{"plylab/engine/hex", "plylab/data/game", "plylab/data/paper", "plylab/plots", "plylab/reproduce", "plylab/cmd/plylab"} {
		if _, ok := pkgs[must]; !ok {
			t.Fatalf("package %s not found: the walk is broken", must)
		}
	}
	var names []string
	for p := range pkgs {
		names = append(names, p)
	}
	sort.Strings(names)
	checked := 0
	for _, p := range names {
		from, ok := layer(p)
		if !ok {
			t.Errorf("package %s belongs to no layer: place it in layer()", p)
			continue
		}
		engine := strings.HasPrefix(p, "plylab/engine/")
		code := map[string]bool{}
		for _, imp := range pkgs[p].code {
			code[imp] = true
		}
		for _, imp := range append(append([]string(nil), pkgs[p].code...), pkgs[p].test...) {
			if engine && (strings.HasPrefix(imp, "github.com/go-gota/") || strings.HasPrefix(imp, "gonum.org/v1/plot")) {
				t.Errorf("%s imports %s: the engine never imports gota or gonum/plot", p, imp)
			}
			if !strings.HasPrefix(imp, "plylab/") {
				continue
			}
			checked++
			to, ok := layer(imp)
			switch {
			case !ok:
				t.Errorf("%s imports %s, which belongs to no layer", p, imp)
			case to == program:
				t.Errorf("%s imports %s: nothing imports a program", p, imp)
			case to > from:
				t.Errorf("%s imports %s: an upward import", p, imp)
			case engine && !engineMayImport(imp, code[imp]):
				t.Errorf("%s imports %s: an engine package is usable alone", p, imp)
			}
		}
	}
	if checked < 20 {
		t.Errorf("only %d imports of plylab packages checked", checked)
	}
}

// The checker itself: layer puts each layer where DESIGN.md does, so that a
// data package importing plots would be caught.
func TestLayerOrder(t *testing.T) {
	order := []string{"plylab/engine/hex", "plylab/data/runctl", "plylab/plots", "plylab/reproduce", "plylab/internal/cli", "plylab/cmd/plylab"}
	for i := 1; i < len(order); i++ {
		a, _ := layer(order[i-1])
		b, _ := layer(order[i])
		if a >= b {
			t.Errorf("layer(%s) = %d, layer(%s) = %d: want increasing", order[i-1], a, order[i], b)
		}
	}
	if _, ok := layer("plylab/notes"); ok {
		t.Error("an unknown package got a layer")
	}
}

// The engine's exception is for tests and for the oracle only.
func TestEngineMayImport(t *testing.T) {
	for _, c := range []struct {
		imp    string
		inCode bool
		want   bool
	}{
		{"plylab/internal/oracle", false, true},
		{"plylab/internal/oracle", true, false},
		{"plylab/internal/gametest", false, true},
		{"plylab/internal/gametest", true, false},
		{"plylab/internal/cli", false, false},
		{"plylab/internal/cli", true, false},
		{"plylab/engine/hex", true, true},
	} {
		if got := engineMayImport(c.imp, c.inCode); got != c.want {
			t.Errorf("engineMayImport(%s, code %v) = %v, want %v", c.imp, c.inCode, got, c.want)
		}
	}
}
