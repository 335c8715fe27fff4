package hex

import (
	"fmt"
	"math/rand"
	"testing"
)

// refWalk is a separately written plain recursion of the essay's pruned
// walk (the definition, with slices and linear scans): a path starts at a
// left-edge cell, rows from the top; it may step from its head h onto a
// neighbour v (in b.Neighbors order) when v is not on the left edge, not on
// the path, adjacent to no path cell but h, and not the partner of a path
// cell. Every path held counts as one partial path; reaching the right edge
// ends the walk with that chain.
func refWalk(p *Pairing) (partial uint64, chain []int) {
	b := p.Board
	var path []int
	var rec func() bool
	rec = func() bool {
		partial++
		h := path[len(path)-1]
		if b.Right(h) {
			chain = append([]int(nil), path...)
			return true
		}
		for _, v := range b.Neighbors(h) {
			if b.Left(v) {
				continue
			}
			ok := true
			for _, u := range path {
				if u == v || (u != h && b.Adjacent(u, v)) || p.Partner[u] == v {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			path = append(path, v)
			if rec() {
				return true
			}
			path = path[:len(path)-1]
		}
		return false
	}
	for r := 0; r < b.Rows; r++ {
		path = []int{b.Cell(r, 0)}
		if rec() {
			return partial, chain
		}
	}
	return partial, nil
}

// The walk's partial-path counts (the essay's measure of work) and its
// first chain against the plain recursion, for the rules, damaged rules and
// random pairings on both conventions.
func TestCheckWalkCountsAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for n := 1; n <= 6; n++ {
		for _, adj := range []Adjacency{AntiDiagonal, MainDiagonal} {
			for i, p := range testPairings(n, adj, rng) {
				want, wce := refWalk(p)
				got := CheckWalk(p)
				if got.PartialPaths != want || fmt.Sprint(got.Counterexample) != fmt.Sprint(wce) {
					t.Errorf("n = %d %v pairing %d: walk %d partial paths, chain %v; reference %d, %v",
						n, adj, i, got.PartialPaths, got.Counterexample, want, wce)
				}
			}
		}
	}
	// The CLI test's figure, derived here: the cross rule on 6 × 7.
	c, _ := Rule(RuleCross, 6)
	if want, _ := refWalk(c); CheckWalk(c).PartialPaths != want {
		t.Errorf("cross 6 × 7: %d partial paths, reference %d", CheckWalk(c).PartialPaths, want)
	}
}

// The split check: any split of the items into shards, merged, is the
// single walk's answer (partial paths and chain), holding or failing; a
// resumed item is not run again.
func TestCheckWalkSplitMerges(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for n := 2; n <= 6; n++ {
		for _, adj := range []Adjacency{AntiDiagonal, MainDiagonal} {
			for i, p := range testPairings(n, adj, rng) {
				whole := CheckWalk(p)
				for _, shards := range []int{1, 2, 3, 5} {
					var all []WalkItem
					items := 0
					for s := 0; s < shards; s++ {
						k, part := CheckWalkSplit(p, CheckWalkSplitOptions{Owns: func(k int) bool { return k%shards == s }})
						items = k
						all = append(all, part...)
					}
					got, err := MergeWalkItems(p.Board.Rows, items, all)
					if err != nil || got.Holds != whole.Holds || got.PartialPaths != whole.PartialPaths ||
						fmt.Sprint(got.Counterexample) != fmt.Sprint(whole.Counterexample) {
						t.Errorf("n = %d %v pairing %d, %d shards: merged %+v (%v), whole %+v", n, adj, i, shards, got, err, whole)
					}
				}
			}
		}
	}
	p, _ := Rule(RuleCross, 5)
	done := map[int]WalkItem{}
	items, first := CheckWalkSplit(p, CheckWalkSplitOptions{Done: func(k int, it WalkItem) { done[k] = it }})
	ran := 0
	_, again := CheckWalkSplit(p, CheckWalkSplitOptions{
		Resume: func(k int) (WalkItem, bool) { it, ok := done[k]; return it, ok },
		Done:   func(int, WalkItem) { ran++ },
	})
	if ran != 0 || fmt.Sprint(first) != fmt.Sprint(again) || len(done) != items {
		t.Errorf("resume: ran %d items again", ran)
	}
	if _, err := MergeWalkItems(p.Board.Rows, items, first[1:]); err == nil {
		t.Errorf("merge accepted a missing item")
	}
}

// The walk shared among goroutines gives the single walk's answer.
func TestCheckWalkParallel(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for n := 1; n <= 7; n++ {
		for _, adj := range []Adjacency{AntiDiagonal, MainDiagonal} {
			for i, p := range testPairings(n, adj, rng) {
				whole := CheckWalk(p)
				for _, w := range []int{2, 3} {
					got := CheckWalkParallel(p, w)
					if got.Holds != whole.Holds || got.PartialPaths != whole.PartialPaths || fmt.Sprint(got.Counterexample) != fmt.Sprint(whole.Counterexample) {
						t.Errorf("n = %d %v pairing %d, %d workers: %+v, single walk %+v", n, adj, i, w, got, whole)
					}
				}
			}
		}
	}
}
