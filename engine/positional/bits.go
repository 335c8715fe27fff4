package positional

import "math/bits"

// words is the number of 64-bit words of a cell set: MaxCells / 64.
const words = MaxCells / 64

// cellSet is a set of cells as a fixed-size bitset, so that positions are
// values and the inner loop never allocates.
type cellSet [words]uint64

func (s *cellSet) add(c int)      { s[c>>6] |= 1 << (uint(c) & 63) }
func (s *cellSet) del(c int)      { s[c>>6] &^= 1 << (uint(c) & 63) }
func (s *cellSet) has(c int) bool { return s[c>>6]>>(uint(c)&63)&1 != 0 }
func (s *cellSet) meets(t *cellSet) bool {
	return s[0]&t[0]|s[1]&t[1]|s[2]&t[2]|s[3]&t[3] != 0
}

// andCount is |s ∩ t|.
func (s *cellSet) andCount(t *cellSet) int {
	return bits.OnesCount64(s[0]&t[0]) + bits.OnesCount64(s[1]&t[1]) +
		bits.OnesCount64(s[2]&t[2]) + bits.OnesCount64(s[3]&t[3])
}

func (s *cellSet) count() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2]) + bits.OnesCount64(s[3])
}

func (s *cellSet) empty() bool { return s[0]|s[1]|s[2]|s[3] == 0 }

// subsetOf reports s ⊆ t.
func (s *cellSet) subsetOf(t *cellSet) bool {
	return s[0]&^t[0]|s[1]&^t[1]|s[2]&^t[2]|s[3]&^t[3] == 0
}

// first is the smallest cell of s, or -1.
func (s *cellSet) first() int {
	for w := 0; w < words; w++ {
		if s[w] != 0 {
			return w<<6 | bits.TrailingZeros64(s[w])
		}
	}
	return -1
}

// cells appends the cells of s in increasing order to dst.
func (s *cellSet) cells(dst []int) []int {
	for w := 0; w < words; w++ {
		x := s[w]
		for x != 0 {
			dst = append(dst, w<<6|bits.TrailingZeros64(x))
			x &= x - 1
		}
	}
	return dst
}

func setOf(cs []int) cellSet {
	var s cellSet
	for _, c := range cs {
		s.add(c)
	}
	return s
}
