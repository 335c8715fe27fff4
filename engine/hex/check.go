package hex

import (
	"fmt"
	"sync"
)

// CheckResult is the outcome of a rule check ("The rules, past the census").
type CheckResult struct {
	// Holds is true when the pairing meets every minimal chain of Across.
	Holds bool
	// PartialPaths counts the partial paths the pruned walk visited (every
	// path it held, of length 1 and up).
	PartialPaths uint64
	// Counterexample is a minimal chain holding no whole pair (cells from the
	// left end), or nil when the pairing holds.
	Counterexample []int
}

// CheckWalk decides whether p meets every minimal chain of Across without
// listing the chains: it runs the induced-path walk with one more refusal, a
// path may not step onto a cell whose partner it already holds. A walk that
// reaches the right edge is a minimal chain with no whole pair and the check
// stops there; if none does, every minimal chain holds a whole pair (a path
// the pruning cuts holds a whole pair, and so does every chain through it).
func CheckWalk(p *Pairing) CheckResult { return CheckWalkProgress(p, nil) }

// CheckWalkProgress is CheckWalk calling progress every 2^22 partial paths
// with the count so far (the 10 × 11 walk visits hundreds of millions).
func CheckWalkProgress(p *Pairing, progress func(partial uint64)) CheckResult {
	w := newWalker(p.Board, p.Partner)
	w.prog = progress
	var res CheckResult
	w.visit = func(path []int) bool {
		res.Counterexample = append([]int(nil), path...)
		return false
	}
	w.run(0, p.Board.Rows)
	res.PartialPaths = w.partial
	res.Holds = res.Counterexample == nil
	return res
}

// WalkItem is one work item of the split rule check: the subtree of the
// pruned walk below the two-cell path (left-edge cell of Row, then cell
// First), item number Item in the walk's own order. PartialPaths counts the
// paths of the subtree (the two-cell path and everything below it) up to
// and including the first chain with no whole pair, if there is one;
// Counterexample is that chain.
type WalkItem struct {
	Item, Row, First int
	PartialPaths     uint64
	Counterexample   []int
}

// CheckWalkSplitOptions selects and records the items of a split check.
// Owns picks the items to run (nil: all); Resume returns an item's recorded
// result (ok = false: run it); Done is called after each item run (for a
// checkpoint); Progress is called every 2^22 partial paths with the count
// of this run so far.
type CheckWalkSplitOptions struct {
	Owns     func(k int) bool
	Resume   func(k int) (WalkItem, bool)
	Done     func(k int, it WalkItem)
	Progress func(partial uint64)
}

// walkItems lists the two-cell paths the pruned walk starts with, in walk
// order: rows from the top, then the neighbour order of the walk.
func walkItems(w *walker) [][2]int {
	b := w.b
	var out [][2]int
	for r := 0; r < b.Rows; r++ {
		s := b.Cell(r, 0)
		w.onPath[s] = true
		for _, v := range b.nbr[s] {
			if w.allowed(v) {
				out = append(out, [2]int{r, v})
			}
		}
		w.onPath[s] = false
	}
	return out
}

// CheckWalkSplit runs the rule check of CheckWalk split into work items by
// the walk's first step (item k is the k-th two-cell path in walk order).
// It returns the number of items and the results of the items it owns, in
// item order, stopping after the first one that holds a chain (the items
// after it cannot change the answer). MergeWalkItems turns the items of
// all the parts into CheckWalk's result. Boards of one column have no
// two-cell paths: use CheckWalk there.
func CheckWalkSplit(p *Pairing, o CheckWalkSplitOptions) (items int, res []WalkItem) {
	b := p.Board
	w := newWalker(b, p.Partner)
	list := walkItems(w)
	var ce []int
	w.visit = func(path []int) bool {
		ce = append([]int(nil), path...)
		return false
	}
	var before uint64 // this run's partial paths of the finished items
	if o.Progress != nil {
		w.prog = func(n uint64) { o.Progress(before + n) }
	}
	for k, rv := range list {
		if o.Owns != nil && !o.Owns(k) {
			continue
		}
		it, ok := WalkItem{}, false
		if o.Resume != nil {
			it, ok = o.Resume(k)
		}
		if !ok {
			s := b.Cell(rv[0], 0)
			w.path = append(w.path[:0], s)
			w.onPath[s] = true
			w.partial, w.stopped, ce = 0, false, nil
			w.step(s, rv[1])
			w.onPath[s] = false
			it = WalkItem{Item: k, Row: rv[0], First: rv[1], PartialPaths: w.partial, Counterexample: ce}
			before += w.partial
			if o.Done != nil {
				o.Done(k, it)
			}
		}
		res = append(res, it)
		if it.Counterexample != nil {
			break
		}
	}
	return len(list), res
}

// MergeWalkItems combines the items of a split check of a pairing on a
// board of the given rows into CheckWalk's result: the first chain in walk
// order and the partial paths the single walk visits up to it (one
// one-cell path per row it starts, the items before the failing one in
// full, the failing item up to its chain). It reports an error unless the
// items cover 0 … items−1 up to the first failing one.
func MergeWalkItems(rows, items int, parts []WalkItem) (CheckResult, error) {
	byItem := map[int]WalkItem{}
	for _, it := range parts {
		if it.Item < 0 || it.Item >= items {
			return CheckResult{}, fmt.Errorf("hex: walk item %d out of range (%d items)", it.Item, items)
		}
		byItem[it.Item] = it
	}
	res := CheckResult{Holds: true, PartialPaths: uint64(rows)}
	for k := 0; k < items; k++ {
		it, ok := byItem[k]
		if !ok {
			return CheckResult{}, fmt.Errorf("hex: walk item %d of %d was run by no part", k, items)
		}
		res.PartialPaths += it.PartialPaths
		if it.Counterexample != nil {
			res.Holds, res.Counterexample = false, it.Counterexample
			res.PartialPaths -= uint64(rows - 1 - it.Row) // rows the walk never started
			break
		}
	}
	return res, nil
}

// CheckWalkParallel is CheckWalk with the work items of CheckWalkSplit
// shared among workers goroutines, each taking the next item no one has
// taken; the result (chain and partial paths) is the single walk's.
func CheckWalkParallel(p *Pairing, workers int) CheckResult {
	if p.Board.Cols < 2 || workers < 2 {
		return CheckWalk(p)
	}
	var claimed sync.Map
	parts := make([][]WalkItem, workers)
	items := make([]int, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			items[w], parts[w] = CheckWalkSplit(p, CheckWalkSplitOptions{Owns: func(k int) bool {
				_, taken := claimed.LoadOrStore(k, w)
				return !taken
			}})
		}(w)
	}
	wg.Wait()
	var all []WalkItem
	for _, part := range parts {
		all = append(all, part...)
	}
	res, err := MergeWalkItems(p.Board.Rows, items[0], all)
	if err != nil {
		panic(err) // every item before the first failing one was taken by a worker that ran it
	}
	return res
}
