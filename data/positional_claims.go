package data

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"plylab/engine/makerbreaker"
	"plylab/engine/positional"
	"plylab/engine/positional/gen"
)

func init() { RegisterProducer("positional", producePositional) }

// The published small results of positional games that the general solver
// (engine/positional) reproduces: Harary's animal game on square boards,
// the m,n,k table, Sim, Qubic and Hex on small boards. The rows are in
// data/paper/positional.csv.

// HararyShape is one row of Harary's table (Gardner, Scientific American,
// April 1979; Winning Ways vol. 2, pp. 684–685; OEIS A380597 and
// A380598): the smallest square board side B on which the first player
// wins the animal game, and the fewest first-player moves M forcing it there.
type HararyShape struct {
	Shape string // engine/makerbreaker's shape name
	B, M  int
}

// HararyPublished lists the winners of Harary's table up to five cells.
var HararyPublished = []HararyShape{
	{"monomino", 1, 1}, {"domino", 2, 2}, {"i3", 4, 3}, {"v3", 3, 3},
	{"i4", 7, 8}, {"l4", 4, 4}, {"t4", 5, 4}, {"z4", 3, 5},
	{"l5", 7, 10}, {"n5", 6, 6}, {"y5", 7, 9},
}

// PliesToMoves converts an optimal length in plies into the first
// player's moves: the first player moves on plies 1, 3, 5, …, so a game
// won on ply P took (P + 1)/2 of its moves.
func PliesToMoves(plies int) int { return (plies + 1) / 2 }

// HararyGame is the animal game of shape on the b × b board: Maker–Breaker
// with Maker first (the second player only blocks), or with strong the
// game in which both players build and the first to complete a copy wins.
// A board too small for any copy gives a game with no winning sets.
func HararyGame(shape string, b int, strong bool) (*positional.Game, error) {
	sh, err := makerbreaker.ParseShape(shape)
	if err != nil {
		return nil, err
	}
	g, err := gen.Polyomino(b, b, sh)
	if err != nil {
		return nil, err
	}
	if strong {
		if err := gen.WithRule(g, positional.Strong, ""); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// HararySolve is the exact solve of one board. Win says whether the first
// player (Maker) wins; Plies is the optimal length when it does (else −1).
type HararySolve struct {
	B       int
	Win     bool
	Plies   int
	Nodes   int64
	Seconds float64
}

// SolveHarary solves the animal game of shape on b × b exactly. A board
// on which no copy fits is a loss for the first player without a search.
func SolveHarary(shape string, b int, strong bool, opt positional.Options) (HararySolve, error) {
	g, err := HararyGame(shape, b, strong)
	if err != nil {
		return HararySolve{}, err
	}
	out := HararySolve{B: b, Plies: -1}
	if len(g.Sets) == 0 {
		return out, nil
	}
	res, err := positional.Solve(g, opt)
	if err != nil {
		return out, err
	}
	out.Nodes, out.Seconds = res.Nodes, res.Seconds
	if res.Outcome == "maker" || res.Outcome == "first" {
		out.Win, out.Plies = true, res.Plies
	}
	return out, nil
}

// HararySmallestBoard solves b × b for b = 1, 2, … up to maxB and returns
// the solves in order; the last is the first win (if any was found). So
// the smallest winning board b comes with the proof that every smaller
// board is not a win.
func HararySmallestBoard(shape string, strong bool, maxB int, opt positional.Options) ([]HararySolve, error) {
	var out []HararySolve
	for b := 1; b <= maxB; b++ {
		s, err := SolveHarary(shape, b, strong, opt)
		if err != nil {
			return out, err
		}
		out = append(out, s)
		if s.Win {
			break
		}
	}
	return out, nil
}

// positionalOpt is the search of the claims: two workers, the default table.
var positionalOpt = positional.Options{Workers: 2}

// producePositional computes our value for every row of
// data/paper/positional.csv.
func producePositional(o ReproduceOptions) ([]Measured, error) {
	start := time.Now()
	var out []Measured
	add := func(id, v, note string) { out = append(out, Measured{ID: id, Value: v, Note: note}) }
	itoa := strconv.Itoa
	step := func(what string, t0 time.Time) { o.logf("positional: %s (%.1f s)", what, time.Since(t0).Seconds()) }

	// Harary's table, Maker–Breaker: the smallest winning board and the
	// fewest Maker moves there.
	for _, h := range HararyPublished {
		t0 := time.Now()
		ss, err := HararySmallestBoard(h.Shape, false, h.B, positionalOpt)
		if err != nil {
			return nil, err
		}
		last := ss[len(ss)-1]
		id := "positional.harary." + h.Shape
		if !last.Win {
			add(id+".board", fmt.Sprintf("> %d", h.B), fmt.Sprintf("no Maker win on any board to %d × %d", h.B, h.B))
			add(id+".moves", "", "no win found")
		} else {
			add(id+".board", itoa(last.B), hararyNote(ss))
			add(id+".moves", itoa(PliesToMoves(last.Plies)), fmt.Sprintf("optimal length %d plies on %d × %d", last.Plies, last.B, last.B))
		}
		step(fmt.Sprintf("Harary %s: b = %d, %d plies", h.Shape, last.B, last.Plies), t0)
	}

	// The rows where the exact answer is smaller than the published one:
	// the Maker–Breaker length on the published board, and the strong game.
	for _, h := range HararyPublished {
		if h.Shape != "i4" && h.Shape != "l5" && h.Shape != "n5" && h.Shape != "y5" {
			continue
		}
		id := "positional.harary." + h.Shape
		t0 := time.Now()
		if h.Shape == "l5" && !o.Full {
			m, err := positionalKept(id + ".moves_published_board")
			if err != nil {
				return nil, err
			}
			out = append(out, m)
		} else {
			s, err := SolveHarary(h.Shape, h.B, false, positionalOpt)
			if err != nil {
				return nil, err
			}
			add(id+".moves_published_board", movesOrNone(s), fmt.Sprintf("Maker–Breaker on %d × %d: %s", h.B, h.B, solveNote(s)))
		}
		step(fmt.Sprintf("Harary %s on the published %d × %d", h.Shape, h.B, h.B), t0)

		t0 = time.Now()
		if h.Shape == "n5" {
			// Fast enough to recompute: the scan 1 … 5 and the published 6 × 6.
			ss, err := HararySmallestBoard(h.Shape, true, h.B, positionalOpt)
			if err != nil {
				return nil, err
			}
			last := ss[len(ss)-1]
			add(id+".strong.board", itoa(last.B), "strong game; "+hararyNote(ss))
			s, err := SolveHarary(h.Shape, h.B, true, positionalOpt)
			if err != nil {
				return nil, err
			}
			add(id+".strong.moves_published_board", movesOrNone(s), fmt.Sprintf("strong game on %d × %d: %s", h.B, h.B, solveNote(s)))
		} else {
			ms, err := hararyKeptStrong(h)
			if err != nil {
				return nil, err
			}
			out = append(out, ms...)
		}
		step(fmt.Sprintf("Harary %s, strong game", h.Shape), t0)
	}

	// The O-tetromino: a Breaker pairing of the plane, and the exact solve
	// on the small boards.
	t0 := time.Now()
	o4, err := makerbreaker.ParseShape("o4")
	if err != nil {
		return nil, err
	}
	pr, found := makerbreaker.FindPairing(o4, 8, 200000)
	loser := found && pr.Check(o4) == nil
	for b := 2; b <= 5; b++ {
		s, err := SolveHarary("o4", b, false, positionalOpt)
		if err != nil {
			return nil, err
		}
		loser = loser && !s.Win
	}
	add("positional.harary.o4.loser", yesNo(loser), fmt.Sprintf("Breaker pairing of period %d × %d (checked on every copy); Breaker wins the exact solve on 2 × 2 … 5 × 5", pr.P, pr.Q))
	step("Harary o4", t0)

	// The m,n,k table.
	t0 = time.Now()
	for _, c := range [][3]int{{3, 3, 3}, {3, 4, 3}, {4, 4, 3}, {4, 4, 4}, {5, 5, 4}, {6, 5, 4}} {
		g, err := gen.MNK(c[0], c[1], c[2])
		if err != nil {
			return nil, err
		}
		res, err := positional.Solve(g, positionalOpt)
		if err != nil {
			return nil, err
		}
		id := fmt.Sprintf("positional.mnk.%d_%d_%d", c[0], c[1], c[2])
		note := fmt.Sprintf("%d cells, %d lines", g.Cells, len(g.Sets))
		if res.Plies >= 0 {
			note += fmt.Sprintf("; optimal length %d plies", res.Plies)
		}
		add(id, res.Outcome, note)
		if c == [3]int{3, 4, 3} || c == [3]int{4, 4, 3} {
			add(id+".moves", itoa(PliesToMoves(res.Plies)), fmt.Sprintf("optimal length %d plies", res.Plies))
		}
	}
	add("positional.mnk.7_7_5", "", "not run: the moonshot (49 cells); see the README for how far the solver gets")
	step("m,n,k table", t0)

	// Sim and Qubic.
	t0 = time.Now()
	sim, err := positional.Solve(gen.Sim(), positionalOpt)
	if err != nil {
		return nil, err
	}
	add("positional.sim.outcome", sim.Outcome, fmt.Sprintf("optimal length %d plies", sim.Plies))
	add("positional.qubic.outcome", "", "not run: the moonshot; see the README for how far the solver gets")
	step("Sim", t0)

	// Hex on n × n: who wins, and with which first moves.
	t0 = time.Now()
	for n := 2; n <= 4; n++ {
		op, err := HexOpenings(n)
		if err != nil {
			return nil, err
		}
		id := fmt.Sprintf("positional.hex.%dx%d", n, n)
		add(id+".outcome", op.Outcome, fmt.Sprintf("optimal length %d plies; winning first moves %s", op.Plies, strings.Join(op.Winning, " ")))
		switch n {
		case 3:
			add(id+".short_diagonal_wins", yesNo(op.ShortDiagonalWins()), "short diagonal "+strings.Join(op.ShortDiagonal, " "))
			add(id+".acute_corners_lose", yesNo(op.AcuteCornersLose()), "acute corners "+strings.Join(op.AcuteCorners, " "))
			add(id+".winning_openings", itoa(len(op.Winning)), strings.Join(op.Winning, " "))
			add(id+".first_moves_to_win", itoa(PliesToMoves(op.Plies)), fmt.Sprintf("optimal length %d plies", op.Plies))
		case 4:
			add(id+".winning_openings", itoa(len(op.Winning)), strings.Join(op.Winning, " "))
			add(id+".short_diagonal", yesNo(op.WinningIsShortDiagonal()), "short diagonal "+strings.Join(op.ShortDiagonal, " "))
			add(id+".first_moves_to_win", itoa(PliesToMoves(op.Plies)), fmt.Sprintf("optimal length %d plies", op.Plies))
		}
	}
	step("Hex n × n openings", t0)
	t0 = time.Now()
	for n := 2; n <= 4; n++ {
		g, err := gen.Hex(n, n+1, "maker")
		if err != nil {
			return nil, err
		}
		res, err := positional.Solve(g, positionalOpt)
		if err != nil {
			return nil, err
		}
		add(fmt.Sprintf("positional.hex.%dx%d.down_wins", n, n+1), yesNo(res.Outcome == "breaker"),
			fmt.Sprintf("Across first on its %d minimal chains: %s", len(g.Sets), res.Outcome))
	}
	step("Hex n × (n+1)", t0)
	out = append(out, Measured{ID: "positional.runtime", Value: strconv.FormatFloat(time.Since(start).Seconds(), 'f', 1, 64),
		Note: "the whole positional family, this machine", Timing: true})
	return out, nil
}

func movesOrNone(s HararySolve) string {
	if !s.Win {
		return "no win"
	}
	return strconv.Itoa(PliesToMoves(s.Plies))
}

func solveNote(s HararySolve) string {
	if !s.Win {
		return "no first-player win"
	}
	return fmt.Sprintf("optimal length %d plies", s.Plies)
}

// hararyNote says what each board of a smallest-board scan came to.
func hararyNote(ss []HararySolve) string {
	var parts []string
	for _, s := range ss {
		switch {
		case s.Win:
			parts = append(parts, fmt.Sprintf("%d×%d win in %d plies", s.B, s.B, s.Plies))
		case s.Nodes == 0:
			parts = append(parts, fmt.Sprintf("%d×%d no copy fits", s.B, s.B))
		default:
			parts = append(parts, fmt.Sprintf("%d×%d no win", s.B, s.B))
		}
	}
	if len(parts) > 3 {
		parts = append(parts[:1], append([]string{"…"}, parts[len(parts)-2:]...)...)
	}
	return strings.Join(parts, ", ")
}

// HexOpeningsResult is the value of every first move of Hex on n × n
// (Across first, as Maker on its minimal chains).
type HexOpeningsResult struct {
	N       int
	Outcome string // "first" when Across (moving first) wins
	Plies   int    // optimal length
	// Winning lists the winning first moves by label ("a1" is the top-left
	// cell; columns are letters, rows numbers from the top), in cell order.
	Winning []string
	// ShortDiagonal is the diagonal joining the obtuse corners (0, n−1)
	// and (n−1, 0), which have three neighbours each; AcuteCorners are
	// (0, 0) and (n−1, n−1), which have two.
	ShortDiagonal, AcuteCorners []string
	win                         map[string]bool
}

// HexOpenings values every first move of n × n Hex.
func HexOpenings(n int) (HexOpeningsResult, error) {
	g, err := gen.Hex(n, n, "maker")
	if err != nil {
		return HexOpeningsResult{}, err
	}
	mv, err := positional.Moves(g, positionalOpt)
	if err != nil {
		return HexOpeningsResult{}, err
	}
	r := HexOpeningsResult{N: n, Outcome: "second", Plies: -1, win: map[string]bool{}}
	for _, m := range mv {
		if m.Outcome != "maker" {
			continue
		}
		r.Outcome = "first"
		r.Winning = append(r.Winning, g.Labels[m.Cell])
		r.win[g.Labels[m.Cell]] = true
		if r.Plies < 0 || m.Plies < r.Plies {
			r.Plies = m.Plies
		}
	}
	for i := 0; i < n; i++ {
		r.ShortDiagonal = append(r.ShortDiagonal, g.Labels[i*n+n-1-i])
	}
	r.AcuteCorners = []string{g.Labels[0], g.Labels[n*n-1]}
	return r, nil
}

// ShortDiagonalWins reports whether every short-diagonal cell wins.
func (r HexOpeningsResult) ShortDiagonalWins() bool {
	for _, c := range r.ShortDiagonal {
		if !r.win[c] {
			return false
		}
	}
	return true
}

// AcuteCornersLose reports whether both acute corners lose.
func (r HexOpeningsResult) AcuteCornersLose() bool {
	return !r.win[r.AcuteCorners[0]] && !r.win[r.AcuteCorners[1]]
}

// WinningIsShortDiagonal reports whether the winning first moves are
// exactly the short diagonal.
func (r HexOpeningsResult) WinningIsShortDiagonal() bool {
	return len(r.Winning) == len(r.ShortDiagonal) && r.ShortDiagonalWins()
}

// positionalKeptFile is the kept run of the slower animal-game solves:
// one 'plylab game solve' answer per line, the instance id naming the
// shape, the board side and the rule ("harary-l5-7", "harary-i4-7-strong").
const positionalKeptFile = "positional-harary.jsonl"

// PositionalKeptSolves reads the kept animal-game solves by instance id.
func PositionalKeptSolves() (map[string]HararySolve, error) {
	lines, err := RecordedRunLines(positionalKeptFile)
	if err != nil {
		return nil, err
	}
	out := map[string]HararySolve{}
	for i, l := range lines {
		var r struct {
			ID     string `json:"id"`
			Answer struct {
				Outcome string  `json:"outcome"`
				Plies   *int    `json:"plies"`
				Nodes   int64   `json:"nodes"`
				Seconds float64 `json:"seconds"`
			} `json:"answer"`
		}
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			return nil, fmt.Errorf("data/runs/%s line %d: %v", positionalKeptFile, i+1, err)
		}
		f := strings.Split(r.ID, "-")
		if len(f) < 3 || f[0] != "harary" {
			return nil, fmt.Errorf("data/runs/%s line %d: id %q is not harary-SHAPE-B[-strong]", positionalKeptFile, i+1, r.ID)
		}
		b, err := strconv.Atoi(f[2])
		if err != nil {
			return nil, fmt.Errorf("data/runs/%s line %d: id %q: board side %v", positionalKeptFile, i+1, r.ID, err)
		}
		s := HararySolve{B: b, Plies: -1, Nodes: r.Answer.Nodes, Seconds: r.Answer.Seconds}
		switch r.Answer.Outcome {
		case "maker", "first":
			if r.Answer.Plies == nil {
				return nil, fmt.Errorf("data/runs/%s line %d: a win without a length", positionalKeptFile, i+1)
			}
			s.Win, s.Plies = true, *r.Answer.Plies
		case "breaker", "draw":
		default:
			return nil, fmt.Errorf("data/runs/%s line %d: outcome %q", positionalKeptFile, i+1, r.Answer.Outcome)
		}
		out[r.ID] = s
	}
	return out, nil
}

func hararyKeptID(shape string, b int, strong bool) string {
	id := fmt.Sprintf("harary-%s-%d", shape, b)
	if strong {
		id += "-strong"
	}
	return id
}

// positionalKept gives the Maker–Breaker length on the published board
// from the kept run (the rows --full recomputes).
func positionalKept(claim string) (Measured, error) {
	kept, err := PositionalKeptSolves()
	if err != nil {
		return Measured{}, err
	}
	for _, h := range HararyPublished {
		if claim != "positional.harary."+h.Shape+".moves_published_board" {
			continue
		}
		s, ok := kept[hararyKeptID(h.Shape, h.B, false)]
		if !ok {
			return Measured{ID: claim, Note: "needs --full"}, nil
		}
		return Measured{ID: claim, Value: movesOrNone(s), Recorded: positionalKeptFile,
			Note: fmt.Sprintf("Maker–Breaker on %d × %d: %s, %d nodes, %.0f s", h.B, h.B, solveNote(s), s.Nodes, s.Seconds)}, nil
	}
	return Measured{}, fmt.Errorf("no kept run gives %s", claim)
}

// hararyKeptStrong gives the strong-game rows of shape h from the kept
// run: the smallest board (every smaller board on which a copy fits must
// be kept as not a win) and the length on the published board.
func hararyKeptStrong(h HararyShape) ([]Measured, error) {
	kept, err := PositionalKeptSolves()
	if err != nil {
		return nil, err
	}
	id := "positional.harary." + h.Shape
	var out []Measured
	var seen []HararySolve
	board := Measured{ID: id + ".strong.board"}
	for b := 1; b <= h.B; b++ {
		s, ok := kept[hararyKeptID(h.Shape, b, true)]
		if !ok {
			g, err := HararyGame(h.Shape, b, true)
			if err != nil {
				return nil, err
			}
			if len(g.Sets) == 0 {
				seen = append(seen, HararySolve{B: b, Plies: -1})
				continue
			}
			board.Note = fmt.Sprintf("not found: the strong %d × %d solve is not in data/runs/%s (it did not finish; see the README)", b, b, positionalKeptFile)
			if len(seen) > 0 {
				board.Note += "; kept: " + hararyNote(seen)
			}
			break
		}
		seen = append(seen, s)
		if s.Win {
			board.Value, board.Recorded, board.Note = strconv.Itoa(b), positionalKeptFile, "strong game; "+hararyNote(seen)
			break
		}
	}
	out = append(out, board)
	m := Measured{ID: id + ".strong.moves_published_board", Note: "needs the kept strong solve of the published board"}
	if s, ok := kept[hararyKeptID(h.Shape, h.B, true)]; ok {
		m = Measured{ID: m.ID, Value: movesOrNone(s), Recorded: positionalKeptFile,
			Note: fmt.Sprintf("strong game on %d × %d: %s, %d nodes, %.0f s", h.B, h.B, solveNote(s), s.Nodes, s.Seconds)}
	}
	return append(out, m), nil
}
