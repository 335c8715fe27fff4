package positional

import (
	"sync"
	"sync/atomic"
)

// buckets is what the three tables (table.go, pntable.go, vtable.go)
// share: an array of buckets of `ways` entries of `stride` words each,
// an entry being filled when its second word is not zero; striped mutexes
// when several workers share it; growth fourfold, rehashing every entry
// by its first word (the hash), when half full, up to maxBkt buckets.
type buckets struct {
	nw     int      // words of a cell set actually used
	stride int      // uint64s per entry; word 0 is the hash, word 1 non-zero when filled
	ways   int      // entries per bucket
	mask   uint64   // buckets-1
	data   []uint64 // buckets × ways × stride
	locks  []sync.Mutex
	shared bool
	rw     sync.RWMutex // held for reading by probes and stores, for writing by growth
	used   atomic.Int64 // entries filled
	maxBkt uint64       // the cap in buckets
}

// init sizes the array: the cap is the most buckets (a power of two, at
// least 64) that fit in bytes, the start the fewest of at least 64 that
// take about 64 KB.
func (t *buckets) init(bytes int64, nw, stride, ways int, shared bool) {
	t.nw, t.stride, t.ways, t.shared = nw, stride, ways, shared
	per := uint64(8 * stride * ways) // bytes per bucket
	maxb := uint64(64)
	for maxb*2*per <= uint64(bytes) {
		maxb *= 2
	}
	t.maxBkt = maxb
	b := uint64(64)
	for b*per < 1<<16 && b < maxb {
		b *= 2
	}
	t.mask = b - 1
	t.data = make([]uint64, b*uint64(ways*stride))
	if shared {
		t.locks = make([]sync.Mutex, 4096)
	}
}

// lock takes the table for reading and the bucket's stripe; it returns
// the offset of the bucket's first entry (the mask may change only under
// the write lock).
func (t *buckets) lock(h uint64) (b uint64, base int) {
	if !t.shared {
		b = h & t.mask
		return b, int(b) * t.ways * t.stride
	}
	t.rw.RLock()
	b = h & t.mask
	t.locks[b&4095].Lock()
	return b, int(b) * t.ways * t.stride
}

func (t *buckets) unlock(b uint64) {
	if t.shared {
		t.locks[b&4095].Unlock()
		t.rw.RUnlock()
	}
}

// half reports whether the array is half full and below its cap.
func (t *buckets) half() bool {
	n := t.mask + 1
	return n < t.maxBkt && uint64(t.used.Load()) >= n*uint64(t.ways)/2
}

// maybeGrow quadruples the array (up to its cap) when it is half full.
func (t *buckets) maybeGrow() {
	if t.shared {
		t.rw.RLock()
		need := t.half()
		t.rw.RUnlock()
		if !need {
			return
		}
		t.rw.Lock()
		defer t.rw.Unlock()
	}
	if !t.half() {
		return // full size, not half full, or another worker grew it
	}
	nb := (t.mask + 1) * 4
	if nb > t.maxBkt {
		nb = t.maxBkt
	}
	old := t.data
	t.data = make([]uint64, nb*uint64(t.ways*t.stride))
	t.mask = nb - 1
	t.used.Store(0)
	for off := 0; off < len(old); off += t.stride {
		if old[off+1] == 0 {
			continue
		}
		base := int(old[off]&t.mask) * t.ways * t.stride
		for i := 0; i < t.ways; i++ {
			o := base + i*t.stride
			if t.data[o+1] == 0 {
				copy(t.data[o:o+t.stride], old[off:off+t.stride])
				t.used.Add(1)
				break
			}
		}
	}
}

// bytes is the array's current size.
func (t *buckets) bytes() int64 { return int64(len(t.data)) * 8 }
