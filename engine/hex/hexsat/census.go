package hexsat

import (
	"fmt"
	"math/bits"
	"sort"
	"time"

	"plylab/engine/hex"
)

// Checker names the rule check the census asks for a chain with no whole
// pair.
type Checker int

const (
	// Fast is hex.CheckFast (the walk with reachability, forcing and a
	// memo): it finds a chain in an invalid pairing quickly, which is what
	// almost every question of the census is.
	Fast Checker = iota
	// DP is hex.CheckDP, the frontier search, in the order FoldOrder picks.
	DP
	// Walk is hex.CheckWalk, the essay's pruned walk.
	Walk
)

func (c Checker) String() string {
	switch c {
	case DP:
		return "dp"
	case Walk:
		return "walk"
	}
	return "fast"
}

// ParseChecker reads "fast", "dp" or "walk".
func ParseChecker(s string) (Checker, error) {
	switch s {
	case "fast":
		return Fast, nil
	case "dp":
		return DP, nil
	case "walk":
		return Walk, nil
	}
	return 0, fmt.Errorf("hexsat: unknown checker %q (want fast, dp or walk)", s)
}

// Options controls a SAT census.
type Options struct {
	Solver  Solver
	Checker Checker
	// HalfTurn adds, with every chain clause, the clause of the chain's
	// half-turn image, and records with every pairing its image. The
	// half-turn carries the board onto itself and Across's minimal chains
	// onto Across's minimal chains, so the image of a clause of the formula
	// is a clause of the formula, and the image of a pairing meeting every
	// chain minimally is another such pairing: nothing is lost or added,
	// only found sooner.
	HalfTurn bool
	// Shortest replaces the checker's chain by a shortest chain holding no
	// whole pair (the bounded walk, at most ShortBudget nodes, 0: no bound).
	Shortest    bool
	ShortBudget uint64
	// PairwiseAMO writes "at most one pair per cell" as a binary clause
	// for every two pairs through the cell, instead of the ladder.
	PairwiseAMO bool
	// LexLeader keeps, of each model and its half-turn image, only the one
	// whose pair variables read lexicographically smaller (the lex-leader
	// constraint, see the package doc); it implies HalfTurn, which records
	// every pairing's image, and cannot be used with Fix.
	LexLeader bool
	// Multi > 1 adds, with each chain the checker returns for an invalid
	// model, up to Multi − 1 further minimal chains of the model holding
	// no whole pair, none longer than the first (by the bounded walk):
	// every one of them is a clause of the formula, and each cuts off the
	// model, so fewer models are needed.
	Multi int
	// SeedLen > 0 starts the formula with the clauses of every minimal
	// chain of at most SeedLen cells (listed by the bounded walk) instead
	// of none; they count as chain clauses.
	SeedLen int
	// Fix lists pairs every counted pairing must contain (unit clauses):
	// the census then counts the minimal pairings holding them.
	Fix [][2]int
	// Resume re-adds the chain clauses and pairings of an earlier run (a
	// checkpoint). Each resumed chain is checked to be a minimal chain and
	// each resumed pairing is checked again by the checker.
	ResumeChains   [][]int
	ResumePairings [][][2]int
	// OnChain is called with every chain clause added (cells of a minimal
	// chain from its left end), OnPairing with every pairing recorded; for
	// checkpoints.
	OnChain   func(chain []int)
	OnPairing func(pairs [][2]int)
	// Progress is called after every model with the counts so far.
	Progress func(s Stats)
}

// Stats are the census' counters.
type Stats struct {
	// Models is the number of models the solver returned; Invalid of them
	// held a chain with no whole pair (and gave a chain clause).
	Models, Invalid int
	// ChainClauses is the number of chain clauses in the formula at the end
	// (each a distinct minimal chain), resumed ones included; Resumed is how
	// many came from the checkpoint; Images how many were half-turn images.
	ChainClauses, Resumed, Images, Seeded int
	// ChainClauseLits is the total length of the chain clauses.
	ChainClauseLits int
	// MinimizeChecks counts the checks spent shrinking valid models to
	// minimal pairings.
	MinimizeChecks int
	// Recorded is the number of pairings recorded (and blocked) so far.
	Recorded int
	// Vars and Clauses describe the formula: pair variables, auxiliary
	// variables of the at-most-one encoding, and every clause added.
	PairVars, AuxVars, Clauses int
	// LexVars is the number of comparisons of the lex-leader constraint
	// (pair variables moved by the half-turn, one of each two).
	LexVars int
	// SolveCalls, SolveSeconds and CheckSeconds split the time between the
	// solver and the checker; Conflicts is the solver's own count where it
	// gives one (gophersat), else -1.
	SolveCalls                 int
	SolveSeconds, CheckSeconds float64
	Conflicts                  int64
}

// Result is what a census found.
type Result struct {
	// Pairings are the inclusion-minimal sets of disjoint pairs meeting
	// every minimal chain, sorted by Key.
	Pairings []*hex.Pairing
	// Orbits is the number of pairings up to the half-turn (a pairing and
	// its image, or a pairing its own image).
	Orbits int
	Stats  Stats
	// Chains are the chain clauses' chains, in the order they were added.
	Chains [][]int
}

type census struct {
	b        *hex.Board
	o        Options
	pairVar  map[[2]int]int
	pairs    [][2]int // pairs[v-1] is variable v's pair
	s        satSolver
	st       Stats
	seen     map[string]bool
	chains   [][]int
	recorded map[string]*hex.Pairing
	order    []string
	empty    bool // an empty clause was added
	sw       *shortWalk
}

// UsefulPair reports whether cells a and b can lie together on a minimal
// chain of Across: not when both are on the left edge, nor both on the
// right edge (a minimal chain touches each of Across's edges in one cell).
// A pair of an inclusion-minimal pairing is the only whole pair of some
// minimal chain (else it could be dropped), so only useful pairs get
// variables. On boards of one column every cell is on both edges and no
// pair is useful; each cell is then a chain no pairing meets.
func UsefulPair(b *hex.Board, a, c int) bool {
	if a == c {
		return false
	}
	if b.Left(a) && b.Left(c) || b.Right(a) && b.Right(c) {
		return false
	}
	return true
}

// Census runs the SAT census on b: the formula has one variable per useful
// pair of cells, at most one chosen pair per cell, and, added lazily, one
// clause per minimal chain the checker returns (some pair inside it is
// chosen). Each model is a set of disjoint pairs; the checker either finds
// a minimal chain holding none of its pairs whole (its clause is added) or
// certifies it, and then the set is shrunk to an inclusion-minimal one,
// recorded, and every superset of it is blocked. The formula becoming
// unsatisfiable ends the census. See the package doc for why the result is
// exactly the census of hex.Census.
func Census(b *hex.Board, o Options) (Result, error) {
	c := &census{b: b, o: o, pairVar: map[[2]int]int{}, seen: map[string]bool{}, recorded: map[string]*hex.Pairing{}}
	c.st.Conflicts = -1
	for a := 0; a < b.Cells; a++ {
		for d := a + 1; d < b.Cells; d++ {
			if UsefulPair(b, a, d) {
				c.pairs = append(c.pairs, [2]int{a, d})
				c.pairVar[[2]int{a, d}] = len(c.pairs)
			}
		}
	}
	c.st.PairVars = len(c.pairs)
	// At most one pair per cell: the sequential (ladder) encoding, k − 1
	// auxiliary variables and 3k − 4 clauses for k pairs through the cell.
	next := len(c.pairs) + 1
	var amo [][]int
	for cell := 0; cell < b.Cells; cell++ {
		var xs []int
		for d := 0; d < b.Cells; d++ {
			if v := c.varOf(cell, d); v > 0 {
				xs = append(xs, v)
			}
		}
		if len(xs) < 2 {
			continue
		}
		if o.PairwiseAMO {
			for i := range xs {
				for j := i + 1; j < len(xs); j++ {
					amo = append(amo, []int{-xs[i], -xs[j]})
				}
			}
			continue
		}
		s := make([]int, len(xs)-1)
		for i := range s {
			s[i] = next
			next++
		}
		amo = append(amo, []int{-xs[0], s[0]})
		for i := 1; i < len(xs)-1; i++ {
			amo = append(amo, []int{-xs[i], s[i]}, []int{-s[i-1], s[i]}, []int{-xs[i], -s[i-1]})
		}
		amo = append(amo, []int{-xs[len(xs)-1], -s[len(s)-1]})
	}
	if o.LexLeader {
		if len(o.Fix) > 0 {
			return Result{}, fmt.Errorf("hexsat: the lex-leader constraint and fixed pairs do not mix (a fixed pair's image is not fixed)")
		}
		c.o.HalfTurn = true
		var err error
		next, amo, err = c.lexLeader(next, amo)
		if err != nil {
			return Result{}, err
		}
	}
	c.st.AuxVars = next - 1 - len(c.pairs)
	var err error
	if c.s, err = newSolver(o.Solver, next-1); err != nil {
		return Result{}, err
	}
	if cl, ok := c.s.(interface{ close() error }); ok {
		// Every answer used was read already; the exit status does not
		// bear on the result, so the error is dropped.
		defer cl.close()
	}
	for _, cl := range amo {
		c.add(cl)
	}
	for _, q := range o.Fix {
		v := c.varOf(q[0], q[1])
		if v == 0 {
			return Result{}, fmt.Errorf("hexsat: the fixed pair {%d, %d} lies on no minimal chain", q[0], q[1])
		}
		c.add([]int{v})
	}
	if o.SeedLen > 0 {
		sw := newShortWalk(b)
		none := make([]int, b.Cells)
		for i := range none {
			none[i] = -1
		}
		sw.all(none, o.SeedLen, func(ch []int) bool { c.addOne(ch, false, false); c.st.Seeded++; return true })
	}
	for _, ch := range o.ResumeChains {
		if !IsMinimalChain(b, ch) {
			return Result{}, fmt.Errorf("hexsat: resumed chain %v is not a minimal chain of %v", ch, b)
		}
		c.st.Resumed++
		c.addChain(ch, false)
	}
	for _, ps := range o.ResumePairings {
		p, err := hex.PairingOf(b, ps)
		if err != nil {
			return Result{}, fmt.Errorf("hexsat: resumed pairing: %w", err)
		}
		ok, err := c.holds(p)
		if err != nil {
			return Result{}, err
		}
		if !ok {
			return Result{}, fmt.Errorf("hexsat: resumed pairing %s misses a chain", p.Key())
		}
		c.record(p, false)
	}
	for !c.empty {
		t := time.Now()
		sat, err := c.s.solve()
		if err != nil {
			return Result{}, err
		}
		c.st.SolveCalls++
		c.st.SolveSeconds += time.Since(t).Seconds()
		if !sat {
			break
		}
		c.st.Models++
		p := hex.NewPairing(b)
		for v, q := range c.pairs {
			if c.s.value(v + 1) {
				if err := p.Pair(q[0], q[1]); err != nil {
					return Result{}, fmt.Errorf("hexsat: the model is not a pairing: %w (bug)", err)
				}
			}
		}
		ch, err := c.check(p)
		if err != nil {
			return Result{}, err
		}
		if ch != nil {
			c.st.Invalid++
			c.addChain(ch, true)
			if o.Multi > 1 {
				c.more(p, len(ch))
			}
		} else {
			m, err := c.minimize(p)
			if err != nil {
				return Result{}, err
			}
			c.record(m, true)
		}
		if o.Progress != nil {
			c.st.Conflicts = c.s.conflicts()
			o.Progress(c.st)
		}
	}
	c.st.Conflicts = c.s.conflicts()
	res := Result{Stats: c.st, Chains: c.chains}
	sort.Strings(c.order)
	reported := map[string]bool{}
	for _, k := range c.order {
		if p := c.recorded[k]; c.holdsFixed(p) {
			res.Pairings = append(res.Pairings, p)
			reported[k] = true
		}
	}
	for _, p := range res.Pairings {
		// One per orbit: the smaller key, or the only one reported.
		if k, img := p.Key(), hex.HalfTurn(b).Pairing(p).Key(); k <= img || !reported[img] {
			res.Orbits++
		}
	}
	return res, nil
}

// lexLeader appends the clauses of the lex-leader constraint for the
// half-turn: with x the pair variables in their order and π the half-turn's
// permutation of them, x ≤ π(x) lexicographically. Only the variables v
// with v < π(v) can decide the comparison (a variable fixed by π compares
// equal to itself, and at v's image the prefix is equal only if x_v =
// x_π(v)), so with v₁ < v₂ < … those variables and e_i meaning "the first i
// of them equal their images", the clauses are e_{i−1} ∧ x_vᵢ → x_π(vᵢ) and
// e_{i−1} ∧ (x_vᵢ = x_π(vᵢ)) → e_i (e_0 true). Any e_i may be true beyond
// that without a clause against it; a lex-leader x satisfies the clauses with
// e_i exactly "equal so far", and every model's x is a lex-leader.
func (c *census) lexLeader(next int, cls [][]int) (int, [][]int, error) {
	var vs, ws []int
	for i, q := range c.pairs {
		w := c.varOf(c.b.Cells-1-q[0], c.b.Cells-1-q[1]) // the half-turn, as in addChain
		if w == 0 {
			return 0, nil, fmt.Errorf("hexsat: the half-turn image of pair %v has no variable (bug)", q)
		}
		if v := i + 1; v < w {
			vs, ws = append(vs, v), append(ws, w)
		}
	}
	prev := 0 // e_0: true, no literal
	for i := range vs {
		v, w := vs[i], ws[i]
		cl := []int{-v, w}
		if prev != 0 {
			cl = append(cl, -prev)
		}
		cls = append(cls, cl)
		if i == len(vs)-1 {
			break
		}
		e := next
		next++
		a := []int{-v, -w, e}
		b := []int{v, w, e}
		if prev != 0 {
			a, b = append(a, -prev), append(b, -prev)
		}
		cls = append(cls, a, b)
		prev = e
	}
	c.st.LexVars = len(vs)
	return next, cls, nil
}

// holdsFixed reports whether p holds every pair of Options.Fix. The census
// records every inclusion-minimal pairing it meets (blocking it is sound
// either way) and reports those holding the fixed pairs: every minimal
// pairing holding them satisfies the formula until it is recorded, so all
// of them are.
func (c *census) holdsFixed(p *hex.Pairing) bool {
	for _, q := range c.o.Fix {
		if p.Partner[q[0]] != q[1] {
			return false
		}
	}
	return true
}

func (c *census) varOf(a, d int) int {
	if a > d {
		a, d = d, a
	}
	return c.pairVar[[2]int{a, d}]
}

func (c *census) add(cl []int) {
	c.st.Clauses++
	c.s.addClause(cl)
}

// addChain adds the clause of a minimal chain (and of its half-turn image
// with Options.HalfTurn), unless it is already there.
func (c *census) addChain(ch []int, report bool) {
	c.addOne(ch, report, false)
	if c.o.HalfTurn {
		img := make([]int, len(ch))
		for i, x := range ch {
			img[len(ch)-1-i] = c.b.Cells - 1 - x // the half-turn reverses the path
		}
		c.addOne(img, report, true)
	}
}

func (c *census) addOne(ch []int, report, image bool) {
	key := chainKey(ch)
	if c.seen[key] {
		return
	}
	c.seen[key] = true
	var cl []int
	for i := range ch {
		for j := i + 1; j < len(ch); j++ {
			if v := c.varOf(ch[i], ch[j]); v > 0 {
				cl = append(cl, v)
			}
		}
	}
	c.chains = append(c.chains, append([]int(nil), ch...))
	c.st.ChainClauses++
	c.st.ChainClauseLits += len(cl)
	if image {
		c.st.Images++
	}
	if len(cl) == 0 {
		c.empty = true // a chain no pair can meet: no pairing exists
	} else {
		c.add(cl)
	}
	if report && c.o.OnChain != nil {
		c.o.OnChain(ch)
	}
}

func chainKey(ch []int) string {
	s := append([]int(nil), ch...)
	sort.Ints(s)
	return fmt.Sprint(s)
}

// record keeps an inclusion-minimal pairing and blocks its supersets (and
// those of its half-turn image with Options.HalfTurn).
func (c *census) record(p *hex.Pairing, report bool) {
	ps := []*hex.Pairing{p}
	if c.o.HalfTurn {
		ps = append(ps, hex.HalfTurn(c.b).Pairing(p))
	}
	for _, q := range ps {
		k := q.Key()
		if c.recorded[k] != nil {
			continue
		}
		c.recorded[k] = q
		c.order = append(c.order, k)
		c.st.Recorded++
		var cl []int
		for _, pr := range q.Pairs() {
			cl = append(cl, -c.varOf(pr[0], pr[1]))
		}
		c.add(cl)
		if report && c.o.OnPairing != nil {
			c.o.OnPairing(q.Pairs())
		}
	}
}

// minimize shrinks a pairing meeting every chain to an inclusion-minimal
// one: drop each pair in turn if the rest still meets every chain. Meeting
// every chain passes to supersets, so a pair kept at its turn cannot be
// dropped later either. A pair that cannot be dropped comes with a chain
// whose only whole pair it is, and that chain's clause is added.
func (c *census) minimize(p *hex.Pairing) (*hex.Pairing, error) {
	cur := hex.NewPairing(c.b)
	copy(cur.Partner, p.Partner)
	for _, q := range p.Pairs() {
		cur.Partner[q[0]], cur.Partner[q[1]] = -1, -1
		c.st.MinimizeChecks++
		ch, err := c.check(cur)
		if err != nil {
			return nil, err
		}
		if ch != nil {
			cur.Partner[q[0]], cur.Partner[q[1]] = q[1], q[0]
			c.addChain(ch, true)
		}
	}
	return cur, nil
}

// more adds up to Multi − 1 further chains of at most maxLen cells holding
// no whole pair of p, spread over the board: a chain sharing more than half
// of its cells with one already taken this round is passed over.
func (c *census) more(p *hex.Pairing, maxLen int) {
	t := time.Now()
	defer func() { c.st.CheckSeconds += time.Since(t).Seconds() }()
	if c.sw == nil {
		c.sw = newShortWalk(c.b)
	}
	var taken []hex.Set
	added, seen := 0, 0
	c.sw.all(p.Partner, maxLen, func(ch []int) bool {
		seen++
		s := setOf(c.b, ch)
		for _, u := range taken {
			if 2*overlap(u, s) > len(ch) {
				return seen < 64*c.o.Multi
			}
		}
		if c.seen[chainKey(ch)] {
			return seen < 64*c.o.Multi
		}
		taken = append(taken, s)
		c.addChain(append([]int(nil), ch...), true)
		added++
		return added < c.o.Multi-1 && seen < 64*c.o.Multi
	})
}

func overlap(a, b hex.Set) int {
	n := 0
	for i := range a {
		n += bits.OnesCount64(a[i] & b[i])
	}
	return n
}

func setOf(b *hex.Board, cells []int) hex.Set {
	s := b.NewSet()
	for _, x := range cells {
		s.Add(x)
	}
	return s
}

func (c *census) holds(p *hex.Pairing) (bool, error) {
	ch, err := c.check(p)
	return ch == nil, err
}

// check asks the checker for a minimal chain holding no whole pair of p
// (nil: p meets every chain). Every checker returns a minimal chain (an
// induced path touching each of Across's edges once); the chain is checked
// to be one, and to hold no whole pair, before its clause is used.
func (c *census) check(p *hex.Pairing) ([]int, error) {
	t := time.Now()
	defer func() { c.st.CheckSeconds += time.Since(t).Seconds() }()
	var ch []int
	switch c.o.Checker {
	case DP:
		r, err := hex.CheckDP(p, hex.CheckDPOptions{})
		if err != nil {
			return nil, err
		}
		ch = r.Counterexample
	case Walk:
		ch = hex.CheckWalk(p).Counterexample
	default:
		ch = hex.CheckFast(p, hex.CheckFastOptions{MemoEntries: 1 << 14}).Counterexample
	}
	if ch == nil {
		return nil, nil
	}
	if c.o.Shortest && len(ch) > c.b.Cols {
		if c.sw == nil {
			c.sw = newShortWalk(c.b)
		}
		if s := c.sw.shortest(p.Partner, len(ch)-1, c.o.ShortBudget); s != nil {
			ch = s
		}
	}
	if !IsMinimalChain(c.b, ch) {
		// A chain that is not minimal would give a weaker clause; shrink it
		// to a shortest path inside it, which is minimal.
		s := c.b.NewSet()
		for _, x := range ch {
			s.Add(x)
		}
		ch = hex.ShortestChain(c.b, s)
		if ch == nil || !IsMinimalChain(c.b, ch) {
			return nil, fmt.Errorf("hexsat: the %v checker returned %v, which holds no chain (bug)", c.o.Checker, ch)
		}
	}
	for i, x := range ch {
		if y := p.Partner[x]; y >= 0 {
			for _, z := range ch[i+1:] {
				if z == y {
					return nil, fmt.Errorf("hexsat: the %v checker's chain %v holds the pair {%d, %d} (bug)", c.o.Checker, ch, x, y)
				}
			}
		}
	}
	return ch, nil
}

// IsMinimalChain reports whether path (cells in order) is a minimal chain of
// Across: it starts on the left edge, ends on the right edge, touches each
// edge only there, each cell touches the next, and no two cells that are
// not consecutive touch (an induced path). Those are exactly the minimal
// chains (see hex.MinimalChains).
func IsMinimalChain(b *hex.Board, path []int) bool {
	n := len(path)
	if n == 0 || !b.Left(path[0]) || !b.Right(path[n-1]) {
		return false
	}
	for i, x := range path {
		if x < 0 || x >= b.Cells {
			return false
		}
		if i > 0 && b.Left(x) || i < n-1 && b.Right(x) {
			return false
		}
		for j := i + 1; j < n; j++ {
			if path[j] == x {
				return false
			}
			if b.Adjacent(x, path[j]) != (j == i+1) {
				return false
			}
		}
	}
	return true
}
