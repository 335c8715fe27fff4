package graphgames

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
// algorithm ("General Matching" in the note). A greedy matching is grown by
// one alternating-forest search per exposed vertex; blossoms are shrunk with
// a union–find over their bases, so a search costs O(E α(V)) plus the walks
// that relabel blossom paths, and the whole run is O(V·E α(V)) ⊆ O(V³).
//
// A search that finds no augmenting path leaves a Hungarian tree; its
// vertices are deleted for the rest of the run (Edmonds 1965: a maximum
// matching of G is M restricted to the tree plus a maximum matching of the
// rest), so no vertex is searched twice.
func MaximumMatching(g *Graph) *Matching {
	b := newBlossom(g)
	b.greedy()
	for r := 0; r < b.n; r++ {
		if b.mate[r] != -1 || b.removed[r] {
			continue
		}
		f := b.search(r, -1)
		if f >= 0 {
			b.augment(f)
			continue
		}
		for _, v := range b.touched {
			b.removed[v] = true
		}
	}
	b.reset()
	return b.matching()
}

// Labels of the alternating forest.
const (
	unlabelled int8 = iota
	even            // outer: reached by an even alternating path (root, blossoms)
	odd             // inner
)

// blossom is the state of Edmonds' algorithm. Vertex arrays are indexed by
// vertex; only the vertices of the current forest (touched) are reset
// between searches.
type blossom struct {
	g       *Graph
	n       int
	mate    []int
	p       []int // odd vertex: its even parent; blossom vertex: the bridge across
	label   []int8
	uf      []int // union–find over vertices; a set is a shrunken blossom
	baseOf  []int // base of the blossom whose union–find root is the index
	removed []bool
	mark    []int // stamps for lca
	stamp   int
	queue   []int
	touched []int
	bases   []int // scratch: bases of the blossom being shrunk
}

func newBlossom(g *Graph) *blossom {
	n := g.N()
	b := &blossom{g: g, n: n, mate: make([]int, n), p: make([]int, n), label: make([]int8, n),
		uf: make([]int, n), baseOf: make([]int, n), removed: make([]bool, n), mark: make([]int, n)}
	for v := 0; v < n; v++ {
		b.mate[v], b.p[v], b.uf[v], b.baseOf[v] = -1, -1, v, v
	}
	return b
}

func (b *blossom) matching() *Matching {
	m := &Matching{Mate: append([]int(nil), b.mate...)}
	for v, w := range b.mate {
		if w > v {
			m.Size++
		}
	}
	return m
}

// greedy matches each exposed vertex to its first exposed neighbour.
func (b *blossom) greedy() {
	for v := 0; v < b.n; v++ {
		if b.mate[v] != -1 {
			continue
		}
		for _, w := range b.g.Neighbors(v) {
			if w != v && b.mate[w] == -1 {
				b.mate[v], b.mate[w] = w, v
				break
			}
		}
	}
}

func (b *blossom) find(x int) int {
	for b.uf[x] != x {
		b.uf[x] = b.uf[b.uf[x]]
		x = b.uf[x]
	}
	return x
}

func (b *blossom) base(x int) int { return b.baseOf[b.find(x)] }

func (b *blossom) reset() {
	for _, v := range b.touched {
		b.label[v], b.p[v], b.uf[v], b.baseOf[v] = unlabelled, -1, v, v
	}
	b.touched = b.touched[:0]
	b.queue = b.queue[:0]
}

func (b *blossom) setEven(v int) {
	if b.label[v] == unlabelled {
		b.touched = append(b.touched, v)
	}
	b.label[v] = even
	b.queue = append(b.queue, v)
}

// search grows the alternating forest from the root r (or, when r < 0,
// from every exposed vertex at once, which is how GallaiEdmonds uses it)
// and returns an exposed vertex reached by an augmenting path from r, or
// -1 when there is none. With several roots it returns -2 if two trees
// meet (an augmenting path between two roots: the matching was not maximum).
func (b *blossom) search(r int, _ int) int {
	b.reset()
	if r >= 0 {
		b.setEven(r)
	} else {
		for v := 0; v < b.n; v++ {
			if b.mate[v] == -1 && !b.removed[v] {
				b.setEven(v)
			}
		}
	}
	for qi := 0; qi < len(b.queue); qi++ {
		v := b.queue[qi]
		for _, to := range b.g.Neighbors(v) {
			if to == v || b.removed[to] || b.mate[v] == to {
				continue
			}
			bv, bt := b.base(v), b.base(to)
			if bv == bt {
				continue
			}
			switch b.label[to] {
			case even:
				c := b.lca(bv, bt)
				if c < 0 {
					return -2
				}
				b.shrink(v, to, c)
			case unlabelled:
				b.label[to] = odd
				b.touched = append(b.touched, to)
				b.p[to] = v
				if b.mate[to] == -1 {
					return to
				}
				b.setEven(b.mate[to])
			}
		}
	}
	return -1
}

// lca returns the base of the smallest blossom-to-be containing the bases
// x and y of two even vertices of the same tree, or -1 if their trees differ.
func (b *blossom) lca(x, y int) int {
	b.stamp++
	for {
		b.mark[x] = b.stamp
		if b.mate[x] == -1 {
			break
		}
		x = b.base(b.p[b.mate[x]])
	}
	for {
		if b.mark[y] == b.stamp {
			return y
		}
		if b.mate[y] == -1 {
			return -1
		}
		y = b.base(b.p[b.mate[y]])
	}
}

// shrink contracts the blossom closed by the edge v–to with base c: the
// vertices on both tree paths get bridge pointers for later augmentation,
// odd ones become even and are queued, and the bases are united.
func (b *blossom) shrink(v, to, c int) {
	b.bases = b.bases[:0]
	b.markPath(v, c, to)
	b.markPath(to, c, v)
	for _, x := range b.bases {
		rx, rc := b.find(x), b.find(c)
		if rx != rc {
			b.uf[rx] = rc
		}
		b.baseOf[b.find(c)] = c
	}
}

func (b *blossom) markPath(v, c, child int) {
	for b.base(v) != c {
		mv := b.mate[v]
		b.bases = append(b.bases, b.base(v), b.base(mv))
		b.p[v] = child
		child = mv
		if b.label[mv] != even {
			b.setEven(mv)
		}
		v = b.p[mv]
	}
}

// augment flips the augmenting path that ends at the exposed vertex f.
func (b *blossom) augment(f int) {
	for v := f; v != -1; {
		pv := b.p[v]
		ppv := b.mate[pv]
		b.mate[v], b.mate[pv] = pv, v
		v = ppv
	}
}
