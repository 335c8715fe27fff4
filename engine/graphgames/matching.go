package graphgames

import "math/bits"

// Matching is a matching of a graph: Mate[v] is the vertex matched to v,
// or -1 when v is exposed; Size is the number of matched edges.
type Matching struct {
	Mate []int
	Size int
}

// Covers reports whether v is matched.
func (m *Matching) Covers(v int) bool { return m.Mate[v] >= 0 }

// Valid reports whether m is a matching of g: partners are adjacent and
// the relation is symmetric. Tests use it on every matching they see.
func (m *Matching) Valid(g *Graph) bool {
	if len(m.Mate) != g.N() {
		return false
	}
	size := 0
	for v, w := range m.Mate {
		if w < 0 {
			continue
		}
		if w >= g.N() || w == v || m.Mate[w] != v || !g.Adjacent(v, w) {
			return false
		}
		size++
	}
	return size == 2*m.Size
}

// MaximumMatching returns a maximum matching of g by Edmonds' blossom
// algorithm ("General Matching" in the note), grown as one forest rooted at
// every exposed vertex at once; the package documentation ("Matching")
// says how, why, and what it costs: O(n·m·α(m, n)).
func MaximumMatching(g *Graph) *Matching {
	b := newBlossom(g)
	b.run()
	return b.matching()
}

// Labels of the alternating forest.
const (
	unlabelled int8 = iota
	even            // outer: reached by an even alternating path (roots, blossoms)
	odd             // inner
)

// blossom is the state of Edmonds' algorithm. Vertex arrays are indexed by
// vertex and hold int32 (half the memory traffic of int on the scans that
// dominate).
type blossom struct {
	g       *Graph
	n       int
	mate    []int32
	p       []int32 // odd vertex: its even parent; even vertex on a blossom path: the way round the blossom
	label   []int8
	scanned []bool  // even vertex whose edges have all been looked at
	root    []int32 // the root of the vertex's tree
	next    []int32 // the vertices of one tree, linked from its root
	uf      []int32 // union–find over vertices; a set is a shrunken blossom
	rank    []int8  // union by rank: with path halving, find is O(α(n)) amortised
	baseOf  []int32 // base of the blossom whose union–find root is the index
	mark    []int32 // stamps for lca
	stamp   int32
	queue   []int32    // even vertices to scan
	pending [][2]int32 // edges (even w, freed u) to look at again
	bases   []int32    // scratch: bases of the blossom being shrunk
	freed   []int32    // scratch: vertices of the trees that just augmented
	roots   int        // exposed vertices: the live trees
	exposed []uint64   // greedy and short: the exposed vertices, one bit each
}

func newBlossom(g *Graph) *blossom {
	n := g.N()
	b := &blossom{g: g, n: n, mate: make([]int32, n), p: make([]int32, n), label: make([]int8, n),
		scanned: make([]bool, n), root: make([]int32, n), next: make([]int32, n), uf: make([]int32, n), rank: make([]int8, n),
		baseOf: make([]int32, n), mark: make([]int32, n), exposed: make([]uint64, (n+63)/64)}
	for i := range b.exposed {
		b.exposed[i] = ^uint64(0)
	}
	if r := n & 63; r != 0 {
		b.exposed[n>>6] = 1<<r - 1
	}
	for v := 0; v < n; v++ {
		b.mate[v], b.p[v], b.uf[v], b.baseOf[v], b.next[v] = -1, -1, int32(v), int32(v), -1
	}
	return b
}

func (b *blossom) matching() *Matching {
	m := &Matching{Mate: make([]int, b.n)}
	for v, w := range b.mate {
		m.Mate[v] = int(w)
		if int(w) > v {
			m.Size++
		}
	}
	return m
}

// run computes a maximum matching: a greedy start, then one alternating
// forest rooted at every exposed vertex, grown until it is complete. When
// an edge joins even vertices of two trees, run augments along the path
// through them and frees the vertices of both trees (their labels no
// longer describe the new matching); the other trees keep their labels,
// which the augmentation did not touch. The complete forest at the end
// proves the matching maximum, and its labels are the Gallai–Edmonds
// decomposition.
func (b *blossom) run() {
	b.greedy()
	b.short()
	b.forest()
}

// forest grows the alternating forest from every exposed vertex.
func (b *blossom) forest() {
	for v := int32(0); v < int32(b.n); v++ {
		if b.mate[v] == -1 {
			b.join(v, even, v)
			b.roots++
		}
	}
	qi := 0
	for b.roots > 0 { // with no exposed vertex left the matching is perfect
		if k := len(b.pending); k > 0 {
			e := b.pending[k-1]
			b.pending = b.pending[:k-1]
			if b.label[e[0]] == even {
				b.edge(e[0], e[1])
			}
			continue
		}
		if qi == len(b.queue) {
			return
		}
		v := b.queue[qi]
		qi++
		if qi == len(b.queue) {
			b.queue, qi = b.queue[:0], 0
		}
		if b.label[v] != even || b.scanned[v] {
			continue
		}
		b.scan(v)
	}
}

// scan looks at every edge of the even vertex v, unless v's tree augments
// on the way.
func (b *blossom) scan(v int32) {
	for _, w := range b.g.adj[b.g.aoff[v]:b.g.aoff[v+1]] {
		if b.edge(v, w) {
			return
		}
	}
	b.scanned[v] = true
}

// edge grows the forest along the edge v–to from the even vertex v and
// reports whether v's tree augmented (and is gone).
func (b *blossom) edge(v, to int32) bool {
	switch b.label[to] {
	case unlabelled:
		// to is matched: every exposed vertex is a root.
		r := b.root[v]
		b.join(to, odd, r)
		b.p[to] = v
		b.join(b.mate[to], even, r)
	case even:
		bv, bt := b.base(v), b.base(to)
		if bv == bt {
			return false
		}
		if rv, rt := b.root[v], b.root[to]; rv != rt {
			b.augment(v, to)
			b.free(rv, rt)
			return true
		}
		b.shrink(v, to, b.lca(bv, bt))
	}
	return false
}

// greedy matches each exposed vertex to its first exposed neighbour.
//
// The start is where the time goes on dense graphs (G(n, 20n) at 10⁵
// vertices: every list and the mate array out of the 1 MB L2 cache), so
// it reads the adjacency in int32 and asks "is w exposed?" of a bitset
// (n/8 bytes, in L1 at 10⁵ vertices) rather than of the mate array.
func (b *blossom) greedy() {
	adj, off, ex := b.g.adj, b.g.aoff, b.exposed
	for v := int32(0); v < int32(b.n); v++ {
		if ex[v>>6]&(1<<(v&63)) == 0 {
			continue
		}
		for _, w := range adj[off[v]:off[v+1]] {
			if w != v && ex[w>>6]&(1<<(w&63)) != 0 {
				b.mate[v], b.mate[w] = w, v
				ex[v>>6] &^= 1 << (v & 63)
				ex[w>>6] &^= 1 << (w & 63)
				break
			}
		}
	}
}

// short augments along paths of length three, v–w=x–y with v and y
// exposed, from every vertex the greedy matching left exposed: on random
// graphs this leaves few exposed vertices, so the forest starts with few
// trees and frees few vertices. It looks at most deg(v)·deg(x) pairs per
// exposed v and stops at the first path. The exposed vertices are read
// off the bitset a word at a time.
func (b *blossom) short() {
	adj, off, ex := b.g.adj, b.g.aoff, b.exposed
	for i, word := range ex {
		for ; word != 0; word &= word - 1 {
			v := int32(i<<6 + bits.TrailingZeros64(word))
			if ex[v>>6]&(1<<(v&63)) == 0 {
				continue // matched by an earlier path of this pass
			}
		search:
			for _, w := range adj[off[v]:off[v+1]] {
				x := b.mate[w]
				if w == v || x == -1 {
					continue
				}
				for _, y := range adj[off[x]:off[x+1]] {
					if y != v && y != w && ex[y>>6]&(1<<(y&63)) != 0 {
						b.mate[v], b.mate[w] = w, v
						b.mate[x], b.mate[y] = y, x
						ex[v>>6] &^= 1 << (v & 63)
						ex[y>>6] &^= 1 << (y & 63)
						break search
					}
				}
			}
		}
	}
}

func (b *blossom) find(x int32) int32 {
	for b.uf[x] != x {
		b.uf[x] = b.uf[b.uf[x]]
		x = b.uf[x]
	}
	return x
}

func (b *blossom) base(x int32) int32 { return b.baseOf[b.find(x)] }

// join labels the unlabelled vertex v with l in the tree of r.
func (b *blossom) join(v int32, l int8, r int32) {
	b.label[v], b.root[v] = l, r
	if v != r {
		b.next[v], b.next[r] = b.next[r], v
	}
	if l == even {
		b.queue = append(b.queue, v)
	}
}

// free unlabels the vertices of the trees rooted at r1 and r2 after an
// augmentation through both. An even vertex w of another tree that looked
// at an edge to one of them while it was odd (or even but not yet
// scanned) skipped it; that edge is queued again. A scanned even vertex
// needs nothing: had w been even and scanned then, the two would have
// augmented.
func (b *blossom) free(r1, r2 int32) {
	b.roots -= 2
	b.freed = b.freed[:0]
	for _, r := range [2]int32{r1, r2} {
		for u := r; u != -1; u = b.next[u] {
			b.freed = append(b.freed, u)
		}
	}
	for _, u := range b.freed {
		rescan := !b.scanned[u]
		b.label[u], b.p[u], b.uf[u], b.baseOf[u], b.next[u], b.scanned[u], b.rank[u] = unlabelled, -1, u, u, -1, false, 0
		if !rescan {
			continue
		}
		for _, w := range b.g.adj[b.g.aoff[u]:b.g.aoff[u+1]] {
			if b.label[w] == even {
				b.pending = append(b.pending, [2]int32{w, u})
			}
		}
	}
}

// lca returns the base of the smallest blossom-to-be containing the bases
// x and y of two even vertices of one tree. The two walks to the root take
// turns, so the cost is the length of the blossom's paths, not the depth.
func (b *blossom) lca(x, y int32) int32 {
	b.stamp++
	for {
		if x != -1 {
			if b.mark[x] == b.stamp {
				return x
			}
			b.mark[x] = b.stamp
			if m := b.mate[x]; m == -1 {
				x = -1
			} else {
				x = b.base(b.p[m])
			}
		}
		x, y = y, x
	}
}

// shrink contracts the blossom closed by the edge v–to with base c: the
// vertices on both tree paths get bridge pointers for later augmentation,
// odd ones become even and are queued, and the bases are united. The
// unions wait until both walks are done: a walk passes through the inner
// vertices of older blossoms, whose bases must still tell it where it is.
func (b *blossom) shrink(v, to, c int32) {
	b.bases = b.bases[:0]
	b.markPath(v, c, to)
	b.markPath(to, c, v)
	for _, x := range b.bases {
		b.union(x, c)
	}
}

func (b *blossom) markPath(v, c, child int32) {
	for {
		bv := b.base(v)
		if bv == c {
			return
		}
		mv := b.mate[v]
		b.bases = append(b.bases, bv, b.base(mv))
		b.p[v] = child
		child = mv
		if b.label[mv] == odd {
			b.label[mv] = even
			b.queue = append(b.queue, mv)
		}
		v = b.p[mv]
	}
}

// union merges the blossom with base x into the one with base c; the
// merged set's base is c whichever root the ranks choose.
func (b *blossom) union(x, c int32) {
	rx, rc := b.find(x), b.find(c)
	if rx == rc {
		return
	}
	if b.rank[rx] > b.rank[rc] {
		rx, rc = rc, rx
	} else if b.rank[rx] == b.rank[rc] {
		b.rank[rc]++
	}
	b.uf[rx] = rc
	b.baseOf[rc] = c
}

// augment matches the even vertices v and to of two different trees and
// flips the alternating paths from both to their roots.
func (b *blossom) augment(v, to int32) {
	y1, y2 := b.mate[v], b.mate[to]
	b.mate[v], b.mate[to] = to, v
	b.flip(y1)
	b.flip(y2)
}

// flip walks from the vertex x, whose former mate is now matched
// elsewhere, to its root: x is matched to its parent p[x], whose former
// mate continues the walk.
func (b *blossom) flip(x int32) {
	for x != -1 {
		pv := b.p[x]
		ppv := b.mate[pv]
		b.mate[x], b.mate[pv] = pv, x
		x = ppv
	}
}
