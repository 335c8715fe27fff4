package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/go-gota/gota/dataframe"

	"plylab/internal/cli"
)

func init() {
	cli.RegisterFamily(cli.Family{Name: "graph", Summary: "games on graphs (seeds/001): geography, cops and robber, tokens, Shannon switching"})
}

func frameRecords(df dataframe.DataFrame) []map[string]any {
	return df.Maps()
}

func printFrame(w io.Writer, df dataframe.DataFrame) {
	if df.Err != nil {
		fmt.Fprintln(w, df.Err)
		return
	}
	recs := df.Records()
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', 0)
	for _, r := range recs {
		fmt.Fprintln(tw, strings.Join(r, "\t"))
	}
	tw.Flush()
}

// graphHexOutDir checks an output directory before any work: it must be a
// directory this process can create files in, or not exist yet with a
// parent that is one (the verb then makes it, and its tables/ and
// figures/). Anything else is exit 2, naming the flag.
func graphHexOutDir(flagName, dir string) error {
	st, err := os.Stat(dir)
	switch {
	case err == nil && !st.IsDir():
		return cli.Usagef("%s %s: not a directory", flagName, dir)
	case err == nil:
		return graphHexTryWrite(flagName, dir, dir)
	case !os.IsNotExist(err):
		return cli.Usagef("%s %s: %v", flagName, dir, err)
	}
	parent := filepath.Dir(filepath.Clean(dir))
	pst, err := os.Stat(parent)
	if err != nil || !pst.IsDir() {
		return cli.Usagef("%s %s: its parent directory %s does not exist (make it first)", flagName, dir, parent)
	}
	return graphHexTryWrite(flagName, dir, parent)
}

// graphHexOutFile checks an output file before any work: its directory
// must exist (it is not made) and take a new file, and the file, if it
// exists, must be a regular file that can be written.
func graphHexOutFile(flagName, path string) error {
	if st, err := os.Stat(path); err == nil {
		if st.IsDir() {
			return cli.Usagef("%s %s: is a directory", flagName, path)
		}
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return cli.Usagef("%s %s: %v", flagName, path, err)
		}
		f.Close()
	}
	parent := filepath.Dir(filepath.Clean(path))
	pst, err := os.Stat(parent)
	if err != nil || !pst.IsDir() {
		return cli.Usagef("%s %s: directory %s does not exist (make it first)", flagName, path, parent)
	}
	return graphHexTryWrite(flagName, path, parent)
}

// graphHexTryWrite creates and removes a file in dir.
func graphHexTryWrite(flagName, path, dir string) error {
	f, err := os.CreateTemp(dir, ".plylab-write-test-*")
	if err != nil {
		return cli.Usagef("%s %s: cannot write in %s: %v", flagName, path, dir, errors.Unwrap(err))
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}
