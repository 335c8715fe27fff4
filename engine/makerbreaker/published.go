package makerbreaker

import (
	"fmt"
	"strings"
)

// Check is one named assertion with the expected and the computed value.
// Claim is the id of the claims-table row (data/paper/mb.csv) that states
// the expected value, empty for a check with no row of its own.
type Check struct {
	Name      string
	Claim     string
	Want, Got string
	OK        bool
}

func chk(name string, want, got any) Check { return claimChk("", name, want, got) }

func claimChk(claim, name string, want, got any) Check {
	w, g := fmt.Sprint(want), fmt.Sprint(got)
	return Check{Name: name, Claim: claim, Want: w, Got: g, OK: w == g}
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// ChildGroup is a maximal run of consecutive children of one combination
// node that reference the same card, as in the paper's Table "top" (21) and
// Table "r25:terminal-table" (25).
type ChildGroup struct {
	Card       int   // referenced card, −1 for an inline child
	Codes      []int // the dialect's placement codes, in printed order
	Placements int
	// Common is the intersection of the placed envelopes of this group and
	// all preceding groups (the reduced envelopes E in the 25 dialect, the
	// envelopes T otherwise).
	Common Set
}

// RowGroups groups the root children of card num of a reconstructed
// certificate; nil when num is not a row.
func RowGroups(c *Certificate, r *Recon, num int) []ChildGroup {
	i := num - c.NumBases()
	if i < 0 || i >= len(c.Rows) || num >= len(r.Cards) {
		return nil
	}
	var out []ChildGroup
	var common Set
	first := true
	for k := range c.Rows[i].Node.Terms {
		t := &c.Rows[i].Node.Terms[k]
		var env Set
		switch {
		case t.Inline != nil:
			ic, ok := r.NodeCard(t.Inline)
			if !ok {
				return nil
			}
			env = ic.T
		case c.Dialect == Dialect25 && t.Card < len(r.Reduced):
			env = r.Reduced[t.Card].Place(t.Place).E
		case t.Card < len(r.Cards):
			env = r.Cards[t.Card].Place(t.Place).T
		default:
			return nil
		}
		if first {
			common, first = env, false
		} else {
			common = common.Intersect(env)
		}
		card := t.Card
		if t.Inline != nil {
			card = -1
		}
		if len(out) == 0 || out[len(out)-1].Card != card {
			out = append(out, ChildGroup{Card: card})
		}
		g := &out[len(out)-1]
		g.Codes = append(g.Codes, t.Code)
		g.Placements++
		g.Common = common
	}
	return out
}

// findTerm returns the first term of node n (inline nodes searched too, in
// the same frame) referencing card j with placement code code and
// translation tr.
func findTerm(n *Node, j, code int, tr Point) *Term {
	for k := range n.Terms {
		t := &n.Terms[k]
		if t.Inline != nil {
			if u := findTerm(t.Inline, j, code, tr); u != nil {
				return u
			}
			continue
		}
		if t.Card == j && t.Code == code && t.Place.T == tr {
			return t
		}
	}
	return nil
}

// Fibers describes a finite set by its horizontal sections at |y| = 0, 1, …
// as "|y|:[a,b]" (an interval of integers) or "|y|:{x,…}", separated by
// spaces; a section whose y and −y halves differ is printed as
// "|y|:±" followed by both. Empty sections beyond the last are omitted.
func Fibers(s Set) string {
	maxY := -1
	for _, p := range s {
		maxY = max(maxY, abs(p.Y))
	}
	section := func(y int) []int {
		var xs []int
		for _, p := range s {
			if p.Y == y {
				xs = append(xs, p.X)
			}
		}
		return xs // s is sorted by x, then y
	}
	format := func(xs []int) string {
		if len(xs) == 0 {
			return "{}"
		}
		if xs[len(xs)-1]-xs[0] == len(xs)-1 {
			return fmt.Sprintf("[%d,%d]", xs[0], xs[len(xs)-1])
		}
		var b []string
		for _, x := range xs {
			b = append(b, fmt.Sprint(x))
		}
		return "{" + strings.Join(b, ",") + "}"
	}
	var out []string
	for y := 0; y <= maxY; y++ {
		a, b := format(section(y)), format(section(-y))
		if a == b {
			out = append(out, fmt.Sprintf("%d:%s", y, a))
		} else {
			out = append(out, fmt.Sprintf("%d:±%s/%s", y, a, b))
		}
	}
	return strings.Join(out, " ")
}

// sortedAbs returns the sorted absolute coordinates of p, larger first.
func sortedAbs(p Point) Point {
	a, b := abs(p.X), abs(p.Y)
	if a < b {
		a, b = b, a
	}
	return Point{a, b}
}

// EndpointChecks states the paper's published facts about the certificate
// of dialect c.Dialect and compares them with the reconstruction. They are
// meant for the published files; on any other certificate they simply fail
// (cards the certificate lacks read "missing"). Every check with a Claim is
// a row of data/paper/mb.csv whose value is the check's Want.
func EndpointChecks(c *Certificate, r *Recon) []Check {
	card := func(j int) (Card, bool) {
		if j < 0 || j >= len(r.Cards) {
			return Card{}, false
		}
		return r.Cards[j], true
	}
	red := func(j int) (Reduced, bool) {
		if j < 0 || j >= len(r.Reduced) {
			return Reduced{}, false
		}
		return r.Reduced[j], true
	}
	cardStr := func(j int) string {
		k, ok := card(j)
		if !ok {
			return "missing"
		}
		return fmt.Sprintf("A=%v |T|=%d h=%d", k.A, k.T.Len(), k.H)
	}
	s := Summarize(c, r, nil)
	var final Card
	if len(r.Cards) > 0 {
		final = r.Final()
	}
	lastRow := func() *Row {
		if len(c.Rows) == 0 {
			return &Row{}
		}
		return &c.Rows[len(c.Rows)-1]
	}
	row := func(j int) (*Row, bool) {
		i := j - c.NumBases()
		if i < 0 || i >= len(c.Rows) {
			return nil, false
		}
		return &c.Rows[i], true
	}
	var out []Check
	switch c.Dialect {
	case Dialect21:
		// Proposition "certificate", Section "Finite verification".
		out = append(out,
			claimChk("mb.cert21.lines", "numbered lines", 722, s.Rows),
			claimChk("mb.cert21.claims", "valid claims (bases included)", 728, s.Cards),
			claimChk("mb.cert21.references", "references (inline ones included)", 4089, s.References),
			claimChk("mb.cert21.inline", "inline combinations", 898, s.InlineNodes),
			claimChk("mb.cert21.nodes", "combination nodes", 1620, s.CombinationNodes),
			claimChk("mb.cert21.final_pivot", "final pivot", Point{8, 8}, final.Pivot),
			claimChk("mb.cert21.final_required", "final A", Set{}, final.A),
			claimChk("mb.cert21.final_envelope", "final |T|", 251, final.T.Len()),
			claimChk("mb.cert21.final_height", "final h", 21, final.H),
			claimChk("mb.cert21.final_in_square", "T_727 ⊆ {0..16}²", "yes", yesNo(len(final.T) > 0 && final.T.SubsetOf(Rect(0, 16, 0, 16)))),
			claimChk("mb.cert21.max_height", "maximum height", 21, s.MaxHeight),
			claimChk("mb.cert21.final_children", "placed children of the last line", 32, len(lastRow().Node.Terms)),
			claimChk("mb.cert21.reply_classes", "local reply classes (measured)", 37042, s.ReplyClasses),
		)
		// Table "top": the six child groups of card 727, the cells other
		// than (8,8) left in the running intersection of their envelopes.
		groups := RowGroups(c, r, len(r.Cards)-1)
		for _, g := range []struct {
			j, a0, a1, t, h, pl, rem int
		}{{648, 4, 5, 87, 15, 4, 35}, {708, 8, 8, 225, 20, 4, 31}, {712, 5, 5, 96, 15, 8, 21}, {713, 5, 5, 98, 15, 4, 12}, {725, 7, 7, 167, 20, 8, 4}, {726, 7, 7, 169, 20, 4, 0}} {
			got := "missing"
			if cj, ok := card(g.j); ok {
				pl, rem := 0, -1
				for _, gr := range groups {
					if gr.Card == g.j {
						pl, rem = gr.Placements, gr.Common.Without(final.Pivot).Len()
						break
					}
				}
				got = fmt.Sprintf("A=%v |T|=%d h=%d placements=%d remaining=%d", cj.A, cj.T.Len(), cj.H, pl, rem)
			}
			out = append(out, claimChk(fmt.Sprintf("mb.cert21.top.%d", g.j), fmt.Sprintf("card %d (table top)", g.j),
				fmt.Sprintf("A=%v |T|=%d h=%d placements=%d remaining=%d", Set{{g.a0, g.a1}}, g.t, g.h, g.pl, g.rem), got))
		}
		// The nonlocal example after the table: 708:100 in the last line,
		// then 684:011 inside card 708 under the same outer placement.
		p708, p684 := "missing", "missing"
		if t := findTerm(&lastRow().Node, 708, 1, Point{0, 0}); t != nil && t.Card < len(r.Cards) {
			p708 = r.Cards[708].Place(t.Place).Pivot.String()
			if rw, ok := row(708); ok {
				if u := findTerm(&rw.Node, 684, 0, Point{1, 1}); u != nil {
					p684 = r.Cards[684].Place(t.Place.Compose(u.Place)).Pivot.String()
				}
			}
		}
		out = append(out,
			claimChk("mb.cert21.nonlocal.708", "pivot of the placed child 708:100 of card 727", Point{8, 7}, p708),
			claimChk("mb.cert21.nonlocal.684", "pivot of 684:011 of card 708 under 708:100", Point{11, 8}, p684))
	case Dialect25:
		var finalE Set
		if f, ok := red(len(r.Reduced) - 1); ok {
			finalE = f.E
		}
		var hist []string
		for k := 0; k <= 10; k++ {
			hist = append(hist, fmt.Sprint(s.RequiredSize[k]))
		}
		markers := 0
		if c.src != nil {
			for _, l := range c.src.lines {
				if l.kind == lineMarker {
					markers++
				}
			}
		}
		out = append(out,
			claimChk("mb.cert25.rows", "numbered rows", 2010, s.Rows),
			claimChk("mb.cert25.cards", "cards", 2016, s.Cards),
			claimChk("mb.cert25.references", "placed child terms", 5862, s.References),
			claimChk("mb.cert25.markers", "index markers", 41, markers),
			claimChk("mb.cert25.final_required", "final P", Set{}, final.A),
			claimChk("mb.cert25.final_envelope", "final |E|", 389, finalE.Len()),
			claimChk("mb.cert25.final_height", "final h", 25, final.H),
			claimChk("mb.cert25.required_histogram", "required-size histogram |P| = 0..10", "1 5 52 217 448 523 416 219 103 30 2", strings.Join(hist, " ")),
			claimChk("mb.cert25.final_children", "children of card 2015", 28, len(lastRow().Node.Terms)),
			claimChk("mb.cert25.final_region", "sections of E_2015 by |y|",
				"0:[-10,10] 1:[-11,11] 2:[-10,10] 3:[-11,11] 4:[-10,10] 5:[-10,10] 6:[-9,9] 7:[-7,7] 8:[-6,6] 9:[-6,6] 10:[-5,5] 11:{-3,-1,1,3}", Fibers(finalE)),
		)
		// Table "r25:terminal-table" and eq. "r25:singleton-requirements".
		groups := RowGroups(c, r, len(r.Cards)-1)
		for _, g := range []struct {
			j     int
			codes string
			e, h  int
			cum   int
			p     Point
		}{{1874, "0,1,2,5", 292, 24, 184, Point{-1, 0}}, {1985, "0,2,4,6", 162, 19, 96, Point{-1, 0}}, {1996, "0,1,2,5", 117, 15, 49, Point{-1, 0}},
			{1998, "0,1,2,3,4,5,6,7", 119, 20, 32, Point{0, 1}}, {2014, "0,1,2,3,4,5,6,7", 76, 14, 0, Point{1, 0}}} {
			got, gotP := "missing", "missing"
			if rj, ok := red(g.j); ok {
				gotP = rj.P.String()
				codes, cum := "none", -1
				for _, gr := range groups {
					if gr.Card == g.j {
						var cs []string
						for _, x := range gr.Codes {
							cs = append(cs, fmt.Sprint(x))
						}
						codes, cum = strings.Join(cs, ","), gr.Common.Len()
						break
					}
				}
				got = fmt.Sprintf("codes=%s |E|=%d h=%d cumulative=%d", codes, rj.E.Len(), rj.H, cum)
			}
			out = append(out,
				claimChk(fmt.Sprintf("mb.cert25.terminal.%d", g.j), fmt.Sprintf("child %d of card 2015 (terminal table)", g.j),
					fmt.Sprintf("codes=%s |E|=%d h=%d cumulative=%d", g.codes, g.e, g.h, g.cum), got),
				claimChk(fmt.Sprintf("mb.cert25.required.%d", g.j), fmt.Sprintf("P_%d", g.j), Set{g.p}, gotP))
		}
		// Section "Why only five first-reply classes need extra cards".
		D, classes := "missing", "missing"
		if c2014, ok := red(2014); ok && c2014.P.Len() > 0 {
			var envs []Set
			for d := 0; d < 8; d++ {
				f, _ := Anchor25(c2014.P, d)
				envs = append(envs, c2014.Place(f).E)
			}
			common := IntersectAll(envs...)
			D = common.String()
			var cl Set
			for _, p := range common {
				cl = cl.With(sortedAbs(p))
			}
			var cs []string
			for _, p := range cl {
				cs = append(cs, p.String())
			}
			classes = strings.Join(cs, " ")
		}
		var wantD Set
		for t := 1; t <= 3; t++ {
			wantD = wantD.Union(NewSet(Point{t, 0}, Point{-t, 0}, Point{0, t}, Point{0, -t}))
		}
		for _, a := range []int{-1, 1} {
			for _, b := range []int{-1, 1} {
				wantD = wantD.Union(NewSet(Point{a, b}, Point{2 * a, b}, Point{a, 2 * b}))
			}
		}
		out = append(out,
			claimChk("mb.cert25.opening_common", "D: common reduced envelope of the eight placements of card 2014", wantD, D),
			claimChk("mb.cert25.opening_classes", "sorted absolute coordinates of the cells of D", "(1,0) (1,1) (2,0) (2,1) (3,0)", classes))
		// Table "r25:opening-table": each child omits its first reply.
		bound := 0
		if c2014, ok := red(2014); ok {
			bound = 1 + c2014.H
		}
		for _, g := range []struct {
			b       Point
			j, d, h int
			attack  Point
		}{{Point{1, 0}, 1874, 2, 24, Point{-1, 0}}, {Point{1, 1}, 1985, 6, 19, Point{-1, 0}}, {Point{2, 0}, 1996, 2, 15, Point{-1, 0}},
			{Point{2, 1}, 1998, 2, 20, Point{0, -1}}, {Point{3, 0}, 1996, 2, 15, Point{-1, 0}}} {
			got := "missing"
			if rj, ok := red(g.j); ok {
				if f, ok := Anchor25(rj.P, g.d); ok {
					pl := rj.Place(f)
					got = fmt.Sprintf("child %d d=%d attack=%v h=%d required=%v omits=%s", g.j, g.d, pl.X, rj.H, pl.P, yesNo(!pl.E.Contains(g.b) && !pl.P.Contains(g.b)))
					if pl.P.Equal(Set{Origin}) && !pl.E.Contains(g.b) {
						bound = max(bound, 1+rj.H)
					} else {
						bound = -1 << 30 // the opening proof fails
					}
				}
			}
			out = append(out, claimChk(fmt.Sprintf("mb.cert25.opening.%d_%d", g.b.X, g.b.Y), fmt.Sprintf("first reply %v (opening table)", g.b),
				fmt.Sprintf("child %d d=%d attack=%v h=%d required=%v omits=yes", g.j, g.d, g.attack, g.h, Set{Origin}), got))
		}
		if bound < 0 {
			out = append(out, claimChk("mb.cert25.bound", "Maker moves by the opening proof (1 + largest further bound)", 25, "the opening proof fails"))
		} else {
			out = append(out, claimChk("mb.cert25.bound", "Maker moves by the opening proof (1 + largest further bound)", 25, bound))
		}
		// Section "Two continuations that leave the initial line".
		F, okF := Anchor25(NewSet(Point{-1, 0}), 2)
		if c1874, ok := red(1874); ok {
			F, okF = Anchor25(c1874.P, 2)
		}
		for _, g := range []struct {
			j, code, e, h int
			pivot         Point
			avoid         Set
		}{{1716, 8, 256, 23, Point{-3, 1}, NewSet(Point{1, 0}, Point{-1, -1})}, {1752, 3, 93, 15, Point{-1, 2}, NewSet(Point{1, 0}, Point{-2, 0})}} {
			got := "missing"
			if rj, ok := red(g.j); ok && okF {
				if f, ok := Anchor25(rj.P, g.code); ok {
					pl := rj.Place(F.Compose(f))
					got = fmt.Sprintf("|E|=%d h=%d P=%v pivot=%v avoids %v=%s", rj.E.Len(), rj.H, pl.P, pl.X, g.avoid, yesNo(pl.E.Disjoint(g.avoid)))
				}
			}
			out = append(out, claimChk(fmt.Sprintf("mb.cert25.nonlocal.%d", g.j), fmt.Sprintf("child %d:%d of card 1874 under Φ_{1874,2}", g.j, g.code),
				fmt.Sprintf("|E|=%d h=%d P=%v pivot=%v avoids %v=yes", g.e, g.h, NewSet(Origin, Point{-1, 0}), g.pivot, g.avoid), got))
		}
	case Dialect35:
		// Proposition "r35:conditional" and the finite reconstruction theorem.
		out = append(out,
			claimChk("mb.cert35.cards", "cards", 616, s.Cards),
			claimChk("mb.cert35.terms", "placement terms", 1837, s.References),
			claimChk("mb.cert35.reply_classes", "local reply classes (measured)", 26703, s.ReplyClasses),
		)
		strict, oInside, maxH := len(r.Cards) > 0, len(r.Cards) > 0, 0
		for _, cj := range r.Cards {
			if !cj.A.SubsetOf(cj.T) || cj.A.Len() == cj.T.Len() {
				strict = false
			}
			if !cj.T.Contains(Origin) || cj.A.Contains(Origin) {
				oInside = false
			}
			maxH = max(maxH, cj.H)
		}
		out = append(out, claimChk("mb.cert35.invariants", "every A ⊊ T, o ∈ T \\ A, h ≤ 34", "yes", yesNo(strict && oInside && maxH <= 34)))
		bound, regions := 0, true
		for _, g := range []struct {
			j     int
			a     Point
			t, h  int
			avoid func(Point) bool
			desc  string
			moves int // Maker moves before the row applies (opening proof)
		}{
			{557, Point{-1, 0}, 118, 19, func(p Point) bool { return p.X <= -3 && p.Y <= -2 }, "x ≤ −3, y ≤ −2", 1},
			{595, Point{-1, 0}, 222, 27, func(p Point) bool { return p.X == -2 && p.Y <= -2 }, "x = −2, y ≤ −2", 1},
			{603, Point{-1, 0}, 275, 27, func(p Point) bool { return p.X <= -3 && p.Y == 0 }, "x ≤ −3, y = 0", 1},
			{615, Point{1, 0}, 686, 34, func(p Point) bool { return p == Point{1, -1} }, "(1,−1)", 1},
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
				regions = regions && clear
				// Theorem "r35:theorem": the distant replies give 1 + h; the
				// near ones 2 + (h_615 − 1) by the Breaker-turn reading.
				bound = max(bound, g.moves+cj.H)
				got = fmt.Sprintf("A=%v |T|=%d h=%d region clear=%v", cj.A, cj.T.Len(), cj.H, clear)
			} else {
				regions = false
			}
			out = append(out, claimChk(fmt.Sprintf("mb.cert35.row%d", g.j), fmt.Sprintf("row %d interface (region %s)", g.j, g.desc),
				fmt.Sprintf("A=%v |T|=%d h=%d region clear=true", Set{g.a}, g.t, g.h), got))
		}
		if regions {
			out = append(out, claimChk("mb.cert35.bound", "Maker moves by the opening proof (max of 1 + h over rows 557/595/603, 2 + (h_615 − 1))", 35, bound))
		} else {
			out = append(out, claimChk("mb.cert35.bound", "Maker moves by the opening proof (max of 1 + h over rows 557/595/603, 2 + (h_615 − 1))", 35, "an interface fails"))
		}
		// Eq. "r35:transfer-data", row 612 and eq. (r35:exception).
		V := NewSet(Point{-1, -4}, Point{-1, -3}, Point{-1, -2}, Point{-1, -1})
		for _, g := range []struct {
			j    int
			a    Set
			t, h int
		}{{586, NewSet(Point{0, -2}, Point{0, -1}), 198, 26}, {588, V.Without(Point{-1, -1}).With(Point{0, -1}), 202, 27}, {589, V, 204, 28},
			{612, NewSet(Point{-3, 0}, Point{-2, 0}, Point{-1, 0}), 404, 29}, {614, NewSet(Point{1, 0}, Point{1, 1}), 678, 33}} {
			out = append(out, claimChk(fmt.Sprintf("mb.cert35.row%d", g.j), fmt.Sprintf("row %d", g.j),
				fmt.Sprintf("A=%v |T|=%d h=%d", g.a, g.t, g.h), cardStr(g.j)))
		}
		// Table "r35:exception-children": the seven children of row 614
		// composed with K = 614b43: term after K, next pivot, |T|, h.
		_, K, _ := DecodeTerm35("614b43")
		var want, got []string
		for _, g := range []struct {
			w, after string
			pivot    Point
			t, h     int
		}{{"608b75", "608a56", Point{1, 2}, 354, 32}, {"543d56", "543c64", Point{2, 0}, 55, 11}, {"370g34", "370h42", Point{0, -2}, 35, 11},
			{"392h34", "392g42", Point{0, -2}, 41, 11}, {"610d56", "610c64", Point{2, 0}, 343, 32}, {"600a64", "600b45", Point{0, 1}, 259, 29},
			{"613a64", "613b45", Point{0, 1}, 563, 30}} {
			want = append(want, fmt.Sprintf("%s %v %d %d", g.after, g.pivot, g.t, g.h))
			k, f, _ := DecodeTerm35(g.w)
			rw, okRow := row(614)
			ck, okCard := card(k)
			present := okRow && findTerm(&rw.Node, k, int(g.w[len(g.w)-3]-'a'), f.T) != nil
			if !okCard || !present {
				got = append(got, g.w+" missing")
				continue
			}
			after, _ := EncodeTerm35(k, K.Compose(f))
			got = append(got, fmt.Sprintf("%s %v %d %d", after, ck.Place(K.Compose(f)).Pivot, ck.T.Len(), ck.H))
		}
		out = append(out, claimChk("mb.cert35.exception_children", "children of row 614 after K: term, next pivot, |T|, h", strings.Join(want, "; "), strings.Join(got, "; ")))
		diff := "missing"
		if c614, ok := card(614); ok {
			if c615, ok := card(615); ok {
				diff = c615.T.Minus(K.Map(c614.T)).String()
				if !K.Map(c614.T).SubsetOf(c615.T) {
					diff += " (K(T_614) not inside T_615)"
				}
			}
		}
		out = append(out, claimChk("mb.cert35.exception_difference", "T_615 \\ K(T_614)",
			NewSet(Point{-15, 0}, Point{-15, 2}, Point{-14, 0}, Point{-14, 1}, Point{-14, 2}, Point{-13, -4}, Point{-13, 4}, Point{-1, 0}), diff))
	}
	return out
}
