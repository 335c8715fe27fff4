package plots

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"gonum.org/v1/plot"

	"plylab/data/variants"
)

// Each table's figure draws from the table's frame (small sizes) and
// decodes as a PNG; a frame without the needed column is refused.
func TestPositionalTableFigures(t *testing.T) {
	animals := variants.Animals
	figs := map[string]func() (*plot.Plot, error){
		"mb": func() (*plot.Plot, error) {
			return TransversalMakerBreakerPlot(variants.TransversalMakerBreakerFrame(4))
		},
		"misere": func() (*plot.Plot, error) { return TransversalMiserePlot(variants.TransversalMisereFrame(3)) },
		"bias":   func() (*plot.Plot, error) { return TransversalBiasPlot(variants.TransversalBiasFrame(4)) },
		"animal": func() (*plot.Plot, error) {
			return AnimalTablePlot(variants.AnimalTableFrame(animals, 4, 16, false), variants.AnimalTableFrame(animals, 3, 9, true))
		},
	}
	dir := os.Getenv("PLYLAB_FIG_DIR")
	for name, f := range figs {
		p, err := f()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		b, err := PNG(p)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := png.Decode(bytes.NewReader(b)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if dir != "" {
			os.WriteFile(filepath.Join(dir, name+".png"), b, 0o644)
		}
	}
	if _, err := TransversalBiasPlot(variants.TransversalMisereFrame(3)); err == nil {
		t.Fatal("the bias figure drew the misère frame")
	}
}
