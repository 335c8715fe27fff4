package hex

import (
	"fmt"
	"sort"
	"sync"
)

// CheckDP decides whether a pairing meets every minimal chain of Across by
// a frontier (transfer-matrix) search instead of a walk. A pairing fails
// exactly when some choice of one cell from every pair (Across also takes
// every unpaired cell) gives Across a chain: a chain inside such a choice
// holds no whole pair, and a chain holding no whole pair extends to such a
// choice. CheckDP processes the pairs in an order, both cells of a pair at
// once, and keeps the set of distinct frontier states over all choices so
// far. A state records, for the processed cells that still touch an
// unprocessed cell (the frontier), which are Across's and which of them are
// connected through processed Across cells, with, per component, whether it
// touches the left edge and the right edge. A component touching both is a
// chain, and the pairing fails; a component that leaves the frontier
// without one can never become one. Choices that lead to the same state have
// the same futures, so the states are deduplicated.
//
// The number of states depends on the order. For pairings that are
// reflections (the three rules), processing the pairs from the two far
// corners of the reflection towards its axis keeps each pair's cells on the
// frontier together; see FoldOrder.
type CheckDPOptions struct {
	// Order lists the pairs (and unpaired cells, as {c, -1}) in processing
	// order; nil means FoldOrder(p).
	Order [][2]int
	// MaxStates stops the search with an error when one step holds more
	// states (0: 50 million).
	MaxStates int
	// Progress is called after every step with the step index, the number of
	// steps and the states held.
	Progress func(step, steps, states int)
	// Workers splits each step's states among goroutines (0: one). The
	// answer and the counts do not depend on it.
	Workers int
}

// CheckDPResult adds the frontier search's counters.
type CheckDPResult struct {
	CheckResult
	States    uint64 // states created, summed over the steps
	MaxStates int    // most states held after one step
	Frontier  int    // widest frontier, in cells
	Steps     int
}

// dpPlan is the static part: the cells each step adds and the frontier
// after each step.
type dpPlan struct {
	b     *Board
	steps [][2]int // {x, y}; y = -1 for an unpaired cell
	front [][]int  // frontier after step i (sorted)
	width int
	pos   [][]int // pos[i][c]: place of cell c on the frontier before step i, or -1
	sc    dpScratch

	layers      []*stateSet
	chainFrom   []byte
	chainChoice [2]int
}

func newDPPlan(b *Board, order [][2]int) (*dpPlan, error) {
	pl := &dpPlan{b: b, steps: order}
	done := make([]bool, b.Cells)
	seen := make([]bool, b.Cells)
	for _, st := range order {
		for _, c := range st {
			if c < 0 {
				continue
			}
			if c >= b.Cells || seen[c] {
				return nil, fmt.Errorf("hex: processing order names cell %d twice or off the board", c)
			}
			seen[c] = true
		}
	}
	for c := range seen {
		if !seen[c] {
			r, cc := b.RC(c)
			return nil, fmt.Errorf("hex: processing order leaves out cell (%d, %d)", r, cc)
		}
	}
	for _, st := range order {
		for _, c := range st {
			if c >= 0 {
				done[c] = true
			}
		}
		var f []int
		for c := 0; c < b.Cells; c++ {
			if !done[c] {
				continue
			}
			for _, u := range b.nbr[c] {
				if !done[u] {
					f = append(f, c)
					break
				}
			}
		}
		pl.front = append(pl.front, f)
		if len(f) > pl.width {
			pl.width = len(f)
		}
	}
	return pl, nil
}

// FoldOrder returns a processing order for CheckDP: the pairs sorted by how
// far their cells lie from the axis of the reflection that best describes
// the pairing, farthest first. It tries the anti-diagonal levels r + c and
// the diagonal levels r − c and keeps the order whose frontier is narrower.
func FoldOrder(p *Pairing) [][2]int {
	b := p.Board
	var items [][2]int
	for i, j := range p.Partner {
		if j < 0 {
			items = append(items, [2]int{i, -1})
		} else if j > i {
			items = append(items, [2]int{i, j})
		}
	}
	mid := func(level func(int) float64) [][2]int {
		// the axis: the level value that splits the cells in half
		var ls []float64
		for c := 0; c < b.Cells; c++ {
			ls = append(ls, level(c))
		}
		sort.Float64s(ls)
		axis := (ls[(len(ls)-1)/2] + ls[len(ls)/2]) / 2
		if len(ls)%2 == 0 {
			axis = (ls[len(ls)/2-1] + ls[len(ls)/2]) / 2
		}
		dist := func(it [2]int) float64 {
			d := 0.0
			for _, c := range it {
				if c < 0 {
					continue
				}
				x := level(c) - axis
				if x < 0 {
					x = -x
				}
				if x > d {
					d = x
				}
			}
			return d
		}
		out := append([][2]int(nil), items...)
		sort.SliceStable(out, func(i, j int) bool {
			di, dj := dist(out[i]), dist(out[j])
			if di != dj {
				return di > dj
			}
			return out[i][0] < out[j][0]
		})
		return out
	}
	anti := mid(func(c int) float64 { r, cc := b.RC(c); return float64(r + cc) })
	diag := mid(func(c int) float64 { r, cc := b.RC(c); return float64(r - cc) })
	pa, _ := newDPPlan(b, anti)
	pd, _ := newDPPlan(b, diag)
	if pd.width < pa.width {
		return diag
	}
	return anti
}

// CheckDP runs the frontier search.
func CheckDP(p *Pairing, o CheckDPOptions) (CheckDPResult, error) {
	b := p.Board
	order := o.Order
	if order == nil {
		order = FoldOrder(p)
	}
	for _, st := range order {
		if st[1] >= 0 && p.Partner[st[0]] != st[1] {
			return CheckDPResult{}, fmt.Errorf("hex: processing order pairs %d with %d, the pairing does not", st[0], st[1])
		}
		if st[1] < 0 && p.Partner[st[0]] >= 0 {
			return CheckDPResult{}, fmt.Errorf("hex: processing order leaves cell %d unpaired, the pairing pairs it", st[0])
		}
	}
	pl, err := newDPPlan(b, order)
	if err != nil {
		return CheckDPResult{}, err
	}
	res := CheckDPResult{Frontier: pl.width, Steps: len(order)}
	ok, err := pl.run(o, &res, false)
	if err != nil {
		return res, err
	}
	if ok {
		res.Holds = true
		return res, nil
	}
	// A chain exists: run again keeping every step's states, then walk back
	// from the state that made the chain to the empty state, choosing at each
	// step a predecessor and the choice that leads to it.
	var scratch CheckDPResult
	if _, err := pl.run(CheckDPOptions{MaxStates: o.MaxStates}, &scratch, true); err != nil {
		return res, err
	}
	across := b.NewSet()
	last := len(pl.layers) - 1 // layers[i] holds the states after step i-1; the chain came at step last
	target := pl.chainFrom
	across.Add(pl.chainChoice[0])
	for si := last - 1; si >= 0; si-- {
		found := false
		layer := pl.layers[si]
		for i := 0; i < layer.n && !found; i++ {
			prev := layer.at(i)
			for _, ch := range pl.choices(si) {
				if key, chain := pl.trans(prev, si, ch); !chain && string(key) == string(target) {
					across.Add(ch[0])
					target, found = append([]byte(nil), prev...), true
					break
				}
			}
		}
		if !found {
			return res, fmt.Errorf("hex: frontier search: no predecessor at step %d (bug)", si)
		}
	}
	// Cells of steps after the chain: any choice; the chain is already there.
	res.Counterexample = ShortestChain(b, across)
	if res.Counterexample == nil {
		return res, fmt.Errorf("hex: frontier search found a chain but the chosen cells hold none (bug)")
	}
	pl.layers = nil
	return res, nil
}

// ShortestChain returns a shortest left-to-right path inside the set s, or
// nil. A shortest path is induced and touches each edge once, so it is a
// minimal chain.
func ShortestChain(b *Board, s Set) []int {
	prev := make([]int, b.Cells)
	for i := range prev {
		prev[i] = -2
	}
	var q []int
	for r := 0; r < b.Rows; r++ {
		c := b.Cell(r, 0)
		if s.Has(c) {
			prev[c] = -1
			q = append(q, c)
		}
	}
	for i := 0; i < len(q); i++ {
		v := q[i]
		if b.Right(v) {
			var path []int
			for x := v; x >= 0; x = prev[x] {
				path = append([]int{x}, path...)
			}
			return path
		}
		for _, u := range b.nbr[v] {
			if prev[u] == -2 && s.Has(u) {
				prev[u] = v
				q = append(q, u)
			}
		}
	}
	return nil
}

// Label byte of a frontier cell in a state: 0 = not Across; otherwise the
// component id (1..63, numbered by first appearance) in the low six bits,
// bit 6 = the component touches the left edge, bit 7 = the right edge.
const (
	dpLeft  = 1 << 6
	dpRight = 1 << 7
	dpID    = 63
)

func (pl *dpPlan) choices(si int) [][2]int {
	st := pl.steps[si]
	if st[1] < 0 {
		return [][2]int{{st[0], -1}}
	}
	return [][2]int{{st[0], st[1]}, {st[1], st[0]}}
}

// trans applies step si with the given choice (choice[0] is Across's cell)
// to the state s (over the frontier before step si) and returns the new
// state, or chain = true if Across now has a chain.
func (pl *dpPlan) trans(s []byte, si int, choice [2]int) (key []byte, chain bool) {
	return pl.transWith(&pl.sc, s, si, choice)
}

func (pl *dpPlan) transWith(sc *dpScratch, s []byte, si int, choice [2]int) (key []byte, chain bool) {
	b := pl.b
	var prevFront []int
	if si > 0 {
		prevFront = pl.front[si-1]
	}
	front := pl.front[si]
	x := choice[0]
	n := len(prevFront)
	sc.parent = sc.parent[:0]
	sc.flags = sc.flags[:0]
	for k := 0; k < n; k++ {
		sc.parent = append(sc.parent, k)
		sc.flags = append(sc.flags, s[k]&(dpLeft|dpRight))
	}
	sc.parent = append(sc.parent, n)
	var fx uint8
	if b.Left(x) {
		fx |= dpLeft
	}
	if b.Right(x) {
		fx |= dpRight
	}
	sc.flags = append(sc.flags, fx)
	var firstOf [dpID + 1]int
	for i := range firstOf {
		firstOf[i] = -1
	}
	for k := 0; k < n; k++ {
		if id := int(s[k] & dpID); id != 0 {
			if firstOf[id] < 0 {
				firstOf[id] = k
			} else {
				sc.union(firstOf[id], k)
			}
		}
	}
	for _, u := range b.nbr[x] {
		if k := pl.pos[si][u]; k >= 0 && s[k] != 0 {
			sc.union(n, k)
		}
	}
	if r := sc.find(n); sc.flags[r]&(dpLeft|dpRight) == dpLeft|dpRight {
		return nil, true
	}
	sc.relabel = sc.relabel[:0]
	for i := 0; i <= n; i++ {
		sc.relabel = append(sc.relabel, 0)
	}
	if cap(sc.key) < len(front) {
		sc.key = make([]byte, len(front))
	}
	k := sc.key[:len(front)]
	nextID := 0
	for i, c := range front {
		var node int
		if c == x {
			node = n
		} else if p := pl.pos[si][c]; p >= 0 && s[p] != 0 {
			node = p
		} else {
			k[i] = 0
			continue
		}
		r := sc.find(node)
		if sc.relabel[r] == 0 {
			nextID++
			if nextID > dpID {
				sc.overflow = true
				nextID = dpID
			}
			sc.relabel[r] = nextID
		}
		k[i] = byte(sc.relabel[r]) | sc.flags[r]
	}
	return k, false
}

// dpScratch is the union-find and buffers of one transition.
type dpScratch struct {
	parent   []int
	flags    []uint8
	relabel  []int
	key      []byte
	overflow bool
}

func (sc *dpScratch) find(x int) int {
	for sc.parent[x] != x {
		sc.parent[x] = sc.parent[sc.parent[x]]
		x = sc.parent[x]
	}
	return x
}

func (sc *dpScratch) union(x, y int) {
	x, y = sc.find(x), sc.find(y)
	if x != y {
		sc.parent[y] = x
		sc.flags[x] |= sc.flags[y]
	}
}

// run reports whether every choice avoids an Across chain (true = holds).
// With keep, it stores every step's states in pl.layers (layers[i] = the
// states before step i) and, on finding a chain, the state and choice that
// made it (pl.chainFrom, pl.chainChoice).
func (pl *dpPlan) run(o CheckDPOptions, res *CheckDPResult, keep bool) (bool, error) {
	limit := o.MaxStates
	if limit <= 0 {
		limit = 50_000_000
	}
	if pl.pos == nil {
		// pos[si][c]: position of cell c on the frontier before step si.
		pl.pos = make([][]int, len(pl.steps))
		for si := range pl.steps {
			p := make([]int, pl.b.Cells)
			for i := range p {
				p[i] = -1
			}
			if si > 0 {
				for i, c := range pl.front[si-1] {
					p[c] = i
				}
			}
			pl.pos[si] = p
		}
	}
	pl.layers = nil
	cur := newStateSet(0, 1)
	cur.add(nil)
	for si := range pl.steps {
		if keep {
			pl.layers = append(pl.layers, cur)
		}
		chs := pl.choices(si)
		pl.sc.overflow = false
		var next *stateSet
		workers := o.Workers
		if keep || workers < 2 || cur.n < 4096 {
			workers = 1
		}
		if workers == 1 {
			next = newStateSet(len(pl.front[si]), 2*cur.n)
			for i := 0; i < cur.n; i++ {
				s := cur.at(i)
				for _, ch := range chs {
					key, chain := pl.trans(s, si, ch)
					if chain {
						if keep {
							pl.chainFrom, pl.chainChoice = append([]byte(nil), s...), ch
						}
						return false, nil
					}
					next.add(key)
				}
			}
		} else {
			// Each worker takes a slice of the states into a set of its own;
			// the sets are then merged (a chain anywhere ends the step).
			parts := make([]*stateSet, workers)
			chainSeen := make([]bool, workers)
			overflow := make([]bool, workers)
			var wg sync.WaitGroup
			for w := 0; w < workers; w++ {
				lo, hi := cur.n*w/workers, cur.n*(w+1)/workers
				wg.Add(1)
				go func(w, lo, hi int) {
					defer wg.Done()
					var sc dpScratch
					part := newStateSet(len(pl.front[si]), 2*(hi-lo))
					for i := lo; i < hi; i++ {
						s := cur.at(i)
						for _, ch := range chs {
							key, chain := pl.transWith(&sc, s, si, ch)
							if chain {
								chainSeen[w] = true
								return
							}
							part.add(key)
						}
					}
					parts[w], overflow[w] = part, sc.overflow
				}(w, lo, hi)
			}
			wg.Wait()
			for w := range parts {
				if chainSeen[w] {
					return false, nil
				}
				pl.sc.overflow = pl.sc.overflow || overflow[w]
			}
			next = parts[0]
			for _, part := range parts[1:] {
				for i := 0; i < part.n; i++ {
					next.add(part.at(i))
				}
			}
		}
		if pl.sc.overflow {
			return false, fmt.Errorf("hex: frontier search: more than %d components on the frontier", dpID)
		}
		res.States += uint64(next.n)
		if next.n > res.MaxStates {
			res.MaxStates = next.n
		}
		if o.Progress != nil {
			o.Progress(si+1, len(pl.steps), next.n)
		}
		if next.n > limit {
			return false, fmt.Errorf("hex: frontier search: %d states after step %d exceed the limit %d", next.n, si+1, limit)
		}
		cur = next
	}
	return true, nil
}

// stateSet is a set of byte strings of one length: the keys one after the
// other in an arena, and an open-addressing table of their indices (no
// allocation per state).
type stateSet struct {
	width int
	keys  []byte
	n     int
	table []uint32 // index+1 of a key, 0 for an empty slot
	mask  uint64
}

func newStateSet(width, hint int) *stateSet {
	size := 16
	for size < 2*hint {
		size <<= 1
	}
	return &stateSet{width: width, keys: make([]byte, 0, hint*width), table: make([]uint32, size), mask: uint64(size - 1)}
}

func (s *stateSet) at(i int) []byte { return s.keys[i*s.width : (i+1)*s.width] }

func hashKey(k []byte) uint64 {
	h := uint64(0x9E3779B97F4A7C15) ^ uint64(len(k))
	for len(k) >= 8 {
		x := uint64(k[0]) | uint64(k[1])<<8 | uint64(k[2])<<16 | uint64(k[3])<<24 |
			uint64(k[4])<<32 | uint64(k[5])<<40 | uint64(k[6])<<48 | uint64(k[7])<<56
		h = (h ^ x) * 0xBF58476D1CE4E5B9
		h ^= h >> 29
		k = k[8:]
	}
	for _, c := range k {
		h = (h ^ uint64(c)) * 0x94D049BB133111EB
	}
	h ^= h >> 31
	return h
}

// add inserts k (of the set's width) unless it is there.
func (s *stateSet) add(k []byte) {
	h := hashKey(k)
	for i := h & s.mask; ; i = (i + 1) & s.mask {
		e := s.table[i]
		if e == 0 {
			s.keys = append(s.keys, k...)
			s.n++
			s.table[i] = uint32(s.n)
			if 4*s.n > 3*len(s.table) {
				s.grow()
			}
			return
		}
		if string(s.at(int(e-1))) == string(k) {
			return
		}
	}
}

func (s *stateSet) grow() {
	t := make([]uint32, 2*len(s.table))
	mask := uint64(len(t) - 1)
	for idx := 0; idx < s.n; idx++ {
		h := hashKey(s.at(idx))
		i := h & mask
		for t[i] != 0 {
			i = (i + 1) & mask
		}
		t[i] = uint32(idx + 1)
	}
	s.table, s.mask = t, mask
}
