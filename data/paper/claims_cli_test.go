package paper

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"
)

// The claims table on the terminal fits 100 columns: long values are cut
// with "…" (the CSV keeps them whole), short ones are printed as they are.
func TestClaimsTableFits100Columns(t *testing.T) {
	long := strings.Repeat("very long value ", 12)
	rs := []Result{
		{Claim: Claim{ID: "hex.census.7x8.pairings"}, Published: "3", Ours: "3", Status: "match"},
		{Claim: Claim{ID: "transversal.table1.n6.lines.with.a.very.long.identifier.indeed"}, Published: long, Ours: long, Status: "recorded"},
		{Claim: Claim{ID: "mb.new"}, Ours: "", Status: "not run"},
	}
	var out bytes.Buffer
	(&ClaimsTable{Results: rs, Out: "out"}).WriteText(&out)
	table, _, _ := strings.Cut(out.String(), "\n\n")
	lines := strings.Split(table, "\n")
	if len(lines) != 4 {
		t.Fatalf("want a header and 3 rows, got %d lines:\n%s", len(lines), out.String())
	}
	for _, l := range lines {
		if w := utf8.RuneCountInString(l); w > 100 {
			t.Errorf("line of %d columns: %q", w, l)
		}
	}
	if !strings.Contains(lines[1], "hex.census.7x8.pairings") || strings.Contains(lines[1], "…") {
		t.Errorf("a short row was changed: %q", lines[1])
	}
	if strings.Count(lines[2], "…") != 3 || !strings.Contains(lines[2], "recorded") {
		t.Errorf("the long row's id, paper and ours should each be cut with …: %q", lines[2])
	}
	if !strings.Contains(lines[3], "(new)") || !strings.Contains(lines[3], "—") {
		t.Errorf("a new claim without a value should show (new) and —: %q", lines[3])
	}
}
