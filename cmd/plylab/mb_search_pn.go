package main

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"time"

	"plylab/data/mb"
	"plylab/data/runctl"
	"plylab/engine/makerbreaker"
	"plylab/internal/cli"
)

// pnCkptEntryBytes is the memory of one table position of the
// proof-number search, as mb.SearchFile counts it for --max-memory (so
// that the table's size limit, part of a checkpoint's identity, is the
// same with and without --checkpoint).
const pnCkptEntryBytes = 1000

// mbSearchPNCheckpoint runs 'mb search --method pn --checkpoint FILE': the
// proof-number search at the height bound o.MaxHeight, resuming from the
// table saved in ckpt when the file exists, saving it every
// runctl.SaveInterval() and when the run ends (solved, or stopped by
// --max-nodes), and writing the certificate found to out as mb.SearchFile
// does. A checkpoint of another search, or a damaged one, is a usage
// error (exit 2).
func mbSearchPNCheckpoint(env *cli.Env, o mb.SearchOptions, sh makerbreaker.Shape, d makerbreaker.Dialect, out, ckpt string, progress func(uint64, float64)) (*mb.SearchRun, error) {
	t0 := time.Now()
	mk, _ := mb.ParseCells(o.Maker)
	bk, _ := mb.ParseCells(o.Breaker)
	opt := makerbreaker.SearchOptions{MaxHeight: o.MaxHeight, MinHeight: 1, Maker: mk, Breaker: bk, MaxNodes: o.MaxNodes, Beam: o.Beam}
	if o.MaxMemory > 0 {
		opt.MaxMemo = int(max(o.MaxMemory/pnCkptEntryBytes, 1024))
		old := debug.SetMemoryLimit(o.MaxMemory)
		defer debug.SetMemoryLimit(old)
	}
	var s *makerbreaker.PNSearcher
	var saveErr error
	save := func() {
		if err := s.SaveCheckpoint(ckpt); err != nil && saveErr == nil {
			saveErr = err
			env.Logf("checkpoint: %v\n", err)
		}
	}
	every := runctl.SaveInterval()
	lastSave, lastLog := t0, t0
	opt.Stop = func() bool {
		// Polled inside the search, where the table is whole.
		if time.Since(lastSave) >= every {
			save()
			lastSave = time.Now()
		}
		return false
	}
	opt.Progress = func(st makerbreaker.SearchStats) {
		if progress != nil {
			progress(st.Nodes, -1)
		}
		if now := time.Now(); now.Sub(lastLog) >= 5*time.Second {
			lastLog = now
			sec := now.Sub(t0).Seconds()
			env.Logf("pn search %s h=%d: %s positions, root pn=%d dn=%d, depth %d pn=%d dn=%d, table %s positions (%d sweeps), %s positions/s\n",
				sh.Name, o.MaxHeight, runctl.Human(float64(st.Nodes)), st.RootPN, st.RootDN, st.SpineDepth, st.SpinePN, st.SpineDN,
				runctl.Human(float64(st.TTEntries)), st.MemoClears, runctl.Human(float64(st.Nodes)/sec))
		}
	}
	s, err := makerbreaker.NewPNSearcher(sh, opt)
	if err != nil {
		return nil, cli.Usagef("%v", err)
	}
	info, found, err := s.LoadCheckpoint(ckpt, o.MaxHeight)
	var ce *makerbreaker.PNCheckpointError
	switch {
	case errors.As(err, &ce):
		return nil, cli.Usagef("--checkpoint %v", err)
	case err != nil:
		return nil, cli.Usagef("--checkpoint %s: %v", ckpt, err)
	case found:
		env.Logf("resuming from %s: %d table positions, %d proofs, %d positions examined before\n", ckpt, info.Entries, info.Proofs, info.Nodes)
	}
	res := s.Run(o.MaxHeight)
	save()
	run := &mb.SearchRun{Shape: sh.Name, Maker: o.Maker, MaxHeight: o.MaxHeight, Found: res.Found, Nodes: s.Stats.Nodes,
		Aborted: s.Stats.Aborted, Stats: s.Stats, Method: "pn"}
	if !res.Found && !s.Stats.Aborted {
		run.Refuted = o.MaxHeight
	}
	if saveErr != nil {
		return run, fmt.Errorf("saving the checkpoint %s: %w", ckpt, saveErr)
	}
	if res.Found {
		// Our own certificate, checked by reconstruction: a failure here
		// is the program's, not the input's.
		c, r, _, err := res.Certificate(sh, d)
		if err != nil {
			return nil, fmt.Errorf("%v", err)
		}
		if o.Inline {
			if c, r, err = makerbreaker.ConvertInline21(c, r); err != nil {
				return nil, fmt.Errorf("%v", err)
			}
		}
		b, err := c.Bytes()
		if err != nil {
			return nil, fmt.Errorf("%v", err)
		}
		if err := os.WriteFile(out, b, 0o644); err != nil {
			return nil, err
		}
		fin := r.Final()
		run.Height, run.Cards, run.Envelope = fin.H, len(r.Cards), fin.T.Len()
		run.Cert = &mb.Cert{Name: out, Cert: c, Recon: r, Summary: makerbreaker.Summarize(c, r, b), Raw: b}
	}
	run.Seconds = time.Since(t0).Seconds()
	return run, nil
}
