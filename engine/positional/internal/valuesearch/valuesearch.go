// Package valuesearch is the measurement baseline for engine/positional's
// solver, and a second, independent method of solving a positional game: a
// plain alpha-beta search over the game VALUE.
//
// It is the baseline the issue defines: "a plain alpha-beta over the game
// value (sooner win better, later loss better; null-window searches on the
// value; one core, board symmetries, no pruning rules beyond immediate
// outcomes and forced moves)". Concretely:
//
//   - Negamax alpha-beta, fail-soft, on one goroutine, driven by MTD(f):
//     a sequence of null-window searches (β−1, β) on the value that close
//     in on it from both sides.
//   - A transposition table of fixed size (Options.MemoryMB) holding a
//     lower and an upper bound and a best move per position, keyed by the
//     position's least image under Options.Perms (cell permutations that
//     are automorphisms of the family; typically
//     positional.AutomorphismGroup(g).ChainElements(limit)).
//   - Immediate outcomes: a move that completes a set and so ends the game
//     (a win under Strong and for Maker; a loss — a "suicide" — under
//     StrongMisere and for Avoider). Forced moves: under Strong, and for
//     Breaker under Maker–Breaker, when the other side threatens to
//     complete a set next ply the mover must take the cell (with two or
//     more such cells, and no win now, the mover loses at the next ply);
//     under StrongMisere, and for Avoider, suicides are played only when
//     every move is one. Besides, the window is cut by the value's range:
//     once no move ends the game on the current ply t, the value lies in
//     [−(Big−(t+1)), Big−(t+1)] (the "mate distance" bound that falls out
//     of scoring by ply). Nothing else: no Erdős–Selfridge, no pairings, no
//     dead-set cuts.
//   - Static move ordering: the table's best move, then cells by the number
//     of winning sets through them (most first; fewest first for a side
//     that must avoid completing sets).
//
// Rules, plies and outcomes are exactly those of engine/positional and its
// test oracle (internal/oracle): a ply is one turn (one
// cell: only the unbiased 1:1 game is supported), plies are counted from
// the start position (g.Claimed) with its turn as ply 1, and the optimal
// length is the ply of the win when the winner minimises it and the loser
// maximises it, -1 for draws and for Breaker and Avoider wins.
//
// Values are from the point of view of the side to move: a win at ply t
// (counted from the start position) scores Big−t, a loss at ply t scores
// −(Big−t), a draw 0. Breaker and Avoider wins — a full board without the
// deciding completion — have no ply and score a fixed ±1, the weakest win:
// the loser's only aim there is not to lose, and Maker's (Enforcer's) win
// values Big−t stay exact. As the ply of a position is a function of the
// number of claimed cells, values are stored in the table as they are.
//
// Games of at most MaxCells (128) cells: bitsets are two uint64 words.
package valuesearch

import (
	"errors"
	"fmt"
	"math/bits"
	"sort"

	"plylab/engine/positional"
)

// MaxCells is the largest board: bitsets are two 64-bit words.
const MaxCells = 128

// Big exceeds every ply count; a win at ply t scores Big − t.
const Big = 1 << 20

// inf is beyond every value.
const inf = Big + 1

// DefaultMemoryMB is the table's cap when Options.MemoryMB is 0.
const DefaultMemoryMB = 256

// Options control a search.
type Options struct {
	// Perms optionally lists cell permutations (each of length g.Cells)
	// that are automorphisms of the family; positions are stored under
	// their least image. Each is checked: an error if one is not an
	// automorphism. nil: no symmetry.
	Perms [][]int
	// MemoryMB caps the transposition table; 0 means DefaultMemoryMB. The
	// table is smaller when the game has few positions.
	MemoryMB int
}

// Result is the answer from the start position.
type Result struct {
	// Outcome: First, Second or Draw (strong, strong misère);
	// Maker/Breaker; Avoider/Enforcer.
	Outcome positional.Outcome
	// Plies is the optimal length from the start position, or -1 (draws,
	// Breaker and Avoider wins).
	Plies int
	// Nodes counts the positions searched (every call of the search,
	// summed over the null-window searches).
	Nodes int64
}

type bitset [2]uint64

func (b bitset) or(c bitset) bitset     { return bitset{b[0] | c[0], b[1] | c[1]} }
func (b bitset) and(c bitset) bitset    { return bitset{b[0] & c[0], b[1] & c[1]} }
func (b bitset) andNot(c bitset) bitset { return bitset{b[0] &^ c[0], b[1] &^ c[1]} }
func (b bitset) empty() bool            { return b[0]|b[1] == 0 }
func (b bitset) count() int             { return bits.OnesCount64(b[0]) + bits.OnesCount64(b[1]) }
func (b bitset) has(c int) bool         { return b[c>>6]>>(uint(c)&63)&1 != 0 }
func (b *bitset) set(c int)             { b[c>>6] |= 1 << (uint(c) & 63) }

// lowest returns the lowest cell of a non-empty set.
func (b bitset) lowest() int {
	if b[0] != 0 {
		return bits.TrailingZeros64(b[0])
	}
	return 64 + bits.TrailingZeros64(b[1])
}

// less orders bitsets as 128-bit numbers.
func less(a, b bitset) bool {
	if a[1] != b[1] {
		return a[1] < b[1]
	}
	return a[0] < b[0]
}

// entry is one transposition-table slot. key is the canonical position
// (cells of the first mover, cells of the other); lo ≤ value ≤ hi; move is
// the best move found, in the canonical frame, or -1.
type entry struct {
	key     [2]bitset
	lo, hi  int32
	move    int16
	claimed uint8 // cells claimed: fewer = nearer the root = more work
	used    bool
}

// role kinds of the side to move
const (
	kindStrong   = iota // wins by completing; must block threats
	kindMisere          // loses by completing (strong misère, Avoider)
	kindMaker           // wins by completing; the other side's sets do not count
	kindBreaker         // must block Maker's threats; its own sets do not count
	kindEnforcer        // no completion matters
)

type solver struct {
	n     int
	sets  []bitset
	full  bitset
	kind  [2]int // kind by mover index
	fullV [2]int // value for the mover whose move fills the board
	order [2][]int

	perms [][]int
	inv   [][]int
	chunk int             // 8-bit chunks per bitset
	tab   [][][256]bitset // tab[p][k][byte] = image under perm p of byte k
	tt    []entry         // 2-way buckets
	mask  uint64

	rootClaimed int
	nodes       int64
}

// Solve finds the outcome and the optimal length of g from its start
// position. g must be unbiased, of at most MaxCells cells, with a legal
// start position in which no winning set is owned yet.
func Solve(g *positional.Game, opt Options) (Result, error) {
	s, err := newSolver(g, opt)
	if err != nil {
		return Result{}, err
	}
	var own [2]bitset
	for m := 0; m < 2; m++ {
		for _, c := range g.Claimed[m] {
			if c < 0 || c >= g.Cells {
				return Result{}, fmt.Errorf("valuesearch: claimed cell %d out of range", c)
			}
			if own[0].has(c) || own[1].has(c) {
				return Result{}, fmt.Errorf("valuesearch: cell %d claimed twice", c)
			}
			own[m].set(c)
		}
	}
	mover, _, err := g.ToMove()
	if err != nil {
		return Result{}, err
	}
	for m := 0; m < 2; m++ {
		if s.owns(own[m]) {
			return Result{}, errors.New("valuesearch: the start position already has a whole winning set")
		}
	}
	s.rootClaimed = own[0].or(own[1]).count()
	var v int // root mover's view
	if own[0].or(own[1]) == s.full {
		// The board is full: the value for the mover who filled it.
		v = -s.fullV[1-mover]
	} else {
		s.allocTable(g.Cells-s.rootClaimed, opt.MemoryMB)
		v = s.mtdf(own, mover)
	}
	if mover == 1 {
		v = -v
	}
	return s.result(g, v), nil
}

func newSolver(g *positional.Game, opt Options) (*solver, error) {
	if g.Cells < 1 || g.Cells > MaxCells {
		return nil, fmt.Errorf("valuesearch: %d cells, want 1 to %d", g.Cells, MaxCells)
	}
	if b := g.MoverBias(); b != [2]int{1, 1} {
		return nil, fmt.Errorf("valuesearch: bias %d:%d, only unbiased (1:1) play is supported", b[0], b[1])
	}
	s := &solver{n: g.Cells}
	for c := 0; c < g.Cells; c++ {
		s.full.set(c)
	}
	deg := make([]int, g.Cells)
	for _, set := range g.Sets {
		var b bitset
		for _, c := range set {
			if c < 0 || c >= g.Cells {
				return nil, fmt.Errorf("valuesearch: cell %d of a winning set out of range", c)
			}
			b.set(c)
		}
		if b.empty() {
			return nil, errors.New("valuesearch: empty winning set")
		}
		s.sets = append(s.sets, b)
		for _, c := range set {
			deg[c]++
		}
	}
	// Roles by mover index.
	fi := g.FirstIndex()
	for m := 0; m < 2; m++ {
		role := m
		if fi == 1 {
			role = 1 - m
		}
		switch g.Rule {
		case positional.Strong:
			s.kind[m], s.fullV[m] = kindStrong, 0
		case positional.StrongMisere:
			s.kind[m], s.fullV[m] = kindMisere, 0
		case positional.MakerBreaker:
			if role == 0 {
				s.kind[m], s.fullV[m] = kindMaker, -1
			} else {
				s.kind[m], s.fullV[m] = kindBreaker, 1
			}
		case positional.AvoiderEnforcer:
			if role == 0 {
				s.kind[m], s.fullV[m] = kindMisere, 1
			} else {
				s.kind[m], s.fullV[m] = kindEnforcer, -1
			}
		default:
			return nil, fmt.Errorf("valuesearch: unknown rule %v", g.Rule)
		}
		ord := make([]int, g.Cells)
		for c := range ord {
			ord[c] = c
		}
		avoid := s.kind[m] == kindMisere
		sort.SliceStable(ord, func(i, j int) bool {
			if avoid {
				return deg[ord[i]] < deg[ord[j]]
			}
			return deg[ord[i]] > deg[ord[j]]
		})
		s.order[m] = ord
	}
	if err := s.setPerms(g, opt.Perms); err != nil {
		return nil, err
	}
	return s, nil
}

// setPerms checks the permutations and builds their byte tables (the
// identity is always the first element).
func (s *solver) setPerms(g *positional.Game, perms [][]int) error {
	family := map[bitset]bool{}
	for _, b := range s.sets {
		family[b] = true
	}
	id := make([]int, s.n)
	for c := range id {
		id[c] = c
	}
	s.perms = [][]int{id}
	for i, p := range perms {
		if len(p) != s.n {
			return fmt.Errorf("valuesearch: permutation %d has %d cells, want %d", i, len(p), s.n)
		}
		seen := make([]bool, s.n)
		isID := true
		for c, d := range p {
			if d < 0 || d >= s.n || seen[d] {
				return fmt.Errorf("valuesearch: permutation %d is not a permutation of the cells", i)
			}
			seen[d] = true
			isID = isID && c == d
		}
		for _, b := range s.sets {
			if !family[s.image(p, b)] {
				return fmt.Errorf("valuesearch: permutation %d is not an automorphism of the family", i)
			}
		}
		if !isID {
			s.perms = append(s.perms, p)
		}
	}
	s.inv = make([][]int, len(s.perms))
	for i, p := range s.perms {
		q := make([]int, s.n)
		for c, d := range p {
			q[d] = c
		}
		s.inv[i] = q
	}
	if len(s.perms) == 1 {
		return nil
	}
	s.chunk = (s.n + 7) / 8
	s.tab = make([][][256]bitset, len(s.perms))
	for i, p := range s.perms {
		s.tab[i] = make([][256]bitset, s.chunk)
		for k := 0; k < s.chunk; k++ {
			for x := 1; x < 256; x++ {
				low := x & -x
				c := 8*k + bits.TrailingZeros(uint(low))
				prev := s.tab[i][k][x^low]
				if c < s.n {
					prev.set(p[c])
				}
				s.tab[i][k][x] = prev
			}
		}
	}
	return nil
}

// image maps a bitset under a permutation, cell by cell.
func (s *solver) image(p []int, b bitset) bitset {
	var out bitset
	for x := b; !x.empty(); {
		c := x.lowest()
		x[c>>6] &^= 1 << (uint(c) & 63)
		out.set(p[c])
	}
	return out
}

// imageTab maps a bitset under permutation i by its byte tables.
func (s *solver) imageTab(i int, b bitset) bitset {
	t := s.tab[i]
	var out bitset
	for k := 0; k < s.chunk; k++ {
		by := b[k>>3] >> (uint(k&7) * 8) & 0xff
		if by != 0 {
			out = out.or(t[k][by])
		}
	}
	return out
}

// canon returns the least image of the position and the index of the
// permutation giving it.
func (s *solver) canon(own [2]bitset) ([2]bitset, int) {
	best, bi := own, 0
	for i := 1; i < len(s.perms); i++ {
		a := s.imageTab(i, own[0])
		if less(best[0], a) {
			continue
		}
		if a == best[0] {
			b := s.imageTab(i, own[1])
			if !less(b, best[1]) {
				continue
			}
			best, bi = [2]bitset{a, b}, i
			continue
		}
		best, bi = [2]bitset{a, s.imageTab(i, own[1])}, i
	}
	return best, bi
}

func (s *solver) allocTable(free, memMB int) {
	if memMB <= 0 {
		memMB = DefaultMemoryMB
	}
	const entrySize = 48
	max := uint64(memMB) << 20 / entrySize
	// No more than about 3^free positions exist below the root.
	want := uint64(1)
	for i := 0; i < free && want < max; i++ {
		want *= 3
	}
	if want > max {
		want = max
	}
	size := uint64(1024)
	for size*2 <= want {
		size *= 2
	}
	if want > size && size*2 <= max {
		size *= 2
	}
	s.tt = make([]entry, size)
	s.mask = size/2 - 1 // bucket index; bucket b is slots 2b, 2b+1
}

func hash(k [2]bitset) uint64 {
	h := k[0][0]*0x9e3779b97f4a7c15 ^ k[0][1]*0xc2b2ae3d27d4eb4f
	h ^= k[1][0]*0x165667b19e3779f9 ^ k[1][1]*0xd6e8feb86659fd93
	h ^= h >> 31
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 29
	return h
}

func (s *solver) probe(k [2]bitset) *entry {
	b := (hash(k) & s.mask) * 2
	for i := b; i < b+2; i++ {
		if e := &s.tt[i]; e.used && e.key == k {
			return e
		}
	}
	return nil
}

// store records lo ≤ value ≤ hi and the best move (canonical frame).
func (s *solver) store(k [2]bitset, claimed int, lo, hi, move int) {
	b := (hash(k) & s.mask) * 2
	e0, e1 := &s.tt[b], &s.tt[b+1]
	var e *entry
	switch {
	case e0.used && e0.key == k:
		e = e0
	case e1.used && e1.key == k:
		e = e1
	case !e0.used || int(e0.claimed) >= claimed:
		// The new position is at least as near the root: it takes the
		// depth-preferred slot, the old one moves to the other.
		*e1 = *e0
		e = e0
		*e = entry{}
	default:
		e = e1
		*e = entry{}
	}
	if !e.used {
		*e = entry{key: k, lo: -inf, hi: inf, move: -1, claimed: uint8(claimed), used: true}
	}
	if int32(lo) > e.lo {
		e.lo = int32(lo)
	}
	if int32(hi) < e.hi {
		e.hi = int32(hi)
	}
	if move >= 0 {
		e.move = int16(move)
	}
}

func (s *solver) owns(b bitset) bool {
	for _, w := range s.sets {
		if w.andNot(b).empty() {
			return true
		}
	}
	return false
}

// mtdf finds the exact value of the position (mover's view) by null-window
// searches.
func (s *solver) mtdf(own [2]bitset, mover int) int {
	lower, upper := -inf, inf
	g := 0
	for lower < upper {
		beta := g
		if g == lower {
			beta = g + 1
		}
		g = s.search(own, mover, beta-1, beta)
		if g < beta {
			upper = g
		} else {
			lower = g
		}
	}
	return g
}

// search is fail-soft negamax alpha-beta: the value of the position for
// the mover, exact when strictly inside (alpha, beta), otherwise a bound on
// the side it fails. The board is not full and no set is owned.
func (s *solver) search(own [2]bitset, mover, alpha, beta int) int {
	s.nodes++
	mine, opp := own[mover], own[1-mover]
	occ := mine.or(opp)
	free := s.full.andNot(occ)
	claimed := occ.count()
	t := claimed - s.rootClaimed + 1 // the ply of this move
	kind := s.kind[mover]

	// Immediate outcomes and forced moves.
	moves := free
	switch kind {
	case kindStrong, kindMaker, kindBreaker:
		var win, threat bitset
		for _, w := range s.sets {
			if w.and(opp).empty() {
				if r := w.andNot(mine); r.count() == 1 {
					win = win.or(r)
				}
			}
			if w.and(mine).empty() {
				if r := w.andNot(opp); r.count() == 1 {
					threat = threat.or(r)
				}
			}
		}
		if kind != kindBreaker && !win.empty() {
			return Big - t
		}
		if kind != kindMaker && !threat.empty() {
			if threat.count() >= 2 {
				return -(Big - (t + 1))
			}
			moves = threat
		}
	case kindMisere:
		var suicide bitset
		for _, w := range s.sets {
			if w.and(opp).empty() {
				if r := w.andNot(mine); r.count() == 1 {
					suicide = suicide.or(r)
				}
			}
		}
		if !suicide.empty() {
			moves = free.andNot(suicide)
			if moves.empty() {
				return -(Big - t)
			}
		}
	}

	// The value's range: nobody ends the game on this ply any more (a win
	// was returned above, suicides are filtered out), so the value lies in
	// [−(Big−(t+1)), Big−(t+1)]; a window outside it fails at once.
	if r := Big - (t + 1); alpha >= r {
		return r
	} else if beta <= -r {
		return -r
	}

	// Transposition table.
	var key [2]bitset
	pi := 0
	if len(s.perms) > 1 {
		key, pi = s.canon(own)
	} else {
		key = own
	}
	hint := -1
	if e := s.probe(key); e != nil {
		lo, hi := int(e.lo), int(e.hi)
		if lo >= beta {
			return lo
		}
		if hi <= alpha {
			return hi
		}
		if lo == hi {
			return lo
		}
		if lo > alpha {
			alpha = lo
		}
		if hi < beta {
			beta = hi
		}
		if e.move >= 0 {
			hint = s.inv[pi][e.move]
		}
	}

	best, bestMove := -inf, -1
	a := alpha
	try := func(c int) bool {
		next := own
		next[mover].set(c)
		var v int
		if next[0].or(next[1]) == s.full {
			v = s.fullV[mover]
		} else {
			v = -s.search(next, 1-mover, -beta, -a)
		}
		if v > best {
			best, bestMove = v, c
			if v > a {
				a = v
			}
		}
		return v >= beta
	}
	cut := false
	if hint >= 0 && moves.has(hint) {
		cut = try(hint)
	}
	if !cut {
		for _, c := range s.order[mover] {
			if c == hint || !moves.has(c) {
				continue
			}
			if try(c) {
				break
			}
		}
	}

	lo, hi := -inf, inf
	switch {
	case best <= alpha:
		hi = best
	case best >= beta:
		lo = best
	default:
		lo, hi = best, best
	}
	s.store(key, claimed, lo, hi, s.perms[pi][bestMove])
	return best
}

// result turns the value (first mover's view) into the answer.
func (s *solver) result(g *positional.Game, v int) Result {
	res := Result{Plies: -1, Nodes: s.nodes}
	if v == 0 {
		res.Outcome = positional.Draw
		return res
	}
	w := 0
	if v < 0 {
		w, v = 1, -v
	}
	if v > 1 {
		res.Plies = Big - v
	}
	switch g.Rule {
	case positional.Strong, positional.StrongMisere:
		res.Outcome = [2]positional.Outcome{positional.First, positional.Second}[w]
	default:
		role := w
		if g.FirstIndex() == 1 {
			role = 1 - w
		}
		res.Outcome = positional.Outcome(g.Rule.Roles()[role])
	}
	return res
}
