package graph

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/engine/graphgames"
)

// GeographyStrategyTrials plays the matching strategy, on the winning
// side, against the searching player (GeographyPlay.SearchMove) on random
// graphs with n vertices, and returns one row per game: game, m, start,
// start_class, first_wins, strategy_side, moves, strategy_won. The theorem
// says strategy_won is always true.
func GeographyStrategyTrials(games, n int, seed uint64) (dataframe.DataFrame, error) {
	rng := rand.New(rand.NewPCG(seed, 0x67656f))
	var idx, ms, starts, moves []int
	var class, side []string
	var first, won []bool
	for k := 0; k < games; k++ {
		g := graphgames.RandomGraph(rng, n, 0.15+0.35*rng.Float64())
		s := rng.IntN(n)
		sol, err := graphgames.SolveVertexGeography(g, s)
		if err != nil {
			return dataframe.DataFrame{}, err
		}
		// The person's stand-in takes the losing side.
		p, err := NewGeographyPlay(n, g.Edges(), s, 1-sol.Winner())
		if err != nil {
			return dataframe.DataFrame{}, err
		}
		for !p.Over() {
			if p.HumansTurn() {
				if err := p.Play(p.SearchMove()); err != nil {
					return dataframe.DataFrame{}, err
				}
			} else if _, err := p.ComputerMove(); err != nil {
				return dataframe.DataFrame{}, err
			}
		}
		idx, ms, starts, moves = append(idx, k), append(ms, g.M()), append(starts, s), append(moves, len(p.Path())-1)
		class = append(class, string(p.dec.Class[s]))
		side = append(side, map[int]string{0: "first", 1: "second"}[sol.Winner()])
		first, won = append(first, sol.FirstWins), append(won, !p.HumanWon())
	}
	return dataframe.New(series.New(idx, series.Int, "game"), series.New(ms, series.Int, "m"),
		series.New(starts, series.Int, "start"), series.New(class, series.String, "start_class"),
		series.New(first, series.Bool, "first_wins"), series.New(side, series.String, "strategy_side"),
		series.New(moves, series.Int, "moves"), series.New(won, series.Bool, "strategy_won")), nil
}

// CopsExamplesFrame decides a few named graphs two ways and plays the
// cop's strategy against every robber: name, n, m, cop_win
// (dismantling), cop_win_retrograde, dismantling_order, cop_start,
// worst_capture (cop moves against the best robber); cop_start and
// worst_capture are missing (NA) when the graph is not cop-win.
func CopsExamplesFrame() dataframe.DataFrame {
	cycle := func(n int) [][2]int {
		var e [][2]int
		for i := 0; i < n; i++ {
			e = append(e, [2]int{i, (i + 1) % n})
		}
		return e
	}
	wheel := append(cycle(5), [2]int{5, 0}, [2]int{5, 1}, [2]int{5, 2}, [2]int{5, 3}, [2]int{5, 4})
	petersen := [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0}, {0, 5}, {1, 6}, {2, 7}, {3, 8}, {4, 9}, {5, 7}, {7, 9}, {9, 6}, {6, 8}, {8, 5}}
	var tree [][2]int
	for v := 1; v < 10; v++ {
		tree = append(tree, [2]int{(v - 1) / 2, v})
	}
	examples := []struct {
		name  string
		n     int
		edges [][2]int
	}{
		{"path P5", 5, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}}},
		{"binary tree (10)", 10, tree},
		{"cycle C4", 4, cycle(4)},
		{"C4 + chord", 4, append(cycle(4), [2]int{0, 2})},
		{"cycle C5", 5, cycle(5)},
		{"wheel W5", 6, wheel},
		{"Petersen graph", 10, petersen},
		{"K5", 5, graphgames.Pairs(5)},
	}
	var name, order []string
	var ns, ms []int
	var starts, worst []interface{} // nil (NA) when not cop-win
	var fast, slow []bool
	for _, ex := range examples {
		g := graphgames.MustGraph(ex.n, ex.edges)
		d := graphgames.Dismantle(g)
		name, ns, ms = append(name, ex.name), append(ns, ex.n), append(ms, g.M())
		fast, slow = append(fast, d.Complete), append(slow, graphgames.CopWinBrute(g))
		if d.Complete {
			order = append(order, strings.Trim(fmt.Sprint(d.Order), "[]"))
			starts = append(starts, d.Order[len(d.Order)-1])
			w, err := graphgames.VerifyCopStrategy(g)
			if err != nil {
				w = -2
			}
			worst = append(worst, w)
		} else {
			order, starts, worst = append(order, fmt.Sprintf("stuck after %d deletions", len(d.Order))), append(starts, nil), append(worst, nil)
		}
	}
	return dataframe.New(series.New(name, series.String, "graph"), series.New(ns, series.Int, "n"), series.New(ms, series.Int, "m"),
		series.New(fast, series.Bool, "cop_win"), series.New(slow, series.Bool, "cop_win_retrograde"),
		series.New(order, series.String, "dismantling_order"), series.New(starts, series.Int, "cop_start"),
		series.New(worst, series.Int, "worst_capture"))
}

// TokenValuesFrame lists, for a digraph given by its arcs, each vertex's
// out-neighbours, its outcome for the player to move (retrograde
// analysis), its generalised Sprague–Grundy value (an infinite one written
// ∞(K), K the finite values among its followers) and, if the digraph is
// acyclic, its Grundy value (missing, NA, otherwise).
func TokenValuesFrame(n int, arcs [][2]int) (dataframe.DataFrame, error) {
	d, err := graphgames.NewDigraph(n, arcs)
	if err != nil {
		return dataframe.DataFrame{}, err
	}
	out := graphgames.LoopyOutcomes(d)
	gsg := graphgames.GeneralizedGrundy(d)
	gr, gerr := graphgames.GrundyValues(d)
	var vs []int
	var grundy []interface{} // nil (NA) when the digraph has a cycle
	var nb, oc, gs []string
	for v := 0; v < n; v++ {
		vs = append(vs, v)
		nb = append(nb, strings.Trim(fmt.Sprint(d.Out(v)), "[]"))
		oc = append(oc, out[v].String())
		gs = append(gs, strings.Replace(gsg[v].String(), "inf", "∞", 1))
		if gerr == nil {
			grundy = append(grundy, gr[v])
		} else {
			grundy = append(grundy, nil)
		}
	}
	return dataframe.New(series.New(vs, series.Int, "vertex"), series.New(nb, series.String, "moves_to"),
		series.New(oc, series.String, "outcome"), series.New(gs, series.String, "generalized_grundy"),
		series.New(grundy, series.Int, "grundy")), nil
}

// TokenSumOutcome decides a sum of tokens on a digraph (cycles allowed) from
// the generalised Sprague–Grundy values, and checks it by joint-state
// retrograde analysis: it returns both outcomes ("win", "loss", "draw").
func TokenSumOutcome(n int, arcs [][2]int, tokens []int) (fromValues, fromSearch string, err error) {
	d, err := graphgames.NewDigraph(n, arcs)
	if err != nil {
		return "", "", err
	}
	o, err := graphgames.LoopySumBrute(d, tokens)
	if err != nil {
		return "", "", err
	}
	return graphgames.LoopySum(graphgames.GeneralizedGrundy(d), tokens).String(), o.String(), nil
}

// ShannonPlayFrame solves the Shannon switching game on a graph and plays
// Short's tree strategy (moving second, or first if Short only wins that
// way) against a random Cut; one row per move: ply, player, edge, ends.
// It returns an error if Short does not win either way.
func ShannonPlayFrame(n int, edges [][2]int, u, v int, seed uint64) (dataframe.DataFrame, error) {
	g, err := graphgames.NewGraph(n, edges)
	if err != nil {
		return dataframe.DataFrame{}, err
	}
	r, err := graphgames.SolveShannon(g, u, v)
	if err != nil {
		return dataframe.DataFrame{}, err
	}
	first := !r.ShortWinsSecond
	st, err := r.Strategy(first)
	if err != nil {
		return dataframe.DataFrame{}, err
	}
	rng := rand.New(rand.NewPCG(seed, 0x73686e))
	deleted := make([]bool, g.M())
	var ply, edge []int
	var who, ends []string
	add := func(p string, e int) {
		a, b := g.Edge(e)
		ply, who, edge, ends = append(ply, len(ply)+1), append(who, p), append(edge, e), append(ends, fmt.Sprintf("%d–%d", a, b))
	}
	if first {
		e, err := st.Open()
		if err != nil {
			return dataframe.DataFrame{}, err
		}
		add("Short", e)
	}
	for !st.Won() {
		var free []int
		for e := 0; e < g.M(); e++ {
			if !deleted[e] && !st.Claimed(e) {
				free = append(free, e)
			}
		}
		if len(free) == 0 {
			return dataframe.DataFrame{}, fmt.Errorf("no edge left and u, v not joined")
		}
		c := free[rng.IntN(len(free))]
		deleted[c] = true
		add("Cut", c)
		e, err := st.Reply(c)
		if err != nil {
			return dataframe.DataFrame{}, err
		}
		if e >= 0 {
			add("Short", e)
		}
	}
	return dataframe.New(series.New(ply, series.Int, "ply"), series.New(who, series.String, "player"),
		series.New(edge, series.Int, "edge"), series.New(ends, series.String, "ends")), nil
}

// GeographyStartsFrame answers undirected vertex geography from every start
// of a graph, by the theorem and by search: vertex, class (Gallai–Edmonds),
// first_wins, first_wins_search.
func GeographyStartsFrame(n int, edges [][2]int) (dataframe.DataFrame, error) {
	g, err := graphgames.NewGraph(n, edges)
	if err != nil {
		return dataframe.DataFrame{}, err
	}
	dec := graphgames.GallaiEdmonds(g)
	search, err := graphgames.VertexGeographyBruteAll(g)
	if err != nil {
		return dataframe.DataFrame{}, err
	}
	var vs []int
	var cl []string
	var th, se []bool
	for v := 0; v < n; v++ {
		vs, cl = append(vs, v), append(cl, string(dec.Class[v]))
		th, se = append(th, !dec.InD(v)), append(se, search[v])
	}
	return dataframe.New(series.New(vs, series.Int, "vertex"), series.New(cl, series.String, "class"),
		series.New(th, series.Bool, "first_wins"), series.New(se, series.Bool, "first_wins_search")), nil
}
