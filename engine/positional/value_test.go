package positional

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"
)

// TestValueAgainstPlain: the value search (value.go) against the plain
// boolean search on random hypergraphs under every rule, one cell a turn,
// with and without start positions: outcome and optimal length of Solve,
// WinsBy at every bound, and every move's value; on one and two workers,
// with and without symmetry, and with a table small enough to evict.
func TestValueAgainstPlain(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(2027))
	games, decided := 0, map[string]int{}
	for it := 0; it < 480; it++ {
		rule := Rule(it % 4)
		g := randomGame(rng, rule)
		if g.Bias != [2]int{1, 1} {
			continue
		}
		name := fmt.Sprintf("#%d %s first=%s sets=%v claimed=%v", it, g.Rule, g.First, g.Sets, g.Claimed)
		plain, err := Solve(g, Options{Plain: true, Workers: 1})
		if err != nil {
			continue // the start position owns a set on both sides
		}
		games++
		decided[fmt.Sprintf("%s %s", g.Rule, plain.Outcome)]++
		for _, opt := range []Options{
			{Search: SearchValue, Workers: 1},
			{Search: SearchValue, Workers: 2},
			{Search: SearchValue, Workers: 1, NoSymmetry: true},
			{Search: SearchValue, Workers: 2, MemoryMB: 1},
		} {
			got, err := Solve(g, opt)
			if err != nil {
				t.Fatalf("%s %+v: %v", name, opt, err)
			}
			if got.Outcome != plain.Outcome || got.Plies != plain.Plies {
				t.Fatalf("%s %+v: value search %s/%d, plain %s/%d", name, opt, got.Outcome, got.Plies, plain.Outcome, plain.Plies)
			}
		}
		for _, p := range []int{1, 2, 3, 4, 5, 6, 7, 9, 11} {
			pw, pr, _ := WinsBy(g, p, Options{Plain: true, Workers: 1})
			vw, vr, _ := WinsBy(g, p, Options{Search: SearchValue, Workers: 2})
			if pw != vw || pr.Plies != vr.Plies || pr.Outcome != vr.Outcome {
				t.Fatalf("%s: WinsBy(%d) plain %v %+v, value %v %+v", name, p, pw, pr, vw, vr)
			}
		}
		pm, perr := Moves(g, Options{Plain: true, Workers: 1})
		vm, verr := Moves(g, Options{Search: SearchValue, Workers: 2})
		if (perr != nil) != (verr != nil) || fmt.Sprint(pm) != fmt.Sprint(vm) {
			t.Fatalf("%s: moves plain %v (%v), value %v (%v)", name, pm, perr, vm, verr)
		}
	}
	// The draw of games must cover every outcome of every rule.
	for _, want := range []string{
		"strong first", "strong second", "strong draw",
		"strong-misere first", "strong-misere second", "strong-misere draw",
		"maker-breaker maker", "maker-breaker breaker",
		"avoider-enforcer avoider", "avoider-enforcer enforcer",
	} {
		if decided[want] == 0 {
			t.Errorf("no random game decided %q (%v)", want, decided)
		}
	}
	if games < 350 {
		t.Fatalf("only %d games", games)
	}
}

// TestValueGrids: three-in-a-row and four-in-a-row boards with their
// symmetries, where the value search's table, symmetric keys and move
// order do real work, against the plain search (small boards) and the
// depth-first boolean search.
func TestValueGrids(t *testing.T) {
	for _, c := range []struct {
		r, c, k int
		rule    Rule
		first   string
		plain   bool
	}{
		{3, 3, 3, StrongMisere, "first", true},
		{3, 4, 3, StrongMisere, "first", true},
		{2, 6, 3, StrongMisere, "first", true},
		{3, 3, 3, AvoiderEnforcer, "avoider", true},
		{3, 4, 3, AvoiderEnforcer, "enforcer", true},
		{3, 3, 3, Strong, "first", true},
		{3, 4, 3, MakerBreaker, "breaker", true},
		{3, 5, 3, StrongMisere, "first", false},
		{4, 4, 4, AvoiderEnforcer, "avoider", false},
		{4, 4, 3, Strong, "first", false},
	} {
		g := lineGame(c.r, c.c, c.k, c.rule, c.first)
		name := fmt.Sprintf("%d×%d k=%d %s %s", c.r, c.c, c.k, c.rule, c.first)
		ref := Options{Search: SearchDFS}
		if c.plain {
			ref = Options{Plain: true}
		}
		want, err := Solve(g, ref)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Solve(g, Options{Search: SearchValue})
		if err != nil {
			t.Fatal(err)
		}
		if got.Outcome != want.Outcome || got.Plies != want.Plies {
			t.Errorf("%s: value search %s/%d, reference %s/%d", name, got.Outcome, got.Plies, want.Outcome, want.Plies)
		}
	}
}

// TestValueAutoChoice: SearchAuto takes the value search for Solve under
// the misère kinds (fewer nodes than the depth-first search there), and
// the depth-first search when a table file is asked for.
func TestValueAutoChoice(t *testing.T) {
	g := lineGame(3, 4, 3, StrongMisere, "first")
	if s := searchOf(g, Options{}); s != SearchValue {
		t.Errorf("misère: auto chose %v", s)
	}
	if s := searchOf(g, Options{TableFile: "x"}); s != SearchDFS {
		t.Errorf("misère with a table file: auto chose %v", s)
	}
	ae := lineGame(3, 4, 3, AvoiderEnforcer, "avoider")
	if s := searchOf(ae, Options{}); s != SearchValue {
		t.Errorf("avoider-enforcer: auto chose %v", s)
	}
	a, err := Solve(g, Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	d, err := Solve(g, Options{Workers: 1, Search: SearchDFS})
	if err != nil {
		t.Fatal(err)
	}
	if a.Outcome != d.Outcome || a.Plies != d.Plies {
		t.Fatalf("auto %+v, dfs %+v", a, d)
	}
}

// TestValueRefusesBias: a biased game is refused by name, not solved
// wrongly.
func TestValueRefusesBias(t *testing.T) {
	g := &Game{Cells: 6, Sets: [][]int{{0, 1}, {2, 3}, {4, 5}}, Rule: MakerBreaker, First: "maker", Bias: [2]int{1, 2}}
	if err := g.Normalize(); err != nil {
		t.Fatal(err)
	}
	_, err := Solve(g, Options{Search: SearchValue})
	if err == nil || errors.Is(err, ErrStopped) {
		t.Fatalf("a 1:2 game under the value search: %v", err)
	}
	// Nor does it keep a table file: a resumable search is refused by
	// name rather than run without one.
	m := lineGame(3, 3, 3, StrongMisere, "first")
	path := t.TempDir() + "/x.table"
	if _, err := Solve(m, Options{Search: SearchValue, TableFile: path}); err == nil || !strings.Contains(err.Error(), "table file") {
		t.Fatalf("the value search with a table file: %v", err)
	}
	if _, err := os.Stat(path); err == nil {
		t.Fatal("a refused search wrote its table file")
	}
}

// TestVTableBounds: stored bounds merge to the tightest pair, the move is
// kept when a later store has none, and an entry survives growth.
func TestVTableBounds(t *testing.T) {
	vt := newVTable(1<<20, 1, false)
	var pos [2]cellSet
	pos[0].add(3)
	pos[1].add(7)
	vt.store(42, 5, &pos, -vInf, 900, 12, 100)
	vt.store(42, 5, &pos, -3, vInf, -1, 10)
	if lo, hi, mv := vt.probe(42, 5, &pos); lo != -3 || hi != 900 || mv != 12 {
		t.Fatalf("merged (%d, %d, %d), want (-3, 900, 12)", lo, hi, mv)
	}
	if lo, hi, mv := vt.probe(42, 6, &pos); lo != -vInf || hi != vInf || mv != -1 {
		t.Fatalf("another tag found (%d, %d, %d)", lo, hi, mv)
	}
	other := pos
	other[1].add(8)
	if lo, _, _ := vt.probe(42, 5, &other); lo != -vInf {
		t.Fatal("another position with the same hash found an entry")
	}
	for h := uint64(0); h < 1<<14; h++ {
		var p [2]cellSet
		p[0][0] = h + 1000
		vt.store(h*0x9e3779b97f4a7c15, 1, &p, int(h%100)-50, int(h%100)-50, int(h%256), 1)
		vt.maybeGrow()
	}
	if vt.mask+1 <= 64 {
		t.Fatalf("table did not grow: %d buckets", vt.mask+1)
	}
	found := 0
	for h := uint64(0); h < 1<<14; h++ {
		var p [2]cellSet
		p[0][0] = h + 1000
		lo, hi, mv := vt.probe(h*0x9e3779b97f4a7c15, 1, &p)
		if lo == -vInf {
			continue // evicted
		}
		found++
		if lo != int(h%100)-50 || hi != lo || mv != int(h%256) {
			t.Fatalf("entry %d read back as (%d, %d, %d)", h, lo, hi, mv)
		}
	}
	if found < 1<<12 {
		t.Fatalf("only %d of %d entries kept", found, 1<<14)
	}
}

// TestDeadCellDominance checks the dominance lemma of value.go with the
// plain search alone: in random strong-misère and Avoider–Enforcer
// positions with a dead cell (in no live set of a player whose sets
// count), the value of claiming it is the best value of any move for the
// side to move. Dead cells of both kinds are covered: cells in no set at
// all, and cells whose every set is blocked.
func TestDeadCellDominance(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(77))
	loose, blocked := 0, 0
	for it := 0; it < 40000 && (loose < 300 || blocked < 300); it++ {
		g := randomGame(rng, []Rule{StrongMisere, AvoiderEnforcer}[it%2])
		s, err := newSolver(g, Options{Plain: true, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if over, _, err := s.startDecided(); over || err != nil {
			continue
		}
		st := &s.root
		var live cellSet
		inSet := make([]bool, g.Cells)
		for i := range s.sets {
			for _, c := range s.sets[i].cells(nil) {
				inSet[c] = true
			}
			for p := 0; p < 2; p++ {
				if s.r.counts[p] && !s.sets[i].meets(&st.own[1-p]) {
					for wd := range live {
						live[wd] |= s.sets[i][wd]
					}
				}
			}
		}
		var dead []int
		for _, c := range st.free.cells(nil) {
			if !live.has(c) {
				dead = append(dead, c)
			}
		}
		if len(dead) == 0 {
			continue
		}
		mv, err := Moves(g, Options{Plain: true, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		role := Outcome(g.Rule.Roles()[st.mover^g.FirstIndex()])
		score := func(v MoveValue) int {
			switch {
			case v.Outcome == Draw:
				return 0
			case v.Outcome == role && v.Plies < 0:
				return 1
			case v.Outcome == role:
				return vWin - v.Plies
			case v.Plies < 0:
				return -1
			}
			return -(vWin - v.Plies)
		}
		best := -vInf
		byCell := map[int]int{}
		for _, v := range mv {
			byCell[v.Cell] = score(v)
			best = max(best, score(v))
		}
		for _, d := range dead {
			if byCell[d] != best {
				t.Fatalf("%s first=%s sets %v claimed %v: dead cell %d is worth %d, the best move %d (%v)",
					g.Rule, g.First, g.Sets, g.Claimed, d, byCell[d], best, mv)
			}
			if inSet[d] {
				blocked++
			} else {
				loose++
			}
		}
	}
	if loose < 300 || blocked < 300 {
		t.Fatalf("only %d loose and %d blocked dead cells checked", loose, blocked)
	}
}
