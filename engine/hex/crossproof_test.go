package hex

import (
	"fmt"
	"strings"
	"testing"
)

// Every lemma of Theorems C and K holds on the essay's boards, checked from
// its statement (the CLI runs the same to 16 × 17; TestProofLemmasLarge in
// short form here).
func TestProofLemmasHold(t *testing.T) {
	for n := 1; n <= 12; n++ {
		cross := mustRule(t, RuleCross, n)
		rep, err := CrossLemmas(cross)
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Lemmas) != 5 {
			t.Fatalf("n=%d: %d cross lemmas, want C1–C5", n, len(rep.Lemmas))
		}
		for _, l := range rep.Lemmas {
			if !l.Holds || n >= 2 && l.Instances == 0 {
				t.Fatalf("n=%d: lemma %s: holds %v on %d instances: %s", n, l.Name, l.Holds, l.Instances, l.Counterexample)
			}
		}
		if n < 2 {
			continue
		}
		rep, err = CornersLemmas(mustRule(t, RuleCorners, n))
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range rep.Lemmas {
			if !l.Holds || l.Instances == 0 {
				t.Fatalf("n=%d: lemma %s: holds %v on %d instances: %s", n, l.Name, l.Holds, l.Instances, l.Counterexample)
			}
		}
	}
}

func mustRule(t *testing.T, name string, n int) *Pairing {
	t.Helper()
	p, err := Rule(name, n)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The lemma checks are not vacuous: pairings and conventions the proof does
// not cover fail the lemma they break, with a counterexample.
func TestProofLemmasCatchMutants(t *testing.T) {
	failed := func(rep ProofReport) string {
		var names []string
		for _, l := range rep.Failed() {
			if l.Counterexample == "" {
				t.Fatalf("lemma %s fails without a counterexample", l.Name)
			}
			names = append(names, l.Name)
		}
		return strings.Join(names, ",")
	}
	for n := 3; n <= 8; n++ {
		// The cross formula on the mirrored convention: it holds there (it is
		// the mirror image of the diagonal rule), but the antidiagonals are
		// not lines of cells and the crossing lemma fails.
		bm, _ := NewBoardAdj(n, n+1, MainDiagonal)
		pm, err := RuleOn(RuleCross, bm)
		if err != nil {
			t.Fatal(err)
		}
		rep, _ := CrossLemmas(pm)
		if got := failed(rep); !strings.Contains(got, "C4") || strings.Contains(got, "C1") {
			t.Errorf("n=%d mirrored: failing lemmas %q, want C4 and not C1", n, got)
		}
		if n <= 6 && !CheckWalk(pm).Holds {
			t.Errorf("n=%d: the cross formula fails on the mirrored board", n)
		}
		// The cross rule with the partners of (0, 0) and (0, 1) swapped.
		p := mustRule(t, RuleCross, n)
		b := p.Board
		x, y := b.Cell(0, 0), b.Cell(0, 1)
		px, py := p.Partner[x], p.Partner[y]
		p.Partner[x], p.Partner[py], p.Partner[y], p.Partner[px] = py, x, px, y
		rep, _ = CrossLemmas(p)
		if got := failed(rep); got != "C1" {
			t.Errorf("n=%d swapped: failing lemmas %q, want C1", n, got)
		}
		// The corners lemmas read the cross rule: K1 fails.
		rep, _ = CornersLemmas(mustRule(t, RuleCross, n))
		if got := failed(rep); got != "K1" {
			t.Errorf("n=%d cross as corners: failing lemmas %q, want K1", n, got)
		}
		// The corners formula on the mirrored board fails there (notebook 02
		// §8); so do the acute-corner lemmas, which are about the essay's
		// corners.
		km, _ := RuleOn(RuleCorners, bm)
		rep, _ = CornersLemmas(km)
		if got := failed(rep); !strings.Contains(got, "K2") {
			t.Errorf("n=%d corners mirrored: failing lemmas %q, want K2 among them", n, got)
		}
		if n >= 4 && n <= 6 && CheckWalk(km).Holds {
			t.Errorf("n=%d: the corners formula holds on the mirrored board", n)
		}
	}
}

// Lemma H over every colouring, both conventions; and the word-wide flood
// against a breadth-first search on Board's adjacency, colouring by
// colouring, so that the exhaustive check rests on a second method.
func TestHexTheorem(t *testing.T) {
	for _, adj := range []Adjacency{AntiDiagonal, MainDiagonal} {
		for n := 1; n <= 4; n++ {
			h, err := CheckHexTheorem(n, adj)
			if err != nil {
				t.Fatal(err)
			}
			if !h.NotBoth || !h.AtLeastOne || h.Colourings != 1<<uint(n*n) {
				t.Fatalf("%d × %d %v: %+v", n, n, adj, h)
			}
		}
		for n := 2; n <= 4; n++ {
			b, _ := NewBoardAdj(n, n, adj)
			q := newSquareFlood(n, adj)
			for s := uint64(0); s <= q.all; s++ {
				set := b.NewSet()
				for i := 0; i < b.Cells; i++ {
					if s>>uint(i)&1 != 0 {
						set.Add(i)
					}
				}
				lr := ShortestChain(b, set) != nil
				if got := q.joins(s, q.col0, q.colL); got != lr {
					t.Fatalf("%v colouring %x: flood says %v, the search %v", b, s, got, lr)
				}
			}
		}
	}
	if _, err := CheckHexTheorem(6, AntiDiagonal); err == nil {
		t.Fatal("n = 6 should be refused")
	}
}

// Theorem C's refined statement and Theorem K's steps on every minimal
// chain to 6 × 7; the chains are counted against CountChains.
func TestTheoremOnChains(t *testing.T) {
	for n := 1; n <= 6; n++ {
		want := CountChains(MustBoard(n, n+1))
		rules := []string{RuleCross}
		if n >= 2 {
			rules = append(rules, RuleCorners)
		}
		for _, rule := range rules {
			res := CheckTheoremOnChains(mustRule(t, rule, n), rule)
			if !res.Holds || res.Chains != want {
				t.Fatalf("n=%d %s: holds %v on %d chains (of %d): %s %v", n, rule, res.Holds, res.Chains, want, res.Reason, res.Counterexample)
			}
		}
	}
	// A pairing that fails is caught: the swapped cross rule on 4 × 5.
	p := mustRule(t, RuleCross, 4)
	b := p.Board
	x, y := b.Cell(0, 0), b.Cell(1, 0)
	px, py := p.Partner[x], p.Partner[y]
	p.Partner[x], p.Partner[py], p.Partner[y], p.Partner[px] = py, x, px, y
	if res := CheckTheoremOnChains(p, RuleCross); res.Holds {
		t.Fatal("the swapped cross rule passes the refined statement")
	}
}

// Theorem C is about every path, not only minimal chains: brute force over
// every simple left-to-right path (a plain depth-first search, not the
// induced-path walk) to 4 × 5.
func TestTheoremCOnAllPaths(t *testing.T) {
	for n := 1; n <= 4; n++ {
		p := mustRule(t, RuleCross, n)
		b := p.Board
		var paths int
		on := make([]bool, b.Cells)
		var path []int
		var dfs func(v int)
		dfs = func(v int) {
			on[v] = true
			path = append(path, v)
			if b.Right(v) {
				paths++
				if _, _, ok := CrossWitness(p, path); !ok {
					t.Fatalf("%v: path %s has no witness", b, rcs(b, path...))
				}
			}
			for _, w := range b.Neighbors(v) {
				if !on[w] {
					dfs(w)
				}
			}
			path = path[:len(path)-1]
			on[v] = false
		}
		for r := 0; r < n; r++ {
			dfs(b.Cell(r, 0))
		}
		if paths < int(CountChains(b)) {
			t.Fatalf("%v: %d paths, fewer than the minimal chains", b, paths)
		}
	}
}

func ExampleCrossLemmas() {
	p, _ := Rule(RuleCross, 5)
	rep, _ := CrossLemmas(p)
	for _, l := range rep.Lemmas {
		fmt.Printf("%s holds %v on %d instances\n", l.Name, l.Holds, l.Instances)
	}
	// Output:
	// C1 holds true on 30 instances
	// C2 holds true on 30 instances
	// C3 holds true on 10 instances
	// C4 holds true on 9 instances
	// C5 holds true on 161 instances
}
