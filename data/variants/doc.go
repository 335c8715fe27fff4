// Package variants tabulates positional games beyond the papers' own
// rules with the general solver (plylab/engine/positional): Harary's
// animal achievement games, the transversal game under the Maker–Breaker,
// misère and biased rules, the Hex openings, and the kept solves and
// certificates of data/runs/ checked against the solver.
//
// Non-generic, so that the gophernotes kernel (gomacro) can import it.
package variants
