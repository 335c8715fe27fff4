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
//
// While the step runs, the cell shows a live status line in its place
// (the step count, the time so far, the line logged last, and a bar when
// Update gives a fraction), redrawn in place as a Progress is; Display of
// Done's summary replaces it, so the cell ends with one output.
type RunLog struct {
	name  string
	start time.Time
	lines []string
	live  *Progress
}

// NewRunLog starts the clock of a step called name, and its live status
// line in the notebook kernel.
func NewRunLog(name string) *RunLog {
	l := &RunLog{name: name, start: now()}
	l.live = &Progress{label: name, runlog: true, frac: -1, start: l.start}
	l.live.show()
	return l
}

// Log keeps one progress line, prefixed with the time of day as nb.Log
// prefixes it. Its signature is that of data.ReproduceOptions.Log.
func (l *RunLog) Log(format string, a ...interface{}) {
	line := fmt.Sprintf(format, a...)
	l.lines = append(l.lines, now().Format("15:04:05")+"  "+line)
	l.live.note1(line)
}

// Update shows a bar on the live status line: the work done so far and
// the fraction of the whole it is (negative when unknown), with the
// signature of mb.Run.Progress.
func (l *RunLog) Update(done uint64, fraction float64) { l.live.Update(done, fraction) }

// Summary is the step's one line: its name, the number of lines logged
// and the time since NewRunLog ("hex: 59 steps, 23 s").
func (l *RunLog) Summary() string {
	return fmt.Sprintf("%s: %d %s, %s", l.name, len(l.lines), plural(len(l.lines), "step"), seconds(now().Sub(l.start).Seconds()))
}

// Done ends the step. If err is nil it returns the summary line with the
// full log folded under it (opened by a click); otherwise it writes the
// log to LogWriter (standard output when nil), so that the steps before
// the failure stay visible, and fails the cell with err.
//
// In the kernel, the summary's Data replaces the live status line when
// the same cell shows it with Display (its transient dict names the
// status line's display_id, with "update": true); on failure the status
// line stays, marked failed.
func (l *RunLog) Done(err error) Data {
	text := strings.Join(l.lines, "\n")
	l.live.end(err != nil)
	if err != nil {
		l.live.Done()
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
	var d Data
	if len(l.lines) == 0 {
		d = HTML("<p>"+escape(sum)+"</p>", sum)
	} else {
		h := `<details class="` + noMath + `"><summary>` + escape(sum) + "</summary>\n<pre>" + escape(text) + "</pre></details>"
		d = HTML(h, sum+"\n"+text)
	}
	if id, ok := l.live.replace(); ok {
		d.Transient = map[string]interface{}{"display_id": id, "update": true}
	}
	return d
}
