package transversal

import "time"

// everySecond calls report once a second from a goroutine of its own until
// the returned stop function is called; with a nil report it does nothing.
// The searches (Verify, Solve, VerifyODefence) report progress through it.
func everySecond(report func()) (stop func()) {
	if report == nil {
		return func() {}
	}
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(time.Second)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				report()
			}
		}
	}()
	return func() { close(done) }
}
