package hex

import (
	"fmt"
	"sync"
	"sync/atomic"
)

// The pairing census ("Counting where the cells run out"): every set of
// disjoint pairs of cells that meets each minimal chain of Across in a whole
// pair. The search goes chain by chain: at each step it takes an unmet chain
// with the fewest choices and tries every pair of its unpaired cells, since
// some pair inside that chain has to be in the final answer. A pair tried and
// abandoned is forbidden to the branches after it, so each set of pairs is
// found exactly once.
//
// Every set the search reports meets every chain, and every valid set
// contains one it reports (follow the branches its own pairs choose), so the
// inclusion-minimal valid sets are all among those reported. Which
// non-minimal sets it also reports depends on the branching order (a pair
// chosen for one chain may later become redundant), so the census keeps the
// inclusion-minimal ones: a well-defined family, the same for every order.
// On the n × (n+1) boards every reported set uses every cell, so nothing is
// dropped there. The search does not assume that pairings use every cell or
// are symmetric under the half-turn: those are findings, checked on what it
// returns.

// BranchRule chooses the chain to branch on.
type BranchRule int

const (
	// FewestCells branches on the unmet chain with the fewest unpaired cells,
	// the first in chain order on ties: the essay's search on 4 × 5 and 5 × 6.
	FewestCells BranchRule = iota
	// FewestPairs branches on the unmet chain with the fewest pairs still
	// allowed inside it (pairs of its unpaired cells, less the forbidden ones),
	// the first in chain order on ties: the essay's 6 × 7 run.
	FewestPairs
)

func (r BranchRule) String() string {
	if r == FewestPairs {
		return "fewest-pairs"
	}
	return "fewest-cells"
}

// ParseBranchRule reads "fewest-cells" or "fewest-pairs".
func ParseBranchRule(s string) (BranchRule, error) {
	switch s {
	case "fewest-cells", "cells":
		return FewestCells, nil
	case "fewest-pairs", "pairs":
		return FewestPairs, nil
	}
	return 0, fmt.Errorf("hex: unknown branching rule %q (want fewest-cells or fewest-pairs)", s)
}

// Engine names an implementation of the census search. Both visit the same
// nodes in the same order and give the same steps and pairings; they differ
// only in how they keep track of the unmet chains.
type Engine int

const (
	// Sliced keeps the unmet chains as a bitset over chains and the unpaired
	// counts of all chains bit-sliced across words, so a step costs a few
	// word operations per 64 chains (FewestCells only).
	Sliced Engine = iota
	// Listed keeps the unmet chains as a list filtered at every step: the
	// plain implementation, the reference the sliced engine is tested against,
	// and the only one that supports FewestPairs.
	Listed
)

func (e Engine) String() string {
	if e == Listed {
		return "listed"
	}
	return "sliced"
}

// CensusOptions controls a census run.
type CensusOptions struct {
	Rule   BranchRule
	Engine Engine // Sliced is switched to Listed for FewestPairs
	// Workers is the number of goroutines (0: one).
	Workers int
	// ActiveMaxLen > 0 puts the sliced engine in lazy mode: it tracks only
	// the chains of at most that many cells word by word, and brings in a
	// longer chain when every tracked one is met and the longer one is not
	// (checking all chains there). The pairings are the same; the steps
	// differ a little (the branching chain is chosen among fewer chains),
	// and each step costs less in proportion. For 7 × 8 and up.
	ActiveMaxLen int
	// Oracle puts the sliced engine in oracle mode: cs holds only some of
	// the minimal chains (ShortChains(b, L) for instance), tracked step by
	// step as in lazy mode, and when every tracked chain and every chain
	// brought in is met, the rule check (CheckFast) is asked for a minimal
	// chain holding no whole pair; it is brought in, or, if there is none,
	// the node is a leaf. No chain list is needed, so it reaches boards
	// whose chains cannot be listed; the pairings are the same (each leaf
	// is certified by the check, and no pairing meeting every chain is cut,
	// since only minimal chains steer the search), minimality is decided by
	// the check too (a set is minimal when dropping any one pair lets a
	// chain through). Needs the sliced engine and FewestCells.
	Oracle bool
	// SplitItems is the least number of work items wanted (0: 512): the
	// single-threaded prefix searches the nodes above the shallowest depth that
	// has that many nodes, and the nodes at that depth become the work items.
	// The items, and so shard and checkpoint contents, depend on it; the
	// steps and pairings of a whole run do not.
	SplitItems int
	// Owns selects the work items this run does (nil: all), for sharded runs.
	// Items are numbered in search order from 0.
	Owns func(item int) bool
	// Resume returns the result of an item done by an earlier run (from a
	// checkpoint); ok=false means the item must be run.
	Resume func(item int) (steps uint64, found [][][2]int, ok bool)
	// ItemDone is called when an item finishes, with its steps and
	// pairings (for checkpoints). Calls are serialised.
	ItemDone func(item int, steps uint64, found [][][2]int)
	// Progress is called after each item with the steps so far and the items
	// done out of all owned; calls are serialised.
	Progress func(steps uint64, itemsDone, items int)
}

// CensusResult is what a census found.
type CensusResult struct {
	// Pairings are the inclusion-minimal sets of disjoint pairs meeting every
	// chain, in search order.
	Pairings []*Pairing
	// Found are all the sets the search reported (each valid), in search
	// order; Pairings is the minimal ones among them. Found depends on the
	// branching order, Pairings does not.
	Found []*Pairing
	// Steps is the number of search nodes: every call of the search, the
	// root, the dead ends and the leaves that found a pairing included.
	Steps uint64
	// PrefixSteps are the steps of the single-threaded prefix. They are
	// counted in Steps (and its pairings listed) only by a run that owns
	// item 0, so that the shards of a run add up to the whole.
	PrefixSteps uint64
	// Items is the number of work items the prefix produced; ItemsRun how many
	// this run did (or resumed).
	Items, ItemsRun int
	// SplitDepth is the number of pairs at the work items' roots.
	SplitDepth int
}

// pairT is a pair of cells a < b.
type pairT struct{ a, b uint16 }

// censusItem is a subtree handed to a worker: the pairs chosen on the way to
// it (the last one is the pair the subtree's root adds) and the pairs
// forbidden at that point.
type censusItem struct {
	pairs, forbidden []pairT
}

// searcher is one implementation of the search.
type searcher interface {
	// prefix searches the nodes with fewer than depth pairs and returns the
	// nodes with depth pairs as work items, in search order.
	prefix(depth int) (steps uint64, frontier []censusItem, found [][][2]int, foundAt []int)
	// item searches one subtree.
	item(it censusItem) (steps uint64, found [][][2]int)
}

// forbidSet is the set of forbidden pairs, with the order they were added.
type forbidSet struct {
	w     int
	forb  [][]uint64 // forb[a] holds the cells b with {a, b} forbidden
	flist []pairT
}

func newForbidSet(cells, w int) forbidSet {
	f := forbidSet{w: w, forb: make([][]uint64, cells)}
	for i := range f.forb {
		f.forb[i] = make([]uint64, w)
	}
	return f
}

func (f *forbidSet) has(a, b int) bool { return f.forb[a][b>>6]>>(uint(b)&63)&1 != 0 }

func (f *forbidSet) add(a, b int) {
	f.forb[a][b>>6] |= 1 << (uint(b) & 63)
	f.forb[b][a>>6] |= 1 << (uint(a) & 63)
	f.flist = append(f.flist, pairT{uint16(a), uint16(b)})
}

// popTo removes the pairs forbidden after the first n.
func (f *forbidSet) popTo(n int) {
	for len(f.flist) > n {
		p := f.flist[len(f.flist)-1]
		a, b := int(p.a), int(p.b)
		f.forb[a][b>>6] &^= 1 << (uint(b) & 63)
		f.forb[b][a>>6] &^= 1 << (uint(a) & 63)
		f.flist = f.flist[:len(f.flist)-1]
	}
}

func setBit(s []uint64, i int)   { s[i>>6] |= 1 << (uint(i) & 63) }
func clearBit(s []uint64, i int) { s[i>>6] &^= 1 << (uint(i) & 63) }
func hasBit(s []uint64, i int) bool {
	return s[i>>6]>>(uint(i)&63)&1 != 0
}

func pairsOut(ps []pairT) [][2]int {
	out := make([][2]int, len(ps))
	for i, p := range ps {
		out[i] = [2]int{int(p.a), int(p.b)}
	}
	return out
}

// Census runs the pairing census on the chains cs (normally
// MinimalChains(b)). The result does not depend on Workers, SplitNodes or
// Engine.
func Census(cs *Chains, o CensusOptions) CensusResult {
	b := cs.Board
	if o.Rule == FewestPairs {
		o.Engine = Listed
	}
	newSearcher := func() searcher {
		if o.Engine == Listed {
			return newListSearch(cs, o.Rule)
		}
		if o.Oracle {
			s := newSlicedOn(cs)
			s.oracle = true
			return s
		}
		return newSlicedSearch(cs, o.ActiveMaxLen)
	}
	want := o.SplitItems
	if want <= 0 {
		want = 512
	}
	var (
		preSteps uint64
		frontier []censusItem
		preFound [][][2]int
		preAt    []int
		depth    int
	)
	for depth = 1; ; depth++ {
		preSteps, frontier, preFound, preAt = newSearcher().prefix(depth)
		if len(frontier) >= want || len(frontier) == 0 || depth >= b.Cells/2 {
			break
		}
	}
	res := CensusResult{PrefixSteps: preSteps, Items: len(frontier), SplitDepth: depth}
	owns := func(i int) bool { return o.Owns == nil || o.Owns(i) }
	owned := 0
	for i := range frontier {
		if owns(i) {
			owned++
		}
	}
	type slot struct {
		steps uint64
		found [][][2]int
		done  bool
	}
	slots := make([]slot, len(frontier))
	workers := o.Workers
	if workers < 1 {
		workers = 1
	}
	var next int64 = -1
	var mu sync.Mutex
	done := 0
	var stepsSoFar uint64
	if owns(0) {
		stepsSoFar = preSteps
	}
	finish := func(i int, steps uint64, found [][][2]int, fresh bool) {
		mu.Lock()
		defer mu.Unlock()
		slots[i] = slot{steps, found, true}
		done++
		stepsSoFar += steps
		if fresh && o.ItemDone != nil {
			o.ItemDone(i, steps, found)
		}
		if o.Progress != nil {
			o.Progress(stepsSoFar, done, owned)
		}
	}
	var wg sync.WaitGroup
	for wk := 0; wk < workers; wk++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var s searcher
			for {
				i := int(atomic.AddInt64(&next, 1))
				if i >= len(frontier) {
					return
				}
				if !owns(i) {
					continue
				}
				if o.Resume != nil {
					if steps, found, ok := o.Resume(i); ok {
						finish(i, steps, found, false)
						continue
					}
				}
				if s == nil {
					s = newSearcher()
				}
				steps, found := s.item(frontier[i])
				finish(i, steps, found, true)
			}
		}()
	}
	wg.Wait()
	if owns(0) {
		res.Steps = preSteps
	}
	// Search order: a prefix leaf found after k items were handed out comes
	// after those k items' pairings.
	pi := 0
	for i := 0; i <= len(slots); i++ {
		for pi < len(preFound) && preAt[pi] == i {
			if owns(0) {
				res.Found = append(res.Found, pairingFrom(b, preFound[pi]))
			}
			pi++
		}
		if i < len(slots) && slots[i].done {
			res.Steps += slots[i].steps
			res.ItemsRun++
			for _, f := range slots[i].found {
				res.Found = append(res.Found, pairingFrom(b, f))
			}
		}
	}
	if o.Oracle {
		res.Pairings = MinimalByCheck(res.Found)
	} else {
		res.Pairings = MinimalPairings(res.Found, cs)
	}
	return res
}

// MinimalPairings keeps the sets in ps (each meeting every chain of cs)
// from which no pair can be removed, in their order. Meeting every chain is
// inherited by supersets, so a set is minimal exactly when each of its pairs
// is the only whole pair of some chain.
func MinimalPairings(ps []*Pairing, cs *Chains) []*Pairing {
	var out []*Pairing
	for _, p := range ps {
		pairs := p.Pairs()
		essential := make([]bool, len(pairs))
		left := len(pairs)
		for k := 0; k < cs.Len() && left > 0; k++ {
			set := cs.Set(k)
			only, n := -1, 0
			for i, q := range pairs {
				if set.Has(q[0]) && set.Has(q[1]) {
					only = i
					if n++; n > 1 {
						break
					}
				}
			}
			if n == 1 && !essential[only] {
				essential[only] = true
				left--
			}
		}
		if left == 0 {
			out = append(out, p)
		}
	}
	return out
}

// MinimalByCheck keeps the sets in ps (each meeting every minimal chain)
// from which no pair can be dropped, asking the rule check (CheckFast) for
// each pair whether the rest still meets every chain. It is MinimalPairings
// without the chain list.
func MinimalByCheck(ps []*Pairing) []*Pairing {
	var out []*Pairing
	for _, p := range ps {
		q := NewPairing(p.Board)
		copy(q.Partner, p.Partner)
		minimal := true
		for _, pr := range p.Pairs() {
			q.Partner[pr[0]], q.Partner[pr[1]] = -1, -1
			holds := CheckFast(q, CheckFastOptions{MemoEntries: 1 << 14}).Holds
			q.Partner[pr[0]], q.Partner[pr[1]] = pr[1], pr[0]
			if holds {
				minimal = false
				break
			}
		}
		if minimal {
			out = append(out, p)
		}
	}
	return out
}

func pairingFrom(b *Board, ps [][2]int) *Pairing {
	p, err := PairingOf(b, ps)
	if err != nil {
		panic(err) // the search pairs only unpaired cells
	}
	return p
}
