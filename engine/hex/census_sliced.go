package hex

import "math/bits"

// slicedSearch is the census search with the chains held column-wise: for
// each cell, the set of chains through it (inc), a bitset over chains; per
// depth, the set of unmet chains (U) and every chain's number of unpaired
// cells, bit-sliced (plane p holds bit p of the 64 counts of a word). Adding
// the pair {a, b} removes inc[a] ∧ inc[b] from U and subtracts inc[a] + inc[b]
// from the counts, a few word operations per 64 chains, and the chain with
// the fewest unpaired cells (first in chain order) falls out of a
// most-significant-plane-first scan. Only FewestCells.
//
// It visits the same nodes in the same order as listSearch; the tests check
// that both give the same steps and pairings.
type slicedSearch struct {
	w      int      // words per cell set
	cw     int      // words per chain set
	nb     int      // planes of the counts
	chains []uint64 // chain k's cells: chains[k*w:(k+1)*w]
	inc    []uint64 // inc[c*cw:(c+1)*cw]: chains through cell c
	size   []int    // cells per chain

	paired []uint64
	pairs  []pairT
	f      forbidSet
	lv     []sliceLevel

	steps   uint64
	found   [][][2]int
	foundAt []int
	limit   int
	front   []censusItem

	// Lazy mode (CensusOptions.ActiveMaxLen): the structure above holds only
	// the short chains; the rest are in all, with incAll their columns, and
	// the long chains found unmet when every short one is met are kept in
	// extra (per work item, so that each item's search is deterministic).
	all    *Chains
	incAll []uint64
	acw    int
	extra  []uint64 // the cells of the chains brought in, w words each
	metBuf []uint64

	// Oracle mode (CensusOptions.Oracle): no list of all chains; the rule
	// check brings in the chains, into extra.
	oracle bool
	chk    *Pairing
	board  *Board
}

// sliceLevel is the state at one depth: the unmet chains, the words of U
// that are not zero, and the planes of the unpaired counts.
type sliceLevel struct {
	u      []uint64
	nz     []int32
	planes []uint64 // plane p of word i at planes[i*nb+p]
	twos   []int32  // unmet chains with exactly two unpaired cells
	two    []pairT  // the two unpaired cells of each of them
}

func newSlicedSearch(full *Chains, maxLen int) *slicedSearch {
	cs := full
	var lazy bool
	if maxLen > 0 {
		sub := &Chains{Board: full.Board, start: []int32{0}}
		for k := 0; k < full.Len(); k++ {
			if full.Size(k) <= maxLen {
				sub.add(full.Path(k))
			}
		}
		if sub.Len() < full.Len() {
			cs, lazy = sub, true
		}
	}
	s := newSlicedOn(cs)
	if lazy {
		s.all = full
		s.acw = (full.Len() + 63) / 64
		s.incAll = make([]uint64, full.Board.Cells*s.acw)
		for k := 0; k < full.Len(); k++ {
			for _, c := range full.cells[full.start[k]:full.start[k+1]] {
				s.incAll[int(c)*s.acw+k>>6] |= 1 << (uint(k) & 63)
			}
		}
		s.metBuf = make([]uint64, s.acw)
	}
	return s
}

func newSlicedOn(cs *Chains) *slicedSearch {
	b := cs.Board
	n := cs.Len()
	s := &slicedSearch{board: b, w: b.Words, cw: (n + 63) / 64, chains: cs.words, paired: make([]uint64, b.Words),
		f: newForbidSet(b.Cells, b.Words)}
	longest := 0
	s.size = make([]int, n)
	for k := 0; k < n; k++ {
		s.size[k] = cs.Size(k)
		if s.size[k] > longest {
			longest = s.size[k]
		}
	}
	s.nb = bits.Len(uint(longest))
	s.inc = make([]uint64, b.Cells*s.cw)
	for k := 0; k < n; k++ {
		for _, c := range cs.cells[cs.start[k]:cs.start[k+1]] {
			s.inc[int(c)*s.cw+k>>6] |= 1 << (uint(k) & 63)
		}
	}
	return s
}

func (s *slicedSearch) level(d int) *sliceLevel {
	for len(s.lv) <= d {
		s.lv = append(s.lv, sliceLevel{u: make([]uint64, s.cw), nz: make([]int32, 0, s.cw), planes: make([]uint64, s.cw*s.nb)})
	}
	return &s.lv[d]
}

// load sets level d from scratch: chains unmet by pairs, counts against the
// paired cells.
func (s *slicedSearch) load(d int, pairs []pairT) {
	L := s.level(d)
	L.nz = L.nz[:0]
	for i := range L.u {
		L.u[i] = 0
	}
	for i := range L.planes {
		L.planes[i] = 0
	}
	w := s.w
	for k := range s.size {
		ch := s.chains[k*w : k*w+w]
		met := false
		for _, p := range pairs {
			if hasBit(ch, int(p.a)) && hasBit(ch, int(p.b)) {
				met = true
				break
			}
		}
		if met {
			continue
		}
		L.u[k>>6] |= 1 << (uint(k) & 63)
		n := 0
		for i := 0; i < w; i++ {
			n += bits.OnesCount64(ch[i] &^ s.paired[i])
		}
		for p := 0; p < s.nb; p++ {
			if n>>p&1 != 0 {
				L.planes[(k>>6)*s.nb+p] |= 1 << (uint(k) & 63)
			}
		}
	}
	for i, x := range L.u {
		if x != 0 {
			L.nz = append(L.nz, int32(i))
		}
	}
}

// dead is what stepChoose returns when some unmet chain has fewer than two
// unpaired cells: no pair can meet it, so the node has no children (and
// which such chain would be chosen does not matter).
const dead = -2

// stepChoose makes level d from level d-1 by adding the pair {a, b} and
// returns the unmet chain with the fewest unpaired cells (first in chain
// order), -1 if every chain is met, or dead. Within a word the smallest
// count is found plane by plane from the most significant: keep the lanes
// with a 0 in the plane if there are any.
func (s *slicedSearch) stepChoose(d, a, b int) int {
	L := s.level(d) // may grow s.lv: take P after it
	P := &s.lv[d-1]
	L.nz, L.twos = L.nz[:0], L.twos[:0]
	nb, cw := s.nb, s.cw
	ia, ib := s.inc[a*cw:a*cw+cw], s.inc[b*cw:b*cw+cw]
	best, bestVal := -1, 1<<30
	for _, wi := range P.nz {
		i := int(wi)
		ma, mb := ia[i], ib[i]
		u := P.u[i] &^ (ma & mb)
		L.u[i] = u
		if u == 0 {
			continue
		}
		L.nz = append(L.nz, wi)
		src, dst := P.planes[i*nb:i*nb+nb], L.planes[i*nb:i*nb+nb]
		// Subtract the two-bit number (s1 s0) = ma + mb from every count.
		y0, y1 := ma^mb, ma&mb
		x := src[0]
		dst[0] = x ^ y0
		borrow := ^x & y0
		x = src[1]
		dst[1] = x ^ y1 ^ borrow
		borrow = (^x & (y1 | borrow)) | (y1 & borrow)
		for p := 2; p < nb; p++ {
			x = src[p]
			dst[p] = x ^ borrow
			borrow &^= x
		}
		cand, val := u, 0
		for p := nb - 1; p >= 0; p-- {
			if z := cand &^ dst[p]; z != 0 {
				cand = z
			} else {
				val |= 1 << p
			}
		}
		if val < 2 {
			return dead
		}
		if val == 2 {
			L.twos = appendLanes(L.twos, i, cand)
		}
		if val < bestVal {
			best, bestVal = i*64+bits.TrailingZeros64(cand), val
		}
	}
	return best
}

func appendLanes(to []int32, word int, m uint64) []int32 {
	for ; m != 0; m &= m - 1 {
		to = append(to, int32(word*64+bits.TrailingZeros64(m)))
	}
	return to
}

// choose is stepChoose's choice on a level built by load.
func (s *slicedSearch) choose(d int) int {
	L := &s.lv[d]
	L.twos = L.twos[:0]
	nb := s.nb
	best, bestVal := -1, 1<<30
	for _, wi := range L.nz {
		i := int(wi)
		cand, val := L.u[i], 0
		pl := L.planes[i*nb : i*nb+nb]
		for p := nb - 1; p >= 0; p-- {
			if z := cand &^ pl[p]; z != 0 {
				cand = z
			} else {
				val |= 1 << p
			}
		}
		if val < 2 {
			return dead
		}
		if val == 2 {
			L.twos = appendLanes(L.twos, i, cand)
		}
		if val < bestVal {
			best, bestVal = i*64+bits.TrailingZeros64(cand), val
		}
	}
	return best
}

// kills reports whether adding {x, y} leaves a chain with one unpaired cell
// and unmet: a chain with two unpaired cells holding exactly one of x, y.
// Those are the only dead children (a chain with c ≥ 3 unpaired cells keeps
// at least c - 1 ≥ 2), so the search counts such a child as a step without
// building its level.
func (L *sliceLevel) kills(x, y int) bool {
	for _, p := range L.two {
		a, b := int(p.a), int(p.b)
		hx, hy := a == x || b == x, a == y || b == y
		if hx != hy {
			return true
		}
	}
	return false
}

// twoCells lists the unpaired cells of the chains in L.twos.
func (s *slicedSearch) twoCells(L *sliceLevel) {
	L.two = L.two[:0]
	w := s.w
	for _, k := range L.twos {
		ch := s.chains[int(k)*w : int(k)*w+w]
		var c [2]int
		n := 0
		for i := 0; i < w && n < 2; i++ {
			for m := ch[i] &^ s.paired[i]; m != 0 && n < 2; m &= m - 1 {
				c[n] = i*64 + bits.TrailingZeros64(m)
				n++
			}
		}
		L.two = append(L.two, pairT{uint16(c[0]), uint16(c[1])})
	}
}

func (s *slicedSearch) search(d, a, b int) {
	if s.limit > 0 && len(s.pairs) == s.limit {
		s.front = append(s.front, censusItem{pairs: append([]pairT(nil), s.pairs...), forbidden: append([]pairT(nil), s.f.flist...)})
		return
	}
	s.steps++
	var ch int
	if a >= 0 {
		ch = s.stepChoose(d, a, b)
	} else {
		ch = s.choose(d)
	}
	if ch == dead {
		return
	}
	w := s.w
	var chain []uint64
	if ch >= 0 {
		chain = s.chains[ch*w : ch*w+w]
	}
	L := &s.lv[d]
	if s.all != nil || s.oracle {
		var ok bool
		chain, ok = s.lazyChoose(chain)
		if !ok {
			return // a long chain can no longer be met
		}
		ch = 0
		if chain == nil {
			ch = -1
		}
	}
	if ch < 0 {
		s.found = append(s.found, pairsOut(s.pairs))
		s.foundAt = append(s.foundAt, len(s.front))
		return
	}
	s.twoCells(L)
	if s.all != nil || s.oracle {
		s.extraTwos(L)
	}
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
			if (s.limit == 0 || len(s.pairs)+1 < s.limit) && s.lv[d].kills(x, y) {
				s.steps++ // the child is a dead end: counted, not built
				s.f.add(x, y)
				continue
			}
			setBit(s.paired, x)
			setBit(s.paired, y)
			s.pairs = append(s.pairs, pairT{uint16(x), uint16(y)})
			s.search(d+1, x, y)
			s.pairs = s.pairs[:len(s.pairs)-1]
			clearBit(s.paired, x)
			clearBit(s.paired, y)
			s.f.add(x, y)
		}
	}
	s.f.popTo(mark)
}

// chainMet reports whether the cell set ch holds a whole pair of the search.
func (s *slicedSearch) chainMet(ch []uint64) bool {
	for _, p := range s.pairs {
		if hasBit(ch, int(p.a)) && hasBit(ch, int(p.b)) {
			return true
		}
	}
	return false
}

func (s *slicedSearch) unpaired(ch []uint64) int {
	n := 0
	for i := range ch {
		n += bits.OnesCount64(ch[i] &^ s.paired[i])
	}
	return n
}

// lazyChoose completes the choice in lazy mode. short is the short chain
// chosen (nil if every short chain is met). The long chains kept in extra
// compete with it (a strictly smaller count wins); if every short and extra
// chain is met, every chain is checked, and the unmet one with the fewest
// unpaired cells (first in order) joins extra and is chosen. It returns the
// chosen chain's cells (nil: every chain is met, a leaf) and false when some
// chain can no longer be met.
func (s *slicedSearch) lazyChoose(short []uint64) ([]uint64, bool) {
	w := s.w
	best, bestVal := short, 1<<30
	if short != nil {
		bestVal = s.unpaired(short)
	}
	for k := 0; k < len(s.extra); k += w {
		ch := s.extra[k : k+w : k+w]
		if s.chainMet(ch) {
			continue
		}
		n := s.unpaired(ch)
		if n < 2 {
			return nil, false
		}
		if n < bestVal {
			best, bestVal = ch, n
		}
	}
	if best != nil {
		return best, true
	}
	if s.oracle {
		return s.oracleChoose()
	}
	// Every short and extra chain is met: look at all of them.
	met := s.metBuf
	for i := range met {
		met[i] = 0
	}
	acw := s.acw
	for _, p := range s.pairs {
		ia, ib := s.incAll[int(p.a)*acw:int(p.a)*acw+acw], s.incAll[int(p.b)*acw:int(p.b)*acw+acw]
		for i := range met {
			met[i] |= ia[i] & ib[i]
		}
	}
	n := s.all.Len()
	pick, pickVal := -1, 1<<30
	for i := range met {
		for m := ^met[i]; m != 0; m &= m - 1 {
			k := i*64 + bits.TrailingZeros64(m)
			if k >= n {
				break
			}
			if v := s.unpaired(s.all.words[k*w : k*w+w]); v < pickVal {
				pick, pickVal = k, v
			}
		}
	}
	if pick < 0 {
		return nil, true
	}
	s.extra = append(s.extra, s.all.words[pick*w:pick*w+w]...)
	if pickVal < 2 {
		return nil, false
	}
	return s.extra[len(s.extra)-w:], true
}

// oracleChoose is lazyChoose's last step in oracle mode: the rule check is
// asked for a minimal chain holding no whole pair of the search's pairs.
// None: a leaf. Else the chain is brought in (kept in extra) and chosen,
// or, with fewer than two unpaired cells, the node is dead.
func (s *slicedSearch) oracleChoose() ([]uint64, bool) {
	if s.chk == nil {
		s.chk = NewPairing(s.board)
	}
	for i := range s.chk.Partner {
		s.chk.Partner[i] = -1
	}
	for _, p := range s.pairs {
		s.chk.Partner[p.a], s.chk.Partner[p.b] = int(p.b), int(p.a)
	}
	ch := CheckFast(s.chk, CheckFastOptions{MemoEntries: 1 << 12}).Counterexample
	if ch == nil {
		return nil, true
	}
	w := s.w
	base := len(s.extra)
	for i := 0; i < w; i++ {
		s.extra = append(s.extra, 0)
	}
	for _, c := range ch {
		s.extra[base+c>>6] |= 1 << (uint(c) & 63)
	}
	chain := s.extra[base : base+w : base+w]
	if s.unpaired(chain) < 2 {
		return nil, false
	}
	return chain, true
}

// extraTwos adds the unmet extra chains with two unpaired cells to L.two,
// so that kills sees them too.
func (s *slicedSearch) extraTwos(L *sliceLevel) {
	w := s.w
	for k := 0; k < len(s.extra); k += w {
		ch := s.extra[k : k+w : k+w]
		if s.chainMet(ch) || s.unpaired(ch) != 2 {
			continue
		}
		var c [2]int
		n := 0
		for i := 0; i < w && n < 2; i++ {
			for m := ch[i] &^ s.paired[i]; m != 0 && n < 2; m &= m - 1 {
				c[n] = i*64 + bits.TrailingZeros64(m)
				n++
			}
		}
		L.two = append(L.two, pairT{uint16(c[0]), uint16(c[1])})
	}
}

func (s *slicedSearch) prefix(limit int) (uint64, []censusItem, [][][2]int, []int) {
	s.extra = s.extra[:0]
	s.limit = limit
	s.load(0, nil)
	s.search(0, -1, -1)
	return s.steps, s.front, s.found, s.foundAt
}

func (s *slicedSearch) item(it censusItem) (uint64, [][][2]int) {
	s.steps, s.found, s.foundAt, s.limit = 0, nil, nil, 0
	s.extra = s.extra[:0]
	for _, f := range it.forbidden {
		s.f.add(int(f.a), int(f.b))
	}
	init := it.pairs[:len(it.pairs)-1]
	for _, p := range init {
		setBit(s.paired, int(p.a))
		setBit(s.paired, int(p.b))
	}
	s.load(0, init)
	last := it.pairs[len(it.pairs)-1]
	setBit(s.paired, int(last.a))
	setBit(s.paired, int(last.b))
	s.pairs = append(s.pairs[:0], it.pairs...)
	s.search(1, int(last.a), int(last.b))
	for i := range s.paired {
		s.paired[i] = 0
	}
	s.f.popTo(0)
	s.pairs = s.pairs[:0]
	return s.steps, s.found
}
