// Command figcheck checks the PDF figures a run wrote, as a reader's viewer
// meets them (figtest.CheckPDF): the text pdftotext extracts has no
// mojibake ("2Ã—3" for "2×3"), and pdffonts lists every font embedded with
// a ToUnicode map. make test-notebooks runs it over the folder the
// notebooks save their figures to:
//
//	go run ./internal/figcheck -since STAMP DIR
//
// checks every DIR/NAME.pdf modified at or after the file STAMP (touched
// before the run), and fails when there is none.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"plylab/internal/figtest"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the command with its arguments; it returns the exit status: 0
// when every PDF passed, 1 when one failed or there was none, 2 on bad
// arguments.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("figcheck", flag.ContinueOnError)
	fs.SetOutput(stderr)
	since := fs.String("since", "", "check only the PDFs modified at or after this file")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 || *since == "" {
		fmt.Fprintln(stderr, "usage: figcheck -since STAMP DIR")
		return 2
	}
	fi, err := os.Stat(*since)
	if err != nil {
		fmt.Fprintln(stderr, "figcheck:", err)
		return 2
	}
	dir := fs.Arg(0)
	checked, errs := figtest.CheckPDFFiles(dir, fi.ModTime())
	for _, err := range errs {
		fmt.Fprintln(stderr, "figcheck: FAILED:", err)
	}
	if len(errs) > 0 {
		fmt.Fprintf(stderr, "figcheck: %d of %d PDF figures in %s failed\n", len(errs), len(checked), dir)
		return 1
	}
	if len(checked) == 0 {
		fmt.Fprintf(stderr, "figcheck: FAILED: no PDF figure in %s written since %s\n", dir, *since)
		return 1
	}
	fmt.Fprintf(stdout, "figcheck: %d PDF figures in %s read back (text, fonts)\n", len(checked), dir)
	return 0
}
