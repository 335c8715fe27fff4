// Package runs reads the long runs kept with the repository in data/runs/:
// a run that takes hours is run once with the command listed in
// data/runs/index.csv, and its --json output is committed beside it. The
// families' packages read these files for rows their fast defaults do not
// recompute (Read, Lines), and Frame lists them with their commands.
// Nothing here is computed: it is the record of a computation, with the
// command to repeat it.
//
// Non-generic, so that the gophernotes kernel (gomacro) can import it.
package runs
