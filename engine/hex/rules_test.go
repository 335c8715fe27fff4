package hex

import "testing"

func TestRulesArePerfectAndSymmetric(t *testing.T) {
	for n := 2; n <= 16; n++ {
		for _, name := range Rules {
			p, err := Rule(name, n)
			if err != nil {
				t.Fatal(err)
			}
			if !p.Complete() || p.NumPairs() != n*(n+1)/2 {
				t.Errorf("%s on n = %d: %d pairs, complete %v", name, n, p.NumPairs(), p.Complete())
			}
			if !HalfTurn(p.Board).Pairing(p).Equal(p) {
				t.Errorf("%s on n = %d is not invariant under the half-turn", name, n)
			}
		}
	}
	if _, err := Rule(RuleCorners, 1); err == nil {
		t.Error("corners on 1 × 2 should fail")
	}
	if _, err := Rule("spiral", 4); err == nil {
		t.Error("unknown rule should fail")
	}
}

// "Six cells, paired two ways": the cross and corners rules differ in
// exactly the three pairs touching the six corner cells (n ≥ 3); on 2 × 3
// the corners and diagonal rules write the same pairing.
func TestCornerRepair(t *testing.T) {
	for n := 3; n <= 12; n++ {
		cross, _ := Cross(n)
		corners, _ := Corners(n)
		if got := cross.NumPairs() - cross.Shared(corners); got != 3 {
			t.Errorf("n = %d: cross and corners differ in %d pairs, want 3", n, got)
		}
		b := cross.Board
		corner := map[int]bool{}
		for _, rc := range CornerCells(n) {
			corner[b.Cell(rc[0], rc[1])] = true
		}
		for _, q := range cross.Pairs() {
			if corners.Partner[q[0]] != q[1] && !corner[q[0]] && !corner[q[1]] {
				t.Errorf("n = %d: pair %v differs away from the corners", n, q)
			}
		}
		// The corners rule keeps one long pair: (1, 0) with (n−2, n).
		if corners.Partner[b.Cell(1, 0)] != b.Cell(n-2, n) {
			t.Errorf("n = %d: (1, 0) not paired with (n−2, n)", n)
		}
	}
	d, _ := Diagonal(2)
	c, _ := Corners(2)
	if !d.Equal(c) {
		t.Error("on 2 × 3 the corners and diagonal rules should coincide")
	}
	if got := RulesWriting(d); len(got) != 2 {
		t.Errorf("RulesWriting(2 × 3 diagonal) = %v", got)
	}
}

// The cross rule's most visible pair joins the two acute corners.
func TestCrossJoinsFarCorners(t *testing.T) {
	for n := 2; n <= 10; n++ {
		p, _ := Cross(n)
		b := p.Board
		if p.Partner[0] != b.Cells-1 {
			t.Errorf("n = %d: (0, 0) paired with %d", n, p.Partner[0])
		}
		if len(b.Neighbors(0)) != 2 {
			t.Errorf("n = %d: (0, 0) is not an acute corner", n)
		}
	}
}
