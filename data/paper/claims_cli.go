package paper

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
	"unicode/utf8"
)

// ClaimsTable is the claims table of a reproduce run as 'plylab reproduce'
// prints it: the side-by-side rows, the files written (the claims table
// first) under the output directory, and how many rows count against
// the run.
type ClaimsTable struct {
	Results []Result
	Out     string
	Files   []string
	Failed  int
}

// WriteClaims writes out/tables/claims.csv (WriteComparisonCSV) and
// out/tables/timings.csv (the wall-clock rows) for rs; written lists the
// files the families wrote.
func WriteClaims(out string, rs []Result, written []string) (*ClaimsTable, error) {
	if err := os.MkdirAll(filepath.Join(out, "tables"), 0o755); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := WriteComparisonCSV(&buf, rs); err != nil {
		return nil, err
	}
	path := filepath.Join(out, "tables", "claims.csv")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return nil, err
	}
	var tim bytes.Buffer
	tim.WriteString("claim_id,quantity,paper_seconds,ours_seconds\n")
	for _, r := range rs {
		if r.Timing {
			fmt.Fprintf(&tim, "%s,%q,%s,%s\n", r.ID, r.Quantity, r.Published, r.Ours)
		}
	}
	if err := os.WriteFile(filepath.Join(out, "tables", "timings.csv"), tim.Bytes(), 0o644); err != nil {
		return nil, err
	}
	c := &ClaimsTable{Results: rs, Out: out, Files: append([]string{path}, written...)}
	for _, r := range rs {
		if r.Failed {
			c.Failed++
		}
	}
	return c, nil
}

func (c *ClaimsTable) statusCounts() map[string]int {
	counts := map[string]int{}
	for _, r := range c.Results {
		counts[r.Status]++
	}
	return counts
}

// MarshalJSON writes the rows (claim_id, quantity, paper, ours, match,
// note), the count of each status, the failed count and the files.
func (c *ClaimsTable) MarshalJSON() ([]byte, error) {
	type row struct {
		ClaimID  string `json:"claim_id"`
		Quantity string `json:"quantity"`
		Paper    string `json:"paper"`
		Ours     string `json:"ours"`
		Match    string `json:"match"`
		Note     string `json:"note"`
	}
	var rows []row
	for _, r := range c.Results {
		note := r.OursNote
		if note == "" {
			note = r.Note
		}
		rows = append(rows, row{r.ID, r.Quantity, r.Published, r.Ours, r.Status, note})
	}
	return json.Marshal(map[string]any{"claims": rows, "status_counts": c.statusCounts(), "failed": c.Failed, "files": c.Files})
}

// Column limits of the claims table on the terminal, so that a line fits 100
// columns (claim 38, paper 22, ours 22, match 10, and three gaps of 2);
// longer values are cut with "…", and out/tables/claims.csv keeps them whole.
const (
	claimIDWidth    = 38
	claimValWidth   = 22
	claimMatchWidth = 10
)

// WriteText writes the side-by-side table, the count of each status and
// the number of files written.
func (c *ClaimsTable) WriteText(w io.Writer) {
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "claim\tpaper\tours\tmatch")
	for _, r := range c.Results {
		ours := r.Ours
		if ours == "" {
			ours = "—"
		}
		pub := r.Published
		if pub == "" {
			pub = "(new)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", clip(r.ID, claimIDWidth), clip(pub, claimValWidth),
			clip(ours, claimValWidth), clip(r.Status, claimMatchWidth))
	}
	tw.Flush()
	counts := c.statusCounts()
	var keys, parts []string
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%d %s", counts[k], k))
	}
	fmt.Fprintf(w, "\n%d claims: %s\nwrote %d files under %s/\n", len(c.Results), strings.Join(parts, ", "), len(c.Files), c.Out)
}

// clip cuts s to at most n runes, ending a cut value with "…".
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}
