package runctl

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"time"
)

// Checkpoint is the file format of --checkpoint: the kind of run, the
// parameters that must agree on resume, the run's own state, and a
// checksum of the three (Sum), so that an edited or damaged file is refused
// rather than resumed into wrong answers. Params must name everything that
// changes an answer, the input by the hash of its content (InputHash), never
// by its file name.
type Checkpoint struct {
	Kind   string          `json:"kind"`
	Params json.RawMessage `json:"params"`
	State  json.RawMessage `json:"state"`
	Sum    string          `json:"sum"`
}

// checkpointSum is the checksum of a checkpoint's kind, parameters and
// state, over their compact JSON (so indentation does not matter).
func checkpointSum(kind string, params, state json.RawMessage) (string, error) {
	h := sha256.New()
	h.Write([]byte(kind))
	h.Write([]byte{0})
	for _, m := range []json.RawMessage{params, state} {
		var b bytes.Buffer
		if err := json.Compact(&b, m); err != nil {
			return "", err
		}
		h.Write(b.Bytes())
		h.Write([]byte{0})
	}
	return "sha256:" + hex.EncodeToString(h.Sum(nil)), nil
}

// InputHash names an input by its content: "sha256:" and the hex digest.
// Checkpoints and shard outputs key their input by it.
func InputHash(content []byte) string {
	s := sha256.Sum256(content)
	return "sha256:" + hex.EncodeToString(s[:])
}

// SaveCheckpoint writes the checkpoint atomically (temporary file, then
// rename), so a kill during the write leaves the previous checkpoint intact.
func SaveCheckpoint(path, kind string, params, state any) error {
	p, err := json.Marshal(params)
	if err != nil {
		return err
	}
	s, err := json.Marshal(state)
	if err != nil {
		return err
	}
	sum, err := checkpointSum(kind, p, s)
	if err != nil {
		return err
	}
	b, err := json.MarshalIndent(Checkpoint{Kind: kind, Params: p, State: s, Sum: sum}, "", " ")
	if err != nil {
		return err
	}
	return writeWhole(path, ".checkpoint-*", append(b, '\n'))
}

// WriteFile writes data to path whole or not at all: through a temporary
// file in the same directory and a rename, so a failed write or a kill
// leaves no half-written file (and an earlier file at path stays whole).
func WriteFile(path string, data []byte) error { return writeWhole(path, ".plylab-*", data) }

func writeWhole(path, pattern string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), pattern)
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	// CreateTemp makes the file 0600; an output file is an ordinary one.
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// LoadCheckpoint reads a checkpoint into state. It returns found=false when the
// file does not exist (a fresh run). It is an error if the file's checksum
// does not match its content (edited or damaged), or if it is of another
// kind or was written with different parameters.
func LoadCheckpoint(path, kind string, params, state any) (found bool, err error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	var c Checkpoint
	if err := json.Unmarshal(b, &c); err != nil {
		return false, fmt.Errorf("%s: not a plylab checkpoint: %v", path, err)
	}
	if c.Kind == "" || c.Params == nil || c.State == nil {
		return false, fmt.Errorf("%s: not a plylab checkpoint: no kind, params or state", path)
	}
	sum, err := checkpointSum(c.Kind, c.Params, c.State)
	if err != nil {
		return false, fmt.Errorf("%s: not a plylab checkpoint: %v", path, err)
	}
	if c.Sum != sum {
		why := "its checksum does not match its content"
		if c.Sum == "" {
			why = "it has no checksum"
		}
		return false, fmt.Errorf("%s: refused: %s (edited or damaged); remove it to start afresh", path, why)
	}
	if c.Kind != kind {
		return false, fmt.Errorf("%s: checkpoint of a %q run, not %q", path, c.Kind, kind)
	}
	want, err := json.Marshal(params)
	if err != nil {
		return false, err
	}
	var a, bb any
	if err := json.Unmarshal(c.Params, &a); err != nil {
		return false, fmt.Errorf("%s: bad params: %v", path, err)
	}
	_ = json.Unmarshal(want, &bb)
	if !reflect.DeepEqual(a, bb) {
		var had bytes.Buffer
		if err := json.Compact(&had, c.Params); err != nil {
			had.Write(c.Params)
		}
		// One line: what differs, then the saved parameters as compact JSON.
		return false, fmt.Errorf("%s: checkpoint was written %swith parameters %s, this run has %s (use another --checkpoint file, or the same parameters)", path, differs(a, bb), had.String(), want)
	}
	if err := json.Unmarshal(c.State, state); err != nil {
		return false, fmt.Errorf("%s: bad state: %v", path, err)
	}
	return true, nil
}

// SaveEvery is how often a long run saves its checkpoint from its progress
// callbacks.
const SaveEvery = 30 * time.Second

// Periodic saves one run's checkpoint from progress callbacks at most once
// per SaveInterval(); Save writes it unconditionally (at the end of the run).
type Periodic struct {
	Path, Kind string
	Params     any
	every      time.Duration
	last       time.Time
}

// NewPeriodic starts the period now: the first periodic save comes after
// SaveInterval().
func NewPeriodic(path, kind string, params any) *Periodic {
	return &Periodic{Path: path, Kind: kind, Params: params, every: SaveInterval(), last: time.Now()}
}

// Due reports whether a periodic save is due, and if so starts a new period.
func (p *Periodic) Due() bool {
	if time.Since(p.last) < p.every {
		return false
	}
	p.last = time.Now()
	return true
}

// Save writes state now.
func (p *Periodic) Save(state any) error { return SaveCheckpoint(p.Path, p.Kind, p.Params, state) }

// Checkpointer is one run's --checkpoint file, the pattern every long verb
// follows: OpenCheckpoint loads the state a previous run saved (if the file
// exists), SaveDue saves from progress callbacks at most once per
// SaveInterval(), Save writes at once (at the start, to refuse an
// unwritable path before the run, and at the end). Err is the first failed
// save. A nil *Checkpointer — a run without --checkpoint — does nothing, so
// a verb calls it unconditionally.
type Checkpointer struct {
	Periodic
	resumed bool
	err     error
}

// OpenCheckpoint opens the checkpoint at path for a run of kind with
// params, loading a saved state into state (which keeps its value when
// there is none). An empty path gives a nil *Checkpointer. It is an error
// if the file is not a checkpoint of the same kind and parameters (see
// LoadCheckpoint).
func OpenCheckpoint(path, kind string, params, state any) (*Checkpointer, error) {
	if path == "" {
		return nil, nil
	}
	found, err := LoadCheckpoint(path, kind, params, state)
	if err != nil {
		return nil, err
	}
	return &Checkpointer{Periodic: *NewPeriodic(path, kind, params), resumed: found}, nil
}

// Resumed reports whether a saved state was loaded.
func (c *Checkpointer) Resumed() bool { return c != nil && c.resumed }

// Due reports whether a periodic save is due, and if so starts a new period.
func (c *Checkpointer) Due() bool { return c != nil && c.Periodic.Due() }

// Save writes state now.
func (c *Checkpointer) Save(state any) error {
	if c == nil {
		return nil
	}
	err := c.Periodic.Save(state)
	if err != nil && c.err == nil {
		c.err = err
	}
	return err
}

// SaveDue writes state if a periodic save is due (see Due).
func (c *Checkpointer) SaveDue(state any) error {
	if !c.Due() {
		return nil
	}
	return c.Save(state)
}

// Err is the first failed save, or nil.
func (c *Checkpointer) Err() error {
	if c == nil {
		return nil
	}
	return c.err
}

// differs names the top-level parameters in which two parameter objects
// differ ("for another input, " when the input's hash is one of them).
func differs(had, want any) string {
	h, ok1 := had.(map[string]any)
	w, ok2 := want.(map[string]any)
	if !ok1 || !ok2 {
		return ""
	}
	var keys []string
	for k := range w {
		if !reflect.DeepEqual(h[k], w[k]) {
			keys = append(keys, k)
		}
	}
	for k := range h {
		if _, ok := w[k]; !ok {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		return ""
	}
	sort.Strings(keys)
	for _, k := range keys {
		if k == "input" {
			return fmt.Sprintf("for another input (its content differs; differing: %s), ", strings.Join(keys, ", "))
		}
	}
	return fmt.Sprintf("(differing: %s) ", strings.Join(keys, ", "))
}

// CheckpointError is a checkpoint a run cannot use: Input when the file is
// not one for this run or cannot be written at the start (bad input; the
// CLI exits 2), otherwise a save that failed during the run.
type CheckpointError struct {
	Input bool
	Err   error
}

func (e *CheckpointError) Error() string { return "checkpoint: " + e.Err.Error() }
func (e *CheckpointError) Unwrap() error { return e.Err }
