package positional

import (
	"math/bits"
	"sync"
	"sync/atomic"
)

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
	nw     int      // words of a cell set actually used
	stride int      // uint64s per entry: hash, data, own[0][:nw], own[1][:nw]
	mask   uint64   // buckets-1
	data   []uint64 // buckets × 2 × stride
	locks  []sync.Mutex
	shared bool
	rw     sync.RWMutex // held for reading by probes and stores, for writing by growth
	used   atomic.Int64 // entries filled
	maxBkt uint64       // the cap in buckets
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
	t := &table{nw: nw, stride: 2 + 2*nw, shared: shared}
	entries := uint64(bytes) / uint64(8*t.stride)
	buckets := uint64(1)
	for buckets*4 <= entries || buckets < 64 {
		buckets *= 2
	}
	t.maxBkt = buckets
	start := uint64(1<<16) / uint64(16*t.stride) // about 64 KB
	if start > buckets {
		start = buckets
	}
	b := uint64(64)
	for b < start {
		b *= 2
	}
	t.mask = b - 1
	t.data = make([]uint64, b*2*uint64(t.stride))
	if shared {
		t.locks = make([]sync.Mutex, 4096)
	}
	return t
}

// lock takes the table for reading and the bucket's stripe; it returns
// the bucket (the mask may change only under the write lock).
func (t *table) lock(h uint64) uint64 {
	if !t.shared {
		return h & t.mask
	}
	t.rw.RLock()
	b := h & t.mask
	t.locks[b&4095].Lock()
	return b
}
func (t *table) unlock(b uint64) {
	if t.shared {
		t.locks[b&4095].Unlock()
		t.rw.RUnlock()
	}
}

// grow quadruples the table (up to the cap) when it is half full.
func (t *table) maybeGrow() {
	if t.shared {
		t.rw.RLock()
		need := t.mask+1 < t.maxBkt && uint64(t.used.Load()) >= t.mask+1
		t.rw.RUnlock()
		if !need {
			return
		}
		t.rw.Lock()
		defer t.rw.Unlock()
	}
	buckets := t.mask + 1
	if buckets >= t.maxBkt || uint64(t.used.Load()) < buckets {
		return // full size, not half full, or another worker grew it
	}
	nb := buckets * 4
	if nb > t.maxBkt {
		nb = t.maxBkt
	}
	old := t.data
	t.data = make([]uint64, nb*2*uint64(t.stride))
	t.mask = nb - 1
	t.used.Store(0)
	for off := 0; off < len(old); off += t.stride {
		if old[off+1] == 0 {
			continue
		}
		h := old[off]
		base := int(h&t.mask) * 2 * t.stride
		for i := 0; i < 2; i++ {
			o := base + i*t.stride
			if t.data[o+1] == 0 {
				copy(t.data[o:o+t.stride], old[off:off+t.stride])
				t.used.Add(1)
				break
			}
		}
	}
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
	b := t.lock(h)
	base := int(b) * 2 * t.stride
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
	b := t.lock(h)
	base := int(b) * 2 * t.stride
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
