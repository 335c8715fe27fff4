package variants

import (
	"fmt"
	"testing"

	"github.com/go-gota/gota/dataframe"

	"plylab/engine/positional"
	"plylab/engine/transversal"
)

// plainSolve is the reference search: no pruning rule, no symmetry.
func plainSolve(t *testing.T, g *positional.Game) positional.Result {
	t.Helper()
	r, err := positional.Solve(g, positional.Options{Plain: true, MemoryMB: 64})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// checkMinimal: a win in P plies is not a win within P − 2 (the winner's
// previous turn), by the bounded query.
func checkMinimal(t *testing.T, id string, g *positional.Game, plies int) {
	t.Helper()
	if plies < 3 {
		return
	}
	win, _, err := positional.WinsBy(g, plies-2, positional.Options{})
	if err != nil || win {
		t.Fatalf("%s: a win in %d plies, but WinsBy(%d) = %v (%v)", id, plies, plies-2, win, err)
	}
}

// Table 1: every entry against the plain search (n ≤ 4), certified where
// small (n ≤ 3), minimal by WinsBy, and the Maker-first length at most the
// strong game's optimal length from engine/transversal (a first player's
// strong win is a Maker win: Breaker's moves are a strong opponent's).
func TestTransversalMakerBreakerTable(t *testing.T) {
	vs, err := TransversalMakerBreaker(5, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]Variant{}
	for _, row := range vs {
		v := row.Variant
		byID[v.ID] = v
		n, f := parseTransversalID(v.ID)
		if row.N != n || row.First != f || row.MakerMoves != makerMoves(v.Plies, f == "maker") {
			t.Fatalf("%s: row n %d, first %s, maker moves %d", v.ID, row.N, row.First, row.MakerMoves)
		}
		if v.Source != "computed" && n <= 5 {
			t.Fatalf("%s: source %s", v.ID, v.Source)
		}
		if n <= 3 && v.CertLines <= 0 {
			t.Fatalf("%s: not certified", v.ID)
		}
		if n <= 4 {
			if p := plainSolve(t, v.Game); p.Outcome != v.Outcome || p.Plies != v.Plies {
				t.Fatalf("%s: %s in %d, plain search %s in %d", v.ID, v.Outcome, v.Plies, p.Outcome, p.Plies)
			}
		}
		if v.Outcome == positional.Maker && v.Game != nil {
			checkMinimal(t, v.ID, v.Game, v.Plies)
		}
	}
	for n := 2; n <= 5; n++ {
		mf, ms := byID[fmt.Sprintf("mb-t%d-maker", n)], byID[fmt.Sprintf("mb-t%d-breaker", n)]
		// An extra first move never hurts Maker.
		if ms.Outcome == positional.Maker && (mf.Outcome != positional.Maker || makerMoves(mf.Plies, true) > makerMoves(ms.Plies, false)) {
			t.Fatalf("n=%d: Maker second wins in %d moves, Maker first %s in %d", n, makerMoves(ms.Plies, false), mf.Outcome, makerMoves(mf.Plies, true))
		}
		if n < 4 {
			if mf.Outcome != positional.Breaker {
				t.Fatalf("n=%d: Maker first %s (a transversal of n ≤ 3 is blocked)", n, mf.Outcome)
			}
			continue
		}
		sv, err := transversal.Value(n, transversal.SolveOptions{TableMiB: 32})
		if err != nil {
			t.Fatal(err)
		}
		if !sv.XWins || mf.Outcome != positional.Maker || mf.Plies > sv.OptimalLength {
			t.Fatalf("n=%d: strong game X wins %v in %d, Maker first %s in %d", n, sv.XWins, sv.OptimalLength, mf.Outcome, mf.Plies)
		}
	}
	small, err := TransversalMakerBreaker(3, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	df := TransversalMakerBreakerFrame(small)
	if df.Err != nil || df.Nrow() < 4 || df.Col("maker_moves").Elem(0).IsNA() == false {
		t.Fatalf("frame: %v\n%v", df.Err, df)
	}
}

// Table 2: n = 3 certified, n = 4 against the plain search for the
// Avoider–Enforcer rows, and minimal by WinsBy.
func TestTransversalMisereTable(t *testing.T) {
	vs, err := TransversalMisere(4, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) < 6 {
		t.Fatalf("%d rows", len(vs))
	}
	for _, v := range vs {
		n := v.N
		if n > 4 {
			continue
		}
		if n == 3 && v.CertLines <= 0 {
			t.Fatalf("%s: not certified", v.ID)
		}
		if v.Plies > 0 {
			checkMinimal(t, v.ID, v.Game, v.Plies)
		}
		if n == 4 && v.Game.Rule == positional.AvoiderEnforcer {
			if p := plainSolve(t, v.Game); p.Outcome != v.Outcome || p.Plies != v.Plies {
				t.Fatalf("%s: %s in %d, plain search %s in %d", v.ID, v.Outcome, v.Plies, p.Outcome, p.Plies)
			}
		}
	}
	small, err := TransversalMisere(3, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if df := TransversalMisereFrame(small); df.Err != nil || df.Nrow() < 3 {
		t.Fatalf("frame: %v", df.Err)
	}
}

// Table 3: at q_breaker Breaker wins and at q_breaker + 1 too (monotone in
// q, by a fresh solve), q = 1 is the unbiased game of Table 1, and n ≤ 3
// entries are certified.
func TestTransversalBiasTable(t *testing.T) {
	solves, err := TransversalBias(5, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	df := TransversalBiasFrame(BiasThresholds(solves))
	if df.Err != nil {
		t.Fatal(df.Err)
	}
	mb, err := TransversalMakerBreaker(5, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	unbiased := map[int]Variant{}
	for _, v := range mb {
		if n, f := parseTransversalID(v.ID); f == "maker" {
			unbiased[n] = v.Variant
		}
	}
	for i := 0; i < df.Nrow(); i++ {
		n, qmax, qb := cellInt(df, "n", i), cellInt(df, "q_max", i), cellInt(df, "q_breaker", i)
		if qb != qmax+1 {
			t.Fatalf("n=%d: q_max %d, q_breaker %d", n, qmax, qb)
		}
		if n > 5 {
			continue
		}
		if (qmax >= 1) != (unbiased[n].Outcome == positional.Maker) {
			t.Fatalf("n=%d: q_max %d but the unbiased game is %s's", n, qmax, unbiased[n].Outcome)
		}
		g, err := TransversalVariant(n, positional.MakerBreaker, "maker", qb+1)
		if err != nil {
			t.Fatal(err)
		}
		if r := plainSolve(t, g); r.Outcome != positional.Breaker {
			t.Fatalf("n=%d: Breaker wins at 1:%d but at 1:%d %s", n, qb, qb+1, r.Outcome)
		}
	}
	vs, err := TransversalBias(3, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		if n, _ := parseBiasID(v.ID); n <= 3 && v.CertLines <= 0 {
			t.Fatalf("%s: not certified", v.ID)
		}
	}
}

// Table 4: on every scanned board a strong first-player win in P plies is
// a Maker–Breaker win (Maker first) within P plies; Maker–Breaker wins are
// monotone in the board, so every larger scanned board is Maker's too; the
// handicap scan is never worse than the plain one; entries to 12 cells are
// certified; and the task's check: El (v3) wins on 2×2 with one stone.
func TestAnimalTable(t *testing.T) {
	animals := []string{"monomino", "domino", "v3", "i3", "l4", "t4", "z4", "o4"}
	plain := map[string]AnimalEntry{}
	for _, a := range animals {
		es, err := AnimalScan(a, 4, 16, false, positional.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range es {
			plain[e.ID] = e
			if e.Game == nil || len(e.Game.Sets) == 0 {
				continue
			}
			if e.Rows*e.Cols <= TableCertifyCells && e.CertLines < 0 {
				t.Fatalf("%s: not certified", e.ID)
			}
			if e.Outcome != positional.First {
				continue
			}
			checkMinimal(t, e.ID, e.Game, e.Plies)
			for _, f := range es {
				if f.Rows < e.Rows || f.Cols < e.Cols {
					continue
				}
				g, err := AnimalGame(a, f.Rows, f.Cols, -1)
				if err != nil {
					t.Fatal(err)
				}
				g.Rule, g.First = positional.MakerBreaker, "maker"
				win, r, err := positional.WinsBy(g, e.Plies, positional.Options{})
				if err != nil || !win {
					t.Fatalf("%s wins for the first player in %d, but Maker on %dx%d: %v %+v (%v)", e.ID, e.Plies, f.Rows, f.Cols, win, r, err)
				}
			}
		}
		hs, err := AnimalScan(a, 3, 9, true, positional.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range hs {
			p := plain[animalID(a, h.Rows, h.Cols, false)]
			if p.Outcome == positional.First && (h.Outcome != positional.First || makerMoves(h.Plies, true) > makerMoves(p.Plies, true)) {
				t.Fatalf("%s: without a stone first wins in %d, with one %s in %d", h.ID, p.Plies, h.Outcome, h.Plies)
			}
			if h.Rows*h.Cols+1 <= TableCertifyCells && h.Outcome != positional.Draw && h.Plies != 0 && h.CertLines < 0 {
				t.Fatalf("%s: not certified", h.ID)
			}
			if a == "v3" && h.Rows == 2 && h.Cols == 2 && (h.Outcome != positional.First || h.Plies != 3) {
				t.Fatalf("El on 2x2 with a stone: %s in %d, want first in 3", h.Outcome, h.Plies)
			}
		}
	}
	rows, err := AnimalTable([]string{"v3"}, 3, 9, true, positional.Options{})
	if err != nil {
		t.Fatal(err)
	}
	df := AnimalTableFrame(rows)
	if df.Err != nil || df.Nrow() != 1 || cellInt(df, "rows", 0) != 2 || cellInt(df, "cols", 0) != 2 {
		t.Fatalf("El's handicap table: %v\n%v", df.Err, df)
	}
}

// The kept run: every row whose game is small enough is recomputed and must
// agree, and every id builds a game.
func TestVariantsKept(t *testing.T) {
	kept, err := VariantsKept()
	if err != nil {
		t.Fatal(err)
	}
	if len(kept) == 0 {
		t.Fatal("the kept run is empty")
	}
	checked := 0
	for id, k := range kept {
		g, err := VariantGame(id)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		small := g.Cells <= 16 || g.Cells <= 25 && (g.Rule == positional.MakerBreaker || g.Rule == positional.Strong)
		if !small {
			continue
		}
		r, err := positional.Solve(g, positional.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if r.Outcome != k.Outcome || r.Plies != k.Plies {
			t.Fatalf("%s: kept %s in %d, recomputed %s in %d", id, k.Outcome, k.Plies, r.Outcome, r.Plies)
		}
		checked++
	}
	if checked < 10 {
		t.Fatalf("only %d kept rows recomputed", checked)
	}
	if df := VariantsKeptFrame(); df.Err != nil || df.Nrow() != len(kept) {
		t.Fatalf("kept frame: %v, %d rows for %d kept", df.Err, df.Nrow(), len(kept))
	}
}

func cellInt(df dataframe.DataFrame, col string, i int) int {
	v, err := df.Col(col).Elem(i).Int()
	if err != nil {
		return -1
	}
	return v
}
