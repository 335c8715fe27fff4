package plots

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"gonum.org/v1/plot"

	"plylab/data/variants"
	"plylab/engine/positional"
)

// Each table's figure draws from the table's typed rows (small sizes) and
// decodes as a PNG; a table with nothing to draw is refused.
func TestPositionalTableFigures(t *testing.T) {
	animals := variants.Animals
	mb, err := variants.TransversalMakerBreaker(4, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	made := map[string]interface{}{"mb": TransversalMakerBreakerPlot, "misere": TransversalMiserePlot, "bias": TransversalBiasPlot, "animal": AnimalTablePlot}
	figs := map[string]func() (*plot.Plot, error){
		"mb": func() (*plot.Plot, error) { return TransversalMakerBreakerPlot(mb) },
		"misere": func() (*plot.Plot, error) {
			rows, err := variants.TransversalMisere(3, positional.Options{})
			if err != nil {
				return nil, err
			}
			return TransversalMiserePlot(rows)
		},
		"bias": func() (*plot.Plot, error) {
			solves, err := variants.TransversalBias(4, positional.Options{})
			if err != nil {
				return nil, err
			}
			return TransversalBiasPlot(variants.BiasThresholds(solves))
		},
		"animal": func() (*plot.Plot, error) {
			plain, err := variants.AnimalTable(animals, 4, 16, false, positional.Options{})
			if err != nil {
				return nil, err
			}
			handicap, err := variants.AnimalTable(animals, 3, 9, true, positional.Options{})
			if err != nil {
				return nil, err
			}
			return AnimalTablePlot(plain, handicap)
		},
	}
	dir := os.Getenv("PLYLAB_FIG_DIR")
	for name, f := range figs {
		p, err := f()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		checkExport(t, made[name], p)
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
	if _, err := TransversalBiasPlot(nil); err == nil {
		t.Fatal("the bias figure drew no rows")
	}
	var breakerOnly []variants.MakerBreakerRow
	for _, r := range mb {
		if r.MakerMoves < 0 {
			breakerOnly = append(breakerOnly, r)
		}
	}
	if _, err := TransversalMakerBreakerPlot(breakerOnly); err == nil {
		t.Fatal("the Maker–Breaker figure drew rows where Maker wins none")
	}
	// The x axis spans the table's boards.
	p, err := TransversalMakerBreakerPlot(mb)
	if err != nil {
		t.Fatal(err)
	}
	if lo, hi := float64(mb[0].N), float64(mb[len(mb)-1].N); p.X.Min > lo || p.X.Max < hi {
		t.Errorf("x axis %g … %g, boards %g … %g", p.X.Min, p.X.Max, lo, hi)
	}
}
