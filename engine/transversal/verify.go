package transversal

import (
	"fmt"
	"math/bits"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
	"time"
)

// VerifyOptions controls the exhaustive verification of §6.
type VerifyOptions struct {
	// AllChoices branches over every choice the strategy allows at the
	// tie-break and in Phase 2 (every admissible outcome and pair (r, s)),
	// instead of the canonical one.
	AllChoices bool
	// BranchPhase1 also branches over every cell the Phase-1 rule allows
	// (X's moves 2..n−2). It implies AllChoices. Use on small n only.
	BranchPhase1 bool
	// Explicit plays every one of O's Phase-2 moves one by one and decides
	// wins by testing ν directly, instead of counting O's non-blocking moves
	// in bulk from Lemma 1's rectangles. Same counts; a slower, independent
	// reference.
	Explicit bool
	// Mutant replaces a rule by a deliberately wrong one (tests of the verifier).
	Mutant Mutant
	// ShardIndex and ShardCount select the work items i with
	// i mod ShardCount = ShardIndex (ShardCount ≤ 1: all).
	ShardIndex, ShardCount int
	// Workers is the number of goroutines (default GOMAXPROCS).
	Workers int
	// MaxCounterexamples bounds the counterexamples kept (default 5).
	MaxCounterexamples int
	// Done marks work items already finished in an earlier run (resume from a
	// checkpoint) and Prior is the running total that run had saved (as
	// passed to OnItem). Both nil for a fresh run.
	Done  []bool
	Prior *Tally
	// OnItem, if set, is called (serially) after each work item with the
	// item's index and the running total of finished items; a checkpoint
	// writer hooks in here.
	OnItem func(item int, total *Tally, done []bool)
	// Progress, if set, is called about once a second with the nodes counted
	// so far and the fraction of work items finished.
	Progress func(nodes uint64, fraction float64)
}

// Mode names the verification mode as reports print it.
func (o VerifyOptions) Mode() string {
	switch {
	case o.BranchPhase1:
		return "all-choices+phase1"
	case o.AllChoices:
		return "all-choices"
	}
	return "canonical"
}

// Counterexample is a line on which an assertion of the proof failed.
type Counterexample struct {
	Line   string `json:"line"`   // "X(1,1) O(2,3) ...", 1-based
	Reason string `json:"reason"` // which assertion, citing the lemma
	Board  string `json:"board"`  // the final position
}

// Tally is the sum of counts over a set of work items. It is what a
// checkpoint stores and what shards add up.
type Tally struct {
	TerminalLines     uint64             `json:"terminal_lines"`
	Nodes             uint64             `json:"nodes"`
	WinPly            [MaxPly + 1]uint64 `json:"win_ply"`
	Cases             [NumCases]uint64   `json:"cases"`
	InvariantFailures uint64             `json:"invariant_failures"`
	Counterexamples   []Counterexample   `json:"counterexamples"`
	// CounterexampleItems are the work items the counterexamples came from,
	// kept so that merging keeps the first ones in item order.
	CounterexampleItems []int `json:"counterexample_items"`
}

// Add adds u into t, keeping at most max counterexamples in item order.
func (t *Tally) Add(u *Tally, max int) {
	t.TerminalLines += u.TerminalLines
	t.Nodes += u.Nodes
	for i := range t.WinPly {
		t.WinPly[i] += u.WinPly[i]
	}
	for i := range t.Cases {
		t.Cases[i] += u.Cases[i]
	}
	t.InvariantFailures += u.InvariantFailures
	if len(u.Counterexamples) > 0 {
		type ce struct {
			item int
			c    Counterexample
		}
		var all []ce
		for i := range t.Counterexamples {
			all = append(all, ce{t.CounterexampleItems[i], t.Counterexamples[i]})
		}
		for i := range u.Counterexamples {
			all = append(all, ce{u.CounterexampleItems[i], u.Counterexamples[i]})
		}
		sort.SliceStable(all, func(i, j int) bool { return all[i].item < all[j].item })
		if max > 0 && len(all) > max {
			all = all[:max]
		}
		t.Counterexamples, t.CounterexampleItems = nil, nil
		for _, a := range all {
			t.Counterexamples = append(t.Counterexamples, a.c)
			t.CounterexampleItems = append(t.CounterexampleItems, a.item)
		}
	}
}

// MaxWinPly is the largest ply on which some line ends (0 if none).
func (t *Tally) MaxWinPly() int {
	for p := MaxPly; p > 0; p-- {
		if t.WinPly[p] > 0 {
			return p
		}
	}
	return 0
}

// VerifyResult is the outcome of Verify.
type VerifyResult struct {
	N     int
	Mode  string
	Items int // work items in the whole run (before sharding)
	Tally
	Seconds float64
}

// WinPlyMap returns the win-ply distribution as ply → lines (plies with lines only).
func (r *VerifyResult) WinPlyMap() map[int]uint64 {
	m := map[int]uint64{}
	for p, v := range r.WinPly {
		if v > 0 {
			m[p] = v
		}
	}
	return m
}

// CaseMap returns the proof-case distribution as case name → lines.
func (r *VerifyResult) CaseMap() map[string]uint64 {
	m := map[string]uint64{}
	for c, v := range r.Cases {
		m[CaseNames[c]] = v
	}
	return m
}

// splitPly is the ply after which the tree is cut into work items: each item
// is a position after O's second move (ply 4).
const splitPly = 4

// Verify plays X's strategy of §4 against every legal O defence on the n×n
// board (n ≥ 4), from one representative first move X(1,1), and checks at
// every position what the proof of Theorem A relies on. It counts the
// terminal lines (each ends with an X win), the nodes (every position after
// the first move that is not an X win: this is how the paper's Table 1
// counts, see ClosedForm), the win plies and the proof cases.
func Verify(n int, opt VerifyOptions) (*VerifyResult, error) {
	if n < 4 || n > MaxN {
		return nil, fmt.Errorf("n = %d: the strategy of §4 is for 4 ≤ n ≤ %d (n = 2, 3 are draws)", n, MaxN)
	}
	if opt.BranchPhase1 {
		opt.AllChoices = true
	}
	if opt.ShardCount < 1 {
		opt.ShardCount, opt.ShardIndex = 1, 0
	}
	if opt.ShardIndex < 0 || opt.ShardIndex >= opt.ShardCount {
		return nil, fmt.Errorf("shard %d/%d out of range", opt.ShardIndex, opt.ShardCount)
	}
	if opt.Workers <= 0 {
		opt.Workers = runtime.GOMAXPROCS(0)
	}
	if opt.MaxCounterexamples <= 0 {
		opt.MaxCounterexamples = 5
	}
	start := time.Now()

	// Enumerate the work items: the positions after ply splitPly, in a fixed
	// order. The nodes before the split are counted by shard 0 only.
	g, _ := NewGame(n)
	g.Play(Cell{0, 0})
	pre := &walker{n: n, opt: &opt}
	var items []Game
	pre.collect = func(h *Game) { items = append(items, *h) }
	pre.afterX(g)
	pre.tally.Nodes-- // the root position after X's first move is not counted
	if opt.Done != nil && len(opt.Done) != len(items) {
		return nil, fmt.Errorf("resume state has %d work items, this run has %d", len(opt.Done), len(items))
	}

	res := &VerifyResult{N: n, Mode: opt.Mode(), Items: len(items)}
	total := &res.Tally
	done := make([]bool, len(items))
	switch {
	case opt.Done != nil && opt.Prior != nil:
		// Prior is a running total saved by OnItem: it already holds the
		// prefix nodes (shard 0) and the finished items.
		copy(done, opt.Done)
		total.Add(opt.Prior, opt.MaxCounterexamples)
	case opt.ShardIndex == 0:
		total.Add(&pre.tally, opt.MaxCounterexamples)
	}
	var todo []int
	mine := 0
	for i := range items {
		if i%opt.ShardCount != opt.ShardIndex {
			continue
		}
		mine++
		if !done[i] {
			todo = append(todo, i)
		}
	}

	var (
		next     atomic.Int64
		mu       sync.Mutex
		finished = mine - len(todo)
		nodes    atomic.Uint64
		wg       sync.WaitGroup
	)
	nodes.Store(total.Nodes)
	var report func()
	if opt.Progress != nil {
		report = func() {
			mu.Lock()
			f := float64(finished) / float64(max(mine, 1))
			mu.Unlock()
			opt.Progress(nodes.Load(), f)
		}
	}
	stopProgress := everySecond(report)
	for w := 0; w < opt.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				k := int(next.Add(1)) - 1
				if k >= len(todo) {
					return
				}
				item := todo[k]
				wk := &walker{n: n, opt: &opt, item: item}
				wk.flush = func(d uint64) { nodes.Add(d) }
				h := items[item]
				wk.afterO(&h)
				nodes.Add(wk.tally.Nodes - wk.flushed)
				mu.Lock()
				total.Add(&wk.tally, opt.MaxCounterexamples)
				done[item] = true
				finished++
				if opt.OnItem != nil {
					opt.OnItem(item, total, done)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	stopProgress()
	res.Seconds = time.Since(start).Seconds()
	return res, nil
}

// walker is the depth-first search of one work item. Its counters are local
// so that workers never share memory in the inner loop.
type walker struct {
	n       int
	opt     *VerifyOptions
	item    int
	tally   Tally
	collect func(*Game) // prefix pass: receives the positions at splitPly
	flush   func(uint64)
	flushed uint64

	cacheSet  [2]Set
	cacheRect [2]Rectangle
	cacheOK   [2]bool
	cacheNext int
}

func (w *walker) fail(g *Game, reason string) {
	w.tally.InvariantFailures++
	if len(w.tally.Counterexamples) < w.opt.MaxCounterexamples {
		w.tally.Counterexamples = append(w.tally.Counterexamples, Counterexample{Line: g.Line(), Reason: reason, Board: g.Board()})
		w.tally.CounterexampleItems = append(w.tally.CounterexampleItems, w.item)
	}
}

func (w *walker) win(g *Game, ply int, lines uint64) {
	w.tally.TerminalLines += lines
	w.tally.WinPly[ply] += lines
	w.tally.Cases[g.Ctx.Case] += lines
}

// completing returns the free cells completing own (opp holding the rest),
// as a bitset, by Lemma 1's rectangle or, in explicit mode, by testing every
// free cell (ν(own ∪ {f}) = n). stones is |own|.
func (w *walker) completing(own, opp *Set, stones int) Set {
	n := w.n
	var out Set
	if stones < n-1 {
		return out // Corollary 2: fewer than n−1 stones, no threat
	}
	if w.opt.Explicit {
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				f := Cell{r, c}
				if own.Has(f) || opp.Has(f) {
					continue
				}
				t := *own
				t.Add(f)
				if Nu(&t, n) == n {
					out.Add(f)
				}
			}
		}
		return out
	}
	q := w.rect(own)
	for rs := q.Rows; rs != 0; rs &= rs - 1 {
		r := bits.TrailingZeros16(rs)
		out.Rows[r] = q.Cols &^ (own.Rows[r] | opp.Rows[r])
	}
	return out
}

// rect is CompletingRectangle with a two-entry cache: along a line the same
// stone set is asked about several times (after X's move, at O's reply, and
// after O's block), so each set's rectangle is computed once.
func (w *walker) rect(s *Set) Rectangle {
	for i := range w.cacheSet {
		if w.cacheOK[i] && w.cacheSet[i] == *s {
			return w.cacheRect[i]
		}
	}
	q, _ := CompletingRectangle(s, w.n)
	i := w.cacheNext
	w.cacheNext ^= 1
	w.cacheSet[i], w.cacheRect[i], w.cacheOK[i] = *s, q, true
	return q
}

func firstCell(s *Set) (Cell, bool) {
	for r, m := range s.Rows {
		if m != 0 {
			return Cell{r, bits.TrailingZeros16(m)}, true
		}
	}
	return Cell{}, false
}

// afterX handles a position after X's move (X has not won): it counts the
// node and branches over every legal O move.
func (w *walker) afterX(g *Game) {
	n := w.n
	w.tally.Nodes++
	if w.flush != nil && w.tally.Nodes-w.flushed >= 1<<16 {
		w.flush(w.tally.Nodes - w.flushed)
		w.flushed = w.tally.Nodes
	}
	p := g.Ply + 1 // O's ply
	oStones := g.Ply / 2
	phase2 := p >= 2*n-2
	if phase2 && !w.opt.Explicit {
		w.phase2Bulk(g)
		return
	}
	for r := 0; r < n; r++ {
		for free := g.FreeMask(r); free != 0; free &= free - 1 {
			c := Cell{r, bits.TrailingZeros16(free)}
			ur, uc := g.UR, g.UC
			g.Play(c)
			if oStones+1 >= n && Nu(&g.O, n) == n {
				w.fail(g, fmt.Sprintf("O completes a transversal at ply %d (Lemma 12(b))", p))
			} else if w.collect != nil && g.Ply == splitPly {
				w.collect(g)
			} else {
				w.afterO(g)
			}
			g.undo(ur, uc)
		}
	}
}

// phase2Bulk handles O's move at plies 2n−2, 2n, 2n+2 without playing every
// move: O cannot win (O's free completing cells are empty: Lemma 12(b)); X's
// free completing cells T are the threats. If |T| = 1, every move but the
// block leaves X a completing cell (X wins next ply) and only the block is
// searched further; if |T| ≥ 2, every move leaves one.
func (w *walker) phase2Bulk(g *Game) {
	p := g.Ply + 1
	oWins := w.completing(&g.O, &g.X, g.Ply/2)
	if c, ok := firstCell(&oWins); ok {
		ur, uc := g.UR, g.UC
		g.Play(c)
		w.fail(g, fmt.Sprintf("O completes a transversal at ply %d (Lemma 12(b))", p))
		g.undo(ur, uc)
		return
	}
	threats := w.completing(&g.X, &g.O, (g.Ply+1)/2)
	free := uint64(g.FreeCount())
	switch t := threats.Len(); {
	case t == 0:
		w.fail(g, fmt.Sprintf("X has no threat when O moves at ply %d (Lemma 3)", p))
	case t == 1:
		w.tally.Nodes += free // every O move gives an X-to-move position
		w.win(g, p+1, free-1)
		block, _ := firstCell(&threats)
		ur, uc := g.UR, g.UC
		g.Play(block)
		w.tally.Nodes-- // afterO counts the block's position itself
		w.afterO(g)
		g.undo(ur, uc)
	default:
		w.tally.Nodes += free
		w.win(g, p+1, free)
	}
}

// afterO handles a position after O's move: X to move. It counts the node,
// lets X win if X has a free completing cell, and otherwise plays the
// strategy's move(s), asserting the lemmas.
func (w *walker) afterO(g *Game) {
	n := w.n
	w.tally.Nodes++
	p := g.Ply + 1   // X's ply
	k := (p + 1) / 2 // X's move number
	if k >= n {
		if t := w.completing(&g.X, &g.O, (g.Ply+1)/2); t.Len() > 0 {
			// O declined to block (or faced a double threat): X completes.
			// This position was a node; the position after X's win is not.
			w.win(g, p, 1)
			return
		}
		if k > n+1 {
			w.fail(g, fmt.Sprintf("X has no completing cell at ply %d = 2n+3 (Theorem A)", p))
			return
		}
		// Lemma 12(a): O holds no threat when X moves at plies 2n−1, 2n+1.
		if t := w.completing(&g.O, &g.X, g.Ply/2); t.Len() > 0 {
			c, _ := firstCell(&t)
			w.fail(g, fmt.Sprintf("O threatens %v when X moves at ply %d (Lemma 12(a))", c, p))
			return
		}
	}
	switch {
	case k <= n-2:
		w.phase1(g, k)
	case k == n-1:
		w.tieBreak(g)
	case k == n:
		w.planFirst(g)
	default:
		w.planSecond(g)
	}
}

func (w *walker) phase1(g *Game, k int) {
	cand := phase1Candidates(g, w.opt.Mutant)
	if cand.Len() == 0 {
		w.fail(g, fmt.Sprintf("no cell for X's Phase-1 move %d (Lemma 5)", k))
		return
	}
	for r := 0; r < w.n; r++ {
		for m := cand.Rows[r]; m != 0; m &= m - 1 {
			c := Cell{r, bits.TrailingZeros16(m)}
			ur, uc := g.UR, g.UC
			g.Play(c)
			if g.OInH() {
				w.fail(g, fmt.Sprintf("an O stone lies in the open block H after X's move %d (Invariant 1)", k))
			} else {
				w.afterX(g)
			}
			g.undo(ur, uc)
			if !w.opt.BranchPhase1 {
				return
			}
		}
	}
}

func (w *walker) tieBreak(g *Game) {
	n := w.n
	cand, ok := tieBreakCandidates(g, w.opt.Mutant)
	if !ok {
		w.fail(g, "no admissible tie-break outcome with w ≤ n−3 (Lemma 6)")
		return
	}
	for r := 0; r < n; r++ {
		for m := cand.Rows[r]; m != 0; m &= m - 1 {
			c := Cell{r, bits.TrailingZeros16(m)}
			ur, uc := g.UR, g.UC
			g.Play(c)
			if err := buildContext(g, &g.Ctx); err != nil {
				w.fail(g, "after the tie-break: "+err.Error())
			} else {
				g.HasCtx = true
				// Corollary 2: X's only completing cell is (b, d), and it is free.
				t := w.completing(&g.X, &g.O, (g.Ply+1)/2)
				bd := Cell{g.Ctx.B, g.Ctx.D}
				if t.Len() != 1 || !t.Has(bd) {
					w.fail(g, fmt.Sprintf("after the tie-break X's free completing cells are not exactly %v (Corollary 2)", bd))
				} else {
					w.afterX(g)
				}
				g.HasCtx = false
			}
			g.undo(ur, uc)
			if !w.opt.AllChoices {
				return
			}
		}
	}
}

func (w *walker) planFirst(g *Game) {
	ctx := &g.Ctx
	rows := ctx.firstRows()
	for ; rows != 0; rows &= rows - 1 {
		r := bits.TrailingZeros16(rows)
		c := ctx.FirstMove(r)
		if g.Occupied(c) {
			w.fail(g, fmt.Sprintf("plan (%v) cell %v is not free at ply 2n−1 (Lemma 11)", ctx.Plan, c))
			continue
		}
		ur, uc := g.UR, g.UC
		g.Play(c)
		g.R = r
		// Lemma 3(a)/(b): the completing cells are exactly the rectangle, and
		// the only free one is the cell O must block.
		if w.checkRectangle(g, ctx.FirstThreat(r), 1, "3(a)/(b)") {
			w.afterX(g)
		}
		g.R = -1
		g.undo(ur, uc)
		if !w.opt.AllChoices {
			return
		}
	}
}

func (w *walker) planSecond(g *Game) {
	ctx := &g.Ctx
	r := g.R
	for ss := ctx.Pairs[r]; ss != 0; ss &= ss - 1 {
		s := bits.TrailingZeros16(ss)
		c := ctx.SecondMove(s)
		if g.Occupied(c) {
			w.fail(g, fmt.Sprintf("plan (%v) cell %v is not free at ply 2n+1 (Lemma 11)", ctx.Plan, c))
			continue
		}
		ur, uc := g.UR, g.UC
		g.Play(c)
		g.S = s
		if w.checkRectangle(g, ctx.SecondThreat(r, s), 2, "3(c)/(d)") {
			w.afterX(g)
		}
		g.S = -1
		g.undo(ur, uc)
		if !w.opt.AllChoices {
			return
		}
	}
}

// checkRectangle asserts Lemma 3: X's completing cells are exactly q, and
// exactly wantFree of them are free (Lemma 11 keeps them free).
func (w *walker) checkRectangle(g *Game, q Rectangle, wantFree int, lemma string) bool {
	n := w.n
	var got Set
	if w.opt.Explicit {
		for _, c := range CompletingCellsDirect(&g.X, n) {
			got.Add(c)
		}
	} else {
		got = w.rect(&g.X).Set()
	}
	if got != q.Set() {
		w.fail(g, fmt.Sprintf("X's completing cells are %s, Lemma %s says %s", FormatCells(got.Cells()), lemma, FormatCells(func() []Cell { s := q.Set(); return s.Cells() }())))
		return false
	}
	if f := q.FreeCount(&g.X, &g.O); f != wantFree {
		w.fail(g, fmt.Sprintf("%d of X's completing cells are free, the plan needs %d (Lemma 11)", f, wantFree))
		return false
	}
	return true
}
