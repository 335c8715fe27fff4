package makerbreaker

// Symmetry-aware memoisation: positions are keyed by their canonical form
// under the placements of G × Z² (a position and its image under any
// placement have placed-image proofs), and proofs are stored in the
// canonical frame.

// canonicalizer computes canonical forms with reusable buffers.
type canonicalizer struct {
	tm, tb    []Point
	enc, best []byte
}

// canonical returns the canonical key of the position (M, B), the placement
// F taking the position to its canonical frame, and the stabilizer: every
// placement g with g(M) = M and g(B) = B (the identity first).
func canonical(M, B []Point) (key string, F Placement, stab []Placement) {
	var c canonicalizer
	return c.canonical(M, B)
}

func sortPoints(p []Point) {
	for i := 1; i < len(p); i++ {
		v := p[i]
		j := i
		for j > 0 && v.Less(p[j-1]) {
			p[j] = p[j-1]
			j--
		}
		p[j] = v
	}
}

func (cz *canonicalizer) canonical(M, B []Point) (key string, F Placement, stab []Placement) {
	var fs [8]Placement
	nf := 0
	cz.tm = append(cz.tm[:0], M...)
	cz.tb = append(cz.tb[:0], B...)
	tm, tb := cz.tm, cz.tb
	for _, r := range Syms {
		var lo Point
		first := true
		for i, p := range M {
			tm[i] = r.Apply(p)
			if first || tm[i].Less(lo) {
				lo, first = tm[i], false
			}
		}
		for i, p := range B {
			tb[i] = r.Apply(p)
			if first || tb[i].Less(lo) {
				lo, first = tb[i], false
			}
		}
		sortPoints(tm)
		sortPoints(tb)
		enc := append(cz.enc[:0], byte(len(tm)))
		for _, p := range tm {
			enc = append(enc, byte(int8(p.X-lo.X)), byte(int8(p.Y-lo.Y)))
		}
		for _, p := range tb {
			enc = append(enc, byte(int8(p.X-lo.X)), byte(int8(p.Y-lo.Y)))
		}
		cz.enc = enc
		f := Placement{R: r, T: Point{-lo.X, -lo.Y}}
		switch c := compareBytes(enc, cz.best); {
		case nf == 0 || c < 0:
			cz.best = append(cz.best[:0], enc...)
			fs[0], nf = f, 1
		case c == 0:
			fs[nf] = f
			nf++
		}
	}
	F = fs[0]
	inv := F.Inverse()
	stab = make([]Placement, nf)
	for i := 0; i < nf; i++ {
		stab[i] = inv.Compose(fs[i])
	}
	return string(cz.best), F, stab
}

func compareBytes(a, b []byte) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return len(a) - len(b)
}

// ttEntry records what is known of a canonical position: a proof (in the
// canonical frame) and the largest height known to fail.
type ttEntry struct {
	proof *proof
	failH int
}
