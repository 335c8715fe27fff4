package hex

// CellCensus is the census the essay's predecessor ran ("Counting where the
// cells run out": "the old search went cell by cell, deciding for the lowest
// unpaired cell whether it was left alone or paired with some later cell").
// It is kept as an independent check of Census on small boards: it
// enumerates every set of disjoint pairs meeting every chain, not only the
// ones the chain-by-chain search reports.
//
// State: for each cell, undecided, alone, or its partner. Move generation:
// the lowest undecided cell is left alone or paired with a higher undecided
// cell, in that order. Pruning (sound): a chain that is not met and has at
// most one undecided cell can never be met, since decided cells never change
// and a pair needs two cells. Counter: nodes, every call of the search
// (the essay's "partial pairings visited": 1,607,305 on 4 × 5).
//
// It needs at most 64 cells.
func CellCensus(cs *Chains) (pairings []*Pairing, nodes uint64) {
	b := cs.Board
	if b.Cells > 64 {
		panic("hex: CellCensus needs at most 64 cells")
	}
	n := b.Cells
	chains := make([]uint64, cs.Len())
	for k := range chains {
		chains[k] = cs.Set(k)[0]
	}
	partner := make([]int, n) // -2 undecided, -1 alone
	for i := range partner {
		partner[i] = -2
	}
	var undecided uint64 = 1<<uint(n) - 1
	if n == 64 {
		undecided = ^uint64(0)
	}
	var pairMasks []uint64
	met := func(ch uint64) bool {
		for _, m := range pairMasks {
			if ch&m == m {
				return true
			}
		}
		return false
	}
	var rec func()
	rec = func() {
		nodes++
		for _, ch := range chains {
			if popcount(ch&undecided) <= 1 && !met(ch) {
				return
			}
		}
		if undecided == 0 {
			p := NewPairing(b)
			copy(p.Partner, partner)
			for i := range p.Partner {
				if p.Partner[i] < 0 {
					p.Partner[i] = -1
				}
			}
			pairings = append(pairings, p)
			return
		}
		i := trailingZeros(undecided)
		undecided &^= 1 << uint(i)
		partner[i] = -1
		rec()
		for rest := undecided; rest != 0; rest &= rest - 1 {
			j := trailingZeros(rest)
			partner[i], partner[j] = j, i
			undecided &^= 1 << uint(j)
			pairMasks = append(pairMasks, 1<<uint(i)|1<<uint(j))
			rec()
			pairMasks = pairMasks[:len(pairMasks)-1]
			undecided |= 1 << uint(j)
			partner[j] = -2
		}
		partner[i] = -2
		undecided |= 1 << uint(i)
	}
	rec()
	return pairings, nodes
}
