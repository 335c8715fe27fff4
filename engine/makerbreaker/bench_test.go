package makerbreaker

import (
	"fmt"
	"testing"
)

// Speed of the calculus and the parsers (run: go test -bench . -benchmem).

func l5Certificate(b *testing.B) (*Certificate, *Recon, []byte) {
	b.Helper()
	sh, _ := ParseShape("l5")
	s, _ := NewSearcher(sh, SearchOptions{MaxHeight: 8})
	res := s.Run()
	c, r, _, err := res.Certificate(sh, Dialect21)
	if err != nil {
		b.Fatal(err)
	}
	raw, _ := c.Bytes()
	return c, r, raw
}

func BenchmarkLoad21(b *testing.B) {
	_, _, raw := l5Certificate(b)
	sh, _ := ParseShape("l5")
	b.SetBytes(int64(len(raw)))
	for b.Loop() {
		if _, _, err := Load(Dialect21, "b", raw, sh); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkConvert21To25(b *testing.B) {
	c, r, _ := l5Certificate(b)
	for b.Loop() {
		if _, _, _, err := Convert(c, r, Dialect25); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCombine(b *testing.B) {
	_, r, _ := l5Certificate(b)
	last := r.Cards[len(r.Cards)-1]
	kids := []Card{r.Cards[len(r.Cards)-2], r.Cards[len(r.Cards)-3].Place(Placement{R: Syms[5], T: Point{1, 1}})}
	for b.Loop() {
		Combine(last.Pivot, kids)
	}
}

func BenchmarkCanonical(b *testing.B) {
	M := []Point{{0, 0}, {1, 0}, {3, 0}, {2, 2}, {4, 1}, {0, 3}}
	B := []Point{{2, 0}, {1, 1}, {5, 0}, {-1, 2}, {3, 3}}
	var cz canonicalizer
	for b.Loop() {
		cz.canonical(M, B)
	}
}

// The search with its symmetry-aware memo, and the ablation keyed by the
// exact position: the ratio of their times (and of the positions they
// examine) is the memo's effect.
func BenchmarkSearch(b *testing.B) {
	for _, shape := range []string{"i4", "l5"} {
		for _, plain := range []bool{false, true} {
			name := fmt.Sprintf("%s/symmetry-memo", shape)
			if plain {
				name = fmt.Sprintf("%s/plain-memo", shape)
			}
			b.Run(name, func(b *testing.B) {
				sh, _ := ParseShape(shape)
				var nodes uint64
				for b.Loop() {
					s, _ := NewSearcher(sh, SearchOptions{MaxHeight: 8, PlainMemo: plain})
					if !s.Run().Found {
						b.Fatal("no proof")
					}
					nodes = s.Stats.Nodes
				}
				b.ReportMetric(float64(nodes), "positions")
			})
		}
	}
}

// The calculus against exhaustive play: proving the Z-tetromino in 4 by the
// search (cards bottom-up) versus deciding it on the search's 17-cell
// envelope by the exhaustive solver.
func BenchmarkZ4SearchVersusSolver(b *testing.B) {
	sh, _ := ParseShape("z4")
	s, _ := NewSearcher(sh, SearchOptions{MaxHeight: 6})
	env := s.Run().Card.T
	b.Run("search", func(b *testing.B) {
		for b.Loop() {
			s, _ := NewSearcher(sh, SearchOptions{MaxHeight: 6})
			s.Run()
		}
	})
	b.Run("solver", func(b *testing.B) {
		for b.Loop() {
			if ok, _ := MakerWins(sh, env, nil, nil, 4); !ok {
				b.Fatal("solver disagrees")
			}
		}
	})
}
