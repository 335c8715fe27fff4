// Package positional solves any positional game: players claim cells of a
// board, a family of winning sets is given, and a rule (strong, strong
// misère, Maker–Breaker, Avoider–Enforcer) says who wins. It is the kernel
// in which the four game families of plylab can all be cast and in which a
// researcher poses a game of their own.
//
// The package uses the standard library only.
//
// # Model
//
// A Game has cells 0 … Cells−1 (at most MaxCells = 256), winning sets, a
// Rule, the role that moves first, a bias p:q (Maker–Breaker only) and an
// optional start position (Claimed). Normalize sorts the family and drops
// sets that contain another set: owning the superset means owning the
// subset no later, so no outcome or length changes. Internally the two
// players are "movers": 0 moves first, 1 second.
//
// Rules, exactly:
//
//   - strong: the first player to own a whole winning set wins; a full
//     board with no owned set is a draw.
//   - strong-misere: the first player to own a whole winning set loses; a
//     full board with none is a draw.
//   - maker-breaker: Maker wins as soon as it owns a whole set; Breaker wins
//     if the board fills without that (Breaker's own sets mean nothing).
//   - avoider-enforcer: Avoider loses as soon as it owns a whole set;
//     Avoider wins if the board fills without that.
//
// A turn claims one cell, or under a bias p:q p cells for Maker and q for
// Breaker; the last turn claims what is left. A ply is one turn (p or q
// cells), and a partly played turn of the start position counts as one
// ply. The game ends the moment a deciding set is owned, even in the middle
// of a turn; that turn is the game's last ply.
//
// # Questions
//
// Solve gives the outcome under optimal play and the optimal length in
// plies from the start position: the winner minimises it, the loser
// maximises it (a depth-to-mate value). Breaker and Avoider wins and draws
// have no length (Plies = −1): the game has nothing to end on but a full
// board. WinsBy asks whether the first player (strong rules), Maker or
// Enforcer forces a win within P plies — the general form of the
// transversal paper's question. Moves and MoveValues give the value of each
// free cell of the start position, and BestMove (with Game.MoverOutcome)
// takes Solve's minimax step over such values found apart, so a cluster
// can split one game by its root moves and combine them exactly.
//
// # Search
//
// Every question is reduced to boolean queries "does mover a force a win
// within b plies", where a is a side whose wins have a length (both
// players under the strong rules, Maker, Enforcer); Breaker's and
// Avoider's wins are the negations of Maker's and Enforcer's. A query is a
// depth-first AND/OR search over positions (both players' cells as
// bitsets, the side to move and the cells left in its turn) with a
// transposition table. The table stores two exact facts per position and
// query: "a wins within winAt plies" and "a does not win within noWin
// plies"; a refutation that did not depend on the bound (dead sets,
// Erdős–Selfridge, a pairing, a finished game) is stored with noWin = ∞.
// Entries hold the whole canonical position, so a hash collision cannot
// return another position's value. The table starts at about 1 MB and
// grows fourfold when half full, up to Options.MemoryMB (default 256 MB);
// when full, a bucket keeps the entry with the larger subtree.
//
// Solve deepens the bound over the plies on which the attacker can win —
// every other ply from the first on which a deciding set can fall: the
// attacker's own turns under the strong and Maker–Breaker rules, the
// opponent's turns under strong misère and Avoider–Enforcer, where the
// loser completes a set on its own move — until a bound wins — its length is then optimal, every shorter
// bound having been refuted — or the bound covers the whole board, when
// the "no" is final. This was chosen by measurement against one unbounded
// search followed by lowering the length found (both kept; see
// TestDeepeningMeasure), on two cores:
//
//	game                      deepening           unbounded + lowering
//	transversal n = 5 (13)    0.96 s, 22k nodes   13.8 s, 413k nodes
//	5×5 four in a row (draw)  0.94 s, 198k        0.37 s, 77k
//	Sim (second, 15 plies)    0.22 s, 20k         0.10 s, 14k
//	transversal n = 4 (11)    0.013 s, 705        0.092 s, 1,682
//
// (go test -run DeepeningMeasure -v, a busy two-core machine.)
// Deepening wins by an order of magnitude where a side wins (an unbounded
// search follows long first lines) and loses 2–2.5× on draws, a loss the
// refutations stored with noWin = ∞ keep small (it was 7× without them).
//
// Proof-number search (Options.Search = SearchPN, dfpn.go) answers the
// same boolean queries by depth-first proof-number search (df-pn, Nagai
// 2002) with the 1+ε threshold trick (ε = 1/4), its own table of proof and
// disproof numbers (three quarters of the memory cap; proofs and
// disproofs are also written to the depth-first table as exact facts), and
// the pruning rules below at every leaf. A new leaf gets the mobility
// numbers (an OR leaf pn 1, dn = its moves; an AND leaf the reverse), after
// the rules looked at it; measured against (1, 1) with and without that
// look (BenchmarkPNInit, one run, two cores):
//
//	game            (1,1) after rules   mobility          (1,1) unseen
//	5×5 four        1.05 s, 792k        0.77 s, 625k      1.10 s, 334k
//	Sim             0.077 s, 15.7k      0.064 s, 13.6k    0.091 s, 12.4k
//	transversal 5   2.07 s, 83.7k       0.81 s, 28.5k     2.67 s, 32.3k
//
// Solve with SearchPN asks the unbounded query first (a "no" is final) and
// lowers a win's length two plies at a time until the answer is no (the
// first refuted bound proves the last won one optimal); WinsBy asks its
// bound once and lowers the same way. Several workers share both tables;
// helpers start from rotated move orders near the root, as in the
// depth-first search. On the benchmark suite (BenchmarkSearchPNvsDFS, two
// cores shared with another job, one run; df-pn's nodes count its
// expansions and the leaves the rules looked at), with the shared-pair
// pairing leaves:
//
//	game                     dfs                  pn
//	tic-tac-toe              1.1 ms, 268          0.5 ms, 209
//	5×5 four (draw)          0.066 s, 76k         0.14 s, 77k
//	Sim (second, 15)         0.010 s, 4.8k        0.14 s, 16k
//	transversal 5 (13)       0.21 s, 27k          1.2 s, 39k
//	3×6 k = 3 misère         0.15 s, 373k         17.6 s, 17.0 M
//	4×4 four, A–E            0.020 s, 39k         0.86 s, 446k
//	I4 5×5 Maker–Breaker     0.0033 s, 2.0k       0.0011 s, 91
//	I4 6×6 M–B (maker, 11)   0.015 s, 12k         0.27 s, 115k
//	L5 6×6 M–B (maker, 13)   0.34 s, 103k         4.3 s, 835k
//	strong I4 6×6 (draw)     2.7 s, 1.6 M         0.38 s, 80k
//	strong L5 6×6 (draw)     4.5 s, 1.3 M         4.4 s, 562k
//
// and on the landmarks, one worker (plylab game solve --search S, the
// kept run data/runs/positional-landmarks.jsonl): 7,7,5 a draw, dfs 48 s
// and 17.3 M nodes, pn 4.6 s and 378k; Snaky on 8 × 8 Breaker's, dfs no
// answer after 1,200 s and 247 M nodes, pn 7.5 s and 457k. df-pn wins
// where the answer is a refutation found deep (draws, Breaker wins) and
// loses where a short win is to be found (deepening finds it on the first
// bounds) and on small games (each expansion looks at all its children).
// So SearchAuto, in Solve and WinsBy under the strong and Maker–Breaker
// rules (autoPhased), runs the depth-first search for at most 2^19 nodes
// (about a second) and then df-pn from the start; under strong misère and
// Avoider–Enforcer it is the value search below, and for Moves under the
// strong and Maker–Breaker rules the depth-first search. A run with a
// table file (Options.TableFile) keeps to one boolean search, df-pn under
// the phased rules and the depth-first search under the others, so that
// one search saves into the file.
//
// The value search (Options.Search = SearchValue, value.go, with its
// rules proved there) answers Solve, WinsBy and Moves, one cell a turn,
// by alpha-beta over the game's value (a win at ply t worth vWin−t to
// the winner, a loss −(vWin−t), a draw 0, a Breaker or Avoider win ±1),
// driven by MTD(f) null-window searches that share a table of bounds and
// best moves. Under the misère rules the boolean queries re-search the
// loser's longest defence at every bound and for each attacker; the value
// search does not. Against the plain alpha-beta value search written as
// the baseline (internal/valuesearch, one core, BenchmarkBaselineVsSolve,
// one run on an idle machine; seconds, nodes, and in brackets the time
// over the baseline's):
//
//	game                      baseline          dfs (boolean)        value search
//	3×6 k = 3 misère          0.095 s, 132k     0.25 s, 265k (2.7)   0.065 s, 119k (0.68)
//	2×10 k = 3 misère         0.22 s, 360k      0.52 s, 658k (2.3)   0.14 s, 299k (0.65)
//	4×5 k = 3 misère          0.19 s, 290k      0.72 s, 761k (3.7)   0.18 s, 262k (0.93)
//	4×4 four, Avoider first   0.030 s, 18k      0.0087 s, 33k (0.29) 0.0022 s, 8.3k (0.073)
//	Sim (misère)              0.12 s, 3.7k      0.010 s, 3.0k (0.088) 0.0061 s, 1.8k (0.053)
//
// and over 100 random games a rule (BenchmarkBaselineRandom: 14 to 18
// cells, 8 to 24 sets of 3 or 4 cells, a third from a start position;
// the median and the largest time ratio, the total seconds): strong
// misère 0.73 and 1.9 (7.6 s against 7.4 s; the nodes are about the
// baseline's, 18.9 M against 20.5 M, and so is the cost of a node),
// Avoider–Enforcer 0.12 and 0.83 (4.1 s against 44 s), strong 0.059 and
// 0.50, Maker–Breaker 0.028 and 0.18 (those two by the boolean searches).
//
// On the n = 5 transversal game the two searches take about the same
// time on two cores (the kept runs of data/runs/positional-landmarks.jsonl,
// value search against dfs): Avoider–Enforcer, Avoider first, 11.0 s and
// 1.8 M nodes against 9.3 s and 1.9 M; Enforcer first 15.7 s against
// 16.0 s; strong misère (a draw) 151 s and 25.5 M nodes against 147 s and
// 28.1 M. Positions there cost the 4,096 symmetric hashes the canonical
// key scans, whichever search asks.
//
// Budgets: Options.MaxNodes, Deadline and Cancel stop a search (checked
// every 4,096 nodes of each worker and before each query); Solve, WinsBy
// and Moves then return ErrStopped with Outcome Unknown and the nodes so
// far. Options.TableFile keeps the exact facts of the depth-first table
// (which df-pn also fills) on disk, saved every 30 s and at the end,
// fingerprinted by the game and settings and checksummed, so that one long
// query resumes after a kill (tablefile.go).
//
// Strategy stealing: under the strong rule, one cell per turn, from the
// empty board, the second player has no winning strategy (the proof is at
// solver.stolen), so Solve does not ask that query; TestStrategyStealing
// checks the lemma with the plain search on random games.
//
// Several workers (Options.Workers, default GOMAXPROCS) run the same query
// sharing the table, helpers starting from rotated move orders near the
// root ("lazy SMP"); the first to finish answers. Every worker's search is
// exact, so the answer does not depend on the workers, only the node count
// does.
//
// # Symmetry
//
// AutomorphismGroup finds the cell permutations that map the family onto
// itself from the sets alone (colour refinement on the co-degree matrix,
// then a stabiliser chain of representatives found by backtracking; for
// grids the dihedral group falls out, for the 3×3 lines the order is 8,
// Qubic 192, the triangles of K6 720). The search canonicalises a position
// as the image of least Zobrist hash under up to 4,096 group elements (the
// hashes are updated move by move, one XOR per element); a subset of the
// group is still sound, since every element maps a position to one of the
// same value. Options.Group replaces the search by a hint, each element
// checked against the family.
//
// # Pruning rules
//
// Each rule is proved beside its code in prune.go and all are off under
// Options.Plain (every free cell searched, no symmetry). Under the strong
// and Maker–Breaker rules (owning a set wins), for a query of attacker a:
//
//   - Dead sets: a set holding a cell of the other player can never be
//     owned; if a has no live set, a does not win.
//   - Ply bound: if a can claim fewer cells within the bound than every live
//     set of a still misses, a does not win within it.
//   - Immediate win: a to move with a live set missing at most the cells
//     left in its turn wins in 1 ply; if instead the opponent (strong
//     rules) is to move with such a set, it wins first and a does not.
//   - Forced replies (unbiased): two cells that each complete an opponent's
//     set lose in 2 plies; one such cell must be taken (every other move
//     loses in 2 plies, the shortest possible loss).
//   - Erdős–Selfridge (a claiming one cell a turn), as a proof that a
//     does not win: with the blocker to move and Φ = Σ 2^−u(A) < 1 over
//     a's live sets A (u = free cells of A), or with a to move and Φ + max_x Σ_{A∋x} 2^−u(A) < 1. Φ
//     never grows over a blocker–a round and an owned set would contribute
//     1. (The classical "Σ 2^−|A| < 1/2, Maker first" is a special case.)
//     Sums are fixed point, rounded up.
//   - Pairing (a claiming one cell a turn): disjoint pairs of free cells
//     such that each of a's live sets holds both cells of some pair; the blocker answers each
//     claim in a pair by its partner: a does not win. Found first in the
//     strict form (a bipartite matching, two slots per set), then with
//     pairs shared between sets by a backtracking search of at most
//     pairSteps steps at nodes with at most pairingSets live sets, and
//     skipped with the blocker to move when it found none one ply up (a
//     pairing then would have been one there; the bounded search there
//     may miss one the search here would find, which costs a prune, not
//     soundness). Shared pairs are what settle the strong polyomino
//     games: one worker, one run on a loaded machine (go test -run XXX
//     -bench Pairing -benchtime 1x ./engine/positional), the strong
//     I-tetromino on 6 × 6 took 5.1 s and 1.44 M nodes with them against
//     300 s and 213 M nodes with the strict form only (1.6 s since the
//     search works on bitsets of live sets per cell).
//   - Null-move envelope (Maker–Breaker and strong, one cell per turn;
//     off unless Options.Envelope): at a defender's node the defender
//     first passes; an attacker's win found then proves every defender
//     move outside the cells that proof used — in the strong game also
//     outside the defender's own sets it could complete within the bound
//     — and no win refutes the node (envelope.go, with the measurements
//     that keep it off).
//   - Threat sequences (unbiased; off under Options.NoThreats, the CLI's
//     --no-threats): with a to move, a line of threat moves (each turns a
//     live set of a's into one missing a single cell) answered by the
//     opponent's forced blocks and ending in a double threat is a win, the
//     opponent's counter-threats made by its blocks accounted for (strong
//     rule): victory by continuous threats, for any hypergraph. A
//     sufficient test of at most threatSteps of a's turns (threats.go,
//     with its lemma); not inside the envelope's search. Hex 5 × 5 (Maker
//     wins in 13 plies) took 1.73 M nodes with it against 3.41 M without,
//     the strong I-tetromino on 7 × 7 484k against 966k (BenchmarkThreats
//     and the README's table).
//   - Budget relevance (any bias; off under Options.NoRelevance, the
//     CLI's --no-relevance): in a bounded query only the cells of sets
//     their owner can still complete within the bound are searched, and a
//     refutation where cells were left out holds for its bound only
//     (relevance.go, with its lemma). The strong L-pentomino on 7 × 7 "no
//     win within 15 plies" took 6.0 M nodes with it against 10.9 M.
//   - Cells in no live set are never searched: claiming one is a pass, and
//     in these games a claimed cell is never worse than a pass (an extra
//     cell never hurts, for the outcome and for both lengths).
//
// Under the misère rules (owning a set loses; the loser l is the player
// whose sets decide):
//
//   - Dead sets and the ply bound as above, for l's sets.
//   - Suicides: a move that completes one of the mover's own live sets loses
//     in 1 ply, the worst value; it is searched only if every move is one.
//   - Cells in no live set are interchangeable (who owns them never
//     matters again); one of them stands for all. They are not skipped:
//     here a pass can be the best move.
//
// Moves are tried lightest first (the weight of a cell is that of the
// live sets through it, heavier for sets nearer to being owned), the
// reverse of the other rules' order: a heavy cell brings the mover nearer
// to owning a set, or frees the other side from one of its own. Measured
// on one core (go test, depth-first search, 40 s cap):
//
//	game                     heaviest first     lightest first
//	3×6 k = 3 misère         > 40 s, > 24.6 M   0.54 s, 551k (second, 17)
//	2×10 k = 3 misère        > 40 s, > 53.7 M   0.97 s, 1.90 M (draw)
//	4×5 k = 3 misère         > 40 s, > 38.3 M   1.48 s, 1.76 M (second, 19)
//	Sim                      0.033 s, 20.8k     0.010 s, 6.2k
//	4×4 four, Avoider first  0.066 s, 229k      0.013 s, 58k
//
// Erdős–Selfridge, pairings and forced replies are not used under the
// misère rules (claiming is not monotone there: an extra cell can hurt).
// Under a bias, Erdős–Selfridge and pairings hold when Maker claims one
// cell a turn (Maker–Breaker 1:q; the blocker's extra claims only lower
// the potential, and it answers a pair's cell by its partner), forced
// replies and threat sequences only without a bias; the immediate-win,
// dead-set, ply-bound and relevance rules hold for any bias. Under 1:2
// (Maker first, one run, both cores) the I-tetromino on 6 × 6 took 1,518
// nodes against 2.6 M before, the T-tetromino on 6 × 6 2.9 s against
// 145 s (TestBiasedBlockerRules holds the rules to the plain search).
//
// # Certificates
//
// WriteCertificate writes, and CheckCertificate verifies with the rules
// alone, a line-oriented text file:
//
//	plylab positional certificate 1
//	game {JSON instance of the normalized game, id ""}
//	outcome O plies P
//	strategy ROLE lines N
//	c1 c2 c3 …        (N play lines: cells in the order claimed)
//	…
//	end
//
// A section is ROLE's strategy: every line is a legal play from the start
// position that ends exactly when the game is decided (a deciding set
// owned, a full board, or no deciding set left that can still be owned);
// where ROLE is to move all lines through a position agree on one cell;
// where the other side is to move, every free cell is present as a reply.
// Lines are sorted (numerically, lexicographically) and unique, so the
// bytes are deterministic. A win section's lines all end in ROLE's win
// (for Maker, the first player under the strong rules, Enforcer: within P
// plies, the longest line); a draw has two sections, first's and second's
// non-losing strategies, whose lines end in no loss of their owner. The
// checker reports the winning lines by the ply they end on (WinPlies), the
// general form of the transversal paper's Table 1. Minimality of P is not
// in the certificate (it would need the loser's strategy); the tests check
// it with WinsBy(P−2).
//
// WriteCompactCertificate and CheckCompactCertificate (compact.go) are the
// compact format, "plylab positional certificate 2": claims such as
// "maker wins within 11" or "maker no-win within all|9", each proved by a
// strategy tree written depth first as it is extracted, whose leaves may be
// a pairing, the Erdős–Selfridge potential (in exact rationals), no live
// set or too few plies, each re-proved by the checker from its definition,
// or a reference to a position (up to the family's symmetries) proved
// earlier in the section, so that the strategy is a DAG; the checker reads
// the file once holding one path and the positions proved. A Breaker
// strategy that the line format lists move by move to the end of the game
// (the N-pentomino's on 4 × 4: 7,456,842 lines) stops at the first leaf
// rule (one node); in a Maker win, a Breaker node where every reply but
// one loses at once is one line, and a null-move default answers the
// replies outside its zone (the I-tetromino's 6 × 6 win within 11 plies:
// 1,183 nodes against 27,516,233 lines).
package positional
