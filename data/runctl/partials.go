package runctl

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"plylab/engine/inputerr"
)

// ReadPartials reads the --json outputs of sharded runs, one partial per
// non-blank line, from each file in turn (as 'plylab merge' does): a line
// that is not a partial, an empty file or a failed read is bad input
// naming the file, and so is a file that cannot be opened
// (*inputerr.Error).
func ReadPartials(files []string) ([]Partial, error) {
	var parts []Partial
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			return nil, &inputerr.Error{Err: err}
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<30)
		line, got := 0, false
		for sc.Scan() {
			line++
			t := strings.TrimSpace(sc.Text())
			if t == "" {
				continue
			}
			var p Partial
			if err := json.Unmarshal([]byte(t), &p); err != nil || p.Kind == "" {
				fh.Close()
				return nil, &inputerr.Error{File: f, Line: line, Reason: "not the --json output of a sharded plylab run"}
			}
			p.Result, p.Source = json.RawMessage(t), f
			if line > 1 {
				p.Source = fmt.Sprintf("%s:%d", f, line)
			}
			parts, got = append(parts, p), true
		}
		fh.Close()
		if err := sc.Err(); err != nil {
			return nil, &inputerr.Error{File: f, Reason: err.Error()}
		}
		if !got {
			return nil, &inputerr.Error{File: f, Reason: "empty file"}
		}
	}
	return parts, nil
}
