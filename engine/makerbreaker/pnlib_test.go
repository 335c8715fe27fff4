package makerbreaker

import (
	"math/rand/v2"
	"testing"
)

// setPrint is the same for every image of a set under G × Z², and tells
// apart the sets it must: the five tetromino shapes, and a set from the
// same set with one cell moved.
func TestSetPrint(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 200; trial++ {
		var S Set
		for len(S) < 1+trial%7 {
			S = S.With(Point{rng.IntN(9) - 4, rng.IntN(9) - 4})
		}
		want := setPrint(S)
		for _, r := range Syms {
			f := Placement{R: r, T: Point{rng.IntN(21) - 10, rng.IntN(21) - 10}}
			img := f.Map(S)
			// the order of the cells does not matter either
			rng.Shuffle(len(img), func(i, j int) { img[i], img[j] = img[j], img[i] })
			if got := setPrint(img); got != want {
				t.Fatalf("%v and its image %v: %x ≠ %x", S, img, want, got)
			}
		}
	}
	seen := map[uint64]string{}
	for _, name := range []string{"i4", "l4", "t4", "z4", "o4"} {
		sh, _ := ParseShape(name)
		fp := setPrint(sh.Set())
		if o, ok := seen[fp]; ok {
			t.Fatalf("%s and %s share a fingerprint", name, o)
		}
		seen[fp] = name
	}
}

// A card in the library answers exactly the positions it holds at: Maker's
// cells contain an image of its required set holding the newest Maker
// cell, Breaker's cells miss that image of its envelope, and the height
// suffices. Checked against a direct test of the conditions over every
// placement, on random positions around a proved L-tetromino card.
func TestLibraryLookup(t *testing.T) {
	sh, _ := ParseShape("l4")
	src, _ := NewPNSearcher(sh, SearchOptions{})
	res := src.Run(4)
	if !res.Found {
		t.Fatal("l4 not proved")
	}
	// A combination card of the proof with a required set of 2 cells or
	// more (the root's has A = ∅).
	var kid placed
	var walk func(pl placed) bool
	walk = func(pl placed) bool {
		if len(pl.p.kids) > 0 && pl.card().A.Len() >= 2 {
			kid = pl
			return true
		}
		for _, k := range pl.p.kids {
			if walk(placed{k.p, pl.f.Compose(k.place)}) {
				return true
			}
		}
		return false
	}
	if !walk(res.root) {
		t.Fatal("no card with |A| ≥ 2 in the l4 proof")
	}
	card := kid.card()
	rng := rand.New(rand.NewPCG(3, 4))
	hits, misses := 0, 0
	for trial := 0; trial < 400; trial++ {
		s, _ := NewPNSearcher(sh, SearchOptions{})
		s.lib.add(kid)
		// A random placement g of the card's required set into Maker's
		// cells (or a random Maker set), a few Breaker cells, some of them
		// in g(T) at random.
		g := Placement{R: Syms[rng.IntN(8)], T: Point{rng.IntN(9) - 4, rng.IntN(9) - 4}}
		var M []Point
		if trial%4 != 3 {
			M = append(M, g.Map(card.A)...)
		}
		for extra := rng.IntN(3); extra > 0; extra-- {
			p := Point{rng.IntN(13) - 6, rng.IntN(13) - 6}
			if !NewSet(M...).Contains(p) {
				M = append(M, p)
			}
		}
		if len(M) == 0 {
			continue
		}
		rng.Shuffle(len(M), func(i, j int) { M[i], M[j] = M[j], M[i] })
		var B []Point
		for k := rng.IntN(3); k > 0; k-- {
			var p Point
			if rng.IntN(2) == 0 {
				p = g.Apply(card.T[rng.IntN(len(card.T))])
			} else {
				p = Point{rng.IntN(21) - 10, rng.IntN(21) - 10}
			}
			if !NewSet(M...).Contains(p) && !NewSet(B...).Contains(p) {
				B = append(B, p)
			}
		}
		h := card.H - 1 + rng.IntN(2)
		for _, p := range M {
			s.st.play(p, cellMaker)
		}
		for _, p := range B {
			s.st.play(p, cellBrk)
		}
		pl, ok := s.libFind(h)
		// The direct test: some placement f with f(A) ⊆ M (holding the
		// newest cell, at most libDrop of the others left out), f(T) ∩ B = ∅.
		want := false
		last, MS, BS := M[len(M)-1], NewSet(M...), NewSet(B...)
		if card.H <= h {
			for _, r := range Syms {
				for _, m := range M {
					f := Placement{R: r, T: m.Sub(r.Apply(card.A[0]))}
					fa := f.Map(card.A)
					if fa.SubsetOf(MS) && fa.Contains(last) && len(M)-fa.Len() <= libDrop &&
						f.Map(card.T).Disjoint(BS) {
						want = true
					}
				}
			}
		}
		if ok != want {
			t.Fatalf("M=%v B=%v h=%d: library %v (%v), direct %v; card %v", M, B, h, ok, pl.card(), want, card)
		}
		if ok {
			hits++
			c := pl.card()
			if c.H > h || !c.A.SubsetOf(MS) || !c.T.Disjoint(BS) || !c.SameClaim(card.Place(placementOf(t, card, c))) {
				t.Fatalf("M=%v B=%v: card %v does not hold", M, B, c)
			}
		} else {
			misses++
		}
	}
	if hits < 50 || misses < 50 {
		t.Fatalf("%d hits, %d misses: the test does not cover both", hits, misses)
	}
	t.Logf("card %v: %d positions answered, %d not", card, hits, misses)
}

// placementOf finds a placement taking card a to card b (same claim), for
// the test's check that the library returned an image of the card put in.
func placementOf(t *testing.T, a, b Card) Placement {
	t.Helper()
	for _, r := range Syms {
		for _, x := range b.A {
			f := Placement{R: r, T: x.Sub(r.Apply(a.A[0]))}
			if a.Place(f).SameClaim(b) {
				return f
			}
		}
	}
	t.Fatalf("%v is not an image of %v", b, a)
	return Placement{}
}

// The proof-number search with and without the macro-card library on the
// small winners of height 6 and 7 and on Snaky with a Maker domino:
// positions examined, and the proof's envelope.
func BenchmarkPNLibrary(b *testing.B) {
	type game struct {
		name  string
		sh    Shape
		maker []Point
		h     int
	}
	var games []game
	for _, w := range smallWinners {
		if w.h >= 6 {
			sh, _ := ParseShape(w.shape)
			games = append(games, game{w.shape, sh, nil, w.h})
		}
	}
	games = append(games, game{"snaky-domino", Snaky(), []Point{{0, 0}, {1, 0}}, 7})
	defer func(old bool) { pnUseLib = old }(pnUseLib)
	for _, g := range games {
		for _, lib := range []bool{false, true} {
			name := g.name + "/plain"
			if lib {
				name = g.name + "/library"
			}
			b.Run(name, func(b *testing.B) {
				pnUseLib = lib
				var nodes uint64
				var env int
				for b.Loop() {
					s, _ := NewPNSearcher(g.sh, SearchOptions{Maker: g.maker})
					res := s.Run(g.h)
					if !res.Found {
						b.Fatal("no proof")
					}
					nodes, env = s.Stats.Nodes, res.Card.T.Len()
				}
				b.ReportMetric(float64(nodes), "positions")
				b.ReportMetric(float64(env), "envelope")
			})
		}
	}
}

// Cards read from a certificate are macro cards: the kept handicap-one
// certificate proves the handicap-one game at once, and an L-pentomino
// certificate's cards shorten a new L-pentomino search; both proofs write
// certificates that reload and reconstruct to the claim.
func TestAddLibrary(t *testing.T) {
	c, r, _ := keptSnaky(t, "snaky-handicap1-pn")
	s, _ := NewPNSearcher(Snaky(), SearchOptions{Maker: []Point{{0, 0}}})
	n, err := s.AddLibrary(c, r, "h1")
	if err != nil || n < 100 {
		t.Fatalf("took %d cards: %v", n, err)
	}
	res := s.Run(12)
	if !res.Found || s.Stats.Nodes > 2 || res.Card.H > 12 || !res.Card.A.Equal(Set{{0, 0}}) {
		t.Fatalf("found %v in %d positions: %v", res.Found, s.Stats.Nodes, res.Card)
	}
	checkSearchCert(t, "handicap1-from-library", Snaky(), res, 12, 1)

	sh, _ := ParseShape("l5")
	plain, _ := NewPNSearcher(sh, SearchOptions{})
	first := plain.Run(7)
	c5, r5, _, err := first.Certificate(sh, Dialect21)
	if err != nil {
		t.Fatal(err)
	}
	s, _ = NewPNSearcher(sh, SearchOptions{})
	if n, err := s.AddLibrary(c5, r5, "l5"); err != nil || n == 0 {
		t.Fatalf("l5: took %d cards: %v", n, err)
	}
	res = s.Run(7)
	if !res.Found || s.Stats.Nodes*10 > plain.Stats.Nodes {
		t.Fatalf("l5 with its cards: found %v in %d positions (%d without)", res.Found, s.Stats.Nodes, plain.Stats.Nodes)
	}
	checkSearchCert(t, "l5-from-library", sh, res, 7, 0)
	t.Logf("handicap one: %d cards taken; l5: %d positions with its own cards, %d without", n, s.Stats.Nodes, plain.Stats.Nodes)

	// Another shape, or another dialect, is refused.
	if _, err := s.AddLibrary(c, r, "h1"); err == nil {
		t.Error("a Snaky certificate went into an l5 library")
	}
}

// Any certificate the 21-dialect reader accepts goes into the library
// card for card (every row rebuilt equals its reconstruction), and a
// search that uses the library writes a certificate that reloads: the
// library reader never panics, and never fails on input the certificate
// reader took.
func FuzzAddLibrary(f *testing.F) {
	f.Add([]byte("4 00 1:100 1:302 1:500 1:702\n5 10 4:100 4:530 4:300 4:730\n"))
	f.Add([]byte("4 00 1:500 1:702\n5 10 4:100 4:530\n"))
	f.Add([]byte("4 00 (01 1:100 1:302) 1:500\n"))
	sh, _ := ParseShape("l4")
	f.Fuzz(func(t *testing.T, raw []byte) {
		c, r, err := Load(Dialect21, "fuzz", raw, sh)
		if err != nil {
			return
		}
		s, _ := NewPNSearcher(sh, SearchOptions{MaxNodes: 2000})
		if _, err := s.AddLibrary(c, r, "fuzz"); err != nil {
			t.Fatalf("a certificate Load took was refused: %v\n%s", err, raw)
		}
		res := s.Run(4)
		if res.Found {
			if _, _, _, err := res.Certificate(sh, Dialect21); err != nil {
				t.Fatalf("certificate of a proof with the library: %v\n%s", err, raw)
			}
		}
	})
}
