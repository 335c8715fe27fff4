package nb

import (
	"fmt"
	"io"
	"os"
	"time"
)

// Data is the display value of the gophernotes kernel: MIME type → content,
// with per-type metadata. It is an alias of the kernel's own type (an
// unnamed struct), so the kernel renders a Data that a cell returns and
// accepts it in Display.
type Data = struct {
	Data      map[string]interface{}
	Metadata  map[string]interface{}
	Transient map[string]interface{}
}

// MIME types the helpers produce.
const (
	mimeText = "text/plain"
	mimeHTML = "text/html"
	mimePNG  = "image/png"
)

// Must fails the cell when err is not nil.
func Must(err error) {
	if err != nil {
		panic(err)
	}
}

// Check fails the cell with the formatted message when ok is false: the
// assertions a notebook makes about its own results ("every rule holds").
func Check(ok bool, format string, a ...interface{}) {
	if !ok {
		panic(fmt.Sprintf(format, a...))
	}
}

// HTML shows an HTML fragment; text is the plain-text copy a notebook
// stores beside it (for readers without HTML, such as a terminal).
func HTML(html, text string) Data {
	return Data{Data: map[string]interface{}{mimeHTML: html, mimeText: text}}
}

// Heading shows a short bold line, to title the table or figure after it.
func Heading(s string) Data {
	return HTML("<p><b>"+escape(s)+"</b></p>", s)
}

// LogWriter receives Log's lines; nil means standard output, read at each
// call (the kernel shows what a cell writes there as the cell runs).
var LogWriter io.Writer

// now is the clock Log reads (replaced in tests).
var now = time.Now

// Log writes one progress line, prefixed with the time of day, so that a
// cell that runs for more than a few seconds says what it is doing. Its
// signature is that of data.ReproduceOptions.Log.
func Log(format string, a ...interface{}) {
	w := LogWriter
	if w == nil {
		w = os.Stdout
	}
	fmt.Fprintf(w, "%s  %s\n", now().Format("15:04:05"), fmt.Sprintf(format, a...))
}
