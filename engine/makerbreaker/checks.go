package makerbreaker

import (
	"crypto/sha256"
	"encoding/hex"
	"sort"
)

// PublishedSHA256 are the literal SHA-256 identities of the three published
// certificate files (Section "Literal identities and formal coverage").
var PublishedSHA256 = map[Dialect]string{
	Dialect21: "3fa12d36a6d4dbb185e3f2808c8dfde13d85ee309afbca030d6ad17ae9fe3d04",
	Dialect25: "41cd04620af889771862dcceda7383afd99933ae03ddb0a566a00d742a8249b0",
	Dialect35: "16d077f0b64df70dd67fb6e9651636d42eaab0ce0f01f46180a57846e38fedc2",
}

// SHA256 returns the hexadecimal SHA-256 of data.
func SHA256(data []byte) string {
	s := sha256.Sum256(data)
	return hex.EncodeToString(s[:])
}

// PublishedAs reports which published file data is, if any.
func PublishedAs(data []byte) (Dialect, bool) {
	sum := SHA256(data)
	for d, s := range PublishedSHA256 {
		if s == sum {
			return d, true
		}
	}
	return 0, false
}

// Summary is the per-certificate measurement: counts, the final card, the
// local reply classes and the certificate histograms over all cards (bases
// included).
type Summary struct {
	Dialect          Dialect
	Cards            int // including the bases
	Rows             int // numbered nonbase rows
	References       int // placed terms, inline ones included
	InlineNodes      int
	CombinationNodes int
	Final            Card
	// ReplyClasses is the number of local reply classes over all
	// combination nodes: a measurement (see ReplyClasses), not a check.
	ReplyClasses int
	// NormalizationMismatches lists the 25-dialect cards whose normalized
	// reduced composition (Proposition "r25:composition") disagrees with the
	// full composition of the normalized children: two computations that
	// must agree. Always empty in the other dialects, where A ⊆ T, the
	// nesting of the children and the covering of every reply class hold by
	// construction; their independent check is exhaustive play on the
	// envelopes (MakerWins, plylab mb verify).
	NormalizationMismatches []int
	MaxHeight               int
	// Histograms: size (or height) → number of cards.
	RequiredSize, EnvelopeSize, Height map[int]int
	SHA256                             string
	Published                          Dialect // 0 when not a published file
}

// Summarize measures a reconstructed certificate; raw are its file bytes
// (nil for one built in memory).
func Summarize(c *Certificate, r *Recon, raw []byte) Summary {
	s := Summary{Dialect: c.Dialect, Cards: len(r.Cards), Rows: r.Rows, References: r.References,
		InlineNodes: r.InlineNodes, CombinationNodes: len(r.Nodes), Final: r.Final(),
		RequiredSize: map[int]int{}, EnvelopeSize: map[int]int{}, Height: map[int]int{}}
	for _, card := range r.Cards {
		s.RequiredSize[card.A.Len()]++
		s.EnvelopeSize[card.T.Len()]++
		s.Height[card.H]++
		s.MaxHeight = max(s.MaxHeight, card.H)
	}
	bad := map[int]bool{}
	for _, n := range r.Nodes {
		s.ReplyClasses += n.ReplyClasses
		if !n.NormalizationAgrees {
			bad[n.Row] = true
		}
	}
	for j := range bad {
		s.NormalizationMismatches = append(s.NormalizationMismatches, j)
	}
	sort.Ints(s.NormalizationMismatches)
	if raw != nil {
		s.SHA256 = SHA256(raw)
		if d, ok := PublishedAs(raw); ok {
			s.Published = d
		}
	}
	return s
}
