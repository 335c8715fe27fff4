package main

import (
	"flag"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"plylab/data/mb"
	"plylab/engine/makerbreaker"
	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Family:  "mb",
		Verb:    "reconstruct",
		Summary: "parse a certificate, reconstruct every card, and measure it",
		Usage:   "[--dialect 21|25|35] [--shape S] [--maker \"x,y ...\"] [--endpoint] FILE [--json]",
		Help: `Parses a certificate in one of the paper's three dialects, reconstructs
every card with the combination rule (Lemma "combination"; for the 25
dialect the reduced cards of Proposition "r25:composition" and their
normalization), and reports the counts, the final card, the number of
local reply classes (each cell of T \ (A ∪ {p}) plus one exterior class, as
the paper counts them) and the histograms of |A|, |T| and h over all cards.
The reply classes are a measurement, not a validation: for cards computed by
the combination rule every class misses some child envelope by
construction. The independent check of the cards is exhaustive play on
their envelopes (plylab mb verify). In the 25 dialect every card is computed
twice, reduced and full, and a disagreement exits 1.

The file's SHA-256 is compared with the three published identities; on a
published file the paper's endpoint is checked as well (21: A = ∅, |T| = 251,
h = 21, T ⊆ {0..16}²; 25: P = ∅, |E| = 389, h = 25 and the required-size
histogram; 35: the four conditional interfaces); --endpoint lists those
checks for any file (on a file that is not published they only inform).

Malformed input (bad token, forward or out-of-range reference, empty child
list, anchor index out of range, truncated extended block, wrong marker
number) is one line FILE:LINE:COLUMN: reason, exit status 2.

--shape gives the target for certificates of other polyominoes (default
snaky; names as in 'plylab mb search --help', or cells "x,y x,y ...").
` + mbClaimHelp + `

Example:
  plylab mb search --shape l4 --out l4.txt && plylab mb reconstruct --dialect 21 --shape l4 l4.txt`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			dialect := fs.String("dialect", "21", "certificate dialect: 21, 25 or 35")
			shape := fs.String("shape", "snaky", "target polyomino")
			endpoint := fs.Bool("endpoint", false, "list the published endpoint checks even for a file that is not a published one (they fail there)")
			maker := fs.String("maker", "", `Maker cells of the starting position the certificate proves, "x,y x,y ..." (default: the empty board)`)
			return func(env *cli.Env) error {
				if len(env.Args) != 1 {
					return cli.Usagef("want exactly one certificate FILE")
				}
				_, sh, err := mbDialectShape(*dialect, *shape)
				if err != nil {
					return err
				}
				if err := mbMakerCells(*maker); err != nil {
					return err
				}
				c, fc, err := mb.LoadClaim(env.Args[0], *dialect, *shape, *maker)
				if err != nil {
					return err
				}
				s := c.Summary
				out := mbReconstructJSON(env.Args[0], sh, s)
				out.Certifies, out.FinalCard = fc.String(), fc.Card
				if s.Published != 0 || *endpoint {
					for _, ch := range makerbreaker.EndpointChecks(c.Cert, c.Recon) {
						out.EndpointChecks = append(out.EndpointChecks, mbCheckJSON{ch.Name, ch.Want, ch.Got, ch.OK})
					}
				}
				if env.JSONOut {
					if err := env.JSON(out); err != nil {
						return err
					}
				} else {
					mbPrintReconstruct(env, out)
				}
				if len(s.NormalizationMismatches) > 0 {
					return cli.Failuref("cards %v: the reduced composition disagrees with the full one (Proposition r25:composition)", s.NormalizationMismatches)
				}
				for _, ch := range out.EndpointChecks {
					if !ch.OK && s.Published != 0 {
						return cli.Failuref("published endpoint check failed: %s: want %s, got %s", ch.Name, ch.Want, ch.Got)
					}
				}
				return nil
			}
		},
	})
}

type mbCheckJSON struct {
	Name string `json:"name"`
	Want string `json:"want"`
	Got  string `json:"got"`
	OK   bool   `json:"ok"`
}

type mbHistJSON struct {
	RequiredSize map[string]int `json:"required_size"`
	EnvelopeSize map[string]int `json:"envelope_size"`
	Height       map[string]int `json:"height"`
}

type mbReconstructOut struct {
	File             string      `json:"file"`
	Dialect          string      `json:"dialect"`
	Shape            string      `json:"shape"`
	Cards            int         `json:"cards"`
	Rows             int         `json:"rows"`
	References       int         `json:"references"`
	InlineNodes      int         `json:"inline_nodes"`
	CombinationNodes int         `json:"combination_nodes"`
	Final            mbFinalJSON `json:"final"`
	// Certifies states the claim of the final card (card FinalCard).
	Certifies    string     `json:"certifies"`
	FinalCard    int        `json:"final_card"`
	Histograms   mbHistJSON `json:"histograms"`
	ReplyClasses int        `json:"reply_classes"`
	// NormalizationMismatches: 25-dialect cards whose reduced and full
	// compositions disagree (always [] in the 21 and 35 dialects).
	NormalizationMismatches []int         `json:"normalization_mismatches"`
	MaxHeight               int           `json:"max_height"`
	SHA256                  string        `json:"sha256"`
	Published               *string       `json:"published"`
	EndpointChecks          []mbCheckJSON `json:"endpoint_checks,omitempty"`
}

func mbHist(m map[int]int) map[string]int {
	out := map[string]int{}
	for k, v := range m {
		out[strconv.Itoa(k)] = v
	}
	return out
}

func mbReconstructJSON(file string, sh makerbreaker.Shape, s makerbreaker.Summary) mbReconstructOut {
	out := mbReconstructOut{File: file, Dialect: s.Dialect.String(), Shape: sh.Name, Cards: s.Cards, Rows: s.Rows,
		References: s.References, InlineNodes: s.InlineNodes, CombinationNodes: s.CombinationNodes, Final: mbFinal(s.Final),
		Histograms:   mbHistJSON{mbHist(s.RequiredSize), mbHist(s.EnvelopeSize), mbHist(s.Height)},
		ReplyClasses: s.ReplyClasses, NormalizationMismatches: s.NormalizationMismatches, MaxHeight: s.MaxHeight, SHA256: s.SHA256}
	if out.NormalizationMismatches == nil {
		out.NormalizationMismatches = []int{}
	}
	if s.Published != 0 {
		p := s.Published.String()
		out.Published = &p
	}
	return out
}

func mbPrintReconstruct(env *cli.Env, o mbReconstructOut) {
	pub := "not a published file"
	if o.Published != nil {
		pub = "the published " + *o.Published + "-move certificate"
	}
	env.Printf("%s: %s-move dialect, target %s; %s\n", o.File, o.Dialect, o.Shape, pub)
	env.Printf("sha256 %s\n", o.SHA256)
	env.Printf("%d cards (%d numbered rows), %d references, %d inline combinations, %d combination nodes\n",
		o.Cards, o.Rows, o.References, o.InlineNodes, o.CombinationNodes)
	env.Printf("certifies: %s\n", o.Certifies)
	env.Printf("final card: A = %v, |T| = %d, h = %d, pivot %v\n", o.Final.Required, o.Final.EnvelopeSize, o.Final.Height, o.Final.Pivot)
	env.Printf("local reply classes: %d (a count: each misses a child envelope by the combination rule's construction; plylab mb verify checks cards by exhaustive play)\n", o.ReplyClasses)
	if o.Dialect == "25" {
		env.Printf("cards whose reduced and full compositions disagree: %v\n", o.NormalizationMismatches)
	}
	tw := tabwriter.NewWriter(env.Stdout, 2, 8, 2, ' ', 0)
	for _, h := range []struct {
		name string
		m    map[string]int
	}{{"|A|", o.Histograms.RequiredSize}, {"|T|", o.Histograms.EnvelopeSize}, {"h", o.Histograms.Height}} {
		var ks []int
		for k := range h.m {
			n, _ := strconv.Atoi(k)
			ks = append(ks, n)
		}
		sort.Ints(ks)
		var parts []string
		for _, k := range ks {
			parts = append(parts, fmt.Sprintf("%d:%d", k, h.m[strconv.Itoa(k)]))
		}
		fmt.Fprintf(tw, "histogram %s\t%s\n", h.name, strings.Join(parts, " "))
	}
	tw.Flush()
	for _, c := range o.EndpointChecks {
		mark := "ok"
		if !c.OK {
			mark = "FAIL"
		}
		env.Printf("  %-4s %s: want %s, got %s\n", mark, c.Name, c.Want, c.Got)
	}
}
