package main

import (
	"fmt"
	"path/filepath"

	"gonum.org/v1/plot/vg"

	"plylab/plots"
)

// figureFile is one figure a family's artifacts write under out/figures, as
// NAME.png and NAME.svg. A zero W or H takes the figure's own size.
type figureFile struct {
	name string
	fig  plots.Figure
	w, h vg.Length
}

// writeFigures saves each figure as PNG and SVG under out/figures and
// returns the paths written.
func writeFigures(out string, figs ...figureFile) ([]string, error) {
	var written []string
	for _, f := range figs {
		for _, ext := range []string{"png", "svg"} {
			path := filepath.Join(out, "figures", f.name+"."+ext)
			var err error
			if f.w == 0 || f.h == 0 {
				err = plots.SaveAuto(f.fig, path)
			} else {
				err = plots.Save(f.fig, path, f.w, f.h)
			}
			if err != nil {
				return written, fmt.Errorf("%s: %w", f.name, err)
			}
			written = append(written, path)
		}
	}
	return written, nil
}
