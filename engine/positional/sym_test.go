package positional

import "testing"

// cube returns the lines of k^d tic-tac-toe (every line of k cells in a
// d-dimensional cube of side k), counted against ((k+2)^d − k^d)/2.
func cube(k, d int) [][]int {
	n := 1
	for i := 0; i < d; i++ {
		n *= k
	}
	seen := map[string]bool{}
	var out [][]int
	// A line is a start point and a direction in {-1,0,1}^d \ 0.
	dirs := 1
	for i := 0; i < d; i++ {
		dirs *= 3
	}
	for start := 0; start < n; start++ {
		sc := make([]int, d)
		x := start
		for i := 0; i < d; i++ {
			sc[i] = x % k
			x /= k
		}
		for dir := 0; dir < dirs; dir++ {
			if dir == (dirs-1)/2 {
				continue // the zero direction
			}
			dv := make([]int, d)
			y := dir
			for i := 0; i < d; i++ {
				dv[i] = y%3 - 1
				y /= 3
			}
			var line []int
			ok := true
			for t := 0; t < k && ok; t++ {
				c := 0
				for i := d - 1; i >= 0; i-- {
					v := sc[i] + t*dv[i]
					if v < 0 || v >= k {
						ok = false
						break
					}
					c = c*k + v
				}
				line = append(line, c)
			}
			if !ok {
				continue
			}
			key := setKey(line)
			if !seen[key] {
				seen[key] = true
				out = append(out, line)
			}
		}
	}
	return out
}

func setKey(s []int) string {
	b := make([]byte, 0, 4*len(s))
	cs := setOf(s)
	for _, w := range cs {
		for i := 0; i < 8; i++ {
			b = append(b, byte(w>>(8*i)))
		}
	}
	return string(b)
}

// cliqueTriangles returns the triangles of K_n on its edges as cells.
func cliqueTriangles(n int) (cells int, sets [][]int) {
	id := map[[2]int]int{}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			id[[2]int{i, j}] = len(id)
		}
	}
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for c := b + 1; c < n; c++ {
				sets = append(sets, []int{id[[2]int{a, b}], id[[2]int{a, c}], id[[2]int{b, c}]})
			}
		}
	}
	return len(id), sets
}

func TestAutomorphismGroupOrders(t *testing.T) {
	t.Parallel()
	k6cells, k6 := cliqueTriangles(6)
	qubic := cube(4, 3)
	if len(qubic) != 76 {
		t.Fatalf("Qubic has %d lines, want 76", len(qubic))
	}
	cases := []struct {
		name  string
		cells int
		sets  [][]int
		order uint64
	}{
		{"3x3 lines", 9, lines(3, 3, 3), 8},
		{"4x4 lines", 16, lines(4, 4, 4), 32}, // the dihedral group and the inner/outer swap
		{"5x5 four in a row", 25, lines(5, 5, 4), 8},
		{"Qubic 4^3", 64, qubic, 192},
		{"K6 triangles", k6cells, k6, 720},
		{"one set of 3 in 5 cells", 5, [][]int{{0, 1, 2}}, 12},
	}
	for _, c := range cases {
		g := &Game{Cells: c.cells, Sets: c.sets, Rule: Strong}
		if err := g.Normalize(); err != nil {
			t.Fatal(err)
		}
		gr := AutomorphismGroup(g)
		if gr.Order() != c.order || gr.Incomplete {
			t.Errorf("%s: order %d (incomplete %v), want %d", c.name, gr.Order(), gr.Incomplete, c.order)
		}
		els := gr.Elements(MaxGroupElements)
		if uint64(len(els)) != c.order {
			t.Errorf("%s: %d elements listed", c.name, len(els))
		}
		if err := checkGroup(g, els); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
		seen := map[string]bool{}
		for _, p := range els {
			seen[setKeyPerm(p)] = true
		}
		if len(seen) != len(els) {
			t.Errorf("%s: repeated elements", c.name)
		}
		if c.cells <= 16 {
			if n := bruteOrder(g); n != c.order {
				t.Errorf("%s: brute force finds %d automorphisms", c.name, n)
			}
		}
	}
}

func setKeyPerm(p []int) string {
	b := make([]byte, len(p))
	for i, v := range p {
		b[i] = byte(v)
	}
	return string(b)
}

// bruteOrder counts automorphisms by a plain backtracking over cell
// images (no colours, no co-degrees): cells are assigned in increasing
// order, and each set is checked as soon as its largest cell is assigned.
func bruteOrder(g *Game) uint64 {
	n := g.Cells
	fam := map[cellSet]bool{}
	byMax := make([][][]int, n)
	for _, s := range g.Sets {
		fam[setOf(s)] = true
		byMax[s[len(s)-1]] = append(byMax[s[len(s)-1]], s)
	}
	p := make([]int, n)
	used := make([]bool, n)
	var count uint64
	var rec func(i int)
	rec = func(i int) {
		if i == n {
			count++
			return
		}
		for v := 0; v < n; v++ {
			if used[v] {
				continue
			}
			used[v] = true
			p[i] = v
			ok := true
			for _, s := range byMax[i] {
				var t cellSet
				for _, c := range s {
					t.add(p[c])
				}
				if !fam[t] {
					ok = false
					break
				}
			}
			if ok {
				rec(i + 1)
			}
			used[v] = false
		}
	}
	rec(0)
	return count
}

func TestGroupHintChecked(t *testing.T) {
	g := lineGame(3, 3, 3, Strong, "")
	bad := [][]int{{1, 0, 2, 3, 4, 5, 6, 7, 8}}
	if _, err := Solve(g, Options{Group: bad}); err == nil {
		t.Fatal("a non-automorphism was accepted as a group hint")
	}
	mirror := [][]int{{2, 1, 0, 5, 4, 3, 8, 7, 6}}
	if r, err := Solve(g, Options{Group: mirror}); err != nil || r.Outcome != Draw {
		t.Fatalf("mirror hint: %v %v", r, err)
	}
}

// Cells in no set are never base points: a family with one set on 256
// cells is solved at once (the search branched over the 254 loose cells
// before), its order counts them (saturating), and the chain's elements
// fix them.
func TestAutomorphismGroupLooseCells(t *testing.T) {
	g := &Game{Cells: 256, Sets: [][]int{{0, 1}}, Rule: Strong}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	gr := AutomorphismGroup(g)
	if len(gr.Loose) != 254 || gr.Order() != ^uint64(0) {
		t.Fatalf("loose %d, order %d; want 254 and saturated", len(gr.Loose), gr.Order())
	}
	els := gr.ChainElements(100)
	if len(els) != 2 {
		t.Fatalf("want the identity and the swap of 0 and 1, got %d elements", len(els))
	}
	if all := gr.Elements(100); len(all) != 100 {
		t.Fatalf("the whole group lists %d of 100 elements asked for", len(all))
	}
	for _, p := range els {
		for _, c := range gr.Loose {
			if p[c] != c {
				t.Fatalf("an element moves loose cell %d", c)
			}
		}
	}
	// Tic-tac-toe's lines on a 12-cell board with three loose cells:
	// 8 × 3! = 48.
	ttt := &Game{Cells: 12, Rule: Strong, Sets: [][]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}}
	if err := ttt.Normalize(); err != nil {
		t.Fatal(err)
	}
	if o := AutomorphismGroup(ttt).Order(); o != 48 {
		t.Fatalf("order %d, want 48", o)
	}
}
