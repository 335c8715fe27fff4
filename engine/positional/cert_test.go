package positional

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"plylab/engine/inputerr"
)

func certGames() map[string]*Game {
	mk := func(g *Game) *Game {
		if err := g.Normalize(); err != nil {
			panic(err)
		}
		return g
	}
	return map[string]*Game{
		// Tic-tac-toe: a draw, two non-losing sections.
		"tictactoe": mk(&Game{Cells: 9, Sets: lines(3, 3, 3), Rule: Strong}),
		// Maker first on the 3 × 3 lines wins.
		"mb-maker": mk(&Game{Cells: 9, Sets: lines(3, 3, 3), Rule: MakerBreaker, First: "maker"}),
		// Two disjoint pairs: Breaker (second) pairs them and wins.
		"mb-breaker": mk(&Game{Cells: 5, Sets: [][]int{{0, 1}, {2, 3}}, Rule: MakerBreaker, First: "maker"}),
		// Strong on one 2-set in 3 cells with the first player's cell
		// given: the second player, to move, blocks; a draw.
		"strong-second": mk(&Game{Cells: 4, Sets: [][]int{{0, 1}, {2, 3}, {0, 2}}, Rule: Strong, Claimed: [2][]int{{3}, {0}}}),
		"misere":        mk(&Game{Cells: 6, Sets: [][]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}}, Rule: StrongMisere}),
		"ae":            mk(&Game{Cells: 5, Sets: [][]int{{0, 1}, {2, 3}, {1, 4}}, Rule: AvoiderEnforcer, First: "avoider"}),
		"ae-avoider":    mk(&Game{Cells: 4, Sets: [][]int{{0, 1}}, Rule: AvoiderEnforcer, First: "avoider"}),
		"ae-enforcer":   mk(&Game{Cells: 4, Sets: [][]int{{0}, {1}, {2}}, Rule: AvoiderEnforcer, First: "avoider"}),
		"mb-biased":     mk(&Game{Cells: 6, Sets: [][]int{{0, 1, 2}, {3, 4, 5}, {0, 3}}, Rule: MakerBreaker, First: "breaker", Bias: [2]int{2, 1}}),
	}
}

// TestCertificateRoundTrip: every written certificate passes the checker,
// which reports the solver's outcome and plies; the outcomes cover every
// kind of section.
func TestCertificateRoundTrip(t *testing.T) {
	seen := map[Outcome]bool{}
	for name, g := range certGames() {
		res, err := Solve(g, Options{Plain: true})
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		st, err := WriteCertificate(&buf, g, Options{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if st.Outcome != res.Outcome || st.Plies != res.Plies {
			t.Fatalf("%s: certificate %s/%d, plain solve %s/%d", name, st.Outcome, st.Plies, res.Outcome, res.Plies)
		}
		rep, err := CheckCertificate(bytes.NewReader(buf.Bytes()), g)
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, buf.String())
		}
		if rep.Outcome != res.Outcome || rep.Plies != res.Plies || rep.Lines != st.Lines {
			t.Fatalf("%s: checked %+v, solved %+v, written %+v", name, rep, res, st)
		}
		var sum int64
		for _, n := range rep.WinPlies {
			sum += n
		}
		if res.Plies >= 0 && sum != rep.Lines {
			t.Fatalf("%s: %d winning lines of %d", name, sum, rep.Lines)
		}
		// The length the certificate proves is optimal: no win two plies
		// sooner (plain search).
		if res.Plies > 2 {
			if win, _, _ := WinsBy(g, res.Plies-2, Options{Plain: true}); win && (g.Rule == MakerBreaker || g.Rule == AvoiderEnforcer) {
				t.Fatalf("%s: a win within %d plies, the certificate proves %d", name, res.Plies-2, res.Plies)
			}
		}
		// Deterministic bytes.
		var again bytes.Buffer
		WriteCertificate(&again, g, Options{Workers: 1})
		if !bytes.Equal(again.Bytes(), buf.Bytes()) {
			t.Fatalf("%s: two writes differ", name)
		}
		seen[res.Outcome] = true
	}
	for _, o := range []Outcome{Draw, Maker, Breaker, Avoider, Enforcer} {
		if !seen[o] {
			t.Errorf("no certificate with outcome %s", o)
		}
	}
}

// TestCertificateTampered: edits of a valid certificate are rejected with
// a reason naming the line.
func TestCertificateTampered(t *testing.T) {
	g := certGames()["mb-maker"]
	var buf bytes.Buffer
	if _, err := WriteCertificate(&buf, g, Options{}); err != nil {
		t.Fatal(err)
	}
	orig := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	edits := map[string]func([]string) []string{
		"drop a defence": func(l []string) []string { return append(l[:5:5], l[6:]...) },
		"drop a defence, count kept": func(l []string) []string {
			l[3] = strings.Replace(l[3], "lines 111", "lines 110", 1)
			return append(l[:5:5], l[6:]...)
		},
		"wrong plies": func(l []string) []string {
			l[2] = strings.Replace(l[2], "plies 7", "plies 5", 1)
			return l
		},
		"wrong outcome": func(l []string) []string { l[2] = "outcome breaker plies -1"; return l },
		"cell changed": func(l []string) []string {
			f := strings.Fields(l[6])
			f[len(f)-1] = f[0]
			l[6] = strings.Join(f, " ")
			return l
		},
		"truncated line": func(l []string) []string {
			f := strings.Fields(l[6])
			l[6] = strings.Join(f[:len(f)-1], " ")
			return l
		},
		"swapped lines": func(l []string) []string { l[5], l[6] = l[6], l[5]; return l },
		"other game":    func(l []string) []string { l[1] = strings.Replace(l[1], `"cells":9`, `"cells":10`, 1); return l },
		"no end":        func(l []string) []string { return l[:len(l)-1] },
	}
	for name, edit := range edits {
		l := edit(append([]string(nil), orig...))
		_, err := CheckCertificate(strings.NewReader(strings.Join(l, "\n")+"\n"), g)
		var ce *inputerr.Error
		if !errors.As(err, &ce) || ce.Line < 1 {
			t.Errorf("%s: accepted or no line named: %v", name, err)
		} else {
			t.Logf("%s: %v", name, err)
		}
	}
}

// A start position that is already decided has no strategy to certify:
// WriteCertificate refuses it, as CheckCertificate would refuse the file.
func TestWriteCertificateRefusesDecidedStart(t *testing.T) {
	for _, line := range []string{
		`{"id":"a","cells":7,"sets":[[0],[1],[2],[6]],"rule":"strong","claimed":{"first":[6],"second":[]}}`,
		`{"id":"n","cells":7,"sets":[[0,1],[2,3]],"rule":"strong","claimed":{"first":[0,2],"second":[1,3]}}`,
	} {
		_, g, err := ParseInstance([]byte(line))
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if _, err := WriteCertificate(&buf, g, Options{}); err == nil {
			t.Errorf("%s: a certificate was written for a decided start:\n%s", line, buf.String())
		}
	}
}
