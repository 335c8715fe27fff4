package positional

import (
	"fmt"
	"slices"
)

// MaxGroupElements caps the elements Automorphisms lists.
const MaxGroupElements = 1 << 16

// Group is the automorphism group of a game's family as a stabiliser
// chain: Base[i] is a cell, Reps[i] holds one automorphism for each image
// of Base[i] under the permutations that fix Base[0..i-1] (Reps[i][0] is
// the identity). Every element is Reps[0][j0] ∘ Reps[1][j1] ∘ … in exactly
// one way, so the order is the product of the levels' sizes.
type Group struct {
	Cells int
	Base  []int
	Reps  [][][]int
	// Incomplete is set when a search for a representative gave up (a
	// node limit); the listed elements are still automorphisms, but the
	// group may be larger.
	Incomplete bool
	// Loose are the cells in no winning set. Every permutation of them is
	// an automorphism, so they are never base points, and the whole group
	// is the chain's group times the symmetric group on Loose (Order
	// counts it, Elements lists it; ChainElements lists the chain's part,
	// which is all a search needs — a loose cell never decides anything).
	Loose []int
}

// Order is the group's order, |Loose|! times the chain's (saturating at
// the largest uint64).
func (gr *Group) Order() uint64 {
	o := uint64(1)
	for _, r := range gr.Reps {
		if o > ^uint64(0)/uint64(len(r)) {
			return ^uint64(0)
		}
		o *= uint64(len(r))
	}
	for k := 2; k <= len(gr.Loose); k++ {
		if o > ^uint64(0)/uint64(k) {
			return ^uint64(0)
		}
		o *= uint64(k)
	}
	return o
}

// ChainElements lists up to max elements of the chain's group — loose
// cells fixed — the identity first. It is what a search canonicalises
// under: moving loose cells changes nothing a search looks at.
func (gr *Group) ChainElements(max int) [][]int {
	id := make([]int, gr.Cells)
	for i := range id {
		id[i] = i
	}
	out := [][]int{id}
	// Multiply level by level from the last (innermost) level outwards:
	// after level i, out holds Reps[i] ∘ (elements of the deeper levels).
	for i := len(gr.Reps) - 1; i >= 0; i-- {
		var next [][]int
		for _, r := range gr.Reps[i] {
			for _, h := range out {
				if len(next) >= max {
					break
				}
				p := make([]int, gr.Cells)
				for c := range p {
					p[c] = r[h[c]]
				}
				next = append(next, p)
			}
		}
		out = next
	}
	return out
}

// Elements lists up to max elements of the whole group, the identity
// first: the chain's elements, then each of them composed with each
// non-identity permutation of the loose cells (in lexicographic order).
// The two parts commute: the chain's elements fix the loose cells, the
// loose permutations fix every other cell.
func (gr *Group) Elements(max int) [][]int {
	chain := gr.ChainElements(max)
	out := chain
	if len(gr.Loose) < 2 {
		return out
	}
	k := len(gr.Loose)
	idx := make([]int, k) // the current permutation of the loose cells
	for i := range idx {
		idx[i] = i
	}
	for len(out) < max && nextPermutation(idx) {
		for _, h := range chain {
			if len(out) >= max {
				break
			}
			p := append([]int(nil), h...)
			for i, j := range idx {
				p[gr.Loose[i]] = gr.Loose[j]
			}
			out = append(out, p)
		}
	}
	return out
}

// nextPermutation steps a to its lexicographic successor, reporting false
// after the last one.
func nextPermutation(a []int) bool {
	i := len(a) - 2
	for i >= 0 && a[i] >= a[i+1] {
		i--
	}
	if i < 0 {
		return false
	}
	j := len(a) - 1
	for a[j] <= a[i] {
		j--
	}
	a[i], a[j] = a[j], a[i]
	for l, r := i+1, len(a)-1; l < r; l, r = l+1, r-1 {
		a[l], a[r] = a[r], a[l]
	}
	return true
}

// Automorphisms returns the elements of the automorphism group of the
// game's family (cell permutations mapping the family onto itself), found
// from the sets alone, identity first; at most MaxGroupElements of them
// (AutomorphismGroup gives the order and the stabiliser chain of any size).
func Automorphisms(g *Game) [][]int {
	return AutomorphismGroup(g).Elements(MaxGroupElements)
}

// AutomorphismGroup finds the automorphism group of the game's family.
//
// Method: cells are coloured by colour refinement on the co-degree matrix
// (codeg(a, b) = number of sets holding both; an automorphism preserves it
// and so the refined colours). Base points are individualised one at a time
// until the refined colouring is discrete (then only the identity fixes
// them). For each base point b and each cell x of its colour a backtracking
// search looks for an automorphism fixing the earlier base points and
// mapping b to x: cells are assigned in order, each to an unused cell of
// its colour with the same co-degree to every assigned cell, and a complete
// map is accepted only if it maps every set onto a set of the family.
//
// Cells in no set (Group.Loose) are never base points: any permutation of
// them is an automorphism, and branching on them cost time quadratic in
// their number for nothing (256 cells with one set of two took 20 s).
func AutomorphismGroup(g *Game) *Group {
	a := newAutSearch(g)
	gr := &Group{Cells: g.Cells}
	for c := 0; c < a.n; c++ {
		if a.deg[c] == 0 {
			gr.Loose = append(gr.Loose, c)
		}
	}
	var fixed []int
	for {
		col := a.refine(fixed)
		// Pick the first cell of the smallest non-singleton colour class.
		size := map[int]int{}
		for _, c := range col {
			size[c]++
		}
		b := -1
		for c := 0; c < a.n; c++ {
			if a.deg[c] > 0 && size[col[c]] > 1 && (b < 0 || size[col[c]] < size[col[b]]) {
				b = c
			}
		}
		if b < 0 {
			break
		}
		var reps [][]int
		for x := 0; x < a.n; x++ {
			if col[x] != col[b] {
				continue
			}
			p, ok, gaveUp := a.find(fixed, b, x, col)
			if gaveUp {
				gr.Incomplete = true
			}
			if ok {
				if x == b {
					reps = append([][]int{p}, reps...)
				} else {
					reps = append(reps, p)
				}
			}
		}
		gr.Base = append(gr.Base, b)
		gr.Reps = append(gr.Reps, reps)
		fixed = append(fixed, b)
	}
	return gr
}

type autSearch struct {
	n     int
	sets  []cellSet
	fam   map[cellSet]bool
	deg   []int
	codeg []int32 // n × n
	// maxCodeg is the largest co-degree (refine packs a pair (colour,
	// co-degree) into one int with it).
	maxCodeg int
	order    []int
	img      []int
	used     []bool
	nodes    int
}

// autNodeLimit bounds one representative search; a search that reaches it
// marks the group Incomplete (the elements found are still automorphisms).
const autNodeLimit = 200000

func newAutSearch(g *Game) *autSearch {
	n := g.Cells
	a := &autSearch{n: n, fam: map[cellSet]bool{}, deg: make([]int, n), codeg: make([]int32, n*n)}
	for _, s := range g.Sets {
		cs := setOf(s)
		a.sets = append(a.sets, cs)
		a.fam[cs] = true
		for _, x := range s {
			a.deg[x]++
			for _, y := range s {
				if x != y {
					a.codeg[x*n+y]++
					a.maxCodeg = max(a.maxCodeg, int(a.codeg[x*n+y]))
				}
			}
		}
	}
	a.img = make([]int, n)
	a.used = make([]bool, n)
	return a
}

// refine returns the stable colouring after individualising fixed.
func (a *autSearch) refine(fixed []int) []int {
	n := a.n
	col := make([]int, n)
	for c := range col {
		col[c] = a.deg[c]
	}
	for i, f := range fixed {
		col[f] = -1 - i
	}
	ncol := -1
	// A cell's signature is its colour and the sorted multiset of (colour,
	// co-degree) over the cells it shares sets with; new colours number
	// the distinct signatures in increasing order, a labelling that depends
	// on the signatures alone, so refinements of different fixings compare.
	sig := make([][]int, n)
	order := make([]int, n)
	for {
		for c := 0; c < n; c++ {
			s := append(sig[c][:0], col[c])
			for d := 0; d < n; d++ {
				if k := a.codeg[c*n+d]; k != 0 {
					s = append(s, col[d]*(a.maxCodeg+1)+int(k))
				}
			}
			slices.Sort(s[1:])
			sig[c] = s
			order[c] = c
		}
		slices.SortFunc(order, func(x, y int) int { return slices.Compare(sig[x], sig[y]) })
		k := 0
		for i, c := range order {
			if i > 0 && slices.Compare(sig[order[i-1]], sig[c]) != 0 {
				k++
			}
			col[c] = k
		}
		if k+1 == ncol {
			return col
		}
		ncol = k + 1
	}
}

// find searches for an automorphism fixing fixed and mapping b to x.
func (a *autSearch) find(fixed []int, b, x int, col []int) (p []int, ok, gaveUp bool) {
	n := a.n
	// Order: fixed points, b, then cells by most co-degree links to cells
	// already ordered (so each choice is constrained early).
	a.order = a.order[:0]
	in := make([]bool, n)
	for _, f := range fixed {
		a.order = append(a.order, f)
		in[f] = true
	}
	a.order = append(a.order, b)
	in[b] = true
	links := make([]int, n)
	for _, c := range a.order {
		for d := 0; d < n; d++ {
			if a.codeg[c*n+d] != 0 {
				links[d]++
			}
		}
	}
	for len(a.order) < n {
		best := -1
		for d := 0; d < n; d++ {
			if !in[d] && (best < 0 || links[d] > links[best]) {
				best = d
			}
		}
		a.order = append(a.order, best)
		in[best] = true
		for d := 0; d < n; d++ {
			if a.codeg[best*n+d] != 0 {
				links[d]++
			}
		}
	}
	for c := range a.used {
		a.used[c] = false
		a.img[c] = -1
	}
	for _, f := range fixed {
		a.img[f] = f
		a.used[f] = true
	}
	a.nodes = 0
	if !a.assignOK(b, x, len(fixed)) {
		return nil, false, false
	}
	a.img[b] = x
	a.used[x] = true
	if a.extend(len(fixed)+1, col) {
		return append([]int(nil), a.img...), true, false
	}
	return nil, false, a.nodes > autNodeLimit
}

func (a *autSearch) assignOK(c, y, upto int) bool {
	n := a.n
	if a.used[y] {
		return false
	}
	for _, d := range a.order[:upto] {
		if a.codeg[c*n+d] != a.codeg[y*n+a.img[d]] {
			return false
		}
	}
	return true
}

func (a *autSearch) extend(i int, col []int) bool {
	a.nodes++
	if a.nodes > autNodeLimit {
		return false
	}
	if i == a.n {
		for _, s := range a.sets {
			var t cellSet
			for _, c := range s.cells(nil) {
				t.add(a.img[c])
			}
			if !a.fam[t] {
				return false
			}
		}
		return true
	}
	c := a.order[i]
	for y := 0; y < a.n; y++ {
		if col[y] != col[c] || !a.assignOK(c, y, i) {
			continue
		}
		a.img[c] = y
		a.used[y] = true
		if a.extend(i+1, col) {
			return true
		}
		a.used[y] = false
		a.img[c] = -1
	}
	return false
}

// checkGroup verifies that each permutation maps the family onto itself.
func checkGroup(g *Game, perms [][]int) error {
	fam := map[cellSet]bool{}
	for _, s := range g.Sets {
		fam[setOf(s)] = true
	}
	for k, p := range perms {
		if len(p) != g.Cells {
			return fmt.Errorf("group element %d has %d cells, the game %d", k, len(p), g.Cells)
		}
		seen := make([]bool, g.Cells)
		for _, v := range p {
			if v < 0 || v >= g.Cells || seen[v] {
				return fmt.Errorf("group element %d is not a permutation of the cells", k)
			}
			seen[v] = true
		}
		for _, s := range g.Sets {
			var t cellSet
			for _, c := range s {
				t.add(p[c])
			}
			if !fam[t] {
				return fmt.Errorf("group element %d maps set %v outside the family", k, s)
			}
		}
	}
	return nil
}
