// Package data is plylab's tabular layer: engine results as gota
// DataFrames, and CSV in and out. It holds the frames of each family (one
// function per table, taking the engine's results or computing the small
// ones they tabulate), the papers' published numbers embedded from
// data/paper/*.csv (Claim, PaperClaims, ClaimsFrame), the comparison of
// ours with theirs as rows and as a frame (Measured, JoinClaims,
// ComparisonFrame, WriteComparisonCSV), and the long runs kept in
// data/runs/ (RecordedRunsFrame and the readers of each run).
//
// Which experiments a reproduction runs, how far, and how its claims are
// measured live in package reproduce; data keeps no state between calls
// (no caches): a caller that needs a result twice keeps it.
//
// Everything here is non-generic so that the gophernotes kernel (gomacro) can
// import it into a notebook.
package data
