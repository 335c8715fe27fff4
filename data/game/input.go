package game

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"plylab/engine/inputerr"
	"plylab/engine/positional"
)

// MaxLine is the longest input line read as an instance (64 MiB); a longer
// line is answered with an error naming the limit, and the others are read on.
const MaxLine = 64 << 20

// Input is a file of instances: its name (for messages and for the shards
// of one run) and its non-blank lines.
type Input struct {
	Name  string
	Lines []Line
}

// Line is one non-blank input line: its 1-based number and text (trimmed).
// Long marks a line over MaxLine, whose text is not kept.
type Line struct {
	No   int
	Text []byte
	Long bool
}

// Parse reads the line's instance.
func (l Line) Parse() (*positional.Game, error) {
	if l.Long {
		return nil, fmt.Errorf("line longer than the %d MiB limit of one instance", MaxLine>>20)
	}
	_, g, err := positional.ParseInstance(l.Text)
	return g, err
}

// ID is the line's "id", read even when the line is not a valid instance.
func (l Line) ID() string {
	var v struct {
		ID any `json:"id"`
	}
	if json.Unmarshal(l.Text, &v) != nil || v.ID == nil {
		return ""
	}
	if s, ok := v.ID.(string); ok {
		return s
	}
	return fmt.Sprint(v.ID)
}

// ReadFile reads the instances of a file; "-" reads standard input.
func ReadFile(path string) (*Input, error) {
	if path == "-" {
		return Read(path, os.Stdin)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, &inputerr.Error{File: path, Reason: err.Error()}
	}
	defer f.Close()
	return Read(path, f)
}

// Read reads the instances of r, named name in messages.
func Read(name string, r io.Reader) (*Input, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	in := &Input{Name: name}
	no := 0
	var buf []byte
	for {
		// One line, kept up to MaxLine and skipped past it.
		buf, long := buf[:0], false
		var err error
		for {
			var frag []byte
			frag, err = br.ReadSlice('\n')
			if !long && len(buf)+len(frag) <= MaxLine+1 {
				buf = append(buf, frag...)
			} else {
				long, buf = true, buf[:0]
			}
			if err != bufio.ErrBufferFull {
				break
			}
		}
		if err != nil && err != io.EOF {
			return nil, &inputerr.Error{File: name, Line: no + 1, Reason: err.Error()}
		}
		if len(buf) > 0 || long {
			no++
			if t := bytes.TrimSpace(buf); long || len(t) > 0 {
				in.Lines = append(in.Lines, Line{No: no, Text: append([]byte(nil), t...), Long: long})
			}
		}
		if err == io.EOF {
			return in, nil
		}
	}
}

// inputKey identifies an input for the shards of one run: the file's base
// name (paths differ between machines), a digest of its non-blank lines and
// their number.
type inputKey struct {
	File      string `json:"file"`
	Input     string `json:"input"`
	Instances int    `json:"instances"`
}

func (in *Input) key() inputKey {
	h := sha256.New()
	for _, l := range in.Lines {
		fmt.Fprintf(h, "%d:%s\n", l.No, l.Text)
	}
	return inputKey{File: filepath.Base(in.Name), Input: "sha256:" + hex.EncodeToString(h.Sum(nil))[:32], Instances: len(in.Lines)}
}
