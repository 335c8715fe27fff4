package runs

import (
	"embed"
	"encoding/csv"
	"fmt"
	"io/fs"
	"strings"

	"github.com/go-gota/gota/dataframe"

	"plylab/data/frames"
)

// Long runs kept with the repository. A run that takes hours (the graph
// ground-truth sweep on every labelled graph to 7 vertices, exact solves to
// n = 16, the O defence checked to n = 11) is run once with the command
// listed in data/runs/index.csv, and its --json output is committed under
// data/runs/. The claims producers read these files for rows their fast
// default does not recompute, and mark those rows "recorded"; --full
// recomputes what it can. Nothing here is computed: it is the record of a
// computation, with the command to repeat it.

//go:embed *.csv *.jsonl
var runsFS embed.FS

// Columns are the columns of data/runs/index.csv.
var Columns = []string{"file", "command", "seconds", "machine", "date", "note"}

// Read returns the bytes of data/runs/<file>.
func Read(file string) ([]byte, error) {
	b, err := fs.ReadFile(runsFS, file)
	if err != nil {
		return nil, fmt.Errorf("recorded run %q: %w", file, err)
	}
	return b, nil
}

// Lines returns the non-empty lines of data/runs/<file> (the
// JSON objects of a JSON Lines record, one per command run).
func Lines(file string) ([]string, error) {
	b, err := Read(file)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out, nil
}

// Frame lists the kept runs: file, the command that produced
// it, its wall time in seconds, the machine, the date and a note.
func Frame() dataframe.DataFrame {
	rows, err := recordedIndex()
	if err != nil {
		return dataframe.DataFrame{Err: err}
	}
	cols := map[string][]string{}
	for _, r := range rows {
		for i, c := range Columns {
			cols[c] = append(cols[c], r[i])
		}
	}
	return frames.Strings(cols, Columns)
}

func recordedIndex() ([][]string, error) {
	b, err := fs.ReadFile(runsFS, "index.csv")
	if err != nil {
		return nil, err
	}
	rd := csv.NewReader(strings.NewReader(string(b)))
	recs, err := rd.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("data/runs/index.csv: %w", err)
	}
	if len(recs) == 0 || strings.Join(recs[0], ",") != strings.Join(Columns, ",") {
		return nil, fmt.Errorf("data/runs/index.csv: header must be %s", strings.Join(Columns, ","))
	}
	return recs[1:], nil
}

// Command returns the command that made the kept file, from
// data/runs/index.csv (empty when it is not listed).
func Command(file string) string {
	rows, err := recordedIndex()
	if err != nil {
		return ""
	}
	for _, r := range rows {
		if r[0] == file {
			return r[1]
		}
	}
	return ""
}
