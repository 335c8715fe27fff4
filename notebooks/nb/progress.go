package nb

import (
	"expvar"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Progress is a live progress bar: one output of the cell that updates in
// place while the work runs, and ends as its final state (the executed
// notebook and its HTML keep that one output):
//
//	p := nb.NewProgress("hex census", len(items))
//	for i, it := range items { work(it); p.Set(i + 1) }
//	p.Done()
//
// Its methods Update, Count, Items, Log and Line have the signatures of
// the engines' progress callbacks (mb.Run.Progress,
// makerbreaker.FourRowOptions.Progress, hex.CensusOptions.Progress,
// reproduce.Options.Log, the log of pairing.RuleChecks), so p.Update or
// another can be passed as one; they may be called from any goroutine.
// The display is redrawn at most four times a second, always with the
// latest state, and once a second for the elapsed time. Outside the
// notebook kernel (go test, a kernel without live displays) nothing is
// shown and String gives the line.
type Progress struct {
	label  string
	runlog bool // a RunLog's status line: steps and the last line logged

	mu      sync.Mutex
	start   time.Time
	done    int64   // units done
	total   int64   // units in all; ≤ 0: unknown
	frac    float64 // the fraction Update gave; < 0: unknown
	steps   int     // lines logged (RunLog)
	note    string  // the last line logged
	ended   bool
	failed  bool
	endAt   time.Time
	version int // state changes so far

	// the live display
	k        kernelDisplay // nil: none
	cell     int64
	id       string
	sent     time.Time // when the display was last drawn
	sentVer  int
	stop     chan struct{}
	stopped  chan struct{}
	stopOnce sync.Once
}

// Throttling of the live display: a changed state is drawn at most once
// per progressEvery, and the elapsed time at least once per progressRefresh.
const (
	progressEvery   = 250 * time.Millisecond
	progressRefresh = time.Second
	barCells        = 20
)

// kernelDisplay is the notebook kernel's display of the running cell,
// which plylab's kernel (kernel/gophernotes-display.go.txt) publishes as
// the expvar variable "plylab.kernel.display".
type kernelDisplay interface {
	Cell() int64
	DisplayIn(cell int64, data, metadata, transient map[string]interface{}) error
}

// kernelHook finds the kernel's display; nil outside the kernel.
var kernelHook = func() kernelDisplay {
	h, _ := expvar.Get("plylab.kernel.display").(kernelDisplay)
	return h
}

// startTicker offers p a redraw every progressEvery/5 (tick decides)
// until p stops or its cell ends (replaced in tests, which call tick with
// their own clock).
var startTicker = func(p *Progress) {
	go func() {
		defer close(p.stopped)
		t := time.NewTicker(progressEvery / 5)
		defer t.Stop()
		for {
			select {
			case <-p.stop:
				return
			case <-t.C:
				if !p.tick(now()) {
					return
				}
			}
		}
	}()
}

var displaySerial atomic.Int64

// NewProgress starts a progress bar of total units and shows it. With a
// total of 0 or less (unknown) it shows the count and the elapsed time,
// and a bar once Update or Count gives a fraction.
func NewProgress(label string, total int) *Progress {
	p := &Progress{label: label, total: int64(total), frac: -1, start: now()}
	p.show()
	return p
}

// show draws the first state and starts the redraws, in the kernel.
func (p *Progress) show() {
	k := kernelHook()
	if k == nil {
		return
	}
	cell := k.Cell()
	if cell == 0 {
		return
	}
	p.k, p.cell = k, cell
	p.id = fmt.Sprintf("plylab-nb-%d-%d", p.start.UnixNano(), displaySerial.Add(1))
	p.stop, p.stopped = make(chan struct{}), make(chan struct{})
	p.mu.Lock()
	ok := p.drawLocked(p.start, false)
	p.mu.Unlock()
	if !ok {
		p.k, p.stop, p.stopped = nil, nil, nil
		return
	}
	startTicker(p)
}

// Set records done units of the total.
func (p *Progress) Set(done int) {
	p.mu.Lock()
	p.done = int64(done)
	p.version++
	p.mu.Unlock()
}

// Add records n more units done.
func (p *Progress) Add(n int) {
	p.mu.Lock()
	p.done += int64(n)
	p.version++
	p.mu.Unlock()
}

// Count records done of total units, the total possibly revised: the
// signature of makerbreaker.FourRowOptions.Progress.
func (p *Progress) Count(done, total int) {
	p.mu.Lock()
	p.done, p.total = int64(done), int64(total)
	p.version++
	p.mu.Unlock()
}

// Update records the work done so far (nodes, chains, …) and the fraction
// of the whole it is (negative when unknown): the signature of
// mb.Run.Progress and of the transversal solver's Progress.
func (p *Progress) Update(done uint64, fraction float64) {
	p.mu.Lock()
	p.done = int64(done)
	p.frac = fraction
	p.version++
	p.mu.Unlock()
}

// Items records the items done of all items (and ignores the steps): the
// signature of hex.CensusOptions.Progress.
func (p *Progress) Items(steps uint64, done, items int) { p.Count(done, items) }

// Line shows one line under the bar: the signature of the log of
// pairing.RuleChecks.
func (p *Progress) Line(s string) { p.note1(s) }

// Log shows one line under the bar (the last one logged): the signature
// of reproduce.Options.Log.
func (p *Progress) Log(format string, a ...interface{}) {
	p.note1(fmt.Sprintf(format, a...))
}

func (p *Progress) note1(s string) {
	p.mu.Lock()
	p.note = s
	p.steps++
	p.version++
	p.mu.Unlock()
}

// Done stops the clock and draws the final state, which stays in the
// cell. Further calls do nothing.
func (p *Progress) Done() {
	p.end(false)
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.k != nil {
		p.drawLocked(now(), true)
		p.k = nil
	}
}

// end stops the clock and the redraws (waiting for a redraw under way).
func (p *Progress) end(failed bool) {
	p.stopOnce.Do(func() {
		if p.stop != nil {
			close(p.stop)
			<-p.stopped
		}
		p.mu.Lock()
		p.ended, p.failed, p.endAt = true, failed, now()
		p.version++
		p.mu.Unlock()
	})
}

// String is the progress line, as the display's text copy shows it:
// "hex census  ████████░░░░░░░░░░░░ 41%  1,234/3,000  8.2 s, ~12 s left".
func (p *Progress) String() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.textLocked(now())
}

// tick redraws the display if due at time t: a changed state once
// progressEvery has passed since the last drawing, an unchanged one (its
// elapsed time) once progressRefresh has. It reports whether the display
// is still live (false once the cell has ended).
func (p *Progress) tick(t time.Time) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.k == nil || p.ended {
		return false
	}
	since := t.Sub(p.sent)
	if (p.version != p.sentVer && since >= progressEvery) || since >= progressRefresh {
		if !p.drawLocked(t, true) {
			p.k = nil
			return false
		}
	}
	return true
}

// drawLocked sends the state at time t: a new output, or (update) the
// replacement of the output drawn before. False when the cell has ended.
func (p *Progress) drawLocked(t time.Time, update bool) bool {
	d := p.dataLocked(t)
	tr := map[string]interface{}{"display_id": p.id}
	if update {
		tr["update"] = true
	}
	if err := p.k.DisplayIn(p.cell, d.Data, map[string]interface{}{}, tr); err != nil {
		return false
	}
	p.sent, p.sentVer = t, p.version
	return true
}

// fractionLocked is the fraction done, or a negative number if unknown.
func (p *Progress) fractionLocked() float64 {
	if p.total > 0 {
		return float64(p.done) / float64(p.total)
	}
	return p.frac
}

// elapsedLocked is the time since the start, frozen at the end.
func (p *Progress) elapsedLocked(t time.Time) float64 {
	if p.ended {
		t = p.endAt
	}
	return t.Sub(p.start).Seconds()
}

// partsLocked is the state at time t, in pieces: the heading (the label,
// or a RunLog's name and steps), the fraction done (negative if unknown),
// the counts and times, and the line logged last.
func (p *Progress) partsLocked(t time.Time) (head string, f float64, rest []string, note string) {
	head = p.label
	if p.runlog {
		head = fmt.Sprintf("%s: %d %s", p.label, p.steps, plural(p.steps, "step"))
		if p.failed {
			head = fmt.Sprintf("%s: failed after %d %s", p.label, p.steps, plural(p.steps, "step"))
		}
	}
	f = p.fractionLocked()
	if !p.runlog {
		switch {
		case p.total > 0:
			rest = append(rest, count(p.done)+"/"+count(p.total))
		case p.done > 0:
			rest = append(rest, count(p.done))
		}
	}
	el := p.elapsedLocked(t)
	tm := seconds(el)
	if left, ok := remaining(f, el); ok && !p.ended {
		tm += ", ~" + seconds(left) + " left"
	}
	rest = append(rest, tm)
	if !(p.runlog && p.ended && !p.failed) {
		note = p.note
	}
	return head, f, rest, note
}

// textLocked is the state as one line of text.
func (p *Progress) textLocked(t time.Time) string {
	head, f, rest, note := p.partsLocked(t)
	parts := []string{head}
	if f >= 0 {
		parts = append(parts, bar(f)+" "+percent(f))
	}
	parts = append(parts, rest...)
	if note != "" {
		parts = append(parts, note)
	}
	return strings.Join(parts, "  ")
}

// dataLocked is the state as a display: an HTML bar and the text line.
func (p *Progress) dataLocked(t time.Time) Data {
	head, f, rest, note := p.partsLocked(t)
	var b strings.Builder
	b.WriteString(`<div class="nb-progress ` + noMath + `" style="line-height:1.6">`)
	b.WriteString("<b>" + escape(head) + "</b>")
	if f >= 0 {
		w := strconv.FormatFloat(100*math.Min(1, math.Max(0, f)), 'f', 1, 64)
		colour := "#4c72b0"
		if p.failed {
			colour = "#c44e52"
		}
		b.WriteString(` <span class="nb-bar" style="display:inline-block;width:16em;height:0.8em;background:#e3e3e3;border-radius:3px;vertical-align:middle;overflow:hidden">` +
			`<span style="display:block;height:100%;width:` + w + `%;background:` + colour + `"></span></span> ` + percent(f))
	}
	b.WriteString(" &nbsp;" + escape(strings.Join(rest, " · ")))
	if note != "" {
		b.WriteString(`<div style="color:#555">` + escape(note) + "</div>")
	}
	b.WriteString("</div>")
	return HTML(b.String(), p.textLocked(t))
}

// bar draws fraction f (clamped to [0, 1]) in barCells cells.
func bar(f float64) string {
	f = math.Min(1, math.Max(0, f))
	n := int(math.Floor(f*barCells + 1e-9))
	return strings.Repeat("█", n) + strings.Repeat("░", barCells-n)
}

// percent is f as a whole percentage, rounded down (100% only when done).
func percent(f float64) string {
	f = math.Min(1, math.Max(0, f))
	return strconv.Itoa(int(math.Floor(100*f+1e-9))) + "%"
}

// count is n with thousands separators.
func count(n int64) string { return groupDigits(strconv.FormatInt(n, 10)) }

// remaining estimates the time left from the fraction done and the time
// elapsed, once both say enough (a fraction above 1% after a second).
func remaining(f, elapsed float64) (float64, bool) {
	if f < 0.01 || f >= 1 || elapsed < 1 {
		return 0, false
	}
	return elapsed/f - elapsed, true
}

// replace hands the live display over to a final Data that the running
// cell shows with Display: its display_id, when the display is live in
// the running cell. The clock and the redraws stop either way.
func (p *Progress) replace() (string, bool) {
	p.end(false)
	p.mu.Lock()
	defer p.mu.Unlock()
	k := p.k
	p.k = nil
	if k == nil || k.Cell() != p.cell {
		return "", false
	}
	return p.id, true
}
