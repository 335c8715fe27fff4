package graph

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"

	"plylab/engine/graphgames"
	"plylab/engine/inputerr"
)

// GenOptions select random instances as 'plylab graph gen' draws them:
// Count instances of Game on N vertices, the graph from the family Graph
// ("gnm", "leda" or "odd-cycles"; the last two for undirected games only),
// with M edges when SetM and otherwise 2N (3N for leda).
type GenOptions struct {
	Game, Graph string
	N, M        int
	SetM        bool
	Count       int
	Seed        uint64
}

// WriteInstances writes the instances of o to w, one JSON line each, the
// input of SolveFile (ids "GAME-N-i", or "GAME-GRAPH-N-i" for a family
// other than gnm). Options out of range are *inputerr.Error, found before
// anything is drawn; their text names the flags of 'plylab graph gen'.
func WriteInstances(w io.Writer, o GenOptions) error {
	edges, err := o.check()
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x67656e))
	bw := bufio.NewWriter(w)
	for i := 0; i < o.Count; i++ {
		id := fmt.Sprintf("%s-%d-%d", o.Game, o.N, i)
		if o.Graph != "gnm" {
			id = fmt.Sprintf("%s-%s-%d-%d", o.Game, o.Graph, o.N, i)
		}
		b, _ := json.Marshal(familyInstance(rng, o.Game, o.Graph, o.N, edges, id))
		bw.Write(append(b, '\n'))
	}
	return bw.Flush()
}

// check refuses options out of range, in the order of the flags, and
// returns the number of edges to draw.
func (o GenOptions) check() (int, error) {
	if !slices.Contains(graphgames.Games, o.Game) {
		return 0, inputerr.At("", 0, "--game %q: want one of %s", o.Game, strings.Join(graphgames.Games, ", "))
	}
	if o.N < 1 || o.N > 1<<20 || o.Count < 0 {
		return 0, inputerr.At("", 0, "--n must be 1..2^20 and --count ≥ 0")
	}
	if o.Game == graphgames.GameShannonSwitching && o.N < 2 {
		return 0, inputerr.At("", 0, "shannon-switching needs n ≥ 2")
	}
	if !slices.Contains(families, o.Graph) {
		return 0, inputerr.At("", 0, "--graph %q: want one of %s", o.Graph, strings.Join(families, ", "))
	}
	undirected := slices.Contains([]string{graphgames.GameVertexGeography, graphgames.GameEdgeGeography,
		graphgames.GameCopsAndRobber, graphgames.GameShannonSwitching}, o.Game)
	if o.Graph != "gnm" && !undirected {
		return 0, inputerr.At("", 0, "--graph %s: only for the undirected games (vertex-geography, edge-geography, cops-and-robber, shannon-switching)", o.Graph)
	}
	edges := o.M
	if o.SetM {
		if err := checkEdges(o.Game, o.Graph, o.N, o.M); err != nil {
			return 0, err
		}
	} else {
		edges = 2 * o.N
		if o.Graph == "leda" {
			edges = 3 * o.N
		}
	}
	if o.Graph == "leda" && o.N < 8 {
		return 0, inputerr.At("", 0, "--graph leda needs n ≥ 8 (one chain of eight)")
	}
	if o.Graph == "odd-cycles" && o.N < 5 {
		return 0, inputerr.At("", 0, "--graph odd-cycles needs n ≥ 5 (one five-cycle)")
	}
	return edges, nil
}

// instance is one generated instance, fields in the order of the issue.
type instance struct {
	ID     string   `json:"id"`
	Game   string   `json:"game"`
	N      int      `json:"n"`
	Edges  [][2]int `json:"edges"`
	Start  *int     `json:"start,omitempty"`
	Tokens []int    `json:"tokens,omitempty"`
	U      *int     `json:"u,omitempty"`
	V      *int     `json:"v,omitempty"`
}

// checkEdges refuses an explicit --m that is negative or more than the
// graph can hold: n(n−1)/2 for the simple graphs of vertex geography and
// cops and robber (and the DAG's forward pairs are not limited: its arcs
// may repeat), none past one vertex for the loopless multigraphs, and never
// more than graphgames.MaxInstanceEdges (what 'graph solve' reads), so that
// no flag makes gen allocate in proportion to an absurd number. For
// --graph odd-cycles m is not used; for leda it sizes the clique.
func checkEdges(game, family string, n, m int) error {
	if m < 0 {
		return inputerr.At("", 0, "--m %d: want a number of edges ≥ 0", m)
	}
	if m > graphgames.MaxInstanceEdges {
		return inputerr.At("", 0, "--m %d: at most %d edges (2^22, the most 'graph solve' reads on one line)", m, graphgames.MaxInstanceEdges)
	}
	if family != "gnm" {
		return nil
	}
	switch game {
	case graphgames.GameVertexGeography, graphgames.GameCopsAndRobber:
		if most := n * (n - 1) / 2; m > most {
			return inputerr.At("", 0, "--m %d: a simple graph on n = %d vertices has at most n(n−1)/2 = %d edges", m, n, most)
		}
	case graphgames.GameEdgeGeography, graphgames.GameShannonSwitching, graphgames.GameDAGTokenSum, graphgames.GameDirectedVertexGeography:
		if n < 2 && m > 0 {
			return inputerr.At("", 0, "--m %d: a loopless graph on one vertex has no edges", m)
		}
	}
	return nil
}

// families are the graph families of 'plylab graph gen --graph'.
var families = []string{"gnm", "leda", "odd-cycles"}

// familyInstance is drawInstance with the graph drawn from a family; gnm
// is drawInstance itself (same draws, same bytes as before the families).
func familyInstance(rng *rand.Rand, game, family string, n, m int, id string) instance {
	var g *graphgames.Graph
	switch family {
	case "leda":
		g = graphgames.LEDAWorstCase(rng, n, m)
	case "odd-cycles":
		g = graphgames.OddCycleChain(rng, n, 5)
	default:
		return drawInstance(rng, game, n, m, id)
	}
	ip := func(x int) *int { return &x }
	in := instance{ID: id, Game: game, N: g.N(), Edges: g.Edges()}
	switch game {
	case graphgames.GameShannonSwitching:
		in.U, in.V = ip(0), ip(1)
	case graphgames.GameCopsAndRobber:
	default:
		in.Start = ip(rng.IntN(g.N()))
	}
	return in
}

func drawInstance(rng *rand.Rand, game string, n, m int, id string) instance {
	in := instance{ID: id, Game: game, N: n}
	ip := func(x int) *int { return &x }
	var edges [][2]int
	switch game {
	case graphgames.GameDirectedVertexGeography, graphgames.GameLoopyToken:
		edges = graphgames.RandomSparseDigraph(rng, n, m).Arcs()
		if game == graphgames.GameDirectedVertexGeography {
			// no loops: a loop is never a legal geography move anyway
			k := 0
			for _, e := range edges {
				if e[0] != e[1] {
					edges[k] = e
					k++
				}
			}
			edges = edges[:k]
		}
	case graphgames.GameDAGTokenSum:
		edges = graphgames.RandomSparseDAG(rng, n, m).Arcs()
	case graphgames.GameEdgeGeography, graphgames.GameShannonSwitching:
		edges = graphgames.RandomMultigraph(rng, n, m).Edges()
	default:
		edges = graphgames.RandomSparseGraph(rng, n, m).Edges()
	}
	if edges == nil {
		edges = [][2]int{}
	}
	in.Edges = edges
	switch game {
	case graphgames.GameVertexGeography, graphgames.GameEdgeGeography, graphgames.GameDirectedVertexGeography:
		in.Start = ip(rng.IntN(n))
	case graphgames.GameDAGTokenSum:
		in.Tokens = []int{rng.IntN(n), rng.IntN(n), rng.IntN(n)}
	case graphgames.GameLoopyToken:
		in.Tokens = []int{rng.IntN(n), rng.IntN(n)}
	case graphgames.GameShannonSwitching:
		in.U, in.V = ip(0), ip(1)
	}
	return in
}
