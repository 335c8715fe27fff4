// Package hexsat is the pairing census of plylab's Hex engine (package
// hex) as a satisfiability problem whose chain constraints are generated
// lazily, so that the minimal chains are never listed.
//
// # The census it counts
//
// hex.Census counts the inclusion-minimal sets of disjoint pairs of cells
// meeting every minimal chain of Across in a whole pair (its search reports
// some non-minimal sets too and keeps the minimal ones, a family that does
// not depend on the search order). Census here counts exactly that family,
// and the tests check that the two agree on every n × (n+1) board to 5 × 6
// and on other shapes.
//
// # The formula
//
// One variable per unordered pair {a, b} of cells that can lie together on
// a minimal chain (UsefulPair): all pairs except two cells of the left edge
// or two of the right edge, since a minimal chain touches each of Across's
// edges in one cell. Pairs of non-adjacent cells are needed: the cross rule
// pairs the two far corners, and most pairs of the diagonal and cross rules
// are not neighbours. A pair of an inclusion-minimal pairing is the only
// whole pair of some minimal chain (else it could be dropped), so no
// variable is missing. Clauses:
//
//   - at most one chosen pair per cell (the sequential, or ladder,
//     encoding: k − 1 auxiliary variables for k pairs through the cell);
//   - for each minimal chain in the formula, some pair inside it (both
//     cells on the chain, adjacent or not) is chosen;
//   - for each recorded pairing M, not every pair of M is chosen (blocks M
//     and its supersets).
//
// # The loop, and why it ends with the census
//
// Start with no chain clause. Solve; the model is a set P of disjoint
// pairs. Ask the rule checker (hex.CheckFast by default, hex.CheckDP or
// hex.CheckWalk) for a minimal chain holding no whole pair of P. If there is
// one, add its clause (the chain is first replaced by a shortest such chain,
// found by a bounded induced-path walk, for a shorter clause; every chain
// is checked to be minimal, an induced path touching each edge once, and to
// hold no whole pair). If there is none, P meets every chain; shrink it to
// an inclusion-minimal M (drop each pair in turn if the rest still meets
// every chain: meeting every chain passes to supersets, so a pair kept at
// its turn can never be dropped later), record M and block its supersets.
// Each pair that could not be dropped comes with a chain whose only whole
// pair it is, and that clause is added too.
//
// Every clause is a constraint every valid pairing satisfies, except the
// blocking clauses, which exclude only supersets of recorded pairings. So
// while some inclusion-minimal valid pairing M is unrecorded, M itself is a
// model (it meets every chain, and is a superset of no other minimal
// pairing): the formula is satisfiable. Each model either adds a new chain
// clause (the model violates it, so it is new) or records a new pairing;
// there are finitely many of both, so the loop ends, with the formula
// unsatisfiable and every minimal pairing recorded. Nothing recorded is
// wrong: the checker certified it, and the command re-checks every
// pairing by a second method (the essay's walk or the frontier search).
//
// # Symmetry
//
// With Options.HalfTurn every chain clause is added with the clause of the
// chain's half-turn image, and every recorded pairing with its image. The
// half-turn (r, c) ↦ (R−1−r, C−1−c) keeps the adjacency and swaps the left
// and right edges, so it maps minimal chains of Across to minimal chains of
// Across and valid minimal pairings to valid minimal pairings: the image
// clauses are clauses of the same formula, and the census is unchanged. It
// is used to find clauses sooner, not to count up to symmetry.
//
// # The solver
//
// Two incremental pure-Go CDCL solvers from the module proxy were measured
// on the same formulas: github.com/go-air/gini v1.0.4 and
// github.com/crillab/gophersat v1.4.0 (the machine shared with other jobs,
// so only ratios within one run mean much). On 6 × 7 with the lazy formula
// (no chain listed up front), gophersat needed 62 s of solving and gini
// 103 s for the same 478–488 chain clauses when both ran side by side; a
// later pair of runs with the fast checker gave 162 s and 163 s (498 and
// 503 clauses). With the chains of at most 8 cells listed up front they
// were within 10% (22 s and 25 s). On 5 × 6, BenchmarkCensus has gini about
// 3.5 times faster. The default is gophersat, the one that was faster on
// the largest board both finished, the lazy 6 × 7; the evidence is thin,
// and gini stays selectable (--solver gini). Almost all the time of a
// census past 6 × 7 is the solver's, in the last calls, where the formula
// is close to unsatisfiable, and neither solver finished 7 × 8 in the
// hour this was written in.
//
// The package imports engine/hex and the two solvers; engine/hex itself
// stays standard-library only.
package hexsat
