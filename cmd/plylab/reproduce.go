package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"plylab/data/paper"
	"plylab/data/runctl"
	"plylab/internal/cli"
	"plylab/reproduce"
)

func init() {
	cli.Register(cli.Command{
		Verb:    "reproduce",
		Summary: "regenerate the papers' tables and figures and compare every published number",
		Usage:   "[--family F[,F...]] [--full] [--out DIR] [--checkpoint FILE]",
		Help: `Computes plylab's value for every claim in data/paper/*.csv, prints the
published value and ours side by side with a match column, writes
DIR/tables/claims.csv (and each family's own tables) and DIR/figures/*.

The fast defaults finish in a minute or two; --full adds the expensive rows
(for example the transversal n = 7 enumeration).

Each family's tables and figures are written as soon as it is done.
--checkpoint FILE records every finished family (its claims and the files
it wrote); a rerun with the same file, families, --full and --out does not
compute again a family recorded as done whose files are still there, so a
long --full run (about two hours) killed on the way resumes with the
family it was on. A checkpoint of other settings is refused.

Exit status 1 if a claim marked must_match differs from the paper.

Example:
  plylab reproduce --family transversal
  plylab reproduce --full --checkpoint out/reproduce.ckpt`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			fam := fs.String("family", "", "comma-separated families (default all)")
			full := fs.Bool("full", false, "also run the expensive rows")
			out := fs.String("out", "out", "output directory")
			ckpt := fs.String("checkpoint", "", "record finished families in FILE and resume from it")
			return func(env *cli.Env) error {
				var fams []string
				known := map[string]bool{}
				for _, f := range reproduce.Families() {
					known[f] = true
				}
				for _, a := range strings.Split(*fam, ",") {
					if a = strings.TrimSpace(a); a == "" {
						continue
					}
					if !known[a] {
						return cli.Usagef("unknown family %q (known: %s)", a, strings.Join(reproduce.Families(), ", "))
					}
					if !contains(fams, a) {
						fams = append(fams, a)
					}
				}
				sort.Strings(fams) // tables and figures are written family by family, in name order
				o := reproduce.Options{Full: *full, Log: func(f string, a ...any) { env.Logf(f+"\n", a...) }}
				results, err := reproduce.RunTo(o, fams, *out, *ckpt)
				var ce *runctl.CheckpointError
				if errors.As(err, &ce) {
					return cli.Usagef("--checkpoint: %v", ce.Err)
				}
				if err != nil {
					return err
				}
				rs, err := reproduce.Compare(results...)
				if err != nil {
					return err
				}
				if err := os.MkdirAll(filepath.Join(*out, "tables"), 0o755); err != nil {
					return err
				}
				var buf bytes.Buffer
				if err := paper.WriteComparisonCSV(&buf, rs); err != nil {
					return err
				}
				claimsPath := filepath.Join(*out, "tables", "claims.csv")
				if err := os.WriteFile(claimsPath, buf.Bytes(), 0o644); err != nil {
					return err
				}
				var tim bytes.Buffer
				tim.WriteString("claim_id,quantity,paper_seconds,ours_seconds\n")
				for _, r := range rs {
					if r.Timing {
						fmt.Fprintf(&tim, "%s,%q,%s,%s\n", r.ID, r.Quantity, r.Published, r.Ours)
					}
				}
				if err := os.WriteFile(filepath.Join(*out, "tables", "timings.csv"), tim.Bytes(), 0o644); err != nil {
					return err
				}
				written := []string{claimsPath}
				for _, r := range results {
					written = append(written, r.Written...)
				}
				failed := 0
				counts := map[string]int{}
				for _, r := range rs {
					counts[r.Status]++
					if r.Failed {
						failed++
					}
				}
				if env.JSONOut {
					type row struct {
						ClaimID  string `json:"claim_id"`
						Quantity string `json:"quantity"`
						Paper    string `json:"paper"`
						Ours     string `json:"ours"`
						Match    string `json:"match"`
						Note     string `json:"note"`
					}
					var rows []row
					for _, r := range rs {
						note := r.OursNote
						if note == "" {
							note = r.Note
						}
						rows = append(rows, row{r.ID, r.Quantity, r.Published, r.Ours, r.Status, note})
					}
					if err := env.JSON(map[string]any{"claims": rows, "status_counts": counts, "failed": failed, "files": written}); err != nil {
						return err
					}
				} else {
					printClaims(env, rs)
					env.Printf("\n%d claims: ", len(rs))
					var parts []string
					for _, k := range sortedKeys(counts) {
						parts = append(parts, fmt.Sprintf("%d %s", counts[k], k))
					}
					env.Printf("%s\nwrote %d files under %s/\n", strings.Join(parts, ", "), len(written), *out)
				}
				if failed > 0 {
					return cli.Failuref("%d must-match claims differ from the papers (see %s)", failed, claimsPath)
				}
				return nil
			}
		},
	})
}

// Column limits of the claims table on the terminal, so that a line fits 100
// columns (claim 38, paper 22, ours 22, match 10, and three gaps of 2);
// longer values are cut with "…", and out/tables/claims.csv keeps them whole.
const (
	claimIDWidth    = 38
	claimValWidth   = 22
	claimMatchWidth = 10
)

func printClaims(env *cli.Env, rs []paper.Result) {
	tw := tabwriter.NewWriter(env.Stdout, 2, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "claim\tpaper\tours\tmatch")
	for _, r := range rs {
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
}

// clip cuts s to at most n runes, ending a cut value with "…".
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func sortedKeys(m map[string]int) []string {
	var k []string
	for s := range m {
		k = append(k, s)
	}
	sort.Strings(k)
	return k
}
