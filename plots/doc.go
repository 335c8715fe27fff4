// Package plots draws plylab's figures with gonum/plot: one function per
// figure, one house style (style.go) shared by all of them, and helpers that
// render a figure as PNG bytes for a notebook (display.PNG) or save it as
// PNG, SVG or PDF for a paper. plots draws only: it is given typed rows,
// engine results and views (pairing.SharedRow, []graphgames.Tally,
// mb.CardView, ...), never a DataFrame read by column name, so a renamed
// field is a compile error; it never runs an experiment, parses a
// certificate or reads a file. The figures of the papers are put together
// in package reproduce.
//
// SVG and PDF files embed the glyphs of Liberation Serif (the house font)
// that their text uses, so that they look the same on any machine, and the
// text of a PDF, any Unicode (σ, ×, −, ≤), extracts as it was written.
package plots
