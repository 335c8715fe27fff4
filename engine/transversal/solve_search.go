package transversal

import (
	"math/bits"
)

// solveSearcher decides, depth first, whether X forces a transversal by ply P
// from one position. Its state is the position (actual coordinates, moves
// applied on copies), its counters are local, and its table is canonical:
// every lookup goes through Canon, so symmetric positions share an entry.
// The rules it applies are R0–R5 of solve_rules.go, in that order, and
// nothing else.
type solveSearcher struct {
	n, P  int
	tt    *solveTable
	nodes uint64
	// tick, if set, is called every 1<<16 nodes (progress).
	tick func(delta uint64)
	last uint64
	// plainKeys keys the table by the position itself instead of its
	// canonical form and tries every free cell instead of one per twin
	// class: the search without symmetry, the baseline of the benchmarks.
	plainKeys bool
}

// tableKey returns the table key of p and the symmetry to its frame.
func (s *solveSearcher) tableKey(p *Position) (Key, Symmetry) {
	if s.plainKeys {
		return KeyOf(p, s.n), Identity()
	}
	c, g := Canon(p, s.n)
	return KeyOf(&c, s.n), g
}

func newSolveSearcher(n, P int, tt *solveTable) *solveSearcher {
	return &solveSearcher{n: n, P: P, tt: tt}
}

func (s *solveSearcher) count() {
	s.nodes++
	if s.tick != nil && s.nodes-s.last >= 1<<16 {
		s.tick(s.nodes - s.last)
		s.last = s.nodes
	}
}

// node dispatches on the side to move: ply q = stones + 1.
func (s *solveSearcher) node(p *Position, q int) bool {
	if q%2 == 1 {
		return s.xNode(p, q)
	}
	return s.oNode(p, q)
}

// useTable reports whether positions at ply q go through the table: the
// last plies are cheaper to recompute than to canonicalise.
func (s *solveSearcher) useTable(q int) bool { return q <= s.P-3 }

// solveVerdict is what the rules say about a position before any move is tried.
type solveVerdict int8

const (
	verdictUndecided solveVerdict = iota
	verdictXForces                // X completes by P whatever O does
	verdictXFails                 // X cannot complete by P (or O completes first)
)

// solveRuling is the outcome of the rules at one position: a verdict, or the
// one move R2 forces, or neither; with the facts the move ordering reuses.
type solveRuling struct {
	v        solveVerdict
	rule     int8 // the rule that decided or forced (1–5), 0 if none
	forced   bool
	move     Cell // the forced move, or R5's winning set-up move
	own, opp solveSide
}

// rules applies R1–R5 to position p with ply q to play (q ≤ P for X).
func (s *solveSearcher) rules(p *Position, q int) solveRuling {
	n, P := s.n, s.P
	var r solveRuling
	if q > n*n {
		r.v, r.rule = verdictXFails, 3 // R3: the board is full, a draw
		return r
	}
	if q%2 == 1 { // X to move
		x := solveReadSide(&p.X, &p.O, n)
		r.own = x
		if x.nfree > 0 {
			r.v, r.move, r.rule = verdictXForces, solveFirst(&x.free), 1 // R1
			return r
		}
		if q >= P {
			r.v, r.rule = verdictXFails, 3 // R3
			return r
		}
		o := solveReadSide(&p.O, &p.X, n)
		r.opp = o
		if o.nfree >= 2 {
			r.v, r.rule = verdictXFails, 2 // R2: O completes at q+1
			return r
		}
		if solveEarliestWin(q, n, x.nu, x.stone) > P {
			r.v, r.rule = verdictXFails, 4 // R4
			return r
		}
		if q == P-2 {
			m, ok := s.setupMove(p, &x, &o) // R5
			r.v, r.move, r.rule = verdictXFails, m, 5
			if ok {
				r.v = verdictXForces
			}
			return r
		}
		if o.nfree == 1 {
			r.forced, r.move, r.rule = true, solveFirst(&o.free), 2 // R2
		}
		return r
	}
	// O to move
	o := solveReadSide(&p.O, &p.X, n)
	r.own = o
	if o.nfree > 0 {
		r.v, r.move, r.rule = verdictXFails, solveFirst(&o.free), 1 // R1: O completes now
		return r
	}
	x := solveReadSide(&p.X, &p.O, n)
	r.opp = x
	if x.nfree >= 2 {
		r.v, r.rule = verdictXFails, 2 // R2: X completes at q+1 if that is still in time
		if q+1 <= P {
			r.v = verdictXForces
		}
		return r
	}
	if q+1 > P {
		r.v, r.rule = verdictXFails, 3 // R3
		return r
	}
	if x.nfree == 1 {
		r.forced, r.move, r.rule = true, solveFirst(&x.free), 2 // R2
		return r
	}
	if solveEarliestWin(q+1, n, x.nu, x.stone) > P {
		r.v, r.rule = verdictXFails, 4 // R4: X has no completing cell, so cannot win at q+1
	}
	return r
}

// xNode: X to move at ply q ≤ P. Reports whether X forces a win by P.
func (s *solveSearcher) xNode(p *Position, q int) bool {
	s.count()
	r := s.rules(p, q)
	if r.v != verdictUndecided {
		return r.v == verdictXForces
	}
	n := s.n
	var key Key
	var g Symmetry
	tab := s.useTable(q)
	if tab {
		key, g = s.tableKey(p)
		if v, _, ok := s.tt.Get(key); ok {
			return v
		}
	}
	start := s.nodes
	var ml solveMoves
	if r.forced {
		ml.add(r.move, 0)
	} else {
		solveOrderX(p, n, &r.own, &ml, s.plainKeys)
	}
	for i := 0; i < ml.k; i++ {
		m := ml.cell(i)
		c := *p
		c.X.Add(m)
		if s.oNode(&c, q+1) {
			if tab {
				cm := g.Cell(m)
				s.tt.Put(key, true, cm.R*16+cm.C, s.nodes-start)
			}
			return true
		}
	}
	if tab {
		s.tt.Put(key, false, 0xff, s.nodes-start)
	}
	return false
}

// setupMove is R5: X to move at ply P−2 (no free completing cell, O at most
// one) wins by P iff some move leaves X two free completing cells and O
// none; it returns such a move.
func (s *solveSearcher) setupMove(p *Position, x, o *solveSide) (Cell, bool) {
	n := s.n
	cand := solveSetupCandidates(p, n, x)
	if o.nfree == 1 {
		// R2: X must block O's completing cell.
		for r := 0; r < n; r++ {
			cand.Rows[r] &= o.free.Rows[r]
		}
	}
	for r := 0; r < n; r++ {
		for m := cand.Rows[r]; m != 0; m &= m - 1 {
			c := Cell{r, bits.TrailingZeros16(m)}
			t := *p
			t.X.Add(c)
			if xs := solveReadSide(&t.X, &t.O, n); xs.nfree >= 2 {
				if os := solveReadSide(&t.O, &t.X, n); os.nfree == 0 {
					return c, true
				}
			}
		}
	}
	return Cell{}, false
}

// oNode: O to move at ply q. Reports whether X forces a win by P.
func (s *solveSearcher) oNode(p *Position, q int) bool {
	s.count()
	r := s.rules(p, q)
	if r.v != verdictUndecided {
		return r.v == verdictXForces
	}
	if r.forced {
		c := *p
		c.O.Add(r.move)
		return s.xNode(&c, q+1)
	}
	n := s.n
	var key Key
	var g Symmetry
	tab := s.useTable(q)
	if tab {
		key, g = s.tableKey(p)
		if v, _, ok := s.tt.Get(key); ok {
			return v
		}
	}
	start := s.nodes
	var ml solveMoves
	solveOrderO(p, n, &r.own, &ml, s.plainKeys)
	for i := 0; i < ml.k; i++ {
		m := ml.cell(i)
		c := *p
		c.O.Add(m)
		if !s.xNode(&c, q+1) {
			if tab {
				cm := g.Cell(m)
				s.tt.Put(key, false, cm.R*16+cm.C, s.nodes-start)
			}
			return false
		}
	}
	if tab {
		s.tt.Put(key, true, 0xff, s.nodes-start)
	}
	return true
}

func solveFirst(s *Set) Cell {
	for r, m := range s.Rows {
		if m != 0 {
			return Cell{r, bits.TrailingZeros16(m)}
		}
	}
	return Cell{-1, -1}
}

// solveMoves is a list of moves with scores, best first.
type solveMoves struct {
	k int
	m [MaxN * MaxN]uint32 // score<<16 | (0xffff − cell index): sorts best first, then by cell
}

func (l *solveMoves) add(c Cell, score int) {
	l.m[l.k] = uint32(score)<<16 | uint32(0xffff-(c.R*MaxN+c.C))
	l.k++
}

func (l *solveMoves) cell(i int) Cell {
	idx := 0xffff - int(l.m[i]&0xffff)
	return Cell{idx / MaxN, idx % MaxN}
}

func (l *solveMoves) sort() {
	for i := 1; i < l.k; i++ {
		for j := i; j > 0 && l.m[j] > l.m[j-1]; j-- {
			l.m[j], l.m[j-1] = l.m[j-1], l.m[j]
		}
	}
}
