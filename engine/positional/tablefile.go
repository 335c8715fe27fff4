package positional

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"
)

// The table file (Options.TableFile) keeps the exact facts of a search —
// the depth-first table's entries "a wins within winAt plies" and "a does
// not win within noWin plies", to which proof-number search also writes
// every proof and disproof — so that one long query survives a kill: a
// rerun with the same file loads them and every position already decided
// is a leaf. Proof-number estimates are not kept (they are cheap to
// rebuild and never decide an answer).
//
// Format: a text header line
//
//	plylab positional table 1 <fingerprint> <words per entry> <entries>
//
// then the entries as little-endian 64-bit words, then a line "end
// <sha256 of the entry bytes>". The fingerprint is a SHA-256 over the
// normalized game, Plain and the group elements used: the keys of the
// entries (canonical images, loose cells masked) depend on all of them, so
// a file of another game or setting is refused, not misread. The file is
// written to a temporary name and renamed, so a kill while saving leaves
// the previous file whole.

const tableMagic = "plylab positional table 1"

// fingerprint identifies the game and the settings the table's keys depend on.
func (s *solver) fingerprint() string {
	if s.fp != "" {
		return s.fp
	}
	h := sha256.New()
	b, _ := json.Marshal(s.g.Instance(""))
	h.Write(b)
	fmt.Fprintf(h, "\nplain=%v words=%d\n", s.opt.Plain, s.nw)
	for _, p := range s.perms {
		for _, c := range p {
			binary.Write(h, binary.LittleEndian, uint16(c))
		}
	}
	s.fp = hex.EncodeToString(h.Sum(nil))
	return s.fp
}

// loadTable reads the facts of Options.TableFile into the table; a missing
// file is an empty start.
func (s *solver) loadTable() (int64, error) {
	path := s.opt.TableFile
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, 1<<20)
	head, err := r.ReadString('\n')
	if err != nil {
		return 0, fmt.Errorf("%s: not a plylab table file", path)
	}
	var fp string
	var stride, n int64
	if _, err := fmt.Sscanf(head, tableMagic+" %s %d %d\n", &fp, &stride, &n); err != nil {
		return 0, fmt.Errorf("%s:1: not a plylab table file header", path)
	}
	if fp != s.fingerprint() {
		return 0, fmt.Errorf("%s: table of another game or setting (fingerprint %.12s…, this search %.12s…)", path, fp, s.fingerprint())
	}
	t := s.tt
	if stride != int64(t.stride) || n < 0 {
		return 0, fmt.Errorf("%s:1: %d words per entry, want %d", path, stride, t.stride)
	}
	// Entries go straight into the table as they are read (memory: the
	// table's cap, not the file); a file whose checksum fails is refused
	// and the solver with its table thrown away.
	sum := sha256.New()
	buf := make([]byte, 8*stride)
	var pos [2]cellSet
	for i := int64(0); i < n; i++ {
		if _, err := io.ReadFull(r, buf); err != nil {
			return 0, fmt.Errorf("%s: truncated after %d of %d entries", path, i, n)
		}
		sum.Write(buf)
		word := func(k int) uint64 { return binary.LittleEndian.Uint64(buf[8*k:]) }
		x := word(1)
		for w := 0; w < t.nw; w++ {
			pos[0][w], pos[1][w] = word(2+w), word(2+t.nw+w)
		}
		var work int64
		if wk := x >> 52; wk > 0 {
			work = int64(1) << (wk - 1)
		}
		t.store(word(0), (x>>26)&(1<<26-1), &pos, int(x&dataWinMask), int((x>>13)&dataWinMask)-1, work)
		if i%4096 == 0 {
			t.maybeGrow()
		}
	}
	tail, _ := r.ReadString('\n')
	if tail != "end "+hex.EncodeToString(sum.Sum(nil))+"\n" {
		return 0, fmt.Errorf("%s: the entries do not match their checksum (edited or cut)", path)
	}
	return n, nil
}

// saveTable writes the table's facts to Options.TableFile. The caller
// holds the table still (the only worker, or the table's write lock).
func (s *solver) saveTable() error {
	path := s.opt.TableFile
	t := s.tt
	n := int64(0)
	for off := 0; off < len(t.data); off += t.stride {
		if t.data[off+1] != 0 {
			n++
		}
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	w := bufio.NewWriterSize(tmp, 1<<20)
	fmt.Fprintf(w, "%s %s %d %d\n", tableMagic, s.fingerprint(), t.stride, n)
	sum := sha256.New()
	buf := make([]byte, 8*t.stride)
	for off := 0; off < len(t.data); off += t.stride {
		if t.data[off+1] == 0 {
			continue
		}
		for k := 0; k < t.stride; k++ {
			binary.LittleEndian.PutUint64(buf[8*k:], t.data[off+k])
		}
		sum.Write(buf)
		w.Write(buf)
	}
	fmt.Fprintf(w, "end %s\n", hex.EncodeToString(sum.Sum(nil)))
	if err := w.Flush(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// maybeSaveTable saves the table when due: every Options.TableEvery (30 s
// by default), and never so often that saving takes over 5% of the time.
// It runs in worker 0's goroutine.
func (w *worker) maybeSaveTable() {
	s := w.s
	if s.opt.TableFile == "" || w.id != 0 || time.Now().Before(s.tableDue) {
		return
	}
	s.lockTables()
	t0 := time.Now()
	err := s.saveTable()
	took := time.Since(t0)
	s.unlockTables()
	if err != nil && s.tableErr == nil {
		s.tableErr = err
	}
	every := s.opt.TableEvery
	if every <= 0 {
		every = 30 * time.Second
	}
	if every < 20*took {
		every = 20 * took
	}
	s.tableDue = time.Now().Add(every)
}

func (s *solver) lockTables() {
	if s.tt.shared {
		s.tt.rw.Lock()
	}
}

func (s *solver) unlockTables() {
	if s.tt.shared {
		s.tt.rw.Unlock()
	}
}

// finishTable saves the table at the end of a search (answered or stopped)
// and reports a save that failed on the way.
func (s *solver) finishTable() error {
	if s.opt.TableFile == "" {
		return nil
	}
	if err := s.saveTable(); err != nil {
		return fmt.Errorf("table file: %w", err)
	}
	if s.tableErr != nil {
		return fmt.Errorf("table file: %w", s.tableErr)
	}
	return nil
}
