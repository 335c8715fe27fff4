package pairing

import (
	"fmt"
	"runtime"

	"plylab/engine/hex"
	"plylab/engine/inputerr"
)

// BoardSlack is the slack of each winning pairing of b over all of
// Across's minimal chains (hex.SlackOf), as 'plylab hex slack' computes
// it: the pairings are the rules on an n×(n+1) board (census false) or
// the pairings the census finds (census true, up to 56 cells). The chains
// are kept in memory up to 56 cells (7 × 8) and walked once per pairing
// beyond. A rules run on another shape, or a census past 56 cells, is bad
// input (*inputerr.Error).
func (run Run) BoardSlack(b *hex.Board, census bool) ([]*hex.Pairing, []hex.Slack, error) {
	var ps []*hex.Pairing
	var cs *hex.Chains
	if !census {
		if b.Cols != b.Rows+1 {
			return nil, nil, &inputerr.Error{Reason: fmt.Sprintf("--pairings rules needs an n×(n+1) board, not %v", b)}
		}
		for _, name := range hex.Rules {
			if p, err := hex.RuleOn(name, b); err == nil && !hasEqual(ps, p) {
				ps = append(ps, p)
			}
		}
	} else {
		if b.Cells > 56 {
			return nil, nil, &inputerr.Error{Reason: "--pairings census: the census is out of reach past 56 cells; use --pairings rules"}
		}
		cs = run.listChains(b)
		run.logf("census of %v...\n", b)
		ps = hex.Census(cs, hex.CensusOptions{Workers: runtime.GOMAXPROCS(0)}).Pairings
	}
	if cs == nil && b.Cells <= 56 { // up to 7 × 8: 382,718 chains, kept in memory
		cs = run.listChains(b)
	}
	if cs == nil {
		run.logf("walking the minimal chains of %v once per pairing (too many to keep)\n", b)
	}
	var out []hex.Slack
	for _, p := range ps {
		if cs != nil {
			out = append(out, hex.SlackOf(p, cs))
			continue
		}
		meter := run.meter(fmt.Sprintf("hex slack %v, pairing %d of %d", b, len(out)+1, len(ps)), "chains")
		s := hex.SlackWalkProgress(p, func(n uint64) { meter.Update(n, -1) })
		meter.Done(uint64(s.Chains))
		out = append(out, s)
	}
	return ps, out, nil
}

func hasEqual(ps []*hex.Pairing, p *hex.Pairing) bool {
	for _, q := range ps {
		if q.Equal(p) {
			return true
		}
	}
	return false
}
