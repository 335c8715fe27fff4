// Package makerbreaker implements the claims calculus of the Maker–Breaker
// polyomino game on Z² and the three certificate dialects of "Snaky in 21
// Maker moves" (seeds/003_b035b6ad42d78c08.txt).
//
// The package holds
//
//   - finite point sets of Z² (Set), the eight signed permutations G (Sym)
//     and the affine placements F(x) = Rx + t (Placement);
//   - polyomino targets given by their cells (Shape), Snaky built in, every
//     polyomino of up to five cells by name, and the allowed copies of a
//     target (translations and G);
//   - claims (A, T, h) with their pivot (Card), the combination rule
//     (Combine, Lemma "combination"), the bases (Bases, Lemma "bases"), the
//     Maker-turn and Breaker-turn readings, and the route25 reduced cards
//     (P, E, h) with their normalization and reduced composition;
//   - the three certificate dialects — 21-move (coordinate alphabet 0–G,
//     references j:sUV, inline combinations), 25-move (three-digit decimal
//     blocks, # n markers, anchor placements) and 35-move (terms kLuv) — each
//     with a strict parser (file:line:column and reason, nothing
//     half-loaded), reconstruction of every card (Load, Recon), writing back
//     byte for byte (Certificate.Bytes) and conversion between dialects
//     (Convert);
//   - per-certificate measurements: counts, local reply classes (a count:
//     they are covered by construction), histograms, the published SHA-256
//     identities and endpoints (EndpointChecks);
//   - the policy of Section "One strategy against every continuation"
//     (Policy) and games against random, greedy and searching Breakers, on
//     the infinite board and on the finite board of the final envelope;
//   - a certificate search (Searcher) that proves Maker wins bottom-up with
//     the combination rule, envelopes as relevance zones, iterative
//     deepening on the height and symmetry-aware memoisation, and writes its
//     proof as a certificate in any dialect (SearchResult.Certificate);
//   - a proof-number search over the same AND/OR structure at a fixed
//     height bound (PNSearcher: df-pn with the 1+ε trick, initial numbers
//     from the geometry, a table that sheds its least work when full),
//     which looks for any proof of height ≤ H and writes it the same way;
//   - the machine check of the four-in-a-row proposition (FourRow);
//   - two independent checks: an exhaustive game solver on finite boards
//     (Solver, MakerWins, ValidOnBoard) that knows nothing of the calculus,
//     and periodic pairing strategies for Breaker (FindPairing,
//     Pairing.Check) that prove a target a loser.
//
// Coordinates are the paper's: a cell is indexed by its lower left corner,
// x to the right and y up.
package makerbreaker
