package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// The SAT census through the command: the three rules on 4 × 5, each
// re-checked, the chain clauses against the 148 chains; a checkpoint
// resumes to the same pairings; bad input exits 2.
func TestHexCensusSAT(t *testing.T) {
	ck := filepath.Join(t.TempDir(), "c.ckpt")
	var runs []string
	for i := 0; i < 2; i++ {
		code, out, errs := runCLI("hex", "census", "--rows", "4", "--cols", "5", "--method", "sat", "--checker", "dp", "--count-chains", "--checkpoint", ck, "--json", "--quiet")
		if code != 0 {
			t.Fatalf("run %d: exit %d: %s", i, code, errs)
		}
		var c struct {
			Pairings      int     `json:"pairings"`
			ChainClauses  int     `json:"chain_clauses"`
			Resumed       int     `json:"resumed"`
			MinimalChains *uint64 `json:"minimal_chains"`
			AllRules      bool    `json:"all_rules"`
			EveryCell     bool    `json:"every_cell"`
			AllHalfTurn   bool    `json:"all_half_turn"`
			RecheckedBy   string  `json:"rechecked_by"`
			List          []struct {
				Rule *string `json:"rule"`
			} `json:"list"`
		}
		if err := json.Unmarshal([]byte(out), &c); err != nil {
			t.Fatal(err)
		}
		if c.Pairings != 3 || len(c.List) != 3 || !c.AllRules || !c.EveryCell || !c.AllHalfTurn || c.RecheckedBy != "walk" ||
			c.MinimalChains == nil || *c.MinimalChains != 148 || c.ChainClauses == 0 || c.ChainClauses > 148 {
			t.Fatalf("run %d: %s", i, out)
		}
		if i == 1 && c.Resumed != c.ChainClauses {
			t.Errorf("the resumed run added clauses: %d resumed of %d", c.Resumed, c.ChainClauses)
		}
		var names []string
		for _, p := range c.List {
			names = append(names, *p.Rule)
		}
		runs = append(runs, strings.Join(names, ","))
	}
	if runs[0] != "diagonal,cross,corners" || runs[1] != runs[0] {
		t.Errorf("pairings %v", runs)
	}
	for _, bad := range [][]string{
		{"--solver", "minisat"}, {"--checker", "magic"}, {"--fix", "0,0-9,9"}, {"--fix", "0,0-1,0"}, {"--method", "ilp"}, {"--seed-len", "-1"},
	} {
		args := append([]string{"hex", "census", "--rows", "3", "--cols", "4", "--method", "sat", "--quiet"}, bad...)
		if code, _, errs := runCLI(args...); code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, %q", bad, code, errs)
		}
	}
}
