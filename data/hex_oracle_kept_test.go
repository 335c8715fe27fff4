package data

import (
	"testing"

	"plylab/engine/hex"
)

// Every pairing of the kept oracle-mode censuses is re-checked by the
// frontier search (it meets every minimal chain) and by the essay's walk
// to 7 × 8, is written by the rules the run names, and the flags agree with
// the pairs; on n × (n+1) the three rules are all there. The counts of the
// boards to 30 cells are recounted by the chain census, which lists every
// chain.
func TestHexKeptOracleCensus(t *testing.T) {
	rows, err := HexKeptOracleCensus()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 {
		t.Fatal("no kept oracle census")
	}
	for _, r := range rows {
		b := hex.MustBoard(r.Rows, r.Cols)
		found := map[string]bool{}
		for _, l := range r.List {
			p := checkKeptPairing(t, b, l)
			if b.Cells <= 56 {
				if w := hex.CheckWalk(p); !w.Holds {
					t.Errorf("%v: the walk finds %v unmet in a kept pairing", b, w.Counterexample)
				}
			}
			if l.Complete != p.Complete() || l.HalfTurn != hex.HalfTurn(b).Pairing(p).Equal(p) {
				t.Errorf("%v: flags disagree with the pairs", b)
			}
			for _, name := range l.Rules {
				found[name] = true
			}
		}
		if b.Cells <= 30 {
			if n := len(hex.Census(hex.MinimalChains(b), hex.CensusOptions{Workers: 2}).Pairings); n != r.Pairings {
				t.Errorf("%v: kept %d pairings, the chain census finds %d", b, r.Pairings, n)
			}
		}
		if r.Cols == r.Rows+1 && r.Rows >= 3 && (len(found) != 3 || r.Pairings != 3) {
			t.Errorf("%v: kept %d pairings, rules %v", b, r.Pairings, found)
		}
	}
}
