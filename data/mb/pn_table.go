package mb

import (
	"fmt"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/engine/makerbreaker"
)

// PNTable runs, for each shape (with the Maker cells makers[i], "x,y x,y
// …", at the start; makers may be nil for empty boards), the deepening
// search up to maxHeight, then at the height h it found the depth-first
// search alone (no lower height tried) and the proof-number search, and
// returns one row per shape: shape, maker, height (h, the smallest under
// the move rule), id_positions, fixed_positions and pn_positions
// (positions examined by the three), id_cards, pn_cards, id_envelope and
// pn_envelope (the final card's envelope) and pn_height (the height of
// the proof-number certificate, at most h). The runs come in threes,
// deepening, fixed height, proof-number, each with its certificate
// reconstructed. A shape without a proof up to maxHeight is an error:
// the table compares proofs.
func PNTable(shapes, makers []string, maxHeight int) (dataframe.DataFrame, []*SearchRun, error) {
	if makers != nil && len(makers) != len(shapes) {
		return dataframe.DataFrame{}, nil, fmt.Errorf("%d shapes but %d Maker starts", len(shapes), len(makers))
	}
	var name, maker []string
	var h, idPos, fixPos, pnPos, idCards, pnCards, idEnv, pnEnv, pnH []int
	var runs []*SearchRun
	for i, s := range shapes {
		mk := ""
		if makers != nil {
			mk = makers[i]
		}
		id, err := Search(s, mk, maxHeight, 0)
		if err != nil {
			return dataframe.DataFrame{}, nil, err
		}
		if !id.Found {
			return dataframe.DataFrame{}, nil, fmt.Errorf("%s (Maker %q): no proof of height ≤ %d", s, mk, maxHeight)
		}
		fix, err := searchCert(SearchOptions{Shape: s, Maker: mk, MinHeight: id.Height, MaxHeight: id.Height})
		if err != nil {
			return dataframe.DataFrame{}, nil, err
		}
		pn, err := searchCert(SearchOptions{Shape: s, Maker: mk, MaxHeight: id.Height, Method: "pn"})
		if err != nil {
			return dataframe.DataFrame{}, nil, err
		}
		if !fix.Found || !pn.Found {
			return dataframe.DataFrame{}, nil, fmt.Errorf("%s (Maker %q): no proof of height ≤ %d at the fixed height (%v) or by the proof-number search (%v)",
				s, mk, id.Height, fix.Found, pn.Found)
		}
		runs = append(runs, id, fix, pn)
		name = append(name, id.Shape)
		maker = append(maker, mk)
		h = append(h, id.Height)
		idPos = append(idPos, int(id.Nodes))
		fixPos = append(fixPos, int(fix.Nodes))
		pnPos = append(pnPos, int(pn.Nodes))
		idCards = append(idCards, id.Cards)
		pnCards = append(pnCards, pn.Cards)
		idEnv = append(idEnv, id.Envelope)
		pnEnv = append(pnEnv, pn.Envelope)
		pnH = append(pnH, pn.Height)
	}
	df := dataframe.New(series.New(name, series.String, "shape"), series.New(maker, series.String, "maker"),
		series.New(h, series.Int, "height"), series.New(idPos, series.Int, "id_positions"),
		series.New(fixPos, series.Int, "fixed_positions"), series.New(pnPos, series.Int, "pn_positions"),
		series.New(idCards, series.Int, "id_cards"), series.New(pnCards, series.Int, "pn_cards"),
		series.New(idEnv, series.Int, "id_envelope"), series.New(pnEnv, series.Int, "pn_envelope"),
		series.New(pnH, series.Int, "pn_height"))
	return df, runs, nil
}

// searchCert runs the search o and, when it finds a proof, reconstructs
// its certificate (21 dialect), as Search does.
func searchCert(o SearchOptions) (*SearchRun, error) {
	sh, err := makerbreaker.ParseShape(o.Shape)
	if err != nil {
		return nil, err
	}
	run, c, r, err := search(o, sh, makerbreaker.Dialect21, Run{})
	if err != nil || !run.Found {
		return run, err
	}
	raw, err := c.Bytes()
	if err != nil {
		return nil, err
	}
	run.Cert = &Cert{Name: "search-" + run.Method + "-" + sh.Name, Cert: c, Recon: r, Summary: makerbreaker.Summarize(c, r, raw), Raw: raw}
	return run, nil
}
