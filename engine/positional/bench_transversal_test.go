package positional_test

import (
	"fmt"
	"testing"

	"plylab/engine/positional"
	"plylab/engine/positional/gen"
	"plylab/engine/transversal"
)

// BenchmarkTransversalWinsBy asks "does the first player win within P
// plies" of the transversal game on n × n, by the general solver (fast and,
// for n = 4, Plain) and by the dedicated engine (engine/transversal, tables
// of 16 MiB) in the same run; the answers must agree (n = 4: 11 yes, 9 no;
// n = 5: 13 yes, 11 no). This external test file imports engine/transversal
// (and the generator), so the positional package itself stays independent
// of them.
//
//	go test -run XXX -bench TransversalWinsBy -benchtime 1x ./engine/positional
func BenchmarkTransversalWinsBy(b *testing.B) {
	for _, c := range []struct{ n, p int }{{4, 9}, {4, 11}, {5, 11}, {5, 13}} {
		g, err := gen.Transversal(c.n)
		if err != nil {
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
		general := func(plain bool) func(b *testing.B) bool {
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
		}{{"dedicated", ded}, {"fast", general(false)}}
		if c.n == 4 {
			runs = append(runs, struct {
				name string
				f    func(*testing.B) bool
			}{"plain", general(true)})
		}
		for _, r := range runs {
			b.Run(fmt.Sprintf("n%d/P%d/%s", c.n, c.p, r.name), func(b *testing.B) {
				for b.Loop() {
					if got := r.f(b); got != want {
						b.Fatalf("n=%d P=%d %s: %v, want %v", c.n, c.p, r.name, got, want)
					}
				}
			})
		}
	}
}
