package transversal

// Reading an O certificate: what kind of reply the solver's O strategy
// makes at each ply. This is how the defence rule (odefence.go) was read
// off the certificates: before ply 2n−2 the solver's O keeps its stones a
// matching (ν(O) grows with every stone), and at ply 2n−2, when X has no
// threat, it answers with a threat of its own.

// CertPlyStats counts the O replies of a certificate made at one ply.
type CertPlyStats struct {
	Ply int
	// Entries: positions with O to move at this ply.
	Entries int
	// Blocks: O occupies a free completing cell of X.
	Blocks int
	// Threats: after the reply O has a free completing cell.
	Threats int
	// Matching: the reply raises ν(O) (O's stones stay a matching).
	Matching int
	// RuleAllowed: the reply is one the defence rule allows (ODefenceMoves).
	RuleAllowed int
	// XThreatFree: positions where X has no free completing cell.
	XThreatFree int
	// ThreatsWhenFree: of those, replies that make an O threat.
	ThreatsWhenFree int
}

// CertificateStats tabulates an O certificate's replies by ply.
func CertificateStats(c *Certificate) []CertPlyStats {
	n := c.N
	byPly := map[int]*CertPlyStats{}
	maxPly := 0
	for k, m := range c.Entries {
		p := k.Position(n)
		q := p.Ply() + 1
		if q%2 == 1 {
			continue // an X entry
		}
		st := byPly[q]
		if st == nil {
			st = &CertPlyStats{Ply: q}
			byPly[q] = st
		}
		if q > maxPly {
			maxPly = q
		}
		st.Entries++
		x := solveReadSide(&p.X, &p.O, n)
		if x.free.Has(m) {
			st.Blocks++
		}
		if x.nfree == 0 {
			st.XThreatFree++
		}
		before := Nu(&p.O, n)
		t := p
		t.O.Add(m)
		if Nu(&t.O, n) > before {
			st.Matching++
		}
		if o := solveReadSide(&t.O, &t.X, n); o.nfree > 0 {
			st.Threats++
			if x.nfree == 0 {
				st.ThreatsWhenFree++
			}
		}
		if allowed, _ := ODefenceMoves(&p, n); allowed.Has(m) {
			st.RuleAllowed++
		}
	}
	var out []CertPlyStats
	for q := 2; q <= maxPly; q += 2 {
		if st := byPly[q]; st != nil {
			out = append(out, *st)
		}
	}
	return out
}
