package hexsat

// ChooseSolver is the solver named s (ParseSolver), or for "auto" the
// fastest installed (DefaultSolver) with its note on what was missing.
func ChooseSolver(s string) (sv Solver, note string, err error) {
	if s == "auto" {
		sv, note = DefaultSolver()
		return sv, note, nil
	}
	sv, err = ParseSolver(s)
	return sv, "", err
}
