package graphgames

import "fmt"

// shannonBrute searches the Shannon switching game itself. A position is
// (claimed edges, deleted edges, player to move); Short has won when u and
// v are joined by claimed edges, Cut when they are separated in G minus the
// deleted edges.
type shannonBrute struct {
	n, m  int
	u, v  int
	ends  [][2]int
	prune bool
	memo  map[uint64]bool // unpruned search: by (claimed, deleted, mover)
	pmemo map[posKey]bool // pruned search: by the position itself
	uf    []int
}

// posKey identifies a position of the pruned search: the free edges that
// still matter, the player to move, and the partition of the vertices into
// Short's components (each vertex labelled by the least vertex of its
// component, 4 bits each). Two move orders that reach the same key reach
// the same game.
type posKey struct {
	live  uint64 // bits 0..29 free live edges, bit 63 Short to move
	parts uint64
}

// ShannonBrute decides the game for both movers by exhaustive search
// (m ≤ 30 edges). With prune set it skips moves on edges that cannot matter
// — loops of the contracted graph (both ends already joined by Short) and
// edges outside u's component of G minus the deleted edges: such a move
// changes neither player's goal, so it is a pass, and in this monotone game
// a pass is never better than the best other move (an extra claimed edge
// never hurts Short, an extra deleted edge never hurts Cut). Without prune
// every free edge is a move.
func ShannonBrute(g *Graph, u, v int, prune bool) (second, first bool, err error) {
	n, m := g.N(), g.M()
	if u < 0 || u >= n || v < 0 || v >= n || u == v {
		return false, false, fmt.Errorf("graphgames: bad terminals %d, %d", u, v)
	}
	if m > 30 {
		return false, false, fmt.Errorf("%w: Shannon brute force needs m ≤ 30, got %d", ErrTooLarge, m)
	}
	if prune && n > 16 {
		return false, false, fmt.Errorf("%w: pruned Shannon brute force needs n ≤ 16, got %d", ErrTooLarge, n)
	}
	b := &shannonBrute{n: n, m: m, u: u, v: v, ends: g.edges, prune: prune, memo: map[uint64]bool{},
		pmemo: map[posKey]bool{}, uf: make([]int, n)}
	second, err = b.shortWins(0, 0, false)
	if err != nil {
		return false, false, err
	}
	first, err = b.shortWins(0, 0, true)
	return second, first, err
}

func (b *shannonBrute) find(x int) int {
	for b.uf[x] != x {
		b.uf[x] = b.uf[b.uf[x]]
		x = b.uf[x]
	}
	return x
}

func (b *shannonBrute) join(mask uint64) {
	for i := range b.uf {
		b.uf[i] = i
	}
	for e := 0; e < b.m; e++ {
		if mask>>uint(e)&1 != 0 {
			x, y := b.find(b.ends[e][0]), b.find(b.ends[e][1])
			b.uf[x] = y
		}
	}
}

// shortWins: is the position a Short win with the given player to move?
func (b *shannonBrute) shortWins(claimed, deleted uint64, shortToMove bool) (bool, error) {
	all := uint64(1)<<uint(b.m) - 1
	key := claimed | deleted<<30 | uint64(boolBit(shortToMove))<<60
	if !b.prune {
		if w, ok := b.memo[key]; ok {
			return w, nil
		}
		if len(b.memo) >= BruteStateLimit {
			return false, ErrTooLarge
		}
	}
	// Terminal positions.
	b.join(claimed)
	if b.find(b.u) == b.find(b.v) {
		return true, nil
	}
	var dead uint64 // moves that are passes
	var pk posKey
	if b.prune {
		for e := 0; e < b.m; e++ {
			if b.find(b.ends[e][0]) == b.find(b.ends[e][1]) {
				dead |= 1 << uint(e)
			}
		}
		for x := 0; x < b.n; x++ {
			lead := x
			for y := 0; y < x; y++ {
				if b.find(y) == b.find(x) {
					lead = y
					break
				}
			}
			pk.parts |= uint64(lead) << uint(4*x)
		}
	}
	b.join(all &^ deleted)
	if b.find(b.u) != b.find(b.v) {
		return false, nil
	}
	if b.prune {
		cu := b.find(b.u)
		for e := 0; e < b.m; e++ {
			if b.find(b.ends[e][0]) != cu {
				dead |= 1 << uint(e)
			}
		}
	}
	free := all &^ claimed &^ deleted &^ dead
	if b.prune {
		pk.live = free | uint64(boolBit(shortToMove))<<63
		if w, ok := b.pmemo[pk]; ok {
			return w, nil
		}
		if len(b.pmemo) >= BruteStateLimit {
			return false, ErrTooLarge
		}
	}
	res := !shortToMove // if no move matters the position is decided by passes: cannot happen, see below
	for c := free; c != 0; c &= c - 1 {
		e := uint64(c & -c)
		var w bool
		var err error
		if shortToMove {
			w, err = b.shortWins(claimed|e, deleted, false)
		} else {
			w, err = b.shortWins(claimed, deleted|e, true)
		}
		if err != nil {
			return false, err
		}
		if w == shortToMove {
			res = w
			break
		}
	}
	if free == 0 {
		// u and v are joined in G − deleted but not by Short's edges, so some
		// free edge on a u–v path is neither dead nor claimed: unreachable.
		return false, fmt.Errorf("graphgames: Shannon brute force found no move in an undecided position")
	}
	if b.prune {
		b.pmemo[pk] = res
	} else {
		b.memo[key] = res
	}
	return res, nil
}

func boolBit(b bool) int {
	if b {
		return 1
	}
	return 0
}
