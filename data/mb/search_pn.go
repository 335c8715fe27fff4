package mb

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"runtime/debug"
	"sync/atomic"
	"syscall"
	"time"

	"plylab/data/runctl"
	"plylab/engine/inputerr"
	"plylab/engine/makerbreaker"
)

// searchPN runs the proof-number search at the height bound o.MaxHeight.
// Progress lines (every 5 s, to run.Logf) give the positions, the root's
// proof and disproof numbers, those of the deepest node searched with
// unbounded thresholds (which the root's follow) and the table's size.
func searchPN(o SearchOptions, sh makerbreaker.Shape, d makerbreaker.Dialect, run Run, opt makerbreaker.SearchOptions, t0 time.Time) (*SearchRun, *makerbreaker.Certificate, *makerbreaker.Recon, error) {
	var res makerbreaker.SearchResult
	out, err := runPN(o, sh, run, opt, t0, func(s *makerbreaker.PNSearcher) { res = s.Run(o.MaxHeight) })
	if err != nil {
		return out, nil, nil, err
	}
	out.Found = res.Found
	if !res.Found && !out.Aborted {
		out.Refuted = o.MaxHeight
	}
	return finishSearch(out, res, sh, d, t0)
}

// runPN sets up a proof-number searcher (table cap, progress lines,
// checkpoint loaded, saved every runctl.SaveInterval() and at the end,
// SIGINT/SIGTERM stopping the search with a save, the library's
// certificates read in and its cards written out) and runs body with it.
func runPN(o SearchOptions, sh makerbreaker.Shape, run Run, opt makerbreaker.SearchOptions, t0 time.Time, body func(s *makerbreaker.PNSearcher)) (*SearchRun, error) {
	if o.MaxMemory > 0 {
		opt.MaxMemo = int(max(o.MaxMemory/pnEntryBytes, 1024))
		// The garbage collector works harder near the cap rather than
		// letting the heap double past it.
		old := debug.SetMemoryLimit(o.MaxMemory)
		defer debug.SetMemoryLimit(old)
	}
	last := t0
	opt.Progress = func(st makerbreaker.SearchStats) {
		if run.Progress != nil {
			run.Progress(st.Nodes, -1)
		}
		if now := time.Now(); now.Sub(last) >= 5*time.Second {
			last = now
			sec := now.Sub(t0).Seconds()
			run.logf("pn search %s h=%d: %s positions, root pn=%d dn=%d, depth %d pn=%d dn=%d, table %s positions (%d sweeps), %s positions/s\n",
				sh.Name, o.MaxHeight, runctl.Human(float64(st.Nodes)), st.RootPN, st.RootDN, st.SpineDepth, st.SpinePN, st.SpineDN,
				runctl.Human(float64(st.TTEntries)), st.MemoClears, runctl.Human(float64(st.Nodes)/sec))
		}
	}
	// With a checkpoint, the table is saved every runctl.SaveInterval()
	// from inside the search (where it is whole: Stop is polled there) and
	// when the run ends, solved or stopped by MaxNodes.
	var s *makerbreaker.PNSearcher
	var saveErr error
	save := func() {
		if err := s.SaveCheckpoint(run.Checkpoint); err != nil && saveErr == nil {
			saveErr = err
			run.logf("checkpoint: %v\n", err)
		}
	}
	// SIGINT or SIGTERM stops the search where its table is whole; the
	// checkpoint is then saved as at any other end of the run.
	var signalled atomic.Value
	if run.Checkpoint != "" {
		sigs := make(chan os.Signal, 1)
		signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
		defer signal.Stop(sigs)
		go func() {
			if sig, ok := <-sigs; ok {
				signalled.Store(sig.String())
			}
		}()
		every, lastSave := runctl.SaveInterval(), t0
		opt.Stop = func() bool {
			if signalled.Load() != nil {
				return true
			}
			if time.Since(lastSave) >= every {
				save()
				lastSave = time.Now()
			}
			return false
		}
	}
	s, err := makerbreaker.NewPNSearcher(sh, opt)
	if err != nil {
		return nil, inputerr.Wrap("", 0, err)
	}
	for _, path := range o.Library {
		raw, err := os.ReadFile(path)
		if err != nil {
			return nil, inputerr.Wrap(path, 0, err)
		}
		c, r, err := makerbreaker.Load(makerbreaker.Dialect21, path, raw, sh)
		if err != nil {
			return nil, inputerr.Wrap(path, 0, err)
		}
		n, err := s.AddLibrary(c, r, path)
		if err != nil {
			return nil, inputerr.Wrap(path, 0, err)
		}
		run.logf("library %s: %d of its %d cards taken\n", path, n, c.NumCards())
	}
	if run.Checkpoint != "" {
		info, found, err := s.LoadCheckpoint(run.Checkpoint, o.MaxHeight)
		var ce *makerbreaker.PNCheckpointError
		switch {
		case errors.As(err, &ce):
			return nil, &runctl.CheckpointError{Input: true, Err: err}
		case err != nil:
			return nil, &runctl.CheckpointError{Input: true, Err: fmt.Errorf("%s: %w", run.Checkpoint, err)}
		case found:
			run.logf("resuming from %s: %d table positions, %d proofs, %d positions examined before\n",
				run.Checkpoint, info.Entries, info.Proofs, info.Nodes)
		}
	}
	body(s)
	if o.LibraryOut != "" {
		c, n, err := s.LibraryCertificate(3)
		if err == nil && c != nil {
			var raw []byte
			if raw, err = c.Bytes(); err == nil {
				err = runctl.WriteFile(o.LibraryOut, raw)
			}
		}
		if err != nil {
			return nil, fmt.Errorf("--library-out %s: %w", o.LibraryOut, err)
		}
		if c != nil {
			run.logf("library-out %s: %d cards of height ≥ 3 (%d rows)\n", o.LibraryOut, n, len(c.Rows))
		}
	}
	out := &SearchRun{Shape: sh.Name, Maker: o.Maker, MaxHeight: o.MaxHeight, Nodes: s.Stats.Nodes,
		Aborted: s.Stats.Aborted, Stats: s.Stats, Method: "pn"}
	if run.Checkpoint != "" {
		save()
		if saveErr != nil {
			return out, &runctl.CheckpointError{Err: fmt.Errorf("saving the checkpoint %s: %w", run.Checkpoint, saveErr)}
		}
		if sig := signalled.Load(); sig != nil {
			return out, fmt.Errorf("stopped by %s after %d positions; checkpoint saved to %s", sig, s.Stats.Nodes, run.Checkpoint)
		}
	}
	return out, nil
}
