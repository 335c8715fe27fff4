package inputerr

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"testing"
)

func TestErrorText(t *testing.T) {
	cause := errors.New("unexpected EOF")
	for _, tc := range []struct {
		name string
		err  *Error
		want string
	}{
		{"file line column", &Error{File: "x.txt", Line: 3, Column: 7, Reason: "unexpected token"}, "x.txt:3:7: unexpected token"},
		{"file line", &Error{File: "x.txt", Line: 3, Reason: "bad row"}, "x.txt:3: bad row"},
		{"file only", &Error{File: "x.txt", Reason: "empty"}, "x.txt: empty"},
		{"file column without line", &Error{File: "x.txt", Column: 7, Reason: "r"}, "x.txt: r"},
		{"line only", &Error{Line: 12, Reason: "empty line"}, "line 12: empty line"},
		{"line column", &Error{Line: 12, Column: 4, Reason: "r"}, "line 12, column 4: r"},
		{"no place", &Error{Reason: "no certificate"}, "no certificate"},
		{"cause only", &Error{File: "x.txt", Line: 2, Err: cause}, "x.txt:2: unexpected EOF"},
		{"reason and cause", &Error{Line: 5, Reason: "cannot read", Err: cause}, "line 5: cannot read: unexpected EOF"},
		{"At", At("c.txt", 9, "want %q", "end"), `c.txt:9: want "end"`},
		{"At without file", At("", 9, "cell %d", 4), "line 9: cell 4"},
		{"Wrap", Wrap("c.txt", 0, cause), "c.txt: unexpected EOF"},
		{"Wrap without file", Wrap("", 4, cause), "line 4: unexpected EOF"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.err.Error(); got != tc.want {
				t.Errorf("Error() = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestMessage(t *testing.T) {
	cause := errors.New("boom")
	for _, tc := range []struct {
		name string
		err  *Error
		want string
	}{
		{"reason", &Error{File: "f", Line: 1, Reason: "r"}, "r"},
		{"cause", &Error{File: "f", Line: 1, Err: cause}, "boom"},
		{"both", &Error{File: "f", Line: 1, Reason: "r", Err: cause}, "r: boom"},
		{"neither", &Error{File: "f", Line: 1}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.err.Message(); got != tc.want {
				t.Errorf("Message() = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestUnwrap(t *testing.T) {
	pathErr := &fs.PathError{Op: "open", Path: "x.txt", Err: fs.ErrNotExist}
	for _, tc := range []struct {
		name     string
		err      error
		is       error // errors.Is(err, is) must hold; nil: skip
		notIs    error // errors.Is(err, notIs) must not hold
		wantFile string
		wantLine int
	}{
		{"Wrap", Wrap("x.txt", 2, io.ErrUnexpectedEOF), io.ErrUnexpectedEOF, io.EOF, "x.txt", 2},
		{"reason and cause", &Error{Line: 3, Reason: "cannot read", Err: io.ErrUnexpectedEOF}, io.ErrUnexpectedEOF, io.EOF, "", 3},
		{"cause two deep", Wrap("x.txt", 0, pathErr), fs.ErrNotExist, fs.ErrExist, "x.txt", 0},
		{"inside fmt.Errorf", fmt.Errorf("load: %w", Wrap("y.txt", 5, io.EOF)), io.EOF, io.ErrUnexpectedEOF, "y.txt", 5},
		{"no cause", At("z.txt", 1, "bad"), nil, io.EOF, "z.txt", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.is != nil && !errors.Is(tc.err, tc.is) {
				t.Errorf("errors.Is(%v, %v) = false", tc.err, tc.is)
			}
			if errors.Is(tc.err, tc.notIs) {
				t.Errorf("errors.Is(%v, %v) = true", tc.err, tc.notIs)
			}
			var e *Error
			if !errors.As(tc.err, &e) {
				t.Fatalf("errors.As(%v, *Error) = false", tc.err)
			}
			if e.File != tc.wantFile || e.Line != tc.wantLine {
				t.Errorf("As gave %s:%d, want %s:%d", e.File, e.Line, tc.wantFile, tc.wantLine)
			}
		})
	}
	var pe *fs.PathError
	if !errors.As(Wrap("x.txt", 0, pathErr), &pe) || pe != pathErr {
		t.Errorf("errors.As did not find the wrapped *fs.PathError")
	}
	if (&Error{Reason: "r"}).Unwrap() != nil {
		t.Errorf("Unwrap without a cause is not nil")
	}
}
