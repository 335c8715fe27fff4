package game

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"plylab/data/runctl"
	"plylab/engine/inputerr"
	"plylab/engine/positional"
	"plylab/engine/positional/qbf"
)

// QBF asks whether the attacker — the first player under the strong and
// strong misère rules, Maker under Maker–Breaker, Enforcer under
// Avoider–Enforcer — forces a win within Plies plies of an instance's start
// position, as a quantified Boolean formula in QDIMACS
// (plylab/engine/positional/qbf), the way 'plylab game qbf' does: the
// encoding's size is computed first and one past the memory cap refused,
// the formula is written to Out (whole or not at all) and, with Solver,
// decided by that solver.
type QBF struct {
	Plies int       // the ply bound P (≥ 0)
	Moves qbf.Moves // the defender's moves: qbf.OneHot or qbf.Log
	// MemoryMiB caps the formula and its QDIMACS text; 0: half the memory
	// available, at most an eighth of the total (/proc/meminfo), else 4 GiB.
	MemoryMiB int
	Out       string // when not empty, the formula is written to this file
	// Solver, when not empty, is a QDIMACS solver answering by exit status
	// 10/20 (depqbf). Context, when not nil, stops it: Ask then returns an
	// error wrapping the context's.
	Solver  string
	Context context.Context
	// Logf, when not nil, receives the size and the solver's start.
	Logf func(format string, a ...any)
}

// QBFAnswer is what QBF.Ask found: the formula's size, the attacker's role
// and, with a solver, its verdict (Value) and time. QDIMACS is the formula.
type QBFAnswer struct {
	ID        string  `json:"id"`
	Plies     int     `json:"plies"`
	Attacker  string  `json:"attacker"`
	Variables int     `json:"variables"`
	Clauses   int     `json:"clauses"`
	Out       string  `json:"out,omitempty"`
	Value     *bool   `json:"value,omitempty"`
	Solver    string  `json:"solver,omitempty"`
	Seconds   float64 `json:"seconds,omitempty"`
	QDIMACS   []byte  `json:"-"`
}

// Ask encodes the instance on line `line` (1-based; 0: the only instance)
// of the file at path ("-": standard input) and, with q.Solver, solves it.
// Bad input — the file, the instance, a refused size, a missing or failing
// solver, an unwritable Out — is an *inputerr.Error.
func (q QBF) Ask(path string, line int) (*QBFAnswer, error) {
	logf := func(format string, a ...any) {
		if q.Logf != nil {
			q.Logf(format, a...)
		}
	}
	if q.Plies < 0 {
		return nil, &inputerr.Error{Reason: fmt.Sprintf("plies %d: want P ≥ 0", q.Plies)}
	}
	in, g, at, err := readOne(path, line)
	if err != nil {
		return nil, err
	}
	if q.Solver != "" {
		if _, err := exec.LookPath(q.Solver); err != nil {
			return nil, &inputerr.Error{Reason: fmt.Sprintf("--solve %s: no such solver (%v)", q.Solver, err)}
		}
	}
	// The size first: a formula past the memory cap is refused before a
	// clause is kept (Size keeps none).
	size, err := qbf.Size(g, q.Plies, q.Moves)
	if err != nil {
		return nil, &inputerr.Error{File: path, Line: at, Reason: err.Error()}
	}
	capB, from := memoryCap(q.MemoryMiB)
	need := size.Memory + size.Bytes // the formula and its QDIMACS text
	if need > capB {
		return nil, &inputerr.Error{Reason: fmt.Sprintf("%s line %d, --plies %d: the encoding has %d variables and %d clauses (%s of QDIMACS, about %s in memory), more than %s (%s); lower --plies or raise --memory",
			path, at, q.Plies, size.Vars, size.Clauses, byteSize(size.Bytes), byteSize(need), byteSize(capB), from)}
	}
	logf("game qbf: %s line %d, %d plies: %d variables, %d clauses, %d literals, %s of QDIMACS, about %s in memory (cap %s, %s)\n",
		path, at, q.Plies, size.Vars, size.Clauses, size.Lits, byteSize(size.Bytes), byteSize(need), byteSize(capB), from)
	f, err := qbf.EncodeMoves(g, q.Plies, q.Moves)
	if err != nil {
		return nil, &inputerr.Error{File: path, Line: at, Reason: err.Error()}
	}
	var buf bytes.Buffer
	if err := f.WriteQDIMACS(&buf); err != nil {
		return nil, err
	}
	if q.Out != "" {
		if err := runctl.WriteFile(q.Out, buf.Bytes()); err != nil {
			return nil, &inputerr.Error{Reason: "--out", Err: err}
		}
	}
	res := &QBFAnswer{ID: in.ID, Plies: q.Plies, Attacker: roleOf(g, qbf.Attacker(g)), Variables: f.Vars, Clauses: len(f.Clauses), Out: q.Out, QDIMACS: buf.Bytes()}
	if q.Solver == "" {
		return res, nil
	}
	ctx := q.Context
	if ctx == nil {
		ctx = context.Background()
	}
	start := time.Now()
	logf("game qbf: running %s on %d variables, %d clauses\n", q.Solver, f.Vars, len(f.Clauses))
	val, err := qbf.Solve(ctx, q.Solver, f)
	// No verdict is an environment error (no solver, a crash, a full
	// disk), never a failed check; a stopped context is the caller's.
	if err != nil && ctx.Err() != nil {
		return nil, fmt.Errorf("--solve %s: %w", q.Solver, ctx.Err())
	}
	if err != nil {
		msg, _, _ := strings.Cut(strings.TrimSpace(err.Error()), "\n")
		return nil, &inputerr.Error{Reason: fmt.Sprintf("--solve %s: %s", q.Solver, msg)}
	}
	res.Value, res.Solver, res.Seconds = &val, q.Solver, time.Since(start).Seconds()
	return res, nil
}

// readOne reads the file at name ("-": standard input) and returns the
// instance on line want (1-based), or the only instance when want is 0,
// with its line number.
func readOne(name string, want int) (*positional.Instance, *positional.Game, int, error) {
	var r io.Reader
	if name == "-" {
		r = os.Stdin
	} else {
		f, err := os.Open(name)
		if err != nil {
			return nil, nil, 0, &inputerr.Error{File: name, Reason: err.Error()}
		}
		defer f.Close()
		r = f
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<30)
	var found []byte
	at, count, line := 0, 0, 0
	for sc.Scan() {
		line++
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		count++
		if want == 0 && count == 1 || want == line {
			found, at = append([]byte(nil), text...), line
		}
	}
	if err := sc.Err(); err != nil {
		return nil, nil, 0, &inputerr.Error{File: name, Line: line + 1, Reason: err.Error()}
	}
	switch {
	case want == 0 && count != 1:
		return nil, nil, 0, &inputerr.Error{File: name, Reason: fmt.Sprintf("%d instances: say which with --line L", count)}
	case want > 0 && found == nil:
		return nil, nil, 0, &inputerr.Error{File: name, Line: want, Reason: "no instance on this line"}
	}
	in, g, err := positional.ParseInstance(found)
	if err != nil {
		return nil, nil, 0, &inputerr.Error{File: name, Line: at, Reason: err.Error()}
	}
	return in, g, at, nil
}

// memoryCap is the memory cap in bytes: flagMiB when given, else half of
// MemAvailable in /proc/meminfo (at most an eighth of MemTotal), else
// 4 GiB; and where the number comes from.
func memoryCap(flagMiB int) (int64, string) {
	if flagMiB > 0 {
		return int64(flagMiB) << 20, "--memory"
	}
	if raw, err := os.ReadFile("/proc/meminfo"); err == nil {
		var total, avail int64
		for _, line := range strings.Split(string(raw), "\n") {
			f := strings.Fields(line)
			if len(f) < 2 {
				continue
			}
			kb, err := strconv.ParseInt(f[1], 10, 64)
			if err != nil {
				continue
			}
			switch f[0] {
			case "MemTotal:":
				total = kb << 10
			case "MemAvailable:":
				avail = kb << 10
			}
		}
		if avail > 0 && total > 0 {
			// A shared machine: half of what is free, at most an eighth
			// of all of it.
			return min(avail/2, total/8), "half the memory available, at most an eighth of the total; --memory MiB sets the cap"
		}
	}
	return 4 << 30, "the default; --memory MiB sets the cap"
}

// byteSize prints a byte count with a binary unit.
func byteSize(b int64) string {
	switch {
	case b >= 10<<30:
		return fmt.Sprintf("%.0f GiB", float64(b)/(1<<30))
	case b >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(b)/(1<<30))
	case b >= 1<<20:
		return fmt.Sprintf("%.0f MiB", float64(b)/(1<<20))
	case b >= 1<<10:
		return fmt.Sprintf("%.0f KiB", float64(b)/(1<<10))
	}
	return fmt.Sprintf("%d B", b)
}
