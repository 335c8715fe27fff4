package hex

// CheckFastOptions controls CheckFast.
type CheckFastOptions struct {
	// NoForce turns off the third rule (for measuring what it saves).
	NoForce bool
	// MemoEntries bounds the memo table (0: 1<<22 entries; negative: no memo).
	MemoEntries int
	// Progress is called every 2^20 partial paths with the count so far.
	Progress func(partial uint64)
}

// CheckFastResult adds the work counters of CheckFast.
type CheckFastResult struct {
	CheckResult
	ReachCuts uint64 // branches cut because the right edge was out of reach
	MemoHits  uint64 // branches cut by the memo
	ForceCuts uint64 // branches cut because two cells every extension must use are paired
}

type fastWalker struct {
	b       *Board
	partner []int
	block   []int32
	onPath  []bool
	path    []int
	queue   []int
	seen    []uint32
	stamp   uint32
	region  []uint64
	memo    *memoTable
	res     CheckFastResult
	found   []int
	prog    func(uint64)
	force   bool
	excl    []int32 // cells excluded by forcing (partners of must-pass cells)
	exclLog []int
	sepIdx  []int32
	keep    []uint64
	// articulation search scratch
	disc, low, par, it []int32
	stack              []int32
}

// CheckFast decides the same question as CheckWalk — does p meet every
// minimal chain of Across? — with three more pruning rules on the same
// pruned induced-path walk:
//
//   - Reach (a relaxation): let R be the cells the walk may still step on
//     (off the path, touching no path cell but the head, not on the left
//     edge, partner not on the path) that are connected to the head through
//     such cells. If R holds no right-edge cell, no extension of the path is
//     a chain, and the walk backs up. The future path lies in R, so this
//     only cuts branches with no chain in them.
//   - Memo (a dominance): whether some extension of the path is a chain
//     holding no whole pair depends only on the head h and on R. An
//     extension is a path h, v1, …, vk inside R; the conditions on it are
//     that each vi is in R (this encodes every condition involving the old
//     path: not adjacent to it, partner not on it, not on the left edge),
//     that it is induced (a condition on h and the vi), and that no two of
//     the vi are paired (a condition on the vi). So once (h, R) has failed,
//     any later path with the same head and region fails too. Failed keys are
//     kept in a table of bounded size (a key lost to a collision only costs
//     time, never correctness).
//   - Force (a consequence): the cut vertices between the head and the
//     right edge in the region graph are on every extension, so two of
//     them may not be paired, and their partners are off limits for the
//     whole subtree; the region is also trimmed of dead pockets (parts
//     attached by a single separator), which no simple path to the right
//     edge can enter and leave. Memo keys use the trimmed region.
//
// It reports the partial paths it visited (fewer than CheckWalk's), the
// memo hits, and any counterexample, which is a minimal chain with no whole
// pair exactly as CheckWalk's.
func CheckFast(p *Pairing, o CheckFastOptions) CheckFastResult {
	b := p.Board
	w := &fastWalker{b: b, partner: p.Partner, block: make([]int32, b.Cells), onPath: make([]bool, b.Cells),
		queue: make([]int, 0, b.Cells), seen: make([]uint32, b.Cells), region: make([]uint64, b.Words), prog: o.Progress,
		force: !o.NoForce, excl: make([]int32, b.Cells), sepIdx: make([]int32, b.Cells), keep: make([]uint64, b.Words),
		disc: make([]int32, b.Cells+1), low: make([]int32, b.Cells+1), par: make([]int32, b.Cells+1), it: make([]int32, b.Cells+1)}
	if o.MemoEntries >= 0 {
		n := o.MemoEntries
		if n == 0 {
			n = 1 << 22
		}
		w.memo = newMemoTable(n, b.Words)
	}
	for r := 0; r < b.Rows && w.found == nil; r++ {
		s := b.Cell(r, 0)
		w.path = append(w.path[:0], s)
		w.onPath[s] = true
		w.res.PartialPaths++
		if b.Right(s) {
			w.found = []int{s}
		} else {
			w.extend(s)
		}
		w.onPath[s] = false
	}
	w.res.Counterexample = w.found
	w.res.Holds = w.found == nil
	return w.res
}

func (w *fastWalker) allowed(v int) bool {
	if w.block[v] != 0 || w.excl[v] != 0 || w.b.Left(v) {
		return false
	}
	if p := w.partner[v]; p >= 0 && w.onPath[p] {
		return false
	}
	return true
}

// reach fills w.region with R and reports whether it meets the right edge.
func (w *fastWalker) reach(h int) bool {
	b := w.b
	w.stamp++
	for i := range w.region {
		w.region[i] = 0
	}
	q := w.queue[:0]
	for _, v := range b.nbr[h] {
		if w.seen[v] != w.stamp && w.allowed(v) {
			w.seen[v] = w.stamp
			q = append(q, v)
		}
	}
	right := false
	for i := 0; i < len(q); i++ {
		v := q[i]
		w.region[v>>6] |= 1 << (uint(v) & 63)
		if b.Right(v) {
			right = true
			continue // a chain ends at its first right-edge cell
		}
		for _, u := range b.nbr[v] {
			if w.seen[u] != w.stamp && w.allowed(u) {
				w.seen[u] = w.stamp
				q = append(q, u)
			}
		}
	}
	w.queue = q
	return right
}

func (w *fastWalker) extend(h int) {
	b := w.b
	mark := len(w.exclLog)
	defer w.unexclude(mark)
	if !w.reach(h) {
		w.res.ReachCuts++
		return
	}
	if w.force && !w.forceRefine(h) {
		w.res.ForceCuts++
		return
	}
	var key uint64
	if w.memo != nil {
		key = w.memo.hash(h, w.region)
		if w.memo.has(key, h, w.region) {
			w.res.MemoHits++
			return
		}
	}
	if w.force {
		copy(w.keep, w.region) // the children may overwrite w.region
	}
	var kids [6]int
	nk := 0
	for _, v := range b.nbr[h] {
		if w.allowed(v) && (!w.force || w.region[v>>6]>>(uint(v)&63)&1 != 0) {
			kids[nk] = v
			nk++
		}
	}
	for _, v := range kids[:nk] {
		w.block[h]++
		for _, u := range b.nbr[h] {
			w.block[u]++
		}
		w.path = append(w.path, v)
		w.onPath[v] = true
		w.res.PartialPaths++
		if w.prog != nil && w.res.PartialPaths&(1<<20-1) == 0 {
			w.prog(w.res.PartialPaths)
		}
		if b.Right(v) {
			w.found = append([]int(nil), w.path...)
		} else {
			w.extend(v)
		}
		w.onPath[v] = false
		w.path = w.path[:len(w.path)-1]
		w.block[h]--
		for _, u := range b.nbr[h] {
			w.block[u]--
		}
		if w.found != nil {
			return
		}
	}
	if w.memo != nil {
		// The region was overwritten by the children; recompute it.
		w.reach(h)
		if w.force {
			w.forceRefine(h)
		}
		w.memo.add(key, h, w.region)
	}
}

func (w *fastWalker) unexclude(mark int) {
	for len(w.exclLog) > mark {
		v := w.exclLog[len(w.exclLog)-1]
		w.exclLog = w.exclLog[:len(w.exclLog)-1]
		w.excl[v]--
	}
}

// forceRefine applies the forcing rule: the cells every extension of the
// path must use (the cut vertices between the head and the right edge in
// the region graph) are as good as on the path, so two of them may not be
// paired, and their partners are excluded from the region for the whole
// subtree. It repeats until nothing changes, leaving w.region at the refined
// region, and reports false when the subtree can hold no chain.
func (w *fastWalker) forceRefine(h int) bool {
	for {
		must := w.mustPass(h)
		if len(must) == 0 {
			w.trim(h, must)
			return true
		}
		changed := false
		for _, v := range must {
			p := w.partner[v]
			if p < 0 {
				continue
			}
			if w.onMust(p, must) {
				return false
			}
			if w.region[p>>6]>>(uint(p)&63)&1 != 0 {
				w.excl[p]++
				w.exclLog = append(w.exclLog, p)
				changed = true
			}
		}
		if !changed {
			w.trim(h, must)
			return true
		}
		if !w.reach(h) {
			return false
		}
	}
}

// trim removes from w.region the dead pockets: the components of the region
// minus the cut vertices that touch fewer than two of the separators h, the
// cut vertices and the right edge. A simple path from h to the right edge
// that entered such a pocket would have to leave it through the separator it
// came in by. What is left is the union of the blocks on the way from h to
// the right edge, the part of the region a chain can still use.
func (w *fastWalker) trim(h int, must []int32) {
	b := w.b
	// separator index per cell: 1 for h, 2.. for cut vertices (order does
	// not matter here), 0 otherwise.
	w.stamp++
	sep := w.sepIdx
	for i := range sep {
		sep[i] = 0
	}
	sep[h] = 1
	for k, v := range must {
		sep[v] = int32(k + 2)
	}
	q := w.queue[:0]
	keepAll := true
	keep := w.keep
	for i := range keep {
		keep[i] = 0
	}
	for _, v := range must {
		keep[v>>6] |= 1 << (uint(v) & 63)
	}
	for start := 0; start < b.Cells; start++ {
		if w.region[start>>6]>>(uint(start)&63)&1 == 0 || sep[start] != 0 || w.seen[start] == w.stamp {
			continue
		}
		// one component
		q = q[:0]
		w.seen[start] = w.stamp
		q = append(q, start)
		// The separators the component touches: h is 1, cut vertices 2..,
		// the right edge -1; two different ones make it part of a block on
		// the way.
		first, several := 0, false
		touch := func(id int32) {
			if first == 0 {
				first = int(id)
			} else if int(id) != first {
				several = true
			}
		}
		for i := 0; i < len(q); i++ {
			v := q[i]
			if b.Right(v) {
				touch(-1)
			}
			for _, u := range b.nbr[v] {
				if u == h {
					touch(1)
					continue
				}
				if w.region[u>>6]>>(uint(u)&63)&1 == 0 {
					continue
				}
				if s := sep[u]; s >= 2 {
					touch(s)
					continue
				}
				if w.seen[u] != w.stamp {
					w.seen[u] = w.stamp
					q = append(q, u)
				}
			}
		}
		if several {
			for _, v := range q {
				keep[v>>6] |= 1 << (uint(v) & 63)
			}
		} else {
			keepAll = false
		}
	}
	w.queue = q
	if !keepAll {
		copy(w.region, keep)
	}
}

func (w *fastWalker) onMust(p int, must []int32) bool {
	for _, v := range must {
		if int(v) == p {
			return true
		}
	}
	return false
}

// mustPass returns the cells of the region through which every path from h
// to the right edge goes (h excluded): the cut vertices separating h from a
// sink T joined to the region's right-edge cells, found by one depth-first
// search with low points (Hopcroft–Tarjan). Uses w.region and w.seen stamps
// from the last reach.
func (w *fastWalker) mustPass(h int) []int32 {
	b := w.b
	T := b.Cells
	in := func(v int) bool { return v == h || w.region[v>>6]>>(uint(v)&63)&1 != 0 }
	for i := range w.disc {
		w.disc[i] = 0
	}
	// Neighbours of v in the region graph: region cells adjacent to v, plus
	// T for a right-edge cell; T's neighbours are the right-edge cells.
	nbrs := func(v int, k int) (int, bool) {
		if v == T {
			// k-th right-edge cell of the region
			for r := k; r < b.Rows; r++ {
				c := b.Cell(r, b.Cols-1)
				if in(c) {
					return c, true
				}
			}
			return -1, false
		}
		ns := b.nbr[v]
		if k < len(ns) {
			return ns[k], true
		}
		if k == len(ns) && v != h && b.Right(v) {
			return T, true
		}
		return -1, false
	}
	counter := int32(0)
	st := w.stack[:0]
	counter++
	w.disc[h], w.low[h], w.par[h], w.it[h] = counter, counter, -1, 0
	st = append(st, int32(h))
	for len(st) > 0 {
		v := int(st[len(st)-1])
		k := int(w.it[v])
		u, ok := nbrs(v, k)
		if v == T {
			// advance k to the row after u
			if ok {
				w.it[v] = int32(u/b.Cols + 1)
			}
		} else {
			w.it[v]++
		}
		if ok {
			if u != T && !in(u) {
				continue
			}
			if w.disc[u] == 0 {
				counter++
				w.disc[u], w.low[u], w.par[u], w.it[u] = counter, counter, int32(v), 0
				st = append(st, int32(u))
			} else if int32(u) != w.par[v] && w.disc[u] < w.low[v] {
				w.low[v] = w.disc[u]
			}
			continue
		}
		st = st[:len(st)-1]
		if p := w.par[v]; p >= 0 && w.low[v] < w.low[p] {
			w.low[p] = w.low[v]
		}
	}
	w.stack = st
	if w.disc[T] == 0 {
		return nil // unreachable; reach() said otherwise only if T has no cells
	}
	// Walk T's tree path back to h: v is a cut vertex between h and T when
	// its child c on the path has low[c] ≥ disc[v].
	var must []int32
	c := T
	for v := int(w.par[T]); v != h && v >= 0; v = int(w.par[v]) {
		if w.low[c] >= w.disc[v] {
			must = append(must, int32(v))
		}
		c = v
	}
	return must
}

// memoTable is a set of failed (head, region) keys: open addressing with a
// short probe, overwriting on a full probe.
type memoTable struct {
	words int
	mask  uint64
	keys  []uint64 // per slot: hash (0 = empty), head, region words
	slot  int
}

func newMemoTable(entries, words int) *memoTable {
	n := 1
	for n < entries {
		n <<= 1
	}
	m := &memoTable{words: words, mask: uint64(n - 1), slot: 2 + words}
	m.keys = make([]uint64, n*m.slot)
	return m
}

func (m *memoTable) hash(h int, region []uint64) uint64 {
	x := uint64(h)*0x9E3779B97F4A7C15 + 1
	for _, r := range region {
		x ^= r
		x *= 0xBF58476D1CE4E5B9
		x ^= x >> 31
	}
	x ^= x >> 29
	if x == 0 {
		x = 1
	}
	return x
}

func (m *memoTable) match(i int, key uint64, h int, region []uint64) bool {
	e := m.keys[i*m.slot : (i+1)*m.slot]
	if e[0] != key || e[1] != uint64(h) {
		return false
	}
	for k, r := range region {
		if e[2+k] != r {
			return false
		}
	}
	return true
}

func (m *memoTable) has(key uint64, h int, region []uint64) bool {
	for p := uint64(0); p < 4; p++ {
		i := int((key + p) & m.mask)
		if m.keys[i*m.slot] == 0 {
			return false
		}
		if m.match(i, key, h, region) {
			return true
		}
	}
	return false
}

func (m *memoTable) add(key uint64, h int, region []uint64) {
	i := int(key & m.mask)
	for p := uint64(0); p < 4; p++ {
		j := int((key + p) & m.mask)
		if m.keys[j*m.slot] == 0 {
			i = j
			break
		}
	}
	e := m.keys[i*m.slot : (i+1)*m.slot]
	e[0], e[1] = key, uint64(h)
	copy(e[2:], region)
}
