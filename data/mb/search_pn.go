package mb

import (
	"runtime/debug"
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
	s, err := makerbreaker.NewPNSearcher(sh, opt)
	if err != nil {
		return nil, nil, nil, inputerr.Wrap("", 0, err)
	}
	res := s.Run(o.MaxHeight)
	out := &SearchRun{Shape: sh.Name, Maker: o.Maker, MaxHeight: o.MaxHeight, Found: res.Found, Nodes: s.Stats.Nodes,
		Aborted: s.Stats.Aborted, Stats: s.Stats, Method: "pn"}
	if !res.Found && !s.Stats.Aborted {
		out.Refuted = o.MaxHeight
	}
	return finishSearch(out, res, sh, d, t0)
}
