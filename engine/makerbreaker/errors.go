package makerbreaker

import (
	"fmt"
	"strings"
)

// ParseError is malformed certificate input: the file, the 1-based line and
// column of the offending text (0 when not known), and the reason. Loading
// returns no certificate at all together with it: nothing is half-loaded.
type ParseError struct {
	File         string
	Line, Column int
	Reason       string
}

func (e *ParseError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
		if e.Column > 0 {
			fmt.Fprintf(&b, ":%d", e.Column)
		}
	}
	b.WriteString(": ")
	b.WriteString(e.Reason)
	return b.String()
}

func perr(file string, line, col int, format string, a ...any) *ParseError {
	return &ParseError{File: file, Line: line, Column: col, Reason: fmt.Sprintf(format, a...)}
}
