package nb

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"plylab/data/game"
	"plylab/engine/positional"
	"plylab/engine/positional/gen"
)

// TestBoard checks the HTML of a clickable board: the embedded JSON holds
// every position of the tree with the engine's values as tokens, the
// script is called with the board's id and the house colours, and the
// plain-text copy shows the start position.
func TestBoard(t *testing.T) {
	g := gen.TicTacToe()
	g.Claimed = [2][]int{{4}, {1}} // X in the centre, O on an edge: X wins
	tr, err := game.NewValueTree(g, 1000, positional.Options{})
	Must(err)
	d := Board(tr, "tic-tac-toe after 4, 1")
	html, _ := d.Data[mimeHTML].(string)
	text, _ := d.Data[mimeText].(string)
	m := regexp.MustCompile(`<script type="application/json" class="plylab-board-data">(.*?)</script>`).FindStringSubmatch(html)
	if m == nil {
		t.Fatalf("no embedded data in %.300s", html)
	}
	var data struct {
		Rows, Cols int
		Roles      []string
		Start      string
		Pos        map[string][]interface{}
	}
	if err := json.Unmarshal([]byte(m[1]), &data); err != nil {
		t.Fatal(err)
	}
	if data.Rows != 3 || data.Cols != 3 || data.Start != ".1..0...." || len(data.Pos) != len(tr.Nodes) ||
		strings.Join(data.Roles, " ") != "first second" {
		t.Fatalf("data: %d×%d, start %q, %d positions (tree %d), roles %v", data.Rows, data.Cols, data.Start, len(data.Pos), len(tr.Nodes), data.Roles)
	}
	// Every open position's tokens are the tree's values, as end plies.
	for key, n := range tr.Nodes {
		p := data.Pos[key]
		if n.Over != positional.NoWin {
			if len(p) != 2 || p[0] != string(n.Over) {
				t.Fatalf("%s: %v, want decided %s", key, p, n.Over)
			}
			continue
		}
		tok := strings.Split(p[1].(string), " ")
		if int(p[0].(float64)) != n.Mover || len(tok) != 9 {
			t.Fatalf("%s: %v", key, p)
		}
		for c := range key {
			if (key[c] != '.') != (tok[c] == "-") {
				t.Fatalf("%s: cell %d token %q", key, c, tok[c])
			}
		}
		for _, mv := range n.Moves {
			want := map[positional.Outcome]string{positional.First: "w", positional.Second: "l", positional.Draw: "d"}[mv.Outcome]
			if n.Mover == 1 && want != "d" {
				want = map[string]string{"w": "l", "l": "w"}[want]
			}
			if mv.Plies >= 0 && mv.Outcome != positional.Draw {
				want += itoa(n.Ply + mv.Plies)
			}
			if tok[mv.Cell] != want {
				t.Fatalf("%s: cell %d token %q, want %q (%s in %d)", key, mv.Cell, tok[mv.Cell], want, mv.Outcome, mv.Plies)
			}
		}
	}
	// X to move at ply 3 wins on 0 (the fork 0-4-8 and 0-3-6) by ply 7 at the latest.
	if start := strings.Split(data.Pos[data.Start][1].(string), " "); start[1] != "-" || start[4] != "-" || !strings.HasPrefix(start[0], "w") {
		t.Errorf("start tokens %v", start)
	}
	for _, want := range []string{`id="plylab-board-`, `rgb(0,114,178);rgb(213,94,0)`, "function (id, colours)", `data-key`, "Undo", "Reset"} {
		if !strings.Contains(html, want) {
			t.Errorf("the HTML lacks %q", want)
		}
	}
	if strings.Contains(m[1], "</") {
		t.Error("the embedded JSON closes its script")
	}
	if !strings.Contains(text, "tic-tac-toe after 4, 1") || !strings.Contains(text, "    O") || !strings.Contains(text, "    X") {
		t.Errorf("plain text:\n%s", text)
	}
	// The same tree gives the same bytes (the id is a hash of the data).
	if Board(tr, "tic-tac-toe after 4, 1").Data[mimeHTML] != html {
		t.Error("two renderings of one board differ")
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }
