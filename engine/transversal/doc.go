// Package transversal implements the transversal achievement game on the n×n
// board (seeds/000_888c012236d24f12.txt): two players alternately claim
// cells, and the first to own a transversal — n cells, no two in a row or a
// column — wins. X moves first and plays the odd plies.
//
// The package holds four things.
//
// The board and the paper's strategy:
//
//   - the board as one bitmask per row (Set), ν(S) by augmenting paths and the
//     completing cells of a set two ways: Lemma 1's rectangle D_R × D_C read
//     off one maximum matching (CompletingCells), and a direct test of every
//     cell (CompletingCellsDirect);
//   - X's winning strategy of §4, every rule as written (XMove, PlayX),
//     with a canonical mode that makes one documented choice wherever the
//     strategy allows several and an all-choices mode that branches over
//     them, and deliberately broken strategies (Mutant) that the verifier
//     must catch;
//   - replay of a single line (PlayLine), printed board by board.
//
// The verifier of §6 (Verify): it plays the strategy against every legal O
// defence and asserts at every position what the proof relies on (Invariant
// 1, Lemmas 3, 6, 8–12), together with the closed form of its counts
// (ClosedForm); it splits into work items for both cores, shards and
// resumed runs (VerifyOptions).
//
// The exact solver (Solve, Value, SolvePosition; solve*.go): does X force a
// transversal by ply P against every O play? A depth-first search with the
// sound rules R0–R5 (solve_rules.go), move ordering and a transposition table
// on canonical positions (canon.go: the board's symmetries — row and column
// permutations and the transpose — via Canon and CanonKey), cut into work
// items for cores, shards (MergeSolve) and checkpoints; SolvePlain is the
// reference without the rules. Value iterates P to the game value and the
// optimal length (11 and 13 plies for n = 4, 5).
//
// The lower bound (odefence.go): an explicit O defence, stated as a rule on
// the position (ODefenceMove, rules D1–D5), with its proof in the comment
// beside it, that keeps X from completing before ply 2n+3 for every n; the
// exhaustive check of that claim against every X play (VerifyODefence,
// MergeODefence), and games of the rule against the paper's X or the solver
// (PlayODefence).
//
// Certificates (cert.go, cert_stats.go): the solver writes the winner's
// strategy ("x-forces" or "o-survives" by ply P) as a text file of
// canonical positions and moves (ReadCertificate, Certificate.Write), and
// Check replays the game from the empty board with the rules alone — none of
// the solver's pruning — to accept or reject it; CertificateStats counts its
// lines by the ply they end on.
//
// Coordinates: a Cell is 0-based internally (R, C in 0..n−1); everything a
// person reads or types uses the paper's 1-based "(r,c)".
package transversal
