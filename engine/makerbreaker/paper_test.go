package makerbreaker

import (
	"testing"
)

func pts(xy ...int) Set {
	var out []Point
	for i := 0; i+1 < len(xy); i += 2 {
		out = append(out, Point{xy[i], xy[i+1]})
	}
	return NewSet(out...)
}

func column(x, y0, y1 int) Set {
	var s Set
	for y := y0; y <= y1; y++ {
		s = append(s, Point{x, y})
	}
	return s
}

func row(y, x0, x1 int) Set {
	var s Set
	for x := x0; x <= x1; x++ {
		s = append(s, Point{x, y})
	}
	return NewSet(s...)
}

func mustLoad(t *testing.T, d Dialect, text string) (*Certificate, *Recon) {
	t.Helper()
	c, r, err := Load(d, "test", []byte(text), Snaky())
	if err != nil {
		t.Fatalf("load %d: %v", d, err)
	}
	return c, r
}

// Section "Two elementary cards": cards 6 and 7 of the 21-move certificate.
func TestPaper21ElementaryCards(t *testing.T) {
	_, r := mustLoad(t, Dialect21, "6 14 4:100 5:101\n7 05 6:001 6:405\n")
	c6 := r.Cards[6]
	wantA6 := column(0, 0, 4)
	wantT6 := wantA6.Union(pts(1, 3, 1, 4, 1, 5))
	if !c6.A.Equal(wantA6) || !c6.T.Equal(wantT6) || c6.H != 2 || c6.Pivot != (Point{1, 4}) {
		t.Errorf("card 6 = %v, want A=%v T=%v h=2 p=(1,4)", c6, wantA6, wantT6)
	}
	c7 := r.Cards[7]
	wantA7 := column(0, 1, 4)
	wantT7 := column(0, 1, 5).Union(pts(1, 0, 1, 1, 1, 2, 1, 4, 1, 5, 1, 6))
	if !c7.A.Equal(wantA7) || !c7.T.Equal(wantT7) || c7.H != 3 || c7.Pivot != (Point{0, 5}) {
		t.Errorf("card 7 = %v, want A=%v T=%v h=3 p=(0,5)", c7, wantA7, wantT7)
	}
	// "Claiming (1,4) prepares two copies, completed respectively at (1,3)
	// and (1,5)" (Figure "fork"): the two placed bases miss exactly those.
	b4 := Bases(Snaky())[4].Place(Placement{R: Sym21(1)})
	b5 := Bases(Snaky())[5].Place(Placement{R: Sym21(1), T: Point{0, 1}})
	if b4.Pivot != (Point{1, 3}) || b5.Pivot != (Point{1, 5}) {
		t.Errorf("fork completions %v %v, want (1,3) (1,5)", b4.Pivot, b5.Pivot)
	}
	// "For card 7, the two copies of A_6 both occupy the column x = 0,
	// 1 ≤ y ≤ 5. Their additional envelope cells have heights 4,5,6 and
	// 0,1,2."
	a := c6.Place(Placement{R: Sym21(0), T: Point{0, 1}})
	b := c6.Place(Placement{R: Sym21(4), T: Point{0, 5}})
	if !a.A.Equal(column(0, 1, 5)) || !b.A.Equal(column(0, 1, 5)) {
		t.Errorf("placed A_6: %v and %v", a.A, b.A)
	}
	if ea := a.T.Minus(a.A); !ea.Equal(pts(1, 4, 1, 5, 1, 6)) {
		t.Errorf("extra cells of 6:001 = %v", ea)
	}
	if eb := b.T.Minus(b.A); !eb.Equal(pts(1, 0, 1, 1, 1, 2)) {
		t.Errorf("extra cells of 6:405 = %v", eb)
	}
	if in := a.T.Intersect(b.T); !in.Equal(column(0, 1, 5)) {
		t.Errorf("intersection %v, want the common column", in)
	}
}

// Equation "symmetries" and the route25 and route35 orientation tables.
func TestOrientationTables(t *testing.T) {
	v := Point{2, 5} // (x,y) = (2,5)
	x, y := v.X, v.Y
	want21 := []Point{{x, y}, {y, x}, {-x, y}, {y, -x}, {x, -y}, {-y, x}, {-x, -y}, {-y, -x}}
	want25 := []Point{{x, y}, {y, x}, {-x, y}, {-y, x}, {x, -y}, {y, -x}, {-x, -y}, {-y, -x}}
	want35 := map[byte]Point{'a': {x, y}, 'b': {y, x}, 'c': {x, -y}, 'd': {-y, x}, 'e': {-x, y}, 'f': {y, -x}, 'g': {-x, -y}, 'h': {-y, -x}}
	for s := 0; s < 8; s++ {
		if got := Sym21(s).Apply(v); got != want21[s] {
			t.Errorf("R_%d (21) = %v, want %v", s, got, want21[s])
		}
		if got := Sym25(s).Apply(v); got != want25[s] {
			t.Errorf("R_%d (25) = %v, want %v", s, got, want25[s])
		}
		if Sym21(s).Code21() != s || Sym25(s).Code25() != s {
			t.Errorf("code %d does not round-trip", s)
		}
	}
	for l, w := range want35 {
		r, ok := Sym35(l)
		if !ok || r.Apply(v) != w || r.Letter35() != l {
			t.Errorf("R_%c (35) = %v, want %v", l, r.Apply(v), w)
		}
	}
	// "codes 3 and 5 use the swap-first order; they must not be interpreted
	// using the 21-card decoder".
	if Sym21(3) == Sym25(3) || Sym21(5) == Sym25(5) {
		t.Error("codes 3 and 5 must differ between the 21 and 25 decoders")
	}
	seen := map[Sym]bool{}
	for _, r := range Syms {
		seen[r] = true
	}
	if len(seen) != 8 {
		t.Errorf("G has %d distinct elements, want 8", len(seen))
	}
}

// Section "The first two compositions: five cells in a row".
func TestPaper35ElementaryCards(t *testing.T) {
	_, r := mustLoad(t, Dialect35, "6 0a03\n7 4a34 6a54\n")
	Lm := row(-1, -4, -1)
	Lp := row(-1, -3, 0)
	c6 := r.Cards[6]
	if !c6.T.Equal(Lm.Union(pts(-1, 0, 0, 0))) || !c6.A.Equal(Lm.With(Point{-1, 0})) || c6.H != 2 {
		t.Errorf("row 6 = %v", c6)
	}
	if !c6.T.Equal(Snaky().Set().Translate(Point{-4, -1})) {
		t.Errorf("T_6 should be S + (-4,-1), got %v", c6.T)
	}
	// Table "r35:elementary-children".
	k4, f4, _ := DecodeTerm35("4a34")
	k6, f6, _ := DecodeTerm35("6a54")
	c4 := r.Cards[k4].Place(f4)
	c6p := r.Cards[k6].Place(f6)
	if !c4.A.Equal(Lm.With(Origin)) || !c4.T.Equal(Lm.Union(pts(-1, 0, 0, 0))) {
		t.Errorf("4a34 placed = %v", c4)
	}
	if !c6p.A.Equal(Lp.With(Origin)) || !c6p.T.Equal(Lp.Union(pts(0, 0, 1, 0))) {
		t.Errorf("6a54 placed = %v", c6p)
	}
	if in := c4.T.Intersect(c6p.T); !in.Equal(row(-1, -3, -1).With(Origin)) {
		t.Errorf("common envelope %v", in)
	}
	c7 := r.Cards[7]
	wantA := row(-1, -4, 0)
	if !c7.A.Equal(wantA) || !c7.T.Equal(wantA.Union(pts(-1, 0, 0, 0, 1, 0))) || c7.H != 3 {
		t.Errorf("row 7 = %v", c7)
	}
	for _, n := range r.Nodes {
		if n.Card.A.Contains(Origin) || !n.Card.T.Contains(Origin) {
			t.Errorf("row %d: o must lie in T \\ A", n.Row)
		}
	}
}

// Decoding examples of Section "Bases, anchors, and the decimal certificate".
func TestPaper25Decoding(t *testing.T) {
	cases := []struct {
		i      int
		blocks []int
		want   [][2]int
	}{
		{6, []int{193, 233}, [][2]int{{4, 33}, {5, 33}}},
		{7, []int{165, 272}, [][2]int{{4, 5}, {6, 32}}},
		{2015, []int{927, 400}, [][2]int{{1874, 0}}},
		{2015, []int{240}, [][2]int{{2014, 0}}},
	}
	for _, tc := range cases {
		var got [][2]int
		for k := 0; k < len(tc.blocks); k++ {
			c := 0
			if tc.blocks[k] >= 740 {
				c = tc.blocks[k+1]
			}
			j, r, kase := Decode25(tc.i, tc.blocks[k], c)
			if kase == 3 {
				k++
			}
			got = append(got, [2]int{j, r})
		}
		if len(got) != len(tc.want) {
			t.Fatalf("i=%d %v: decoded %v, want %v", tc.i, tc.blocks, got, tc.want)
		}
		for k := range got {
			if got[k] != tc.want[k] {
				t.Errorf("i=%d %v: decoded %v, want %v", tc.i, tc.blocks, got, tc.want)
			}
		}
	}
	// The writer chooses the same blocks.
	for _, tc := range []struct {
		i, j, r int
		want    string
	}{{6, 4, 33, "193"}, {6, 5, 33, "233"}, {7, 4, 5, "165"}, {7, 6, 32, "272"}, {2015, 2014, 0, "240"}, {2015, 1874, 0, "927400"}} {
		if s, ok := Encode25(tc.i, tc.j, tc.r, 0); !ok || s != tc.want {
			t.Errorf("Encode25(%d,%d,%d) = %q, want %q", tc.i, tc.j, tc.r, s, tc.want)
		}
	}
}

// Section "The first two composite cards" (route25 cards 6 and 7).
func TestPaper25ElementaryCards(t *testing.T) {
	_, r := mustLoad(t, Dialect25, "193233\n165272\n")
	// "the two codes 33 = 8·4+1 use anchors (1,0) ∈ P_4 and (−1,0) ∈ P_5".
	if P4 := r.Reduced[4].P; P4[4] != (Point{1, 0}) {
		t.Errorf("P_4 = %v: its fifth point should be (1,0)", P4)
	}
	if P5 := r.Reduced[5].P; P5[4] != (Point{-1, 0}) {
		t.Errorf("P_5 = %v: its fifth point should be (-1,0)", P5)
	}
	f4, _ := Anchor25(r.Reduced[4].P, 33)
	f5, _ := Anchor25(r.Reduced[5].P, 33)
	c4, c5 := r.Reduced[4].Place(f4), r.Reduced[5].Place(f5)
	if !c4.E.Equal(pts(0, -1)) || !c5.E.Equal(pts(0, 1)) {
		t.Errorf("placed envelopes %v %v, want {(0,-1)} {(0,1)}", c4.E, c5.E)
	}
	if !c4.P.Equal(column(-1, -4, -1).With(Origin)) || !c5.P.Equal(column(-1, -3, 0).With(Origin)) {
		t.Errorf("placed required sets %v %v", c4.P, c5.P)
	}
	r6 := r.Reduced[6]
	if !r6.P.Equal(column(-1, -4, 0)) || !r6.E.Equal(pts(0, -1, 0, 0, 0, 1)) || r6.H != 2 {
		t.Errorf("25-card 6 = %v", r6)
	}
	if r6.P.SubsetOf(r6.E) {
		t.Error("P_6 ⊄ E_6 is the paper's point")
	}
	// Card 7: code 5 at card 4 uses the first anchor (−3,−1) and R_5(x,y) = (y,−x).
	f, _ := Anchor25(r.Reduced[4].P, 5)
	a := r.Reduced[4].Place(f)
	if r.Reduced[4].P[0] != (Point{-3, -1}) || !a.P.Equal(pts(0, -3, 0, -2, 0, -1, 0, 0, 1, -4)) || !a.E.Equal(pts(1, -3)) {
		t.Errorf("4 with code 5 = %v", a)
	}
	g, _ := Anchor25(r.Reduced[6].P, 32)
	if g != Translation(Point{1, 0}) {
		t.Errorf("6 with code 32 = %v, want translation by (1,0)", g)
	}
	b := r.Reduced[6].Place(g)
	if !b.P.Equal(column(0, -4, 0)) || !b.E.Equal(pts(1, -1, 1, 0, 1, 1)) {
		t.Errorf("6 with code 32 = %v", b)
	}
	r7 := r.Reduced[7]
	if !r7.P.Equal(pts(0, -4, 0, -3, 0, -2, 0, -1, 1, -4)) || !r7.E.Equal(pts(0, 0, 1, -3, 1, -1, 1, 0, 1, 1)) || r7.H != 3 {
		t.Errorf("25-card 7 = %v", r7)
	}
	for _, n := range r.Nodes {
		if !n.NormalizationAgrees {
			t.Errorf("card %d: normalization differs from the full composition", n.Row)
		}
		if !r.Reduced[n.Row].P.Disjoint(r.Reduced[n.Row].E) || !r.Reduced[n.Row].E.Contains(Origin) {
			t.Errorf("card %d: P and E must be disjoint with o ∈ E", n.Row)
		}
	}
}

// Anchor maps named in Sections "Why only five first-reply classes" and
// "Two continuations that leave the initial line", from the required sets
// the text states.
func TestPaper25AnchorMaps(t *testing.T) {
	chk := func(name string, f Placement, want func(x, y int) Point) {
		t.Helper()
		for _, v := range []Point{{0, 0}, {1, 0}, {0, 1}, {3, -2}} {
			if got := f.Apply(v); got != want(v.X, v.Y) {
				t.Errorf("%s%v = %v, want %v", name, v, got, want(v.X, v.Y))
			}
		}
	}
	F, _ := Anchor25(pts(-1, 0), 2) // P_1874 = {(−1,0)}
	chk("Φ_{1874,2}", F, func(x, y int) Point { return Point{-x - 1, y} })
	f1998, _ := Anchor25(pts(0, 1), 2) // P_1998 = {(0,1)}
	chk("Φ_{1998,2}", f1998, func(x, y int) Point { return Point{-x, y - 1} })
	P1716 := pts(-3, -1, -2, -1)
	f1716, _ := Anchor25(P1716, 8)
	chk("Φ_{1716,8}", f1716, func(x, y int) Point { return Point{x + 2, y + 1} })
	chk("F∘Φ_{1716,8}", F.Compose(f1716), func(x, y int) Point { return Point{-x - 3, y + 1} })
	if got := F.Compose(f1716).Map(P1716); !got.Equal(pts(0, 0, -1, 0)) {
		t.Errorf("transformed requirement %v, want {o,(-1,0)}", got)
	}
	P1752 := pts(-2, 0, -2, 1)
	f1752, _ := Anchor25(P1752, 3)
	chk("Φ_{1752,3}", f1752, func(x, y int) Point { return Point{-y, x + 2} })
	chk("F∘Φ_{1752,3}", F.Compose(f1752), func(x, y int) Point { return Point{y - 1, x + 2} })
	if got := F.Compose(f1752).Map(P1752); !got.Equal(pts(0, 0, -1, 0)) {
		t.Errorf("transformed requirement %v, want {o,(-1,0)}", got)
	}
	// Next attacks of the opening table: (−1,0) and (0,−1).
	if F.Apply(Origin) != (Point{-1, 0}) || f1998.Apply(Origin) != (Point{0, -1}) {
		t.Error("opening attacks differ from the table")
	}
	if _, ok := Anchor25(pts(-1, 0), 8); ok {
		t.Error("anchor index 1 of a one-point set must be out of range")
	}
}

// Section "The exceptional bent-shape continuation" and "Opposite-tip
// continuations": compositions of 35-move terms.
func TestPaper35Placements(t *testing.T) {
	dec := func(w string) Placement {
		_, f, bad := DecodeTerm35(w)
		if bad != "" {
			t.Fatalf("%s: %s", w, bad)
		}
		return f
	}
	K := dec("614b43")
	for _, v := range []Point{{0, 0}, {2, 7}, {-3, 1}} {
		if K.Apply(v) != (Point{v.Y, v.X - 1}) {
			t.Errorf("614b43 maps %v to %v, want (y,x-1)", v, K.Apply(v))
		}
	}
	if K.Apply(Origin) != (Point{0, -1}) {
		t.Errorf("K(o) = %v, want (0,-1)", K.Apply(Origin))
	}
	// Table "r35:exception-children": row-614 terms composed with K.
	for _, tc := range [][2]string{
		{"608b75", "608a56"}, {"543d56", "543c64"}, {"370g34", "370h42"}, {"392h34", "392g42"},
		{"610d56", "610c64"}, {"600a64", "600b45"}, {"613a64", "613b45"},
	} {
		k, f, _ := DecodeTerm35(tc[0])
		got, ok := EncodeTerm35(k, K.Compose(f))
		if !ok || got != tc[1] {
			t.Errorf("K∘%s = %s, want %s", tc[0], got, tc[1])
		}
	}
	// Next pivots in that table.
	for _, tc := range []struct {
		term string
		p    Point
	}{{"608a56", Point{1, 2}}, {"543c64", Point{2, 0}}, {"370h42", Point{0, -2}}, {"600b45", Point{0, 1}}} {
		if got := dec(tc.term).Apply(Origin); got != tc.p {
			t.Errorf("%s pivot %v, want %v", tc.term, got, tc.p)
		}
	}
	// G_+(x,y) = (y+1, x+1) and G_−(x,y) = (−y−4, −x−1).
	gp, gm := dec("589b55"), dec("589h03")
	for _, v := range []Point{{0, 0}, {1, -2}} {
		if gp.Apply(v) != (Point{v.Y + 1, v.X + 1}) || gm.Apply(v) != (Point{-v.Y - 4, -v.X - 1}) {
			t.Errorf("G± at %v: %v %v", v, gp.Apply(v), gm.Apply(v))
		}
	}
	// Next pivots (1,1) and (−4,−1).
	if gp.Apply(Origin) != (Point{1, 1}) || gm.Apply(Origin) != (Point{-4, -1}) {
		t.Errorf("opposite-tip pivots %v %v", gp.Apply(Origin), gm.Apply(Origin))
	}
}
