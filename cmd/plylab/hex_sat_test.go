package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The tests run plylab's CaDiCaL driver that make sat-solver builds into
// bin/ (make test says where by PLYLAB_CADICAL_INC; a plain go test finds
// it there too).
func init() {
	if os.Getenv("PLYLAB_CADICAL_INC") == "" {
		if p, err := filepath.Abs(filepath.Join("..", "..", "bin", "plylab-cadical-inc")); err == nil {
			os.Setenv("PLYLAB_CADICAL_INC", p)
		}
	}
}

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
		{"--multi", "0"}, {"--amo", "commander"}, {"--lex-leader", "--fix", "0,0-1,1"},
	} {
		args := append([]string{"hex", "census", "--rows", "3", "--cols", "4", "--method", "sat", "--quiet"}, bad...)
		if code, _, errs := runCLI(args...); code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, %q", bad, code, errs)
		}
	}
}

// The SAT census with CaDiCaL as the solver, afresh at every call (Debian's
// cadical program) and kept alive (plylab's driver of its library): the
// three rules on 4 × 5, its conflicts reported; without the program, one
// line saying how to get it.
func TestHexCensusSATCadical(t *testing.T) {
	for _, sv := range []struct{ name, missing string }{{"cadical", "apt-get install cadical"}, {"cadical-inc", "make sat-solver"}} {
		code, out, errs := runCLI("hex", "census", "--rows", "4", "--cols", "5", "--method", "sat", "--solver", sv.name, "--lex-leader", "--multi", "8", "--json", "--quiet")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", sv.name, code, errs)
		}
		var c struct {
			Pairings int    `json:"pairings"`
			Solver   string `json:"solver"`
			AllRules bool   `json:"all_rules"`
			Stats    struct {
				Models    int    `json:"models"`
				Conflicts *int64 `json:"conflicts"`
			} `json:"solver_stats"`
		}
		if err := json.Unmarshal([]byte(out), &c); err != nil {
			t.Fatal(err)
		}
		if c.Pairings != 3 || c.Solver != sv.name || !c.AllRules || c.Stats.Models < 3 || c.Stats.Conflicts == nil || *c.Stats.Conflicts <= 0 {
			t.Fatalf("%s: %s", sv.name, out)
		}
	}
	t.Setenv("PATH", t.TempDir())
	t.Setenv("PLYLAB_CADICAL_INC", filepath.Join(t.TempDir(), "none"))
	for _, sv := range []struct{ name, missing string }{{"cadical", "apt-get install cadical"}, {"cadical-inc", "make sat-solver"}} {
		code, _, errs := runCLI("hex", "census", "--rows", "3", "--cols", "4", "--method", "sat", "--solver", sv.name, "--quiet")
		if code == 0 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, sv.missing) {
			t.Errorf("without %s: exit %d, %q", sv.name, code, errs)
		}
	}
}

// The symmetry-broken SAT census with several chains per model, and the
// census in oracle mode, through the command: the same three rules on
// 4 × 5, the orbits counted, and the oracle mode's bad input.
func TestHexCensusLexOracle(t *testing.T) {
	code, out, errs := runCLI("hex", "census", "--rows", "4", "--cols", "5", "--method", "sat", "--lex-leader", "--multi", "8", "--amo", "pairwise", "--json", "--quiet")
	if code != 0 {
		t.Fatalf("sat: exit %d: %s", code, errs)
	}
	var c struct {
		Pairings  int    `json:"pairings"`
		Orbits    int    `json:"orbits"`
		LexLeader bool   `json:"lex_leader"`
		AMO       string `json:"amo"`
		AllRules  bool   `json:"all_rules"`
	}
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	// The three rules' pairings are their own half-turn images: 3 orbits.
	if c.Pairings != 3 || c.Orbits != 3 || !c.LexLeader || c.AMO != "pairwise" || !c.AllRules {
		t.Errorf("sat: %s", out)
	}
	code, out, errs = runCLI("hex", "census", "--rows", "4", "--cols", "5", "--method", "oracle", "--json", "--quiet")
	if code != 0 {
		t.Fatalf("oracle: exit %d: %s", code, errs)
	}
	var o struct {
		Method    string `json:"method"`
		ActiveLen int    `json:"active_len"`
		Chains    int    `json:"chains"`
		Pairings  int    `json:"pairings"`
		List      []struct {
			Rule *string `json:"rule"`
		} `json:"list"`
	}
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatal(err)
	}
	if o.Method != "oracle" || o.ActiveLen != 7 || o.Chains != 105 || o.Pairings != 3 || len(o.List) != 3 {
		t.Errorf("oracle: %s", out)
	}
	if code, _, errs := runCLI("hex", "census", "--rows", "3", "--cols", "4", "--method", "oracle", "--engine", "listed", "--quiet"); code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
		t.Errorf("oracle with the listed engine: exit %d, %q", code, errs)
	}
}
