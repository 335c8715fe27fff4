package game

import (
	"fmt"
	"os"
	"sort"
	"strconv"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/frames"
	"plylab/engine/positional"
	"plylab/engine/positional/gen"
)

// Any positional game: the solver's answers, the value of every
// move, the optimal line and the certificate's win-ply distribution, as
// DataFrames and board views. Every function here that searches runs
// engine/positional with the positional.Options it is given (the zero
// value is the fast solver: both cores, symmetry, every pruning rule, a
// 256 MB table); none is generic (notebooks call them through gomacro).

// Answer is one solved game: the id it was given, the game and the
// solver's result.
type Answer struct {
	ID     string
	Game   *positional.Game
	Result positional.Result
}

// SolveAll solves each game with opt; ids[i] names games[i] (a missing
// id is the game's index).
func SolveAll(ids []string, games []*positional.Game, opt positional.Options) ([]Answer, error) {
	var out []Answer
	for i, g := range games {
		id := strconv.Itoa(i)
		if i < len(ids) {
			id = ids[i]
		}
		r, err := positional.Solve(g, opt)
		if err != nil {
			return out, fmt.Errorf("%s: %w", id, err)
		}
		out = append(out, Answer{ID: id, Game: g, Result: r})
	}
	return out, nil
}

// AnswerFrame has one row per answer: id, rule, first, cells,
// sets, claimed (cells already claimed in the start position), outcome,
// plies (the optimal length from the start position; NA where the rules
// give none: draws, Breaker and Avoider wins), end_ply (the ply of the whole
// game on which it ends, counting the turns played before the start
// position), nodes, seconds. A ply is one turn (p or q cells under a bias).
func AnswerFrame(as []Answer) dataframe.DataFrame {
	var id, rule, first, outcome []string
	var cells, sets, claimed []int
	var plies, end []interface{}
	var nodes []int
	var secs []float64
	for _, a := range as {
		g := a.Game
		id = append(id, a.ID)
		rule = append(rule, g.Rule.String())
		first = append(first, g.First)
		cells = append(cells, g.Cells)
		sets = append(sets, len(g.Sets))
		claimed = append(claimed, claimedCount(g))
		outcome = append(outcome, string(a.Result.Outcome))
		plies = append(plies, frames.NA(a.Result.Plies))
		end = append(end, frames.NA(gameEndPly(g, a.Result.Plies)))
		nodes = append(nodes, int(a.Result.Nodes))
		secs = append(secs, a.Result.Seconds)
	}
	return dataframe.New(
		series.New(id, series.String, "id"), series.New(rule, series.String, "rule"),
		series.New(first, series.String, "first"), series.New(cells, series.Int, "cells"),
		series.New(sets, series.Int, "sets"), series.New(claimed, series.Int, "claimed"),
		series.New(outcome, series.String, "outcome"), series.New(plies, series.Int, "plies"),
		series.New(end, series.Int, "end_ply"), series.New(nodes, series.Int, "nodes"),
		series.New(secs, series.Float, "seconds"))
}

func claimedCount(g *positional.Game) int { return len(g.Claimed[0]) + len(g.Claimed[1]) }

// gameEndPly converts the solver's optimal length, counted from g's start
// position, to the ply of the whole game on which it ends: the turns
// completed before the start position count as plies played (a ply is one
// turn, p or q cells under a bias p:q; a turn begun before the start
// position is counted by the solver). −1 stays −1.
func gameEndPly(g *positional.Game, plies int) int { return endPly(turnsDone(g), plies) }

// turnsDone is the number of whole turns played before g's start position.
func turnsDone(g *positional.Game) int {
	b := g.MoverBias()
	return len(g.Claimed[0])/b[0] + len(g.Claimed[1])/b[1]
}

// endPly is the ply on which a game ends that lasts plies more plies after
// played plies; −1 (no length) stays −1.
func endPly(played, plies int) int {
	if plies < 0 {
		return -1
	}
	return played + plies
}

// moverRole is the role name (Rule.Roles) of the side to move in g's start
// position.
func moverRole(g *positional.Game) (string, error) {
	m, _, err := g.ToMove()
	if err != nil {
		return "", err
	}
	idx := g.FirstIndex()
	if m == 1 {
		idx = 1 - idx
	}
	return g.Rule.Roles()[idx], nil
}

// MoveVerdict is what claiming a cell means for the side that claims it:
// "win", "draw" or "loss" under optimal play afterwards; mover is its role
// (Rule.Roles), outcome the game's after the move.
func MoveVerdict(mover string, outcome positional.Outcome) string {
	switch {
	case outcome == positional.Draw:
		return "draw"
	case outcome == positional.Outcome(mover):
		return "win"
	default:
		return "loss"
	}
}

// Moves returns the value of every free cell for the side to move
// in g's start position (positional.Moves with opt), in cell order.
func Moves(g *positional.Game, opt positional.Options) ([]positional.MoveValue, error) {
	mv, err := positional.Moves(g, opt)
	if err != nil {
		return nil, err
	}
	mv = append([]positional.MoveValue(nil), mv...)
	sort.Slice(mv, func(i, j int) bool { return mv[i].Cell < mv[j].Cell })
	return mv, nil
}

// cellLabel is the cell's label, or its number when the game has none.
func cellLabel(g *positional.Game, c int) string {
	if c >= 0 && c < len(g.Labels) {
		return g.Labels[c]
	}
	return strconv.Itoa(c)
}

// MoveFrame tabulates move values: one row per free cell with
// cell, label, row and col (when the game has a 2-D shape), outcome (of the
// game after the move, as Solve names it), plies (the optimal length after
// the move, counted from the start position, the move's turn included; NA
// when none), end_ply (the ply of the whole game on which it ends) and
// verdict ("win", "draw" or "loss" for the side that moves).
func MoveFrame(g *positional.Game, mv []positional.MoveValue) dataframe.DataFrame {
	mover, err := moverRole(g)
	if err != nil {
		return dataframe.DataFrame{Err: err}
	}
	grid := len(g.Shape) == 2
	var cell, row, col []int
	var label, outcome, verdict []string
	var plies, end []interface{}
	for _, m := range mv {
		if m.Cell < 0 || m.Cell >= g.Cells {
			return dataframe.DataFrame{Err: fmt.Errorf("move value for cell %d of a %d-cell game", m.Cell, g.Cells)}
		}
		cell = append(cell, m.Cell)
		label = append(label, cellLabel(g, m.Cell))
		if grid {
			row, col = append(row, m.Cell/g.Shape[1]), append(col, m.Cell%g.Shape[1])
		}
		outcome = append(outcome, string(m.Outcome))
		plies = append(plies, frames.NA(m.Plies))
		end = append(end, frames.NA(gameEndPly(g, m.Plies)))
		verdict = append(verdict, MoveVerdict(mover, m.Outcome))
	}
	cols := []series.Series{series.New(cell, series.Int, "cell"), series.New(label, series.String, "label")}
	if grid {
		cols = append(cols, series.New(row, series.Int, "row"), series.New(col, series.Int, "col"))
	}
	cols = append(cols, series.New(outcome, series.String, "outcome"), series.New(plies, series.Int, "plies"),
		series.New(end, series.Int, "end_ply"), series.New(verdict, series.String, "verdict"))
	return dataframe.New(cols...)
}

// WinPlies is the win-ply distribution of g's checked certificate: the
// winner's lines against every defence, counted by the ply on which they
// end (the general form of Table 1 of the transversal paper, seeds/000),
// in ascending ply order. Ply is of the whole game: the certificate counts
// from g's start position, and the turns played before it are added. A
// draw, a Breaker win and an Avoider win have no winning lines of a length
// and give none.
func WinPlies(g *positional.Game, rep positional.CertReport) []WinPly {
	var ps []int
	for p, v := range rep.WinPlies {
		if v > 0 {
			ps = append(ps, p)
		}
	}
	sort.Ints(ps)
	var out []WinPly
	for _, p := range ps {
		out = append(out, WinPly{Ply: gameEndPly(g, p), Lines: rep.WinPlies[p]})
	}
	return out
}

// WinPlyFrame tabulates WinPlies. Columns ply, lines, share (of all
// winning lines).
func WinPlyFrame(ws []WinPly) dataframe.DataFrame {
	var total int64
	for _, w := range ws {
		total += w.Lines
	}
	ply, lines := []int{}, []int{}
	share := []float64{}
	for _, w := range ws {
		ply = append(ply, w.Ply)
		lines = append(lines, int(w.Lines))
		share = append(share, frames.Round(float64(w.Lines)/float64(total), 6))
	}
	return dataframe.New(series.New(ply, series.Int, "ply"), series.New(lines, series.Int, "lines"),
		series.New(share, series.Float, "share"))
}

// WriteCertificate writes the certificate of g's solution to path
// (positional.WriteCertificate with opt). The file is written whole or
// not at all: a failed solve leaves no file behind.
func WriteCertificate(g *positional.Game, path string, opt positional.Options) (positional.CertStats, error) {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return positional.CertStats{}, err
	}
	st, err := positional.WriteCertificate(f, g, opt)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp)
		return st, err
	}
	return st, os.Rename(tmp, path)
}

// CheckCertificate checks the certificate in path against g with
// the rules alone (positional.CheckCertificate).
func CheckCertificate(g *positional.Game, path string) (positional.CertReport, error) {
	f, err := os.Open(path)
	if err != nil {
		return positional.CertReport{}, err
	}
	defer f.Close()
	return positional.CheckCertificate(f, g)
}

// MNKFrame solves the m,n,k-games (gen.MNK: k in a row across,
// down or diagonally on m rows and n columns, strong rule) for every m in
// ms, n in ns with m ≤ n (an m × n board is an n × m board turned) and k
// in ks with k ≤ n. Columns m, n, k, cells, sets, outcome, plies (the
// optimal length from the empty board, NA for a draw), nodes, seconds;
// each game solved with opt.
func MNKFrame(ms, ns, ks []int, opt positional.Options) (dataframe.DataFrame, error) {
	var mm, nn, kk, cells, sets, nodes []int
	var outcome []string
	var plies []interface{}
	var secs []float64
	for _, m := range ms {
		for _, n := range ns {
			for _, k := range ks {
				if m > n || k > n {
					continue
				}
				g, err := gen.MNK(m, n, k)
				if err != nil {
					return dataframe.DataFrame{}, err
				}
				r, err := positional.Solve(g, opt)
				if err != nil {
					return dataframe.DataFrame{}, fmt.Errorf("%d,%d,%d-game: %w", m, n, k, err)
				}
				mm, nn, kk = append(mm, m), append(nn, n), append(kk, k)
				cells, sets = append(cells, g.Cells), append(sets, len(g.Sets))
				outcome, plies = append(outcome, string(r.Outcome)), append(plies, frames.NA(r.Plies))
				nodes, secs = append(nodes, int(r.Nodes)), append(secs, r.Seconds)
			}
		}
	}
	return dataframe.New(series.New(mm, series.Int, "m"), series.New(nn, series.Int, "n"),
		series.New(kk, series.Int, "k"), series.New(cells, series.Int, "cells"),
		series.New(sets, series.Int, "sets"), series.New(outcome, series.String, "outcome"),
		series.New(plies, series.Int, "plies"), series.New(nodes, series.Int, "nodes"),
		series.New(secs, series.Float, "seconds")), nil
}

// MNKGrid turns a PositionalMNKFrame into the table a reader
// scans: one row per board "m × n", one column per k, each entry the
// outcome and the optimal length ("first in 7", "draw"); empty where the
// frame has no answer.
func MNKGrid(df dataframe.DataFrame) dataframe.DataFrame {
	if df.Err != nil {
		return df
	}
	ms, err1 := df.Col("m").Int()
	ns, err2 := df.Col("n").Int()
	ks, err3 := df.Col("k").Int()
	for _, err := range []error{err1, err2, err3} {
		if err != nil {
			return dataframe.DataFrame{Err: err}
		}
	}
	outc := df.Col("outcome").Records()
	plies := df.Col("plies")
	type board struct{ m, n int }
	var boards []board
	var kl []int
	entry := map[board]map[int]string{}
	for i := range ms {
		b := board{ms[i], ns[i]}
		if entry[b] == nil {
			entry[b] = map[int]string{}
			boards = append(boards, b)
		}
		e := outc[i]
		if !plies.Elem(i).IsNA() {
			p, _ := plies.Elem(i).Int()
			e = fmt.Sprintf("%s in %d", outc[i], p)
		}
		entry[b][ks[i]] = e
		if !containsInt(kl, ks[i]) {
			kl = append(kl, ks[i])
		}
	}
	sort.Ints(kl)
	sort.SliceStable(boards, func(i, j int) bool {
		if boards[i].m != boards[j].m {
			return boards[i].m < boards[j].m
		}
		return boards[i].n < boards[j].n
	})
	names := make([]string, len(boards))
	for i, b := range boards {
		names[i] = fmt.Sprintf("%d × %d", b.m, b.n)
	}
	cols := []series.Series{series.New(names, series.String, "board")}
	for _, k := range kl {
		v := make([]string, len(boards))
		for i, b := range boards {
			v[i] = entry[b][k]
		}
		cols = append(cols, series.New(v, series.String, fmt.Sprintf("k = %d", k)))
	}
	return dataframe.New(cols...)
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// WinsByFrame asks, for each P in plies, whether the first
// player (strong rules), Maker or Enforcer forces a win within P plies of
// g's start position (positional.WinsBy with opt): the general form of the
// transversal question "does X win by ply 2n+1?". Columns by_ply, wins,
// plies (when it wins, the optimal length, which WinsBy finds by deepening
// the bound; NA otherwise), nodes, seconds.
func WinsByFrame(g *positional.Game, plies []int, opt positional.Options) (dataframe.DataFrame, error) {
	var by, nodes []int
	var wins []bool
	var found []interface{}
	var secs []float64
	for _, p := range plies {
		ok, r, err := positional.WinsBy(g, p, opt)
		if err != nil {
			return dataframe.DataFrame{}, fmt.Errorf("by ply %d: %w", p, err)
		}
		by, wins = append(by, p), append(wins, ok)
		found = append(found, frames.NA(r.Plies))
		nodes, secs = append(nodes, int(r.Nodes)), append(secs, r.Seconds)
	}
	return dataframe.New(series.New(by, series.Int, "by_ply"), series.New(wins, series.Bool, "wins"),
		series.New(found, series.Int, "plies"), series.New(nodes, series.Int, "nodes"),
		series.New(secs, series.Float, "seconds")), nil
}
