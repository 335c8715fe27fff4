// Package graphgames solves games played by moving tokens or claiming edges
// on graphs, following the note "Games on Graphs and Matchings"
// (shared/seeds/001_a05d23c9c99b9ed1.txt), and backs every solver with an
// exact, exponential game search that checks it.
//
// The polynomial solvers:
//
//   - MaximumMatching: Edmonds' blossom algorithm, and GallaiEdmonds, the
//     decomposition (D, A, C) it yields (see "Matching" below).
//   - SolveVertexGeography: undirected vertex geography; the first player
//     wins iff every maximum matching covers the start s (s ∉ D), and the
//     winner plays along a maximum matching (Geography.Reply).
//   - Dismantle and CopWin: one cop against one robber, both may stay; the
//     cop wins iff the graph is dismantlable (Nowakowski–Winkler, Quilliot);
//     CopStrategy plays the retraction strategy of the note's proof.
//   - GrundyValues and TokenSumFirstWins: tokens on a DAG (Sprague–Grundy);
//     LoopyOutcomes and GeneralizedGrundy: tokens on a digraph with cycles
//     (retrograde analysis; Smith's generalised Sprague–Grundy function).
//   - SolveShannon: the Shannon switching game on edges; Short moving second
//     wins iff some subgraph containing u and v has two edge-disjoint
//     spanning trees (Lehman 1964), found by matroid partition; the result
//     carries the trees and ShortStrategy plays them.
//
// The brute-force solvers (names ending in Brute) search the game itself and
// are the ground truth: VertexGeographyBrute, DirectedVertexGeographyBrute,
// EdgeGeographyBrute (the only solver for the PSPACE-complete games),
// CopWinBrute (retrograde analysis of (cop, robber, mover) states),
// TokenSumBrute and LoopySumBrute (joint-state search), ShannonBrute.
// PlanSweep and SweepUnit.Run are the ground-truth sweep: every solver
// against its brute force (and a second algorithm where there is one) on
// every labelled graph of a size, or on seeded random graphs, with
// agreements, disagreements and the first counterexample counted in Tally.
//
// # Matching
//
// MaximumMatching and GallaiEdmonds run Edmonds' blossom algorithm with
// union–find blossom bases (union by rank, path halving), after a greedy
// matching and one pass of augmenting paths of length three, in one
// alternating forest rooted at every exposed vertex at once. When an edge joins even vertices of two trees, the algorithm
// augments along the path through them and frees the vertices of those two
// trees only; every other tree keeps its labels and blossoms, which the
// augmentation did not touch, and goes on growing. Edges that a live even
// vertex skipped because their other end was odd in a freed tree are
// looked at again; nothing else is reset, ever. The forest is complete
// when no edge is left to look at: then no augmenting path exists, and its
// labels are the decomposition (even = D, odd = A, unreached = C), so
// GallaiEdmonds costs nothing beyond the matching, and SolveVertexGeography
// reads a maximum matching that misses a start in D off the same forest
// (flip the even path from the start to its root).
//
// Cost: between two augmentations every vertex is labelled at most once
// and every even vertex scans its edges at most once, the lowest common
// ancestor of a new blossom is found by walking both tree paths in turn
// (so in time proportional to the blossom, not to the depth), and freeing
// two trees costs their size plus the degrees of those of their vertices
// that were not scanned as even. That is O(m·α(m, n)) per augmentation and O(n·m·α(m, n)) in all, the bound of
// the best Edmonds implementations; the Micali–Vazirani and Gabow
// O(m·√n) algorithms were not needed to get ahead of the Boost Graph
// Library on every family of the benchmark (bench/matching: G(n, m) sparse
// and dense, LEDA's worst case, rows of odd cycles; LEDAWorstCase and
// OddCycleChain). The earlier design, one search per exposed vertex with
// Hungarian trees deleted, paid the whole clique of LEDA's family for
// nearly every augmentation (each search walked through the hub into the
// clique before finding the short path in its own chain); growing all
// trees at once finds the short paths first. Restarting the whole forest
// after each round of augmentations (phases, as in Hopcroft–Karp) was
// tried and measured: it is fast on LEDA's family but regrows the large
// trees of sparse random graphs and of odd-cycle rows round after round;
// keeping the other trees across an augmentation does not.
//
// Instances can be read from JSON Lines (ParseInstance) and solved with
// Solve or SolveBrute; cmd/plylab's `plylab graph solve` is a thin shell
// around them.
package graphgames
