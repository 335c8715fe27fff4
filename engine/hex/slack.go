package hex

// Slack measures how much more than the minimum a pairing gives ("How much
// slack each one leaves"): over all minimal chains, how many whole pairs
// each contains. A winning pairing holds every chain with at least one.
type Slack struct {
	Chains int
	// WholePairs is the number of whole pairs summed over the chains.
	WholePairs int
	// MeanPerChain is WholePairs / Chains.
	MeanPerChain float64
	// SinglePairChains counts the chains holding exactly one whole pair.
	SinglePairChains int
	// Histogram[k] counts the chains holding exactly k whole pairs
	// (Histogram[0] > 0 means the pairing fails).
	Histogram []int
}

// SlackOf measures p against the chains cs.
func SlackOf(p *Pairing, cs *Chains) Slack {
	s := Slack{Chains: cs.Len()}
	pairs := p.Pairs()
	for k := 0; k < cs.Len(); k++ {
		set := cs.Set(k)
		n := 0
		for _, q := range pairs {
			if set.Has(q[0]) && set.Has(q[1]) {
				n++
			}
		}
		for len(s.Histogram) <= n {
			s.Histogram = append(s.Histogram, 0)
		}
		s.Histogram[n]++
		s.WholePairs += n
	}
	if len(s.Histogram) > 1 {
		s.SinglePairChains = s.Histogram[1]
	}
	if s.Chains > 0 {
		s.MeanPerChain = float64(s.WholePairs) / float64(s.Chains)
	}
	return s
}

// SlackWalk measures p without storing the chains, walking them one by one
// (for boards whose chains do not fit in memory).
func SlackWalk(p *Pairing) Slack { return SlackWalkProgress(p, nil) }

// SlackWalkProgress is SlackWalk calling progress (if not nil) every 2^20
// chains with the number walked so far.
func SlackWalkProgress(p *Pairing, progress func(chains uint64)) Slack {
	var s Slack
	b := p.Board
	WalkChains(b, func(path []int) bool {
		n := 0
		for _, c := range path {
			if q := p.Partner[c]; q > c {
				for _, d := range path {
					if d == q {
						n++
						break
					}
				}
			}
		}
		for len(s.Histogram) <= n {
			s.Histogram = append(s.Histogram, 0)
		}
		s.Histogram[n]++
		s.WholePairs += n
		s.Chains++
		if progress != nil && s.Chains&(1<<20-1) == 0 {
			progress(uint64(s.Chains))
		}
		return true
	})
	if len(s.Histogram) > 1 {
		s.SinglePairChains = s.Histogram[1]
	}
	if s.Chains > 0 {
		s.MeanPerChain = float64(s.WholePairs) / float64(s.Chains)
	}
	return s
}
