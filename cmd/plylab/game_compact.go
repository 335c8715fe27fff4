package main

import (
	"bufio"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"plylab/engine/inputerr"
	"plylab/engine/positional"
	"plylab/internal/cli"
)

// game cert --compact and game check of a compact certificate
// (engine/positional/compact.go): a strategy tree whose leaves may be
// pairings, Erdős–Selfridge potentials, dead or out-of-reach sets, each
// re-proved by the checker; streamed to disk and checked in one pass.

// gameCompactCert writes the compact certificate of the instance's
// solution (or of the --claim given) to out, through a temporary file in
// out's folder renamed at the end: nothing half-written is left.
func gameCompactCert(env *cli.Env, g *positional.Game, opt positional.Options, out, claim string) error {
	var claims []positional.CompactClaim
	if claim != "" {
		cl, err := positional.ParseCompactClaim(claim)
		if err != nil {
			return cli.Usagef("--claim %q: %v", claim, err)
		}
		claims = []positional.CompactClaim{cl}
	} else {
		var err error
		if claims, _, err = positional.SolveClaims(g, opt); err != nil {
			if errors.Is(err, positional.ErrStopped) {
				return fmt.Errorf("%w", err)
			}
			return &cli.InputError{File: env.Args[0], Reason: err.Error()}
		}
	}
	tmp, err := os.CreateTemp(filepath.Dir(out), filepath.Base(out)+".tmp*")
	if err != nil {
		return cli.Usagef("--out: %v", err)
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
			return fmt.Errorf("%w", err)
		}
		return &cli.InputError{File: env.Args[0], Reason: err.Error()}
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
		return cli.Usagef("--out: %v", err)
	}
	return gameCompactReport(env, out, st, cw.n)
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

func gameCompactReport(env *cli.Env, file string, st positional.CompactStats, size int64) error {
	var claims []string
	for _, c := range st.Claims {
		claims = append(claims, c.String())
	}
	o := struct {
		File    string           `json:"file"`
		Valid   bool             `json:"valid"`
		Format  int              `json:"format"`
		Claims  []string         `json:"claims"`
		Nodes   int64            `json:"nodes"`
		Leaves  map[string]int64 `json:"leaves"`
		Bytes   int64            `json:"bytes,omitempty"`
		Seconds float64          `json:"seconds"`
	}{file, true, 2, claims, st.Nodes, st.Leaves, size, env.Seconds()}
	if env.JSONOut {
		return env.JSON(o)
	}
	env.Printf("%s: compact certificate, %d nodes\n", file, st.Nodes)
	for _, c := range claims {
		env.Printf("  claim: %s\n", c)
	}
	var kinds []string
	for _, k := range []string{"over", "forced", "zone", "dead", "late", "bound", "pair", "es", "ref"} {
		if n := st.Leaves[k]; n > 0 {
			kinds = append(kinds, fmt.Sprintf("%s %d", k, n))
		}
	}
	env.Printf("  leaves: %s\n", strings.Join(kinds, ", "))
	return nil
}

// isCompact reports whether the certificate's first line is the compact
// format's; the reader keeps the bytes.
func isCompact(r *bufio.Reader) bool {
	head, _ := r.Peek(len(positional.CompactMagic))
	return string(head) == positional.CompactMagic
}

// gameCompactCheck checks a compact certificate (exit 1 when rejected).
func gameCompactCheck(env *cli.Env, g *positional.Game, r io.Reader) error {
	st, err := positional.CheckCompactCertificate(r, g)
	if err != nil {
		return gameCertRejected(env, err)
	}
	return gameCompactReport(env, env.Args[1], st, 0)
}

// gameCertRejected turns a certificate check's error into the verb's
// answer: an *inputerr.Error is a rejection (exit 1, with --json the object
// naming the line), anything else bad input (exit 2). Both formats use it.
func gameCertRejected(env *cli.Env, err error) error {
	if ce, ok := err.(*inputerr.Error); ok {
		if env.JSONOut {
			env.JSON(struct {
				File   string `json:"file"`
				Valid  bool   `json:"valid"`
				Line   int    `json:"line"`
				Reason string `json:"reason"`
			}{env.Args[1], false, ce.Line, ce.Message()})
		}
		return cli.Failuref("%s:%d: rejected: %s", env.Args[1], ce.Line, ce.Message())
	}
	return &cli.InputError{File: env.Args[1], Reason: err.Error()}
}
