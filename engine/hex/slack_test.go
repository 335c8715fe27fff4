package hex

import (
	"fmt"
	"testing"
)

// "How much slack each one leaves", 5 × 6: diagonal 2,336 whole pairs and
// 359 single-pair chains; cross 1,859 and 762; corners between.
func TestSlackEssay(t *testing.T) {
	b := MustBoard(5, 6)
	cs := MinimalChains(b)
	get := func(name string) Slack { p, _ := Rule(name, 5); return SlackOf(p, cs) }
	d, c, k := get(RuleDiagonal), get(RuleCross), get(RuleCorners)
	if d.WholePairs != 2336 || d.SinglePairChains != 359 {
		t.Errorf("diagonal: %d whole pairs, %d single-pair chains; essay 2,336 and 359", d.WholePairs, d.SinglePairChains)
	}
	if c.WholePairs != 1859 || c.SinglePairChains != 762 {
		t.Errorf("cross: %d whole pairs, %d single-pair chains; essay 1,859 and 762", c.WholePairs, c.SinglePairChains)
	}
	if !(c.WholePairs < k.WholePairs && k.WholePairs < d.WholePairs) ||
		!(d.SinglePairChains < k.SinglePairChains && k.SinglePairChains < c.SinglePairChains) {
		t.Errorf("corners (%d, %d) not between", k.WholePairs, k.SinglePairChains)
	}
}

// Two ways to the slack: chain by chain (SlackOf, SlackWalk), and pair by
// pair (every pair's number of chains through both its cells, summed).
func TestSlackTwoWays(t *testing.T) {
	for n := 3; n <= 6; n++ {
		b := MustBoard(n, n+1)
		cs := MinimalChains(b)
		for _, name := range Rules {
			p, _ := Rule(name, n)
			s, w := SlackOf(p, cs), SlackWalk(p)
			if fmt.Sprint(s) != fmt.Sprint(w) {
				t.Errorf("%s n = %d: SlackOf %v, SlackWalk %v", name, n, s, w)
			}
			byPair := 0
			for _, q := range p.Pairs() {
				for k := 0; k < cs.Len(); k++ {
					if cs.Set(k).Has(q[0]) && cs.Set(k).Has(q[1]) {
						byPair++
					}
				}
			}
			total := 0
			for _, h := range s.Histogram {
				total += h
			}
			if byPair != s.WholePairs || total != cs.Len() || s.Histogram[0] != 0 {
				t.Errorf("%s n = %d: by pair %d, by chain %d, histogram %v", name, n, byPair, s.WholePairs, s.Histogram)
			}
		}
	}
}

func ExampleSlackOf() {
	p, _ := Cross(5)
	s := SlackOf(p, MinimalChains(p.Board))
	fmt.Printf("%d chains, %d whole pairs, %.3f a chain, %d held by one pair\n", s.Chains, s.WholePairs, s.MeanPerChain, s.SinglePairChains)
	// Output: 1225 chains, 1859 whole pairs, 1.518 a chain, 762 held by one pair
}
