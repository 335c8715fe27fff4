package nb

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// RunLog keeps the progress lines of a long step, such as a reproduce
// family, so that the cell shows one summary line ("hex: 59 steps, 23 s")
// with the full log folded underneath instead of a wall of output:
//
//	lg := nb.NewRunLog("hex")
//	hexRun, err := reproduce.Hex(reproduce.Options{Full: full, Log: lg.Log})
//	Display(lg.Done(err))
type RunLog struct {
	name  string
	start time.Time
	lines []string
}

// NewRunLog starts the clock of a step called name.
func NewRunLog(name string) *RunLog {
	return &RunLog{name: name, start: now()}
}

// Log keeps one progress line, prefixed with the time of day as nb.Log
// prefixes it. Its signature is that of data.ReproduceOptions.Log.
func (l *RunLog) Log(format string, a ...interface{}) {
	l.lines = append(l.lines, now().Format("15:04:05")+"  "+fmt.Sprintf(format, a...))
}

// Summary is the step's one line: its name, the number of lines logged
// and the time since NewRunLog ("hex: 59 steps, 23 s").
func (l *RunLog) Summary() string {
	return fmt.Sprintf("%s: %d %s, %s", l.name, len(l.lines), plural(len(l.lines), "step"), seconds(now().Sub(l.start).Seconds()))
}

// Done ends the step. If err is nil it returns the summary line with the
// full log folded under it (opened by a click); otherwise it writes the
// log to LogWriter (standard output when nil), so that the steps before
// the failure stay visible, and fails the cell with err.
func (l *RunLog) Done(err error) Data {
	text := strings.Join(l.lines, "\n")
	if err != nil {
		var w io.Writer = os.Stdout
		if LogWriter != nil {
			w = LogWriter
		}
		if text != "" {
			fmt.Fprintln(w, text)
		}
		panic(fmt.Errorf("%s: %w", l.name, err))
	}
	sum := l.Summary()
	if len(l.lines) == 0 {
		return HTML("<p>"+escape(sum)+"</p>", sum)
	}
	h := `<details class="` + noMath + `"><summary>` + escape(sum) + "</summary>\n<pre>" + escape(text) + "</pre></details>"
	return HTML(h, sum+"\n"+text)
}
