// Package graphgames solves games played by moving tokens or claiming edges
// on graphs, following the note "Games on Graphs and Matchings"
// (shared/seeds/001_a05d23c9c99b9ed1.txt), and backs every solver with an
// exact, exponential game search that checks it.
//
// The polynomial solvers:
//
//   - MaximumMatching: Edmonds' blossom algorithm, and GallaiEdmonds, the
//     decomposition (D, A, C) it yields.
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
// Instances can be read from JSON Lines (ParseInstance) and solved with
// Solve or SolveBrute; cmd/plylab's `plylab graph solve` is a thin shell
// around them.
package graphgames
