package runctl

import (
	"encoding/json"
	"io"
)

// Report is the answer of a verb as the plylab program prints it: JSON is
// its --json object, Text what it prints otherwise, and Failure, when not
// empty, the check that failed (the verb's exit status 1). The data
// packages build them, so that a notebook gets the same text.
type Report struct {
	JSON    any
	Text    string
	Failure string
}

// MarshalJSON writes the report's JSON object.
func (r *Report) MarshalJSON() ([]byte, error) { return json.Marshal(r.JSON) }

// WriteText writes the report's text.
func (r *Report) WriteText(w io.Writer) { io.WriteString(w, r.Text) }
