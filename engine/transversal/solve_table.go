package transversal

import "math/bits"

// solveTable is the solver's transposition table: canonical position →
// whether X forces a transversal by the solve's ply P from there, and the
// move that proves it (X's winning move, or O's refutation), in the
// canonical frame. It has a fixed number of slots (the memory cap), four
// per bucket; when a bucket is full the entry whose subtree cost the least
// work is replaced. A table serves one work item at a time: Reset starts a
// new generation, so results never leak between items and node counts do
// not depend on the order in which workers take items.
type solveTable struct {
	slots   []ttEntry
	mask    uint64 // buckets − 1
	gen     uint16
	stored  uint64 // distinct positions inserted in this generation
	evicted uint64
}

type ttEntry struct {
	key Key
	// data: bit 0 valid, bit 1 value (X forces), bits 2–9 best move
	// (r·16+c, 0xff none), bits 16–31 generation, bits 32–39 log2 work.
	data uint64
}

const ttBucket = 4

// ttEntryBytes is the memory of one slot.
const ttEntryBytes = 72

func newSolveTable(bytes int64) *solveTable {
	slots := bytes / ttEntryBytes
	buckets := uint64(1)
	for int64(buckets*2*ttBucket) <= slots {
		buckets *= 2
	}
	return &solveTable{slots: make([]ttEntry, buckets*ttBucket), mask: buckets - 1, gen: 1}
}

// Reset forgets every entry (by starting a new generation).
func (t *solveTable) Reset() {
	t.gen++
	t.stored, t.evicted = 0, 0
	if t.gen == 0 { // wrapped: really clear
		for i := range t.slots {
			t.slots[i] = ttEntry{}
		}
		t.gen = 1
	}
}

func (t *solveTable) bucket(k Key) []ttEntry {
	b := (k.Hash() & t.mask) * ttBucket
	return t.slots[b : b+ttBucket]
}

func (t *solveTable) live(e *ttEntry) bool {
	return e.data&1 == 1 && uint16(e.data>>16) == t.gen
}

// Get looks a canonical position up.
func (t *solveTable) Get(k Key) (value bool, move int, ok bool) {
	for i, b := 0, t.bucket(k); i < ttBucket; i++ {
		e := &b[i]
		if t.live(e) && e.key == k {
			return e.data>>1&1 == 1, int(e.data >> 2 & 0xff), true
		}
	}
	return false, 0xff, false
}

// Put stores a result; work is the number of nodes its subtree took.
func (t *solveTable) Put(k Key, value bool, move int, work uint64) {
	w := uint64(bits.Len64(work))
	data := uint64(1) | uint64(move&0xff)<<2 | uint64(t.gen)<<16 | w<<32
	if value {
		data |= 2
	}
	b := t.bucket(k)
	victim := -1
	for i := 0; i < ttBucket; i++ {
		e := &b[i]
		if !t.live(e) {
			if victim < 0 || t.live(&b[victim]) {
				victim = i
			}
			continue
		}
		if e.key == k {
			e.data = data
			return
		}
		if victim < 0 || (t.live(&b[victim]) && e.data>>32 < b[victim].data>>32) {
			victim = i
		}
	}
	if t.live(&b[victim]) {
		t.evicted++
	}
	t.stored++
	b[victim] = ttEntry{key: k, data: data}
}
