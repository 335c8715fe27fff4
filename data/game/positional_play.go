package game

import (
	"fmt"
	"sort"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/frames"
	"plylab/engine/positional"
)

// Step is one ply of a replayed optimal line.
type Step struct {
	// Ply is the ply (turn) of the whole game in which the cell is
	// claimed, from 1; turns played before the start position count.
	// Under a bias p:q a ply claims several cells, one step each.
	Ply    int
	Player string // the role that claims (Rule.Roles: "first", "maker", ...)
	Cell   int
	Label  string
	// Verdict and EndPly are the move's value for the player: "win",
	// "draw" or "loss", and the ply on which the game then ends under
	// optimal play (−1 when the rules give no length).
	Verdict string
	EndPly  int
	// Over is the outcome once this ply decides the game by the rules
	// alone (a set owned, every set blocked, or the board full): the
	// winning role or Draw; NoWin ("") while the game goes on.
	Over positional.Outcome
}

// PlayLine is an optimal line from a game's start position: both
// sides play a best move at every ply (the winner the quickest win, the
// loser the longest loss, otherwise a draw; ties go to the lowest cell)
// until the rules decide the game.
type PlayLine struct {
	Game    *positional.Game
	Steps   []Step
	Outcome positional.Outcome // the rules' verdict on the last position
	Owner   []int              // the last position: −1 free, 0 the first mover's, 1 the other's
}

// startOwner returns the start position of g as an owner per cell.
func startOwner(g *positional.Game) []int {
	own := make([]int, g.Cells)
	for i := range own {
		own[i] = -1
	}
	for side, cs := range g.Claimed {
		for _, c := range cs {
			own[c] = side
		}
	}
	return own
}

// roleOf is the role name of mover index i (0 = the player who moves first).
func roleOf(g *positional.Game, i int) string { return g.Rule.Roles()[i^g.FirstIndex()] }

// Judge decides a position by the rules alone, with none of the
// solver's reasoning: owner[c] is −1 for a free cell, 0 for a cell of the
// player who moves first, 1 for the other's. It returns the winning role or
// Draw once the game is decided, NoWin ("") while it is open.
//
// A strong game is decided when a player owns a whole set (that player wins;
// under misère that player loses), and drawn when the board is full or
// every set holds cells of both players. Maker–Breaker is decided when
// Maker owns a set, or for Breaker when every set holds a Breaker cell (or
// the board is full). Avoider–Enforcer: Enforcer wins when Avoider owns a
// set, Avoider when every set holds an Enforcer cell (or the board is full).
func Judge(g *positional.Game, owner []int) positional.Outcome {
	var owns [2]bool
	open := [2]bool{} // some set still holds no cell of the other mover
	for _, s := range g.Sets {
		var n [2]int
		for _, c := range s {
			if o := owner[c]; o >= 0 {
				n[o]++
			}
		}
		for i := 0; i < 2; i++ {
			if n[i] == len(s) {
				owns[i] = true
			}
			if n[1-i] == 0 {
				open[i] = true
			}
		}
	}
	full := true
	for _, o := range owner {
		if o < 0 {
			full = false
		}
	}
	roles := g.Rule.Roles()
	// owned[r]: the role of index r owns a set; live[r]: it may still.
	var owned, live [2]bool
	for i := 0; i < 2; i++ {
		r := i ^ g.FirstIndex()
		owned[r], live[r] = owns[i], open[i] && !full
	}
	switch g.Rule {
	case positional.Strong, positional.StrongMisere:
		for r := 0; r < 2; r++ {
			if owned[r] {
				if g.Rule == positional.Strong {
					return positional.Outcome(roles[r])
				}
				return positional.Outcome(roles[1-r])
			}
		}
		if !live[0] && !live[1] {
			return positional.Draw
		}
	case positional.MakerBreaker:
		if owned[0] {
			return positional.Maker
		}
		if !live[0] {
			return positional.Breaker
		}
	case positional.AvoiderEnforcer:
		if owned[0] {
			return positional.Enforcer
		}
		if !live[0] {
			return positional.Avoider
		}
	}
	return positional.NoWin
}

// Replay plays an optimal line from g's start position: at each
// ply it asks positional.Moves (with opt) for the value of every free cell
// and plays a best one for the side to move, until Judge decides the game.
func Replay(g *positional.Game, opt positional.Options) (*PlayLine, error) {
	owner := startOwner(g)
	cur := *g
	cur.Claimed = [2][]int{append([]int(nil), g.Claimed[0]...), append([]int(nil), g.Claimed[1]...)}
	line := &PlayLine{Game: g}
	for line.Outcome = Judge(g, owner); line.Outcome == positional.NoWin; {
		mover, _, err := cur.ToMove()
		if err != nil {
			return line, err
		}
		mv, err := positional.Moves(&cur, opt)
		if err != nil {
			return line, err
		}
		role := roleOf(g, mover)
		win, err := cur.MoverOutcome()
		if err != nil {
			return line, err
		}
		for _, m := range mv {
			if owner[m.Cell] >= 0 {
				return line, fmt.Errorf("ply %d: a move value for the claimed cell %d", turnsDone(&cur)+1, m.Cell)
			}
		}
		// The engine's ranking (a win beats a draw beats a loss; the
		// quickest win, the longest loss), ties to the lowest cell.
		sort.Slice(mv, func(a, b int) bool { return mv[a].Cell < mv[b].Cell })
		bestMove, ok := positional.BestMove(win, mv)
		ply := turnsDone(&cur) + 1
		if !ok {
			return line, fmt.Errorf("ply %d: no move values in an undecided position", ply)
		}
		best := bestMove.Cell
		owner[best] = mover
		cur.Claimed[mover] = append(cur.Claimed[mover], best)
		line.Outcome = Judge(g, owner)
		line.Steps = append(line.Steps, Step{Ply: ply, Player: role, Cell: best, Label: cellLabel(g, best),
			Verdict: MoveVerdict(role, bestMove.Outcome), EndPly: endPly(ply-1, bestMove.Plies), Over: line.Outcome})
	}
	line.Owner = owner
	return line, nil
}

// PlayLineFrame tabulates a replayed line: ply, player, cell, label,
// verdict (of the move for its player), end_ply (NA when none) and over
// (the rules' verdict once the game is decided, else empty).
func PlayLineFrame(l *PlayLine) dataframe.DataFrame {
	var ply, cell []int
	var who, label, verdict, over []string
	var end []interface{}
	for _, s := range l.Steps {
		ply, cell = append(ply, s.Ply), append(cell, s.Cell)
		who, label = append(who, s.Player), append(label, s.Label)
		verdict, over = append(verdict, s.Verdict), append(over, string(s.Over))
		end = append(end, frames.NA(s.EndPly))
	}
	return dataframe.New(series.New(ply, series.Int, "ply"), series.New(who, series.String, "player"),
		series.New(cell, series.Int, "cell"), series.New(label, series.String, "label"),
		series.New(verdict, series.String, "verdict"), series.New(end, series.Int, "end_ply"),
		series.New(over, series.String, "over"))
}
