package variants

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"plylab/data/runs"
	"plylab/engine/makerbreaker"
	"plylab/engine/positional"
	"plylab/engine/positional/gen"
)

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
	if strong {
		return AnimalGame(shape, b, b, -1)
	}
	sh, err := makerbreaker.ParseShape(shape)
	if err != nil {
		return nil, err
	}
	return gen.Polyomino(b, b, sh)
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
	if res.Outcome == positional.Maker || res.Outcome == positional.First {
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

// HexOpeningsResult is the value of every first move of Hex on n × n
// (Across first, as Maker on its minimal chains).
type HexOpeningsResult struct {
	N       int
	Outcome positional.Outcome // First when Across (moving first) wins, else Second
	Plies   int                // optimal length
	// Winning lists the winning first moves by label ("a1" is the top-left
	// cell; columns are letters, rows numbers from the top), in cell order.
	Winning []string
	// ShortDiagonal is the diagonal joining the obtuse corners (0, n−1)
	// and (n−1, 0), which have three neighbours each; AcuteCorners are
	// (0, 0) and (n−1, n−1), which have two.
	ShortDiagonal, AcuteCorners []string
	win                         map[string]bool
}

// HexOpenings values every first move of n × n Hex (positional.Moves
// with opt).
func HexOpenings(n int, opt positional.Options) (HexOpeningsResult, error) {
	g, err := gen.Hex(n, n, "maker")
	if err != nil {
		return HexOpeningsResult{}, err
	}
	mv, err := positional.Moves(g, opt)
	if err != nil {
		return HexOpeningsResult{}, err
	}
	r := HexOpeningsResult{N: n, Outcome: positional.Second, Plies: -1, win: map[string]bool{}}
	for _, m := range mv {
		if m.Outcome != positional.Maker {
			continue
		}
		r.Outcome = positional.First
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

// KeptFile is the kept run of the slower animal-game solves:
// one 'plylab game solve' answer per line, the instance id naming the
// shape, the board side and the rule ("harary-l5-7", "harary-i4-7-strong").
const KeptFile = "positional-harary.jsonl"

// KeptSolves reads the kept animal-game solves by instance id.
func KeptSolves() (map[string]HararySolve, error) {
	lines, err := runs.Lines(KeptFile)
	if err != nil {
		return nil, err
	}
	out := map[string]HararySolve{}
	for i, l := range lines {
		var r struct {
			ID     string `json:"id"`
			Answer struct {
				Outcome positional.Outcome `json:"outcome"`
				Plies   *int               `json:"plies"`
				Nodes   int64              `json:"nodes"`
				Seconds float64            `json:"seconds"`
			} `json:"answer"`
		}
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			return nil, fmt.Errorf("data/runs/%s line %d: %w", KeptFile, i+1, err)
		}
		f := strings.Split(r.ID, "-")
		if len(f) < 3 || f[0] != "harary" {
			return nil, fmt.Errorf("data/runs/%s line %d: id %q is not harary-SHAPE-B[-strong]", KeptFile, i+1, r.ID)
		}
		b, err := strconv.Atoi(f[2])
		if err != nil {
			return nil, fmt.Errorf("data/runs/%s line %d: id %q: board side %w", KeptFile, i+1, r.ID, err)
		}
		s := HararySolve{B: b, Plies: -1, Nodes: r.Answer.Nodes, Seconds: r.Answer.Seconds}
		switch r.Answer.Outcome {
		case positional.Maker, positional.First:
			if r.Answer.Plies == nil {
				return nil, fmt.Errorf("data/runs/%s line %d: a win without a length", KeptFile, i+1)
			}
			s.Win, s.Plies = true, *r.Answer.Plies
		case positional.Breaker, positional.Draw:
		default:
			return nil, fmt.Errorf("data/runs/%s line %d: outcome %q", KeptFile, i+1, r.Answer.Outcome)
		}
		out[r.ID] = s
	}
	return out, nil
}

func HararyKeptID(shape string, b int, strong bool) string {
	id := fmt.Sprintf("harary-%s-%d", shape, b)
	if strong {
		id += "-strong"
	}
	return id
}
