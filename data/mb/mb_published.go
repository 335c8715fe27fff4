package mb

import (
	"fmt"

	"plylab/engine/makerbreaker"
)

// Shapes are the polyominoes of the literature table, smallest first.
func Shapes() []string {
	var out []string
	for _, l := range PolyominoLiterature {
		out = append(out, l.Shape)
	}
	return out
}

// PublishedChecks returns, for dialect d ("21", "25" or "35"), the
// paper's published facts about its certificate file as the engine states
// them (makerbreaker.EndpointChecks): claim id → published value. They are
// the rows of data/paper/mb.csv that need the published file.
func PublishedChecks(d string) (map[string]string, error) {
	c21, c25, c35, err := Examples()
	if err != nil {
		return nil, err
	}
	c := map[string]*Cert{"21": c21, "25": c25, "35": c35}[d]
	if c == nil {
		return nil, fmt.Errorf("unknown dialect %q", d)
	}
	out := map[string]string{"mb.cert" + d + ".sha256": makerbreaker.PublishedSHA256[c.Cert.Dialect]}
	for _, ch := range makerbreaker.EndpointChecks(c.Cert, c.Recon) {
		if ch.Claim != "" {
			out[ch.Claim] = ch.Want
		}
	}
	return out, nil
}
