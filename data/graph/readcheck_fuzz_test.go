package graph

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"plylab/data/frames"
	"plylab/engine/inputerr"
)

// Whatever bytes a saved check table holds, ReadCheck either refuses them
// as bad input at a line, or returns tallies that, written and read again,
// come back the same.
func FuzzReadCheck(f *testing.F) {
	head := "check,mode,n,graphs,instances,agree,disagree,yes,yes2,strategy_checks,plays,failures\n"
	f.Add([]byte(head))
	f.Add([]byte(head + "matching,exhaustive,3,4,4,4,0,1,0,0,0,\n"))
	f.Add([]byte(head + "matching,exhaustive,x,4,4,4,0,1,0,0,0,\n"))
	f.Add([]byte(head + "matching,exhaustive,3,18446744073709551615,9007199254740993,4,0,1,0,0,0,\n"))
	f.Add([]byte("check,mode\n"))
	f.Add([]byte(""))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, b []byte) {
		path := filepath.Join(dir, "in.csv")
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		ts, err := ReadCheck(path)
		if err != nil {
			var in *inputerr.Error
			if !errors.As(err, &in) || in.Line < 1 {
				t.Fatalf("not bad input at a line: %v", err)
			}
			return
		}
		again := filepath.Join(dir, "again.csv")
		if err := frames.WriteCSV(CheckFrame(ts), again); err != nil {
			if len(ts) == 0 {
				return // an empty frame need not be writable
			}
			t.Fatal(err)
		}
		back, err := ReadCheck(again)
		if err != nil || len(back) != len(ts) {
			t.Fatalf("written and read again: %d of %d tallies, %v", len(back), len(ts), err)
		}
		for i := range ts {
			a, c := ts[i], back[i]
			if a.Check != c.Check || a.Mode != c.Mode || a.N != c.N || a.Graphs != c.Graphs || a.Plays != c.Plays || len(a.Failures) != len(c.Failures) {
				t.Fatalf("row %d: %+v, again %+v", i, a, c)
			}
		}
	})
}
