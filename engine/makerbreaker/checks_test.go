package makerbreaker

import (
	"fmt"
	"testing"
)

func TestSummaryOfElementaryCards(t *testing.T) {
	text := "6 14 4:100 5:101\n7 05 6:001 6:405\n"
	c, r := mustLoad(t, Dialect21, text)
	s := Summarize(c, r, []byte(text))
	// Card 6: T has 8 cells, A ∪ {p} has 6: two local cells and the
	// exterior class; card 7: 11 − 5 = 6 local cells and the exterior.
	if s.ReplyClasses != 3+7 {
		t.Errorf("reply classes %d, want 10", s.ReplyClasses)
	}
	if s.Cards != 8 || s.Rows != 2 || s.References != 4 || s.CombinationNodes != 2 || len(s.NormalizationMismatches) != 0 {
		t.Errorf("summary %+v", s)
	}
	if s.RequiredSize[5] != 7 || s.RequiredSize[4] != 1 || s.Height[1] != 6 || s.Height[2] != 1 || s.Height[3] != 1 {
		t.Errorf("histograms %v %v", s.RequiredSize, s.Height)
	}
	if s.EnvelopeSize[6] != 6 || s.EnvelopeSize[8] != 1 || s.EnvelopeSize[11] != 1 {
		t.Errorf("envelope histogram %v", s.EnvelopeSize)
	}
	if s.Published != 0 || len(s.SHA256) != 64 {
		t.Errorf("published %v sha %q", s.Published, s.SHA256)
	}
	// The endpoint checks of the published file fail on this one, without
	// panicking on missing cards.
	for _, d := range []struct {
		d    Dialect
		text string
	}{{Dialect21, text}, {Dialect25, "193233\n165272\n"}, {Dialect35, "6 0a03\n7 4a34 6a54\n"}} {
		c, r := mustLoad(t, d.d, d.text)
		cs := EndpointChecks(c, r)
		if len(cs) == 0 {
			t.Errorf("%d: no endpoint checks", d.d)
		}
		for _, ch := range cs {
			if ch.OK && ch.Name == "final h" {
				t.Errorf("%d: %s passed on a two-row certificate", d.d, ch.Name)
			}
		}
	}
	if _, ok := PublishedAs([]byte(text)); ok {
		t.Error("a hand-made file cannot be a published one")
	}
	if SHA256(nil) != "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" {
		t.Error("SHA-256 of the empty input")
	}
}

// RowGroups reads a line's children group by group with the running
// intersection of their placed envelopes (Table "top"). Card 7 = 6:001
// 6:405 at pivot (0,5): the two placed copies of card 6 are the column
// (0,1)..(0,5) with three cells on either side, so their envelopes meet
// exactly in the column, which is A_7 ∪ {p_7}.
func TestRowGroups(t *testing.T) {
	c, r := mustLoad(t, Dialect21, "6 14 4:100 5:101\n7 05 6:001 6:405\n")
	g := RowGroups(c, r, 7)
	col := NewSet(Point{0, 1}, Point{0, 2}, Point{0, 3}, Point{0, 4}, Point{0, 5})
	if len(g) != 1 || g[0].Card != 6 || g[0].Placements != 2 || fmt.Sprint(g[0].Codes) != "[0 4]" || !g[0].Common.Equal(col) {
		t.Fatalf("groups of card 7: %+v", g)
	}
	if !g[0].Common.Equal(r.Cards[7].A.With(r.Cards[7].Pivot)) {
		t.Errorf("common envelope %v, A_7 ∪ {p} = %v", g[0].Common, r.Cards[7].A.With(r.Cards[7].Pivot))
	}
	g = RowGroups(c, r, 6)
	if len(g) != 2 || g[0].Card != 4 || g[1].Card != 5 || !g[1].Common.SubsetOf(g[0].Common) {
		t.Errorf("groups of card 6: %+v", g)
	}
	if RowGroups(c, r, 5) != nil || RowGroups(c, r, 8) != nil {
		t.Error("groups of a base or a missing card")
	}
	// The 25 dialect groups the reduced envelopes.
	c25, r25 := mustLoad(t, Dialect25, "193233\n165272\n")
	g = RowGroups(c25, r25, 7)
	if len(g) != 2 || g[0].Card != 4 || g[1].Card != 6 || fmt.Sprint(g[1].Codes) != "[32]" {
		t.Errorf("25 groups of card 7: %+v", g)
	}
	if !g[1].Common.Equal(r25.Reduced[4].Place(c25.Rows[1].Node.Terms[0].Place).E.Intersect(r25.Reduced[6].Place(c25.Rows[1].Node.Terms[1].Place).E)) {
		t.Errorf("25 common envelope %v", g[1].Common)
	}
}

// Fibers prints the sections of a set by |y| (the route25 final-region
// table); halves that differ are printed apart.
func TestFibers(t *testing.T) {
	s := NewSet(Point{-1, 0}, Point{0, 0}, Point{1, 0}, Point{0, 1}, Point{2, 1}, Point{0, -1}, Point{-3, 2}, Point{3, 2}, Point{-3, -2}, Point{3, -2})
	if got, want := Fibers(s), "0:[-1,1] 1:±{0,2}/[0,0] 2:{-3,3}"; got != want {
		t.Errorf("Fibers = %q, want %q", got, want)
	}
}

// The nonlocal example reads a term of an inner line under the outer
// placement: in card 7, the term 6:405 and then 4:100 inside card 6.
func TestFindTermComposed(t *testing.T) {
	c, r := mustLoad(t, Dialect21, "6 14 4:100 5:101\n7 05 6:001 6:405\n")
	outer := findTerm(&c.Rows[1].Node, 6, 4, Point{0, 5})
	inner := findTerm(&c.Rows[0].Node, 4, 1, Point{0, 0})
	if outer == nil || inner == nil || findTerm(&c.Rows[1].Node, 6, 4, Point{0, 4}) != nil {
		t.Fatal("terms not found")
	}
	// The inner child's pivot in card 6 is (1,3); under 6:405 it lands on
	// the outer placement's image of (1,3).
	got := r.Cards[4].Place(outer.Place.Compose(inner.Place)).Pivot
	if want := outer.Place.Apply(r.Cards[4].Place(inner.Place).Pivot); got != want {
		t.Errorf("composed pivot %v, want %v", got, want)
	}
}
