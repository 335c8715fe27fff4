package reproduce

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/data/paper"
	"plylab/data/runctl"
)

// testFamilies registers two families that count their runs, for the
// length of a test.
func testFamilies(t *testing.T, calls map[string]int, fail map[string]bool) []string {
	t.Helper()
	names := []string{"zzresume-a", "zzresume-b"}
	for _, f := range names {
		f := f
		Register(f, func(o Options) (*Result, error) {
			calls[f]++
			if fail[f] {
				return nil, errors.New("killed")
			}
			r := &Result{}
			r.Claims = []paper.Measured{{ID: f + ".x", Value: "7"}}
			r.AddTable(f, dataframe.New(series.New([]int{1, 2}, series.Int, "n")))
			r.AddFile("files/"+f+".txt", []byte(f+"\n"))
			return r, nil
		})
	}
	t.Cleanup(func() {
		familiesMu.Lock()
		defer familiesMu.Unlock()
		for _, f := range names {
			delete(families, f)
		}
	})
	return names
}

// A run stopped in its second family resumes there: the first is not
// computed again, its claims and files come back from the checkpoint.
func TestRunToResumes(t *testing.T) {
	calls, fail := map[string]int{}, map[string]bool{"zzresume-b": true}
	fams := testFamilies(t, calls, fail)
	dir := t.TempDir()
	out, ckpt := filepath.Join(dir, "out"), filepath.Join(dir, "r.ckpt")
	if _, err := RunTo(Options{}, fams, out, ckpt); err == nil || !strings.Contains(err.Error(), "killed") {
		t.Fatalf("first run: %v, want the second family's failure", err)
	}
	fail["zzresume-b"] = false
	rs, err := RunTo(Options{}, fams, out, ckpt)
	if err != nil {
		t.Fatal(err)
	}
	if calls["zzresume-a"] != 1 || calls["zzresume-b"] != 2 {
		t.Errorf("runs %v: want a once, b twice", calls)
	}
	if !rs[0].Resumed || rs[1].Resumed || len(rs[0].Claims) != 1 || rs[0].Claims[0].Value != "7" {
		t.Errorf("resumed %v %v, claims %+v", rs[0].Resumed, rs[1].Resumed, rs[0].Claims)
	}
	for _, r := range rs {
		if len(r.Written) != 2 {
			t.Errorf("%s wrote %v", r.Family, r.Written)
		}
		for _, p := range r.Written {
			if _, err := os.Stat(p); err != nil {
				t.Error(err)
			}
		}
	}
	// A family whose files are gone is computed again.
	os.Remove(rs[0].Written[1])
	if _, err := RunTo(Options{}, fams, out, ckpt); err != nil {
		t.Fatal(err)
	}
	if calls["zzresume-a"] != 2 || calls["zzresume-b"] != 2 {
		t.Errorf("runs %v after removing a's file: want a computed again, b not", calls)
	}
	// Other settings under the same checkpoint are refused.
	var ce *runctl.CheckpointError
	if _, err := RunTo(Options{Full: true}, fams, out, ckpt); !errors.As(err, &ce) {
		t.Errorf("--full under a fast run's checkpoint: %v", err)
	}
}
