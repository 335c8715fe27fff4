package graph

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/engine/graphgames"
	"plylab/engine/inputerr"
)

// WriteInstances draws the same bytes for the same seed, instances that
// SolveFile answers without a bad line, and refuses options out of range
// with *inputerr.Error before writing anything.
func TestWriteInstances(t *testing.T) {
	dir := t.TempDir()
	for _, g := range graphgames.Games {
		o := GenOptions{Game: g, Graph: "gnm", N: 6, M: 8, SetM: true, Count: 3, Seed: 2}
		var a, b bytes.Buffer
		if err := WriteInstances(&a, o); err != nil {
			t.Fatal(err)
		}
		WriteInstances(&b, o)
		if a.String() != b.String() || strings.Count(a.String(), "\n") != 3 {
			t.Fatalf("%s: %q vs %q", g, a.String(), b.String())
		}
		p := filepath.Join(dir, g+".jsonl")
		os.WriteFile(p, a.Bytes(), 0o644)
		if s, err := SolveFile(p, false, nil); err != nil || s.Err() != nil || s.Instances != 3 {
			t.Errorf("%s: %+v %v %v", g, s, err, s.Err())
		}
	}
	for _, o := range []GenOptions{
		{Game: "nope", Graph: "gnm", N: 3},
		{Game: graphgames.GameVertexGeography, Graph: "gnm", N: 3, M: 4, SetM: true},
		{Game: graphgames.GameVertexGeography, Graph: "gnm", N: 3, M: -1, SetM: true},
		{Game: graphgames.GameDAGTokenSum, Graph: "leda", N: 16},
		{Game: graphgames.GameVertexGeography, Graph: "leda", N: 7},
	} {
		var buf bytes.Buffer
		var ie *inputerr.Error
		if err := WriteInstances(&buf, o); !errors.As(err, &ie) || buf.Len() != 0 {
			t.Errorf("%+v: %v, wrote %q", o, err, buf.String())
		}
	}
}
