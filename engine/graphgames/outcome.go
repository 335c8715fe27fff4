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
	off := make([]int32, 1, len(succ)+1)
	var to []int32
	for _, ss := range succ {
		for _, t := range ss {
			to = append(to, int32(t))
		}
		off = append(off, int32(len(to)))
	}
	return retrogradeFlat(off, to)
}

// retrogradeFlat is Retrograde on moves in compressed form: the moves of
// position s are to[off[s]:off[s+1]].
func retrogradeFlat(soff, to []int32) []Outcome {
	n := len(soff) - 1
	// Predecessor lists in compressed form.
	off := make([]int32, n+1)
	for _, t := range to {
		off[t+1]++
	}
	for i := 0; i < n; i++ {
		off[i+1] += off[i]
	}
	pred := make([]int32, off[n])
	pos := append([]int32(nil), off[:n]...)
	for s := 0; s < n; s++ {
		for _, t := range to[soff[s]:soff[s+1]] {
			pred[pos[t]] = int32(s)
			pos[t]++
		}
	}
	out := make([]Outcome, n)
	left := make([]int32, n) // moves not yet known to lead to a win for the opponent
	done := make([]bool, n)
	queue := make([]int32, 0, n)
	for s := 0; s < n; s++ {
		out[s] = Draw
		left[s] = soff[s+1] - soff[s]
		if left[s] == 0 {
			out[s], done[s] = Loss, true
			queue = append(queue, int32(s))
		}
	}
	for qi := 0; qi < len(queue); qi++ {
		t := queue[qi]
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
