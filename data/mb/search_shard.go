package mb

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"time"

	"plylab/data/runctl"
	"plylab/engine/inputerr"
	"plylab/engine/makerbreaker"
)

// SearchKind is the kind of a shard of 'plylab mb search --method pn'
// (runctl.Partial.Kind), which 'plylab merge' assembles into the
// certificate.
const SearchKind = "mb.search"

func init() { runctl.RegisterMerger(SearchKind, mergeSearch) }

// searchShardParams are what every shard of one split search shares.
type searchShardParams struct {
	Shape     string `json:"shape"`
	Maker     string `json:"maker"`
	Breaker   string `json:"breaker"`
	Height    int    `json:"height"`
	Beam      int    `json:"beam"`
	MaxMemory int64  `json:"max_memory"`
	Dialect   string `json:"dialect"`
	Out       string `json:"out"`
}

// subProofJSON is a proved child of the root's AND node.
type subProofJSON struct {
	Reply *[2]int `json:"reply,omitempty"` // nil: the pass child
	Cert  string  `json:"cert"`            // 21 dialect
	Place [3]int  `json:"place"`           // symmetry index, translation
}

// SearchPart is one shard's part of a split proof-number search ('plylab
// mb search --method pn --shard i/N --json' prints it; 'plylab merge'
// assembles the parts): the root pivot every shard chose (the first, in
// the search's order, whose pass child is proved at height − 1; nil when
// none is), the Breaker replies after it (one per orbit), the proofs of
// the replies this shard owns (shard 0 adds the pass child's) and the
// replies it refuted.
type SearchPart struct {
	Kind    string            `json:"kind"`
	Params  searchShardParams `json:"params"`
	Shard   string            `json:"shard"`
	Pivot   *[2]int           `json:"pivot"`
	Tried   [][2]int          `json:"pivots_tried"`
	Replies [][2]int          `json:"replies"`
	Proofs  []subProofJSON    `json:"proofs"`
	Refuted [][2]int          `json:"refuted"`
	Nodes   uint64            `json:"nodes"`
	Aborted bool              `json:"aborted"`
	TT      int               `json:"tt_entries"`
	Seconds float64           `json:"seconds"`
}

// WriteText prints the part in one line.
func (p *SearchPart) WriteText(w io.Writer) {
	piv := "no pivot's pass child proved"
	if p.Pivot != nil {
		piv = fmt.Sprintf("pivot %v: %d replies, %d proofs, %d refuted", *p.Pivot, len(p.Replies), len(p.Proofs), len(p.Refuted))
	}
	stop := ""
	if p.Aborted {
		stop = " (stopped)"
	}
	fmt.Fprintf(w, "%s shard %s: %s; %d positions in %.1fs%s\n", p.Params.Shape, p.Shard, piv, p.Nodes, p.Seconds, stop)
}

func pair(p makerbreaker.Point) [2]int { return [2]int{p.X, p.Y} }

// SearchShard runs shard run.Shard of the proof-number search at height
// o.MaxHeight split at the root (o.Method must be "pn"): every shard
// proves the pass child of the root's pivots in the search's order until
// one is proved, then the replies after it it owns (dealt round-robin).
// out is where 'plylab merge' writes the certificate. Errors are as
// SearchFile's.
func SearchShard(o SearchOptions, out string, run Run) (*SearchPart, error) {
	t0 := time.Now()
	sh, err := makerbreaker.ParseShape(o.Shape)
	if err != nil {
		return nil, inputerr.Wrap("", 0, err)
	}
	if o.Dialect == "" {
		o.Dialect = "21"
	}
	if _, err := makerbreaker.ParseDialect(o.Dialect); err != nil {
		return nil, inputerr.Wrap("", 0, err)
	}
	switch {
	case o.Method != "pn":
		return nil, inputerr.At("", 0, "a split search needs method pn (got %q)", o.Method)
	case o.MaxHeight < 2 || o.MaxHeight > 60:
		return nil, inputerr.At("", 0, "height %d: a split search needs 2..60", o.MaxHeight)
	case o.Beam < 0:
		return nil, inputerr.At("", 0, "beam %d: want 0 (no beam) or a positive number of cells", o.Beam)
	case o.Inline:
		return nil, inputerr.At("", 0, "inline: not for a split search")
	case o.MaxMemory < 0:
		return nil, inputerr.At("", 0, "max memory %d: want 0 (default) or a number of bytes", o.MaxMemory)
	}
	if err := checkWritable(out, run.Checkpoint); err != nil {
		return nil, err
	}
	mk, err := ParseCells(o.Maker)
	if err != nil {
		return nil, inputerr.Wrap("", 0, fmt.Errorf("maker: %w", err))
	}
	bk, err := ParseCells(o.Breaker)
	if err != nil {
		return nil, inputerr.Wrap("", 0, fmt.Errorf("breaker: %w", err))
	}
	shard := run.Shard
	if shard.Whole() {
		shard = runctl.Shard{Index: 0, Count: 1}
	}
	h := o.MaxHeight
	part := &SearchPart{Kind: SearchKind, Shard: shard.String(), Tried: [][2]int{}, Replies: [][2]int{}, Proofs: []subProofJSON{}, Refuted: [][2]int{},
		Params: searchShardParams{Shape: o.Shape, Maker: o.Maker, Breaker: o.Breaker, Height: h, Beam: o.Beam, MaxMemory: o.MaxMemory, Dialect: o.Dialect, Out: out}}
	opt := makerbreaker.SearchOptions{MaxHeight: h, Maker: mk, Breaker: bk, MaxNodes: o.MaxNodes, Beam: o.Beam}
	var bodyErr error
	res, err := runPN(o, sh, run, opt, t0, func(s *makerbreaker.PNSearcher) {
		sub := func(res makerbreaker.SearchResult, reply *[2]int) bool {
			text, place, err := res.SubCertificate(sh)
			if err != nil {
				bodyErr = err
				return false
			}
			part.Proofs = append(part.Proofs, subProofJSON{Reply: reply, Cert: string(text),
				Place: [3]int{makerbreaker.SymIndex(place.R), place.T.X, place.T.Y}})
			return true
		}
		for _, p := range s.RootPivots(h) {
			part.Tried = append(part.Tried, pair(p))
			pass, err := s.ProveAfter(h-1, []makerbreaker.Point{p}, nil)
			if err != nil {
				bodyErr = err
				return
			}
			if s.Stats.Aborted {
				return
			}
			if !pass.Found {
				continue
			}
			pp := pair(p)
			part.Pivot = &pp
			replies := s.Replies(p, pass.Card)
			for _, b := range replies {
				part.Replies = append(part.Replies, pair(b))
			}
			if shard.Index == 0 && !sub(pass, nil) {
				return
			}
			for k, b := range replies {
				if !shard.Owns(uint64(k)) {
					continue
				}
				r, err := s.ProveAfter(h-1, []makerbreaker.Point{p}, []makerbreaker.Point{b})
				switch {
				case err != nil:
					bodyErr = err
					return
				case s.Stats.Aborted:
					return
				case r.Found:
					rb := pair(b)
					if !sub(r, &rb) {
						return
					}
				default:
					part.Refuted = append(part.Refuted, pair(b))
				}
			}
			return
		}
	})
	if res != nil {
		part.Nodes, part.Aborted, part.TT = res.Stats.Nodes, res.Stats.Aborted, res.Stats.TTEntries
	}
	part.Seconds = time.Since(t0).Seconds()
	if err == nil {
		err = bodyErr
	}
	if err != nil {
		return part, err
	}
	return part, nil
}

// mergeSearch assembles the parts of a split search: every shard must
// have finished and chosen the same pivot and replies; the pass child and
// the replies still needed by the running intersection are combined at
// the pivot into the root's certificate, written to the run's out file
// and reconstructed.
func mergeSearch(params json.RawMessage, raw []json.RawMessage) (any, error) {
	var prm searchShardParams
	if err := json.Unmarshal(params, &prm); err != nil {
		return nil, err
	}
	parts := make([]SearchPart, len(raw))
	var nodes uint64
	var secs float64
	for i, r := range raw {
		if err := json.Unmarshal(r, &parts[i]); err != nil {
			return nil, fmt.Errorf("shard %d: %v", i, err)
		}
		p := &parts[i]
		if p.Aborted {
			return nil, fmt.Errorf("shard %s stopped before it finished (%d positions): rerun it", p.Shard, p.Nodes)
		}
		if fmt.Sprint(p.Pivot, p.Replies) != fmt.Sprint(parts[0].Pivot, parts[0].Replies) {
			return nil, fmt.Errorf("shard %s chose pivot %v with replies %v, shard %s pivot %v with %v",
				p.Shard, p.Pivot, p.Replies, parts[0].Shard, parts[0].Pivot, parts[0].Replies)
		}
		nodes += p.Nodes
		secs += p.Seconds
	}
	sh, err := makerbreaker.ParseShape(prm.Shape)
	if err != nil {
		return nil, err
	}
	d, err := makerbreaker.ParseDialect(prm.Dialect)
	if err != nil {
		return nil, err
	}
	res := map[string]any{"shape": sh.Name, "cells": sh.CellString(), "method": "pn", "height_bound": prm.Height,
		"max_height": prm.Height, "nodes": nodes, "seconds": secs, "dialect": d.String(), "shards": len(parts), "found": false}
	if parts[0].Pivot == nil {
		res["reason"] = fmt.Sprintf("no proof of height ≤ %d: no pivot's pass child is proved at height %d (pivots %v)", prm.Height, prm.Height-1, parts[0].Tried)
		return &runctl.Report{JSON: res, Text: fmt.Sprintf("%s: %s\n", sh.Name, res["reason"])}, nil
	}
	piv := makerbreaker.Point{X: parts[0].Pivot[0], Y: parts[0].Pivot[1]}
	res["pivot"] = parts[0].Pivot
	var proofs []makerbreaker.SubProof
	var refuted [][2]int
	seen := map[string]bool{}
	for _, p := range parts {
		for _, sp := range p.Proofs {
			if sp.Place[0] < 0 || sp.Place[0] >= len(makerbreaker.Syms) {
				return nil, fmt.Errorf("shard %s: bad placement %v", p.Shard, sp.Place)
			}
			x := makerbreaker.SubProof{Pass: sp.Reply == nil, Text: []byte(sp.Cert),
				Place: makerbreaker.Placement{R: makerbreaker.Syms[sp.Place[0]], T: makerbreaker.Point{X: sp.Place[1], Y: sp.Place[2]}}}
			key := "pass"
			if sp.Reply != nil {
				x.Reply = makerbreaker.Point{X: sp.Reply[0], Y: sp.Reply[1]}
				key = fmt.Sprint(*sp.Reply)
			}
			if seen[key] {
				return nil, fmt.Errorf("shard %s: a second proof of %s", p.Shard, key)
			}
			seen[key] = true
			proofs = append(proofs, x)
		}
		refuted = append(refuted, p.Refuted...)
	}
	mk, err := ParseCells(prm.Maker)
	if err != nil {
		return nil, err
	}
	bk, err := ParseCells(prm.Breaker)
	if err != nil {
		return nil, err
	}
	s, err := makerbreaker.NewPNSearcher(sh, makerbreaker.SearchOptions{MaxHeight: prm.Height, Maker: mk, Breaker: bk})
	if err != nil {
		return nil, err
	}
	c, r, _, err := s.AssembleRoot(prm.Height, piv, proofs, d)
	if err != nil {
		res["reason"] = fmt.Sprintf("no proof of height ≤ %d at pivot %v: %v (refuted replies %v)", prm.Height, piv, err, refuted)
		return &runctl.Report{JSON: res, Text: fmt.Sprintf("%s: %s\n", sh.Name, res["reason"])}, nil
	}
	b, err := c.Bytes()
	if err != nil {
		return nil, err
	}
	if _, err := makerbreaker.CheckFinal(prm.Out, c, r, b, makerbreaker.NewSet(mk...)); err != nil {
		return nil, fmt.Errorf("merged certificate: %v", err)
	}
	if err := os.WriteFile(prm.Out, b, 0o644); err != nil {
		return nil, err
	}
	fin := r.Final()
	sum := makerbreaker.Summarize(c, r, b)
	res["found"], res["height"], res["cards"], res["rows"] = true, fin.H, len(r.Cards), r.Rows
	res["envelope_size"], res["required"], res["out"] = fin.T.Len(), fin.A.Pairs(), prm.Out
	res["sha256"], res["references"], res["children"] = sum.SHA256, r.References, len(proofs)
	return &runctl.Report{JSON: res, Text: fmt.Sprintf("%s: Maker wins within %d moves (pivot %v, %d shards); %d cards, final envelope %d cells; %d positions in %.1fs over the shards; wrote %s\n",
		sh.Name, fin.H, piv, len(parts), len(r.Cards), fin.T.Len(), nodes, secs, prm.Out)}, nil
}
