package pairing

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"

	"github.com/go-gota/gota/dataframe"

	"plylab/data/frames"
	"plylab/data/runs"
)

// KeptOracleFile is the kept censuses without a chain list (plylab hex
// census --method oracle, one JSON object per board).
const KeptOracleFile = "hex-census-oracle.jsonl"

// OracleCensusRow is one kept census in oracle mode: the board, the
// chains tracked from the start (those of at most ActiveLen cells; the rule
// check brought in the others), the search's steps and time, and the
// pairings with the rules that write them.
type OracleCensusRow struct {
	Rows       int           `json:"rows"`
	Cols       int           `json:"cols"`
	Method     string        `json:"method"`
	ActiveLen  int           `json:"active_len"`
	Chains     int           `json:"chains"`
	Pairings   int           `json:"pairings"`
	Steps      uint64        `json:"steps"`
	Seconds    float64       `json:"seconds"`
	CPUSeconds float64       `json:"cpu_seconds"`
	List       []KeptPairing `json:"list"`
}

// KeptOracleCensus reads the kept oracle-mode censuses in file order.
func KeptOracleCensus() ([]OracleCensusRow, error) {
	return readCensusRows(KeptOracleFile, "oracle")
}

// readCensusRows reads a kept file of census JSON objects, each of the
// method want ("chains" also accepts none given), with its list complete.
func readCensusRows(file, want string) ([]OracleCensusRow, error) {
	lines, err := runs.Lines(file)
	if err != nil {
		return nil, err
	}
	var out []OracleCensusRow
	for i, l := range lines {
		var r OracleCensusRow
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			return nil, fmt.Errorf("data/runs/%s line %d: %w", file, i+1, err)
		}
		if r.Method != want && !(want == "chains" && r.Method == "") {
			return nil, fmt.Errorf("data/runs/%s line %d: method %q, want %s", file, i+1, r.Method, want)
		}
		if len(r.List) != r.Pairings {
			return nil, fmt.Errorf("data/runs/%s line %d: %d pairings listed, %d counted", file, i+1, len(r.List), r.Pairings)
		}
		out = append(out, r)
	}
	return out, nil
}

// Complete counts the pairings that use every cell.
func (r OracleCensusRow) Complete() int {
	return countKept(r.List, func(p KeptPairing) bool { return p.Complete })
}

// HalfTurn counts the pairings that are their own half-turn image.
func (r OracleCensusRow) HalfTurn() int {
	return countKept(r.List, func(p KeptPairing) bool { return p.HalfTurn })
}

// OracleCensusFrame lists the kept oracle-mode censuses
// (data/runs/hex-census-oracle.jsonl), n × (n+1) first, then the wider
// shapes, each by size. Columns: board, pairings, rules
// (HexRulesSummary), every_cell and half_turn (how many pairings use every
// cell, how many are their own half-turn image), forced_pairs (pairs held
// by every pairing), active_len, tracked (chains tracked from the start),
// steps, cpu_seconds, seconds.
func OracleCensusFrame() dataframe.DataFrame {
	rows, err := KeptOracleCensus()
	if err != nil {
		return dataframe.DataFrame{Err: err}
	}
	// By shape (n × (n+1) first), then by size.
	sort.SliceStable(rows, func(i, j int) bool {
		a, b := rows[i], rows[j]
		if a.Cols-a.Rows != b.Cols-b.Rows {
			return a.Cols-a.Rows < b.Cols-b.Rows
		}
		return a.Rows < b.Rows
	})
	cols := map[string][]string{}
	order := []string{"board", "pairings", "rules", "every_cell", "half_turn", "forced_pairs", "active_len", "tracked", "steps", "cpu_seconds", "seconds"}
	for _, r := range rows {
		for k, v := range map[string]string{"board": BoardName(r.Rows, r.Cols), "pairings": strconv.Itoa(r.Pairings), "rules": RulesSummary(r.List),
			"every_cell": strconv.Itoa(r.Complete()), "half_turn": strconv.Itoa(r.HalfTurn()), "forced_pairs": strconv.Itoa(len(ForcedPairsOf(r.List))),
			"active_len": strconv.Itoa(r.ActiveLen), "tracked": strconv.Itoa(r.Chains),
			"steps": strconv.FormatUint(r.Steps, 10), "cpu_seconds": strconv.FormatFloat(r.CPUSeconds, 'f', 3, 64), "seconds": strconv.FormatFloat(r.Seconds, 'f', 3, 64)} {
			cols[k] = append(cols[k], v)
		}
	}
	return frames.Strings(cols, order)
}

// PairingCountFrame is the census by shape: one row per n, the number
// of pairings on n × (n+1), n × (n+2) and n × (n+3) from the kept
// oracle-mode censuses (empty where no census is kept). Columns: n,
// n×(n+1), n×(n+2), n×(n+3).
func PairingCountFrame() dataframe.DataFrame {
	rows, err := KeptOracleCensus()
	if err != nil {
		return dataframe.DataFrame{Err: err}
	}
	count := map[[2]int]int{}
	maxN := 0
	for _, r := range rows {
		if k := r.Cols - r.Rows; k >= 1 && k <= 3 {
			count[[2]int{r.Rows, k}] = r.Pairings
			maxN = max(maxN, r.Rows)
		}
	}
	names := []string{"n", "n×(n+1)", "n×(n+2)", "n×(n+3)"}
	cols := map[string][]string{}
	for n := 2; n <= maxN; n++ {
		cols["n"] = append(cols["n"], strconv.Itoa(n))
		for k := 1; k <= 3; k++ {
			v := ""
			if c, ok := count[[2]int{n, k}]; ok {
				v = strconv.Itoa(c)
			}
			cols[names[k]] = append(cols[names[k]], v)
		}
	}
	return frames.Strings(cols, names)
}

// keptChainsFile is the kept chain censuses (plylab hex census, the
// chains listed) run as a second method for boards whose oracle census is
// too slow for the tests.
const keptChainsFile = "hex-census-chains.jsonl"

// KeptChainCensus reads the kept chain censuses in file order (the same
// fields as an oracle-mode row, Chains being every minimal chain).
func KeptChainCensus() ([]OracleCensusRow, error) {
	return readCensusRows(keptChainsFile, "chains")
}
