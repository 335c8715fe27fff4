package positional

import (
	"bytes"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"plylab/engine/inputerr"
)

// writeCompact writes the compact certificate of claims with the
// references on or off.
func writeCompact(t *testing.T, g *Game, claims []CompactClaim, refs bool) (string, CompactStats) {
	t.Helper()
	defer func(old bool) { compactRefs = old }(compactRefs)
	compactRefs = refs
	var buf bytes.Buffer
	st, err := WriteCompactCertificate(&buf, g, claims, Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	return buf.String(), st
}

// TestCompactRefsAgainstTree: on 400 random games in every rule, the
// certificate with references and the plain tree of the same claims are
// both accepted, the tree has no reference, and references never make a
// certificate longer.
func TestCompactRefsAgainstTree(t *testing.T) {
	rng := rand.New(rand.NewSource(41))
	refs, shorter, checked := int64(0), 0, 0
	for it := 0; it < 400; it++ {
		g := randomGame(rng, Rule(it%4))
		claims, _, err := SolveClaims(g, Options{Workers: 1})
		if err != nil {
			continue
		}
		if s, _ := newSolver(g, Options{Plain: true}); s == nil {
			continue
		} else if over, _, _ := s.startDecided(); over {
			continue
		}
		dag, ds := writeCompact(t, g, claims, true)
		tree, ts := writeCompact(t, g, claims, false)
		for _, c := range []string{dag, tree} {
			if _, err := CheckCompactCertificate(strings.NewReader(c), g); err != nil {
				t.Fatalf("sets %v rule %s: %v\n%s", g.Sets, g.Rule, err, c)
			}
		}
		if ts.Leaves["ref"] != 0 || strings.Contains(tree, "\nt ") {
			t.Fatalf("sets %v: the tree form has references", g.Sets)
		}
		if ds.Nodes > ts.Nodes {
			t.Fatalf("sets %v rule %s: %d nodes with references, %d without", g.Sets, g.Rule, ds.Nodes, ts.Nodes)
		}
		if ds.Nodes < ts.Nodes {
			shorter++
		}
		refs += ds.Leaves["ref"]
		checked++
	}
	if checked < 250 || shorter < 20 || refs < 100 {
		t.Fatalf("%d games, %d shorter with references, %d references", checked, shorter, refs)
	}
	t.Logf("%d games, %d shorter with references, %d references", checked, shorter, refs)
}

// TestCompactRefSymmetry: on the I-tetromino Maker–Breaker game on 5 × 5
// (a Breaker win), references up to the board's symmetries give a
// shorter certificate than references to the same position only, and
// both are accepted.
func TestCompactRefSymmetry(t *testing.T) {
	g := benchGame(25, straightLines(5, 4), MakerBreaker)
	claims := []CompactClaim{{Role: "maker", Plies: -1}}
	sizes := map[int]int64{}
	for _, perms := range []int{1, 64} {
		func() {
			defer func(old int) { maxRefPerms = old }(maxRefPerms)
			maxRefPerms = perms
			c, st := writeCompact(t, g, claims, true)
			if _, err := CheckCompactCertificate(strings.NewReader(c), g); err != nil {
				t.Fatalf("%d permutations: %v", perms, err)
			}
			sizes[perms] = st.Nodes
		}()
	}
	if sizes[64] >= sizes[1] {
		t.Fatalf("nodes with the symmetries %d, without %d", sizes[64], sizes[1])
	}
	t.Logf("nodes: %d with the board's symmetries, %d with the identity only", sizes[64], sizes[1])
}

// TestCompactRefForged: references are to this claim's section only, to
// the line where the position was proved, and to a position proved.
func TestCompactRefForged(t *testing.T) {
	g := benchGame(9, straightLines(3, 3), MakerBreaker)
	cl := CompactClaim{Role: "maker", Plies: -1}
	c, _ := writeCompact(t, g, []CompactClaim{cl, cl}, true)
	ls := strings.Split(strings.TrimSuffix(c, "\n"), "\n")
	// The second section: its claim line and "end" around a subtree.
	second := -1
	for i := 3; i < len(ls); i++ {
		if strings.HasPrefix(ls[i], "claim ") {
			second = i
		}
	}
	if second < 0 || ls[2] != ls[second] {
		t.Fatalf("want two equal claim sections:\n%s", c)
	}
	forged := strings.Join(append(append([]string(nil), ls[:second+1]...), "t 4", "end"), "\n") + "\n"
	_, err := CheckCompactCertificate(strings.NewReader(forged), g)
	if ce, ok := err.(*inputerr.Error); !ok || ce.Line != second+2 || !strings.Contains(ce.Reason, "no subtree of this claim") {
		t.Fatalf("a reference into the previous section: %v", err)
	}
	// Every reference moved to another line: refused.
	moved := 0
	for i, l := range ls {
		var k int
		if _, err := fmt.Sscanf(l, "t %d", &k); err != nil {
			continue
		}
		for _, bad := range []int{k - 1, k + 1, i + 1} {
			cp := append([]string(nil), ls...)
			cp[i] = fmt.Sprintf("t %d", bad)
			if _, err := CheckCompactCertificate(strings.NewReader(strings.Join(cp, "\n")+"\n"), g); err == nil {
				t.Fatalf("line %d: %q → t %d accepted", i+1, l, bad)
			}
		}
		moved++
	}
	if moved < 5 {
		t.Fatalf("only %d references to move", moved)
	}
}

// TestCompactESFar: the floating-point pre-test of the Erdős–Selfridge
// leaf never skips a position where the exact test holds, on random
// positions of random games and of the I-tetromino on 6 × 6, and it does
// skip most positions far from the bound.
func TestCompactESFar(t *testing.T) {
	rng := rand.New(rand.NewSource(43))
	games := []*Game{benchGame(36, straightLines(6, 4), MakerBreaker)}
	for i := 0; i < 40; i++ {
		games = append(games, randomGame(rng, MakerBreaker))
	}
	far, exact, tried := 0, 0, 0
	for _, g := range games {
		s, err := newSolver(g, Options{Plain: true})
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 200; k++ {
			st := s.root
			free := st.free.cells(nil)
			rng.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
			n := rng.Intn(len(free) + 1)
			for i, c := range free[:n] {
				st.own[i%2].add(c)
				st.free.del(c)
				st.nfree--
			}
			st.mover = rng.Intn(2)
			a := s.r.attackers[0]
			ex := compactESExact(s, &st, a)
			if compactESFar(s, &st, a) {
				far++
				if ex {
					t.Fatalf("the pre-test skipped a position where the exact test holds: %v", st.own)
				}
			}
			if ex {
				exact++
			}
			tried++
		}
	}
	if far < tried/8 || exact < 50 {
		t.Fatalf("%d positions, %d skipped, %d exact leaves", tried, far, exact)
	}
	t.Logf("%d positions, %d skipped by the pre-test, %d exact leaves", tried, far, exact)
}
