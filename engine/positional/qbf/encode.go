package qbf

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"

	"plylab/engine/positional"
)

// Block is one quantifier block of the prefix.
type Block struct {
	Exists bool
	Vars   []int
}

// Formula is a prenex CNF QBF: the prefix, outermost block first, and the
// clauses over variables 1 … Vars (DIMACS literals).
type Formula struct {
	Vars    int
	Prefix  []Block
	Clauses [][]int
	// Comments go to the file's "c" lines (the question, the sizes).
	Comments []string
	// Trivial is set when the answer needs no search (no ply left to play);
	// the formula is then the constant Value.
	Trivial bool
	Value   bool
}

// Attacker is the mover (0 = the player who moves first) whose forced win
// the formula states: the first player (strong rules), Maker or Enforcer.
func Attacker(g *positional.Game) int {
	switch g.Rule {
	case positional.MakerBreaker:
		return g.FirstIndex()
	case positional.AvoiderEnforcer:
		return 1 - g.FirstIndex()
	}
	return 0
}

type encoder struct {
	f *Formula
	// count: only count the clauses (Size), do not keep them.
	count    bool
	nClauses int64
	nLits    int64
	nBytes   int64 // QDIMACS bytes of the clause lines
	// auxBytes: in count mode, the prefix bytes of the auxiliary
	// variables, which are counted rather than listed (millions of them
	// on a large board would be the largest allocation of a size check).
	auxBytes int64
}

func (e *encoder) newVar() int { e.f.Vars++; return e.f.Vars }

func (e *encoder) clause(lits ...int) {
	e.nClauses++
	e.nLits += int64(len(lits))
	e.nBytes += 2 // "0\n"
	for _, l := range lits {
		e.nBytes += int64(decimalLen(l)) + 1
	}
	if !e.count {
		e.f.Clauses = append(e.f.Clauses, append([]int(nil), lits...))
	}
}

func decimalLen(l int) int {
	n := 1
	if l < 0 {
		n++
		l = -l
	}
	for l >= 10 {
		l /= 10
		n++
	}
	return n
}

// Stats is the size of an encoding, known before it is built (Size).
type Stats struct {
	Vars    int
	Clauses int64
	Lits    int64
	// Bytes is the length of the QDIMACS text (comments, header, prefix,
	// clauses).
	Bytes int64
	// Memory estimates the peak bytes of building the Formula: a slice
	// header (and allocation rounding) and 8 bytes a literal per clause,
	// twice over for the garbage collector's headroom and the growth of
	// the clause list, plus the variables.
	Memory int64
}

// Size counts what EncodeMoves(g, P, mv) would build — variables, clauses,
// literals and QDIMACS bytes — without keeping any clause, so that a caller
// can refuse an encoding too large for the machine before building it. It
// takes time proportional to the literals but memory only for the prefix.
func Size(g *positional.Game, P int, mv Moves) (Stats, error) {
	f, e, err := encode(g, P, mv, true)
	if err != nil {
		return Stats{}, err
	}
	st := Stats{Vars: f.Vars, Clauses: e.nClauses, Lits: e.nLits, Bytes: e.nBytes + e.auxBytes}
	if f.Trivial {
		st.Clauses, st.Lits = int64(len(f.Clauses)), 2
		st.Bytes = 0
		for _, cl := range f.Clauses {
			st.Bytes += 2
			for _, l := range cl {
				st.Bytes += int64(decimalLen(l)) + 1
			}
		}
	}
	st.Bytes += int64(len(fmt.Sprintf("p cnf %d %d\n", f.Vars, st.Clauses)))
	for _, c := range f.Comments {
		st.Bytes += int64(len(c)) + 3
	}
	for _, b := range f.Prefix {
		st.Bytes += 4
		for _, v := range b.Vars {
			st.Bytes += int64(decimalLen(v)) + 1
		}
	}
	st.Memory = 2*(32*st.Clauses+8*st.Lits) + 16*int64(f.Vars)
	return st, nil
}

// Moves is how the defender's moves are written (the attacker's are
// always one-hot).
type Moves int

const (
	// OneHot gives each defender ply one universal variable per free cell;
	// an assignment claiming no cell, two cells or a taken cell is a cheat.
	OneHot Moves = iota
	// Log gives each defender ply ⌈log₂ F⌉ universal bits, the number of
	// the free cell claimed; the one-hot move variables become auxiliaries
	// defined both ways from the bits, so two cells at once cannot be
	// expressed and a number ≥ F or a taken cell is the only cheat.
	Log
)

func (m Moves) String() string {
	if m == Log {
		return "log"
	}
	return "one-hot"
}

// Encode states "the attacker forces a win within P plies of g's start
// position" with one-hot defender moves. See the package documentation
// for the encoding and its proof.
func Encode(g *positional.Game, P int) (*Formula, error) {
	return EncodeMoves(g, P, OneHot)
}

// EncodeMoves is Encode with the defender's moves written as mv says.
func EncodeMoves(g *positional.Game, P int, mv Moves) (*Formula, error) {
	f, _, err := encode(g, P, mv, false)
	return f, err
}

func encode(g *positional.Game, P int, mv Moves, count bool) (*Formula, *encoder, error) {
	if g.MoverBias() != [2]int{1, 1} {
		return nil, nil, fmt.Errorf("qbf: biased games (%d:%d) are not supported, only 1:1", g.Bias[0], g.Bias[1])
	}
	m0, _, err := g.ToMove()
	if err != nil {
		return nil, nil, err
	}
	owner := make([]int, g.Cells)
	for i := range owner {
		owner[i] = -1
	}
	for m := 0; m < 2; m++ {
		for _, c := range g.Claimed[m] {
			owner[c] = m
		}
	}
	for _, s := range g.Sets {
		for m := 0; m < 2; m++ {
			all := true
			for _, c := range s {
				all = all && owner[c] == m
			}
			if all {
				return nil, nil, fmt.Errorf("qbf: in the start position mover %d already owns the set %v", m, s)
			}
		}
	}
	att := Attacker(g)
	winOwner, spoiler := att, -1
	switch g.Rule {
	case positional.Strong:
		spoiler = 1 - att
	case positional.StrongMisere:
		winOwner, spoiler = 1-att, att
	case positional.AvoiderEnforcer:
		winOwner = 1 - att
	}
	var free []int
	idx := make([]int, g.Cells)
	for c := 0; c < g.Cells; c++ {
		idx[c] = -1
		if owner[c] < 0 {
			idx[c] = len(free)
			free = append(free, c)
		}
	}
	F := len(free)
	R := min(P, F)
	f := &Formula{}
	f.Comments = append(f.Comments,
		fmt.Sprintf("plylab positional QBF: mover %d (%s) forces a win within %d plies of the start position", att, roleName(g, att), P),
		fmt.Sprintf("rule %s, %d cells, %d sets, %d cells claimed, %d free, %d plies encoded", g.Rule, g.Cells, len(g.Sets), g.Cells-F, F, max(R, 0)),
		fmt.Sprintf("defender moves %s", mv))
	if mv == OneHot {
		f.Comments = append(f.Comments, "move variable of ply t (1-based, after the start position) and free cell j: (t-1)*F + j + 1")
	}
	if R <= 0 {
		// No ply left: nobody owns a set (checked), so the attacker has not won.
		f.Trivial, f.Value = true, false
		v := 1
		f.Vars = 1
		f.Prefix = []Block{{Exists: true, Vars: []int{v}}}
		f.Clauses = [][]int{{v}, {-v}}
		return f, &encoder{f: f, count: count}, nil
	}
	e := &encoder{f: f, count: count}
	mover := func(t int) int { return (m0 + t - 1) % 2 }
	logDef := func(t int) bool { return mv == Log && mover(t) != att }
	bitsN := 1
	for 1<<bitsN < F {
		bitsN++
	}
	x := make([][]int, R+1)
	u := make([][]int, R+1) // the defender's bits (Log)
	for t := 1; t <= R; t++ {
		var vars []int
		if logDef(t) {
			u[t] = make([]int, bitsN)
			for i := range u[t] {
				u[t][i] = e.newVar()
			}
			vars = u[t]
		} else {
			x[t] = make([]int, F)
			for j := range x[t] {
				x[t][j] = e.newVar()
			}
			vars = x[t]
		}
		ex := mover(t) == att
		if n := len(f.Prefix); n > 0 && f.Prefix[n-1].Exists == ex {
			f.Prefix[n-1].Vars = append(f.Prefix[n-1].Vars, vars...)
		} else {
			f.Prefix = append(f.Prefix, Block{Exists: ex, Vars: append([]int(nil), vars...)})
		}
	}
	auxStart := f.Vars + 1
	// Log: x[t][j] ↔ the bits of ply t spell j (both ways: the move
	// variables occur in both polarities).
	for t := 1; t <= R; t++ {
		if !logDef(t) {
			continue
		}
		x[t] = make([]int, F)
		for j := range x[t] {
			x[t][j] = e.newVar()
			back := []int{x[t][j]}
			for i, b := range u[t] {
				lit := -b
				if j>>i&1 == 1 {
					lit = b
				}
				e.clause(-x[t][j], lit)
				back = append(back, -lit)
			}
			e.clause(back...)
		}
	}

	// legal[t] → exactly one free cell, not claimed before.
	legal := make([]int, R+1)
	for t := 1; t <= R; t++ {
		l := e.newVar()
		legal[t] = l
		alo := []int{-l}
		alo = append(alo, x[t]...)
		e.clause(alo...)
		for i := 0; i < F; i++ {
			for j := i + 1; j < F && !logDef(t); j++ {
				e.clause(-l, -x[t][i], -x[t][j])
			}
			for s := 1; s < t; s++ {
				e.clause(-l, -x[t][i], -x[s][i])
			}
		}
	}
	// pre[t] → legal[1] ∧ … ∧ legal[t].
	pre := make([]int, R+1)
	for t := 1; t <= R; t++ {
		pre[t] = e.newVar()
		e.clause(-pre[t], legal[t])
		if t > 1 {
			e.clause(-pre[t], pre[t-1])
		}
	}
	// unspoiled[t] → the spoiler owns no live set by the end of ply t−1.
	unspoiled := make([]int, R+1)
	if spoiler >= 0 {
		// nt[t][j] → the spoiler claimed free cell j at no ply before t.
		for t := 1; t <= R; t++ {
			u := e.newVar()
			unspoiled[t] = u
			nt := make([]int, F)
			for j := range nt {
				nt[j] = e.newVar()
				for s := 1; s < t; s++ {
					if mover(s) == spoiler {
						e.clause(-nt[j], -x[s][j])
					}
				}
			}
			for _, set := range g.Sets {
				cl := []int{-u}
				dead := false
				for _, c := range set {
					if owner[c] == 1-spoiler {
						dead = true
						break
					}
					if owner[c] < 0 {
						cl = append(cl, nt[idx[c]])
					}
				}
				if !dead {
					e.clause(cl...)
				}
			}
		}
	}
	var top []int
	// Win disjuncts: W owns a live set by the end of its ply t.
	for t := 1; t <= R; t++ {
		if mover(t) != winOwner {
			continue
		}
		won := e.newVar()
		wonCl := []int{-won}
		for _, set := range g.Sets {
			dead := false
			for _, c := range set {
				if owner[c] == 1-winOwner {
					dead = true
					break
				}
			}
			if dead {
				continue
			}
			w := e.newVar()
			wonCl = append(wonCl, w)
			for _, c := range set {
				if owner[c] == winOwner {
					continue
				}
				cl := []int{-w}
				for s := 1; s <= t; s++ {
					if mover(s) == winOwner {
						cl = append(cl, x[s][idx[c]])
					}
				}
				e.clause(cl...)
			}
		}
		e.clause(wonCl...)
		d := e.newVar()
		e.clause(-d, won)
		e.clause(-d, pre[t])
		if spoiler >= 0 {
			e.clause(-d, unspoiled[t])
		}
		top = append(top, d)
	}
	// Cheat disjuncts: the defender's ply t claims no cell, two cells or a
	// taken cell, after legal plies and before any spoil event.
	for t := 1; t <= R; t++ {
		if mover(t) == att {
			continue
		}
		cheat := e.newVar()
		cl := []int{-cheat}
		none := e.newVar()
		for j := 0; j < F; j++ {
			e.clause(-none, -x[t][j])
		}
		cl = append(cl, none)
		for i := 0; i < F; i++ {
			for j := i + 1; j < F && !logDef(t); j++ {
				p := e.newVar()
				e.clause(-p, x[t][i])
				e.clause(-p, x[t][j])
				cl = append(cl, p)
			}
			if t > 1 {
				r := e.newVar()
				e.clause(-r, x[t][i])
				before := []int{-r}
				for s := 1; s < t; s++ {
					before = append(before, x[s][i])
				}
				e.clause(before...)
				cl = append(cl, r)
			}
		}
		e.clause(cl...)
		d := e.newVar()
		e.clause(-d, cheat)
		if t > 1 {
			e.clause(-d, pre[t-1])
		}
		if spoiler >= 0 {
			e.clause(-d, unspoiled[t])
		}
		top = append(top, d)
	}
	e.clause(top...)
	if count {
		for v := auxStart; v <= f.Vars; v++ {
			e.auxBytes += int64(decimalLen(v)) + 1
		}
		if !f.Prefix[len(f.Prefix)-1].Exists && f.Vars >= auxStart {
			e.auxBytes += 4
		}
		f.Comments = append(f.Comments, fmt.Sprintf("%d move variables, %d auxiliary, %d clauses", auxStart-1, f.Vars-auxStart+1, e.nClauses))
		return f, e, nil
	}
	aux := make([]int, 0, f.Vars-auxStart+1)
	for v := auxStart; v <= f.Vars; v++ {
		aux = append(aux, v)
	}
	if n := len(f.Prefix); f.Prefix[n-1].Exists {
		f.Prefix[n-1].Vars = append(f.Prefix[n-1].Vars, aux...)
	} else {
		f.Prefix = append(f.Prefix, Block{Exists: true, Vars: aux})
	}
	f.Comments = append(f.Comments, fmt.Sprintf("%d move variables, %d auxiliary, %d clauses", auxStart-1, len(aux), e.nClauses))
	return f, e, nil
}

func roleName(g *positional.Game, mover int) string {
	role := mover
	if g.FirstIndex() == 1 {
		role = 1 - mover
	}
	return g.Rule.Roles()[role]
}

// WriteQDIMACS writes the formula in QDIMACS: comments, the "p cnf" line,
// the prefix ("e …"/"a …" lines, each ending in 0) and the clauses.
func (f *Formula) WriteQDIMACS(w io.Writer) error {
	bw := bufio.NewWriter(w)
	for _, c := range f.Comments {
		fmt.Fprintf(bw, "c %s\n", c)
	}
	fmt.Fprintf(bw, "p cnf %d %d\n", f.Vars, len(f.Clauses))
	for _, b := range f.Prefix {
		if b.Exists {
			bw.WriteString("e")
		} else {
			bw.WriteString("a")
		}
		for _, v := range b.Vars {
			fmt.Fprintf(bw, " %d", v)
		}
		bw.WriteString(" 0\n")
	}
	for _, cl := range f.Clauses {
		for _, l := range cl {
			fmt.Fprintf(bw, "%d ", l)
		}
		bw.WriteString("0\n")
	}
	return bw.Flush()
}

// ErrNoSolver is returned by Solve when the solver binary is not found.
var ErrNoSolver = errors.New("qbf: solver not found")

// Solve runs an external QBF solver (for example "depqbf") on the formula
// and reads its verdict from the exit status: 10 true, 20 false (the
// QDIMACS convention). A context deadline stops the solver.
func Solve(ctx context.Context, solver string, f *Formula) (bool, error) {
	path, err := exec.LookPath(solver)
	if err != nil {
		return false, fmt.Errorf("%w: %s (%w)", ErrNoSolver, solver, err)
	}
	tmp, err := os.CreateTemp("", "plylab-*.qdimacs")
	if err != nil {
		return false, err
	}
	defer os.Remove(tmp.Name())
	if err := f.WriteQDIMACS(tmp); err != nil {
		tmp.Close()
		return false, err
	}
	if err := tmp.Close(); err != nil {
		return false, err
	}
	cmd := exec.CommandContext(ctx, path, tmp.Name())
	var out strings.Builder
	cmd.Stdout = &out
	cmd.Stderr = &out
	err = cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		switch ee.ExitCode() {
		case 10:
			return true, nil
		case 20:
			return false, nil
		}
	}
	if ctx.Err() != nil {
		return false, ctx.Err()
	}
	// %v, not %w: err is nil when the solver exits 0 without a verdict.
	return false, fmt.Errorf("qbf: %s gave no verdict (%v): %s", solver, err, strings.TrimSpace(out.String()))
}
