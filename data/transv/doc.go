// Package transv is the notebook-facing API of the transversal game
// (plylab/engine/transversal): the 2n+3 strategy verified against every
// defence (Verify, VerifyAll) with its win-ply and proof-case
// distributions, the exact solver's answers, values and certificates, the
// O defence, the kept long runs, and the board views of its figures.
//
// The long runs of 'plylab transversal verify', 'solve' and 'odefence' are
// the methods of Run, with the CLI's checkpoint, shards (merged by
// runctl.Merge) and progress callbacks; their reports print as the verbs'
// --json output. The time each would take is estimated before it starts
// by Run's VerifyEstimate, SolveEstimate, ValueEstimate and
// ODefenceEstimate (Estimate.Check refuses more than a year).
//
// Non-generic, so that the gophernotes kernel (gomacro) can import it.
package transv
