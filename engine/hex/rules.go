package hex

import "fmt"

// The three rules of the essay ("Three rules"), each a sentence about
// coordinates on the n × (n+1) board.
const (
	RuleDiagonal = "diagonal"
	RuleCross    = "cross"
	RuleCorners  = "corners"
)

// Rules lists the rule names in the essay's order.
var Rules = []string{RuleDiagonal, RuleCross, RuleCorners}

// Rule writes the named rule out on the n × (n+1) board.
func Rule(name string, n int) (*Pairing, error) {
	if n < 1 || n+1 > MaxSide {
		return nil, fmt.Errorf("hex: rules are written on n × (n+1) boards with 1 ≤ n < %d, not n = %d", MaxSide, n)
	}
	return RuleOn(name, MustBoard(n, n+1))
}

// RuleOn writes the named rule out on b, which must be n × (n+1); the rules
// are sentences about coordinates, so they can be written on a board of
// either adjacency convention.
func RuleOn(name string, b *Board) (*Pairing, error) {
	if b.Cols != b.Rows+1 {
		return nil, fmt.Errorf("hex: rules are written on n × (n+1) boards, not %v", b)
	}
	n := b.Rows
	var least int
	var write func(p *Pairing, n int) error
	switch name {
	case RuleDiagonal:
		least, write = 1, writeDiagonal
	case RuleCross:
		least, write = 1, writeCross
	case RuleCorners:
		least, write = 2, writeCorners
	default:
		return nil, fmt.Errorf("hex: unknown rule %q (want diagonal, cross or corners)", name)
	}
	if n < least {
		return nil, fmt.Errorf("hex: the %s rule needs n ≥ %d, not %d", name, least, n)
	}
	p := NewPairing(b)
	if err := write(p, n); err != nil {
		return nil, err
	}
	return p, nil
}

// Diagonal pairs (r, c) with (c, r+1) for every cell with c ≤ r: the
// reflection across the long diagonal shifted one column (the classical
// pairing for n × (n+1)).
func Diagonal(n int) (*Pairing, error) { return Rule(RuleDiagonal, n) }

func writeDiagonal(p *Pairing, n int) error {
	b := p.Board
	for r := 0; r < n; r++ {
		for c := 0; c <= r; c++ {
			if err := p.Pair(b.Cell(r, c), b.Cell(c, r+1)); err != nil {
				return err
			}
		}
	}
	return nil
}

// Cross pairs (r, c) with (n−1−c, n−r): the reflection across the short
// diagonal shifted by one. The map is applied to the cells with r + c ≤ n−1;
// their images are exactly the cells with r + c ≥ n. Its most visible pair
// joins the top-left cell (0, 0) to the bottom-right cell (n−1, n).
func Cross(n int) (*Pairing, error) { return Rule(RuleCross, n) }

func writeCross(p *Pairing, n int) error {
	b := p.Board
	for r := 0; r < n; r++ {
		for c := 0; r+c <= n-1; c++ {
			if err := p.Pair(b.Cell(r, c), b.Cell(n-1-c, n-r)); err != nil {
				return err
			}
		}
	}
	return nil
}

// CornerCells are the six cells where the cross and corners rules part:
// (0, 0), (0, 1), (1, 0) at the top-left acute corner and (n−1, n),
// (n−2, n), (n−1, n−1) at the bottom-right one.
func CornerCells(n int) [][2]int {
	return [][2]int{{0, 0}, {0, 1}, {1, 0}, {n - 1, n}, {n - 2, n}, {n - 1, n - 1}}
}

// Corners is the cross rule with the six corner cells paired locally: the
// top-left cell with its right-hand neighbour (0, 1), the bottom-right cell
// with its left-hand neighbour (n−1, n−1), and (1, 0) with the right-hand
// column's second cell from the bottom, (n−2, n). Needs n ≥ 2.
func Corners(n int) (*Pairing, error) { return Rule(RuleCorners, n) }

func writeCorners(p *Pairing, n int) error {
	b := p.Board
	cross := NewPairing(b)
	if err := writeCross(cross, n); err != nil {
		return err
	}
	corner := map[int]bool{}
	for _, rc := range CornerCells(n) {
		corner[b.Cell(rc[0], rc[1])] = true
	}
	for _, q := range cross.Pairs() {
		if !corner[q[0]] && !corner[q[1]] {
			p.Partner[q[0]], p.Partner[q[1]] = q[1], q[0]
		}
	}
	for _, q := range [][4]int{{0, 0, 0, 1}, {n - 1, n, n - 1, n - 1}, {1, 0, n - 2, n}} {
		if err := p.Pair(b.Cell(q[0], q[1]), b.Cell(q[2], q[3])); err != nil {
			return err
		}
	}
	return nil
}

// IdentifyRule names the rule that writes p on its n × (n+1) board, or ""
// if none does. Where two rules write the same pairing (diagonal and corners
// on 2 × 3) the first in Rules order is named; RulesWriting lists all.
func IdentifyRule(p *Pairing) string {
	if rs := RulesWriting(p); len(rs) > 0 {
		return rs[0]
	}
	return ""
}

// RulesWriting lists every rule that writes p.
func RulesWriting(p *Pairing) []string {
	b := p.Board
	if b.Cols != b.Rows+1 {
		return nil
	}
	var out []string
	for _, name := range Rules {
		q, err := RuleOn(name, b)
		if err == nil && q.Equal(p) {
			out = append(out, name)
		}
	}
	return out
}
