package mb

import (
	"fmt"
	"runtime"
	"sort"
	"strconv"
	"strings"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/paper"
	"plylab/engine/makerbreaker"
)

// Cert is a loaded, reconstructed certificate with its measurements.
type Cert struct {
	Name    string
	Cert    *makerbreaker.Certificate
	Recon   *makerbreaker.Recon
	Summary makerbreaker.Summary
	Raw     []byte
}

// Load reads and reconstructs a certificate file. dialect is "21", "25"
// or "35"; shape a polyomino name ("snaky", "l4", …) or cells "x,y x,y …".
// A file that cannot be read or does not parse is an *inputerr.Error.
func Load(path, dialect, shape string) (*Cert, error) {
	d, err := makerbreaker.ParseDialect(dialect)
	if err != nil {
		return nil, err
	}
	sh, err := makerbreaker.ParseShape(shape)
	if err != nil {
		return nil, err
	}
	return loadFile(path, d, sh)
}

// LoadText parses certificate text given inline (the paper's examples).
func LoadText(name, text, dialect, shape string) (*Cert, error) {
	return mbLoadBytes(name, []byte(text), dialect, shape)
}

func mbLoadBytes(name string, raw []byte, dialect, shape string) (*Cert, error) {
	d, err := makerbreaker.ParseDialect(dialect)
	if err != nil {
		return nil, err
	}
	sh, err := makerbreaker.ParseShape(shape)
	if err != nil {
		return nil, err
	}
	c, r, err := makerbreaker.Load(d, name, raw, sh)
	if err != nil {
		return nil, err
	}
	return &Cert{Name: name, Cert: c, Recon: r, Summary: makerbreaker.Summarize(c, r, raw), Raw: raw}, nil
}

// The paper's printed certificate lines (Sections "Two elementary cards",
// "The first two composite cards" and "The first two compositions").
const (
	Example21 = "6 14 4:100 5:101\n7 05 6:001 6:405\n"
	Example25 = "193233\n165272\n"
	Example35 = "6 0a03\n7 4a34 6a54\n"
)

// Examples loads the three two-line examples of the paper.
func Examples() (c21, c25, c35 *Cert, err error) {
	if c21, err = LoadText("example-21", Example21, "21", "snaky"); err != nil {
		return
	}
	if c25, err = LoadText("example-25", Example25, "25", "snaky"); err != nil {
		return
	}
	c35, err = LoadText("example-35", Example35, "35", "snaky")
	return
}

// CardsFrame has one row per card: card, kind (base or row), required
// (|A|), envelope (|T|), height, pivot_x, pivot_y.
func CardsFrame(c *Cert) dataframe.DataFrame {
	var card, req, env, h, px, py []int
	var kind []string
	nb := c.Cert.NumBases()
	for j, k := range c.Recon.Cards {
		card = append(card, j)
		if j < nb {
			kind = append(kind, "base")
		} else {
			kind = append(kind, "row")
		}
		req = append(req, k.A.Len())
		env = append(env, k.T.Len())
		h = append(h, k.H)
		px = append(px, k.Pivot.X)
		py = append(py, k.Pivot.Y)
	}
	return dataframe.New(series.New(card, series.Int, "card"), series.New(kind, series.String, "kind"),
		series.New(req, series.Int, "required"), series.New(env, series.Int, "envelope"), series.New(h, series.Int, "height"),
		series.New(px, series.Int, "pivot_x"), series.New(py, series.Int, "pivot_y"))
}

// NodesFrame has one row per combination node (inline ones included):
// card, inline, children, required, envelope, height, reply_classes (a
// count of the construction, not a check: see makerbreaker.ReplyClasses).
func NodesFrame(c *Cert) dataframe.DataFrame {
	var card, ch, req, env, h, rc []int
	var inl []bool
	for _, n := range c.Recon.Nodes {
		card = append(card, n.Row)
		inl = append(inl, n.Inline)
		ch = append(ch, n.Children)
		req = append(req, n.Card.A.Len())
		env = append(env, n.Card.T.Len())
		h = append(h, n.Card.H)
		rc = append(rc, n.ReplyClasses)
	}
	return dataframe.New(series.New(card, series.Int, "card"), series.New(inl, series.Bool, "inline"),
		series.New(ch, series.Int, "children"), series.New(req, series.Int, "required"), series.New(env, series.Int, "envelope"),
		series.New(h, series.Int, "height"), series.New(rc, series.Int, "reply_classes"))
}

// HistogramRow is one bar of a certificate histogram: Cards cards have
// Value as their Quantity ("required" |A|, "envelope" |T| or "height" h).
type HistogramRow struct {
	Quantity     string
	Value, Cards int
}

// HistogramRows are certificate histograms in long form, one row per
// quantity and value. Frame tabulates them: columns quantity, value,
// cards.
type HistogramRows []HistogramRow

// Histogram is the certificate's three histograms (required, envelope,
// height), each by increasing value.
func (c *Cert) Histogram() HistogramRows {
	var out HistogramRows
	for _, h := range []struct {
		name string
		m    map[int]int
	}{{"required", c.Summary.RequiredSize}, {"envelope", c.Summary.EnvelopeSize}, {"height", c.Summary.Height}} {
		var ks []int
		for k := range h.m {
			ks = append(ks, k)
		}
		sort.Ints(ks)
		for _, k := range ks {
			out = append(out, HistogramRow{Quantity: h.name, Value: k, Cards: h.m[k]})
		}
	}
	return out
}

// Frame is the histograms as a table: columns quantity, value, cards.
func (hs HistogramRows) Frame() dataframe.DataFrame {
	var q []string
	var v, n []int
	for _, r := range hs {
		q, v, n = append(q, r.Quantity), append(v, r.Value), append(n, r.Cards)
	}
	return dataframe.New(series.New(q, series.String, "quantity"), series.New(v, series.Int, "value"), series.New(n, series.Int, "cards"))
}

// SummaryFrame is one row per certificate: name, dialect, cards, rows,
// references, inline_nodes, reply_classes, normalization_mismatches (25
// dialect; 0 elsewhere), final_required,
// final_envelope, final_height, published.
func SummaryFrame(cs []*Cert) dataframe.DataFrame {
	var name, dia, pub []string
	var cards, rows, refs, inl, rc, un, fa, ft, fh []int
	for _, c := range cs {
		s := c.Summary
		name = append(name, c.Name)
		dia = append(dia, s.Dialect.String())
		cards = append(cards, s.Cards)
		rows = append(rows, s.Rows)
		refs = append(refs, s.References)
		inl = append(inl, s.InlineNodes)
		rc = append(rc, s.ReplyClasses)
		un = append(un, len(s.NormalizationMismatches))
		fa = append(fa, s.Final.A.Len())
		ft = append(ft, s.Final.T.Len())
		fh = append(fh, s.Final.H)
		p := ""
		if s.Published != 0 {
			p = s.Published.String()
		}
		pub = append(pub, p)
	}
	return dataframe.New(series.New(name, series.String, "name"), series.New(dia, series.String, "dialect"),
		series.New(cards, series.Int, "cards"), series.New(rows, series.Int, "rows"), series.New(refs, series.Int, "references"),
		series.New(inl, series.Int, "inline_nodes"), series.New(rc, series.Int, "reply_classes"), series.New(un, series.Int, "normalization_mismatches"),
		series.New(fa, series.Int, "final_required"), series.New(ft, series.Int, "final_envelope"), series.New(fh, series.Int, "final_height"),
		series.New(pub, series.String, "published"))
}

// Play plays games of the certificate's policy. breaker is "random",
// "greedy" or "search"; board "infinite", "envelope" or "square".
func Play(c *Cert, breaker, board string, games int, seed uint64) (makerbreaker.PlayStats, error) {
	p, err := policy(c, board)
	if err != nil {
		return makerbreaker.PlayStats{}, err
	}
	br, err := newBreaker(breaker, seed, 20000)
	if err != nil {
		return makerbreaker.PlayStats{}, err
	}
	return p.PlayMany(br, games, nil)
}

// PlayRow counts the Games that Breaker lost on Board (a certificate of
// height Height) by Maker's win on move WinMove.
type PlayRow struct {
	Breaker, Board         string
	Height, WinMove, Games int
}

// PlayRows are play statistics, one row per Breaker (and board) and
// winning move. Frame tabulates them: columns breaker, board, height,
// win_move, games.
type PlayRows []PlayRow

// PlayRowsOf turns play statistics (Play) into rows, in their order and
// by increasing winning move; boards[i] is the board of stats[i] (""
// or missing: "infinite").
func PlayRowsOf(stats []makerbreaker.PlayStats, boards []string) PlayRows {
	var out PlayRows
	for i, st := range stats {
		b := "infinite"
		if i < len(boards) && boards[i] != "" {
			b = boards[i]
		}
		var ks []int
		for k := range st.WinMoves {
			ks = append(ks, k)
		}
		sort.Ints(ks)
		for _, k := range ks {
			out = append(out, PlayRow{Breaker: st.Breaker, Board: b, Height: st.Height, WinMove: k, Games: st.WinMoves[k]})
		}
	}
	return out
}

// Frame is the statistics as a table: columns breaker, board, height,
// win_move, games.
func (ps PlayRows) Frame() dataframe.DataFrame {
	var br, bd []string
	var h, wm, g []int
	for _, r := range ps {
		br, bd = append(br, r.Breaker), append(bd, r.Board)
		h, wm, g = append(h, r.Height), append(wm, r.WinMove), append(g, r.Games)
	}
	return dataframe.New(series.New(br, series.String, "breaker"), series.New(bd, series.String, "board"),
		series.New(h, series.Int, "height"), series.New(wm, series.Int, "win_move"), series.New(g, series.Int, "games"))
}

// Literature is what the literature says about a small polyomino:
// winner or loser on the infinite board (the same in the Maker–Breaker and
// in Harary's game), and for winners the smallest square board b and the
// fewest first-player moves m on it in Harary's game, where both players
// try to complete the animal (Harary's table as given by Gardner,
// Scientific American 240:4, 1979, and Berlekamp–Conway–Guy, Winning Ways,
// vol. 2, pp. 684–685; collected in Wikipedia, "Harary's generalized
// tic-tac-toe"). A first-player win of that game within m moves on a board
// is a Maker–Breaker win within m on Z², so our heights can only be smaller.
type Literature struct {
	Shape  string
	Winner bool
	Board  int // smallest square board on which Maker wins (0: loser)
	Moves  int // fewest Maker moves on that board (0: loser)
}

// PolyominoLiterature lists the polyominoes of up to five cells.
var PolyominoLiterature = []Literature{
	{"monomino", true, 1, 1}, {"domino", true, 2, 2}, {"i3", true, 4, 3}, {"v3", true, 3, 3},
	{"i4", true, 7, 8}, {"l4", true, 4, 4}, {"o4", false, 0, 0}, {"t4", true, 5, 4}, {"z4", true, 3, 5},
	{"f5", false, 0, 0}, {"i5", false, 0, 0}, {"l5", true, 7, 10}, {"n5", true, 6, 6}, {"p5", false, 0, 0},
	{"t5", false, 0, 0}, {"u5", false, 0, 0}, {"v5", false, 0, 0}, {"w5", false, 0, 0}, {"x5", false, 0, 0},
	{"y5", true, 7, 9}, {"z5", false, 0, 0},
}

// Literature is what PolyominoLiterature says about the run's shape (the
// zero Literature, Shape "", for a shape it does not list).
func (r *SearchRun) Literature() Literature {
	for _, l := range PolyominoLiterature {
		if l.Shape == r.Shape {
			return l
		}
	}
	return Literature{}
}

// ParseCells reads cells written "x,y x,y ..." (empty: none).
func ParseCells(s string) ([]makerbreaker.Point, error) {
	var out []makerbreaker.Point
	for _, f := range strings.Fields(s) {
		a, b, ok := strings.Cut(f, ",")
		x, err1 := strconv.Atoi(a)
		y, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil {
			return nil, fmt.Errorf("bad cell %q: want x,y", f)
		}
		out = append(out, makerbreaker.Point{X: x, Y: y})
	}
	return out, nil
}

// SearchTable runs the search for the given shapes (empty board) and
// returns the table shape, literature (winner/loser), published_board,
// published_moves, found, height, cards, envelope, pairing (periods of a
// checked pairing strategy for Breaker, looked for when no certificate is
// found), nodes, seconds.
func SearchTable(shapes []string, maxHeight int, maxNodes uint64) (dataframe.DataFrame, []*SearchRun, error) {
	var name, status, pairing []string
	var pb, pm, h, cards, env []int
	var found []bool
	var nodes []int
	var sec []float64
	var runs []*SearchRun
	for _, s := range shapes {
		r, err := Search(s, "", maxHeight, maxNodes)
		if err != nil {
			return dataframe.DataFrame{}, nil, err
		}
		runs = append(runs, r)
		l := r.Literature()
		st := "unknown"
		if l.Shape != "" && l.Winner {
			st = "winner"
		} else if l.Shape != "" {
			st = "loser"
		}
		name = append(name, r.Shape)
		status = append(status, st)
		pb = append(pb, l.Board)
		pm = append(pm, l.Moves)
		found = append(found, r.Found)
		h = append(h, r.Height)
		cards = append(cards, r.Cards)
		env = append(env, r.Envelope)
		pp := ""
		if r.Pairing != nil {
			pp = fmt.Sprintf("%dx%d", r.Pairing.P, r.Pairing.Q)
		}
		pairing = append(pairing, pp)
		nodes = append(nodes, int(r.Nodes))
		sec = append(sec, r.Seconds)
	}
	df := dataframe.New(series.New(name, series.String, "shape"), series.New(status, series.String, "literature"),
		series.New(pb, series.Int, "published_board"), series.New(pm, series.Int, "published_moves"),
		series.New(found, series.Bool, "found"), series.New(h, series.Int, "height"), series.New(cards, series.Int, "cards"),
		series.New(env, series.Int, "envelope"), series.New(pairing, series.String, "pairing"),
		series.New(nodes, series.Int, "nodes"), series.New(sec, series.Float, "seconds"))
	return df, runs, nil
}

// FourRowFrame runs the four-in-a-row check (every placement of at most
// maxBreaker Breaker cells in Q) and returns rows proof ("height h"),
// height, placements, plus one row proof "none" (height 0) counting the
// placements without a proof.
func FourRowFrame(maxBreaker int) (dataframe.DataFrame, makerbreaker.FourRowResult, error) {
	return FourRowFrameWith(maxBreaker, Run{})
}

// FourRowFrameWith is FourRowFrame with run's Workers (below 1: one per
// core) and Progress (the symmetry classes checked so far and the
// fraction of all classes), for a progress bar.
func FourRowFrameWith(maxBreaker int, run Run) (dataframe.DataFrame, makerbreaker.FourRowResult, error) {
	workers := run.Workers
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	opt := makerbreaker.FourRowOptions{MaxBreaker: maxBreaker, Workers: workers}
	if run.Progress != nil {
		opt.Progress = func(done, total int) { run.progress(uint64(done), float64(done)/float64(max(1, total))) }
	}
	res, err := makerbreaker.FourRow(opt)
	if err != nil {
		return dataframe.DataFrame{}, res, err
	}
	var hs []int
	for h := range res.Heights {
		hs = append(hs, h)
	}
	sort.Ints(hs)
	var h, n []int
	var proof []string
	for _, k := range hs {
		h = append(h, k)
		n = append(n, res.Heights[k])
		proof = append(proof, fmt.Sprintf("height %d", k))
	}
	h = append(h, 0)
	n = append(n, res.Placements-res.WonPlacements)
	proof = append(proof, "none")
	return dataframe.New(series.New(proof, series.String, "proof"), series.New(h, series.Int, "height"), series.New(n, series.Int, "placements")), res, nil
}

// CardView is what a card drawing shows: required cells, the other
// envelope cells, the pivot, marked cells (completions or next pivots) and
// the target copy Maker completes when Breaker stays out of the envelope.
type CardView struct {
	Title    string
	Required []makerbreaker.Point
	Envelope []makerbreaker.Point // T \ A
	Pivot    makerbreaker.Point
	Marks    []makerbreaker.Point
	Labels   map[makerbreaker.Point]string
	// Target is the copy of the target the card's policy completes when
	// Breaker never claims a cell of the envelope: at every combination
	// the first child, down to a base card, whose envelope is the copy
	// (nil when the view has none).
	Target []makerbreaker.Point
}

// ForkView is Figure "fork" of the 21-move certificate c21 (the first of
// Examples): card 6, its pivot (1,4) and the two completions (1,3) and
// (1,5) of the placed bases.
func ForkView(c21 *Cert) CardView {
	c6 := c21.Recon.Cards[6]
	v := CardView{Title: "Card 6: fork at the pivot (1,4)", Required: c6.A, Envelope: c6.T.Minus(c6.A), Pivot: c6.Pivot,
		Labels: map[makerbreaker.Point]string{}}
	for _, t := range c21.Cert.Rows[0].Node.Terms {
		comp := c21.Recon.Cards[t.Card].Place(t.Place).Pivot
		v.Marks = append(v.Marks, comp)
		v.Labels[comp] = "completion " + comp.String()
	}
	v.Labels[c6.Pivot] = "pivot " + c6.Pivot.String()
	v.Target = firstLineTarget(c21, 6)
	return v
}

// firstLineTarget is the target copy card j's policy completes when
// Breaker stays out of the envelope: Maker claims each pivot and, Breaker's
// reply avoiding every child envelope, passes to the first child (composing
// placements as makerbreaker.Policy does) until a base card, whose envelope
// is a whole copy of the target.
func firstLineTarget(c *Cert, j int) []makerbreaker.Point {
	nb := c.Cert.NumBases()
	if j < nb {
		return c.Recon.Cards[j].T
	}
	f := makerbreaker.IdentityPlacement
	node := &c.Cert.Rows[j-nb].Node
	for {
		if len(node.Terms) == 0 {
			return nil
		}
		t := node.Terms[0]
		if t.Inline != nil {
			node = t.Inline
			continue
		}
		f = f.Compose(t.Place)
		if t.Card < nb {
			return c.Recon.Cards[t.Card].Place(f).T
		}
		node = &c.Cert.Rows[t.Card-nb].Node
	}
}

// CardViewOf draws any card with the pivots of its children as marks and
// the target copy of its first line (CardView.Target).
func CardViewOf(c *Cert, card int) (CardView, error) {
	if card < 0 || card >= len(c.Recon.Cards) {
		return CardView{}, fmt.Errorf("card %d out of range", card)
	}
	k := c.Recon.Cards[card]
	v := CardView{Title: "card " + strconv.Itoa(card), Required: k.A, Envelope: k.T.Minus(k.A), Pivot: k.Pivot,
		Target: firstLineTarget(c, card)}
	if nb := c.Cert.NumBases(); card >= nb {
		for _, t := range c.Cert.Rows[card-nb].Node.Terms {
			if t.Inline != nil {
				v.Marks = append(v.Marks, t.Inline.Pivot)
				continue
			}
			v.Marks = append(v.Marks, c.Recon.Cards[t.Card].Place(t.Place).Pivot)
		}
	}
	return v, nil
}

// Text is the certificate's text as written back by the writer (for a
// loaded file: the same bytes).
func Text(c *Cert) (string, error) {
	b, err := c.Cert.Bytes()
	return string(b), err
}

// RoundTrip reports whether writing the certificate back reproduces its
// input bytes exactly.
func RoundTrip(c *Cert) (bool, error) {
	b, err := c.Cert.Bytes()
	if err != nil {
		return false, err
	}
	return string(b) == string(c.Raw), nil
}

// Convert rewrites a certificate in another dialect ("21", "25", "35"),
// re-verifies every card and reloads the written text.
func Convert(c *Cert, to string) (*Cert, error) {
	d, err := makerbreaker.ParseDialect(to)
	if err != nil {
		return nil, err
	}
	out, _, _, err := makerbreaker.Convert(c.Cert, c.Recon, d)
	if err != nil {
		return nil, err
	}
	b, err := out.Bytes()
	if err != nil {
		return nil, err
	}
	return mbLoadBytes(c.Name+"-as-"+to, b, to, c.Cert.Shape.CellString())
}

// Card describes card j: "A={…} T={…} h=… p=(x,y)".
func Card(c *Cert, j int) string {
	if j < 0 || j >= len(c.Recon.Cards) {
		return fmt.Sprintf("card %d out of range", j)
	}
	return c.Recon.Cards[j].String()
}

// LoadError returns the error message of loading text as a certificate
// ("" if it loads): the parser's file:line:column: reason.
func LoadError(text, dialect string) string {
	_, err := LoadText("input.txt", text, dialect, "snaky")
	if err == nil {
		return ""
	}
	return err.Error()
}

// Kept loads one of the Snaky certificates our search found and the
// engine keeps ("snaky-domino", "snaky-handicap1" and the proof-number
// search's "snaky-handicap1-pn"; see makerbreaker.KeptCertificate).
func Kept(name string) (*Cert, error) {
	raw, err := makerbreaker.KeptCertificate(name)
	if err != nil {
		return nil, err
	}
	return mbLoadBytes(name, raw, "21", "snaky")
}

// ClaimHistogram is a histogram the paper prints, read from its row of
// the claims table, as rows of Cert.Histogram under the given quantity
// name: the row's value lists the counts of the values 0, 1, 2, … in
// order, as mb.cert25.required_histogram does ("cards with |P_i| =
// 0..10": 1 5 52 … 2). It lets a notebook draw the published histogram
// when the certificate file itself is not at hand. An unknown claim or a
// value that is not a list of counts is an error.
func ClaimHistogram(claimID, quantity string) (HistogramRows, error) {
	cs, err := paper.Claims()
	if err != nil {
		return nil, err
	}
	for _, c := range cs {
		if c.ID != claimID {
			continue
		}
		var out HistogramRows
		for i, f := range strings.Fields(c.Value) {
			k, err := strconv.Atoi(f)
			if err != nil || k < 0 {
				return nil, fmt.Errorf("claim %s: %q is not a count", claimID, f)
			}
			out = append(out, HistogramRow{Quantity: quantity, Value: i, Cards: k})
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("claim %s has no counts", claimID)
		}
		return out, nil
	}
	return nil, fmt.Errorf("no claim %s in data/paper", claimID)
}
