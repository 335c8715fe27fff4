package nb

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeKernel is the kernel's display hook: it records what is sent.
type fakeKernel struct {
	mu   sync.Mutex
	cell int64
	sent []sentDisplay
}

type sentDisplay struct {
	cell   int64
	id     string
	update bool
	text   string
	html   string
}

func (k *fakeKernel) Cell() int64 {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.cell
}

func (k *fakeKernel) DisplayIn(cell int64, data, metadata, transient map[string]interface{}) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if cell != k.cell {
		return errors.New("the cell has ended")
	}
	id, _ := transient["display_id"].(string)
	up, _ := transient["update"].(bool)
	k.sent = append(k.sent, sentDisplay{cell, id, up, data[mimeText].(string), data[mimeHTML].(string)})
	return nil
}

func (k *fakeKernel) texts() []string {
	k.mu.Lock()
	defer k.mu.Unlock()
	var s []string
	for _, d := range k.sent {
		s = append(s, d.text)
	}
	return s
}

// fakeClock sets the package clock and the kernel hook for one test; the
// redraws are driven by the test's tick calls, not by a ticker.
func fakeClock(t *testing.T, k *fakeKernel) *time.Time {
	clock := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	oldNow, oldHook, oldTicker := now, kernelHook, startTicker
	now = func() time.Time { return clock }
	if k != nil {
		kernelHook = func() kernelDisplay { return k }
	} else {
		kernelHook = func() kernelDisplay { return nil }
	}
	startTicker = func(p *Progress) { go func() { <-p.stop; close(p.stopped) }() }
	t.Cleanup(func() { now, kernelHook, startTicker = oldNow, oldHook, oldTicker })
	return &clock
}

const nbsp = "\u00a0"

func TestProgressText(t *testing.T) {
	clock := fakeClock(t, nil)
	p := NewProgress("hex census", 3000)
	p.Set(1234)
	*clock = clock.Add(8200 * time.Millisecond)
	want := "hex census  ████████░░░░░░░░░░░░ 41%  1,234/3,000  8.2" + nbsp + "s, ~12" + nbsp + "s left"
	if got := p.String(); got != want {
		t.Errorf("known total:\n got %q\nwant %q", got, want)
	}
	p.Add(1766)
	p.Done()
	*clock = clock.Add(time.Hour) // the clock stops at Done
	if got, want := p.String(), "hex census  ████████████████████ 100%  3,000/3,000  8.2"+nbsp+"s"; got != want {
		t.Errorf("done:\n got %q\nwant %q", got, want)
	}

	q := NewProgress("chains", 0)
	q.Update(123456, -1)
	*clock = clock.Add(500 * time.Millisecond)
	if got, want := q.String(), "chains  123,456  500"+nbsp+"ms"; got != want {
		t.Errorf("unknown total: got %q, want %q", got, want)
	}
	q.Update(2000000, 0.25)
	q.Log("verifying n = %d", 6)
	*clock = clock.Add(1500 * time.Millisecond)
	want = "chains  █████░░░░░░░░░░░░░░░ 25%  2,000,000  2.0" + nbsp + "s, ~6.0" + nbsp + "s left  verifying n = 6"
	if got := q.String(); got != want {
		t.Errorf("fraction and a note:\n got %q\nwant %q", got, want)
	}
	c := NewProgress("census", 0)
	c.Items(999, 3, 12)
	c.Line("2×3: frontier search")
	if got, want := c.String(), "census  █████░░░░░░░░░░░░░░░ 25%  3/12  <"+nbsp+"1"+nbsp+"ms  2×3: frontier search"; got != want {
		t.Errorf("Items and Line:\n got %q\nwant %q", got, want)
	}
	r := NewProgress("four-row", 10)
	r.Count(5, 20) // a revised total
	if got := r.String(); !strings.HasPrefix(got, "four-row  █████░░░░░░░░░░░░░░░ 25%  5/20  ") {
		t.Errorf("Count: %q", got)
	}
}

func TestBarPercentRemaining(t *testing.T) {
	for _, tc := range []struct {
		f    float64
		bar  string
		pct  string
		left string // "" = no estimate (after 10 s)
	}{
		{0, "░░░░░░░░░░░░░░░░░░░░", "0%", ""},
		{0.005, "░░░░░░░░░░░░░░░░░░░░", "0%", ""},
		{0.05, "█░░░░░░░░░░░░░░░░░░░", "5%", "190" + nbsp + "s"},
		{0.999, "███████████████████░", "99%", "10" + nbsp + "ms"},
		{1, "████████████████████", "100%", ""},
		{1.5, "████████████████████", "100%", ""},
		{-0.2, "░░░░░░░░░░░░░░░░░░░░", "0%", ""},
	} {
		left := ""
		if x, ok := remaining(tc.f, 10); ok {
			left = seconds(x)
		}
		if got := bar(tc.f); got != tc.bar {
			t.Errorf("bar(%v) = %q, want %q", tc.f, got, tc.bar)
		}
		if got := percent(tc.f); got != tc.pct {
			t.Errorf("percent(%v) = %q, want %q", tc.f, got, tc.pct)
		}
		if left != tc.left {
			t.Errorf("remaining(%v, 10 s) = %q, want %q", tc.f, left, tc.left)
		}
	}
	if _, ok := remaining(0.5, 0.5); ok {
		t.Error("an estimate before a second has passed")
	}
}

func TestProgressThrottle(t *testing.T) {
	k := &fakeKernel{cell: 7}
	clock := fakeClock(t, k)
	start := *clock
	at := func(ms int) time.Time { return start.Add(time.Duration(ms) * time.Millisecond) }
	p := NewProgress("work", 100)
	if len(k.sent) != 1 || k.sent[0].update || k.sent[0].id == "" || k.sent[0].cell != 7 {
		t.Fatalf("NewProgress sent %+v, want one new display with an id in cell 7", k.sent)
	}
	id := k.sent[0].id
	steps := []struct {
		ms   int
		set  int // -1: no change
		sent bool
	}{
		{100, 10, false},  // changed, but 100 ms after the first drawing
		{240, 20, false},  // still within 250 ms
		{250, -1, true},   // 250 ms: the latest state (20) is drawn
		{300, 30, false},  // changed too soon
		{499, -1, false},  // 249 ms
		{500, -1, true},   // 30 drawn
		{900, -1, false},  // unchanged, the elapsed time not yet a second old
		{1500, -1, true},  // unchanged: the elapsed time is redrawn each second
		{1600, 40, false}, // changed too soon
	}
	for _, st := range steps {
		if st.set >= 0 {
			p.Set(st.set)
		}
		n := len(k.sent)
		if !p.tick(at(st.ms)) {
			t.Fatalf("tick at %d ms: not live", st.ms)
		}
		if got := len(k.sent) > n; got != st.sent {
			t.Errorf("tick at %d ms: sent %v, want %v", st.ms, got, st.sent)
		}
	}
	*clock = at(1700)
	p.Set(41)
	p.Done()
	p.Done() // a second Done does nothing
	got := k.texts()
	want := []string{
		"work  ░░░░░░░░░░░░░░░░░░░░ 0%  0/100  <" + nbsp + "1" + nbsp + "ms",
		"work  ████░░░░░░░░░░░░░░░░ 20%  20/100  250" + nbsp + "ms",
		"work  ██████░░░░░░░░░░░░░░ 30%  30/100  500" + nbsp + "ms",
		"work  ██████░░░░░░░░░░░░░░ 30%  30/100  1.5" + nbsp + "s, ~3.5" + nbsp + "s left",
		"work  ████████░░░░░░░░░░░░ 41%  41/100  1.7" + nbsp + "s", // Done: the last state, no estimate
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("drawn:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for i, d := range k.sent {
		if d.id != id || d.update != (i > 0) {
			t.Errorf("display %d: id %q update %v, want id %q update %v", i, d.id, d.update, id, i > 0)
		}
	}
	if h := k.sent[len(k.sent)-1].html; !strings.Contains(h, "width:41.0%") || !strings.Contains(h, "<b>work</b>") || !strings.Contains(h, noMath) {
		t.Errorf("final HTML %q", h)
	}
	if p.tick(at(5000)) {
		t.Error("live after Done")
	}
	if len(k.sent) != len(want) {
		t.Errorf("%d displays after Done, want %d", len(k.sent), len(want))
	}
}

func TestProgressCellEnded(t *testing.T) {
	k := &fakeKernel{cell: 3}
	clock := fakeClock(t, k)
	p := NewProgress("left running", 0)
	k.mu.Lock()
	k.cell = 4 // the next cell runs
	k.mu.Unlock()
	p.Add(5)
	if p.tick(clock.Add(time.Second)) {
		t.Error("live after its cell ended")
	}
	p.Done()
	if len(k.sent) != 1 {
		t.Errorf("sent %d displays, want the first only", len(k.sent))
	}
	// Between cells (cell 0) nothing is shown.
	k.cell = 0
	NewProgress("between", 1).Done()
	if len(k.sent) != 1 {
		t.Errorf("a display between cells")
	}
}

func TestProgressOutsideKernel(t *testing.T) {
	// The real hook: go test runs no kernel, so nothing is shown.
	if kernelHook() != nil {
		t.Fatal("a kernel display outside the kernel")
	}
	p := NewProgress("quiet", 2)
	p.Set(1)
	p.Log("x")
	p.Update(1, 0.5)
	p.Done()
	if s := p.String(); !strings.HasPrefix(s, "quiet  ██████████░░░░░░░░░░ 50%  1/2  ") {
		t.Errorf("String %q", s)
	}
}

func TestRunLogLive(t *testing.T) {
	k := &fakeKernel{cell: 1}
	clock := fakeClock(t, k)
	lg := NewRunLog("hex")
	lg.Log("census %d×%d", 6, 7)
	*clock = clock.Add(2 * time.Second)
	lg.tick()
	lg.Log("slack walk")
	lg.Update(30, 0.3)
	*clock = clock.Add(time.Second)
	lg.tick()
	*clock = clock.Add(20 * time.Second)
	d := lg.Done(nil)
	got := k.texts()
	want := []string{
		"hex: 0 steps  <" + nbsp + "1" + nbsp + "ms",
		"hex: 1 step  2.0" + nbsp + "s  census 6×7",
		"hex: 2 steps  ██████░░░░░░░░░░░░░░ 30%  3.0" + nbsp + "s, ~7.0" + nbsp + "s left  slack walk",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("live status:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Done's Data replaces the status line when the cell displays it.
	if d.Transient["display_id"] != k.sent[0].id || d.Transient["update"] != true {
		t.Errorf("Done's transient %v, want display_id %q and update", d.Transient, k.sent[0].id)
	}
	if !strings.HasPrefix(d.Data[mimeText].(string), "hex: 2 steps, 23"+nbsp+"s\n") {
		t.Errorf("summary %q", d.Data[mimeText])
	}

	// Done in a later cell: a new output, no update of the old one.
	lg2 := NewRunLog("mb")
	k.cell = 2
	if d := lg2.Done(nil); d.Transient != nil {
		t.Errorf("Done in another cell: transient %v", d.Transient)
	}

	// A failure: the status line stays, marked failed; the cell fails.
	var buf strings.Builder
	LogWriter = &buf
	defer func() { LogWriter = nil }()
	bad := NewRunLog("graph")
	bad.Log("step 1")
	n := len(k.sent)
	v := panics(func() { bad.Done(errors.New("boom")) })
	if err, ok := v.(error); !ok || err.Error() != "graph: boom" {
		t.Errorf("Done(err) panicked with %v", v)
	}
	if len(k.sent) != n+1 || !k.sent[n].update || k.sent[n].text != "graph: failed after 1 step  <"+nbsp+"1"+nbsp+"ms  step 1" ||
		!strings.Contains(k.sent[n].html, "<b>graph: failed after 1 step</b>") {
		t.Errorf("failure drawn as %+v", k.sent[n:])
	}
}

// tick redraws a RunLog's status line at the test clock's time.
func (l *RunLog) tick() { l.live.tick(now()) }

func ExampleProgress() {
	// Outside the notebook kernel nothing is shown; String is the line.
	p := NewProgress("hex census", 3000)
	p.Set(1234)
	p.Done()
	fmt.Println(strings.Fields(p.String())[:4])
	// Output: [hex census ████████░░░░░░░░░░░░ 41%]
}

// A kernel that refuses the first drawing: no display, and Done returns.
func TestProgressRefused(t *testing.T) {
	k := &fakeKernel{cell: 5}
	fakeClock(t, k)
	kernelHook = func() kernelDisplay { return refusing{k} }
	p := NewProgress("refused", 3)
	p.Set(3)
	p.Done()
	lg := NewRunLog("refused")
	if d := lg.Done(nil); d.Transient != nil {
		t.Errorf("transient %v for a display never drawn", d.Transient)
	}
}

type refusing struct{ *fakeKernel }

func (refusing) DisplayIn(int64, map[string]interface{}, map[string]interface{}, map[string]interface{}) error {
	return errors.New("refused")
}
