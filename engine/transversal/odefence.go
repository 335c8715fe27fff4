package transversal

import (
	"fmt"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// An explicit O defence that keeps X from completing a transversal before
// ply 2n+3 (§7's conjecture), stated as a rule on the current position in
// the spirit of the paper's X strategy (§4) — it is that strategy's Phase 1
// and tie-break played by O, one tempo behind, with the tie-break aimed at
// a threat X cannot turn into a double threat.
//
// Let U_R, U_C be the rows and columns holding no O stone and H_O = U_R × U_C
// O's open block. O to move:
//
//	D1 (win)    if O has a free completing cell, take it;
//	D2 (block)  else if X has a free completing cell, take one;
//	D3 (build)  else if O holds fewer than n−2 stones: if an X stone lies in
//	            H_O, play a free cell of H_O in its row or its column;
//	            otherwise play any free cell of H_O;
//	D4 (tempo)  else if O holds exactly n−2 stones and H_O is a 2×2 block:
//	            play a corner of H_O whose opposite corner t is free, choosing
//	            t not to be a double-threat cell of X (a free cell f such that
//	            X ∪ {f} has two or more free completing cells);
//	D5          otherwise any free cell (from ply 2n on, when neither side
//	            has a free completing cell: then no move of O's can let X
//	            complete at the next ply, so any cell is safe).
//
// Claim: for every n ≥ 2, against every X play, X completes no transversal
// at or before ply 2n+1. So, with Theorem A, the game lasts exactly 2n+3
// plies under optimal play for every n ≥ 4.
//
// Proof. X completes at ply 2n−1 only if its first n−1 stones form a
// matching whose completing cell is still free at ply 2n−2; D2 takes it
// (D1 cannot fire first: O holds only n−2 stones at ply 2n−2, and a
// completing cell needs n−1).
// X completes at ply 2n+1 only if after its move at 2n−1 it has two free
// completing cells and O has none (one is blocked at 2n by D2; O with a free
// completing cell at 2n completes first by D1). Two completing cells with n
// stones need ν = n−1 and, by Lemma 1 and the remark after Lemma 3, X's n
// stones must be an (n−1)-matching M plus one cell in M's uncovered row b or
// column d: one stone in every row and one column doubled (or the
// transpose), the two completing cells being the cells of the empty column
// in the two rows of the doubled one. Removing any one stone from such a
// set leaves either (a) an (n−1)-matching, or (b) a "cherry" — two stones in
// one column — plus a matching of n−3 stones on the other rows and columns
// (or the transpose). So X's stones at ply 2n−3 are of type (a) or (b), or X
// has no double threat at 2n−1 at all.
//
//	(a) The matching's completing cell (b, d) lies in the rectangle of every
//	    superset with ν = n−1 (M stays a maximum matching exposing b and d),
//	    and that rectangle has at most two cells. If (b, d) is free at ply
//	    2n−2, D2 takes it; if O already holds it, it is O's anyway. Either
//	    way X has at most one free completing cell after ply 2n−1.
//	(b) Here X has no completing cell, so D1 and D2 do not apply at ply
//	    2n−2 and D4 does. The double-threat cells of X are the cells
//	    (ρ, γ1), (ρ, γ2) of its one X-free row ρ and its two X-free columns
//	    (the last stone must go to row ρ, and into an X-free column, for all
//	    rows to be distinct with exactly one column doubled) — two cells in
//	    one row (in one column for the transpose).
//
// D3 keeps the invariant of the paper's Lemma 5 for O: after each O move
// H_O holds no X stone, and O's stones form a matching of the rows and
// columns outside H_O. (O's k-th move, k ≤ n−2: X has k ≤ n−2 stones, so D1
// and D2 do not apply; H_O is (n−k+1)² with at most X's last stone in it, so
// the row (and the column) of that stone has n−k ≥ 2 cells of H_O, one of
// them X's; O's move removes that row or column from H_O. The paper's X rule
// answers in the row only; answering in the column too makes the rule
// symmetric under transposition, like the game.) At ply 2n−2 O has n−2 stones and H_O is 2×2
// with at most one X stone — X's move at 2n−3. The corners of the other
// diagonal are then free: O may play either and threaten the other, two
// cells in different rows and different columns, so at most one is a
// double-threat cell of X, and D4 has a choice. O now holds an
// (n−1)-matching whose only completing cell is the free opposite corner t
// (Corollary 2). X cannot complete at 2n−1 (type (b) has ν = n−2), so X
// must take t or lose at 2n; t is not a double-threat cell, so after ply
// 2n−1 X has at most one free completing cell, which D2 blocks at 2n (O's
// own completing cell is now X's, so D1 does not fire instead of it). X has
// no completing cell at ply 2n+1. ∎
//
// VerifyODefence checks the claim by brute force, independently of the
// proof: O plays the rule, X every legal move, up to ply 2n+1.

// ODefenceMoves returns the cells the rule allows O in position p (O to
// move), and the step (1–5) that chose them.
func ODefenceMoves(p *Position, n int) (Set, int) { return odMoves(p, n, "") }

// ODefenceMutants are deliberately weakened rules, each dropping one part of
// the rule, to show what each part is for (and that the verifier notices).
var ODefenceMutants = map[string]string{
	"no-block":       "D2 dropped: O does not block X's completing cell",
	"build-anywhere": "D3 ignores X's stone in H_O: any free cell of H_O",
	"no-tempo":       "D4 dropped: O plays D5 (first free cell) at its (n−1)-st stone",
	"any-corner":     "D4 takes any corner with a free opposite corner (no double-threat test)",
	"worst-corner":   "D4 takes only corners whose opposite corner IS a double-threat cell when there is one",
}

func odMoves(p *Position, n int, mut string) (Set, int) {
	var out Set
	full := FullMask(n)
	freeRow := func(r int) uint16 { return full &^ (p.X.Rows[r] | p.O.Rows[r]) }
	o := solveReadSide(&p.O, &p.X, n)
	if o.nfree > 0 {
		return o.free, 1 // D1
	}
	x := solveReadSide(&p.X, &p.O, n)
	if x.nfree > 0 && mut != "no-block" {
		return x.free, 2 // D2
	}
	var ur uint16
	for r := 0; r < n; r++ {
		if p.O.Rows[r] == 0 {
			ur |= 1 << uint(r)
		}
	}
	uc := full &^ p.O.ColMask()
	k := o.stone
	if k < n-2 {
		// D3: a free cell of H_O in the row of an X stone inside H_O.
		for rs := ur; rs != 0 && mut != "build-anywhere"; rs &= rs - 1 {
			r := bits.TrailingZeros16(rs)
			if xs := p.X.Rows[r] & uc; xs != 0 {
				out.Rows[r] |= freeRow(r) & uc // the X stone's row in H_O
				for rs2 := ur; rs2 != 0; rs2 &= rs2 - 1 {
					r2 := bits.TrailingZeros16(rs2) // and its column(s) in H_O
					out.Rows[r2] |= freeRow(r2) & xs
				}
			}
		}
		if out.Len() > 0 {
			return out, 3
		}
		for rs := ur; rs != 0; rs &= rs - 1 {
			r := bits.TrailingZeros16(rs)
			out.Rows[r] = freeRow(r) & uc
		}
		if out.Len() > 0 {
			return out, 3
		}
	}
	if k == n-2 && bits.OnesCount16(ur) == 2 && bits.OnesCount16(uc) == 2 && mut != "no-tempo" {
		// D4: a corner whose opposite corner is free and no double-threat cell of X.
		u := [2]int{bits.TrailingZeros16(ur), 15 - bits.LeadingZeros16(ur)}
		v := [2]int{bits.TrailingZeros16(uc), 15 - bits.LeadingZeros16(uc)}
		var bad Set
		for a := 0; a < 2; a++ {
			for c := 0; c < 2; c++ {
				corner, opp := Cell{u[a], v[c]}, Cell{u[1-a], v[1-c]}
				if !p.Free(corner) || !p.Free(opp) {
					continue
				}
				if mut != "any-corner" && doubleThreatCell(p, n, opp) {
					bad.Add(corner)
					continue
				}
				out.Add(corner)
			}
		}
		if mut == "worst-corner" && bad.Len() > 0 {
			out = bad
		}
		if out.Len() > 0 {
			return out, 4
		}
	}
	for r := 0; r < n; r++ {
		out.Rows[r] = freeRow(r)
	}
	return out, 5
}

// doubleThreatCell reports whether X playing the free cell f would hold two
// or more free completing cells.
func doubleThreatCell(p *Position, n int, f Cell) bool {
	if p.X.Len()+1 < n {
		return false // Corollary 2: fewer than n stones give at most one
	}
	t := *p
	t.X.Add(f)
	return solveReadSide(&t.X, &t.O, n).nfree >= 2
}

// ODefenceMove is the rule with one documented choice: the first allowed
// cell, in row-major order, of the position's canonical form (mapped back),
// so that symmetric positions get symmetric replies.
func ODefenceMove(p *Position, n int) (Cell, int) {
	c, g := Canon(p, n)
	moves, step := odMoves(&c, n, "")
	m := solveFirst(&moves)
	inv := g.Inverse(n)
	return inv.Cell(m), step
}

// ODefenceOptions controls VerifyODefence.
type ODefenceOptions struct {
	// ByPly is the ply up to which X must not complete (default 2n+1).
	ByPly int
	// AllChoices branches over every cell the rule allows (every choice must
	// survive) instead of ODefenceMove's one.
	AllChoices bool
	// Workers is the number of goroutines (default GOMAXPROCS).
	Workers int
	// Mutant weakens the rule (ODefenceMutants; "" is the rule itself).
	Mutant string
	// Certificate records the rule's reply in every position reached, as an
	// O strategy that Check can verify (canonical mode only).
	Certificate bool
	// SplitPly: the work items, shared among the workers, are the
	// positions after this ply (default 4).
	SplitPly int
	// ReplyMemo remembers the positions after X's moves too (not only those
	// with X to move), so that O's reply to each is computed once. It costs
	// memory (sevenfold per n) and, since without it a reply that completes
	// O's transversal (D1) is found without canonicalising, it is slower on
	// these boards: off by default (0 or −1), on with 1. Certificates turn
	// it on.
	ReplyMemo int
	// Progress, if set, is called about once a second with the positions
	// checked so far.
	Progress func(positions uint64)
	// ShardIndex/ShardCount run only the work items k with k mod ShardCount
	// = ShardIndex (ShardCount ≤ 1: all). Prior holds items already done
	// (from a checkpoint): they are not run again. OnItem, if set, is called
	// after each finished item with the state of every item so far (for
	// checkpoints; calls are serialised). A sharded or resumed run checks
	// the same lines, so its verdict is the whole run's; its counts can be
	// larger, since the items skipped do not mark their positions as
	// checked for the others.
	ShardIndex, ShardCount int
	Prior                  []ODItem
	OnItem                 func(items []ODItem)
}

// ODItem is the outcome of one work item of VerifyODefence.
type ODItem struct {
	Done           bool      `json:"done"`
	Positions      uint64    `json:"positions"`
	XMoves         uint64    `json:"x_moves"`
	Steps          [6]uint64 `json:"steps"`
	Counterexample string    `json:"counterexample,omitempty"`
	Line           []Cell    `json:"line,omitempty"`
}

// ODefenceResult is what VerifyODefence found.
type ODefenceResult struct {
	N, ByPly int
	Mode     string
	// Survives: no X play completes a transversal by ByPly.
	Survives bool
	// Positions: distinct canonical positions with X to move that were
	// expanded; XMoves: X moves tried; Steps counts O's replies by rule step
	// (one per distinct position after an X move when ReplyMemo is on, one
	// per X move otherwise).
	Positions, XMoves uint64
	Steps             [6]uint64
	ReplyMemo         bool
	// Counterexample is an X line beating the rule (empty if none), and
	// CounterexampleLine its moves (X first), all in one frame.
	Counterexample     string
	CounterexampleLine []Cell
	// Certificate is the rule as an O strategy (if asked for and the rule
	// survives).
	Certificate *Certificate
	Seconds     float64
	// Prefix holds the counts of the part above the work items (every run,
	// whole or sharded, does it), Items each item's outcome; MergeODefence
	// adds shards' outcomes up.
	Prefix ODItem
	Items  []ODItem
}

// VerifyODefence plays the rule against every X play, with no pruning: X
// tries every free cell at every X ply up to ByPly, O answers by the rule,
// and a line fails if X completes a transversal by ByPly. Positions are
// merged by canonical form, which is sound because the rule's replies are
// symmetric (ODefenceMove works on the canonical form, and AllChoices takes
// every allowed cell). The positions after ply SplitPly are the work items;
// the workers share one set of the canonical positions already checked, and
// every reachable position is checked exactly once, so the counts (distinct
// positions, X moves tried from them, O replies by step) do not depend on
// the number of workers or on their timing.
func VerifyODefence(n int, opt ODefenceOptions) (*ODefenceResult, error) {
	if n < 2 || n > MaxN {
		return nil, fmt.Errorf("board size n = %d: the rule is for 2 ≤ n ≤ %d", n, MaxN)
	}
	if _, ok := ODefenceMutants[opt.Mutant]; !ok && opt.Mutant != "" {
		return nil, fmt.Errorf("unknown mutant %q", opt.Mutant)
	}
	if opt.Certificate && opt.AllChoices {
		return nil, fmt.Errorf("a certificate records one reply per position: use the canonical mode")
	}
	if opt.Certificate && (opt.ShardCount > 1 || len(opt.Prior) > 0) {
		return nil, fmt.Errorf("a certificate is written by a whole run only (no shard, no resume)")
	}
	start := time.Now()
	if opt.ByPly == 0 {
		opt.ByPly = 2*n + 1
	}
	if opt.Workers <= 0 {
		opt.Workers = runtime.GOMAXPROCS(0)
	}
	res := &ODefenceResult{N: n, ByPly: opt.ByPly, Mode: "canonical", Survives: true}
	if opt.AllChoices {
		res.Mode = "all-choices"
	}
	// Every first move is equivalent under the symmetries: X(1,1).
	var cert *Certificate
	if opt.Certificate {
		cert = newCertificate(n, opt.ByPly, false)
	}
	split := opt.SplitPly
	if split <= 0 {
		split = 4
	}
	seen := newODSeen(n)
	memo := opt.ReplyMemo > 0 || opt.Certificate
	res.ReplyMemo = memo
	root := &odVerifier{n: n, P: opt.ByPly, all: opt.AllChoices, mut: opt.Mutant, seen: seen, cert: cert, split: split, memo: memo}
	var items []odItem
	itemKeys := map[Key]bool{}
	root.collect = func(u Position, line []Cell) {
		k := CanonKey(&u, n)
		if !itemKeys[k] {
			itemKeys[k] = true
			items = append(items, odItem{u, line})
		}
	}
	root.xMovesFrom(Position{}, []Cell{{0, 0}}, 1, nil)
	var (
		next  atomic.Int64
		mu    sync.Mutex
		total atomic.Uint64
		wg    sync.WaitGroup
	)
	res.Positions, res.XMoves, res.Steps = root.positions, root.xMoves, root.steps
	res.Prefix = ODItem{Done: true, Positions: root.positions, XMoves: root.xMoves, Steps: root.steps}
	if root.counter != nil {
		res.Survives, res.Counterexample, res.CounterexampleLine = false, odLine(root.counter, root.counterPly), root.counter
		res.Prefix.Counterexample, res.Prefix.Line = res.Counterexample, root.counter
	}
	if len(opt.Prior) > 0 && len(opt.Prior) != len(items) {
		return nil, fmt.Errorf("the checkpoint has %d work items, this run %d", len(opt.Prior), len(items))
	}
	res.Items = make([]ODItem, len(items))
	var todo []int
	for i := range items {
		switch {
		case len(opt.Prior) > 0 && opt.Prior[i].Done:
			res.Items[i] = opt.Prior[i]
		case opt.ShardCount > 1 && i%opt.ShardCount != opt.ShardIndex:
		default:
			todo = append(todo, i)
		}
	}
	var report func()
	if opt.Progress != nil {
		report = func() { opt.Progress(total.Load()) }
	}
	stop := everySecond(report)
	var counters []odCounter
	for w := 0; w < min(opt.Workers, len(todo)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				t := int(next.Add(1)) - 1
				if t >= len(todo) {
					return
				}
				i := todo[t]
				v := &odVerifier{n: n, P: opt.ByPly, all: opt.AllChoices, mut: opt.Mutant, seen: seen, total: &total, memo: memo}
				if cert != nil {
					v.cert = newCertificate(n, opt.ByPly, false)
				}
				v.xNode(items[i].pos, items[i].pos.Ply()+1, items[i].line)
				mu.Lock()
				if v.cert != nil {
					for k, m := range v.cert.Entries {
						cert.Entries[k] = m
					}
				}
				it := ODItem{Done: true, Positions: v.positions, XMoves: v.xMoves, Steps: v.steps}
				if v.counter != nil {
					it.Counterexample, it.Line = odLine(v.counter, v.counterPly), v.counter
				}
				res.Items[i] = it
				if opt.OnItem != nil {
					opt.OnItem(append([]ODItem(nil), res.Items...))
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	stop()
	for i, it := range res.Items {
		if !it.Done {
			continue
		}
		res.Positions += it.Positions
		res.XMoves += it.XMoves
		for s := range it.Steps {
			res.Steps[s] += it.Steps[s]
		}
		if it.Counterexample != "" {
			counters = append(counters, odCounter{i, it.Counterexample, it.Line})
		}
	}
	if len(counters) > 0 {
		best := counters[0]
		for _, c := range counters[1:] {
			if c.item < best.item {
				best = c
			}
		}
		res.Survives, res.Counterexample, res.CounterexampleLine = false, best.line, best.cells
	}
	if res.Survives {
		res.Certificate = cert
	}
	if !res.Survives && opt.Workers > 1 {
		// Which worker meets a failing line first depends on timing: find
		// the first one in item order with a single worker, so that the
		// counterexample (and the counts up to it) are reproducible.
		one := opt
		one.Workers, one.Progress, one.OnItem = 1, nil, nil
		r, err := VerifyODefence(n, one)
		if err != nil {
			return nil, err
		}
		r.Seconds = time.Since(start).Seconds()
		return r, nil
	}
	res.Seconds = time.Since(start).Seconds()
	return res, nil
}

// MergeODefence adds up the outcomes of the shards of one run: the prefix
// once (every shard does it) and each work item from the shard that ran it.
// Every item must be done by some shard. The verdict is the whole run's;
// the counts are those of the shards together (see ODefenceOptions).
func MergeODefence(n, byPly int, mode string, prefix ODItem, parts [][]ODItem) (*ODefenceResult, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("no shards to merge")
	}
	res := &ODefenceResult{N: n, ByPly: byPly, Mode: mode, Survives: true, Prefix: prefix}
	res.Positions, res.XMoves, res.Steps = prefix.Positions, prefix.XMoves, prefix.Steps
	if prefix.Counterexample != "" {
		res.Survives, res.Counterexample, res.CounterexampleLine = false, prefix.Counterexample, prefix.Line
	}
	k := len(parts[0])
	res.Items = make([]ODItem, k)
	for si, p := range parts {
		if len(p) != k {
			return nil, fmt.Errorf("shard %d has %d work items, shard 0 has %d: not shards of one run", si, len(p), k)
		}
		for i, it := range p {
			if it.Done {
				res.Items[i] = it
			}
		}
	}
	for i, it := range res.Items {
		if !it.Done {
			return nil, fmt.Errorf("work item %d is done by no shard", i)
		}
		res.Positions += it.Positions
		res.XMoves += it.XMoves
		for s := range it.Steps {
			res.Steps[s] += it.Steps[s]
		}
		if it.Counterexample != "" && res.Survives {
			res.Survives, res.Counterexample, res.CounterexampleLine = false, it.Counterexample, it.Line
		}
	}
	return res, nil
}

type odItem struct {
	pos  Position
	line []Cell
}

type odCounter struct {
	item  int
	line  string
	cells []Cell
}

// odLine prints a line of moves (X first) as "X(1,1) O(1,2) ...".
func odLine(line []Cell, ply int) string {
	s := ""
	for i, c := range line {
		if i > 0 {
			s += " "
		}
		if i%2 == 0 {
			s += "X"
		} else {
			s += "O"
		}
		s += c.String()
	}
	return fmt.Sprintf("%s (X completes at ply %d)", s, ply)
}

type odVerifier struct {
	n, P       int
	all        bool
	mut        string
	seen       *odSeen // canonical positions already expanded or replied to (shared)
	memo       bool    // also remember the positions after X's moves
	positions  uint64
	xMoves     uint64
	steps      [6]uint64
	counter    []Cell
	counterPly int
	total      *atomic.Uint64
	pending    uint64
	collect    func(u Position, line []Cell) // set on the root pass: items instead of recursion
	split      int                           // the root pass collects the positions after this ply
	cert       *Certificate
}

func mapLine(line []Cell, g *Symmetry) []Cell {
	out := make([]Cell, len(line))
	for i, c := range line {
		out[i] = g.Cell(c)
	}
	return out
}

// xNode: X to move at ply q in position p (line: the moves so far, in p's
// frame); every X move, then every reply the rule allows.
func (v *odVerifier) xNode(p Position, q int, line []Cell) {
	if v.counter != nil || q > v.P {
		return
	}
	c, g := Canon(&p, v.n)
	k := KeyOf(&c, v.n)
	if !v.seen.add(k) {
		return
	}
	v.positions++
	if v.total != nil {
		if v.pending++; v.pending >= 1024 {
			v.total.Add(v.pending)
			v.pending = 0
		}
	}
	line = mapLine(line, &g)
	v.xMovesFrom(c, solveMoveReps(&c, v.n), q, line)
}

// xMovesFrom tries the X moves ms at ply q from p and O's replies to each.
func (v *odVerifier) xMovesFrom(p Position, ms []Cell, q int, line []Cell) {
	for _, m := range ms {
		t := p
		t.X.Add(m)
		v.xMoves++
		l := append(line[:len(line):len(line)], m)
		if Nu(&t.X, v.n) == v.n {
			v.counter, v.counterPly = l, q
			return
		}
		if q+1 > v.P {
			continue
		}
		if !v.memo && v.cert == nil {
			// D1 needs no canonical form: O completes and the line ends,
			// whichever completing cell it takes.
			if o := solveReadSide(&t.O, &t.X, v.n); o.nfree > 0 {
				v.steps[1]++
				continue
			}
		}
		tc, g := Canon(&t, v.n)
		tk := KeyOf(&tc, v.n)
		if v.memo && !v.seen.add(tk) {
			continue
		}
		l = mapLine(l, &g)
		moves, step := odMoves(&tc, v.n, v.mut)
		v.steps[step]++
		replies := moves.Cells()
		if !v.all {
			replies = replies[:1] // the first allowed cell of the canonical form
			if v.cert != nil {
				v.cert.Entries[tk] = replies[0]
			}
		}
		for _, o := range replies {
			u := tc
			u.O.Add(o)
			if Nu(&u.O, v.n) == v.n {
				continue // O completes first
			}
			if v.collect != nil && q+1 >= v.split {
				v.collect(u, append(l[:len(l):len(l)], o))
				continue
			}
			v.xNode(u, q+2, append(l[:len(l):len(l)], o))
			if v.counter != nil {
				return
			}
		}
	}
}

// odSeen is the verifier's set of canonical positions already checked,
// shared by the workers: 256 shards, each a map under its own lock. For
// n ≤ 11 a position's key fits 32 bytes (n² ≤ 128 bits per colour).
type odSeen struct {
	n      int
	shards [256]struct {
		mu    sync.Mutex
		small map[[4]uint64]struct{}
		big   map[Key]struct{}
	}
}

func newODSeen(n int) *odSeen {
	s := &odSeen{n: n}
	for i := range s.shards {
		if n <= 11 {
			s.shards[i].small = map[[4]uint64]struct{}{}
		} else {
			s.shards[i].big = map[Key]struct{}{}
		}
	}
	return s
}

// add inserts k and reports whether it was new.
func (s *odSeen) add(k Key) bool {
	sh := &s.shards[k.Hash()&255]
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if sh.small != nil {
		c := [4]uint64{k[0], k[1], k[4], k[5]}
		if _, ok := sh.small[c]; ok {
			return false
		}
		sh.small[c] = struct{}{}
		return true
	}
	if _, ok := sh.big[k]; ok {
		return false
	}
	sh.big[k] = struct{}{}
	return true
}
