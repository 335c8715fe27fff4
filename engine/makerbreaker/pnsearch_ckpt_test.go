package makerbreaker

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runChunks runs the search at height h in chunks of budget positions,
// saving the table after every chunk (and, with mid, also from the Stop
// callback during the run) and resuming from it, until a run completes.
func runChunks(t *testing.T, sh Shape, opt SearchOptions, h int, budget uint64, path string, mid bool) (SearchResult, *PNSearcher, int) {
	t.Helper()
	for chunk := 1; ; chunk++ {
		o := opt
		o.MaxNodes = budget
		var s *PNSearcher
		if mid {
			calls := 0
			o.Stop = func() bool {
				if calls++; calls%3 == 0 {
					if err := s.SaveCheckpoint(path); err != nil {
						t.Fatal(err)
					}
				}
				return false
			}
		}
		var err error
		if s, err = NewPNSearcher(sh, o); err != nil {
			t.Fatal(err)
		}
		info, found, err := s.LoadCheckpoint(path, h)
		if err != nil {
			t.Fatal(err)
		}
		if found != (chunk > 1) {
			t.Fatalf("chunk %d: checkpoint found %v", chunk, found)
		}
		if found && info.Nodes == 0 {
			t.Fatalf("chunk %d: checkpoint without the positions before", chunk)
		}
		res := s.Run(h)
		if err := s.SaveCheckpoint(path); err != nil {
			t.Fatal(err)
		}
		if !s.Stats.Aborted {
			return res, s, chunk
		}
		if chunk > 200 {
			t.Fatalf("no progress after %d chunks", chunk)
		}
	}
}

// A search stopped by its budget and resumed from its checkpoint, again
// and again, reaches the answer of the uninterrupted search, and its
// certificate reconstructs and checks.
func TestPNCheckpointResume(t *testing.T) {
	domino := Set{{0, 0}, {1, 0}}
	for _, tc := range []struct {
		shape  string
		maker  []Point
		h      int
		found  bool
		budget uint64
		mid    bool
	}{
		{"t4", nil, 4, true, 25, false},
		{"n5", nil, 5, false, 150, false},
		{"i4", nil, 6, false, 4000, true},
		{"l5", nil, 7, true, 15000, true},
		{"snaky", domino, 7, true, 20000, false},
	} {
		sh, _ := ParseShape(tc.shape)
		opt := SearchOptions{Maker: tc.maker}
		one, err := NewPNSearcher(sh, opt)
		if err != nil {
			t.Fatal(err)
		}
		want := one.Run(tc.h)
		if want.Found != tc.found {
			t.Fatalf("%s h=%d: one-shot found %v", tc.shape, tc.h, want.Found)
		}
		path := filepath.Join(t.TempDir(), "pn.ckpt")
		got, s, chunks := runChunks(t, sh, opt, tc.h, tc.budget, path, tc.mid)
		if chunks < 2 {
			t.Fatalf("%s h=%d: finished in one chunk; budget too large for the test", tc.shape, tc.h)
		}
		if got.Found != want.Found {
			t.Fatalf("%s h=%d: resumed found %v, one-shot %v", tc.shape, tc.h, got.Found, want.Found)
		}
		if got.Found {
			if got.Card.H > tc.h || !got.Card.A.SubsetOf(Set(tc.maker)) {
				t.Fatalf("%s: resumed card %v", tc.shape, got.Card)
			}
			checkSearchCert(t, tc.shape, sh, got, tc.h, len(tc.maker))
		} else if s.Stats.RootDN != 0 {
			t.Fatalf("%s h=%d: resumed refutation with root dn %d", tc.shape, tc.h, s.Stats.RootDN)
		}
		// Once solved, a rerun answers from the checkpoint at once.
		again, _ := NewPNSearcher(sh, opt)
		if _, found, err := again.LoadCheckpoint(path, tc.h); err != nil || !found {
			t.Fatalf("%s: reload %v %v", tc.shape, found, err)
		}
		res := again.Run(tc.h)
		if res.Found != want.Found || again.Stats.Nodes > 1 {
			t.Fatalf("%s h=%d: rerun found %v in %d positions", tc.shape, tc.h, res.Found, again.Stats.Nodes)
		}
		t.Logf("%s h=%d: one-shot %d positions, resumed in %d chunks of %d", tc.shape, tc.h, one.Stats.Nodes, chunks, tc.budget)
	}
}

// Every proof in the table is the combination of its children (what
// the checkpoint reader recomputes), and a table written, read and
// written again gives the same bytes.
func TestPNCheckpointRoundTrip(t *testing.T) {
	sh, _ := ParseShape("l5")
	s, _ := NewPNSearcher(sh, SearchOptions{MaxNodes: 30000})
	s.Run(7)
	n := 0
	for _, e := range s.tab {
		if p := e.orProof; p != nil {
			cards := make([]Card, len(p.kids))
			for i, k := range p.kids {
				cards[i] = k.p.card.Place(k.place)
			}
			c, err := Combine(p.card.Pivot, cards)
			if err != nil || !c.Equal(p.card) {
				t.Fatalf("proof card %v, recombined %v %v", p.card, c, err)
			}
			n++
		}
	}
	if n == 0 {
		t.Fatal("no proofs in the table")
	}
	var a bytes.Buffer
	if err := s.writeCheckpoint(&a); err != nil {
		t.Fatal(err)
	}
	s2, _ := NewPNSearcher(sh, SearchOptions{})
	info, err := s2.readCheckpoint(a.Bytes(), 7)
	if err != nil {
		t.Fatal(err)
	}
	if info.Entries != len(s.tab) || info.Nodes != s.Stats.Nodes {
		t.Fatalf("info %+v, table %d, nodes %d", info, len(s.tab), s.Stats.Nodes)
	}
	s2.ckH = 7
	var b bytes.Buffer
	if err := s2.writeCheckpoint(&b); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("table changed through write and read")
	}
	t.Logf("%d entries, %d proofs: %d bytes (%.1f per entry)", info.Entries, info.Proofs, a.Len(), float64(a.Len())/float64(info.Entries))
}

func ckptFile(t *testing.T) (string, []byte) {
	t.Helper()
	sh, _ := ParseShape("l5")
	s, _ := NewPNSearcher(sh, SearchOptions{MaxNodes: 5000})
	s.Run(7)
	path := filepath.Join(t.TempDir(), "pn.ckpt")
	if err := s.SaveCheckpoint(path); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, b
}

// A checkpoint of another search is refused, naming what differs.
func TestPNCheckpointMismatch(t *testing.T) {
	path, _ := ckptFile(t)
	l5, _ := ParseShape("l5")
	t4, _ := ParseShape("t4")
	for _, tc := range []struct {
		sh   Shape
		opt  SearchOptions
		h    int
		init int
		want string
	}{
		{l5, SearchOptions{}, 8, PNInitDefault, `height "7" in the file, "8" in this run`},
		{t4, SearchOptions{}, 7, PNInitDefault, "shape "},
		{l5, SearchOptions{Maker: []Point{{0, 0}}}, 7, PNInitDefault, `maker "" in the file, "0,0" in this run`},
		{l5, SearchOptions{Breaker: []Point{{3, 1}}}, 7, PNInitDefault, "breaker "},
		{l5, SearchOptions{MaxMemo: 1000}, 7, PNInitDefault, "table-limit "},
		{l5, SearchOptions{Beam: 2}, 7, PNInitDefault, "beam "},
		{l5, SearchOptions{}, 7, 1, "init "},
	} {
		s, _ := NewPNSearcher(tc.sh, tc.opt)
		s.Init = tc.init
		_, found, err := s.LoadCheckpoint(path, tc.h)
		var ce *PNCheckpointError
		if found || !errors.As(err, &ce) || !strings.Contains(err.Error(), tc.want) ||
			!strings.Contains(err.Error(), "another search") || strings.Contains(err.Error(), "\n") || len(s.tab) != 0 {
			t.Errorf("%s h=%d: found %v, %v (want %q)", tc.sh.Name, tc.h, found, err, tc.want)
		}
	}
	// The same search loads it.
	s, _ := NewPNSearcher(l5, SearchOptions{})
	if _, found, err := s.LoadCheckpoint(path, 7); !found || err != nil {
		t.Fatalf("same search: %v %v", found, err)
	}
	// No file: a fresh start.
	if _, found, err := s.LoadCheckpoint(path+".none", 7); found || err != nil {
		t.Fatalf("no file: %v %v", found, err)
	}
}

// A truncated or damaged checkpoint is refused, never used.
func TestPNCheckpointDamaged(t *testing.T) {
	path, b := ckptFile(t)
	sh, _ := ParseShape("l5")
	cases := map[string][]byte{
		"empty":     {},
		"magic":     []byte(pnCkptMagic),
		"half":      b[:len(b)/2],
		"less one":  b[:len(b)-1],
		"extra":     append(append([]byte(nil), b...), 0),
		"other":     []byte("{\"kind\":\"mb.search\"}\n"),
		"flip body": flip(b, len(b)/2),
		"flip sum":  flip(b, len(b)-1),
	}
	for name, data := range cases {
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		s, _ := NewPNSearcher(sh, SearchOptions{})
		_, found, err := s.LoadCheckpoint(path, 7)
		var ce *PNCheckpointError
		if found || !errors.As(err, &ce) || strings.Contains(err.Error(), "\n") || len(s.tab) != 0 {
			t.Errorf("%s: found %v, %v", name, found, err)
		}
	}
	// A version not read is refused by version.
	v := append([]byte(nil), b[:len(b)-32]...)
	v[len(pnCkptMagic)] = pnCkptVersion + 1
	v = sealed(v)
	os.WriteFile(path, v, 0o644)
	s, _ := NewPNSearcher(sh, SearchOptions{})
	if _, _, err := s.LoadCheckpoint(path, 7); err == nil || !strings.Contains(err.Error(), "version") {
		t.Errorf("version: %v", err)
	}
}

func flip(b []byte, i int) []byte {
	c := append([]byte(nil), b...)
	c[i] ^= 0x10
	return c
}

type failWriter struct {
	w    io.Writer
	left int
}

func (f *failWriter) Write(p []byte) (int, error) {
	if len(p) > f.left {
		n, _ := f.w.Write(p[:f.left])
		f.left = 0
		return n, errors.New("killed")
	}
	f.left -= len(p)
	return f.w.Write(p)
}

// A save that dies midway (a failing write) leaves the previous
// checkpoint whole and no temporary file behind.
func TestPNCheckpointKilledWrite(t *testing.T) {
	path, old := ckptFile(t)
	sh, _ := ParseShape("l5")
	s, _ := NewPNSearcher(sh, SearchOptions{MaxNodes: 20000})
	s.Run(7)
	for _, cut := range []int{0, 10, 1000, len(old) / 2} {
		pnCkptWrap = func(w io.Writer) io.Writer { return &failWriter{w: w, left: cut} }
		err := s.SaveCheckpoint(path)
		pnCkptWrap = nil
		if err == nil {
			t.Fatalf("cut %d: the save did not fail", cut)
		}
		b, _ := os.ReadFile(path)
		if !bytes.Equal(b, old) {
			t.Fatalf("cut %d: the previous checkpoint changed", cut)
		}
		ents, _ := os.ReadDir(filepath.Dir(path))
		if len(ents) != 1 {
			t.Fatalf("cut %d: %d files left", cut, len(ents))
		}
		r, _ := NewPNSearcher(sh, SearchOptions{})
		if _, found, err := r.LoadCheckpoint(path, 7); !found || err != nil {
			t.Fatalf("cut %d: previous checkpoint: %v %v", cut, found, err)
		}
	}
	if err := s.SaveCheckpoint(path); err != nil {
		t.Fatal(err)
	}
	r, _ := NewPNSearcher(sh, SearchOptions{})
	if info, found, err := r.LoadCheckpoint(path, 7); !found || err != nil || info.Entries != len(s.tab) {
		t.Fatalf("new checkpoint: %+v %v %v", info, found, err)
	}
}

func sealed(body []byte) []byte {
	var buf bytes.Buffer
	buf.Write(body)
	sum := sha256.Sum256(body)
	buf.Write(sum[:])
	return buf.Bytes()
}

// The checkpoint reader refuses, never panics on, any file; one whose
// checksum is right but whose content is not (sealed below) is refused
// too, or loads a table whose proofs all recombine.
func FuzzPNCheckpoint(f *testing.F) {
	sh, _ := ParseShape("t4")
	s, _ := NewPNSearcher(sh, SearchOptions{MaxNodes: 200})
	s.Run(4)
	var b bytes.Buffer
	if err := s.writeCheckpoint(&b); err != nil {
		f.Fatal(err)
	}
	body := b.Bytes()[:b.Len()-32]
	f.Add(body)
	f.Add(body[:len(body)/2])
	f.Add([]byte(pnCkptMagic))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, _ := NewPNSearcher(sh, SearchOptions{})
		r.readCheckpoint(data, 4)
		r2, _ := NewPNSearcher(sh, SearchOptions{})
		if _, err := r2.readCheckpoint(sealed(data), 4); err == nil {
			for _, e := range r2.tab {
				if p := e.orProof; p != nil && p.card.Check() != nil {
					t.Fatalf("loaded a bad proof %v", p.card)
				}
			}
		}
	})
}
