package graphgames

import "fmt"

// Limit bounds the size of an instance one solver accepts: at most MaxN
// vertices and MaxEdges edges (arcs; repeats count). Why names what grows
// with the size.
type Limit struct {
	MaxN, MaxEdges int
	Why            string
}

// SolveLimits are the sizes Instance.Solve accepts per game. They leave
// wide headroom over the speed targets (geography 10⁴ vertices
// and 10⁵ edges, cop-win 2,000 vertices, Shannon 1,000 vertices and 5,000
// edges) and stop an instance line from asking for memory or time the
// machine cannot give: Dismantle keeps n closed-neighbourhood bitsets of
// n bits (32 MiB at its cap). The PSPACE-complete geographies have no
// theorem and use the brute-force limits.
var SolveLimits = map[string]Limit{
	GameVertexGeography:  {1 << 17, 1 << 21, "Edmonds blossom matching, O(V·E)"},
	GameCopsAndRobber:    {1 << 14, 1 << 19, "dismantling keeps n bitsets of n bits"},
	GameDAGTokenSum:      {1 << 18, 1 << 20, "Grundy values, O(V + E)"},
	GameLoopyToken:       {1 << 14, 1 << 16, "generalised Sprague–Grundy labelling, O((max γ + 1)·(V + E))"},
	GameShannonSwitching: {1 << 13, 1 << 15, "matroid partition by augmenting paths"},
}

// BruteLimits are the sizes Instance.SolveBrute accepts per game: the
// exhaustive searches are exponential (or high powers) in the size, and
// refuse what they could not finish in seconds.
var BruteLimits = map[string]Limit{
	GameVertexGeography:         {32, 1 << 16, "search over (visited set, token) states, one bit per vertex in 32"},
	GameDirectedVertexGeography: {32, 1 << 16, "search over (visited set, token) states, one bit per vertex in 32"},
	GameEdgeGeography:           {64, 32, "search over (used edge set, token) states, up to 2^m of them"},
	GameCopsAndRobber:           {2048, 1 << 16, "retrograde analysis of 2·n² (cop, robber, mover) states"},
	GameDAGTokenSum:             {256, 1 << 12, "retrograde analysis of (token, Nim heap) states for the per-vertex values"},
	GameLoopyToken:              {1024, 1 << 14, "fixpoint iteration, O(V·E); a token sum also needs at most 2^21 sorted token tuples"},
	GameShannonSwitching:        {16, 16, "search over (claimed, deleted) edge sets, up to 3^m of them"},
}

func init() {
	// The geographies without a theorem are solved by search in both modes.
	SolveLimits[GameEdgeGeography] = BruteLimits[GameEdgeGeography]
	SolveLimits[GameDirectedVertexGeography] = BruteLimits[GameDirectedVertexGeography]
}

// CheckSize returns an error naming the limit when the instance is larger
// than its game's solver accepts (the brute-force one when brute is set);
// for the brute-force solvers the error wraps ErrTooLarge.
func (in *Instance) CheckSize(brute bool) error {
	limits, mode := SolveLimits, "solver"
	if brute {
		limits, mode = BruteLimits, "brute-force solver"
	}
	l, ok := limits[in.Game]
	if !ok {
		return fmt.Errorf("unknown game %q", in.Game)
	}
	what := ""
	switch {
	case in.N > l.MaxN:
		what = fmt.Sprintf("n = %d exceeds the limit n ≤ %d", in.N, l.MaxN)
	case len(in.Edges) > l.MaxEdges:
		what = fmt.Sprintf("%d edges exceed the limit of %d", len(in.Edges), l.MaxEdges)
	default:
		return nil
	}
	return in.sizeError(what, mode, l.Why, brute)
}

// MaxLoopySumTuples bounds the sorted token tuples of a loopy-token sum
// the brute-force solver may have to visit, C(n+k-1, k) for k tokens.
const MaxLoopySumTuples = 1 << 21

// checkLoopySum refuses a loopy-token sum whose joint positions could
// exceed MaxLoopySumTuples.
func (in *Instance) checkLoopySum() error {
	c := 1.0
	for i := 1; i <= len(in.Tokens); i++ {
		c = c * float64(in.N+i-1) / float64(i)
	}
	if c <= MaxLoopySumTuples {
		return nil
	}
	what := fmt.Sprintf("%d tokens on %d vertices have %.3g sorted positions, over the limit of %d", len(in.Tokens), in.N, c, MaxLoopySumTuples)
	return in.sizeError(what, "brute-force solver", "retrograde analysis of the joint positions", true)
}

func (in *Instance) sizeError(what, mode, why string, brute bool) error {
	err := fmt.Errorf("%s: %s of the %s (%s)", in.Game, what, mode, why)
	if brute {
		err = fmt.Errorf("%w: %w", ErrTooLarge, err)
	}
	return err
}
