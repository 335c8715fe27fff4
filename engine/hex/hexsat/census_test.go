package hexsat

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"plylab/engine/hex"
)

// The tests run plylab's CaDiCaL driver that make sat-solver builds into
// bin/ (make test says where by PLYLAB_CADICAL_INC; a plain go test finds
// it there too).
func init() {
	if os.Getenv("PLYLAB_CADICAL_INC") == "" {
		if p, err := filepath.Abs(filepath.Join("..", "..", "..", "bin", "plylab-cadical-inc")); err == nil {
			os.Setenv("PLYLAB_CADICAL_INC", p)
		}
	}
}

// keys lists the pairings' keys, sorted.
func keys(ps []*hex.Pairing) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Key())
	}
	sort.Strings(out)
	return out
}

// The second method: the chain-by-chain census of engine/hex (which lists
// every minimal chain) finds the same inclusion-minimal pairings, and each
// pairing the SAT census reports is checked again by the essay's walk, on
// every n × (n+1) board to 5 × 6, with both solvers and every checker,
// with and without the half-turn.
func TestAgreesWithChainCensus(t *testing.T) {
	for n := 2; n <= 5; n++ {
		b := hex.MustBoard(n, n+1)
		cs := hex.MinimalChains(b)
		want := keys(hex.Census(cs, hex.CensusOptions{Workers: 2}).Pairings)
		wantLen := []int{0, 0, 2, 3, 3, 3}[n] // the essay's Fig. 1
		if len(want) != wantLen {
			t.Fatalf("%v: the chain census found %d pairings, the essay %d", b, len(want), wantLen)
		}
		for _, o := range []Options{
			{Solver: Gophersat, Checker: DP, HalfTurn: true, Shortest: true},
			{Solver: Gini, Checker: DP, HalfTurn: true, Shortest: true},
			{Solver: Gophersat, Checker: Fast},
			{Solver: Gini, Checker: Walk, HalfTurn: true},
			{Solver: Gophersat, Checker: DP, Shortest: true, SeedLen: n + 2},
			{Solver: Gophersat, Checker: Fast, Shortest: true, LexLeader: true, Multi: 8},
			{Solver: Gini, Checker: Fast, Shortest: true, LexLeader: true, Multi: 8, PairwiseAMO: true},
			{Solver: Gophersat, Checker: Walk, PairwiseAMO: true, Multi: 3},
			{Solver: Cadical, Checker: Fast, Shortest: true, LexLeader: true, Multi: 8, SeedLen: n + 1},
			{Solver: CadicalInc, Checker: Fast, Shortest: true, LexLeader: true, Multi: 8, SeedLen: n + 1},
			{Solver: CadicalInc, Checker: DP, HalfTurn: true},
		} {
			if n == 5 && (o.Checker == Walk || o.SeedLen > 0 && o.Solver != Cadical && o.Solver != CadicalInc) {
				continue // the slower configurations stop at 4 × 5 (time)
			}
			name := fmt.Sprintf("%v %v/%v half-turn %v shortest %v seed %d lex %v multi %d pairwise %v", b, o.Solver, o.Checker,
				o.HalfTurn, o.Shortest, o.SeedLen, o.LexLeader, o.Multi, o.PairwiseAMO)
			res, err := Census(b, o)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if got := keys(res.Pairings); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s: SAT census %v, chain census %v", name, got, want)
			}
			for _, p := range res.Pairings {
				if r := hex.CheckWalk(p); !r.Holds {
					t.Errorf("%s: the walk finds %v unmet in %s", name, r.Counterexample, p.Key())
				}
			}
			if orbits := countOrbits(b, res.Pairings); res.Orbits != orbits {
				t.Errorf("%s: %d orbits reported, %d counted", name, res.Orbits, orbits)
			}
			if len(hex.MinimalPairings(res.Pairings, cs)) != len(res.Pairings) {
				t.Errorf("%s: a reported pairing is not inclusion-minimal", name)
			}
			for _, ch := range res.Chains {
				if !IsMinimalChain(b, ch) {
					t.Errorf("%s: clause of %v, not a minimal chain", name, ch)
				}
			}
			if res.Stats.ChainClauses != len(res.Chains) || res.Stats.ChainClauses > cs.Len() {
				t.Errorf("%s: %d chain clauses, %d chains listed, %d minimal chains", name, res.Stats.ChainClauses, len(res.Chains), cs.Len())
			}
		}
	}
}

// countOrbits counts the pairings up to the half-turn by grouping them
// under the map (a second count of Result.Orbits).
func countOrbits(b *hex.Board, ps []*hex.Pairing) int {
	h := hex.HalfTurn(b)
	orbit := map[string]bool{}
	for _, p := range ps {
		k, img := p.Key(), h.Pairing(p).Key()
		if img < k {
			k = img
		}
		orbit[k] = true
	}
	return len(orbit)
}

// Other shapes: boards where Down's pairings are not complete, or do not
// exist (Across wins the square board moving first, so no pairing meets
// every chain), against the chain census.
func TestOtherShapes(t *testing.T) {
	for _, rc := range [][2]int{{1, 1}, {1, 3}, {2, 2}, {3, 3}, {2, 4}, {3, 5}, {2, 5}, {4, 6}} {
		b := hex.MustBoard(rc[0], rc[1])
		cs := hex.MinimalChains(b)
		want := keys(hex.Census(cs, hex.CensusOptions{}).Pairings)
		for _, o := range []Options{
			{Solver: Gophersat, Checker: DP, HalfTurn: true, Shortest: true},
			{Solver: Gini, Checker: Fast, Shortest: true, LexLeader: true, Multi: 8, PairwiseAMO: true},
			{Solver: Cadical, Checker: Fast, Shortest: true, HalfTurn: true, Multi: 4},
			{Solver: CadicalInc, Checker: Fast, Shortest: true, LexLeader: true, Multi: 4},
		} {
			res, err := Census(b, o)
			if err != nil {
				t.Fatalf("%v %v: %v", b, o.Solver, err)
			}
			if got := keys(res.Pairings); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%v %v lex %v: SAT census %d pairings, chain census %d", b, o.Solver, o.LexLeader, len(got), len(want))
			}
			if orbits := countOrbits(b, res.Pairings); res.Orbits != orbits {
				t.Errorf("%v %v lex %v: %d orbits reported, %d counted", b, o.Solver, o.LexLeader, res.Orbits, orbits)
			}
		}
	}
}

// A driver that answers wrongly or stops is caught: a model falsifying a
// clause is refused, and a driver that exits gives its exit status and
// the end of its stderr, without hanging.
func TestCadicalIncBadDriver(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ name, script, want string }{
		// Every variable false: a model until the first chain clause.
		{"all-false", "while read -r l; do [ \"$l\" = s ] && printf 'c conflicts: 1\\ns SATISFIABLE\\nv 0\\n'; done", "falsifies the clause"},
		{"exits", "read -r l; echo no solver here >&2; exit 3", "exit status 3; no solver here"},
	} {
		prog := filepath.Join(dir, tc.name)
		if err := os.WriteFile(prog, []byte("#!/bin/sh\n"+tc.script+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		t.Setenv("PLYLAB_CADICAL_INC", prog)
		_, err := Census(hex.MustBoard(3, 4), Options{Solver: CadicalInc, Checker: Fast})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one saying %q", tc.name, err, tc.want)
		}
	}
}

// Fixing a pair counts the census pairings holding it.
func TestFix(t *testing.T) {
	b := hex.MustBoard(3, 5)
	all, err := Census(b, Options{Checker: DP, HalfTurn: true, Shortest: true})
	if err != nil {
		t.Fatal(err)
	}
	tried := 0
	for _, q := range all.Pairings[0].Pairs() {
		want := 0
		for _, p := range all.Pairings {
			if p.Partner[q[0]] == q[1] {
				want++
			}
		}
		// Images under the half-turn are recorded too, and not reported.
		res, err := Census(b, Options{Checker: DP, HalfTurn: true, Shortest: true, Fix: [][2]int{q}})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Pairings) != want {
			t.Errorf("pair %v: %d pairings hold it, the fixed census found %d", q, want, len(res.Pairings))
		}
		if tried++; tried == 4 {
			break
		}
	}
}

// A run resumed from part of another's chains and pairings ends the same.
func TestResume(t *testing.T) {
	b := hex.MustBoard(5, 6)
	var chains [][]int
	var pairings [][][2]int
	full, err := Census(b, Options{Checker: DP, HalfTurn: true, Shortest: true,
		OnChain:   func(ch []int) { chains = append(chains, append([]int(nil), ch...)) },
		OnPairing: func(ps [][2]int) { pairings = append(pairings, ps) }})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Census(b, Options{Checker: DP, HalfTurn: true, Shortest: true, ResumeChains: chains[:len(chains)/2], ResumePairings: pairings[:1]})
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(keys(res.Pairings)) != fmt.Sprint(keys(full.Pairings)) || res.Stats.Resumed != len(chains)/2 {
		t.Errorf("resumed: %v (%d resumed), whole run %v", keys(res.Pairings), res.Stats.Resumed, keys(full.Pairings))
	}
	if _, err := Census(b, Options{ResumeChains: [][]int{{0, 1, 2}}}); err == nil {
		t.Error("a resumed non-chain was accepted")
	}
	bad := hex.MustBoard(5, 6)
	if _, err := Census(bad, Options{ResumePairings: [][][2]int{{{0, 1}}}}); err == nil {
		t.Error("a resumed pairing that misses chains was accepted")
	}
}

// IsMinimalChain accepts exactly the walk's chains among all paths: every
// chain of 4 × 5 passes, and every one-cell extension or deletion of one
// fails.
func TestIsMinimalChain(t *testing.T) {
	b := hex.MustBoard(4, 5)
	cs := hex.MinimalChains(b)
	for k := 0; k < cs.Len(); k++ {
		p := cs.Path(k)
		if !IsMinimalChain(b, p) {
			t.Fatalf("chain %v rejected", p)
		}
		if IsMinimalChain(b, p[:len(p)-1]) || IsMinimalChain(b, p[1:]) {
			t.Fatalf("a part of chain %v accepted", p)
		}
		for _, u := range b.Neighbors(p[len(p)-1]) {
			if IsMinimalChain(b, append(append([]int(nil), p...), u)) {
				t.Fatalf("chain %v extended by %d accepted", p, u)
			}
		}
	}
}

// The bounded walk lists every minimal chain when unbounded, and its
// shortest unmet chain is as short as the shortest unmet chain in the list.
func TestShortWalk(t *testing.T) {
	for _, rc := range [][2]int{{4, 5}, {5, 6}, {3, 6}} {
		b := hex.MustBoard(rc[0], rc[1])
		cs := hex.MinimalChains(b)
		w := newShortWalk(b)
		none := hex.NewPairing(b).Partner
		n := 0
		w.all(none, b.Cells, func(ch []int) bool {
			if !IsMinimalChain(b, ch) {
				t.Fatalf("%v: %v is not a minimal chain", b, ch)
			}
			n++
			return true
		})
		if n != cs.Len() {
			t.Errorf("%v: the bounded walk lists %d chains, MinimalChains %d", b, n, cs.Len())
		}
		// A pairing meeting some chains: the cells of row 1 paired
		// left to right, two by two.
		p := hex.NewPairing(b)
		for c := 0; c+1 < b.Cols; c += 2 {
			p.Pair(b.Cell(1, c), b.Cell(1, c+1))
		}
		short := -1
		for k := 0; k < cs.Len(); k++ {
			if !p.Meets(cs.Set(k)) && (short < 0 || cs.Size(k) < short) {
				short = cs.Size(k)
			}
		}
		got := w.shortest(p.Partner, b.Cells, 0)
		if len(got) != short || p.Meets(setOf(b, got)) {
			t.Errorf("%v: shortest unmet chain %v, want %d cells", b, got, short)
		}
	}
}

// The lex-leader clauses keep exactly the assignments of the pair
// variables that are not larger than their half-turn image: on 2 × 3 every
// set of pair variables is tried as unit clauses, and the solver's answer
// is compared with the comparison done directly.
func TestLexLeaderClauses(t *testing.T) {
	b := hex.MustBoard(2, 3)
	c := &census{b: b, pairVar: map[[2]int]int{}}
	for a := 0; a < b.Cells; a++ {
		for d := a + 1; d < b.Cells; d++ {
			if UsefulPair(b, a, d) {
				c.pairs = append(c.pairs, [2]int{a, d})
				c.pairVar[[2]int{a, d}] = len(c.pairs)
			}
		}
	}
	n := len(c.pairs)
	next, cls, err := c.lexLeader(n+1, nil)
	if err != nil {
		t.Fatal(err)
	}
	img := make([]int, n) // img[i]: index of pair i's image
	for i, q := range c.pairs {
		img[i] = c.varOf(b.Cells-1-q[0], b.Cells-1-q[1]) - 1
	}
	kept := 0
	for mask := 0; mask < 1<<n; mask++ {
		x := func(i int) bool { return mask>>i&1 == 1 }
		leader := true // x ≤ π(x) lexicographically
		for i := 0; i < n; i++ {
			if a, d := x(i), x(img[i]); a != d {
				leader = !a
				break
			}
		}
		for _, sv := range []Solver{Gophersat, Gini} {
			s, err := newSolver(sv, next-1)
			if err != nil {
				t.Fatal(err)
			}
			for _, cl := range cls {
				s.addClause(cl)
			}
			for i := 0; i < n; i++ {
				if x(i) {
					s.addClause([]int{i + 1})
				} else {
					s.addClause([]int{-(i + 1)})
				}
			}
			got, err := s.solve()
			if err != nil {
				t.Fatal(err)
			}
			if got != leader {
				t.Fatalf("%v: assignment %b: lex-leader %v, the clauses say %v", sv, mask, leader, got)
			}
		}
		if leader {
			kept++
		}
	}
	if kept <= 1<<n/2 || kept >= 1<<n {
		t.Errorf("%d of %d assignments kept: want more than half (the fixed points) and not all", kept, 1<<n)
	}
}
