package hexsat

import (
	"fmt"

	"plylab/engine/hex"
)

// ParsePair reads a pair of cells written "r,c-r,c" (0-based) for
// Options.Fix: both cells on b, and the pair useful (UsefulPair).
func ParsePair(b *hex.Board, s string) ([2]int, error) {
	var r1, c1, r2, c2 int
	if _, err := fmt.Sscanf(s, "%d,%d-%d,%d", &r1, &c1, &r2, &c2); err != nil {
		return [2]int{}, fmt.Errorf("pair %q: want r,c-r,c", s)
	}
	if !b.In(r1, c1) || !b.In(r2, c2) {
		return [2]int{}, fmt.Errorf("pair %q is off the %v board", s, b)
	}
	a, d := b.Cell(r1, c1), b.Cell(r2, c2)
	if !UsefulPair(b, a, d) {
		return [2]int{}, fmt.Errorf("pair %q lies on no minimal chain (same cell, or both on one of Across's edges)", s)
	}
	return [2]int{a, d}, nil
}
