package transv

import (
	"testing"

	"plylab/engine/transversal"
)

// The win-ply rows from the closed form equal the ones from the
// enumeration (two independent ways to the same distribution), row by row.
func TestWinPliesClosedFormMatchesEnumeration(t *testing.T) {
	var runs []*transversal.VerifyResult
	for _, n := range []int{4, 5} {
		r, err := transversal.Verify(n, transversal.VerifyOptions{})
		if err != nil {
			t.Fatal(err)
		}
		runs = append(runs, r)
	}
	enum, err := WinPlies(runs, 0)
	if err != nil {
		t.Fatal(err)
	}
	cf, err := WinPlies(nil, 5)
	if err != nil {
		t.Fatal(err)
	}
	if len(enum) != 6 || len(cf) != 6 {
		t.Fatalf("want 3 plies for each of n = 4, 5; got %d and %d rows", len(enum), len(cf))
	}
	for i := range enum {
		a, b := enum[i], cf[i]
		if a.Source != "enumeration" || b.Source != "closed form" {
			t.Errorf("row %d: sources %q and %q", i, a.Source, b.Source)
		}
		a.Source, b.Source = "", ""
		if a != b {
			t.Errorf("row %d: enumeration %+v, closed form %+v", i, a, b)
		}
	}
	// The frame is the rows, column by column.
	df := enum.Frame()
	ns, _ := df.Col("n").Int()
	plies, _ := df.Col("ply").Int()
	lines, _ := df.Col("lines").Int()
	frac, src := df.Col("fraction").Float(), df.Col("source").Records()
	for i, r := range enum {
		if got := (WinPlyRow{ns[i], plies[i], lines[i], frac[i], src[i]}); got != r {
			t.Errorf("frame row %d: %+v, the row %+v", i, got, r)
		}
	}
	if _, err := WinPlies(nil, 10); err == nil {
		t.Error("n = 10 overflows an int and must be refused")
	}
}

// WinPlies takes the enumerated boards from the runs and the rest from
// the closed form, and says which is which.
func TestWinPliesTable(t *testing.T) {
	r, err := transversal.Verify(4, transversal.VerifyOptions{})
	if err != nil {
		t.Fatal(err)
	}
	rows, err := WinPlies([]*transversal.VerifyResult{r}, 6)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 9 {
		t.Fatalf("want 3 plies for each of n = 4, 5, 6; got %d rows", len(rows))
	}
	for i, row := range rows {
		want := "closed form"
		if row.N == 4 {
			want = "enumeration"
		}
		if row.Source != want {
			t.Errorf("row %d (n = %d): source %q, want %q", i, row.N, row.Source, want)
		}
		if row.Ply != 2*row.N-1+2*(i%3) {
			t.Errorf("row %d (n = %d): ply %d", i, row.N, row.Ply)
		}
	}
}
