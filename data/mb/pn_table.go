package mb

import (
	"fmt"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"

	"plylab/engine/makerbreaker"
)

// PNTable runs, for each shape (with the Maker cells makers[i], "x,y x,y
// …", at the start; makers may be nil for empty boards), the deepening
// search up to maxHeight and then the proof-number search at the height
// the deepening search found, and returns one row per shape: shape,
// maker, height (the deepening search's, the smallest under the move
// rule), id_positions and pn_positions (positions examined), id_cards,
// pn_cards, id_envelope and pn_envelope (the final card's envelope) and
// pn_height (the height of the proof-number certificate, at most height).
// The runs come in pairs, deepening then proof-number, each with its
// certificate reconstructed. A shape without a proof up to maxHeight is
// an error: the table compares proofs.
func PNTable(shapes, makers []string, maxHeight int) (dataframe.DataFrame, []*SearchRun, error) {
	if makers != nil && len(makers) != len(shapes) {
		return dataframe.DataFrame{}, nil, fmt.Errorf("%d shapes but %d Maker starts", len(shapes), len(makers))
	}
	var name, maker []string
	var h, idPos, pnPos, idCards, pnCards, idEnv, pnEnv, pnH []int
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
		pn, err := searchPNCert(s, mk, id.Height)
		if err != nil {
			return dataframe.DataFrame{}, nil, err
		}
		if !pn.Found {
			return dataframe.DataFrame{}, nil, fmt.Errorf("%s (Maker %q): the proof-number search found no proof of height ≤ %d", s, mk, id.Height)
		}
		runs = append(runs, id, pn)
		name = append(name, id.Shape)
		maker = append(maker, mk)
		h = append(h, id.Height)
		idPos = append(idPos, int(id.Nodes))
		pnPos = append(pnPos, int(pn.Nodes))
		idCards = append(idCards, id.Cards)
		pnCards = append(pnCards, pn.Cards)
		idEnv = append(idEnv, id.Envelope)
		pnEnv = append(pnEnv, pn.Envelope)
		pnH = append(pnH, pn.Height)
	}
	df := dataframe.New(series.New(name, series.String, "shape"), series.New(maker, series.String, "maker"),
		series.New(h, series.Int, "height"), series.New(idPos, series.Int, "id_positions"), series.New(pnPos, series.Int, "pn_positions"),
		series.New(idCards, series.Int, "id_cards"), series.New(pnCards, series.Int, "pn_cards"),
		series.New(idEnv, series.Int, "id_envelope"), series.New(pnEnv, series.Int, "pn_envelope"),
		series.New(pnH, series.Int, "pn_height"))
	return df, runs, nil
}

// searchPNCert runs the proof-number search at height h and, when it
// finds a proof, reconstructs its certificate (21 dialect), as Search does.
func searchPNCert(shape, maker string, h int) (*SearchRun, error) {
	sh, err := makerbreaker.ParseShape(shape)
	if err != nil {
		return nil, err
	}
	o := SearchOptions{Shape: shape, Maker: maker, MaxHeight: h, Method: "pn"}
	run, c, r, err := search(o, sh, makerbreaker.Dialect21, Run{})
	if err != nil || !run.Found {
		return run, err
	}
	raw, err := c.Bytes()
	if err != nil {
		return nil, err
	}
	run.Cert = &Cert{Name: "search-pn-" + sh.Name, Cert: c, Recon: r, Summary: makerbreaker.Summarize(c, r, raw), Raw: raw}
	return run, nil
}
