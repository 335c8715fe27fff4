package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"plylab/data/pairing"
)

type hexProofOut struct {
	Boards     []pairing.ProofBoard   `json:"boards"`
	HexTheorem []pairing.TheoremCheck `json:"hex_theorem"`
	Chains     []pairing.ChainsCheck  `json:"chains"`
	Holds      bool                   `json:"holds"`
}

// The lemmas hold on every board to 16 × 17, and the quick part of the kept
// run (data/runs/hex-proof.jsonl) is recomputed and agrees with it: every
// board's lemmas and instance counts, the Hex theorem to 4 × 4, the chains
// to 6 × 7.
func TestHexProofAgreesWithKeptRun(t *testing.T) {
	code, out, errs := runCLI("hex", "proof", "--n-max", "16", "--hex-max", "4", "--chains-max", "6", "--json", "--quiet")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got, kept hexProofOut
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join("..", "..", "data", "runs", "hex-proof.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &kept); err != nil {
		t.Fatal(err)
	}
	if !got.Holds || !kept.Holds || len(got.Boards) != 31 {
		t.Fatalf("holds %v (kept %v), %d board rows", got.Holds, kept.Holds, len(got.Boards))
	}
	if !reflect.DeepEqual(got.Boards, kept.Boards) {
		t.Fatal("lemma checks differ from the kept run")
	}
	if !reflect.DeepEqual(got.HexTheorem, kept.HexTheorem[:4]) {
		t.Fatalf("Hex theorem %+v, kept %+v", got.HexTheorem, kept.HexTheorem[:4])
	}
	if !reflect.DeepEqual(got.Chains, kept.Chains[:len(got.Chains)]) {
		t.Fatalf("chains %+v, kept %+v", got.Chains, kept.Chains)
	}
	// The kept run's chain counts are the package's (and the essay's) counts.
	want := map[int]uint64{5: 1225, 6: 16097, 7: 382718, 8: 17117801}
	for _, c := range kept.Chains {
		if w, ok := want[c.N]; ok && c.Chains != w {
			t.Errorf("kept run: %d chains on n = %d, want %d", c.Chains, c.N, w)
		}
	}
}

// On the mirrored convention the proof does not apply: the verb names the
// failing lemma and its counterexample and exits 1. Bad flags exit 2.
func TestHexProofExitCodes(t *testing.T) {
	code, out, errs := runCLI("hex", "proof", "--n-min", "4", "--n-max", "4", "--adjacency", "main", "--hex-max", "0", "--chains-max", "0")
	if code != 1 || !strings.Contains(errs, "lemma C4") || !strings.Contains(out, "C4 13 FAILS") {
		t.Fatalf("mirrored: exit %d\n%s\n%s", code, out, errs)
	}
	for _, args := range [][]string{
		{"--n-max", "0"},
		{"--hex-max", "6"},
		{"--chains-max", "9"},
		{"--rule", "diagonal"},
		{"--adjacency", "sideways"},
	} {
		if code, _, errs := runCLI(append([]string{"hex", "proof"}, args...)...); code != 2 || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, %q", args, code, errs)
		}
	}
}
