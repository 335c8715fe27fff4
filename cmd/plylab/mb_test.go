package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestMBReconstructJSON(t *testing.T) {
	f := writeFile(t, "c21.txt", "6 14 4:100 5:101\n7 05 6:001 6:405\n")
	// The final card of this two-row certificate requires four Maker cells:
	// it certifies the position where Maker owns them.
	code, out, errs := runCLI("mb", "reconstruct", "--dialect", "21", "--maker", "0,1 0,2 0,3 0,4", f, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r struct {
		Certifies  string `json:"certifies"`
		FinalCard  int    `json:"final_card"`
		Cards      int    `json:"cards"`
		References int    `json:"references"`
		Final      struct {
			Required     [][2]int `json:"required"`
			EnvelopeSize int      `json:"envelope_size"`
			Height       int      `json:"height"`
		} `json:"final"`
		Histograms struct {
			RequiredSize map[string]int `json:"required_size"`
			EnvelopeSize map[string]int `json:"envelope_size"`
			Height       map[string]int `json:"height"`
		} `json:"histograms"`
		ReplyClasses int     `json:"reply_classes"`
		SHA256       string  `json:"sha256"`
		Published    *string `json:"published"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if r.Cards != 8 || r.References != 4 || r.Final.Height != 3 || r.Final.EnvelopeSize != 11 || len(r.Final.Required) != 4 ||
		r.ReplyClasses != 10 || r.Published != nil || len(r.SHA256) != 64 || r.Histograms.Height["1"] != 6 || r.Histograms.RequiredSize["5"] != 7 {
		t.Errorf("unexpected summary %+v", r)
	}
	if r.FinalCard != 7 || !strings.Contains(r.Certifies, "from Maker owning {(0,1),(0,2),(0,3),(0,4)}") || !strings.Contains(r.Certifies, "within 3 moves") {
		t.Errorf("certifies %q, final card %d", r.Certifies, r.FinalCard)
	}
}

func TestMBMalformedExitTwo(t *testing.T) {
	for _, tc := range []struct {
		dialect, text, want string
	}{
		{"21", "6 14 4:100 5:101\n7 05\n", ":2:5: empty child list"},
		{"25", "193233\n165927\n", ":2:4: truncated extended block"},
		{"25", "# 9\n193233\n", ":1:3: wrong marker number"},
		{"35", "6 0a03\n7 4a34 7a54\n", ":2:8: forward reference"},
	} {
		f := writeFile(t, "bad.txt", tc.text)
		code, out, errs := runCLI("mb", "reconstruct", "--dialect", tc.dialect, f)
		if code != 2 || out != "" || !strings.Contains(errs, f+tc.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%q: exit %d stdout %q stderr %q", tc.text, code, out, errs)
		}
	}
	if code, _, _ := runCLI("mb", "reconstruct", "--dialect", "22", "x"); code != 2 {
		t.Errorf("unknown dialect: exit %d", code)
	}
}

// search → reconstruct → convert → play → verify, end to end.
func TestMBSearchPipeline(t *testing.T) {
	dir := t.TempDir()
	cert := filepath.Join(dir, "t4.txt")
	code, out, errs := runCLI("mb", "search", "--shape", "t4", "--out", cert, "--json", "--quiet")
	if code != 0 || !strings.Contains(out, `"height":4`) || !strings.Contains(out, `"found":true`) {
		t.Fatalf("search: exit %d %s %s", code, out, errs)
	}
	for _, to := range []string{"25", "35", "21"} {
		conv := filepath.Join(dir, "t4-"+to+".txt")
		if code, out, errs := runCLI("mb", "convert", "--from", "21", "--to", to, "--shape", "t4", cert, conv, "--json"); code != 0 || !strings.Contains(out, `"height":4`) {
			t.Fatalf("convert to %s: exit %d %s %s", to, code, out, errs)
		}
		if code, out, errs := runCLI("mb", "play", "--cert", conv, "--dialect", to, "--shape", "t4", "--breaker", "search", "--games", "1", "--json", "--quiet"); code != 0 || !strings.Contains(out, `"within_height":true`) {
			t.Fatalf("play %s: exit %d %s %s", to, code, out, errs)
		}
	}
	// The canonical 21 rewrite of a canonical 21 file is the same file.
	a, _ := os.ReadFile(cert)
	b, _ := os.ReadFile(filepath.Join(dir, "t4-21.txt"))
	if string(a) != string(b) {
		t.Errorf("21 -> 21 changed the certificate:\n%s\n%s", a, b)
	}
	if code, out, errs := runCLI("mb", "verify", "--cert", cert, "--dialect", "21", "--shape", "t4", "--all", "--lower", "--json"); code != 0 ||
		!strings.Contains(out, `"cards_failed":0`) || !strings.Contains(out, `"wins_at_height_minus_one":false`) {
		t.Fatalf("verify: exit %d %s %s", code, out, errs)
	}
	for _, br := range []string{"random", "greedy"} {
		if code, out, errs := runCLI("mb", "play", "--cert", cert, "--dialect", "21", "--shape", "t4", "--breaker", br, "--games", "20", "--board", "envelope", "--json", "--quiet"); code != 0 || !strings.Contains(out, `"within_height":true`) {
			t.Fatalf("play %s: exit %d %s %s", br, code, out, errs)
		}
	}
}

// fourrow shards merge into the single-run answer.
func TestMBFourRowShardsMerge(t *testing.T) {
	code, whole, errs := runCLI("mb", "fourrow", "--max-breaker", "1", "--json", "--quiet")
	if code != 0 {
		t.Fatalf("exit %d %s", code, errs)
	}
	dir := t.TempDir()
	var parts []string
	for _, sh := range []string{"0/2", "1/2"} {
		code, out, errs := runCLI("mb", "fourrow", "--max-breaker", "1", "--shard", sh, "--json", "--quiet")
		if code != 0 {
			t.Fatalf("shard %s: exit %d %s", sh, code, errs)
		}
		p := filepath.Join(dir, strings.ReplaceAll(sh, "/", "-")+".json")
		os.WriteFile(p, []byte(out), 0o644)
		parts = append(parts, p)
	}
	code, merged, errs := runCLI(append([]string{"merge", "--json"}, parts...)...)
	if code != 0 {
		t.Fatalf("merge: exit %d %s", code, errs)
	}
	var w, m map[string]any
	json.Unmarshal([]byte(whole), &w)
	json.Unmarshal([]byte(merged), &m)
	for _, k := range []string{"classes", "placements", "won", "won_placements", "nodes"} {
		if w[k] != m[k] {
			t.Errorf("%s: whole %v merged %v", k, w[k], m[k])
		}
	}
	if w["placements"] != float64(87) {
		t.Errorf("placements %v, want 1 + 86", w["placements"])
	}
}

// search --checkpoint records refuted heights and a rerun starts above them.
func TestMBSearchCheckpoint(t *testing.T) {
	dir := t.TempDir()
	ck := filepath.Join(dir, "ck.json")
	out := filepath.Join(dir, "l4.txt")
	code, o, errs := runCLI("mb", "search", "--shape", "l4", "--max-height", "3", "--out", out, "--checkpoint", ck, "--json", "--quiet")
	if code != 0 || !strings.Contains(o, `"found":false`) {
		t.Fatalf("first run: exit %d %s %s", code, o, errs)
	}
	b, _ := os.ReadFile(ck)
	if !strings.Contains(string(b), `"refuted": 3`) {
		t.Fatalf("checkpoint %s", b)
	}
	code, o, errs = runCLI("mb", "search", "--shape", "l4", "--max-height", "6", "--out", out, "--checkpoint", ck, "--json")
	if code != 0 || !strings.Contains(o, `"height":4`) || !strings.Contains(errs, "heights up to 3 refuted") {
		t.Fatalf("resumed run: exit %d %s %s", code, o, errs)
	}
	// A checkpoint of another shape is refused.
	if code, _, errs := runCLI("mb", "search", "--shape", "t4", "--out", out, "--checkpoint", ck); code != 2 {
		t.Errorf("foreign checkpoint: exit %d %s", code, errs)
	}
}

// Bad search, play and convert input is refused before any work, with the
// flag named (exit 2); a checkpoint that cannot be saved is not silent.
func TestMBBadInputExitTwo(t *testing.T) {
	dir := t.TempDir()
	cert := writeFile(t, "c21.txt", "6 14 4:100 5:101\n7 05 6:001 6:405\n")
	out := filepath.Join(dir, "l.txt")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"search", "--shape", "domino", "--out", filepath.Join(dir, "no", "x.txt")}, "--out"},
		{[]string{"search", "--shape", "domino", "--out", dir}, "is a directory"},
		{[]string{"search", "--shape", "domino", "--min-height", "5", "--max-height", "3", "--out", out}, "--min-height 5"},
		{[]string{"search", "--shape", "domino", "--beam", "-1", "--out", out}, "--beam -1"},
		{[]string{"search", "--shape", "domino", "--checkpoint", filepath.Join(dir, "no", "ck.json"), "--quiet", "--out", out}, "--checkpoint"},
		{[]string{"play", "--budget", "-1", cert}, "--budget -1"},
		{[]string{"convert", "--to", "21", cert, out}, "--from"},
		{[]string{"convert", "--from", "21", cert, out}, "--to"},
		{[]string{"convert", "--from", "22", "--to", "21", cert, out}, "--from: "},
		{[]string{"play", "--shape", "l4", cert}, "is --shape right?"},
		{[]string{"reconstruct", "--shape", "l4", cert}, "is --shape right?"},
	} {
		code, stdout, errs := runCLI(append([]string{"mb"}, tc.args...)...)
		if code != 2 || stdout != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d stdout %q stderr %q (want %q)", tc.args, code, stdout, errs, tc.want)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a refused search wrote its output")
	}
}
