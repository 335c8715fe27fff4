// Package hex is plylab's engine for Hex pairing strategies on rhombus
// boards of R rows and C columns, after the essay "Two reflections and a
// corner" (shared/seeds/002_64295fef8d4a53f6.txt).
//
// Across joins the left and right edges, Down the top and bottom; on the
// n × (n+1) boards Down's edges are the nearer pair and Down, moving second,
// wins with a pairing: a set of disjoint pairs of cells meeting every
// minimal chain of Across in a whole pair. The package provides
//
//   - the board, its coordinates (row from the top, column from the left)
//     and the essay's adjacency (Board, NewBoard; the mirror convention for
//     the symmetry study, NewBoardAdj), with sets of cells as bitsets sized
//     for the board (Set);
//   - the minimal chains, listed by the induced-path walk (MinimalChains,
//     WalkChains, CountChains);
//   - the pairing census, chain by chain (Census, with two engines that visit
//     the same nodes) and cell by cell as the essay's predecessor ran it
//     (CellCensus);
//   - the three rules, diagonal, cross and corners (Rule, IdentifyRule);
//   - three ways to check a pairing without listing chains: the essay's
//     pruned walk (CheckWalk), the walk with reachability, forcing and memo
//     (CheckFast), and a frontier search over the pairs (CheckDP), the one
//     that reaches 14 × 15 and beyond;
//   - the slack of a pairing (SlackOf, SlackWalk) and the maps of the board
//     (HalfTurn, MirrorLR, MirrorTB, Transpose);
//   - a proof that the cross and corners rules hold on every n × (n+1)
//     board (crossproof.go), with its lemmas checked board by board
//     (CrossLemmas, CornersLemmas, CheckHexTheorem, CheckTheoremOnChains).
//
// # The cross rule, proved
//
// Theorem C: for every n ≥ 1, every path of Across from the left edge to
// the right edge of the n × (n+1) board holds both cells of a pair of the
// cross rule (r, c) ↔ (n−1−c, n−r); more precisely, some cell of the path's
// initial stretch inside T = {r + c ≤ n−1} has its partner further on.
// Theorem K: for every n ≥ 2, every minimal chain of Across holds a whole
// pair of the corners rule. The proof (in crossproof.go, lemmas C1–C5, K1–K3)
// folds the board along its short diagonal, where every step of a chain
// from T to the other half either holds a pair or folds onto the next cell
// of the fold line, and ends in the "never both" half of the Hex theorem on the n × n
// board (Lemma H, a consequence of planarity, cited, not proved here). The corners rule follows from the cross rule and
// three facts about the cells at the acute corners.
//
// The package uses the standard library only. Long searches take plain
// options and callbacks (progress, work items for shards and checkpoints);
// the command layer (cmd/plylab) connects them to its run control.
package hex
