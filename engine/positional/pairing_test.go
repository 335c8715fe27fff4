package positional

import (
	"fmt"
	"math/rand"
	"strconv"
	"testing"
)

// pairingExists decides by enumeration whether a's live sets in st admit
// a pairing (disjoint pairs of free cells, each live set holding both
// cells of some pair): every partial matching of the free cells is tried.
// It shares nothing with the search's pairing code.
func pairingExists(s *solver, st *state, a int) bool {
	free := st.free.cells(nil)
	var live [][]int
	for i := range s.sets {
		if s.sets[i].meets(&st.own[1-a]) {
			continue
		}
		live = append(live, s.sets[i].cells(nil))
	}
	partner := map[int]int{} // paired cells only
	covered := func() bool {
		for _, set := range live {
			in := map[int]bool{}
			for _, c := range set {
				in[c] = true
			}
			ok := false
			for c, d := range partner {
				if in[c] && in[d] {
					ok = true
					break
				}
			}
			if !ok {
				return false
			}
		}
		return true
	}
	// rec decides cells free[i:] in order: each unpaired one is left
	// unpaired or paired with a later unpaired cell.
	var rec func(i int) bool
	rec = func(i int) bool {
		for i < len(free) {
			if _, ok := partner[free[i]]; !ok {
				break
			}
			i++
		}
		if i == len(free) {
			return covered()
		}
		c := free[i]
		if rec(i + 1) {
			return true
		}
		for _, d := range free[i+1:] {
			if _, ok := partner[d]; ok {
				continue
			}
			partner[c], partner[d] = d, c
			if rec(i + 1) {
				return true
			}
			delete(partner, c)
			delete(partner, d)
		}
		return false
	}
	return rec(0)
}

// TestPairingAgainstEnumeration holds the pairing test of the search to
// the definition on random positions: every pairing it reports is accepted
// by the certificate checker's checkPairs (an independent reading of the
// definition); with an unbounded step budget it finds one exactly when
// enumeration does; and pairs shared by several sets are found where the
// strict one-pair-per-set form fails.
func TestPairingAgainstEnumeration(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	defer func(v int) { pairSteps = v }(pairSteps)
	exists, shared, bounded := 0, 0, 0
	for it := 0; it < 1500; it++ {
		n := 4 + rng.Intn(7)
		// Half the games put their cells at 60 … 70, across the first
		// word boundary of the bitsets; the cells below are the
		// opponent's, in no set.
		off := 60 * (it % 2)
		g := &Game{Cells: n + off, Rule: MakerBreaker, First: "maker"}
		for i, k := 0, 1+rng.Intn(10); i < k; i++ {
			set := rng.Perm(n)[:2+rng.Intn(4)%(n-1)]
			for j := range set {
				set[j] += off
			}
			g.Sets = append(g.Sets, set)
		}
		if err := g.Normalize(); err != nil {
			t.Fatal(err)
		}
		s, err := newSolver(g, Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		var st state
		for c := 0; c < s.n; c++ {
			if c < off {
				st.own[1].add(c)
				continue
			}
			switch rng.Intn(5) {
			case 0:
				st.own[0].add(c)
			case 1:
				st.own[1].add(c)
			default:
				st.free.add(c)
				st.nfree++
			}
		}
		st.left = 1
		name := fmt.Sprintf("#%d sets %v own %v/%v", it, g.Sets, st.own[0].cells(nil), st.own[1].cells(nil))
		want := pairingExists(s, &st, 0)
		w := s.newWorker(&st, 0)
		pairSteps = 1 << 30
		got := w.pairing(0)
		if got != want {
			t.Fatalf("%s: unbounded pairing %v, enumeration %v", name, got, want)
		}
		pairSteps = 48
		if w.pairing(0) {
			bounded++
			var args []string
			for _, p := range w.match.pairs {
				args = append(args, strconv.Itoa(p[0]), strconv.Itoa(p[1]))
			}
			if err := checkPairs(s, &st, 0, args); err != nil && len(w.match.sets) > 0 {
				t.Fatalf("%s: pairs %v refused: %v", name, w.match.pairs, err)
			}
			if 2*len(w.match.sets) > st.nfree || !w.strictPairing() {
				shared++
			}
		}
		if want {
			exists++
		}
	}
	t.Logf("%d positions with a pairing; %d found within the step budget, %d of them only with shared pairs", exists, bounded, shared)
	if shared == 0 || bounded < exists*9/10 {
		t.Fatalf("shared pairs %d, found %d of %d", shared, bounded, exists)
	}
}

// TestSharedPairExample: three sets through one pair of cells on five
// cells have no pairing of the strict form (six distinct cells) but the
// one pair {0, 1} inside all three.
func TestSharedPairExample(t *testing.T) {
	g := &Game{Cells: 5, Sets: [][]int{{0, 1, 2}, {0, 1, 3}, {0, 1, 4}}, Rule: MakerBreaker, First: "maker"}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	s, _ := newSolver(g, Options{Workers: 1})
	st := state{nfree: 5, left: 1}
	for c := 0; c < 5; c++ {
		st.free.add(c)
	}
	w := s.newWorker(&st, 0)
	if !w.pairing(0) || len(w.match.pairs) != 1 || w.match.pairs[0] != [2]int{0, 1} {
		t.Fatalf("pairing %v", w.match.pairs)
	}
	r, err := Solve(g, Options{Workers: 1})
	if err != nil || r.Outcome != Breaker {
		t.Fatalf("solve %+v %v", r, err)
	}
}
