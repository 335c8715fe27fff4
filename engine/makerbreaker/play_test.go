package makerbreaker

import (
	"math/rand/v2"
	"testing"
)

// exhaustivePlay follows the policy against every Breaker reply in the
// window (and one far cell) and returns the latest winning move.
func exhaustivePlay(t *testing.T, g *Game, window Set) int {
	t.Helper()
	if _, err := g.MakerMove(); err != nil {
		t.Fatalf("%v after %v", err, g.History)
	}
	if g.Won {
		return g.MakerMoves
	}
	worst := 0
	replies := append(Set{{100, 100}}, window...)
	for _, b := range replies {
		if !g.free(b) {
			continue
		}
		h := g.Clone()
		if err := h.BreakerReply(b); err != nil {
			t.Fatalf("%v after %v", err, h.History)
		}
		worst = max(worst, exhaustivePlay(t, h, window))
	}
	return worst
}

func TestPolicyAgainstEveryReply(t *testing.T) {
	for _, src := range []struct {
		d    Dialect
		text string
	}{
		{Dialect21, "6 14 4:100 5:101\n7 05 6:001 6:405\n"},
		{Dialect21, "6 14 4:100 5:101\n7 05 (14 4:100 5:101) 6:405\n"},
		{Dialect25, "193233\n165272\n"},
		{Dialect35, "6 0a03\n7 4a34 6a54\n"},
	} {
		c, r := mustLoad(t, src.d, src.text)
		p := NewPolicy(c, r)
		x0, x1, y0, y1, _ := r.Final().T.Bounds()
		window := Rect(x0-1, x1+1, y0-1, y1+1)
		worst := exhaustivePlay(t, p.NewGame(), window)
		if worst > p.Height() || worst < 1 {
			t.Errorf("%d: worst winning move %d, height %d", src.d, worst, p.Height())
		}
		// The searching Breaker finds that worst line; random and greedy
		// Breakers never exceed it.
		sb := SearchBreaker{Budget: 1000}
		res, err := p.Play(sb)
		if err != nil || res.WinMove != worst {
			t.Errorf("%d: search Breaker reached move %d (err %v), exhaustive worst %d", src.d, res.WinMove, err, worst)
		}
		rng := rand.New(rand.NewPCG(7, 8))
		for _, br := range []Breaker{RandomBreaker{Rng: rng, Margin: 2, FarProb: 0.2}, GreedyBreaker{}} {
			st, err := p.PlayMany(br, 50, nil)
			if err != nil || st.MaxWinMove > worst {
				t.Errorf("%d %s: %v max %d", src.d, br.Name(), err, st.MaxWinMove)
			}
		}
		// Finite-board reading: Maker confined to the final envelope.
		fp := &Policy{Cert: c, Recon: r, Board: r.Final().T}
		for _, br := range []Breaker{RandomBreaker{Rng: rng}, GreedyBreaker{}, SearchBreaker{Budget: 200}} {
			if st, err := fp.PlayMany(br, 20, nil); err != nil || st.MaxWinMove > p.Height() {
				t.Errorf("%d finite %s: %v", src.d, br.Name(), err)
			}
		}
	}
}

func TestRingEnumeration(t *testing.T) {
	seen := map[Point]bool{}
	for r := 0; r <= 4; r++ {
		ring := Ring(r)
		if r > 0 && len(ring) != 8*r {
			t.Errorf("ring %d has %d cells", r, len(ring))
		}
		for i, c := range ring {
			if c.Chebyshev() != r || seen[c] || (i > 0 && !ring[i-1].Less(c)) {
				t.Errorf("ring %d: bad cell %v", r, c)
			}
			seen[c] = true
		}
	}
}
