package graphgames

// Gallai–Edmonds classes of a vertex.
const (
	ClassD byte = 'D' // missed by some maximum matching
	ClassA byte = 'A' // neighbours of D outside D
	ClassC byte = 'C' // the rest: covered by every maximum matching, no neighbour in D
)

// Decomposition is the Gallai–Edmonds decomposition of a graph together
// with the maximum matching it was read from.
type Decomposition struct {
	Class    []byte // ClassD, ClassA or ClassC per vertex
	Matching *Matching
}

// InD reports whether v ∈ D, i.e. some maximum matching misses v.
func (d *Decomposition) InD(v int) bool { return d.Class[v] == ClassD }

// Count returns |D|, |A|, |C|.
func (d *Decomposition) Count() (nd, na, nc int) {
	for _, c := range d.Class {
		switch c {
		case ClassD:
			nd++
		case ClassA:
			na++
		default:
			nc++
		}
	}
	return
}

// GallaiEdmonds computes the decomposition (D, A, C): with a maximum
// matching M, grow one alternating forest from all M-exposed vertices at
// once; D is the set of outer (even) vertices, blossoms included, and A the
// set of inner (odd) ones. A vertex is outer iff an even alternating path
// joins it to an exposed vertex, and flipping that path gives a maximum
// matching that misses it, which is the definition of D; A = N(D) \ D
// because every edge leaving an outer vertex of a complete forest ends in
// the forest (Gallai–Edmonds structure theorem).
func GallaiEdmonds(g *Graph) *Decomposition {
	m := MaximumMatching(g)
	b := newBlossom(g)
	copy(b.mate, m.Mate)
	if b.search(-1, -1) != -1 {
		panic("graphgames: blossom returned a matching that is not maximum")
	}
	d := &Decomposition{Class: make([]byte, g.N()), Matching: m}
	for v := range d.Class {
		switch b.label[v] {
		case even:
			d.Class[v] = ClassD
		case odd:
			d.Class[v] = ClassA
		default:
			d.Class[v] = ClassC
		}
	}
	return d
}
