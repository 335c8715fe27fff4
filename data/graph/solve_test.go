package graph

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/engine/inputerr"
)

// SolveFile answers every non-blank line in order, a bad one with an
// error naming its line; the theorems and the search agree.
func TestSolveFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "in.jsonl")
	os.WriteFile(p, []byte(strings.Join([]string{
		`{"id": "p3", "game": "vertex-geography", "n": 3, "edges": [[0,1],[1,2]], "start": 1}`,
		``,
		`{"id": "bad", "game": "vertex-geography", "n": 3, "edges": [[0,7]], "start": 0}`,
		`{"id": "c4", "game": "cops-and-robber", "n": 4, "edges": [[0,1],[1,2],[2,3],[3,0]]}`,
	}, "\n")), 0o644)
	for _, brute := range []bool{false, true} {
		var got []SolvedLine
		s, err := SolveFile(p, brute, func(l SolvedLine) { got = append(got, l) })
		if err != nil {
			t.Fatal(err)
		}
		if s.Instances != 3 || s.Bad != 1 || len(got) != 3 || got[1].Line != 3 || got[1].Error == "" {
			t.Fatalf("brute %v: %+v %+v", brute, s, got)
		}
		if *got[0].Answer.FirstPlayerWins != true || *got[2].Answer.CopWins != false {
			t.Errorf("brute %v: answers %s", brute, jsonOf(got))
		}
		var ie *inputerr.Error
		if err := s.Err(); !errors.As(err, &ie) || ie.File != p || !strings.Contains(err.Error(), "1 of 3 instances not solved (line 3)") {
			t.Errorf("Err: %v", err)
		}
	}
	var ie *inputerr.Error
	if _, err := SolveFile(filepath.Join(t.TempDir(), "none.jsonl"), false, nil); !errors.As(err, &ie) {
		t.Errorf("missing file: %v", err)
	}
}
