package runctl

import (
	"fmt"
	"io"
	"sync"
	"time"
)

// Meter prints a periodic rate line to a writer (stderr in the CLI):
//
//	verify n=6: 41.2M nodes  8.1M nodes/s  62.0%  eta 4s
//
// Update may be called from any goroutine and as often as wanted; it prints
// at most once per Every. A nil *Meter ignores all calls.
type Meter struct {
	W     io.Writer
	Label string
	Unit  string
	Every time.Duration

	mu      sync.Mutex
	start   time.Time
	last    time.Time
	printed bool
}

// NewMeter returns a meter printing every two seconds.
func NewMeter(w io.Writer, label, unit string) *Meter {
	now := time.Now()
	return &Meter{W: w, Label: label, Unit: unit, Every: 2 * time.Second, start: now, last: now}
}

// Update reports done units of work; fraction in [0,1] or negative if unknown.
func (m *Meter) Update(done uint64, fraction float64) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	now := time.Now()
	if now.Sub(m.last) < m.Every {
		return
	}
	m.last = now
	m.printLocked(now, done, fraction)
}

func (m *Meter) printLocked(now time.Time, done uint64, fraction float64) {
	el := now.Sub(m.start).Seconds()
	rate := 0.0
	if el > 0 {
		rate = float64(done) / el
	}
	line := fmt.Sprintf("%s: %s %s  %s %s/s", m.Label, Human(float64(done)), m.Unit, Human(rate), m.Unit)
	if fraction > 0 && fraction <= 1 {
		eta := el/fraction - el
		line += fmt.Sprintf("  %.1f%%  eta %s", 100*fraction, (time.Duration(eta) * time.Second).String())
	}
	fmt.Fprintln(m.W, line)
	m.printed = true
}

// Done prints a final line if any progress line was printed.
func (m *Meter) Done(done uint64) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.printed {
		m.printLocked(time.Now(), done, 1)
	}
}

// Human formats a count with a k/M/G suffix.
func Human(x float64) string {
	switch {
	case x >= 1e9:
		return fmt.Sprintf("%.2fG", x/1e9)
	case x >= 1e6:
		return fmt.Sprintf("%.2fM", x/1e6)
	case x >= 1e4:
		return fmt.Sprintf("%.1fk", x/1e3)
	default:
		return fmt.Sprintf("%.0f", x)
	}
}
