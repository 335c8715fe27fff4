// Package qbf writes "the attacker forces a win by ply P" for a positional
// game as a quantified Boolean formula in QDIMACS, so that an off-the-shelf
// QBF solver (DepQBF in the tests) decides the same question as
// positional.WinsBy by an independent method.
//
// # The question
//
// The attacker is the side whose win WinsBy asks about: the first player
// under the strong and strong misère rules, Maker under Maker–Breaker and
// Enforcer under Avoider–Enforcer. Plies are turns counted from the start
// position, as positional.WinsBy counts them. Every rule is supported, with any start position in
// which nobody owns a whole winning set yet; biased games (p:q ≠ 1:1) are
// refused.
//
// # The encoding
//
// Let F be the free cells of the start position and R = min(P, F) the plies
// to be encoded (after F plies the board is full and no later win exists). For each remaining ply
// t = 1 … R and free cell j there is a move variable x[t][j] (one-hot: the
// cell claimed at ply t). The prefix lists the plies in order, ∃ for the
// attacker's plies and ∀ for the defender's, followed by one innermost ∃
// block of auxiliary variables, so that each move may depend on all earlier
// moves and on nothing later.
//
// Two events end the game. The win event: the owner W of a completed set
// gives the attacker the win (W is the attacker under strong and
// Maker–Breaker, the defender under misère and Avoider–Enforcer). The spoil
// event: a completed set of the spoiler S ends the game against the
// attacker (S is the defender under strong, the attacker under misère;
// there is none under Maker–Breaker and Avoider–Enforcer, whose other
// completions decide nothing). The matrix says
//
//	∨_{t: W moves at t}   won[t] ∧ legal[1..t] ∧ unspoiled[t]
//	∨ ∨_{t: defender moves at t} cheat[t] ∧ legal[1..t−1] ∧ unspoiled[t]
//
// where legal[s] says ply s claims exactly one cell that is free (neither
// claimed at the start nor at an earlier ply), cheat[t] says ply t does not
// (no cell, two cells, or a taken cell), won[t] says W owns a whole set by
// the end of ply t, and unspoiled[t] says S owns no whole set by the end
// of ply t − 1. Sets already touched by the other side at the start are
// left out; a start position in which a set is already owned is refused.
//
// # The defender's moves
//
// Encode writes the defender's moves one-hot too: F universal variables a
// ply, of which every assignment but F of the 2^F is a cheat that the
// solver must refute. EncodeMoves(g, P, Log) writes them as ⌈log₂ F⌉
// universal bits a ply, the number of the cell claimed, the usual
// logarithmic encoding of a universal player's choice; the one-hot move
// variables of those plies become innermost auxiliaries defined both ways
// from the bits (x[t][j] ↔ the bits spell j: they occur in both polarities),
// so a move is exactly one cell or, for a number ≥ F, none. The pairwise
// "two cells" cheats and at-most-one clauses of those plies disappear;
// cheat[t] is "no cell or a taken cell". The soundness argument below holds
// word for word: the universal assignments are now the one-hot and empty
// ones, which contain every legal defence. On 3,6,3 by ply 7 DepQBF
// needed 4.8 s instead of 51 s and on 4,4,3 by ply 4 0.044 s instead of
// 0.44 s (wall time, one run each, a busy machine), so the benchmark
// (bench/qbf) uses Log.
//
// The auxiliary variables are defined by one-directional implications
// (Plaisted–Greenbaum): each occurs in the matrix with one polarity only
// (Log's move variables excepted: they are defined both ways), so "aux →
// definition" suffices, and since the auxiliary block is
// innermost and existential the formula is equivalent to the matrix above
// with the auxiliaries replaced by their definitions.
//
// # Why it is sound
//
// If the attacker has a strategy that wins by ply P, let the existential
// moves follow it while the universal moves are legal, and be anything
// after the first illegal universal move or after the win. Take any
// assignment of the universal moves. If all of them up to the win are
// legal, the plies form a real game, which the strategy wins at some ply
// t ≤ P, before any spoil event and with the board not yet full, so the
// first disjunct holds for t. Otherwise let t be the first illegal universal
// ply before the win: the plies before t are legal and unspoiled (the game
// was still on), so the second disjunct holds. Hence the formula is true.
//
// Conversely, if the formula is true, its Skolem functions choose the
// attacker's moves. Restrict them to games in which the defender moves
// legally: a legal universal move always exists at plies t ≤ R ≤ F (the
// board has F − t + 1 free cells), so every real defence is an assignment,
// and for it no cheat[t] holds. Then some first disjunct holds: the plies
// up to t are legal, so they are a real game in which W owns a set at ply
// t and S owned none before, that is, the attacker has won by ply t ≤ P.
// An illegal existential move never helps: every disjunct requires the
// legality of all plies up to its own, so an illegal attacker move can
// only follow a disjunct already made true. Hence the attacker forces a
// win by ply P.
//
// The treatment of illegal moves is the standard one: an illegal universal
// move makes the formula true (the defender forfeits), an illegal
// existential move cannot make it true.
//
// # Size
//
// With F free cells, R plies and m live sets: R·F move variables; one-hot
// legality takes O(R·F² + R²·F) clauses, the cheat definitions O(R·F²)
// auxiliaries (one per pair of cells at a universal ply), the win event
// O(R·m) auxiliaries and O(R·Σ|set|) clauses, the spoil event O(R·F)
// auxiliaries and O(R²·F + R·Σ|set|) clauses.
//
// The package uses the standard library only; Solve runs an external
// solver binary that reads QDIMACS and answers with the exit status 10
// (true) or 20 (false), as DepQBF does.
package qbf
