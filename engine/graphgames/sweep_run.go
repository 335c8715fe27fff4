package graphgames

import (
	"runtime"
	"sync"
)

// RunSweep runs the units of a ground-truth sweep on workers
// goroutines (0: GOMAXPROCS) and returns their tallies in unit order. Units
// for which skip(i) is true are not run (their tally is zero). onUnit, if
// not nil, is called once per finished unit, never concurrently; a caller
// uses it for progress and checkpoints.
func RunSweep(units []SweepUnit, workers int, skip func(i int) bool, onUnit func(i int, t Tally)) []Tally {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	out := make([]Tally, len(units))
	next := make(chan int)
	var mu sync.Mutex
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				t := units[i].Run()
				mu.Lock()
				out[i] = t
				if onUnit != nil {
					onUnit(i, t)
				}
				mu.Unlock()
			}
		}()
	}
	for i := range units {
		if skip == nil || !skip(i) {
			next <- i
		}
	}
	close(next)
	wg.Wait()
	return out
}
