package graphgames

// Outcome of a position for the player to move.
type Outcome int8

const (
	Loss Outcome = iota // the player to move loses (a P-position)
	Win                 // the player to move wins (an N-position)
	Draw                // neither can force a win: play goes on for ever
)

// String returns "loss", "win" or "draw", the words of the JSON answers.
func (o Outcome) String() string {
	switch o {
	case Loss:
		return "loss"
	case Win:
		return "win"
	case Draw:
		return "draw"
	}
	return "?"
}

// Retrograde solves an explicit finite game graph: succ[s] lists the
// positions the player to move at s can move to; a player with no move
// loses. Losses are found backwards from the terminal positions (a position
// all of whose moves lead to wins is lost, one with a move to a loss is
// won); what is never labelled is a draw. O(S + T) for S positions and T
// moves.
func Retrograde(succ [][]int) []Outcome {
	n := len(succ)
	// Predecessor lists in compressed form.
	off := make([]int, n+1)
	for _, ss := range succ {
		for _, t := range ss {
			off[t+1]++
		}
	}
	for i := 0; i < n; i++ {
		off[i+1] += off[i]
	}
	pred := make([]int, off[n])
	pos := append([]int(nil), off[:n]...)
	for s, ss := range succ {
		for _, t := range ss {
			pred[pos[t]] = s
			pos[t]++
		}
	}
	out := make([]Outcome, n)
	left := make([]int, n) // moves not yet known to lead to a win for the opponent
	done := make([]bool, n)
	queue := make([]int, 0, n)
	for s, ss := range succ {
		out[s] = Draw
		left[s] = len(ss)
		if len(ss) == 0 {
			out[s], done[s] = Loss, true
			queue = append(queue, s)
		}
	}
	for len(queue) > 0 {
		t := queue[0]
		queue = queue[1:]
		for _, s := range pred[off[t]:off[t+1]] {
			if done[s] {
				continue
			}
			if out[t] == Loss {
				out[s], done[s] = Win, true
				queue = append(queue, s)
			} else if left[s]--; left[s] == 0 {
				out[s], done[s] = Loss, true
				queue = append(queue, s)
			}
		}
	}
	return out
}
