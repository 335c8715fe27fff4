package transv

import (
	"fmt"
	"sort"
	"testing"

	"plylab/engine/transversal"
)

// The kept long solves agree with the solver as it is now wherever that is
// quick (P = 2n+1 for n <= 8, P = 2n+3 for n <= 6): same answer, same nodes,
// same positions; and every kept answer is the one the §7 question and
// Theorem A lead to (no forced win by 2n+1, a forced win by 2n+3).
func TestRecordedSolvesAgreeWithSolver(t *testing.T) {
	rec, def, err := Recorded()
	if err != nil {
		t.Fatal(err)
	}
	for n := 2; n <= 16; n++ {
		if _, ok := rec[[2]int{n, 2*n + 1}]; !ok {
			t.Errorf("no recorded solve of n = %d, P = %d", n, 2*n+1)
		}
	}
	// The quick re-solves are independent single-threaded searches: one
	// parallel subtest each, in key order.
	var keys [][2]int
	for k := range rec {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return keys[i][0] < keys[j][0] || keys[i][0] == keys[j][0] && keys[i][1] < keys[j][1]
	})
	for _, k := range keys {
		r := rec[k]
		if r.N != k[0] || r.ByPly != k[1] {
			t.Fatalf("key %v holds %+v", k, r)
		}
		if r.N >= 2 && r.ByPly == 2*r.N+1 && r.XForcesWin {
			t.Errorf("recorded: X forces a win by 2n+1 at n = %d", r.N)
		}
		if r.N >= 4 && r.ByPly == 2*r.N+3 && !r.XForcesWin {
			t.Errorf("recorded: no forced win by 2n+3 at n = %d (Theorem A)", r.N)
		}
		quick := (r.ByPly == 2*r.N+1 && r.N <= 8) || (r.ByPly == 2*r.N+3 && r.N <= 6)
		if !quick {
			continue
		}
		t.Run(fmt.Sprintf("n=%d P=%d", r.N, r.ByPly), func(t *testing.T) {
			t.Parallel()
			now, err := ExactSolve(r.N, r.ByPly)
			if err != nil {
				t.Fatal(err)
			}
			if now.XForcesWin != r.XForcesWin || now.Nodes != r.Nodes || now.Positions != r.Positions {
				t.Errorf("recorded %v/%d/%d, now %v/%d/%d",
					r.XForcesWin, r.Nodes, r.Positions, now.XForcesWin, now.Nodes, now.Positions)
			}
		})
	}
	for k, r := range def {
		if !r.Survives || r.ByPly != 2*r.N+1 {
			t.Errorf("recorded O defence %s: %+v", k, r)
		}
	}
	// The recorded canonical check of the smallest kept n, recomputed.
	if r, ok := def["9/canonical"]; ok {
		t.Run("O defence n=9", func(t *testing.T) {
			t.Parallel()
			now, err := ODefence(9, false, "")
			if err != nil {
				t.Fatal(err)
			}
			if now.Survives != r.Survives || now.Positions != r.Positions || now.XMoves != r.XMoves {
				t.Errorf("recorded %d positions %d X moves, now %d, %d", r.Positions, r.XMoves, now.Positions, now.XMoves)
			}
		})
	}
}

func TestExactFrames(t *testing.T) {
	solves, err := Answers([]int{3, 4, 5}, "both")
	if err != nil {
		t.Fatal(err)
	}
	ans := AnswersFrameOf(solves)
	if ans.Nrow() != 6 {
		t.Fatalf("answers: %d rows, want 6", ans.Nrow())
	}
	for i := 0; i < ans.Nrow(); i++ {
		n, _ := ans.Elem(i, 0).Int()
		P, _ := ans.Elem(i, 1).Int()
		win, _ := ans.Elem(i, 2).Bool()
		want := n >= 4 && P == 2*n+3 // n = 3 is a draw: no win by 9 either
		if win != want {
			t.Errorf("answers: n = %d, P = %d: x_forces_win %v, want %v", n, P, win, want)
		}
		if r := solves[i]; r.N != n || r.ByPly != P || r.XForcesWin != win {
			t.Errorf("answers row %d: n %d, P %d, %v; the solve: %d, %d, %v", i, n, P, win, r.N, r.ByPly, r.XForcesWin)
		}
	}
	if _, err := Answers([]int{4}, "2n+5"); err == nil {
		t.Error("Answers accepted which = 2n+5")
	}
	vals, err := ValuesFrame([]int{2, 4})
	if err != nil {
		t.Fatal(err)
	}
	if v := vals.Col("value").Records(); v[0] != "draw" || v[1] != "X wins" {
		t.Errorf("values: %v", v)
	}
	checks, err := ODefences([]int{4, 5}, true)
	if err != nil {
		t.Fatal(err)
	}
	od := ODefenceFrameOf(checks)
	for i, s := range od.Col("survives").Records() {
		if s != "true" || !checks[i].Survives || checks[i].Mode != "all-choices" {
			t.Errorf("O defence row %d: survives %s, the check %+v", i, s, checks[i])
		}
	}
	mut, err := MutantFrame([]int{5})
	if err != nil {
		t.Fatal(err)
	}
	beaten := 0
	for _, s := range mut.Col("survives").Records() {
		if s == "false" {
			beaten++
		}
	}
	if beaten == 0 {
		t.Error("no mutant of the O defence is beaten at n = 5")
	}
	certs, err := Certificates([]int{4}, true)
	if err != nil {
		t.Fatal(err)
	}
	// solver O (2n+1), solver X (2n+3), the rule
	want := []CertificateRow{{N: 4, ByPly: 9, Source: "solver", Claim: "o-survives"},
		{N: 4, ByPly: 11, Source: "solver", Claim: "x-forces"}, {N: 4, ByPly: 9, Source: "odefence rule", Claim: "o-survives"}}
	if len(certs) != len(want) {
		t.Fatalf("certificates: %d rows, want %d", len(certs), len(want))
	}
	cf := certs.Frame()
	for i, r := range certs {
		if r.N != want[i].N || r.ByPly != want[i].ByPly || r.Source != want[i].Source || r.Claim != want[i].Claim {
			t.Errorf("certificate %d: %+v, want %+v", i, r, want[i])
		}
		if r.Entries <= 0 || r.GzipBytes <= 0 || r.GzipBytes >= r.TextBytes || r.CheckPositions <= 0 {
			t.Errorf("certificate %d: sizes %+v", i, r)
		}
		// The frame is the rows, column by column.
		got := cf.Subset([]int{i}).Records()[1]
		exp := []string{fmt.Sprint(r.N), fmt.Sprint(r.ByPly), r.Source, r.Claim, fmt.Sprint(r.Entries), fmt.Sprint(r.TextBytes),
			fmt.Sprint(r.GzipBytes), fmt.Sprint(r.CheckPositions)}
		if fmt.Sprint(got[:8]) != fmt.Sprint(exp) {
			t.Errorf("certificate frame row %d: %v, want %v", i, got[:8], exp)
		}
	}
	rs, err := RecordedSolvesFrame()
	if err != nil || rs.Nrow() < 16 {
		t.Errorf("recorded solves frame: %v, %d rows", err, rs.Nrow())
	}
	ro, err := RecordedODefenceFrame()
	if err != nil || ro.Nrow() == 0 {
		t.Errorf("recorded O defence frame: %v, %d rows", err, ro.Nrow())
	}
}

// DefenceNumbers marks X's completed transversal: n cells of X's stones,
// one in each row and each column, and nothing when X has not won.
func TestDefenceNumbersWon(t *testing.T) {
	g, err := DefenceGame(5, "paper", "")
	if err != nil {
		t.Fatal(err)
	}
	if g.Winner != "X" {
		t.Fatalf("winner %q, want X", g.Winner)
	}
	m := DefenceNumbers(g, "")
	xs := map[transversal.Cell]bool{}
	for i, c := range m.Cells {
		if m.XMove[i] {
			xs[c] = true
		}
	}
	rows, cols := map[int]bool{}, map[int]bool{}
	for _, c := range m.Won {
		if !xs[c] {
			t.Errorf("cell %v of the transversal is not X's", c)
		}
		rows[c.R], cols[c.C] = true, true
	}
	if len(m.Won) != 5 || len(rows) != 5 || len(cols) != 5 {
		t.Fatalf("Won = %v, want a transversal of the 5×5 board", m.Won)
	}
	g.Winner = "O"
	if w := DefenceNumbers(g, "").Won; len(w) != 0 {
		t.Errorf("Won = %v for a game X did not win", w)
	}
}
