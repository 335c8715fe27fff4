package game

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"plylab/engine/inputerr"
	"plylab/engine/positional"
)

// Certificates as 'plylab game cert' writes them and 'game check' checks
// them: the instance picked by its line, the file written whole (gzipped
// when its name ends in .gz), either format (the play lines of
// positional.WriteCertificate or the compact strategy tree of
// positional.WriteCompactCertificate) read back by its first line.

// WinPly counts the winning lines of a certificate that end on ply Ply.
type WinPly struct {
	Ply   int   `json:"ply"`
	Lines int64 `json:"lines"`
}

// Cert is a certificate as Certify wrote it or Check read it. Valid is
// false only when Check rejected it: Line is then the certificate's line
// at fault and Reason why. Outcome, Plies (−1: no length), Lines,
// Sections and WinPlies (by ply, ascending) are the play-line format's;
// Claims, Nodes and Leaves (nodes by leaf kind) the compact format's.
// Bytes is the size written, before gzip (0 for Check).
type Cert struct {
	File    string
	Compact bool
	Valid   bool
	Line    int
	Reason  string

	Outcome  positional.Outcome
	Plies    int
	Lines    int64
	Sections []string
	WinPlies []WinPly

	Claims []string
	Nodes  int64
	Leaves map[string]int64

	Bytes int64
}

// Pick parses the instance on line k of in (1-based; 0: the first
// instance). A line that is not an instance, or no instance there, is an
// *inputerr.Error naming in's file.
func (in *Input) Pick(k int) (*positional.Game, error) {
	if k < 0 {
		return nil, &inputerr.Error{File: in.Name, Reason: fmt.Sprintf("line %d: want 1 or more (0: the first instance)", k)}
	}
	lines := in.Lines
	for _, l := range lines {
		if k == 0 || l.No == k {
			g, err := l.Parse()
			if err != nil {
				return nil, &inputerr.Error{File: in.Name, Line: l.No, Reason: err.Error()}
			}
			return g, nil
		}
	}
	if k == 0 {
		return nil, &inputerr.Error{File: in.Name, Reason: "no instance"}
	}
	last := 0
	if len(lines) > 0 {
		last = lines[len(lines)-1].No
	}
	return nil, &inputerr.Error{File: in.Name, Line: k, Reason: fmt.Sprintf("--line %d: no instance on this line (%d instances, the last on line %d)", k, len(lines), last)}
}

// Certify solves g with opt and writes its certificate to out, whole or
// not at all (through a temporary file renamed at the end), gzipped when
// out ends in .gz: the play lines of every defence, or with compact the
// compact format, certifying claims (nil: the solution's; claims are
// ignored without compact). The solver's refusal of g is an
// *inputerr.Error without a file; a compact search stopped by opt's
// budget or Cancel wraps positional.ErrStopped; any other error is
// writing out.
func Certify(g *positional.Game, out string, opt positional.Options, compact bool, claims []positional.CompactClaim) (*Cert, error) {
	if compact {
		return certifyCompact(g, out, opt, claims)
	}
	var buf bytes.Buffer
	st, err := positional.WriteCertificate(&buf, g, opt)
	if err != nil {
		return nil, inputerr.Wrap("", 0, err)
	}
	data, err := gzipFor(out, buf.Bytes())
	if err != nil {
		return nil, err
	}
	tmp := out + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return nil, err
	}
	if err := os.Rename(tmp, out); err != nil {
		return nil, err
	}
	return &Cert{File: out, Valid: true, Outcome: st.Outcome, Plies: st.Plies, Lines: st.Lines,
		WinPlies: winPlies(st.WinPlies), Bytes: int64(buf.Len())}, nil
}

// certifyCompact writes the compact certificate, streamed to a temporary
// file in out's folder.
func certifyCompact(g *positional.Game, out string, opt positional.Options, claims []positional.CompactClaim) (*Cert, error) {
	if claims == nil {
		var err error
		if claims, _, err = positional.SolveClaims(g, opt); err != nil {
			if errors.Is(err, positional.ErrStopped) {
				return nil, err
			}
			return nil, inputerr.Wrap("", 0, err)
		}
	}
	tmp, err := os.CreateTemp(filepath.Dir(out), filepath.Base(out)+".tmp*")
	if err != nil {
		return nil, err
	}
	defer os.Remove(tmp.Name())
	var w io.Writer = tmp
	var zw *gzip.Writer
	if strings.HasSuffix(out, ".gz") {
		zw = gzip.NewWriter(tmp)
		w = zw
	}
	cw := &countWriter{w: bufio.NewWriterSize(w, 1<<20)}
	st, err := positional.WriteCompactCertificate(cw, g, claims, opt)
	if err != nil {
		tmp.Close()
		if errors.Is(err, positional.ErrStopped) {
			return nil, err
		}
		return nil, inputerr.Wrap("", 0, err)
	}
	err = cw.w.Flush()
	if zw != nil && err == nil {
		err = zw.Close()
	}
	if err == nil {
		err = tmp.Chmod(0o644)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), out)
	}
	if err != nil {
		return nil, err
	}
	c := compactCert(out, st)
	c.Bytes = cw.n
	return c, nil
}

// Check checks the certificate in path, of either format, plain or
// gzipped, against g with the rules alone. A rejected certificate is a
// Cert with Valid false; an error is a file that cannot be read (an
// *inputerr.Error naming path).
func Check(g *positional.Game, path string) (*Cert, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, &inputerr.Error{File: path, Reason: err.Error()}
	}
	defer f.Close()
	cr, err := certReader(f)
	if err != nil {
		return nil, &inputerr.Error{File: path, Reason: err.Error()}
	}
	br := bufio.NewReader(cr)
	if head, _ := br.Peek(len(positional.CompactMagic)); string(head) == positional.CompactMagic {
		st, err := positional.CheckCompactCertificate(br, g)
		if err != nil {
			return rejected(path, true, err)
		}
		return compactCert(path, st), nil
	}
	rep, err := positional.CheckCertificate(br, g)
	if err != nil {
		return rejected(path, false, err)
	}
	return &Cert{File: path, Valid: true, Outcome: rep.Outcome, Plies: rep.Plies, Lines: rep.Lines,
		Sections: rep.Sections, WinPlies: winPlies(rep.WinPlies)}, nil
}

// rejected is a checker's error as Check answers it: an *inputerr.Error
// (the checker's, naming the certificate's line) is a rejection, anything
// else bad input.
func rejected(path string, compact bool, err error) (*Cert, error) {
	if ce, ok := err.(*inputerr.Error); ok {
		return &Cert{File: path, Compact: compact, Line: ce.Line, Reason: ce.Message(), Plies: -1}, nil
	}
	return nil, &inputerr.Error{File: path, Reason: err.Error()}
}

func compactCert(file string, st positional.CompactStats) *Cert {
	var claims []string
	for _, c := range st.Claims {
		claims = append(claims, c.String())
	}
	return &Cert{File: file, Compact: true, Valid: true, Plies: -1, Claims: claims, Nodes: st.Nodes, Leaves: st.Leaves}
}

// winPlies is the win-ply distribution in ascending ply order.
func winPlies(wp map[int]int64) []WinPly {
	var dist []WinPly
	for p := 0; p <= 4096; p++ {
		if n, ok := wp[p]; ok {
			dist = append(dist, WinPly{p, n})
		}
	}
	return dist
}

type countWriter struct {
	w *bufio.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// gzipFor returns data gzipped when the file name ends in .gz, else
// data itself.
func gzipFor(name string, data []byte) ([]byte, error) {
	if !strings.HasSuffix(name, ".gz") {
		return data, nil
	}
	var zb bytes.Buffer
	zw := gzip.NewWriter(&zb)
	if _, err := zw.Write(data); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return zb.Bytes(), nil
}

// certReader reads a certificate file, gunzipping it when it starts
// with the gzip magic (a .gz file from 'game cert --out X.gz').
func certReader(r io.Reader) (io.Reader, error) {
	br := bufio.NewReader(r)
	if head, err := br.Peek(2); err == nil && head[0] == 0x1f && head[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("gzip: %w", err)
		}
		return bufio.NewReader(zr), nil
	}
	return br, nil
}
