package reproduce

import (
	"encoding/json"
	"fmt"
	"math"
	"runtime"
	"strconv"
	"strings"
	"time"

	"plylab/data/pairing"
	"plylab/data/paper"
	"plylab/data/runs"
	"plylab/engine/hex"
	"plylab/plots"
)

func init() { Register("hex", Hex) }

// HexLimits are how far the hex family goes at one setting: the essay's
// walk and the frontier search check the three rules on n×(n+1) up to
// WalkMax and DPMax, and the chain-count table goes to boards of ChainCells
// cells.
type HexLimits struct {
	WalkMax, DPMax int
	ChainCells     int
}

// HexLimitsFor gives the limits of the fast default (full false) and of
// --full. The walk on 10×11 visits ~10^9 paths, so the fast default runs it
// once, for the cross rule only (the essay's figure).
func HexLimitsFor(full bool) HexLimits {
	if full {
		return HexLimits{WalkMax: 10, DPMax: 14, ChainCells: 72}
	}
	return HexLimits{WalkMax: 9, DPMax: 11, ChainCells: 56}
}

// Hex reproduces the hex family: the rule checks of HexLimitsFor run once
// and give both the claims of Fig. 7 and the checks table and figure; the
// census, the slack and the symmetry study give the other claims, tables
// and figures (Figs. 1–7 of the essay).
func Hex(o Options) (*Result, error) {
	lim := HexLimitsFor(o.Full)
	o.logf("hex: rule checks to %d×%d (walk to %d×%d)", lim.DPMax, lim.DPMax+1, lim.WalkMax, lim.WalkMax+1)
	rows, err := pairing.RuleChecks(2, lim.DPMax, lim.WalkMax, func(s string) { o.logf("%s", s) })
	if err != nil {
		return nil, err
	}
	claims, census, err := hexClaims(o, lim, rows)
	if err != nil {
		return nil, err
	}
	res := &Result{Family: "hex", Claims: claims}
	// Fig. 1: counts 2×3 … 5×6 (6×7 in the table).
	boards := pairing.CensusFrameOf(census)
	res.AddTable("hex_boards", boards)
	fig1, err := plots.HexCountsFigure(census[:4])
	if err != nil {
		return nil, err
	}
	res.AddFigure("hex_fig1_counts", fig1, 0, 0)
	res.AddTable("hex_chain_counts", pairing.ChainCountsFrame(lim.ChainCells))
	// Figs. 2–4: boards.
	var v2 []pairing.BoardView
	for _, c := range census {
		if c.N == 5 {
			v2 = pairing.CensusViewsOf(5, c.Result)
		}
	}
	res.AddFigure("hex_fig2_pairings_5x6", plots.HexBoards{Views: v2}, 0, 0)
	v3, err := pairing.RuleViews(6)
	if err != nil {
		return nil, err
	}
	res.AddFigure("hex_fig3_rules_6x7", plots.HexBoards{Views: v3}, 0, 0)
	v4, err := pairing.CornerViews(3)
	if err != nil {
		return nil, err
	}
	res.AddFigure("hex_fig4_corners_3x4", plots.HexBoards{Views: v4}, 0, 0)
	// Fig. 5: shared pairs.
	shared, err := pairing.Shared(3, 6)
	if err != nil {
		return nil, err
	}
	res.AddTable("hex_shared", pairing.SharedFrame(shared))
	p5, err := plots.HexSharedPlot(shared)
	if err != nil {
		return nil, err
	}
	res.AddFigure("hex_fig5_shared", p5, 0, 0)
	// Fig. 6: slack (3×4 … 5×6 as in the essay; the table goes to 6×7).
	slack, err := pairing.Slacks(3, 6)
	if err != nil {
		return nil, err
	}
	res.AddTable("hex_slack", pairing.SlackFrame(slack))
	var slack5 []pairing.SlackRow
	for _, r := range slack {
		if r.N <= 5 {
			slack5 = append(slack5, r)
		}
	}
	f6, err := plots.HexSlackFigure(slack5)
	if err != nil {
		return nil, err
	}
	res.AddFigure("hex_fig6_slack", f6, 0, 0)
	// Fig. 7: the rule checks, as far as this setting goes.
	res.AddTable("hex_checks", pairing.ChecksFrame(rows))
	p7, err := plots.HexChecksPlot(rows)
	if err != nil {
		return nil, err
	}
	res.AddFigure("hex_fig7_checks", p7, 0, 0)
	// The symmetry study.
	res.AddTable("hex_symmetry", pairing.SymmetryFrame(2, 8))
	res.AddTable("hex_crossing", pairing.CrossingFrame(2, 10))
	return res, nil
}

// hexClaims computes our value for every row of data/paper/hex.csv, given
// the rule checks of lim, and returns the censuses of 2×3 … 6×7 it ran
// (for the table and figures of Figs. 1 and 2).
func hexClaims(o Options, lim HexLimits, rows []pairing.CheckRow) ([]paper.Measured, []pairing.CensusRun, error) {
	var out []paper.Measured
	var census []pairing.CensusRun
	add := func(id, v, note string) { out = append(out, paper.Measured{ID: id, Value: v, Note: note}) }
	timing := func(id string, secs float64, note string) {
		out = append(out, paper.Measured{ID: id, Value: strconv.FormatFloat(secs, 'g', 3, 64), Note: note, Timing: true})
	}
	skip := func(id string) { add(id, "", "needs --full") }
	itoa := func(x int) string { return strconv.Itoa(x) }

	// Chains and the census, 2×3 … 6×7.
	o.logf("hex: chains and census 2×3 … 6×7")
	everyCell, halfTurn, byRules := true, true, true
	for n := 2; n <= 6; n++ {
		b := hex.MustBoard(n, n+1)
		start := time.Now()
		cs := hex.MinimalChains(b)
		if n == 5 {
			timing("hex.sec2.chains.5x6.runtime", time.Since(start).Seconds(), "MinimalChains, this machine")
		}
		start = time.Now()
		res := hex.Census(cs, hex.CensusOptions{Workers: runtime.GOMAXPROCS(0)})
		census = append(census, pairing.CensusRun{N: n, Chains: cs.Len(), Result: res})
		secs := time.Since(start).Seconds()
		if n == 6 {
			// The timing row: the lazy mode (same pairings, fewer chains
			// tracked per step).
			start = time.Now()
			lazy := hex.Census(cs, hex.CensusOptions{Workers: runtime.GOMAXPROCS(0), ActiveMaxLen: 9})
			lsecs := time.Since(start).Seconds()
			if len(lazy.Pairings) != len(res.Pairings) {
				return nil, nil, fmt.Errorf("hex: 6×7 lazy census found %d pairings, the full one %d", len(lazy.Pairings), len(res.Pairings))
			}
			timing("hex.sec3.runtime.6x7", lsecs, fmt.Sprintf("lazy census (--active-len 9), two cores, this machine; tracking every chain: %.1f s", secs))
		}
		id := fmt.Sprintf("hex.fig1.%%s.%dx%d", n, n+1)
		if n == 6 {
			add("hex.sec2.chains.6x7", itoa(cs.Len()), "")
			add("hex.sec3.pairings.6x7", itoa(len(res.Pairings)), fmt.Sprintf("%d steps, %.1f s on two cores", res.Steps, secs))
			add("hex.new.census.steps.6x7", strconv.FormatUint(res.Steps, 10), "sliced engine, fewest unpaired cells")
			pairs := map[int]bool{}
			for _, p := range res.Pairings {
				pairs[p.NumPairs()] = true
			}
			if len(pairs) == 1 {
				for k := range pairs {
					add("hex.sec3.pairs.6x7", itoa(k), "")
				}
			} else {
				add("hex.sec3.pairs.6x7", fmt.Sprint(pairs), "pairings of different sizes")
			}
		} else {
			add(fmt.Sprintf(id, "chains"), itoa(cs.Len()), "")
			add(fmt.Sprintf(id, "pairings"), itoa(len(res.Pairings)), fmt.Sprintf("%d steps", res.Steps))
		}
		if n == 4 {
			add("hex.sec2.chainsearch.steps.4x5", strconv.FormatUint(res.Steps, 10), "every node of our search (fewest unpaired cells)")
		}
		if n == 5 {
			add("hex.sec2.chainsearch.steps.5x6", strconv.FormatUint(res.Steps, 10), "every node of our search (fewest unpaired cells)")
			timing("hex.sec2.chainsearch.runtime.5x6", secs, "default census, two cores, this machine")
		}
		found := map[string]bool{}
		for _, p := range res.Pairings {
			everyCell = everyCell && p.Complete()
			halfTurn = halfTurn && hex.HalfTurn(b).Pairing(p).Equal(p)
			names := hex.RulesWriting(p)
			if len(names) == 0 {
				byRules = false
			}
			for _, r := range names {
				found[r] = true
			}
		}
		for _, r := range hex.Rules {
			if _, err := hex.Rule(r, n); err == nil && !found[r] {
				byRules = false // a rule's pairing the census did not find
			}
		}
		if n == 2 {
			d, _ := hex.Diagonal(2)
			c, _ := hex.Corners(2)
			add("hex.fig1.coincide.2x3", yesNo(d.Equal(c)), "")
		}
	}
	add("hex.fig1.every_cell", yesNo(everyCell), "")
	add("hex.fig1.half_turn", yesNo(halfTurn), "")
	add("hex.fig3.written_by_rules", yesNo(byRules), "")

	// The cell-by-cell search of the essay's predecessor.
	o.logf("hex: cell-by-cell census 4×5")
	_, nodes := hex.CellCensus(hex.MinimalChains(hex.MustBoard(4, 5)))
	add("hex.sec2.cellsearch.steps.4x5", strconv.FormatUint(nodes, 10), "")

	// The fewest-pairs search on 6×7 (listed engine: minutes).
	if o.Full {
		o.logf("hex: 6×7 census with the fewest-pairs rule")
		res, _, err := hexCensusRule(6, hex.FewestPairs)
		if err != nil {
			return nil, nil, err
		}
		add("hex.sec3.pairsearch.steps.6x7", strconv.FormatUint(res.Steps, 10), fmt.Sprintf("%d pairings", len(res.Pairings)))
	} else {
		skip("hex.sec3.pairsearch.steps.6x7")
	}

	// Fig. 5: shared pairs.
	for n := 3; n <= 6; n++ {
		d, _ := hex.Diagonal(n)
		c, _ := hex.Cross(n)
		k, _ := hex.Corners(n)
		add(fmt.Sprintf("hex.fig5.cross_corners_differ.%dx%d", n, n+1), itoa(c.NumPairs()-c.Shared(k)), "")
		add(fmt.Sprintf("hex.fig5.diagonal_cross.%dx%d", n, n+1), itoa(d.Shared(c)), "")
	}

	// Fig. 6: slack.
	least, twice := true, true
	slack, err := pairing.Slacks(3, 5)
	if err != nil {
		return nil, nil, err
	}
	for n := 3; n <= 5; n++ {
		ss := map[string]pairing.SlackRow{}
		for _, r := range slack {
			if r.N == n {
				ss[r.Rule] = r
			}
		}
		d, c, k := ss[hex.RuleDiagonal], ss[hex.RuleCross], ss[hex.RuleCorners]
		least = least && c.WholePairs < d.WholePairs && c.WholePairs < k.WholePairs &&
			c.SinglePairChains > d.SinglePairChains && c.SinglePairChains > k.SinglePairChains
		twice = twice && d.HeldTwice >= c.HeldTwice && d.HeldTwice >= k.HeldTwice // 3×4: diagonal and corners tie
		if n == 5 {
			add("hex.fig6.diagonal.whole_pairs.5x6", itoa(d.WholePairs), "")
			add("hex.fig6.diagonal.single.5x6", itoa(d.SinglePairChains), "")
			add("hex.fig6.cross.whole_pairs.5x6", itoa(c.WholePairs), "")
			add("hex.fig6.cross.single.5x6", itoa(c.SinglePairChains), "")
			share := 100 * float64(c.SinglePairChains) / float64(c.Chains)
			add("hex.fig6.cross.single_share.5x6", itoa(int(math.Round(share))), fmt.Sprintf("%.2f%%", share))
			between := c.WholePairs < k.WholePairs && k.WholePairs < d.WholePairs &&
				d.SinglePairChains < k.SinglePairChains && k.SinglePairChains < c.SinglePairChains
			add("hex.fig6.corners_between.5x6", yesNo(between), fmt.Sprintf("corners: %d whole pairs, %d single-pair chains", k.WholePairs, k.SinglePairChains))
		}
	}
	add("hex.fig6.cross_least_slack", yesNo(least), "")
	wt, err := pairing.Weights(3)
	if err != nil {
		return nil, nil, err
	}
	add("hex.sec6.no_weighting.3x4", yesNo(wt.MoreThan[hex.RuleDiagonal] == 0 && wt.MoreThan[hex.RuleCorners] == 0),
		fmt.Sprintf("on every one of the %d chains cross holds no more whole pairs than diagonal or corners; strictly fewer than diagonal on %d chains, than corners on %d",
			wt.Chains, wt.FewerThan[hex.RuleDiagonal], wt.FewerThan[hex.RuleCorners]))
	add("hex.fig6.diagonal_most_twice", yesNo(twice), "on 3×4 the diagonal and corners pairings have the same histogram (tied)")

	// Fig. 7 and past it: the rule checks.
	walkMax, dpMax := lim.WalkMax, lim.DPMax
	holdsTo := map[int]bool{}
	for n := 2; n <= dpMax; n++ {
		holdsTo[n] = true
	}
	verdict := map[[2]string]bool{}
	for _, r := range rows {
		if !r.Holds {
			holdsTo[r.N] = false
		}
		k := [2]string{r.Rule, strconv.Itoa(r.N)}
		if v, ok := verdict[k]; ok && v != r.Holds {
			return nil, nil, fmt.Errorf("hex: the walk and the frontier search disagree on the %s rule, n = %d", r.Rule, r.N)
		}
		verdict[k] = r.Holds
		if r.Rule == hex.RuleCross && r.N == 10 {
			if r.PartialPaths != nil {
				m := math.Round(float64(*r.PartialPaths)/1e6) * 1e6
				add("hex.sec7.walk.cross.10x11", strconv.FormatFloat(m, 'f', 0, 64),
					fmt.Sprintf("to the nearest million, as the essay gives it; exactly %d", *r.PartialPaths))
			}
		}
	}
	all := true
	for n := 2; n <= 10; n++ {
		all = all && holdsTo[n]
	}
	note := fmt.Sprintf("frontier search to %d×%d, and the essay's walk to %d×%d", dpMax, dpMax+1, walkMax, walkMax+1)
	add("hex.fig7.rules_hold", yesNo(all), note)
	if walkMax < 10 {
		// The essay's figure on its own: the cross walk on 10 × 11, its work
		// items shared between both cores (the same count as one walk).
		o.logf("hex: the essay's walk, cross rule, 10×11 (both cores, about half a minute)")
		c, _ := hex.Rule(hex.RuleCross, 10)
		start := time.Now()
		r := hex.CheckWalkParallel(c, 2)
		if !r.Holds {
			return nil, nil, fmt.Errorf("hex: the cross rule misses the chain %v on 10×11", r.Counterexample)
		}
		m := math.Round(float64(r.PartialPaths)/1e6) * 1e6
		add("hex.sec7.walk.cross.10x11", strconv.FormatFloat(m, 'f', 0, 64),
			fmt.Sprintf("to the nearest million, as the essay gives it; exactly %d (%.0f s on two cores)", r.PartialPaths, time.Since(start).Seconds()))
	}
	kept, err := hexKeptChecks()
	if err != nil {
		return nil, nil, err
	}
	for n := 11; n <= 16; n++ {
		id := fmt.Sprintf("hex.new.rules_hold.%dx%d", n, n+1)
		if n > dpMax {
			if k, ok := kept[n]; ok && len(k.rules) == 3 {
				out = append(out, paper.Measured{ID: id, Value: yesNo(k.holds), Recorded: hexKeptChecksFile, Note: fmt.Sprint(k.work)})
			} else {
				skip(id)
			}
			continue
		}
		var work []string
		for _, r := range rows {
			if r.N == n && r.States != nil {
				work = append(work, fmt.Sprintf("%s %d states", r.Rule, *r.States))
			}
		}
		add(id, yesNo(holdsTo[n]), fmt.Sprint(work))
	}

	// New counts.
	add("hex.new.chains.7x8", strconv.FormatUint(hex.CountChains(hex.MustBoard(7, 8)), 10), "")
	o.logf("hex: minimal chains of 8×9 (a few seconds)")
	start := time.Now()
	add("hex.new.chains.8x9", strconv.FormatUint(hex.CountChains(hex.MustBoard(8, 9)), 10), fmt.Sprintf("%.1f s", time.Since(start).Seconds()))
	if o.Full {
		o.logf("hex: 7×8 census (lazy mode, a few minutes on two cores)")
		cs := hex.MinimalChains(hex.MustBoard(7, 8))
		start := time.Now()
		res := hex.Census(cs, hex.CensusOptions{Workers: runtime.GOMAXPROCS(0), ActiveMaxLen: 10, SplitItems: 20000})
		var names []string
		complete, half := true, true
		for _, p := range res.Pairings {
			names = append(names, hex.IdentifyRule(p))
			complete = complete && p.Complete()
			half = half && hex.HalfTurn(p.Board).Pairing(p).Equal(p)
		}
		add("hex.new.census.7x8", itoa(len(res.Pairings)), fmt.Sprintf("rules %v, every cell used %v, half-turn symmetric %v; %d steps (lazy, --active-len 10), %.0f s",
			names, complete, half, res.Steps, time.Since(start).Seconds()))
	} else {
		skip("hex.new.census.7x8")
	}

	// The SAT census (kept runs).
	sat, err := hexSatClaims()
	if err != nil {
		return nil, nil, err
	}
	out = append(out, sat...)
	oracle, err := hexOracleClaims()
	if err != nil {
		return nil, nil, err
	}
	out = append(out, oracle...)

	// The symmetry study.
	swaps := true
	for n := 2; n <= 16; n++ {
		b := hex.MustBoard(n, n+1)
		m := hex.MirrorLR(b)
		d, _ := hex.RuleOn(hex.RuleDiagonal, b)
		c, _ := hex.RuleOn(hex.RuleCross, b)
		dm, _ := hex.RuleOn(hex.RuleDiagonal, m.Image)
		cm, _ := hex.RuleOn(hex.RuleCross, m.Image)
		swaps = swaps && m.Pairing(d).Equal(cm) && m.Pairing(c).Equal(dm)
		// The geometry: the cross formula pairs (0, 0) with (n−1, n); those
		// are the acute corners (two neighbours) of the essay's board and the
		// obtuse ones (three neighbours) of the mirrored board, and μ sends
		// acute corners to acute corners (it keeps degrees).
		a0, a1 := b.Cell(0, 0), b.Cell(n-1, n)
		swaps = swaps && c.Partner[a0] == a1 && cm.Partner[a0] == a1 &&
			len(b.Neighbors(a0)) == 2 && len(b.Neighbors(a1)) == 2 &&
			len(m.Image.Neighbors(a0)) == 3 && len(m.Image.Neighbors(a1)) == 3 &&
			len(m.Image.Neighbors(m.Apply(a0))) == 2 && len(m.Image.Neighbors(m.Apply(a1))) == 2
	}
	add("hex.new.mirror_swaps_rules", yesNo(swaps), "and the cross formula pairs the acute corners of the essay's board, the obtuse corners of the mirrored one")
	fails := true
	for n := 4; n <= 10; n++ {
		b, _ := hex.NewBoardAdj(n, n+1, hex.MainDiagonal)
		p, _ := hex.RuleOn(hex.RuleCorners, b)
		r, err := hex.CheckDP(p, hex.CheckDPOptions{})
		if err != nil {
			return nil, nil, err
		}
		fails = fails && !r.Holds
	}
	add("hex.new.mirror_corners_fails", yesNo(fails), "frontier search on the mirrored convention")
	return out, census, nil
}

// hexCensusRule runs the census of n×(n+1) with a branching rule.
func hexCensusRule(n int, rule hex.BranchRule) (hex.CensusResult, int, error) {
	b, err := hex.NewBoard(n, n+1)
	if err != nil {
		return hex.CensusResult{}, 0, err
	}
	cs := hex.MinimalChains(b)
	return hex.Census(cs, hex.CensusOptions{Rule: rule, Workers: runtime.GOMAXPROCS(0)}), cs.Len(), nil
}

// hexKeptChecksFile is the kept long run of the frontier search (n = 11..16).
const hexKeptChecksFile = "hex-check-dp.jsonl"

type hexKept struct {
	holds bool
	rules map[string]bool
	work  []string
}

// hexKeptChecks reads the kept frontier-search checks by n: whether all
// three rules held, and the states of each.
func hexKeptChecks() (map[int]*hexKept, error) {
	lines, err := runs.Lines(hexKeptChecksFile)
	if err != nil {
		return nil, err
	}
	out := map[int]*hexKept{}
	for i, l := range lines {
		var r struct {
			Rule   string `json:"rule"`
			N      int    `json:"n"`
			Method string `json:"method"`
			Holds  bool   `json:"holds"`
			States uint64 `json:"states"`
		}
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			return nil, fmt.Errorf("data/runs/%s line %d: %w", hexKeptChecksFile, i+1, err)
		}
		if r.Method != "dp" {
			return nil, fmt.Errorf("data/runs/%s line %d: method %q, want dp", hexKeptChecksFile, i+1, r.Method)
		}
		k := out[r.N]
		if k == nil {
			k = &hexKept{holds: true, rules: map[string]bool{}}
			out[r.N] = k
		}
		k.rules[r.Rule] = true
		k.holds = k.holds && r.Holds
		k.work = append(k.work, fmt.Sprintf("%s %d states", r.Rule, r.States))
	}
	return out, nil
}

// hexSatClaims gives the rows of the kept SAT censuses (recorded).
func hexSatClaims() ([]paper.Measured, error) {
	rows, err := pairing.KeptSatCensus()
	if err != nil {
		return nil, err
	}
	var out []paper.Measured
	used := map[string]bool{}
	for _, r := range rows {
		var names []string
		for _, p := range r.List {
			names = append(names, strings.Join(p.Rules, "="))
		}
		// A board kept more than once (another solver, another seeding)
		// gets the solver and then the seeding in its name.
		id := fmt.Sprintf("hex.new.satcensus.%dx%d", r.Rows, r.Cols)
		if used[id] {
			id += "." + r.Solver
		}
		if used[id] {
			id += fmt.Sprintf(".seed%d", r.SeedLen)
		}
		used[id] = true
		chains := "not counted"
		if r.MinimalChains != nil {
			chains = strconv.FormatUint(*r.MinimalChains, 10)
		}
		what := fmt.Sprintf("rules %v, every cell used %v, half-turn symmetric %v", names, r.EveryCell, r.AllHalfTurn)
		if r.Cols != r.Rows+1 {
			what = fmt.Sprintf("%d of them use every cell, %d pairs held by every pairing", r.Complete(), len(pairing.ForcedPairsOf(r.List)))
		}
		out = append(out, paper.Measured{ID: id, Value: strconv.Itoa(r.Pairings), Recorded: pairing.KeptSatFile,
			Note: fmt.Sprintf("%s; %d chain clauses (%d listed up front) against %s minimal chains; %s, %s checker, %.0f s",
				what, r.ChainClauses, r.Seeded, chains, r.Solver, r.Checker, r.Seconds)})
	}
	return out, nil
}

// hexOracleClaims gives the rows of the kept oracle-mode censuses
// (recorded): hex.new.oraclecensus.RxC.
func hexOracleClaims() ([]paper.Measured, error) {
	rows, err := pairing.KeptOracleCensus()
	if err != nil {
		return nil, err
	}
	var out []paper.Measured
	for _, r := range rows {
		what := fmt.Sprintf("rules %s, every cell used %v, half-turn symmetric %v", pairing.RulesSummary(r.List), r.Complete() == r.Pairings, r.HalfTurn() == r.Pairings)
		if r.Cols != r.Rows+1 {
			what = fmt.Sprintf("%d of them use every cell, %d are their own half-turn image, %d pairs held by every pairing",
				r.Complete(), r.HalfTurn(), len(pairing.ForcedPairsOf(r.List)))
		}
		out = append(out, paper.Measured{ID: fmt.Sprintf("hex.new.oraclecensus.%dx%d", r.Rows, r.Cols), Value: strconv.Itoa(r.Pairings), Recorded: pairing.KeptOracleFile,
			Note: fmt.Sprintf("%s; %d chains of at most %d cells tracked, the rest brought in by the rule check; %d steps, %.0f s CPU",
				what, r.Chains, r.ActiveLen, r.Steps, r.CPUSeconds)})
	}
	return out, nil
}
