// Package reproduce regenerates the source papers' numbers, tables and
// figures: one Run per family (Transversal, TransversalExact, Hex, Graph,
// MB) that computes each experiment once and returns a Result holding
// plylab's value of every claim of data/paper/<family>.csv (Claims), the
// family's tables (gota DataFrames) and figures (plots.Figure), and any
// other file (the mb certificates). The limits of a family (how far the
// fast default and --full go) are defined here once, beside its Run.
//
// A notebook calls a family directly and compares its claims with the
// papers:
//
//	r, err := reproduce.Hex(reproduce.Options{})
//	rows, err := reproduce.Compare(r)
//	data.ComparisonFrame(rows)     // paper, ours, match
//	r.Table("hex_checks")          // the table behind Fig. 7
//	r.Figure("hex_fig7_checks")    // the figure itself
//
// `plylab reproduce` is RunAll over the families, Compare, and each
// Result's Write (out/tables/NAME.csv, out/figures/NAME.png and .svg).
//
// # Adding a family
//
// A family is a file in this package with an init that registers its Run:
//
//	func init() { Register("positional", Positional) }
//
//	// Positional reproduces the positional family: ...
//	func Positional(o Options) (*Result, error) {
//		games := ...                            // compute once
//		res := &Result{Family: "positional", Claims: positionalClaims(games)}
//		res.AddTable("positional_games", data.PositionalFrame(games))
//		res.AddFigure("positional_values", fig, 0, 0)
//		return res, nil
//	}
//
// and the published numbers in data/paper/<family>.csv (data.ClaimColumns);
// the IDs of the returned claims must all be rows of that file. A claims
// producer written against the former data.RegisterProducer
// (func(data.ReproduceOptions) ([]data.Measured, error)) moves here
// unchanged but for its signature: change its package to reproduce,
// qualify the data names it uses (data.Measured, data.FormatCount, ...),
// take Options instead of data.ReproduceOptions, and register a Run that
// wraps it:
//
//	func init() { Register("positional", Positional) }
//
//	func Positional(o Options) (*Result, error) {
//		ms, err := producePositional(o)
//		return &Result{Family: "positional", Claims: ms}, err
//	}
//
// then add its tables and figures to the same Result, from the same
// computation, rather than computing them again elsewhere.
//
// Everything exported here is non-generic so that the gophernotes kernel
// (gomacro) can import it into a notebook. reproduce sits above plots in
// the layering (engine → data → plots → reproduce → notebooks and cmd);
// layering_test.go checks that no package imports upward.
package reproduce
