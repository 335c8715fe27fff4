package reproduce

import (
	"os"
	"path/filepath"
	"testing"

	"plylab/data/frames"
	"plylab/data/paper"
	"plylab/data/transv"
	"plylab/plots"
)

// The transversal claims reproduce: every must-match row matches.
func TestReproduceTransversal(t *testing.T) {
	t.Parallel()
	rs, err := Compare(familyResult(t, "transversal"))
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, r := range rs {
		if r.Failed {
			t.Errorf("%s: paper %s, ours %s (%s)", r.ID, r.Published, r.Ours, r.Status)
		}
		if r.MustMatch && r.Status == paper.StatusMatch {
			seen++
		}
	}
	if seen < 10 {
		t.Fatalf("only %d must-match rows matched", seen)
	}
	df := paper.ComparisonFrame(rs)
	if df.Nrow() != len(rs) || df.Ncol() != 7 {
		t.Fatalf("comparison frame %dx%d", df.Nrow(), df.Ncol())
	}
}

// Every registered family has its published numbers in data/paper, and
// Families lists the union of both.
func TestFamiliesHaveClaims(t *testing.T) {
	published := map[string]bool{}
	for _, f := range paper.Families() {
		published[f] = true
	}
	all := map[string]bool{}
	for _, f := range Families() {
		all[f] = true
	}
	familiesMu.Lock()
	defer familiesMu.Unlock()
	if len(families) < 5 {
		t.Fatalf("%d families registered", len(families))
	}
	for f := range families {
		if !published[f] {
			t.Errorf("family %s has a Run but no data/paper/%s.csv", f, f)
		}
		if !all[f] {
			t.Errorf("Families() lacks %s", f)
		}
	}
	for f := range published {
		if !all[f] {
			t.Errorf("Families() lacks %s (in data/paper)", f)
		}
	}
}

// Write writes tables, figures and files in the order they were added, at
// the paths it returns, and the comparison of a result without a family is
// refused.
func TestResultWrite(t *testing.T) {
	dir := t.TempDir()
	r := &Result{}
	r.AddFile("certificates/a.txt", []byte("one\n"))
	r.AddTable("t1", transv.PaperFrame("transversal"))
	r.AddFigure("transversal_f1", plots.Figure2(), 0, 0)
	paths, err := r.Write(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"certificates/a.txt", "tables/t1.csv", "figures/transversal_f1.png", "figures/transversal_f1.svg"}
	if len(paths) != len(want) {
		t.Fatalf("wrote %v", paths)
	}
	for i, w := range want {
		if paths[i] != filepath.Join(dir, w) {
			t.Errorf("path %d: %s, want %s", i, paths[i], w)
		}
		if fi, err := os.Stat(paths[i]); err != nil || fi.Size() == 0 {
			t.Errorf("%s: %v", w, err)
		}
	}
	back, err := frames.ReadCSV(filepath.Join(dir, "tables", "t1.csv"))
	if err != nil || back.Nrow() != transv.PaperFrame("transversal").Nrow() {
		t.Errorf("table read back: %v", err)
	}
	if r.Table("t1").Err != nil || r.Table("none").Err == nil || r.Figure("transversal_f1") == nil || r.Figure("none") != nil {
		t.Error("Table or Figure by name")
	}
	if _, err := Compare(r); err == nil {
		t.Error("a Result without its Family was compared")
	}
}

func TestCheckFigureName(t *testing.T) {
	for _, ok := range []string{"hex_fig1_counts", "transversal_exact_defence_n6", "transversal_fig2_lemma3", "positional_move_map", "variants_animals", "mb_l5_play", "graph_k4"} {
		if err := CheckFigureName(ok); err != nil {
			t.Errorf("CheckFigureName(%q) = %v, want nil", ok, err)
		}
	}
	for _, bad := range []string{"", "f1", "02-figure1-counts", "hex", "hex_", "hex__a", "hex_a_", "hex_Fig1", "hex_a-b", "tour_lines", "hexagon_a", "hex_a.svg"} {
		if err := CheckFigureName(bad); err == nil {
			t.Errorf("CheckFigureName(%q) = nil, want an error", bad)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("AddFigure with a name outside the scheme did not panic")
		}
	}()
	(&Result{}).AddFigure("02-figure1-counts", plots.Figure2(), 0, 0)
}
