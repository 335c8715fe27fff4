package positional

import (
	"errors"
	"fmt"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
	"time"
)

// Options control a search. The zero value is the fast solver with every
// core, every pruning rule, symmetry and a 256 MB transposition table.
type Options struct {
	// Plain is the plain exhaustive search: every free cell is tried, no
	// pruning rule and no symmetry; the transposition table stays (it only
	// stores exact facts). It is the tests' reference.
	Plain bool
	// Workers is the number of goroutines; 0 means runtime.GOMAXPROCS(0).
	Workers int
	// MemoryMB caps the transposition table; 0 means 256 MB.
	MemoryMB int
	// NoSymmetry switches off canonicalisation under the automorphism group.
	NoSymmetry bool
	// Group optionally lists cell permutations believed to be automorphisms
	// of the family (each checked; an error if one is not). When given it
	// replaces the group search.
	Group [][]int
	// Progress, when not nil, is called about once a second on long
	// searches (from a separate goroutine).
	Progress func(Progress)
	// Envelope switches on the null-move envelope of the Maker–Breaker
	// and strong games, one cell a turn, in the depth-first search
	// (envelope.go); off by default, where it was measured slower.
	Envelope bool
	// NoThreats switches off the threat-sequence win prover (threats.go)
	// of the strong and Maker–Breaker rules.
	NoThreats bool
	// NoRelevance switches off budget relevance (relevance.go): in a
	// bounded query, cells in no set completable within the bound are
	// not searched.
	NoRelevance bool
	// Search chooses the search: SearchAuto (the default, by rule; see
	// doc.go), SearchDFS (depth-first with iterative deepening over the
	// ply bound), SearchPN (depth-first proof-number search) or
	// SearchValue (alpha-beta over the game's value, one cell a turn;
	// value.go).
	Search Search
	// MaxNodes, Deadline and Cancel bound a search: when the nodes reach
	// MaxNodes (0: no bound), the clock passes Deadline (zero: none) or
	// Cancel is closed (nil: never), the search stops and Solve, WinsBy and
	// Moves return ErrStopped with the statistics so far (Outcome
	// Unknown).
	MaxNodes int64
	Deadline time.Time
	Cancel   <-chan struct{}
	// TableFile, when not empty, keeps the search's exact facts (every
	// proved and disproved position) in this file: loaded at the start
	// when it exists (refused if it was written for another game or
	// setting), saved every TableEvery (0: 30 s) and when the search ends
	// or stops, so that one long query resumes after a kill (tablefile.go).
	TableFile  string
	TableEvery time.Duration
}

// Search names a search algorithm (Options.Search).
type Search int

const (
	SearchAuto  Search = iota // chosen by rule (doc.go)
	SearchDFS                 // depth-first, iterative deepening over the ply bound
	SearchPN                  // depth-first proof-number search (df-pn)
	SearchValue               // alpha-beta over the game's value (value.go), one cell a turn
)

// ParseSearch reads "auto", "dfs", "pn" or "value".
func ParseSearch(name string) (Search, error) {
	switch name {
	case "auto", "":
		return SearchAuto, nil
	case "dfs":
		return SearchDFS, nil
	case "pn":
		return SearchPN, nil
	case "value":
		return SearchValue, nil
	}
	return SearchAuto, fmt.Errorf("search %q: want auto, dfs, pn or value", name)
}

func (x Search) String() string {
	switch x {
	case SearchDFS:
		return "dfs"
	case SearchPN:
		return "pn"
	case SearchValue:
		return "value"
	}
	return "auto"
}

// ErrStopped is returned (wrapped) when Options.MaxNodes, Deadline or
// Cancel stopped a search before it answered.
var ErrStopped = errors.New("search stopped before an answer (node, time or cancel budget)")

// Progress is a progress report of a running search.
type Progress struct {
	Nodes   int64
	Seconds float64
	Note    string
}

// Result is the solution of a game from its start position.
type Result struct {
	// Outcome is First, Second or Draw under the strong rules, and the
	// winning role (Maker, Breaker, Avoider, Enforcer) under the others.
	Outcome Outcome
	// Plies is the optimal length in plies (turns) from the start position:
	// the winner minimises it, the loser maximises it. It is -1 when there
	// is none: a Breaker or Avoider win, or a draw.
	Plies   int
	Nodes   int64
	Seconds float64
	// Resumed is the number of facts loaded from Options.TableFile.
	Resumed int64
}

// DefaultMemoryMB is the transposition table size when Options.MemoryMB is 0.
const DefaultMemoryMB = 256

// inf is the ply bound meaning "no bound": larger than any game.
const inf = 4096

// rules is how a rule decides a game, by mover index (0 = the player who
// moves first, 1 = the other).
type rules struct {
	completer bool    // completing a set wins (strong, Maker–Breaker); false: it loses
	counts    [2]bool // completions by mover m decide the game
	winner    [2]int  // who wins when m completes a set
	attackers []int   // movers whose wins have a length: the queries' attackers
	roleName  [2]Outcome
}

func rulesOf(g *Game) rules {
	var r rules
	f := g.FirstIndex() // role index of mover 0
	roles := g.Rule.Roles()
	r.roleName = [2]Outcome{Outcome(roles[f]), Outcome(roles[1-f])}
	switch g.Rule {
	case Strong:
		r.completer = true
		r.counts = [2]bool{true, true}
		r.winner = [2]int{0, 1}
		r.attackers = []int{0, 1}
	case StrongMisere:
		r.counts = [2]bool{true, true}
		r.winner = [2]int{1, 0}
		r.attackers = []int{0, 1}
	case MakerBreaker:
		maker := f // mover index of Maker (role 0): mover 0 is Maker iff f == 0
		r.completer = true
		r.counts[maker] = true
		r.winner[maker] = maker
		r.winner[1-maker] = -1
		r.attackers = []int{maker}
	case AvoiderEnforcer:
		avoider := f
		r.counts[avoider] = true
		r.winner[avoider] = 1 - avoider
		r.winner[1-avoider] = -1
		r.attackers = []int{1 - avoider}
	}
	return r
}

// solver holds what every worker shares: the game compiled to bitsets, the
// group, the Zobrist keys and the table.
type solver struct {
	g        *Game
	opt      Options
	n        int
	nw       int
	sets     []cellSet
	setSize  []int
	cellSets [][]int32
	bias     [2]int // cells per turn by mover index
	unbiased bool
	r        rules
	perms    [][]int // group elements used for canonicalisation; perms[0] is the identity
	zob      [2][]uint64
	zperm    [2][]uint64 // zperm[m][c*len(perms)+k] = zob[m][perms[k][c]]
	zobMeta  []uint64
	// loose holds the cells in no winning set when the search counts them
	// instead of telling them apart (not under Plain); zobLoose[k] keys "k
	// loose cells still free". See looseKey in search.go.
	loose    cellSet
	anyLoose bool
	zobLoose []uint64
	tt       *table
	pt       *pnTable      // proof-number table (SearchPN only)
	pn       bool          // queries use df-pn
	value    bool          // Solve, WinsBy and Moves use the value search (value.go)
	vt       *vtable       // the value search's table
	inv      [][]int       // inv[k] is the inverse of perms[k] (the value search)
	vorder   []int         // the value search's move order under the misère kinds
	vdeg     []int         // vdeg[c]: the winning sets through c
	sets1    []uint64      // the sets as one word each, when the board has at most 64 cells (the value search)
	vwindow  atomic.Uint64 // the value search's bounds at its root, for progress
	vply     atomic.Int64  // the ply of that root
	workers  int
	nodes    atomic.Int64
	stop     atomic.Bool // another worker answered the query
	halt     atomic.Bool // a budget is spent: every query stops
	// The null-move envelope's work: Breaker moves it proved lost without
	// a search, and positions it refuted (envelope.go).
	envCuts, envRefutes atomic.Int64
	rootPN              atomic.Uint64
	start               time.Time
	tableDue            time.Time // next save of Options.TableFile
	tableErr            error     // the first failed save
	loaded              int64     // facts loaded from Options.TableFile
	fp                  string    // the table file's fingerprint, once computed

	root state
}

// state is a position in the search: both movers' cells, the free cells,
// who is to move and how many cells are left in the turn.
type state struct {
	own   [2]cellSet
	free  cellSet
	nfree int
	mover int
	left  int
}

// errDecided is returned by Moves for a start position that is over.
var errDecided = errors.New("the start position is already decided")

func newSolver(g *Game, opt Options) (*solver, error) {
	if g == nil {
		return nil, errors.New("nil game")
	}
	// The clock starts here, set back by the time the game's
	// normalization took before (when it was parsed): preprocessing and
	// the symmetry search below are part of the work a Result's Seconds
	// reports.
	start := time.Now().Add(-g.prep)
	gg := *g
	gg.Sets = append([][]int(nil), g.Sets...)
	gg.Claimed = [2][]int{append([]int(nil), g.Claimed[0]...), append([]int(nil), g.Claimed[1]...)}
	if err := gg.Normalize(); err != nil {
		return nil, err
	}
	s := &solver{g: &gg, opt: opt, n: gg.Cells, start: start}
	s.nw = (gg.Cells + 63) / 64
	s.r = rulesOf(&gg)
	s.bias = gg.MoverBias()
	s.unbiased = s.bias == [2]int{1, 1}
	s.cellSets = make([][]int32, s.n)
	for i, set := range gg.Sets {
		s.sets = append(s.sets, setOf(set))
		s.setSize = append(s.setSize, len(set))
		for _, c := range set {
			s.cellSets[c] = append(s.cellSets[c], int32(i))
		}
	}
	s.workers = opt.Workers
	if s.workers <= 0 {
		s.workers = runtime.GOMAXPROCS(0)
	}
	mem := opt.MemoryMB
	if mem <= 0 {
		mem = DefaultMemoryMB
	}
	// A small game needs no more than its positions: at most 3^free
	// (cells free, mine, theirs) times the (attacker, mover) pairs.
	bytes := int64(mem) << 20
	if free := gg.Cells - len(gg.Claimed[0]) - len(gg.Claimed[1]); free < 20 {
		need := int64(4 * 8 * (2 + 2*s.nw))
		for i := 0; i < free && need < bytes; i++ {
			need *= 3
		}
		if need < bytes {
			bytes = need
		}
	}
	search := searchOf(&gg, opt)
	s.pn = search == SearchPN
	if search == SearchValue && !opt.Plain {
		if err := valueSearchable(&gg, opt); err != nil {
			return nil, err
		}
		s.value = true
		s.vt = newVTable(bytes, s.nw, s.workers > 1)
		bytes = 1 << 16 // the depth-first table stays unused
	}
	if s.pn {
		// Three quarters for the proof numbers, the rest for the exact
		// facts (proofs and disproofs are written to both).
		s.pt = newPNTable(bytes-bytes/4, s.nw, s.workers > 1)
		bytes /= 4
	}
	s.tt = newTable(bytes, s.nw, s.workers > 1)
	// Zobrist keys from a fixed generator: same game, same keys, same run.
	x := uint64(0x9e3779b97f4a7c15)
	next := func() uint64 {
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for p := 0; p < 2; p++ {
		s.zob[p] = make([]uint64, s.n)
		for c := range s.zob[p] {
			s.zob[p][c] = next()
		}
	}
	s.zobMeta = make([]uint64, 4*(MaxCells+1))
	for i := range s.zobMeta {
		s.zobMeta[i] = next()
	}
	s.zobLoose = make([]uint64, MaxCells+1)
	for i := range s.zobLoose {
		s.zobLoose[i] = next()
	}
	if !opt.Plain {
		// Loose cells (in no winning set) are keyed by their number only:
		// their owners drop out of the hash and of the stored position.
		for c := 0; c < s.n; c++ {
			if len(s.cellSets[c]) == 0 {
				s.loose.add(c)
				s.anyLoose = true
				s.zob[0][c], s.zob[1][c] = 0, 0
			}
		}
	}
	id := make([]int, s.n)
	for i := range id {
		id[i] = i
	}
	s.perms = [][]int{id}
	if !opt.Plain && !opt.NoSymmetry {
		grp, err := s.group()
		if err != nil {
			return nil, err
		}
		s.perms = grp
	}
	G := len(s.perms)
	if s.value {
		if s.nw == 1 {
			for i := range s.sets {
				s.sets1 = append(s.sets1, s.sets[i][0])
			}
		}
		s.vorder = make([]int, s.n)
		for c := range s.vorder {
			s.vorder[c] = c
		}
		s.vdeg = make([]int, s.n)
		for c := range s.vdeg {
			s.vdeg[c] = len(s.cellSets[c])
		}
		sort.SliceStable(s.vorder, func(i, j int) bool {
			return s.vdeg[s.vorder[i]] < s.vdeg[s.vorder[j]]
		})
		s.inv = make([][]int, G)
		for k, p := range s.perms {
			s.inv[k] = make([]int, s.n)
			for c, d := range p {
				s.inv[k][d] = c
			}
		}
	}
	for p := 0; p < 2; p++ {
		s.zperm[p] = make([]uint64, s.n*G)
		for c := 0; c < s.n; c++ {
			for k, perm := range s.perms {
				s.zperm[p][c*G+k] = s.zob[p][perm[c]]
			}
		}
	}
	if opt.TableFile != "" {
		var err error
		if s.loaded, err = s.loadTable(); err != nil {
			return nil, err
		}
		s.tableDue = time.Now().Add(30 * time.Second)
		if opt.TableEvery > 0 {
			s.tableDue = time.Now().Add(opt.TableEvery)
		}
	}
	// Start position.
	st := &s.root
	for p := 0; p < 2; p++ {
		for _, c := range gg.Claimed[p] {
			st.own[p].add(c)
		}
	}
	for c := 0; c < s.n; c++ {
		if !st.own[0].has(c) && !st.own[1].has(c) {
			st.free.add(c)
			st.nfree++
		}
	}
	m, left, err := gg.ToMove()
	if err != nil {
		return nil, err
	}
	st.mover, st.left = m, left
	return s, nil
}

// maxCanon caps the group elements used for canonicalisation: a position's
// key costs one XOR per element and move (a contiguous row of zperm). A subset of the group is still
// sound (every element maps a position to one of equal value).
var maxCanon = 4096

// maxCanonBytes caps the per-cell tables of symmetric Zobrist keys.
const maxCanonBytes = 16 << 20

func (s *solver) group() ([][]int, error) {
	limit := maxCanon
	if b := maxCanonBytes / (16 * s.n); b < limit {
		limit = b
	}
	var elems [][]int
	if s.opt.Group != nil {
		if err := checkGroup(s.g, s.opt.Group); err != nil {
			return nil, err
		}
		elems = s.opt.Group
	} else {
		elems = AutomorphismGroup(s.g).ChainElements(limit)
	}
	id := make([]int, s.n)
	for i := range id {
		id[i] = i
	}
	out := [][]int{id}
	for _, p := range elems {
		if len(out) >= limit {
			break
		}
		isID := true
		for i, v := range p {
			if v != i {
				isID = false
				break
			}
		}
		if !isID {
			out = append(out, p)
		}
	}
	return out, nil
}

// decided reports whether the position is over by the rules: a counting set
// owned (won or lost), a full board, or no set that can still decide
// anything. winner is the mover index of the winner, or -1 for a draw.
func (s *solver) decided(st *state) (over bool, winner int) {
	for p := 0; p < 2; p++ {
		if !s.r.counts[p] {
			continue
		}
		for i := range s.sets {
			if s.sets[i].subsetOf(&st.own[p]) {
				return true, s.r.winner[p]
			}
		}
	}
	if st.nfree == 0 {
		return true, s.fullWinner()
	}
	for p := 0; p < 2; p++ {
		if !s.r.counts[p] {
			continue
		}
		for i := range s.sets {
			if !s.sets[i].meets(&st.own[1-p]) {
				return false, 0
			}
		}
	}
	return true, s.fullWinner()
}

// fullWinner is the winner when no set can be completed any more: nobody
// under the strong rules (-1), else Breaker or Avoider.
func (s *solver) fullWinner() int {
	for p := 0; p < 2; p++ {
		if s.r.counts[p] && !s.r.counts[1-p] {
			if s.r.completer {
				return 1 - p // Breaker
			}
			return p // Avoider
		}
	}
	return -1
}

// startDecided checks the start position for an owned set; owning sets on
// both sides under a strong rule is refused (the order is unknown).
func (s *solver) startDecided() (bool, int, error) {
	st := &s.root
	both := 0
	for p := 0; p < 2; p++ {
		if !s.r.counts[p] {
			continue
		}
		for i := range s.sets {
			if s.sets[i].subsetOf(&st.own[p]) {
				both++
				break
			}
		}
	}
	if both == 2 {
		return false, 0, errors.New("both players own a winning set in the start position")
	}
	over, w := s.decided(st)
	return over, w, nil
}

func (s *solver) outcomeName(winner int) Outcome {
	if winner < 0 {
		return Draw
	}
	return s.r.roleName[winner]
}

// query asks whether mover a forces a win within budget plies of the
// state st (the current turn is ply 1); it returns the length of the
// strategy found (≤ budget), or on a "no" the largest bound the "no" was
// proved for (inf-1: never).
func (s *solver) query(st *state, a, budget int) (bool, int) {
	r, ok := s.race(st, func(w *worker) [2]int {
		var win bool
		var dist int
		if s.pn {
			win, dist = w.pnRoot(a, budget)
		} else {
			win, dist = w.search(a, budget, 0)
		}
		if win {
			return [2]int{1, dist}
		}
		return [2]int{0, dist}
	})
	if !ok {
		return false, 0 // every worker stopped: s.halt is set
	}
	return r[0] == 1, r[1]
}

// race runs one search from st on every worker (lazy SMP: they share the
// tables, helpers starting from rotated move orders near the root); the
// first worker to finish answers and stops the others. ok is false when a
// budget stopped every worker.
func (s *solver) race(st *state, run func(w *worker) [2]int) (r [2]int, ok bool) {
	s.stop.Store(false)
	if s.budgetSpent(s.nodes.Load()) {
		return r, false
	}
	out := make(chan [2]int, s.workers)
	var wg sync.WaitGroup
	for k := 0; k < s.workers; k++ {
		wg.Add(1)
		go func(k int) {
			defer wg.Done()
			w := s.newWorker(st, k)
			r := run(w)
			s.nodes.Add(w.nodes - w.flushed)
			if !w.aborted {
				out <- r
				s.stop.Store(true)
			}
		}(k)
	}
	wg.Wait()
	select {
	case r = <-out:
		return r, true
	default:
		return r, false
	}
}

// minimise lowers a winning strategy's length u to the optimum: the wins
// of a fall every other ply (on a's own turns under the strong and
// Maker–Breaker rules, on the opponent's under the misère kinds), and u
// is such a ply, so the lengths to try are u−2, u−4, ….
func (s *solver) minimise(st *state, a, u int) int {
	for u-2 >= 1 {
		win, d := s.query(st, a, u-2)
		if s.halt.Load() {
			return u
		}
		if !win {
			break
		}
		u = d
	}
	return u
}

// solveState finds the outcome (winner mover index, -1 draw) and optimal
// plies (-1 when none) from st.
//
// For each attacker (the side whose win has a length) it deepens the ply
// bound over the plies on which that side can win (firstWinPly, then every
// other ply): the first bound that wins is the optimal length, because
// every shorter bound was refuted. Once the bound reaches the plies left
// on the board the query is the unbounded one, so a "no" is final. The
// alternative, one unbounded search and then lowering the length found
// (useDeepening = false), is kept for the measurement in doc.go.
func (s *solver) solveState(st *state) (winner, plies int) {
	if s.value {
		return s.solveValue(st)
	}
	for _, a := range s.r.attackers {
		if a == 1 && s.stolen(st) {
			continue
		}
		if s.pn {
			// Proof-number search asks the unbounded question first: a
			// "no" is final, and a "yes" comes with a strategy's length,
			// which minimise lowers to the optimum.
			win, d := s.query(st, a, inf-1)
			if s.halt.Load() {
				return -1, -1
			}
			if win {
				return a, s.minimise(st, a, d)
			}
			continue
		}
		if !useDeepening || !s.r.completer && !misereDeepening {
			if win, d := s.query(st, a, inf-1); win {
				return a, s.minimise(st, a, d)
			}
			continue
		}
		last := s.pliesLeft(st)
		b := s.firstWinPly(st, a)
		for ; ; b += 2 {
			if b > last {
				b = inf - 1
			}
			win, d := s.query(st, a, b)
			if s.halt.Load() {
				return -1, -1
			}
			if win {
				return a, d
			}
			if b == inf-1 || d >= inf-1 {
				break // refuted for every bound
			}
		}
	}
	return s.fullWinner(), -1
}

// firstWinPly is the first ply (1 or 2) on which a can win from st: wins
// come only on the turns of the player whose owned set decides — a itself
// when owning a set wins, the opponent under the misère rules (a wins when
// the opponent is made to complete a set) — and those turns come every
// other ply.
func (s *solver) firstWinPly(st *state, a int) int {
	completer := a
	if !s.r.completer {
		completer = 1 - a
	}
	if st.mover == completer {
		return 1
	}
	return 2
}

// useDeepening selects iterative deepening over the ply bound in Solve.
var useDeepening = true

// misereDeepening selects it under the misère rules too. Measured on one
// core, the same run: one unbounded query and lowering the length found is
// 2.3× faster there (3×6 k = 3 misère 0.23 s against 0.57 s, 2×10 0.47 s
// against 1.22 s, 4×5 0.88 s against 2.07 s), where the loser's longest
// defence is what deepening re-searches at every bound.
var misereDeepening = false

// pliesLeft is the number of turns until the board is full.
func (s *solver) pliesLeft(st *state) int {
	free := st.nfree - st.left
	if free <= 0 {
		return 1
	}
	p, m := 1, 1-st.mover
	for free > 0 {
		free -= s.bias[m]
		m = 1 - m
		p++
	}
	return p
}

func (s *solver) progress(done chan struct{}) {
	if s.opt.Progress == nil {
		return
	}
	go func() {
		t := time.NewTicker(time.Second)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				note := "searching"
				if s.value {
					x := s.vwindow.Load()
					t0 := int(s.vply.Load())
					note = fmt.Sprintf("value in [%s, %s] for the side to move", valueString(int(int32(x>>32)), t0), valueString(int(int32(x)), t0))
				}
				if s.pn {
					x := s.rootPN.Load()
					note = fmt.Sprintf("root pn %s dn %s", pnString(uint32(x>>32)), pnString(uint32(x)))
				}
				s.opt.Progress(Progress{Nodes: s.nodes.Load(), Seconds: time.Since(s.start).Seconds(), Note: note})
			}
		}
	}()
}

// Solve finds the outcome and the optimal length of the game from its start
// position under optimal play.
func Solve(g *Game, opt Options) (Result, error) {
	if phased(g, opt) {
		return solvePhased(g, opt, func(g *Game, o Options) (Result, error) { return Solve(g, o) })
	}
	s, err := newSolver(g, opt)
	if err != nil {
		return Result{}, err
	}
	return s.solve()
}

func (s *solver) solve() (Result, error) {
	over, w, err := s.startDecided()
	if err != nil {
		return Result{}, err
	}
	res := Result{Plies: -1}
	if over {
		res.Outcome = s.outcomeName(w)
		if w >= 0 && w == s.attackerWinner(w) {
			res.Plies = 0
		}
		res.Seconds = time.Since(s.start).Seconds()
		return res, nil
	}
	done := make(chan struct{})
	s.progress(done)
	w, p := s.solveState(&s.root)
	close(done)
	res.Outcome, res.Plies = s.outcomeName(w), p
	res.Nodes = s.nodes.Load()
	res.Seconds = time.Since(s.start).Seconds()
	res.Resumed = s.loaded
	if err := s.finishTable(); err != nil {
		return res, err
	}
	if s.halt.Load() {
		res.Outcome, res.Plies = Unknown, -1
		return res, s.stopped()
	}
	return res, nil
}

// stopped is the error of a search a budget stopped.
func (s *solver) stopped() error {
	return fmt.Errorf("%w after %d nodes, %.1f s", ErrStopped, s.nodes.Load(), time.Since(s.start).Seconds())
}

// stolen reports whether mover 1 (the second player) provably has no
// winning strategy from st, by strategy stealing: under the strong rule,
// one cell per turn, from the empty board. Suppose the second player had a
// winning strategy S. The first player claims any cell x, then plays S as
// if it were the second player and x were not its own; when S asks for a
// cell it owns, it claims any free cell instead. Its cells always include
// those S's owner would have, and the opponent's cells are exactly those
// of the imagined game, so the opponent never owns a set before S's owner
// would, and the first player owns a set no later (an extra cell never
// hurts): the first player wins, against S being a win for the second. So
// the query "does the second player win" is answered no without a search.
func (s *solver) stolen(st *state) bool {
	return !s.opt.Plain && s.g.Rule == Strong && s.unbiased &&
		st.own[0].empty() && st.own[1].empty() && st.mover == 0
}

// searchOf is the search a game gets: Options.Search, or under SearchAuto
// the one the benchmark suite found faster for the game's rule (doc.go).
func searchOf(g *Game, opt Options) Search {
	if opt.Search != SearchAuto {
		return opt.Search
	}
	if opt.TableFile != "" && !opt.Plain {
		// A table file keeps the boolean searches' facts: df-pn under
		// the phased rules, the depth-first search elsewhere.
		if autoPhased[g.Rule] {
			return SearchPN
		}
		return SearchDFS
	}
	return autoSearch[g.Rule]
}

// autoSearch is SearchAuto's choice by rule for Moves and MoveValues, and
// for Solve and WinsBy under the rules autoPhased does not name (see
// doc.go, "Search").
var autoSearch = map[Rule]Search{
	Strong:          SearchDFS,
	StrongMisere:    SearchValue,
	MakerBreaker:    SearchDFS,
	AvoiderEnforcer: SearchValue,
}

// autoPhased names the rules under which SearchAuto in Solve and WinsBy
// runs in two phases: the depth-first search for at most autoDFSNodes
// nodes and, when that does not answer, the depth-first search and df-pn
// side by side from the start, each with half the workers and half the
// memory, the first answer ending both. Depth-first is up to 6× faster on
// the small games and on long first-player wins (deepening finds them
// bound by bound), df-pn hundreds of times faster on the large draws and
// Breaker wins (BenchmarkSearchPNvsDFS, the table in doc.go); the first
// phase costs at most autoDFSNodes nodes, the second at most twice the
// faster search's time.
var autoPhased = map[Rule]bool{Strong: true, MakerBreaker: true}

// autoDFSNodes is the depth-first phase's node budget under autoPhased.
var autoDFSNodes int64 = 1 << 19

// phased reports whether Solve or WinsBy runs g in two phases: SearchAuto
// under a rule of autoPhased, not Plain, and no table file (two searches
// at once would both save into the one table file, so a run with a table
// file keeps to one search, df-pn: see searchOf).
func phased(g *Game, opt Options) bool {
	return opt.Search == SearchAuto && !opt.Plain && opt.TableFile == "" && autoPhased[g.Rule]
}

// solvePhased runs run (Solve or WinsBy) as the two phases of phased. The
// result is the first answer's, with the nodes and seconds of every
// search that ran; when every search stopped on a budget it is the
// Unknown of the last.
func solvePhased(g *Game, opt Options, run func(*Game, Options) (Result, error)) (Result, error) {
	first := opt
	first.Search = SearchDFS
	if first.MaxNodes == 0 || first.MaxNodes > autoDFSNodes {
		first.MaxNodes = autoDFSNodes
	}
	r, err := run(g, first)
	if !errors.Is(err, ErrStopped) || opt.MaxNodes > 0 && opt.MaxNodes <= autoDFSNodes {
		return r, err
	}
	if !opt.Deadline.IsZero() && time.Now().After(opt.Deadline) {
		return r, err
	}
	select {
	case <-opt.Cancel:
		return r, err
	default:
	}
	// The second phase: both searches, stopped together.
	stop := make(chan struct{})
	var once sync.Once
	end := func() { once.Do(func() { close(stop) }) }
	defer end()
	if opt.Cancel != nil {
		go func() {
			select {
			case <-opt.Cancel:
				end()
			case <-stop:
			}
		}()
	}
	var mu sync.Mutex
	type answer struct {
		r   Result
		err error
	}
	out := make(chan answer, 2)
	for k, search := range []Search{SearchDFS, SearchPN} {
		o := opt
		o.Search, o.Cancel = search, stop
		o.Workers = max(1, opt.workers()/2)
		if k == 1 && opt.workers() > 1 {
			o.Workers = opt.workers() - o.Workers
		}
		mem := opt.MemoryMB
		if mem == 0 {
			mem = DefaultMemoryMB
		}
		o.MemoryMB = max(1, mem/2)
		if opt.MaxNodes > 0 {
			o.MaxNodes = max(1, (opt.MaxNodes-r.Nodes)/2)
		}
		if opt.Progress != nil {
			o.Progress = func(p Progress) {
				mu.Lock()
				defer mu.Unlock()
				opt.Progress(p)
			}
		}
		go func() {
			r, err := run(g, o)
			if !errors.Is(err, ErrStopped) {
				end()
			}
			out <- answer{r, err}
		}()
	}
	a, b := <-out, <-out
	if errors.Is(a.err, ErrStopped) {
		a, b = b, a // a: the answer, when there is one
	}
	a.r.Nodes += b.r.Nodes + r.Nodes
	a.r.Seconds += r.Seconds
	return a.r, a.err
}

// attackerWinner returns w when w's wins have a length, else -1.
func (s *solver) attackerWinner(w int) int {
	for _, a := range s.r.attackers {
		if a == w {
			return w
		}
	}
	return -1
}

// WinsBy reports whether the first player (strong rules), Maker or Enforcer
// forces a win within plies plies of the start position (a ply is one turn:
// p or q cells under a bias p:q; a partly played turn at the start counts
// as a ply). When it does, the Result carries the winning role and the
// optimal length (≤ plies): the bound is deepened over that side's turns
// up to plies, so the first bound that wins is the optimum. Otherwise
// Plies is -1 and Outcome NoWin.
func WinsBy(g *Game, plies int, opt Options) (bool, Result, error) {
	if phased(g, opt) {
		// WinsBy's Outcome is the winner's role on a win, NoWin on none.
		r, err := solvePhased(g, opt, func(g *Game, o Options) (Result, error) {
			_, r, err := WinsBy(g, plies, o)
			return r, err
		})
		return err == nil && r.Outcome != NoWin, r, err
	}
	s, err := newSolver(g, opt)
	if err != nil {
		return false, Result{}, err
	}
	a := s.r.attackers[0]
	if g.Rule == Strong || g.Rule == StrongMisere {
		a = 0
	}
	res := Result{Plies: -1}
	over, w, err := s.startDecided()
	if err != nil {
		return false, res, err
	}
	if over {
		if w == a {
			res.Outcome, res.Plies = s.r.roleName[a], 0
			return true, res, nil
		}
		return false, res, nil
	}
	if plies < 1 {
		return false, res, nil
	}
	if plies > inf-1 {
		plies = inf - 1
	}
	done := make(chan struct{})
	s.progress(done)
	b := s.firstWinPly(&s.root, a)
	win, d := false, 0
	if s.value {
		b = inf // the value search's one question replaces the deepening
		win, d = s.winsByValue(&s.root, a, plies)
	}
	if s.pn {
		// One query at the bound asked; a win's length is then lowered
		// to the optimum.
		b = inf // skip the deepening below
		if win, d = s.query(&s.root, a, plies); win {
			d = s.minimise(&s.root, a, d)
		}
	}
	for ; b <= plies; b += 2 {
		if win, d = s.query(&s.root, a, b); win {
			break
		}
		if d >= inf-1 {
			break // refuted for every bound
		}
	}
	close(done)
	res.Nodes, res.Seconds, res.Resumed = s.nodes.Load(), time.Since(s.start).Seconds(), s.loaded
	if err := s.finishTable(); err != nil {
		return false, res, err
	}
	if s.halt.Load() {
		res.Outcome = Unknown
		return false, res, s.stopped()
	}
	if win {
		res.Outcome, res.Plies = s.r.roleName[a], d
	}
	return win, res, nil
}

// MoveValue is the value of claiming Cell now, as the side to move: the
// outcome under optimal play afterwards and its length in plies from the
// start position (-1 when none).
type MoveValue struct {
	Cell    int
	Outcome Outcome
	Plies   int
}

// Moves returns the value of every free cell of the start position, in
// increasing cell order. The searches share one transposition table.
func Moves(g *Game, opt Options) ([]MoveValue, error) {
	return MoveValues(g, nil, opt, nil)
}

// MoveValues is Moves for the given free cells (nil: every free cell),
// calling each (when not nil) as each value is found, so that a caller can
// record them (the CLI's --checkpoint).
func MoveValues(g *Game, cells []int, opt Options, each func(MoveValue)) ([]MoveValue, error) {
	s, err := newSolver(g, opt)
	if err != nil {
		return nil, err
	}
	over, _, err := s.startDecided()
	if err != nil {
		return nil, err
	}
	if over {
		return nil, errDecided
	}
	root := s.root
	if cells == nil {
		cells = root.free.cells(nil)
	}
	for _, c := range cells {
		if c < 0 || c >= s.n || !root.free.has(c) {
			return nil, fmt.Errorf("cell %d is not a free cell", c)
		}
	}
	done := make(chan struct{})
	s.progress(done)
	defer close(done)
	var out []MoveValue
	for _, c := range cells {
		child := root
		m := child.mover
		child.own[m].add(c)
		child.free.del(c)
		child.nfree--
		child.left--
		mv := MoveValue{Cell: c, Plies: -1}
		if over, w := s.decided(&child); over {
			mv.Outcome = s.outcomeName(w)
			if s.attackerWinner(w) >= 0 {
				mv.Plies = 1
			}
		} else {
			shift := 0
			if child.left == 0 {
				child.mover = 1 - m
				child.left = s.bias[1-m]
				shift = 1
			}
			w, p := s.solveState(&child)
			if s.halt.Load() {
				if err := s.finishTable(); err != nil {
					return out, err
				}
				return out, s.stopped()
			}
			mv.Outcome = s.outcomeName(w)
			if p >= 0 {
				mv.Plies = p + shift
			}
		}
		if each != nil {
			each(mv)
		}
		out = append(out, mv)
	}
	return out, s.finishTable()
}

func (s *solver) String() string { return fmt.Sprintf("solver(%d cells, %d sets)", s.n, len(s.sets)) }

func pnString(x uint32) string {
	if x >= pnInf {
		return "inf"
	}
	return fmt.Sprint(x)
}

// budgetSpent checks the node, time and cancel budgets against total
// nodes, setting s.halt when one is spent.
func (s *solver) budgetSpent(total int64) bool {
	if s.opt.MaxNodes > 0 && total >= s.opt.MaxNodes {
		s.halt.Store(true)
	}
	if !s.opt.Deadline.IsZero() && time.Now().After(s.opt.Deadline) {
		s.halt.Store(true)
	}
	if s.opt.Cancel != nil {
		select {
		case <-s.opt.Cancel:
			s.halt.Store(true)
		default:
		}
	}
	return s.halt.Load()
}

// workers is the number of workers o asks for (0: GOMAXPROCS).
func (o Options) workers() int {
	if o.Workers > 0 {
		return o.Workers
	}
	return runtime.GOMAXPROCS(0)
}
