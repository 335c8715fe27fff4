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
	// The chains brought in are tracked like the short ones, in a second
	// bit-sliced set: xinc[c*xcw:(c+1)*xcw] holds the extras through cell c,
	// xn counts them, xnb planes hold counts up to the board's cells. Extra
	// k stands for chain index nShort+k in the choice, so a short chain
	// wins a tie, and among extras the first brought in.
	nShort int
	xn     int
	xcw    int
	xnb    int
	xinc   []uint64

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

	// The same for the chains brought in (lazy and oracle modes).
	xu      []uint64
	xnz     []int32
	xplanes []uint64
	xtwos   []int32
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
	s.nShort = n
	s.xnb = bits.Len(uint(b.Cells))
	if s.xnb < 2 {
		s.xnb = 2
	}
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
		s.lv = append(s.lv, sliceLevel{u: make([]uint64, s.cw), nz: make([]int32, 0, s.cw), planes: make([]uint64, s.cw*s.nb),
			xu: make([]uint64, s.xcw), xplanes: make([]uint64, s.xcw*s.xnb)})
	}
	return &s.lv[d]
}

// load sets level d from scratch: chains unmet by pairs, counts against the
// paired cells.
func (s *slicedSearch) load(d int, pairs []pairT) {
	L := s.level(d)
	L.nz = L.nz[:0]
	L.xnz = L.xnz[:0]
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
	var best, bestVal int
	if nb == 4 {
		best, bestVal = s.step4(L, P, ia, ib)
	} else {
		best, bestVal = stepPlanes(&L.nz, &L.twos, P.nz, P.u, P.planes, L.u, L.planes, ia, ib, nb, 0, -1, 1<<30)
	}
	if best == dead {
		return dead
	}
	L.xnz, L.xtwos = L.xnz[:0], L.xtwos[:0]
	if s.xn == 0 {
		return best
	}
	// The chains brought in: the same, on the second set; their choice
	// numbers follow the short chains', so a short chain wins a tie.
	cw = s.xcw
	best, _ = stepPlanes(&L.xnz, &L.xtwos, P.xnz, P.xu, P.xplanes, L.xu, L.xplanes,
		s.xinc[a*cw:a*cw+cw], s.xinc[b*cw:b*cw+cw], s.xnb, s.nShort, best, bestVal)
	return best
}

// ifNonZero is all ones if z != 0, else zero.
func ifNonZero(z uint64) uint64 { return uint64(int64(z|-z) >> 63) }

// step4 is stepChoose's pass over the short chains when the counts have
// four planes (chains of at most 15 cells, the usual case): the same
// subtraction and scan, unrolled and without branches in the scan. It
// returns the chosen chain and its count, or dead.
func (s *slicedSearch) step4(L, P *sliceLevel, ia, ib []uint64) (int, int) {
	best, bestVal := -1, 1<<30
	pu, lu := P.u, L.u
	pp, lp := P.planes, L.planes
	for _, wi := range P.nz {
		i := int(wi)
		ma, mb := ia[i], ib[i]
		u := pu[i] &^ (ma & mb)
		lu[i] = u
		if u == 0 {
			continue
		}
		L.nz = append(L.nz, wi)
		src := (*[4]uint64)(pp[i*4 : i*4+4])
		dst := (*[4]uint64)(lp[i*4 : i*4+4])
		y0, y1 := ma^mb, ma&mb
		x0, x1, x2, x3 := src[0], src[1], src[2], src[3]
		d0 := x0 ^ y0
		borrow := ^x0 & y0
		d1 := x1 ^ y1 ^ borrow
		borrow = (^x1 & (y1 | borrow)) | (y1 & borrow)
		d2 := x2 ^ borrow
		borrow &^= x2
		d3 := x3 ^ borrow
		dst[0], dst[1], dst[2], dst[3] = d0, d1, d2, d3
		// Lanes with a count of at most 3 decide most words: one of 0 or 1
		// is dead, 2 are the twos, 3 the rest. Only a word with none of
		// them needs the full scan, and only while the best is above 4.
		if low := u &^ (d3 | d2); low != 0 {
			if low&^d1 != 0 {
				return dead, 0
			}
			if t2 := low &^ d0; t2 != 0 {
				L.twos = appendLanes(L.twos, i, t2)
				if bestVal > 2 {
					best, bestVal = i*64+bits.TrailingZeros64(t2), 2
				}
			} else if bestVal > 3 {
				best, bestVal = i*64+bits.TrailingZeros64(low), 3
			}
			continue
		}
		if bestVal <= 4 {
			continue
		}
		// Keep the lanes with a 0 in each plane from the top, if any.
		cand := u
		z := cand &^ d3
		m := ifNonZero(z)
		cand = z&m | cand&^m
		v := ^m & 8
		z = cand &^ d2
		m = ifNonZero(z)
		cand = z&m | cand&^m
		v |= ^m & 4
		z = cand &^ d1
		m = ifNonZero(z)
		cand = z&m | cand&^m
		v |= ^m & 2
		z = cand &^ d0
		m = ifNonZero(z)
		cand = z&m | cand&^m
		v |= ^m & 1
		if val := int(v); val < bestVal {
			best, bestVal = i*64+bits.TrailingZeros64(cand), val
		}
	}
	return best, bestVal
}

// stepPlanes is step4 for any number of planes nb, on one set of chains:
// from the parent's words nz, unmet sets pu and planes pp, it writes the
// child's lu and lp, sets *nzOut to the child's words, appends the chains
// with two unpaired cells to *twos, and returns the chosen chain (its
// number offset by off; a chain replaces best only with a smaller count) and
// its count, or dead.
func stepPlanes(nzOut, twos *[]int32, nz []int32, pu, pp, lu, lp, ia, ib []uint64, nb, off, best, bestVal int) (int, int) {
	out := (*nzOut)[:0]
	for _, wi := range nz {
		i := int(wi)
		ma, mb := ia[i], ib[i]
		u := pu[i] &^ (ma & mb)
		lu[i] = u
		if u == 0 {
			continue
		}
		out = append(out, wi)
		src, dst := pp[i*nb:i*nb+nb], lp[i*nb:i*nb+nb]
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
			*nzOut = out
			return dead, 0
		}
		if val == 2 {
			*twos = appendLanes(*twos, i, cand)
		}
		if val < bestVal {
			best, bestVal = off+i*64+bits.TrailingZeros64(cand), val
		}
	}
	*nzOut = out
	return best, bestVal
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
	L.twos, L.xtwos = L.twos[:0], L.xtwos[:0]
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
	for _, k := range L.xtwos {
		L.two = append(L.two, s.twoOf(s.extra[int(k)*w:int(k)*w+w]))
	}
}

// twoOf is the pair of unpaired cells of a chain with two of them.
func (s *slicedSearch) twoOf(ch []uint64) pairT {
	var c [2]int
	n := 0
	for i := 0; i < len(ch) && n < 2; i++ {
		for m := ch[i] &^ s.paired[i]; m != 0 && n < 2; m &= m - 1 {
			c[n] = i*64 + bits.TrailingZeros64(m)
			n++
		}
	}
	return pairT{uint16(c[0]), uint16(c[1])}
}

// chainCells is the cell set of chain index ch of the choice (a short chain,
// or extra ch - nShort).
func (s *slicedSearch) chainCells(ch int) []uint64 {
	w := s.w
	if ch < s.nShort {
		return s.chains[ch*w : ch*w+w]
	}
	k := ch - s.nShort
	return s.extra[k*w : k*w+w : k*w+w]
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
	if ch < 0 && (s.all != nil || s.oracle) {
		// Every tracked chain is met: bring in an unmet one, if any.
		ch = s.bringIn(d)
		if ch == dead {
			return // it can no longer be met
		}
	}
	if ch < 0 {
		s.found = append(s.found, pairsOut(s.pairs))
		s.foundAt = append(s.foundAt, len(s.front))
		return
	}
	chain := s.chainCells(ch)
	L := &s.lv[d]
	s.twoCells(L)
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

func (s *slicedSearch) unpaired(ch []uint64) int {
	n := 0
	for i := range ch {
		n += bits.OnesCount64(ch[i] &^ s.paired[i])
	}
	return n
}

// bringIn is the choice in lazy and oracle modes when every tracked chain
// (short, or brought in before) is met at depth d. Lazy mode looks at every
// chain of the full list and takes the unmet one with the fewest unpaired
// cells (first in order); oracle mode asks the rule check (CheckFast) for a
// minimal chain holding no whole pair. The chain is tracked from then on
// (addExtra) and returned as the choice; -1 means there is none (a leaf),
// dead that it has fewer than two unpaired cells.
func (s *slicedSearch) bringIn(d int) int {
	w := s.w
	var cells []uint64
	if s.oracle {
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
			return -1
		}
		cells = make([]uint64, w)
		for _, c := range ch {
			cells[c>>6] |= 1 << (uint(c) & 63)
		}
	} else {
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
			return -1
		}
		cells = s.all.words[pick*w : pick*w+w]
	}
	k := s.addExtra(d, cells)
	if n := s.unpaired(cells); n < 2 {
		return dead
	} else if n == 2 {
		L := &s.lv[d]
		L.xtwos = append(L.xtwos, int32(k))
	}
	return s.nShort + k
}

// addExtra tracks the chain with cell set cells from now on: it becomes
// extra k, and levels 0 … d (the path to the current node) get its state,
// met or not and its unpaired count against each level's pairs. Deeper
// levels are rebuilt from their parents when stepped to. Level j holds the
// first len(s.pairs) - (d - j) pairs.
func (s *slicedSearch) addExtra(d int, cells []uint64) int {
	w := s.w
	k := s.xn
	s.extra = append(s.extra, cells...)
	s.xn++
	if s.xn > s.xcw*64 {
		s.growExtras()
	}
	xcw, nb := s.xcw, s.xnb
	wi, bit := k>>6, uint64(1)<<(uint(k)&63)
	for i := 0; i < w; i++ {
		for m := cells[i]; m != 0; m &= m - 1 {
			c := i*64 + bits.TrailingZeros64(m)
			s.xinc[c*xcw+wi] |= bit
		}
	}
	size := 0
	for i := 0; i < w; i++ {
		size += bits.OnesCount64(cells[i])
	}
	np0 := len(s.pairs) - d
	count, met := size, false
	for j := 0; j <= d; j++ {
		// The pairs of level j: s.pairs[:np0+j].
		lo, hi := 0, np0+j
		if j > 0 {
			lo = hi - 1
		}
		for _, p := range s.pairs[lo:hi] {
			ha, hb := hasBit(cells, int(p.a)), hasBit(cells, int(p.b))
			if ha && hb {
				met = true
			}
			if ha {
				count--
			}
			if hb {
				count--
			}
		}
		if met {
			break // met at level j, so at every deeper level too
		}
		L := &s.lv[j]
		if n := len(L.xnz); n == 0 || int(L.xnz[n-1]) != wi {
			// The word is new to the level: what it holds is stale.
			L.xu[wi] = 0
			for p := 0; p < nb; p++ {
				L.xplanes[wi*nb+p] = 0
			}
			L.xnz = append(L.xnz, int32(wi))
		}
		L.xu[wi] |= bit
		for p := 0; p < nb; p++ {
			if count>>p&1 != 0 {
				L.xplanes[wi*nb+p] |= bit
			}
		}
	}
	return k
}

// growExtras doubles the words of the extras' set (xinc is re-laid; the
// levels' words are appended, so their layout is kept).
func (s *slicedSearch) growExtras() {
	old := s.xcw
	ncw := 2 * old
	if ncw == 0 {
		ncw = 1
	}
	cells := len(s.paired) * 64
	if s.board != nil {
		cells = s.board.Cells
	}
	inc := make([]uint64, cells*ncw)
	for c := 0; c < cells && old > 0; c++ {
		copy(inc[c*ncw:c*ncw+old], s.xinc[c*old:c*old+old])
	}
	s.xinc, s.xcw = inc, ncw
	for i := range s.lv {
		L := &s.lv[i]
		L.xu = append(L.xu, make([]uint64, ncw-old)...)
		L.xplanes = append(L.xplanes, make([]uint64, (ncw-old)*s.xnb)...)
	}
}

// resetExtras forgets the chains brought in (each work item starts with
// none, so that its search is deterministic).
func (s *slicedSearch) resetExtras() {
	w, xcw := s.w, s.xcw
	for k := 0; k < s.xn; k++ {
		for i := 0; i < w; i++ {
			for m := s.extra[k*w+i]; m != 0; m &= m - 1 {
				c := i*64 + bits.TrailingZeros64(m)
				s.xinc[c*xcw+k>>6] = 0
			}
		}
	}
	s.extra = s.extra[:0]
	s.xn = 0
}

func (s *slicedSearch) prefix(limit int) (uint64, []censusItem, [][][2]int, []int) {
	s.resetExtras()
	s.limit = limit
	s.load(0, nil)
	s.search(0, -1, -1)
	return s.steps, s.front, s.found, s.foundAt
}

func (s *slicedSearch) item(it censusItem) (uint64, [][][2]int) {
	s.steps, s.found, s.foundAt, s.limit = 0, nil, nil, 0
	s.resetExtras()
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
