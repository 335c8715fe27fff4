package graphgames

import (
	"math/rand/v2"
	"testing"
)

func TestGrundyExamples(t *testing.T) {
	// A path 0→1→2→3 has values 1,0,1,0; a vertex with arcs to values 0,1,3
	// has mex 2.
	d := MustDigraph(6, [][2]int{{0, 1}, {1, 2}, {2, 3}, {4, 3}, {4, 2}, {5, 4}, {5, 3}, {5, 2}})
	g, err := GrundyValues(d)
	if err != nil {
		t.Fatal(err)
	}
	want := []int{1, 0, 1, 0, 2, 3}
	for v := range want {
		if g[v] != want[v] {
			t.Errorf("grundy(%d) = %d, want %d", v, g[v], want[v])
		}
	}
	if _, err := GrundyValues(MustDigraph(2, [][2]int{{0, 1}, {1, 0}})); err == nil {
		t.Error("a 2-cycle should be rejected")
	}
}

func checkTokens(t *testing.T, d *Digraph, maxTokens int) {
	t.Helper()
	g, err := GrundyValues(d)
	if err != nil {
		t.Fatal(err)
	}
	n := d.N()
	for k := 1; k <= maxTokens; k++ {
		tok := make([]int, k)
		var rec func(i, from int)
		rec = func(i, from int) {
			if i == k {
				b, err := TokenSumBrute(d, tok)
				if err != nil {
					t.Fatal(err)
				}
				if a := TokenSumFirstWins(g, tok); a != b {
					t.Fatalf("tokens %v: XOR says %v, joint search %v; arcs %v", tok, a, b, d.Arcs())
				}
				return
			}
			for v := from; v < n; v++ {
				tok[i] = v
				rec(i+1, v)
			}
		}
		rec(0, 0)
	}
}

func TestTokenSumsSmallDAGs(t *testing.T) {
	for n := 1; n <= 4; n++ {
		for code := uint64(0); code < 1<<uint(n*(n-1)/2); code++ {
			checkTokens(t, LabelledDAG(n, code), 3)
		}
	}
	rng := rand.New(rand.NewPCG(11, 12))
	for i := 0; i < 100; i++ {
		checkTokens(t, RandomDAG(rng, 2+rng.IntN(9), rng.Float64()), 2)
	}
}

func checkLoopy(t *testing.T, d *Digraph) {
	t.Helper()
	a, b := LoopyOutcomes(d), LoopyOutcomesNaive(d)
	gsg := GeneralizedGrundy(d)
	n := d.N()
	maxDeg := 0
	for v := 0; v < n; v++ {
		if len(d.Out(v)) > maxDeg {
			maxDeg = len(d.Out(v))
		}
	}
	for v := 0; v < n; v++ {
		if a[v] != b[v] || a[v] != gsg[v].Outcome() {
			t.Fatalf("vertex %d: retrograde %v, fixpoint %v, γ=%v; arcs %v", v, a[v], b[v], gsg[v], d.Arcs())
		}
		for m := 0; m <= maxDeg+1; m++ {
			want := LoopySum([]GSG{gsg[v], {Value: m}}, []int{0, 1})
			if got := LoopyHeapBrute(d, v, m); got != want {
				t.Fatalf("vertex %d + *%d: joint search %v, γ=%v says %v; arcs %v", v, m, got, gsg[v], want, d.Arcs())
			}
		}
		for w := v; w < n; w++ {
			got, err := LoopySumBrute(d, []int{v, w})
			if err != nil {
				t.Fatal(err)
			}
			if want := LoopySum(gsg, []int{v, w}); got != want {
				t.Fatalf("tokens %d+%d: joint search %v, γ sum %v (γ=%v,%v); arcs %v", v, w, got, want, gsg[v], gsg[w], d.Arcs())
			}
		}
	}
}

func TestLoopyExamples(t *testing.T) {
	// 0 ⇄ 1 and 1 → 2: from 1 move to the sink and win; from 0 the only
	// move is to the winning 1, so 0 is lost.
	d := MustDigraph(3, [][2]int{{0, 1}, {1, 0}, {1, 2}})
	out := LoopyOutcomes(d)
	if out[0] != Loss || out[1] != Win || out[2] != Loss {
		t.Errorf("outcomes %v", out)
	}
	// A bare 2-cycle is a draw; a loop next to a sink gives γ = ∞(0).
	if o := LoopyOutcomes(MustDigraph(2, [][2]int{{0, 1}, {1, 0}})); o[0] != Draw {
		t.Errorf("2-cycle: %v", o)
	}
	g := GeneralizedGrundy(MustDigraph(2, [][2]int{{0, 0}, {0, 1}}))
	if g[0].String() != "inf(0)" || g[1].String() != "0" {
		t.Errorf("γ = %v", g)
	}
}

func TestLoopyAllDigraphsWithLoops(t *testing.T) {
	for n := 1; n <= 3; n++ {
		for code := uint64(0); code < 1<<uint(n*n); code++ {
			var arcs [][2]int
			for k := 0; k < n*n; k++ {
				if code>>uint(k)&1 != 0 {
					arcs = append(arcs, [2]int{k / n, k % n})
				}
			}
			checkLoopy(t, MustDigraph(n, arcs))
		}
	}
	rng := rand.New(rand.NewPCG(13, 14))
	for i := 0; i < 200; i++ {
		n := 1 + rng.IntN(9)
		checkLoopy(t, RandomDigraph(rng, n, 0.05+0.4*rng.Float64()))
	}
}
