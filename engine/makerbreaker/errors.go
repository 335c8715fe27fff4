package makerbreaker

import "plylab/engine/inputerr"

// perr returns the error for malformed certificate input: the file, the 1-based line and
// column of the offending text (0 when not known), and the reason. Loading
// returns no certificate at all together with it: nothing is half-loaded.
func perr(file string, line, col int, format string, a ...any) *inputerr.Error {
	e := inputerr.At(file, line, format, a...)
	e.Column = col
	return e
}
