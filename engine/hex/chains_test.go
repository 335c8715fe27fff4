package hex

import (
	"fmt"
	"sort"
	"testing"
)

// bruteMinimalChains is the independent oracle: every simple path from a
// left-edge cell, recording its cell set whenever it stands on a right-edge
// cell (and going on), then keeping the inclusion-minimal sets. It knows
// nothing of induced paths or edge touches. Boards of at most 64 cells.
func bruteMinimalChains(b *Board) map[uint64]bool {
	sets := map[uint64]bool{}
	var on uint64
	var dfs func(v int)
	dfs = func(v int) {
		on |= 1 << uint(v)
		if b.Right(v) {
			sets[on] = true
		}
		for _, u := range b.Neighbors(v) {
			if on>>uint(u)&1 == 0 {
				dfs(u)
			}
		}
		on &^= 1 << uint(v)
	}
	for r := 0; r < b.Rows; r++ {
		dfs(b.Cell(r, 0))
	}
	out := map[uint64]bool{}
	for s := range sets {
		minimal := true
		for t := range sets {
			if t != s && t&^s == 0 {
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

func TestMinimalChainsAgainstBruteForce(t *testing.T) {
	// 4 × 5 (the essay's 148) has too many simple paths to run twice.
	for _, sh := range [][2]int{{1, 1}, {1, 4}, {3, 1}, {2, 3}, {3, 3}, {3, 4}, {2, 5}, {4, 3}, {4, 4}, {3, 5}, {4, 5}} {
		for _, adj := range []Adjacency{AntiDiagonal, MainDiagonal} {
			if sh == [2]int{4, 5} && adj == MainDiagonal {
				continue
			}
			b, _ := NewBoardAdj(sh[0], sh[1], adj)
			want := bruteMinimalChains(b)
			cs := MinimalChains(b)
			got := map[uint64]bool{}
			for k := 0; k < cs.Len(); k++ {
				key := cs.Set(k)[0]
				if got[key] {
					t.Fatalf("%v: chain %v listed twice", b, cs.Path(k))
				}
				got[key] = true
				if !want[key] {
					t.Fatalf("%v: walk lists %v, which is not a minimal chain", b, cs.Path(k))
				}
			}
			if len(got) != len(want) {
				t.Fatalf("%v: walk finds %d chains, brute force %d", b, len(got), len(want))
			}
		}
	}
}

// The essay's counts, "Counting where the cells run out".
func TestChainCountsEssay(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want uint64
	}{{2, 5}, {3, 25}, {4, 148}, {5, 1225}, {6, 16097}} {
		b := MustBoard(tc.n, tc.n+1)
		if got := CountChains(b); got != tc.want {
			t.Errorf("%v: %d chains, essay %d", b, got, tc.want)
		}
		// The mirror convention is the mirror image: same counts.
		m, _ := NewBoardAdj(tc.n, tc.n+1, MainDiagonal)
		if got := CountChains(m); got != tc.want {
			t.Errorf("%v: %d chains, want %d", m, got, tc.want)
		}
	}
}

// Who is Across: the essay's counts are of chains across the n+1 columns.
// Chains across the n rows (Down's) are different numbers from 3 × 4 on.
func TestAcrossCrossesTheLongerWay(t *testing.T) {
	b := MustBoard(3, 4)
	down := CountChains(Transpose(b).Image) // Down's chains of 3 × 4 are Across's of 4 × 3
	if down == 25 {
		t.Fatalf("Down's chains on 3 × 4 also number 25; the count would not tell the players apart")
	}
}

// Every chain the walk emits is minimal by the definition: it joins the
// edges and no cell can be removed.
func TestChainsAreMinimalByDefinition(t *testing.T) {
	b := MustBoard(5, 6)
	cs := MinimalChains(b)
	for k := 0; k < cs.Len(); k++ {
		s := cs.Set(k)
		if !joins(b, s) {
			t.Fatalf("chain %v does not join the edges", cs.Path(k))
		}
		for _, c := range s.Cells() {
			u := s.Clone()
			u.Remove(c)
			if joins(b, u) {
				t.Fatalf("chain %v still joins without cell %d", cs.Path(k), c)
			}
		}
		p := cs.Path(k)
		if !b.Left(p[0]) || !b.Right(p[len(p)-1]) {
			t.Fatalf("path %v does not run left to right", p)
		}
	}
}

func joins(b *Board, s Set) bool { return ShortestChain(b, s) != nil }

func TestChainPathsAndSets(t *testing.T) {
	b := MustBoard(4, 5)
	cs := MinimalChains(b)
	sizes := map[int]int{}
	for k := 0; k < cs.Len(); k++ {
		p := cs.Path(k)
		if len(p) != cs.Size(k) || cs.Set(k).Len() != len(p) {
			t.Fatal("path, size and set disagree")
		}
		for i := 1; i < len(p); i++ {
			if !b.Adjacent(p[i-1], p[i]) {
				t.Fatalf("path %v is not a path", p)
			}
		}
		sizes[len(p)]++
	}
	// The shortest chains are the rows (n+1 cells each) and nothing shorter.
	keys := []int{}
	for k := range sizes {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	if keys[0] != 5 {
		t.Fatalf("shortest chain has %d cells, want 5", keys[0])
	}
}

func ExampleMinimalChains() {
	b := MustBoard(2, 3)
	cs := MinimalChains(b)
	for k := 0; k < cs.Len(); k++ {
		var rc [][2]int
		for _, c := range cs.Path(k) {
			r, cc := b.RC(c)
			rc = append(rc, [2]int{r, cc})
		}
		fmt.Println(rc)
	}
	// Output:
	// [[0 0] [0 1] [0 2]]
	// [[0 0] [0 1] [1 1] [1 2]]
	// [[1 0] [1 1] [1 2]]
	// [[1 0] [1 1] [0 2]]
	// [[1 0] [0 1] [0 2]]
}
