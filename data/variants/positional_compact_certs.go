package variants

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/runs"
)

// The kept runs of compact certificates (plylab game cert --compact and
// plylab game check; engine/positional/compact.go): the Harary rows'
// (data/runs/positional-compact-certs.sh) and the hard landmarks'
// (data/runs/positional-landmark-certs.sh). The certificates are not kept;
// each line keeps the claims, the size, the SHA-256 and the checker's
// report.
const (
	CompactCertsFile  = "positional-compact-certs.jsonl"
	LandmarkCertsFile = "positional-landmark-certs.jsonl"
)

// CompactCertReport is what 'plylab game cert --compact --json' and
// 'plylab game check --json' print.
type CompactCertReport struct {
	Valid   bool             `json:"valid"`
	Claims  []string         `json:"claims"`
	Nodes   int64            `json:"nodes"`
	Leaves  map[string]int64 `json:"leaves"`
	Seconds float64          `json:"seconds"`
}

// CompactCertRun is one kept compact certificate.
type CompactCertRun struct {
	File      string            // the kept run it was read from
	ID        string            `json:"id"`
	Game      string            `json:"game"`
	SHA256    string            `json:"sha256"`
	GzipBytes int64             `json:"gzip_bytes"`
	Write     CompactCertReport `json:"write"`
	Check     CompactCertReport `json:"check"`
	// WriteTime and CheckTime are "/usr/bin/time -f '%e %M'": seconds and
	// peak resident KB.
	WriteTime string `json:"write_seconds_kb"`
	CheckTime string `json:"check_seconds_kb"`
	Command   string `json:"command"`
}

// PeakMB parses a "%e %M" time field into seconds and peak MB.
func PeakMB(field string) (seconds, mb float64, err error) {
	var kb float64
	if _, err := fmt.Sscanf(field, "%g %g", &seconds, &kb); err != nil {
		return 0, 0, fmt.Errorf("time field %q: %w", field, err)
	}
	return seconds, kb / 1024, nil
}

// CompactCerts reads both kept runs, the Harary rows first. A
// line that does not parse, or whose checker report disagrees with the
// writer's (claims, nodes, leaves) or is not an acceptance, is an error
// naming the line.
func CompactCerts() ([]CompactCertRun, error) {
	var out []CompactCertRun
	for _, f := range []string{CompactCertsFile, LandmarkCertsFile} {
		lines, err := runs.Lines(f)
		if err != nil {
			return nil, err
		}
		runs, err := parseCompactCerts(f, lines)
		if err != nil {
			return nil, err
		}
		out = append(out, runs...)
	}
	return out, nil
}

func parseCompactCerts(f string, lines []string) ([]CompactCertRun, error) {
	var out []CompactCertRun
	for i, l := range lines {
		var r CompactCertRun
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			return nil, fmt.Errorf("data/runs/%s line %d: %w", f, i+1, err)
		}
		r.File = f
		w, c := r.Write, r.Check
		bad := strings.Join(w.Claims, "; ") != strings.Join(c.Claims, "; ") || w.Nodes != c.Nodes || w.Nodes <= 0 ||
			len(w.Claims) == 0 || len(r.SHA256) != 64 || len(w.Leaves) != len(c.Leaves)
		for k, n := range w.Leaves {
			bad = bad || c.Leaves[k] != n
		}
		if bad || !w.Valid || !c.Valid {
			return nil, fmt.Errorf("data/runs/%s line %d (%s): the checker's report does not accept what the writer wrote", f, i+1, r.ID)
		}
		for _, t := range []string{r.WriteTime, r.CheckTime} {
			if _, _, err := PeakMB(t); err != nil {
				return nil, fmt.Errorf("data/runs/%s line %d (%s): %w", f, i+1, r.ID, err)
			}
		}
		out = append(out, r)
	}
	return out, nil
}

// CompactCertFrame tabulates kept compact certificates: the game (its
// polyomino shape or m,n,k, the board and the rule), the claims, nodes,
// references among them, gzipped KB (one decimal), and the seconds (two
// decimals) and peak MB (whole) of writing and of checking.
func CompactCertFrame(runs []CompactCertRun) dataframe.DataFrame {
	var game, claims []string
	var nodes, refs []int
	var kb, ws, wmb, cs, cmb []float64
	round := func(x float64, digits int) float64 {
		p := math.Pow(10, float64(digits))
		return math.Round(x*p) / p
	}
	for _, r := range runs {
		g := strings.TrimPrefix(r.Game, "polyomino ")
		g = strings.Replace(g, ", maker-breaker, maker first", ", Maker–Breaker", 1)
		game = append(game, strings.ReplaceAll(g, " x ", " × "))
		claims = append(claims, strings.Join(r.Write.Claims, "; "))
		nodes = append(nodes, int(r.Write.Nodes))
		refs = append(refs, int(r.Write.Leaves["ref"]))
		kb = append(kb, round(float64(r.GzipBytes)/1024, 1))
		s, m, _ := PeakMB(r.WriteTime)
		ws, wmb = append(ws, round(s, 2)), append(wmb, math.Round(m))
		s, m, _ = PeakMB(r.CheckTime)
		cs, cmb = append(cs, round(s, 2)), append(cmb, math.Round(m))
	}
	return dataframe.New(series.New(game, series.String, "game"), series.New(claims, series.String, "claims"),
		series.New(nodes, series.Int, "nodes"), series.New(refs, series.Int, "references"),
		series.New(kb, series.Float, "gzip_kb"), series.New(ws, series.Float, "write_s"), series.New(wmb, series.Float, "write_mb"),
		series.New(cs, series.Float, "check_s"), series.New(cmb, series.Float, "check_mb"))
}
