package mb

import (
	"fmt"
	"os"
	"time"

	"plylab/data/runctl"
	"plylab/engine/inputerr"
	"plylab/engine/makerbreaker"
)

// SearchRun is one certificate search.
type SearchRun struct {
	Shape     string
	Maker     string // cells Maker owns at the start ("" for the empty board)
	MaxHeight int
	Found     bool
	Height    int
	Cards     int
	Envelope  int
	Nodes     uint64
	Aborted   bool
	Seconds   float64
	Cert      *Cert // the certificate found (Search: in the 21 dialect; nil if none)
	// Stats are the searcher's counters; Refuted is the largest height
	// refuted under the move rule (every height below the one being
	// searched when the run ended; MaxHeight after a complete run that
	// found nothing).
	Stats   makerbreaker.SearchStats
	Refuted int
	// Method is "id" (deepening) or "pn" (proof-number search at the
	// height bound MaxHeight; Refuted is then MaxHeight when the bound is
	// refuted, else 0).
	Method string
	// Pairing is a checked periodic pairing strategy for Breaker, looked
	// for when the search finds no certificate (Found is then false).
	Pairing *makerbreaker.Pairing
}

// SearchOptions are the settings of SearchFile: the target (a name or
// cells "x,y x,y ..."), the cells Maker and Breaker own at the start, the
// heights tried (MinHeight..MaxHeight, 1..60), a budget of positions
// (MaxNodes, 0: none), a beam (keep the Beam best Maker cells per
// position, 0: all; incomplete), and the certificate's dialect ("21",
// "25" or "35"; "" is 21) with Inline (21 dialect: rows used once inline).
// Method "pn" runs the proof-number search at the fixed height bound
// MaxHeight instead of deepening (MinHeight is then ignored and no
// checkpoint is kept), with its table capped at about MaxMemory bytes
// (0: 4,000,000 positions); "" or "id" is the deepening search. Library
// (Method "pn") names certificates of the same target in the 21 dialect
// whose cards the search reuses as macro cards; LibraryOut, a file to
// write the search's own cards of height ≥ 3 to when it ends (found,
// refuted or stopped), for a later run's Library.
type SearchOptions struct {
	Shape, Maker, Breaker string
	MinHeight, MaxHeight  int
	MaxNodes              uint64
	Beam                  int
	Dialect               string
	Inline                bool
	Method                string
	MaxMemory             int64
	Library               []string
	LibraryOut            string
}

// pnEntryBytes is the memory of one table position of the proof-number
// search as measured on Snaky from the empty board at height 21 (458 MB
// resident at 490 k positions: key, entry, map slot, the proofs kept and
// the garbage collector's headroom), for MaxMemory.
const pnEntryBytes = 1000

// checkWritable checks, before a search, that the directories of the
// files it writes after it (the certificate, the checkpoint if any) take a
// file.
func checkWritable(out, checkpoint string) error {
	if err := runctl.CheckWritable(out); err != nil {
		return &inputerr.Error{Reason: "out", Err: err}
	}
	if checkpoint != "" {
		if err := runctl.CheckWritable(checkpoint); err != nil {
			return &runctl.CheckpointError{Input: true, Err: err}
		}
	}
	return nil
}

// searchParams key a search checkpoint.
type searchParams struct {
	Shape, Maker, Breaker string
	Beam                  int
}

type searchState struct {
	Refuted int `json:"refuted"`
}

// Search runs the certificate search for a shape (and optional starting
// Maker cells, "x,y x,y …"), up to maxHeight and maxNodes positions (0: no
// limit), and reloads its certificate.
func Search(shape, maker string, maxHeight int, maxNodes uint64) (*SearchRun, error) {
	o := SearchOptions{Shape: shape, Maker: maker, MaxHeight: maxHeight, MaxNodes: maxNodes}
	sh, err := makerbreaker.ParseShape(shape)
	if err != nil {
		return nil, err
	}
	mk, err := ParseCells(maker)
	if err != nil {
		return nil, err
	}
	run, c, r, err := search(o, sh, makerbreaker.Dialect21, Run{})
	if err != nil {
		return run, err
	}
	if run.Found {
		raw, err := c.Bytes()
		if err != nil {
			return nil, err
		}
		run.Cert = &Cert{Name: "search-" + sh.Name, Cert: c, Recon: r, Summary: makerbreaker.Summarize(c, r, raw), Raw: raw}
	} else if len(mk) == 0 && sh.Size() <= 5 {
		if pr, ok := makerbreaker.FindPairing(sh, 8, 200000); ok && pr.Check(sh) == nil {
			run.Pairing = &pr
		}
	}
	return run, nil
}

// SearchFile runs the certificate search with run's checkpoint (the
// heights refuted so far, so that a rerun starts above them) and progress
// (positions examined), and writes the certificate found to out. Bad
// settings are an *inputerr.Error and an unusable checkpoint a
// *runctl.CheckpointError; a checkpoint that could not be saved during the run is
// a *runctl.CheckpointError returned with the run.
func SearchFile(o SearchOptions, out string, run Run) (*SearchRun, error) {
	d := makerbreaker.Dialect21
	if o.Dialect != "" {
		var err error
		if d, err = makerbreaker.ParseDialect(o.Dialect); err != nil {
			return nil, inputerr.Wrap("", 0, err)
		}
	}
	sh, err := makerbreaker.ParseShape(o.Shape)
	if err != nil {
		return nil, inputerr.Wrap("", 0, err)
	}
	switch {
	case o.MaxHeight < 1 || o.MaxHeight > 60:
		return nil, inputerr.At("", 0, "max height %d: want 1..60", o.MaxHeight)
	case o.MinHeight < 1 || o.MinHeight > o.MaxHeight:
		return nil, inputerr.At("", 0, "min height %d: want 1..max height (%d)", o.MinHeight, o.MaxHeight)
	case o.Beam < 0:
		return nil, inputerr.At("", 0, "beam %d: want 0 (no beam) or a positive number of cells", o.Beam)
	case o.Inline && d != makerbreaker.Dialect21:
		return nil, inputerr.At("", 0, "inline is for the 21 dialect (dialect %s)", d)
	case o.Method != "" && o.Method != "id" && o.Method != "pn":
		return nil, inputerr.At("", 0, "method %q: want id or pn", o.Method)
	case o.MaxMemory < 0:
		return nil, inputerr.At("", 0, "max memory %d: want 0 (default) or a number of bytes", o.MaxMemory)
	}
	if err := checkWritable(out, run.Checkpoint); err != nil {
		return nil, err
	}
	res, c, r, err := search(o, sh, d, run)
	if err != nil || !res.Found {
		return res, err
	}
	if o.Inline {
		if c, r, err = makerbreaker.ConvertInline21(c, r); err != nil {
			return nil, fmt.Errorf("%v", err) // our own certificate: a failure
		}
	}
	b, err := c.Bytes()
	if err != nil {
		return nil, fmt.Errorf("%v", err)
	}
	if err := os.WriteFile(out, b, 0o644); err != nil {
		return nil, err
	}
	res.Cert = &Cert{Name: out, Cert: c, Recon: r, Summary: makerbreaker.Summarize(c, r, b), Raw: b}
	return res, nil
}

// search runs the searcher and, when it finds a proof, builds its
// certificate in dialect d.
func search(o SearchOptions, sh makerbreaker.Shape, d makerbreaker.Dialect, run Run) (*SearchRun, *makerbreaker.Certificate, *makerbreaker.Recon, error) {
	t0 := time.Now()
	mk, err := ParseCells(o.Maker)
	if err != nil {
		return nil, nil, nil, inputerr.Wrap("", 0, fmt.Errorf("maker: %w", err))
	}
	bk, err := ParseCells(o.Breaker)
	if err != nil {
		return nil, nil, nil, inputerr.Wrap("", 0, fmt.Errorf("breaker: %w", err))
	}
	opt := makerbreaker.SearchOptions{MaxHeight: o.MaxHeight, MinHeight: o.MinHeight, Maker: mk, Breaker: bk, MaxNodes: o.MaxNodes, Beam: o.Beam}
	if o.Method == "pn" {
		return searchPN(o, sh, d, run, opt, t0)
	}
	params := searchParams{Shape: sh.CellString(), Maker: o.Maker, Breaker: o.Breaker, Beam: o.Beam}
	var st searchState
	ck, err := runctl.OpenCheckpoint(run.Checkpoint, "mb.search", params, &st)
	if err != nil {
		return nil, nil, nil, &runctl.CheckpointError{Input: true, Err: err}
	}
	if ck.Resumed() {
		opt.MinHeight = max(opt.MinHeight, st.Refuted+1)
		run.logf("resuming from %s: heights up to %d refuted\n", run.Checkpoint, st.Refuted)
	}
	if ck != nil {
		opt.OnHeight = func(h int, ok bool) {
			if !ok && ck.Err() == nil {
				if err := ck.Save(searchState{Refuted: h}); err != nil {
					run.logf("checkpoint: %v\n", err)
				}
			}
		}
	}
	if run.Progress != nil {
		opt.Progress = func(st makerbreaker.SearchStats) { run.Progress(st.Nodes, -1) }
	}
	s, err := makerbreaker.NewSearcher(sh, opt)
	if err != nil {
		return nil, nil, nil, inputerr.Wrap("", 0, err)
	}
	res := s.Run()
	out := &SearchRun{Shape: sh.Name, Maker: o.Maker, MaxHeight: o.MaxHeight, Found: res.Found, Nodes: s.Stats.Nodes,
		Aborted: s.Stats.Aborted, Stats: s.Stats, Refuted: s.Stats.Height - 1, Method: "id"}
	if !res.Found && !s.Stats.Aborted {
		out.Refuted = o.MaxHeight
	}
	if ckptErr := ck.Err(); ckptErr != nil {
		return out, nil, nil, &runctl.CheckpointError{Err: fmt.Errorf("saving the checkpoint %s: %w", run.Checkpoint, ckptErr)}
	}
	return finishSearch(out, res, sh, d, t0)
}

// finishSearch builds the certificate of a proof found (checked by
// reconstruction in res.Certificate).
func finishSearch(out *SearchRun, res makerbreaker.SearchResult, sh makerbreaker.Shape, d makerbreaker.Dialect, t0 time.Time) (*SearchRun, *makerbreaker.Certificate, *makerbreaker.Recon, error) {
	var c *makerbreaker.Certificate
	var r *makerbreaker.Recon
	if res.Found {
		var err error
		if c, r, _, err = res.Certificate(sh, d); err != nil {
			return nil, nil, nil, fmt.Errorf("%v", err) // our own certificate: a failure
		}
		fin := r.Final()
		out.Height, out.Cards, out.Envelope = fin.H, len(r.Cards), fin.T.Len()
	}
	out.Seconds = time.Since(t0).Seconds()
	return out, c, r, nil
}
