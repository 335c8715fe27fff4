package main

import (
	"flag"
	"fmt"
	"plylab/data/runctl"
	"plylab/engine/hex"
	"plylab/internal/cli"
	"strings"
	"text/tabwriter"
)

// plylab hex slack: data/pairing.Run.BoardSlack.

func init() {
	cli.Register(cli.Command{
		Family:  "hex",
		Verb:    "slack",
		Summary: "whole pairs per minimal chain for each winning pairing",
		Usage:   "--rows R --cols C [--pairings rules|census] [--json]",
		Help: `For each pairing, over all of Across's minimal chains: the whole pairs
summed (whole_pairs), per chain (mean_per_chain), the chains held by
exactly one pair (single_pair_chains) and the histogram (histogram[k] =
chains holding k whole pairs). The pairings are the three rules on an
n×(n+1) board (--pairings rules, the default there) or the pairings the
census finds (--pairings census, the default on other shapes).

The essay, 5×6: diagonal 2,336 whole pairs and 359 single-pair chains,
cross 1,859 and 762, corners between.

Example:
  plylab hex slack --rows 5 --cols 6
  plylab hex slack --rows 7 --cols 8 --json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			rows, cols, adj := hexBoardFlags(fs)
			which := fs.String("pairings", "", "rules or census")
			return func(env *cli.Env) error {
				if err := hexNoArgs(env); err != nil {
					return err
				}
				b, err := hexBoard(*rows, *cols, *adj)
				if err != nil {
					return err
				}
				w := *which
				if w == "" {
					w = "census"
					if b.Cols == b.Rows+1 {
						w = "rules"
					}
				}
				if w != "rules" && w != "census" {
					return cli.Usagef("--pairings %q: want rules or census", w)
				}
				ps, slacks, err := hexRun(env, runctl.Shard{}, "").BoardSlack(b, w == "census")
				if err != nil {
					return err
				}
				type row struct {
					Rule             *string  `json:"rule"`
					Rules            []string `json:"rules"`
					WholePairs       int      `json:"whole_pairs"`
					MeanPerChain     float64  `json:"mean_per_chain"`
					SinglePairChains int      `json:"single_pair_chains"`
					Histogram        []int    `json:"histogram"`
				}
				type out struct {
					Rows     int     `json:"rows"`
					Cols     int     `json:"cols"`
					Chains   int     `json:"chains"`
					Pairings []row   `json:"pairings"`
					Seconds  float64 `json:"seconds"`
				}
				o := out{Rows: b.Rows, Cols: b.Cols, Pairings: []row{}}
				for i, p := range ps {
					s := slacks[i]
					o.Chains = s.Chains
					rules := hex.RulesWriting(p)
					if rules == nil {
						rules = []string{}
					}
					o.Pairings = append(o.Pairings, row{hexRuleName(p), rules, s.WholePairs, s.MeanPerChain, s.SinglePairChains, s.Histogram})
				}
				o.Seconds = env.Seconds()
				if env.JSONOut {
					return env.JSON(o)
				}
				tw := tabwriter.NewWriter(env.Stdout, 2, 8, 2, ' ', 0)
				fmt.Fprintf(tw, "%v, %d minimal chains\n", b, o.Chains)
				fmt.Fprintln(tw, "pairing\twhole pairs\tper chain\tchains held by one pair\thistogram")
				for _, r := range o.Pairings {
					name := "(no rule)"
					if len(r.Rules) > 0 {
						name = strings.Join(r.Rules, "=")
					}
					fmt.Fprintf(tw, "%s\t%d\t%.3f\t%d (%.1f%%)\t%v\n", name, r.WholePairs, r.MeanPerChain, r.SinglePairChains,
						100*float64(r.SinglePairChains)/float64(max(1, o.Chains)), r.Histogram)
				}
				return tw.Flush()
			}
		},
	})
}

func hexRuleName(p *hex.Pairing) *string {
	if name := hex.IdentifyRule(p); name != "" {
		return &name
	}
	return nil
}
