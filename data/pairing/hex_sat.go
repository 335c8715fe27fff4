package pairing

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/go-gota/gota/dataframe"

	"plylab/data/frames"
	"plylab/data/runs"
)

// KeptSatFile is the kept SAT censuses (plylab hex census --method sat,
// one JSON object per board).
const KeptSatFile = "hex-census-sat.jsonl"

// SatCensusRow is one SAT census (plylab hex census --method sat, its
// --json object; the kept ones are a file of them): the board and the
// settings, the pairings found (with the rules that write them), and the
// work the proof needed.
type SatCensusRow struct {
	Rows      int      `json:"rows"`
	Cols      int      `json:"cols"`
	Adjacency string   `json:"adjacency"`
	Method    string   `json:"method"`
	Solver    string   `json:"solver"`
	Checker   string   `json:"checker"`
	HalfTurn  bool     `json:"half_turn"`
	Shortest  bool     `json:"shortest"`
	SeedLen   int      `json:"seed_len"`
	Fix       []string `json:"fix"`
	Multi     int      `json:"multi"`
	LexLeader bool     `json:"lex_leader"`
	AMO       string   `json:"amo"`
	Pairings  int      `json:"pairings"`
	// Orbits is the number of pairings up to the half-turn.
	Orbits int `json:"orbits"`
	// ChainClauses is the number of chain clauses the proof needed
	// (distinct minimal chains, half-turn images and seeds included);
	// Resumed of them came from a checkpoint, Images are half-turn images,
	// Seeded were listed up front (--seed-len).
	ChainClauses int `json:"chain_clauses"`
	Resumed      int `json:"resumed"`
	Images       int `json:"images"`
	Seeded       int `json:"seeded"`
	// MinimalChains is the number of minimal chains, where counted.
	MinimalChains *uint64 `json:"minimal_chains"`
	AllRules      bool    `json:"all_rules"`
	EveryCell     bool    `json:"every_cell"`
	AllHalfTurn   bool    `json:"all_half_turn"`
	// RecheckedBy names the second method every pairing was checked by.
	RecheckedBy string   `json:"rechecked_by"`
	SolverStats satStats `json:"solver_stats"`
	Seconds     float64  `json:"seconds"`
	// CPUSeconds is the process' CPU time (user and system), the measure
	// that means something on a shared machine.
	CPUSeconds float64       `json:"cpu_seconds"`
	List       []KeptPairing `json:"list"`
}

// satStats is the SAT solver's work (hexsat.Stats); Conflicts is nil
// where the solver does not count them.
type satStats struct {
	Models          int     `json:"models"`
	InvalidModels   int     `json:"invalid_models"`
	MinimizeChecks  int     `json:"minimize_checks"`
	PairVars        int     `json:"pair_vars"`
	AuxVars         int     `json:"aux_vars"`
	Clauses         int     `json:"clauses"`
	ChainClauseLits int     `json:"chain_clause_lits"`
	SolveCalls      int     `json:"solve_calls"`
	SolveSeconds    float64 `json:"solve_seconds"`
	CheckSeconds    float64 `json:"check_seconds"`
	Conflicts       *int64  `json:"conflicts"`
}

// KeptPairing is one pairing of a census: the first rule (in the essay's
// order) writing it, every rule that does (on 2×3 diagonal and corners
// write the same pairing, as the census frame's "diagonal=corners"), its
// pairs as {{r, c}, {r, c}}, whether it uses every cell, and (where the run
// records it) whether it is its own half-turn image.
type KeptPairing struct {
	Rule     *string     `json:"rule"`
	Rules    []string    `json:"rules"`
	Pairs    [][2][2]int `json:"pairs"`
	Complete bool        `json:"complete"`
	HalfTurn bool        `json:"half_turn"`
}

// Complete counts the pairings that use every cell.
func (r SatCensusRow) Complete() int {
	return countKept(r.List, func(p KeptPairing) bool { return p.Complete })
}

// countKept counts the pairings of list for which f holds.
func countKept(list []KeptPairing, f func(KeptPairing) bool) int {
	n := 0
	for _, p := range list {
		if f(p) {
			n++
		}
	}
	return n
}

// KeptSatCensus reads the kept SAT censuses in file order.
func KeptSatCensus() ([]SatCensusRow, error) {
	lines, err := runs.Lines(KeptSatFile)
	if err != nil {
		return nil, err
	}
	var out []SatCensusRow
	for i, l := range lines {
		var r SatCensusRow
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			return nil, fmt.Errorf("data/runs/%s line %d: %w", KeptSatFile, i+1, err)
		}
		if len(r.List) != r.Pairings {
			return nil, fmt.Errorf("data/runs/%s line %d: %d pairings listed, %d counted", KeptSatFile, i+1, len(r.List), r.Pairings)
		}
		out = append(out, r)
	}
	return out, nil
}

// SatCensusFrame lists the kept SAT censuses (data/runs/hex-census-sat.jsonl).
// Columns: board, pairings, rules, every_cell, half_turn, chain_clauses
// (the proof's chain clauses), seeded (of them listed up front),
// forced_pairs (pairs held by every pairing, ForcedPairsOf),
// minimal_chains (where counted, else empty), ratio (chain clauses per
// minimal chain), solver, checker, seconds.
func SatCensusFrame() dataframe.DataFrame {
	rows, err := KeptSatCensus()
	if err != nil {
		return dataframe.DataFrame{Err: err}
	}
	cols := map[string][]string{}
	order := []string{"board", "pairings", "rules", "every_cell", "half_turn", "chain_clauses", "seeded", "minimal_chains", "ratio", "forced_pairs", "solver", "checker", "seconds"}
	for _, r := range rows {
		var names []string
		for _, p := range r.List {
			names = append(names, strings.Join(p.Rules, "="))
		}
		mc, ratio := "", ""
		if r.MinimalChains != nil {
			mc = strconv.FormatUint(*r.MinimalChains, 10)
			ratio = strconv.FormatFloat(float64(r.ChainClauses)/float64(*r.MinimalChains), 'g', 3, 64)
		}
		for k, v := range map[string]string{"board": BoardName(r.Rows, r.Cols), "pairings": strconv.Itoa(r.Pairings), "rules": strings.Join(names, " "),
			"every_cell": yesNo(r.EveryCell), "half_turn": yesNo(r.AllHalfTurn), "chain_clauses": strconv.Itoa(r.ChainClauses), "seeded": strconv.Itoa(r.Seeded),
			"minimal_chains": mc, "ratio": ratio, "forced_pairs": strconv.Itoa(len(ForcedPairsOf(r.List))), "solver": r.Solver, "checker": r.Checker, "seconds": strconv.FormatFloat(r.Seconds, 'f', 3, 64)} {
			cols[k] = append(cols[k], v)
		}
	}
	return frames.Strings(cols, order)
}

// ForcedPairsOf lists the pairs held by every pairing of list (a kept
// census's List), as {{r, c}, {r, c}} in the first pairing's order: the
// census with the pair fixed (--fix) counts all of them.
func ForcedPairsOf(list []KeptPairing) [][2][2]int {
	if len(list) == 0 {
		return nil
	}
	count := map[[2][2]int]int{}
	for _, p := range list {
		for _, q := range p.Pairs {
			count[q]++
		}
	}
	var out [][2][2]int
	for _, q := range list[0].Pairs {
		if count[q] == len(list) {
			out = append(out, q)
		}
	}
	return out
}

// RulesSummary names the rules writing the pairings of list, in order of
// first appearance, each with its count when it writes more than one ("none"
// for pairings no rule writes): "diagonal cross corners" on n × (n+1),
// "none ×18" on 5 × 7.
func RulesSummary(list []KeptPairing) string {
	var order []string
	count := map[string]int{}
	for _, p := range list {
		name := strings.Join(p.Rules, "=")
		if name == "" || name == "null" {
			name = "none"
		}
		if count[name] == 0 {
			order = append(order, name)
		}
		count[name]++
	}
	for i, name := range order {
		if count[name] > 1 {
			order[i] = fmt.Sprintf("%s ×%d", name, count[name])
		}
	}
	return strings.Join(order, " ")
}
