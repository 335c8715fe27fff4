package positional

import (
	"fmt"
	"math/rand"
	"testing"
)

// relevanceGame draws a strong or Maker–Breaker game (biased half the
// time under Maker–Breaker) of 8 … 12 cells whose sets have 2 … 6 cells,
// so that short bounds leave the long sets out.
func relevanceGame(rng *rand.Rand, it int) *Game {
	for {
		n := 8 + rng.Intn(5)
		g := &Game{Cells: n, Rule: Strong, First: "first"}
		if it%2 == 1 {
			g.Rule, g.First = MakerBreaker, []string{"maker", "breaker"}[rng.Intn(2)]
			if rng.Intn(2) == 0 {
				g.Bias = [2]int{1 + rng.Intn(2), 1 + rng.Intn(2)}
			}
		}
		for k := 2 + rng.Intn(n); k > 0; k-- {
			g.Sets = append(g.Sets, rng.Perm(n)[:2+rng.Intn(5)])
		}
		if rng.Intn(2) == 0 {
			playClaims(rng, g) // a start position
		}
		if err := g.Normalize(); err == nil {
			if s, err := newSolver(g, Options{Workers: 1}); err == nil {
				if over, _, err := s.startDecided(); err == nil && !over {
					return g
				}
			}
		}
	}
}

// playClaims gives g a start position: up to half its cells claimed turn
// by turn, possibly ending part way through a turn.
func playClaims(rng *rand.Rand, g *Game) {
	per := g.MoverBias()
	mover, left := 0, per[0]
	for _, c := range rng.Perm(g.Cells)[:rng.Intn(g.Cells/2)] {
		g.Claimed[mover] = append(g.Claimed[mover], c)
		if left--; left == 0 {
			mover, left = 1-mover, per[1-mover]
		}
	}
}

// TestRelevanceAgainstPlain answers bounded queries (WinsBy, which deepens
// the bound and so reuses the depth-first table's refutations between
// bounds) on random hypergraphs with budget relevance on, off
// (NoRelevance) and with the plain search, under both searches: the
// answers and the optimal lengths agree.
func TestRelevanceAgainstPlain(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(5))
	for it := 0; it < 160; it++ {
		g := relevanceGame(rng, it)
		for _, p := range []int{2, 3, 4, 5, 6, 7, 9} {
			name := fmt.Sprintf("#%d %s first=%s bias=%v sets=%v by %d", it, g.Rule, g.First, g.Bias, g.Sets, p)
			pw, pr, err := WinsBy(g, p, Options{Plain: true, Workers: 1})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			for _, opt := range []Options{
				{Workers: 1, Search: SearchDFS},
				{Workers: 1, Search: SearchPN},
				{Workers: 2},
				{Workers: 1, Search: SearchDFS, NoRelevance: true},
			} {
				fw, fr, err := WinsBy(g, p, opt)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if fw != pw || fr.Plies != pr.Plies || fr.Outcome != pr.Outcome {
					t.Fatalf("%s %v norel=%v: %v %+v, plain %v %+v", name, opt.Search, opt.NoRelevance, fw, fr, pw, pr)
				}
			}
		}
	}
}

// TestRelevanceCells checks the rule where it acts: at random positions
// and bounds, the moves analyse returns with relevance on are those it
// returns with it off less exactly the cells in no set completable within
// the bound (recomputed here from the capacities), and such cells occur.
func TestRelevanceCells(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(9))
	cut := 0
	for it := 0; it < 3000; it++ {
		g := relevanceGame(rng, it)
		s, err := newSolver(g, Options{Workers: 1, NoThreats: true})
		if err != nil {
			t.Fatal(err)
		}
		w := s.newWorker(&s.root, 0)
		st := &w.st
		a := s.r.attackers[0]
		budget := 1 + rng.Intn(st.nfree)
		on, ok, _, _ := w.analyse(a, budget, 0, nil)
		if ok {
			continue
		}
		on = append([]int(nil), on...)
		marked := w.bcut[0]
		w.basic = true
		off, ok2, _, _ := w.analyse(a, budget, 0, nil)
		w.basic = false
		if ok2 {
			t.Fatalf("#%d: decided only without relevance", it)
		}
		var rel cellSet
		for i := range s.sets {
			set := &s.sets[i]
			for p := 0; p < 2; p++ {
				if s.r.counts[p] && !set.meets(&st.own[1-p]) && set.andCount(&st.free) <= w.capacity(p, budget) {
					for wd := range rel {
						rel[wd] |= set[wd] & st.free[wd]
					}
				}
			}
		}
		var want []int
		for _, c := range off {
			if rel.has(c) {
				want = append(want, c)
			}
		}
		if fmt.Sprint(want) != fmt.Sprint(on) {
			t.Fatalf("#%d %v sets %v bound %d: moves %v, want %v (all live: %v)", it, g.Rule, g.Sets, budget, on, want, off)
		}
		if marked != (len(on) < len(off)) {
			t.Fatalf("#%d: bcut %v with %d of %d moves", it, marked, len(on), len(off))
		}
		if len(on) < len(off) {
			cut++
			if !marked {
				t.Fatalf("#%d: cells left out but bcut not set", it)
			}
		}
	}
	t.Logf("%d positions with cells left out", cut)
	if cut < 100 {
		t.Fatalf("only %d positions had cells left out", cut)
	}
}

// TestRelevanceBoundOnly checks what the lemma does not give: where cells
// were left out at the root of a depth-first query, the "no" is reported
// for the query's bound only, never for a larger one (which the table
// would then carry to deeper iterations), while elsewhere larger bounds
// are still carried up.
func TestRelevanceBoundOnly(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	capped, beyond := 0, 0
	for it := 0; it < 3000 && (capped < 50 || beyond < 50); it++ {
		g := relevanceGame(rng, it)
		s, err := newSolver(g, Options{Workers: 1, Search: SearchDFS})
		if err != nil {
			t.Fatal(err)
		}
		w := s.newWorker(&s.root, 0)
		a := s.r.attackers[0]
		budget := 1 + rng.Intn(w.st.nfree)
		win, L := w.search(a, budget, 0)
		if win {
			continue
		}
		if w.bcut[0] {
			capped++
			if L != budget {
				t.Fatalf("#%d %v sets %v: no win within %d reported up to %d with cells left out", it, g.Rule, g.Sets, budget, L)
			}
		} else if L > budget {
			beyond++
		}
	}
	t.Logf("%d refutations with cells left out, %d carried beyond their bound", capped, beyond)
	if capped < 50 || beyond < 50 {
		t.Fatalf("capped %d, beyond %d", capped, beyond)
	}
}

// TestBiasedBlockerRules checks Erdős–Selfridge and pairings under a
// Maker–Breaker bias 1:q: at random positions where Maker still has a
// live set, every "Maker never wins" the rules give is confirmed by the
// plain search of the same position, and such answers occur, with Breaker
// part way through its turn too.
func TestBiasedBlockerRules(t *testing.T) {
	rng := rand.New(rand.NewSource(21))
	decided, midTurn := 0, 0
	for it := 0; it < 20000 && (decided < 60 || midTurn < 10); it++ {
		n := 8 + rng.Intn(5)
		g := &Game{Cells: n, Rule: MakerBreaker, First: []string{"maker", "breaker"}[rng.Intn(2)], Bias: [2]int{1, 2 + rng.Intn(2)}}
		for k := 1 + rng.Intn(n); k > 0; k-- {
			g.Sets = append(g.Sets, rng.Perm(n)[:3+rng.Intn(3)])
		}
		if it%2 == 0 {
			playClaims(rng, g) // often part way through Breaker's turn
		}
		if err := g.Normalize(); err != nil {
			continue
		}
		s, err := newSolver(g, Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		w := s.newWorker(&s.root, 0)
		a := s.r.attackers[0]
		if !missing(s, &w.st, a, n) || missing(s, &w.st, a, w.st.left) && w.st.mover == a {
			continue // no live set (dead sets decide), or an immediate win
		}
		_, ok, win, dist := w.analyse(a, inf-1, 0, nil)
		if !ok || win || dist != inf-1 {
			continue
		}
		decided++
		if w.st.mover != a && w.st.left < s.bias[w.st.mover] {
			midTurn++
		}
		r, err := Solve(g, Options{Plain: true, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if r.Outcome != Breaker {
			t.Fatalf("#%d first=%s bias=%v sets=%v: the rules say Breaker, the plain search %s", it, g.First, g.Bias, g.Sets, r.Outcome)
		}
	}
	t.Logf("%d positions decided, %d of them with Breaker part way through its turn", decided, midTurn)
	if decided < 60 || midTurn < 10 {
		t.Fatalf("only %d positions decided by Erdős–Selfridge or a pairing under a bias (%d mid-turn)", decided, midTurn)
	}
}

// TestRelevanceRegressions holds two games where a wrong form of the rule
// answers wrongly, each against the plain search. In the first (Maker–
// Breaker) only the 3-set is relevant within 5 plies, and after each of its
// cells Erdős–Selfridge refutes Maker for every bound: without the
// bound-only record the depth-first search would carry "never" into the
// deeper iterations and answer Breaker, where Maker wins in 7. In the
// second (strong, from a start position) the opponent's relevant sets
// matter: counting a's sets only, or the opponent's capacity one too
// small, answers a win within 5 where the first win takes 7.
func TestRelevanceRegressions(t *testing.T) {
	mb := &Game{Cells: 18, Rule: MakerBreaker, First: "maker", Sets: [][]int{
		{0, 1, 2, 3}, {0, 1, 2, 4}, {0, 1, 5, 6}, {0, 1, 5, 7}, {0, 8, 9, 10},
		{0, 8, 9, 11}, {0, 8, 12, 13}, {0, 8, 12, 14}, {15, 16, 17}}}
	strong := &Game{Cells: 12, Rule: Strong, First: "first", Sets: [][]int{
		{1, 2, 3}, {1, 2, 4}, {1, 5, 6}, {1, 5, 7}, {8, 9, 10}},
		Claimed: [2][]int{{11}, {8}}}
	for _, g := range []*Game{mb, strong} {
		if err := g.Normalize(); err != nil {
			t.Fatal(err)
		}
		plain, err := Solve(g, Options{Plain: true, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if plain.Plies != 7 {
			t.Fatalf("%v: the plain search gives %s in %d plies; the example wants a win in 7", g.Rule, plain.Outcome, plain.Plies)
		}
		for _, opt := range []Options{{Workers: 1, Search: SearchDFS}, {Workers: 1, Search: SearchPN}, {Workers: 2}} {
			r, err := Solve(g, opt)
			if err != nil {
				t.Fatal(err)
			}
			if r.Outcome != plain.Outcome || r.Plies != plain.Plies {
				t.Fatalf("%v %v: %s/%d, plain %s/%d", g.Rule, opt.Search, r.Outcome, r.Plies, plain.Outcome, plain.Plies)
			}
			for _, p := range []int{5, 7} {
				pw, _, _ := WinsBy(g, p, Options{Plain: true, Workers: 1})
				fw, _, err := WinsBy(g, p, opt)
				if err != nil || fw != pw || fw != (p >= 7) {
					t.Fatalf("%v %v: within %d plies %v, plain %v (%v)", g.Rule, opt.Search, p, fw, pw, err)
				}
			}
		}
	}
}
