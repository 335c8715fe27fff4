package graphgames

import (
	"math/bits"
	"slices"
)

// Bitset is a set of small non-negative integers, one bit each.
type Bitset []uint64

// NewBitset returns an empty set able to hold 0..n-1.
func NewBitset(n int) Bitset { return make(Bitset, (n+63)/64) }

// Add inserts i.
func (b Bitset) Add(i int) { b[i>>6] |= 1 << uint(i&63) }

// Remove deletes i.
func (b Bitset) Remove(i int) { b[i>>6] &^= 1 << uint(i&63) }

// Has reports whether i is in the set.
func (b Bitset) Has(i int) bool { return b[i>>6]>>uint(i&63)&1 != 0 }

// Clear empties the set.
func (b Bitset) Clear() { clear(b) }

// Count is the number of elements.
func (b Bitset) Count() int {
	c := 0
	for _, w := range b {
		c += bits.OnesCount64(w)
	}
	return c
}

// SubsetOf reports whether every element of b is in c.
func (b Bitset) SubsetOf(c Bitset) bool {
	for i, w := range b {
		if w&^c[i] != 0 {
			return false
		}
	}
	return true
}

// CountMinus is |b \ c|.
func (b Bitset) CountMinus(c Bitset) int {
	n := 0
	for i, w := range b {
		n += bits.OnesCount64(w &^ c[i])
	}
	return n
}

// each calls f for every element in increasing order.
func (b Bitset) each(f func(i int)) {
	for i, w := range b {
		for ; w != 0; w &= w - 1 {
			f(i<<6 | bits.TrailingZeros64(w))
		}
	}
}

func sortPairsLong(p [][2]int) {
	slices.SortFunc(p, func(a, b [2]int) int {
		if a[0] != b[0] {
			return a[0] - b[0]
		}
		return a[1] - b[1]
	})
}
