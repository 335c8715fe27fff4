package pairing

import (
	"errors"
	"strings"
	"testing"

	"plylab/engine/hex"
	"plylab/engine/inputerr"
)

// The chain counts are the essay's; the list has as many chains as the
// count, each from the left edge to the right.
func TestRunChains(t *testing.T) {
	for n, want := range map[int]uint64{2: 5, 3: 25, 4: 148} {
		b := board(t, n, n+1)
		got := Run{}.Chains(b, false)
		if got.Chains != want || got.List != nil || got.Rows != n || got.Cols != n+1 || got.Adjacency != b.Adj.String() {
			t.Errorf("%v: %+v, want %d chains", b, got, want)
		}
		listed := Run{}.Chains(b, true)
		if listed.Chains != want || uint64(len(listed.List)) != want {
			t.Errorf("%v listed: %d chains, %d in the list", b, listed.Chains, len(listed.List))
		}
		for _, c := range listed.List {
			if c[0][1] != 0 || c[len(c)-1][1] != n {
				t.Fatalf("%v: chain %v does not run edge to edge", b, c)
			}
		}
	}
}

// The proof's lemmas hold on the essay's convention, with the Hex theorem
// and the per-chain statements; on the mirrored one C4 fails, named in
// Failures. Bounds out of range are bad input.
func TestRunProof(t *testing.T) {
	var logged int
	run := Run{Logf: func(string, ...any) { logged++ }}
	p, err := run.Proof(1, 6, "both", 3, 4, hex.AntiDiagonal)
	if err != nil {
		t.Fatal(err)
	}
	if !p.Holds || len(p.Failures) != 0 || len(p.Boards) != 11 || len(p.HexTheorem) != 3 || len(p.Chains) != 7 {
		t.Fatalf("holds %v, %d boards, %d Hex theorem rows, %d chain rows, failures %v",
			p.Holds, len(p.Boards), len(p.HexTheorem), len(p.Chains), p.Failures)
	}
	if logged != 3+7 {
		t.Errorf("%d progress lines, want 10", logged)
	}
	if c := p.Chains[len(p.Chains)-1]; c.N != 4 || c.Chains != 148 || !c.Holds {
		t.Errorf("last chain row %+v", c)
	}
	m, err := Run{}.Proof(4, 4, hex.RuleCross, 0, 0, hex.MainDiagonal)
	if err != nil {
		t.Fatal(err)
	}
	if m.Holds || len(m.Failures) == 0 || !strings.Contains(m.Failures[0], "lemma C4") {
		t.Errorf("mirrored: holds %v, failures %v", m.Holds, m.Failures)
	}
	for _, bad := range [][4]int{{0, 3, 0, 0}, {3, 2, 0, 0}, {1, 3, 6, 0}, {1, 3, 0, 9}} {
		var in *inputerr.Error
		if _, err := (Run{}).Proof(bad[0], bad[1], "both", bad[2], bad[3], hex.AntiDiagonal); !errors.As(err, &in) {
			t.Errorf("%v: %v, want bad input", bad, err)
		}
	}
	var in *inputerr.Error
	if _, err := (Run{}).Proof(1, 3, hex.RuleDiagonal, 0, 0, hex.AntiDiagonal); !errors.As(err, &in) {
		t.Errorf("rule diagonal: %v, want bad input", err)
	}
}
