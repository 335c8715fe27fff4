package makerbreaker

import (
	"sort"
)

// Symmetry-aware memoisation: positions are keyed by their canonical form
// under the placements of G × Z² (a position and its image under any
// placement have placed-image proofs), and proofs are stored in the
// canonical frame.

// canonical returns the canonical key of the position (M, B), the placement
// F taking the position to its canonical frame, and the stabilizer: every
// placement g with g(M) = M and g(B) = B.
func canonical(M, B []Point) (key string, F Placement, stab []Placement) {
	type cand struct {
		enc []byte
		f   Placement
	}
	var best []byte
	var fs []Placement
	tm := make([]Point, len(M))
	tb := make([]Point, len(B))
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
		for i := range tm {
			tm[i] = tm[i].Sub(lo)
		}
		for i := range tb {
			tb[i] = tb[i].Sub(lo)
		}
		sort.Slice(tm, func(i, j int) bool { return tm[i].Less(tm[j]) })
		sort.Slice(tb, func(i, j int) bool { return tb[i].Less(tb[j]) })
		enc := make([]byte, 0, 2*(len(tm)+len(tb))+2)
		enc = append(enc, byte(len(tm)))
		for _, p := range tm {
			enc = append(enc, byte(int8(p.X)), byte(int8(p.Y)))
		}
		enc = append(enc, 0xff)
		for _, p := range tb {
			enc = append(enc, byte(int8(p.X)), byte(int8(p.Y)))
		}
		f := Placement{R: r, T: Point{-lo.X, -lo.Y}}
		switch c := compareBytes(enc, best); {
		case best == nil || c < 0:
			best, fs = enc, []Placement{f}
		case c == 0:
			fs = append(fs, f)
		}
	}
	F = fs[0]
	inv := F.Inverse()
	for _, f := range fs {
		stab = append(stab, inv.Compose(f))
	}
	return string(best), F, stab
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
