package graphgames

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Game names of the JSON Lines instances.
const (
	GameVertexGeography         = "vertex-geography"
	GameEdgeGeography           = "edge-geography"
	GameDirectedVertexGeography = "directed-vertex-geography"
	GameCopsAndRobber           = "cops-and-robber"
	GameDAGTokenSum             = "dag-token-sum"
	GameLoopyToken              = "loopy-token"
	GameShannonSwitching        = "shannon-switching"
)

// Games lists the game names in a fixed order.
var Games = []string{GameVertexGeography, GameEdgeGeography, GameDirectedVertexGeography,
	GameCopsAndRobber, GameDAGTokenSum, GameLoopyToken, GameShannonSwitching}

// MaxInstanceVertices and MaxInstanceEdges bound n and the edge list of
// any instance line, so that a typo cannot ask for gigabytes; each game's
// solvers take smaller limits (SolveLimits, BruteLimits), checked by
// Solve and SolveBrute.
const (
	MaxInstanceVertices = 1 << 20
	MaxInstanceEdges    = 1 << 22
)

// Instance is one line of a JSON Lines instance file:
//
//	{"id": "...", "game": "vertex-geography", "n": 4, "edges": [[0,1],[1,2]], "start": 0}
//
// "start" is needed by the geographies, "tokens" by dag-token-sum (and
// optional for loopy-token, whose sum is then decided too), "u" and "v" by
// shannon-switching. Edges are arcs [from, to] for the directed games
// (directed-vertex-geography, dag-token-sum, loopy-token). Edges may
// repeat. Other fields, an existing "answer" for instance, are ignored.
type Instance struct {
	ID     json.RawMessage
	Game   string
	N      int
	Edges  [][2]int
	Start  int
	Tokens []int
	U, V   int
	// HasTokens tells an empty "tokens" list from a missing one.
	HasTokens bool
}

type rawInstance struct {
	ID     json.RawMessage `json:"id"`
	Game   *string         `json:"game"`
	N      *int            `json:"n"`
	Edges  *[][]int        `json:"edges"`
	Start  *int            `json:"start"`
	Tokens *[]int          `json:"tokens"`
	U      *int            `json:"u"`
	V      *int            `json:"v"`
}

// ParseInstance reads and checks one instance line.
func ParseInstance(line []byte) (*Instance, error) {
	var r rawInstance
	dec := json.NewDecoder(bytes.NewReader(line))
	if err := dec.Decode(&r); err != nil {
		err = fmt.Errorf("not a JSON instance: %v", jsonReason(err))
		// A field of the wrong type leaves the line valid JSON: keep its id
		// for the error record.
		var idOnly struct {
			ID json.RawMessage `json:"id"`
		}
		if json.Unmarshal(line, &idOnly) == nil && len(idOnly.ID) > 0 {
			return &Instance{ID: idOnly.ID}, err
		}
		return nil, err
	}
	if dec.More() {
		return nil, errors.New("not a JSON instance: text after the object")
	}
	in := &Instance{ID: r.ID}
	if len(in.ID) == 0 {
		in.ID = json.RawMessage("null")
	}
	if r.Game == nil {
		return in, errors.New(`missing "game"`)
	}
	in.Game = *r.Game
	known := false
	for _, g := range Games {
		known = known || g == in.Game
	}
	if !known {
		return in, fmt.Errorf("unknown game %q (known: %s)", in.Game, strings.Join(Games, ", "))
	}
	if r.N == nil {
		return in, errors.New(`missing "n"`)
	}
	in.N = *r.N
	if in.N < 1 || in.N > MaxInstanceVertices {
		return in, fmt.Errorf(`"n" must be between 1 and %d, got %d`, MaxInstanceVertices, in.N)
	}
	if r.Edges == nil {
		return in, errors.New(`missing "edges"`)
	}
	if len(*r.Edges) > MaxInstanceEdges {
		return in, fmt.Errorf(`"edges" has %d entries, more than %d`, len(*r.Edges), MaxInstanceEdges)
	}
	for i, e := range *r.Edges {
		if len(e) != 2 {
			return in, fmt.Errorf("edge %d has %d ends, want 2", i, len(e))
		}
		for _, x := range e {
			if x < 0 || x >= in.N {
				return in, fmt.Errorf("edge %d [%d,%d] has an end outside 0..%d", i, e[0], e[1], in.N-1)
			}
		}
		in.Edges = append(in.Edges, [2]int{e[0], e[1]})
	}
	vertex := func(name string, p *int) (int, error) {
		if p == nil {
			return 0, fmt.Errorf("missing %q (needed by %s)", name, in.Game)
		}
		if *p < 0 || *p >= in.N {
			return 0, fmt.Errorf("%q = %d is outside 0..%d", name, *p, in.N-1)
		}
		return *p, nil
	}
	var err error
	switch in.Game {
	case GameVertexGeography, GameEdgeGeography, GameDirectedVertexGeography:
		in.Start, err = vertex("start", r.Start)
	case GameShannonSwitching:
		if in.U, err = vertex("u", r.U); err == nil {
			if in.V, err = vertex("v", r.V); err == nil && in.U == in.V {
				err = fmt.Errorf(`"u" and "v" must differ (both %d)`, in.U)
			}
		}
	case GameDAGTokenSum, GameLoopyToken:
		if r.Tokens == nil && in.Game == GameDAGTokenSum {
			return in, errors.New(`missing "tokens" (needed by dag-token-sum)`)
		}
		if r.Tokens != nil {
			in.HasTokens = true
			in.Tokens = *r.Tokens
			for i, t := range in.Tokens {
				if t < 0 || t >= in.N {
					return in, fmt.Errorf("token %d on %d is outside 0..%d", i, t, in.N-1)
				}
			}
		}
	}
	return in, err
}

func jsonReason(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return fmt.Sprintf("field %q: %s is not a %s", te.Field, te.Value, te.Type)
	}
	return err.Error()
}

// Answer is the solution of an instance; only the fields of its game are set.
type Answer struct {
	FirstPlayerWins       *bool    `json:"first_player_wins,omitempty"`
	Grundy                []int    `json:"grundy,omitempty"`
	CopWins               *bool    `json:"cop_wins,omitempty"`
	Outcome               []string `json:"outcome,omitempty"`
	ShortWinsMovingSecond *bool    `json:"short_wins_moving_second,omitempty"`
	ShortWinsMovingFirst  *bool    `json:"short_wins_moving_first,omitempty"`

	// Extras of the polynomial solvers.
	GallaiEdmonds  string   `json:"gallai_edmonds_class,omitempty"` // of the start: D, A or C
	WinnerMatching [][2]int `json:"winner_matching,omitempty"`      // the matching the winner plays along
	CopStart       *int     `json:"cop_start,omitempty"`
	Dismantling    []int    `json:"dismantling_order,omitempty"`
	XOR            *int     `json:"xor,omitempty"`
	GSG            []string `json:"generalized_grundy,omitempty"`
	SumOutcome     string   `json:"sum_outcome,omitempty"` // loopy-token with tokens
	TreesSecond    [][]int  `json:"short_trees_moving_second,omitempty"`
	TreesFirst     [][]int  `json:"short_trees_moving_first,omitempty"`
	Method         string   `json:"method"`
}

func boolp(b bool) *bool { return &b }
func intp(i int) *int    { return &i }

// Solve answers the instance with the polynomial solvers (for the
// PSPACE-complete geographies, directed vertex and edge, the exhaustive
// search is the only solver).
func (in *Instance) Solve() (*Answer, error) {
	if err := in.CheckSize(false); err != nil {
		return nil, err
	}
	a := &Answer{Method: "theorem"}
	switch in.Game {
	case GameVertexGeography:
		g := MustGraph(in.N, in.Edges)
		x, err := SolveVertexGeography(g, in.Start)
		if err != nil {
			return nil, err
		}
		a.FirstPlayerWins = boolp(x.FirstWins)
		a.GallaiEdmonds = string(x.Class)
		a.WinnerMatching = [][2]int{}
		for v, w := range x.Mate {
			if w > v {
				a.WinnerMatching = append(a.WinnerMatching, [2]int{v, w})
			}
		}
		a.Method = "gallai-edmonds"
	case GameEdgeGeography, GameDirectedVertexGeography:
		b, err := in.SolveBrute()
		if err != nil {
			return nil, err
		}
		b.Method = "search (PSPACE-complete: no theorem)"
		return b, nil
	case GameCopsAndRobber:
		g := MustGraph(in.N, in.Edges)
		d := Dismantle(g)
		a.CopWins = boolp(d.Complete)
		if d.Complete {
			a.CopStart = intp(d.Order[len(d.Order)-1])
			a.Dismantling = d.Order
		}
		a.Method = "dismantling"
	case GameDAGTokenSum:
		d := MustDigraph(in.N, in.Edges)
		gr, err := GrundyValues(d)
		if err != nil {
			return nil, fmt.Errorf("%w: dag-token-sum needs an acyclic digraph (loopy-token allows cycles)", err)
		}
		x := 0
		for _, t := range in.Tokens {
			x ^= gr[t]
		}
		a.Grundy, a.XOR, a.FirstPlayerWins = gr, intp(x), boolp(x != 0)
		a.Method = "sprague-grundy"
	case GameLoopyToken:
		d := MustDigraph(in.N, in.Edges)
		for _, o := range LoopyOutcomes(d) {
			a.Outcome = append(a.Outcome, o.String())
		}
		gsg := GeneralizedGrundy(d)
		for _, x := range gsg {
			a.GSG = append(a.GSG, x.String())
		}
		if in.HasTokens {
			a.SumOutcome = LoopySum(gsg, in.Tokens).String()
		}
		a.Method = "retrograde"
	case GameShannonSwitching:
		r, err := SolveShannon(MustGraph(in.N, in.Edges), in.U, in.V)
		if err != nil {
			return nil, err
		}
		a.ShortWinsMovingSecond, a.ShortWinsMovingFirst = boolp(r.ShortWinsSecond), boolp(r.ShortWinsFirst)
		if r.ShortWinsSecond {
			a.TreesSecond = sortedTrees(r.Second)
		}
		if r.ShortWinsFirst {
			a.TreesFirst = sortedTrees(r.First)
		}
		a.Method = "matroid-partition"
	default:
		return nil, fmt.Errorf("unknown game %q", in.Game)
	}
	return a, nil
}

func sortedTrees(t [2][]int) [][]int {
	out := make([][]int, 2)
	for i := range t {
		out[i] = append([]int{}, t[i]...)
		sort.Ints(out[i])
	}
	return out
}

// SolveBrute answers the instance by exhaustive game search only. It
// returns an error wrapping ErrTooLarge when the instance is too big.
func (in *Instance) SolveBrute() (a *Answer, err error) {
	if err := in.CheckSize(true); err != nil {
		return nil, err
	}
	defer func() {
		// A search that ran out of room returns the bare ErrTooLarge: name
		// the limit it hit.
		if err == ErrTooLarge {
			err = fmt.Errorf("%w: %s: the search needed more than %d stored positions (BruteStateLimit)", ErrTooLarge, in.Game, BruteStateLimit)
		}
	}()
	a = &Answer{Method: "search"}
	switch in.Game {
	case GameVertexGeography:
		w, err := VertexGeographyBrute(MustGraph(in.N, in.Edges), in.Start)
		if err != nil {
			return nil, err
		}
		a.FirstPlayerWins = boolp(w)
	case GameDirectedVertexGeography:
		w, err := DirectedVertexGeographyBrute(MustDigraph(in.N, in.Edges), in.Start)
		if err != nil {
			return nil, err
		}
		a.FirstPlayerWins = boolp(w)
	case GameEdgeGeography:
		w, err := EdgeGeographyBrute(MustGraph(in.N, in.Edges), in.Start)
		if err != nil {
			return nil, err
		}
		a.FirstPlayerWins = boolp(w)
	case GameCopsAndRobber:
		a.CopWins = boolp(CopWinBrute(MustGraph(in.N, in.Edges)))
	case GameDAGTokenSum:
		d := MustDigraph(in.N, in.Edges)
		w, err := TokenSumBrute(d, in.Tokens)
		if err != nil {
			return nil, err
		}
		a.FirstPlayerWins = boolp(w)
		// Per-vertex values from single-token searches: the Grundy value of v
		// is the m for which v + *m is lost; here by joint search with a heap.
		gr, err := grundyBrute(d)
		if err != nil {
			return nil, err
		}
		a.Grundy = gr
	case GameLoopyToken:
		d := MustDigraph(in.N, in.Edges)
		for _, o := range LoopyOutcomesNaive(d) {
			a.Outcome = append(a.Outcome, o.String())
		}
		if in.HasTokens {
			if err := in.checkLoopySum(); err != nil {
				return nil, err
			}
			o, err := LoopySumBrute(d, in.Tokens)
			if err != nil {
				return nil, err
			}
			a.SumOutcome = o.String()
		}
	case GameShannonSwitching:
		s2, s1, err := ShannonBrute(MustGraph(in.N, in.Edges), in.U, in.V, true)
		if err != nil {
			return nil, err
		}
		a.ShortWinsMovingSecond, a.ShortWinsMovingFirst = boolp(s2), boolp(s1)
	default:
		return nil, fmt.Errorf("unknown game %q", in.Game)
	}
	return a, nil
}

// grundyBrute finds each vertex's Grundy value without the mex rule: the
// value of v is the least m such that a token on v plus a Nim heap of size
// m is a loss for the player to move. One retrograde analysis of the pairs
// (token vertex w, heap h) with h ≤ H, H the largest number of distinct
// followers (a bound on every Grundy value), answers all vertices at once.
func grundyBrute(d *Digraph) ([]int, error) {
	n := d.N()
	h := 0
	seen := make([]int, n)
	for v := 0; v < n; v++ {
		k := 0
		for _, w := range d.Out(v) {
			if seen[w] != v+1 {
				seen[w], k = v+1, k+1
			}
		}
		h = max(h, k)
	}
	states := n * (h + 1)
	moves := (h+1)*d.M() + n*h*(h+1)/2
	if states > BruteStateLimit || moves > 4*BruteStateLimit {
		return nil, fmt.Errorf("%w: per-vertex Grundy search over %d (token, heap) positions and %d moves", ErrTooLarge, states, moves)
	}
	// Position (w, m) is numbered m·n + w; its moves: the token along an
	// arc, or the heap down to any smaller size.
	off := make([]int32, 1, states+1)
	to := make([]int32, 0, moves)
	for m := 0; m <= h; m++ {
		for w := 0; w < n; w++ {
			for _, x := range d.Out(w) {
				to = append(to, int32(m*n+x))
			}
			for m2 := 0; m2 < m; m2++ {
				to = append(to, int32(m2*n+w))
			}
			off = append(off, int32(len(to)))
		}
	}
	res := retrogradeFlat(off, to)
	out := make([]int, n)
	for v := range out {
		out[v] = -1
		for m := 0; m <= h; m++ {
			if res[m*n+v] == Loss {
				out[v] = m
				break
			}
		}
		if out[v] < 0 {
			return nil, fmt.Errorf("graphgames: no heap size balances vertex %d", v)
		}
	}
	return out, nil
}
