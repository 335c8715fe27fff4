package hexsat

import (
	"fmt"

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
)

func (s Solver) String() string {
	if s == Gophersat {
		return "gophersat"
	}
	return "gini"
}

// ParseSolver reads "gini" or "gophersat".
func ParseSolver(s string) (Solver, error) {
	switch s {
	case "gini":
		return Gini, nil
	case "gophersat":
		return Gophersat, nil
	}
	return 0, fmt.Errorf("hexsat: unknown solver %q (want gini or gophersat)", s)
}

// satSolver is the little the census needs of a solver: clauses in DIMACS
// numbering (variables from 1, a negative number a negated literal) added
// at any time, repeated solving, and the model.
type satSolver interface {
	addClause(lits []int)
	solve() bool // true: satisfiable
	value(v int) bool
	conflicts() int64 // -1 when the solver does not say
}

func newSolver(s Solver, vars int) satSolver {
	if s == Gophersat {
		return &gopherSolver{s: solver.New(solver.ParseSliceNb(nil, vars))}
	}
	return &giniSolver{g: gini.NewV(vars)}
}

type giniSolver struct{ g *gini.Gini }

func (g *giniSolver) addClause(lits []int) {
	for _, l := range lits {
		g.g.Add(z.Dimacs2Lit(l))
	}
	g.g.Add(z.LitNull)
}

func (g *giniSolver) solve() bool      { return g.g.Solve() == 1 }
func (g *giniSolver) value(v int) bool { return g.g.Value(z.Dimacs2Lit(v)) }
func (g *giniSolver) conflicts() int64 { return -1 }

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

func (g *gopherSolver) solve() bool {
	if g.s.Solve() != solver.Sat {
		return false
	}
	g.model = g.s.Model()
	return true
}

func (g *gopherSolver) value(v int) bool { return v-1 < len(g.model) && g.model[v-1] }
func (g *gopherSolver) conflicts() int64 { return int64(g.s.Stats.NbConflicts) }
