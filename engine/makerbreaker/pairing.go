package makerbreaker

import (
	"fmt"
	"sort"
)

// Pairing is a periodic pairing strategy for Breaker: disjoint pairs of
// cells {x, x + d}, repeated with periods P and Q along the axes. When Maker
// claims one cell of a pair Breaker claims the other (and anything when
// Maker's cell is unpaired), so Maker never owns both cells of a pair. If
// every allowed copy of the target contains a whole pair, Maker never
// completes a copy: the target is a loser (Harary's "paving" or
// Hales–Jewett pairing argument).
type Pairing struct {
	P, Q  int
	Pairs [][2]Point // first cell in [0,P)×[0,Q), second cell as an actual cell of Z²
}

func mod(a, m int) int { return ((a % m) + m) % m }

// torus returns the cell of the fundamental domain equivalent to p.
func (pr Pairing) torus(p Point) Point { return Point{mod(p.X, pr.P), mod(p.Y, pr.Q)} }

// Partner returns the cell paired with p, if any.
func (pr Pairing) Partner(p Point) (Point, bool) {
	t := pr.torus(p)
	shift := p.Sub(t)
	for _, q := range pr.Pairs {
		if q[0] == t {
			return q[1].Add(shift), true
		}
		if pr.torus(q[1]) == t {
			return q[0].Add(shift.Sub(q[1].Sub(pr.torus(q[1])))), true
		}
	}
	return Point{}, false
}

// Check verifies the pairing independently of how it was found: the pairs'
// cells are distinct modulo the periods (so the repeated pairs are
// disjoint), and every allowed copy — every orientation at every anchor of
// the fundamental domain, which by periodicity is every copy — contains
// both cells of some repeated pair.
func (pr Pairing) Check(sh Shape) error {
	if pr.P < 1 || pr.Q < 1 {
		return fmt.Errorf("bad periods %d×%d", pr.P, pr.Q)
	}
	used := map[Point]bool{}
	for _, q := range pr.Pairs {
		for _, c := range []Point{pr.torus(q[0]), pr.torus(q[1])} {
			if used[c] {
				return fmt.Errorf("cell %v is in two pairs (mod %d×%d)", c, pr.P, pr.Q)
			}
			used[c] = true
		}
		if q[0] != pr.torus(q[0]) {
			return fmt.Errorf("pair %v does not start in the fundamental domain", q)
		}
	}
	for _, o := range sh.Orientations() {
		for x := 0; x < pr.P; x++ {
			for y := 0; y < pr.Q; y++ {
				cp := o.Translate(Point{x, y})
				if !pr.covers(cp) {
					return fmt.Errorf("copy %v contains no pair", cp)
				}
			}
		}
	}
	return nil
}

// covers reports whether the copy contains both cells of a repeated pair.
func (pr Pairing) covers(cp Set) bool {
	for _, c := range cp {
		if d, ok := pr.Partner(c); ok && cp.Contains(d) {
			return true
		}
	}
	return false
}

// FindPairing searches periodic pairings with periods up to maxPeriod
// (smallest area first) by backtracking over the copies: the first copy
// without a pair branches over the pairs it could contain. budget bounds the
// backtracking steps per period (0: no bound).
func FindPairing(sh Shape, maxPeriod int, budget int) (Pairing, bool) {
	type pq struct{ p, q int }
	var periods []pq
	for p := 1; p <= maxPeriod; p++ {
		for q := p; q <= maxPeriod; q++ {
			periods = append(periods, pq{p, q})
		}
	}
	sort.SliceStable(periods, func(i, j int) bool { return periods[i].p*periods[i].q < periods[j].p*periods[j].q })
	for _, per := range periods {
		for _, swap := range []bool{false, true} {
			p, q := per.p, per.q
			if swap {
				if p == q {
					continue
				}
				p, q = q, p
			}
			if pr, ok := findPairing(sh, p, q, budget); ok {
				return pr, true
			}
		}
	}
	return Pairing{}, false
}

func findPairing(sh Shape, P, Q, budget int) (Pairing, bool) {
	var copies []Set
	for _, o := range sh.Orientations() {
		for x := 0; x < P; x++ {
			for y := 0; y < Q; y++ {
				copies = append(copies, o.Translate(Point{x, y}))
			}
		}
	}
	pr := Pairing{P: P, Q: Q}
	used := map[Point]bool{}
	steps := 0
	var rec func() bool
	rec = func() bool {
		steps++
		if budget > 0 && steps > budget {
			return false
		}
		// The uncovered copy with the fewest candidate pairs.
		var best Set
		var bestCands [][2]Point
		for _, cp := range copies {
			if pr.covers(cp) {
				continue
			}
			var cands [][2]Point
			for i := 0; i < len(cp); i++ {
				for j := i + 1; j < len(cp); j++ {
					a, b := cp[i], cp[j]
					ta, tb := pr.torus(a), pr.torus(b)
					if ta == tb || used[ta] || used[tb] {
						continue
					}
					// Normalize: the first cell in the fundamental domain.
					cands = append(cands, [2]Point{ta, b.Sub(a.Sub(ta))})
				}
			}
			if best == nil || len(cands) < len(bestCands) {
				best, bestCands = cp, cands
				if len(cands) == 0 {
					return false
				}
			}
		}
		if best == nil {
			return true
		}
		for _, c := range bestCands {
			t0, t1 := c[0], pr.torus(c[1])
			used[t0], used[t1] = true, true
			pr.Pairs = append(pr.Pairs, c)
			if rec() {
				return true
			}
			pr.Pairs = pr.Pairs[:len(pr.Pairs)-1]
			delete(used, t0)
			delete(used, t1)
			if budget > 0 && steps > budget {
				return false
			}
		}
		return false
	}
	if rec() {
		return pr, true
	}
	return Pairing{}, false
}
