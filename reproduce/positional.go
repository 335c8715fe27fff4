package reproduce

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"plylab/data/paper"
	"plylab/data/runs"
	"plylab/data/variants"
	"plylab/engine/makerbreaker"
	"plylab/engine/positional"
	"plylab/engine/positional/gen"
)

func init() { Register("positional", Positional) }

// Positional reproduces the positional family: the published small
// results of positional games (Harary's animal game on square boards, the
// m,n,k table, Sim, Qubic and Hex on small boards; data/paper/positional.csv)
// solved by the general solver, engine/positional. The slower solves are
// read from the kept run data/runs/positional-harary.jsonl unless Full.
func Positional(o Options) (*Result, error) {
	ms, err := producePositional(o)
	if err != nil {
		return nil, err
	}
	return &Result{Family: "positional", Claims: ms}, nil
}

// producePositional computes our value for every row of
// data/paper/positional.csv.
func producePositional(o Options) ([]paper.Measured, error) {
	start := time.Now()
	var out []paper.Measured
	add := func(id, v, note string) { out = append(out, paper.Measured{ID: id, Value: v, Note: note}) }
	itoa := strconv.Itoa
	step := func(what string, t0 time.Time) { o.logf("positional: %s (%.1f s)", what, time.Since(t0).Seconds()) }
	// Every search of the family: two workers, the default table.
	opt := positional.Options{Workers: 2}

	// The kept certificate checks: the second method of the rows that
	// differ from the published table.
	certs, err := variants.KeptCerts()
	if err != nil {
		return nil, err
	}

	// Harary's table, Maker–Breaker: the smallest winning board and the
	// fewest Maker moves there.
	for _, h := range variants.HararyPublished {
		t0 := time.Now()
		ss, err := variants.HararySmallestBoard(h.Shape, false, h.B, opt)
		if err != nil {
			return nil, err
		}
		last := ss[len(ss)-1]
		id := "positional.harary." + h.Shape
		if !last.Win {
			add(id+".board", fmt.Sprintf("> %d", h.B), fmt.Sprintf("no Maker win on any board to %d × %d", h.B, h.B))
			add(id+".moves", "", "no win found")
		} else {
			// The certificates of the smallest board's win and of the
			// board below it (not a win), where kept.
			cw, err := certNote(certs, h.Shape, last, false)
			if err != nil {
				return nil, err
			}
			cl := ""
			if len(ss) > 1 {
				if cl, err = certNote(certs, h.Shape, ss[len(ss)-2], false); err != nil {
					return nil, err
				}
			}
			add(id+".board", itoa(last.B), hararyNote(ss)+cw+cl)
			add(id+".moves", itoa(variants.PliesToMoves(last.Plies)), fmt.Sprintf("optimal length %d plies on %d × %d", last.Plies, last.B, last.B)+cw)
		}
		step(fmt.Sprintf("Harary %s: b = %d, %d plies", h.Shape, last.B, last.Plies), t0)
	}

	// The rows where the exact answer is smaller than the published one:
	// the Maker–Breaker length on the published board, and the strong game.
	for _, h := range variants.HararyPublished {
		if h.Shape != "i4" && h.Shape != "l5" && h.Shape != "n5" && h.Shape != "y5" {
			continue
		}
		id := "positional.harary." + h.Shape
		t0 := time.Now()
		if h.Shape == "l5" && !o.Full {
			m, err := positionalKept(id + ".moves_published_board")
			if err != nil {
				return nil, err
			}
			out = append(out, m)
		} else {
			s, err := variants.SolveHarary(h.Shape, h.B, false, opt)
			if err != nil {
				return nil, err
			}
			add(id+".moves_published_board", movesOrNone(s), fmt.Sprintf("Maker–Breaker on %d × %d: %s", h.B, h.B, solveNote(s)))
		}
		step(fmt.Sprintf("Harary %s on the published %d × %d", h.Shape, h.B, h.B), t0)

	}

	// Harary's table read as the strong game (both players build, the
	// first to complete a copy wins), every shape: the smallest winning
	// board and the fewest first-player moves on the published board.
	for _, h := range variants.HararyPublished {
		id := "positional.harary." + h.Shape
		t0 := time.Now()
		maxB, keptNote := h.B, ""
		if h.Shape == "l5" && !o.Full {
			maxB = h.B - 1 // the 7 × 7 win (about 50 s) is kept
		}
		ss, err := variants.HararySmallestBoard(h.Shape, true, maxB, opt)
		if err != nil {
			return nil, err
		}
		if last := ss[len(ss)-1]; !last.Win && maxB < h.B {
			kept, err := variants.KeptSolves()
			if err != nil {
				return nil, err
			}
			k, ok := kept[variants.HararyKeptID(h.Shape, h.B, true)]
			if !ok {
				return nil, fmt.Errorf("data/runs/%s has no strong %s %d × %d solve", variants.KeptFile, h.Shape, h.B, h.B)
			}
			ss = append(ss, k)
			keptNote = fmt.Sprintf("; the %d × %d solve is kept (data/runs/%s; --full recomputes it)", h.B, h.B, variants.KeptFile)
		}
		last := ss[len(ss)-1]
		if !last.Win {
			add(id+".strong.board", fmt.Sprintf("> %d", h.B), "strong game; "+hararyNote(ss))
		} else {
			cn, err := certNote(certs, h.Shape, last, true)
			if err != nil {
				return nil, err
			}
			if len(ss) > 1 {
				cl, err := certNote(certs, h.Shape, ss[len(ss)-2], true)
				if err != nil {
					return nil, err
				}
				cn += cl
			}
			add(id+".strong.board", itoa(last.B), "strong game; "+hararyNote(ss)+cn+keptNote)
		}
		s := last
		if last.B != h.B {
			if s, err = variants.SolveHarary(h.Shape, h.B, true, opt); err != nil {
				return nil, err
			}
		}
		add(id+".strong.moves_published_board", movesOrNone(s), fmt.Sprintf("strong game on %d × %d: %s", h.B, h.B, solveNote(s))+keptNote)
		step(fmt.Sprintf("Harary %s, strong game: %s", h.Shape, hararyNote(ss)), t0)
	}

	// The O-tetromino: a Breaker pairing of the plane, and the exact solve
	// on the small boards.
	t0 := time.Now()
	o4, err := makerbreaker.ParseShape("o4")
	if err != nil {
		return nil, err
	}
	pr, found := makerbreaker.FindPairing(o4, 8, 200000)
	loser := found && pr.Check(o4) == nil
	for b := 2; b <= 5; b++ {
		s, err := variants.SolveHarary("o4", b, false, opt)
		if err != nil {
			return nil, err
		}
		loser = loser && !s.Win
	}
	add("positional.harary.o4.loser", yesNo(loser), fmt.Sprintf("Breaker pairing of period %d × %d (checked on every copy); Breaker wins the exact solve on 2 × 2 … 5 × 5", pr.P, pr.Q))
	step("Harary o4", t0)

	// The m,n,k table.
	t0 = time.Now()
	for _, c := range [][3]int{{3, 3, 3}, {3, 4, 3}, {4, 4, 3}, {4, 4, 4}, {5, 5, 4}, {6, 5, 4}} {
		g, err := gen.MNK(c[0], c[1], c[2])
		if err != nil {
			return nil, err
		}
		res, err := positional.Solve(g, opt)
		if err != nil {
			return nil, err
		}
		id := fmt.Sprintf("positional.mnk.%d_%d_%d", c[0], c[1], c[2])
		note := fmt.Sprintf("%d cells, %d lines", g.Cells, len(g.Sets))
		if res.Plies >= 0 {
			note += fmt.Sprintf("; optimal length %d plies", res.Plies)
		}
		add(id, string(res.Outcome), note)
		if c == [3]int{3, 4, 3} || c == [3]int{4, 4, 3} {
			add(id+".moves", itoa(variants.PliesToMoves(res.Plies)), fmt.Sprintf("optimal length %d plies", res.Plies))
		}
	}
	step("m,n,k table", t0)

	// The landmarks that proof-number search and the shared-pair pairing
	// leaves brought within seconds: 7,7,5 and Snaky on 8 × 8.
	t0 = time.Now()
	g775, err := gen.MNK(7, 7, 5)
	if err != nil {
		return nil, err
	}
	r775, err := positional.Solve(g775, opt)
	if err != nil {
		return nil, err
	}
	add("positional.mnk.7_7_5", string(r775.Outcome), fmt.Sprintf("%d cells, %d lines; %d nodes, %.1f s (SearchAuto: depth-first for 2^19 nodes, then df-pn)", g775.Cells, len(g775.Sets), r775.Nodes, r775.Seconds))
	step(fmt.Sprintf("7,7,5: %s, %.1f s", r775.Outcome, r775.Seconds), t0)
	t0 = time.Now()
	snaky, err := variants.HararyGame("snaky", 8, false)
	if err != nil {
		return nil, err
	}
	rs, err := positional.Solve(snaky, opt)
	if err != nil {
		return nil, err
	}
	add("positional.snaky.8x8", string(rs.Outcome), fmt.Sprintf("Maker–Breaker, Maker first, %d copies; %d nodes, %.1f s", len(snaky.Sets), rs.Nodes, rs.Seconds))
	step(fmt.Sprintf("Snaky 8 × 8: %s, %.1f s", rs.Outcome, rs.Seconds), t0)

	// Three in a row under the strong misère rule (new; the second method
	// is the alpha-beta value search, in TestMisereTwoWays).
	t0 = time.Now()
	for _, c := range [][2]int{{3, 6}, {2, 10}, {4, 5}} {
		g, err := gen.MNK(c[0], c[1], 3)
		if err != nil {
			return nil, err
		}
		g.Rule = positional.StrongMisere
		if err := g.Normalize(); err != nil {
			return nil, err
		}
		res, err := positional.Solve(g, opt)
		if err != nil {
			return nil, err
		}
		note := fmt.Sprintf("%d cells, %d lines, %d nodes, %.2f s", g.Cells, len(g.Sets), res.Nodes, res.Seconds)
		if res.Plies >= 0 {
			note = fmt.Sprintf("optimal length %d plies; ", res.Plies) + note
		}
		add(fmt.Sprintf("positional.misere.%d_%d_3", c[0], c[1]), string(res.Outcome), note)
	}
	step("misère three in a row", t0)

	// The n = 5 transversal game under Avoider–Enforcer: kept runs.
	lm, err := positionalLandmarks()
	if err != nil {
		return nil, err
	}
	// Each was solved twice: by the value search (the default under
	// these rules) and by the depth-first boolean search (the id with
	// "-dfs"), the second method; they must agree.
	for _, c := range [][2]string{
		{"landmark-transversal-5-ae-avoider-first", "positional.transversal.5.avoider_enforcer.avoider_first"},
		{"landmark-transversal-5-ae-enforcer-first", "positional.transversal.5.avoider_enforcer.enforcer_first"},
		{"landmark-transversal-5-misere", "positional.transversal.5.misere"},
	} {
		m, err := twoSearches(lm, c[0], c[1])
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	if a, ok := lm["landmark-hex-5x5"]; ok {
		// Hex 5 × 5 as Maker–Breaker on Across's minimal chains, Across
		// (the first player) moving first.
		v := "second"
		if a.Outcome == positional.Maker {
			v = "first"
		}
		out = append(out, paper.Measured{ID: "positional.hex.5x5.outcome", Value: v, Recorded: positionalLandmarksFile,
			Note: fmt.Sprintf("Maker–Breaker on the minimal chains, Across first: %s in %d plies; %d nodes, %.0f s on one core (kept run)", a.Outcome, a.Plies, a.Nodes, a.Seconds)})
		out = append(out, paper.Measured{ID: "positional.hex.5x5.first_moves_to_win", Value: strconv.Itoa(variants.PliesToMoves(a.Plies)), Recorded: positionalLandmarksFile,
			Note: fmt.Sprintf("optimal length %d plies (kept run)", a.Plies)})
	}

	// Sim and Qubic.
	t0 = time.Now()
	sim, err := positional.Solve(gen.Sim(), opt)
	if err != nil {
		return nil, err
	}
	add("positional.sim.outcome", string(sim.Outcome), fmt.Sprintf("optimal length %d plies", sim.Plies))
	add("positional.qubic.outcome", "", "not run: the moonshot; see the README for how far the solver gets")
	step("Sim", t0)

	// Hex on n × n: who wins, and with which first moves.
	t0 = time.Now()
	for n := 2; n <= 4; n++ {
		op, err := variants.HexOpenings(n, opt)
		if err != nil {
			return nil, err
		}
		id := fmt.Sprintf("positional.hex.%dx%d", n, n)
		add(id+".outcome", string(op.Outcome), fmt.Sprintf("optimal length %d plies; winning first moves %s", op.Plies, strings.Join(op.Winning, " ")))
		switch n {
		case 3:
			add(id+".short_diagonal_wins", yesNo(op.ShortDiagonalWins()), "short diagonal "+strings.Join(op.ShortDiagonal, " "))
			add(id+".acute_corners_lose", yesNo(op.AcuteCornersLose()), "acute corners "+strings.Join(op.AcuteCorners, " "))
			add(id+".winning_openings", itoa(len(op.Winning)), strings.Join(op.Winning, " "))
			add(id+".first_moves_to_win", itoa(variants.PliesToMoves(op.Plies)), fmt.Sprintf("optimal length %d plies", op.Plies))
		case 4:
			add(id+".winning_openings", itoa(len(op.Winning)), strings.Join(op.Winning, " "))
			add(id+".short_diagonal", yesNo(op.WinningIsShortDiagonal()), "short diagonal "+strings.Join(op.ShortDiagonal, " "))
			add(id+".first_moves_to_win", itoa(variants.PliesToMoves(op.Plies)), fmt.Sprintf("optimal length %d plies", op.Plies))
		}
	}
	step("Hex n × n openings", t0)
	t0 = time.Now()
	for n := 2; n <= 4; n++ {
		g, err := gen.Hex(n, n+1, "maker")
		if err != nil {
			return nil, err
		}
		res, err := positional.Solve(g, opt)
		if err != nil {
			return nil, err
		}
		add(fmt.Sprintf("positional.hex.%dx%d.down_wins", n, n+1), yesNo(res.Outcome == positional.Breaker),
			fmt.Sprintf("Across first on its %d minimal chains: %s", len(g.Sets), res.Outcome))
	}
	step("Hex n × (n+1)", t0)
	out = append(out, paper.Measured{ID: "positional.runtime", Value: strconv.FormatFloat(time.Since(start).Seconds(), 'f', 1, 64),
		Note: "the whole positional family, this machine", Timing: true})
	return out, nil
}

func movesOrNone(s variants.HararySolve) string {
	if !s.Win {
		return "no win"
	}
	return strconv.Itoa(variants.PliesToMoves(s.Plies))
}

func solveNote(s variants.HararySolve) string {
	if !s.Win {
		return "no first-player win"
	}
	return fmt.Sprintf("optimal length %d plies", s.Plies)
}

// hararyNote says what each board of a smallest-board scan came to.
func hararyNote(ss []variants.HararySolve) string {
	var parts []string
	for _, s := range ss {
		switch {
		case s.Win:
			parts = append(parts, fmt.Sprintf("%d×%d win in %d plies", s.B, s.B, s.Plies))
		case s.Nodes == 0:
			parts = append(parts, fmt.Sprintf("%d×%d no copy fits", s.B, s.B))
		default:
			parts = append(parts, fmt.Sprintf("%d×%d no win", s.B, s.B))
		}
	}
	if len(parts) > 3 {
		parts = append(parts[:1], append([]string{"…"}, parts[len(parts)-2:]...)...)
	}
	return strings.Join(parts, ", ")
}

// positionalKept gives the Maker–Breaker length on the published board
// from the kept run (the rows --full recomputes).
func positionalKept(claim string) (paper.Measured, error) {
	kept, err := variants.KeptSolves()
	if err != nil {
		return paper.Measured{}, err
	}
	for _, h := range variants.HararyPublished {
		if claim != "positional.harary."+h.Shape+".moves_published_board" {
			continue
		}
		s, ok := kept[variants.HararyKeptID(h.Shape, h.B, false)]
		if !ok {
			return paper.Measured{ID: claim, Note: "needs --full"}, nil
		}
		return paper.Measured{ID: claim, Value: movesOrNone(s), Recorded: variants.KeptFile,
			Note: fmt.Sprintf("Maker–Breaker on %d × %d: %s, %d nodes, %.0f s", h.B, h.B, solveNote(s), s.Nodes, s.Seconds)}, nil
	}
	return paper.Measured{}, fmt.Errorf("no kept run gives %s", claim)
}

// certNote gives the note of the kept certificate check of shape on the
// board of s ("" when none is kept). A certificate that proves another
// outcome or length than the exact solve s is an error: the claims then
// rest on values the second method contradicts.
func certNote(certs []variants.HararyCert, shape string, s variants.HararySolve, strong bool) (string, error) {
	c, ok := variants.HararyKeptCert(certs, shape, s.B, strong)
	if !ok {
		return "", nil
	}
	if c.Verdict != "valid" {
		return "; second method: " + c.Note(), nil
	}
	if c.Win() != s.Win || c.PliesOr() != s.Plies {
		return "", fmt.Errorf("%s: the certificate proves %s in %d plies, the exact solve win %v in %d", c.ID, c.Outcome, c.PliesOr(), s.Win, s.Plies)
	}
	return "; second method: " + c.Note(), nil
}

// twoSearches is the claim row of a landmark solved by the value search
// (id) and by the depth-first boolean search (id + "-dfs"): the outcome
// when both kept runs agree on it and on the optimal length, an error
// when they differ.
func twoSearches(lm map[string]landmarkAnswer, id, claim string) (paper.Measured, error) {
	v, ok1 := lm[id]
	d, ok2 := lm[id+"-dfs"]
	if !ok1 || !ok2 {
		return paper.Measured{ID: claim, Note: "no kept run of both searches (" + positionalLandmarksFile + ")"}, nil
	}
	if v.Outcome != d.Outcome || v.Plies != d.Plies {
		return paper.Measured{}, fmt.Errorf("data/runs/%s: %s: the value search says %s in %d plies, the depth-first search %s in %d",
			positionalLandmarksFile, id, v.Outcome, v.Plies, d.Outcome, d.Plies)
	}
	length := "no length"
	if v.Plies > 0 {
		length = fmt.Sprintf("optimal length %d plies", v.Plies)
	}
	return paper.Measured{ID: claim, Value: string(v.Outcome), Recorded: positionalLandmarksFile,
		Note: fmt.Sprintf("%s; value search %d nodes, %.0f s; second method: the depth-first boolean search agrees, %d nodes, %.0f s (kept runs, two cores)",
			length, v.Nodes, v.Seconds, d.Nodes, d.Seconds)}, nil
}

// positionalLandmarksFile keeps the landmark solves too long for the fast
// default (plylab game solve output lines).
const positionalLandmarksFile = "positional-landmarks.jsonl"

type landmarkAnswer struct {
	Outcome positional.Outcome `json:"outcome"`
	Plies   int                `json:"plies"` // 0 when null (a draw)
	Nodes   int64              `json:"nodes"`
	Seconds float64            `json:"seconds"`
}

// positionalLandmarks reads the kept landmark solves by instance id.
func positionalLandmarks() (map[string]landmarkAnswer, error) {
	lines, err := runs.Lines(positionalLandmarksFile)
	if err != nil {
		return nil, err
	}
	out := map[string]landmarkAnswer{}
	for i, l := range lines {
		var r struct {
			ID     string         `json:"id"`
			Answer landmarkAnswer `json:"answer"`
		}
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			return nil, fmt.Errorf("data/runs/%s line %d: %w", positionalLandmarksFile, i+1, err)
		}
		out[r.ID] = r.Answer
	}
	return out, nil
}
