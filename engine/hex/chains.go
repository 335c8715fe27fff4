package hex

// A chain of Across is a set of cells joining the left edge to the right
// edge. It is minimal when no cell can be removed, and the essay's
// observation ("Counting where the cells run out") is that the minimal chains
// are exactly the induced paths that touch the left edge only at their first
// cell and the right edge only at their last: a path that steps next to its
// own past contains a shortcut, and a path that touches an edge twice contains
// a shorter chain from the second touch. WalkChains generates them directly by
// a walk that refuses those steps, so every path it emits is minimal and every
// minimal chain is emitted exactly once (from its left end).

// Chains is a list of minimal chains: the cells of each in path order (left
// end first) and as a Set.
type Chains struct {
	Board *Board
	cells []uint16 // all paths, concatenated
	start []int32  // path k is cells[start[k]:start[k+1]]
	words []uint64 // set k is words[k*W:(k+1)*W]
}

// Len is the number of chains.
func (cs *Chains) Len() int { return len(cs.start) - 1 }

// Path returns chain k's cells from its left end to its right end.
func (cs *Chains) Path(k int) []int {
	p := cs.cells[cs.start[k]:cs.start[k+1]]
	out := make([]int, len(p))
	for i, c := range p {
		out[i] = int(c)
	}
	return out
}

// Set returns chain k's cells as a set (shares memory with cs; do not modify).
func (cs *Chains) Set(k int) Set {
	w := cs.Board.Words
	return Set(cs.words[k*w : (k+1)*w : (k+1)*w])
}

// Size is the number of cells of chain k.
func (cs *Chains) Size(k int) int { return int(cs.start[k+1] - cs.start[k]) }

func (cs *Chains) add(path []int) {
	for _, c := range path {
		cs.cells = append(cs.cells, uint16(c))
	}
	cs.start = append(cs.start, int32(len(cs.cells)))
	w := cs.Board.Words
	base := len(cs.words)
	for i := 0; i < w; i++ {
		cs.words = append(cs.words, 0)
	}
	for _, c := range path {
		cs.words[base+c>>6] |= 1 << (uint(c) & 63)
	}
}

// MinimalChains lists every minimal chain of Across on b, in the order the
// walk finds them: by left-end row from the top, then depth first in the
// neighbour order right, down-left, down, left, up-right, up.
func MinimalChains(b *Board) *Chains { return MinimalChainsProgress(b, nil) }

// MinimalChainsProgress is MinimalChains calling progress (if not nil) every
// 2^18 chains with the number listed so far (8 × 9 has 17 million).
func MinimalChainsProgress(b *Board, progress func(chains uint64)) *Chains {
	cs := &Chains{Board: b, start: []int32{0}}
	WalkChains(b, func(path []int) bool {
		cs.add(path)
		if progress != nil && len(cs.start)&(1<<18-1) == 0 {
			progress(uint64(len(cs.start) - 1))
		}
		return true
	})
	return cs
}

// ShortChains lists the minimal chains of at most maxLen cells, in the
// order of MinimalChains, by the same walk cut at the length bound (a path
// whose head is in column c needs at least Cols − 1 − c more cells). With
// CensusOptions.Oracle they are the chains the census tracks from the start.
func ShortChains(b *Board, maxLen int) *Chains {
	cs := &Chains{Board: b, start: []int32{0}}
	if maxLen < 1 {
		return cs
	}
	w := newWalker(b, nil)
	w.maxLen = maxLen
	w.visit = func(path []int) bool { cs.add(path); return true }
	w.run(0, b.Rows)
	return cs
}

// CountChains counts the minimal chains of b without storing them.
func CountChains(b *Board) uint64 {
	var n uint64
	WalkChains(b, func([]int) bool { n++; return true })
	return n
}

// WalkChains calls visit with every minimal chain of Across on b (the slice
// is reused; copy it to keep it). The walk stops early if visit returns false.
func WalkChains(b *Board, visit func(path []int) bool) {
	w := newWalker(b, nil)
	w.visit = visit
	w.run(0, b.Rows)
}

// walker is the induced-path walk. State: the path and, for every cell, the
// number of path cells other than the head that it is or touches (block).
// Move generation: a neighbour v of the head may be added when block[v] = 0
// (v is not on the path and touches no earlier cell: the path stays
// induced) and v is not on the left edge (the path touches the left edge only
// at its start). A step onto the right edge completes a chain.
// An optional pairing adds one pruning rule (the rule check, "The rules, past
// the census"): v may not be taken when its partner is on the path.
type walker struct {
	b       *Board
	block   []int32
	onPath  []bool
	partner []int // nil: no pairing; -1: unpaired cell
	path    []int
	visit   func(path []int) bool
	partial uint64 // partial paths visited (every path the walk holds, length ≥ 1)
	stopped bool
	prog    func(uint64) // called every 2^22 partial paths (may be nil)
	maxLen  int          // > 0: only paths that can end within maxLen cells
}

func newWalker(b *Board, partner []int) *walker {
	return &walker{b: b, block: make([]int32, b.Cells), onPath: make([]bool, b.Cells), partner: partner,
		path: make([]int, 0, b.Cells)}
}

// run walks from the left-edge cells of rows [r0, r1).
func (w *walker) run(r0, r1 int) {
	b := w.b
	for r := r0; r < r1 && !w.stopped; r++ {
		s := b.Cell(r, 0)
		w.path = append(w.path[:0], s)
		w.onPath[s] = true
		w.partial++
		if b.Right(s) { // a one-column board: the cell is a chain
			if !w.visit(w.path) {
				w.stopped = true
			}
		} else {
			w.extend(s)
		}
		w.onPath[s] = false
	}
}

func (w *walker) extend(h int) {
	b := w.b
	for _, v := range b.nbr[h] {
		if !w.allowed(v) {
			continue
		}
		w.step(h, v)
		if w.stopped {
			return
		}
	}
}

// allowed is the move generation: v may follow the head.
func (w *walker) allowed(v int) bool {
	if w.block[v] != 0 || w.b.Left(v) {
		return false
	}
	if w.maxLen > 0 {
		// No step gains more than one column: from column c the path
		// needs Cols − 1 − c more cells.
		if _, c := w.b.RC(v); len(w.path)+1+w.b.Cols-1-c > w.maxLen {
			return false
		}
	}
	if w.partner != nil {
		if p := w.partner[v]; p >= 0 && w.onPath[p] {
			return false // pruning: the path would hold the whole pair {v, p}
		}
	}
	return true
}

// step adds v after the head h, walks on from it and takes it back.
func (w *walker) step(h, v int) {
	b := w.b
	// The head h becomes an inner cell: it and its neighbours are blocked.
	w.block[h]++
	for _, u := range b.nbr[h] {
		w.block[u]++
	}
	w.path = append(w.path, v)
	w.onPath[v] = true
	w.partial++
	if w.prog != nil && w.partial&(1<<22-1) == 0 {
		w.prog(w.partial)
	}
	if b.Right(v) {
		if !w.visit(w.path) {
			w.stopped = true
		}
	} else {
		w.extend(v)
	}
	w.onPath[v] = false
	w.path = w.path[:len(w.path)-1]
	w.block[h]--
	for _, u := range b.nbr[h] {
		w.block[u]--
	}
}
