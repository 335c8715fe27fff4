package pairing

import (
	"fmt"
	"runtime"
	"sort"
	"strings"
	"time"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/frames"
	"plylab/engine/hex"
)

// The hex family's tables (seeds/002, "Two reflections and a corner"): counts
// per board, the census pairings, the pairs shared between the rules, the
// slack of each rule and the rule checks, as DataFrames; and the board
// views the figures draw.

// BoardName is "5×6".
func BoardName(rows, cols int) string { return fmt.Sprintf("%d×%d", rows, cols) }

// BoardView is a board ready to draw: its shape and convention, the pairs
// to draw as segments (with a colour index each), the cells to shade and a
// chain to outline. A cell is [row from the top, column from the left].
type BoardView struct {
	Title      string
	Rows, Cols int
	Mirror     bool // the MainDiagonal convention (rows shift left going down)
	Pairs      [][2][2]int
	PairColors []int // palette index per pair (nil: all 0)
	Shade      [][2]int
	Chain      [][2]int
}

func hexCellsOf(b *hex.Board, cells []int) [][2]int {
	out := make([][2]int, len(cells))
	for i, c := range cells {
		r, cc := b.RC(c)
		out[i] = [2]int{r, cc}
	}
	return out
}

// ViewOf draws the pairing p; shadeCorners shades the six corner cells of
// an n×(n+1) board where the cross and corners rules part.
func ViewOf(p *hex.Pairing, title string, shadeCorners bool) BoardView {
	b := p.Board
	v := BoardView{Title: title, Rows: b.Rows, Cols: b.Cols, Mirror: b.Adj == hex.MainDiagonal}
	for _, q := range p.Pairs() {
		c := hexCellsOf(b, q[:])
		v.Pairs = append(v.Pairs, [2][2]int{c[0], c[1]})
	}
	if shadeCorners && b.Cols == b.Rows+1 && b.Rows >= 2 {
		v.Shade = append(v.Shade, hex.CornerCells(b.Rows)...)
	}
	return v
}

// RuleView is the named rule on n×(n+1) (Fig. 3 panels).
func RuleView(n int, rule string) (BoardView, error) {
	p, err := hex.Rule(rule, n)
	if err != nil {
		return BoardView{}, err
	}
	return ViewOf(p, fmt.Sprintf("%s, %s", rule, BoardName(n, n+1)), true), nil
}

// RuleViews are the three rules on n×(n+1) (Fig. 3: n = 6).
func RuleViews(n int) ([]BoardView, error) {
	var out []BoardView
	for _, r := range hex.Rules {
		v, err := RuleView(n, r)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// CensusViewsOf draws every pairing of a census of n×(n+1) already run
// (Censuses), titled with the rule that writes it (Fig. 2: n = 5).
func CensusViewsOf(n int, res hex.CensusResult) []BoardView {
	ps := append([]*hex.Pairing(nil), res.Pairings...)
	sortByRule(ps)
	var out []BoardView
	for _, p := range ps {
		name := hex.IdentifyRule(p)
		if name == "" {
			name = "no rule"
		}
		out = append(out, ViewOf(p, fmt.Sprintf("%s (census, %s)", name, BoardName(n, n+1)), true))
	}
	return out
}

func ruleRank(p *hex.Pairing) int {
	name := hex.IdentifyRule(p)
	for i, r := range hex.Rules {
		if r == name {
			return i
		}
	}
	return len(hex.Rules)
}

func sortByRule(ps []*hex.Pairing) {
	sort.SliceStable(ps, func(i, j int) bool {
		ri, rj := ruleRank(ps[i]), ruleRank(ps[j])
		if ri != rj {
			return ri < rj
		}
		return ps[i].Key() < ps[j].Key()
	})
}

// CornerViews shows, for the cross and corners rules on n×(n+1), only
// the pairs that touch the six shaded corner cells (Fig. 4: n = 3).
func CornerViews(n int) ([]BoardView, error) {
	var out []BoardView
	for _, r := range []string{hex.RuleCross, hex.RuleCorners} {
		p, err := hex.Rule(r, n)
		if err != nil {
			return nil, err
		}
		b := p.Board
		corner := map[int]bool{}
		for _, rc := range hex.CornerCells(n) {
			corner[b.Cell(rc[0], rc[1])] = true
		}
		v := ViewOf(p, fmt.Sprintf("%s, %s: pairs at the corners", r, BoardName(n, n+1)), true)
		v.Pairs = nil
		for _, q := range p.Pairs() {
			if corner[q[0]] || corner[q[1]] {
				c := hexCellsOf(b, q[:])
				v.Pairs = append(v.Pairs, [2][2]int{c[0], c[1]})
			}
		}
		out = append(out, v)
	}
	return out, nil
}

// ChainView draws a chain (cells from the left end) over the pairing.
func ChainView(p *hex.Pairing, chain []int, title string) BoardView {
	v := ViewOf(p, title, false)
	v.Chain = hexCellsOf(p.Board, chain)
	return v
}

// ---- counts per board ----

// Census runs the census on an R×C board with the default (sliced,
// fewest-cells) search on two workers.
func Census(rows, cols int) (hex.CensusResult, int, error) {
	b, err := hex.NewBoard(rows, cols)
	if err != nil {
		return hex.CensusResult{}, 0, err
	}
	cs := hex.MinimalChains(b)
	return hex.Census(cs, hex.CensusOptions{Workers: runtime.GOMAXPROCS(0)}), cs.Len(), nil
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// CensusRun is the census of one n×(n+1) board: its number of minimal
// chains and the result of hex.Census with two workers (Census).
type CensusRun struct {
	N      int
	Chains int
	Result hex.CensusResult
}

// Censuses runs the census on n×(n+1) for n = from..to (Fig. 1 is 2..5; 6
// takes a few seconds).
func Censuses(from, to int) ([]CensusRun, error) {
	var runs []CensusRun
	for n := from; n <= to; n++ {
		res, nc, err := Census(n, n+1)
		if err != nil {
			return nil, err
		}
		runs = append(runs, CensusRun{N: n, Chains: nc, Result: res})
	}
	return runs, nil
}

// CensusFrameOf tabulates censuses already run, in their order. Columns:
// board, n, chains, pairings, steps, rules (the rule writing each pairing,
// in the essay's order), every_cell and half_turn (whether every pairing
// uses every cell and is its own image under the half-turn).
func CensusFrameOf(runs []CensusRun) dataframe.DataFrame {
	var board, rules, every, half []string
	var ns, chains, pairings, steps []int
	for _, run := range runs {
		n, nc, res := run.N, run.Chains, run.Result
		ps := append([]*hex.Pairing(nil), res.Pairings...)
		sortByRule(ps)
		var names []string
		e, h := true, true
		for _, p := range ps {
			name := strings.Join(hex.RulesWriting(p), "=")
			if name == "" {
				name = "none"
			}
			names = append(names, name)
			e = e && p.Complete()
			h = h && hex.HalfTurn(p.Board).Pairing(p).Equal(p)
		}
		board = append(board, BoardName(n, n+1))
		ns = append(ns, n)
		chains = append(chains, nc)
		pairings = append(pairings, len(ps))
		steps = append(steps, int(res.Steps))
		rules = append(rules, strings.Join(names, " "))
		every = append(every, yesNo(e))
		half = append(half, yesNo(h))
	}
	return dataframe.New(
		series.New(board, series.String, "board"),
		series.New(ns, series.Int, "n"),
		series.New(chains, series.Int, "chains"),
		series.New(pairings, series.Int, "pairings"),
		series.New(steps, series.Int, "steps"),
		series.New(rules, series.String, "rules"),
		series.New(every, series.String, "every_cell"),
		series.New(half, series.String, "half_turn"),
	)
}

// ChainCountsFrame counts the minimal chains on three families of
// shapes, n×(n+1), n×n and n×(n+2), for every board with at most maxCells
// cells. Columns: family, n, rows, cols, cells, chains.
func ChainCountsFrame(maxCells int) dataframe.DataFrame {
	var fam, board []string
	var ns, rows, cols, cells, chains []int
	for _, f := range []struct {
		name  string
		extra int
	}{{"n×(n+1)", 1}, {"n×n", 0}, {"n×(n+2)", 2}} {
		for n := 1; n*(n+f.extra) <= maxCells; n++ {
			b := hex.MustBoard(n, n+f.extra)
			fam = append(fam, f.name)
			board = append(board, BoardName(n, n+f.extra))
			ns = append(ns, n)
			rows = append(rows, n)
			cols = append(cols, n+f.extra)
			cells = append(cells, b.Cells)
			chains = append(chains, int(hex.CountChains(b)))
		}
	}
	return dataframe.New(
		series.New(fam, series.String, "family"),
		series.New(board, series.String, "board"),
		series.New(ns, series.Int, "n"),
		series.New(rows, series.Int, "rows"),
		series.New(cols, series.Int, "cols"),
		series.New(cells, series.Int, "cells"),
		series.New(chains, series.Int, "chains"),
	)
}

// ---- shared pairs, slack ----

// SharedRow is one row of Fig. 5: the pairs the pairings of two rules
// (First, Second) share on n×(n+1), and the pairs of one pairing.
type SharedRow struct {
	N             int
	First, Second string
	Shared, Pairs int
}

// Shared counts the pairs each two of the three rules share on n×(n+1),
// n = from..to (Fig. 5: 3..6).
func Shared(from, to int) ([]SharedRow, error) {
	var out []SharedRow
	for n := from; n <= to; n++ {
		var ps []*hex.Pairing
		for _, r := range hex.Rules {
			p, err := hex.Rule(r, n)
			if err != nil {
				return nil, err
			}
			ps = append(ps, p)
		}
		for i := 0; i < 3; i++ {
			for j := i + 1; j < 3; j++ {
				out = append(out, SharedRow{N: n, First: hex.Rules[i], Second: hex.Rules[j], Shared: ps[i].Shared(ps[j]), Pairs: ps[i].NumPairs()})
			}
		}
	}
	return out, nil
}

// SharedFrame tabulates Shared. Columns: board, n, first, second, shared,
// pairs (the pairs of one pairing), differ (pairs − shared).
func SharedFrame(rows []SharedRow) dataframe.DataFrame {
	var board, first, second []string
	var ns, shared, pairs, differ []int
	for _, r := range rows {
		board = append(board, BoardName(r.N, r.N+1))
		ns = append(ns, r.N)
		first = append(first, r.First)
		second = append(second, r.Second)
		shared = append(shared, r.Shared)
		pairs = append(pairs, r.Pairs)
		differ = append(differ, r.Pairs-r.Shared)
	}
	return dataframe.New(
		series.New(board, series.String, "board"),
		series.New(ns, series.Int, "n"),
		series.New(first, series.String, "first"),
		series.New(second, series.String, "second"),
		series.New(shared, series.Int, "shared"),
		series.New(pairs, series.Int, "pairs"),
		series.New(differ, series.Int, "differ"),
	)
}

// SlackRow is the slack of one rule on n×(n+1) (hex.SlackOf against every
// minimal chain), a row of Fig. 6: MeanPerChain (whole pairs per chain) and
// SingleShare (the share of the chains held by exactly one pair) to 6
// digits, HeldTwice the chains with exactly two whole pairs.
type SlackRow struct {
	N                  int
	Rule               string
	Chains, WholePairs int
	MeanPerChain       float64
	SinglePairChains   int
	SingleShare        float64
	HeldTwice          int
	Histogram          []int
}

// Slacks measures the three rules on n×(n+1), n = from..to, against every
// minimal chain (Fig. 6: 3..5), in the order of hex.Rules for each n.
func Slacks(from, to int) ([]SlackRow, error) {
	var out []SlackRow
	for n := from; n <= to; n++ {
		b, err := hex.NewBoard(n, n+1)
		if err != nil {
			return nil, err
		}
		cs := hex.MinimalChains(b)
		for _, r := range hex.Rules {
			p, err := hex.Rule(r, n)
			if err != nil {
				return nil, err
			}
			s := hex.SlackOf(p, cs)
			t := 0
			if len(s.Histogram) > 2 {
				t = s.Histogram[2]
			}
			out = append(out, SlackRow{N: n, Rule: r, Chains: s.Chains, WholePairs: s.WholePairs,
				MeanPerChain: frames.Round(s.MeanPerChain, 6), SinglePairChains: s.SinglePairChains,
				SingleShare: frames.Round(float64(s.SinglePairChains)/float64(s.Chains), 6), HeldTwice: t, Histogram: s.Histogram})
		}
	}
	return out, nil
}

// Weighting answers the essay's "no weighting of the chains can rate
// [cross] above either of the others" on n×(n+1): a score that weights each
// minimal chain by some w ≥ 0 and sums w times the whole pairs the pairing
// puts in it can rate cross above a rival for some weighting exactly when
// cross holds more whole pairs than the rival on some chain (all the weight
// on that chain). For each rival (diagonal, corners) it returns the chains
// where cross holds more whole pairs than the rival (MoreThan) and fewer
// (FewerThan); cross can never be rated above either when both MoreThan
// are 0.
type Weighting struct {
	N                   int
	Chains              int
	MoreThan, FewerThan map[string]int
}

// Weights computes HexWeighting on n×(n+1).
func Weights(n int) (Weighting, error) {
	b, err := hex.NewBoard(n, n+1)
	if err != nil {
		return Weighting{}, err
	}
	cs := hex.MinimalChains(b)
	c, err := hex.Rule(hex.RuleCross, n)
	if err != nil {
		return Weighting{}, err
	}
	out := Weighting{N: n, Chains: cs.Len(), MoreThan: map[string]int{}, FewerThan: map[string]int{}}
	for _, name := range []string{hex.RuleDiagonal, hex.RuleCorners} {
		r, err := hex.Rule(name, n)
		if err != nil {
			return Weighting{}, err
		}
		for k := 0; k < cs.Len(); k++ {
			x, y := c.WholePairs(cs.Set(k)), r.WholePairs(cs.Set(k))
			if x > y {
				out.MoreThan[name]++
			}
			if x < y {
				out.FewerThan[name]++
			}
		}
	}
	return out, nil
}

// SlackFrame tabulates Slacks. Columns: board, n, rule, chains,
// whole_pairs, mean_per_chain, single_pair_chains, single_share (of the
// chains), held_twice, histogram.
func SlackFrame(rows []SlackRow) dataframe.DataFrame {
	var board, rule, hist []string
	var ns, chains, whole, single, twice []int
	var mean, share []float64
	for _, s := range rows {
		board = append(board, BoardName(s.N, s.N+1))
		ns = append(ns, s.N)
		rule = append(rule, s.Rule)
		chains = append(chains, s.Chains)
		whole = append(whole, s.WholePairs)
		mean = append(mean, s.MeanPerChain)
		single = append(single, s.SinglePairChains)
		share = append(share, s.SingleShare)
		twice = append(twice, s.HeldTwice)
		hist = append(hist, strings.Trim(fmt.Sprint(s.Histogram), "[]"))
	}
	return dataframe.New(
		series.New(board, series.String, "board"),
		series.New(ns, series.Int, "n"),
		series.New(rule, series.String, "rule"),
		series.New(chains, series.Int, "chains"),
		series.New(whole, series.Int, "whole_pairs"),
		series.New(mean, series.Float, "mean_per_chain"),
		series.New(single, series.Int, "single_pair_chains"),
		series.New(share, series.Float, "single_share"),
		series.New(twice, series.Int, "held_twice"),
		series.New(hist, series.String, "histogram"),
	)
}

// ---- rule checks ----

// CheckRow is one rule check: the CLI's --json object and a row of
// ChecksFrame. PartialPaths is set by the walks, States by the frontier
// search.
type CheckRow struct {
	Rule           string   `json:"rule"`
	N              int      `json:"n"`
	Rows           int      `json:"rows"`
	Cols           int      `json:"cols"`
	Method         string   `json:"method"`
	Holds          bool     `json:"holds"`
	PartialPaths   *uint64  `json:"partial_paths"`
	States         *uint64  `json:"states"`
	Frontier       int      `json:"frontier,omitempty"`
	Seconds        float64  `json:"seconds"`
	Counterexample [][2]int `json:"counterexample"`
	// adjacency names the board's adjacency for the text form (not in the JSON).
	adjacency string
}

// CheckRule checks one rule on n×(n+1) by "walk" (the essay's pruned
// walk), "fast" (with reachability, forcing and memo) or "dp" (the frontier
// search).
func CheckRule(rule string, n int, method string) (CheckRow, error) {
	p, err := hex.Rule(rule, n)
	if err != nil {
		return CheckRow{}, err
	}
	b := p.Board
	row := CheckRow{Rule: rule, N: n, Rows: b.Rows, Cols: b.Cols, Method: method}
	start := time.Now()
	var ce []int
	switch method {
	case "walk":
		r := hex.CheckWalk(p)
		row.Holds, ce, row.PartialPaths = r.Holds, r.Counterexample, &r.PartialPaths
	case "fast":
		r := hex.CheckFast(p, hex.CheckFastOptions{})
		row.Holds, ce, row.PartialPaths = r.Holds, r.Counterexample, &r.PartialPaths
	case "dp":
		r, err := hex.CheckDP(p, hex.CheckDPOptions{})
		if err != nil {
			return row, err
		}
		row.Holds, ce, row.States, row.Frontier = r.Holds, r.Counterexample, &r.States, r.Frontier
	default:
		return row, fmt.Errorf("hex: unknown check method %q (want walk, fast or dp)", method)
	}
	row.Seconds = time.Since(start).Seconds()
	if ce != nil {
		row.Counterexample = hexCellsOf(b, ce)
	}
	return row, nil
}

// RuleChecks checks every rule on n×(n+1) for n = from..to by the
// frontier search, and also by the essay's walk up to walkMax (two ways to
// the same answer). log (may be nil) gets a line per check.
func RuleChecks(from, to, walkMax int, log func(string)) ([]CheckRow, error) {
	var out []CheckRow
	for n := from; n <= to; n++ {
		for _, r := range hex.Rules {
			if r == hex.RuleCorners && n < 2 {
				continue
			}
			methods := []string{"dp"}
			if n <= walkMax {
				methods = []string{"walk", "dp"}
			}
			for _, m := range methods {
				row, err := CheckRule(r, n, m)
				if err != nil {
					return out, err
				}
				if log != nil {
					log(fmt.Sprintf("hex check %s %s (%s): holds %v, %.2f s", r, BoardName(n, n+1), m, row.Holds, row.Seconds))
				}
				out = append(out, row)
			}
		}
	}
	return out, nil
}

// Work is the work the check did: the partial paths of a walk (unit
// "partial paths") or the frontier states (unit "states").
func (r CheckRow) Work() (work int, unit string) {
	switch {
	case r.PartialPaths != nil:
		return int(*r.PartialPaths), "partial paths"
	case r.States != nil:
		return int(*r.States), "states"
	}
	return 0, ""
}

// ChecksFrame turns checks into a table. Columns: board, n, rule,
// method, holds, work (partial paths of a walk or frontier states),
// work_unit. Seconds are left out so that the CSV bytes are reproducible.
func ChecksFrame(rows []CheckRow) dataframe.DataFrame {
	var board, rule, method, holds, unit []string
	var ns, work []int
	for _, r := range rows {
		board = append(board, BoardName(r.Rows, r.Cols))
		ns = append(ns, r.N)
		rule = append(rule, r.Rule)
		method = append(method, r.Method)
		holds = append(holds, yesNo(r.Holds))
		w, u := r.Work()
		work = append(work, w)
		unit = append(unit, u)
	}
	return dataframe.New(
		series.New(board, series.String, "board"),
		series.New(ns, series.Int, "n"),
		series.New(rule, series.String, "rule"),
		series.New(method, series.String, "method"),
		series.New(holds, series.String, "holds"),
		series.New(work, series.Int, "work"),
		series.New(unit, series.String, "work_unit"),
	)
}

// ---- the symmetry study ----

// SymmetryFrame studies the rules under the maps of the board on
// n×(n+1), n = from..to: for each map (half-turn, left-right reflection,
// top-bottom reflection) and rule, the rule that writes the image on the
// image board (whose convention the reflections swap), and whether the
// image's own formula — the same rule name written on the image board —
// still meets every chain there. Columns: board, n, map, image_convention,
// rule, image_is, same_formula_holds.
func SymmetryFrame(from, to int) dataframe.DataFrame {
	var board, mp, conv, rule, img, holds []string
	var ns []int
	for n := from; n <= to; n++ {
		b := hex.MustBoard(n, n+1)
		for _, m := range []hex.Map{hex.HalfTurn(b), hex.MirrorLR(b), hex.MirrorTB(b)} {
			for _, r := range hex.Rules {
				p, err := hex.Rule(r, n)
				if err != nil {
					continue
				}
				q := m.Pairing(p)
				is := strings.Join(hex.RulesWriting(q), "=")
				if is == "" {
					is = "none"
				}
				same, _ := hex.RuleOn(r, m.Image)
				res, err := hex.CheckDP(same, hex.CheckDPOptions{})
				if err != nil {
					return dataframe.DataFrame{Err: err}
				}
				board = append(board, BoardName(n, n+1))
				ns = append(ns, n)
				mp = append(mp, m.Name)
				conv = append(conv, m.Image.Adj.String())
				rule = append(rule, r)
				img = append(img, is)
				holds = append(holds, yesNo(res.Holds))
			}
		}
	}
	return dataframe.New(
		series.New(board, series.String, "board"),
		series.New(ns, series.Int, "n"),
		series.New(mp, series.String, "map"),
		series.New(conv, series.String, "image_convention"),
		series.New(rule, series.String, "rule"),
		series.New(img, series.String, "image_is"),
		series.New(holds, series.String, "same_formula_holds"),
	)
}

// CrossingFrame classifies, for each rule on n×(n+1) and each adjacent
// pair of cells {u, v} that the pairing puts on different sides (u in the
// half the rule's formula is written from, v in the other), what v's
// partner is relative to u: u itself (the step holds a whole pair), a
// neighbour of u, or farther. This is the local fact a crossing argument
// ("where a chain crosses the axis it holds a cell and its partner") rests
// on. Columns: board, n, rule, crossing_steps, hold_pair, partner_adjacent,
// partner_farther.
func CrossingFrame(from, to int) dataframe.DataFrame {
	var board, rule []string
	var ns, steps, pair, adj, far []int
	for n := from; n <= to; n++ {
		for _, r := range hex.Rules {
			p, err := hex.Rule(r, n)
			if err != nil {
				continue
			}
			b := p.Board
			side := hexRuleSide(r, n, b)
			var s, hp, ad, fa int
			for u := 0; u < b.Cells; u++ {
				for _, v := range b.Neighbors(u) {
					if !side[u] || side[v] {
						continue
					}
					s++
					w := p.Partner[v]
					switch {
					case w == u:
						hp++
					case b.Adjacent(w, u):
						ad++
					default:
						fa++
					}
				}
			}
			board = append(board, BoardName(n, n+1))
			ns = append(ns, n)
			rule = append(rule, r)
			steps = append(steps, s)
			pair = append(pair, hp)
			adj = append(adj, ad)
			far = append(far, fa)
		}
	}
	return dataframe.New(
		series.New(board, series.String, "board"),
		series.New(ns, series.Int, "n"),
		series.New(rule, series.String, "rule"),
		series.New(steps, series.Int, "crossing_steps"),
		series.New(pair, series.Int, "hold_pair"),
		series.New(adj, series.Int, "partner_adjacent"),
		series.New(far, series.Int, "partner_farther"),
	)
}

// hexRuleSide marks the half of the board each rule's formula is written
// from: c ≤ r for the diagonal rule, r + c ≤ n − 1 for cross and corners.
func hexRuleSide(rule string, n int, b *hex.Board) []bool {
	side := make([]bool, b.Cells)
	for i := range side {
		r, c := b.RC(i)
		if rule == hex.RuleDiagonal {
			side[i] = c <= r
		} else {
			side[i] = r+c <= n-1
		}
	}
	return side
}
