package makerbreaker

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// FourRowQ is Q = ([−3,6] × [−4,4]) ∩ Z² of Proposition "four-row".
var FourRowQ = Rect(-3, 6, -4, 4)

// FourRowMaker is the row {(0,0),(1,0),(2,0),(3,0)} Maker owns.
var FourRowMaker = Set{{0, 0}, {1, 0}, {2, 0}, {3, 0}}

// FourRowOptions controls the machine check of Proposition "four-row".
type FourRowOptions struct {
	MaxBreaker int // Breaker cells in Q: every placement of 0..MaxBreaker (3 in the paper)
	MaxHeight  int // search heights up to this (0: 12; negative is refused)
	// ShardIndex/ShardCount select every ShardCount-th symmetry class.
	ShardIndex, ShardCount int
	// Done marks classes already checked (resume); OnClass is called after
	// each class with its index.
	Done     map[int]bool
	OnClass  func(k int, res FourRowCase)
	Progress func(done, total int)
	// Workers is the number of goroutines (default 1). OnClass and
	// Progress are called from one goroutine at a time, in no fixed class
	// order; the result does not depend on Workers.
	Workers int
}

// FourRowCase is the outcome for one placement class.
type FourRowCase struct {
	Breaker []Point // the class representative
	Orbit   int     // placements in its class
	Won     bool
	Height  int // Maker moves of the proof found
	Nodes   uint64
	Card    Card
}

// FourRowResult sums the classes checked.
type FourRowResult struct {
	Classes, Placements int // checked
	TotalClasses        int // in the whole run (all shards)
	Won, WonPlacements  int
	Heights             map[int]int // height → placements
	Failures            [][]Point   // representatives without a proof
	Nodes               uint64
}

// String reads the result as a sentence: "106,082 placements in 26,623
// classes, Maker wins 106,082; proof heights: 3 in 105,965 placements, 4 in
// 32, 6 in 85" (heights in increasing order).
func (r FourRowResult) String() string {
	hs := make([]int, 0, len(r.Heights))
	for h := range r.Heights {
		hs = append(hs, h)
	}
	sort.Ints(hs)
	var parts []string
	for i, h := range hs {
		s := fmt.Sprintf("%d in %s", h, groupThousands(r.Heights[h]))
		if i == 0 {
			s += " placements"
		}
		parts = append(parts, s)
	}
	out := fmt.Sprintf("%s placements in %s classes, Maker wins %s", groupThousands(r.Placements), groupThousands(r.Classes), groupThousands(r.WonPlacements))
	if len(parts) > 0 {
		out += "; proof heights: " + strings.Join(parts, ", ")
	}
	return out
}

// groupThousands writes n with a comma between groups of three digits.
func groupThousands(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		s = "-" + s
	}
	return s
}

// fourRowSyms are the reflections (x,y) ↦ (3−x, y) and (x,y) ↦ (x,−y),
// which preserve the row and Q.
var fourRowSyms = []Placement{
	IdentityPlacement,
	{R: Sym{-1, 0, 0, 1}, T: Point{3, 0}},
	{R: Sym{1, 0, 0, -1}},
	{R: Sym{-1, 0, 0, -1}, T: Point{3, 0}},
}

// FourRowClasses lists one representative of every orbit of Breaker
// placements (subsets of Q minus the row, of size at most maxB) under the
// two reflections, with the orbit sizes, in a fixed order.
func FourRowClasses(maxB int) (reps [][]Point, orbit []int) {
	free := FourRowQ.Minus(FourRowMaker)
	idx := map[Point]int{}
	for i, p := range free {
		idx[p] = i
	}
	var cur []int
	var rec func(start int)
	rec = func(start int) {
		// Is cur the smallest of its orbit (as sorted index lists)?
		smallest := true
		imgs := map[string]bool{}
		for _, g := range fourRowSyms {
			im := make([]int, len(cur))
			for k, i := range cur {
				im[k] = idx[g.Apply(free[i])]
			}
			sort.Ints(im)
			imgs[fmt.Sprint(im)] = true
			if lessInts(im, cur) {
				smallest = false
			}
		}
		if smallest {
			rep := make([]Point, len(cur))
			for k, i := range cur {
				rep[k] = free[i]
			}
			reps = append(reps, rep)
			orbit = append(orbit, len(imgs))
		}
		if len(cur) == maxB {
			return
		}
		for i := start; i < len(free); i++ {
			cur = append(cur, i)
			rec(i + 1)
			cur = cur[:len(cur)-1]
		}
	}
	rec(0)
	return reps, orbit
}

func lessInts(a, b []int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// FourRow machine-checks Proposition "four-row": for every placement of at
// most MaxBreaker Breaker cells in Q, the search must prove a claim
// (A, T, h) with A inside the row and T inside Q avoiding the Breaker cells
// — searched on the finite board Q, so that arbitrary Breaker cells outside
// Q cannot matter, and additional Maker cells only help.
func FourRow(opt FourRowOptions) (FourRowResult, error) {
	if opt.MaxHeight < 0 || opt.MaxBreaker < 0 || opt.Workers < 0 {
		return FourRowResult{}, fmt.Errorf("four-row options: max height %d, max breaker %d, workers %d: want nonnegative numbers", opt.MaxHeight, opt.MaxBreaker, opt.Workers)
	}
	if opt.MaxHeight == 0 {
		opt.MaxHeight = 12
	}
	workers := max(opt.Workers, 1)
	reps, orbit := FourRowClasses(opt.MaxBreaker)
	res := FourRowResult{TotalClasses: len(reps), Heights: map[int]int{}}
	var todo []int
	for k := range reps {
		if opt.ShardCount > 1 && k%opt.ShardCount != opt.ShardIndex {
			continue
		}
		if opt.Done != nil && opt.Done[k] {
			continue
		}
		todo = append(todo, k)
	}
	type outcome struct {
		k   int
		c   FourRowCase
		err error
	}
	jobs := make(chan int)
	results := make(chan outcome)
	for w := 0; w < workers; w++ {
		go func() {
			s, err := NewSearcher(Snaky(), SearchOptions{MaxHeight: opt.MaxHeight, Board: FourRowQ, Maker: FourRowMaker})
			for k := range jobs {
				if err != nil {
					results <- outcome{k: k, err: err}
					continue
				}
				c, cerr := fourRowCase(s, reps[k], orbit[k])
				results <- outcome{k, c, cerr}
			}
		}()
	}
	go func() {
		for _, k := range todo {
			jobs <- k
		}
		close(jobs)
	}()
	var firstErr error
	done := map[int]FourRowCase{}
	for range todo {
		o := <-results
		if o.err != nil {
			if firstErr == nil {
				firstErr = o.err
			}
			continue
		}
		done[o.k] = o.c
		if opt.OnClass != nil {
			opt.OnClass(o.k, o.c)
		}
		if opt.Progress != nil {
			opt.Progress(len(done), len(todo))
		}
	}
	if firstErr != nil {
		return res, firstErr
	}
	for _, k := range todo { // class order, whatever the workers did
		res.add(done[k])
	}
	return res, nil
}

func fourRowCase(s *Searcher, rep []Point, orbit int) (FourRowCase, error) {
	c := FourRowCase{Breaker: rep, Orbit: orbit}
	if err := s.Reset(FourRowMaker, rep); err != nil {
		return c, err
	}
	r := s.Run()
	c.Nodes = s.Stats.Nodes
	if r.Found {
		card := r.Card
		if !card.A.SubsetOf(FourRowMaker) || !card.T.SubsetOf(FourRowQ) || !card.T.Disjoint(NewSet(rep...)) {
			return c, fmt.Errorf("placement %v: proof %v violates the hypothesis", rep, card)
		}
		c.Won, c.Height, c.Card = true, card.H, card
	}
	return c, nil
}

func (r *FourRowResult) add(c FourRowCase) {
	r.Classes++
	r.Placements += c.Orbit
	r.Nodes += c.Nodes
	if c.Won {
		r.Won++
		r.WonPlacements += c.Orbit
		r.Heights[c.Height] += c.Orbit
	} else {
		r.Failures = append(r.Failures, c.Breaker)
	}
}
