package variants

import (
	"encoding/json"
	"fmt"
	"strings"

	"plylab/data/runs"
	"plylab/engine/positional"
)

// CertsFile is the kept run of certificate checks for the Harary
// rows where our exact solve differs from the published table: one JSON
// line per instance, written by data/runs/positional-harary-certs.sh. The
// certificates themselves ('plylab game cert') are not kept, being up to
// hundreds of MB; each line keeps the certificate's size and SHA-256, the
// checker's verdict ('plylab game check', the rules alone) and the exact
// commands, so that a rerun can be compared byte for byte.
const CertsFile = "positional-harary-certs.jsonl"

// HararyCert is one kept certificate check of Harary's animal game.
type HararyCert struct {
	ID    string `json:"id"`    // "harary-mb-i4-6", "harary-strong-y5-6"
	Shape string `json:"shape"` // engine/makerbreaker's shape name
	N     int    `json:"n"`     // board side
	Rule  string `json:"rule"`  // "maker-breaker" or "strong"
	// Outcome is the certified outcome (Maker, Breaker, First, Draw);
	// Plies the most plies any winning line of the certificate
	// takes (null, read as −1, for a Breaker win or a draw): the
	// certificate proves a win within Plies.
	Outcome positional.Outcome `json:"outcome"`
	Plies   *int               `json:"plies"`
	Lines   int64              `json:"lines"`
	Bytes   int64              `json:"cert_bytes"`
	SHA256  string             `json:"sha256"`
	// Verdict is "valid" when the checker accepted the certificate,
	// "rejected" when it did not, "not finished" when the certificate was
	// not written within the run's time cap, "cert failed (exit N)" or
	// "check failed (exit N)" when the writer or the checker stopped
	// without a verdict (out of memory), "check not finished" when the
	// check hit the time cap.
	Verdict string `json:"verdict"`
	Check   *struct {
		Valid   bool               `json:"valid"`
		Outcome positional.Outcome `json:"outcome"`
		Plies   *int               `json:"plies"`
		Lines   int64              `json:"lines"`
	} `json:"check"`
	CertSeconds  float64  `json:"cert_seconds"`
	CheckSeconds float64  `json:"check_seconds"`
	Commands     []string `json:"commands"`
}

// Strong reports whether the certificate is of the strong game.
func (c HararyCert) Strong() bool { return c.Rule == "strong" }

// Win reports whether the certificate proves a first-player win.
func (c HararyCert) Win() bool {
	return c.Outcome == positional.Maker || c.Outcome == positional.First
}

// PliesOr returns the certified length, −1 when there is none.
func (c HararyCert) PliesOr() int {
	if c.Plies == nil {
		return -1
	}
	return *c.Plies
}

// Note says in a few words what the certificate proves and how it was
// checked, for the claims' notes.
func (c HararyCert) Note() string {
	rule := "Maker–Breaker"
	if c.Strong() {
		rule = "strong game"
	}
	var what string
	switch c.Outcome {
	case positional.Maker, positional.First:
		what = fmt.Sprintf("the first player wins within %d plies", c.PliesOr())
	case positional.Breaker:
		what = "Breaker wins (Breaker's strategy)"
	case positional.Draw:
		what = "the game is a draw (both sides' non-losing strategies)"
	default:
		what = string(c.Outcome)
	}
	return fmt.Sprintf("%s %d × %d: certificate (plylab game cert) that %s, %d lines, %.0f MB, %s by plylab game check (the rules alone)",
		rule, c.N, c.N, what, c.Lines, float64(c.Bytes)/1e6, strings.ReplaceAll(c.Verdict, "valid", "accepted"))
}

// KeptCerts reads the kept certificate checks, in file order. A
// line that does not parse, or whose checker report disagrees with what
// the certificate writer said, is an error naming the line.
func KeptCerts() ([]HararyCert, error) {
	lines, err := runs.Lines(CertsFile)
	if err != nil {
		return nil, err
	}
	var out []HararyCert
	for i, l := range lines {
		var c HararyCert
		if err := json.Unmarshal([]byte(l), &c); err != nil {
			return nil, fmt.Errorf("data/runs/%s line %d: %w", CertsFile, i+1, err)
		}
		bad := func(format string, a ...any) error {
			return fmt.Errorf("data/runs/%s line %d (%s): %s", CertsFile, i+1, c.ID, fmt.Sprintf(format, a...))
		}
		switch c.Verdict {
		case "valid", "rejected", "not finished", "check not finished":
		default:
			if strings.HasPrefix(c.Verdict, "check failed") || strings.HasPrefix(c.Verdict, "cert failed") {
				break
			}
			return nil, bad("verdict %q", c.Verdict)
		}
		if c.Verdict == "not finished" || strings.HasPrefix(c.Verdict, "cert failed") {
			out = append(out, c) // no certificate was written
			continue
		}
		if c.Rule != "maker-breaker" && c.Rule != "strong" {
			return nil, bad("rule %q", c.Rule)
		}
		if want := fmt.Sprintf("harary-%s-%s-%d", map[bool]string{true: "strong", false: "mb"}[c.Strong()], c.Shape, c.N); c.ID != want {
			return nil, bad("id, want %q from shape, n and rule", want)
		}
		if len(c.SHA256) != 64 || c.Lines <= 0 || c.Bytes <= 0 {
			return nil, bad("no certificate size or SHA-256")
		}
		if c.Win() != (c.Plies != nil) {
			return nil, bad("outcome %q with plies %v", c.Outcome, c.Plies)
		}
		if c.Verdict == "valid" {
			k := c.Check
			if k == nil || !k.Valid || k.Outcome != c.Outcome || k.Lines != c.Lines || (k.Plies == nil) != (c.Plies == nil) ||
				(k.Plies != nil && *k.Plies != *c.Plies) {
				return nil, bad("the checker's report does not match the certificate's header")
			}
		}
		out = append(out, c)
	}
	return out, nil
}

// HararyKeptCert finds the kept certificate check of shape on b × b under
// the rule (strong or Maker–Breaker): a rejected one first (it must not be
// hidden), then an accepted one, then one whose check did not finish.
// Certificates that were not written are not returned.
func HararyKeptCert(certs []HararyCert, shape string, b int, strong bool) (HararyCert, bool) {
	for _, want := range []string{"rejected", "valid", ""} {
		for _, c := range certs {
			if c.Shape == shape && c.N == b && c.Strong() == strong && c.Bytes > 0 && (want == "" || c.Verdict == want) {
				return c, true
			}
		}
	}
	return HararyCert{}, false
}
