package frames

import (
	"math"
	"os"
	"path/filepath"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"
)

// WriteCSV saves a DataFrame as CSV (header row first), creating directories
// as needed, so that an expensive run can be reloaded with ReadCSV.
func WriteCSV(df dataframe.DataFrame, path string) error {
	if df.Err != nil {
		return df.Err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := df.WriteCSV(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// ReadCSV loads a DataFrame written by WriteCSV; column types are detected
// from the values (integers stay integers).
func ReadCSV(path string) (dataframe.DataFrame, error) {
	f, err := os.Open(path)
	if err != nil {
		return dataframe.DataFrame{}, err
	}
	defer f.Close()
	df := dataframe.ReadCSV(f)
	return df, df.Err
}

// Strings is a frame of string columns, in the order given; a column
// missing from cols is empty.
func Strings(cols map[string][]string, order []string) dataframe.DataFrame {
	ss := make([]series.Series, 0, len(order))
	for _, name := range order {
		v := cols[name]
		if v == nil {
			v = []string{}
		}
		ss = append(ss, series.New(v, series.String, name))
	}
	return dataframe.New(ss...)
}

// Round rounds x to the given number of decimal places (the frames'
// fractions and means are kept to 6).
func Round(x float64, places int) float64 {
	p := math.Pow(10, float64(places))
	return math.Round(x*p) / p
}

// NA is v, or a missing value (nil, NA in a frame) when v < 0: the
// engines write −1 for "none" (no plies for a draw, no count).
func NA(v int) interface{} {
	if v < 0 {
		return nil
	}
	return v
}
