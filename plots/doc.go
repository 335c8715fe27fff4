// Package plots draws plylab's figures with gonum/plot: one function per
// figure, one house style (style.go) shared by all of them, and helpers that
// render a figure as PNG bytes for a notebook (display.PNG) or save it as
// PNG, SVG or PDF for a paper. plots never runs experiments: it draws the
// DataFrames and engine values it is given.
package plots
