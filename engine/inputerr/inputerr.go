// Package inputerr is the one error type for bad input at a place: a
// certificate line that does not parse, a file that cannot be read, a row
// that names a cell out of range. Engine packages return it; internal/cli
// counts it as bad input (one line, exit status 2) wherever it sits in an
// error's chain.
//
// An Error names the file (empty when the input has no name, e.g. a reader),
// the 1-based line and column (0 when not known), the reason, and, when the
// input failed because of another error, that error, which Unwrap returns so
// that errors.Is and errors.As see through it.
//
// Its text is the place, then the reason:
//
//	file:line:col: reason     with a file (":line", ":col" left out when 0)
//	line N, column C: reason  without a file (", column C" left out when 0)
//	reason                    with neither file nor line
//
// The reason is Reason, or Err's text when Reason is empty, or
// "Reason: Err" when both are set.
package inputerr

import (
	"fmt"
	"strconv"
	"strings"
)

// Error is bad input at a place: a file (may be empty), a 1-based line and
// column (0: unknown), the reason, and optionally the underlying error it
// wraps.
type Error struct {
	File         string
	Line, Column int
	Reason       string
	Err          error // wrapped cause; Unwrap returns it
}

// At returns the error at line of file (file may be empty) with the reason
// fmt.Sprintf(format, a...). A cause to keep for errors.Is goes in Err, or
// use Wrap.
func At(file string, line int, format string, a ...any) *Error {
	return &Error{File: file, Line: line, Reason: fmt.Sprintf(format, a...)}
}

// Wrap returns the error at line of file (file may be empty) whose reason is
// err, which it wraps.
func Wrap(file string, line int, err error) *Error {
	return &Error{File: file, Line: line, Err: err}
}

// Error returns the place and the reason as one line (see the package
// comment).
func (e *Error) Error() string {
	var b strings.Builder
	switch {
	case e.File != "":
		b.WriteString(e.File)
		if e.Line > 0 {
			b.WriteString(":" + strconv.Itoa(e.Line))
			if e.Column > 0 {
				b.WriteString(":" + strconv.Itoa(e.Column))
			}
		}
		b.WriteString(": ")
	case e.Line > 0:
		b.WriteString("line " + strconv.Itoa(e.Line))
		if e.Column > 0 {
			b.WriteString(", column " + strconv.Itoa(e.Column))
		}
		b.WriteString(": ")
	}
	b.WriteString(e.Message())
	return b.String()
}

// Message returns the reason without the place: Reason, Err's text, or
// "Reason: Err" when both are set.
func (e *Error) Message() string {
	switch {
	case e.Err == nil:
		return e.Reason
	case e.Reason == "":
		return e.Err.Error()
	}
	return e.Reason + ": " + e.Err.Error()
}

// Unwrap returns the wrapped cause, nil when there is none.
func (e *Error) Unwrap() error { return e.Err }
