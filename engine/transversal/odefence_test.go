package transversal

import (
	"testing"
)

// TestODefenceSurvives: the rule keeps X from completing by ply 2n+1 against
// every X play (plain branching, no pruning), with one choice and with
// every choice the rule allows.
func TestODefenceSurvives(t *testing.T) {
	for n := 2; n <= 6; n++ {
		for _, all := range []bool{false, true} {
			if all && n > 5 {
				continue
			}
			r, err := VerifyODefence(n, ODefenceOptions{AllChoices: all})
			if err != nil {
				t.Fatal(err)
			}
			if !r.Survives {
				t.Fatalf("n=%d %s: X beats the rule: %s", n, r.Mode, r.Counterexample)
			}
			if r.Steps[4] == 0 && n >= 3 {
				t.Errorf("n=%d: the tempo step D4 never fired", n)
			}
		}
	}
}

// TestODefenceAgreesWithSolver: the rule survives to 2n+1 and the solver
// finds no forced X win by 2n+1; both see X win by 2n+3 (the verifier must
// find a line beating the rule there, the solver a forced win).
func TestODefenceAgreesWithSolver(t *testing.T) {
	for n := 4; n <= 5; n++ {
		r, _ := VerifyODefence(n, ODefenceOptions{ByPly: 2*n + 3})
		if r.Survives {
			t.Fatalf("n=%d: the rule survives to ply 2n+3, contradicting Theorem A", n)
		}
		replayODefence(t, n, r.CounterexampleLine, "", true)
		for _, P := range []int{2*n + 1, 2*n + 3} {
			v, _, _ := SolvePosition(&Position{}, n, P, 4)
			if v != (P == 2*n+3) {
				t.Fatalf("n=%d P=%d: solver says %v", n, P, v)
			}
		}
	}
}

// replayODefence replays a counterexample line from the empty board, checking
// every move is legal, every O move is one the (mutant) rule allows, nobody
// completes early, and X completes with the last move.
func replayODefence(t *testing.T, n int, line []Cell, mutant string, xWins bool) {
	t.Helper()
	var p Position
	for i, m := range line {
		if !p.Free(m) || m.R < 0 || m.R >= n || m.C < 0 || m.C >= n {
			t.Fatalf("move %d %v is not a free cell", i+1, m)
		}
		if i%2 == 1 {
			allowed, _ := odMoves(&p, n, mutant)
			if !allowed.Has(m) {
				t.Fatalf("O's move %d %v is not allowed by the rule", i+1, m)
			}
			p.O.Add(m)
			if Nu(&p.O, n) == n {
				t.Fatalf("O completes at ply %d", i+1)
			}
			continue
		}
		p.X.Add(m)
		if Nu(&p.X, n) == n {
			if i != len(line)-1 {
				t.Fatalf("X completes early, at ply %d", i+1)
			}
			return
		}
	}
	if xWins {
		t.Fatalf("the line ends without an X transversal")
	}
}

// TestODefenceMutantsBreak: each weakened rule is beaten somewhere, and the
// counterexample replays.
func TestODefenceMutantsBreak(t *testing.T) {
	for _, c := range []struct {
		mutant string
		n      int
	}{{"no-block", 4}, {"no-tempo", 4}, {"any-corner", 5}, {"worst-corner", 5}} {
		r, err := VerifyODefence(c.n, ODefenceOptions{Mutant: c.mutant})
		if err != nil {
			t.Fatal(err)
		}
		if r.Survives {
			t.Fatalf("mutant %s survives at n=%d", c.mutant, c.n)
		}
		if len(r.CounterexampleLine) > 2*c.n+1 {
			t.Fatalf("mutant %s: counterexample longer than 2n+1 plies", c.mutant)
		}
		replayODefence(t, c.n, r.CounterexampleLine, c.mutant, true)
	}
}

// TestODefenceCertificate: the rule written as an O strategy passes the
// independent checker.
func TestODefenceCertificate(t *testing.T) {
	for n := 3; n <= 6; n++ {
		r, err := VerifyODefence(n, ODefenceOptions{Certificate: true})
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Check(r.Certificate)
		if err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		if rep.Claim != ClaimOSurvives || rep.ByPly != 2*n+1 {
			t.Fatalf("n=%d: wrong claim %s %d", n, rep.Claim, rep.ByPly)
		}
	}
}

// TestODefenceMoveIsSymmetric: ODefenceMove commutes with the symmetries.
func TestODefenceMoveIsSymmetric(t *testing.T) {
	for n := 3; n <= 6; n++ {
		for _, g := range []Symmetry{canonSomeSymmetry(n, 1), canonSomeSymmetry(n, 2)} {
			var p Position
			p.X.Add(Cell{0, 1})
			p.O.Add(Cell{2, 1})
			p.X.Add(Cell{1, 2})
			m, _ := ODefenceMove(&p, n)
			q := p.Map(&g, n)
			mq, _ := ODefenceMove(&q, n)
			a, b := p, q
			a.O.Add(m)
			b.O.Add(mq)
			if CanonKey(&a, n) != CanonKey(&b, n) {
				t.Fatalf("n=%d: replies to symmetric positions are not symmetric", n)
			}
		}
	}
}

func canonSomeSymmetry(n, seed int) Symmetry {
	g := Identity()
	g.Transpose = seed%2 == 1
	for i := 0; i < n; i++ {
		g.Row[i] = int8((i + seed) % n)
		g.Col[i] = int8((n - 1 - i + seed) % n)
	}
	return g
}

// TestPlayODefence: the §4 strategy and the solver's fastest X both beat the
// rule exactly at ply 2n+3, never earlier.
func TestPlayODefence(t *testing.T) {
	for n := 4; n <= 6; n++ {
		for _, x := range []string{"paper", "solver"} {
			if x == "solver" && n > 5 {
				continue
			}
			g, err := PlayODefence(n, x, nil)
			if err != nil {
				t.Fatal(err)
			}
			if g.Winner != "X" || g.WinPly != 2*n+3 {
				t.Fatalf("n=%d X=%s: winner %q at ply %d, want X at %d", n, x, g.Winner, g.WinPly, 2*n+3)
			}
		}
	}
	// A chosen opening: X starts with a cherry, (1,1) and (2,1).
	g, err := PlayODefence(5, "solver", []Cell{{0, 0}, {1, 0}})
	if err != nil {
		t.Fatal(err)
	}
	if g.Winner == "X" && g.WinPly < 13 {
		t.Fatalf("X beat the rule at ply %d", g.WinPly)
	}
}

// TestODefenceDeterministic: the counts, and the counterexample of a
// weakened rule, do not depend on the number of workers.
func TestODefenceDeterministic(t *testing.T) {
	for _, mut := range []string{"", "any-corner"} {
		a, _ := VerifyODefence(6, ODefenceOptions{Mutant: mut, Workers: 1})
		b, _ := VerifyODefence(6, ODefenceOptions{Mutant: mut, Workers: 2})
		if a.Positions != b.Positions || a.XMoves != b.XMoves || a.Steps != b.Steps || a.Counterexample != b.Counterexample {
			t.Fatalf("mutant %q: 1 worker %d %d %v %q, 2 workers %d %d %v %q", mut,
				a.Positions, a.XMoves, a.Steps, a.Counterexample, b.Positions, b.XMoves, b.Steps, b.Counterexample)
		}
	}
}

// Shards of a run, merged, give the whole run's verdict and counterexample;
// every work item is done by exactly one shard; a run resumed from the items
// of an interrupted one gives the whole run's verdict too.
func TestODefenceShardsAndResume(t *testing.T) {
	for _, c := range []struct {
		n      int
		mutant string
	}{{6, ""}, {5, "no-tempo"}, {6, "any-corner"}} {
		whole, err := VerifyODefence(c.n, ODefenceOptions{Mutant: c.mutant})
		if err != nil {
			t.Fatal(err)
		}
		var parts [][]ODItem
		var prefix ODItem
		for i := 0; i < 3; i++ {
			r, err := VerifyODefence(c.n, ODefenceOptions{Mutant: c.mutant, ShardIndex: i, ShardCount: 3, Workers: 2})
			if err != nil {
				t.Fatal(err)
			}
			parts = append(parts, r.Items)
			prefix = r.Prefix
		}
		for i := range parts[0] {
			done := 0
			for _, p := range parts {
				if p[i].Done {
					done++
				}
			}
			if done != 1 {
				t.Fatalf("n=%d %s: item %d done by %d shards", c.n, c.mutant, i, done)
			}
		}
		m, err := MergeODefence(c.n, 2*c.n+1, whole.Mode, prefix, parts)
		if err != nil {
			t.Fatal(err)
		}
		if m.Survives != whole.Survives || m.Counterexample != whole.Counterexample {
			t.Errorf("n=%d %s: merged %v %q, whole %v %q", c.n, c.mutant, m.Survives, m.Counterexample, whole.Survives, whole.Counterexample)
		}
		if whole.Survives && (m.Positions < whole.Positions || m.XMoves < whole.XMoves) {
			t.Errorf("n=%d %s: merged counts %d/%d below the whole run's %d/%d", c.n, c.mutant, m.Positions, m.XMoves, whole.Positions, whole.XMoves)
		}
		if _, err := MergeODefence(c.n, 2*c.n+1, whole.Mode, prefix, parts[:2]); err == nil {
			t.Errorf("n=%d %s: merging two of three shards gave no error", c.n, c.mutant)
		}

		// Resume: the first half of the items from a previous run.
		prior := make([]ODItem, len(whole.Items))
		for i := 0; i < len(prior)/2; i++ {
			prior[i] = whole.Items[i]
		}
		calls := 0
		r, err := VerifyODefence(c.n, ODefenceOptions{Mutant: c.mutant, Prior: prior, Workers: 1, OnItem: func([]ODItem) { calls++ }})
		if err != nil {
			t.Fatal(err)
		}
		if r.Survives != whole.Survives || r.Counterexample != whole.Counterexample {
			t.Errorf("n=%d %s: resumed %v %q, whole %v %q", c.n, c.mutant, r.Survives, r.Counterexample, whole.Survives, whole.Counterexample)
		}
		for i := 0; i < len(prior)/2; i++ {
			if r.Items[i].Positions != whole.Items[i].Positions || r.Items[i].Counterexample != whole.Items[i].Counterexample {
				t.Errorf("n=%d %s: resumed item %d changed", c.n, c.mutant, i)
			}
		}
		if calls != len(prior)-len(prior)/2 && whole.Survives {
			t.Errorf("n=%d %s: OnItem called %d times for %d items run", c.n, c.mutant, calls, len(prior)-len(prior)/2)
		}
	}
	if _, err := VerifyODefence(5, ODefenceOptions{Prior: make([]ODItem, 1)}); err == nil {
		t.Error("a checkpoint with the wrong number of items was accepted")
	}
}
