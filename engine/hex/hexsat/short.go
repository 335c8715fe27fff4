package hexsat

import "plylab/engine/hex"

// shortWalk finds a shortest minimal chain holding no whole pair of a
// pairing, by the induced-path walk of hex.MinimalChains (a path may not
// step next to its own past, nor back onto the left edge) with the rule
// check's refusal (no cell whose partner is on the path), bounded in
// length and deepened one cell at a time. A path whose head is in column c
// needs at least Cols − 1 − c more cells (no step gains more than one
// column), which cuts the walk at each bound. Short chains give short
// clauses (a chain of k cells holds k(k−1)/2 pairs), which is what the
// solver propagates best.
type shortWalk struct {
	b       *hex.Board
	partner []int
	block   []int32
	onPath  []bool
	path    []int
	limit   int
	nodes   uint64
	budget  uint64
	found   []int
	visit   func([]int) bool // with all: called with every chain; false stops the walk
	quit    bool
}

// all calls visit with every chain of at most maxLen cells holding no
// whole pair of partner, until visit returns false.
func (w *shortWalk) all(partner []int, maxLen int, visit func([]int) bool) {
	w.partner, w.nodes, w.budget, w.found, w.visit, w.quit = partner, 0, 0, nil, visit, false
	defer func() { w.visit, w.quit = nil, false }()
	w.limit = maxLen
	for r := 0; r < w.b.Rows && !w.quit; r++ {
		s := w.b.Cell(r, 0)
		w.path = append(w.path[:0], s)
		w.onPath[s] = true
		if w.b.Right(s) {
			w.quit = !visit(w.path)
		} else {
			w.extend(s)
		}
		w.onPath[s] = false
	}
}

func newShortWalk(b *hex.Board) *shortWalk {
	return &shortWalk{b: b, block: make([]int32, b.Cells), onPath: make([]bool, b.Cells), path: make([]int, 0, b.Cells)}
}

// shortest returns a shortest chain of at most maxLen cells holding no
// whole pair of partner, or nil if there is none or the walk spent budget
// nodes (0: no budget) first.
func (w *shortWalk) shortest(partner []int, maxLen int, budget uint64) []int {
	w.partner, w.nodes, w.budget, w.found = partner, 0, budget, nil
	for L := w.b.Cols; L <= maxLen && w.found == nil; L++ {
		w.limit = L
		for r := 0; r < w.b.Rows && w.found == nil; r++ {
			s := w.b.Cell(r, 0)
			w.path = append(w.path[:0], s)
			w.onPath[s] = true
			if w.b.Right(s) {
				w.found = []int{s}
			} else {
				w.extend(s)
			}
			w.onPath[s] = false
			if w.budget > 0 && w.nodes > w.budget {
				return nil
			}
		}
	}
	return w.found
}

func (w *shortWalk) extend(h int) {
	b := w.b
	for _, v := range b.Neighbors(h) {
		if w.quit {
			return
		}
		if w.block[v] != 0 || b.Left(v) {
			continue
		}
		if p := w.partner[v]; p >= 0 && w.onPath[p] {
			continue
		}
		_, col := b.RC(v)
		if len(w.path)+1+b.Cols-1-col > w.limit {
			continue
		}
		w.nodes++
		if w.budget > 0 && w.nodes > w.budget {
			return
		}
		w.block[h]++
		for _, u := range b.Neighbors(h) {
			w.block[u]++
		}
		w.path = append(w.path, v)
		w.onPath[v] = true
		if b.Right(v) {
			if w.visit != nil {
				w.quit = !w.visit(w.path)
			} else {
				w.found = append([]int(nil), w.path...)
			}
		} else {
			w.extend(v)
		}
		w.onPath[v] = false
		w.path = w.path[:len(w.path)-1]
		w.block[h]--
		for _, u := range b.Neighbors(h) {
			w.block[u]--
		}
		if w.found != nil {
			return
		}
	}
}
