package transversal

import (
	"fmt"
	"math/bits"
)

// Plan is one of the two Phase-2 plans of §4.
type Plan int

const (
	// PlanI plays (b, σ(r)) at ply 2n−1 and (s, d) at ply 2n+1; needs the
	// cross cell (r, σ(s)) free at ply 2n−3.
	PlanI Plan = 1
	// PlanII plays (r, d) at ply 2n−1 and (b, σ(s)) at ply 2n+1; needs the
	// cross cell (s, σ(r)) free at ply 2n−3.
	PlanII Plan = 2
)

func (p Plan) String() string {
	if p == PlanII {
		return "ii"
	}
	return "i"
}

// Case is the proof case of §5 that a line falls in.
type Case int

const (
	CaseI    Case = iota // C-i: F meets column d (plan i)
	CaseII               // C-ii: F meets row b, not column d (plan ii)
	CaseIIIa             // C-iii-a: w = 0 and ν(F) ≤ n−3 (plan i)
	CaseIIIb             // C-iii-b: w = 0 and ν(F) = n−2 (plan i with s = u_a)
	NumCases
)

// CaseNames are the names used in reports and JSON.
var CaseNames = [NumCases]string{"C-i", "C-ii", "C-iii-a", "C-iii-b"}

func (c Case) String() string { return CaseNames[c] }

// Context is what the tie-break fixes at ply 2n−3: X owns an (n−1)-matching
// M missing row B and column D, with σ(r) = Sigma[r] X's column in row r.
type Context struct {
	B, D   int
	Sigma  [MaxN]int8 // −1 at row B
	UA, VC int        // X's tie-break cell (u_a, v_c); s = u_a in case C-iii-b
	F      Set        // O's n−2 stones at ply 2n−3
	W      int        // |F ∩ (row b ∪ col d)|
	NuF    int        // ν(F)
	Case   Case
	Plan   Plan
	Live   uint16 // live rows: s ≠ b with (s,d) ∉ F and (b,σ(s)) ∉ F
	// Pairs[r] is the mask of rows s such that (r, s) is an admissible pair
	// for Plan (Lemma 9; Lemma 10 in case C-iii-b).
	Pairs [MaxN]uint16
}

// Cross returns the cell that pair (r, s) needs free under the context's plan.
func (c *Context) Cross(r, s int) Cell {
	if c.Plan == PlanII {
		return Cell{s, int(c.Sigma[r])}
	}
	return Cell{r, int(c.Sigma[s])}
}

// FirstMove is X's planned move at ply 2n−1 for pair row r.
func (c *Context) FirstMove(r int) Cell {
	if c.Plan == PlanII {
		return Cell{r, c.D}
	}
	return Cell{c.B, int(c.Sigma[r])}
}

// SecondMove is X's planned move at ply 2n+1 for pair row s.
func (c *Context) SecondMove(s int) Cell {
	if c.Plan == PlanII {
		return Cell{c.B, int(c.Sigma[s])}
	}
	return Cell{s, c.D}
}

// FirstThreat is the rectangle of X's completing cells after the ply-(2n−1)
// move, as Lemma 3(a) (plan i: {b,r}×{d}) or 3(b) (plan ii: {b}×{d,σ(r)}) states.
func (c *Context) FirstThreat(r int) Rectangle {
	if c.Plan == PlanII {
		return Rectangle{1 << uint(c.B), 1<<uint(c.D) | 1<<uint(c.Sigma[r])}
	}
	return Rectangle{1<<uint(c.B) | 1<<uint(r), 1 << uint(c.D)}
}

// SecondThreat is the rectangle after the ply-(2n+1) move, Lemma 3(c)
// (plan i: {b,r}×{d,σ(s)}) or 3(d) (plan ii: {b,s}×{d,σ(r)}).
func (c *Context) SecondThreat(r, s int) Rectangle {
	if c.Plan == PlanII {
		return Rectangle{1<<uint(c.B) | 1<<uint(s), 1<<uint(c.D) | 1<<uint(c.Sigma[r])}
	}
	return Rectangle{1<<uint(c.B) | 1<<uint(r), 1<<uint(c.D) | 1<<uint(c.Sigma[s])}
}

// Mutant names a deliberately wrong variant of the strategy, used to show
// that the verifier catches a broken rule.
type Mutant int

const (
	// Faithful is the strategy of §4.
	Faithful Mutant = iota
	// MutantMaxW takes, at the tie-break, the admissible outcome with the
	// largest w (ignoring the preference 1 ≤ w ≤ n−3).
	MutantMaxW
	// MutantNoPreference takes, at the tie-break, any admissible outcome with
	// w ≤ n−3, skipping the preference for w ≥ 1.
	MutantNoPreference
	// MutantPhase1AnyCell ignores O's latest stone in H in Phase 1.
	MutantPhase1AnyCell
)

// MutantNames maps CLI names to mutants.
var MutantNames = map[string]Mutant{
	"max-w":           MutantMaxW,
	"no-preference":   MutantNoPreference,
	"phase1-any-cell": MutantPhase1AnyCell,
	"":                Faithful,
	"none":            Faithful,
}

// phase1Candidates returns the cells X's Phase-1 rule allows at X's move k,
// 2 ≤ k ≤ n−2: if O's most recent stone x lies in H, the free cells of H in
// x's row; otherwise the free cells of H.
func phase1Candidates(g *Game, mut Mutant) Set {
	var cand Set
	x, _ := g.LastO()
	if mut != MutantPhase1AnyCell && g.InH(x) {
		cand.Rows[x.R] = g.UC & g.FreeMask(x.R)
		return cand
	}
	for r := g.UR; r != 0; r &= r - 1 {
		i := bits.TrailingZeros16(r)
		cand.Rows[i] = g.UC & g.FreeMask(i)
	}
	return cand
}

// tieBreakCandidates returns X's allowed cells at move n−1 (ply 2n−3). H is
// the 2×2 block {u1,u2}×{v1,v2}; playing (u_a, v_c) leaves the outcome
// (b, d) = (u_{3−a}, v_{3−c}), admissible when both cells are free. The
// tie-break prefers admissible outcomes with 1 ≤ w ≤ n−3, else any with
// w ≤ n−3 (Lemma 6 says one exists). ok=false when no admissible outcome has
// w ≤ n−3, which Lemma 6 rules out.
func tieBreakCandidates(g *Game, mut Mutant) (cand Set, ok bool) {
	n := g.N
	var us, vs [2]int
	if bits.OnesCount16(g.UR) != 2 || bits.OnesCount16(g.UC) != 2 {
		return cand, false
	}
	us[0] = bits.TrailingZeros16(g.UR)
	us[1] = 15 - bits.LeadingZeros16(g.UR)
	vs[0] = bits.TrailingZeros16(g.UC)
	vs[1] = 15 - bits.LeadingZeros16(g.UC)
	var pref, fallback, any Set
	bestW := -1
	var best Set
	for a := 0; a < 2; a++ {
		for c := 0; c < 2; c++ {
			xc := Cell{us[a], vs[c]}
			out := Cell{us[1-a], vs[1-c]}
			if g.Occupied(xc) || g.Occupied(out) {
				continue // inadmissible
			}
			any.Add(xc)
			w := g.O.CountInLines(out.R, out.C)
			if w <= n-3 {
				fallback.Add(xc)
				if w >= 1 {
					pref.Add(xc)
				}
			}
			if w > bestW {
				bestW, best = w, Set{}
			}
			if w == bestW {
				best.Add(xc)
			}
		}
	}
	switch mut {
	case MutantMaxW:
		return best, best.Len() > 0
	case MutantNoPreference:
		return fallback, fallback.Len() > 0
	}
	if pref.Len() > 0 {
		return pref, true
	}
	return fallback, fallback.Len() > 0
}

// buildContext computes the Phase-2 context after X's tie-break move (ply
// 2n−3): the open row b and column d, σ, F, w, ν(F), the proof case, the plan
// of Rule 4.3, the live rows and the admissible pairs. It returns an error
// naming the lemma when the structure the proof promises is missing.
func buildContext(g *Game, c *Context) error {
	n := g.N
	if bits.OnesCount16(g.UR) != 1 || bits.OnesCount16(g.UC) != 1 {
		return fmt.Errorf("after move n−1 X's stones are not an (n−1)-matching")
	}
	*c = Context{B: bits.TrailingZeros16(g.UR), D: bits.TrailingZeros16(g.UC), F: g.O, NuF: -1}
	last := g.Move(g.Ply)
	c.UA, c.VC = last.R, last.C
	for r := 0; r < MaxN; r++ {
		c.Sigma[r] = -1
	}
	for r := 0; r < n; r++ {
		if r == c.B {
			continue
		}
		if bits.OnesCount16(g.X.Rows[r]) != 1 {
			return fmt.Errorf("row %d does not hold exactly one X stone", r+1)
		}
		c.Sigma[r] = int8(bits.TrailingZeros16(g.X.Rows[r]))
	}
	bd := Cell{c.B, c.D}
	if g.Occupied(bd) {
		return fmt.Errorf("the open cell %v is occupied (admissibility)", bd)
	}
	c.W = c.F.CountInLines(c.B, c.D)
	if c.W > n-3 {
		return fmt.Errorf("tie-break left w = %d > n−3 = %d (Lemma 6)", c.W, n-3)
	}
	colD := false
	for r := 0; r < n; r++ {
		if c.F.Rows[r]>>uint(c.D)&1 == 1 {
			colD = true
		}
	}
	switch {
	case colD:
		c.Case, c.Plan = CaseI, PlanI
	case c.F.Rows[c.B] != 0:
		c.Case, c.Plan = CaseII, PlanII
	case c.nuF(n) <= n-3:
		c.Case, c.Plan = CaseIIIa, PlanI
	default:
		c.Case, c.Plan = CaseIIIb, PlanI
	}
	// Live rows: s ≠ b whose two cells of (row b ∪ col d) \ {(b,d)} are free of O.
	for s := 0; s < n; s++ {
		if s == c.B {
			continue
		}
		if !c.F.Has(Cell{s, c.D}) && !c.F.Has(Cell{c.B, int(c.Sigma[s])}) {
			c.Live |= 1 << uint(s)
		}
	}
	if c.W == 0 {
		// Lemma 8: x_{n−2} ∉ H and F ∩ H = ∅ (H being the 2×2 block before the
		// tie-break, {u_a, b} × {v_c, d}); if ν(F) = n−2, F is a perfect
		// matching of A × B (A, B: rows and columns outside that block).
		hr := uint16(1)<<uint(c.UA) | uint16(1)<<uint(c.B)
		hc := uint16(1)<<uint(c.VC) | uint16(1)<<uint(c.D)
		for r := hr; r != 0; r &= r - 1 {
			if c.F.Rows[bits.TrailingZeros16(r)]&hc != 0 {
				return fmt.Errorf("w = 0 but O holds a cell of the 2×2 block H (Lemma 8)")
			}
		}
		if c.Case == CaseIIIb {
			for r := 0; r < n; r++ {
				want := 1
				if hr>>uint(r)&1 == 1 {
					want = 0
				}
				if bits.OnesCount16(c.F.Rows[r]) != want || c.F.Rows[r]&hc != 0 {
					return fmt.Errorf("w = 0 and ν(F) = n−2 but F is not a perfect matching of A × B (Lemma 8)")
				}
			}
			if c.F.ColMask()&hc != 0 || bits.OnesCount16(c.F.ColMask()) != n-2 {
				return fmt.Errorf("w = 0 and ν(F) = n−2 but F is not a perfect matching of A × B (Lemma 8)")
			}
		}
	}
	// Admissible pairs (Lemma 9), or s = u_a with live r ≠ u_a (Lemma 10).
	any := false
	for r := 0; r < n; r++ {
		if c.Live>>uint(r)&1 == 0 {
			continue
		}
		for s := 0; s < n; s++ {
			if s == r || c.Live>>uint(s)&1 == 0 {
				continue
			}
			if c.Case == CaseIIIb && s != c.UA {
				continue
			}
			if g.Occupied(c.Cross(r, s)) {
				if c.Case == CaseIIIb {
					return fmt.Errorf("case C-iii-b: the cross cell %v of pair r=%d, s=u_a=%d is occupied (Lemma 10)", c.Cross(r, s), r+1, s+1)
				}
				continue
			}
			c.Pairs[r] |= 1 << uint(s)
			any = true
		}
	}
	if !any {
		return fmt.Errorf("no admissible pair (r, s) for plan %v (Lemma 9/10)", c.Plan)
	}
	return nil
}

// nuF computes ν(F) once; it is needed only when w = 0 (Rule 4.3's last case).
func (c *Context) nuF(n int) int {
	if c.NuF < 0 {
		c.NuF = Nu(&c.F, n)
	}
	return c.NuF
}

// firstRows returns the rows r that begin an admissible pair.
func (c *Context) firstRows() uint16 {
	var m uint16
	for r := 0; r < MaxN; r++ {
		if c.Pairs[r] != 0 {
			m |= 1 << uint(r)
		}
	}
	return m
}
