package runctl

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
)

// WorkersPerCore bounds --workers: more goroutines than a few per core
// only add memory (each worker holds its own search state) and scheduling.
const WorkersPerCore = 4

// MaxWorkers is the most workers a run may ask for on this machine.
func MaxWorkers() int { return WorkersPerCore * runtime.NumCPU() }

// Workers checks a --workers value: 0 means one per core; a negative value,
// or more than MaxWorkers(), is refused with a message naming the limit.
func Workers(n int) (int, error) {
	switch {
	case n < 0:
		return 0, fmt.Errorf("--workers %d: want 0 (one per core) or a positive number", n)
	case n == 0:
		return runtime.NumCPU(), nil
	case n > MaxWorkers():
		return 0, fmt.Errorf("--workers %d: at most %d on this machine (%d per core, %d cores)", n, MaxWorkers(), WorkersPerCore, runtime.NumCPU())
	}
	return n, nil
}

// CheckWritable reports whether a file can be written at path, before a
// run that would write it only at its end: the path is not a directory and
// a file can be created beside it (a temporary one, removed at once).
func CheckWritable(path string) error {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return fmt.Errorf("%s is a directory", path)
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return fmt.Errorf("%s: directory %s does not exist", path, dir)
	}
	f, err := os.CreateTemp(dir, ".plylab-probe-*")
	if err != nil {
		return fmt.Errorf("%s: cannot create a file in %s", path, dir)
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}
