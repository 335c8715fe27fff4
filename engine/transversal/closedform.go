package transversal

import "math/big"

// Counts are the canonical-mode verification counts of the n×n board.
type Counts struct {
	TerminalLines *big.Int
	Nodes         *big.Int
	// WinPly maps ply → lines: 2n−1, 2n+1 and 2n+3.
	WinPly map[int]*big.Int
}

// ClosedForm derives the canonical-mode counts of Verify without search.
//
// In canonical mode X's moves are fixed by the strategy, and O's moves are
// all free cells, so the tree's shape depends on n only. O's Phase-1 moves
// at plies 2, 4, …, 2n−4 have n²−1, n²−3, …, n²−2n+5 choices; write
// P_j = ∏_{i=1}^{j} (n² − 2i + 1) and P = P_{n−2}. After the tie-break O moves
// at ply 2n−2 with n²−2n+3 free cells, one of which blocks; each of the others
// loses at ply 2n−1. At ply 2n there are n²−2n+1 free cells, one block; at ply
// 2n+2, n²−2n−1 cells, all losing to the double threat. So
//
//	lines(2n−1) = P(n²−2n+2), lines(2n+1) = P(n²−2n), lines(2n+3) = P(n²−2n−1),
//	terminal lines = P(3n² − 6n + 1).
//
// A node is a position after X's first move that is not an X win: the
// positions after each O move (X to move) and after each X move but the
// winning one (O to move). Phase 1 gives P_j positions after O's j-th move
// and P_j after X's (j+1)-st, j = 1..n−2; Phase 2 gives
// P(n²−2n+3) + P(n²−2n+1) + P(n²−2n−1) positions after O's moves and 2P after
// X's two planned moves:
//
//	nodes = 2 Σ_{j=1}^{n−2} P_j + P(3n² − 6n + 5).
//
// This reproduces Table 1 (n = 4: 4,875 and 6,075; n = 5: 485,760 and 550,224;
// n = 6: 75,799,185 and 82,103,245) and predicts every larger n.
func ClosedForm(n int) Counts {
	nn := int64(n * n)
	p := big.NewInt(1)
	sum := big.NewInt(0)
	for j := 1; j <= n-2; j++ {
		p.Mul(p, big.NewInt(nn-2*int64(j)+1))
		sum.Add(sum, p)
	}
	mul := func(k int64) *big.Int { return new(big.Int).Mul(p, big.NewInt(k)) }
	c := Counts{
		TerminalLines: mul(3*nn - 6*int64(n) + 1),
		Nodes:         new(big.Int).Add(new(big.Int).Mul(sum, big.NewInt(2)), mul(3*nn-6*int64(n)+5)),
		WinPly: map[int]*big.Int{
			2*n - 1: mul(nn - 2*int64(n) + 2),
			2*n + 1: mul(nn - 2*int64(n)),
			2*n + 3: mul(nn - 2*int64(n) - 1),
		},
	}
	return c
}
