package hex

import "math/bits"

// listSearch is the census search with the unmet chains kept as a list that
// every step filters (the reference implementation).
//
// State: the pairs chosen (paired cells as a set), the forbidden pairs, and
// per depth the list of chains not yet met. Move generation: the pairs of
// unpaired cells of the branching chain in increasing (a, b) order, skipping
// forbidden ones. Counters: steps (search nodes).
type listSearch struct {
	w      int
	chains []uint64
	rule   BranchRule
	paired []uint64
	pairs  []pairT
	f      forbidSet
	lists  [][]int32
	nchain int

	steps   uint64
	found   [][][2]int
	foundAt []int
	limit   int // > 0: prefix mode, nodes with limit pairs become work items
	front   []censusItem
}

func newListSearch(cs *Chains, rule BranchRule) *listSearch {
	b := cs.Board
	return &listSearch{w: b.Words, chains: cs.words, rule: rule, paired: make([]uint64, b.Words),
		f: newForbidSet(b.Cells, b.Words), nchain: cs.Len()}
}

func (s *listSearch) list(depth, n int) []int32 {
	for len(s.lists) <= depth {
		s.lists = append(s.lists, nil)
	}
	if cap(s.lists[depth]) < n {
		s.lists[depth] = make([]int32, 0, n)
	}
	return s.lists[depth][:0]
}

// choose filters the parent's unmet list by the newest pair (a, b) (a < 0:
// none) into the list of this depth and returns it with the branching chain
// (-1 when every chain is met).
func (s *listSearch) choose(depth int, parent []int32, a, b int) ([]int32, int) {
	w := s.w
	out := s.list(depth, len(parent))
	best, bestCount := -1, 1<<30
	for _, k := range parent {
		ch := s.chains[int(k)*w : int(k)*w+w]
		if a >= 0 && hasBit(ch, a) && hasBit(ch, b) {
			continue // met by the new pair
		}
		out = append(out, k)
		n := 0
		for i := 0; i < w; i++ {
			n += bits.OnesCount64(ch[i] &^ s.paired[i])
		}
		c := n
		if s.rule == FewestPairs {
			c = n * (n - 1) / 2
			if c-len(s.f.flist) < bestCount { // only then can forbidden pairs make it the best
				c -= s.forbiddenInside(ch)
			}
		}
		if c < bestCount {
			best, bestCount = int(k), c
		}
	}
	s.lists[depth] = out
	return out, best
}

// forbiddenInside counts the forbidden pairs with both cells unpaired in ch.
func (s *listSearch) forbiddenInside(ch []uint64) int {
	n := 0
	for _, f := range s.f.flist {
		a, b := int(f.a), int(f.b)
		if hasBit(ch, a) && hasBit(ch, b) && !hasBit(s.paired, a) && !hasBit(s.paired, b) {
			n++
		}
	}
	return n
}

// search is one node; (a, b) is the pair it adds (a < 0 at the root).
func (s *listSearch) search(depth int, parent []int32, a, b int) {
	if s.limit > 0 && len(s.pairs) == s.limit {
		s.front = append(s.front, censusItem{pairs: append([]pairT(nil), s.pairs...), forbidden: append([]pairT(nil), s.f.flist...)})
		return
	}
	s.steps++
	unmet, ch := s.choose(depth, parent, a, b)
	if ch < 0 {
		s.found = append(s.found, pairsOut(s.pairs))
		s.foundAt = append(s.foundAt, len(s.front))
		return
	}
	w := s.w
	chain := s.chains[ch*w : ch*w+w]
	var buf [64]int
	cells := buf[:0]
	for i := 0; i < w; i++ {
		for m := chain[i] &^ s.paired[i]; m != 0; m &= m - 1 {
			cells = append(cells, i*64+bits.TrailingZeros64(m))
		}
	}
	mark := len(s.f.flist)
	for i := 0; i < len(cells); i++ {
		for j := i + 1; j < len(cells); j++ {
			x, y := cells[i], cells[j]
			if s.f.has(x, y) {
				continue
			}
			setBit(s.paired, x)
			setBit(s.paired, y)
			s.pairs = append(s.pairs, pairT{uint16(x), uint16(y)})
			s.search(depth+1, unmet, x, y)
			s.pairs = s.pairs[:len(s.pairs)-1]
			clearBit(s.paired, x)
			clearBit(s.paired, y)
			s.f.add(x, y)
		}
	}
	s.f.popTo(mark)
}

func (s *listSearch) all() []int32 {
	l := s.list(0, s.nchain)
	for i := 0; i < s.nchain; i++ {
		l = append(l, int32(i))
	}
	s.lists[0] = l
	return l
}

func (s *listSearch) prefix(limit int) (uint64, []censusItem, [][][2]int, []int) {
	s.limit = limit
	s.search(0, s.all(), -1, -1)
	return s.steps, s.front, s.found, s.foundAt
}

func (s *listSearch) item(it censusItem) (uint64, [][][2]int) {
	s.steps, s.found, s.foundAt, s.limit = 0, nil, nil, 0
	for _, f := range it.forbidden {
		s.f.add(int(f.a), int(f.b))
	}
	// The parent of the item's root: chains unmet by all but the last pair.
	w := s.w
	parent := s.list(0, s.nchain)
	init := it.pairs[:len(it.pairs)-1]
	for k := 0; k < s.nchain; k++ {
		ch := s.chains[k*w : k*w+w]
		met := false
		for _, p := range init {
			if hasBit(ch, int(p.a)) && hasBit(ch, int(p.b)) {
				met = true
				break
			}
		}
		if !met {
			parent = append(parent, int32(k))
		}
	}
	s.lists[0] = parent
	for _, p := range it.pairs {
		setBit(s.paired, int(p.a))
		setBit(s.paired, int(p.b))
	}
	s.pairs = append(s.pairs[:0], it.pairs...)
	last := it.pairs[len(it.pairs)-1]
	s.search(1, parent, int(last.a), int(last.b))
	for i := range s.paired {
		s.paired[i] = 0
	}
	s.f.popTo(0)
	s.pairs = s.pairs[:0]
	return s.steps, s.found
}
