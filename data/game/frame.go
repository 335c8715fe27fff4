package game

import (
	"encoding/json"
	"fmt"

	"github.com/go-gota/gota/dataframe"
	"github.com/go-gota/gota/series"
)

// answerRow is what an answer line holds, whichever of its forms.
type answerRow struct {
	ID     string `json:"id"`
	Error  string `json:"error"`
	Answer struct {
		Outcome string  `json:"outcome"`
		WinsBy  int     `json:"wins_by"`
		Wins    bool    `json:"wins"`
		Plies   *int    `json:"plies"`
		Nodes   int64   `json:"nodes"`
		Seconds float64 `json:"seconds"`
	} `json:"answer"`
}

// LineAnswerFrame tabulates answers: line, id, outcome (for a --by answer "wins by
// P" or "no win by P"; "error: …" for a bad line), plies ("—" when there
// is none), nodes and seconds.
func LineAnswerFrame(answers []LineAnswer) dataframe.DataFrame {
	n := len(answers)
	line, id, outcome, plies, nodes, secs := make([]int, n), make([]string, n), make([]string, n), make([]string, n), make([]int, n), make([]float64, n)
	for i, a := range answers {
		var r answerRow
		if err := json.Unmarshal(a.Output, &r); err != nil {
			outcome[i] = "error: " + err.Error()
		}
		line[i], id[i] = a.Line, r.ID
		switch {
		case r.Error != "":
			outcome[i] = "error: " + r.Error
		case r.Answer.WinsBy > 0 && r.Answer.Wins:
			outcome[i] = fmt.Sprintf("wins by %d", r.Answer.WinsBy)
		case r.Answer.WinsBy > 0:
			outcome[i] = fmt.Sprintf("no win by %d", r.Answer.WinsBy)
		default:
			outcome[i] = r.Answer.Outcome
		}
		plies[i] = "—"
		if r.Answer.Plies != nil {
			plies[i] = fmt.Sprint(*r.Answer.Plies)
		}
		nodes[i], secs[i] = int(r.Answer.Nodes), r.Answer.Seconds
	}
	return dataframe.New(series.New(line, series.Int, "line"), series.New(id, series.String, "id"),
		series.New(outcome, series.String, "outcome"), series.New(plies, series.String, "plies"),
		series.New(nodes, series.Int, "nodes"), series.New(secs, series.Float, "seconds"))
}
