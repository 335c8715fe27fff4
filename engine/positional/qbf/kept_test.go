package qbf

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/engine/makerbreaker"
	"plylab/engine/positional"
	"plylab/engine/positional/gen"
	"plylab/internal/oracle"
)

// keptFile is the kept run of the benchmark against DepQBF (make
// bench-qbf; its command is in data/runs/index.csv).
var keptFile = filepath.Join("..", "..", "..", "data", "runs", "positional-qbf.jsonl")

// keptRow holds the fields of a bench/qbf row that the test checks.
type keptRow struct {
	Game       string  `json:"game"`
	Rule       string  `json:"rule"`
	Cells      int     `json:"cells"`
	Sets       int     `json:"sets"`
	Outcome    string  `json:"outcome"`
	Optimal    int     `json:"optimal_plies"`
	Plies      int     `json:"plies"`
	Question   string  `json:"question"`
	Answer     bool    `json:"answer"`
	Ply1Answer bool    `json:"plylab_1core_answer"`
	Ply1CPU    float64 `json:"plylab_1core_cpu_s"`
	Ply2Answer bool    `json:"plylab_2core_answer"`
	QBFAnswer  *bool   `json:"depqbf_answer"`
	QBFTimeout bool    `json:"depqbf_timeout"`
	QBFCPU     float64 `json:"depqbf_cpu_s"`
	QBFMoves   string  `json:"qbf_moves"`
	QBFVars    int     `json:"qbf_vars"`
	QBFClauses int     `json:"qbf_clauses"`
}

// keptGame rebuilds a row's game from its name (bench/qbf's names:
// mnk-M,N,K, sim, hex-RxC, animal-SHAPE-RxC), apart from the bench's own
// list.
func keptGame(name string) (*positional.Game, error) {
	var m, n, k int
	var shape string
	switch {
	case name == "sim":
		return gen.Sim(), nil
	case strings.HasPrefix(name, "mnk-"):
		if _, err := fmt.Sscanf(name, "mnk-%d,%d,%d", &m, &n, &k); err != nil {
			return nil, err
		}
		return gen.MNK(m, n, k)
	case strings.HasPrefix(name, "hex-"):
		if _, err := fmt.Sscanf(name, "hex-%dx%d", &m, &n); err != nil {
			return nil, err
		}
		return gen.Hex(m, n, "maker")
	case strings.HasPrefix(name, "animal-"):
		parts := strings.Split(name, "-")
		if len(parts) != 3 {
			return nil, fmt.Errorf("bad animal name %q", name)
		}
		shape = parts[1]
		if _, err := fmt.Sscanf(parts[2], "%dx%d", &m, &n); err != nil {
			return nil, err
		}
		sh, err := makerbreaker.ParseShape(shape)
		if err != nil {
			return nil, err
		}
		return gen.Polyomino(m, n, sh)
	}
	return nil, fmt.Errorf("unknown game %q", name)
}

// TestKeptBenchmark checks every row of the kept benchmark run: the
// answers of plylab (one and two cores) and of DepQBF (when it finished)
// agree with the answer that the game's solved outcome implies; the game,
// rebuilt from its name, has the row's cells, sets and formula size; and
// the answer is recomputed by a second method — the brute-force oracle
// on boards of at most 12 cells, WinsBy again where it took under a
// second, DepQBF again where it took under 0.1 s. Every game in
// which the attacker wins has both its questions (P = optimal, true; P =
// optimal − 1, false).
func TestKeptBenchmark(t *testing.T) {
	needDepQBF(t)
	f, err := os.Open(keptFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	questions := map[string][]string{}
	var rows []keptRow
	for line := 1; sc.Scan(); line++ {
		var r keptRow
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("%s:%d: %v", keptFile, line, err)
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 {
		t.Fatalf("%s: no rows", keptFile)
	}
	oracleCache := map[string]oracle.Result{}
	for _, r := range rows {
		id := fmt.Sprintf("%s P=%d", r.Game, r.Plies)
		questions[r.Game] = append(questions[r.Game], r.Question)
		g, err := keptGame(r.Game)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if g.Cells != r.Cells || len(g.Sets) != r.Sets || g.Rule.String() != r.Rule {
			t.Errorf("%s: the row says %d cells, %d sets, %s; the generator gives %d, %d, %s",
				id, r.Cells, r.Sets, r.Rule, g.Cells, len(g.Sets), g.Rule)
		}
		att := Attacker(g)
		role := roleName(g, att)
		implied := r.Outcome == role && r.Optimal > 0 && r.Optimal <= r.Plies
		if r.Answer != implied {
			t.Errorf("%s: answer %v, but the outcome %s in %d plies implies %v", id, r.Answer, r.Outcome, r.Optimal, implied)
		}
		if r.Ply1Answer != r.Answer || r.Ply2Answer != r.Answer {
			t.Errorf("%s: plylab answered %v (one core) and %v (two cores), the answer is %v", id, r.Ply1Answer, r.Ply2Answer, r.Answer)
		}
		switch {
		case r.QBFTimeout && r.QBFAnswer != nil:
			t.Errorf("%s: a DepQBF answer and a timeout", id)
		case !r.QBFTimeout && r.QBFAnswer == nil:
			t.Errorf("%s: neither a DepQBF answer nor a timeout", id)
		case r.QBFAnswer != nil && *r.QBFAnswer != r.Answer:
			t.Errorf("%s: DepQBF answered %v, the answer is %v", id, *r.QBFAnswer, r.Answer)
		}
		mv := OneHot
		switch r.QBFMoves {
		case "log":
			mv = Log
		case "one-hot":
		default:
			t.Fatalf("%s: qbf_moves %q", id, r.QBFMoves)
		}
		form, err := EncodeMoves(g, r.Plies, mv)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if form.Vars != r.QBFVars || len(form.Clauses) != r.QBFClauses {
			t.Errorf("%s: the row's formula has %d variables and %d clauses, EncodeMoves gives %d and %d",
				id, r.QBFVars, r.QBFClauses, form.Vars, len(form.Clauses))
		}
		// Second methods.
		if g.Cells <= 12 {
			o, ok := oracleCache[r.Game]
			if !ok {
				if o, err = oracle.Solve(g); err != nil {
					t.Fatalf("%s: oracle: %v", id, err)
				}
				oracleCache[r.Game] = o
			}
			if o.Outcome != positional.Outcome(r.Outcome) || o.Plies != r.Optimal {
				t.Errorf("%s: the oracle solves it as %s in %d plies, the row says %s in %d", id, o.Outcome, o.Plies, r.Outcome, r.Optimal)
			}
		}
		if r.Ply1CPU < 1 {
			got, _, err := positional.WinsBy(g, r.Plies, positional.Options{})
			if err != nil {
				t.Fatalf("%s: %v", id, err)
			}
			if got != r.Answer {
				t.Errorf("%s: WinsBy now answers %v, the row %v", id, got, r.Answer)
			}
		}
		if r.QBFAnswer != nil && r.QBFCPU < 0.1 {
			got, err := Solve(context.Background(), "depqbf", form)
			if err != nil {
				t.Fatalf("%s: %v", id, err)
			}
			if got != r.Answer {
				t.Errorf("%s: DepQBF now answers %v, the row %v", id, got, r.Answer)
			}
		}
	}
	for game, qs := range questions {
		s := strings.Join(qs, ",")
		if s != "optimal,one-short" && s != "all-cells" {
			t.Errorf("%s: questions %s, want optimal,one-short or all-cells", game, s)
		}
	}
}
