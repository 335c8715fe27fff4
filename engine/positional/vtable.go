package positional

import "math/bits"

// vtable is the value search's table (value.go): for a canonical position
// and its tag (side to move, loose cells still free), a lower and an upper
// bound on the position's value and the best move found, in the canonical
// frame. Both bounds are exact facts about the position (every value is a
// function of the position alone, its ply being its number of claimed
// cells plus one: the cells of the stored position plus the L − k loose
// cells claimed, L the loose cells of the game and k, in the tag, those
// still free), so a store merges them with what is there: the larger
// lower bound, the smaller upper bound. Entries hold the whole canonical
// position, so a hash collision cannot return another position's bounds.
// Buckets hold two entries; when a bucket is full the entry of least work
// is replaced.
type vtable struct {
	buckets // two entries a bucket; stride: hash, data, tag, own[0][:nw], own[1][:nw]
}

// data word: bits 0–12 lo+vOff, 13–25 hi+vOff, 26–34 move+1, 35–40
// work, bit 63 set. vOff keeps every value in [−vInf, vInf] positive.
const vOff = 2048

func vPack(lo, hi, move, work int) uint64 {
	return uint64(lo+vOff) | uint64(hi+vOff)<<13 | uint64(move+1)<<26 | uint64(work)<<35 | 1<<63
}

func vUnpack(x uint64) (lo, hi, move, work int) {
	return int(x&8191) - vOff, int(x>>13&8191) - vOff, int(x>>26&511) - 1, int(x >> 35 & 63)
}

func newVTable(bytes int64, nw int, shared bool) *vtable {
	t := &vtable{}
	t.init(bytes, nw, 3+2*nw, 2, shared)
	return t
}

func (t *vtable) match(off int, h, tag uint64, pos *[2]cellSet) bool {
	d := t.data
	if d[off] != h || d[off+1] == 0 || d[off+2] != tag {
		return false
	}
	for w := 0; w < t.nw; w++ {
		if d[off+3+w] != pos[0][w] || d[off+3+t.nw+w] != pos[1][w] {
			return false
		}
	}
	return true
}

// probe returns the position's bounds and best move, or (−vInf, vInf, −1).
func (t *vtable) probe(h, tag uint64, pos *[2]cellSet) (lo, hi, move int) {
	b, base := t.lock(h)
	defer t.unlock(b)
	for i := 0; i < 2; i++ {
		off := base + i*t.stride
		if t.match(off, h, tag, pos) {
			lo, hi, move, _ = vUnpack(t.data[off+1])
			return lo, hi, move
		}
	}
	return -vInf, vInf, -1
}

// store merges bounds lo ≤ value ≤ hi and a best move (−1: none) into the
// position's entry, creating it in place of the bucket's entry of least
// work when there is none.
func (t *vtable) store(h, tag uint64, pos *[2]cellSet, lo, hi, move int, nodes int64) {
	work := 0
	if nodes > 0 {
		work = 64 - bits.LeadingZeros64(uint64(nodes))
	}
	b, base := t.lock(h)
	defer t.unlock(b)
	d := t.data
	for i := 0; i < 2; i++ {
		off := base + i*t.stride
		if t.match(off, h, tag, pos) {
			olo, ohi, omove, owork := vUnpack(d[off+1])
			lo, hi = max(lo, olo), min(hi, ohi)
			if move < 0 {
				move = omove
			}
			d[off+1] = vPack(lo, hi, move, max(work, owork))
			return
		}
	}
	victim := base
	switch {
	case d[base+1] == 0:
		t.used.Add(1)
	case d[base+t.stride+1] == 0:
		t.used.Add(1)
		victim = base + t.stride
	default:
		_, _, _, w0 := vUnpack(d[base+1])
		_, _, _, w1 := vUnpack(d[base+t.stride+1])
		if w1 < w0 {
			victim = base + t.stride
		}
	}
	d[victim] = h
	d[victim+1] = vPack(lo, hi, move, work)
	d[victim+2] = tag
	for w := 0; w < t.nw; w++ {
		d[victim+3+w] = pos[0][w]
		d[victim+3+t.nw+w] = pos[1][w]
	}
}
