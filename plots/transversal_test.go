package plots

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/data/transv"
	"plylab/internal/figtest"
)

func TestTransversalFigures(t *testing.T) {
	rs, err := transv.VerifyAll([]int{4, 5}, "canonical")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := transv.WinPlies(rs, 6) // n = 6 from the closed form
	if err != nil {
		t.Fatal(err)
	}
	wp, err := WinPlyPlot(rows)
	if err != nil {
		t.Fatal(err)
	}
	cp, err := CasePlot(rs)
	if err != nil {
		t.Fatal(err)
	}
	line, err := transv.PlayLine(4, "1,2 2,1 4,4 1,4 1,3")
	if err != nil {
		t.Fatal(err)
	}
	figs := map[string]Figure{"winply": wp, "cases": cp, "figure2": Figure2(), "line": Boards{Views: transv.LineViews(line), Cols: 4}}
	checkExport(t, WinPlyPlot, wp)
	checkExport(t, CasePlot, cp)
	checkExport(t, Figure2, figs["figure2"])
	checkExport(t, nil, figs["line"])
	out := os.Getenv("PLYLAB_FIG_DIR")
	for name, f := range figs {
		for _, format := range []string{"png", "svg", "pdf"} {
			w, h := SizeOf(f)
			b, err := Render(f, format, w, h)
			if err != nil || len(b) < 500 {
				t.Fatalf("%s.%s: %d bytes, %v", name, format, len(b), err)
			}
			if format == "png" {
				img, err := png.Decode(bytes.NewReader(b))
				if err != nil || img.Bounds().Dx() < 500 {
					t.Fatalf("%s: not a PNG of figure size: %v", name, err)
				}
			}
			if out != "" {
				os.WriteFile(filepath.Join(out, name+"."+format), b, 0o644)
			}
		}
	}
	bad := append(transv.WinPlyRows{}, rows...)
	bad[0].Ply++ // an even ply: no line of the strategy ends there
	if _, err := WinPlyPlot(bad); err == nil {
		t.Fatal("a row whose ply is not 2n−1, 2n+1 or 2n+3 must be rejected")
	}
}

// A grid of boards draws one key for all of them, each entry once and at
// the caption size, and sets D_R × D_C with real subscripts, no "_".
func TestBoardsSharedKey(t *testing.T) {
	f := Figure2()
	w, h := SizeOf(f)
	count := map[string]int{}
	for _, tx := range figtest.Texts(f, w, h) {
		count[tx.Str]++
		if strings.Contains(tx.Str, "_") {
			t.Errorf("drawn %q: a subscript written as _", tx.Str)
		}
		switch tx.Str {
		case "completing rectangle", "X", "new":
			if tx.Face.Font.Size < captionSize {
				t.Errorf("key entry %q at %.1f pt, want %.1f pt", tx.Str, tx.Face.Font.Size.Points(), captionSize.Points())
			}
		case "R", "C":
			if tx.Face.Font.Size >= captionSize {
				t.Errorf("subscript %q at %.1f pt, not smaller than the caption", tx.Str, tx.Face.Font.Size.Points())
			}
		}
	}
	for _, s := range []string{"completing rectangle", "new"} {
		if count[s] != 1 {
			t.Errorf("key entry %q drawn %d times, want once", s, count[s])
		}
	}
	if count["R"] != 4 || count["C"] != 4 {
		t.Errorf("subscripts R, C drawn %d, %d times, want 4 each", count["R"], count["C"])
	}
	// the key's mark and its text stand apart
	r, sp, _, _ := keyMetrics(TextStyle(captionSize), []keyItem{{firstStone, "X"}})
	if sp < r*0.4+TextStyle(captionSize).Width(" ") || sp <= 0 {
		t.Errorf("mark–text space %.2f pt", sp.Points())
	}
}
