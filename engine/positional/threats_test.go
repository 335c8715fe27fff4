package positional

import (
	"fmt"
	"math/rand"
	"testing"
)

// TestThreatWinAgainstPlain draws random hypergraphs and start positions
// of the strong and Maker–Breaker rules with the attacker to move, runs the
// threat prover, and checks every win it reports (and its length) with the
// plain search: the attacker wins within that many plies. It also checks
// that the prover leaves the state as it found it, that it finds wins of
// every kind (a double threat at once, and lines of forced blocks, in the
// strong game through the opponent's counter-threats), and that with
// Options.NoThreats the rest of the search reports the same answers.
func TestThreatWinAgainstPlain(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(11))
	found := map[string]int{}
	tried := 0
	for it := 0; it < 40000 && (found["from a block"] < 10 || tried < 1500); it++ {
		n := 7 + rng.Intn(8)
		rule := Strong
		first := "first"
		if it%2 == 1 {
			rule, first = MakerBreaker, "maker"
		}
		g := &Game{Cells: n, Rule: rule, First: first}
		for k := 2 + rng.Intn(2*n); k > 0; k-- {
			g.Sets = append(g.Sets, rng.Perm(n)[:3+rng.Intn(2)])
		}
		// An even number of alternate claims: the first player is to move.
		perm := rng.Perm(n)
		k := 2 * rng.Intn(n/3+1)
		for i := 0; i < k; i++ {
			g.Claimed[i%2] = append(g.Claimed[i%2], perm[i])
		}
		if err := g.Normalize(); err != nil {
			continue // a start position owning a set
		}
		s, err := newSolver(g, Options{Workers: 1})
		if err != nil {
			continue
		}
		w := s.newWorker(&s.root, 0)
		st := &w.st
		if st.mover != 0 || st.nfree < 3 {
			continue
		}
		// The prover's preconditions: no immediate win of a, at most
		// one threat cell of o's.
		if missing(s, st, 0, 1) || s.r.counts[1] && missing(s, st, 1, 0) {
			continue // a has an immediate win, or the game is over
		}
		var f cellSet
		if s.r.counts[1] {
			f = threatSet(s, st, 1)
		}
		if f.count() > 1 {
			continue
		}
		tried++
		before := *st
		budget := st.nfree
		if it%3 == 0 {
			budget = 1 + rng.Intn(st.nfree) // bounds short of the game too
		}
		l := w.threatWin(0, f.first(), budget)
		if *st != before {
			t.Fatalf("#%d: the prover changed the state", it)
		}
		if l == 0 {
			continue
		}
		if l > budget || l%2 == 0 {
			t.Fatalf("#%d: a line of %d plies for a bound of %d", it, l, budget)
		}
		name := fmt.Sprintf("#%d %v sets %v claimed %v", it, rule, g.Sets, g.Claimed)
		ok, _, err := WinsBy(g, l, Options{Plain: true, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			t.Fatalf("%s: the prover's win in %d plies is no win for the plain search", name, l)
		}
		kind := "strong"
		if rule == MakerBreaker {
			kind = "mb"
		}
		if l > 3 {
			kind += " long"
		}
		found[kind]++
		if f.count() == 1 {
			found["from a block"]++
		}
		// With the prover off the search answers the same.
		want, _, err := WinsBy(g, l, Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		off, _, err := WinsBy(g, l, Options{Workers: 1, NoThreats: true})
		if err != nil || !want || !off {
			t.Fatalf("%s: within %d plies: default %v, NoThreats %v (%v)", name, l, want, off, err)
		}
	}
	t.Logf("%d positions tried; wins found %v", tried, found)
	for _, k := range []string{"strong", "strong long", "mb", "mb long", "from a block"} {
		if found[k] < 5 {
			t.Errorf("only %d wins of kind %q", found[k], k)
		}
	}
}

// missing reports whether a live set of p's misses at most k free cells.
func missing(s *solver, st *state, p, k int) bool {
	for i := range s.sets {
		if !s.sets[i].meets(&st.own[1-p]) && s.sets[i].andCount(&st.free) <= k {
			return true
		}
	}
	return false
}

// threatSet is the set of p's threat cells: the last free cells of p's
// live sets missing one cell.
func threatSet(s *solver, st *state, p int) cellSet {
	var u cellSet
	for i := range s.sets {
		set := &s.sets[i]
		if !set.meets(&st.own[1-p]) && set.andCount(&st.free) == 1 {
			for wd := range u {
				u[wd] |= set[wd] & st.free[wd]
			}
		}
	}
	return u
}
