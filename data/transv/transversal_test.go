package transv

import (
	"testing"

	"plylab/engine/transversal"
)

// The win-ply frame from the closed form equals the one from the
// enumeration (two independent ways to the same distribution), row by row.
func TestWinPlyClosedFormFrameMatchesEnumeration(t *testing.T) {
	var runs []*transversal.VerifyResult
	for _, n := range []int{4, 5} {
		r, err := transversal.Verify(n, transversal.VerifyOptions{})
		if err != nil {
			t.Fatal(err)
		}
		runs = append(runs, r)
	}
	enum, cf := WinPlyFrame(runs), WinPlyClosedFormFrame([]int{4, 5})
	if cf.Err != nil {
		t.Fatal(cf.Err)
	}
	if enum.Nrow() != 6 || cf.Nrow() != 6 {
		t.Fatalf("want 3 plies for each of n = 4, 5; got %d and %d rows", enum.Nrow(), cf.Nrow())
	}
	for _, col := range []string{"n", "ply", "lines", "fraction"} {
		a, b := enum.Col(col).Records(), cf.Col(col).Records()
		for i := range a {
			if a[i] != b[i] {
				t.Errorf("%s row %d: enumeration %s, closed form %s", col, i, a[i], b[i])
			}
		}
	}
	if bad := WinPlyClosedFormFrame([]int{10}); bad.Err == nil {
		t.Error("n = 10 overflows an int and must be refused")
	}
}

// WinPlyTable takes the enumerated boards from the runs and the rest from
// the closed form, and says which is which.
func TestWinPlyTable(t *testing.T) {
	r, err := transversal.Verify(4, transversal.VerifyOptions{})
	if err != nil {
		t.Fatal(err)
	}
	df := WinPlyTable([]*transversal.VerifyResult{r}, 6)
	if df.Err != nil {
		t.Fatal(df.Err)
	}
	ns, src := df.Col("n").Records(), df.Col("source").Records()
	if len(ns) != 9 {
		t.Fatalf("want 3 plies for each of n = 4, 5, 6; got %d rows", len(ns))
	}
	for i := range ns {
		want := "closed form"
		if ns[i] == "4" {
			want = "enumeration"
		}
		if src[i] != want {
			t.Errorf("row %d (n = %s): source %q, want %q", i, ns[i], src[i], want)
		}
	}
}
