package transversal

import (
	"errors"
	"io"
	"strings"
	"testing"

	"plylab/engine/inputerr"
)

// failingReader gives its text, then err.
type failingReader struct {
	r   io.Reader
	err error
}

func (f *failingReader) Read(p []byte) (int, error) {
	n, err := f.r.Read(p)
	if err == io.EOF {
		return n, f.err
	}
	return n, err
}

// A refused certificate is an *inputerr.Error at its line; a read that
// fails wraps the reader's error, which errors.Is finds, and names the line
// it could not read.
func TestReadCertificateErrors(t *testing.T) {
	damaged := errors.New("flate: corrupt input")
	for _, tc := range []struct {
		name  string
		r     io.Reader
		want  string
		line  int
		cause error
	}{
		{"wrong magic", strings.NewReader("plylab-other 1\n"), `line 1: want "` + certMagic + `"`, 1, nil},
		{"empty", strings.NewReader(""), `want "` + certMagic + `"`, 0, nil},
		{"ends early", strings.NewReader(certMagic + "\n"), `line 1: file ends before "n"`, 1, nil},
		{"read fails", &failingReader{strings.NewReader(certMagic + "\n"), damaged}, "line 2: cannot read: flate: corrupt input", 2, damaged},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := ReadCertificate(tc.r)
			if c != nil || err == nil {
				t.Fatalf("accepted: %v, %v", c, err)
			}
			var ce *inputerr.Error
			if !errors.As(err, &ce) {
				t.Fatalf("error %v (%T): want an *inputerr.Error", err, err)
			}
			if err.Error() != tc.want || ce.Line != tc.line || ce.File != "" {
				t.Errorf("got %q at line %d, want %q at line %d", err.Error(), ce.Line, tc.want, tc.line)
			}
			if tc.cause != nil && !errors.Is(err, tc.cause) {
				t.Errorf("errors.Is(%v, %v) = false", err, tc.cause)
			}
			if tc.cause == nil && ce.Err != nil {
				t.Errorf("wraps %v, want no cause", ce.Err)
			}
		})
	}
}
