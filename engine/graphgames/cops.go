package graphgames

import (
	"fmt"
	"math/bits"
	"sort"
)

// Dismantling is the result of deleting corners one at a time. A vertex r
// is a corner if some w ≠ r has N[r] ⊆ N[w] (closed neighbourhoods, in the
// graph that remains); w dominates r.
type Dismantling struct {
	// Order lists the vertices in deletion order; when Complete, the last
	// entry is the one vertex that is left.
	Order []int
	// Dominator[v] is the vertex that dominated v when v was deleted, -1 for
	// the last vertex and for vertices never deleted.
	Dominator []int
	// Complete reports whether the graph was dismantled to a single vertex.
	Complete bool
}

// Dismantle deletes corners greedily until one vertex is left or none is a
// corner. By the note's proof (a cop-win graph stays cop-win when any
// corner is deleted) the order of deletion does not matter, so the graph is
// dismantlable iff Complete. Loops and parallel edges are ignored.
//
// For every ordered pair of adjacent vertices (r, w) the count
// |N[r] \ N[w]| over the remaining vertices is kept; r is a corner iff one
// of its counts is 0. Deleting c only lowers the counts of pairs with
// r ∈ N(c) and w ∉ N[c], found a word at a time from the bitsets, so the
// run costs O(E·V/64) for the initial counts plus O(V·E/64 + updates)
// afterwards, within the note's O(V³).
func Dismantle(g *Graph) *Dismantling {
	n := g.N()
	d := &Dismantling{Dominator: make([]int, n)}
	for i := range d.Dominator {
		d.Dominator[i] = -1
	}
	if n == 0 {
		return d
	}
	closed := closedNeighbourhoods(g)
	// Sorted open neighbour lists, read off the bitsets (no parallel edges).
	off := make([]int, n+1)
	for v := 0; v < n; v++ {
		off[v+1] = off[v] + closed[v].Count() - 1
	}
	nbr := make([]int, off[n])
	for v := 0; v < n; v++ {
		k := off[v]
		closed[v].each(func(w int) {
			if w != v {
				nbr[k] = w
				k++
			}
		})
	}
	alive := NewBitset(n)
	for v := 0; v < n; v++ {
		alive.Add(v)
	}
	// cnt holds |N[r] \ N[w]| for adjacent r, w: in an n×n matrix when it
	// fits (a decrement is then one memory access), else aligned with nbr
	// and found by binary search.
	var dense []uint16
	var sparse []int32
	if n <= denseCopLimit {
		dense = make([]uint16, n*n)
	} else {
		sparse = make([]int32, len(nbr))
	}
	slot := func(r, w int) int {
		if dense != nil {
			return r*n + w
		}
		lo, hi := off[r], off[r+1]
		return lo + sort.SearchInts(nbr[lo:hi], w)
	}
	get := func(k int) int {
		if dense != nil {
			return int(dense[k])
		}
		return int(sparse[k])
	}
	dec := func(k int) int {
		if dense != nil {
			dense[k]--
			return int(dense[k])
		}
		sparse[k]--
		return int(sparse[k])
	}
	zero := make([]int32, n)
	var stack []int
	for r := 0; r < n; r++ {
		for k := off[r]; k < off[r+1]; k++ {
			w := nbr[k]
			c := closed[r].CountMinus(closed[w])
			if dense != nil {
				dense[r*n+w] = uint16(c)
			} else {
				sparse[k] = int32(c)
			}
			if c == 0 {
				zero[r]++
			}
		}
		if zero[r] > 0 {
			stack = append(stack, r)
		}
	}
	left := n
	for left > 1 {
		r := -1
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if alive.Has(x) && zero[x] > 0 {
				r = x
				break
			}
		}
		if r < 0 {
			break // no corner: not dismantlable
		}
		w := -1
		for k := off[r]; k < off[r+1]; k++ {
			if y := nbr[k]; alive.Has(y) && get(slot(r, y)) == 0 {
				w = y
				break
			}
		}
		d.Order = append(d.Order, r)
		d.Dominator[r] = w
		alive.Remove(r)
		left--
		for _, x := range nbr[off[r]:off[r+1]] {
			if !alive.Has(x) {
				continue
			}
			if get(slot(x, r)) == 0 {
				zero[x]--
			}
			// Pairs (x, y) with y ∈ N(x) \ N[r], both alive, lose r from N[x] \ N[y].
			nx, nr := closed[x], closed[r]
			for i := range nx {
				for word := nx[i] &^ nr[i] & alive[i]; word != 0; word &= word - 1 {
					y := i<<6 | bits.TrailingZeros64(word)
					if y == x {
						continue
					}
					if dec(slot(x, y)) == 0 {
						zero[x]++
						stack = append(stack, x)
					}
				}
			}
		}
	}
	if left == 1 {
		for v := 0; v < n; v++ {
			if alive.Has(v) {
				d.Order = append(d.Order, v)
			}
		}
		d.Complete = true
	}
	return d
}

// denseCopLimit is the largest graph for which Dismantle keeps its counts
// in an n×n matrix (2 bytes each: 32 MiB at the limit).
const denseCopLimit = 4096

func closedNeighbourhoods(g *Graph) []Bitset {
	n := g.N()
	closed := make([]Bitset, n)
	words := (n + 63) / 64
	buf := make([]uint64, n*words)
	for v := 0; v < n; v++ {
		closed[v] = Bitset(buf[v*words : (v+1)*words : (v+1)*words])
		closed[v].Add(v)
	}
	for _, e := range g.edges {
		closed[e[0]].Add(e[1])
		closed[e[1]].Add(e[0])
	}
	return closed
}

// CopWin reports whether one cop catches the robber on g (both may stay):
// iff g is dismantlable (Nowakowski–Winkler; Quilliot, 1983).
func CopWin(g *Graph) bool { return g.N() > 0 && Dismantle(g).Complete }

// DismantleNaive is the note's copWin loop, kept as a second implementation:
// at each step scan for the first corner (lowest index, or highest when
// reverse is set) by comparing closed-neighbourhood bitsets. O(V³·V/64).
// Tests and the sweep compare it with Dismantle, and the two scan orders
// with each other, which checks the note's claim that the order of
// deletion does not matter.
func DismantleNaive(g *Graph, reverse bool) bool {
	s := g.Simple()
	n := s.N()
	if n == 0 {
		return false
	}
	closed := closedNeighbourhoods(s)
	alive := make([]bool, n)
	for i := range alive {
		alive[i] = true
	}
	for left := n; left > 1; left-- {
		corner := -1
		for i := 0; i < n && corner < 0; i++ {
			r := i
			if reverse {
				r = n - 1 - i
			}
			if !alive[r] {
				continue
			}
			for w := 0; w < n; w++ {
				if w != r && alive[w] && closed[r].SubsetOf(closed[w]) {
					corner = r
					break
				}
			}
		}
		if corner < 0 {
			return false
		}
		alive[corner] = false
		for v := 0; v < n; v++ {
			closed[v].Remove(corner)
		}
	}
	return true
}

// CopStrategy is the cop's winning strategy on a dismantlable graph, the
// note's inductive proof unrolled. With the dismantling v1, v2, …, vn and
// fi the retraction of G_i = G − {v1..v(i−1)} onto G_(i+1) that sends vi to
// its dominator wi, let φj = f(j−1) ∘ … ∘ f1 (φ1 = identity, φn maps all to
// vn). The cop starts on vn. When the robber is on R and the cop on C, the
// cop moves to φj(R) for the least j with φj(R) ∈ N[C]. The sequence
// φ1(R), φ2(R), … is the chain R, dom(R), dom(dom(R)), …, so the move is
// the first vertex of that chain in N[C].
//
// Why it wins: after each cop move C = φk(R) for some k. The retractions
// are homomorphisms of the reflexive graph, so after the robber moves to R',
// φk(R') ∈ N[C] and the least j is at most k. If j = k, then
// φ(k−1)(R') = v(k−1) and the cop moves to w(k−1); the robber's next
// position R” has φ(k−1)(R”) ∈ N[v(k−1)] ⊆ N[w(k−1)] in G_(k−1), so the
// level drops at the next move. The level falls at least every second
// move, and at level 1 the cop stands on the robber.
type CopStrategy struct {
	closed []Bitset
	dom    []int
	adj    [][]int
	last   int
}

// NewCopStrategy returns the cop's strategy, or an error if g is not
// cop-win.
func NewCopStrategy(g *Graph) (*CopStrategy, error) {
	d := Dismantle(g)
	if !d.Complete {
		return nil, fmt.Errorf("graphgames: graph is not dismantlable, the robber wins")
	}
	s := g.Simple()
	cs := &CopStrategy{closed: closedNeighbourhoods(s), dom: d.Dominator, last: d.Order[len(d.Order)-1]}
	cs.adj = make([][]int, s.N())
	for v := range cs.adj {
		cs.adj[v] = append([]int(nil), s.Neighbors(v)...)
	}
	return cs, nil
}

// Start is the cop's start vertex: the last vertex of the dismantling.
func (cs *CopStrategy) Start() int { return cs.last }

// Move returns the cop's next vertex when the cop is on cop and the robber
// on robber (the robber has just moved or just chosen its start). From a
// position the strategy itself could not reach it first walks towards
// Start along a shortest path, after which the chain rule applies again.
func (cs *CopStrategy) Move(cop, robber int) int {
	for y := robber; y >= 0; y = cs.dom[y] {
		if cs.closed[cop].Has(y) {
			return y
		}
	}
	// Off the strategy's positions: step towards the last vertex, whose
	// chain position is in every N[C] once the cop stands on it.
	prev := make([]int, len(cs.adj))
	for i := range prev {
		prev[i] = -1
	}
	prev[cs.last] = cs.last
	queue := []int{cs.last}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, y := range cs.adj[x] {
			if prev[y] < 0 {
				prev[y] = x
				queue = append(queue, y)
			}
		}
	}
	if prev[cop] < 0 {
		return cop
	}
	return prev[cop]
}

// VerifyCopStrategy plays CopStrategy against every robber: every start
// and every sequence of moves (staying included). It returns an error if a
// cop move is illegal or the robber can escape for ever, and otherwise the
// largest number of cop moves any robber survives.
func VerifyCopStrategy(g *Graph) (maxMoves int, err error) {
	cs, err := NewCopStrategy(g)
	if err != nil {
		return 0, err
	}
	n := g.N()
	// Positions with the cop to move: (C, R), C ≠ R. depth = cop moves to capture.
	const (
		white = iota
		grey
		black
	)
	color := make([]int8, n*n)
	depth := make([]int, n*n)
	var visit func(c, r int) error
	visit = func(c, r int) error {
		k := c*n + r
		switch color[k] {
		case grey:
			return fmt.Errorf("robber escapes for ever: cop %d, robber %d repeats", c, r)
		case black:
			return nil
		}
		color[k] = grey
		c2 := cs.Move(c, r)
		if !cs.closed[c].Has(c2) {
			return fmt.Errorf("illegal cop move %d -> %d", c, c2)
		}
		best := 1
		if c2 != r {
			for y := 0; y < n; y++ {
				if !cs.closed[r].Has(y) || y == c2 {
					continue // the robber stepping onto the cop is caught at once
				}
				if err := visit(c2, y); err != nil {
					return err
				}
				if 1+depth[c2*n+y] > best {
					best = 1 + depth[c2*n+y]
				}
			}
		}
		depth[k], color[k] = best, black
		return nil
	}
	c0 := cs.Start()
	for r := 0; r < n; r++ {
		if r == c0 {
			continue
		}
		if err := visit(c0, r); err != nil {
			return 0, err
		}
		if depth[c0*n+r] > maxMoves {
			maxMoves = depth[c0*n+r]
		}
	}
	return maxMoves, nil
}

// CopWinBrute decides the game by retrograde analysis of its positions
// (cop, robber, player to move), as in the note's check: the cop wins iff
// some start c beats every robber start r (after which the cop moves first).
func CopWinBrute(g *Graph) bool {
	s := g.Simple()
	n := s.N()
	if n == 0 {
		return false
	}
	closed := make([][]int, n)
	for v := 0; v < n; v++ {
		closed[v] = append([]int{v}, s.Neighbors(v)...)
	}
	// state (c, r, t): t = 0 cop to move, 1 robber to move.
	id := func(c, r, t int) int { return (c*n+r)*2 + t }
	won := make([]bool, 2*n*n)
	left := make([]int, 2*n*n) // robber-to-move: robber moves not yet known to lose
	var queue []int
	for c := 0; c < n; c++ {
		for r := 0; r < n; r++ {
			left[id(c, r, 1)] = len(closed[r])
			if c == r {
				won[id(c, r, 0)], won[id(c, r, 1)] = true, true
				queue = append(queue, id(c, r, 0), id(c, r, 1))
			}
		}
	}
	for len(queue) > 0 {
		k := queue[0]
		queue = queue[1:]
		t := k % 2
		c, r := (k/2)/n, (k/2)%n
		if t == 0 {
			// The robber moved here from some r0 with r ∈ N[r0].
			for _, r0 := range closed[r] {
				p := id(c, r0, 1)
				if !won[p] {
					if left[p]--; left[p] == 0 {
						won[p] = true
						queue = append(queue, p)
					}
				}
			}
		} else {
			// The cop moved here from some c0 with c ∈ N[c0].
			for _, c0 := range closed[c] {
				p := id(c0, r, 0)
				if !won[p] {
					won[p] = true
					queue = append(queue, p)
				}
			}
		}
	}
	for c := 0; c < n; c++ {
		all := true
		for r := 0; r < n && all; r++ {
			all = won[id(c, r, 0)]
		}
		if all {
			return true
		}
	}
	return false
}
