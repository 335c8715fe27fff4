package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/engine/makerbreaker"
)

// mbKept returns the kept snaky-domino certificate in dialect d.
func mbKept(t *testing.T, d makerbreaker.Dialect) []byte {
	t.Helper()
	raw, err := makerbreaker.KeptCertificate("snaky-domino")
	if err != nil {
		t.Fatal(err)
	}
	if d == makerbreaker.Dialect21 {
		return raw
	}
	c, r, err := makerbreaker.Load(makerbreaker.Dialect21, "kept", raw, makerbreaker.Snaky())
	if err != nil {
		t.Fatal(err)
	}
	out, _, _, err := makerbreaker.Convert(c, r, d)
	if err != nil {
		t.Fatal(err)
	}
	b, err := out.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var mbClaimVerbs = []string{"verify", "reconstruct", "play"}

func mbClaimArgs(verb, dialect, shape, file string, extra ...string) []string {
	args := []string{"mb", verb, "--dialect", dialect, "--shape", shape}
	if verb == "play" {
		args = append(args, "--games", "1", "--quiet")
	}
	return append(append(args, extra...), file)
}

// Probe: `: > e.cert; plylab mb verify --shape l4 e.cert` printed what the
// whole certificate prints, and play reported Maker winning on move 1. An
// empty file is now refused by all three verbs in every dialect, exit 2,
// with one line naming the file.
func TestMBEmptyCertificateRefused(t *testing.T) {
	e := writeFile(t, "e.cert", "")
	for _, d := range []string{"21", "25", "35"} {
		for _, verb := range mbClaimVerbs {
			code, out, errs := runCLI(mbClaimArgs(verb, d, "l4", e)...)
			want := e + ":1: no numbered card after the 4 base cards of l4: an empty certificate certifies nothing"
			if code != 2 || out != "" || !strings.Contains(errs, want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
				t.Errorf("%s --dialect %s on an empty file: exit %d stdout %q stderr %q", verb, d, code, out, errs)
			}
		}
	}
}

// Every prefix of the kept snaky-domino certificate that ends at a card
// boundary (the last card or cards lost) is refused by verify, reconstruct
// and play in each dialect, with the file and the line of its last card;
// the whole file is accepted and its claim is named.
func TestMBTruncatedCertificateRefused(t *testing.T) {
	dir := t.TempDir()
	maker := []string{"--maker", "0,0 1,0"}
	for _, d := range []makerbreaker.Dialect{makerbreaker.Dialect21, makerbreaker.Dialect25, makerbreaker.Dialect35} {
		raw := mbKept(t, d)
		c, _, err := makerbreaker.Load(d, "kept", raw, makerbreaker.Snaky())
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.SplitAfter(string(raw), "\n")
		for k := 1; k < len(c.Rows); k++ {
			row := c.Rows[k-1]
			f := filepath.Join(dir, fmt.Sprintf("cut-%d-%d.txt", d, k))
			if err := os.WriteFile(f, []byte(strings.Join(lines[:row.Line], "")), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, verb := range mbClaimVerbs {
				code, out, errs := runCLI(mbClaimArgs(verb, d.String(), "snaky", f, maker...)...)
				want := fmt.Sprintf("%s:%d: final card %d requires the Maker cells A = ", f, row.Line, row.Num)
				if code != 2 || out != "" || !strings.Contains(errs, want) || !strings.Contains(errs, "must end in the claim it certifies") ||
					strings.Count(strings.TrimSpace(errs), "\n") != 0 {
					t.Fatalf("%s --dialect %d, %d of %d rows: exit %d stdout %q stderr %q", verb, d, k, len(c.Rows), code, out, errs)
				}
			}
		}
		whole := filepath.Join(dir, fmt.Sprintf("whole-%d.txt", d))
		os.WriteFile(whole, raw, 0o644)
		claim := "certifies: Maker completes snaky from Maker owning {(0,0),(1,0)}, Maker to move, within 7 moves (final card 45, line "
		for _, verb := range []string{"reconstruct", "play"} { // verify solves a 59-cell envelope: too slow for a unit test
			code, out, errs := runCLI(mbClaimArgs(verb, d.String(), "snaky", whole, maker...)...)
			if code != 0 || !strings.Contains(out, claim) || !strings.Contains(out, "envelope 59 cells, height 7)") {
				t.Errorf("%s --dialect %d on the whole certificate: exit %d stdout %q stderr %q", verb, d, code, out, errs)
			}
		}
		// The same file read as an empty-board certificate: its final card
		// is not that claim.
		code, _, errs := runCLI(mbClaimArgs("verify", d.String(), "snaky", whole)...)
		if code != 2 || !strings.Contains(errs, ":40: final card 45 requires the Maker cells A = {") || !strings.Contains(errs, "(A = ∅)") {
			t.Errorf("--dialect %d without --maker: exit %d %q", d, code, errs)
		}
	}
}

// verify, reconstruct and play of a whole empty-board certificate (l4,
// each dialect) name the claim: text and JSON.
func TestMBCertifiesClaim(t *testing.T) {
	dir := t.TempDir()
	cert := filepath.Join(dir, "l4.txt")
	if code, _, errs := runCLI("mb", "search", "--shape", "l4", "--out", cert, "--quiet"); code != 0 {
		t.Fatalf("search: %d %s", code, errs)
	}
	for _, d := range []string{"21", "25", "35"} {
		f := filepath.Join(dir, "l4-"+d+".txt")
		if code, _, errs := runCLI("mb", "convert", "--from", "21", "--to", d, "--shape", "l4", cert, f); code != 0 {
			t.Fatalf("convert: %d %s", code, errs)
		}
		for _, verb := range mbClaimVerbs {
			want := "certifies: Maker completes l4 from the empty board, Maker to move, within 4 moves (final card 8, line 5: A = ∅, envelope 21 cells, height 4)"
			code, out, errs := runCLI(mbClaimArgs(verb, d, "l4", f)...)
			if code != 0 || !strings.Contains(out, want) {
				t.Errorf("%s --dialect %s: exit %d stdout %q stderr %q", verb, d, code, out, errs)
			}
			code, out, errs = runCLI(mbClaimArgs(verb, d, "l4", f, "--json")...)
			if code != 0 || !strings.Contains(out, `"final_card":8`) || !strings.Contains(out, `"certifies":"Maker completes l4 from the empty board`) {
				t.Errorf("%s --dialect %s --json: exit %d stdout %q stderr %q", verb, d, code, out, errs)
			}
		}
	}
	if code, _, errs := runCLI("mb", "verify", "--shape", "l4", "--maker", "0,x", cert); code != 2 || !strings.Contains(errs, "--maker") {
		t.Errorf("bad --maker: exit %d %q", code, errs)
	}
}
