package variants

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/frames"
	"plylab/data/runs"
	"plylab/engine/makerbreaker"
	"plylab/engine/positional"
	"plylab/engine/positional/gen"
)

// New tables from the seed games, solved with engine/positional: the
// transversal game of seeds/000 under the Maker–Breaker, Avoider–Enforcer
// and strong-misère rules and under a bias 1:q, and Harary's animal
// (polyomino) achievement game on rectangles, with and without a handicap
// stone. Each function computes its small entries now and reads the larger
// ones from the kept run data/runs/positional-variants.jsonl (the output of
// 'plylab game solve --json' on the instances 'plylab game gen' writes; the
// command is in data/runs/index.csv); a row says which it is in its source
// column. Where a certificate is small enough (PositionalTableCertifyCells)
// the solver's certificate is written and checked by
// positional.CheckCertificate, whose outcome and length must agree.

// VariantsRun is the kept run of the tables' slow entries.
const VariantsRun = "positional-variants.jsonl"

// TableCertifyCells is the largest board (in cells) on which the
// table functions write and check a certificate for each entry. A
// certificate holds every reply of the loser, so it grows about as the
// product of the loser's choices: 16 cells (n = 4) already means about
// 10^5 lines and seconds per entry, n = 5 millions.
var TableCertifyCells = 12

// Variant is one entry of a table: an id, the game, the solver's
// answer, whether it was computed now or read from the kept run, and the
// checked certificate's line count (−1: not certified).
type Variant struct {
	ID        string
	Game      *positional.Game
	Outcome   positional.Outcome
	Plies     int
	Nodes     int64
	Seconds   float64
	Source    string // "computed" or "kept"
	CertLines int64
}

// keptAnswer is one line of the kept run ('plylab game solve --json').
type keptAnswer struct {
	ID     string `json:"id"`
	Answer struct {
		Outcome positional.Outcome `json:"outcome"`
		Plies   *int               `json:"plies"`
		Nodes   int64              `json:"nodes"`
		Seconds float64            `json:"seconds"`
		Error   string             `json:"error"`
	} `json:"answer"`
}

// VariantsKept returns the kept answers by id.
func VariantsKept() (map[string]Variant, error) {
	lines, err := runs.Lines(VariantsRun)
	if err != nil {
		return nil, err
	}
	out := map[string]Variant{}
	for i, l := range lines {
		var k keptAnswer
		if err := json.Unmarshal([]byte(l), &k); err != nil {
			return nil, fmt.Errorf("data/runs/%s:%d: %w", VariantsRun, i+1, err)
		}
		if k.ID == "" || k.Answer.Outcome == positional.NoWin {
			return nil, fmt.Errorf("data/runs/%s:%d: no id or no outcome", VariantsRun, i+1)
		}
		if _, dup := out[k.ID]; dup {
			return nil, fmt.Errorf("data/runs/%s:%d: id %q repeated", VariantsRun, i+1, k.ID)
		}
		v := Variant{ID: k.ID, Outcome: k.Answer.Outcome, Plies: -1, Nodes: k.Answer.Nodes,
			Seconds: k.Answer.Seconds, Source: "kept", CertLines: -1}
		if k.Answer.Plies != nil {
			v.Plies = *k.Answer.Plies
		}
		out[k.ID] = v
	}
	return out, nil
}

// VariantsKeptFrame lists the kept run in file order: id,
// outcome, plies (NA: none), nodes, seconds.
func VariantsKeptFrame() dataframe.DataFrame {
	lines, err := runs.Lines(VariantsRun)
	if err != nil {
		return dataframe.DataFrame{Err: err}
	}
	kept, err := VariantsKept()
	if err != nil {
		return dataframe.DataFrame{Err: err}
	}
	var id, outcome []string
	var plies []interface{}
	var nodes []int
	var secs []float64
	for _, l := range lines {
		var k keptAnswer
		if err := json.Unmarshal([]byte(l), &k); err != nil {
			return dataframe.DataFrame{Err: err}
		}
		v := kept[k.ID]
		id, outcome, plies = append(id, v.ID), append(outcome, string(v.Outcome)), append(plies, frames.NA(v.Plies))
		nodes, secs = append(nodes, int(v.Nodes)), append(secs, v.Seconds)
	}
	return dataframe.New(series.New(id, series.String, "id"), series.New(outcome, series.String, "outcome"),
		series.New(plies, series.Int, "plies"), series.New(nodes, series.Int, "nodes"),
		series.New(secs, series.Float, "seconds"))
}

// VariantSolve solves g with opt under the id, and when g has at
// most TableCertifyCells cells writes its
// certificate and checks it: the checker's outcome and length must be the
// solver's.
func VariantSolve(id string, g *positional.Game, opt positional.Options) (Variant, error) {
	r, err := positional.Solve(g, opt)
	if err != nil {
		return Variant{}, fmt.Errorf("%s: %w", id, err)
	}
	v := Variant{ID: id, Game: g, Outcome: r.Outcome, Plies: r.Plies, Nodes: r.Nodes,
		Seconds: r.Seconds, Source: "computed", CertLines: -1}
	if g.Cells <= TableCertifyCells {
		n, err := certifyVariant(g, r, opt)
		if err != nil {
			return v, fmt.Errorf("%s: %w", id, err)
		}
		v.CertLines = n
	}
	return v, nil
}

// certifyVariant writes g's certificate, checks it and compares it with r.
// A game decided at its start has nothing to certify (0 lines).
func certifyVariant(g *positional.Game, r positional.Result, opt positional.Options) (int64, error) {
	if r.Plies == 0 {
		return 0, nil
	}
	var buf bytes.Buffer
	if _, err := positional.WriteCertificate(&buf, g, opt); err != nil {
		return 0, fmt.Errorf("certificate: %w", err)
	}
	rep, err := positional.CheckCertificate(&buf, g)
	if err != nil {
		// %v, not %w: a rejection (an *inputerr.Error) of a certificate
		// written here is a failed check, not bad input.
		return 0, fmt.Errorf("certificate check: %v", err)
	}
	if rep.Outcome != r.Outcome || rep.Plies != r.Plies {
		return 0, fmt.Errorf("certificate proves %s in %d, the solver said %s in %d", rep.Outcome, rep.Plies, r.Outcome, r.Plies)
	}
	return rep.Lines, nil
}

// TransversalVariant is the transversal game of the n × n board cast in
// rule with the given first mover and Breaker's bias q (q > 1 only under
// Maker–Breaker; Maker claims one cell per turn).
func TransversalVariant(n int, rule positional.Rule, first string, q int) (*positional.Game, error) {
	g, err := gen.Transversal(n)
	if err != nil {
		return nil, err
	}
	if q > 1 {
		g.Bias = [2]int{1, q}
	}
	if err := gen.WithRule(g, rule, first); err != nil {
		return nil, err
	}
	return g, nil
}

// variantRows computes the entries of want with n ≤ nMax (solved with
// opt) and reads the others from the kept run (missing there: left out).
func variantRows(ids []string, ns []int, nMax int, opt positional.Options, build func(i int) (*positional.Game, error)) ([]Variant, error) {
	kept, err := VariantsKept()
	if err != nil {
		return nil, err
	}
	var out []Variant
	for i, id := range ids {
		if ns[i] <= nMax {
			g, err := build(i)
			if err != nil {
				return out, err
			}
			v, err := VariantSolve(id, g, opt)
			if err != nil {
				return out, err
			}
			out = append(out, v)
		} else if k, ok := kept[id]; ok {
			out = append(out, k)
		}
	}
	return out, nil
}

// keptMaxN is the largest n among the kept ids "PREFIX-t<n>…".
func keptMaxN(prefix string) int {
	kept, err := VariantsKept()
	if err != nil {
		return 0
	}
	m := 0
	for id := range kept {
		if !strings.HasPrefix(id, prefix+"-t") {
			continue
		}
		rest := strings.TrimPrefix(id, prefix+"-t")
		if j := strings.IndexAny(rest, "-"); j >= 0 {
			rest = rest[:j]
		}
		if n, err := strconv.Atoi(rest); err == nil && n > m {
			m = n
		}
	}
	return m
}

// makerMoves is the number of Maker's (or the winner's) own turns in a win
// at ply plies: the winner moves on plies 1, 3, … when it moves first, on
// 2, 4, … otherwise.
func makerMoves(plies int, first bool) int {
	if plies < 0 {
		return -1
	}
	if first {
		return (plies + 1) / 2
	}
	return plies / 2
}

// MakerBreakerRow is one row of Table 1: the solve, the board side N, the
// side moving first ("maker" or "breaker") and Maker's moves in the win
// (the fewest that force a transversal; −1 where Breaker wins).
type MakerBreakerRow struct {
	Variant
	N          int
	First      string
	MakerMoves int
}

// TransversalMakerBreaker solves the Maker–Breaker transversal game for
// n = 2 … nMax with Maker first and with Breaker first, and adds the kept
// entries for larger n.
func TransversalMakerBreaker(nMax int, opt positional.Options) ([]MakerBreakerRow, error) {
	var ids []string
	var ns []int
	var firsts []string
	top := nMax
	if k := keptMaxN("mb"); k > top {
		top = k
	}
	for n := 2; n <= top; n++ {
		for _, f := range []string{"maker", "breaker"} {
			ids, ns, firsts = append(ids, fmt.Sprintf("mb-t%d-%s", n, f)), append(ns, n), append(firsts, f)
		}
	}
	vs, err := variantRows(ids, ns, nMax, opt, func(i int) (*positional.Game, error) {
		return TransversalVariant(ns[i], positional.MakerBreaker, firsts[i], 1)
	})
	rows := make([]MakerBreakerRow, len(vs))
	for i, v := range vs {
		n, f := parseTransversalID(v.ID)
		rows[i] = MakerBreakerRow{Variant: v, N: n, First: f, MakerMoves: makerMoves(v.Plies, f == "maker")}
	}
	return rows, err
}

// TransversalMakerBreakerFrame is Table 1 of notebook 07: per n and first
// mover, the outcome of the Maker–Breaker transversal game, its optimal
// length in plies and Maker's moves in it (the fewest Maker moves that
// force a transversal; NA where Breaker wins), the search's nodes and
// seconds, the checked certificate's lines (NA: not certified) and the
// source (computed now, or kept).
func TransversalMakerBreakerFrame(vs []MakerBreakerRow) dataframe.DataFrame {
	var n []int
	var first, outcome, source []string
	var plies, moves, cert []interface{}
	var nodes []int
	var secs []float64
	for _, v := range vs {
		n, first = append(n, v.N), append(first, v.First)
		outcome = append(outcome, string(v.Outcome))
		plies = append(plies, frames.NA(v.Plies))
		moves = append(moves, frames.NA(v.MakerMoves))
		nodes, secs = append(nodes, int(v.Nodes)), append(secs, v.Seconds)
		cert, source = append(cert, frames.NA(int(v.CertLines))), append(source, v.Source)
	}
	return dataframe.New(series.New(n, series.Int, "n"), series.New(first, series.String, "first"),
		series.New(outcome, series.String, "outcome"), series.New(plies, series.Int, "plies"),
		series.New(moves, series.Int, "maker_moves"), series.New(nodes, series.Int, "nodes"),
		series.New(secs, series.Float, "seconds"), series.New(cert, series.Int, "cert_lines"),
		series.New(source, series.String, "source"))
}

// parseTransversalID reads n and the last field from ids "X-t<n>-<f>".
func parseTransversalID(id string) (int, string) {
	parts := strings.Split(id, "-")
	if len(parts) < 2 {
		return 0, ""
	}
	n, _ := strconv.Atoi(strings.TrimPrefix(parts[1], "t"))
	return n, strings.Join(parts[2:], "-")
}

// MisereRow is one row of Table 2: the solve, the board side N, the rule
// ("avoider-enforcer" or "strong-misere") and the side moving first.
type MisereRow struct {
	Variant
	N           int
	Rule, First string
}

// TransversalMisere solves the transversal game for n = 3 … nMax under
// Avoider–Enforcer (Avoider first, Enforcer first) and strong misère, and
// adds the kept entries for larger n.
func TransversalMisere(nMax int, opt positional.Options) ([]MisereRow, error) {
	var ids []string
	var ns []int
	var rules []positional.Rule
	var firsts []string
	top := nMax
	if k := keptMaxN("ae"); k > top {
		top = k
	}
	if k := keptMaxN("mis"); k > top {
		top = k
	}
	for n := 3; n <= top; n++ {
		for _, c := range []struct {
			id    string
			rule  positional.Rule
			first string
		}{{"ae-t%d-avoider", positional.AvoiderEnforcer, "avoider"}, {"ae-t%d-enforcer", positional.AvoiderEnforcer, "enforcer"},
			{"mis-t%d-first", positional.StrongMisere, "first"}} {
			ids, ns = append(ids, fmt.Sprintf(c.id, n)), append(ns, n)
			rules, firsts = append(rules, c.rule), append(firsts, c.first)
		}
	}
	vs, err := variantRows(ids, ns, nMax, opt, func(i int) (*positional.Game, error) {
		return TransversalVariant(ns[i], rules[i], firsts[i], 1)
	})
	rows := make([]MisereRow, len(vs))
	for i, v := range vs {
		n, f := parseTransversalID(v.ID)
		r := "avoider-enforcer"
		if strings.HasPrefix(v.ID, "mis-") {
			r = "strong-misere"
		}
		rows[i] = MisereRow{Variant: v, N: n, Rule: r, First: f}
	}
	return rows, err
}

// TransversalMisereFrame is Table 2 of notebook 07: per n, rule and first
// mover, the outcome and optimal length (NA for Avoider wins and draws,
// which end only on a full board), with nodes, seconds, certificate lines
// and source.
func TransversalMisereFrame(vs []MisereRow) dataframe.DataFrame {
	var n []int
	var rule, first, outcome, source []string
	var plies, cert []interface{}
	var nodes []int
	var secs []float64
	for _, v := range vs {
		n, rule, first = append(n, v.N), append(rule, v.Rule), append(first, v.First)
		outcome, plies = append(outcome, string(v.Outcome)), append(plies, frames.NA(v.Plies))
		nodes, secs = append(nodes, int(v.Nodes)), append(secs, v.Seconds)
		cert, source = append(cert, frames.NA(int(v.CertLines))), append(source, v.Source)
	}
	return dataframe.New(series.New(n, series.Int, "n"), series.New(rule, series.String, "rule"),
		series.New(first, series.String, "first"), series.New(outcome, series.String, "outcome"),
		series.New(plies, series.Int, "plies"), series.New(nodes, series.Int, "nodes"),
		series.New(secs, series.Float, "seconds"), series.New(cert, series.Int, "cert_lines"),
		series.New(source, series.String, "source"))
}

// TransversalBias solves the 1:q Maker–Breaker transversal game (Maker
// first, Breaker claiming q cells per turn) for n = 2 … nMax and q = 1, 2,
// … up to the first q at which Breaker wins, and adds the kept entries for
// larger n. Breaker's wins are monotone in q (a Breaker with more cells per
// turn can play the smaller bias's strategy and waste the rest), so that q
// and every larger one are Breaker's.
func TransversalBias(nMax int, opt positional.Options) ([]Variant, error) {
	var out []Variant
	for n := 2; n <= nMax; n++ {
		for q := 1; q <= n*n; q++ {
			g, err := TransversalVariant(n, positional.MakerBreaker, "maker", q)
			if err != nil {
				return out, err
			}
			v, err := VariantSolve(fmt.Sprintf("bias-t%d-q%d", n, q), g, opt)
			if err != nil {
				return out, err
			}
			out = append(out, v)
			if v.Outcome != positional.Maker {
				break
			}
		}
	}
	kept, err := VariantsKept()
	if err != nil {
		return out, err
	}
	var more []Variant
	for id, k := range kept {
		if n, _ := parseBiasID(id); strings.HasPrefix(id, "bias-t") && n > nMax {
			more = append(more, k)
		}
	}
	sort.Slice(more, func(i, j int) bool {
		a, qa := parseBiasID(more[i].ID)
		b, qb := parseBiasID(more[j].ID)
		return a < b || a == b && qa < qb
	})
	return append(out, more...), nil
}

func parseBiasID(id string) (n, q int) {
	var err error
	if _, err = fmt.Sscanf(id, "bias-t%d-q%d", &n, &q); err != nil {
		return 0, 0
	}
	return n, q
}

// BiasRow is one row of Table 3: for the board side N, QMax, the largest
// q at which Maker (first, one cell per turn) still forces a transversal
// against Breaker's q cells per turn (0: not even at 1:1), Maker's optimal
// length and moves at QMax, QBreaker, the least q at which Breaker wins,
// the nodes and seconds of all of N's solves, and their sources.
type BiasRow struct {
	N, QMax, Plies, MakerMoves, QBreaker int
	Nodes                                int64
	Seconds                              float64
	Source                               string
}

// BiasThresholds reads Table 3's rows off TransversalBias's solves, one
// row per n. Rows whose scan is incomplete (a kept n without its Breaker
// win) are left out.
func BiasThresholds(vs []Variant) []BiasRow {
	type acc struct {
		qmax, plies, qb int
		src             []string
		nodes           int64
		secs            float64
	}
	byN := map[int]*acc{}
	var order []int
	for _, v := range vs {
		n, q := parseBiasID(v.ID)
		a := byN[n]
		if a == nil {
			a = &acc{plies: -1}
			byN[n] = a
			order = append(order, n)
		}
		a.nodes += v.Nodes
		a.secs += v.Seconds
		a.src = append(a.src, fmt.Sprintf("q%d:%s", q, v.Source))
		if v.Outcome == positional.Maker && q > a.qmax {
			a.qmax, a.plies = q, v.Plies
		}
		if v.Outcome == positional.Breaker && (a.qb == 0 || q < a.qb) {
			a.qb = q
		}
	}
	var rows []BiasRow
	for _, k := range order {
		a := byN[k]
		if a.qb == 0 || a.qb != a.qmax+1 {
			continue
		}
		rows = append(rows, BiasRow{N: k, QMax: a.qmax, Plies: a.plies, MakerMoves: makerMoves(a.plies, true),
			QBreaker: a.qb, Nodes: a.nodes, Seconds: a.secs, Source: strings.Join(a.src, " ")})
	}
	return rows
}

// TransversalBiasFrame is Table 3 of notebook 07 (BiasThresholds): n,
// q_max, plies_at_q_max, maker_moves_at_q_max (NA when none), q_breaker,
// nodes, seconds and source.
func TransversalBiasFrame(rows []BiasRow) dataframe.DataFrame {
	var n, qmax, qb []int
	var plies, moves []interface{}
	var nodes []int
	var secs []float64
	var src []string
	for _, r := range rows {
		n, qmax, qb = append(n, r.N), append(qmax, r.QMax), append(qb, r.QBreaker)
		plies, moves = append(plies, frames.NA(r.Plies)), append(moves, frames.NA(r.MakerMoves))
		nodes, secs = append(nodes, int(r.Nodes)), append(secs, r.Seconds)
		src = append(src, r.Source)
	}
	return dataframe.New(series.New(n, series.Int, "n"), series.New(qmax, series.Int, "q_max"),
		series.New(plies, series.Int, "plies_at_q_max"), series.New(moves, series.Int, "maker_moves_at_q_max"),
		series.New(qb, series.Int, "q_breaker"), series.New(nodes, series.Int, "nodes"),
		series.New(secs, series.Float, "seconds"), series.New(src, series.String, "source"))
}

// AnimalGame is Harary's achievement game of the named animal (polyomino)
// on a rows × cols board: the strong rule, the first player to own a copy
// of the animal (any rotation or reflection) wins. With handicap ≥ 0 the
// first player owns that cell before the game and still moves first
// (gen.WithHandicap).
func AnimalGame(animal string, rows, cols, handicap int) (*positional.Game, error) {
	sh, err := makerbreaker.ParseShape(animal)
	if err != nil {
		return nil, err
	}
	g, err := gen.Polyomino(rows, cols, sh)
	if err != nil {
		return nil, err
	}
	if err := gen.WithRule(g, positional.Strong, ""); err != nil {
		return nil, err
	}
	if handicap >= 0 {
		if err := gen.WithHandicap(g, handicap); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// Animals are the animals of the tables: the monomino to the
// tetrominoes by makerbreaker's names (Harary's Tic, Domino, El, Tic-tac-toe,
// Elly, Knobby, Tippy, Fatty, Skinny).
var Animals = []string{"monomino", "domino", "v3", "i3", "l4", "t4", "z4", "o4", "i4"}

// AnimalEntry is one board of the animal scan: the best handicap cell (−1
// without a handicap) and the solved game.
type AnimalEntry struct {
	Animal     string
	Rows, Cols int
	Handicap   int
	Variant
}

// AnimalScan solves the animal game on every rows × cols board with
// rows ≤ cols ≤ maxSide and rows·cols ≤ maxArea (with one handicap stone when
// handicap is true, the best cell over all cells: a first-player win of
// least length, else a draw, else the second player's longest win), and
// for the boards beyond these limits reads the kept run's entries.
func AnimalScan(animal string, maxSide, maxArea int, handicap bool, opt positional.Options) ([]AnimalEntry, error) {
	var out []AnimalEntry
	kept, err := VariantsKept()
	if err != nil {
		return nil, err
	}
	for area := 1; area <= 256; area++ {
		for r := 1; r*r <= area; r++ {
			if area%r != 0 {
				continue
			}
			c := area / r
			id := animalID(animal, r, c, handicap)
			if area > maxArea || c > maxSide {
				if k, ok := kept[id]; ok {
					out = append(out, AnimalEntry{Animal: animal, Rows: r, Cols: c, Handicap: -1, Variant: k})
				}
				continue
			}
			e, err := animalSolve(animal, r, c, handicap, id, opt)
			if err != nil {
				return out, err
			}
			out = append(out, e)
		}
	}
	return out, nil
}

func animalID(animal string, r, c int, handicap bool) string {
	if handicap {
		return fmt.Sprintf("animal-%s-%dx%d-h1", animal, r, c)
	}
	return fmt.Sprintf("animal-%s-%dx%d", animal, r, c)
}

func animalSolve(animal string, r, c int, handicap bool, id string, opt positional.Options) (AnimalEntry, error) {
	if !handicap {
		g, err := AnimalGame(animal, r, c, -1)
		if err != nil {
			return AnimalEntry{}, err
		}
		if len(g.Sets) == 0 { // the animal does not fit: a draw, nothing to search
			return AnimalEntry{Animal: animal, Rows: r, Cols: c, Handicap: -1, Variant: Variant{
				ID: id, Game: g, Outcome: positional.Draw, Plies: -1, Source: "computed", CertLines: -1}}, nil
		}
		v, err := VariantSolve(id, g, opt)
		return AnimalEntry{Animal: animal, Rows: r, Cols: c, Handicap: -1, Variant: v}, err
	}
	best := AnimalEntry{Animal: animal, Rows: r, Cols: c, Handicap: -1}
	var nodes int64
	var secs float64
	for h := 0; h < r*c; h++ {
		g, err := AnimalGame(animal, r, c, h)
		if err != nil {
			return best, err
		}
		var v Variant
		if len(g.Sets) == 0 {
			v = Variant{ID: id, Game: g, Outcome: positional.Draw, Plies: -1, Source: "computed", CertLines: -1}
		} else if v, err = VariantSolve(id, g, opt); err != nil {
			return best, err
		}
		nodes += v.Nodes
		secs += v.Seconds
		if best.Handicap < 0 || animalBetter(v, best.Variant) {
			best.Handicap, best.Variant = h, v
		}
	}
	best.Nodes, best.Seconds = nodes, math.Round(secs*1e6)/1e6
	return best, nil
}

// animalBetter: a first-player win beats a draw beats a loss; among wins
// the shorter, among losses the longer.
func animalBetter(a, b Variant) bool {
	rank := func(v Variant) int {
		switch v.Outcome {
		case positional.First:
			return 2
		case positional.Draw:
			return 1
		}
		return 0
	}
	if rank(a) != rank(b) {
		return rank(a) > rank(b)
	}
	switch a.Outcome {
	case positional.First:
		return a.Plies < b.Plies
	case positional.Second:
		return a.Plies > b.Plies
	}
	return false
}

// AnimalScanFrame has one row per board of AnimalScan for every animal:
// animal, rows, cols, handicap (the stone's label, "" without), outcome,
// plies (from the start; NA for draws), first_moves (the first player's
// moves in it, the handicap stone not counted), nodes, seconds,
// cert_lines, source.
func AnimalScanFrame(animals []string, maxSide, maxArea int, handicap bool, opt positional.Options) dataframe.DataFrame {
	var es []AnimalEntry
	for _, a := range animals {
		e, err := AnimalScan(a, maxSide, maxArea, handicap, opt)
		if err != nil {
			return dataframe.DataFrame{Err: err}
		}
		es = append(es, e...)
	}
	return animalFrame(es)
}

func animalFrame(es []AnimalEntry) dataframe.DataFrame {
	var animal, hc, outcome, source []string
	var nodes []int
	var rows, cols, plies, moves, cert []interface{}
	var secs []float64
	for _, e := range es {
		animal = append(animal, e.Animal)
		if e.Rows > 0 {
			rows, cols = append(rows, e.Rows), append(cols, e.Cols)
		} else { // the "none" row of a table: no board
			rows, cols = append(rows, nil), append(cols, nil)
		}
		h := ""
		if e.Handicap >= 0 {
			h = colName(e.Handicap%e.Cols) + strconv.Itoa(e.Handicap/e.Cols+1)
		}
		hc = append(hc, h)
		outcome, plies = append(outcome, string(e.Outcome)), append(plies, frames.NA(e.Plies))
		moves = append(moves, frames.NA(e.FirstMoves()))
		nodes, secs = append(nodes, int(e.Nodes)), append(secs, e.Seconds)
		cert, source = append(cert, frames.NA(int(e.CertLines))), append(source, e.Source)
	}
	return dataframe.New(series.New(animal, series.String, "animal"), series.New(rows, series.Int, "rows"),
		series.New(cols, series.Int, "cols"), series.New(hc, series.String, "handicap"),
		series.New(outcome, series.String, "outcome"), series.New(plies, series.Int, "plies"),
		series.New(moves, series.Int, "first_moves"), series.New(nodes, series.Int, "nodes"),
		series.New(secs, series.Float, "seconds"), series.New(cert, series.Int, "cert_lines"),
		series.New(source, series.String, "source"))
}

// colName is the grid column's letters (a … z, aa, …), as gen labels cells.
func colName(c int) string {
	s := ""
	for {
		s = string(rune('a'+c%26)) + s
		c = c/26 - 1
		if c < 0 {
			return s
		}
	}
}

// AnimalMinimal picks from a scan the minimal winning rectangles: boards
// on which the first player wins while on no smaller scanned board r' ≤ r,
// c' ≤ c (r' ≤ c') it does.
func AnimalMinimal(es []AnimalEntry) []AnimalEntry {
	var out []AnimalEntry
	for _, e := range es {
		if e.Outcome != positional.First {
			continue
		}
		minimal := true
		for _, f := range es {
			if f.Animal == e.Animal && f.Outcome == positional.First && f.Rows <= e.Rows && f.Cols <= e.Cols && (f.Rows != e.Rows || f.Cols != e.Cols) {
				minimal = false
				break
			}
		}
		if minimal {
			out = append(out, e)
		}
	}
	return out
}

// AnimalRow is one row of Table 4: a minimal winning rectangle of an
// animal (AnimalMinimal), or, for an animal with none, a row with outcome
// "none"; SearchedArea is the largest board area its scan solved.
type AnimalRow struct {
	AnimalEntry
	SearchedArea int
}

// AnimalTable computes Table 4 of notebook 07: for each animal, its
// minimal winning rectangles with the first player's fewest moves, or one
// row with outcome "none" saying how far the scan went.
func AnimalTable(animals []string, maxSide, maxArea int, handicap bool, opt positional.Options) ([]AnimalRow, error) {
	var rows []AnimalRow
	for _, a := range animals {
		es, err := AnimalScan(a, maxSide, maxArea, handicap, opt)
		if err != nil {
			return rows, err
		}
		top := 0
		for _, e := range es {
			if e.Rows*e.Cols > top {
				top = e.Rows * e.Cols
			}
		}
		min := AnimalMinimal(es)
		if len(min) == 0 {
			min = []AnimalEntry{{Animal: a, Handicap: -1, Variant: Variant{Outcome: "none", Plies: -1, CertLines: -1}}}
		}
		for _, m := range min {
			rows = append(rows, AnimalRow{m, top})
		}
	}
	return rows, nil
}

// FirstMoves is the first player's moves in the row's win (the handicap
// stone not counted), −1 when the first player does not win.
func (e AnimalEntry) FirstMoves() int {
	if e.Outcome != positional.First {
		return -1
	}
	return makerMoves(e.Plies, true)
}

// AnimalTableFrame is Table 4 as a frame: AnimalScanFrame's columns and
// searched_area.
func AnimalTableFrame(rows []AnimalRow) dataframe.DataFrame {
	es := make([]AnimalEntry, len(rows))
	searched := make([]int, len(rows))
	for i, r := range rows {
		es[i], searched[i] = r.AnimalEntry, r.SearchedArea
	}
	df := animalFrame(es)
	return df.Mutate(series.New(searched, series.Int, "searched_area"))
}

// VariantGame builds the game of a table id: "mb-t<n>-maker|breaker",
// "bias-t<n>-q<q>", "ae-t<n>-avoider|enforcer", "mis-t<n>-first",
// "animal-<shape>-<r>x<c>" (the ids of the kept run, which are the --id of
// 'plylab game gen').
func VariantGame(id string) (*positional.Game, error) {
	var n, q, r, c int
	switch {
	case strings.HasPrefix(id, "mb-"):
		n, f := parseTransversalID(id)
		return TransversalVariant(n, positional.MakerBreaker, f, 1)
	case strings.HasPrefix(id, "bias-"):
		if n, q = parseBiasID(id); n > 0 {
			return TransversalVariant(n, positional.MakerBreaker, "maker", q)
		}
	case strings.HasPrefix(id, "ae-"):
		n, f := parseTransversalID(id)
		return TransversalVariant(n, positional.AvoiderEnforcer, f, 1)
	case strings.HasPrefix(id, "mis-"):
		n, _ := parseTransversalID(id)
		return TransversalVariant(n, positional.StrongMisere, "first", 1)
	case strings.HasPrefix(id, "animal-"):
		parts := strings.Split(id, "-")
		if len(parts) == 3 {
			if _, err := fmt.Sscanf(parts[2], "%dx%d", &r, &c); err == nil {
				return AnimalGame(parts[1], r, c, -1)
			}
		}
	}
	return nil, fmt.Errorf("positional variant id %q: unknown form", id)
}
