package data

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"plylab/engine/hex"
	"plylab/engine/makerbreaker"
	"plylab/engine/positional"
	"plylab/engine/positional/gen"
)

// harary small-board cases checked by engine/makerbreaker's exhaustive
// Maker–Breaker solver (its own copies, bitsets and memo; no pruning
// shared with engine/positional): on each board our win and its length
// in Maker moves m must be "wins within m, not within m − 1", and our
// "no win" must be "no win within the whole game".
var hararyBruteCases = []struct {
	shape string
	b     int
	// lowerOnly: only check the length's lower side (m − 1 does not
	// suffice), the full search being too slow for a unit test.
	lowerOnly bool
}{
	{"monomino", 1, false}, {"domino", 1, false}, {"domino", 2, false},
	{"i3", 3, false}, {"i3", 4, false}, {"v3", 2, false}, {"v3", 3, false},
	{"l4", 3, false}, {"l4", 4, false}, {"z4", 2, false}, {"z4", 3, false},
	{"t4", 5, false}, {"o4", 3, false}, {"n5", 4, false}, {"n5", 5, false},
	{"i4", 6, true}, {"y5", 6, true}, {"l5", 6, true},
}

func TestHararyAgainstMakerBreaker(t *testing.T) {
	for _, c := range hararyBruteCases {
		ours, err := SolveHarary(c.shape, c.b, false, positional.Options{Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		sh, err := makerbreaker.ParseShape(c.shape)
		if err != nil {
			t.Fatal(err)
		}
		s, err := makerbreaker.NewSolver(sh, makerbreaker.Rect(0, c.b-1, 0, c.b-1))
		if err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("%s %d×%d", c.shape, c.b, c.b)
		if !ours.Win {
			if c.lowerOnly {
				t.Fatalf("%s: a lower-only case must be a win", name)
			}
			if s.MakerWins(nil, nil, (c.b*c.b+1)/2) {
				t.Errorf("%s: ours no win, the exhaustive solver finds one", name)
			}
			continue
		}
		m := PliesToMoves(ours.Plies)
		if !c.lowerOnly && !s.MakerWins(nil, nil, m) {
			t.Errorf("%s: ours a win in %d Maker moves, the exhaustive solver finds none", name, m)
		}
		if m > 1 && s.MakerWins(nil, nil, m-1) {
			t.Errorf("%s: ours %d Maker moves, the exhaustive solver wins in %d", name, m, m-1)
		}
	}
}

// The O-tetromino's pairing covers every copy inside a board, so Breaker
// blocks it on every board.
func TestHararyO4Pairing(t *testing.T) {
	sh, _ := makerbreaker.ParseShape("o4")
	pr, ok := makerbreaker.FindPairing(sh, 8, 200000)
	if !ok {
		t.Fatal("no pairing for the O-tetromino")
	}
	for b := 2; b <= 8; b++ {
		board := makerbreaker.Rect(0, b-1, 0, b-1)
		for _, cp := range sh.CopiesWithin(board) {
			in := map[makerbreaker.Point]bool{}
			for _, p := range cp {
				in[p] = true
			}
			covered := false
			for _, p := range cp {
				if q, ok := pr.Partner(p); ok && in[q] {
					covered = true
				}
			}
			if !covered {
				t.Fatalf("%d×%d: copy %v holds no pair", b, b, cp)
			}
		}
	}
}

// brute is an exhaustive minimax over at most 16 cells, written apart from
// engine/positional: a base-3 code per position, a memo of every value,
// no pruning and no symmetry. A value is +(64 − p) when the first player
// wins on ply p, −(64 − p) when the second does, 0 for a draw.
type brute struct {
	cells  int
	sets   []uint32
	misere bool
	// done, when set, replaces the sets: the winner of a position (0, 1)
	// or −1 for none yet (Hex's flood fill).
	done func(own [2]uint32) int
	pow3 []int
	memo []int8
}

func newBrute(cells int, sets [][]int, misere bool) *brute {
	b := &brute{cells: cells, misere: misere, pow3: make([]int, cells+1)}
	b.pow3[0] = 1
	for i := 1; i <= cells; i++ {
		b.pow3[i] = 3 * b.pow3[i-1]
	}
	b.memo = make([]int8, b.pow3[cells])
	for _, s := range sets {
		var m uint32
		for _, c := range s {
			m |= 1 << c
		}
		b.sets = append(b.sets, m)
	}
	return b
}

const bruteUnknown = int8(-128)

func (b *brute) value(own [2]uint32, code, ply int) int8 {
	if v := b.memo[code]; v != 0 {
		return v - 1 // stored shifted by one so that 0 means unknown
	}
	mover := ply % 2
	best := bruteUnknown
	free := ^(own[0] | own[1]) & (1<<b.cells - 1)
	if free == 0 {
		return 0
	}
	for c := 0; c < b.cells; c++ {
		if free>>c&1 == 0 {
			continue
		}
		next := own
		next[mover] |= 1 << c
		var v int8
		winner := -1
		if b.done != nil {
			winner = b.done(next)
		} else {
			for _, s := range b.sets {
				if s&next[mover] == s {
					winner = mover
					if b.misere {
						winner = 1 - mover
					}
					break
				}
			}
		}
		switch {
		case winner == 0:
			v = int8(64 - (ply + 1))
		case winner == 1:
			v = -int8(64 - (ply + 1))
		default:
			v = b.value(next, code+(mover+1)*b.pow3[c], ply+1)
		}
		if best == bruteUnknown || (mover == 0 && v > best) || (mover == 1 && v < best) {
			best = v
		}
	}
	b.memo[code] = best + 1
	return best
}

// outcome of a brute value: "first", "second" or "draw" and the plies.
func bruteOutcome(v int8) (string, int) {
	switch {
	case v > 0:
		return "first", 64 - int(v)
	case v < 0:
		return "second", 64 + int(v)
	}
	return "draw", -1
}

// The m,n,k rows to 16 cells, by exhaustive play.
func TestMNKBruteForce(t *testing.T) {
	for _, c := range []struct {
		m, n, k int
		want    string
		moves   int // first-player moves to win (0: not a win)
	}{{3, 3, 3, "draw", 0}, {3, 4, 3, "first", 4}, {4, 4, 3, "first", 3}, {4, 4, 4, "draw", 0}} {
		var sets [][]int
		for r := 0; r < c.m; r++ {
			for col := 0; col < c.n; col++ {
				for _, d := range [][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
					var s []int
					for i := 0; i < c.k; i++ {
						rr, cc := r+i*d[0], col+i*d[1]
						if rr < 0 || rr >= c.m || cc < 0 || cc >= c.n {
							s = nil
							break
						}
						s = append(s, rr*c.n+cc)
					}
					if s != nil {
						sets = append(sets, s)
					}
				}
			}
		}
		b := newBrute(c.m*c.n, sets, false)
		out, plies := bruteOutcome(b.value([2]uint32{}, 0, 0))
		if out != c.want {
			t.Errorf("%d,%d,%d: brute force %s, published %s", c.m, c.n, c.k, out, c.want)
		}
		if c.moves > 0 && PliesToMoves(plies) != c.moves {
			t.Errorf("%d,%d,%d: brute force wins in %d plies, published %d moves", c.m, c.n, c.k, plies, c.moves)
		}
	}
}

// Sim by exhaustive play on the 15 edges of K6, triangles built here.
func TestSimBruteForce(t *testing.T) {
	idx := map[[2]int]int{}
	for i := 0; i < 6; i++ {
		for j := i + 1; j < 6; j++ {
			idx[[2]int{i, j}] = len(idx)
		}
	}
	var tri [][]int
	for i := 0; i < 6; i++ {
		for j := i + 1; j < 6; j++ {
			for k := j + 1; k < 6; k++ {
				tri = append(tri, []int{idx[[2]int{i, j}], idx[[2]int{i, k}], idx[[2]int{j, k}]})
			}
		}
	}
	b := newBrute(15, tri, true)
	out, plies := bruteOutcome(b.value([2]uint32{}, 0, 0))
	if out != "second" {
		t.Errorf("Sim: brute force %s, published second", out)
	}
	res, err := positional.Solve(gen.Sim(), positional.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if res.Outcome != out || res.Plies != plies {
		t.Errorf("Sim: solver %s in %d plies, brute force %s in %d", res.Outcome, res.Plies, out, plies)
	}
}

// hexBrute plays n × n Hex by exhaustive play with a flood fill for the
// winner (no chain list): Across (moving first) joins column 0 to column
// n − 1, Down row 0 to row n − 1; (r, c) touches (r, c±1), (r±1, c),
// (r−1, c+1), (r+1, c−1).
func hexBrute(n int) *brute {
	b := newBrute(n*n, nil, false)
	// Bit-parallel flood fill: a cell's neighbours by shifts, the column
	// masks keeping rows from wrapping.
	all := uint32(1)<<(n*n) - 1
	var notLeft, notRight, left, right, top, bottom uint32
	for i := 0; i < n*n; i++ {
		r, c := i/n, i%n
		if c > 0 {
			notLeft |= 1 << i
		} else {
			left |= 1 << i
		}
		if c < n-1 {
			notRight |= 1 << i
		} else {
			right |= 1 << i
		}
		if r == 0 {
			top |= 1 << i
		}
		if r == n-1 {
			bottom |= 1 << i
		}
	}
	dilate := func(x uint32) uint32 {
		return x | (x&notRight)<<1 | (x&notLeft)>>1 | x<<n | x>>n |
			(x&notRight)>>(n-1) | (x&notLeft)<<(n-1)
	}
	joined := func(mine, start, goal uint32) bool {
		reach := mine & start
		for {
			next := dilate(reach) & mine & all
			if next&goal != 0 {
				return true
			}
			if next == reach {
				return false
			}
			reach = next
		}
	}
	b.done = func(own [2]uint32) int {
		if joined(own[0], left, right) {
			return 0
		}
		if joined(own[1], top, bottom) {
			return 1
		}
		return -1
	}
	return b
}

// Hex on n × n, n ≤ 4: the winning first moves and the optimal length by
// exhaustive play with a flood fill, against the solver's move values on
// the minimal chains.
func TestHexOpeningsBruteForce(t *testing.T) {
	for n := 2; n <= 4; n++ {
		b := hexBrute(n)
		var win []string
		best := -1
		for c := 0; c < n*n; c++ {
			own := [2]uint32{1 << c, 0}
			var v int8
			if b.done(own) == 0 {
				v = 63
			} else {
				v = b.value(own, b.pow3[c], 1)
			}
			if out, plies := bruteOutcome(v); out == "first" {
				win = append(win, string(rune('a'+c%n))+strconv.Itoa(c/n+1))
				if best < 0 || plies < best {
					best = plies
				}
			}
		}
		op, err := HexOpenings(n)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Join(op.Winning, " ") != strings.Join(win, " ") || op.Plies != best {
			t.Errorf("%d×%d: solver wins with %v in %d plies, brute force with %v in %d", n, n, op.Winning, op.Plies, win, best)
		}
		if n == 4 && !op.WinningIsShortDiagonal() {
			t.Errorf("4×4: winning %v, short diagonal %v", op.Winning, op.ShortDiagonal)
		}
	}
}

// On n × (n+1) Down's nearer edges win: engine/hex's pairings (the
// essay's strategies, checked against every chain by the frontier search)
// are a Down strategy, whatever Across does and whoever starts.
func TestHexDownWinsByPairing(t *testing.T) {
	for n := 2; n <= 4; n++ {
		p, err := hex.Rule(hex.RuleCross, n)
		if err != nil {
			t.Fatal(err)
		}
		r, err := hex.CheckDP(p, hex.CheckDPOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if !r.Holds {
			t.Errorf("%d×%d: the cross pairing misses a chain", n, n+1)
		}
	}
}

// The kept run parses, names its boards right, and its quick entries come
// out of the solver as they are now.
func TestPositionalKept(t *testing.T) {
	kept, err := PositionalKeptSolves()
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
