package gen

// Known symmetry groups of the generated families, as lists of cell
// permutations (p[c] is the image of cell c), identity first. They can be
// passed to the solver as positional.Options.Group, which checks every
// element against the family; the solver otherwise finds the full
// automorphism group itself, which may be larger (4 × 4 four in a row, for
// example, also has the "inside-out" maps that swap the middle rows and
// columns with the outer ones).

// GridSymmetries is the symmetry group of a rows × cols rectangle of cells
// numbered r·cols + c: the 8 rotations and reflections of a square, or the
// 4 of an oblong rectangle (identity, the two mirrors and the half-turn).
// It maps the families of MNK, Transversal and Polyomino onto themselves.
func GridSymmetries(rows, cols int) [][]int {
	type rc struct{ r, c int }
	maps := []func(r, c int) rc{
		func(r, c int) rc { return rc{r, c} },
		func(r, c int) rc { return rc{r, cols - 1 - c} },
		func(r, c int) rc { return rc{rows - 1 - r, c} },
		func(r, c int) rc { return rc{rows - 1 - r, cols - 1 - c} },
	}
	if rows == cols {
		n := rows
		maps = append(maps,
			func(r, c int) rc { return rc{c, r} },
			func(r, c int) rc { return rc{n - 1 - c, n - 1 - r} },
			func(r, c int) rc { return rc{c, n - 1 - r} },
			func(r, c int) rc { return rc{n - 1 - c, r} },
		)
	}
	var out [][]int
	for _, m := range maps {
		p := make([]int, rows*cols)
		for r := 0; r < rows; r++ {
			for c := 0; c < cols; c++ {
				q := m(r, c)
				p[r*cols+c] = q.r*cols + q.c
			}
		}
		out = append(out, p)
	}
	return out
}

// HexSymmetries is the symmetry group of Across's minimal chains on a
// rows × cols Hex rhombus that the board's geometry gives: the identity and
// the half-turn (r, c) → (rows−1−r, cols−1−c), which keeps the adjacency
// (r, c±1), (r±1, c), (r−1, c+1), (r+1, c−1) and swaps the left and right
// edges.
func HexSymmetries(rows, cols int) [][]int {
	g := GridSymmetries(rows, cols)
	return [][]int{g[0], g[3]} // identity, half-turn
}

// CubeSymmetries is the hyperoctahedral group of the k^d cube, 2^d·d!
// permutations (each coordinate permuted and possibly reversed), which maps
// the lines of KD(k, d) onto lines. (Qubic's full group, 192, is larger:
// it also has the maps that exchange the inner and outer layers.)
func CubeSymmetries(k, d int) [][]int {
	cells := 1
	for i := 0; i < d; i++ {
		cells *= k
	}
	var out [][]int
	perm := make([]int, d)
	used := make([]bool, d)
	coord := make([]int, d)
	img := make([]int, d)
	var rec func(i int)
	rec = func(i int) {
		if i < d {
			for j := 0; j < d; j++ {
				if !used[j] {
					used[j] = true
					perm[i] = j
					rec(i + 1)
					used[j] = false
				}
			}
			return
		}
		for flips := 0; flips < 1<<uint(d); flips++ {
			p := make([]int, cells)
			for c := 0; c < cells; c++ {
				x := c
				for j := d - 1; j >= 0; j-- {
					coord[j] = x % k
					x /= k
				}
				for j := 0; j < d; j++ {
					v := coord[perm[j]]
					if flips>>uint(j)&1 == 1 {
						v = k - 1 - v
					}
					img[j] = v
				}
				y := 0
				for j := 0; j < d; j++ {
					y = y*k + img[j]
				}
				p[c] = y
			}
			out = append(out, p)
		}
	}
	rec(0)
	return out
}

// CliqueSymmetries is the symmetric group S_n acting on the edges of K_n
// (cells numbered as Clique numbers them): n! permutations, each mapping the
// copies of K_k onto copies of K_k. It returns nil for n > 8 (more than
// 40,320 elements, too many to canonicalise by).
func CliqueSymmetries(n int) [][]int {
	if n < 2 || n > 8 {
		return nil
	}
	edge := make([][]int, n)
	for i := range edge {
		edge[i] = make([]int, n)
	}
	e := 0
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			edge[i][j], edge[j][i] = e, e
			e++
		}
	}
	var out [][]int
	perm := make([]int, n)
	used := make([]bool, n)
	var rec func(i int)
	rec = func(i int) {
		if i == n {
			p := make([]int, e)
			for a := 0; a < n; a++ {
				for b := a + 1; b < n; b++ {
					p[edge[a][b]] = edge[perm[a]][perm[b]]
				}
			}
			out = append(out, p)
			return
		}
		for v := 0; v < n; v++ {
			if !used[v] {
				used[v] = true
				perm[i] = v
				rec(i + 1)
				used[v] = false
			}
		}
	}
	rec(0)
	return out
}
