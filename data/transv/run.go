package transv

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"plylab/data/runctl"
	"plylab/engine/inputerr"
	"plylab/engine/transversal"
)

// Kinds of the partial results of shard runs (runctl.Partial.Kind) and of
// their checkpoints.
const (
	VerifyKind   = "transversal.verify"
	SolveKind    = "transversal.solve"
	ODefenceKind = "transversal.odefence"
)

func init() {
	runctl.RegisterMerger(VerifyKind, mergeVerify)
	runctl.RegisterMerger(SolveKind, mergeSolve)
	runctl.RegisterMerger(ODefenceKind, mergeODefence)
}

// Run is how a long run goes: its Verify, Solve and ODefence methods are
// the drivers 'plylab transversal verify', 'solve' and 'odefence' call. The
// engine's options (workers, progress callback, …) are passed to each
// method; Run sets their shard, prior work and per-item callback.
type Run struct {
	// Checkpoint, when not empty, saves the finished work items to this
	// file (every 30 s and at the end); a run with the same file and
	// parameters resumes from them.
	Checkpoint string
	// Shard is the part of the work items this run does; the zero Shard
	// is all of them. A shard run's report is its partial result for
	// runctl.Merge ('plylab merge').
	Shard runctl.Shard
	// Certificate, when not empty, is the file Solve and ODefence write
	// the proving strategy to (gzipped if it ends in .gz); whole runs only.
	Certificate string
	// Logf, when not nil, receives progress lines (a resumed checkpoint);
	// Warnf, when not nil, the first periodic checkpoint save that failed
	// (the run goes on and returns an *OutputError with its answer).
	Logf  func(format string, a ...any)
	Warnf func(format string, a ...any)
}

// OutputError is an output file of a run that cannot be used: What is
// "checkpoint" or "certificate". Input when it is found before the run
// (a path that cannot be written, a checkpoint of another run: bad
// input); otherwise a write that failed after the work started. A failed
// checkpoint save comes back with the run's complete answer.
type OutputError struct {
	What  string
	Input bool
	Err   error
}

func (e *OutputError) Error() string { return e.What + " " + e.Err.Error() }
func (e *OutputError) Unwrap() error { return e.Err }

func (r Run) logf(format string, a ...any) {
	if r.Logf != nil {
		r.Logf(format, a...)
	}
}

// shard is the run's shard, the zero Shard read as the whole run (0/1).
func (r Run) shard() runctl.Shard {
	if r.Shard.Whole() {
		return runctl.Shard{Index: 0, Count: 1}
	}
	return r.Shard
}

// open opens the run's checkpoint (nil without one) for kind and params.
func (r Run) open(kind string, params, state any) (*runctl.Checkpointer, error) {
	ck, err := runctl.OpenCheckpoint(r.Checkpoint, kind, params, state)
	if err != nil {
		return nil, &OutputError{What: "checkpoint", Input: true, Err: err}
	}
	return ck, nil
}

// writable refuses, before the run, an output path that cannot be written.
func writable(what, path string) error {
	if path == "" {
		return nil
	}
	if err := runctl.CheckWritable(path); err != nil {
		return &OutputError{What: what, Input: true, Err: err}
	}
	return nil
}

// saved passes the first periodic checkpoint save that failed to Warnf,
// once per run.
func (r Run) saved(ck *runctl.Checkpointer, err error) {
	if err != nil && ck.Err() == err && r.Warnf != nil {
		r.Warnf("checkpoint %s: %v", ck.Path, err)
	}
}

// ended is the error of a run whose checkpoint could not be saved, during
// the run or at its end (nil if every save worked).
func ended(ck *runctl.Checkpointer) error {
	if err := ck.Err(); err != nil {
		return &OutputError{What: "checkpoint", Err: fmt.Errorf("%s: %w", ck.Path, err)}
	}
	return nil
}

// certInfo describes a certificate a run wrote.
type certInfo struct {
	File    string  `json:"file"`
	Claim   string  `json:"claim"`
	Entries int     `json:"entries"`
	Bytes   int64   `json:"bytes"`
	Seconds float64 `json:"seconds"`
}

// writeCert writes the run's certificate c and describes it.
func (r Run) writeCert(c *transversal.Certificate) (*certInfo, error) {
	t0 := time.Now()
	size, err := WriteCertificate(r.Certificate, c)
	if err != nil {
		return nil, &OutputError{What: "certificate", Err: fmt.Errorf("%s: %w", r.Certificate, err)}
	}
	return &certInfo{File: r.Certificate, Claim: string(c.Claim), Entries: len(c.Entries), Bytes: size,
		Seconds: time.Since(t0).Seconds()}, nil
}

// WriteCertificate writes c to file (gzipped if the name ends in .gz, with
// deterministic bytes) and returns the file's size.
func WriteCertificate(file string, c *transversal.Certificate) (int64, error) {
	var buf bytes.Buffer
	var w io.Writer = &buf
	var gz *gzip.Writer
	if strings.HasSuffix(file, ".gz") {
		gz, _ = gzip.NewWriterLevel(&buf, gzip.BestCompression)
		gz.ModTime = time.Time{} // deterministic bytes
		w = gz
	}
	if err := c.Write(w); err != nil {
		return 0, err
	}
	if gz != nil {
		if err := gz.Close(); err != nil {
			return 0, err
		}
	}
	if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
		return 0, err
	}
	return int64(buf.Len()), nil
}

// ReadCertificate reads a certificate file (gzipped if the name ends in
// .gz: one gzip member, nothing after it). Whatever it refuses is an
// *inputerr.Error naming the file (and the line, for a format error).
func ReadCertificate(file string) (*transversal.Certificate, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, &inputerr.Error{File: file, Reason: err.Error()}
	}
	defer f.Close()
	var r io.Reader = f
	// br is a ByteReader, so gzip reads through it without a buffer of its
	// own: what is left in br after the member is what follows it.
	br := bufio.NewReader(f)
	var gz *gzip.Reader
	if strings.HasSuffix(file, ".gz") {
		gz, err = gzip.NewReader(br)
		if err != nil {
			return nil, &inputerr.Error{File: file, Reason: "not gzip data: " + err.Error()}
		}
		defer gz.Close()
		// One member, as WriteCertificate writes: bytes after it are
		// refused, not read as a second stream.
		gz.Multistream(false)
		r = gz
	}
	c, err := transversal.ReadCertificate(r)
	if err == nil && gz != nil {
		// Read to the member's end, where gzip checks its CRC and length.
		if _, err := io.Copy(io.Discard, gz); err != nil {
			return nil, &inputerr.Error{File: file, Reason: "damaged gzip data: " + err.Error()}
		}
		if _, err := br.ReadByte(); err != io.EOF {
			return nil, &inputerr.Error{File: file, Reason: "bytes after the end of the gzip data"}
		}
	}
	if err != nil {
		var ce *inputerr.Error
		if errors.As(err, &ce) {
			in := *ce
			in.File = file
			return nil, &in
		}
		return nil, &inputerr.Error{File: file, Reason: err.Error()}
	}
	return c, nil
}
