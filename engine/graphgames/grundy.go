package graphgames

import (
	"errors"
	"fmt"
)

// ErrCycle is returned by GrundyValues for a digraph that is not acyclic.
var ErrCycle = errors.New("graphgames: the digraph has a cycle")

// GrundyValues returns the Sprague–Grundy value of every vertex of a DAG
// for the game "move the token along an arc; who cannot move loses": the
// mex of the values of the out-neighbours. Vertices are taken sinks first
// (Kahn's algorithm on the reversed arcs), and each mex is found with a
// stamp array, so the whole run is O(V + E).
func GrundyValues(d *Digraph) ([]int, error) {
	n := d.N()
	left := make([]int, n) // out-arcs to vertices without a value yet
	queue := make([]int, 0, n)
	for v := 0; v < n; v++ {
		left[v] = len(d.Out(v))
		if left[v] == 0 {
			queue = append(queue, v)
		}
	}
	g := make([]int, n)
	seen := make([]int, n+2) // seen[x] == v+1: value x occurs among v's followers
	for i := 0; i < len(queue); i++ {
		v := queue[i]
		for _, w := range d.Out(v) {
			if x := g[w]; x <= n {
				seen[x] = v + 1
			}
		}
		m := 0
		for seen[m] == v+1 {
			m++
		}
		g[v] = m
		for _, u := range d.In(v) {
			if left[u]--; left[u] == 0 {
				queue = append(queue, u)
			}
		}
	}
	if len(queue) < n {
		return nil, fmt.Errorf("%w (%d of %d vertices lie on or lead to a cycle)", ErrCycle, n-len(queue), n)
	}
	return g, nil
}

// TokenSumFirstWins reports whether the player to move wins the sum of
// tokens on the given vertices (each move moves one token along an arc):
// iff the XOR of their Grundy values is not 0 (Sprague–Grundy).
func TokenSumFirstWins(grundy []int, tokens []int) bool {
	x := 0
	for _, t := range tokens {
		x ^= grundy[t]
	}
	return x != 0
}

// tokenBrute searches sums of k tokens directly: a position is the sorted
// tuple of token vertices, and the player to move wins iff some move of one
// token reaches a lost position. No Grundy values are used.
type tokenBrute struct {
	d    *Digraph
	k    int
	memo []int8 // by tuple code; 0 unknown, 1 win, 2 loss
}

func newTokenBrute(d *Digraph, k int) (*tokenBrute, error) {
	size := 1
	for i := 0; i < k; i++ {
		size *= d.N()
		if size > BruteStateLimit {
			return nil, fmt.Errorf("%w: %d tokens on %d vertices", ErrTooLarge, k, d.N())
		}
	}
	return &tokenBrute{d: d, k: k, memo: make([]int8, size)}, nil
}

func (b *tokenBrute) code(t []int) int {
	c := 0
	for _, v := range t {
		c = c*b.d.N() + v
	}
	return c
}

// win: t is sorted; it is modified and restored.
func (b *tokenBrute) win(t []int) bool {
	c := b.code(t)
	if v := b.memo[c]; v != 0 {
		return v == 1
	}
	res := false
	u := make([]int, len(t))
search:
	for i, v := range t {
		for _, w := range b.d.Out(v) {
			copy(u, t)
			u[i] = w
			sortSmall(u)
			if !b.win(u) {
				res = true
				break search
			}
		}
	}
	if res {
		b.memo[c] = 1
	} else {
		b.memo[c] = 2
	}
	return res
}

func sortSmall(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// TokenSumBrute decides a sum of tokens on a DAG by joint-state search,
// the ground truth for TokenSumFirstWins.
func TokenSumBrute(d *Digraph, tokens []int) (bool, error) {
	if _, err := GrundyValues(d); err != nil {
		return false, err
	}
	for _, t := range tokens {
		if t < 0 || t >= d.N() {
			return false, fmt.Errorf("graphgames: token on %d outside 0..%d", t, d.N()-1)
		}
	}
	b, err := newTokenBrute(d, len(tokens))
	if err != nil {
		return false, err
	}
	t := append([]int(nil), tokens...)
	sortSmall(t)
	return b.win(t), nil
}
