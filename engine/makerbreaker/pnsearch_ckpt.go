package makerbreaker

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Checkpoints of the proof-number search.
//
// A checkpoint is the table (every entry's key, numbers, solved heights,
// work, and the proofs it holds) with the identity of the search that wrote
// it: the format version, the method, the shape, the cells owned at the
// start, the board, the height bound, the beam, the table's size limit, the
// initial-numbers rule and the tuning of the thresholds. A resumed search
// starts again from the root with that table; the table's solved entries
// are exact facts and its numbers only order the work, so the resumed
// search reaches the same answer as one that was never stopped. The nodes
// on the search's stack when the table is written are not in it: a resumed
// search redoes their own bookkeeping, from their children's entries.
//
// Layout (binary, integers as varints): the magic line, the version, the
// identity as name/value pairs, the positions examined so far, the proofs
// (children before parents: a pivot and placed children; the card is
// recomputed by Combine on load), the entries (sorted by key, so a table
// is written the same way every time), and the SHA-256 of everything
// before it. The file is written to a temporary file, synced and renamed,
// so a kill at any time leaves the previous checkpoint or the new one.

const (
	pnCkptMagic   = "plylab mb pn checkpoint\n"
	pnCkptVersion = 1
)

// PNCheckpointError is a checkpoint file the search cannot use: of
// another search (Fields names what differs), of another format version,
// or damaged. Its message is one line.
type PNCheckpointError struct {
	Path   string
	Reason string
}

func (e *PNCheckpointError) Error() string { return e.Path + ": " + e.Reason }

// PNCheckpointInfo describes a checkpoint loaded.
type PNCheckpointInfo struct {
	Nodes   uint64 // positions examined by the runs before
	Entries int    // table entries
	Proofs  int    // proofs held by them
}

// identity lists what must agree between a checkpoint and the search
// resuming it, at height bound h.
func (s *PNSearcher) identity(h int) [][2]string {
	pts := func(p []Point) string {
		q := append([]Point(nil), p...)
		sortPoints(q)
		var b strings.Builder
		for i, x := range q {
			if i > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%d,%d", x.X, x.Y)
		}
		return b.String()
	}
	return [][2]string{
		{"method", "pn"},
		{"shape", s.st.shape.CellString()},
		{"maker", pts(s.opt.Maker)},
		{"breaker", pts(s.opt.Breaker)},
		{"board", pts(s.opt.Board)},
		{"height", fmt.Sprint(h)},
		{"beam", fmt.Sprint(s.opt.Beam)},
		{"table-limit", fmt.Sprint(s.limit)},
		{"init", fmt.Sprint(s.Init)},
		{"tuning", fmt.Sprintf("eps=%d/%d rest=%d width=%d branch=%d reply=%d lazy=%v lib=%v/%d/%v",
			pnEpsNum, pnEpsDen, pnRestDiv, pnReplyWidth, pnBranch, pnReplyMode, pnLazyPivots,
			s.lib != nil, libDrop, libAndKids)},
		{"library", strings.Join(s.libSrc, " ")},
	}
}

// pnCkptWrap, when set (tests), wraps the writer of the temporary file.
var pnCkptWrap func(io.Writer) io.Writer

// SaveCheckpoint writes the table to path atomically (temporary file in
// the same directory, fsync, rename, fsync of the directory). It can be
// called from the Stop or Progress callback during Run, and after it.
func (s *PNSearcher) SaveCheckpoint(path string) error {
	if s.ckH == 0 {
		return errors.New("pn checkpoint: no height bound yet (LoadCheckpoint or Run first)")
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	fail := func(err error) error {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	var w io.Writer = tmp
	if pnCkptWrap != nil {
		w = pnCkptWrap(w)
	}
	bw := bufio.NewWriterSize(w, 1<<20)
	if err := s.writeCheckpoint(bw); err != nil {
		return fail(err)
	}
	if err := bw.Flush(); err != nil {
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

type ckWriter struct {
	w   io.Writer
	h   io.Writer // the hash
	buf [binary.MaxVarintLen64]byte
	err error
}

func (c *ckWriter) bytes(b []byte) {
	if c.err != nil {
		return
	}
	c.h.Write(b)
	_, c.err = c.w.Write(b)
}

func (c *ckWriter) uint(x uint64) { c.bytes(c.buf[:binary.PutUvarint(c.buf[:], x)]) }
func (c *ckWriter) int(x int64)   { c.bytes(c.buf[:binary.PutVarint(c.buf[:], x)]) }
func (c *ckWriter) str(x string) {
	c.uint(uint64(len(x)))
	c.bytes([]byte(x))
}
func (c *ckWriter) place(f Placement) {
	c.bytes([]byte{byte(f.R.Index())})
	c.int(int64(f.T.X))
	c.int(int64(f.T.Y))
}
func (c *ckWriter) nums(n pnNums) {
	c.int(int64(n.h))
	c.uint(uint64(n.pn))
	c.uint(uint64(n.dn))
}

func (s *PNSearcher) writeCheckpoint(w io.Writer) error {
	hash := sha256.New()
	c := &ckWriter{w: w, h: hash}
	c.bytes([]byte(pnCkptMagic))
	c.uint(pnCkptVersion)
	id := s.identity(s.ckH)
	c.uint(uint64(len(id)))
	for _, kv := range id {
		c.str(kv[0])
		c.str(kv[1])
	}
	c.uint(s.prevNodes + s.Stats.Nodes)
	keys := make([]string, 0, len(s.tab))
	for k := range s.tab {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	// Proofs, children first; bases are refs 0..nb−1.
	nb := len(s.bases)
	ids := map[*proof]uint64{}
	var order []*proof
	var visit func(p *proof)
	visit = func(p *proof) {
		if p.base >= 0 {
			return
		}
		if _, ok := ids[p]; ok {
			return
		}
		for _, k := range p.kids {
			visit(k.p)
		}
		ids[p] = uint64(nb + len(order))
		order = append(order, p)
	}
	for _, k := range keys {
		e := s.tab[k]
		if e.orProof != nil {
			visit(e.orProof)
		}
		for _, kid := range e.andKids {
			visit(kid.p)
		}
	}
	ref := func(p *proof) uint64 {
		if p.base >= 0 {
			return uint64(p.base)
		}
		return ids[p]
	}
	kids := func(ks []proofKid) {
		c.uint(uint64(len(ks)))
		for _, k := range ks {
			c.uint(ref(k.p))
			c.place(k.place)
		}
	}
	c.uint(uint64(len(order)))
	for _, p := range order {
		c.int(int64(p.card.Pivot.X))
		c.int(int64(p.card.Pivot.Y))
		kids(p.kids)
	}
	c.uint(uint64(len(keys)))
	for _, k := range keys {
		e := s.tab[k]
		c.str(k)
		c.nums(e.or)
		c.nums(e.and)
		if e.orProof != nil {
			c.uint(ids[e.orProof] + 1)
		} else {
			c.uint(0)
		}
		c.int(int64(e.andH))
		c.int(int64(e.orFail))
		c.int(int64(e.andFail))
		c.uint(uint64(e.work))
		kids(e.andKids)
	}
	if c.err != nil {
		return c.err
	}
	_, err := w.Write(hash.Sum(nil))
	return err
}

// LoadCheckpoint loads the checkpoint at path into the table, for a search
// at height bound h. It returns found false when there is no file (a fresh
// start). A file of another search, of another format version, truncated
// or damaged is a *PNCheckpointError and leaves the table as it was.
func (s *PNSearcher) LoadCheckpoint(path string, h int) (info PNCheckpointInfo, found bool, err error) {
	s.ckH = h
	fi, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) {
		return info, false, nil
	}
	if err != nil {
		return info, false, err
	}
	if lim := s.ckptMaxBytes(); fi.Size() > lim {
		return info, false, &PNCheckpointError{Path: path, Reason: fmt.Sprintf(
			"%d bytes, more than a checkpoint of a table of %d positions can hold (%d bytes): not read", fi.Size(), s.limit, lim)}
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return info, false, err
	}
	info, err = s.readCheckpoint(b, h)
	if err != nil {
		return info, false, &PNCheckpointError{Path: path, Reason: err.Error()}
	}
	s.libFromTable()
	return info, true, nil
}

type ckReader struct {
	b   []byte
	err error
}

func (r *ckReader) fail(format string, a ...any) {
	if r.err == nil {
		r.err = fmt.Errorf(format, a...)
	}
}

func (r *ckReader) uint() uint64 {
	if r.err != nil {
		return 0
	}
	x, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.fail("damaged checkpoint: bad number")
		return 0
	}
	r.b = r.b[n:]
	return x
}

func (r *ckReader) int() int64 {
	if r.err != nil {
		return 0
	}
	x, n := binary.Varint(r.b)
	if n <= 0 {
		r.fail("damaged checkpoint: bad number")
		return 0
	}
	r.b = r.b[n:]
	return x
}

// count reads a length no larger than the bytes left (every item takes
// at least one byte).
func (r *ckReader) count() int {
	n := r.uint()
	if n > uint64(len(r.b)) {
		r.fail("damaged checkpoint: count %d beyond the file", n)
		return 0
	}
	return int(n)
}

func (r *ckReader) str() string {
	n := r.count()
	if r.err != nil {
		return ""
	}
	s := string(r.b[:n])
	r.b = r.b[n:]
	return s
}

func (r *ckReader) coord() int {
	x := r.int()
	if x < -1<<20 || x > 1<<20 {
		r.fail("damaged checkpoint: coordinate %d", x)
		return 0
	}
	return int(x)
}

func (r *ckReader) place() Placement {
	if r.err != nil || len(r.b) == 0 {
		r.fail("damaged checkpoint: truncated placement")
		return Placement{}
	}
	si := r.b[0]
	r.b = r.b[1:]
	if si >= 8 {
		r.fail("damaged checkpoint: symmetry %d", si)
		return Placement{}
	}
	x := r.coord()
	y := r.coord()
	return Placement{R: Syms[si], T: Point{x, y}}
}

func (r *ckReader) small() int8 {
	x := r.int()
	if x < 0 || x > 127 {
		r.fail("damaged checkpoint: height %d", x)
	}
	return int8(x)
}

func (r *ckReader) nums() pnNums {
	h := r.small()
	pn, dn := r.uint(), r.uint()
	if pn > uint64(pnInf) || dn > uint64(pnInf) {
		r.fail("damaged checkpoint: proof number beyond infinity")
	}
	return pnNums{h, uint32(pn), uint32(dn)}
}

func (s *PNSearcher) readCheckpoint(b []byte, h int) (PNCheckpointInfo, error) {
	var info PNCheckpointInfo
	if len(b) < len(pnCkptMagic) || string(b[:len(pnCkptMagic)]) != pnCkptMagic {
		return info, errors.New("not a pn search checkpoint (refused; remove it to start afresh)")
	}
	if len(b) < len(pnCkptMagic)+sha256.Size {
		return info, errors.New("truncated checkpoint (refused; remove it to start afresh)")
	}
	body, sum := b[:len(b)-sha256.Size], b[len(b)-sha256.Size:]
	if got := sha256.Sum256(body); !bytes.Equal(got[:], sum) {
		return info, errors.New("checksum does not match: truncated or damaged checkpoint (refused; remove it to start afresh)")
	}
	r := &ckReader{b: body[len(pnCkptMagic):]}
	if v := r.uint(); r.err == nil && v != pnCkptVersion {
		return info, fmt.Errorf("checkpoint format version %d, this search reads version %d (refused)", v, pnCkptVersion)
	}
	n := r.count()
	had := map[string]string{}
	var names []string
	for i := 0; i < n && r.err == nil; i++ {
		k, v := r.str(), r.str()
		had[k] = v
		names = append(names, k)
	}
	if r.err != nil {
		return info, r.err
	}
	var diff []string
	want := s.identity(h)
	for _, kv := range want {
		v, ok := had[kv[0]]
		switch {
		case !ok:
			diff = append(diff, fmt.Sprintf("%s missing in the file", kv[0]))
		case v != kv[1]:
			diff = append(diff, fmt.Sprintf("%s %q in the file, %q in this run", kv[0], v, kv[1]))
		}
		delete(had, kv[0])
	}
	for _, k := range names {
		if _, ok := had[k]; ok {
			diff = append(diff, fmt.Sprintf("%s only in the file", k))
		}
	}
	if len(diff) > 0 {
		return info, fmt.Errorf("checkpoint of another search (refused): %s", strings.Join(diff, "; "))
	}
	nodes := r.uint()
	nb := len(s.bases)
	np := r.count()
	proofs := make([]*proof, 0, np)
	getRef := func() *proof {
		x := r.uint()
		switch {
		case r.err != nil:
			return nil
		case x < uint64(nb):
			return s.bases[x]
		case x-uint64(nb) < uint64(len(proofs)):
			return proofs[x-uint64(nb)]
		}
		r.fail("damaged checkpoint: proof reference %d", x)
		return nil
	}
	readKids := func() []proofKid {
		k := r.count()
		var out []proofKid
		for j := 0; j < k && r.err == nil; j++ {
			p := getRef()
			f := r.place()
			out = append(out, proofKid{p: p, place: f})
		}
		return out
	}
	for i := 0; i < np && r.err == nil; i++ {
		piv := Point{r.coord(), r.coord()}
		kids := readKids()
		if r.err != nil {
			break
		}
		if len(kids) == 0 {
			r.fail("damaged checkpoint: a proof without children")
			break
		}
		cards := make([]Card, len(kids))
		for j, k := range kids {
			cards[j] = k.p.card.Place(k.place)
		}
		card, err := Combine(piv, cards)
		if err == nil {
			err = card.Check()
		}
		if err != nil || card.H > 127 {
			r.fail("damaged checkpoint: proof %d: %v", i, err)
			break
		}
		proofs = append(proofs, &proof{card: card, base: -1, kids: kids})
	}
	ne := r.count()
	tab := make(map[string]*pnEntry, ne)
	for i := 0; i < ne && r.err == nil; i++ {
		k := r.str()
		e := &pnEntry{or: r.nums(), and: r.nums()}
		if x := r.uint(); x > 0 {
			if x-1 < uint64(nb) || x-1-uint64(nb) >= uint64(len(proofs)) {
				r.fail("damaged checkpoint: proof reference %d", x-1)
				break
			}
			e.orProof = proofs[x-1-uint64(nb)]
		}
		e.andH, e.orFail, e.andFail = r.small(), r.small(), r.small()
		w := r.uint()
		if w >= 1<<32 {
			r.fail("damaged checkpoint: work %d", w)
		}
		e.work = uint32(w)
		e.andKids = readKids()
		if e.andH > 0 && len(e.andKids) == 0 {
			r.fail("damaged checkpoint: a proved AND entry without children")
		}
		if _, dup := tab[k]; dup {
			r.fail("damaged checkpoint: key repeated")
		}
		tab[k] = e
	}
	if r.err == nil && len(r.b) != 0 {
		r.fail("damaged checkpoint: %d bytes after the table", len(r.b))
	}
	if r.err == nil && len(tab) > s.limit {
		r.fail("damaged checkpoint: %d entries above the table's limit %d", len(tab), s.limit)
	}
	if r.err != nil {
		return info, r.err
	}
	s.tab = tab
	s.prevNodes = nodes
	return PNCheckpointInfo{Nodes: nodes, Entries: len(tab), Proofs: len(proofs)}, nil
}

// pnCkptEntryBytes bounds the bytes of one table entry in a checkpoint
// (its key, numbers and the proofs it holds, each proof a pivot and its
// placed children): l5 at height 7 writes 32 bytes per entry, so the
// bound leaves thirtyfold room.
const pnCkptEntryBytes = 1024

// ckptMaxBytes is the largest checkpoint file LoadCheckpoint reads: what
// a full table can hold, plus room for the header.
func (s *PNSearcher) ckptMaxBytes() int64 {
	return 1<<20 + int64(s.limit)*pnCkptEntryBytes
}
