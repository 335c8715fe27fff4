package mb

import (
	"bytes"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"plylab/data/runctl"
	"plylab/engine/makerbreaker"
)

type finalJSON struct {
	Required     [][2]int `json:"required"`
	EnvelopeSize int      `json:"envelope_size"`
	Height       int      `json:"height"`
	Pivot        [2]int   `json:"pivot"`
}

func finalOf(c makerbreaker.Card) finalJSON {
	return finalJSON{Required: c.A.Pairs(), EnvelopeSize: c.T.Len(), Height: c.H, Pivot: [2]int{c.Pivot.X, c.Pivot.Y}}
}

type checkJSON struct {
	Name string `json:"name"`
	Want string `json:"want"`
	Got  string `json:"got"`
	OK   bool   `json:"ok"`
}

type histJSON struct {
	RequiredSize map[string]int `json:"required_size"`
	EnvelopeSize map[string]int `json:"envelope_size"`
	Height       map[string]int `json:"height"`
}

type reconstruction struct {
	File                    string      `json:"file"`
	Dialect                 string      `json:"dialect"`
	Shape                   string      `json:"shape"`
	Cards                   int         `json:"cards"`
	Rows                    int         `json:"rows"`
	References              int         `json:"references"`
	InlineNodes             int         `json:"inline_nodes"`
	CombinationNodes        int         `json:"combination_nodes"`
	Final                   finalJSON   `json:"final"`
	Certifies               string      `json:"certifies"`
	FinalCard               int         `json:"final_card"`
	Histograms              histJSON    `json:"histograms"`
	ReplyClasses            int         `json:"reply_classes"`
	NormalizationMismatches []int       `json:"normalization_mismatches"`
	MaxHeight               int         `json:"max_height"`
	SHA256                  string      `json:"sha256"`
	Published               *string     `json:"published"`
	EndpointChecks          []checkJSON `json:"endpoint_checks,omitempty"`
}

func histOf(m map[int]int) map[string]int {
	out := map[string]int{}
	for k, v := range m {
		out[strconv.Itoa(k)] = v
	}
	return out
}

// Reconstruction reports the certificate's reconstruction as 'plylab mb
// reconstruct' prints it: its counts, the claim fc it certifies, the final
// card, the reply classes and the histograms of |A|, |T| and h; the
// published endpoint checks on a published file, or on any with endpoint.
// It fails when the reduced and full compositions of a card disagree, or
// a published file fails an endpoint check.
func (c *Cert) Reconstruction(file string, fc *makerbreaker.FinalClaim, endpoint bool) *runctl.Report {
	s := c.Summary
	o := reconstruction{File: file, Dialect: s.Dialect.String(), Shape: fc.Shape.Name, Cards: s.Cards, Rows: s.Rows,
		References: s.References, InlineNodes: s.InlineNodes, CombinationNodes: s.CombinationNodes, Final: finalOf(s.Final),
		Certifies: fc.String(), FinalCard: fc.Card, Histograms: histJSON{histOf(s.RequiredSize), histOf(s.EnvelopeSize), histOf(s.Height)},
		ReplyClasses: s.ReplyClasses, NormalizationMismatches: s.NormalizationMismatches, MaxHeight: s.MaxHeight, SHA256: s.SHA256}
	if o.NormalizationMismatches == nil {
		o.NormalizationMismatches = []int{}
	}
	if s.Published != 0 {
		p := s.Published.String()
		o.Published = &p
	}
	if s.Published != 0 || endpoint {
		for _, ch := range makerbreaker.EndpointChecks(c.Cert, c.Recon) {
			o.EndpointChecks = append(o.EndpointChecks, checkJSON{ch.Name, ch.Want, ch.Got, ch.OK})
		}
	}
	r := &runctl.Report{JSON: o}
	if len(s.NormalizationMismatches) > 0 {
		r.Failure = fmt.Sprintf("cards %v: the reduced composition disagrees with the full one (Proposition r25:composition)", s.NormalizationMismatches)
	} else {
		for _, ch := range o.EndpointChecks {
			if !ch.OK && s.Published != 0 {
				r.Failure = fmt.Sprintf("published endpoint check failed: %s: want %s, got %s", ch.Name, ch.Want, ch.Got)
				break
			}
		}
	}
	var w bytes.Buffer
	pub := "not a published file"
	if o.Published != nil {
		pub = "the published " + *o.Published + "-move certificate"
	}
	fmt.Fprintf(&w, "%s: %s-move dialect, target %s; %s\n", o.File, o.Dialect, o.Shape, pub)
	fmt.Fprintf(&w, "sha256 %s\n", o.SHA256)
	fmt.Fprintf(&w, "%d cards (%d numbered rows), %d references, %d inline combinations, %d combination nodes\n",
		o.Cards, o.Rows, o.References, o.InlineNodes, o.CombinationNodes)
	fmt.Fprintf(&w, "certifies: %s\n", o.Certifies)
	fmt.Fprintf(&w, "final card: A = %v, |T| = %d, h = %d, pivot %v\n", o.Final.Required, o.Final.EnvelopeSize, o.Final.Height, o.Final.Pivot)
	fmt.Fprintf(&w, "local reply classes: %d (a count: each misses a child envelope by the combination rule's construction; plylab mb verify checks cards by exhaustive play)\n", o.ReplyClasses)
	if o.Dialect == "25" {
		fmt.Fprintf(&w, "cards whose reduced and full compositions disagree: %v\n", o.NormalizationMismatches)
	}
	tw := tabwriter.NewWriter(&w, 2, 8, 2, ' ', 0)
	for _, h := range []struct {
		name string
		m    map[int]int
	}{{"|A|", s.RequiredSize}, {"|T|", s.EnvelopeSize}, {"h", s.Height}} {
		var parts []string
		for _, k := range sortedKeys(h.m) {
			parts = append(parts, fmt.Sprintf("%d:%d", k, h.m[k]))
		}
		fmt.Fprintf(tw, "histogram %s\t%s\n", h.name, strings.Join(parts, " "))
	}
	tw.Flush()
	for _, c := range o.EndpointChecks {
		mark := "ok"
		if !c.OK {
			mark = "FAIL"
		}
		fmt.Fprintf(&w, "  %-4s %s: want %s, got %s\n", mark, c.Name, c.Want, c.Got)
	}
	r.Text = w.String()
	return r
}

func sortedKeys(m map[int]int) []int {
	var ks []int
	for k := range m {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	return ks
}

// Report is what 'plylab mb verify' prints of v, the verification of the
// certificate c read from file that certifies fc; lower is whether
// --lower was asked. It fails when a card is refuted.
func (v *Verified) Report(c *Cert, file string, fc *makerbreaker.FinalClaim, lower bool, seconds float64) *runctl.Report {
	fin := c.Recon.Final()
	out := map[string]any{"cert": file, "cards_checked": v.Checked, "cards_skipped": v.Skipped, "cards_failed": v.Failed,
		"final": finalOf(fin), "certifies": fc.String(), "final_card": fc.Card, "seconds": seconds}
	var w bytes.Buffer
	fmt.Fprintf(&w, "certifies: %s\n", fc)
	fmt.Fprintf(&w, "%d cards solved exhaustively on their envelopes, %d failed, %d skipped (envelope above %d cells)\n",
		v.Checked, v.Failed, v.Skipped, makerbreaker.MaxSolverCells)
	if v.LowerTested {
		out["wins_at_height_minus_one"] = v.WinsLower
		fmt.Fprintf(&w, "final card: Maker wins within %d on its %d-cell envelope; within %d: %v\n", fin.H, fin.T.Len(), fin.H-1, v.WinsLower)
	} else if lower {
		fmt.Fprintf(&w, "--lower: not tested (final envelope %d cells, height %d: the test needs at most %d cells and height above 1)\n", fin.T.Len(), fin.H, makerbreaker.MaxSolverCells)
	}
	r := &runctl.Report{JSON: out, Text: w.String()}
	if v.Failed > 0 {
		r.Failure = "exhaustive play refutes " + v.FirstBad
	}
	return r
}

// PlayReport is what 'plylab mb play' prints of st, the games o played by
// the policy of the certificate c read from file that certifies fc.
func (c *Cert) PlayReport(st makerbreaker.PlayStats, file string, fc *makerbreaker.FinalClaim, o PlayOptions) *runctl.Report {
	a := c.Recon.Final().A
	wins := map[string]int{}
	for k, v := range st.WinMoves {
		wins[strconv.Itoa(k)] = v
	}
	start, text := [][2]int{}, "∅"
	if a.Len() > 0 {
		start, text = a.Pairs(), a.String()
	}
	res := map[string]any{"cert": file, "dialect": c.Summary.Dialect.String(), "breaker": o.Breaker, "games": st.Games, "seed": o.Seed,
		"board": o.Board, "height": st.Height, "win_moves": wins, "max_win_move": st.MaxWinMove,
		"mean_win_move": st.MeanWinMove, "replacements": st.Replacements, "within_height": st.MaxWinMove <= st.Height,
		"certifies": fc.String(), "final_card": fc.Card, "start_required": start}
	var w bytes.Buffer
	fmt.Fprintf(&w, "certifies: %s\n", fc)
	fmt.Fprintf(&w, "games start at the final card's hypothesis: Maker owns A = %s, Maker to move\n", text)
	fmt.Fprintf(&w, "%d games against the %s Breaker (%s board): height %d, winning move max %d, mean %.2f, %d replacement moves\n",
		st.Games, o.Breaker, o.Board, st.Height, st.MaxWinMove, st.MeanWinMove, st.Replacements)
	for _, k := range sortedKeys(st.WinMoves) {
		fmt.Fprintf(&w, "  won on move %2d: %d games\n", k, st.WinMoves[k])
	}
	return &runctl.Report{JSON: res, Text: w.String()}
}

// ConvertReport is what 'plylab mb convert' prints of c, the conversion
// of src (read from in) written to out.
func (c *Cert) ConvertReport(src *Cert, in, out string) *runctl.Report {
	r, or := src.Recon, c.Recon
	fin := or.Final()
	din, dout := src.Summary.Dialect, c.Summary.Dialect
	res := map[string]any{"from": din.String(), "to": dout.String(), "in": in, "out": out,
		"cards_in": len(r.Cards), "cards_out": len(or.Cards), "inline_nodes": or.InlineNodes,
		"final": finalOf(fin), "sha256": c.Summary.SHA256}
	return &runctl.Report{JSON: res, Text: fmt.Sprintf("%s (%d dialect, %d cards) -> %s (%d dialect, %d cards); final card h=%d |A|=%d |T|=%d\n",
		in, din, len(r.Cards), out, dout, len(or.Cards), fin.H, fin.A.Len(), fin.T.Len())}
}

// Report is what 'plylab mb search' prints of the run that wrote out in
// dialect d: the certificate found, or why none was.
func (s *SearchRun) Report(sh makerbreaker.Shape, d makerbreaker.Dialect, minHeight int, out string, seconds float64) *runctl.Report {
	res := map[string]any{"shape": sh.Name, "cells": sh.CellString(), "found": s.Found, "max_height": s.MaxHeight,
		"nodes": s.Stats.Nodes, "tt_hits": s.Stats.TTHits, "proofs": s.Stats.Proofs, "aborted": s.Stats.Aborted,
		"seconds": seconds, "dialect": d.String(), "refuted_from": minHeight, "refuted_up_to": s.Refuted}
	if s.Method == "pn" {
		// The proof-number search tries the one height bound MaxHeight.
		res["method"], res["height_bound"] = "pn", s.MaxHeight
		res["root_pn"], res["root_dn"] = s.Stats.RootPN, s.Stats.RootDN
		res["tt_entries"], res["table_sweeps"] = s.Stats.TTEntries, s.Stats.MemoClears
		res["spine_depth"], res["spine_pn"], res["spine_dn"] = s.Stats.SpineDepth, s.Stats.SpinePN, s.Stats.SpineDN
		res["refuted_from"] = s.MaxHeight
		if s.Refuted == 0 {
			res["refuted_from"] = 0
		}
	}
	if !s.Found {
		why := fmt.Sprintf("no proof of height ≤ %d", s.MaxHeight)
		if s.Stats.Aborted {
			why = fmt.Sprintf("stopped at height %d after %d positions", s.Stats.Height, s.Stats.Nodes)
			if s.Method == "pn" {
				why += fmt.Sprintf(", root pn=%d dn=%d", s.Stats.RootPN, s.Stats.RootDN)
			}
		}
		return &runctl.Report{JSON: res, Text: fmt.Sprintf("%s: %s (%.1fs)\n", sh.Name, why, seconds)}
	}
	r := s.Cert.Recon
	fin := r.Final()
	res["height"], res["cards"], res["rows"] = fin.H, len(r.Cards), r.Rows
	res["envelope_size"], res["required"], res["out"] = fin.T.Len(), fin.A.Pairs(), out
	res["sha256"], res["references"] = s.Cert.Summary.SHA256, r.References
	return &runctl.Report{JSON: res, Text: fmt.Sprintf("%s: Maker wins within %d moves; %d cards, final envelope %d cells; %d positions in %.1fs; wrote %s\n",
		sh.Name, fin.H, len(r.Cards), fin.T.Len(), s.Stats.Nodes, seconds, out)}
}

// WriteText writes the check as 'plylab mb fourrow' prints it.
func (out *FourRowResult) WriteText(w io.Writer) {
	fmt.Fprintf(w, "Breaker placements of at most %d cells in Q: %d classes (%d placements) checked of %d classes\n",
		out.Params.MaxBreaker, out.Classes, out.Placements, out.TotalClasses)
	fmt.Fprintf(w, "Maker wins %d classes (%d placements); proof heights by placements: %v\n", out.Won, out.WonPlacements, out.Heights)
}

// Failure is empty when Maker wins every placement, else it names the
// placements without a proof.
func (out *FourRowResult) Failure() string {
	if len(out.Failures) == 0 {
		return ""
	}
	return fmt.Sprintf("%d placements without a proof of height ≤ %d, first %v", len(out.Failures), out.Params.MaxHeight, out.Failures[0])
}
