package graph

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/engine/graphgames"
	"plylab/engine/inputerr"
)

// CheckOptions selects a ground-truth sweep (see graphgames.Sweep).
type CheckOptions struct {
	MaxN       int            // every labelled graph with n ≤ MaxN (capped per check)
	Caps       map[string]int // lower per-check caps (nil: graphgames.ExhaustiveLimit)
	Random     int            // random instances per n
	RandomMaxN int            // random n = 1..RandomMaxN
	Seed       uint64         // seed of the random instances
	Checks     []string
}

// Check plans and runs a sweep and returns one tally per (check,
// mode, n), summed over units, on both cores.
func Check(o CheckOptions) ([]graphgames.Tally, error) {
	units, err := graphgames.PlanSweep(graphgames.SweepOptions{Checks: o.Checks, MaxN: o.MaxN,
		Random: o.Random, RandomMaxN: o.RandomMaxN, Seed: o.Seed})
	if err != nil {
		return nil, err
	}
	var keep []graphgames.SweepUnit
	for _, u := range units {
		if c, ok := o.Caps[u.Check]; ok && !u.Random && u.N > c {
			continue
		}
		keep = append(keep, u)
	}
	return graphgames.SummarizeTallies(graphgames.RunSweep(keep, 0, nil, nil)), nil
}

// CheckFrame has one row per tally: check, mode, n, graphs,
// instances, agree, disagree, yes, yes2, strategy_checks, plays, failures.
func CheckFrame(ts []graphgames.Tally) dataframe.DataFrame {
	var check, mode, failures []string
	var n []int
	var graphs, inst, agree, dis, yes, yes2, strat, plays []float64
	for _, t := range ts {
		check = append(check, t.Check)
		mode = append(mode, t.Mode)
		n = append(n, t.N)
		graphs = append(graphs, float64(t.Graphs))
		inst = append(inst, float64(t.Instances))
		agree = append(agree, float64(t.Agree))
		dis = append(dis, float64(t.Disagree))
		yes = append(yes, float64(t.Yes))
		yes2 = append(yes2, float64(t.Yes2))
		strat = append(strat, float64(t.StrategyChecks))
		plays = append(plays, float64(t.Plays))
		failures = append(failures, failureText(t.Failures))
	}
	return dataframe.New(
		series.New(check, series.String, "check"),
		series.New(mode, series.String, "mode"),
		series.New(n, series.Int, "n"),
		countSeries(graphs, "graphs"), countSeries(inst, "instances"), countSeries(agree, "agree"),
		countSeries(dis, "disagree"), countSeries(yes, "yes"), countSeries(yes2, "yes2"),
		countSeries(strat, "strategy_checks"), countSeries(plays, "plays"),
		series.New(failures, series.String, "failures"),
	)
}

// ReadCheck reads a CheckFrame saved as CSV (for example
// tables/graph_check_sweep.csv of `plylab graph check --out`) back into
// its tallies; Counterexample, not in the table, stays empty. A file that
// is not such a table is an *inputerr.Error naming the line.
func ReadCheck(path string) ([]graphgames.Tally, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	head, err := r.Read()
	if err != nil {
		return nil, inputerr.Wrap(path, 1, err)
	}
	if want := CheckFrame(nil).Names(); strings.Join(head, ",") != strings.Join(want, ",") {
		return nil, inputerr.At(path, 1, "columns %v, want those of a graph check table %v", head, want)
	}
	var out []graphgames.Tally
	for line := 2; ; line++ {
		rec, err := r.Read()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, inputerr.Wrap(path, line, err)
		}
		t := graphgames.Tally{Check: rec[0], Mode: rec[1]}
		if t.N, err = strconv.Atoi(rec[2]); err != nil {
			return nil, inputerr.At(path, line, "n: %v", err)
		}
		for i, p := range []*uint64{&t.Graphs, &t.Instances, &t.Agree, &t.Disagree, &t.Yes, &t.Yes2, &t.StrategyChecks, &t.Plays} {
			if *p, err = strconv.ParseUint(rec[3+i], 10, 64); err != nil {
				return nil, inputerr.At(path, line, "%s: %v", head[3+i], err)
			}
			// The table holds counts as float64 (CheckFrame): exact up
			// to 2^53, which no sweep comes near.
			if *p > 1<<53 {
				return nil, inputerr.At(path, line, "%s: %d is beyond the table's exact range (2^53)", head[3+i], *p)
			}
		}
		for _, kv := range strings.Fields(rec[11]) {
			i := strings.LastIndex(kv, ":")
			n, err := strconv.ParseUint(kv[i+1:], 10, 64)
			if i < 0 || err != nil {
				return nil, inputerr.At(path, line, "failures: %q is not part:count", kv)
			}
			if t.Failures == nil {
				t.Failures = map[string]uint64{}
			}
			t.Failures[kv[:i]] = n
		}
		out = append(out, t)
	}
}

func failureText(f map[string]uint64) string {
	var parts []string
	for k, v := range f {
		parts = append(parts, fmt.Sprintf("%s:%d", k, v))
	}
	sort.Strings(parts)
	return strings.Join(parts, " ")
}

// CheckTotals sums tallies per check (all n, both modes); the last
// element is the grand total (check "all").
func CheckTotals(ts []graphgames.Tally) []graphgames.Tally {
	by := map[string]*graphgames.Tally{}
	var order []string
	all := graphgames.Tally{Check: "all", Mode: "both"}
	for _, t := range ts {
		if by[t.Check] == nil {
			by[t.Check] = &graphgames.Tally{Check: t.Check, Mode: "both"}
			order = append(order, t.Check)
		}
		by[t.Check].Add(t)
		all.Add(t)
	}
	var out []graphgames.Tally
	for _, c := range order {
		out = append(out, *by[c])
	}
	return append(out, all)
}

// CheckTotalsFrame is GraphCheckFrame of GraphCheckTotals (n is 0).
func CheckTotalsFrame(ts []graphgames.Tally) dataframe.DataFrame {
	return CheckFrame(CheckTotals(ts)).Drop("n")
}

// CountsFrame extracts from exhaustive tallies the labelled counts
// found on the way: for each n, the number of labelled graphs, the
// (graph, start) pairs of vertex geography won by the first player, the
// cop-win labelled graphs, and the vertices in D summed over all graphs.
// A count whose check did not reach n is left empty.
func CountsFrame(ts []graphgames.Tally) dataframe.DataFrame {
	type row struct{ geo, geoInst, cop, d float64 }
	nan := math.NaN()
	rows := map[int]*row{}
	get := func(n int) *row {
		if rows[n] == nil {
			rows[n] = &row{nan, nan, nan, nan}
		}
		return rows[n]
	}
	for _, t := range ts {
		if t.Mode != "exhaustive" {
			continue
		}
		switch t.Check {
		case "matching":
			get(t.N).d = float64(t.Yes)
		case graphgames.GameVertexGeography:
			get(t.N).geo, get(t.N).geoInst = float64(t.Yes), float64(t.Instances)
		case graphgames.GameCopsAndRobber:
			get(t.N).cop = float64(t.Yes)
		}
	}
	var ns []int
	for n := range rows {
		ns = append(ns, n)
	}
	sort.Ints(ns)
	var graphs, geo, geoInst, cop, d []float64
	for _, n := range ns {
		r := rows[n]
		graphs = append(graphs, math.Ldexp(1, n*(n-1)/2))
		geo, geoInst, cop, d = append(geo, r.geo), append(geoInst, r.geoInst), append(cop, r.cop), append(d, r.d)
	}
	// A column with a count missing is written as text, the gap empty.
	col := func(v []float64, name string) series.Series {
		missing := false
		for _, x := range v {
			missing = missing || math.IsNaN(x)
		}
		if !missing {
			return countSeries(v, name)
		}
		txt := make([]string, len(v))
		for i, x := range v {
			if !math.IsNaN(x) {
				txt[i] = fmt.Sprintf("%.0f", x)
			}
		}
		return series.New(txt, series.String, name)
	}
	return dataframe.New(series.New(ns, series.Int, "n"), countSeries(graphs, "labelled_graphs"),
		col(geoInst, "geography_graph_starts"), col(geo, "geography_first_wins"),
		col(cop, "copwin_graphs"), col(d, "vertices_in_D"))
}

// CheckTotalsOfFrame sums a GraphCheckFrame (for example one saved by
// `plylab graph check --out`) per check and mode: check, mode, graphs,
// instances, disagree, with a last row "all".
func CheckTotalsOfFrame(df dataframe.DataFrame) dataframe.DataFrame {
	if df.Err != nil {
		return df
	}
	checks, modes := df.Col("check").Records(), df.Col("mode").Records()
	cols := map[string][]float64{}
	for _, c := range []string{"graphs", "instances", "disagree"} {
		cols[c] = df.Col(c).Float()
	}
	type key struct{ c, m string }
	var order []key
	sums := map[key][3]float64{}
	var all [3]float64
	for i := range checks {
		k := key{checks[i], modes[i]}
		if _, ok := sums[k]; !ok {
			order = append(order, k)
		}
		s := sums[k]
		for j, c := range []string{"graphs", "instances", "disagree"} {
			s[j] += cols[c][i]
			all[j] += cols[c][i]
		}
		sums[k] = s
	}
	var cs, ms []string
	var g, in, d []float64
	for _, k := range order {
		s := sums[k]
		cs, ms, g, in, d = append(cs, k.c), append(ms, k.m), append(g, s[0]), append(in, s[1]), append(d, s[2])
	}
	cs, ms, g, in, d = append(cs, "all"), append(ms, "both"), append(g, all[0]), append(in, all[1]), append(d, all[2])
	return dataframe.New(series.New(cs, series.String, "check"), series.New(ms, series.String, "mode"),
		countSeries(g, "graphs"), countSeries(in, "instances"), countSeries(d, "disagree"))
}

// countSeries is an integer column of counts held as float64.
func countSeries(v []float64, name string) series.Series {
	iv := make([]int, len(v))
	for i, x := range v {
		iv[i] = int(x)
	}
	return series.New(iv, series.Int, name)
}
