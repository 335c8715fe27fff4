package transversal

import (
	"math/rand"
	"testing"
)

// nuBrute is ν by brute force: the largest k such that some k rows can be
// matched injectively into columns, found by trying every partial
// assignment row by row. Independent of the augmenting-path code.
func nuBrute(s *Set, n int) int {
	best := 0
	var rec func(r int, used uint16, size int)
	rec = func(r int, used uint16, size int) {
		if size+(n-r) <= best {
			return
		}
		if r == n {
			best = size
			return
		}
		for c := 0; c < n; c++ {
			if s.Has(Cell{r, c}) && used>>uint(c)&1 == 0 {
				rec(r+1, used|1<<uint(c), size+1)
			}
		}
		rec(r+1, used, size)
	}
	rec(0, 0, 0)
	return best
}

func randomSet(rng *rand.Rand, n int, density float64) Set {
	var s Set
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			if rng.Float64() < density {
				s.Add(Cell{r, c})
			}
		}
	}
	return s
}

// nearMatching returns a random (n−1)-matching plus a few random cells, so
// that ν = n−1 and the completing rectangle is non-trivial often.
func nearMatching(rng *rand.Rand, n, extra int) Set {
	perm := rng.Perm(n)
	skip := rng.Intn(n)
	var s Set
	for r := 0; r < n; r++ {
		if r != skip {
			s.Add(Cell{r, perm[r]})
		}
	}
	for i := 0; i < extra; i++ {
		s.Add(Cell{rng.Intn(n), rng.Intn(n)})
	}
	return s
}

func TestNuAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for n := 1; n <= 9; n++ {
		for i := 0; i < 400; i++ {
			s := randomSet(rng, n, rng.Float64()*0.5)
			if got, want := Nu(&s, n), nuBrute(&s, n); got != want {
				t.Fatalf("n=%d set %s: Nu=%d brute=%d", n, FormatCells(s.Cells()), got, want)
			}
		}
	}
}

func TestMaxMatchingIsAMatchingInsideS(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for i := 0; i < 2000; i++ {
		n := 2 + rng.Intn(11)
		s := randomSet(rng, n, 0.3)
		m := MaxMatching(&s, n)
		var rows, cols uint16
		for _, c := range m.Cells(n) {
			if !s.Has(c) {
				t.Fatalf("matched cell %v not in s", c)
			}
			if rows>>uint(c.R)&1 == 1 || cols>>uint(c.C)&1 == 1 {
				t.Fatalf("matching reuses a line at %v", c)
			}
			rows |= 1 << uint(c.R)
			cols |= 1 << uint(c.C)
		}
		if len(m.Cells(n)) != m.Size {
			t.Fatalf("size %d but %d cells", m.Size, len(m.Cells(n)))
		}
	}
}

// Lemma 1, two ways: the rectangle read off one maximum matching equals the
// set of cells found by testing ν(S ∪ {f}) = n for every cell f.
func TestCompletingCellsTwoWays(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	withRect := 0
	for n := 2; n <= 8; n++ {
		for i := 0; i < 1500; i++ {
			var s Set
			if i%2 == 0 {
				s = nearMatching(rng, n, rng.Intn(2*n))
			} else {
				s = randomSet(rng, n, 0.15+rng.Float64()*0.3)
			}
			lemma := CompletingCells(&s, n)
			direct := CompletingCellsDirect(&s, n)
			if FormatCells(lemma) != FormatCells(direct) {
				t.Fatalf("n=%d S=%s: Lemma 1 gives %s, direct test gives %s", n, FormatCells(s.Cells()), FormatCells(lemma), FormatCells(direct))
			}
			if len(lemma) > 1 {
				withRect++
			}
			// Remark after Lemma 1: D_R × D_C is disjoint from S.
			for _, c := range lemma {
				if s.Has(c) {
					t.Fatalf("completing cell %v lies in S", c)
				}
			}
		}
	}
	if withRect < 1000 {
		t.Fatalf("only %d sets had more than one completing cell: the test does not exercise Lemma 1", withRect)
	}
}

// lemma3Setup returns M = {(i, σ(i))} missing row b and column d for a random σ.
func lemma3Setup(rng *rand.Rand, n int) (m Set, b, d int, sigma []int) {
	b, d = rng.Intn(n), rng.Intn(n)
	cols := []int{}
	for c := 0; c < n; c++ {
		if c != d {
			cols = append(cols, c)
		}
	}
	rng.Shuffle(len(cols), func(i, j int) { cols[i], cols[j] = cols[j], cols[i] })
	sigma = make([]int, n)
	k := 0
	for r := 0; r < n; r++ {
		if r == b {
			sigma[r] = -1
			continue
		}
		sigma[r] = cols[k]
		k++
		m.Add(Cell{r, sigma[r]})
	}
	return
}

func rect(rows, cols []int) string {
	var s Set
	for _, r := range rows {
		for _, c := range cols {
			s.Add(Cell{r, c})
		}
	}
	return FormatCells(s.Cells())
}

// Lemma 3 (a)–(d): adding cells of row b / column d to an (n−1)-matching
// gives exactly the stated completing rectangle; Figure 2's configuration
// first, then random σ, b, d, r, s.
func TestLemma3Configurations(t *testing.T) {
	type conf struct {
		name string
		add  func(b, d, r, s int, sg []int) []Cell
		want func(b, d, r, s int, sg []int) string
	}
	confs := []conf{
		{"(a) + (b,σ(r))", func(b, d, r, s int, sg []int) []Cell { return []Cell{{b, sg[r]}} },
			func(b, d, r, s int, sg []int) string { return rect([]int{b, r}, []int{d}) }},
		{"(b) + (r,d)", func(b, d, r, s int, sg []int) []Cell { return []Cell{{r, d}} },
			func(b, d, r, s int, sg []int) string { return rect([]int{b}, []int{d, sg[r]}) }},
		{"(c) + (b,σ(r)), (s,d)", func(b, d, r, s int, sg []int) []Cell { return []Cell{{b, sg[r]}, {s, d}} },
			func(b, d, r, s int, sg []int) string { return rect([]int{b, r}, []int{d, sg[s]}) }},
		{"(d) + (r,d), (b,σ(s))", func(b, d, r, s int, sg []int) []Cell { return []Cell{{r, d}, {b, sg[s]}} },
			func(b, d, r, s int, sg []int) string { return rect([]int{b, s}, []int{d, sg[r]}) }},
	}
	// Figure 2: n = 5, M = {(i,i): 1 ≤ i ≤ 4}, b = d = 5, σ = id, r = 1, s = 2 (1-based).
	var m Set
	sg := []int{0, 1, 2, 3, -1}
	for i := 0; i < 4; i++ {
		m.Add(Cell{i, i})
	}
	figure := map[string]string{
		"(a) + (b,σ(r))":        "(1,5) (5,5)",
		"(b) + (r,d)":           "(5,1) (5,5)",
		"(c) + (b,σ(r)), (s,d)": "(1,2) (1,5) (5,2) (5,5)",
		"(d) + (r,d), (b,σ(s))": "(2,1) (2,5) (5,1) (5,5)",
	}
	for _, cf := range confs {
		s := m
		for _, c := range cf.add(4, 4, 0, 1, sg) {
			s.Add(c)
		}
		got := FormatCells(CompletingCells(&s, 5))
		if got != figure[cf.name] || got != cf.want(4, 4, 0, 1, sg) {
			t.Errorf("Figure 2 %s: got %s, want %s", cf.name, got, figure[cf.name])
		}
		if Nu(&s, 5) != 4 {
			t.Errorf("Figure 2 %s: ν = %d, want n−1", cf.name, Nu(&s, 5))
		}
	}
	rng := rand.New(rand.NewSource(4))
	for i := 0; i < 3000; i++ {
		n := 3 + rng.Intn(10)
		m, b, d, sg := lemma3Setup(rng, n)
		var others []int
		for r := 0; r < n; r++ {
			if r != b {
				others = append(others, r)
			}
		}
		r := others[rng.Intn(len(others))]
		s := others[rng.Intn(len(others))]
		for s == r {
			s = others[rng.Intn(len(others))]
		}
		for _, cf := range confs {
			set := m
			for _, c := range cf.add(b, d, r, s, sg) {
				set.Add(c)
			}
			want := cf.want(b, d, r, s, sg)
			if got := FormatCells(CompletingCells(&set, n)); got != want {
				t.Fatalf("n=%d b=%d d=%d r=%d s=%d %s: got %s want %s", n, b+1, d+1, r+1, s+1, cf.name, got, want)
			}
			if got := FormatCells(CompletingCellsDirect(&set, n)); got != want {
				t.Fatalf("direct: n=%d %s: got %s want %s", n, cf.name, got, want)
			}
		}
		// Remark after Lemma 3: a cell off row b and column d creates no new
		// completing cell.
		p, q := others[rng.Intn(len(others))], rng.Intn(n)
		if q != d {
			set := m
			set.Add(Cell{p, q})
			if got := FormatCells(CompletingCells(&set, n)); got != (Cell{b, d}).String() {
				t.Fatalf("adding %v off the critical lines gave %s", Cell{p, q}, got)
			}
		}
	}
}

func BenchmarkNu7(b *testing.B) {
	rng := rand.New(rand.NewSource(5))
	sets := make([]Set, 256)
	for i := range sets {
		sets[i] = nearMatching(rng, 7, 4)
	}
	for i := 0; b.Loop(); i++ {
		Nu(&sets[i&255], 7)
	}
}

func BenchmarkCompletingRectangle7(b *testing.B) {
	rng := rand.New(rand.NewSource(5))
	sets := make([]Set, 256)
	for i := range sets {
		sets[i] = nearMatching(rng, 7, 4)
	}
	for i := 0; b.Loop(); i++ {
		CompletingRectangle(&sets[i&255], 7)
	}
}

// The baseline for BenchmarkCompletingRectangle7: the direct test of every cell.
func BenchmarkCompletingCellsDirect7(b *testing.B) {
	rng := rand.New(rand.NewSource(5))
	sets := make([]Set, 256)
	for i := range sets {
		sets[i] = nearMatching(rng, 7, 4)
	}
	for i := 0; b.Loop(); i++ {
		CompletingCellsDirect(&sets[i&255], 7)
	}
}
