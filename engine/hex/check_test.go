package hex

import (
	"fmt"
	"math/rand"
	"testing"
)

// truth decides the rule-check question from the list of chains.
func truth(p *Pairing, cs *Chains) bool {
	for k := 0; k < cs.Len(); k++ {
		if !p.Meets(cs.Set(k)) {
			return false
		}
	}
	return true
}

// testPairings returns the rules and damaged variants of them (two pairs
// swapped, a pair removed), and a few random pairings, on n × (n+1) of the
// given convention.
func testPairings(n int, adj Adjacency, rng *rand.Rand) []*Pairing {
	b, _ := NewBoardAdj(n, n+1, adj)
	var out []*Pairing
	for _, name := range Rules {
		p, err := RuleOn(name, b)
		if err != nil {
			continue
		}
		out = append(out, p)
		ps := p.Pairs()
		for k := 0; k < 3 && len(ps) >= 2; k++ {
			i, j := rng.Intn(len(ps)), rng.Intn(len(ps))
			if i == j {
				continue
			}
			q := NewPairing(b)
			copy(q.Partner, p.Partner)
			a, bb, c, d := ps[i][0], ps[i][1], ps[j][0], ps[j][1]
			q.Partner[a], q.Partner[c] = c, a
			q.Partner[bb], q.Partner[d] = d, bb
			out = append(out, q)
		}
		q := NewPairing(b)
		copy(q.Partner, p.Partner)
		x := ps[rng.Intn(len(ps))]
		q.Partner[x[0]], q.Partner[x[1]] = -1, -1
		out = append(out, q)
	}
	for k := 0; k < 3 && n <= 5; k++ { // random pairings have no fold: the frontier search is slow on them
		perm := rng.Perm(b.Cells)
		q := NewPairing(b)
		for i := 0; i+1 < len(perm); i += 2 {
			q.Partner[perm[i]], q.Partner[perm[i+1]] = perm[i+1], perm[i]
		}
		out = append(out, q)
	}
	return out
}

func checkCounterexample(t *testing.T, p *Pairing, ce []int, who string) {
	t.Helper()
	b := p.Board
	s := b.NewSet()
	for _, c := range ce {
		s.Add(c)
	}
	if p.Meets(s) {
		t.Fatalf("%s: counterexample %v holds a whole pair", who, ce)
	}
	if ShortestChain(b, s) == nil {
		t.Fatalf("%s: counterexample %v does not join the edges", who, ce)
	}
	for _, c := range ce {
		u := s.Clone()
		u.Remove(c)
		if ShortestChain(b, u) != nil {
			t.Fatalf("%s: counterexample %v is not minimal", who, ce)
		}
	}
}

// Three ways to check a pairing, and the chain list as the truth.
func TestChecksAgree(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	fails := 0
	for n := 2; n <= 7; n++ {
		for _, adj := range []Adjacency{AntiDiagonal, MainDiagonal} {
			b, _ := NewBoardAdj(n, n+1, adj)
			cs := MinimalChains(b)
			for _, p := range testPairings(n, adj, rng) {
				want := truth(p, cs)
				w := CheckWalk(p)
				f := CheckFast(p, CheckFastOptions{MemoEntries: 1 << 12})
				d, err := CheckDP(p, CheckDPOptions{})
				if err != nil {
					t.Fatal(err)
				}
				d2, err := CheckDP(p, CheckDPOptions{Workers: 2})
				if err != nil || d2.Holds != d.Holds || (d.Holds && d2.States != d.States) {
					t.Fatalf("%v: two workers: %v %d states, one: %v %d (%v)", b, d2.Holds, d2.States, d.Holds, d.States, err)
				}
				who := fmt.Sprintf("%v %s", b, p.Key())
				if w.Holds != want || f.Holds != want || d.Holds != want {
					t.Fatalf("%s: truth %v, walk %v, fast %v, dp %v", who, want, w.Holds, f.Holds, d.Holds)
				}
				if !want {
					fails++
					checkCounterexample(t, p, w.Counterexample, who+" walk")
					checkCounterexample(t, p, f.Counterexample, who+" fast")
					checkCounterexample(t, p, d.Counterexample, who+" dp")
				}
				if f.PartialPaths > w.PartialPaths {
					t.Errorf("%s: fast check visits more paths (%d) than the walk (%d)", who, f.PartialPaths, w.PartialPaths)
				}
			}
		}
	}
	if fails < 20 {
		t.Errorf("only %d failing pairings were tried; the test needs more", fails)
	}
}

// Fig. 7: every rule holds on every board 2 × 3 … 10 × 11 (checked here to
// 8 × 9 by the walk and to 10 × 11 by the frontier search; the CLI goes on).
func TestRulesHoldEssay(t *testing.T) {
	for n := 2; n <= 10; n++ {
		for _, name := range Rules {
			p, err := Rule(name, n)
			if err != nil {
				continue
			}
			if n <= 8 {
				if r := CheckWalk(p); !r.Holds {
					t.Errorf("%s fails on n = %d: %v", name, n, r.Counterexample)
				}
			}
			if r, err := CheckDP(p, CheckDPOptions{}); err != nil || !r.Holds {
				t.Errorf("%s on n = %d: dp says %v (%v)", name, n, r.Holds, err)
			}
		}
	}
}

// Under the mirror convention the corners rule fails (its mirror image is
// the pairing that works there).
func TestCornersFailsOnMirrorConvention(t *testing.T) {
	b, _ := NewBoardAdj(5, 6, MainDiagonal)
	p, _ := RuleOn(RuleCorners, b)
	r := CheckWalk(p)
	if r.Holds {
		t.Fatal("corners holds on the mirror convention")
	}
	checkCounterexample(t, p, r.Counterexample, "corners, mirror convention")
}

func ExampleCheckDP() {
	p, _ := Cross(10)
	res, err := CheckDP(p, CheckDPOptions{})
	fmt.Println(res.Holds, err, res.Frontier)
	// Output: true <nil> 20
}
