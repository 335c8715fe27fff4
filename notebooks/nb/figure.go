package nb

import (
	"fmt"
	"path/filepath"

	"gonum.org/v1/plot/vg"

	"plylab/plots"
	"plylab/reproduce"
)

// FigureDir is where Figure saves its files; relative paths are relative to
// the kernel's directory, notebooks/.
var FigureDir = "../out/figures"

// cssPixelsPerInch is the browser's pixel: a figure shown at its physical
// size is its width in inches × 96 CSS pixels wide.
const cssPixelsPerInch = 96

// Figure shows a figure inline at its own size (plots.SizeOf: the house
// size unless the figure has a size of its own) and saves it as
// FigureDir/NAME.svg and FigureDir/NAME.pdf. A figure that fails to render
// or save fails the cell. The name follows the one scheme of out/figures/
// (reproduce.CheckFigureName: "hex_fig6_slack", "positional_move_map"); a
// notebook that shows the very figure plylab reproduce writes uses
// reproduce's name, and any other name panics.
func Figure(f plots.Figure, name string) Data {
	w, h := plots.SizeOf(f)
	return figure(f, name, w, h)
}

// FigureSize is Figure at a given size in centimetres.
func FigureSize(f plots.Figure, name string, widthCm, heightCm float64) Data {
	return figure(f, name, vg.Length(widthCm)*vg.Centimeter, vg.Length(heightCm)*vg.Centimeter)
}

func figure(f plots.Figure, name string, w, h vg.Length) Data {
	if err := reproduce.CheckFigureName(name); err != nil {
		panic("nb.Figure: " + err.Error())
	}
	var files []string
	for _, ext := range []string{".svg", ".pdf"} {
		path := filepath.Join(FigureDir, name+ext)
		Must(plots.Save(f, path, w, h))
		files = append(files, path)
	}
	png, err := plots.Render(f, "png", w, h)
	Must(err)
	return Data{
		Data: map[string]interface{}{
			mimePNG:  png,
			mimeText: fmt.Sprintf("figure %s (%s, %s)", name, files[0], files[1]),
		},
		Metadata: map[string]interface{}{
			mimePNG: map[string]interface{}{"width": int(float64(w/vg.Inch)*cssPixelsPerInch + 0.5)},
		},
	}
}
