package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"plylab/data/runctl"
	"plylab/engine/inputerr"
	"plylab/engine/positional"
)

// CellValue is the value of claiming one free cell now: the outcome under
// optimal play afterwards and its length in plies from the start position
// (nil when there is none).
type CellValue struct {
	Cell    int                `json:"cell"`
	Label   string             `json:"label,omitempty"`
	Outcome positional.Outcome `json:"outcome"`
	Plies   *int               `json:"plies"`
}

// MoveValues is one instance's move values, in cell order, and the start
// position's value: the side to move's best choice (a win beats a draw
// beats a loss; among wins the fewest plies, among losses the most) and
// the cells that achieve it. It is what 'plylab game moves --json' prints.
type MoveValues struct {
	ID      string             `json:"id"`
	Moves   []CellValue        `json:"moves"`
	Outcome positional.Outcome `json:"outcome"`
	Plies   *int               `json:"plies"`
	Best    []int              `json:"best"`
}

// MovesLine is one instance's answer: its line, the game, and either its
// Moves or the error that stopped it (Err; the run goes on past it).
type MovesLine struct {
	Line  int
	ID    string
	Game  *positional.Game
	Moves MoveValues
	Err   error
}

// MovesPartial is a shard's partial result of MovesFile ('plylab game moves
// --shard' prints it): the values of the root moves the shard owns.
type MovesPartial struct {
	Kind    string             `json:"kind"`
	Params  movesPartialParams `json:"params"`
	Shard   string             `json:"shard"`
	Moves   []CellValue        `json:"moves"`
	Seconds float64            `json:"seconds"`
}

// movesPartialParams must agree across the shards of one run.
type movesPartialParams struct {
	inputKey
	Plain bool   `json:"plain"`
	ID    string `json:"id"`
	// ToMove is the outcome that is a win for the side to move.
	ToMove    positional.Outcome `json:"to_move"`
	RootMoves int                `json:"root_moves"`
}

// movesParams key a checkpoint, by content as solveParams.
type movesParams struct {
	Input string `json:"input"`
	Plain bool   `json:"plain"`
	Shard string `json:"shard,omitempty"`
}

type movesState struct {
	Moves map[int][]positional.MoveValue `json:"moves"` // input line → values found
	Done  map[int]bool                   `json:"done"`
}

// value fills in the start position's value from the moves (in cell
// order) with positional.BestMove; win is the outcome that is a win for
// the side to move.
func value(id string, win positional.Outcome, mj []CellValue) MoveValues {
	out := MoveValues{ID: id, Moves: mj, Best: []int{}}
	vals := make([]positional.MoveValue, len(mj))
	for i, m := range mj {
		vals[i] = positional.MoveValue{Cell: m.Cell, Outcome: m.Outcome, Plies: -1}
		if m.Plies != nil {
			vals[i].Plies = *m.Plies
		}
	}
	best, ok := positional.BestMove(win, vals)
	if !ok {
		return out
	}
	out.Outcome, out.Plies = best.Outcome, pliesPtr(best.Plies)
	for _, v := range vals {
		if v.Outcome == best.Outcome && v.Plies == best.Plies {
			out.Best = append(out.Best, v.Cell)
		}
	}
	return out
}

// MovesFile values every free cell of each instance of in (as the side to
// move's claim), passing each instance's answer to emit (when not nil) in
// input order, and returns the number of instances answered with an error.
// A shard run (Run.Shard) needs an input of one instance, whose root moves
// (the free cells in increasing order) are dealt round-robin to the
// shards; it returns its partial result and no answer. The checkpoint
// records every move value as it is found.
func MovesFile(in *Input, run Run, emit func(MovesLine)) (bad int, partial *MovesPartial, err error) {
	start := time.Now()
	sh := run.Shard
	if !sh.Whole() && len(in.Lines) != 1 {
		return 0, nil, &inputerr.Error{File: in.Name, Reason: fmt.Sprintf("--shard splits the root moves of one game: the file must hold one instance, not %d", len(in.Lines))}
	}
	params := movesParams{Input: in.key().Input, Plain: run.Options.Plain}
	if !sh.Whole() {
		params.Shard = sh.String()
	}
	state := movesState{Moves: map[int][]positional.MoveValue{}, Done: map[int]bool{}}
	ck, err := runctl.OpenCheckpoint(run.Checkpoint, MovesKind, params, &state)
	if err != nil {
		return 0, nil, &runctl.CheckpointError{Input: true, Err: err}
	}
	if state.Moves == nil {
		state.Moves = map[int][]positional.MoveValue{}
	}
	if state.Done == nil {
		state.Done = map[int]bool{}
	}
	// Written at once, so that an unwritable path is bad input.
	if err := ck.Save(state); err != nil {
		return 0, nil, &runctl.CheckpointError{Input: true, Err: err}
	}
	for _, l := range in.Lines {
		g, perr := l.Parse()
		id := l.ID()
		var values []positional.MoveValue
		var win positional.Outcome
		root := 0
		if perr == nil {
			win, perr = g.MoverOutcome()
		}
		if perr == nil {
			opt := run.options(label(in, l))
			have := state.Moves[l.No]
			values = append(values, have...)
			seen := map[int]bool{}
			for _, v := range have {
				seen[v.Cell] = true
			}
			// The root moves, dealt round-robin to the shards.
			var todo []int
			for c := 0; c < g.Cells; c++ {
				if claimed(g, c) {
					continue
				}
				if sh.Owns(uint64(root)) && !seen[c] {
					todo = append(todo, c)
				}
				root++
			}
			if !state.Done[l.No] {
				var saveErr error
				mine := len(todo) + len(have)
				_, perr = positional.MoveValues(g, todo, opt, func(v positional.MoveValue) {
					values = append(values, v)
					if !sh.Whole() {
						p := "no length"
						if v.Plies >= 0 {
							p = fmt.Sprintf("%d plies", v.Plies)
						}
						run.logf("%s shard %s: move %d: %s, %s (%d of %d moves, %.1f s)\n", id, sh, v.Cell, v.Outcome, p, len(values), mine, time.Since(start).Seconds())
					}
					if ck != nil && saveErr == nil { // every move value
						state.Moves[l.No] = append(state.Moves[l.No], v)
						saveErr = ck.Save(state)
					}
				})
				if saveErr != nil {
					return bad, nil, &runctl.CheckpointError{Err: saveErr}
				}
				if perr == nil && ck != nil {
					state.Done[l.No] = true
					if err := ck.Save(state); err != nil {
						return bad, nil, &runctl.CheckpointError{Err: err}
					}
				}
			}
		}
		if perr != nil && !sh.Whole() {
			// Nothing half-written: a shard returns its partial or nothing.
			return bad, nil, &inputerr.Error{File: in.Name, Line: l.No, Reason: perr.Error()}
		}
		if errors.Is(perr, positional.ErrStopped) {
			// A budget or cancel ran out: the values so far are the answer;
			// not bad input, and not recorded as done, so a rerun asks again.
			run.warnf("%s:%d: %v\n", in.Name, l.No, perr)
			perr = nil
		}
		if perr != nil {
			bad++
			run.warnf("%s:%d: %v\n", in.Name, l.No, perr)
			if emit != nil {
				emit(MovesLine{Line: l.No, ID: id, Game: g, Err: perr})
			}
			continue
		}
		sort.Slice(values, func(a, b int) bool { return values[a].Cell < values[b].Cell })
		mj := make([]CellValue, len(values))
		for i, v := range values {
			mj[i] = CellValue{Cell: v.Cell, Outcome: v.Outcome, Plies: pliesPtr(v.Plies)}
			if g.Labels != nil {
				mj[i].Label = g.Labels[v.Cell]
			}
		}
		if !sh.Whole() {
			p := &MovesPartial{Kind: MovesKind, Shard: sh.String(), Moves: mj, Seconds: time.Since(start).Seconds(),
				Params: movesPartialParams{in.key(), run.Options.Plain, id, win, root}}
			run.logf("game moves %s shard %s: %d of %d root moves in %.1f s\n", id, p.Shard, len(mj), root, p.Seconds)
			return bad, p, nil
		}
		if emit != nil {
			emit(MovesLine{Line: l.No, ID: id, Game: g, Moves: value(id, win, mj)})
		}
	}
	return bad, nil, nil
}

// mergeMoves joins the shards' root-move values into the single run's
// Moves, the start position's value chosen by positional.BestMove.
func mergeMoves(params json.RawMessage, parts []json.RawMessage) (any, error) {
	var pp movesPartialParams
	if err := json.Unmarshal(params, &pp); err != nil {
		return nil, err
	}
	var mj []CellValue
	seen := map[int]bool{}
	for i, raw := range parts {
		var p MovesPartial
		if err := json.Unmarshal(raw, &p); err != nil {
			return nil, fmt.Errorf("shard %d: %w", i, err)
		}
		for _, m := range p.Moves {
			if seen[m.Cell] {
				return nil, fmt.Errorf("move %d of %s valued by two shards", m.Cell, pp.ID)
			}
			seen[m.Cell] = true
			mj = append(mj, m)
		}
	}
	if len(mj) != pp.RootMoves {
		return nil, fmt.Errorf("the shards value %d of the %d root moves of %s", len(mj), pp.RootMoves, pp.ID)
	}
	sort.Slice(mj, func(a, b int) bool { return mj[a].Cell < mj[b].Cell })
	return value(pp.ID, pp.ToMove, mj), nil
}

func claimed(g *positional.Game, c int) bool {
	for _, cs := range g.Claimed {
		for _, x := range cs {
			if x == c {
				return true
			}
		}
	}
	return false
}

// Map draws a grid game's move map (rows × cols from the game's shape):
// claimed cells as X (first mover) and O, free cells as the winner's
// initial and the plies. It is empty for a game without a 2-D shape.
func (a MovesLine) Map() string {
	g := a.Game
	if g == nil || len(g.Shape) != 2 {
		return ""
	}
	rows, cols := g.Shape[0], g.Shape[1]
	cell := make([]string, g.Cells)
	for _, c := range g.Claimed[0] {
		cell[c] = "X"
	}
	for _, c := range g.Claimed[1] {
		cell[c] = "O"
	}
	for _, m := range a.Moves.Moves {
		s := string(m.Outcome)[:1]
		if m.Plies != nil {
			s += fmt.Sprint(*m.Plies)
		}
		cell[m.Cell] = s
	}
	var b strings.Builder
	for r := 0; r < rows; r++ {
		b.WriteString(" ")
		for c := 0; c < cols; c++ {
			fmt.Fprintf(&b, " %4s", cell[r*cols+c])
		}
		b.WriteString("\n")
	}
	return b.String()
}
