package makerbreaker

import (
	"strings"
	"testing"
)

// Split at the root, the pn search's sub-proofs assemble into a
// certificate of the root claim; a missing reply or a proof of another
// position is refused.
func TestPNShardAssemble(t *testing.T) {
	sh, err := ParseShape("l5")
	if err != nil {
		t.Fatal(err)
	}
	const h = 7
	s, err := NewPNSearcher(sh, SearchOptions{MaxHeight: h})
	if err != nil {
		t.Fatal(err)
	}
	pivots := s.RootPivots(h)
	if len(pivots) == 0 {
		t.Fatal("no root pivot")
	}
	p := pivots[0]
	pass, err := s.ProveAfter(h-1, []Point{p}, nil)
	if err != nil || !pass.Found {
		t.Fatalf("pass child after %v: %v %v", p, pass.Found, err)
	}
	sub := func(res SearchResult, reply Point, isPass bool) SubProof {
		text, place, err := res.SubCertificate(sh)
		if err != nil {
			t.Fatal(err)
		}
		return SubProof{Pass: isPass, Reply: reply, Text: text, Place: place}
	}
	proofs := []SubProof{sub(pass, Point{}, true)}
	replies := s.Replies(p, pass.Card)
	if len(replies) == 0 {
		t.Fatal("no replies")
	}
	for _, b := range replies {
		r, err := s.ProveAfter(h-1, []Point{p}, []Point{b})
		if err != nil || !r.Found {
			t.Fatalf("reply %v: %v %v", b, r.Found, err)
		}
		proofs = append(proofs, sub(r, b, false))
	}
	c, r, card, err := s.AssembleRoot(h, p, proofs, Dialect21)
	if err != nil {
		t.Fatal(err)
	}
	fin := r.Final()
	if fin.H > h || card.H != fin.H || card.A.Len() != 0 || len(r.Cards) != c.NumCards() {
		t.Fatalf("assembled final card %v (absolute %v), %d cards", fin, card, len(r.Cards))
	}
	if _, err := CheckFinal("merged", c, r, nil, nil); err != nil {
		t.Fatal(err)
	}
	// Without the proofs of the replies, the intersection keeps a free cell.
	if _, _, _, err := s.AssembleRoot(h, p, proofs[:1], Dialect21); err == nil || !strings.Contains(err.Error(), "is not proved") {
		t.Errorf("without replies: %v", err)
	}
	// The pass child's proof does not prove a reply position whose cell
	// lies in its envelope.
	wrong := proofs[0]
	wrong.Pass, wrong.Reply = false, replies[0]
	if _, _, _, err := s.AssembleRoot(h, p, append([]SubProof{proofs[0]}, wrong), Dialect21); err == nil || !strings.Contains(err.Error(), "does not prove") {
		t.Errorf("pass proof given as a reply: %v", err)
	}
}
