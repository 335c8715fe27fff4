package graph

import (
	"math"
	"math/rand/v2"
	"testing"

	"plylab/engine/graphgames"
)

// The recorded benchmark's sizes are recomputed: each 10⁴-vertex graph is
// drawn again the way 'plylab graph gen --seed 1' draws it, and its ν and
// |D| must be the record's (which Boost's run confirmed when it was made).
func TestMatchingBenchRecord(t *testing.T) {
	rows, err := MatchingBenchRows()
	if err != nil {
		t.Fatal(err)
	}
	df := MatchingBenchFrame()
	if df.Err != nil || df.Nrow() != len(rows) {
		t.Fatalf("frame: %v, %d rows for %d records", df.Err, df.Nrow(), len(rows))
	}
	checked := 0
	for _, r := range rows {
		if r.N > 10500 {
			continue
		}
		rng := rand.New(rand.NewPCG(1, 0x67656e)) // graph gen's stream for --seed 1
		var g *graphgames.Graph
		switch r.Graph {
		case "gnm-sparse":
			g = graphgames.RandomSparseGraph(rng, 10000, 20000)
		case "gnm-dense":
			g = graphgames.RandomSparseGraph(rng, 10000, 200000)
		case "leda":
			g = graphgames.LEDAWorstCase(rng, 10000, 30000)
		case "odd-cycles":
			g = graphgames.OddCycleChain(rng, 10000, 5)
		default:
			t.Fatalf("unknown family %q", r.Graph)
		}
		if g.N() != r.N || g.M() != r.M {
			t.Fatalf("%s: regenerated %d vertices %d edges, record %d and %d", r.Graph, g.N(), g.M(), r.N, r.M)
		}
		dec := graphgames.GallaiEdmonds(g)
		nd, _, _ := dec.Count()
		if dec.Matching.Size != r.Matching || nd != r.D {
			t.Errorf("%s n=%d: ν %d |D| %d, record %d and %d", r.Graph, r.N, dec.Matching.Size, nd, r.Matching, r.D)
		}
		checked++
	}
	if checked != 4 {
		t.Errorf("checked %d rows at 10⁴ vertices, want the 4 families", checked)
	}
}

// The frame's milliseconds are the rows' Rounded ones (what the figure
// draws), to 0.1 ms of the record.
func TestMatchingBenchRounded(t *testing.T) {
	rows, err := MatchingBenchRows()
	if err != nil {
		t.Fatal(err)
	}
	df := MatchingBenchFrame()
	ply, boost := df.Col("plylab_matching_ms").Float(), df.Col("boost_matching_ms").Float()
	for i, r := range rows {
		q := r.Rounded()
		if q.PlyMatch != ply[i] || q.BoostMatch != boost[i] || math.Abs(q.PlyMatch-r.PlyMatch) > 0.05 || q.Graph != r.Graph || q.N != r.N {
			t.Errorf("row %d: rounded %+v, frame %v %v, record %+v", i, q, ply[i], boost[i], r)
		}
	}
}
