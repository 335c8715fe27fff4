package graphgames

// hashTab maps uint64 keys to int32 values by open addressing with linear
// probing: the brute-force searches' memo, several times faster than a Go
// map for their millions of small keys. A key k is stored as k+1 so that 0
// marks an empty slot; keys must stay below 2^64 − 1.
type hashTab struct {
	keys []uint64 // key+1; 0 is empty
	vals []int32
	n    int
}

func newHashTab(capacity int) *hashTab {
	size := 16
	for size < 2*capacity {
		size <<= 1
	}
	return &hashTab{keys: make([]uint64, size), vals: make([]int32, size)}
}

func hashKey(k uint64) uint64 {
	k ^= k >> 33
	k *= 0xff51afd7ed558ccd
	k ^= k >> 33
	return k
}

// get returns the value of k and whether it is present.
func (h *hashTab) get(k uint64) (int32, bool) {
	mask := uint64(len(h.keys) - 1)
	for i := hashKey(k) & mask; ; i = (i + 1) & mask {
		switch h.keys[i] {
		case k + 1:
			return h.vals[i], true
		case 0:
			return 0, false
		}
	}
}

// put sets the value of k.
func (h *hashTab) put(k uint64, v int32) {
	if 2*(h.n+1) > len(h.keys) {
		h.grow()
	}
	mask := uint64(len(h.keys) - 1)
	for i := hashKey(k) & mask; ; i = (i + 1) & mask {
		switch h.keys[i] {
		case k + 1:
			h.vals[i] = v
			return
		case 0:
			h.keys[i], h.vals[i] = k+1, v
			h.n++
			return
		}
	}
}

func (h *hashTab) grow() {
	old, oldv := h.keys, h.vals
	h.keys, h.vals, h.n = make([]uint64, 2*len(old)), make([]int32, 2*len(old)), 0
	for i, k := range old {
		if k != 0 {
			h.put(k-1, oldv[i])
		}
	}
}

// reset empties the table, keeping its memory if it is small.
func (h *hashTab) reset() {
	if len(h.keys) > 1<<20 {
		h.keys, h.vals = make([]uint64, 16), make([]int32, 16)
	} else {
		clear(h.keys)
	}
	h.n = 0
}
