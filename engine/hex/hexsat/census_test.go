package hexsat

import (
	"fmt"
	"sort"
	"testing"

	"plylab/engine/hex"
)

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
		} {
			if n == 5 && (o.Checker != DP || o.SeedLen > 0) {
				continue // the slower configurations stop at 4 × 5 (time)
			}
			name := fmt.Sprintf("%v %v/%v half-turn %v shortest %v seed %d", b, o.Solver, o.Checker, o.HalfTurn, o.Shortest, o.SeedLen)
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

// Other shapes: boards where Down's pairings are not complete, or do not
// exist (Across wins the square board moving first, so no pairing meets
// every chain), against the chain census.
func TestOtherShapes(t *testing.T) {
	for _, rc := range [][2]int{{1, 1}, {1, 3}, {2, 2}, {3, 3}, {2, 4}, {3, 5}, {2, 5}, {4, 6}} {
		b := hex.MustBoard(rc[0], rc[1])
		cs := hex.MinimalChains(b)
		want := keys(hex.Census(cs, hex.CensusOptions{}).Pairings)
		res, err := Census(b, Options{Solver: Gophersat, Checker: DP, HalfTurn: true, Shortest: true})
		if err != nil {
			t.Fatalf("%v: %v", b, err)
		}
		if got := keys(res.Pairings); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%v: SAT census %d pairings, chain census %d", b, len(got), len(want))
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
		w.all(none, b.Cells, func(ch []int) {
			if !IsMinimalChain(b, ch) {
				t.Fatalf("%v: %v is not a minimal chain", b, ch)
			}
			n++
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

func setOf(b *hex.Board, cells []int) hex.Set {
	s := b.NewSet()
	for _, c := range cells {
		s.Add(c)
	}
	return s
}
