package game

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"plylab/engine/positional"
	"plylab/internal/gametest"
	"plylab/internal/oracle"
)

// The second method of these tests is the plain minimax of internal/oracle,
// written from the rules alone, on games of at most 12 cells.

// lineSets returns the k-in-a-row sets of an m × n board (across, down and
// both diagonals), built here independently of the generators.
func lineSets(m, n, k int) [][]int {
	var sets [][]int
	for r := 0; r < m; r++ {
		for c := 0; c < n; c++ {
			for _, d := range [][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
				er, ec := r+(k-1)*d[0], c+(k-1)*d[1]
				if er < 0 || er >= m || ec < 0 || ec >= n {
					continue
				}
				var s []int
				for i := 0; i < k; i++ {
					s = append(s, (r+i*d[0])*n+c+i*d[1])
				}
				sets = append(sets, s)
			}
		}
	}
	return sets
}

func mnkGame(t testing.TB, m, n, k int) *positional.Game {
	g := &positional.Game{Cells: m * n, Sets: lineSets(m, n, k), Rule: positional.Strong, Shape: []int{m, n}}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	return g
}

// bruteSolve is the second method: the module's plain exhaustive solver
// (internal/oracle, written from the rules apart from the engine's search),
// giving the outcome (a role name or "draw") and the optimal length in
// plies from the start position (−1 when none).
func bruteSolve(t testing.TB, g *positional.Game) (positional.Outcome, int) {
	t.Helper()
	r, err := oracle.Solve(g)
	if err != nil {
		t.Fatal(err)
	}
	return r.Outcome, r.Plies
}

// randomGames returns small random hypergraphs (5 … 9 cells, 2 … 6 sets of
// 2 or 3 cells) under every rule and both first movers, a third of them
// from a start position in which nothing is decided yet.
func randomGames(count int, seed uint64) []*positional.Game {
	rng := rand.New(rand.NewPCG(seed, 0))
	var out []*positional.Game
	for len(out) < count {
		out = append(out, oracle.Random(rng.IntN, positional.Rule(rng.IntN(4)), gametest.Spec{
			Cells: [2]int{5, 9}, Sets: [2]int{2, 6}, Size: [2]int{2, 3}, StartOneIn: 3,
		}))
	}
	return out
}

func TestAnswerFrame(t *testing.T) {
	games := []*positional.Game{mnkGame(t, 3, 3, 3), mnkGame(t, 2, 2, 2), mnkGame(t, 3, 3, 2), mnkGame(t, 1, 4, 2)}
	ids := []string{"ttt", "2x2k2", "3x3k2", "1x4k2"}
	games = append(games, randomGames(30, 1)...)
	as, err := SolveAll(ids, games, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	df := AnswerFrame(as)
	if df.Err != nil {
		t.Fatal(df.Err)
	}
	if r, _ := df.Dims(); r != len(games) {
		t.Fatalf("%d rows for %d games", r, len(games))
	}
	outc := df.Col("outcome").Records()
	plies := df.Col("plies")
	end := df.Col("end_ply")
	for i, g := range games {
		want, wp := bruteSolve(t, g)
		gp := -1
		if !plies.Elem(i).IsNA() {
			gp, _ = plies.Elem(i).Int()
		}
		if outc[i] != string(want) || gp != wp {
			t.Errorf("game %d (%s, %v): frame says %s in %d, brute force %s in %d", i, g.Rule, g.Sets, outc[i], gp, want, wp)
		}
		if ge := end.Elem(i); wp >= 0 {
			if e, _ := ge.Int(); e != wp+claimedCount(g) {
				t.Errorf("game %d: end_ply %d, want %d", i, e, wp+claimedCount(g))
			}
		} else if !ge.IsNA() {
			t.Errorf("game %d: end_ply %v for an outcome of no length", i, ge)
		}
	}
	// Tic-tac-toe is a draw; on 2 × 2 and 3 × 3 two in a row wins at ply 3.
	if outc[0] != "draw" || !plies.Elem(0).IsNA() || outc[1] != "first" || outc[2] != "first" {
		t.Errorf("small m,n,k answers: %v", outc[:4])
	}
}

func TestMoveFrame(t *testing.T) {
	g := mnkGame(t, 3, 3, 3)
	g.Claimed = [2][]int{{4}, {1}} // X centre, O edge: X wins
	mv, err := Moves(g, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	df := MoveFrame(g, mv)
	if df.Err != nil {
		t.Fatal(df.Err)
	}
	if r, _ := df.Dims(); r != 7 {
		t.Fatalf("%d move rows, want the 7 free cells", r)
	}
	cells, _ := df.Col("cell").Int()
	rows, _ := df.Col("row").Int()
	cols, _ := df.Col("col").Int()
	verdict := df.Col("verdict").Records()
	end := df.Col("end_ply")
	wins := 0
	for i, c := range cells {
		if rows[i] != c/3 || cols[i] != c%3 {
			t.Errorf("cell %d at (%d, %d)", c, rows[i], cols[i])
		}
		// The brute force from the position after the move.
		h := *g
		h.Claimed = [2][]int{append([]int{c}, g.Claimed[0]...), g.Claimed[1]}
		var out positional.Outcome
		var p int
		if j := Judge(&h, startOwner(&h)); j != positional.NoWin {
			out, p = j, 0
			if j == positional.Draw {
				p = -1
			}
		} else {
			out, p = bruteSolve(t, &h)
		}
		want := MoveVerdict("first", out)
		if verdict[i] != want {
			t.Errorf("cell %d: verdict %s, brute force %s", c, verdict[i], want)
		}
		if want == "win" {
			wins++
			if e, _ := end.Elem(i).Int(); e != 3+p {
				t.Errorf("cell %d: ends at ply %d, brute force %d", c, e, 3+p)
			}
		}
	}
	if wins == 0 {
		t.Error("X centre against an O edge has no winning move")
	}
	if _, err := MoveMapView(g, mv, "x"); err != nil {
		t.Fatal(err)
	}
	bad := append([]positional.MoveValue(nil), mv...)
	bad[0].Cell = 4
	if _, err := MoveMapView(g, bad, "x"); err == nil {
		t.Error("a move value on a claimed cell accepted")
	}
}

// TestMovesEmptyBoard checks every first move of the 3,4,3-game
// and of 2 × 3 two in a row against the plain minimax.
func TestMovesEmptyBoard(t *testing.T) {
	for _, g := range []*positional.Game{mnkGame(t, 3, 4, 3), mnkGame(t, 2, 3, 2)} {
		mv, err := Moves(g, positional.Options{})
		if err != nil {
			t.Fatal(err)
		}
		df := MoveFrame(g, mv)
		cells, _ := df.Col("cell").Int()
		verdict := df.Col("verdict").Records()
		end := df.Col("end_ply")
		if len(cells) != g.Cells {
			t.Fatalf("%d move rows on an empty board of %d cells", len(cells), g.Cells)
		}
		for i, c := range cells {
			h := *g
			h.Claimed = [2][]int{{c}, nil} // the second player to move
			out, p := bruteSolve(t, &h)
			want, wantEnd := MoveVerdict("first", out), -1
			if p >= 0 {
				wantEnd = p + 1
			}
			gotEnd := -1
			if !end.Elem(i).IsNA() {
				gotEnd, _ = end.Elem(i).Int()
			}
			if verdict[i] != want || gotEnd != wantEnd {
				t.Errorf("%d cells, cell %d: %s at %d, brute force %s at %d", g.Cells, c, verdict[i], gotEnd, want, wantEnd)
			}
		}
	}
}

func TestReplay(t *testing.T) {
	biased := &positional.Game{Cells: 9, Sets: lineSets(3, 3, 3), Rule: positional.MakerBreaker, First: "breaker", Bias: [2]int{1, 2}}
	if err := biased.Normalize(); err != nil {
		t.Fatal(err)
	}
	games := append([]*positional.Game{mnkGame(t, 3, 3, 3), mnkGame(t, 3, 4, 3), mnkGame(t, 2, 3, 2), biased}, randomGames(25, 2)...)
	for i, g := range games {
		res, err := positional.Solve(g, positional.Options{})
		if err != nil {
			t.Fatal(err)
		}
		line, err := Replay(g, positional.Options{})
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		if line.Outcome != res.Outcome {
			t.Errorf("game %d (%s %v): the replay ends %q, Solve says %q", i, g.Rule, g.Sets, line.Outcome, res.Outcome)
			continue
		}
		last := line.Steps[len(line.Steps)-1]
		if res.Plies >= 0 && last.Ply != gameEndPly(g, res.Plies) {
			t.Errorf("game %d: the replay ends at ply %d, Solve says %d", i, last.Ply, gameEndPly(g, res.Plies))
		}
		for j, s := range line.Steps {
			if (s.Over != "") != (j == len(line.Steps)-1) {
				t.Errorf("game %d: step %d over = %q", i, j, s.Over)
			}
			if g.Bias == [2]int{1, 1} && s.Ply != claimedCount(g)+j+1 {
				t.Errorf("game %d: step %d at ply %d", i, j, s.Ply)
			}
			if j > 0 && s.Ply < line.Steps[j-1].Ply {
				t.Errorf("game %d: step %d at ply %d after ply %d", i, j, s.Ply, line.Steps[j-1].Ply)
			}
		}
		// The last position, judged again from the sets by hand: a strong
		// winner owns a whole set.
		if g.Rule == positional.Strong && res.Outcome != positional.Draw {
			w := 0
			if res.Outcome == positional.Second {
				w = 1
			}
			owned := false
			for _, s := range g.Sets {
				all := true
				for _, c := range s {
					all = all && line.Owner[c] == w
				}
				owned = owned || all
			}
			if !owned {
				t.Errorf("game %d: %s won but owns no set: %v", i, res.Outcome, line.Owner)
			}
		}
		if df := PlayLineFrame(line); df.Err != nil || df.Nrow() != len(line.Steps) {
			t.Errorf("game %d: line frame %v", i, df.Err)
		}
		if vs := PlayLineViews(line); len(vs) != len(line.Steps) || vs[len(vs)-1].Last != last.Cell {
			t.Errorf("game %d: %d views", i, len(vs))
		}
	}
}

func TestJudge(t *testing.T) {
	ttt := mnkGame(t, 3, 3, 3)
	mb := &positional.Game{Cells: 4, Sets: [][]int{{0, 1}, {2, 3}}, Rule: positional.MakerBreaker, First: "breaker"}
	ae := &positional.Game{Cells: 4, Sets: [][]int{{0, 1}, {2, 3}}, Rule: positional.AvoiderEnforcer, First: "avoider"}
	mis := &positional.Game{Cells: 4, Sets: [][]int{{0, 1}, {2, 3}}, Rule: positional.StrongMisere}
	for _, g := range []*positional.Game{mb, ae, mis} {
		if err := g.Normalize(); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		g     *positional.Game
		owner []int
		want  positional.Outcome
	}{
		{ttt, []int{0, 0, 0, 1, 1, -1, -1, -1, -1}, "first"},
		{ttt, []int{1, 0, 0, 1, 1, 1, 0, -1, 0}, "second"},
		{ttt, []int{0, 1, 0, 0, 1, 1, 1, 0, 0}, "draw"},
		{ttt, []int{0, 1, -1, -1, -1, -1, -1, -1, -1}, ""},
		// Breaker moves first: mover 0 is Breaker.
		{mb, []int{1, 1, -1, -1}, "maker"},
		{mb, []int{0, 1, 0, -1}, "breaker"},
		{mb, []int{0, 1, -1, -1}, ""},
		// Avoider moves first: mover 0 is Avoider.
		{ae, []int{0, 0, 1, -1}, "enforcer"},
		{ae, []int{1, 0, 0, 1}, "avoider"},
		{ae, []int{1, 0, -1, -1}, ""},
		{mis, []int{1, 1, 0, -1}, "first"},
		{mis, []int{0, 1, 1, 0}, "draw"},
	} {
		if got := Judge(c.g, c.owner); got != c.want {
			t.Errorf("%s %v: %q, want %q", c.g.Rule, c.owner, got, c.want)
		}
	}
}

func TestLayout(t *testing.T) {
	g := &positional.Game{Cells: 12, Sets: [][]int{{0, 1}}, Rule: positional.Strong, Shape: []int{2, 2, 3}}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	rows, cols, pos := layout(g)
	if rows != 2 || cols != 7 {
		t.Fatalf("2×2×3 drawn on %d × %d", rows, cols)
	}
	seen := map[int]bool{}
	for c, p := range pos {
		// cell (i, j, k) = (i*2 + j)*3 + k sits in row j, column i*4 + k.
		i, j, k := c/6, c/3%2, c%3
		if p != j*7+i*4+k || seen[p] {
			t.Errorf("cell %d at %d", c, p)
		}
		seen[p] = true
	}
}

func TestMNKFrame(t *testing.T) {
	df, err := MNKFrame([]int{1, 2, 3}, []int{2, 3, 4}, []int{2, 3, 4}, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ms, _ := df.Col("m").Int()
	ns, _ := df.Col("n").Int()
	ks, _ := df.Col("k").Int()
	sets, _ := df.Col("sets").Int()
	outc := df.Col("outcome").Records()
	plies := df.Col("plies")
	if len(ms) != 17 {
		t.Fatalf("%d rows, want the 17 games with m ≤ n and k ≤ n", len(ms))
	}
	grid := MNKGrid(df)
	if grid.Err != nil {
		t.Fatal(grid.Err)
	}
	if r, c := grid.Dims(); r != 8 || c != 4 {
		t.Fatalf("grid %d × %d, want 8 boards × (board, k = 2, 3, 4)", r, c)
	}
	rowOf := map[string]int{}
	for i, b := range grid.Col("board").Records() {
		rowOf[b] = i
	}
	for i := range ms {
		g := mnkGame(t, ms[i], ns[i], ks[i])
		want, wp := bruteSolve(t, g)
		gp := -1
		if !plies.Elem(i).IsNA() {
			gp, _ = plies.Elem(i).Int()
		}
		if outc[i] != string(want) || gp != wp || sets[i] != len(g.Sets) {
			t.Errorf("%d,%d,%d: %s in %d (%d sets), brute force %s in %d (%d sets)", ms[i], ns[i], ks[i], outc[i], gp, sets[i], want, wp, len(g.Sets))
		}
		entry := string(want)
		if wp >= 0 {
			entry = fmt.Sprintf("%s in %d", want, wp)
		}
		r, ok := rowOf[fmt.Sprintf("%d × %d", ms[i], ns[i])]
		if got := grid.Col(fmt.Sprintf("k = %d", ks[i])).Records(); !ok || got[r] != entry {
			t.Errorf("%d,%d,%d: the grid lacks %q", ms[i], ns[i], ks[i], entry)
		}
	}
}

func TestWinsByFrame(t *testing.T) {
	for _, g := range []*positional.Game{mnkGame(t, 3, 4, 3), mnkGame(t, 3, 3, 3), mnkGame(t, 2, 3, 2)} {
		df, err := WinsByFrame(g, []int{1, 3, 5, 7, 9}, positional.Options{})
		if err != nil {
			t.Fatal(err)
		}
		out, p := bruteSolve(t, g)
		by, _ := df.Col("by_ply").Int()
		wins := df.Col("wins").Records()
		plies := df.Col("plies")
		for i, P := range by {
			want := out == "first" && p <= P
			if wins[i] != fmt.Sprint(want) {
				t.Errorf("%v by ply %d: %s, brute force %s in %d", g.Sets[:2], P, wins[i], out, p)
			}
			if got, _ := plies.Elem(i).Int(); want && got != p {
				t.Errorf("%v by ply %d: a win in %d, brute force's optimum %d", g.Sets[:2], P, got, p)
			}
		}
	}
}
