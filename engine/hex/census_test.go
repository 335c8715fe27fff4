package hex

import (
	"fmt"
	"sort"
	"testing"
)

func keys(ps []*Pairing) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Key())
	}
	sort.Strings(out)
	return out
}

// Fig. 1: 2, 3, 3, 3 pairings on 2 × 3 … 5 × 6, each using every cell,
// invariant under the half-turn and written by one of the three rules
// (findings: the search assumes none of it).
func TestCensusEssayCounts(t *testing.T) {
	for _, tc := range []struct {
		n, want int
		rules   []string
	}{
		{2, 2, []string{"cross", "diagonal"}},
		{3, 3, []string{"corners", "cross", "diagonal"}},
		{4, 3, []string{"corners", "cross", "diagonal"}},
		{5, 3, []string{"corners", "cross", "diagonal"}},
	} {
		b := MustBoard(tc.n, tc.n+1)
		res := Census(MinimalChains(b), CensusOptions{Workers: 2})
		if len(res.Pairings) != tc.want {
			t.Fatalf("%v: %d pairings, essay %d", b, len(res.Pairings), tc.want)
		}
		var names []string
		for _, p := range res.Pairings {
			if !p.Complete() {
				t.Errorf("%v: pairing %s leaves cells unpaired", b, p.Key())
			}
			if !HalfTurn(b).Pairing(p).Equal(p) {
				t.Errorf("%v: pairing %s is not invariant under the half-turn", b, p.Key())
			}
			name := IdentifyRule(p)
			if name == "" {
				t.Errorf("%v: pairing %s is written by no rule", b, p.Key())
			}
			names = append(names, name)
		}
		sort.Strings(names)
		if fmt.Sprint(names) != fmt.Sprint(tc.rules) {
			t.Errorf("%v: rules %v, want %v", b, names, tc.rules)
		}
	}
}

// Two ways to the same census: the cell-by-cell search enumerates every set
// of disjoint pairs meeting all chains (minimal or not); the chain-by-chain
// search must report exactly those sets here (they are perfect pairings, so
// no valid set is a proper subset or superset of another).
func TestCensusAgainstCellCensus(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		for _, adj := range []Adjacency{AntiDiagonal, MainDiagonal} {
			if n == 4 && adj == MainDiagonal {
				continue // 1.6 million nodes is enough once
			}
			b, _ := NewBoardAdj(n, n+1, adj)
			cs := MinimalChains(b)
			all, _ := CellCensus(cs)
			res := Census(cs, CensusOptions{})
			if fmt.Sprint(keys(all)) != fmt.Sprint(keys(res.Pairings)) {
				t.Errorf("%v: cell census %v, chain census %v", b, keys(all), keys(res.Pairings))
			}
		}
	}
}

// The essay's predecessor: 1,607,305 partial pairings visited on 4 × 5 by
// the cell-by-cell search. The count pins the adjacency convention: the
// mirror convention visits a different number.
func TestCellCensusNodesEssay(t *testing.T) {
	_, nodes := CellCensus(MinimalChains(MustBoard(4, 5)))
	if nodes != 1607305 {
		t.Errorf("cell census visits %d nodes on 4 × 5, essay 1,607,305", nodes)
	}
	m, _ := NewBoardAdj(4, 5, MainDiagonal)
	if _, mn := CellCensus(MinimalChains(m)); mn == nodes {
		t.Errorf("the mirror convention visits the same %d nodes; the count would not pin the convention", mn)
	}
}

// The sliced engine is an optimisation of the listed one: same nodes, same
// order, same pairings, for any split and number of workers.
func TestCensusEnginesAgree(t *testing.T) {
	for _, sh := range [][2]int{{2, 3}, {3, 4}, {4, 5}, {5, 6}, {3, 3}, {4, 4}, {3, 5}, {2, 6}} {
		b := MustBoard(sh[0], sh[1])
		cs := MinimalChains(b)
		ref := Census(cs, CensusOptions{Engine: Listed, SplitItems: 1})
		for _, o := range []CensusOptions{
			{Engine: Sliced, SplitItems: 1},
			{Engine: Sliced, Workers: 2, SplitItems: 7},
			{Engine: Sliced, Workers: 3, SplitItems: 300},
			{Engine: Listed, Workers: 2, SplitItems: 50},
		} {
			got := Census(cs, o)
			if got.Steps != ref.Steps {
				t.Errorf("%v %v split %d: %d steps, listed %d", b, o.Engine, o.SplitItems, got.Steps, ref.Steps)
			}
			if len(got.Pairings) != len(ref.Pairings) {
				t.Fatalf("%v: %d pairings, listed %d", b, len(got.Pairings), len(ref.Pairings))
			}
			for i := range got.Pairings { // search order, not just the same set
				if !got.Pairings[i].Equal(ref.Pairings[i]) {
					t.Errorf("%v %v: pairing %d differs", b, o.Engine, i)
				}
			}
		}
	}
}

// Lazy mode tracks only short chains and brings in long ones on demand: the
// same pairings (in the same order), whatever the threshold.
func TestCensusLazySamePairings(t *testing.T) {
	for _, n := range []int{3, 4, 5} {
		cs := MinimalChains(MustBoard(n, n+1))
		ref := Census(cs, CensusOptions{})
		for _, L := range []int{n + 1, n + 2, n + 4, 100} {
			got := Census(cs, CensusOptions{ActiveMaxLen: L, Workers: 2, SplitItems: 20})
			if fmt.Sprint(keys(got.Pairings)) != fmt.Sprint(keys(ref.Pairings)) {
				t.Errorf("n = %d, active length %d: %v, want %v", n, L, keys(got.Pairings), keys(ref.Pairings))
			}
			if L == 100 && got.Steps != ref.Steps {
				t.Errorf("n = %d: lazy mode tracking every chain takes %d steps, want %d", n, got.Steps, ref.Steps)
			}
		}
	}
	// A board with many pairings, most of them not perfect: 3 × 5. The
	// search reports different non-minimal sets in the two modes; the
	// minimal ones agree.
	cs := MinimalChains(MustBoard(3, 5))
	ref := Census(cs, CensusOptions{})
	got := Census(cs, CensusOptions{ActiveMaxLen: 5})
	if len(ref.Pairings) < 10 || fmt.Sprint(keys(got.Pairings)) != fmt.Sprint(keys(ref.Pairings)) {
		t.Errorf("3 × 5 lazy: %d pairings, want %d", len(got.Pairings), len(ref.Pairings))
	}
}

// The minimal pairings against brute force: every set of disjoint pairs
// meeting every chain (the cell-by-cell census), reduced to its minimal
// members, on boards where pairings need not be perfect.
func TestCensusMinimalAgainstCellCensus(t *testing.T) {
	for _, sh := range [][2]int{{2, 4}, {3, 5}, {2, 5}, {3, 3}, {1, 3}} {
		cs := MinimalChains(MustBoard(sh[0], sh[1]))
		all, _ := CellCensus(cs)
		want := minimalBySubsets(all)
		got := Census(cs, CensusOptions{Workers: 2, SplitItems: 5})
		if fmt.Sprint(keys(got.Pairings)) != fmt.Sprint(keys(want)) {
			t.Errorf("%v: census %d minimal pairings, brute force %d", sh, len(got.Pairings), len(want))
		}
		for _, p := range got.Found {
			if !truth(p, cs) {
				t.Errorf("%v: the census reported %s, which misses a chain", sh, p.Key())
			}
		}
	}
}

// refCensus is a separately written plain version of the census search,
// from its definition, with slices, []bool and a stack of forbidden pairs:
// at every node (counted as a step) the unmet chains are recomputed from
// scratch; the branching chain is the unmet chain with the fewest unpaired
// cells (FewestCells) or the fewest allowed pairs of unpaired cells, i.e.
// pairs less forbidden pairs (FewestPairs), the first in chain order on
// ties; its unpaired cells are paired in increasing (x, y) order, skipping
// forbidden pairs, and each pair is forbidden once its branch is done until
// the node returns. No unmet chain: the pairs are reported.
func refCensus(cs *Chains, rule BranchRule) (steps uint64, found []string) {
	b := cs.Board
	chains := make([][]int, cs.Len())
	in := make([][]bool, cs.Len())
	for k := range chains {
		chains[k] = cs.Path(k)
		in[k] = make([]bool, b.Cells)
		for _, c := range chains[k] {
			in[k][c] = true
		}
	}
	partner := make([]int, b.Cells)
	for i := range partner {
		partner[i] = -1
	}
	var forbidden [][2]int
	isForbidden := func(x, y int) bool {
		for _, f := range forbidden {
			if f == [2]int{x, y} {
				return true
			}
		}
		return false
	}
	var rec func()
	rec = func() {
		steps++
		best, bestCount := -1, 0
		for k, ch := range chains {
			met, nfree := false, 0
			for _, c := range ch {
				if partner[c] >= 0 && in[k][partner[c]] {
					met = true
					break
				}
				if partner[c] < 0 {
					nfree++
				}
			}
			if met {
				continue
			}
			count := nfree
			if rule == FewestPairs {
				count = nfree * (nfree - 1) / 2
				for _, f := range forbidden {
					if in[k][f[0]] && in[k][f[1]] && partner[f[0]] < 0 && partner[f[1]] < 0 {
						count--
					}
				}
			}
			if best < 0 || count < bestCount {
				best, bestCount = k, count
			}
		}
		if best < 0 {
			p := NewPairing(b)
			copy(p.Partner, partner)
			found = append(found, p.Key())
			return
		}
		var free []int
		for _, c := range chains[best] {
			if partner[c] < 0 {
				free = append(free, c)
			}
		}
		sort.Ints(free)
		mark := len(forbidden)
		for i := range free {
			for j := i + 1; j < len(free); j++ {
				x, y := free[i], free[j]
				if isForbidden(x, y) {
					continue
				}
				partner[x], partner[y] = y, x
				rec()
				partner[x], partner[y] = -1, -1
				forbidden = append(forbidden, [2]int{x, y})
			}
		}
		forbidden = forbidden[:mark]
	}
	rec()
	return steps, found
}

// Our own step counts (the essay's differ; see data/paper/hex.csv), and
// the sets found, against the plain reference search, on 2 × 3 … 5 × 6 and
// two other shapes; both engines.
func TestCensusSteps(t *testing.T) {
	for _, sh := range [][2]int{{2, 3}, {3, 4}, {4, 5}, {5, 6}, {3, 5}, {2, 4}} {
		cs := MinimalChains(MustBoard(sh[0], sh[1]))
		for _, rule := range []BranchRule{FewestCells, FewestPairs} {
			if rule == FewestPairs && sh[0] == 5 && testing.Short() {
				continue
			}
			steps, found := refCensus(cs, rule)
			for _, eng := range []Engine{Sliced, Listed} {
				if rule == FewestPairs && eng == Sliced {
					continue // FewestPairs runs on the listed engine
				}
				res := Census(cs, CensusOptions{Rule: rule, Engine: eng, Workers: 2, SplitItems: 7})
				var got []string
				for _, p := range res.Found {
					got = append(got, p.Key())
				}
				sort.Strings(got)
				want := append([]string(nil), found...)
				sort.Strings(want)
				if res.Steps != steps || fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("%v %v %v: %d steps, %d sets; reference %d steps, %d sets", sh, rule, eng, res.Steps, len(got), steps, len(want))
				}
			}
		}
	}
}

// Shards: the items of a run split over N shards add up to the whole run.
func TestCensusShards(t *testing.T) {
	cs := MinimalChains(MustBoard(5, 6))
	whole := Census(cs, CensusOptions{SplitItems: 100})
	var steps uint64
	var found []*Pairing
	items := 0
	for i := 0; i < 3; i++ {
		i := i
		part := Census(cs, CensusOptions{SplitItems: 100, Owns: func(k int) bool { return k%3 == i }})
		steps += part.Steps
		found = append(found, part.Pairings...)
		items += part.ItemsRun
	}
	if steps != whole.Steps || items != whole.Items {
		t.Errorf("shards: %d steps over %d items, whole run %d over %d", steps, items, whole.Steps, whole.Items)
	}
	if fmt.Sprint(keys(found)) != fmt.Sprint(keys(whole.Pairings)) {
		t.Errorf("shards found %v, whole run %v", keys(found), keys(whole.Pairings))
	}
	// Resuming every item from recorded results gives the whole run without
	// searching.
	rec := map[int]struct {
		s uint64
		f [][][2]int
	}{}
	Census(cs, CensusOptions{SplitItems: 100, ItemDone: func(i int, s uint64, f [][][2]int) {
		rec[i] = struct {
			s uint64
			f [][][2]int
		}{s, f}
	}})
	res := Census(cs, CensusOptions{SplitItems: 100, Resume: func(i int) (uint64, [][][2]int, bool) {
		r, ok := rec[i]
		return r.s, r.f, ok
	}})
	if res.Steps != whole.Steps || fmt.Sprint(keys(res.Pairings)) != fmt.Sprint(keys(whole.Pairings)) {
		t.Errorf("resumed run: %d steps, whole %d", res.Steps, whole.Steps)
	}
}

// minimalBySubsets is the plain definition: no other valid set is a proper
// subset.
func minimalBySubsets(ps []*Pairing) []*Pairing {
	var out []*Pairing
	for i, p := range ps {
		minimal := true
		for j, q := range ps {
			if i != j && q.NumPairs() < p.NumPairs() && q.SubsetOf(p) {
				minimal = false
				break
			}
		}
		if minimal {
			out = append(out, p)
		}
	}
	return out
}

func ExampleCensus() {
	b := MustBoard(4, 5)
	res := Census(MinimalChains(b), CensusOptions{})
	fmt.Println(len(res.Pairings), "pairings in", res.Steps, "steps")
	for _, p := range res.Pairings {
		fmt.Println(IdentifyRule(p), p.NumPairs(), "pairs")
	}
	// Output:
	// 3 pairings in 1280 steps
	// diagonal 10 pairs
	// corners 10 pairs
	// cross 10 pairs
}

// Oracle mode lists no chain past the tracked ones: the rule check brings
// in the others. Its pairings are the chain census's (whose search lists
// every chain), on every n × (n+1) board to 6 × 7 and on shapes with many
// pairings or none, whatever the tracked length (0: none tracked); each is
// re-checked by the essay's walk, and the check-based minimality agrees
// with the chain-based one on every set the search reported.
func TestCensusOracle(t *testing.T) {
	for _, rc := range [][2]int{{2, 3}, {3, 4}, {4, 5}, {5, 6}, {6, 7}, {1, 3}, {2, 2}, {3, 3}, {2, 4}, {3, 5}, {4, 6}} {
		b := MustBoard(rc[0], rc[1])
		all := MinimalChains(b)
		ref := Census(all, CensusOptions{Workers: 2})
		for _, L := range []int{0, b.Cols, b.Cols + 2} {
			if L == 0 && b.Cells > 20 || L == b.Cols && b.Cells > 30 {
				continue // tracking few chains branches badly: slow past 4 × 5
			}
			short := ShortChains(b, L)
			got := Census(short, CensusOptions{Oracle: true, Workers: 2, SplitItems: 16})
			name := fmt.Sprintf("%v tracking %d chains of at most %d cells", b, short.Len(), L)
			if fmt.Sprint(keys(got.Pairings)) != fmt.Sprint(keys(ref.Pairings)) {
				t.Errorf("%s: oracle census %d pairings, chain census %d", name, len(got.Pairings), len(ref.Pairings))
			}
			for _, p := range got.Pairings {
				if r := CheckWalk(p); !r.Holds {
					t.Errorf("%s: the walk finds %v unmet in %s", name, r.Counterexample, p.Key())
				}
			}
			if a, c := keys(MinimalByCheck(got.Found)), keys(MinimalPairings(got.Found, all)); fmt.Sprint(a) != fmt.Sprint(c) {
				t.Errorf("%s: minimal by the check %d, by the chains %d", name, len(a), len(c))
			}
		}
	}
}

// ShortChains lists exactly the minimal chains of at most L cells, in the
// walk's order.
func TestShortChains(t *testing.T) {
	for _, rc := range [][2]int{{3, 4}, {4, 5}, {5, 6}, {3, 6}, {1, 4}} {
		b := MustBoard(rc[0], rc[1])
		all := MinimalChains(b)
		for _, L := range []int{0, 1, b.Cols, b.Cols + 1, b.Cols + 3, b.Cells} {
			var want []string
			for k := 0; k < all.Len(); k++ {
				if all.Size(k) <= L {
					want = append(want, fmt.Sprint(all.Path(k)))
				}
			}
			got := ShortChains(b, L)
			var have []string
			for k := 0; k < got.Len(); k++ {
				have = append(have, fmt.Sprint(got.Path(k)))
			}
			if fmt.Sprint(have) != fmt.Sprint(want) {
				t.Errorf("%v, L = %d: %d chains, want %d", b, L, len(have), len(want))
			}
		}
	}
}

// The chains brought in grow past one word of the second bit-sliced set
// (64 chains) when nothing is tracked from the start (4 × 5); the search
// still finds the chain census's pairings.
func TestCensusExtrasGrow(t *testing.T) {
	b := MustBoard(4, 5)
	all := MinimalChains(b)
	ref := Census(all, CensusOptions{Workers: 1})
	s := newSlicedOn(ShortChains(b, 0))
	s.oracle = true
	_, _, found, _ := s.prefix(0)
	if s.xcw < 2 {
		t.Fatalf("only %d word(s) of chains brought in: the test does not reach the growth", s.xcw)
	}
	var ps []*Pairing
	for _, f := range found {
		p, err := PairingOf(b, f)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	if got, want := keys(MinimalByCheck(ps)), keys(ref.Pairings); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("4 × 5 with every chain brought in: %d pairings, chain census %d", len(got), len(want))
	}
}
