package hex

import "math/bits"

// Set is a set of cells as a bitset of Board.Words 64-bit words; cell i is
// bit i%64 of word i/64. Sets of one board all have the same length.
type Set []uint64

// Has reports whether cell i is in the set.
func (s Set) Has(i int) bool { return s[i>>6]>>(uint(i)&63)&1 != 0 }

// Add puts cell i in the set.
func (s Set) Add(i int) { s[i>>6] |= 1 << (uint(i) & 63) }

// Remove takes cell i out of the set.
func (s Set) Remove(i int) { s[i>>6] &^= 1 << (uint(i) & 63) }

// Len is the number of cells in the set.
func (s Set) Len() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// Empty reports whether the set has no cell.
func (s Set) Empty() bool {
	for _, w := range s {
		if w != 0 {
			return false
		}
	}
	return true
}

// SubsetOf reports whether every cell of s is in t.
func (s Set) SubsetOf(t Set) bool {
	for k, w := range s {
		if w&^t[k] != 0 {
			return false
		}
	}
	return true
}

// Equal reports whether s and t hold the same cells.
func (s Set) Equal(t Set) bool {
	for k, w := range s {
		if w != t[k] {
			return false
		}
	}
	return true
}

// Clone returns a copy of s.
func (s Set) Clone() Set { return append(Set(nil), s...) }

// Cells lists the cells of s in increasing order.
func (s Set) Cells() []int {
	var out []int
	for k, w := range s {
		for w != 0 {
			out = append(out, k*64+bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
	return out
}

func popcount(x uint64) int      { return bits.OnesCount64(x) }
func trailingZeros(x uint64) int { return bits.TrailingZeros64(x) }
