package transversal

import (
	"strings"
	"testing"
)

// Table 1 of the paper (canonical mode).
var table1 = []struct {
	n            int
	lines, nodes uint64
	maxPly       int
}{
	{4, 4875, 6075, 11},
	{5, 485760, 550224, 13},
	{6, 75799185, 82103245, 15},
}

func TestClosedFormMatchesTable1(t *testing.T) {
	for _, row := range table1 {
		cf := ClosedForm(row.n)
		if cf.TerminalLines.Uint64() != row.lines || cf.Nodes.Uint64() != row.nodes {
			t.Errorf("n=%d: closed form %v lines, %v nodes; Table 1 has %d, %d", row.n, cf.TerminalLines, cf.Nodes, row.lines, row.nodes)
		}
		var sum uint64
		for _, v := range cf.WinPly {
			sum += v.Uint64()
		}
		if sum != row.lines {
			t.Errorf("n=%d: win-ply distribution sums to %d, not %d", row.n, sum, row.lines)
		}
	}
}

func checkCanonical(t *testing.T, n int, r *VerifyResult) {
	t.Helper()
	cf := ClosedForm(n)
	if r.InvariantFailures != 0 {
		t.Fatalf("n=%d: %d invariant failures, first: %+v", n, r.InvariantFailures, r.Counterexamples[0])
	}
	if r.TerminalLines != cf.TerminalLines.Uint64() || r.Nodes != cf.Nodes.Uint64() {
		t.Fatalf("n=%d: enumerated %d lines, %d nodes; closed form %v, %v", n, r.TerminalLines, r.Nodes, cf.TerminalLines, cf.Nodes)
	}
	for p, v := range r.WinPlyMap() {
		if cf.WinPly[p] == nil || cf.WinPly[p].Uint64() != v {
			t.Fatalf("n=%d: %d lines end at ply %d, closed form says %v", n, v, p, cf.WinPly[p])
		}
	}
	if r.MaxWinPly() != 2*n+3 {
		t.Fatalf("n=%d: max win ply %d, want 2n+3 = %d", n, r.MaxWinPly(), 2*n+3)
	}
	// §6: every proof case occurs, including C-iii-b.
	var sum uint64
	for c, v := range r.Cases {
		if v == 0 {
			t.Errorf("n=%d: case %v never occurs", n, Case(c))
		}
		sum += v
	}
	if sum != r.TerminalLines {
		t.Errorf("n=%d: cases sum to %d, lines are %d", n, sum, r.TerminalLines)
	}
}

func TestVerifyTable1(t *testing.T) {
	for _, row := range table1 {
		r, err := Verify(row.n, VerifyOptions{})
		if err != nil {
			t.Fatal(err)
		}
		checkCanonical(t, row.n, r)
		if r.TerminalLines != row.lines || r.Nodes != row.nodes || r.MaxWinPly() != row.maxPly {
			t.Fatalf("n=%d: got %d/%d/%d, Table 1 has %d/%d/%d", row.n, r.TerminalLines, r.Nodes, r.MaxWinPly(), row.lines, row.nodes, row.maxPly)
		}
	}
}

// The explicit mode plays every O move and tests ν directly instead of using
// Lemma 1's rectangles and bulk counting: same counts, same cases.
func TestExplicitModeAgrees(t *testing.T) {
	for _, n := range []int{4, 5} {
		bulk, _ := Verify(n, VerifyOptions{})
		expl, _ := Verify(n, VerifyOptions{Explicit: true})
		checkCanonical(t, n, expl)
		if bulk.Tally.Nodes != expl.Tally.Nodes || bulk.WinPly != expl.WinPly || bulk.Cases != expl.Cases {
			t.Fatalf("n=%d: bulk %+v, explicit %+v", n, bulk.Tally, expl.Tally)
		}
		all1, _ := Verify(n, VerifyOptions{AllChoices: true})
		all2, _ := Verify(n, VerifyOptions{AllChoices: true, Explicit: true})
		if all1.Tally.Nodes != all2.Tally.Nodes || all1.WinPly != all2.WinPly || all1.Cases != all2.Cases || all1.InvariantFailures != 0 || all2.InvariantFailures != 0 {
			t.Fatalf("n=%d all-choices: bulk %+v, explicit %+v", n, all1.Tally, all2.Tally)
		}
	}
}

// naiveTally is an independent game-tree walk that asks XMove (the
// single-position form of the strategy, as PlayLine uses it) for X's move and
// decides wins by ν alone.
type naiveTally struct {
	lines, nodes uint64
	winPly       map[int]uint64
	failures     int
}

func naiveO(t *naiveTally, g *Game) {
	n := g.N
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			m := Cell{r, c}
			if g.Occupied(m) {
				continue
			}
			h := *g
			h.Play(m)
			if Nu(&h.O, n) == n {
				t.failures++
				continue
			}
			t.nodes++
			naiveX(t, &h)
		}
	}
}

func naiveX(t *naiveTally, g *Game) {
	n := g.N
	c, _, err := XMove(g, Faithful)
	if err != nil || !g.Legal(c) {
		t.failures++
		return
	}
	h := *g
	if err := PlayX(&h, c); err != nil {
		t.failures++
		return
	}
	if Nu(&h.X, n) == n {
		t.lines++
		t.winPly[h.Ply]++
		return
	}
	if h.Ply > 2*n+3 {
		t.failures++
		return
	}
	t.nodes++
	naiveO(t, &h)
}

func TestNaiveWalkAgrees(t *testing.T) {
	for _, n := range []int{4, 5} {
		nt := &naiveTally{winPly: map[int]uint64{}}
		g, _ := NewGame(n)
		c, _, _ := XMove(g, Faithful)
		_ = PlayX(g, c)
		naiveO(nt, g)
		r, _ := Verify(n, VerifyOptions{})
		if nt.failures != 0 || nt.lines != r.TerminalLines || nt.nodes != r.Nodes {
			t.Fatalf("n=%d: naive walk %d lines %d nodes %d failures; Verify %d, %d", n, nt.lines, nt.nodes, nt.failures, r.TerminalLines, r.Nodes)
		}
		for p, v := range r.WinPlyMap() {
			if nt.winPly[p] != v {
				t.Fatalf("n=%d ply %d: naive %d, Verify %d", n, p, nt.winPly[p], v)
			}
		}
	}
}

func TestAllChoicesWins(t *testing.T) {
	for _, tc := range []struct {
		n   int
		opt VerifyOptions
	}{{4, VerifyOptions{AllChoices: true}}, {5, VerifyOptions{AllChoices: true}}, {4, VerifyOptions{BranchPhase1: true}}} {
		r, err := Verify(tc.n, tc.opt)
		if err != nil {
			t.Fatal(err)
		}
		if r.InvariantFailures != 0 {
			t.Fatalf("n=%d %s: %d failures: %+v", tc.n, r.Mode, r.InvariantFailures, r.Counterexamples[0])
		}
		canon, _ := Verify(tc.n, VerifyOptions{})
		if r.TerminalLines <= canon.TerminalLines || r.MaxWinPly() != 2*tc.n+3 {
			t.Fatalf("n=%d %s: %d lines (canonical %d), max ply %d", tc.n, r.Mode, r.TerminalLines, canon.TerminalLines, r.MaxWinPly())
		}
		for p := range r.WinPlyMap() {
			if p != 2*tc.n-1 && p != 2*tc.n+1 && p != 2*tc.n+3 {
				t.Fatalf("n=%d %s: a line ends at ply %d", tc.n, r.Mode, p)
			}
		}
	}
}

// A deliberately broken strategy must be caught with a counterexample line
// that replays to the same failure.
func TestBrokenStrategiesAreCaught(t *testing.T) {
	for name, mut := range MutantNames {
		if mut == Faithful {
			continue
		}
		for _, n := range []int{4, 5} {
			r, err := Verify(n, VerifyOptions{Mutant: mut})
			if err != nil {
				t.Fatal(err)
			}
			if r.InvariantFailures == 0 || len(r.Counterexamples) == 0 {
				t.Fatalf("mutant %s, n=%d: no failure found", name, n)
			}
			ce := r.Counterexamples[0]
			if !strings.HasPrefix(ce.Line, "X(1,1)") || ce.Reason == "" {
				t.Fatalf("mutant %s: bad counterexample %+v", name, ce)
			}
			// Replay O's moves of the counterexample with the same mutant: the
			// strategy must fail (or reach the same broken position) again.
			var os []Cell
			for i, tok := range strings.Fields(ce.Line) {
				if i%2 == 1 {
					cs, err := ParseCells(n, strings.TrimPrefix(tok, "O"))
					if err != nil {
						t.Fatal(err)
					}
					os = append(os, cs...)
				}
			}
			res, err := PlayLine(n, os, mut)
			if err == nil && res.Winner == "X" && res.WinPly <= 2*n+3 && !strings.Contains(ce.Reason, "Invariant 1") && !strings.Contains(ce.Reason, "Lemma 8") {
				t.Fatalf("mutant %s: counterexample %s (%s) replays as a normal X win", name, ce.Line, ce.Reason)
			}
		}
	}
	// The faithful strategy has no failures.
	r, _ := Verify(5, VerifyOptions{})
	if r.InvariantFailures != 0 {
		t.Fatal("faithful strategy failed")
	}
}

func TestShardsAddUp(t *testing.T) {
	whole, _ := Verify(5, VerifyOptions{})
	var sum Tally
	for i := 0; i < 3; i++ {
		r, err := Verify(5, VerifyOptions{ShardIndex: i, ShardCount: 3})
		if err != nil {
			t.Fatal(err)
		}
		if r.TerminalLines == 0 || r.TerminalLines == whole.TerminalLines {
			t.Fatalf("shard %d has %d lines of %d", i, r.TerminalLines, whole.TerminalLines)
		}
		sum.Add(&r.Tally, 5)
	}
	if sum.TerminalLines != whole.TerminalLines || sum.Nodes != whole.Nodes || sum.WinPly != whole.WinPly || sum.Cases != whole.Cases {
		t.Fatalf("shards sum to %+v, whole run %+v", sum, whole.Tally)
	}
}

// Resuming from the state saved after some work items gives the whole-run counts.
func TestResumeFromCheckpointState(t *testing.T) {
	whole, _ := Verify(5, VerifyOptions{})
	var saved Tally
	var savedDone []bool
	stop := 0
	_, err := Verify(5, VerifyOptions{Workers: 1, OnItem: func(item int, total *Tally, done []bool) {
		stop++
		if stop == 100 {
			saved = *total
			savedDone = append([]bool(nil), done...)
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	r, err := Verify(5, VerifyOptions{Done: savedDone, Prior: &saved})
	if err != nil {
		t.Fatal(err)
	}
	if r.TerminalLines != whole.TerminalLines || r.Nodes != whole.Nodes || r.WinPly != whole.WinPly {
		t.Fatalf("resumed run %+v, whole %+v", r.Tally, whole.Tally)
	}
}

// The paper's worked n = 4 line (§5): X = {(1,1),(2,2),(3,3)}, F = {(1,2),(2,1)};
// O(4,4) X(4,1) O(1,4) X(3,4) O(1,3) X(4,3), X wins at ply 11 while O
// threatens (3,2).
func TestWorkedLineN4(t *testing.T) {
	os, _ := ParseCells(4, "1,2 2,1 4,4 1,4 1,3")
	r, err := PlayLine(4, os, Faithful)
	if err != nil {
		t.Fatal(err)
	}
	want := "X(1,1) O(1,2) X(2,2) O(2,1) X(3,3) O(4,4) X(4,1) O(1,4) X(3,4) O(1,3) X(4,3)"
	if r.Line != want {
		t.Fatalf("line %s\nwant %s", r.Line, want)
	}
	if r.Winner != "X" || r.WinPly != 11 || r.Case != "C-iii-b" || r.Plan != "i" || r.Pair[0] != 1 || r.Pair[1] != 3 {
		t.Fatalf("got winner %s ply %d case %s plan %s pair %v", r.Winner, r.WinPly, r.Case, r.Plan, r.Pair)
	}
	// After O's last block (ply 10) O threatens (3,2), harmlessly.
	st := r.Steps[9]
	if st.Ply != 10 || strings.Join(st.OThreats, " ") != "(3,2)" {
		t.Fatalf("after ply 10 O threatens %v", st.OThreats)
	}
	// and X's double threat was (1,3), (4,3) after ply 9.
	if got := strings.Join(r.Steps[8].XThreats, " "); got != "(1,3) (4,3)" {
		t.Fatalf("after ply 9 X threatens %s", got)
	}
}

func TestPlayLineErrors(t *testing.T) {
	if _, err := PlayLine(4, []Cell{{0, 0}}, Faithful); err == nil {
		t.Fatal("O playing on X's first stone must be rejected")
	}
	os, _ := ParseCells(4, "1,2 2,1 4,4 1,4 1,3 2,3")
	if _, err := PlayLine(4, os, Faithful); err == nil {
		t.Fatal("moves after the end of the game must be rejected")
	}
	if _, err := ParseCells(4, "1,5"); err == nil {
		t.Fatal("off-board cell must be rejected")
	}
	if _, err := Verify(3, VerifyOptions{}); err == nil {
		t.Fatal("n = 3 must be rejected")
	}
}

func BenchmarkVerify5(b *testing.B) {
	for b.Loop() {
		Verify(5, VerifyOptions{})
	}
}

// The explicit reference mode, the baseline for BenchmarkVerify5.
func BenchmarkVerify5Explicit(b *testing.B) {
	for b.Loop() {
		Verify(5, VerifyOptions{Explicit: true})
	}
}

func BenchmarkVerify6(b *testing.B) {
	for b.Loop() {
		Verify(6, VerifyOptions{})
	}
}
