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
// Lemma. Let R be the relevant sets at (P, b). The answer to the query is
// the answer to the same query in the game whose winning sets are R alone,
// and the same holds at every position of the search below P with its own
// bound (whose relevant sets are a subfamily of R's images).
//
// Proof. Within b plies p claims at most cap_p(b) cells, so a set missing
// more than that is not owned by p within the bound in any play, and a set
// touched by the other player never is. Whether a owns a set within b
// plies, and (strong rule) whether the opponent owns one first, depends on
// the sets of R alone: on every play of at most b plies the two games
// end alike. Below P, after a turn of p's, p's capacity falls by p's bias
// and a set's missing count by at most that much (by the cells p claimed
// in it), while the other player's turn leaves p's missing counts and
// capacity as they were (the bound falls, but p's turns in it do not):
// an irrelevant set stays irrelevant, so the subfamily is used consistently.
// In the game of R, the cells in no set of R are cells in no live set, and
// the existing rule applies (prune.go: claiming one is a pass, never better
// than a live cell, for the outcome and for both lengths). □
//
// What the lemma does not give is a "no" beyond the bound: with a larger
// bound more sets are relevant, and a cell left out at (P, b) may win at
// (P, b + 2). So where a cell was left out (worker.bcut), a refutation is
// recorded for the bound b only, not for the larger bounds the depth-first
// search otherwise carries up (search.go); the proof-number search keys its
// entries by the bound and records disproofs at their bound already
// (dfpn.go). Unbounded queries (a bound as long as the game) leave nothing
// out. Not used in the misère rules (a pass can be the best move there) nor
// inside the null-move envelope's search or for the certificate writer's
// move order (worker.basic).

// relevanceOn reports whether bounded queries search only relevant cells.
func (s *solver) relevanceOn() bool {
	return !s.opt.Plain && !s.opt.NoRelevance
}
