package makerbreaker

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
)

// PublishedSHA256 are the literal SHA-256 identities of the three published
// certificate files (Section "Literal identities and formal coverage").
var PublishedSHA256 = map[Dialect]string{
	Dialect21: "3fa12d36a6d4dbb185e3f2808c8dfde13d85ee309afbca030d6ad17ae9fe3d04",
	Dialect25: "41cd04620af889771862dcceda7383afd99933ae03ddb0a566a00d742a8249b0",
	Dialect35: "16d077f0b64df70dd67fb6e9651636d42eaab0ce0f01f46180a57846e38fedc2",
}

// SHA256 returns the hexadecimal SHA-256 of data.
func SHA256(data []byte) string {
	s := sha256.Sum256(data)
	return hex.EncodeToString(s[:])
}

// PublishedAs reports which published file data is, if any.
func PublishedAs(data []byte) (Dialect, bool) {
	sum := SHA256(data)
	for d, s := range PublishedSHA256 {
		if s == sum {
			return d, true
		}
	}
	return 0, false
}

// Summary is the per-certificate measurement: counts, the final card, the
// local reply classes and the certificate histograms over all cards (bases
// included).
type Summary struct {
	Dialect          Dialect
	Cards            int // including the bases
	Rows             int // numbered nonbase rows
	References       int // placed terms, inline ones included
	InlineNodes      int
	CombinationNodes int
	Final            Card
	// ReplyClasses over all combination nodes; UncoveredClasses must be 0.
	ReplyClasses, UncoveredClasses int
	// BadCards lists cards violating A ⊆ T (or, in the 25 dialect, whose
	// normalization disagrees with the full composition) or children not
	// nested in their parent.
	BadCards  []int
	MaxHeight int
	// Histograms: size (or height) → number of cards.
	RequiredSize, EnvelopeSize, Height map[int]int
	SHA256                             string
	Published                          Dialect // 0 when not a published file
}

// Summarize measures a reconstructed certificate; raw are its file bytes
// (nil for one built in memory).
func Summarize(c *Certificate, r *Recon, raw []byte) Summary {
	s := Summary{Dialect: c.Dialect, Cards: len(r.Cards), Rows: r.Rows, References: r.References,
		InlineNodes: r.InlineNodes, CombinationNodes: len(r.Nodes), Final: r.Final(),
		RequiredSize: map[int]int{}, EnvelopeSize: map[int]int{}, Height: map[int]int{}}
	bad := map[int]bool{}
	for j, card := range r.Cards {
		s.RequiredSize[card.A.Len()]++
		s.EnvelopeSize[card.T.Len()]++
		s.Height[card.H]++
		s.MaxHeight = max(s.MaxHeight, card.H)
		if card.Check() != nil {
			bad[j] = true
		}
	}
	for _, n := range r.Nodes {
		s.ReplyClasses += n.ReplyClasses
		s.UncoveredClasses += n.Uncovered
		if !n.Nested || !n.NormalizationAgrees || n.Uncovered > 0 {
			bad[n.Row] = true
		}
	}
	for j := range bad {
		s.BadCards = append(s.BadCards, j)
	}
	sort.Ints(s.BadCards)
	if raw != nil {
		s.SHA256 = SHA256(raw)
		if d, ok := PublishedAs(raw); ok {
			s.Published = d
		}
	}
	return s
}

// Check is one named assertion with the expected and the computed value.
type Check struct {
	Name      string
	Want, Got string
	OK        bool
}

func chk(name string, want, got any) Check {
	w, g := fmt.Sprint(want), fmt.Sprint(got)
	return Check{Name: name, Want: w, Got: g, OK: w == g}
}

// EndpointChecks states the paper's published facts about the certificate
// of dialect d and compares them with the reconstruction. They are meant
// for the published files; on any other certificate they simply fail.
func EndpointChecks(c *Certificate, r *Recon) []Check {
	card := func(j int) (Card, bool) {
		if j < 0 || j >= len(r.Cards) {
			return Card{}, false
		}
		return r.Cards[j], true
	}
	s := Summarize(c, r, nil)
	var out []Check
	switch c.Dialect {
	case Dialect21:
		// Proposition "certificate", Section "Finite verification".
		out = append(out,
			chk("numbered lines", 722, s.Rows),
			chk("references (inline ones included)", 4089, s.References),
			chk("inline combinations", 898, s.InlineNodes),
			chk("combination nodes", 1620, s.CombinationNodes),
			chk("final pivot", Point{8, 8}, s.Final.Pivot),
			chk("final |A|", 0, s.Final.A.Len()),
			chk("final |T|", 251, s.Final.T.Len()),
			chk("final h", 21, s.Final.H),
			chk("T_727 ⊆ {0..16}²", true, s.Final.T.SubsetOf(Rect(0, 16, 0, 16))),
			chk("maximum height", 21, s.MaxHeight),
			chk("local reply classes", 37042, s.ReplyClasses),
			chk("uncovered reply classes", 0, s.UncoveredClasses),
		)
		// Table "top": the six child groups of card 727.
		for _, g := range []struct {
			j, a0, a1, t, h int
		}{{648, 4, 5, 87, 15}, {708, 8, 8, 225, 20}, {712, 5, 5, 96, 15}, {713, 5, 5, 98, 15}, {725, 7, 7, 167, 20}, {726, 7, 7, 169, 20}} {
			cj, ok := card(g.j)
			got := "missing"
			if ok {
				got = fmt.Sprintf("A=%v |T|=%d h=%d", cj.A, cj.T.Len(), cj.H)
			}
			out = append(out, chk(fmt.Sprintf("card %d (table top)", g.j), fmt.Sprintf("A=%v |T|=%d h=%d", Set{{g.a0, g.a1}}, g.t, g.h), got))
		}
	case Dialect25:
		out = append(out,
			chk("numbered rows", 2010, s.Rows),
			chk("cards", 2016, s.Cards),
			chk("placed child terms", 5862, s.References),
			chk("final |P|", 0, s.Final.A.Len()),
			chk("final |E|", 389, r.Reduced[len(r.Reduced)-1].E.Len()),
			chk("final h", 25, s.Final.H),
			chk("required-size histogram", "map[0:1 1:5 2:52 3:217 4:448 5:523 6:416 7:219 8:103 9:30 10:2]", fmt.Sprint(s.RequiredSize)),
			chk("uncovered reply classes", 0, s.UncoveredClasses),
		)
		markers := 0
		if c.src != nil {
			for _, l := range c.src.lines {
				if l.kind == lineMarker {
					markers++
				}
			}
		}
		out = append(out, chk("index markers", 41, markers))
		for _, g := range []struct {
			j int
			p Point
		}{{1874, Point{-1, 0}}, {1985, Point{-1, 0}}, {1996, Point{-1, 0}}, {1998, Point{0, 1}}, {2014, Point{1, 0}}} {
			got := "missing"
			if g.j < len(r.Reduced) {
				got = r.Reduced[g.j].P.String()
			}
			out = append(out, chk(fmt.Sprintf("P_%d", g.j), Set{g.p}.String(), got))
		}
	case Dialect35:
		// Proposition "r35:conditional" and the finite reconstruction theorem.
		out = append(out,
			chk("cards", 616, s.Cards),
			chk("placement terms", 1837, s.References),
			chk("local reply classes", 26703, s.ReplyClasses),
			chk("uncovered reply classes", 0, s.UncoveredClasses),
		)
		strict, oInside, maxH := true, true, 0
		for _, cj := range r.Cards {
			if !cj.A.SubsetOf(cj.T) || cj.A.Len() == cj.T.Len() {
				strict = false
			}
			if !cj.T.Contains(Origin) || cj.A.Contains(Origin) {
				oInside = false
			}
			maxH = max(maxH, cj.H)
		}
		out = append(out, chk("every A ⊊ T", true, strict), chk("every o ∈ T \\ A", true, oInside), chk("every h ≤ 34", true, maxH <= 34))
		for _, g := range []struct {
			j     int
			a     Point
			t, h  int
			avoid func(Point) bool
			desc  string
		}{
			{557, Point{-1, 0}, 118, 19, func(p Point) bool { return p.X <= -3 && p.Y <= -2 }, "x ≤ −3, y ≤ −2"},
			{595, Point{-1, 0}, 222, 27, func(p Point) bool { return p.X == -2 && p.Y <= -2 }, "x = −2, y ≤ −2"},
			{603, Point{-1, 0}, 275, 27, func(p Point) bool { return p.X <= -3 && p.Y == 0 }, "x ≤ −3, y = 0"},
			{615, Point{1, 0}, 686, 34, func(p Point) bool { return p == Point{1, -1} }, "(1,−1)"},
		} {
			cj, ok := card(g.j)
			got := "missing"
			if ok {
				clear := true
				for _, p := range cj.T {
					if g.avoid(p) {
						clear = false
					}
				}
				got = fmt.Sprintf("A=%v |T|=%d h=%d region clear=%v", cj.A, cj.T.Len(), cj.H, clear)
			}
			out = append(out, chk(fmt.Sprintf("row %d interface (region %s)", g.j, g.desc), fmt.Sprintf("A=%v |T|=%d h=%d region clear=true", Set{g.a}, g.t, g.h), got))
		}
	}
	return out
}
