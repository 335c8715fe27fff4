// Package gametest draws the random small positional games that the tests
// of every layer check the solvers on: a hypergraph, who moves first, a
// bias and a start position reached by legal play in which nobody owns a
// whole winning set yet.
//
// It imports nothing of the module, so that engine/positional's own
// in-package tests can use it as well as the tests that import
// engine/positional; a game therefore comes as plain fields, which
// oracle.Random (and, inside engine/positional, its tests' randomGame)
// turn into a positional.Game.
package gametest

// Spec is the distribution of the games drawn.
type Spec struct {
	Cells [2]int // fewest and most cells
	Sets  [2]int // fewest and most winning sets
	Size  [2]int // smallest and largest winning set (cut to the board)
	// EitherFirst lets either role move first (Maker–Breaker,
	// Avoider–Enforcer); otherwise role 0 does (the strong rules).
	EitherFirst bool
	// MaxBias, when either entry is above 1, biases half the games: role
	// i claims 1 … MaxBias[i] cells per turn (Maker–Breaker only).
	MaxBias [2]int
	// StartOneIn gives 1 game in StartOneIn a start position of random
	// play, turn by turn, of up to half the board (0: never, 1: always).
	StartOneIn int
	// MaxFree, when positive, makes start positions leave at most MaxFree
	// cells free, so that a plain search stays quick on large boards.
	MaxFree int
}

// Game is one draw.
type Game struct {
	Cells int
	Sets  [][]int
	First int    // the role (0 or 1) of the player who moves first
	Bias  [2]int // cells per turn of role 0 and role 1
	// Claimed is the start position: [0] the cells of the player who moves
	// first, [1] those of the other.
	Claimed [2][]int
}

// Draw draws a game of spec s; intn(n) must return a uniform integer in
// 0 … n−1 (rand.Intn of math/rand, rand.IntN of math/rand/v2), so that the
// caller's seed fixes the game.
func Draw(intn func(int) int, s Spec) Game {
	between := func(r [2]int) int { return r[0] + intn(r[1]-r[0]+1) }
	n := between(s.Cells)
	g := Game{Cells: n, Bias: [2]int{1, 1}}
	for k := between(s.Sets); k > 0; k-- {
		size := min(between(s.Size), n)
		g.Sets = append(g.Sets, perm(intn, n)[:size])
	}
	if s.EitherFirst {
		g.First = intn(2)
	}
	if (s.MaxBias[0] > 1 || s.MaxBias[1] > 1) && intn(2) == 0 {
		g.Bias = [2]int{1 + intn(max(1, s.MaxBias[0])), 1 + intn(max(1, s.MaxBias[1]))}
	}
	if s.StartOneIn > 0 && intn(s.StartOneIn) == 0 {
		g.Claimed = start(intn, g, s.MaxFree)
	}
	return g
}

// start plays random cells from the empty board turn by turn and returns
// the first position of the drawn length in which nobody owns a set; it
// gives up (the empty board) after a few tries.
func start(intn func(int) int, g Game, maxFree int) [2][]int {
	per := g.Bias
	if g.First == 1 {
		per[0], per[1] = per[1], per[0]
	}
	for try := 0; try < 20; try++ {
		k := intn(g.Cells/2 + 1)
		if maxFree > 0 && g.Cells-k > maxFree {
			k = min(g.Cells-1, g.Cells-maxFree)
		}
		var claimed [2][]int
		mover, left := 0, per[0]
		for _, c := range perm(intn, g.Cells)[:k] {
			claimed[mover] = append(claimed[mover], c)
			if left--; left == 0 {
				mover = 1 - mover
				left = per[mover]
			}
		}
		if !owns(g.Sets, claimed[0]) && !owns(g.Sets, claimed[1]) {
			return claimed
		}
	}
	return [2][]int{}
}

// owns reports whether the cells hold a whole set.
func owns(sets [][]int, cells []int) bool {
	in := map[int]bool{}
	for _, c := range cells {
		in[c] = true
	}
	for _, s := range sets {
		all := true
		for _, c := range s {
			all = all && in[c]
		}
		if all {
			return true
		}
	}
	return false
}

// perm is a uniform random permutation of 0 … n−1 (Fisher–Yates).
func perm(intn func(int) int, n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := intn(i + 1)
		p[i], p[j] = p[j], p[i]
	}
	return p
}
