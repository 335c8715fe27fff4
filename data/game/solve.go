package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"time"

	"plylab/data/runctl"
	"plylab/engine/positional"
)

// Kinds of the partial results of shard runs (runctl.Partial.Kind).
const (
	SolveKind = "game.solve"
	MovesKind = "game.moves"
)

func init() {
	runctl.RegisterMerger(SolveKind, mergeSolve)
	runctl.RegisterMerger(MovesKind, mergeMoves)
}

// LineAnswer is one answered input line: Output is the JSON line 'plylab game
// solve' prints for it, byte for byte — {"id", "answer": {"outcome",
// "plies", "nodes", "seconds"}} (with By: {"wins_by", "wins", ...}), or
// {"id", "line", "error"} for a bad line.
type LineAnswer struct {
	Line   int             `json:"line"`
	Output json.RawMessage `json:"output"`
}

func (a LineAnswer) String() string { return string(a.Output) }

// Bad reports whether the answer is an error answer.
func (a LineAnswer) Bad() bool {
	var v struct {
		Error *string `json:"error"`
	}
	return json.Unmarshal(a.Output, &v) == nil && v.Error != nil
}

// FileAnswers is what SolveFile found: the answers of the lines this run owns,
// in input order, how many are error answers, and for a shard run its
// partial result.
type FileAnswers struct {
	Answers []LineAnswer
	Bad     int
	Partial *SolvePartial
}

// SolvePartial is a shard's partial result of Solve ('plylab game solve
// --shard' prints it).
type SolvePartial struct {
	Kind    string             `json:"kind"`
	Params  solvePartialParams `json:"params"`
	Shard   string             `json:"shard"`
	Answers []LineAnswer       `json:"answers"`
	Seconds float64            `json:"seconds"`
}

// solvePartialParams must agree across the shards of one run.
type solvePartialParams struct {
	inputKey
	By    int  `json:"by"`
	Plain bool `json:"plain"`
}

// solveParams key a checkpoint: the input by its content (never its file
// name, so an edited file or another stdin is refused and ./f and /abs/f
// are one run) and every setting that changes an answer.
type solveParams struct {
	Input string `json:"input"`
	By    int    `json:"by"`
	Plain bool   `json:"plain"`
	// Shard keeps the checkpoints of different shards apart; empty for
	// the whole run (so older checkpoints still load).
	Shard string `json:"shard,omitempty"`
}

type solveState struct {
	Done map[int]json.RawMessage `json:"done"` // input line → answer line
}

type solveAnswer struct {
	Outcome positional.Outcome `json:"outcome"`
	Plies   *int               `json:"plies"`
	Nodes   int64              `json:"nodes"`
	Seconds float64            `json:"seconds"`
}

type winsByAnswer struct {
	WinsBy  int     `json:"wins_by"`
	Wins    bool    `json:"wins"`
	Plies   *int    `json:"plies"`
	Nodes   int64   `json:"nodes"`
	Seconds float64 `json:"seconds"`
}

// SolveFile answers every instance of in that the run's shard owns (the
// non-blank lines dealt round-robin: instance k to shard k mod N): its
// outcome and optimal length or, with by > 0, whether the first player
// (strong rules), Maker or Enforcer wins within by plies. Each answer is
// passed to emit (when not nil) as soon as it is known, in input order. A
// bad line is answered with an error and the run goes on; an error return
// is a checkpoint that cannot be used (*runctl.CheckpointError).
func SolveFile(in *Input, by int, run Run, emit func(LineAnswer)) (*FileAnswers, error) {
	start := time.Now()
	if by < 0 {
		return nil, fmt.Errorf("by %d: want a number of plies ≥ 1 (0: solve for the outcome)", by)
	}
	sh := run.Shard
	params := solveParams{Input: in.key().Input, By: by, Plain: run.Options.Plain}
	if !sh.Whole() {
		params.Shard = sh.String()
	}
	state := solveState{Done: map[int]json.RawMessage{}}
	ck, err := runctl.OpenCheckpoint(run.Checkpoint, SolveKind, params, &state)
	if err != nil {
		return nil, &runctl.CheckpointError{Input: true, Err: err}
	}
	if state.Done == nil {
		state.Done = map[int]json.RawMessage{}
	}
	// Written at once, so that an unwritable path is bad input.
	if err := ck.Save(state); err != nil {
		return nil, &runctl.CheckpointError{Input: true, Err: err}
	}
	res := &FileAnswers{Answers: []LineAnswer{}}
	add := func(a LineAnswer) {
		res.Answers = append(res.Answers, a)
		if a.Bad() {
			res.Bad++
		}
		if emit != nil {
			emit(a)
		}
	}
	for k, l := range in.Lines {
		if !sh.Owns(uint64(k)) {
			continue
		}
		if rec, ok := state.Done[l.No]; ok {
			var cb bytes.Buffer
			if err := json.Compact(&cb, rec); err != nil {
				return nil, &runctl.CheckpointError{Input: true, Err: err}
			}
			add(LineAnswer{l.No, cb.Bytes()})
			continue
		}
		out, stopped, err := solveLine(in, l, by, run)
		if err != nil {
			return nil, err
		}
		add(LineAnswer{l.No, out})
		if run.Checkpoint != "" && !stopped {
			os.Remove(tableFile(run.Checkpoint, l.No))
		}
		if ck != nil && !stopped {
			state.Done[l.No] = out
			// Saved when due, not at every line: the whole state is
			// rewritten, so saving every line was quadratic in the lines.
			if err := ck.SaveDue(state); err != nil {
				return nil, &runctl.CheckpointError{Err: err}
			}
		}
	}
	if err := ck.Save(state); err != nil {
		return nil, &runctl.CheckpointError{Err: err}
	}
	if !sh.Whole() {
		p := &SolvePartial{Kind: SolveKind, Params: solvePartialParams{in.key(), by, run.Options.Plain},
			Shard: sh.String(), Answers: res.Answers, Seconds: time.Since(start).Seconds()}
		run.logf("game solve shard %s: %d of %d instances in %.1f s\n", p.Shard, len(p.Answers), len(in.Lines), p.Seconds)
		res.Partial = p
	}
	return res, nil
}

func tableFile(ckpt string, line int) string { return fmt.Sprintf("%s.line-%d.table", ckpt, line) }

// solveLine answers one line: the JSON line, and whether a budget or
// cancel stopped it (an "unknown" answer).
func solveLine(in *Input, l Line, by int, run Run) (out []byte, stopped bool, err error) {
	var v any
	g, perr := l.Parse()
	id := l.ID()
	if perr == nil {
		opt := run.options(label(in, l))
		if run.Checkpoint != "" {
			// The running instance's proved and disproved positions, so
			// that one long search resumes after a kill; removed once the
			// instance is answered.
			opt.TableFile = tableFile(run.Checkpoint, l.No)
			opt.TableEvery = run.TableEvery
		}
		if by > 0 {
			win, res, err := positional.WinsBy(g, by, opt)
			perr = err
			v = struct {
				ID     string       `json:"id"`
				Answer winsByAnswer `json:"answer"`
			}{id, winsByAnswer{WinsBy: by, Wins: win, Plies: pliesPtr(res.Plies), Nodes: res.Nodes, Seconds: res.Seconds}}
		} else {
			res, err := positional.Solve(g, opt)
			perr = err
			if res.Resumed > 0 {
				run.logf("%s:%d: resumed from %d positions of %s\n", in.Name, l.No, res.Resumed, opt.TableFile)
			}
			v = struct {
				ID     string      `json:"id"`
				Answer solveAnswer `json:"answer"`
			}{id, solveAnswer{res.Outcome, pliesPtr(res.Plies), res.Nodes, res.Seconds}}
		}
	}
	stopped = errors.Is(perr, positional.ErrStopped)
	if stopped {
		// A budget or cancel stopped it: the answer is "unknown" with the
		// statistics so far; not bad input, and not kept in the
		// checkpoint, so a resumed run with a larger budget asks again.
		run.warnf("%s:%d: %v\n", in.Name, l.No, perr)
		perr = nil
	}
	if perr != nil {
		run.warnf("%s:%d: %v\n", in.Name, l.No, perr)
		v = struct {
			ID    string `json:"id"`
			Line  int    `json:"line"`
			Error string `json:"error"`
		}{id, l.No, perr.Error()}
	}
	out, err = json.Marshal(v)
	return out, stopped, err
}

// mergeSolve puts the shards' answer lines back in input order: the single
// run's output.
func mergeSolve(params json.RawMessage, parts []json.RawMessage) (any, error) {
	var pp solvePartialParams
	if err := json.Unmarshal(params, &pp); err != nil {
		return nil, err
	}
	byLine := map[int]json.RawMessage{}
	var order []int
	bad := 0
	for i, raw := range parts {
		var p SolvePartial
		if err := json.Unmarshal(raw, &p); err != nil {
			return nil, fmt.Errorf("shard %d: %w", i, err)
		}
		for _, a := range p.Answers {
			if _, dup := byLine[a.Line]; dup {
				return nil, fmt.Errorf("line %d of %s answered by two shards", a.Line, pp.File)
			}
			byLine[a.Line] = a.Output
			order = append(order, a.Line)
			if a.Bad() {
				bad++
			}
		}
	}
	if len(order) != pp.Instances {
		return nil, fmt.Errorf("the shards answer %d of the %d instances of %s", len(order), pp.Instances, pp.File)
	}
	sort.Ints(order)
	out := runctl.JSONLines{}
	for _, no := range order {
		out.Lines = append(out.Lines, byLine[no])
	}
	if bad > 0 {
		out.Failure = fmt.Sprintf("%s: %d bad line(s), answered with an error", pp.File, bad)
	}
	return out, nil
}
