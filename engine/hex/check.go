package hex

// CheckResult is the outcome of a rule check ("The rules, past the census").
type CheckResult struct {
	// Holds is true when the pairing meets every minimal chain of Across.
	Holds bool
	// PartialPaths counts the partial paths the pruned walk visited (every
	// path it held, of length 1 and up).
	PartialPaths uint64
	// Counterexample is a minimal chain holding no whole pair (cells from the
	// left end), or nil when the pairing holds.
	Counterexample []int
}

// CheckWalk decides whether p meets every minimal chain of Across without
// listing the chains: it runs the induced-path walk with one more refusal, a
// path may not step onto a cell whose partner it already holds. A walk that
// reaches the right edge is a minimal chain with no whole pair and the check
// stops there; if none does, every minimal chain holds a whole pair (a path
// the pruning cuts holds a whole pair, and so does every chain through it).
func CheckWalk(p *Pairing) CheckResult { return CheckWalkProgress(p, nil) }

// CheckWalkProgress is CheckWalk calling progress every 2^22 partial paths
// with the count so far (the 10 × 11 walk visits hundreds of millions).
func CheckWalkProgress(p *Pairing, progress func(partial uint64)) CheckResult {
	w := newWalker(p.Board, p.Partner)
	w.prog = progress
	var res CheckResult
	w.visit = func(path []int) bool {
		res.Counterexample = append([]int(nil), path...)
		return false
	}
	w.run(0, p.Board.Rows)
	res.PartialPaths = w.partial
	res.Holds = res.Counterexample == nil
	return res
}
