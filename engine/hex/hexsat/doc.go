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
// The half-turn h: (r, c) ↦ (R−1−r, C−1−c) keeps the adjacency and swaps
// the left and right edges, so it maps minimal chains of Across onto minimal
// chains of Across. Hence a set of pairs P meets every minimal chain iff
// h(P) does (a chain K holds a whole pair of P iff h(K) holds a whole pair
// of h(P)), and P is inclusion-minimal iff h(P) is. Two uses:
//
//   - Options.HalfTurn adds, with every chain clause, the clause of the
//     chain's image (a clause of the same formula), and records with every
//     pairing its image (a pairing of the census). It finds clauses sooner
//     and changes nothing else.
//   - Options.LexLeader adds the lex-leader constraint x ≤ π(x), with x the
//     pair variables in their order and π the permutation h induces on
//     them: of each model and its image only the lexicographically smaller
//     satisfies it. It is sound for the census: an unrecorded minimal
//     pairing M has an unrecorded image (they are recorded together), both
//     satisfy every other clause (M is a superset of no other minimal
//     pairing), and the smaller of the two satisfies the constraint, so the
//     formula stays satisfiable until both are recorded. Only the variables
//     v < π(v) can decide the comparison; the encoding (lexLeader) has one
//     auxiliary variable and three clauses per such variable. With Fix it is
//     refused: a fixed pair's image is not fixed. Result.Orbits counts the
//     pairings up to h.
//
// # Where the time goes
//
// Measured on 6 × 7 (fast checker, half-turn images, shortest chains), CPU
// time of the process, the machine shared with other jobs (so only ratios
// within one run mean much). A profile puts 96% of the time in the solver
// (gophersat: its clause propagation, 75%; gini: its propagation, 83%),
// under 2% in the checker, the rest in the shortest-chain walk. By solver
// call, the last, unsatisfiable, call is cheap (570 conflicts with
// gophersat); the costly calls are satisfiable ones in the middle, before
// the second pairing is found, where a model takes up to 9,000 conflicts.
// The lever is therefore the number of conflicts, not the number of calls:
//
//	configuration                         models  conflicts  CPU s
//	gophersat, one chain per model           247     65,502   16.8
//	gophersat, Multi 8                        71     67,329   17.1
//	gophersat, Multi 32                       74     59,349   14.0
//	gophersat, Multi 8, SeedLen 8             27     42,840    9.9
//	gini, Multi 8                             76          —   25.9
//	gophersat, Multi 8, LexLeader             70     65,604   20.0
//	gophersat, Multi 8, LexLeader, pairwise   68     90,657   12.8
//	gophersat, Multi 8, LexLeader, SeedLen 8  29     37,376    7.6
//
// Options.Multi (several unmet chains per invalid model, none longer than
// the checker's and sharing at most half their cells) cuts the models
// threefold and the conflicts hardly; seeding the short chains saves a
// third; gini was slower than gophersat here (on 5 × 6 it is faster, the
// older measurement below). The lex-leader constraint cut the conflicts
// of 5 × 6 from 6,341 to 5,073 (3,824 to 3,226 with Multi 8) and those of
// 6 × 7 with seeding by 13%, but not without seeding. The at-most-one
// constraint written pairwise (Options.PairwiseAMO: no auxiliary
// variables, many more binary clauses) gave more conflicts, each cheaper.
// The best, Multi 8 with the lex-leader and SeedLen 8, halves the
// conflicts and the time. With the same options and SeedLen 9 the census
// of 7 × 8 finishes on one idle core: gophersat in 831 s (913,595
// conflicts, 51 models, 2,168 chain clauses of the 382,718 minimal
// chains), CaDiCaL (below) in 264 s. The three rules again.
//
// Restricting the pair variables further does not pay: the pairs two cells
// of which lie together on some minimal chain (the exact condition for a
// pair of an inclusion-minimal pairing, see above) are 823 of the 831
// useful pairs on 6 × 7 and 1,488 of 1,498 on 7 × 8, counted by walking
// every chain.
//
// The same search without a solver is faster by an order of magnitude or
// more: hex.Census in oracle mode (hex.CensusOptions.Oracle) branches
// chain by chain as the chain census does, tracks only the short chains,
// and asks the same rule check for an unmet chain when every tracked one
// is met; it lists no chain either, and does 6 × 7 in under a second of
// CPU and 7 × 8 in 36 s, against 800 s here. This package is the second,
// independent method beside it: a solver's proof of unsatisfiability
// instead of an exhaustive branching.
//
// # The solver
//
// Two incremental pure-Go CDCL solvers from the module proxy were measured
// on the same formulas: github.com/go-air/gini v1.0.4 and
// github.com/crillab/gophersat v1.4.0. An older pair of runs (wall time,
// both side by side on a shared machine): on 6 × 7 with the lazy formula
// gophersat needed 62 s of solving and gini 103 s for the same 478–488
// chain clauses; a later pair gave 162 s and 163 s; with the chains of at
// most 8 cells listed up front they were within 10% (22 s and 25 s). On
// 5 × 6, BenchmarkCensus has gini about 3.5 times faster. Of the two,
// gophersat is the faster on 6 × 7 by CPU time above and is the fallback
// default; gini stays selectable (--solver gini). The default of plylab
// hex census --method sat is the fastest solver installed (DefaultSolver):
// CadicalInc when its driver is found, else Cadical when Debian's cadical
// is on the PATH, else gophersat.
//
// The third, Cadical, is the best outside tool for the job: Debian's
// cadical binary (CaDiCaL 1.5.3), run as a separate process on the whole
// formula, written as DIMACS, at every call. It is not incremental — each
// call starts without what the calls before it learned — so it needs many
// more conflicts, but it makes them far faster. On 6 × 7 (the best options
// above) the pure-Go solver is ahead of it: BenchmarkCensus6x7 has
// gophersat at 4.0 s (37,376 conflicts), gini at 7.7 s, CaDiCaL afresh at
// 10.5 s (314,122 conflicts) and CaDiCaL kept alive (below) at 1.2 s
// (38,382 conflicts) in one run. On 7 × 8 the native solver is: 4,724,978
// conflicts in 264 s (205 s of CPU) against gophersat's 913,595 in 831 s
// (799 s), 3.1 times faster by wall time and 3.9 times by CPU. On 8 × 9
// it did not finish: it was stopped after 72 minutes and 88 models, its
// calls taking over 20 minutes each by then. Its verdict is read from the
// exit status and its model is checked against every clause before the
// census uses it.
//
// The fourth, CadicalInc, is CaDiCaL kept alive: plylab's driver of
// CaDiCaL's library (cmd/plylab-cadical-inc, a page of C++ built by make
// sat-solver against Debian's libcadical-dev) holds one solver for the
// whole census, and the clauses go down a pipe as they are added. Like the
// pure-Go solvers it keeps what it learned between calls, and it makes its
// conflicts at CaDiCaL's speed. On 7 × 8 (the options above) it needs
// 994,241 conflicts, about gophersat's count, and 49 s of CPU against
// CaDiCaL afresh's 205 s and gophersat's 799 s. It is what finishes 8 × 9:
// with SeedLen 10 (4,361 chains listed up front), 95 models, 23,522,915
// conflicts and 5,473 chain clauses of the 17,117,801 minimal chains, in
// 2,272 s of CPU on one core, where the oracle census took 9,135 s; the
// three rules again (the README has the kept runs). There, unlike on
// 6 × 7, the last, unsatisfiable call is the costly one: about 1,540 of
// the 2,315 s of solving. Its model is checked against every clause, as
// CaDiCaL's afresh is, and on Linux the driver dies with plylab, so a
// stopped census leaves no solve running.
//
// The package imports engine/hex and the two Go solvers, and runs the
// cadical program or plylab's driver when asked to; engine/hex itself
// stays standard-library only.
package hexsat
