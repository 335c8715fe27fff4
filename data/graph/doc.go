// Package graph is the notebook-facing API of the graph games
// (plylab/engine/graphgames): the ground-truth check of every solver
// against brute force (Check, CheckFrame), the examples of the notebook,
// geography played against the computer (GeographyPlay), the kept runs,
// and the solvers' speed and scaling.
//
// Non-generic, so that the gophernotes kernel (gomacro) can import it.
package graph
