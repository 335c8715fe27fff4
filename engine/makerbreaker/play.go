package makerbreaker

import (
	"fmt"
	"math/rand/v2"
	"sort"
)

// Breaker chooses Breaker's reply in a game of the policy.
type Breaker interface {
	Name() string
	Reply(g *Game) Point
}

// RandomBreaker claims a uniformly random free cell of a window around the
// final envelope (its bounding box widened by Margin) and, with probability
// FarProb on the infinite board, a random far-away cell instead.
type RandomBreaker struct {
	Rng     *rand.Rand
	Margin  int
	FarProb float64
}

func (RandomBreaker) Name() string { return "random" }

func (r RandomBreaker) Reply(g *Game) Point {
	if g.P.Board != nil {
		var free []Point
		for _, c := range g.P.Board {
			if g.free(c) {
				free = append(free, c)
			}
		}
		return free[r.Rng.IntN(len(free))]
	}
	if r.Rng.Float64() < r.FarProb {
		for {
			c := Point{1000 + r.Rng.IntN(1000), r.Rng.IntN(2001) - 1000}
			if g.free(c) {
				return c
			}
		}
	}
	x0, x1, y0, y1, _ := g.P.Recon.Final().T.Bounds()
	x0, x1, y0, y1 = x0-r.Margin, x1+r.Margin, y0-r.Margin, y1+r.Margin
	for {
		c := Point{x0 + r.Rng.IntN(x1-x0+1), y0 + r.Rng.IntN(y1-y0+1)}
		if g.free(c) {
			return c
		}
	}
}

// GreedyBreaker blocks: it claims the free cell with the largest threat
// score Σ 8^{|C ∩ M|} over the target copies C that contain it, meet Maker's
// cells and avoid Breaker's; a copy missing one cell outweighs everything.
// Ties go to the first cell of the enumeration.
type GreedyBreaker struct{}

func (GreedyBreaker) Name() string { return "greedy" }

func (GreedyBreaker) Reply(g *Game) Point {
	sh := g.P.Cert.Shape
	score := map[Point]float64{}
	for m := range g.M {
		for _, cp := range sh.CopiesContaining(m) {
			k, dead := 0, false
			for _, c := range cp {
				if g.B[c] {
					dead = true
					break
				}
				if g.M[c] {
					k++
				}
			}
			if dead {
				continue
			}
			w := 1.0
			for i := 0; i < k; i++ {
				w *= 8
			}
			if k == sh.Size()-1 {
				w = 1e18
			}
			for _, c := range cp {
				if g.free(c) {
					score[c] += w / float64(k) // each copy is seen once per Maker cell in it
				}
			}
		}
	}
	best, bestScore := Point{}, -1.0
	cells := make([]Point, 0, len(score))
	for c := range score {
		cells = append(cells, c)
	}
	sort.Slice(cells, func(i, j int) bool { return enumLess(cells[i], cells[j]) })
	for _, c := range cells {
		if score[c] > bestScore {
			best, bestScore = c, score[c]
		}
	}
	if bestScore < 0 {
		return g.firstFree()
	}
	return best
}

func enumLess(a, b Point) bool {
	ca, cb := a.Chebyshev(), b.Chebyshev()
	if ca != cb {
		return ca < cb
	}
	return a.Less(b)
}

// SearchBreaker looks for the longest game against the policy: at each
// reply it plays out every reply class (one representative for each child
// that can become the first survivor, and the exterior class) depth first,
// up to Budget positions per decision, and picks the reply after which
// Maker's win comes latest. Classes are tried in decreasing order of the
// child's height; a line reaching the certificate's height stops the search.
type SearchBreaker struct {
	Budget int
}

func (SearchBreaker) Name() string { return "search" }

func (s SearchBreaker) Reply(g *Game) Point {
	budget := s.Budget
	if budget <= 0 {
		budget = 20000
	}
	best, _ := longest(g, &budget, g.P.Height())
	return best
}

// longest returns Breaker's best reply and the Maker move on which Maker
// then wins (as far as the budget allows exploring).
func longest(g *Game, budget *int, bound int) (Point, int) {
	reps, kids := g.ReplyClasses()
	if len(reps) == 0 {
		return g.firstFree(), -1
	}
	type cand struct {
		p Point
		h int
	}
	cs := make([]cand, len(reps))
	for i, r := range reps {
		t := &g.act.node.Terms[kids[i]]
		cs[i] = cand{r, g.P.card(g.P.child(g.act, t)).H}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].h > cs[j].h })
	bestP, bestV := cs[0].p, -1
	for _, c := range cs {
		if *budget <= 0 && bestV >= 0 {
			break
		}
		*budget--
		h := g.Clone()
		if err := h.BreakerReply(c.p); err != nil {
			continue
		}
		v := playOut(h, budget, bound)
		if v > bestV {
			bestP, bestV = c.p, v
		}
		if bestV >= bound {
			break
		}
	}
	return bestP, bestV
}

// playOut continues a cloned game with Breaker searching and returns Maker's
// winning move number (or the remaining-height estimate when out of budget).
func playOut(g *Game, budget *int, bound int) int {
	for {
		if _, err := g.MakerMove(); err != nil {
			return 1 << 20 // an invariant failure is the longest game of all
		}
		if g.Won {
			return g.MakerMoves
		}
		if *budget <= 0 {
			return g.MakerMoves + g.ActiveCard().H
		}
		p, _ := longest(g, budget, bound)
		if err := g.BreakerReply(p); err != nil {
			return 1 << 20
		}
	}
}

// PlayResult is the outcome of one game.
type PlayResult struct {
	WinMove      int // Maker's move that completed a target
	Replacements int
	History      []Point
}

// Play runs one game of the policy against a Breaker. It returns an error if
// the certificate's invariant breaks or Maker has not won by the
// certificate's height (the assertion of Section "One strategy").
func (p *Policy) Play(br Breaker) (PlayResult, error) {
	g := p.NewGame()
	h := p.Height()
	for !g.Won {
		if _, err := g.MakerMove(); err != nil {
			return PlayResult{History: g.History}, err
		}
		if g.Won {
			break
		}
		if g.MakerMoves >= h {
			return PlayResult{History: g.History}, fmt.Errorf("no target after %d Maker moves, the certificate's height", h)
		}
		if !g.hasFree() {
			return PlayResult{History: g.History}, fmt.Errorf("the finite board is full before Maker won")
		}
		if err := g.BreakerReply(br.Reply(g)); err != nil {
			return PlayResult{History: g.History}, err
		}
	}
	if g.MakerMoves > h {
		return PlayResult{History: g.History}, fmt.Errorf("won on move %d, beyond the height %d", g.MakerMoves, h)
	}
	return PlayResult{WinMove: g.MakerMoves, Replacements: g.Replacements, History: g.History}, nil
}

// PlayStats summarizes many games.
type PlayStats struct {
	Breaker      string
	Games        int
	Height       int
	WinMoves     map[int]int // winning move → games
	MaxWinMove   int
	MeanWinMove  float64
	Replacements int
}

// PlayMany plays n games (Breaker implementations that draw random numbers
// take their generator from the caller) and asserts every win comes by the
// height.
func (p *Policy) PlayMany(br Breaker, n int, progress func(done int)) (PlayStats, error) {
	st := PlayStats{Breaker: br.Name(), Games: n, Height: p.Height(), WinMoves: map[int]int{}}
	total := 0
	for i := 0; i < n; i++ {
		r, err := p.Play(br)
		if err != nil {
			return st, fmt.Errorf("game %d: %w (history %v)", i+1, err, r.History)
		}
		st.WinMoves[r.WinMove]++
		st.MaxWinMove = max(st.MaxWinMove, r.WinMove)
		st.Replacements += r.Replacements
		total += r.WinMove
		if progress != nil {
			progress(i + 1)
		}
	}
	if n > 0 {
		st.MeanWinMove = float64(total) / float64(n)
	}
	return st, nil
}
