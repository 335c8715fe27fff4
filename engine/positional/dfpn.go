package positional

import "plylab/engine/pnum"

// Depth-first proof-number search (df-pn, Nagai 2002) for the same boolean
// query as the depth-first search: does mover a force a win within budget
// plies (the current turn is ply 1)?
//
// A position is an OR node when a is to move and an AND node otherwise.
// Its proof number pn is (an estimate of) how many leaves must still be
// proved to prove it, its disproof number dn how many to disprove it:
// OR: pn = min over children, dn = Σ; AND: pn = Σ, dn = min. A proved
// position has pn = 0, dn = ∞, a disproved one pn = ∞, dn = 0. Df-pn
// searches the most-proving child under thresholds (thpn, thdn) and
// returns when the node's numbers reach them, so it needs memory only for
// the table; the 1+ε trick (Pawlewicz and Lew 2007) gives the chosen child
// the threshold ⌈(1+ε)·second⌉ instead of second + 1, which stops the
// search from switching back and forth between two siblings of nearly equal
// numbers.
//
// Soundness. The search is exact: a node is proved only when one child (OR)
// or every child (AND) is proved, disproved only when every child (OR) or
// one child (AND) is disproved, and leaves are decided by the game's rules
// and the pruning rules of prune.go, the same facts the depth-first search
// uses (each proved there). Proof and disproof numbers of unsolved nodes,
// the thresholds and the table's replacement policy only decide the order
// in which positions are looked at: a lost or stale estimate costs work,
// never an answer. The game graph has no cycles (every move claims a
// cell), so the graph-history interaction of df-pn in cyclic games does
// not arise; transpositions only merge equal positions, which the
// canonical key (symmetry, loose cells; see key) makes equal in value.
//
// Lengths. A proof also records the length of the strategy it found (the
// ply on which its longest line wins): 1 for a win by this turn's move, the
// proving child's length (+1 when the turn passes) at an OR node, the
// largest of the children's at an AND node. It is an upper bound of the
// optimal length; Solve and WinsBy lower it by re-asking with the bound
// two plies shorter until the answer is no (minimise), so the lengths they
// report are optimal, as with the depth-first search.

// pnEpsilon is ε of the 1+ε trick, as a fraction pnEpsNum/pnEpsDen.
const (
	pnEpsNum = 1
	pnEpsDen = 4
)

// pnInit selects the initial numbers of a new leaf: 0 gives (1, 1) after
// the pruning rules looked at it (a leaf they decide is solved at once); 1
// gives the mobility numbers after them (an OR leaf: pn 1, dn = its moves;
// an AND leaf: pn = its moves, dn 1); 2 gives (1, 1) without looking.
// Chosen by measurement (BenchmarkPNInit).
var pnInit = 1

// budgetKey spreads the budget over the hash, so that the entries of one
// position under different budgets fall in different buckets.
func budgetKey(b int) uint64 { return uint64(b) * 0x9e3779b97f4a7c15 }

// pnRoot runs df-pn from the worker's state to the end and returns the
// answer and, on a win, the length of the strategy found.
func (w *worker) pnRoot(a, budget int) (win bool, length int) {
	pn, dn, l := w.pnMid(a, budget, 0, pnInf, pnInf)
	if w.aborted {
		return false, 0
	}
	if pn == 0 {
		return true, l
	}
	if dn != 0 {
		panic("positional: df-pn returned an unsolved root")
	}
	return false, budget
}

// pnDecided returns the numbers of a decided position.
func pnDecided(win bool, length int) (uint32, uint32, int) {
	if win {
		return 0, pnInf, length
	}
	return pnInf, 0, 0
}

// pnChild returns the numbers of the position after the mover m claims c
// (left cells left in the turn before it): decided by the move, known from
// a table, or a new leaf's initial numbers. length is the win's length
// counted from the parent's turn.
func (w *worker) pnChild(a, budget, depth, c, m, left int) (pn, dn uint32, length int) {
	s := w.s
	st := &w.st
	w.claim(c)
	defer w.unclaim(c, m, left)
	switch {
	case w.completes(m, c):
		return pnDecided(s.r.winner[m] == a, 1)
	case st.nfree == 0:
		return pnDecided(s.fullWinner() == a, 1)
	}
	cb, shift := budget, 0
	if st.left == 0 {
		st.mover, st.left = 1-m, s.bias[1-m]
		cb, shift = budget-1, 1
	}
	if cb <= 0 {
		return pnDecided(false, 0)
	}
	h, tag, pos := w.key(a)
	if p, d, ok := s.pt.probe(h^budgetKey(cb), tag, cb, &pos); ok {
		if p == 0 {
			return 0, pnInf, int(d-pnInf) + shift
		}
		return p, d, 0
	}
	if winAt, noWin := s.tt.probe(h, tag, &pos); winAt <= cb {
		return 0, pnInf, winAt + shift
	} else if noWin >= cb {
		return pnDecided(false, 0)
	}
	if pnInit == 2 {
		// Lazy: a new leaf is (1, 1) until it is expanded.
		return 1, 1, 0
	}
	n := st.nfree
	if !s.opt.Plain {
		w.nodes++
		out, ok, win, dist := w.analyse(a, cb, depth+1, w.moves[depth+1][:0])
		if ok || len(out) == 0 {
			// Kept, so that the next visit of the parent finds it.
			p, d, l := pnDecided(ok && win, dist)
			w.pnStore(h^budgetKey(cb), h, tag, cb, &pos, p, d, l, 0)
			if p == 0 {
				l += shift
			}
			return p, d, l
		}
		n = len(out)
	}
	p, d := uint32(1), uint32(1)
	if pnInit == 1 {
		if st.mover == a {
			d = uint32(n)
		} else {
			p = uint32(n)
		}
	}
	s.pt.store(h^budgetKey(cb), tag, cb, &pos, p, d, 0)
	return p, d, 0
}

// pnMid is the df-pn's multiple iterative deepening at the current state:
// it searches until the node's numbers reach (thpn, thdn) or it is solved,
// stores them and returns them with, for a proof, its length.
func (w *worker) pnMid(a, budget, depth int, thpn, thdn uint32) (uint32, uint32, int) {
	w.nodes++
	if w.nodes >= w.nextTick {
		w.tick()
	}
	if w.aborted {
		return 1, 1, 0
	}
	s := w.s
	st := &w.st
	m := st.mover
	moves := w.moves[depth][:0]
	if s.opt.Plain {
		moves = st.free.cells(moves)
	} else {
		var ok, win bool
		var dist int
		moves, ok, win, dist = w.analyse(a, budget, depth, moves)
		if ok {
			return pnDecided(win, dist)
		}
	}
	if len(moves) == 0 {
		return pnDecided(false, 0)
	}
	h, tag, pos := w.key(a)
	hb := h ^ budgetKey(budget)
	if !s.opt.Plain && depth < 2 && w.id > 0 && len(moves) > 1 {
		// Helpers look at the siblings in another order (see query).
		r := w.id % len(moves)
		rotate(moves[:r], moves[r:], moves)
	}
	start := w.nodes
	cpn := w.cpn[depth][:len(moves)]
	cdn := w.cdn[depth][:len(moves)]
	clen := w.clen[depth][:len(moves)]
	left := st.left
	or := m == a
	for i, c := range moves {
		cpn[i], cdn[i], clen[i] = w.pnChild(a, budget, depth, c, m, left)
		if or && cpn[i] == 0 || !or && cdn[i] == 0 {
			// Decided by this child: the rest need not be looked at.
			cpn, cdn, clen = cpn[:i+1], cdn[:i+1], clen[:i+1]
			break
		}
	}
	for {
		// The node's numbers, its best child and the runner-up's number.
		var pn, dn uint32
		best, second := -1, pnInf
		length := 0
		if or {
			pn, dn = pnInf, 0
			for i := range cpn {
				dn = pnum.SatAdd(dn, cdn[i])
				if cpn[i] < pn {
					if best >= 0 {
						second = pn
					}
					pn, best = cpn[i], i
				} else if cpn[i] < second {
					second = cpn[i]
				}
			}
			if pn == 0 {
				dn, length = pnInf, clen[best]
			} else if allAt(cpn, pnInf) {
				pn, dn = pnInf, 0
			}
		} else {
			pn, dn = 0, pnInf
			for i := range cdn {
				pn = pnum.SatAdd(pn, cpn[i])
				if cdn[i] < dn {
					if best >= 0 {
						second = dn
					}
					dn, best = cdn[i], i
				} else if cdn[i] < second {
					second = cdn[i]
				}
				if clen[i] > length {
					length = clen[i]
				}
			}
			if dn == 0 {
				pn, length = pnInf, 0
			} else if allAt(cdn, pnInf) {
				pn, dn = 0, pnInf
			} else {
				length = 0
			}
		}
		if w.id == 0 && depth == 0 {
			w.s.rootPN.Store(uint64(pn)<<32 | uint64(dn))
		}
		if pn == 0 || dn == 0 || pn >= thpn || dn >= thdn {
			w.pnStore(hb, h, tag, budget, &pos, pn, dn, length, w.nodes-start)
			return pn, dn, length
		}
		// Thresholds of the chosen child.
		var tp, td uint32
		if or {
			tp = pnum.EpsThreshold(second, thpn, pnEpsNum, pnEpsDen)
			td = thdn
			if td < pnInf {
				td = td - dn + cdn[best]
			}
		} else {
			td = pnum.EpsThreshold(second, thdn, pnEpsNum, pnEpsDen)
			tp = thpn
			if tp < pnInf {
				tp = tp - pn + cpn[best]
			}
		}
		c := moves[best]
		w.claim(c)
		cb, shift := budget, 0
		var p, d uint32
		var l int
		switch {
		case w.completes(m, c):
			p, d, l = pnDecided(s.r.winner[m] == a, 1)
		case st.nfree == 0:
			p, d, l = pnDecided(s.fullWinner() == a, 1)
		default:
			if st.left == 0 {
				st.mover, st.left = 1-m, s.bias[1-m]
				cb, shift = budget-1, 1
			}
			if cb <= 0 {
				p, d, l = pnDecided(false, 0)
			} else {
				p, d, l = w.pnMid(a, cb, depth+1, tp, td)
				if p == 0 {
					l += shift
				}
			}
		}
		w.unclaim(c, m, left)
		if w.aborted {
			return 1, 1, 0
		}
		cpn[best], cdn[best], clen[best] = p, d, l
	}
}

func allAt(x []uint32, v uint32) bool {
	for _, y := range x {
		if y != v {
			return false
		}
	}
	return true
}

// pnStore records a node's numbers; a solved node also goes to the
// depth-first table as an exact fact, where every later query finds it.
func (w *worker) pnStore(hb, h, tag uint64, budget int, pos *[2]cellSet, pn, dn uint32, length int, nodes int64) {
	s := w.s
	switch {
	case pn == 0:
		s.pt.store(hb, tag, budget, pos, 0, pnInf+uint32(length), nodes)
		s.tt.store(h, tag, pos, length, -1, nodes)
	case dn == 0:
		s.pt.store(hb, tag, budget, pos, pnInf, 0, nodes)
		s.tt.store(h, tag, pos, inf, budget, nodes)
	default:
		s.pt.store(hb, tag, budget, pos, pn, dn, nodes)
	}
}
