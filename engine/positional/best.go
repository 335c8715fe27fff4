package positional

// Outcome is the value of a game (Result) or of a move (MoveValue): the
// winning role, Draw, or Unknown when a budget stopped the search. Under
// the strong rules the roles are First and Second (by move order), under
// Maker–Breaker Maker and Breaker, under Avoider–Enforcer Avoider and
// Enforcer; the values are the role names of Rule.Roles, so an Outcome
// compares with Outcome(role) and prints (and marshals) as its name.
type Outcome string

// The outcomes. NoWin is WinsBy's Outcome when the side it asks about has
// no win within the plies.
const (
	First    Outcome = "first"
	Second   Outcome = "second"
	Maker    Outcome = "maker"
	Breaker  Outcome = "breaker"
	Avoider  Outcome = "avoider"
	Enforcer Outcome = "enforcer"
	Draw     Outcome = "draw"
	Unknown  Outcome = "unknown"
	NoWin    Outcome = ""
)

// MoverOutcome is the Outcome that means a win for the side to move in the
// start position: First or Second under the strong rules, the mover's
// role (Maker, Breaker, Avoider, Enforcer) under the others.
func (g *Game) MoverOutcome() (Outcome, error) {
	m, _, err := g.ToMove()
	if err != nil {
		return NoWin, err
	}
	return rulesOf(g).roleName[m], nil
}

// BestMove returns the move the side to move picks among values, the values
// of its moves at one position as MoveValues gives them; win is the Outcome
// that means a win for that side (see Game.MoverOutcome). A win beats a
// draw beats a loss; among wins the fewest plies, among losses the most
// (the winner minimises the length, the loser maximises it). This is the
// minimax step Solve takes at the root, so when values holds every free
// cell of a position that is not over, the best move's Outcome and Plies
// are Solve's Outcome and Plies. Ties go to the first of values; ok is
// false when values is empty.
//
// It lets the values of the root moves be found apart (by the shards of a
// cluster run) and combined afterwards.
func BestMove(win Outcome, values []MoveValue) (best MoveValue, ok bool) {
	for i, v := range values {
		if i == 0 || moveBetter(win, v, best) {
			best = v
		}
	}
	return best, len(values) > 0
}

// moveBetter reports whether a is strictly better than b for the side whose
// win is the outcome win.
func moveBetter(win Outcome, a, b MoveValue) bool {
	ra, rb := moveRank(win, a), moveRank(win, b)
	if ra != rb {
		return ra > rb
	}
	switch ra {
	case 2: // wins: the fewest plies (a win without a length has none to compare)
		return a.Plies < b.Plies
	case 0: // losses: the most plies
		return a.Plies > b.Plies
	}
	return false
}

func moveRank(win Outcome, v MoveValue) int {
	switch v.Outcome {
	case win:
		return 2
	case Draw:
		return 1
	}
	return 0
}
