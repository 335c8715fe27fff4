// Package paper is the claims table: every number the source papers
// publish that plylab reproduces, embedded from data/paper/*.csv (Claims,
// Parse, Frame), and the comparison of ours with theirs, row by row and as
// a frame (Measured, Join, ComparisonFrame, WriteComparisonCSV). A family's
// reproduction (package reproduce) measures its claims; Join puts each
// beside the published value with a status (match, mismatch, explained,
// new, recorded, not run).
//
// Non-generic, so that the gophernotes kernel (gomacro) can import it.
package paper
