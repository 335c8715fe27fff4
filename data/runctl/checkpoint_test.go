package runctl

import (
	"path/filepath"
	"testing"
)

// A Periodic saver is not due at once, and Save writes a checkpoint that
// LoadCheckpoint reads back.
func TestPeriodic(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.ckpt")
	p := NewPeriodic(path, "test.periodic", map[string]int{"n": 3})
	if p.Due() {
		t.Error("a new Periodic is due at once")
	}
	if err := p.Save([]int{1, 2}); err != nil {
		t.Fatal(err)
	}
	var got []int
	found, err := LoadCheckpoint(path, "test.periodic", map[string]int{"n": 3}, &got)
	if err != nil || !found || len(got) != 2 {
		t.Fatalf("reload: %v %v %v", found, got, err)
	}
}

// A Checkpointer resumes what an earlier one saved, refuses a checkpoint of
// other parameters, keeps the first failed save, and does nothing without a
// path.
func TestCheckpointer(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "c.ckpt")
	params := map[string]int{"n": 4}
	state := []int{7}
	c, err := OpenCheckpoint(path, "test.c", params, &state)
	if err != nil || c.Resumed() || len(state) != 1 || state[0] != 7 {
		t.Fatalf("fresh open: %v %v %v", c.Resumed(), state, err)
	}
	if c.Due() {
		t.Error("due at once")
	}
	if err := c.SaveDue([]int{1}); err != nil {
		t.Fatal(err)
	}
	if err := c.Save([]int{1, 2, 3}); err != nil {
		t.Fatal(err)
	}
	var again []int
	c2, err := OpenCheckpoint(path, "test.c", params, &again)
	if err != nil || !c2.Resumed() || len(again) != 3 {
		t.Fatalf("resume: %v %v %v", c2.Resumed(), again, err)
	}
	if _, err := OpenCheckpoint(path, "test.c", map[string]int{"n": 5}, &again); err == nil {
		t.Error("other parameters accepted")
	}
	if _, err := OpenCheckpoint(path, "test.other", params, &again); err == nil {
		t.Error("other kind accepted")
	}
	bad, err := OpenCheckpoint(filepath.Join(dir, "missing", "c.ckpt"), "test.c", params, &again)
	if err != nil {
		t.Fatal(err)
	}
	if bad.Save([]int{1}) == nil || bad.Err() == nil {
		t.Error("a save into a missing directory did not fail")
	}
	first := bad.Err()
	bad.Save([]int{2})
	if bad.Err() != first {
		t.Error("Err is not the first failure")
	}
	var none *Checkpointer
	none, err = OpenCheckpoint("", "test.c", params, &again)
	if err != nil || none != nil || none.Resumed() || none.Due() || none.Save(1) != nil || none.SaveDue(1) != nil || none.Err() != nil {
		t.Error("a nil Checkpointer did something")
	}
}
