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
	d, _ := gallaiEdmonds(g)
	return d
}

// gallaiEdmonds also returns the blossom state whose complete forest the
// classes were read from.
func gallaiEdmonds(g *Graph) (*Decomposition, *blossom) {
	b := newBlossom(g)
	b.run()
	// run stops when the forest is complete: no augmenting path is left,
	// and its labels are the classes.
	d := &Decomposition{Class: make([]byte, g.N()), Matching: b.matching()}
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
	return d, b
}

// missing turns the maximum matching of the complete forest into one that
// misses the even vertex s: the alternating path from s to its tree's
// exposed root has even length, and flipping it moves the exposed end to s.
func (b *blossom) missing(s int) *Matching {
	if b.label[s] != even {
		panic("graphgames: missing: the vertex is not in D")
	}
	if y := b.mate[s]; y != -1 {
		b.mate[s] = -1
		b.flip(y)
	}
	return b.matching()
}
