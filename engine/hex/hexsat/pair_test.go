package hexsat

import (
	"strings"
	"testing"

	"plylab/engine/hex"
)

func TestParsePair(t *testing.T) {
	b, _ := hex.NewBoard(4, 5)
	if q, err := ParsePair(b, "1,1-2,1"); err != nil || q != [2]int{b.Cell(1, 1), b.Cell(2, 1)} {
		t.Errorf("1,1-2,1: %v, %v", q, err)
	}
	for s, want := range map[string]string{"x": "want r,c-r,c", "9,9-1,1": "off the 4 × 5 board", "1,1-1,1": "no minimal chain"} {
		if _, err := ParsePair(b, s); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error with %q", s, err, want)
		}
	}
}
