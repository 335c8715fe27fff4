package transversal

import (
	"math/rand"
	"testing"
)

// canonAllSymmetries lists the whole group (row perms × column perms × transpose)
// of the n×n board: the brute-force reference for canonical forms.
func canonAllSymmetries(n int) []Symmetry {
	perms := canonPerms(n)
	var out []Symmetry
	for _, t := range []bool{false, true} {
		for _, rp := range perms {
			for _, cp := range perms {
				g := Identity()
				g.Transpose = t
				for i := 0; i < n; i++ {
					g.Row[i], g.Col[i] = int8(rp[i]), int8(cp[i])
				}
				out = append(out, g)
			}
		}
	}
	return out
}

func canonPerms(n int) [][]int {
	if n == 0 {
		return [][]int{{}}
	}
	var out [][]int
	for _, p := range canonPerms(n - 1) {
		for i := 0; i <= n-1; i++ {
			q := append(append(append([]int{}, p[:i]...), n-1), p[i:]...)
			out = append(out, q)
		}
	}
	return out
}

// canonBruteMin is the least key over the orbit of p: a canonical form by brute force.
func canonBruteMin(p *Position, n int, group []Symmetry) Key {
	var best Key
	for i := range group {
		q := p.Map(&group[i], n)
		k := KeyOf(&q, n)
		if i == 0 || canonKeyLess(k, best) {
			best = k
		}
	}
	return best
}

func canonKeyLess(a, b Key) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

func canonRandomPosition(rng *rand.Rand, n, x, o int) Position {
	var p Position
	for p.X.Len() < x {
		p.X.Add(Cell{rng.Intn(n), rng.Intn(n)})
	}
	for p.O.Len() < o {
		c := Cell{rng.Intn(n), rng.Intn(n)}
		if !p.X.Has(c) {
			p.O.Add(c)
		}
	}
	return p
}

func TestKeyRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for n := 1; n <= KeyMaxN; n++ {
		for i := 0; i < 200; i++ {
			x := rng.Intn(n*n/2 + 1)
			p := canonRandomPosition(rng, n, x, rng.Intn(n*n-x+1))
			if q := KeyOf(&p, n).Position(n); q != p {
				t.Fatalf("n=%d: key round trip changed the position", n)
			}
		}
	}
}

// TestCanonOrbitsN3 compares Canon with brute force over the whole group on
// every position of the 3×3 board (3⁹ boards): two boards get the same
// canonical form exactly when they lie in one orbit.
func TestCanonOrbitsN3(t *testing.T) {
	canonCheckAllBoards(t, 3, 9)
}

// TestCanonOrbitsN4 does the same on the 4×4 board for every board with at
// most 6 stones (1152 symmetries each).
func TestCanonOrbitsN4(t *testing.T) {
	canonCheckAllBoards(t, 4, 6)
}

func canonCheckAllBoards(t *testing.T, n, maxStones int) {
	group := canonAllSymmetries(n)
	var boards []Position
	var rec func(i, stones int, p Position)
	rec = func(i, stones int, p Position) {
		if i == n*n {
			boards = append(boards, p)
			return
		}
		r, c := i/n, i%n
		rec(i+1, stones, p)
		if stones < maxStones {
			q := p
			q.X.Add(Cell{r, c})
			rec(i+1, stones+1, q)
			q = p
			q.O.Add(Cell{r, c})
			rec(i+1, stones+1, q)
		}
	}
	rec(0, 0, Position{})
	// Brute force: orbit numbers by applying the whole group to one board
	// of each orbit.
	orbit := map[Key]int{}
	norb := 0
	for i := range boards {
		k := KeyOf(&boards[i], n)
		if _, ok := orbit[k]; ok {
			continue
		}
		for j := range group {
			q := boards[i].Map(&group[j], n)
			orbit[KeyOf(&q, n)] = norb
		}
		norb++
	}
	canonOrbit := map[Key]int{}
	for i := range boards {
		p := &boards[i]
		c, g := Canon(p, n)
		if !g.Valid(n) {
			t.Fatalf("invalid symmetry for %v", p)
		}
		if m := p.Map(&g, n); m != c {
			t.Fatalf("symmetry does not carry the board onto its canonical form")
		}
		ck := KeyOf(&c, n)
		o := orbit[KeyOf(p, n)]
		if old, ok := canonOrbit[ck]; ok && old != o {
			t.Fatalf("n=%d: two boards of different orbits share a canonical form", n)
		}
		canonOrbit[ck] = o
	}
	if len(canonOrbit) != norb {
		t.Fatalf("n=%d: %d canonical forms for %d orbits", n, len(canonOrbit), norb)
	}
	t.Logf("n=%d: %d boards, %d orbits", n, len(boards), norb)
}

// TestCanonInvariant maps random positions by random symmetries on boards up
// to 11×11 and checks the canonical form does not move.
func TestCanonInvariant(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for n := 2; n <= KeyMaxN; n++ {
		for i := 0; i < 300; i++ {
			x := rng.Intn(2*n + 2)
			if x > n*n/2 {
				x = n * n / 2
			}
			o := x - rng.Intn(2)
			if o < 0 {
				o = 0
			}
			p := canonRandomPosition(rng, n, x, o)
			if i%3 == 0 { // a matching-heavy position: many symmetric components
				p = Position{}
				for j := 0; j < n-1; j++ {
					p.X.Add(Cell{j, j})
					if j%2 == 0 {
						p.O.Add(Cell{j, (j + 1) % n})
					}
				}
			}
			c, g := Canon(&p, n)
			if m := p.Map(&g, n); m != c {
				t.Fatalf("n=%d: symmetry does not carry the board onto its canonical form", n)
			}
			h := Identity()
			h.Transpose = rng.Intn(2) == 0
			rp, cp := rng.Perm(n), rng.Perm(n)
			for j := 0; j < n; j++ {
				h.Row[j], h.Col[j] = int8(rp[j]), int8(cp[j])
			}
			q := p.Map(&h, n)
			c2, _ := Canon(&q, n)
			if c2 != c {
				t.Fatalf("n=%d: canonical form changed under a symmetry", n)
			}
			hi := h.Inverse(n)
			if back := q.Map(&hi, n); back != p {
				t.Fatalf("n=%d: Inverse is not the inverse", n)
			}
		}
	}
}

func BenchmarkCanon(b *testing.B) {
	for _, n := range []int{6, 8, 10} {
		rng := rand.New(rand.NewSource(3))
		var ps []Position
		for i := 0; i < 256; i++ {
			k := rng.Intn(n + 1)
			ps = append(ps, canonRandomPosition(rng, n, k+1, k))
		}
		b.Run("n="+canonItoa(n), func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				_ = CanonKey(&ps[i&255], n)
			}
		})
	}
}

func canonItoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return canonItoa(i/10) + string(rune('0'+i%10))
}

// TestMoveRepsCoverEveryOrbit: the twin representatives reach exactly the
// canonical children that all free cells reach.
func TestMoveRepsCoverEveryOrbit(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for n := 2; n <= 8; n++ {
		for i := 0; i < 200; i++ {
			k := min(rng.Intn(n+2), n*n/2-1)
			p := canonRandomPosition(rng, n, k, k-rng.Intn(2)*min(k, 1))
			all, reps := map[Key]bool{}, map[Key]bool{}
			for _, m := range solveFreeCells(&p, n) {
				q := p
				q.X.Add(m)
				all[CanonKey(&q, n)] = true
			}
			for _, m := range solveMoveReps(&p, n) {
				q := p
				q.X.Add(m)
				reps[CanonKey(&q, n)] = true
			}
			if len(all) != len(reps) {
				t.Fatalf("n=%d: %d child orbits, the representatives reach %d", n, len(all), len(reps))
			}
		}
	}
}
