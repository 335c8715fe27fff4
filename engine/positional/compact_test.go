package positional

import (
	"bytes"
	"fmt"
	"math/rand"
	"sort"
	"strconv"
	"strings"
	"testing"

	"plylab/engine/inputerr"
)

// TestCompactCertificatesRandom: on 400 random games in every rule, the
// compact certificate of the solution and of bounded claims (WinsBy's
// answer for several bounds) is accepted by the checker; the same claims
// with the answer turned around are refused by the writer.
func TestCompactCertificatesRandom(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(25))
	checked := 0
	for it := 0; it < 400; it++ {
		g := randomGame(rng, Rule(it%4))
		name := fmt.Sprintf("#%d %s first=%s bias=%v sets=%v claimed=%v", it, g.Rule, g.First, g.Bias, g.Sets, g.Claimed)
		claims, _, err := SolveClaims(g, Options{Workers: 1})
		if err != nil {
			continue
		}
		s, _ := newSolver(g, Options{Plain: true})
		if over, _, _ := s.startDecided(); over {
			continue
		}
		a := s.r.attackers[0]
		if g.Rule == Strong || g.Rule == StrongMisere {
			a = 0
		}
		for _, p := range []int{1, 2, 3, 5} {
			win, _, _ := WinsBy(g, p, Options{Workers: 1})
			claims = append(claims, CompactClaim{Role: s.r.roleName[a], Wins: win, Plies: p})
			var junk bytes.Buffer
			if _, err := WriteCompactCertificate(&junk, g, []CompactClaim{{Role: s.r.roleName[a], Wins: !win, Plies: p}}, Options{Workers: 1}); err == nil {
				t.Fatalf("%s: the false claim %v within %d was written", name, !win, p)
			}
		}
		var buf bytes.Buffer
		ws, err := WriteCompactCertificate(&buf, g, claims, Options{Workers: 1})
		if err != nil {
			t.Fatalf("%s: write %v: %v", name, claims, err)
		}
		cs, err := CheckCompactCertificate(bytes.NewReader(buf.Bytes()), g)
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, buf.String())
		}
		if cs.Nodes != ws.Nodes || len(cs.Claims) != len(claims) {
			t.Fatalf("%s: checked %d nodes %d claims, wrote %d, %d", name, cs.Nodes, len(cs.Claims), ws.Nodes, len(claims))
		}
		checked++
	}
	if checked < 250 {
		t.Fatalf("only %d games checked", checked)
	}
}

// TestCompactCertificateTampered: a Breaker win with pairing and
// Erdős–Selfridge leaves (the I-tromino on 3 × 3), and a Maker win (three
// in a row on 3 × 4, within 7 plies):
// every edit a forger would try is refused with the line named.
func TestCompactCertificateTampered(t *testing.T) {
	mb := benchGame(9, straightLines(3, 3), MakerBreaker)
	win := benchGame(12, lines(3, 4, 3), MakerBreaker)
	for _, g := range []*Game{mb, win} {
		claims, _, err := SolveClaims(g, Options{})
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		ws, err := WriteCompactCertificate(&buf, g, claims, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := CheckCompactCertificate(bytes.NewReader(buf.Bytes()), g); err != nil {
			t.Fatalf("%s: %v", g.Rule, err)
		}
		t.Logf("%s %v: %d nodes, leaves %v", g.Rule, claims, ws.Nodes, ws.Leaves)
		ls := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
		edits := 0
		step := max(1, len(ls)/40) // about 40 places spread over the file
		for i := 3; i < len(ls); i += step {
			for _, bad := range tamper(ls[i]) {
				cp := append(append(append([]string(nil), ls[:i]...), bad), ls[i+1:]...)
				_, err := CheckCompactCertificate(strings.NewReader(strings.Join(cp, "\n")+"\n"), g)
				if err == nil {
					t.Fatalf("%s: line %d %q → %q accepted", g.Rule, i+1, ls[i], bad)
				}
				if _, ok := err.(*inputerr.Error); !ok {
					t.Fatalf("%s: line %d: %v is not an *inputerr.Error", g.Rule, i+1, err)
				}
				edits++
			}
		}
		// Cut anywhere: refused.
		for _, n := range []int{3, len(ls) / 2, len(ls) - 1} {
			if _, err := CheckCompactCertificate(strings.NewReader(strings.Join(ls[:n], "\n")+"\n"), g); err == nil {
				t.Fatalf("%s: cut to %d lines accepted", g.Rule, n)
			}
		}
		if edits < 25 {
			t.Fatalf("%s: only %d edits tried", g.Rule, edits)
		}
	}
	// A tighter claim than the truth: refused.
	var buf bytes.Buffer
	claims, _, _ := SolveClaims(win, Options{})
	WriteCompactCertificate(&buf, win, claims, Options{})
	cut := strings.Replace(buf.String(), fmt.Sprintf("within %d", claims[0].Plies), fmt.Sprintf("within %d", claims[0].Plies-2), 1)
	if _, err := CheckCompactCertificate(strings.NewReader(cut), win); err == nil {
		t.Fatal("a win claimed two plies sooner was accepted")
	}
}

// tamper returns edits of one certificate line that must each be refused:
// another cell, another reply count, a leaf swapped for another.
func tamper(l string) []string {
	f := strings.Fields(l)
	switch {
	case len(f) == 2 && f[0] == "m":
		return []string{"m 99", "r 1"}
	case len(f) == 2 && f[0] == "f":
		return []string{"f 99", "r 1", "m " + f[1]}
	case len(f) == 2 && f[0] == "r":
		return []string{"r 0", "r 1" + f[1]}
	case f[0] == "pair":
		dup := append([]string(nil), f...)
		dup[2] = dup[1]
		return []string{strings.Join(dup, " "), "pair", "pair 999 0"}
	case l == "over":
		return []string{"dead"}
	case len(f) == 2 && f[0] == "t":
		k, _ := strconv.Atoi(f[1])
		return []string{"t " + strconv.Itoa(k+1), "t 1", "t", "over", "r 0"}
	case l == "z":
		return []string{"r 0", "over"}
	case l == "es", l == "dead":
		return []string{"over"}
	}
	return nil
}

// straightLines are the k-cell rows and columns of the n × n board: the
// placements of the I-polyomino of k cells.
func straightLines(n, k int) [][]int {
	var out [][]int
	for r := 0; r < n; r++ {
		for c := 0; c+k <= n; c++ {
			var h, v []int
			for i := 0; i < k; i++ {
				h = append(h, r*n+c+i)
				v = append(v, (c+i)*n+r)
			}
			out = append(out, h, v)
		}
	}
	return out
}

// ctree is a win claim's certificate tree, read back for TestCompactPlay.
type ctree struct {
	kind string // m, f, r, z, over, t
	cell int    // m, f; t: the line referred to
	kids map[int]*ctree
	next *ctree // m, f: the child; z: the default
}

// readTree reads the subtree starting at ls[*i]; at records each node by
// its line number (1-based), for the references.
func readTree(ls []string, i *int, at map[int]*ctree) *ctree {
	f := strings.Fields(ls[*i])
	*i++
	n := &ctree{kind: f[0]}
	at[*i] = n
	switch f[0] {
	case "t":
		fmt.Sscan(f[1], &n.cell)
	case "m", "f":
		fmt.Sscan(f[1], &n.cell)
		n.next = readTree(ls, i, at)
	case "r":
		n.kids = map[int]*ctree{}
		var k int
		fmt.Sscan(f[1], &k)
		for j := 0; j < k; j++ {
			var c int
			fmt.Sscan(ls[*i], &c)
			*i++
			n.kids[c] = readTree(ls, i, at)
		}
	case "z":
		n.next = readTree(ls, i, at)
		r := readTree(ls, i, at)
		n.kids = r.kids
	}
	return n
}

// TestCompactPlay plays each Maker-win compact certificate of 400 random
// Maker–Breaker games against every Breaker reply sequence, by the rules
// alone and the meaning of its nodes — "f T": every other reply is met by
// T; "z": a reply outside the listed ones is met by the default strategy —
// and checks that every line is a Maker win within the claim's plies. It
// does not trust the checker's zone rule; the checker must agree.
func TestCompactPlay(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(27))
	var games []*Game
	for it := 0; it < 400; it++ {
		n := 6 + rng.Intn(6)
		g := &Game{Cells: n, Rule: MakerBreaker, First: []string{"maker", "breaker"}[it%2]}
		for i := 0; i < 3+rng.Intn(6); i++ {
			g.Sets = append(g.Sets, rng.Perm(n)[:2+rng.Intn(2)])
		}
		games = append(games, g)
	}
	// Boards with symmetries, where references cross frames and carry
	// mapped zones into "z" nodes.
	l4 := [][2]int{{0, 0}, {1, 0}, {2, 0}, {2, 1}}
	z4 := [][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 2}}
	boards := []*Game{benchGame(12, lines(3, 4, 3), MakerBreaker), benchGame(16, lines(4, 4, 3), MakerBreaker),
		benchGame(16, polyominoSets(4, l4), MakerBreaker), benchGame(25, polyominoSets(5, l4), MakerBreaker),
		benchGame(16, polyominoSets(4, z4), MakerBreaker)}
	games = append(games, boards...)
	zones, refs, boardRefs, played := 0, 0, 0, 0
	for _, g := range games {
		if err := g.Normalize(); err != nil {
			t.Fatal(err)
		}
		claims, res, err := SolveClaims(g, Options{Workers: 1})
		if err != nil || res.Outcome != Maker {
			continue
		}
		var buf bytes.Buffer
		if _, err := WriteCompactCertificate(&buf, g, claims, Options{Workers: 1}); err != nil {
			t.Fatal(err)
		}
		if _, err := CheckCompactCertificate(bytes.NewReader(buf.Bytes()), g); err != nil {
			t.Fatal(err)
		}
		ls := strings.Split(strings.TrimSpace(buf.String()), "\n")
		zones += strings.Count(buf.String(), "\nz\n")
		i := 3
		pl := &player{at: map[int]*ctree{}, perms: Automorphisms(g)}
		tree := readTree(ls, &i, pl.at)
		refs += strings.Count(buf.String(), "\nt ")
		for _, b := range boards {
			if b == g {
				boardRefs += strings.Count(buf.String(), "\nt ")
			}
		}
		pl.s, _ = newSolver(g, Options{Plain: true})
		if !isAutomorphisms(g, pl.perms) {
			t.Fatal("Automorphisms returned a permutation that is not one")
		}
		if !pl.playsWin(tree, pl.s.root, 1, claims[0].Plies) {
			t.Fatalf("sets %v first %s: the certificate loses a line\n%s", g.Sets, g.First, buf.String())
		}
		played++
	}
	if played < 100 || zones < 20 || refs < 20 || boardRefs < 15 {
		t.Fatalf("%d certificates played, %d z nodes, %d references (%d on the boards)", played, zones, refs, boardRefs)
	}
	t.Logf("%d certificates played, %d z nodes, %d references (%d on the boards)", played, zones, refs, boardRefs)
}

// player plays a certificate by its nodes' meaning; a reference "t K" is
// played as the subtree at line K from the image of the position under
// some automorphism (any that wins: an automorphism maps wins to wins).
type player struct {
	s     *solver
	at    map[int]*ctree
	perms [][]int
}

// isAutomorphisms: every permutation maps every set onto a set (checked
// here, by sorting, not by the package's checkGroup).
func isAutomorphisms(g *Game, perms [][]int) bool {
	key := func(s []int) string {
		t := append([]int(nil), s...)
		sort.Ints(t)
		return fmt.Sprint(t)
	}
	fam := map[string]bool{}
	for _, s := range g.Sets {
		fam[key(s)] = true
	}
	for _, p := range perms {
		for _, s := range g.Sets {
			var img []int
			for _, c := range s {
				img = append(img, p[c])
			}
			if !fam[key(img)] {
				return false
			}
		}
	}
	return true
}

// playsWin reports whether the tree, played at st by its meaning, wins
// every line for Maker (mover index of role "maker") by ply limit.
func (pl *player) playsWin(n *ctree, st state, ply, limit int) bool {
	s := pl.s
	if n.kind == "t" {
		k := pl.at[n.cell]
		if k == nil {
			return false
		}
		for _, p := range pl.perms {
			var img state
			img.mover, img.left = st.mover, st.left
			for c := 0; c < s.n; c++ {
				switch {
				case st.own[0].has(c):
					img.own[0].add(p[c])
				case st.own[1].has(c):
					img.own[1].add(p[c])
				default:
					img.free.add(p[c])
					img.nfree++
				}
			}
			if pl.playsWin(k, img, ply, limit) {
				return true
			}
		}
		return false
	}
	maker := 0
	if s.r.roleName[1] == "maker" {
		maker = 1
	}
	claim := func(st *state, c int) (won, full bool) {
		m := st.mover
		st.own[m].add(c)
		st.free.del(c)
		st.nfree--
		for _, i := range s.cellSets[c] {
			if m == maker && s.sets[i].subsetOf(&st.own[m]) {
				return true, false
			}
		}
		st.mover = 1 - m
		return false, st.nfree == 0
	}
	if ply > limit {
		return false
	}
	if st.mover == maker {
		if n.kind != "m" || !st.free.has(n.cell) {
			return false
		}
		won, full := claim(&st, n.cell)
		if won {
			return n.next.kind == "over"
		}
		return !full && pl.playsWin(n.next, st, ply+1, limit)
	}
	for _, y := range st.free.cells(nil) {
		c := st
		_, full := claim(&c, y)
		if full {
			return false
		}
		switch n.kind {
		case "f":
			if y == n.cell {
				if !pl.playsWin(n.next, c, ply+1, limit) {
					return false
				}
				continue
			}
			won, _ := claim(&c, n.cell)
			if !won || ply+1 > limit {
				return false
			}
		case "r", "z":
			k, ok := n.kids[y]
			if !ok && n.kind == "z" {
				k = n.next // the default, played with y Breaker's
			}
			if k == nil || !pl.playsWin(k, c, ply+1, limit) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// TestCompactClaimLineWrapped: a claim line that does not parse is refused
// with an *inputerr.Error at its line that wraps the parser's error, and
// its text is that error after the line.
func TestCompactClaimLineWrapped(t *testing.T) {
	g := benchGame(9, straightLines(3, 3), MakerBreaker)
	claims, _, err := SolveClaims(g, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := WriteCompactCertificate(&buf, g, claims, Options{}); err != nil {
		t.Fatal(err)
	}
	ls := strings.Split(buf.String(), "\n")
	if !strings.HasPrefix(ls[2], "claim ") {
		t.Fatalf("line 3 is %q, want a claim", ls[2])
	}
	f := strings.Fields(ls[2])
	f[len(f)-1] = "zz"
	ls[2] = strings.Join(f, " ")
	_, err = CheckCompactCertificate(strings.NewReader(strings.Join(ls, "\n")), g)
	ce, ok := err.(*inputerr.Error)
	if !ok {
		t.Fatalf("error %v (%T): want an *inputerr.Error", err, err)
	}
	if ce.Line != 3 || ce.Err == nil || ce.File != "" {
		t.Fatalf("got %+v: want line 3 wrapping the parser's error", ce)
	}
	if want := `line 3: bound "zz": want plies ≥ 0 (or all, for no-win)`; err.Error() != want {
		t.Fatalf("text %q, want %q", err.Error(), want)
	}
	if ce.Message() != ce.Err.Error() {
		t.Fatalf("Message %q, want the wrapped error's %q", ce.Message(), ce.Err.Error())
	}
}
