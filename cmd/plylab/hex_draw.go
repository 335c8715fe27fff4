package main

import (
	"flag"
	"path/filepath"
	"plylab/data/pairing"
	"plylab/engine/hex"
	"plylab/internal/cli"
	"plylab/plots"
	"strings"
)

// plylab hex draw: data/pairing.RuleView drawn by plots.HexBoards.

func init() {
	cli.Register(cli.Command{
		Family:  "hex",
		Verb:    "draw",
		Summary: "draw a rule's pairing on n×(n+1) as segments between paired cells",
		Usage:   "--n N --rule diagonal|cross|corners --out FILE.svg|png|pdf",
		Help: `Draws the board (rows from the top, each row shifted half a cell right of
the one above, so (0, 0) and (n−1, n) are the acute corners), the pairs of
the rule as segments between cell centres (pairs of neighbours as short
bars), and shades the six corner cells where the cross and corners rules
part. --rule all draws the three rules side by side. The directory of
--out must exist (it is not made); a file that cannot be written exits 2.

Example:
  plylab hex draw --n 6 --rule cross --out cross6.svg
  plylab hex draw --n 5 --rule all --out rules5.png`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			n := fs.Int("n", 0, "rows of the n×(n+1) board")
			rule := fs.String("rule", "", "diagonal, cross, corners or all")
			out := fs.String("out", "", "output file (.svg, .png or .pdf)")
			return func(env *cli.Env) error {
				if err := env.NoArgs(); err != nil {
					return err
				}
				if *n < 2 || *n > 16 {
					return cli.Usagef("--n %d: want 2 ≤ n ≤ 16", *n)
				}
				if *out == "" {
					return cli.Usagef("--out FILE is required")
				}
				ext := strings.ToLower(strings.TrimPrefix(filepath.Ext(*out), "."))
				if ext != "svg" && ext != "png" && ext != "pdf" {
					return cli.Usagef("--out %s: want a .svg, .png or .pdf file", *out)
				}
				// Tried before drawing; a missing directory is refused, not made.
				err := cli.OutFile("--out", *out)
				if err != nil {
					return err
				}
				var views []pairing.BoardView
				switch *rule {
				case "all":
					views, err = pairing.RuleViews(*n)
				case hex.RuleDiagonal, hex.RuleCross, hex.RuleCorners:
					var v pairing.BoardView
					v, err = pairing.RuleView(*n, *rule)
					views = []pairing.BoardView{v}
				case "":
					return cli.Usagef("--rule is required (diagonal, cross, corners or all)")
				default:
					return cli.Usagef("--rule %q: want diagonal, cross, corners or all", *rule)
				}
				if err != nil {
					return cli.Usagef("%v", err)
				}
				if err := plots.SaveAuto(plots.HexBoards{Views: views}, *out); err != nil {
					return cli.Usagef("--out %s: %v", *out, err)
				}
				if env.JSONOut {
					return env.JSON(map[string]any{"n": *n, "rule": *rule, "out": *out, "seconds": env.Seconds()})
				}
				env.Printf("wrote %s\n", *out)
				return nil
			}
		},
	})
}
