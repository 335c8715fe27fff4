package graphgames

import (
	"testing"
)

// FuzzParseInstance: the reader of 'plylab graph solve' lines never panics
// or hangs; a line is an instance or an error, and an instance it accepts
// is within the instance limits and solved (small ones by both methods)
// without a panic, any failure coming back as an error.
func FuzzParseInstance(f *testing.F) {
	for _, s := range []string{
		`{"id": "a", "game": "vertex-geography", "n": 4, "edges": [[0,1],[1,2],[2,3]], "start": 0}`,
		`{"id": "c4", "game": "cops-and-robber", "n": 4, "edges": [[0,1],[1,2],[2,3],[3,0]]}`,
		`{"id": "dag", "game": "dag-token-sum", "n": 3, "edges": [[0,1],[1,2]], "tokens": [0, 2]}`,
		`{"id": "loop", "game": "loopy-token", "n": 2, "edges": [[0,1],[1,0]], "tokens": []}`,
		`{"id": "sh", "game": "shannon-switching", "n": 2, "edges": [[0,1],[0,1]], "u": 0, "v": 1}`,
		`{"id": "eg", "game": "edge-geography", "n": 2, "edges": [[0,1],[0,1]], "start": 0}`,
		`{"id": "dg", "game": "directed-vertex-geography", "n": 2, "edges": [[0,1]], "start": 0}`,
		`{"id": "dag", "game": "dag-token-sum", "n": 2, "edges": [[0,1],[1,0]], "tokens": [0]}`,
		`{"id": 1, "game": "vertex-geography", "n": -1, "edges": [[0,1,2]], "start": 99}`,
		`{"game": "vertex-geography", "n": 99999999999999999999}`,
		`{"id": [1], "game": "shannon-switching", "n": 3, "edges": [[0,0]], "u": 1, "v": 1}`,
		`{"id": "x"`, `[]`, `null`, ``, `{"edges": "no"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		in, err := ParseInstance(line)
		if err != nil {
			return
		}
		if in == nil {
			t.Fatal("nil instance and nil error")
		}
		if in.N < 0 || in.N > MaxInstanceVertices || len(in.Edges) > MaxInstanceEdges {
			t.Fatalf("accepted n = %d with %d edges", in.N, len(in.Edges))
		}
		for _, e := range in.Edges {
			if e[0] < 0 || e[0] >= in.N || e[1] < 0 || e[1] >= in.N {
				t.Fatalf("accepted edge %v on %d vertices", e, in.N)
			}
		}
		if in.N <= 8 && len(in.Edges) <= 16 {
			if a, err := in.Solve(); err == nil && a == nil {
				t.Fatal("Solve: nil answer and nil error")
			}
		}
		if in.N <= 5 && len(in.Edges) <= 8 {
			if a, err := in.SolveBrute(); err == nil && a == nil {
				t.Fatal("SolveBrute: nil answer and nil error")
			}
		}
	})
}
