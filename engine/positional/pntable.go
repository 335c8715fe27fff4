package positional

import "plylab/engine/pnum"

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
	buckets // pnWays entries a bucket; stride: hash, meta, pn|dn, own[0][:nw], own[1][:nw]
}

const pnWays = 4

// pnInf is an infinite proof or disproof number; unsolved numbers stay
// below it (sums saturate at pnInf-1).
const pnInf = pnum.Inf

// meta word: bit 63 valid, bits 0–25 tag, 26–38 budget, 39–44 work.
func pnMeta(tag uint64, budget, work int) uint64 {
	return 1<<63 | tag&(1<<26-1) | uint64(budget)<<26 | uint64(work)<<39
}

func newPNTable(bytes int64, nw int, shared bool) *pnTable {
	t := &pnTable{}
	t.init(bytes, nw, 3+2*nw, pnWays, shared)
	return t
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
	b, base := t.lock(h)
	defer t.unlock(b)
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
	b, base := t.lock(h)
	defer t.unlock(b)
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
