// Package data is plylab's tabular layer. It runs engine experiments and
// returns the results as gota DataFrames, embeds the papers' published numbers
// (the claims table, data/paper/*.csv) so that ours and theirs can be put side
// by side, and reads and writes CSV so that an expensive run can be saved and
// reloaded.
//
// Everything here is non-generic so that the gophernotes kernel (gomacro) can
// import it into a notebook.
package data
