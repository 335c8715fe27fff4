package gen

import (
	"fmt"
	"testing"

	"plylab/engine/positional"
)

// brute is an exhaustive minimax over at most 16 cells, written apart from
// engine/positional and from the generators: a base-3 code per position, a memo of every value,
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
func bruteOutcome(v int8) (positional.Outcome, int) {
	switch {
	case v > 0:
		return positional.First, 64 - int(v)
	case v < 0:
		return positional.Second, 64 + int(v)
	}
	return positional.Draw, -1
}

// The m,n,k-games to 16 cells by exhaustive play on lines built here: the
// published outcomes (a draw, or a first-player win in so many of its
// moves), and MNK's sets solved by positional.Solve give the same outcome
// and plies.
func TestMNKBruteForce(t *testing.T) {
	for _, c := range []struct {
		m, n, k int
		want    positional.Outcome
		moves   int // first-player moves to win (0: not a win)
	}{{3, 3, 3, "draw", 0}, {3, 4, 3, "first", 4}, {4, 4, 3, "first", 3}, {4, 4, 4, "draw", 0}} {
		t.Run(fmt.Sprintf("%d,%d,%d", c.m, c.n, c.k), func(t *testing.T) {
			t.Parallel()
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
				t.Errorf("brute force %s, published %s", out, c.want)
			}
			if c.moves > 0 && (plies+1)/2 != c.moves {
				t.Errorf("brute force wins in %d plies, published %d moves", plies, c.moves)
			}
			g, err := MNK(c.m, c.n, c.k)
			if err != nil {
				t.Fatal(err)
			}
			res, err := positional.Solve(g, positional.Options{Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			if res.Outcome != out || res.Plies != plies {
				t.Errorf("solver %s in %d plies, brute force %s in %d", res.Outcome, res.Plies, out, plies)
			}
		})
	}
}

// Sim by exhaustive play on the 15 edges of K6, triangles built here.
func TestSimBruteForce(t *testing.T) {
	t.Parallel()
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
	if out != positional.Second {
		t.Errorf("Sim: brute force %s, published second", out)
	}
	res, err := positional.Solve(Sim(), positional.Options{Workers: 1})
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
// Hex's minimal chains (Across as Maker, moving first); and both against
// the known answers (data's HexOpenings tabulates these move values).
func TestHexOpeningsBruteForce(t *testing.T) {
	known := map[int]struct {
		winning string
		plies   int
	}{2: {"[b1 a2]", 3}, 3: {"[b1 c1 b2 a3 b3]", 5}, 4: {"[d1 c2 b3 a4]", 9}} // 4 × 4: the short diagonal
	for n := 2; n <= 4; n++ {
		t.Run(fmt.Sprintf("%dx%d", n, n), func(t *testing.T) {
			t.Parallel()
			b := hexBrute(n)
			var win []int
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
					win = append(win, c)
					if best < 0 || plies < best {
						best = plies
					}
				}
			}
			g, err := Hex(n, n, "maker")
			if err != nil {
				t.Fatal(err)
			}
			mv, err := positional.Moves(g, positional.Options{Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			var got []int
			gotBest := -1
			var labels []string
			for _, m := range mv {
				if m.Outcome != positional.Maker {
					continue
				}
				got = append(got, m.Cell)
				labels = append(labels, g.Labels[m.Cell])
				if gotBest < 0 || m.Plies < gotBest {
					gotBest = m.Plies
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(win) || gotBest != best {
				t.Errorf("solver wins with %v in %d plies, brute force with %v in %d", got, gotBest, win, best)
			}
			if k := known[n]; fmt.Sprint(labels) != k.winning || best != k.plies {
				t.Errorf("winning %v in %d plies, known %s in %d", labels, best, k.winning, k.plies)
			}
		})
	}
}
