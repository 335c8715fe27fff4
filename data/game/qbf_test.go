package game

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"plylab/engine/inputerr"
	"plylab/engine/positional"
	"plylab/engine/positional/qbf"
)

const tttLine = `{"id":"ttt","cells":9,"sets":[[0,1,2],[3,4,5],[6,7,8],[0,3,6],[1,4,7],[2,5,8],[0,4,8],[2,4,6]],"rule":"strong"}`

func writeTemp(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// Ask's formula is the engine's, written whole to Out, with its size and
// the attacker's role.
func TestQBFAsk(t *testing.T) {
	in := writeTemp(t, "ttt.jsonl", "\n"+tttLine+"\n")
	out := filepath.Join(t.TempDir(), "ttt.q")
	var logged strings.Builder
	for _, mv := range []qbf.Moves{qbf.OneHot, qbf.Log} {
		res, err := QBF{Plies: 3, Moves: mv, Out: out, Logf: func(f string, a ...any) { logged.WriteString(f) }}.Ask(in, 0)
		if err != nil {
			t.Fatal(err)
		}
		_, g, err := positional.ParseInstance([]byte(tttLine))
		if err != nil {
			t.Fatal(err)
		}
		f, err := qbf.EncodeMoves(g, 3, mv)
		if err != nil {
			t.Fatal(err)
		}
		var want bytes.Buffer
		f.WriteQDIMACS(&want)
		got, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want.Bytes()) || !bytes.Equal(res.QDIMACS, want.Bytes()) {
			t.Errorf("moves %v: the formula differs from the engine's", mv)
		}
		if res.ID != "ttt" || res.Attacker != "first" || res.Variables != f.Vars || res.Clauses != len(f.Clauses) || res.Value != nil {
			t.Errorf("moves %v: answer %+v", mv, res)
		}
		if st, err := os.Stat(out); err != nil || st.Mode().Perm() != 0o644 {
			t.Errorf("Out: %v, %v", st, err)
		}
	}
	if !strings.Contains(logged.String(), "variables") {
		t.Errorf("no size line logged: %q", logged.String())
	}
}

// Bad input is an *inputerr.Error: two instances without a line, a line
// with none, a bad instance, a size past the cap, a missing solver, an
// unwritable Out.
func TestQBFBadInput(t *testing.T) {
	two := writeTemp(t, "two.jsonl", tttLine+"\n"+tttLine+"\n")
	bad := writeTemp(t, "bad.jsonl", `{"id":"x"`+"\n")
	one := writeTemp(t, "one.jsonl", tttLine+"\n")
	for _, c := range []struct {
		name string
		q    QBF
		path string
		line int
		want string
	}{
		{"two", QBF{Plies: 2}, two, 0, "2 instances"},
		{"no line", QBF{Plies: 2}, two, 5, "no instance on this line"},
		{"bad", QBF{Plies: 2}, bad, 0, "bad.jsonl:1"},
		{"cap", QBF{Plies: 9, MemoryMiB: 1}, one, 0, ""},
		{"solver", QBF{Plies: 2, Solver: "nonexistent-plylab-solver"}, one, 0, "no such solver"},
		{"out", QBF{Plies: 2, Out: filepath.Join(t.TempDir(), "no", "dir", "x.q")}, one, 0, "--out: "},
	} {
		if c.name == "cap" {
			// 1 MiB is well above tic-tac-toe's formula: take a bigger game.
			c.q.MemoryMiB = 1
			c.path = writeTemp(t, "big.jsonl", bigMNK(t))
			c.q.Plies = 64
			c.want = "more than 1 MiB"
		}
		_, err := c.q.Ask(c.path, c.line)
		var ie *inputerr.Error
		if !errors.As(err, &ie) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an *inputerr.Error saying %q", c.name, err, c.want)
		}
	}
	_, g, _ := positional.ParseInstance([]byte(tttLine))
	if r := roleOf(g, qbf.Attacker(g)); r != "first" {
		t.Errorf("attacker %q", r)
	}
}

// bigMNK is an 8×8 board, 4 in a row: a formula of some MiB at 64 plies.
func bigMNK(t *testing.T) string {
	t.Helper()
	var sets []string
	at := func(r, c int) string { return strconv.Itoa(r*8 + c) }
	for r := 0; r < 8; r++ {
		for c := 0; c < 8; c++ {
			for _, d := range [][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
				er, ec := r+3*d[0], c+3*d[1]
				if er < 0 || er >= 8 || ec < 0 || ec >= 8 {
					continue
				}
				var cells []string
				for i := 0; i < 4; i++ {
					cells = append(cells, at(r+i*d[0], c+i*d[1]))
				}
				sets = append(sets, "["+strings.Join(cells, ",")+"]")
			}
		}
	}
	return `{"id":"big","cells":64,"sets":[` + strings.Join(sets, ",") + `],"rule":"strong"}` + "\n"
}

// With a solver, Ask's verdict is the exact solver's; a done Context
// stops the solver with the context's error.
func TestQBFSolve(t *testing.T) {
	if _, err := exec.LookPath("depqbf"); err != nil {
		t.Skip("depqbf is not installed")
	}
	// Tic-tac-toe (no win within 3 or 5 plies) and a triangle of pairs
	// (the first player wins on ply 3).
	tri := `{"id":"tri","cells":3,"sets":[[0,1],[0,2],[1,2]],"rule":"strong"}`
	in := writeTemp(t, "two.jsonl", tttLine+"\n"+tri+"\n")
	for _, c := range []struct{ line, P int }{{1, 3}, {1, 5}, {2, 1}, {2, 3}} {
		text := tttLine
		if c.line == 2 {
			text = tri
		}
		_, g, _ := positional.ParseInstance([]byte(text))
		P := c.P
		res, err := QBF{Plies: P, Moves: qbf.Log, Solver: "depqbf"}.Ask(in, c.line)
		if err != nil {
			t.Fatal(err)
		}
		win, _, err := positional.WinsBy(g, P, positional.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Value == nil || *res.Value != win || res.Solver != "depqbf" || c == (struct{ line, P int }{2, 3}) && !win {
			t.Errorf("line %d, P = %d: %+v, exact %v", c.line, P, res, win)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := QBF{Plies: 5, Solver: "depqbf", Context: ctx}.Ask(in, 1)
	var ie *inputerr.Error
	if !errors.Is(err, context.Canceled) || errors.As(err, &ie) {
		t.Errorf("cancelled: %v", err)
	}
}
