package makerbreaker

import "testing"

func TestSummaryOfElementaryCards(t *testing.T) {
	text := "6 14 4:100 5:101\n7 05 6:001 6:405\n"
	c, r := mustLoad(t, Dialect21, text)
	s := Summarize(c, r, []byte(text))
	// Card 6: T has 8 cells, A ∪ {p} has 6: two local cells and the
	// exterior class; card 7: 11 − 5 = 6 local cells and the exterior.
	if s.ReplyClasses != 3+7 || s.UncoveredClasses != 0 {
		t.Errorf("reply classes %d (uncovered %d), want 10", s.ReplyClasses, s.UncoveredClasses)
	}
	if s.Cards != 8 || s.Rows != 2 || s.References != 4 || s.CombinationNodes != 2 || len(s.BadCards) != 0 {
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
