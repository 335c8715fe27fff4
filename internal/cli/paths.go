package cli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/go-gota/gota/dataframe"
)

// OutDir checks an output directory before any work: it must be a
// directory this process can create files in, or not exist yet with a
// parent that is one (the verb then makes it). Anything else is bad input
// naming the flag.
func OutDir(flagName, dir string) error {
	st, err := os.Stat(dir)
	switch {
	case err == nil && !st.IsDir():
		return Usagef("%s %s: not a directory", flagName, dir)
	case err == nil:
		return tryWrite(flagName, dir, dir)
	case !os.IsNotExist(err):
		return Usagef("%s %s: %v", flagName, dir, err)
	}
	parent := filepath.Dir(filepath.Clean(dir))
	if pst, err := os.Stat(parent); err != nil || !pst.IsDir() {
		return Usagef("%s %s: its parent directory %s does not exist (make it first)", flagName, dir, parent)
	}
	return tryWrite(flagName, dir, parent)
}

// OutFile checks an output file before any work: its directory must exist
// (it is not made) and take a new file, and the file, if it exists, must
// be a regular file that can be written.
func OutFile(flagName, path string) error {
	if st, err := os.Stat(path); err == nil {
		if st.IsDir() {
			return Usagef("%s %s: is a directory", flagName, path)
		}
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return Usagef("%s %s: %v", flagName, path, err)
		}
		f.Close()
	}
	parent := filepath.Dir(filepath.Clean(path))
	if pst, err := os.Stat(parent); err != nil || !pst.IsDir() {
		return Usagef("%s %s: directory %s does not exist (make it first)", flagName, path, parent)
	}
	return tryWrite(flagName, path, parent)
}

// tryWrite creates and removes a file in dir.
func tryWrite(flagName, path, dir string) error {
	f, err := os.CreateTemp(dir, ".plylab-write-test-*")
	if err != nil {
		return Usagef("%s %s: cannot write in %s: %v", flagName, path, dir, errors.Unwrap(err))
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}

// PrintFrame prints a data frame on stdout as an aligned table, its
// header first (or the frame's error).
func (e *Env) PrintFrame(df dataframe.DataFrame) {
	if df.Err != nil {
		fmt.Fprintln(e.Stdout, df.Err)
		return
	}
	tw := tabwriter.NewWriter(e.Stdout, 2, 8, 2, ' ', 0)
	for _, r := range df.Records() {
		fmt.Fprintln(tw, strings.Join(r, "\t"))
	}
	tw.Flush()
}

// CanCreate checks that a file can be created beside path (its directory
// exists and is writable) without creating path itself; the error is the
// reason alone, for the verb to name its flag.
func CanCreate(path string) error {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return fmt.Errorf("is a directory")
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return fmt.Errorf("directory %s does not exist", dir)
	}
	f, err := os.CreateTemp(dir, ".plylab-mb-*")
	if err != nil {
		return fmt.Errorf("cannot create a file in %s", dir)
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}
