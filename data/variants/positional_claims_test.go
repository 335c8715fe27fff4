package variants

import (
	"sort"
	"strconv"
	"strings"
	"testing"

	"plylab/engine/positional"
)

// HexOpenings tabulates the solver's move values on n × n Hex: the
// winning first moves and the shortest win, which engine/positional/gen's
// TestHexOpeningsBruteForce checks by exhaustive play with a flood fill;
// here the labels, the plies and the short-diagonal reading of 4 × 4.
func TestHexOpenings(t *testing.T) {
	for _, c := range []struct {
		n       int
		winning string
		plies   int
	}{{2, "b1 a2", 3}, {3, "b1 c1 b2 a3 b3", 5}, {4, "d1 c2 b3 a4", 9}} {
		t.Run(strconv.Itoa(c.n), func(t *testing.T) {
			op, err := HexOpenings(c.n, positional.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if op.Outcome != positional.First || strings.Join(op.Winning, " ") != c.winning || op.Plies != c.plies {
				t.Errorf("%s with %v in %d plies, want first with %s in %d", op.Outcome, op.Winning, op.Plies, c.winning, c.plies)
			}
			if c.n == 4 && (!op.WinningIsShortDiagonal() || !op.ShortDiagonalWins()) {
				t.Errorf("4×4: winning %v, short diagonal %v", op.Winning, op.ShortDiagonal)
			}
		})
	}
}

// The kept run parses, names its boards right, and its quick entries come
// out of the solver as they are now.
func TestKept(t *testing.T) {
	kept, err := KeptSolves()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for id := range kept {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	if len(ids) < 5 {
		t.Fatalf("kept run has %d solves", len(ids))
	}
	for _, c := range []struct {
		shape string
		b     int
	}{{"y5", 6}, {"i4", 5}} {
		k, ok := kept[HararyKeptID(c.shape, c.b, true)]
		if !ok {
			t.Fatalf("%s %d strong not kept (have %v)", c.shape, c.b, ids)
		}
		s, err := SolveHarary(c.shape, c.b, true, positional.Options{Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		if s.Win != k.Win || s.Plies != k.Plies {
			t.Errorf("%s %d×%d strong: now %+v, kept %+v", c.shape, c.b, c.b, s, k)
		}
	}
}
