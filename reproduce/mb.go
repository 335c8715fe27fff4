package reproduce

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"gonum.org/v1/plot/vg"

	"plylab/data/mb"
	"plylab/data/paper"
	"plylab/data/transv"
	"plylab/engine/makerbreaker"
	"plylab/plots"
)

func init() { Register("mb", MB) }

// Search limits of the mb family: winners are searched until their
// certificate appears; losers up to MBLoserHeight (fast default) or
// MBLoserHeightFull (--full).
const (
	MBLoserHeight     = 7
	MBLoserHeightFull = 8
	// MBExhaustHeight is the largest certificate height that reproduce
	// also plays out exhaustively on the final envelope; the y5 certificate
	// (height 6, 37 cells, about 20 s) is played out too because its claim
	// note relies on it.
	MBExhaustHeight = 5
	// MBDominoRefuted is the height up to which reproduce searches Snaky
	// from the domino start without finding a certificate.
	MBDominoRefuted = 6
	// MBFourRowBreaker is the most Breaker cells in Q of the four-in-a-row
	// check.
	MBFourRowBreaker = 3
)

// MBLoserHeightFor is the search height of the losers at a setting.
func MBLoserHeightFor(full bool) int {
	if full {
		return MBLoserHeightFull
	}
	return MBLoserHeight
}

// MB reproduces the Maker–Breaker family: the paper's worked examples, the
// certificate search of every polyomino of up to five cells (run once: its
// certificates give the literature claims, the search table, the
// L-pentomino's cards, histograms and play statistics, and the certificate
// files), the kept Snaky certificates, and the four-in-a-row check (run
// once for its claim, table and figure).
func MB(o Options) (*Result, error) {
	o.logf("mb: the paper's worked examples")
	c21, c25, c35, err := mb.Examples()
	if err != nil {
		return nil, err
	}
	out := mbExampleClaims(c21, c25, c35)
	// The published certificates, when a copy is at hand.
	out = append(out, mbPublishedClaims(o)...)
	h := MBLoserHeightFor(o.Full)
	o.logf("mb: certificate search for the polyominoes of up to five cells (losers up to height %d)", h)
	search, runs, err := mb.SearchTable(mb.Shapes(), h, 0)
	if err != nil {
		return nil, err
	}
	out = append(out, mbLiteratureClaims(runs, h, map[string]int{"y5": 6})...)
	sn, err := mbSnakyClaims(o)
	if err != nil {
		return nil, err
	}
	out = append(out, sn...)
	o.logf("mb: the four-in-a-row proposition over every placement of at most %d Breaker cells in Q", MBFourRowBreaker)
	frDF, fr, err := mb.FourRowFrame(MBFourRowBreaker)
	if err != nil {
		return nil, err
	}
	out = append(out, paper.Measured{ID: "mb.fourrow.unproved", Value: fmt.Sprint(fr.Placements - fr.WonPlacements),
		Note: fr.String()})
	res := &Result{Family: "mb", Claims: out}

	// The tables and figures: the search table, the cards and histograms
	// of the paper's examples and of our L-pentomino certificate, play
	// statistics of that certificate, the four-in-a-row check, and the
	// certificates themselves.
	certs := []*mb.Cert{c21, c25, c35}
	var l5 *mb.Cert
	for _, r := range runs {
		if r.Cert == nil {
			continue
		}
		certs = append(certs, r.Cert)
		res.AddFile(filepath.Join("certificates", "mb-"+r.Shape+"-21.txt"), r.Cert.Raw)
		if r.Shape == "l5" {
			l5 = r.Cert
		}
	}
	if l5 == nil {
		return nil, fmt.Errorf("no L-pentomino certificate")
	}
	o.logf("mb: play statistics of the L-pentomino certificate")
	var stats []makerbreaker.PlayStats
	var boards []string
	for _, g := range []struct {
		br, board string
		games     int
	}{{"random", "infinite", 500}, {"greedy", "infinite", 1}, {"search", "infinite", 1}, {"random", "envelope", 500}, {"search", "envelope", 1}} {
		st, err := mb.Play(l5, g.br, g.board, g.games, 1)
		if err != nil {
			return nil, err
		}
		stats = append(stats, st)
		boards = append(boards, g.board)
	}
	play := mb.PlayRowsOf(stats, boards)
	res.AddTable("mb_search", search)
	res.AddTable("mb_certificates", mb.SummaryFrame(certs))
	res.AddTable("mb_example21_cards", mb.CardsFrame(c21))
	res.AddTable("mb_example25_cards", mb.CardsFrame(c25))
	res.AddTable("mb_example35_cards", mb.CardsFrame(c35))
	res.AddTable("mb_l5_cards", mb.CardsFrame(l5))
	res.AddTable("mb_l5_nodes", mb.NodesFrame(l5))
	res.AddTable("mb_l5_histograms", l5.Histogram().Frame())
	res.AddTable("mb_l5_play", play.Frame())
	res.AddTable("mb_fourrow", frDF)
	hist, err := plots.MBHistogramsFigure(l5.Histogram(), "L5 certificate")
	if err != nil {
		return nil, err
	}
	playFig, err := plots.MBPlayPlot(play, "L-pentomino certificate (height 7): Maker's winning move")
	if err != nil {
		return nil, err
	}
	searchFig, err := plots.MBSearchPlot(runs)
	if err != nil {
		return nil, err
	}
	frFig, err := plots.MBFourRowPlot(fr)
	if err != nil {
		return nil, err
	}
	hw, hh := hist.Size()
	res.AddFigure("mb_fork", plots.MBFork(mb.ForkView(c21)), 12*vg.Centimeter, 10*vg.Centimeter)
	res.AddFigure("mb_l5_histograms", hist, hw, hh)
	res.AddFigure("mb_l5_play", playFig, plots.Width, plots.Height)
	res.AddFigure("mb_search", searchFig, 20*vg.Centimeter, 10*vg.Centimeter)
	res.AddFigure("mb_fourrow", frFig, plots.Width, plots.Height)
	return res, nil
}

// mbExampleClaims computes the claims about the paper's printed lines.
func mbExampleClaims(c21, c25, c35 *mb.Cert) []paper.Measured {
	var out []paper.Measured
	add := func(id, v, note string) { out = append(out, paper.Measured{ID: id, Value: v, Note: note}) }
	for _, ex := range []struct {
		prefix string
		c      *mb.Cert
	}{{"mb.ex21", c21}, {"mb.ex25", c25}, {"mb.ex35", c35}} {
		for _, j := range []int{6, 7} {
			k := ex.c.Recon.Cards[j]
			req, env := k.A, k.T
			if ex.c.Recon.Reduced != nil {
				req, env = ex.c.Recon.Reduced[j].P, ex.c.Recon.Reduced[j].E
			}
			add(fmt.Sprintf("%s.card%d.required", ex.prefix, j), req.String(), "")
			add(fmt.Sprintf("%s.card%d.envelope", ex.prefix, j), env.String(), "")
			add(fmt.Sprintf("%s.card%d.height", ex.prefix, j), fmt.Sprint(k.H), "")
		}
	}
	var comps []string
	for _, t := range c21.Cert.Rows[0].Node.Terms {
		comps = append(comps, c21.Recon.Cards[t.Card].Place(t.Place).Pivot.String())
	}
	add("mb.ex21.card6.completions", strings.Join(comps, " "), "pivots of the placed bases 4:100 and 5:101")
	dec := func(i int, line string) string {
		var parts []string
		for k := 0; k+3 <= len(line); k += 3 {
			b, c := atoi3s(line[k:k+3]), 0
			if b >= 740 && k+6 <= len(line) {
				c = atoi3s(line[k+3 : k+6])
			}
			j, r, kase := makerbreaker.Decode25(i, b, c)
			if kase == 3 {
				k += 3
			}
			parts = append(parts, fmt.Sprintf("(%d,%d)", j, r))
		}
		return strings.Join(parts, " ")
	}
	add("mb.ex25.decode.card6", dec(6, "193233"), "")
	add("mb.ex25.decode.card7", dec(7, "165272"), "")
	add("mb.ex25.decode.extended", dec(2015, "927400"), "")
	add("mb.ex25.decode.relative", dec(2015, "240"), "")
	F, _ := makerbreaker.Anchor25(makerbreaker.NewSet(makerbreaker.Point{X: -1, Y: 0}), 2)
	f1716, _ := makerbreaker.Anchor25(makerbreaker.NewSet(makerbreaker.Point{X: -3, Y: -1}, makerbreaker.Point{X: -2, Y: -1}), 8)
	f1752, _ := makerbreaker.Anchor25(makerbreaker.NewSet(makerbreaker.Point{X: -2, Y: 0}, makerbreaker.Point{X: -2, Y: 1}), 3)
	add("mb.ex25.anchor.1716", F.Compose(f1716).String(), "")
	add("mb.ex25.anchor.1752", F.Compose(f1752).String(), "")
	for _, j := range []int{6, 7} {
		k := c35.Recon.Cards[j]
		h := 0
		for hh := 1; hh <= k.H; hh++ {
			if ok, err := makerbreaker.MakerWins(makerbreaker.Snaky(), k.T, k.A, nil, hh); err == nil && ok {
				h = hh
				break
			}
		}
		add(fmt.Sprintf("mb.ex35.card%d.direct_bound", j), fmt.Sprint(h), "exhaustive play on the envelope, Maker owning exactly A")
	}
	var terms []string
	_, K, _ := makerbreaker.DecodeTerm35("614b43")
	for _, w := range []string{"608b75", "543d56", "370g34", "392h34", "610d56", "600a64", "613a64"} {
		k, f, _ := makerbreaker.DecodeTerm35(w)
		s, _ := makerbreaker.EncodeTerm35(k, K.Compose(f))
		terms = append(terms, s)
	}
	add("mb.ex35.exception_terms", strings.Join(terms, " "), "")
	_, gp, _ := makerbreaker.DecodeTerm35("589b55")
	_, gm, _ := makerbreaker.DecodeTerm35("589h03")
	add("mb.ex35.opposite_tips", gp.Apply(makerbreaker.Origin).String()+" "+gm.Apply(makerbreaker.Origin).String(), "")
	return out
}

// mbLiteratureClaims states what the search of every polyomino of up to
// five cells (losers up to height h) found, against the literature.
//
// A winner's certificate of height at most MBExhaustHeight (or the
// shape's own limit in exhaust) is also played out exhaustively on its
// final envelope (the solver knows nothing of the calculus): the note says
// whether Maker wins within the height there.
func mbLiteratureClaims(runs []*mb.SearchRun, h int, exhaust map[string]int) []paper.Measured {
	var out []paper.Measured
	add := func(id, v, note string) { out = append(out, paper.Measured{ID: id, Value: v, Note: note}) }
	for _, r := range runs {
		id := "mb.lit." + r.Shape
		if r.Found {
			note := fmt.Sprintf("certificate of %d cards, final envelope %d cells, %s positions", r.Cards, r.Envelope, transv.FormatCount(r.Nodes))
			if r.Envelope <= makerbreaker.MaxSolverCells && r.Height <= max(MBExhaustHeight, exhaust[r.Shape]) {
				ok, err := makerbreaker.MakerWins(mbShape(r.Shape), r.Cert.Recon.Final().T, nil, nil, r.Height)
				switch {
				case err != nil:
					note += "; exhaustive play on the envelope: " + err.Error()
				case ok:
					note += fmt.Sprintf("; exhaustive play on the %d-cell envelope: Maker wins within %d", r.Envelope, r.Height)
				default:
					note += fmt.Sprintf("; exhaustive play on the %d-cell envelope: Maker does NOT win within %d there", r.Envelope, r.Height)
				}
			}
			if !r.Literature().Winner {
				note = "a certificate for a shape the literature calls a loser: " + note
			}
			add(id, fmt.Sprint(r.Height), note)
			continue
		}
		if r.Pairing != nil {
			add(id, "loser", fmt.Sprintf("pairing strategy of periods %d×%d (%d pairs per period) checked on every copy; no certificate of height ≤ %d (%s positions)",
				r.Pairing.P, r.Pairing.Q, len(r.Pairing.Pairs), h, transv.FormatCount(r.Nodes)))
			continue
		}
		add(id, fmt.Sprintf("no certificate of height ≤ %d", h), fmt.Sprintf("%s positions searched; no pairing strategy found", transv.FormatCount(r.Nodes)))
	}
	return out
}

// mbSnakyClaims measures the kept Snaky certificates (found by our search,
// see makerbreaker.KeptCertificate) and refutes the low heights on the
// empty board.
func mbSnakyClaims(o Options) ([]paper.Measured, error) {
	var out []paper.Measured
	add := func(id, v, note string) { out = append(out, paper.Measured{ID: id, Value: v, Note: note}) }
	h1, err := mb.Kept("snaky-handicap1")
	if err != nil {
		return nil, err
	}
	f := h1.Summary.Final
	if f.A.Len() != 1 || len(h1.Summary.NormalizationMismatches) != 0 {
		return nil, fmt.Errorf("the kept handicap certificate does not reconstruct to a one-cell claim: %v", f)
	}
	note := fmt.Sprintf("%d-card certificate, final envelope %d cells, reconstructed (the kept certificate snaky-handicap1, found by plylab mb search --shape snaky --maker 0,0 --beam 5 --max-height 13)",
		h1.Summary.Cards, f.T.Len())
	add("mb.snaky.handicap1", "winner", note)
	add("mb.snaky.handicap1.moves", fmt.Sprint(f.H), note)
	dom, err := mb.Kept("snaky-domino")
	if err != nil {
		return nil, err
	}
	o.logf("mb: Snaky from the domino start, heights up to %d", MBDominoRefuted)
	dr, err := mb.Search("snaky", "0,0 1,0", MBDominoRefuted, 0)
	if err != nil {
		return nil, err
	}
	dnote := fmt.Sprintf("the kept %d-card certificate (Maker owns (0,0) and (1,0)), final envelope %d cells; ", dom.Summary.Cards, dom.Summary.Final.T.Len())
	if dr.Found {
		dnote += fmt.Sprintf("but the search from the same start found one of height %d", dr.Height)
	} else {
		dnote += fmt.Sprintf("the search from the same start finds no certificate of height ≤ %d (%s positions; a bound of the move rule)", MBDominoRefuted, transv.FormatCount(dr.Nodes))
	}
	add("mb.snaky.domino", fmt.Sprint(dom.Summary.Final.H), dnote)
	o.logf("mb: Snaky on the empty board, heights up to 8")
	e, err := mb.Search("snaky", "", 8, 0)
	if err != nil {
		return nil, err
	}
	if e.Found {
		add("mb.snaky.empty.refuted", "", fmt.Sprintf("a certificate of height %d was found", e.Height))
	} else {
		add("mb.snaky.empty.refuted", "8", fmt.Sprintf("no certificate of height ≤ 8 under the search's move rule (%s positions)", transv.FormatCount(e.Nodes)))
	}
	add("mb.snaky.empty", "", "not reached: the search proves the one-cell position in 12 but the empty board needs every first Breaker reply refuted (notebook 03, last section, says how far it gets and what stops it)")
	return out, nil
}

func atoi3s(s string) int { return int(s[0]-'0')*100 + int(s[1]-'0')*10 + int(s[2]-'0') }

func mbShape(name string) makerbreaker.Shape {
	sh, _ := makerbreaker.ParseShape(name)
	return sh
}

// mbPublishedClaims measures a published certificate if a copy is named by
// PLYLAB_MB_CERT21/25/35: the SHA-256 of the file given, and, when it is the
// published file, every published fact about it computed from the loaded
// file by makerbreaker.EndpointChecks.
func mbPublishedClaims(o Options) []paper.Measured {
	var out []paper.Measured
	for _, d := range []makerbreaker.Dialect{makerbreaker.Dialect21, makerbreaker.Dialect25, makerbreaker.Dialect35} {
		env := "PLYLAB_MB_CERT" + d.String()
		path := os.Getenv(env)
		want, err := mb.PublishedChecks(d.String())
		if err != nil {
			panic(err) // the paper's examples are built in and load
		}
		var ids []string
		for id := range want {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		sha := "mb.cert" + d.String() + ".sha256"
		skip := func(why string) {
			for _, id := range ids {
				if id != sha {
					out = append(out, paper.Measured{ID: id, Note: why})
				}
			}
		}
		if path == "" {
			out = append(out, paper.Measured{ID: sha, Note: "not run: set " + env + " to a copy of the published file"})
			skip(fmt.Sprintf("not run: the published file is not in the repository; set %s to a copy (SHA-256 %s…)", env, makerbreaker.PublishedSHA256[d][:12]))
			continue
		}
		c, err := mb.Load(path, d.String(), "snaky")
		if err != nil {
			out = append(out, paper.Measured{ID: sha, Note: fmt.Sprintf("%s: %v", path, err)})
			skip(fmt.Sprintf("%s: %v", path, err))
			continue
		}
		out = append(out, paper.Measured{ID: sha, Value: c.Summary.SHA256, Note: "SHA-256 of " + path})
		if c.Summary.Published != d {
			skip(fmt.Sprintf("%s is not the published file (SHA-256 %s)", path, c.Summary.SHA256))
			continue
		}
		o.logf("mb: measuring the published %s-move certificate %s", d, path)
		for _, ch := range makerbreaker.EndpointChecks(c.Cert, c.Recon) {
			if ch.Claim != "" {
				out = append(out, paper.Measured{ID: ch.Claim, Value: ch.Got, Note: "from " + path + ": " + ch.Name})
			}
		}
	}
	return out
}
