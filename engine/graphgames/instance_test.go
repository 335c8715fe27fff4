package graphgames

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// An instance beyond its game's limit is refused with an error naming the
// limit before anything is allocated, in both modes; sizes at the limit
// pass the check.
func TestInstanceSizeLimits(t *testing.T) {
	// The line that once ran the process out of memory: n² bits for cops.
	in, err := ParseInstance([]byte(`{"id": "huge", "game": "cops-and-robber", "n": 16000000, "edges": []}`))
	if err == nil || !strings.Contains(err.Error(), fmt.Sprint(MaxInstanceVertices)) {
		t.Fatalf("n = 16,000,000 parsed: %v", err)
	}
	if in == nil || string(in.ID) != `"huge"` {
		t.Errorf("the error lost the id: %+v", in)
	}
	for _, brute := range []bool{false, true} {
		limits := SolveLimits
		if brute {
			limits = BruteLimits
		}
		for _, g := range Games {
			l, ok := limits[g]
			if !ok {
				t.Fatalf("%s has no limit (brute %v)", g, brute)
			}
			for _, tc := range []struct {
				n, m int
				want string
			}{
				{l.MaxN + 1, 0, fmt.Sprintf("n ≤ %d", l.MaxN)},
				{l.MaxN, l.MaxEdges + 1, fmt.Sprintf("limit of %d", l.MaxEdges)},
				{l.MaxN, l.MaxEdges, ""},
			} {
				in := &Instance{Game: g, N: tc.n, Edges: make([][2]int, tc.m), U: 0, V: 1}
				err := in.CheckSize(brute)
				if tc.want == "" {
					if err != nil {
						t.Errorf("%s n=%d m=%d brute %v: %v", g, tc.n, tc.m, brute, err)
					}
					continue
				}
				if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), g) {
					t.Errorf("%s n=%d m=%d brute %v: error %v, want one naming %q", g, tc.n, tc.m, brute, err, tc.want)
				}
				if brute != errors.Is(err, ErrTooLarge) {
					t.Errorf("%s brute %v: errors.Is(ErrTooLarge) = %v", g, brute, !brute)
				}
			}
		}
	}
	// Solve and SolveBrute apply the check (no allocation of n² bits).
	big := &Instance{Game: GameCopsAndRobber, N: SolveLimits[GameCopsAndRobber].MaxN + 1}
	if _, err := big.Solve(); err == nil {
		t.Error("Solve accepted a cops instance over the limit")
	}
	if _, err := big.SolveBrute(); !errors.Is(err, ErrTooLarge) {
		t.Errorf("SolveBrute: %v", err)
	}
	// A loopy-token sum with too many joint positions is refused up front.
	loopy := &Instance{Game: GameLoopyToken, N: 1000, Tokens: []int{0, 1, 2}, HasTokens: true}
	if _, err := loopy.SolveBrute(); !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), fmt.Sprint(MaxLoopySumTuples)) {
		t.Errorf("3 tokens on 1000 vertices: %v", err)
	}
	// A search that runs out of stored positions names BruteStateLimit.
	defer func(old int) { BruteStateLimit = old }(BruteStateLimit)
	BruteStateLimit = 4
	eg := &Instance{Game: GameEdgeGeography, N: 4, Edges: [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 0}, {0, 2}, {1, 3}}}
	if _, err := eg.SolveBrute(); !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "BruteStateLimit") {
		t.Errorf("edge geography over the state limit: %v", err)
	}
}

// A line that fails on a field's type keeps its id in the error record.
func TestParseInstanceKeepsID(t *testing.T) {
	for _, tc := range []struct{ line, id string }{
		{`{"id": "x", "game": "vertex-geography", "n": 3, "edges": [], "start": 1.5}`, `"x"`},
		{`{"id": 7, "game": "vertex-geography", "n": "3", "edges": [], "start": 1}`, `7`},
	} {
		in, err := ParseInstance([]byte(tc.line))
		if err == nil || in == nil || string(in.ID) != tc.id {
			t.Errorf("%s: instance %+v, error %v; want id %s", tc.line, in, err, tc.id)
		}
	}
	// Not JSON at all: no id to keep.
	if in, err := ParseInstance([]byte(`{"id": "x", `)); err == nil || in != nil {
		t.Errorf("broken line: %+v, %v", in, err)
	}
}
