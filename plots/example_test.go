package plots_test

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"

	"plylab/data/transv"
	"plylab/engine/transversal"
	"plylab/plots"
)

// A figure of the house style rendered for a notebook: PNG bytes at the
// standard size (16 × 10 cm at 144 dpi), ready for display.PNG.
func ExamplePNG() {
	p := plots.New("Title", "x", "y")
	b, err := plots.PNG(p)
	if err != nil {
		panic(err)
	}
	img, err := png.DecodeConfig(bytes.NewReader(b))
	if err != nil {
		panic(err)
	}
	fmt.Printf("%d × %d pixels\n", img.Width, img.Height)
	// Output:
	// 907 × 567 pixels
}

// The win-ply distribution of the 2n+3 strategy (the paper's Table 1 by
// ply), computed for n = 4 and 5 and saved as SVG and PDF for a paper; the
// format is the file name's extension.
func ExampleWinPlyPlot() {
	var runs []*transversal.VerifyResult
	for _, n := range []int{4, 5} {
		r, err := transversal.Verify(n, transversal.VerifyOptions{})
		if err != nil {
			panic(err)
		}
		runs = append(runs, r)
	}
	rows, err := transv.WinPlies(runs, 0)
	if err != nil {
		panic(err)
	}
	p, err := plots.WinPlyPlot(rows)
	if err != nil {
		panic(err)
	}
	dir, err := os.MkdirTemp("", "plylab-example")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	for _, name := range []string{"winply.svg", "winply.pdf"} {
		path := filepath.Join(dir, name)
		if err := plots.SaveAuto(p, path); err != nil {
			panic(err)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			panic(err)
		}
		fmt.Println(name, strings.HasPrefix(string(b), "<?xml") || strings.HasPrefix(string(b), "%PDF"))
	}
	// Output:
	// winply.svg true
	// winply.pdf true
}
