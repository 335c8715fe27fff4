// Package pnum is the arithmetic of proof and disproof numbers that the
// engines' depth-first proof-number searches (df-pn with the 1+ε trick)
// share: saturating sums below an infinity, and the chosen child's
// threshold.
package pnum

// Inf is an infinite proof or disproof number; unsolved numbers stay
// below it.
const Inf = uint32(1 << 30)

// SatAdd is x + y, at most Inf − 1 (a sum of unsolved numbers stays
// unsolved).
func SatAdd(x, y uint32) uint32 {
	if z := x + y; z < Inf {
		return z
	}
	return Inf - 1
}

// EpsThreshold is the chosen child's threshold under the 1+ε trick
// (Pawlewicz and Lew 2007), ε = num/den: ⌈(1+ε)·second⌉, at least
// second + 1, at most the node's own threshold th; th when second is
// infinite.
func EpsThreshold(second, th uint32, num, den uint64) uint32 {
	if second >= Inf {
		return th
	}
	t := uint64(second) + 1
	if e := (uint64(second)*(den+num) + den - 1) / den; e > t {
		t = e
	}
	if t > uint64(th) {
		return th
	}
	return uint32(t)
}
