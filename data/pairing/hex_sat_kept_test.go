package pairing

import (
	"testing"

	"plylab/engine/hex"
)

// Every pairing of the kept SAT censuses is re-checked by the frontier
// search (it meets every minimal chain), is written by the rules the run
// names, and the flags agree with the pairs; on n × (n+1) the three rules
// are all there.
func TestKeptSatCensus(t *testing.T) {
	rows, err := KeptSatCensus()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 {
		t.Fatal("no kept SAT census")
	}
	for _, r := range rows {
		b := hex.MustBoard(r.Rows, r.Cols)
		found := map[string]bool{}
		for _, l := range r.List {
			p := checkKeptPairing(t, b, l)
			if l.Complete != p.Complete() || r.EveryCell && !p.Complete() || r.AllHalfTurn && !hex.HalfTurn(b).Pairing(p).Equal(p) {
				t.Errorf("%v: flags disagree with the pairs", b)
			}
			for _, name := range l.Rules {
				found[name] = true
			}
		}
		// The small boards again by the chain-by-chain census (the second
		// method for the counts themselves).
		if b.Cells <= 24 {
			if n := len(hex.Census(hex.MinimalChains(b), hex.CensusOptions{Workers: 2}).Pairings); n != r.Pairings {
				t.Errorf("%v: kept %d pairings, the chain census finds %d", b, r.Pairings, n)
			}
		}
		if r.Cols == r.Rows+1 && r.Rows >= 3 && (len(found) != 3 || r.Pairings != 3) {
			t.Errorf("%v: kept %d pairings, rules %v", b, r.Pairings, found)
		}
	}
}

// checkKeptPairing rebuilds a kept pairing on b and re-checks it by the
// frontier search (it meets every minimal chain) and by the rules that
// write it (those the run names).
func checkKeptPairing(t *testing.T, b *hex.Board, l KeptPairing) *hex.Pairing {
	t.Helper()
	var pairs [][2]int
	for _, q := range l.Pairs {
		pairs = append(pairs, [2]int{b.Cell(q[0][0], q[0][1]), b.Cell(q[1][0], q[1][1])})
	}
	p, err := hex.PairingOf(b, pairs)
	if err != nil {
		t.Fatalf("%v: %v", b, err)
	}
	res, err := hex.CheckDP(p, hex.CheckDPOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Holds {
		t.Errorf("%v: a kept pairing misses the chain %v", b, res.Counterexample)
	}
	if got := hex.RulesWriting(p); len(got) != len(l.Rules) || (len(got) > 0 && got[0] != l.Rules[0]) {
		t.Errorf("%v: kept rules %v, the pairs are written by %v", b, l.Rules, got)
	}
	return p
}
