package paper

import (
	"bytes"
	"embed"
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/go-gota/gota/dataframe"

	"plylab/data/frames"
	"plylab/data/runs"
)

//go:embed *.csv
var paperFS embed.FS

// Columns is the header every data/paper/<family>.csv file carries.
var Columns = []string{"claim_id", "source", "where", "quantity", "value", "unit", "must_match", "note"}

// Claim is one number a paper publishes (or, with an empty Value, a number
// plylab publishes for the first time).
type Claim struct {
	ID        string // unique across families, e.g. "transversal.table1.n4.terminal_lines"
	Family    string // file name under data/paper without .csv
	Source    string // seed file of the paper
	Where     string // table, figure or section
	Quantity  string // what is counted
	Value     string // the published value ("" for a new result)
	Unit      string
	MustMatch bool // reproduce fails if ours differs
	Note      string
}

// New reports whether the claim has no published value.
func (c Claim) New() bool { return strings.TrimSpace(c.Value) == "" }

// Claims returns every claim of the embedded claims table, ordered by
// family and then as listed in the file.
func Claims() ([]Claim, error) {
	files, err := paperFS.ReadDir(".")
	if err != nil {
		return nil, err
	}
	var out []Claim
	seen := map[string]string{}
	for _, f := range files {
		if !strings.HasSuffix(f.Name(), ".csv") {
			continue
		}
		b, err := paperFS.ReadFile(f.Name())
		if err != nil {
			return nil, err
		}
		fam := strings.TrimSuffix(f.Name(), ".csv")
		cs, err := Parse(fam, "data/paper/"+f.Name(), bytes.NewReader(b))
		if err != nil {
			return nil, err
		}
		for _, c := range cs {
			if prev, dup := seen[c.ID]; dup {
				return nil, fmt.Errorf("claim %s appears in %s and %s", c.ID, prev, f.Name())
			}
			seen[c.ID] = f.Name()
		}
		out = append(out, cs...)
	}
	return out, nil
}

// FamilyClaims is one family's rows of the claims table, by claim id.
func FamilyClaims(family string) (map[string]Claim, error) {
	cs, err := Claims()
	if err != nil {
		return nil, err
	}
	out := map[string]Claim{}
	for _, c := range cs {
		if c.Family == family {
			out[c.ID] = c
		}
	}
	return out, nil
}

// Parse reads one claims CSV (header ClaimColumns). name is used in errors.
func Parse(family, name string, r io.Reader) ([]Claim, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = len(Columns)
	recs, err := cr.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(recs) == 0 || strings.Join(recs[0], ",") != strings.Join(Columns, ",") {
		return nil, fmt.Errorf("%s:1: header must be %s", name, strings.Join(Columns, ","))
	}
	var out []Claim
	for i, r := range recs[1:] {
		mm := strings.TrimSpace(r[6])
		if mm != "yes" && mm != "no" {
			return nil, fmt.Errorf("%s:%d: must_match must be yes or no, not %q", name, i+2, mm)
		}
		if r[0] == "" {
			return nil, fmt.Errorf("%s:%d: empty claim_id", name, i+2)
		}
		out = append(out, Claim{ID: r[0], Family: family, Source: r[1], Where: r[2], Quantity: r[3],
			Value: r[4], Unit: r[5], MustMatch: mm == "yes", Note: r[7]})
	}
	return out, nil
}

// Measured is plylab's value for one claim. An empty Value means the producer
// skipped the claim at this setting; Note then says why (e.g. "needs --full").
type Measured struct {
	ID    string
	Value string
	Note  string // how it was computed, or why it differs
	// Timing marks a wall-clock measurement: shown on the terminal, but left
	// out of the claims CSV so that its bytes stay deterministic.
	Timing bool
	// Recorded names the file under data/runs/ that Value was read from: a
	// long run kept with the repository (RecordedRunsFrame lists the command
	// that produced it), not recomputed at this setting. Such a row has the
	// status "recorded" (or MISMATCH if it contradicts a must-match claim).
	Recorded string
}

// Families lists the families of the embedded claims table (the file
// names under data/paper without .csv), sorted.
func Families() []string {
	set := map[string]bool{}
	cs, _ := Claims()
	for _, c := range cs {
		set[c.Family] = true
	}
	var out []string
	for f := range set {
		out = append(out, f)
	}
	sort.Strings(out)
	return out
}

// Claim statuses.
const (
	StatusMatch     = "match"
	StatusMismatch  = "MISMATCH"  // a must-match claim differs: reproduce fails
	StatusExplained = "differs"   // not must-match, differs; the note explains
	StatusNew       = "new"       // no published value: ours is a new result
	StatusNotRun    = "not run"   // not computed at this setting (e.g. needs --full)
	StatusInfo      = "reference" // published, not reproducible by design (e.g. a runtime)
	StatusRecorded  = "recorded"  // ours read from a long run kept in data/runs/, not recomputed now
)

// Result is one row of the side-by-side table.
type Result struct {
	Claim
	Ours      string
	OursNote  string
	Status    string
	Failed    bool // counts against the run (a must-match mismatch or an unproduced must-match claim)
	Timing    bool // Ours is a wall-clock time (not written to CSV)
	Published string
}

// SameValue compares a published and a computed value: equal after removing
// thousands separators and spaces, or numerically equal.
func SameValue(a, b string) bool {
	na, nb := normalizeValue(a), normalizeValue(b)
	if na == nb {
		return true
	}
	fa, err1 := strconv.ParseFloat(na, 64)
	fb, err2 := strconv.ParseFloat(nb, 64)
	if err1 == nil && err2 == nil {
		return fa == fb || math.Abs(fa-fb) <= 1e-12*math.Max(math.Abs(fa), math.Abs(fb))
	}
	return false
}

func normalizeValue(s string) string {
	r := strings.NewReplacer(",", "", " ", "", "\u00a0", "", "\u202f", "", "_", "")
	return strings.ToLower(r.Replace(strings.TrimSpace(s)))
}

// Join puts our values beside the published ones: one row per claim
// of the given families (in the order of PaperClaims), with its status. A
// must-match claim without a value is MISSING (and fails); a value for a
// claim the table does not list is an error (a bug in the table).
func Join(claims []Claim, families []string, measured []Measured) ([]Result, error) {
	want := map[string]bool{}
	for _, f := range families {
		want[f] = true
	}
	ours := map[string]Measured{}
	for _, m := range measured {
		ours[m.ID] = m
	}
	var out []Result
	for _, c := range claims {
		if !want[c.Family] {
			continue
		}
		r := Result{Claim: c, Published: c.Value}
		m, ok := ours[c.ID]
		switch {
		case !ok && c.MustMatch:
			r.Status, r.Failed = "MISSING", true
		case !ok:
			r.Status = StatusNotRun
		default:
			r = joinOne(c, m)
		}
		out = append(out, r)
		delete(ours, c.ID)
	}
	var extra []string
	for id := range ours {
		fam := strings.SplitN(id, ".", 2)[0]
		if want[fam] {
			extra = append(extra, id)
		}
	}
	if len(extra) > 0 {
		sort.Strings(extra)
		return out, fmt.Errorf("computed values for claims missing from data/paper: %s", strings.Join(extra, ", "))
	}
	return out, nil
}

// joinOne compares our value m with claim c.
func joinOne(c Claim, m Measured) Result {
	r := Result{Claim: c, Published: c.Value}
	switch {
	case m.Value == "":
		// The producer skipped this claim at this setting and says why
		// (for example "needs --full").
		r.OursNote, r.Status = m.Note, StatusNotRun
	case m.Recorded != "":
		r.Ours, r.OursNote, r.Status = m.Value, recordedNote(m), StatusRecorded
		if !c.New() && !SameValue(c.Value, m.Value) && c.MustMatch {
			r.Status, r.Failed = StatusMismatch, true
		}
	case c.New():
		r.Ours, r.OursNote, r.Status = m.Value, m.Note, StatusNew
	case SameValue(c.Value, m.Value):
		r.Ours, r.OursNote, r.Status = m.Value, m.Note, StatusMatch
	case c.MustMatch:
		r.Ours, r.OursNote, r.Status, r.Failed = m.Value, m.Note, StatusMismatch, true
	default:
		r.Ours, r.OursNote, r.Status = m.Value, m.Note, StatusExplained
	}
	if m.Timing && r.Status != StatusNotRun {
		r.Status, r.Failed, r.Timing = StatusInfo, false, true
	}
	return r
}

// Frame returns the embedded claims table as a DataFrame (all families).
func Frame() dataframe.DataFrame {
	cs, err := Claims()
	if err != nil {
		return dataframe.DataFrame{Err: err}
	}
	cols := map[string][]string{}
	for _, c := range cs {
		mm := "no"
		if c.MustMatch {
			mm = "yes"
		}
		for k, v := range map[string]string{"family": c.Family, "claim_id": c.ID, "source": c.Source, "where": c.Where,
			"quantity": c.Quantity, "value": c.Value, "unit": c.Unit, "must_match": mm, "note": c.Note} {
			cols[k] = append(cols[k], v)
		}
	}
	return frames.Strings(cols, append([]string{"family"}, Columns...))
}

// ComparisonFrame turns reproduce results into the side-by-side table with a
// match column.
func ComparisonFrame(rs []Result) dataframe.DataFrame {
	cols := map[string][]string{}
	for _, r := range rs {
		for k, v := range map[string]string{"claim_id": r.ID, "where": r.Where, "quantity": r.Quantity,
			"paper": r.Published, "ours": r.Ours, "match": r.Status, "note": firstNonEmpty(r.OursNote, r.Note)} {
			cols[k] = append(cols[k], v)
		}
	}
	return frames.Strings(cols, []string{"claim_id", "where", "quantity", "paper", "ours", "match", "note"})
}

func firstNonEmpty(a ...string) string {
	for _, s := range a {
		if s != "" {
			return s
		}
	}
	return ""
}

// WriteComparisonCSV writes the side-by-side table as CSV. Timing rows carry
// no value there, so the bytes depend only on the computed numbers.
func WriteComparisonCSV(w io.Writer, rs []Result) error {
	cw := csv.NewWriter(w)
	if err := cw.Write([]string{"claim_id", "family", "source", "where", "quantity", "paper", "ours", "unit", "must_match", "match", "note"}); err != nil {
		return err
	}
	for _, r := range rs {
		mm := "no"
		if r.MustMatch {
			mm = "yes"
		}
		ours, note := r.Ours, firstNonEmpty(r.OursNote, r.Note)
		if r.Timing {
			ours, note = "", "wall-clock time; see out/tables/timings.csv"
		}
		if err := cw.Write([]string{r.ID, r.Family, r.Source, r.Where, r.Quantity, r.Published, ours, r.Unit, mm, r.Status, note}); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// recordedNote is the note of a claim read from a kept run: the file and
// the command that made it.
func recordedNote(m Measured) string {
	note := "recorded in data/runs/" + m.Recorded
	if cmd := runs.Command(m.Recorded); cmd != "" {
		note += " by `" + cmd + "`"
	}
	if m.Note != "" {
		note += "; " + m.Note
	}
	return note
}
