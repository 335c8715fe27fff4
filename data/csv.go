package data

import (
	"os"
	"path/filepath"

	"github.com/go-gota/gota/dataframe"
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
