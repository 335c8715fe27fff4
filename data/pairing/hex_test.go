package pairing

import (
	"strings"
	"testing"

	"plylab/engine/hex"
)

func TestFrames(t *testing.T) {
	runs, err := Censuses(2, 5)
	if err != nil {
		t.Fatal(err)
	}
	c := CensusFrameOf(runs)
	if c.Err != nil || c.Nrow() != 4 {
		t.Fatalf("census frame: %v, %d rows", c.Err, c.Nrow())
	}
	if got := c.Col("pairings").Records(); strings.Join(got, ",") != "2,3,3,3" {
		t.Errorf("pairings %v", got)
	}
	if got := c.Col("rules").Records()[0]; got != "diagonal=corners cross" {
		t.Errorf("2×3 rules %q", got)
	}
	shared, err := Shared(3, 6)
	if err != nil {
		t.Fatal(err)
	}
	s := SharedFrame(shared)
	if s.Err != nil || s.Nrow() != 12 {
		t.Fatalf("shared frame: %v", s.Err)
	}
	// Each row again from the drawn pairs of the two rules' views.
	for _, r := range shared {
		a, errA := RuleView(r.N, r.First)
		b, errB := RuleView(r.N, r.Second)
		if errA != nil || errB != nil {
			t.Fatal(errA, errB)
		}
		inB := map[[2][2]int]bool{}
		for _, q := range b.Pairs {
			inB[q], inB[[2][2]int{q[1], q[0]}] = true, true
		}
		common := 0
		for _, q := range a.Pairs {
			if inB[q] {
				common++
			}
		}
		if r.Shared != common || r.Pairs != len(a.Pairs) {
			t.Errorf("%s & %s on n = %d: %d shared of %d, the views %d of %d", r.First, r.Second, r.N, r.Shared, r.Pairs, common, len(a.Pairs))
		}
	}
	slack, err := Slacks(5, 5)
	if err != nil {
		t.Fatal(err)
	}
	sl := SlackFrame(slack)
	if got := sl.Col("whole_pairs").Records(); strings.Join(got, ",") != "2336,1859,2226" {
		t.Errorf("slack 5×6 whole pairs %v", got)
	}
	for _, r := range slack {
		if r.Histogram[1] != r.SinglePairChains || r.HeldTwice != r.Histogram[2] {
			t.Errorf("%s: histogram %v, single %d, twice %d", r.Rule, r.Histogram, r.SinglePairChains, r.HeldTwice)
		}
	}
	cc := ChainCountsFrame(20)
	if cc.Err != nil || cc.Nrow() < 8 {
		t.Fatalf("chain counts: %v", cc.Err)
	}
	rows, err := RuleChecks(2, 6, 5, nil)
	if err != nil {
		t.Fatal(err)
	}
	ch := ChecksFrame(rows)
	for _, h := range ch.Col("holds").Records() {
		if h != "yes" {
			t.Fatalf("a rule fails: %v", ch)
		}
	}
	sym := SymmetryFrame(4, 4)
	if sym.Err != nil || sym.Nrow() != 9 {
		t.Fatalf("symmetry: %v", sym.Err)
	}
	cr := CrossingFrame(4, 6)
	if cr.Err != nil {
		t.Fatal(cr.Err)
	}
	// The cross rule's crossings either hold a pair or land next to it.
	for i, r := range cr.Col("rule").Records() {
		if r == "cross" && cr.Col("partner_farther").Records()[i] != "0" {
			t.Errorf("cross crossing farther than a neighbour: %v", cr)
		}
	}
	views, err := CornerViews(3)
	if err != nil || len(views) != 2 || len(views[0].Pairs) != 3 || len(views[1].Pairs) != 3 {
		t.Errorf("corner views: %v %+v", err, views)
	}
}

// The weighting claim (3×4) against a second count of whole pairs per
// chain: the chains walked one by one, each pair found by scanning the path
// for the partner of each of its cells.
func TestWeights(t *testing.T) {
	for n := 2; n <= 5; n++ {
		got, err := Weights(n)
		if err != nil {
			t.Fatal(err)
		}
		whole := func(p *hex.Pairing, path []int) int {
			k := 0
			for _, c := range path {
				for _, d := range path {
					if c < d && p.Partner[c] == d {
						k++
					}
				}
			}
			return k
		}
		c, _ := hex.Rule(hex.RuleCross, n)
		for _, name := range []string{hex.RuleDiagonal, hex.RuleCorners} {
			r, err := hex.Rule(name, n)
			if err != nil {
				t.Fatal(err)
			}
			more, fewer := 0, 0
			hex.WalkChains(hex.MustBoard(n, n+1), func(path []int) bool {
				x, y := whole(c, path), whole(r, path)
				if x > y {
					more++
				}
				if x < y {
					fewer++
				}
				return true
			})
			if got.MoreThan[name] != more || got.FewerThan[name] != fewer {
				t.Errorf("n = %d vs %s: more %d fewer %d, second count %d, %d", n, name, got.MoreThan[name], got.FewerThan[name], more, fewer)
			}
		}
		if n == 3 && (got.MoreThan[hex.RuleDiagonal] != 0 || got.MoreThan[hex.RuleCorners] != 0) {
			t.Errorf("3×4: some chain holds more cross pairs than a rival: %+v", got)
		}
		t.Logf("%d×%d: %+v", n, n+1, got)
	}
}
