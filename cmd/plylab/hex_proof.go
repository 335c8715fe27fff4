package main

import (
	"flag"
	"fmt"
	"strings"
	"text/tabwriter"

	"plylab/engine/hex"
	"plylab/internal/cli"
)

// plylab hex proof: the lemmas of the proof of the cross and corners rules
// (engine/hex/crossproof.go), checked board by board.

type hexLemmaJSON struct {
	Name           string `json:"name"`
	Statement      string `json:"statement"`
	Holds          bool   `json:"holds"`
	Instances      int    `json:"instances"`
	Counterexample string `json:"counterexample"`
}

type hexProofBoardJSON struct {
	N      int            `json:"n"`
	Rows   int            `json:"rows"`
	Cols   int            `json:"cols"`
	Rule   string         `json:"rule"`
	Holds  bool           `json:"holds"`
	Lemmas []hexLemmaJSON `json:"lemmas"`
}

type hexTheoremJSON struct {
	N          int    `json:"n"`
	Colourings uint64 `json:"colourings"`
	NotBoth    bool   `json:"not_both"`
	AtLeastOne bool   `json:"at_least_one"`
}

type hexProofChainsJSON struct {
	N              int      `json:"n"`
	Rule           string   `json:"rule"`
	Chains         uint64   `json:"chains"`
	Holds          bool     `json:"holds"`
	Reason         string   `json:"reason"`
	Counterexample [][2]int `json:"counterexample"`
}

func init() {
	cli.Register(cli.Command{
		Family:  "hex",
		Verb:    "proof",
		Summary: "check every lemma of the proof of the cross and corners rules, board by board",
		Usage:   "[--n-min N] [--n-max N] [--rule cross|corners|both] [--hex-max N] [--chains-max N] [--adjacency anti|main] [--json]",
		Help: `Theorem C (engine/hex/crossproof.go): on every n×(n+1) board every path
of Across from the left edge to the right edge holds a whole pair of the
cross rule (r, c) ↔ (n−1−c, n−r) — the pair's first cell in the path's
initial stretch inside T = {r + c ≤ n−1}. Theorem K: every minimal chain
holds a whole pair of the corners rule (n ≥ 2). The proof folds the board
along its short diagonal and ends in the Hex theorem on the n × n board.

This verb checks, for every n from --n-min to --n-max, each lemma the
proof uses from its statement (C1–C5 on the cross rule, K1–K3 on the
corners rule) and prints the first counterexample of any lemma that fails;
checks Lemma H (the Hex theorem) over every colouring of the n × n board up
to --hex-max (≤ 5); and runs the theorems' per-chain statements on every
minimal chain up to --chains-max (a second method, beside the frontier
search of 'plylab hex check'). --adjacency main writes the rules on the
mirrored convention, which the proof does not cover: C4 fails there and
the verb exits 1.

Example:
  plylab hex proof --n-max 16
  plylab hex proof --n-max 16 --hex-max 5 --chains-max 7 --json
  plylab hex proof --n-min 5 --n-max 5 --adjacency main`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			nMin := fs.Int("n-min", 1, "smallest n")
			nMax := fs.Int("n-max", 16, "largest n (the rules are checked to 16 × 17 by 'hex check')")
			rule := fs.String("rule", "both", "cross, corners or both")
			hexMax := fs.Int("hex-max", 4, "check the Hex theorem on n × n for n ≤ this (0: skip; at most 5)")
			chainsMax := fs.Int("chains-max", 6, "run the theorems on every minimal chain for n ≤ this (0: skip; at most 8)")
			adjFlag := fs.String("adjacency", "anti", "anti (the essay's) or main (mirrored, not covered by the proof)")
			return func(env *cli.Env) error {
				if err := hexNoArgs(env); err != nil {
					return err
				}
				adj, err := hexAdjacency(*adjFlag)
				if err != nil {
					return err
				}
				if *nMin < 1 || *nMax < *nMin || *nMax+1 > hex.MaxSide {
					return cli.Usagef("--n-min %d --n-max %d: want 1 ≤ n-min ≤ n-max < %d", *nMin, *nMax, hex.MaxSide)
				}
				if *hexMax < 0 || *hexMax > 5 {
					return cli.Usagef("--hex-max %d: want 0 … 5 (2^(n²) colourings)", *hexMax)
				}
				if *chainsMax < 0 || *chainsMax > 8 {
					return cli.Usagef("--chains-max %d: want 0 … 8 (8 × 9 has 17 million chains)", *chainsMax)
				}
				var rules []string
				switch *rule {
				case "both":
					rules = []string{hex.RuleCross, hex.RuleCorners}
				case hex.RuleCross, hex.RuleCorners:
					rules = []string{*rule}
				default:
					return cli.Usagef("--rule %q: want cross, corners or both", *rule)
				}
				type out struct {
					NMin       int                  `json:"n_min"`
					NMax       int                  `json:"n_max"`
					Adjacency  string               `json:"adjacency"`
					Boards     []hexProofBoardJSON  `json:"boards"`
					HexTheorem []hexTheoremJSON     `json:"hex_theorem"`
					Chains     []hexProofChainsJSON `json:"chains"`
					Holds      bool                 `json:"holds"`
					Seconds    float64              `json:"seconds"`
				}
				o := out{NMin: *nMin, NMax: *nMax, Adjacency: adj.String(), Boards: []hexProofBoardJSON{},
					HexTheorem: []hexTheoremJSON{}, Chains: []hexProofChainsJSON{}, Holds: true}
				var failures []string
				for n := *nMin; n <= *nMax; n++ {
					b, err := hex.NewBoardAdj(n, n+1, adj)
					if err != nil {
						return cli.Usagef("%v", err)
					}
					for _, name := range rules {
						if name == hex.RuleCorners && n < 2 {
							continue
						}
						p, err := hex.RuleOn(name, b)
						if err != nil {
							return err
						}
						var rep hex.ProofReport
						if name == hex.RuleCross {
							rep, err = hex.CrossLemmas(p)
						} else {
							rep, err = hex.CornersLemmas(p)
						}
						if err != nil {
							return err
						}
						row := hexProofBoardJSON{N: n, Rows: b.Rows, Cols: b.Cols, Rule: name, Holds: rep.Holds(), Lemmas: []hexLemmaJSON{}}
						for _, l := range rep.Lemmas {
							row.Lemmas = append(row.Lemmas, hexLemmaJSON{l.Name, l.Statement, l.Holds, l.Instances, l.Counterexample})
							if !l.Holds {
								failures = append(failures, fmt.Sprintf("%v %s: lemma %s (%s) fails: %s", b, name, l.Name, l.Statement, l.Counterexample))
							}
						}
						o.Boards = append(o.Boards, row)
					}
				}
				for n := 1; n <= *hexMax; n++ {
					env.Logf("Hex theorem on %d × %d: %d colourings...\n", n, n, uint64(1)<<uint(n*n))
					h, err := hex.CheckHexTheorem(n, adj)
					if err != nil {
						return err
					}
					o.HexTheorem = append(o.HexTheorem, hexTheoremJSON{n, h.Colourings, h.NotBoth, h.AtLeastOne})
					if !h.NotBoth || !h.AtLeastOne {
						failures = append(failures, fmt.Sprintf("Hex theorem on %d × %d fails: colouring %#x", n, n, h.Counterexample))
					}
				}
				for n := max(1, *nMin); n <= min(*chainsMax, *nMax); n++ {
					b, _ := hex.NewBoardAdj(n, n+1, adj)
					for _, name := range rules {
						if name == hex.RuleCorners && n < 2 {
							continue
						}
						p, err := hex.RuleOn(name, b)
						if err != nil {
							return err
						}
						env.Logf("%s on every minimal chain of %v...\n", name, b)
						res := hex.CheckTheoremOnChains(p, name)
						o.Chains = append(o.Chains, hexProofChainsJSON{n, name, res.Chains, res.Holds, res.Reason, hexCells(b, res.Counterexample)})
						if !res.Holds {
							failures = append(failures, fmt.Sprintf("%v %s: on chain %v: %s", b, name, hexCells(b, res.Counterexample), res.Reason))
						}
					}
				}
				o.Holds = len(failures) == 0
				o.Seconds = env.Seconds()
				if env.JSONOut {
					if err := env.JSON(o); err != nil {
						return err
					}
				} else {
					tw := tabwriter.NewWriter(env.Stdout, 2, 8, 2, ' ', 0)
					fmt.Fprintln(tw, "board\trule\tlemmas (instances checked)\tholds")
					for _, r := range o.Boards {
						var ls []string
						for _, l := range r.Lemmas {
							mark := ""
							if !l.Holds {
								mark = " FAILS"
							}
							ls = append(ls, fmt.Sprintf("%s %d%s", l.Name, l.Instances, mark))
						}
						fmt.Fprintf(tw, "%d × %d\t%s\t%s\t%v\n", r.Rows, r.Cols, r.Rule, strings.Join(ls, ", "), r.Holds)
					}
					tw.Flush()
					for _, h := range o.HexTheorem {
						env.Printf("Lemma H on %d × %d: %d colourings, never both: %v, always one: %v\n", h.N, h.N, h.Colourings, h.NotBoth, h.AtLeastOne)
					}
					for _, c := range o.Chains {
						env.Printf("%s, %d × %d: the theorem's statement on %d minimal chains: %v\n", c.Rule, c.N, c.N+1, c.Chains, c.Holds)
					}
					for _, f := range failures {
						env.Printf("%s\n", f)
					}
					env.Printf("every lemma holds: %v (%.1f s)\n", o.Holds, o.Seconds)
				}
				if !o.Holds {
					return cli.Failuref("%s", failures[0])
				}
				return nil
			}
		},
	})
}
