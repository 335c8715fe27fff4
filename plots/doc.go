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
// Boards share one convention. The first player (X of the transversal
// game, Across in Hex, Maker, the first mover of a positional game) is
// blue (Palette[0]): filled discs for stones, the Across edges of a Hex
// board; the second (O, Down, the second mover) is vermillion (Palette[5]):
// rings for stones, the Down edges. A ring in ink marks the last or newly
// added move (or a card's marked cells); a set that won the game (a
// positional game's deciding line, X's completed transversal, Across's
// chain) is shaded and outlined with a heavy ink line; and every board
// carries a key of its marks under it. Square boards are addressed as
// (row, column) counted from 1, row 1 at the top and column 1 at the left,
// and are numbered so in the margin; a positional game's cells carry, in
// their corners, the game's own cell numbers or labels (the names its
// moves are given by). The Maker–Breaker cards, on the infinite board, keep
// the paper's plane coordinates (x, y), x to the right and y upwards.
//
// SVG and PDF files embed the glyphs of Liberation Serif (the house font)
// that their text uses, so that they look the same on any machine, and the
// text of a PDF, any Unicode (σ, ×, −, ≤), extracts as it was written.
package plots
