package positional

import (
	"sync"
	"sync/atomic"
)

// pnTable is the proof-number search's table: for a canonical position, a
// query tag (attacker, side to move, cells left in the turn, loose cells)
// and the ply budget left, the proof and disproof numbers last computed.
// An entry with pn = 0 is a proof and one with dn = 0 a disproof; both are
// exact facts (the search that set them was exact), and they are also
// written to the depth-first table as winAt / noWin, where every later
// query of any bound finds them. The other entries are estimates: a wrong
// or stale estimate only changes the order in which the search looks at
// moves, never an answer.
//
// Entries hold the whole canonical position, so a hash collision cannot
// return another position's numbers. Buckets hold four entries; when a
// bucket is full the entry of least work (log2 of the nodes its numbers
// cost) that is not a proof or disproof is replaced, and among solved
// entries also the least work. The table grows fourfold when half full, up
// to its cap, as the depth-first table does.
type pnTable struct {
	nw     int
	stride int // uint64s per entry: hash, meta, pn|dn, own[0][:nw], own[1][:nw]
	mask   uint64
	data   []uint64
	locks  []sync.Mutex
	shared bool
	rw     sync.RWMutex
	used   atomic.Int64
	maxBkt uint64
}

const pnWays = 4

// pnInf is an infinite proof or disproof number; unsolved numbers stay
// below it (sums saturate at pnInf-1).
const pnInf = uint32(1 << 30)

// meta word: bit 63 valid, bits 0–25 tag, 26–38 budget, 39–44 work.
func pnMeta(tag uint64, budget, work int) uint64 {
	return 1<<63 | tag&(1<<26-1) | uint64(budget)<<26 | uint64(work)<<39
}

func newPNTable(bytes int64, nw int, shared bool) *pnTable {
	t := &pnTable{nw: nw, stride: 3 + 2*nw, shared: shared}
	entries := uint64(bytes) / uint64(8*t.stride)
	buckets := uint64(64)
	for buckets*pnWays*2 <= entries {
		buckets *= 2
	}
	t.maxBkt = buckets
	b := uint64(64)
	for b*pnWays*uint64(8*t.stride) < 1<<16 && b < buckets {
		b *= 2
	}
	t.mask = b - 1
	t.data = make([]uint64, b*pnWays*uint64(t.stride))
	if shared {
		t.locks = make([]sync.Mutex, 4096)
	}
	return t
}

func (t *pnTable) lock(h uint64) uint64 {
	if !t.shared {
		return h & t.mask
	}
	t.rw.RLock()
	b := h & t.mask
	t.locks[b&4095].Lock()
	return b
}

func (t *pnTable) unlock(b uint64) {
	if t.shared {
		t.locks[b&4095].Unlock()
		t.rw.RUnlock()
	}
}

func (t *pnTable) match(off int, h, meta uint64, pos *[2]cellSet) bool {
	d := t.data
	if d[off] != h || d[off+1]&(1<<39-1|1<<63) != meta&(1<<39-1|1<<63) {
		return false
	}
	for w := 0; w < t.nw; w++ {
		if d[off+3+w] != pos[0][w] || d[off+3+t.nw+w] != pos[1][w] {
			return false
		}
	}
	return true
}

// probe returns the numbers stored for the position and budget.
func (t *pnTable) probe(h, tag uint64, budget int, pos *[2]cellSet) (pn, dn uint32, ok bool) {
	meta := pnMeta(tag, budget, 0)
	b := t.lock(h)
	defer t.unlock(b)
	base := int(b) * pnWays * t.stride
	for i := 0; i < pnWays; i++ {
		off := base + i*t.stride
		if t.match(off, h, meta, pos) {
			x := t.data[off+2]
			return uint32(x >> 32), uint32(x), true
		}
	}
	return 0, 0, false
}

// store writes the numbers for the position and budget.
func (t *pnTable) store(h, tag uint64, budget int, pos *[2]cellSet, pn, dn uint32, nodes int64) {
	work := 0
	for n := nodes; n > 0 && work < 63; n >>= 1 {
		work++
	}
	meta := pnMeta(tag, budget, work)
	b := t.lock(h)
	defer t.unlock(b)
	base := int(b) * pnWays * t.stride
	victim, vscore := -1, 1<<30
	d := t.data
	for i := 0; i < pnWays; i++ {
		off := base + i*t.stride
		if t.match(off, h, meta, pos) {
			old := int(d[off+1]>>39) & 63
			if old > work {
				meta = pnMeta(tag, budget, old)
			}
			d[off+1] = meta
			d[off+2] = uint64(pn)<<32 | uint64(dn)
			return
		}
		if d[off+1] == 0 {
			if victim < 0 || vscore >= 0 {
				victim, vscore = off, -1
			}
			continue
		}
		x := d[off+2]
		score := int(d[off+1]>>39) & 63
		if uint32(x>>32) == 0 || uint32(x) == 0 {
			score += 64 // keep solved entries over estimates
		}
		if score < vscore {
			victim, vscore = off, score
		}
	}
	if vscore < 0 {
		t.used.Add(1)
	}
	d[victim] = h
	d[victim+1] = meta
	d[victim+2] = uint64(pn)<<32 | uint64(dn)
	for w := 0; w < t.nw; w++ {
		d[victim+3+w] = pos[0][w]
		d[victim+3+t.nw+w] = pos[1][w]
	}
}

// maybeGrow quadruples the table (up to its cap) when it is half full.
func (t *pnTable) maybeGrow() {
	if t.shared {
		t.rw.RLock()
		need := t.mask+1 < t.maxBkt && uint64(t.used.Load()) >= (t.mask+1)*pnWays/2
		t.rw.RUnlock()
		if !need {
			return
		}
		t.rw.Lock()
		defer t.rw.Unlock()
	}
	buckets := t.mask + 1
	if buckets >= t.maxBkt || uint64(t.used.Load()) < buckets*pnWays/2 {
		return
	}
	nb := buckets * 4
	if nb > t.maxBkt {
		nb = t.maxBkt
	}
	old := t.data
	t.data = make([]uint64, nb*pnWays*uint64(t.stride))
	t.mask = nb - 1
	t.used.Store(0)
	for off := 0; off < len(old); off += t.stride {
		if old[off+1] == 0 {
			continue
		}
		base := int(old[off]&t.mask) * pnWays * t.stride
		for i := 0; i < pnWays; i++ {
			o := base + i*t.stride
			if t.data[o+1] == 0 {
				copy(t.data[o:o+t.stride], old[off:off+t.stride])
				t.used.Add(1)
				break
			}
		}
	}
}

// bytes is the table's current size.
func (t *pnTable) bytes() int64 { return int64(len(t.data)) * 8 }
