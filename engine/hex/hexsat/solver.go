package hexsat

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"

	"github.com/crillab/gophersat/solver"
	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
)

// Solver names an incremental SAT solver the census can drive.
type Solver int

const (
	// Gini is github.com/go-air/gini: the default (see the package doc for
	// the measurement behind the choice).
	Gini Solver = iota
	// Gophersat is github.com/crillab/gophersat.
	Gophersat
	// Cadical is the external CaDiCaL binary.
	Cadical
	// CadicalInc is CaDiCaL's library kept alive across calls.
	CadicalInc
)

func (s Solver) String() string {
	switch s {
	case Gophersat:
		return "gophersat"
	case Cadical:
		return "cadical"
	case CadicalInc:
		return "cadical-inc"
	}
	return "gini"
}

// ParseSolver reads "gini", "gophersat", "cadical" or "cadical-inc".
func ParseSolver(s string) (Solver, error) {
	switch s {
	case "gini":
		return Gini, nil
	case "gophersat":
		return Gophersat, nil
	case "cadical":
		return Cadical, nil
	case "cadical-inc":
		return CadicalInc, nil
	}
	return 0, fmt.Errorf("hexsat: unknown solver %q (want gophersat, gini, cadical or cadical-inc)", s)
}

// DefaultSolver is the fastest solver installed (see the package doc's
// measurements): CadicalInc when its driver is found (PLYLAB_CADICAL_INC,
// beside the running program, or on the PATH), else Cadical when Debian's
// cadical program is on the PATH, else Gophersat. When it falls back, note
// is one line saying what was not found and how to get it ("" otherwise).
func DefaultSolver() (s Solver, note string) {
	if _, err := cadicalIncPath(); err == nil {
		return CadicalInc, ""
	}
	if _, err := exec.LookPath(CadicalBinary); err == nil {
		return Cadical, fmt.Sprintf("note: %s not found (make sat-solver builds it, or set PLYLAB_CADICAL_INC); using Debian's %s, run afresh at every call", CadicalIncBinary, CadicalBinary)
	}
	return Gophersat, fmt.Sprintf("note: neither %s (make sat-solver) nor %s (apt-get install cadical) found; using gophersat, several times slower past 6 × 7", CadicalIncBinary, CadicalBinary)
}

// satSolver is the little the census needs of a solver: clauses in DIMACS
// numbering (variables from 1, a negative number a negated literal) added
// at any time, repeated solving, and the model.
type satSolver interface {
	addClause(lits []int)
	solve() (bool, error) // true: satisfiable
	value(v int) bool
	conflicts() int64 // -1 when the solver does not say
}

func newSolver(s Solver, vars int) (satSolver, error) {
	if s == Cadical {
		return newCadical(vars)
	}
	if s == CadicalInc {
		return newCadicalInc(vars)
	}
	if s == Gophersat {
		return &gopherSolver{s: solver.New(solver.ParseSliceNb(nil, vars))}, nil
	}
	return &giniSolver{g: gini.NewV(vars)}, nil
}

type giniSolver struct{ g *gini.Gini }

func (g *giniSolver) addClause(lits []int) {
	for _, l := range lits {
		g.g.Add(z.Dimacs2Lit(l))
	}
	g.g.Add(z.LitNull)
}

func (g *giniSolver) solve() (bool, error) { return g.g.Solve() == 1, nil }
func (g *giniSolver) value(v int) bool     { return g.g.Value(z.Dimacs2Lit(v)) }
func (g *giniSolver) conflicts() int64     { return -1 }

type gopherSolver struct {
	s     *solver.Solver
	model []bool
}

func (g *gopherSolver) addClause(lits []int) {
	ls := make([]solver.Lit, len(lits))
	for i, l := range lits {
		ls[i] = solver.IntToLit(int32(l))
	}
	g.s.AppendClause(solver.NewClause(ls))
}

func (g *gopherSolver) solve() (bool, error) {
	if g.s.Solve() != solver.Sat {
		return false, nil
	}
	g.model = g.s.Model()
	return true, nil
}

func (g *gopherSolver) value(v int) bool { return v-1 < len(g.model) && g.model[v-1] }
func (g *gopherSolver) conflicts() int64 { return int64(g.s.Stats.NbConflicts) }

// cadicalSolver runs the external CaDiCaL binary (Debian's cadical
// package) on the whole formula at every call. It is not incremental: each
// call starts afresh, without the clauses the calls before it learned. Its
// model is checked against every clause before it is used.
type cadicalSolver struct {
	bin     string
	vars    int
	clauses [][]int
	model   []bool
	confl   int64
}

// CadicalBinary is the program the Cadical solver runs.
const CadicalBinary = "cadical"

func newCadical(vars int) (*cadicalSolver, error) {
	bin, err := exec.LookPath(CadicalBinary)
	if err != nil {
		return nil, fmt.Errorf("hexsat: the cadical solver needs the %s program (Debian: apt-get install cadical): %w", CadicalBinary, err)
	}
	return &cadicalSolver{bin: bin, vars: vars}, nil
}

func (c *cadicalSolver) addClause(lits []int) {
	c.clauses = append(c.clauses, append([]int(nil), lits...))
}

func (c *cadicalSolver) solve() (bool, error) {
	f, err := os.CreateTemp("", "plylab-hexsat-*.cnf")
	if err != nil {
		return false, err
	}
	defer os.Remove(f.Name())
	w := bufio.NewWriter(f)
	fmt.Fprintf(w, "p cnf %d %d\n", c.vars, len(c.clauses))
	for _, cl := range c.clauses {
		for _, l := range cl {
			w.WriteString(strconv.Itoa(l))
			w.WriteByte(' ')
		}
		w.WriteString("0\n")
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return false, err
	}
	if err := f.Close(); err != nil {
		return false, err
	}
	var stderr strings.Builder
	cmd := exec.Command(c.bin, f.Name())
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		return false, fmt.Errorf("hexsat: %s: %w", c.bin, err)
	}
	verdict := ""
	model := make([]bool, c.vars)
	for _, line := range strings.Split(string(out), "\n") {
		switch {
		case strings.HasPrefix(line, "s "):
			verdict = strings.TrimSpace(line[2:])
		case strings.HasPrefix(line, "v "):
			if err := readModelLine(c.bin, line, model); err != nil {
				return false, err
			}
		case strings.HasPrefix(line, "c conflicts:"):
			if n, ok := readConflicts(line); ok {
				c.confl += n
			}
		}
	}
	switch {
	case code == 20 && verdict == "UNSATISFIABLE":
		return false, nil
	case code == 10 && verdict == "SATISFIABLE":
	default:
		return false, fmt.Errorf("hexsat: %s gave no verdict (exit %d, %q): %s", c.bin, code, verdict, strings.TrimSpace(stderr.String()))
	}
	if err := checkModel(c.bin, c.clauses, model); err != nil {
		return false, err
	}
	c.model = model
	return true, nil
}

func (c *cadicalSolver) value(v int) bool { return v-1 < len(c.model) && c.model[v-1] }
func (c *cadicalSolver) conflicts() int64 { return c.confl }
