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
