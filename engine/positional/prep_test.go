package positional

import (
	"math/rand/v2"
	"sort"
	"testing"
)

// dropSupersetsPairwise is the old quadratic test, the reference.
func dropSupersetsPairwise(sets [][]int) [][]int {
	var out [][]int
	for _, s := range sets {
		in := map[int]bool{}
		for _, c := range s {
			in[c] = true
		}
		super := false
		for _, k := range out {
			sub := true
			for _, c := range k {
				if !in[c] {
					sub = false
					break
				}
			}
			if sub {
				super = true
				break
			}
		}
		if !super {
			out = append(out, s)
		}
	}
	return out
}

func randomFamily(rng *rand.Rand, cells, n, lo, hi int) [][]int {
	sets := make([][]int, n)
	for i := range sets {
		k := lo + rng.IntN(hi-lo+1)
		sets[i] = rng.Perm(cells)[:k]
	}
	return sets
}

// The trie's superset removal keeps exactly the sets the pairwise test
// keeps, on random families dense in subsets.
func TestDropSupersetsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 300; i++ {
		cells := 3 + rng.IntN(12)
		fam := randomFamily(rng, cells, 1+rng.IntN(40), 1, min(cells, 6))
		for _, s := range fam {
			sort.Ints(s)
		}
		sort.Slice(fam, func(a, b int) bool { return lessSet(fam[a], fam[b]) })
		var uniq [][]int
		for k, s := range fam {
			if k == 0 || !equalSet(s, fam[k-1]) {
				uniq = append(uniq, s)
			}
		}
		want := dropSupersetsPairwise(uniq)
		got := dropSupersets(uniq)
		if len(got) != len(want) {
			t.Fatalf("family %d: trie kept %d sets, pairwise %d", i, len(got), len(want))
		}
		for k := range got {
			if !equalSet(got[k], want[k]) {
				t.Fatalf("family %d: set %d: trie %v, pairwise %v", i, k, got[k], want[k])
			}
		}
	}
}

// A large family of mixed sizes normalizes in near-linear time: 2^18 sets
// (the probe's size) with the trie, not the pairwise test. (No timing is
// asserted; the benchmark below measures it.)
func BenchmarkNormalizeLarge(b *testing.B) {
	rng := rand.New(rand.NewPCG(5, 6))
	fam := randomFamily(rng, 256, 1<<18, 4, 9)
	for b.Loop() {
		g := &Game{Cells: 256, Rule: Strong, Sets: make([][]int, len(fam))}
		for j, s := range fam {
			g.Sets[j] = append([]int(nil), s...)
		}
		if err := g.Normalize(); err != nil {
			b.Fatal(err)
		}
	}
}
