package hex

import (
	"fmt"
	"strings"
)

// The cross rule, proved (the essay's open question, "Still open: a proof
// across the other diagonal").
//
// Notation. The board is n × (n+1) with the essay's adjacency (AntiDiagonal:
// (r, c) touches (r, c±1), (r±1, c), (r−1, c+1), (r+1, c−1)). Write
//
//	T = {(r, c) : r + c ≤ n−1}   the half holding the left edge and (0, 0),
//	B = {(r, c) : r + c ≥ n}     the other half, holding the right edge,
//	F = {(r, c) : r + c = n−1}   the fold line, the last antidiagonal of T,
//	σ(r, c) = (n−1−c, n−r)       the cross rule's map, T → B,
//	f(x) = x on T, σ⁻¹(x) on B   the fold, with σ⁻¹(r, c) = (n−c, n−1−r).
//
// The antidiagonals r + c = const are straight lines of cells under this
// adjacency (a step changes r + c by at most one), and σ is the reflection
// across the short diagonal, which lies between the antidiagonals n−1 and n,
// followed by a shift of one column. Folding the board along that line lays
// B on top of T, each pair of the cross rule on one cell.
//
// Which half σ applies to. The essay writes the cross rule as the one
// formula (r, c) ↦ (n−1−c, n−r) without saying on which cells it is read;
// applied twice it gives (r−1, c+1), so it can be read on one half only.
// Reading it on T is forced by the pairs the essay names — the corner pair
// (0, 0)–(n−1, n) among them — and confirmed by its slack counts on 5 × 6
// (cross: 1,859 whole pairs and 762 single-pair chains), which rules.go's
// pairing reproduces.
//
// Lemma 0 (minimal chains; the essay, "Counting where the cells run out";
// the walk is tested against brute force in chains_test.go). A minimal
// chain of Across is an induced path touching the left edge only at its
// first cell and the right edge only at its last. (Among all paths inside
// the chain from some left-edge cell to some right-edge cell take a
// shortest one: it has no chord and touches each edge only at its end, or a
// shorter such path would exist; it joins the edges, so by minimality it is
// the whole chain.)
//
// Lemma C1 (pairs are folds). The cross rule pairs every x ∈ T with σ(x),
// and σ(x) ∈ B. So the rule uses every cell, and f(x) = f(y) for two cells
// x ≠ y exactly when {x, y} is a pair.
//
// Lemma C2 (the fold keeps adjacency). Two adjacent cells of B fold to two
// adjacent cells of T. (On B the fold is σ⁻¹(r, c) = (n−c, n−1−r), whose
// linear part, like σ's, sends the step (dr, dc) to (−dc, −dr): it is its
// own inverse and permutes the six steps of the lattice.)
//
// Lemma C3 (edges). The left edge lies in T, the right edge in B, and the
// fold sends the right edge onto the top row of T: f(r, n) = (0, n−1−r).
//
// Lemma C4 (crossings). If x ∈ T and y ∈ B are adjacent, then either y = σ(x)
// — the step holds a whole pair — or x = (r, n−1−r) ∈ F with r ≤ n−2,
// y = (r+1, n−1−r), and f(y) = (r+1, n−2−r), a neighbour of x: the cell of
// F next to x, one row further from the top. (x has at most two neighbours
// with r + c = n, namely (r, n−r) = σ(x) and, when r ≤ n−2, (r+1, n−1−r);
// for r = n−1 only σ(x). A cell of T off F has none.)
//
// Lemma C5 (the square board). On the n × n board of the same adjacency, T
// is the same set of cells with the same adjacency, and for 0 ≤ r ≤ n−2 the
// row tail R_r = {(r, c) : n−r ≤ c ≤ n−1} and the column tail
// C_r = {(r', n−1−r) : r < r' ≤ n−1} lie outside T and are disjoint; x, R_r
// (in order of c) is a path from x = (r, n−1−r) to the right edge, and
// (r+1, n−2−r), C_r (in order of r') a path to the bottom row.
//
// Lemma H (the "never both" half of the Hex theorem). On the n × n board no
// set of cells joins the left and right edges while a disjoint set joins
// the top and bottom. This is the half that follows from planarity (the
// board's cells and adjacencies form a plane graph, so a left–right path and
// a top–bottom path must cross at a shared cell; it is a consequence of the
// Jordan curve theorem). It is not the half Gale (1979, "The game of Hex and
// the Brouwer fixed-point theorem") proves, "some player connects", which is
// the one equivalent to Brouwer's theorem and which this proof does not use.
// It is the one lemma not proved here; CheckHexTheorem confirms it over
// every colouring of the n × n board for small n.
//
// Theorem C. Let Q = q_0 … q_m be a path of distinct cells of the n × (n+1)
// board from the left edge to the right edge, and let P = q_0 … q_i be its
// longest initial segment inside T. Then some cell of P has its cross
// partner among q_{i+1} … q_m. In particular every chain of Across — every
// minimal chain — holds a whole pair of the cross rule, for every n ≥ 1.
//
// Proof. q_0 lies on the left edge, so in T, and q_m on the right edge, so
// in B (C3); hence i < m and q_{i+1} ∈ B. Suppose no cell of P has its
// partner on q_{i+1} … q_m. Then x = q_i and y = q_{i+1} are adjacent,
// x ∈ T, y ∈ B, y ≠ σ(x), so by C4 x = (r, n−1−r) with r ≤ n−2 and
// f(y) = (r+1, n−2−r). Fold the rest of the path: W = f(q_{i+1}), …, f(q_m).
// Consecutive cells of W are equal or adjacent: two cells of T are left as
// they are, two cells of B stay adjacent (C2), and a step between T and B
// either holds a pair, folding to one cell, or folds to two neighbours on F
// (C4, read in either direction). W lies in T, starts at (r+1, n−2−r) and
// ends in the top row (C3). W misses P: a cell of T on the rest of the path
// is not on P (the path's cells are distinct), and a cell q of B with f(q)
// on P would be the partner of a cell of P (C1), which we excluded. Now on
// the n × n board (C5) colour black the cells of P and of R_r, and white the
// cells of W and of C_r. Black holds a path from the left edge (q_0) through
// x along R_r to the right edge; white holds a path from the top row (the
// end of W) back along W to (r+1, n−2−r) and down C_r to the bottom row; and
// the two sets are disjoint (P and W by the above; R_r and C_r lie outside
// T and are disjoint). Colour the remaining cells black: black joins left
// and right and white joins top and bottom, which Lemma H forbids. ∎
//
// The corners rule. Let a = (0, 0), b = (0, 1), c = (1, 0) and
// a′ = (n−1, n), b′ = (n−2, n), c′ = (n−1, n−1), so that a′ = σ(a),
// b′ = σ(b), c′ = σ(c).
//
// Lemma K1 (local repair). For n ≥ 2 the corners rule pairs a–b, a′–c′ and
// c–b′, and agrees with the cross rule on every other cell.
//
// Lemma K2 (acute corners). The neighbours of a are b and c, and c lies on
// the left edge; the neighbours of a′ are b′ and c′, and b′ lies on the
// right edge. So (Lemma 0) a minimal chain through a starts there and steps
// to b, and one through a′ ends there coming from c′.
//
// Lemma K3 (next to the corners). b and c′ lie on neither of Across's edges;
// every two non-adjacent neighbours of c′ other than a′ include b′, and
// every two non-adjacent neighbours of b other than a include c. So
// (Lemma 0: an inner cell of an induced path has two path neighbours, and
// they are not adjacent) a minimal chain through c′ that misses a′ holds b′,
// and one through b that misses a holds c.
//
// Theorem K. For every n ≥ 2, every minimal chain of Across holds a whole
// pair of the corners rule.
//
// Proof. Let Q be a minimal chain holding no whole corners pair. By K2,
// Q misses a (else it holds a–b) and a′ (else a′–c′). If Q held c and c′,
// then by K3 it would hold b′ and so the pair c–b′; if it held b and b′, it
// would hold c and again c–b′. So Q holds none of the three cross pairs a–a′,
// b–b′, c–c′, nor (K1) any other cross pair, since those are corners pairs:
// Q holds no whole cross pair, against Theorem C. ∎
//
// Scope. The theorems are about the essay's convention (AntiDiagonal), for
// every n. The left–right reflection μ carries that board to the mirrored
// one and the cross rule to the diagonal formula written there (notebook 02,
// §9), so Theorem C also proves the diagonal formula on the mirrored
// convention. It does not prove the cross formula on the mirrored
// convention, where it is the mirror image of the diagonal rule on the
// essay's board and holds by computation only (the walk, to 6 × 7; this
// file proves neither): on that board the antidiagonals are not lines of
// cells and C4 fails (CrossLemmas reports the counterexample), and the
// corners formula, which fails there, fails K2 and K3. Nor does it prove the diagonal rule on the
// essay's board, whose crossings of the long diagonal land two cells apart
// (notebook 02, §9). The one step taken on trust is Lemma H.
//
// Review. An independent referee read this proof against the essay's
// definitions and accepted it with corrections to wording and citation
// (which half σ applies to, Lemma 0's shortest path, C2's fold on B, C4 at
// r = n−1, the half of the Hex theorem used, and the scope of the mirrored
// statements), all made above; the referee's own programs confirmed the
// per-path statement of Theorem C on every simple path to 4 × 5 and both
// theorems on every minimal chain to 7 × 8.
//
// Checks. CrossLemmas and CornersLemmas test every lemma's statement cell by
// cell, from the pairing as written (not from σ), on one board; CheckHexTheorem
// tests Lemma H over all 2^(n²) colourings; CrossWitness returns the pair
// Theorem C names on a given path, and CheckTheoremOnChains runs it (and
// Theorem K's case analysis) on every minimal chain of a board. The command
// `plylab hex proof` runs them all to 16 × 17.

// LemmaCheck is the outcome of checking one lemma on one board.
type LemmaCheck struct {
	Name      string // "C1" … "C5", "K1" … "K3", "H"
	Statement string // the lemma in one line
	Holds     bool
	// Instances counts the cases checked (cells, adjacent pairs, tails,
	// colourings).
	Instances int
	// Counterexample is the first failing case in (r, c) coordinates, "" when
	// the lemma holds.
	Counterexample string
}

// ProofReport is the lemma checks of one proof on one board.
type ProofReport struct {
	Board  *Board
	Rule   string // "cross" or "corners"
	Lemmas []LemmaCheck
}

// Holds reports whether every lemma holds.
func (r ProofReport) Holds() bool {
	for _, l := range r.Lemmas {
		if !l.Holds {
			return false
		}
	}
	return true
}

// Failed lists the lemmas that fail.
func (r ProofReport) Failed() []LemmaCheck {
	var out []LemmaCheck
	for _, l := range r.Lemmas {
		if !l.Holds {
			out = append(out, l)
		}
	}
	return out
}

// lemma accumulates one check: the first failure is kept.
type lemma struct{ LemmaCheck }

func newLemma(name, statement string) *lemma {
	return &lemma{LemmaCheck{Name: name, Statement: statement, Holds: true}}
}

func (l *lemma) check(ok bool, format string, a ...any) {
	l.Instances++
	if !ok && l.Holds {
		l.Holds = false
		l.Counterexample = fmt.Sprintf(format, a...)
	}
}

func rcs(b *Board, cells ...int) string {
	s := make([]string, len(cells))
	for k, i := range cells {
		if i < 0 {
			s[k] = "none"
			continue
		}
		r, c := b.RC(i)
		s[k] = fmt.Sprintf("(%d, %d)", r, c)
	}
	return strings.Join(s, " ")
}

// crossFold is the geometry of the proof on an n × (n+1) board.
type crossFold struct {
	b *Board
	n int
}

func (g crossFold) inT(i int) bool { r, c := g.b.RC(i); return r+c <= g.n-1 }

// sigma is σ(r, c) = (n−1−c, n−r) on a cell of T.
func (g crossFold) sigma(i int) int {
	r, c := g.b.RC(i)
	return g.b.Cell(g.n-1-c, g.n-r)
}

// fold is f: the identity on T, σ⁻¹(r, c) = (n−c, n−1−r) on B.
func (g crossFold) fold(i int) int {
	if g.inT(i) {
		return i
	}
	r, c := g.b.RC(i)
	return g.b.Cell(g.n-c, g.n-1-r)
}

func foldOf(p *Pairing) (crossFold, error) {
	b := p.Board
	if b.Cols != b.Rows+1 {
		return crossFold{}, fmt.Errorf("hex: the cross proof is about n × (n+1) boards, not %v", b)
	}
	return crossFold{b, b.Rows}, nil
}

// CrossLemmas checks Lemmas C1–C5 of Theorem C for the pairing p of an
// n × (n+1) board, each from its statement: C1 reads p's partners, C2–C5
// read the board's adjacency (and, for C5, that of the n × n board with the
// same convention). Written on the essay's board the cross rule passes them
// all for every n; the lemmas are what the proof uses, so a pairing or a
// convention that fails one is not covered by it.
func CrossLemmas(p *Pairing) (ProofReport, error) {
	g, err := foldOf(p)
	if err != nil {
		return ProofReport{}, err
	}
	b, n := g.b, g.n
	rep := ProofReport{Board: b, Rule: RuleCross}

	c1 := newLemma("C1", "the pairing pairs every x in T with σ(x) = (n−1−c, n−r), a cell of B")
	for x := 0; x < b.Cells; x++ {
		if !g.inT(x) {
			continue
		}
		s := g.sigma(x)
		c1.check(p.Partner[x] == s && !g.inT(s), "%s is paired with %s, σ gives %s", rcs(b, x), rcs(b, p.Partner[x]), rcs(b, s))
	}
	for y := 0; y < b.Cells; y++ { // and nothing else: every cell of B is some σ(x)
		if !g.inT(y) {
			x := g.fold(y)
			c1.check(g.inT(x) && g.sigma(x) == y, "%s of B is not σ of a cell of T", rcs(b, y))
		}
	}

	c2 := newLemma("C2", "two adjacent cells of B fold to two adjacent cells of T")
	for y := 0; y < b.Cells; y++ {
		for _, z := range b.Neighbors(y) {
			if z > y && !g.inT(y) && !g.inT(z) {
				fy, fz := g.fold(y), g.fold(z)
				c2.check(g.inT(fy) && g.inT(fz) && b.Adjacent(fy, fz), "%s and %s fold to %s and %s", rcs(b, y), rcs(b, z), rcs(b, fy), rcs(b, fz))
			}
		}
	}

	c3 := newLemma("C3", "the left edge lies in T, the right edge in B, and f(r, n) = (0, n−1−r)")
	for r := 0; r < n; r++ {
		l, rt := b.Cell(r, 0), b.Cell(r, n)
		c3.check(g.inT(l), "left-edge cell %s is not in T", rcs(b, l))
		c3.check(!g.inT(rt) && g.fold(rt) == b.Cell(0, n-1-r), "right-edge cell %s folds to %s", rcs(b, rt), rcs(b, g.fold(rt)))
	}

	c4 := newLemma("C4", "a step from x in T to y in B holds the pair {x, σ(x)}, or x = (r, n−1−r), r ≤ n−2, y = (r+1, n−1−r) and f(y) = (r+1, n−2−r) touches x")
	for x := 0; x < b.Cells; x++ {
		if !g.inT(x) {
			continue
		}
		r, c := b.RC(x)
		for _, y := range b.Neighbors(x) {
			if g.inT(y) {
				continue
			}
			ok := p.Partner[x] == y ||
				(r+c == n-1 && r <= n-2 && y == b.Cell(r+1, n-1-r) && g.fold(y) == b.Cell(r+1, n-2-r) && b.Adjacent(x, g.fold(y)))
			c4.check(ok, "step %s → %s: not a pair, and %s folds to %s", rcs(b, x), rcs(b, y), rcs(b, y), rcs(b, g.fold(y)))
		}
	}

	c5 := newLemma("C5", "on the n × n board T keeps its adjacency; the tails R_r and C_r lie outside T, are disjoint and reach the right edge and the bottom row")
	sq, err := NewBoardAdj(n, n, b.Adj)
	if err != nil {
		return ProofReport{}, err
	}
	toSq := func(i int) int { r, c := b.RC(i); return sq.Cell(r, c) }
	inTsq := func(i int) bool { r, c := sq.RC(i); return r+c <= n-1 }
	for x := 0; x < b.Cells; x++ {
		for y := x + 1; y < b.Cells; y++ {
			if g.inT(x) && g.inT(y) {
				c5.check(b.Adjacent(x, y) == sq.Adjacent(toSq(x), toSq(y)), "%s and %s: adjacency differs on the square board", rcs(b, x), rcs(b, y))
			}
		}
	}
	for r := 0; r <= n-2; r++ {
		row := []int{sq.Cell(r, n-1-r)} // x, then R_r
		for c := n - r; c <= n-1; c++ {
			row = append(row, sq.Cell(r, c))
		}
		col := []int{sq.Cell(r+1, n-2-r)} // f(y), then C_r
		for rr := r + 1; rr <= n-1; rr++ {
			col = append(col, sq.Cell(rr, n-1-r))
		}
		seen := map[int]bool{}
		for k, v := range row {
			c5.check(k == 0 || (!inTsq(v) && !seen[v]), "r = %d: R_r cell %s is in T", r, rcs(sq, v))
			c5.check(k == 0 || sq.Adjacent(row[k-1], v), "r = %d: R_r is not a path at %s", r, rcs(sq, v))
			seen[v] = true
		}
		for k, v := range col {
			c5.check(k == 0 || (!inTsq(v) && !seen[v]), "r = %d: C_r cell %s is in T or in R_r", r, rcs(sq, v))
			c5.check(k == 0 || sq.Adjacent(col[k-1], v), "r = %d: C_r is not a path at %s", r, rcs(sq, v))
		}
		c5.check(sq.Right(row[len(row)-1]), "r = %d: R_r ends at %s, not on the right edge", r, rcs(sq, row[len(row)-1]))
		c5.check(sq.Bottom(col[len(col)-1]), "r = %d: C_r ends at %s, not on the bottom row", r, rcs(sq, col[len(col)-1]))
	}
	rep.Lemmas = []LemmaCheck{c1.LemmaCheck, c2.LemmaCheck, c3.LemmaCheck, c4.LemmaCheck, c5.LemmaCheck}
	return rep, nil
}

// CornerCellsOf returns a, b, c, a′, b′, c′ of the corners proof on the
// n × (n+1) board b: (0, 0), (0, 1), (1, 0), (n−1, n), (n−2, n), (n−1, n−1).
func CornerCellsOf(b *Board) [6]int {
	n := b.Rows
	return [6]int{b.Cell(0, 0), b.Cell(0, 1), b.Cell(1, 0), b.Cell(n-1, n), b.Cell(n-2, n), b.Cell(n-1, n-1)}
}

// CornersLemmas checks Lemmas K1–K3 of Theorem K for the pairing p of an
// n × (n+1) board (n ≥ 2); Theorem K also uses Theorem C, whose lemmas
// CrossLemmas checks on the cross rule of the same board.
func CornersLemmas(p *Pairing) (ProofReport, error) {
	g, err := foldOf(p)
	if err != nil {
		return ProofReport{}, err
	}
	b, n := g.b, g.n
	if n < 2 {
		return ProofReport{}, fmt.Errorf("hex: the corners rule needs n ≥ 2, not %d", n)
	}
	rep := ProofReport{Board: b, Rule: RuleCorners}
	cc := CornerCellsOf(b)
	a, bb, c, a2, b2, c2 := cc[0], cc[1], cc[2], cc[3], cc[4], cc[5]
	corner := map[int]bool{}
	for _, x := range cc {
		corner[x] = true
	}

	k1 := newLemma("K1", "the pairing pairs a–b, a′–c′, c–b′ and agrees with the cross rule elsewhere")
	for _, q := range [][2]int{{a, bb}, {a2, c2}, {c, b2}} {
		k1.check(p.Partner[q[0]] == q[1] && p.Partner[q[1]] == q[0], "%s is paired with %s, not %s", rcs(b, q[0]), rcs(b, p.Partner[q[0]]), rcs(b, q[1]))
	}
	for x := 0; x < b.Cells; x++ {
		if g.inT(x) && !corner[x] {
			s := g.sigma(x)
			k1.check(!corner[s] && p.Partner[x] == s, "%s is paired with %s, the cross rule gives %s", rcs(b, x), rcs(b, p.Partner[x]), rcs(b, s))
		}
	}

	sameSet := func(got []int, want ...int) bool {
		if len(got) != len(want) {
			return false
		}
		m := map[int]bool{}
		for _, v := range got {
			m[v] = true
		}
		for _, v := range want {
			if !m[v] {
				return false
			}
		}
		return true
	}
	k2 := newLemma("K2", "a touches only b and c, c on the left edge; a′ touches only b′ and c′, b′ on the right edge")
	k2.check(b.Left(a) && sameSet(b.Neighbors(a), bb, c) && b.Left(c), "a = %s touches %s", rcs(b, a), rcs(b, b.Neighbors(a)...))
	k2.check(b.Right(a2) && sameSet(b.Neighbors(a2), b2, c2) && b.Right(b2), "a′ = %s touches %s", rcs(b, a2), rcs(b, b.Neighbors(a2)...))

	k3 := newLemma("K3", "b and c′ lie on no Across edge; two non-adjacent neighbours of c′ other than a′ include b′, of b other than a include c")
	for _, t := range [][3]int{{c2, a2, b2}, {bb, a, c}} { // cell, excluded corner, forced neighbour
		v, ex, forced := t[0], t[1], t[2]
		k3.check(!b.Left(v) && !b.Right(v), "%s lies on an Across edge", rcs(b, v))
		nb := b.Neighbors(v)
		for i := 0; i < len(nb); i++ {
			for j := i + 1; j < len(nb); j++ {
				u, w := nb[i], nb[j]
				if u == ex || w == ex || b.Adjacent(u, w) {
					continue
				}
				k3.check(u == forced || w == forced, "%s: its neighbours %s and %s are not adjacent and neither is %s", rcs(b, v), rcs(b, u), rcs(b, w), rcs(b, forced))
			}
		}
	}
	rep.Lemmas = []LemmaCheck{k1.LemmaCheck, k2.LemmaCheck, k3.LemmaCheck}
	return rep, nil
}

// CrossWitness returns the pair Theorem C names on a path from the left edge
// to the right edge of an n × (n+1) board: the first cell x of the path's
// longest initial segment inside T (in path order) whose partner under p
// lies on the rest of the path, and that partner. ok is false when there is
// none, which Theorem C rules out for the cross rule.
func CrossWitness(p *Pairing, path []int) (x, y int, ok bool) {
	g, err := foldOf(p)
	if err != nil || len(path) == 0 {
		return -1, -1, false
	}
	return g.witness(p, path, g.b.NewSet())
}

// witness is CrossWitness with a scratch set (left empty on return).
func (g crossFold) witness(p *Pairing, path []int, rest Set) (x, y int, ok bool) {
	i := 0
	for i < len(path) && g.inT(path[i]) {
		i++
	}
	for _, v := range path[i:] {
		rest.Add(v)
	}
	x, y = -1, -1
	for _, v := range path[:i] {
		if q := p.Partner[v]; q >= 0 && rest.Has(q) {
			x, y, ok = v, q, true
			break
		}
	}
	for _, v := range path[i:] {
		rest.Remove(v)
	}
	return x, y, ok
}

// ChainTheoremCheck is Theorem C's refined statement, or Theorem K's case
// analysis, run on every minimal chain of one board.
type ChainTheoremCheck struct {
	Board  *Board
	Rule   string
	Chains uint64
	// Holds is false at the first chain the statement fails on.
	Holds          bool
	Counterexample []int  // that chain, from its left end
	Reason         string // what failed on it
}

// CheckTheoremOnChains runs, on every minimal chain of the board of p, the
// statement the proof makes about it. For the cross rule: CrossWitness finds
// a pair with its first cell in the chain's initial segment inside T
// (Theorem C, refined). For the corners rule: the chain holds a whole pair,
// and the steps of Theorem K's proof hold on it — through a it holds b,
// through a′ it holds c′ (K2), through c′ and not a′ it holds b′, through b
// and not a it holds c (K3). The chains are walked, not stored.
func CheckTheoremOnChains(p *Pairing, rule string) ChainTheoremCheck {
	b := p.Board
	res := ChainTheoremCheck{Board: b, Rule: rule, Holds: true}
	in := b.NewSet()
	g, err := foldOf(p)
	if err != nil {
		res.Holds, res.Reason = false, err.Error()
		return res
	}
	WalkChains(b, func(path []int) bool {
		res.Chains++
		reason := ""
		switch rule {
		case RuleCross:
			if _, _, ok := g.witness(p, path, in); !ok {
				reason = "no cell of the initial segment in T has its partner later on the chain"
			}
		case RuleCorners:
			for _, v := range path {
				in.Add(v)
			}
			whole := false
			for _, v := range path {
				if q := p.Partner[v]; q >= 0 && in.Has(q) {
					whole = true
				}
			}
			cc := CornerCellsOf(b)
			a, bb, c, a2, b2, c2 := cc[0], cc[1], cc[2], cc[3], cc[4], cc[5]
			switch {
			case !whole:
				reason = "the chain holds no whole pair"
			case in.Has(a) && !in.Has(bb):
				reason = "K2: the chain holds a but not b"
			case in.Has(a2) && !in.Has(c2):
				reason = "K2: the chain holds a′ but not c′"
			case in.Has(c2) && !in.Has(a2) && !in.Has(b2):
				reason = "K3: the chain holds c′ but neither a′ nor b′"
			case in.Has(bb) && !in.Has(a) && !in.Has(c):
				reason = "K3: the chain holds b but neither a nor c"
			}
			for _, v := range path {
				in.Remove(v)
			}
		default:
			reason = fmt.Sprintf("no theorem for rule %q", rule)
		}
		if reason != "" {
			res.Holds = false
			res.Counterexample = append([]int(nil), path...)
			res.Reason = reason
			return false
		}
		return true
	})
	return res
}

// HexTheoremCheck is Lemma H checked over every colouring of the n × n board.
type HexTheoremCheck struct {
	N          int
	Adj        Adjacency
	Colourings uint64
	// NotBoth: no colouring gives black a left–right path and white a
	// top–bottom path (what the proof uses). AtLeastOne: every colouring
	// gives one of them (the other half of the Hex theorem, for the record).
	NotBoth, AtLeastOne bool
	Counterexample      uint64 // the first failing colouring's black cells, bit r·n+c
}

// CheckHexTheorem checks Lemma H on the n × n board of the given
// convention over all 2^(n²) colourings, by flood fill on one machine word
// (n ≤ 5: 33 million colourings; n = 6 would be 2^36).
func CheckHexTheorem(n int, adj Adjacency) (HexTheoremCheck, error) {
	if n < 1 || n > 5 {
		return HexTheoremCheck{}, fmt.Errorf("hex: the Hex theorem is checked exhaustively for 1 ≤ n ≤ 5, not %d", n)
	}
	res := HexTheoremCheck{N: n, Adj: adj, NotBoth: true, AtLeastOne: true}
	sq := newSquareFlood(n, adj)
	all, joins := sq.all, sq.joins
	col0, colL, row0, rowL := sq.col0, sq.colL, sq.row0, sq.rowL
	for s := uint64(0); s <= all; s++ {
		res.Colourings++
		lr := joins(s, col0, colL)
		tb := joins(all&^s, row0, rowL)
		if lr && tb && res.NotBoth {
			res.NotBoth = false
			res.Counterexample = s
		}
		if !lr && !tb && res.AtLeastOne {
			res.AtLeastOne = false
			if res.NotBoth {
				res.Counterexample = s
			}
		}
	}
	return res, nil
}

// squareFlood is the n × n board (n ≤ 8) as one machine word, bit r·n+c.
type squareFlood struct {
	n                      uint
	adj                    Adjacency
	all                    uint64
	col0, colL, row0, rowL uint64
}

func newSquareFlood(n int, adj Adjacency) squareFlood {
	q := squareFlood{n: uint(n), adj: adj, all: uint64(1)<<uint(n*n) - 1}
	for r := 0; r < n; r++ {
		q.col0 |= 1 << uint(r*n)
		q.colL |= 1 << uint(r*n+n-1)
	}
	q.row0 = 1<<uint(n) - 1
	q.rowL = q.row0 << uint((n-1)*n)
	return q
}

// spread adds to x every neighbour of a cell of x.
func (q squareFlood) spread(x uint64) uint64 {
	un := q.n
	y := x | (x<<1)&^q.col0 | (x>>1)&^q.colL | x<<un | x>>un
	if q.adj == AntiDiagonal { // (r−1, c+1), (r+1, c−1)
		y |= (x>>(un-1))&^q.col0 | (x<<(un-1))&^q.colL
	} else { // (r+1, c+1), (r−1, c−1)
		y |= (x<<(un+1))&^q.col0 | (x>>(un+1))&^q.colL
	}
	return y & q.all
}

// joins reports whether the cells of s hold a path from a cell of from to a
// cell of to.
func (q squareFlood) joins(s, from, to uint64) bool {
	x := s & from
	for {
		y := q.spread(x) & s
		if y == x {
			return x&to != 0
		}
		x = y
	}
}
