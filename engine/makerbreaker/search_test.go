package makerbreaker

import (
	"testing"
)

func TestSearchSmallShapes(t *testing.T) {
	for _, tc := range []struct {
		shape string
		h     int
	}{{"monomino", 1}, {"domino", 2}, {"i3", 3}, {"v3", 3}, {"l4", 4}, {"t4", 4}} {
		sh, _ := ParseShape(tc.shape)
		s, err := NewSearcher(sh, SearchOptions{MaxHeight: tc.h + 2})
		if err != nil {
			t.Fatal(err)
		}
		res := s.Run()
		if !res.Found || res.Card.H != tc.h || res.Card.A.Len() != 0 {
			t.Errorf("%s: found %v card %v (want height %d)", tc.shape, res.Found, res.Card, tc.h)
			continue
		}
		t.Logf("%s: h=%d |T|=%d nodes=%d", tc.shape, res.Card.H, res.Card.T.Len(), s.Stats.Nodes)
		for _, d := range []Dialect{Dialect21, Dialect25, Dialect35} {
			c, r, _, err := res.Certificate(sh, d)
			if err != nil {
				t.Errorf("%s dialect %d: %v", tc.shape, d, err)
				continue
			}
			p := NewPolicy(c, r)
			if st, err := p.PlayMany(SearchBreaker{Budget: 2000}, 1, nil); err != nil || st.MaxWinMove > tc.h {
				t.Errorf("%s dialect %d: play %v %v", tc.shape, d, st, err)
			}
		}
	}
}
