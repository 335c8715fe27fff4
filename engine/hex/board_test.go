package hex

import "testing"

func TestBoardCorners(t *testing.T) {
	// The essay: (0, 0) and the bottom-right cell are the acute corners,
	// the two cells furthest apart; the other two corners are obtuse.
	for _, tc := range []struct {
		adj           Adjacency
		acute, obtuse [2][2]int
	}{
		{AntiDiagonal, [2][2]int{{0, 0}, {4, 5}}, [2][2]int{{0, 5}, {4, 0}}},
		{MainDiagonal, [2][2]int{{0, 5}, {4, 0}}, [2][2]int{{0, 0}, {4, 5}}},
	} {
		b, err := NewBoardAdj(5, 6, tc.adj)
		if err != nil {
			t.Fatal(err)
		}
		for _, rc := range tc.acute {
			if got := len(b.Neighbors(b.Cell(rc[0], rc[1]))); got != 2 {
				t.Errorf("%v: corner %v has %d neighbours, want 2 (acute)", tc.adj, rc, got)
			}
		}
		for _, rc := range tc.obtuse {
			if got := len(b.Neighbors(b.Cell(rc[0], rc[1]))); got != 3 {
				t.Errorf("%v: corner %v has %d neighbours, want 3 (obtuse)", tc.adj, rc, got)
			}
		}
	}
}

func TestBoardAdjacency(t *testing.T) {
	for _, adj := range []Adjacency{AntiDiagonal, MainDiagonal} {
		b, _ := NewBoardAdj(6, 7, adj)
		edges := 0
		for i := 0; i < b.Cells; i++ {
			if len(b.Neighbors(i)) > 6 {
				t.Fatalf("cell %d has %d neighbours", i, len(b.Neighbors(i)))
			}
			for _, j := range b.Neighbors(i) {
				edges++
				if !b.Adjacent(j, i) {
					t.Fatalf("%v: adjacency not symmetric at %d, %d", adj, i, j)
				}
			}
			r, c := b.RC(i)
			if b.Cell(r, c) != i {
				t.Fatal("Cell and RC disagree")
			}
		}
		// R × C hex board: R(C-1) + (R-1)C + (R-1)(C-1) edges.
		want := 6*6 + 5*7 + 5*6
		if edges != 2*want {
			t.Errorf("%v: %d edges, want %d", adj, edges/2, want)
		}
	}
	if _, err := NewBoard(0, 3); err == nil {
		t.Error("NewBoard(0, 3) should fail")
	}
	if _, err := NewBoard(3, MaxSide+1); err == nil {
		t.Error("NewBoard too wide should fail")
	}
}

func TestBoardMaps(t *testing.T) {
	for _, adj := range []Adjacency{AntiDiagonal, MainDiagonal} {
		b, _ := NewBoardAdj(4, 5, adj)
		for _, m := range []Map{HalfTurn(b), MirrorLR(b), MirrorTB(b), Transpose(b)} {
			if !m.IsAutomorphism() {
				t.Errorf("%v: %s does not keep adjacency", adj, m.Name)
			}
		}
		if !HalfTurn(b).KeepsAcrossEdges() || !MirrorLR(b).KeepsAcrossEdges() || !MirrorTB(b).KeepsAcrossEdges() {
			t.Errorf("%v: half-turn and reflections must keep Across's edges", adj)
		}
		if Transpose(b).KeepsAcrossEdges() {
			t.Errorf("%v: the transpose swaps the players' edges", adj)
		}
		if MirrorLR(b).Image.Adj == adj || HalfTurn(b).Image.Adj != adj {
			t.Errorf("%v: reflections swap the convention, the half-turn keeps it", adj)
		}
		// The plain left-right reflection onto the same convention is not an
		// isomorphism: that is why the mirror needs the other convention.
		same := Map{"mirror, same convention", b, b, func(r, c int) (int, int) { return r, b.Cols - 1 - c }}
		if same.IsAutomorphism() {
			t.Errorf("%v: left-right reflection should not keep the convention", adj)
		}
	}
}

func TestSet(t *testing.T) {
	b := MustBoard(9, 10) // two words
	s := b.NewSet()
	for _, c := range []int{0, 63, 64, 89} {
		s.Add(c)
	}
	if s.Len() != 4 || !s.Has(64) || s.Has(65) {
		t.Fatalf("set %v", s.Cells())
	}
	u := s.Clone()
	u.Remove(63)
	if !u.SubsetOf(s) || s.SubsetOf(u) || u.Equal(s) {
		t.Fatal("subset/equal")
	}
	if got := s.Cells(); len(got) != 4 || got[3] != 89 {
		t.Fatalf("cells %v", got)
	}
}
