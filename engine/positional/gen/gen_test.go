package gen

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"testing"

	"plylab/engine/graphgames"
	"plylab/engine/hex"
	"plylab/engine/makerbreaker"
	"plylab/engine/positional"
)

func pos(x int) int { return max(x, 0) }

func ipow(b, e int) int {
	p := 1
	for ; e > 0; e-- {
		p *= b
	}
	return p
}

func TestMNKCount(t *testing.T) {
	for _, c := range [][3]int{{3, 3, 3}, {4, 4, 3}, {4, 4, 4}, {5, 5, 4}, {3, 5, 3}, {5, 3, 3}, {4, 5, 4}, {6, 7, 4}, {2, 6, 3}, {1, 5, 2}, {5, 5, 2}} {
		m, n, k := c[0], c[1], c[2]
		g, err := MNK(m, n, k)
		if err != nil {
			t.Fatal(err)
		}
		want := m*pos(n-k+1) + n*pos(m-k+1) + 2*pos(m-k+1)*pos(n-k+1)
		if len(g.Sets) != want {
			t.Errorf("%d,%d,%d: %d sets, formula %d", m, n, k, len(g.Sets), want)
		}
		// Every set is k equally spaced cells on one line of the grid.
		for _, s := range g.Sets {
			if len(s) != k {
				t.Fatalf("%d,%d,%d: set %v has %d cells", m, n, k, s, len(s))
			}
			dr, dc := s[1]/n-s[0]/n, s[1]%n-s[0]%n
			for i := 1; i < k; i++ {
				if s[i]/n-s[i-1]/n != dr || s[i]%n-s[i-1]%n != dc || dr < -1 || dr > 1 || dc < -1 || dc > 1 {
					t.Fatalf("%d,%d,%d: set %v is not a line", m, n, k, s)
				}
			}
		}
	}
	if g := TicTacToe(); len(g.Sets) != 8 || g.Labels[0] != "a1" || g.Labels[5] != "c2" {
		t.Fatalf("tic-tac-toe: %d sets, labels %v", len(g.Sets), g.Labels)
	}
	for _, bad := range [][3]int{{0, 3, 3}, {3, 3, 4}, {3, 3, 0}, {20, 20, 5}} {
		if _, err := MNK(bad[0], bad[1], bad[2]); err == nil {
			t.Errorf("MNK%v accepted", bad)
		}
	}
}

func TestKDCount(t *testing.T) {
	for _, c := range [][2]int{{3, 2}, {4, 3}, {3, 3}, {2, 3}, {5, 2}, {2, 2}, {3, 4}, {4, 2}, {3, 1}} {
		k, d := c[0], c[1]
		g, err := KD(k, d)
		if err != nil {
			t.Fatal(err)
		}
		want := (ipow(k+2, d) - ipow(k, d)) / 2
		if len(g.Sets) != want {
			t.Errorf("%d^%d: %d lines, formula %d", k, d, len(g.Sets), want)
		}
		// Every line: k points, consecutive differences constant in each
		// coordinate and in {-1, 0, 1}.
		for _, s := range g.Sets {
			if len(s) != k {
				t.Fatalf("%d^%d: %v has %d points", k, d, s, len(s))
			}
			coords := func(p int) []int {
				x := make([]int, d)
				for i := d - 1; i >= 0; i-- {
					x[i] = p % k
					p /= k
				}
				return x
			}
			for i := 2; i < len(s); i++ {
				// Sorted by cell number, a line runs in one direction.
				a, b, c := coords(s[i-2]), coords(s[i-1]), coords(s[i])
				for j := range a {
					if b[j]-a[j] != c[j]-b[j] || b[j]-a[j] < -1 || b[j]-a[j] > 1 {
						t.Fatalf("%d^%d: %v is not a line", k, d, s)
					}
				}
			}
		}
	}
	q, _ := KD(4, 3)
	if len(q.Sets) != 76 {
		t.Fatalf("Qubic has %d lines, want 76", len(q.Sets))
	}
}

func TestTransversalCount(t *testing.T) {
	fact := 1
	for n := 1; n <= 7; n++ {
		fact *= n
		g, err := Transversal(n)
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Sets) != fact {
			t.Errorf("n = %d: %d sets, n! = %d", n, len(g.Sets), fact)
		}
		for _, s := range g.Sets {
			rows, cols := map[int]bool{}, map[int]bool{}
			for _, c := range s {
				rows[c/n], cols[c%n] = true, true
			}
			if len(s) != n || len(rows) != n || len(cols) != n {
				t.Fatalf("n = %d: %v is not a transversal", n, s)
			}
		}
	}
}

func TestCliqueCount(t *testing.T) {
	binom := func(n, k int) int {
		r := 1
		for i := 0; i < k; i++ {
			r = r * (n - i) / (i + 1)
		}
		return r
	}
	for _, c := range [][2]int{{6, 3}, {5, 3}, {7, 4}, {4, 2}, {8, 3}} {
		n, k := c[0], c[1]
		g, err := Clique(n, k)
		if err != nil {
			t.Fatal(err)
		}
		if g.Cells != binom(n, 2) || len(g.Sets) != binom(n, k) {
			t.Errorf("K_%d in K_%d: %d cells, %d sets; want %d, %d", k, n, g.Cells, len(g.Sets), binom(n, 2), binom(n, k))
		}
		for _, s := range g.Sets {
			verts := map[string]bool{}
			for _, e := range s {
				var a, b int
				fmt.Sscanf(g.Labels[e], "%d-%d", &a, &b)
				verts[fmt.Sprint(a)], verts[fmt.Sprint(b)] = true, true
			}
			if len(s) != binom(k, 2) || len(verts) != k {
				t.Fatalf("K_%d in K_%d: set %v spans %d vertices", k, n, s, len(verts))
			}
		}
	}
	sim := Sim()
	if sim.Cells != 15 || len(sim.Sets) != 20 || sim.Rule != positional.StrongMisere {
		t.Fatalf("Sim: %d cells, %d sets, rule %v", sim.Cells, len(sim.Sets), sim.Rule)
	}
}

// adjacent is the essay's Hex adjacency written out again: (r, c) touches
// (r, c±1), (r±1, c), (r−1, c+1), (r+1, c−1).
func adjacent(r1, c1, r2, c2 int) bool {
	dr, dc := r2-r1, c2-c1
	switch [2]int{dr, dc} {
	case [2]int{0, 1}, [2]int{0, -1}, [2]int{1, 0}, [2]int{-1, 0}, [2]int{-1, 1}, [2]int{1, -1}:
		return true
	}
	return false
}

// bruteHexChains: every cell subset that joins column 0 to the last column
// (by a flood fill), keeping the inclusion-minimal ones. Boards ≤ 16 cells.
func bruteHexChains(rows, cols int) map[uint64]bool {
	n := rows * cols
	joins := func(s uint64) bool {
		var seen uint64
		var stack []int
		for r := 0; r < rows; r++ {
			if c := r * cols; s>>uint(c)&1 == 1 {
				seen |= 1 << uint(c)
				stack = append(stack, c)
			}
		}
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if x%cols == cols-1 {
				return true
			}
			for y := 0; y < n; y++ {
				if s>>uint(y)&1 == 1 && seen>>uint(y)&1 == 0 && adjacent(x/cols, x%cols, y/cols, y%cols) {
					seen |= 1 << uint(y)
					stack = append(stack, y)
				}
			}
		}
		return false
	}
	out := map[uint64]bool{}
	for s := uint64(1); s < 1<<uint(n); s++ {
		if !joins(s) {
			continue
		}
		minimal := true
		for t := s; t != 0; t &= t - 1 {
			if joins(s &^ (t & -t)) {
				minimal = false
				break
			}
		}
		if minimal {
			out[s] = true
		}
	}
	return out
}

func bits(s []int) uint64 {
	var b uint64
	for _, c := range s {
		b |= 1 << uint(c)
	}
	return b
}

func TestHexChains(t *testing.T) {
	// The essay's counts on n × (n+1), also counted by engine/hex's walk.
	for _, c := range []struct{ n, want int }{{2, 5}, {3, 25}, {4, 148}, {5, 1225}} {
		g, err := Hex(c.n, c.n+1, "breaker")
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Sets) != c.want || uint64(c.want) != hex.CountChains(hex.MustBoard(c.n, c.n+1)) {
			t.Errorf("Hex %d×%d: %d chains, essay %d", c.n, c.n+1, len(g.Sets), c.want)
		}
		if g.Rule != positional.MakerBreaker || g.First != "breaker" {
			t.Errorf("Hex: rule %v first %s", g.Rule, g.First)
		}
	}
	// The same family as a brute-force enumeration of minimal joining sets.
	for _, sh := range [][2]int{{2, 3}, {3, 3}, {3, 4}, {2, 5}, {4, 3}, {1, 4}, {4, 4}} {
		g, err := Hex(sh[0], sh[1], "maker")
		if err != nil {
			t.Fatal(err)
		}
		want := bruteHexChains(sh[0], sh[1])
		if len(g.Sets) != len(want) {
			t.Fatalf("Hex %v: %d chains, brute force %d", sh, len(g.Sets), len(want))
		}
		for _, s := range g.Sets {
			if !want[bits(s)] {
				t.Fatalf("Hex %v: %v is not a minimal chain", sh, s)
			}
		}
	}
}

// orient is every rotation and reflection of cells, each translated to
// the origin, without repeats, written independently of makerbreaker.
func orient(cells [][2]int) [][][2]int {
	var out [][][2]int
	seen := map[string]bool{}
	for _, m := range [][4]int{{1, 0, 0, 1}, {0, -1, 1, 0}, {-1, 0, 0, -1}, {0, 1, -1, 0}, {-1, 0, 0, 1}, {1, 0, 0, -1}, {0, 1, 1, 0}, {0, -1, -1, 0}} {
		var o [][2]int
		minx, miny := 1<<30, 1<<30
		for _, p := range cells {
			q := [2]int{m[0]*p[0] + m[1]*p[1], m[2]*p[0] + m[3]*p[1]}
			o = append(o, q)
			minx, miny = min(minx, q[0]), min(miny, q[1])
		}
		for i := range o {
			o[i][0] -= minx
			o[i][1] -= miny
		}
		sort.Slice(o, func(i, j int) bool { return o[i][0] < o[j][0] || o[i][0] == o[j][0] && o[i][1] < o[j][1] })
		key := fmt.Sprint(o)
		if !seen[key] {
			seen[key] = true
			out = append(out, o)
		}
	}
	return out
}

func TestPolyominoPlacements(t *testing.T) {
	for _, c := range []struct {
		shape      string
		rows, cols int
		orients    int
	}{
		{"domino", 4, 4, 2}, {"o4", 5, 5, 1}, {"l4", 4, 4, 8}, {"t4", 5, 5, 4},
		{"i4", 4, 6, 2}, {"z4", 5, 4, 4}, {"snaky", 6, 6, 8}, {"x5", 5, 5, 1}, {"v3", 3, 7, 4},
	} {
		sh, err := makerbreaker.ParseShape(c.shape)
		if err != nil {
			t.Fatal(err)
		}
		var cells [][2]int
		for _, p := range sh.Cells {
			cells = append(cells, [2]int{p.X, p.Y})
		}
		os := orient(cells)
		if len(os) != c.orients {
			t.Fatalf("%s: %d orientations, want %d", c.shape, len(os), c.orients)
		}
		want := 0
		direct := map[uint64]bool{}
		for _, o := range os {
			w, h := 0, 0
			for _, p := range o {
				w, h = max(w, p[0]+1), max(h, p[1]+1)
			}
			want += pos(c.cols-w+1) * pos(c.rows-h+1)
			for y := 0; y+h <= c.rows; y++ {
				for x := 0; x+w <= c.cols; x++ {
					var b uint64
					for _, p := range o {
						b |= 1 << uint((y+p[1])*c.cols+x+p[0])
					}
					direct[b] = true
				}
			}
		}
		g, err := Polyomino(c.rows, c.cols, sh)
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Sets) != want || len(direct) != want {
			t.Errorf("%s on %d×%d: %d sets, direct count %d (%d distinct)", c.shape, c.rows, c.cols, len(g.Sets), want, len(direct))
		}
		for _, s := range g.Sets {
			if !direct[bits(s)] {
				t.Fatalf("%s: %v is not a placed copy", c.shape, s)
			}
		}
	}
}

// bruteShannon: the inclusion-minimal edge sets joining u and v.
func bruteShannon(n int, edges [][2]int, u, v int) map[uint64]bool {
	m := len(edges)
	joins := func(s uint64) bool {
		seen := map[int]bool{u: true}
		for changed := true; changed; {
			changed = false
			for i, e := range edges {
				if s>>uint(i)&1 == 1 && seen[e[0]] != seen[e[1]] {
					seen[e[0]], seen[e[1]] = true, true
					changed = true
				}
			}
		}
		return seen[v]
	}
	out := map[uint64]bool{}
	for s := uint64(1); s < 1<<uint(m); s++ {
		if !joins(s) {
			continue
		}
		minimal := true
		for t := s; t != 0; t &= t - 1 {
			if joins(s &^ (t & -t)) {
				minimal = false
				break
			}
		}
		if minimal {
			out[s] = true
		}
	}
	return out
}

func TestShannonPaths(t *testing.T) {
	// K_n between two vertices: a path through j of the other n−2 vertices,
	// in order: Σ_j (n−2)!/(n−2−j)!.
	for n := 2; n <= 7; n++ {
		var edges [][2]int
		for a := 0; a < n; a++ {
			for b := a + 1; b < n; b++ {
				edges = append(edges, [2]int{a, b})
			}
		}
		g, err := Shannon(n, edges, 0, n-1, "maker")
		if err != nil {
			t.Fatal(err)
		}
		want, term := 0, 1
		for j := 0; j <= n-2; j++ {
			want += term
			term *= n - 2 - j
		}
		if len(g.Sets) != want {
			t.Errorf("K_%d: %d paths, want %d", n, len(g.Sets), want)
		}
	}
	rng := rand.New(rand.NewPCG(3, 0))
	for i := 0; i < 60; i++ {
		n := 3 + rng.IntN(4)
		gr := graphgames.RandomMultigraph(rng, n, 2+rng.IntN(10))
		edges := gr.Edges()
		g, err := Shannon(n, edges, 0, n-1, "breaker")
		if err != nil {
			// a graph with no edge cannot be a game
			if len(edges) == 0 {
				continue
			}
			t.Fatal(err)
		}
		want := bruteShannon(n, edges, 0, n-1)
		if len(g.Sets) != len(want) {
			t.Fatalf("%v: %d paths, brute force %d minimal joining sets", edges, len(g.Sets), len(want))
		}
		for _, s := range g.Sets {
			if !want[bits(s)] {
				t.Fatalf("%v: %v is not a minimal joining set", edges, s)
			}
		}
	}
}

func TestWithRule(t *testing.T) {
	g, _ := Transversal(3)
	for r := positional.Strong; r <= positional.AvoiderEnforcer; r++ {
		if err := WithRule(g, r, ""); err != nil || g.First != r.Roles()[0] {
			t.Fatalf("%v: %v", r, err)
		}
	}
	if err := WithRule(g, positional.Strong, "maker"); err == nil {
		t.Fatal("strong with first = maker accepted")
	}
}
