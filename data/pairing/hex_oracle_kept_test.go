package pairing

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"plylab/engine/hex"
)

// Every pairing of the kept oracle-mode censuses is re-checked by the
// frontier search (it meets every minimal chain) and by the essay's walk
// to 7 × 8, is written by the rules the run names, and the flags agree with
// the pairs; on n × (n+1) the three rules are all there. The counts of the
// boards to 30 cells are recounted by the chain census, which lists every
// chain.
func TestKeptOracleCensus(t *testing.T) {
	rows, err := KeptOracleCensus()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 {
		t.Fatal("no kept oracle census")
	}
	// One parallel subtest per kept board: the rechecks are independent.
	for _, r := range rows {
		t.Run(fmt.Sprintf("%dx%d", r.Rows, r.Cols), func(t *testing.T) {
			t.Parallel()
			recheckKeptOracleRow(t, r)
		})
	}
}

// recheckKeptOracleRow rechecks one kept oracle-mode census row.
func recheckKeptOracleRow(t *testing.T, r OracleCensusRow) {
	t.Helper()
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

// The kept chain censuses (every minimal chain listed) find the same sets
// of pairs as the kept oracle-mode censuses of their boards: the second
// method for the boards too large to recount in the tests.
func TestKeptChainCensusAgrees(t *testing.T) {
	chains, err := KeptChainCensus()
	if err != nil {
		t.Fatal(err)
	}
	if len(chains) == 0 {
		t.Fatal("no kept chain census")
	}
	oracle, err := KeptOracleCensus()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range chains {
		agreesWithOracle(t, oracle, "chain census", c.Rows, c.Cols, c.Pairings, c.List)
	}
}

// The kept SAT censuses (a solver's proof, the chains generated lazily)
// find the same sets of pairs as the kept oracle-mode censuses of their
// boards (7 × 8 among them).
func TestKeptSatCensusAgrees(t *testing.T) {
	sat, err := KeptSatCensus()
	if err != nil {
		t.Fatal(err)
	}
	if len(sat) == 0 {
		t.Fatal("no kept SAT census")
	}
	oracle, err := KeptOracleCensus()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range sat {
		agreesWithOracle(t, oracle, "SAT census ("+r.Solver+")", r.Rows, r.Cols, r.Pairings, r.List)
	}
}

// agreesWithOracle checks that a kept census of rows × cols lists the same
// set of pairings as the kept oracle-mode census of that board (oracle is
// the kept file, read once by the caller).
func agreesWithOracle(t *testing.T, oracle []OracleCensusRow, what string, rows, cols, pairings int, list []KeptPairing) {
	t.Helper()
	var o *OracleCensusRow
	for i := range oracle {
		if oracle[i].Rows == rows && oracle[i].Cols == cols {
			o = &oracle[i]
		}
	}
	if o == nil {
		t.Errorf("%d×%d: a %s with no oracle census", rows, cols, what)
		return
	}
	key := func(l KeptPairing) string {
		ps := make([]string, len(l.Pairs))
		for i, q := range l.Pairs {
			ps[i] = fmt.Sprint(q)
		}
		sort.Strings(ps)
		return strings.Join(ps, " ")
	}
	want := map[string]bool{}
	for _, l := range o.List {
		want[key(l)] = true
	}
	got := map[string]bool{}
	for _, l := range list {
		got[key(l)] = true
		if !want[key(l)] {
			t.Errorf("%d×%d: the %s finds a pairing the oracle census does not: %s", rows, cols, what, key(l))
		}
	}
	if len(got) != len(want) || pairings != o.Pairings {
		t.Errorf("%d×%d: %s %d pairings (%d distinct), oracle census %d (%d distinct)", rows, cols, what, pairings, len(got), o.Pairings, len(want))
	}
}

// The census by shape pivots the kept rows: each count is the kept row's.
func TestPairingCountFrame(t *testing.T) {
	f := PairingCountFrame()
	if f.Err != nil {
		t.Fatal(f.Err)
	}
	rows, err := KeptOracleCensus()
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"", "n×(n+1)", "n×(n+2)", "n×(n+3)"}
	seen := 0
	for _, r := range rows {
		k := r.Cols - r.Rows
		if k < 1 || k > 3 {
			continue
		}
		i := r.Rows - 2
		if got := f.Col(names[k]).Records()[i]; got != strconv.Itoa(r.Pairings) {
			t.Errorf("%d×%d: frame has %q, kept %d", r.Rows, r.Cols, got, r.Pairings)
		}
		seen++
	}
	if seen == 0 {
		t.Error("no kept census of shape n × (n+k), k = 1 … 3")
	}
}
