package positional

import "testing"

func TestToMove(t *testing.T) {
	cases := []struct {
		bias        [2]int
		first       string
		a, b        int
		mover, left int
		bad         bool
	}{
		{[2]int{1, 1}, "maker", 0, 0, 0, 1, false},
		{[2]int{1, 1}, "maker", 1, 0, 1, 1, false},
		{[2]int{1, 1}, "maker", 1, 1, 0, 1, false},
		{[2]int{1, 1}, "maker", 0, 1, 0, 0, true},
		{[2]int{1, 1}, "maker", 3, 1, 0, 0, true},
		{[2]int{1, 3}, "maker", 1, 0, 1, 3, false},
		{[2]int{1, 3}, "maker", 1, 2, 1, 1, false},
		{[2]int{1, 3}, "maker", 1, 3, 0, 1, false},
		{[2]int{2, 1}, "maker", 1, 0, 0, 1, false},
		{[2]int{2, 1}, "maker", 3, 1, 0, 1, false},
		{[2]int{2, 1}, "breaker", 1, 0, 1, 2, false},
		{[2]int{2, 1}, "breaker", 1, 1, 1, 1, false},
	}
	for _, c := range cases {
		g := &Game{Cells: 20, Rule: MakerBreaker, First: c.first, Bias: c.bias}
		for i := 0; i < c.a; i++ {
			g.Claimed[0] = append(g.Claimed[0], i)
		}
		for i := 0; i < c.b; i++ {
			g.Claimed[1] = append(g.Claimed[1], 10+i)
		}
		m, l, err := g.ToMove()
		if (err != nil) != c.bad || (!c.bad && (m != c.mover || l != c.left)) {
			t.Errorf("%+v: got mover %d left %d err %v", c, m, l, err)
		}
	}
}

func TestParseInstance(t *testing.T) {
	_, g, err := ParseInstance([]byte(`{"id":"x","cells":4,"sets":[[1,0],[0,1,2],[3,2]],"rule":"maker-breaker","first":"breaker","bias":[1,2]}`))
	if err != nil {
		t.Fatal(err)
	}
	// [0 1 2] contains [0 1] and is dropped; sets are sorted.
	if len(g.Sets) != 2 || g.Sets[0][0] != 0 || g.Sets[0][1] != 1 || g.Sets[1][0] != 2 || g.FirstIndex() != 1 {
		t.Fatalf("got %+v", g)
	}
	if g.MoverBias() != [2]int{2, 1} {
		t.Fatalf("mover bias %v", g.MoverBias())
	}
	for _, bad := range []string{
		`{"id":"x","cells":4,"sets":[[0,4]],"rule":"strong"}`,
		`{"id":"x","cells":4,"sets":[[0,0]],"rule":"strong"}`,
		`{"id":"x","cells":4,"sets":[[0,1]],"rule":"strong","first":"maker"}`,
		`{"id":"x","cells":4,"sets":[[0,1]],"rule":"strong","bias":[1,2]}`,
		`{"id":"x","cells":4,"sets":[[0,1]],"rule":"maker-breaker"}`,
		`{"id":"x","cells":4,"set":[[0,1]],"rule":"strong"}`,
		`{"id":"x","cells":4,"sets":[[0,1]],"rule":"weak"}`,
		`{"id":"x","cells":4,"sets":[[0,1]],"rule":"strong","claimed":{"first":[0],"second":[0]}}`,
	} {
		if _, _, err := ParseInstance([]byte(bad)); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
}
