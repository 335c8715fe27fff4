package transversal

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// The exact solver (§7's open problem): does X force a transversal at or
// before ply P against every O play, where O wins — and X fails — by
// completing one first? The game value and the optimal length follow by
// iterating P (Value).
//
// The search (solve_search.go) is depth first with the sound rules R0–R5
// (solve_rules.go), move ordering (solve_order.go) and a transposition table
// on canonical positions (canon.go, solve_table.go). A run is cut into work
// items — the canonical positions after ply SplitPly — so that both cores
// (Workers), shards of a cluster (ShardIndex/ShardCount) and resumed runs
// (Prior) share one deterministic decomposition: each item is searched with
// a table of its own, so counts do not depend on scheduling, and the answer
// is the AND–OR combination of the items' answers over the prefix tree.

// SolveOptions controls Solve.
type SolveOptions struct {
	// ByPly is P: the last ply at which an X completion counts.
	ByPly int
	// Workers is the number of goroutines (default GOMAXPROCS).
	Workers int
	// TableMiB caps the memory of each worker's transposition table
	// (default 256). Node counts depend on it only when entries are evicted.
	TableMiB int
	// SplitPly: work items are the positions after this ply (0: the
	// default, 3; a negative value makes the empty board the only item).
	SplitPly int
	// ShardIndex and ShardCount select the items i with i mod ShardCount =
	// ShardIndex (ShardCount ≤ 1: all).
	ShardIndex, ShardCount int
	// Prior holds results of items finished in an earlier run (resume); its
	// entries with Done set are not searched again. May be nil.
	Prior []ItemResult
	// OnItem, if set, is called serially after each item with its index and
	// the results so far (a checkpoint writer hooks in here).
	OnItem func(item int, results []ItemResult)
	// Progress, if set, is called about once a second with the nodes so far
	// and the fraction of this run's items finished.
	Progress func(nodes uint64, fraction float64)
	// Certificate makes the solver write the strategy that proves its answer
	// (an X strategy tree if X forces, an O strategy otherwise); whole runs
	// only (ShardCount ≤ 1).
	Certificate bool
}

// ItemResult is the outcome of one work item.
type ItemResult struct {
	Done      bool    `json:"done"`
	XForces   bool    `json:"x_forces_win"`
	Nodes     uint64  `json:"nodes"`
	Positions uint64  `json:"positions"`
	Seconds   float64 `json:"seconds"`
}

// SolveResult is the outcome of Solve.
type SolveResult struct {
	N, ByPly   int
	XForcesWin bool
	// Decided is false when some item's result is unknown (a shard of a
	// run split over several); XForcesWin is then meaningless.
	Decided bool
	// Nodes counts every position the search visited (prefix and items);
	// Positions the canonical positions solved and stored in the tables,
	// summed over the work items (each item has its own table, so a
	// position two items reach, or one stored again after an eviction,
	// counts again).
	Nodes, Positions uint64
	// PrefixNodes is the size of the prefix tree above the items.
	PrefixNodes int
	Items       []ItemResult
	Seconds     float64
	Certificate *Certificate
}

// SolvePosition decides from position p (ply to play = stones + 1) whether X
// forces a transversal by ply P, single-threaded, with a table of tableMiB.
// It returns the answer and the nodes searched.
func SolvePosition(p *Position, n, P, tableMiB int) (bool, uint64, error) {
	if err := solveCheckPosition(p, n, P); err != nil {
		return false, 0, err
	}
	if tableMiB <= 0 {
		tableMiB = 16
	}
	s := newSolveSearcher(n, P, newSolveTable(int64(tableMiB)<<20))
	q := p.Ply() + 1
	if q > P {
		return false, 0, nil
	}
	v := s.node(p, q)
	return v, s.nodes, nil
}

func solveCheckPosition(p *Position, n, P int) error {
	if n < 1 || n > MaxN {
		return fmt.Errorf("board size n = %d: need 1 ≤ n ≤ %d", n, MaxN)
	}
	if P < 0 {
		return fmt.Errorf("ply bound P = %d: need P ≥ 0", P)
	}
	x, o := p.X.Len(), p.O.Len()
	if x != o && x != o+1 {
		return fmt.Errorf("position has %d X and %d O stones: X moves first, so |X| = |O| or |O|+1", x, o)
	}
	for r := n; r < MaxN; r++ {
		if p.X.Rows[r]|p.O.Rows[r] != 0 {
			return fmt.Errorf("position has a stone off the %d×%d board", n, n)
		}
	}
	for r := 0; r < n; r++ {
		if (p.X.Rows[r]|p.O.Rows[r])&^FullMask(n) != 0 {
			return fmt.Errorf("position has a stone off the %d×%d board", n, n)
		}
		if p.X.Rows[r]&p.O.Rows[r] != 0 {
			return fmt.Errorf("a cell holds both an X and an O stone")
		}
	}
	if Nu(&p.X, n) == n || Nu(&p.O, n) == n {
		return fmt.Errorf("the game is already over: a side owns a transversal")
	}
	return nil
}

// solvePrefix is the tree of canonical positions above the work items: a DAG
// (transpositions share a node), built with the same rules as the search.
type solvePrefix struct {
	n, P  int
	nodes []solvePNode
	index map[Key]int
	items []int // node index of each item, in item order
}

type solvePNode struct {
	pos   Position     // canonical
	q     int          // ply to play
	v     solveVerdict // decided by the rules (verdictUndecided for inner nodes and items)
	item  int          // ≥ 0: this node is work item number item
	kids  []int
	moves []Cell // moves[i] (in pos's frame) leads to kids[i]
}

func buildSolvePrefix(n, P, split int, s *solveSearcher) *solvePrefix {
	pf := &solvePrefix{n: n, P: P, index: map[Key]int{}}
	var build func(p Position, q int) int
	build = func(p Position, q int) int {
		k := KeyOf(&p, n)
		if i, ok := pf.index[k]; ok {
			return i
		}
		i := len(pf.nodes)
		pf.nodes = append(pf.nodes, solvePNode{pos: p, q: q, item: -1})
		pf.index[k] = i
		s.count()
		r := s.rules(&p, q)
		if r.v != verdictUndecided {
			pf.nodes[i].v = r.v
			return i
		}
		if q > split {
			pf.nodes[i].item = len(pf.items)
			pf.items = append(pf.items, i)
			return i
		}
		var cand []Cell
		if r.forced {
			cand = []Cell{r.move}
		} else {
			for rr := 0; rr < n; rr++ {
				for m := FullMask(n) &^ (p.X.Rows[rr] | p.O.Rows[rr]); m != 0; m &= m - 1 {
					cand = append(cand, Cell{rr, solveTrailing(m)})
				}
			}
		}
		seen := map[int]bool{}
		for _, m := range cand {
			c := p
			if q%2 == 1 {
				c.X.Add(m)
			} else {
				c.O.Add(m)
			}
			cc, _ := Canon(&c, n)
			kid := build(cc, q+1)
			if seen[kid] {
				continue
			}
			seen[kid] = true
			pf.nodes[i].kids = append(pf.nodes[i].kids, kid)
			pf.nodes[i].moves = append(pf.nodes[i].moves, m)
		}
		return i
	}
	build(Position{}, 1)
	return pf
}

// values combines the items' answers over the prefix: X to move — some
// child; O to move — every child. Each node gets 1 (X forces), 0 (X fails)
// or −1 (unknown: some item it needs is not done).
func (pf *solvePrefix) values(items []ItemResult) []int8 {
	val := make([]int8, len(pf.nodes))
	done := make([]bool, len(pf.nodes))
	var ev func(i int) int8
	ev = func(i int) int8 {
		if done[i] {
			return val[i]
		}
		nd := &pf.nodes[i]
		var v int8
		switch {
		case nd.v != verdictUndecided:
			v = 0
			if nd.v == verdictXForces {
				v = 1
			}
		case nd.item >= 0:
			v = -1
			if items[nd.item].Done {
				v = 0
				if items[nd.item].XForces {
					v = 1
				}
			}
		default:
			// X to move: 1 if some child is 1, 0 if every child is 0.
			// O to move: 0 if some child is 0, 1 if every child is 1.
			var win int8 = 0
			if nd.q%2 == 1 {
				win = 1
			}
			v = 1 - win
			for _, kid := range nd.kids {
				switch ev(kid) {
				case win:
					v = win
				case -1:
					if v != win {
						v = -1
					}
				}
				if v == win {
					break
				}
			}
		}
		val[i], done[i] = v, true
		return v
	}
	ev(0)
	return val
}

// eval is the answer at the root; known is false if it needs an item that
// is not done.
func (pf *solvePrefix) eval(items []ItemResult) (value, known bool) {
	v := pf.values(items)[0]
	return v == 1, v >= 0
}

// Solve decides whether X forces a transversal on the n×n board by ply
// opt.ByPly.
func Solve(n int, opt SolveOptions) (*SolveResult, error) {
	start := time.Now()
	P := opt.ByPly
	if err := solveCheckPosition(&Position{}, n, P); err != nil {
		return nil, err
	}
	if opt.Workers <= 0 {
		opt.Workers = runtime.GOMAXPROCS(0)
	}
	if opt.TableMiB <= 0 {
		opt.TableMiB = 256
	}
	if opt.SplitPly == 0 {
		opt.SplitPly = 3
	}
	if opt.SplitPly < 0 {
		opt.SplitPly = 0
	}
	if opt.ShardCount < 1 {
		opt.ShardCount, opt.ShardIndex = 1, 0
	}
	if opt.ShardIndex < 0 || opt.ShardIndex >= opt.ShardCount {
		return nil, fmt.Errorf("shard %d/%d out of range", opt.ShardIndex, opt.ShardCount)
	}
	if opt.Certificate && opt.ShardCount > 1 {
		return nil, fmt.Errorf("certificates are written by whole runs only (no --shard)")
	}
	pre := newSolveSearcher(n, P, nil)
	pf := buildSolvePrefix(n, P, opt.SplitPly, pre)
	items := make([]ItemResult, len(pf.items))
	if opt.Prior != nil {
		if len(opt.Prior) != len(items) {
			return nil, fmt.Errorf("resume state has %d work items, this run has %d", len(opt.Prior), len(items))
		}
		copy(items, opt.Prior)
	}
	var todo []int
	mine := 0
	for i := range items {
		if i%opt.ShardCount != opt.ShardIndex {
			continue
		}
		mine++
		if !items[i].Done {
			todo = append(todo, i)
		}
	}
	var certs []*Certificate
	if opt.Certificate {
		certs = make([]*Certificate, len(items))
	}

	var (
		next     atomic.Int64
		mu       sync.Mutex
		finished = mine - len(todo)
		nodes    atomic.Uint64
		wg       sync.WaitGroup
	)
	var report func()
	if opt.Progress != nil {
		report = func() {
			mu.Lock()
			f := float64(finished) / float64(max(mine, 1))
			mu.Unlock()
			opt.Progress(nodes.Load(), f)
		}
	}
	stop := everySecond(report)
	workers := min(opt.Workers, max(len(todo), 1))
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tt := newSolveTable(int64(opt.TableMiB) << 20)
			for {
				k := int(next.Add(1)) - 1
				if k >= len(todo) {
					return
				}
				item := todo[k]
				t0 := time.Now()
				tt.Reset()
				s := newSolveSearcher(n, P, tt)
				s.tick = func(d uint64) { nodes.Add(d) }
				nd := &pf.nodes[pf.items[item]]
				pos := nd.pos
				v := s.node(&pos, nd.q)
				var cert *Certificate
				if opt.Certificate {
					cert = buildCertificate(s, &pos, nd.q, v)
				}
				nodes.Add(s.nodes - s.last)
				r := ItemResult{Done: true, XForces: v, Nodes: s.nodes, Positions: tt.stored, Seconds: time.Since(t0).Seconds()}
				mu.Lock()
				items[item] = r
				if certs != nil {
					certs[item] = cert
				}
				finished++
				if opt.OnItem != nil {
					opt.OnItem(item, items)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	stop()

	res := &SolveResult{N: n, ByPly: P, Items: items, PrefixNodes: len(pf.nodes)}
	if opt.ShardIndex == 0 {
		res.Nodes += pre.nodes
		res.Positions += uint64(len(pf.nodes))
	}
	for i, it := range items {
		if i%opt.ShardCount == opt.ShardIndex && it.Done {
			res.Nodes += it.Nodes
			res.Positions += it.Positions
		}
	}
	res.XForcesWin, res.Decided = pf.eval(items)
	if opt.Certificate && res.Decided {
		res.Certificate = pf.certificate(res.XForcesWin, items, certs)
	}
	res.Seconds = time.Since(start).Seconds()
	return res, nil
}

// MergeSolve combines the item results of the shards of one run (each
// shard's Items, in any order of shards) into the single-run answer. It
// rebuilds the prefix, which is cheap and deterministic.
func MergeSolve(n, P, split int, parts [][]ItemResult) (*SolveResult, error) {
	if err := solveCheckPosition(&Position{}, n, P); err != nil {
		return nil, err
	}
	pre := newSolveSearcher(n, P, nil)
	pf := buildSolvePrefix(n, P, split, pre)
	items := make([]ItemResult, len(pf.items))
	for si, part := range parts {
		if len(part) != len(items) {
			return nil, fmt.Errorf("part %d has %d items, the run has %d", si, len(part), len(items))
		}
		for i, it := range part {
			if !it.Done {
				continue
			}
			if items[i].Done {
				return nil, fmt.Errorf("item %d solved by two parts", i)
			}
			items[i] = it
		}
	}
	res := &SolveResult{N: n, ByPly: P, Items: items, PrefixNodes: len(pf.nodes)}
	res.Nodes, res.Positions = pre.nodes, uint64(len(pf.nodes))
	for _, it := range items {
		res.Nodes += it.Nodes
		res.Positions += it.Positions
		res.Seconds += it.Seconds
	}
	res.XForcesWin, res.Decided = pf.eval(items)
	return res, nil
}

// ValueResult is the game value and the optimal length.
type ValueResult struct {
	N int
	// XWins: X forces a transversal at some ply (else the game is a draw:
	// O never wins, by strategy stealing, §2).
	XWins bool
	// OptimalLength is the least P for which X forces a win by P (0 for a draw).
	OptimalLength int
	// Steps lists the solve of each P tried (odd plies from n·2−1 upwards:
	// X cannot complete before holding n stones).
	Steps   []SolveResult
	Seconds float64
}

// Value finds the game value and the optimal length by solving P = 2n−1,
// 2n+1, … until X forces a win or the board is full (a draw). opt.ByPly is
// ignored.
func Value(n int, opt SolveOptions) (*ValueResult, error) {
	start := time.Now()
	if n < 1 || n > MaxN {
		return nil, fmt.Errorf("board size n = %d: need 1 ≤ n ≤ %d", n, MaxN)
	}
	out := &ValueResult{N: n}
	opt.Certificate = false
	opt.ShardCount, opt.ShardIndex = 1, 0
	opt.Prior, opt.OnItem = nil, nil
	last := n * n
	if last%2 == 0 {
		last-- // X plays odd plies only
	}
	for P := 2*n - 1; P <= last; P += 2 {
		o := opt
		o.ByPly = P
		r, err := Solve(n, o)
		if err != nil {
			return nil, err
		}
		r.Items = nil
		out.Steps = append(out.Steps, *r)
		if r.XForcesWin {
			out.XWins, out.OptimalLength = true, P
			break
		}
	}
	out.Seconds = time.Since(start).Seconds()
	return out, nil
}
