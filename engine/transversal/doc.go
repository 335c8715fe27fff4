// Package transversal implements the transversal achievement game on the n×n
// board (seeds/000_888c012236d24f12.txt): two players alternately claim
// cells, and the first to own a transversal — n cells, no two in a row or a
// column — wins. X moves first and plays the odd plies.
//
// The package holds
//
//   - the board as one bitmask per row (Set), ν(S) by augmenting paths and the
//     completing cells of a set two ways: Lemma 1's rectangle D_R × D_C read
//     off one maximum matching, and a direct test of every cell;
//   - X's winning strategy of §4, every rule as written (Strategy), with a
//     canonical mode that makes one documented choice wherever the strategy
//     allows several and an all-choices mode that branches over them;
//   - the exhaustive verifier of §6 (Verify), which plays the strategy against
//     every legal O defence and asserts at every position what the proof
//     relies on (Invariant 1, Lemmas 3, 6, 8–12), together with the closed form
//     of its counts (ClosedForm);
//   - replay of a single line (PlayLine), printed board by board.
//
// Coordinates: a Cell is 0-based internally (R, C in 0..n−1); everything a
// person reads or types uses the paper's 1-based "(r,c)".
package transversal
