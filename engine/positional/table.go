package positional

import "math/bits"

// table is the transposition table: a fixed array of two-entry buckets
// holding, for a canonical position and a query (attacker, side to move,
// cells left in the turn), what is known about the attacker's win:
//
//	winAt: the attacker forces a win within winAt plies (inf: not known)
//	noWin: the attacker cannot force a win within noWin plies (-1: not known)
//
// Both are exact facts about the position, so a hit answers "win within
// b plies?" whenever b ≥ winAt or b ≤ noWin, whatever bound the entry was
// found under; this is what makes iterative deepening over the ply bound
// exact (see doc.go). An entry stores the whole canonical position (both
// players' cells), so a hash collision can never return another position's
// value. Buckets are guarded by striped mutexes when several workers share
// the table.
//
// The table starts small and grows fourfold (rehashing every entry) when
// half full, up to its cap: a small search then touches little memory,
// which on a busy machine is most of its time.
type table struct {
	buckets // two entries a bucket; stride: hash, data, own[0][:nw], own[1][:nw]
}

const (
	dataWinBits = 13
	dataWinMask = 1<<dataWinBits - 1
)

// entry data word: bits 0–12 winAt, 13–25 noWin+1, 26–51 query tag, 52–57 work.
func packData(winAt, noWin int, tag uint64, work int) uint64 {
	return uint64(winAt) | uint64(noWin+1)<<13 | tag<<26 | uint64(work)<<52
}

func newTable(bytes int64, nw int, shared bool) *table {
	t := &table{}
	t.init(bytes, nw, 2+2*nw, 2, shared)
	return t
}

func (t *table) match(off int, h, tag uint64, pos *[2]cellSet) bool {
	d := t.data
	if d[off] != h || d[off+1] == 0 || (d[off+1]>>26)&(1<<26-1) != tag {
		return false
	}
	for w := 0; w < t.nw; w++ {
		if d[off+2+w] != pos[0][w] || d[off+2+t.nw+w] != pos[1][w] {
			return false
		}
	}
	return true
}

// probe returns the entry's winAt and noWin for the position, or (inf, -1).
func (t *table) probe(h, tag uint64, pos *[2]cellSet) (winAt, noWin int) {
	b, base := t.lock(h)
	defer t.unlock(b)
	for i := 0; i < 2; i++ {
		off := base + i*t.stride
		if t.match(off, h, tag, pos) {
			x := t.data[off+1]
			return int(x & dataWinMask), int((x>>13)&dataWinMask) - 1
		}
	}
	return inf, -1
}

// store merges a fact into the position's entry (creating it, replacing
// the bucket's entry of least work).
func (t *table) store(h, tag uint64, pos *[2]cellSet, winAt, noWin int, nodes int64) {
	work := 0
	if nodes > 0 {
		work = 64 - bits.LeadingZeros64(uint64(nodes))
	}
	b, base := t.lock(h)
	defer t.unlock(b)
	victim := -1
	for i := 0; i < 2; i++ {
		off := base + i*t.stride
		if t.match(off, h, tag, pos) {
			x := t.data[off+1]
			ow, on, wk := int(x&dataWinMask), int((x>>13)&dataWinMask)-1, int(x>>52)
			if ow < winAt {
				winAt = ow
			}
			if on > noWin {
				noWin = on
			}
			if wk > work {
				work = wk
			}
			t.data[off+1] = packData(winAt, noWin, tag, work)
			return
		}
	}
	w0, w1 := int(t.data[base+1]>>52), int(t.data[base+t.stride+1]>>52)
	switch {
	case t.data[base+1] == 0:
		t.used.Add(1)
		victim = base
	case t.data[base+t.stride+1] == 0:
		t.used.Add(1)
		victim = base + t.stride
	case w0 <= w1:
		victim = base
	default:
		victim = base + t.stride
	}
	d := t.data
	d[victim] = h
	d[victim+1] = packData(winAt, noWin, tag, work)
	for w := 0; w < t.nw; w++ {
		d[victim+2+w] = pos[0][w]
		d[victim+2+t.nw+w] = pos[1][w]
	}
}
