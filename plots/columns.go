package plots

import (
	"fmt"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"
)

// column returns the named column of df, or an error that names the
// columns the frame does have (a figure fed the wrong frame says so).
func column(df dataframe.DataFrame, name string) (series.Series, error) {
	if df.Err != nil {
		return series.Series{}, df.Err
	}
	for _, n := range df.Names() {
		if n == name {
			return df.Col(name), nil
		}
	}
	return series.Series{}, fmt.Errorf("plots: the frame has no column %q (has %v)", name, df.Names())
}

// columnStrings, columnFloats and columnInts read one column of a frame.
func columnStrings(df dataframe.DataFrame, name string) ([]string, error) {
	s, err := column(df, name)
	if err != nil {
		return nil, err
	}
	return s.Records(), nil
}

func columnFloats(df dataframe.DataFrame, name string) ([]float64, error) {
	s, err := column(df, name)
	if err != nil {
		return nil, err
	}
	return s.Float(), nil
}

func columnInts(df dataframe.DataFrame, name string) ([]int, error) {
	s, err := column(df, name)
	if err != nil {
		return nil, err
	}
	v, err := s.Int()
	if err != nil {
		return nil, fmt.Errorf("plots: column %q: %w", name, err)
	}
	return v, nil
}
