package data

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/go-gota/gota/dataframe"
)

// HexKeptOracleFile is the kept censuses without a chain list (plylab hex
// census --method oracle, one JSON object per board).
const HexKeptOracleFile = "hex-census-oracle.jsonl"

// HexOracleCensusRow is one kept census in oracle mode: the board, the
// chains tracked from the start (those of at most ActiveLen cells; the rule
// check brought in the others), the search's steps and time, and the
// pairings with the rules that write them.
type HexOracleCensusRow struct {
	Rows       int              `json:"rows"`
	Cols       int              `json:"cols"`
	Method     string           `json:"method"`
	ActiveLen  int              `json:"active_len"`
	Chains     int              `json:"chains"`
	Pairings   int              `json:"pairings"`
	Steps      uint64           `json:"steps"`
	Seconds    float64          `json:"seconds"`
	CPUSeconds float64          `json:"cpu_seconds"`
	List       []HexKeptPairing `json:"list"`
}

// HexKeptOracleCensus reads the kept oracle-mode censuses in file order.
func HexKeptOracleCensus() ([]HexOracleCensusRow, error) {
	lines, err := RecordedRunLines(HexKeptOracleFile)
	if err != nil {
		return nil, err
	}
	var out []HexOracleCensusRow
	for i, l := range lines {
		var r HexOracleCensusRow
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			return nil, fmt.Errorf("data/runs/%s line %d: %v", HexKeptOracleFile, i+1, err)
		}
		if r.Method != "oracle" {
			return nil, fmt.Errorf("data/runs/%s line %d: method %q, want oracle", HexKeptOracleFile, i+1, r.Method)
		}
		if len(r.List) != r.Pairings {
			return nil, fmt.Errorf("data/runs/%s line %d: %d pairings listed, %d counted", HexKeptOracleFile, i+1, len(r.List), r.Pairings)
		}
		out = append(out, r)
	}
	return out, nil
}

// HexOracleCensusFrame lists the kept oracle-mode censuses
// (data/runs/hex-census-oracle.jsonl). Columns: board, pairings, rules,
// every_cell, half_turn, active_len, tracked (chains tracked from the
// start), steps, cpu_seconds, seconds.
func HexOracleCensusFrame() dataframe.DataFrame {
	rows, err := HexKeptOracleCensus()
	if err != nil {
		return dataframe.DataFrame{Err: err}
	}
	cols := map[string][]string{}
	order := []string{"board", "pairings", "rules", "every_cell", "half_turn", "active_len", "tracked", "steps", "cpu_seconds", "seconds"}
	for _, r := range rows {
		var names []string
		every, half := true, true
		for _, p := range r.List {
			names = append(names, strings.Join(p.Rules, "="))
			every, half = every && p.Complete, half && p.HalfTurn
		}
		for k, v := range map[string]string{"board": HexBoardName(r.Rows, r.Cols), "pairings": strconv.Itoa(r.Pairings), "rules": strings.Join(names, " "),
			"every_cell": yesNo(every), "half_turn": yesNo(half), "active_len": strconv.Itoa(r.ActiveLen), "tracked": strconv.Itoa(r.Chains),
			"steps": strconv.FormatUint(r.Steps, 10), "cpu_seconds": strconv.FormatFloat(r.CPUSeconds, 'f', 1, 64), "seconds": strconv.FormatFloat(r.Seconds, 'f', 0, 64)} {
			cols[k] = append(cols[k], v)
		}
	}
	return stringFrame(cols, order)
}
