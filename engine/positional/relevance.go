package positional

// Budget relevance, under the strong and Maker–Breaker rules (owning a set
// wins), any bias; Options.NoRelevance switches it off. In a query "does a
// win within b plies" from a position P, a set of player p's is relevant
// when it is live (no cell of the other player's) and misses at most
// cap_p(b) cells, the most p can claim within the b plies (capacity). Only
// the free cells of relevant sets are searched; p ranges over the players
// whose sets count (a alone under Maker–Breaker, both under the strong
// rule).
//
// Lemma. Let R be the relevant sets at (P, b), of both players whose sets
// count. The answer to the query is the answer to the same query in the
// game whose winning sets are R alone, and so is the answer of every query
// the search asks below P with its own bound.
//
// Proof. Within b plies p claims at most cap_p(b) cells, so a set missing
// more than that is not owned by p within the bound in any play, and a set
// touched by the other player never is. Whether a owns a set within b
// plies, and (strong rule) whether the opponent owns one first, depends on
// the sets of R alone: on every play of at most b plies the two games end
// alike. Every query below P concerns plays that continue a play of at
// most b plies from P, on which the two games agree as well. In the game
// of R, the cells in no set of R are cells in no live set, and the existing
// rule applies (prune.go: claiming one is a pass, never better than any
// live cell, for the outcome and for both lengths; so the length a node of
// the opponent's reports over the cells searched bounds the cells left out
// too). The families used below P are nested consistently: per claim, p's
// own claim lowers cap_p by exactly 1 and a set's missing count by at most
// 1, and the other's claims change neither (at the end of the other's
// turn, β + ⌊(b−2)/2⌋β = ⌊b/2⌋β for p's bias β), so an irrelevant set
// stays irrelevant. □
//
// What the lemma does not give is a "no" beyond the bound: with a larger
// bound more sets are relevant, and a cell left out at (P, b) may win at
// (P, b + 2) even when every cell searched is refuted for all bounds (by
// Erdős–Selfridge, say; TestRelevanceRegressions has such a game). So
// where a cell was left out of a's moves (worker.bcut), a refutation is
// recorded for the bound b only, not for the larger bounds the depth-first
// search otherwise carries up (search.go). That suffices: a node with
// nothing left out at b has nothing left out at any larger bound (its
// relevant cells are already all its live cells); every other "no" of
// analyse is independent of the bound (dead sets, Erdős–Selfridge,
// pairing) or is the bound itself (the ply bound); and a node's bound is
// the least of its children's (or its refuting child's), so the cap
// reaches every ancestor that depends on it. It is needed at a's nodes
// only (at the opponent's a refutation is one move, whatever was left
// out) and applied at both, which is merely conservative. The
// proof-number search keys its entries by the bound and records disproofs
// at their bound already (dfpn.go). Unbounded queries (a bound as long as
// the game) leave nothing out. Not used in the misère rules (a pass can be the best move there) nor
// inside the null-move envelope's search or for the certificate writer's
// move order (worker.basic).

// relevanceOn reports whether bounded queries search only relevant cells.
func (s *solver) relevanceOn() bool {
	return !s.opt.Plain && !s.opt.NoRelevance
}
