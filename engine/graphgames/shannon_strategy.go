package graphgames

import (
	"errors"
	"fmt"
)

// ShortStrategy plays Short's side of the Shannon switching game from the
// two edge-disjoint trees of Lehman's criterion. Claimed edges are
// contracted; the invariant is that T0 and T1 are edge-disjoint spanning
// trees of the (contracted) tree vertex set, made of free edges.
//
//   - Cut deletes an edge e of Ti: Ti − e falls into two parts, and T(1−i)
//     spans both, so some edge f of T(1−i) joins them. Short claims f;
//     contracting f, Ti − e and T(1−i) − f are spanning trees again.
//   - Cut deletes any other edge: Short claims an edge f of T0 and drops
//     from T1 one edge of the cycle f closes in it.
//
// Each claim merges two vertices of the tree set, which contains u and v,
// so Short joins u and v after at most |S| − 1 claims.
type ShortStrategy struct {
	g       *Graph
	u, v    int
	m       int
	tree    []int8 // per edge id (m = the extra u–v edge): -1, 0 or 1
	claimed []bool
	deleted []bool
	uf      []int
	opened  bool
	first   bool
}

// Strategy returns Short's strategy for the given mover, or an error if
// Short does not win that game.
func (r *Shannon) Strategy(shortFirst bool) (*ShortStrategy, error) {
	trees := r.Second
	if shortFirst {
		if !r.ShortWinsFirst {
			return nil, errors.New("graphgames: Cut wins when Short moves first")
		}
		trees = r.First
	} else if !r.ShortWinsSecond {
		return nil, errors.New("graphgames: Cut wins when Short moves second")
	}
	m := r.g.M()
	s := &ShortStrategy{g: r.g, u: r.U, v: r.V, m: m, tree: make([]int8, m+1),
		claimed: make([]bool, m), deleted: make([]bool, m), uf: make([]int, r.g.N()), first: shortFirst}
	for i := range s.tree {
		s.tree[i] = -1
	}
	for f := 0; f < 2; f++ {
		for _, e := range trees[f] {
			s.tree[e] = int8(f)
		}
	}
	for i := range s.uf {
		s.uf[i] = i
	}
	return s, nil
}

// Clone copies the strategy's state (to explore several continuations).
func (s *ShortStrategy) Clone() *ShortStrategy {
	c := *s
	c.tree = append([]int8(nil), s.tree...)
	c.claimed = append([]bool(nil), s.claimed...)
	c.deleted = append([]bool(nil), s.deleted...)
	c.uf = append([]int(nil), s.uf...)
	return &c
}

func (s *ShortStrategy) find(x int) int {
	for s.uf[x] != x {
		s.uf[x] = s.uf[s.uf[x]]
		x = s.uf[x]
	}
	return x
}

func (s *ShortStrategy) ends(e int) (int, int) {
	if e == s.m {
		return s.find(s.u), s.find(s.v)
	}
	a, b := s.g.Edge(e)
	return s.find(a), s.find(b)
}

// Won reports whether Short's claimed edges join u and v.
func (s *ShortStrategy) Won() bool { return s.find(s.u) == s.find(s.v) }

// Claimed reports whether Short has claimed edge e.
func (s *ShortStrategy) Claimed(e int) bool { return s.claimed[e] }

// Open is Short's first move when Short moves first: the extra u–v edge of
// G + uv is treated as if Cut had just deleted it.
func (s *ShortStrategy) Open() (int, error) {
	if !s.first || s.opened {
		return -1, errors.New("graphgames: Open is only Short's very first move when Short moves first")
	}
	s.opened = true
	if s.tree[s.m] >= 0 {
		return s.repair(s.m)
	}
	return s.freeMove()
}

// Reply records that Cut deleted edge e and returns the edge Short claims,
// or -1 if Short had already won.
func (s *ShortStrategy) Reply(e int) (int, error) {
	if e < 0 || e >= s.m || s.claimed[e] || s.deleted[e] {
		return -1, fmt.Errorf("graphgames: Cut cannot delete edge %d", e)
	}
	if s.first && !s.opened {
		return -1, errors.New("graphgames: Short moves first: call Open before Reply")
	}
	s.deleted[e] = true
	if s.Won() {
		return -1, nil
	}
	if s.tree[e] >= 0 {
		return s.repair(e)
	}
	return s.freeMove()
}

func (s *ShortStrategy) claim(f int) {
	a, b := s.ends(f)
	s.claimed[f] = true
	s.tree[f] = -1
	s.uf[a] = b
}

// repair handles the loss of tree edge e (deleted by Cut, or the extra edge).
func (s *ShortStrategy) repair(e int) (int, error) {
	i := s.tree[e]
	s.tree[e] = -1
	a, _ := s.ends(e)
	side := s.component(i, a)
	for f := 0; f < s.m; f++ {
		if s.tree[f] != 1-i {
			continue
		}
		x, y := s.ends(f)
		if side[x] != side[y] {
			s.claim(f)
			return f, nil
		}
	}
	return -1, errors.New("graphgames: Short's trees are broken (no edge joins the two parts)")
}

// component marks the vertices reached from a in tree i.
func (s *ShortStrategy) component(i int8, a int) map[int]bool {
	adj := map[int][]int{}
	for f := 0; f <= s.m; f++ {
		if s.tree[f] == i {
			x, y := s.ends(f)
			adj[x] = append(adj[x], y)
			adj[y] = append(adj[y], x)
		}
	}
	seen := map[int]bool{a: true}
	stack := []int{a}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, y := range adj[x] {
			if !seen[y] {
				seen[y] = true
				stack = append(stack, y)
			}
		}
	}
	return seen
}

// freeMove claims an edge of T0 and breaks the cycle it closes in T1.
func (s *ShortStrategy) freeMove() (int, error) {
	f := -1
	for e := 0; e < s.m; e++ {
		if s.tree[e] == 0 {
			f = e
			break
		}
	}
	if f < 0 {
		return -1, errors.New("graphgames: Short's trees are empty but u and v are not joined")
	}
	a, b := s.ends(f)
	// The T1 path from a to b: drop its first edge.
	prev := map[int]int{a: -1}
	via := map[int]int{}
	stack := []int{a}
	adj := map[int][]int{}
	for e := 0; e <= s.m; e++ {
		if s.tree[e] == 1 {
			x, y := s.ends(e)
			adj[x] = append(adj[x], e)
			adj[y] = append(adj[y], e)
		}
	}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range adj[x] {
			p, q := s.ends(e)
			y := p ^ q ^ x
			if _, ok := prev[y]; !ok {
				prev[y], via[y] = x, e
				stack = append(stack, y)
			}
		}
	}
	if _, ok := prev[b]; !ok {
		return -1, errors.New("graphgames: Short's second tree does not span")
	}
	s.tree[via[b]] = -1
	s.claim(f)
	return f, nil
}

// VerifyShortStrategy plays Short's strategy against every sequence of
// Cut's moves (any free edge) and returns the number of complete plays, or
// an error if Cut ever separates u and v or Short's move is illegal.
func VerifyShortStrategy(g *Graph, u, v int, shortFirst bool) (plays int, err error) {
	r, err := SolveShannon(g, u, v)
	if err != nil {
		return 0, err
	}
	s, err := r.Strategy(shortFirst)
	if err != nil {
		return 0, err
	}
	if shortFirst {
		f, err := s.Open()
		if err != nil {
			return 0, err
		}
		if f < 0 || f >= g.M() {
			return 0, fmt.Errorf("opening claims %d", f)
		}
	}
	var rec func(s *ShortStrategy) error
	rec = func(s *ShortStrategy) error {
		if s.Won() {
			plays++
			return nil
		}
		// Cut to move: u and v must still be joined in G − deleted.
		uf := newDSU(g.N())
		for e := 0; e < g.M(); e++ {
			if !s.deleted[e] {
				a, b := g.Edge(e)
				uf.union(a, b)
			}
		}
		if uf.find(u) != uf.find(v) {
			return fmt.Errorf("Cut separated u and v (deleted %v)", s.deleted)
		}
		for e := 0; e < g.M(); e++ {
			if s.deleted[e] || s.claimed[e] {
				continue
			}
			c := s.Clone()
			f, err := c.Reply(e)
			if err != nil {
				return err
			}
			if f >= 0 && (f >= g.M() || c.deleted[f]) {
				return fmt.Errorf("Short claims edge %d, which is not free", f)
			}
			if err := rec(c); err != nil {
				return err
			}
		}
		return nil
	}
	return plays, rec(s)
}
