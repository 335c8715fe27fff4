package positional_test

import (
	"testing"

	"plylab/engine/positional"
	"plylab/engine/transversal"
)

// BenchmarkTransversalWinsBy asks "does the first player win within P
// plies" of the transversal game on n × n, by the general solver (fast and,
// for n = 4, Plain) and by the dedicated engine (engine/transversal, tables
// of 16 MiB) in the same run; the answers must agree (n = 4: 11 yes, 9 no;
// n = 5: 13 yes, 11 no). This test file only imports engine/transversal, so
// the positional package itself stays independent of it.
//
//	go test -run XXX -bench TransversalWinsBy -benchtime 1x ./engine/positional
func BenchmarkTransversalWinsBy(b *testing.B) {
	for _, c := range []struct{ n, p int }{{4, 9}, {4, 11}, {5, 11}, {5, 13}} {
		sets := transversalSets(c.n)
		g := &positional.Game{Cells: c.n * c.n, Sets: sets, Rule: positional.Strong}
		if err := g.Normalize(); err != nil {
			b.Fatal(err)
		}
		want := c.p == 2*c.n+3
		ded := func(b *testing.B) bool {
			r, err := transversal.Solve(c.n, transversal.SolveOptions{ByPly: c.p, TableMiB: 16})
			if err != nil {
				b.Fatal(err)
			}
			return r.XForcesWin
		}
		gen := func(plain bool) func(b *testing.B) bool {
			return func(b *testing.B) bool {
				win, _, err := positional.WinsBy(g, c.p, positional.Options{Plain: plain})
				if err != nil {
					b.Fatal(err)
				}
				return win
			}
		}
		runs := []struct {
			name string
			f    func(*testing.B) bool
		}{{"dedicated", ded}, {"fast", gen(false)}}
		if c.n == 4 {
			runs = append(runs, struct {
				name string
				f    func(*testing.B) bool
			}{"plain", gen(true)})
		}
		for _, r := range runs {
			b.Run(fmtName(c.n, c.p, r.name), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					if got := r.f(b); got != want {
						b.Fatalf("n=%d P=%d %s: %v, want %v", c.n, c.p, r.name, got, want)
					}
				}
			})
		}
	}
}

func fmtName(n, p int, s string) string {
	return "n" + string(rune('0'+n)) + "/P" + itoa(p) + "/" + s
}

func itoa(x int) string {
	if x < 10 {
		return string(rune('0' + x))
	}
	return itoa(x/10) + string(rune('0'+x%10))
}

func transversalSets(n int) [][]int {
	var out [][]int
	perm := make([]int, n)
	used := make([]bool, n)
	var rec func(r int)
	rec = func(r int) {
		if r == n {
			s := make([]int, n)
			for i, c := range perm {
				s[i] = i*n + c
			}
			out = append(out, s)
			return
		}
		for c := 0; c < n; c++ {
			if !used[c] {
				used[c] = true
				perm[r] = c
				rec(r + 1)
				used[c] = false
			}
		}
	}
	rec(0)
	return out
}
